"""The examples in the engine's docstrings are true."""

import doctest
import importlib
from pathlib import Path

import pytest

MODULES = ["cards", "prng", "rules", "groups", "solver", "canon", "game", "scoring", "match",
           "simulate", "bots", "mira", "kiran", "wire", "facade"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module("indian_rummy." + name)
    results = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True, verbose=False)
    assert results.failed == 0, "%d of %d examples in %s failed (see the output above)" % (
        results.failed, results.attempted, module.__name__)
    assert results.attempted > 0, "%s has no examples" % module.__name__


def test_every_engine_module_with_examples_is_listed() -> None:
    package = Path(importlib.import_module("indian_rummy").__file__ or "").parent
    with_examples = sorted(p.stem for p in package.glob("*.py") if ">>>" in p.read_text("utf-8"))
    assert [m for m in with_examples if m not in MODULES] == []
