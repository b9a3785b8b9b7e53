"""Every module of the package is reached from one of its entry points, never by the tests
alone: code that only tests import ships for nothing (the portable packages to every
browser) and keeps a second model of something alive.

The entry points are read where they are declared: the command line's scripts in
pyproject.toml and every ``__main__.py`` (``python -m indian_rummy``, ``python -m
indian_rummy.site``); the modules the page's worker imports (``pyimport`` in web/); the
site builder that setup.py loads by path. The server app is reached from the command
line. From them every import is followed (a function's own
imports too), and importing a module runs its packages' ``__init__.py``.
"""

import ast
import re
import tomllib
from pathlib import Path

from test_portable import PACKAGE, ROOT, _reached_from, package_files

REPO = PACKAGE.parent.parent


def module_of(rel: Path) -> str:
    """The dotted name of the module at ``rel`` (relative to the package folder)."""
    parts = [ROOT] + list(rel.with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def entry_points() -> set[str]:
    """The modules the package is started from, as their declarations name them."""
    roots = {module_of(rel) for rel in package_files() if rel.name == "__main__.py"}
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["scripts"]
    roots |= {target.split(":")[0] for target in scripts.values()}
    for script in sorted((REPO / "web").rglob("*.js")):
        roots |= set(re.findall(r"pyimport\(\s*[\"'](%s[\w.]*)[\"']" % ROOT,
                                script.read_text(encoding="utf-8")))
    # setup.py loads a module by its path under src/: "src" / "indian_rummy" / ... ".py".
    for path in re.findall(r'"src"((?:\s*/\s*"[\w.]+")+)', (REPO / "setup.py").read_text()):
        parts = re.findall(r'"([\w.]+)"', path)
        roots.add(module_of(Path(*parts[1:])))
    return roots


def imported_by(source: str, rel: Path) -> set[str]:
    """The package's modules that the module ``rel`` imports, wherever the import stands."""
    names = set()
    for node in ast.walk(ast.parse(source, filename=str(rel))):
        if isinstance(node, ast.ImportFrom):
            reached = _reached_from(node, rel)[1] or []
        elif isinstance(node, ast.Import):
            reached = [alias.name.split(".") for alias in node.names]
        else:
            continue
        names |= {".".join(dotted) for dotted in reached if dotted[0] == ROOT}
    return names


def unreached(modules: dict[Path, str], roots: set[str]) -> list[str]:
    """The modules of ``modules`` (path relative to the package -> source) that no import
    from ``roots`` reaches, each with its path."""
    paths = {module_of(rel): rel for rel in modules}
    reached: set[str] = set()
    waiting = sorted(roots)
    while waiting:
        name = waiting.pop()
        if name in reached or name not in paths:
            continue
        reached.add(name)
        parts = name.split(".")
        # Importing a module runs the __init__.py of each package above it.
        waiting += [".".join(parts[:k]) for k in range(1, len(parts))]
        waiting += sorted(imported_by(modules[paths[name]], paths[name]))
    return ["%s (src/indian_rummy/%s)" % (name, paths[name].as_posix())
            for name in sorted(set(paths) - reached)]


def test_the_entry_points_are_found_where_they_are_declared() -> None:
    roots = entry_points()
    assert {"indian_rummy.tools.cli", "indian_rummy.__main__",
            "indian_rummy.protocol.session"} <= roots
    assert any(root.startswith("indian_rummy.site") for root in roots)
    modules = {module_of(rel) for rel in package_files()}
    assert roots <= modules, roots - modules


def test_every_module_is_reached_from_an_entry_point() -> None:
    missing = unreached(package_files(), entry_points())
    assert not missing, "imported by no entry point (tests only?): " + ", ".join(missing)


def test_the_walk_names_a_module_only_a_test_would_import() -> None:
    modules = {
        Path("__init__.py"): "",
        Path("tools/__init__.py"): "",
        Path("tools/cli.py"): "def main():\n    from ..bots import kiran\n",
        Path("bots/__init__.py"): "from . import mira\n",
        Path("bots/mira.py"): "from ..engine.cards import Card\n",
        Path("bots/kiran.py"): "from .mira import decide\n",
        Path("bots/spare.py"): "from ..engine import cards\n",
        Path("engine/__init__.py"): "",
        Path("engine/cards.py"): "import json\n",
    }
    assert unreached(modules, {"indian_rummy.tools.cli"}) == [
        "indian_rummy.bots.spare (src/indian_rummy/bots/spare.py)"]
