"""The browser gets the portable packages by allow-list, and they import nothing else;
every package imports only the layers below it.

The package is in layers: ``engine``, ``bots`` and ``protocol`` (with the top
``__init__.py``) run on CPython and on MicroPython in the page; ``site``,
``server`` and ``tools`` (and ``__main__.py``) are CPython only. These tests prove
the split from both ends: what a site build ships, and what the portable modules
import. Then, over every module of the package, that no package imports one above
it and that no packages import each other round in a cycle.
"""

import ast
from pathlib import Path

import pytest

from indian_rummy import site
from mpy import run_cpython

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "indian_rummy"
ROOT = "indian_rummy"
# Written out here, not read from site.PORTABLE, so that changing the allow-list
# takes changing this test too.
PORTABLE_PACKAGES = ("engine", "bots", "protocol")
# What each portable layer may import (docs/architecture.md): never a layer above it.
LAYERS = {"engine": {"engine"}, "bots": {"engine", "bots"},
          "protocol": {"engine", "bots", "protocol"}}
HOST_ONLY = ("locales", "site", "server", "tools", "__main__.py")
# Every part of the package, lowest first (docs/architecture.md): a module imports
# only its own part and the parts before it. The top __init__.py holds the version
# and imports nothing; __main__.py runs the command line.
LAYERS_IN_ORDER = ("__init__", "engine", "bots", "protocol", "locales", "site", "server",
                   "tools", "__main__")
HOST = ("locales", "site", "server", "tools", "__main__")

# Standard-library modules the portable packages may import at run time: only ones
# that MicroPython 1.27's WebAssembly build (the pinned pyscript variant) provides
# and that the engine needs. Today it needs none: the engine carries its own PRNG,
# JSON writer and reader, and uses only builtins. Add a module here only after
# checking it exists in that build (`help("modules")` under tests/mp_runner.mjs).
MICROPYTHON_STDLIB: frozenset[str] = frozenset()
# Modules imported only for names used in annotations, which MicroPython lacks
# (it has no collections.abc); allowed only inside `try: ... except ImportError:`.
ANNOTATION_ONLY = frozenset({"collections.abc"})


def portable_files() -> list[Path]:
    files = [PACKAGE / "__init__.py"]
    for name in PORTABLE_PACKAGES:
        files += sorted(p for p in (PACKAGE / name).rglob("*.py") if "__pycache__" not in p.parts)
    return files


def module_name(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()[: -len(".py")] + ".mpy"


# -- what a build ships ------------------------------------------------------------------


def test_every_part_of_the_package_is_either_portable_or_host_only():
    # A new subpackage or top-level module must be put on one side, here and, if it
    # is portable, in site.PORTABLE.
    parts = {p.name for p in PACKAGE.iterdir() if p.name != "__pycache__"}
    parts -= {"py.typed", "__init__.py"}
    assert parts == set(PORTABLE_PACKAGES) | set(HOST_ONLY)
    assert set(site.PORTABLE) == {"__init__.py"} | set(PORTABLE_PACKAGES)


def test_the_shipped_bundle_holds_exactly_the_portable_modules_and_nothing_of_the_host(
        site_dir):
    bundle = site.unpack_bundle((site_dir / site.BUNDLE_NAME).read_bytes())
    expected = {"indian_rummy/" + module_name(p) for p in portable_files()}
    assert set(bundle) == expected
    assert "indian_rummy/__init__.mpy" in bundle
    for name in bundle:
        assert name.split("/")[1] not in ("site", "tools", "server", "__main__.mpy"), name
    for host in ("tools/simulate", "tools/cli", "site/__init__", "server/app", "__main__"):
        assert "indian_rummy/%s.mpy" % host not in bundle
    assert all(data[:1] == b"M" for data in bundle.values())
    # Nothing else in the site is Python: the host modules are not hiding elsewhere.
    assert not [p for p in site_dir.rglob("*") if p.suffix in (".py", ".mpy", ".pyc")]


def test_a_development_build_ships_the_same_modules_as_sources(tmp_path):
    site.build(str(tmp_path / "site"), bytecode=False)
    bundle = site.unpack_bundle((tmp_path / "site" / site.BUNDLE_NAME).read_bytes())
    assert set(bundle) == {"indian_rummy/" + p.relative_to(PACKAGE).as_posix()
                           for p in portable_files()}


# -- what the portable modules import ------------------------------------------------------


def _guarded(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """Whether ``node`` sits in the body of a ``try`` that catches ImportError."""
    child, parent = node, parents.get(node)
    while parent is not None:
        if isinstance(parent, ast.Try) and child in parent.body:
            for handler in parent.handlers:
                caught = handler.type
                names = caught.elts if isinstance(caught, ast.Tuple) else [caught]
                if any(isinstance(n, ast.Name) and n.id in ("ImportError",
                                                            "ModuleNotFoundError")
                       for n in names):
                    return True
        child, parent = parent, parents.get(parent)
    return False


def _package_of(rel: Path) -> list[str]:
    """The package a module at ``rel`` (relative to the package folder) is in, as parts."""
    return [ROOT] + list(rel.parts[:-1])


def _is_module(dotted: list[str]) -> bool:
    """Whether ``indian_rummy.<...>`` names a module or package in the source tree."""
    path = PACKAGE.joinpath(*dotted[1:])
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _reached_from(node: ast.ImportFrom, rel: Path) -> "tuple[str, list | None]":
    """A ``from`` import of the module ``rel``, as written, and the dotted names it
    reaches (None: a relative import that climbs above the package)."""
    shown = "from %s%s import %s" % ("." * node.level, node.module or "",
                                     ", ".join(a.name for a in node.names))
    target = node.module.split(".") if node.module else []
    if node.level:
        package = _package_of(rel)
        if node.level > len(package):
            return shown, None
        target = package[: len(package) - (node.level - 1)] + target
    # `from PACKAGE import X` may name a module X of it, else X is a name in PACKAGE.
    reached = [target + [a.name] for a in node.names if _is_module(target + [a.name])]
    return shown, reached or [target]


def _check_relative(node: ast.ImportFrom, rel: Path, where: str) -> list[str]:
    shown, reached = _reached_from(node, rel)
    if reached is None:
        return ["%s: `%s` climbs above the package" % (where, shown)]
    problems = []
    for dotted in reached:
        name = ".".join(dotted)
        if len(dotted) == 1:
            continue  # the top __init__.py, which is portable
        if dotted[1] in HOST:
            problems.append("%s: `%s` reaches %s, which is CPython only (never shipped)"
                            % (where, shown, name))
        elif dotted[1] not in PORTABLE_PACKAGES:
            problems.append("%s: `%s` reaches %s, outside the portable packages %s"
                            % (where, shown, name, ", ".join(PORTABLE_PACKAGES)))
        elif not _is_module(dotted):
            problems.append("%s: `%s` reaches %s, which is no module of the package"
                            % (where, shown, name))
        elif len(rel.parts) > 1 and dotted[1] not in LAYERS[rel.parts[0]]:
            problems.append("%s: `%s` reaches %s, a layer above %s (which may import %s)"
                            % (where, shown, name, rel.parts[0],
                               ", ".join(sorted(LAYERS[rel.parts[0]]))))
    return problems


def import_problems(source: str, rel: Path) -> list[str]:
    """What is wrong with the imports of the portable module ``rel`` (e.g.
    ``engine/deal.py``), one sentence each naming the file, line and import."""
    tree = ast.parse(source, filename=str(rel))
    parents = {child: parent for parent in ast.walk(tree) for child in ast.iter_child_nodes(parent)}
    problems = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        where = "src/indian_rummy/%s:%d" % (rel.as_posix(), node.lineno)
        if isinstance(node, ast.ImportFrom) and node.level:
            problems += _check_relative(node, rel, where)
            continue
        if isinstance(node, ast.ImportFrom):
            modules = [node.module or ""]
            shown = "from %s import %s" % (node.module, ", ".join(a.name for a in node.names))
        else:
            modules = [a.name for a in node.names]
            shown = "import %s" % ", ".join(a.name for a in node.names)
        for module in modules:
            top = module.split(".")[0]
            if top == ROOT:
                host = len(module.split(".")) > 1 and module.split(".")[1] in HOST
                problems.append("%s: `%s` %s; a portable module imports the package "
                                "relatively" % (where, shown, "reaches CPython-only code"
                                                if host else "is an absolute import"))
            elif module in MICROPYTHON_STDLIB:
                continue
            elif module in ANNOTATION_ONLY:
                if not _guarded(node, parents):
                    problems.append("%s: `%s` is for annotations only and MicroPython lacks "
                                    "it: put it in `try: ... except ImportError: pass`"
                                    % (where, shown))
            else:
                problems.append("%s: `%s` is neither the portable packages nor a standard "
                                "module MicroPython provides (tests/test_portable.py: "
                                "MICROPYTHON_STDLIB); third-party and CPython-only modules "
                                "cannot run in the page" % (where, shown))
    return problems


def test_portable_modules_import_only_each_other_and_what_micropython_provides():
    problems = []
    for path in portable_files():
        problems += import_problems(path.read_text(encoding="utf-8"), path.relative_to(PACKAGE))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("source, rel, says", [
    ("from ..tools import simulate\n", "engine/deal.py",
     "engine/deal.py:1: `from ..tools import simulate` reaches indian_rummy.tools.simulate"
     ", which is CPython only"),
    ("from .. import server\n", "bots/mira.py", "reaches indian_rummy.server, which is CPython"),
    ("from ..site import build\n", "protocol/view.py",
     "reaches indian_rummy.site, which is CPython only"),
    ("def f():\n    from ..server import app\n", "protocol/session.py",
     "protocol/session.py:2: `from ..server import app`"),
    ("import indian_rummy.tools.cli\n", "engine/cards.py", "reaches CPython-only code"),
    ("from indian_rummy.engine import cards\n", "bots/kiran.py", "is an absolute import"),
    ("import json\n", "engine/canon.py",
     "engine/canon.py:1: `import json` is neither the portable packages"),
    ("import starlette\n", "protocol/wire.py", "`import starlette` is neither"),
    ("from typing import Any\n", "engine/rules.py", "`from typing import Any` is neither"),
    ("from collections.abc import Callable\n", "engine/solver.py",
     "is for annotations only and MicroPython lacks it"),
    ("from ...outside import x\n", "engine/deal.py", "climbs above the package"),
    ("from .nowhere import x\n", "engine/deal.py", "indian_rummy.engine.nowhere, which is no"),
    ("from ..protocol.wire import read_json\n", "engine/deal.py",
     "reaches indian_rummy.protocol.wire, a layer above engine (which may import engine)"),
    ("from ..protocol import text\n", "bots/mira.py",
     "reaches indian_rummy.protocol.text, a layer above bots"),
    ("from .. import bots\n", "engine/match.py", "reaches indian_rummy.bots, a layer above"),
])
def test_the_import_check_names_the_file_and_the_import_it_refuses(source, rel, says):
    problems = import_problems(source, Path(rel))
    assert len(problems) == 1 and says in problems[0], problems


def test_the_import_check_lets_through_what_the_engine_does_today():
    source = (
        "try:\n    from collections.abc import Callable\nexcept ImportError:\n    pass\n"
        "from ..engine.deal import Deal\nfrom . import kiran, mira\nfrom .. import __version__\n"
        "from ..engine import canon\n"
    )
    assert import_problems(source, Path("bots/__init__.py")) == []


# -- the layers of the whole package -------------------------------------------------------


def package_files() -> dict[Path, str]:
    """Every module of the package: its path relative to the package folder -> its source."""
    return {p.relative_to(PACKAGE): p.read_text(encoding="utf-8")
            for p in sorted(PACKAGE.rglob("*.py")) if "__pycache__" not in p.parts}


def part_of(rel: Path) -> str:
    """The layer the module at ``rel`` is in: its top folder, or for a module at the top
    its own name (``__init__``, ``__main__``)."""
    return rel.parts[0] if len(rel.parts) > 1 else rel.stem


def package_imports(source: str, rel: Path) -> list[tuple[int, str, str]]:
    """Each import of the package by the module ``rel``, wherever it stands (a function's
    own imports too): (its line, the import as written, the part it reaches)."""
    found = []
    for node in ast.walk(ast.parse(source, filename=str(rel))):
        if isinstance(node, ast.ImportFrom):
            shown, reached = _reached_from(node, rel)
            # Climbing above the package (the portable check names it), or another package.
            if reached is None or reached[0][:1] != [ROOT]:
                continue
        elif isinstance(node, ast.Import):
            shown = "import %s" % ", ".join(a.name for a in node.names)
            reached = [a.name.split(".") for a in node.names if a.name.split(".")[0] == ROOT]
        else:
            continue
        for dotted in reached:
            found.append((node.lineno, shown, dotted[1] if len(dotted) > 1 else "__init__"))
    return found


def layer_problems(modules: dict[Path, str]) -> list[str]:
    """Each import of ``modules`` (path relative to the package -> source) that reaches a
    part above its own in LAYERS_IN_ORDER, one sentence each naming the file and line."""
    rank = {part: k for k, part in enumerate(LAYERS_IN_ORDER)}
    problems = []
    for rel, source in modules.items():
        part = part_of(rel)
        if part not in rank:
            problems.append("src/indian_rummy/%s: %s has no place in LAYERS_IN_ORDER"
                            % (rel.as_posix(), part))
            continue
        for line, shown, reached in package_imports(source, rel):
            if rank.get(reached, len(rank)) > rank[part]:
                problems.append("src/indian_rummy/%s:%d: `%s` reaches %s, a layer above %s "
                                "(lowest first: %s)" % (rel.as_posix(), line, shown, reached,
                                                        part, " < ".join(LAYERS_IN_ORDER)))
    return problems


def import_cycles(modules: dict[Path, str]) -> list[str]:
    """Each cycle of parts importing one another round to the first (whatever the layer
    order says), with the import that makes each step."""
    steps: dict[tuple[str, str], str] = {}
    for rel, source in modules.items():
        for line, shown, reached in package_imports(source, rel):
            if reached != part_of(rel):
                steps.setdefault((part_of(rel), reached), "src/indian_rummy/%s:%d `%s`"
                                 % (rel.as_posix(), line, shown))
    cycles, seen = [], set()
    for start in sorted({a for a, _ in steps}):
        # Breadth first from start: the shortest way back to it, if there is one.
        paths = {start: [start]}
        queue = [start]
        while queue:
            here = queue.pop(0)
            for (a, b) in sorted(steps):
                if a != here:
                    continue
                if b == start:
                    cycle = paths[here] + [start]
                    if frozenset(cycle) not in seen:
                        seen.add(frozenset(cycle))
                        cycles.append(" -> ".join(cycle) + ": " + "; ".join(
                            steps[step] for step in zip(cycle, cycle[1:])))
                    queue = []
                    break
                if b not in paths:
                    paths[b] = paths[here] + [b]
                    queue.append(b)
    return cycles


def test_every_part_of_the_package_has_its_place_in_the_layers():
    assert {part_of(rel) for rel in package_files()} == set(LAYERS_IN_ORDER)


def test_no_module_imports_a_package_above_its_own():
    problems = layer_problems(package_files())
    assert not problems, "\n".join(problems)


def test_no_packages_import_one_another_in_a_cycle():
    cycles = import_cycles(package_files())
    assert not cycles, "\n".join(cycles)


@pytest.mark.parametrize("rel, source, says", [
    ("engine/deal.py", "def f():\n    from ..site import build\n",
     "src/indian_rummy/engine/deal.py:2: `from ..site import build` reaches site, a layer "
     "above engine"),
    ("site/__init__.py", "from ..server import app\n", "reaches server, a layer above site"),
    ("server/storage/base.py", "from ...tools.cli import main\n",
     "reaches tools, a layer above server"),
    ("server/app.py", "import indian_rummy.tools.cli\n",
     "`import indian_rummy.tools.cli` reaches tools, a layer above server"),
    ("server/matches.py", "from .. import tools\n", "reaches tools, a layer above server"),
    ("protocol/view.py", "from indian_rummy import site\n", "reaches site, a layer above"),
    ("__init__.py", "from .engine import cards\n", "reaches engine, a layer above __init__"),
    ("tools/cli.py", "from .. import __main__\n", "reaches __main__, a layer above tools"),
    ("cards/rank.py", "", "cards has no place in LAYERS_IN_ORDER"),
])
def test_the_layer_check_names_the_import_that_reaches_up(rel, source, says):
    problems = layer_problems({Path(rel): source})
    assert len(problems) == 1 and says in problems[0], problems


def test_the_layer_check_lets_imports_down_and_within_a_package_through():
    modules = {
        Path("tools/cli.py"): "def f():\n    from .. import server, site\n"
                              "    from ..server import doctor\nfrom .simulate import play\n",
        Path("server/app.py"): "from .. import site\nfrom ..protocol.wire import read_json\n"
                               "from .storage import Store\nimport json\n",
        Path("site/__main__.py"): "from . import main\n",
        Path("bots/mira.py"): "from .. import __version__\nfrom ..engine import canon\n",
        Path("__main__.py"): "from .tools.cli import main\n",
    }
    assert layer_problems(modules) == []
    assert import_cycles(modules) == []


def test_the_cycle_check_names_each_step_of_a_cycle():
    # The cycle the package once had: the server built the site with the tools' builder,
    # and the tools' command line started the server.
    cycles = import_cycles({
        Path("server/__init__.py"): "from ..tools import site\n",
        Path("tools/cli.py"): "import sys\n\ndef serve():\n    from .. import server\n",
        Path("engine/deal.py"): "from . import cards\n",
    })
    assert cycles == ["server -> tools -> server: src/indian_rummy/server/__init__.py:1 "
                      "`from ..tools import site`; src/indian_rummy/tools/cli.py:4 "
                      "`from .. import server`"]


# -- what the first view loads -----------------------------------------------------------


def test_the_first_view_is_drawn_without_loading_any_bots_code():
    # The worker imports the session before the table can be drawn; the bots' modules
    # wait for the first bot turn, so the cold start does not pay for them.
    script = (
        "import sys\n"
        "from indian_rummy.protocol import session\n"
        "reply = session.handle('{\"id\": 1, \"type\": \"new_game\", \"args\": {\"seed\": 17, "
        "\"guided\": true}}')\n"
        "assert reply.startswith('{\"id\":1,\"ok\":true'), reply\n"
        "print(sorted(m for m in sys.modules if m.startswith('indian_rummy.bots.')))\n"
        "session.handle('{\"id\": 2, \"type\": \"new_game\", \"args\": {\"seed\": 17}}')\n"
    )
    assert run_cpython(script).strip() == "[]"
