"""Running a coroutine from a synchronous test."""

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any


def run(coroutine: Any) -> Any:
    """``asyncio.run(coroutine)`` on a thread of its own: in a test worker that has run a
    browser test, Playwright's synchronous API keeps its event loop running in the main
    thread for the rest of the session, and asyncio.run refuses to start there."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()
