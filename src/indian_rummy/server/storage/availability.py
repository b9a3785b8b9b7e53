"""Whether a database answers, and what has been told of it: two things, kept apart.

``answering`` is how requests are served. It follows the database at once: true at
any answer, false at a failure that is news (below). A PostgreSQL store waits the
full time for a pooled connection while it is true, and hands out connections that
answered a moment ago unchecked; while it is false it waits a shorter time and
checks every connection. No request is refused on it: a request is answered 503
only when its own question to the database failed.

``told`` is what the sockets hear (a ``database`` event), the log says and the
metrics show. It changes by this rule, once each way per outage:

- a failure is *news* if its question was asked at or after the database's latest
  answer; one asked before it (it waited, for a pooled connection or a lock,
  while the database came back) is old news and changes nothing;
- ``told`` goes false at news of a failure;
- ``told`` goes true again at an answer that comes STEADY seconds or more after
  the latest news of a failure. Until then the database serves requests (it is
  answering) but its return is not yet announced: a restart that brings the
  connections back unevenly fails a few questions that are news meanwhile, and
  each of them only puts the announcement off.
"""

import time
from collections.abc import Callable

STEADY = 1.0  # seconds with no failure that was news before a return is told


class Availability:
    """The rule above, on a clock (``time.monotonic`` unless a test gives its own)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.answering = True
        self.told = True
        self._answered_at = float("-inf")  # its latest answer
        self._news_at = float("-inf")  # its latest failure that was news

    def answered(self) -> bool:
        """The database answered; True if its return is to be told now."""
        now = self.clock()
        self._answered_at = now
        self.answering = True
        if self.told or now - self._news_at < STEADY:
            return False
        self.told = True
        return True

    def failed(self, asked: float) -> bool:
        """A question asked at ``asked`` (this clock's time) failed; True if the database's
        going away is to be told now."""
        if asked < self._answered_at:
            return False  # old news: it has answered since this was asked
        self._news_at = self.clock()
        self.answering = False
        if not self.told:
            return False
        self.told = False
        return True
