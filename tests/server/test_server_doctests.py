"""The examples in the server's docstrings are true."""

import doctest
import importlib

import pytest

MODULES = ["offer", "limits", "metrics", "making", "served", "clock", "since", "push", "parsing",
           "connections", "arranged", "reviews", "words"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module("indian_rummy.server." + name)
    results = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True, verbose=False)
    assert results.failed == 0 and results.attempted > 0, (results, module.__name__)
