"""The examples in the package's docstrings are true (the server's: tests/server)."""

import doctest
import importlib
from pathlib import Path

import pytest

MODULES = ["engine.cards", "engine.prng", "engine.rules", "engine.groups", "engine.search",
           "engine.solver", "engine.distance", "engine.trays", "engine.deal", "engine.scoring",
           "engine.match", "engine.decision", "engine.chacha", "engine.clock",
           "bots", "bots.sight", "bots.mira", "bots.kiran", "bots.tara", "bots.coach",
           "bots.outlook", "bots.reasons", "bots.legal",
           "engine.canon",
           "protocol.wire", "protocol.session", "protocol.review", "protocol.text", "protocol.view",
           "protocol.requests", "protocol.table", "protocol.kept",
           "locales", "tools.simulate", "site.bundle"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module("indian_rummy." + name)
    results = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True, verbose=False)
    assert results.failed == 0, "%d of %d examples in %s failed (see the output above)" % (
        results.failed, results.attempted, module.__name__)
    assert results.attempted > 0, "%s has no examples" % module.__name__


def test_every_module_with_examples_is_listed() -> None:
    package = Path(importlib.import_module("indian_rummy").__file__ or "").parent
    with_examples = []
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package).with_suffix("")
        if rel.parts[0] != "server" and ">>>" in path.read_text("utf-8"):
            name = ".".join(rel.parts)
            with_examples.append(name[: -len(".__init__")] if name.endswith(".__init__") else name)
    assert [m for m in with_examples if m not in MODULES] == []
