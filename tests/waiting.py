"""How a test waits for something to happen: it asks again until it has, and fails
naming what never happened. Sleeping a while and then looking fails on a slow machine
and wastes time on a fast one."""

import time
from collections.abc import Callable
from typing import TypeVar

Found = TypeVar("Found")


def wait_for(check: Callable[[], Found], what: str, seconds: float = 20.0) -> Found:
    """The first true answer of ``check()``, asked every 50 ms; an AssertionError naming
    ``what`` if none comes within ``seconds``."""
    deadline = time.monotonic() + seconds
    while True:
        found = check()
        if found:
            return found
        if time.monotonic() > deadline:
            raise AssertionError("waited %g s for %s" % (seconds, what))
        time.sleep(0.05)
