"""What every store asks of its database, on SQLite or PostgreSQL, and what it tells
of it: whether it answers and what has been told of that (``answering``,
``available``, :meth:`Database.on_status`; the rule is in availability.py) and its
work (``events``, see metrics.py).

The log store (``log.py``) and the stores beside it (``pushes.py``,
``arrangements.py``, ``reviews.py``) write their SQL once, with ``?`` for each
value, and run it through :meth:`Database.read` and :meth:`Database.write`; the
SQLite and PostgreSQL stores each implement those two (and the log's own paths
that differ between the databases). Every statement takes its values as bound
parameters; nothing a client sends is ever spliced into SQL.
"""

import logging
from collections.abc import Callable

from .availability import Availability
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

    def __init__(self) -> None:
        self.availability = Availability()
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

    # -- availability (the rule: availability.py) ----------------------------------------

    @property
    def available(self) -> bool:
        """Whether the database is told to be there (sockets, the log, the metrics)."""
        return self.availability.told

    @property
    def answering(self) -> bool:
        """Whether the database answers now, as far as the latest news says."""
        return self.availability.answering

    def on_status(self, listener: Callable[[bool], None]) -> None:
        """Call ``listener(available)`` whenever the database is told away or back."""
        self._status_listeners.append(listener)

    def _asking(self) -> float:
        """The time a question is asked, for :meth:`_failed`."""
        return self.availability.clock()

    def _answered(self) -> None:
        if self.availability.answered():
            log.warning("database available again")
            self._announce(True)

    def _failed(self, operation: str, error: BaseException, asked: float) -> Unavailable:
        """The Unavailable to raise for ``error`` in ``operation`` (asked at ``asked``,
        from :meth:`_asking`), noted."""
        self.events.database_error(operation)
        if self.availability.failed(asked):
            log.warning("database unavailable operation=%s error=%s", operation,
                        one_line(error))
            self._announce(False)
        return Unavailable("%s: %s" % (operation, one_line(error)))

    def _announce(self, available: bool) -> None:
        for listener in self._status_listeners:
            listener(available)
