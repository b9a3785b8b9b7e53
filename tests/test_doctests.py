"""The examples in the engine's docstrings are true."""

import doctest
import importlib

import pytest

MODULES = ["cards", "prng", "rules", "groups", "solver", "canon", "game", "mira", "facade"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module("indian_rummy." + name)
    results = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True, verbose=False)
    assert results.failed == 0, "%d of %d examples in %s failed (see the output above)" % (
        results.failed, results.attempted, module.__name__)
    assert results.attempted > 0, "%s has no examples" % module.__name__
