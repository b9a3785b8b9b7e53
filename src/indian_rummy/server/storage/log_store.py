"""The log store: matches, their event logs, and when the server's next move is due.

The state of a match is the replay of its actions. The log of a match can only grow
by ``seq = last + 1``, and the database itself says so, whatever a process believes:
``(match_id, seq)`` is the key, and each action names the one before it (``prev =
seq - 1``, a foreign key into the same table; the first has none). An append whose
``seq`` is taken, or that would leave a gap, breaks a constraint; the transaction
rolls back and :class:`Conflict` tells the caller to reload.

A store reports a database it cannot reach (or that fails to answer) as
:class:`Unavailable`, and keeps ``available`` up to date for whoever listens (see
``database.py``): the server answers 503 meanwhile and changes nothing. What the
server keeps beside the log has stores of its own, on the same database, held here:
``pushes``, ``arrangements`` and ``reviews``.
"""

import asyncio
import json
import time
from collections.abc import Awaitable, Callable

from .arrangements import Arrangements
from .database import Database
from .errors import Conflict
from .pushes import PushSubscriptions
from .reviews import Reviews

CHANNEL = "indian_rummy"

INSERT_MATCH = ("INSERT INTO matches (id, profile, format, seats, seed, status, created_at, "
                "updated_at, secret) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
INSERT_SEAT = "INSERT INTO match_seats (match_id, seat, token_hash) VALUES (?, ?, ?)"
SELECT_MATCH = "SELECT profile, format, seats, seed, status, created_at, secret " \
    "FROM matches WHERE id = ?"
SELECT_SEATS = "SELECT seat, token_hash, last_acted FROM match_seats WHERE match_id = ? " \
    "ORDER BY seat"
SELECT_AFTER = "SELECT action, seat, at FROM actions WHERE match_id = ? AND seq > ? " \
    "ORDER BY seq"
SELECT_IDS = "SELECT id FROM matches ORDER BY created_at, id"
SELECT_EXPIRED = "SELECT id FROM matches WHERE updated_at < ? ORDER BY updated_at LIMIT ?"
COUNT_SET_ASIDE = "SELECT COUNT(*) FROM set_aside_actions"
RENAME = "UPDATE matches SET seats = ?, updated_at = ? WHERE id = ?"
# The server's own moves (schedule.py): the matches whose next move fell due before a
# time are each claimed for a while (their due time moved on: a lease; each store
# claims in its own SQL), so that one process plays each; a claim ends with the due
# time the match's copy gives, only if no append has written another since. A new
# match's first due time is written only if none was.
SET_DUE = "UPDATE matches SET due_at = ? WHERE id = ? AND due_at = ?"
SET_FIRST_DUE = "UPDATE matches SET due_at = ? WHERE id = ? AND due_at IS NULL"
# A match's rows go children first: the seats, actions and what is kept beside the log
# name the match.
DELETE_MATCH = ["DELETE FROM push_subscriptions WHERE match_id = ?",
                "DELETE FROM arrangements WHERE match_id = ?",
                "DELETE FROM reviews WHERE match_id = ?",
                "DELETE FROM match_seats WHERE match_id = ?",
                "DELETE FROM actions WHERE match_id = ?",
                "DELETE FROM matches WHERE id = ?"]

CLOCK_SEAT = -1  # the ``seat`` of the actions the server's clock played for a seat


class Append:
    """One match's new records, by one seat, waiting to be written."""

    __slots__ = ("match_id", "seat", "records", "status", "due", "future", "queued")

    def __init__(self, match_id: str, seat: int, records: list, status: str,
                 due: "float | None", future: asyncio.Future) -> None:
        self.match_id = match_id
        self.seat = seat
        self.records = records
        self.status = status
        self.due = due  # when the server's next move falls due after these records, or None
        self.future = future
        self.queued = time.perf_counter()

    def rows(self, now: float) -> list:
        """(match_id, seq, prev, seat, action, at) per record."""
        return [(self.match_id, r["n"], r["n"] - 1 if r["n"] > 1 else None, self.seat, text, now)
                for r, text in zip(self.records, records_json(self.records))]


class StoredMatch:
    """What the log holds for one match. Its ``records`` may come as their JSON
    ``texts``, read when first asked for: a long log is then read where it is
    replayed, off the event loop."""

    __slots__ = ("id", "config", "status", "created", "token_hashes", "last_acted", "_records",
                 "_texts", "marks")

    def __init__(self, match_id: str, config: dict, status: str, created: float,
                 token_hashes: list, last_acted: list, records: list,
                 marks: "list | None" = None, texts: "list | None" = None) -> None:
        self.id = match_id
        self.config = config  # Match.config() (profile, format, seats, seed, guided, secret), clock
        self.status = status
        self.created = created  # seconds since the epoch
        self.token_hashes = token_hashes
        self.last_acted = last_acted  # seconds since the epoch, or None, per seat
        self._records = records
        self._texts = texts
        # Per record, (the seat that asked for it, or CLOCK_SEAT; when it was stored).
        self.marks = marks if marks is not None else [(None, created)] * len(records)

    @property
    def records(self) -> list:
        if self._texts is not None:
            self._records = [json.loads(text) for text in self._texts]
            self._texts = None
        return self._records


# heard(match_id, renamed): another process committed to that match; renamed is True
# when the seats' names changed rather than the log.
Heard = Callable[[str, bool], Awaitable[None]]
# resync(): the store was deaf for a while; every cached match must catch up.
Resync = Callable[[], Awaitable[None]]


class Store(Database):
    """The event log: the operations the server needs on matches, their logs and due
    times, on either database; and, on the same database, the small stores kept beside
    the log (``pushes``, ``arrangements``, ``reviews``)."""

    # True while a cached match may act without asking the log first: the store hears
    # every other process's commits (PostgreSQL, listening) or expects none (SQLite:
    # one process per file). Either way the append's constraints guard every write.
    cache_trusted = False
    # True if the store hears other processes' commits (and its listener then says
    # when the database is back); False if it expects no other process.
    listens = False
    # Appends written at once (batches in flight), and the most in one batch: the
    # notification naming a batch's matches stays far below PostgreSQL's 8000 bytes.
    WRITERS = 1
    MAX_BATCH = 100

    def __init__(self) -> None:
        Database.__init__(self)
        self._queued: list = []
        self._writing = 0  # writers running
        self._writers: set = set()  # their tasks (a task nobody holds may vanish)
        self.pushes = PushSubscriptions(self)
        self.arrangements = Arrangements(self)
        self.reviews = Reviews(self)

    # -- matches and their logs -----------------------------------------------------------

    async def create_match(self, match_id: str, config: dict, token_hashes: list) -> None:
        """Store a new match and its seats; Conflict if ``match_id`` is taken."""
        await self.write("create", [(INSERT_MATCH, config_values(match_id, config, time.time()))]
                         + [(INSERT_SEAT, (match_id, seat, digest))
                            for seat, digest in enumerate(token_hashes)])

    async def load(self, match_id: str) -> "StoredMatch | None":
        """The match as the log holds it, or None if there is no such match."""
        raise NotImplementedError

    async def records_after(self, match_id: str, seq: int) -> list:
        """(record, seat, time) of the match's records with a ``seq`` above ``seq``, in
        order: the time is when that seat acted (seconds since the epoch)."""
        rows = await self.read("read", SELECT_AFTER, (match_id, seq))
        return [(json.loads(r[0]), r[1], r[2]) for r in rows]

    async def match_ids(self) -> list:
        """Every match's id, oldest first."""
        return [r[0] for r in await self.read("list", SELECT_IDS)]

    async def set_aside(self) -> int:
        """How many actions migration 2 kept aside (they followed a gap in their log)."""
        return int((await self.read("count", COUNT_SET_ASIDE))[0][0])

    async def expire(self, before: float, limit: int = 200) -> list:
        """Delete up to ``limit`` matches last used before ``before`` (seconds since the
        epoch), with their seats, actions and what is kept beside them; their ids."""
        raise NotImplementedError

    async def append(self, match_id: str, seat: int, records: list, status: str,
                     due: "float | None" = None) -> float:
        """Store ``records`` (their ``n`` is their ``seq``) whole or not at all, durably,
        before returning the time stamped on them; in the same transaction the match's
        ``due_at`` becomes ``due`` (when the server's next move falls due, None for no
        such move). Raises :class:`Conflict` if the log
        refuses them, :class:`Unavailable` if the database did not answer (the records
        may or may not have been stored: the log decides).

        Appends queue up: a writer takes everything queued (up to MAX_BATCH, one per
        match, since a match's lock lets one request act at a time) and writes it as
        one transaction, so under load many matches share one round trip and one
        durable commit. If the log refuses any append of a batch, the batch rolls back
        and its appends are written one by one, so that only the one that lost its
        race hears of it."""
        append = Append(match_id, seat, records, status, due,
                        asyncio.get_running_loop().create_future())
        self._queued.append(append)
        if self._writing < self.WRITERS:
            self._writing += 1
            writer = asyncio.create_task(self._write_queued())
            self._writers.add(writer)
            writer.add_done_callback(self._writers.discard)
        return await append.future

    async def _write_queued(self) -> None:
        try:
            while self._queued:
                batch = self._queued[:self.MAX_BATCH]
                del self._queued[:self.MAX_BATCH]
                await self._write(batch)
        finally:
            # Counted down at once (not in a done callback, which runs later), so an
            # append queued from now on always starts a writer of its own.
            self._writing -= 1

    async def _write(self, batch: list) -> None:
        try:
            now = await self._append_all(batch)
        except Conflict as conflict:
            if len(batch) > 1:
                for append in batch:
                    await self._write([append])
                return
            self.events.conflict()
            _settle(batch, error=conflict)
        except BaseException as error:
            _settle(batch, error=error)
            if not isinstance(error, Exception):
                raise
        else:
            done = time.perf_counter()
            self.events.appended(len(batch), [done - a.queued for a in batch])
            _settle(batch, now=now)

    async def _append_all(self, batch: list) -> float:
        """Write every Append of the batch in one transaction; the time stamped on them.
        Raises Conflict (having written nothing) if the log refuses any of them."""
        raise NotImplementedError

    async def rename(self, match_id: str, config: dict) -> None:
        """Store the match's seats as ``config`` has them now (a seat took a new name)."""
        await self.write("rename", [(RENAME, (seats_text(config), time.time(), match_id))])

    async def _flush(self) -> None:
        """Wait for the queued appends to be written (before closing)."""
        while self._writers:
            await asyncio.wait(list(self._writers))

    async def listen(self, heard: Heard, resync: Resync) -> None:
        """Call ``heard(match_id, renamed)`` when another process commits to that match,
        and ``resync()`` after any time the store could not hear (it then keeps
        ``cache_trusted`` off until resync has returned)."""

    async def stop_listening(self) -> None:
        """Hear no more (the store stays open)."""

    # -- the server's own moves (schedule.py) -------------------------------------------

    async def claim_due(self, before: float, until: float, limit: int) -> list:
        """Claim up to ``limit`` matches whose next server move fell due by ``before``
        (seconds since the epoch), earliest first: each is due at ``until`` now, so
        no other process claims it meanwhile; their ids. A claimed match's next
        append, or :meth:`set_due` from ``until``, ends the claim."""
        raise NotImplementedError

    async def set_due(self, match_id: str, due: "float | None", was: "float | None") -> bool:
        """The match's next server move falls due at ``due`` (None: it has none), if
        its due time is still ``was`` (None: none yet), so that what an append wrote
        meanwhile stands; False if it was not (or there is no such match)."""
        if was is None:
            changed = await self.write("due", [(SET_FIRST_DUE, (due, match_id))])
        else:
            changed = await self.write("due", [(SET_DUE, (due, match_id, was))])
        return changed[0] > 0


def _settle(batch: list, now: float = 0.0, error: "BaseException | None" = None) -> None:
    for append in batch:
        if append.future.done():  # its caller was cancelled: the write stands regardless
            continue
        if error is None:
            append.future.set_result(now)
        elif isinstance(error, Exception):
            append.future.set_exception(error)
        else:
            append.future.cancel()


def records_json(records: list) -> list:
    return [json.dumps(r, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
            for r in records]


def seats_text(config: dict) -> str:
    """The ``seats`` column: the seats, and the match's settings that have no column of
    their own (the guided deal; the server's clock, see offer.clock_of)."""
    extra = {"seats": config["seats"], "guided": config["guided"]}
    if config.get("clock") is not None:
        extra["clock"] = config["clock"]
    return json.dumps(extra, sort_keys=True, separators=(",", ":"))


def config_values(match_id: str, config: dict, now: float) -> tuple:
    return (match_id, config["profile"], config["format"], seats_text(config), config["seed"],
            "playing", now, now, config.get("secret"))


def stored_config(profile: str, match_format: str, seats: str, seed: int,
                  secret: "str | None") -> dict:
    """A match's config as Match.config() gives it; a match stored before secrets (or
    with none) has no ``secret``, and its deals come from its seed."""
    extra = json.loads(seats)
    config = {"profile": profile, "format": match_format, "seats": extra["seats"], "seed": seed,
              "guided": extra["guided"], "clock": extra.get("clock")}
    if secret is not None:
        config["secret"] = secret
    return config


def stored_match(match_id: str, row: tuple, seats: list, actions: list) -> StoredMatch:
    """The StoredMatch of its ``matches`` row (SELECT_MATCH), its seats' rows
    (SELECT_SEATS) and its actions' (SELECT_AFTER), their records left as JSON text."""
    return StoredMatch(match_id, stored_config(row[0], row[1], row[2], row[3], row[6]),
                       row[4], row[5], [s[1] for s in seats], [s[2] for s in seats], [],
                       [(r[1], r[2]) for r in actions], [r[0] for r in actions])
