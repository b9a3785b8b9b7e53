"""The page's modules are in feature folders, in layers: a module imports only its own
folder and the folders below it, and no modules import each other round in a circle.

Lowest first (docs/architecture.md): ``l10n`` (the words), ``shell`` (the page's frame:
the address, the device's keeping, dialogs, the state, offline and install),
``transport`` (the engine worker, the partner server), ``table``, ``games`` (Your
games, Progress, the review), ``learn`` (puzzles and lessons), ``partner``. The entry
modules at the root (app.js, guide.js, the workers) may import any folder; nothing
imports them but a worker its bundle reader. The site's copy of @fluent (``fluent/``)
is not the page's own.
"""

import posixpath
import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parent.parent / "web"
LAYERS = ("l10n", "shell", "transport", "table", "games", "learn", "partner")
ROOT = "."
VENDORED = ("fluent/", "runtime/")

# Static imports and re-exports (`import x from "..."`, `export { y } from "..."`,
# `import "..."`) and dynamic ones (`import("...")`), with the specifier as written.
IMPORT = re.compile(r'^\s*(?:import\s*|(?:import|export)\b[^;"\'(]*?\bfrom\s*)["\']([^"\']+)["\']'
                    r'|\bimport\(\s*["\']([^"\']+)["\']', re.M)
COMMENT = re.compile(r"^\s*(//|\*|/\*).*$", re.M)


def modules() -> list[str]:
    return sorted(p.relative_to(WEB).as_posix() for p in WEB.rglob("*.js")
                  if not any(part.startswith(".") for part in p.relative_to(WEB).parts))


def imports(module: str) -> list[str]:
    """What ``module`` imports, as paths in web/ (the vendored copies left out)."""
    text = COMMENT.sub("", (WEB / module).read_text(encoding="utf-8"))
    found = []
    for match in IMPORT.finditer(text):
        spec = match.group(1) or match.group(2)
        if not spec.startswith("."):
            continue  # a bare name: the engine's Python module in the worker's pyimport text
        target = posixpath.normpath(posixpath.join(posixpath.dirname(module), spec))
        if not target.startswith(VENDORED):
            found.append(target)
    return found


def folder(module: str) -> str:
    return module.split("/")[0] if "/" in module else ROOT


def test_every_module_is_in_a_declared_folder_or_is_an_entry_at_the_root():
    assert {folder(m) for m in modules()} <= set(LAYERS) | {ROOT}


@pytest.mark.parametrize("module", modules())
def test_a_module_imports_only_modules_that_exist(module):
    missing = [target for target in imports(module) if not (WEB / target).is_file()]
    assert missing == []


@pytest.mark.parametrize("module", [m for m in modules() if folder(m) != ROOT])
def test_a_module_imports_only_its_own_layer_and_the_layers_below(module):
    rank = LAYERS.index(folder(module))
    above = [target for target in imports(module)
             if folder(target) == ROOT or LAYERS.index(folder(target)) > rank]
    assert above == []


def test_no_modules_import_each_other_round_in_a_circle():
    graph = {m: imports(m) for m in modules()}
    circles = []
    state: dict[str, str] = {}

    def visit(module: str, path: list[str]) -> None:
        state[module] = "open"
        for target in graph.get(module, []):
            if state.get(target) == "open":
                circles.append(path[path.index(target):] + [target])
            elif target not in state:
                visit(target, path + [target])
        state[module] = "done"

    for module in graph:
        if module not in state:
            visit(module, [module])
    assert circles == []
