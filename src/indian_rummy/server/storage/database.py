"""What every store asks of its database, on SQLite or PostgreSQL, and what it tells
of it: whether it answers (``available``, :meth:`Database.on_status`) and its work
(``events``, see metrics.py).

The log store (``log.py``) and the stores beside it (``pushes.py``,
``arrangements.py``, ``reviews.py``) write their SQL once, with ``?`` for each
value, and run it through :meth:`Database.read` and :meth:`Database.write`; the
SQLite and PostgreSQL stores each implement those two (and the log's own paths
that differ between the databases). Every statement takes its values as bound
parameters; nothing a client sends is ever spliced into SQL.
"""

import logging
import time
from collections.abc import Callable

from .errors import Unavailable, one_line

log = logging.getLogger("indian_rummy.server")


class Quiet:
    """What a store tells about its work when nobody measures it (see metrics.py)."""

    def appended(self, appends: int, seconds: list) -> None:
        """A batch of ``appends`` committed; ``seconds`` from each one's queueing."""

    def conflict(self) -> None:
        """An append was refused by the log."""

    def database_error(self, operation: str) -> None:
        """``operation`` failed because the database did not answer."""


class Database:
    """One database: statements run on it, and whether it answers."""

    kind = ""
    is_open = False
    STEADY = 1.0  # seconds with no failure before a database that was away is back

    def __init__(self) -> None:
        self.available = True
        self._answered_at = 0.0  # monotonic time of its latest answer
        self._failed_at = 0.0  # of its latest failure that was news
        self._status_listeners: list = []
        self.events: Quiet = Quiet()

    def describe(self) -> str:
        """Where the database is, for a person (no password)."""
        raise NotImplementedError

    async def open(self) -> None:
        """Connect, and apply any migration the database lacks (``schema.py``)."""
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    async def ping(self) -> None:
        """Return once the database answers as a write would need; Unavailable if not."""
        raise NotImplementedError

    async def read(self, operation: str, sql: str, values: tuple = ()) -> list:
        """The rows ``sql`` selects, each a tuple. Unavailable if the database did not
        answer."""
        raise NotImplementedError

    async def write(self, operation: str, statements: list) -> list:
        """Run each ``(sql, values)`` of ``statements``, in order, as one transaction;
        the number of rows each changed. Raises :class:`Conflict` (having written
        nothing) if a constraint refuses any of them, Unavailable if the database did
        not answer."""
        raise NotImplementedError

    async def schema_version(self) -> int:
        rows = await self.read("schema", "SELECT MAX(version) FROM schema_migrations")
        return int(rows[0][0])

    # -- availability -------------------------------------------------------------------
    #
    # The rule (docs/server.md, "When the database goes away"): the database is declared
    # unavailable at the first failure of a question asked after its latest answer (a
    # question asked earlier that fails is old news: the database has answered since,
    # the question waited too long), and available again at an answer that comes STEADY
    # seconds or more after the last failure that was news. Failures while it is
    # declared unavailable only put its return off. So an outage is told once each way,
    # however unevenly the connections come back after it.

    def on_status(self, listener: Callable[[bool], None]) -> None:
        """Call ``listener(available)`` whenever the database is declared away or back."""
        self._status_listeners.append(listener)

    def _answered(self) -> None:
        now = time.monotonic()
        self._answered_at = now
        if not self.available and now - self._failed_at >= self.STEADY:
            self._set_available(True)

    def _failed(self, operation: str, error: BaseException, asked: float) -> Unavailable:
        """The Unavailable to raise for ``error`` in ``operation`` (asked at monotonic
        time ``asked``), noted."""
        self.events.database_error(operation)
        if asked >= self._answered_at:
            self._failed_at = time.monotonic()
            if self.available:
                log.warning("database unavailable operation=%s error=%s", operation,
                            one_line(error))
                self._set_available(False)
        return Unavailable("%s: %s" % (operation, one_line(error)))

    def _set_available(self, available: bool) -> None:
        self.available = available
        if available:
            log.warning("database available again")
        for listener in self._status_listeners:
            listener(available)
