"""Refusals as a player reads them: the engine's ``str()`` of a refusal is its message's
id and args, so a test of what the player is told renders the message in English."""

import contextlib
import re
from collections.abc import Iterator
from typing import Any

import pytest

from indian_rummy.engine.deal import IllegalAction
from indian_rummy.locales import render


@contextlib.contextmanager
def refused(pattern: str) -> Iterator[Any]:
    """Like ``pytest.raises(IllegalAction, match=pattern)``, matched against the refusal's
    English; yields the ExceptionInfo."""
    with pytest.raises(IllegalAction) as info:
        yield info
    words = render(info.value.message)
    assert re.search(pattern, words), "%r does not match %r" % (words, pattern)
