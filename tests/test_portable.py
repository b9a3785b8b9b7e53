"""The browser gets the portable packages by allow-list, and they import nothing else.

The package is in layers: ``engine``, ``bots`` and ``protocol`` (with the top
``__init__.py``) run on CPython and on MicroPython in the page; ``tools`` and
``server`` (and ``__main__.py``) are CPython only. These tests prove the split
from both ends: what a site build ships, and what the portable modules import.
"""

import ast
import base64
import json
from pathlib import Path

import pytest

from indian_rummy.tools import site
from mpy import run_cpython

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "indian_rummy"
ROOT = "indian_rummy"
# Written out here, not read from site.PORTABLE, so that changing the allow-list
# takes changing this test too.
PORTABLE_PACKAGES = ("engine", "bots", "protocol")
# What each portable layer may import (docs/architecture.md): never a layer above it.
LAYERS = {"engine": {"engine"}, "bots": {"engine", "bots"},
          "protocol": {"engine", "bots", "protocol"}}
HOST_ONLY = ("tools", "server", "__main__.py")

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
    bundle = json.loads((site_dir / "engine" / "bundle.json").read_text(encoding="utf-8"))
    expected = {"indian_rummy/" + module_name(p) for p in portable_files()}
    assert set(bundle) == expected
    assert "indian_rummy/__init__.mpy" in bundle
    for name in bundle:
        assert name.split("/")[1] not in ("tools", "server", "__main__.mpy"), name
    for host in ("tools/simulate", "tools/cli", "tools/site", "server/app", "__main__"):
        assert "indian_rummy/%s.mpy" % host not in bundle
    assert all(base64.b64decode(data)[:1] == b"M" for data in bundle.values())
    # Nothing else in the site is Python: the host modules are not hiding elsewhere.
    assert not [p for p in site_dir.rglob("*") if p.suffix in (".py", ".mpy", ".pyc")]


def test_a_development_build_ships_the_same_modules_as_sources(tmp_path):
    site.build(str(tmp_path / "site"), bytecode=False)
    bundle = json.loads((tmp_path / "site" / "engine" / "bundle.json").read_text("utf-8"))
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


def _check_relative(node: ast.ImportFrom, rel: Path, where: str) -> list[str]:
    shown = "from %s%s import %s" % ("." * node.level, node.module or "",
                                     ", ".join(a.name for a in node.names))
    package = _package_of(rel)
    if node.level > len(package):
        return ["%s: `%s` climbs above the package" % (where, shown)]
    base = package[: len(package) - (node.level - 1)]
    target = base + (node.module.split(".") if node.module else [])
    # `from PACKAGE import X` may name a module X of it, else X is a name in PACKAGE.
    reached = [target + [a.name] for a in node.names if _is_module(target + [a.name])]
    reached = reached or [target]
    problems = []
    for dotted in reached:
        name = ".".join(dotted)
        if len(dotted) == 1:
            continue  # the top __init__.py, which is portable
        if dotted[1] in ("tools", "server", "__main__"):
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
                host = len(module.split(".")) > 1 and module.split(".")[1] in ("tools", "server")
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
    ("from ..tools.site import build\n", "protocol/view.py", "indian_rummy.tools.site"),
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
