"""What every store of the event log shares: the schema, its SQL, batched appends.

A match is one ``matches`` row (profile, format, seats, seed, status), one
``match_seats`` row per seat (the hash of its token, when it last acted) and
its ``actions``: the match log's records, one row each. The state of a match is
the replay of its actions.

The log of a match can only grow by ``seq = last + 1``, and the database itself
says so, whatever a process believes: ``(match_id, seq)`` is the key, and each
action names the one before it (``prev = seq - 1``, a foreign key into the same
table; the first has none). An append whose ``seq`` is taken, or that would
leave a gap, breaks a constraint; the transaction rolls back and
:class:`Conflict` tells the caller to reload.

A store reports a database it cannot reach (or that fails to answer) as
:class:`Unavailable`, and keeps ``available`` up to date for whoever listens
(see :meth:`Store.on_status`): the server answers 503 meanwhile and changes
nothing. Every statement takes its values as bound parameters; nothing a client
sends is ever spliced into SQL.
"""

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable

CHANNEL = "indian_rummy"

log = logging.getLogger("indian_rummy.server")

# Versioned schema: each migration runs once, in order, in one transaction, and
# records its version. A new version is appended here; a shipped one never changes.
# The types are spelled so that both SQLite and PostgreSQL accept them.
MIGRATIONS: list = [
    (1, "matches, their seats and their action log", [
        """CREATE TABLE matches (
            id TEXT PRIMARY KEY,
            profile TEXT NOT NULL,
            format TEXT NOT NULL,
            seats TEXT NOT NULL,
            seed BIGINT NOT NULL,
            status TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            updated_at DOUBLE PRECISION NOT NULL)""",
        """CREATE TABLE match_seats (
            match_id TEXT NOT NULL REFERENCES matches (id),
            seat INTEGER NOT NULL,
            token_hash TEXT NOT NULL,
            last_acted DOUBLE PRECISION,
            PRIMARY KEY (match_id, seat))""",
        """CREATE TABLE actions (
            match_id TEXT NOT NULL REFERENCES matches (id),
            seq INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, seq))""",
    ]),
    # Version 1 let a process whose copy ran ahead of the log store an action after a
    # gap, and a log with a gap never replays. The log is rebuilt with each action
    # naming the one before it, so the database refuses any gap from now on; the
    # actions after a gap (none in a healthy log) are kept aside, not deleted, and
    # `indian-rummy doctor` counts them.
    (2, "each action follows the one before it; actions after a gap set aside; "
        "matches found by their last use", [
        "ALTER TABLE actions RENAME TO actions_v1",
        """CREATE TABLE actions (
            match_id TEXT NOT NULL REFERENCES matches (id),
            seq INTEGER NOT NULL,
            prev INTEGER,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            CONSTRAINT action_key PRIMARY KEY (match_id, seq),
            CONSTRAINT action_follows CHECK (
                (seq = 1 AND prev IS NULL) OR (seq > 1 AND prev = seq - 1)),
            CONSTRAINT action_after FOREIGN KEY (match_id, prev)
                REFERENCES actions (match_id, seq))""",
        """CREATE TABLE set_aside_actions (
            match_id TEXT NOT NULL,
            seq INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            reason TEXT NOT NULL)""",
        """INSERT INTO actions (match_id, seq, prev, seat, action, at)
            SELECT a.match_id, a.seq, NULLIF(a.seq - 1, 0), a.seat, a.action, a.at
            FROM actions_v1 a LEFT JOIN (
                SELECT g.match_id AS match_id, MIN(g.seq) AS first_gap FROM actions_v1 g
                WHERE g.seq > 1 AND NOT EXISTS (
                    SELECT 1 FROM actions_v1 p WHERE p.match_id = g.match_id
                    AND p.seq = g.seq - 1)
                GROUP BY g.match_id) gaps ON gaps.match_id = a.match_id
            WHERE gaps.first_gap IS NULL OR a.seq < gaps.first_gap
            ORDER BY a.match_id, a.seq""",
        """INSERT INTO set_aside_actions (match_id, seq, seat, action, at, reason)
            SELECT a.match_id, a.seq, a.seat, a.action, a.at, 'after a gap in the log'
            FROM actions_v1 a WHERE NOT EXISTS (
                SELECT 1 FROM actions k WHERE k.match_id = a.match_id AND k.seq = a.seq)""",
        "DROP TABLE actions_v1",
        "CREATE INDEX matches_by_last_use ON matches (updated_at)",
    ]),
    # Web Push (push.py): the server's one VAPID key, made on first use, and the
    # subscriptions of each seat that asked to be told when its turn comes.
    (3, "push notifications: the server's key and each seat's subscriptions", [
        """CREATE TABLE push_key (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            private_key TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL)""",
        """CREATE TABLE push_subscriptions (
            match_id TEXT NOT NULL REFERENCES matches (id),
            seat INTEGER NOT NULL,
            endpoint TEXT NOT NULL,
            p256dh TEXT NOT NULL,
            auth TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, seat, endpoint))""",
    ]),
    # Issue 35: a served match's deals come from a secret key (not from its seed);
    # the server's next move (a bot's turn, a clock's deadline) is due at a time any
    # process can find; a seat's arrangement of its hand is kept once, replacing the
    # last, instead of growing the log; a finished deal's review is worked out once.
    (4, "a match's secret deal key, when the server's next move is due, each seat's "
        "arrangement, and kept reviews", [
        "ALTER TABLE matches ADD COLUMN secret TEXT",
        "ALTER TABLE matches ADD COLUMN due_at DOUBLE PRECISION",
        "CREATE INDEX matches_by_due ON matches (due_at)",
        """CREATE TABLE arrangements (
            match_id TEXT NOT NULL REFERENCES matches (id),
            seat INTEGER NOT NULL,
            deal INTEGER NOT NULL,
            tray TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, seat))""",
        """CREATE TABLE reviews (
            match_id TEXT NOT NULL REFERENCES matches (id),
            deal INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            review TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, deal, seat))""",
    ]),
    # Issue 39: a seat's push notifications are written in its player's language, kept
    # with each of its subscriptions (all of a seat's say the same); the subscriptions
    # kept before languages were English.
    (5, "the language of each push subscription", [
        "ALTER TABLE push_subscriptions ADD COLUMN lang TEXT NOT NULL DEFAULT 'en'",
    ]),
]

VERSIONS_TABLE = """CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    description TEXT NOT NULL,
    applied_at DOUBLE PRECISION NOT NULL)"""

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
# The first process to need the push key stores it; every other one reads that one.
INSERT_PUSH_KEY = "INSERT INTO push_key (id, private_key, created_at) VALUES (1, ?, ?) " \
    "ON CONFLICT (id) DO NOTHING"
SELECT_PUSH_KEY = "SELECT private_key FROM push_key WHERE id = 1"
# A subscription's language is the one asked for, else the one its seat has (its newest
# subscription's), else English; SET_LANGUAGE then gives a new one to all of the seat's.
SUBSCRIBE = ("INSERT INTO push_subscriptions (match_id, seat, endpoint, p256dh, auth, created_at, "
             "lang) VALUES (?, ?, ?, ?, ?, ?, COALESCE(?, (SELECT lang FROM push_subscriptions "
             "WHERE match_id = ? AND seat = ? ORDER BY created_at DESC LIMIT 1), 'en')) "
             "ON CONFLICT (match_id, seat, endpoint) DO UPDATE SET p256dh = excluded.p256dh, "
             "auth = excluded.auth, created_at = excluded.created_at, lang = excluded.lang")
SET_LANGUAGE = "UPDATE push_subscriptions SET lang = ? WHERE match_id = ? AND seat = ?"
# A seat keeps its newest subscriptions only (a phone, a laptop, ...): the oldest go.
TRIM_SUBSCRIPTIONS = ("DELETE FROM push_subscriptions WHERE match_id = ? AND seat = ? AND "
                      "endpoint NOT IN (SELECT endpoint FROM push_subscriptions WHERE "
                      "match_id = ? AND seat = ? ORDER BY created_at DESC LIMIT ?)")
UNSUBSCRIBE = "DELETE FROM push_subscriptions WHERE match_id = ? AND seat = ? AND endpoint = ?"
SELECT_SUBSCRIPTIONS = "SELECT endpoint, p256dh, auth, lang FROM push_subscriptions " \
    "WHERE match_id = ? AND seat = ? ORDER BY created_at"
# A rematch keeps the seats' tokens, so it keeps their subscriptions too.
COPY_SUBSCRIPTIONS = ("INSERT INTO push_subscriptions (match_id, seat, endpoint, p256dh, auth, "
                      "created_at, lang) SELECT ?, seat, endpoint, p256dh, auth, created_at, "
                      "lang FROM "
                      "push_subscriptions WHERE match_id = ? ON CONFLICT DO NOTHING")
# A seat's arrangement of its hand (arranged.py): one row per seat, the latest replacing
# the last. A finished deal's review for a seat (reviews.py): worked out once, kept (in
# place of one an older coach made).
KEEP_ARRANGEMENT = ("INSERT INTO arrangements (match_id, seat, deal, tray, at) VALUES "
                    "(?, ?, ?, ?, ?) ON CONFLICT (match_id, seat) DO UPDATE SET "
                    "deal = excluded.deal, tray = excluded.tray, at = excluded.at")
SELECT_ARRANGEMENTS = "SELECT seat, deal, tray, at FROM arrangements WHERE match_id = ?"
KEEP_REVIEW = ("INSERT INTO reviews (match_id, deal, seat, review, at) VALUES (?, ?, ?, ?, ?) "
               "ON CONFLICT (match_id, deal, seat) DO UPDATE SET review = excluded.review, "
               "at = excluded.at")
SELECT_REVIEW = "SELECT review FROM reviews WHERE match_id = ? AND deal = ? AND seat = ?"
# The server's own moves (schedule.py): the matches whose next move fell due before a
# time are each claimed for a while (their due time moved on: a lease; each store
# claims in its own SQL), so that one process plays each; a claim ends with the due
# time the match's copy gives, only if no append has written another since. A new
# match's first due time is written only if none was.
SET_DUE = "UPDATE matches SET due_at = ? WHERE id = ? AND due_at = ?"
SET_FIRST_DUE = "UPDATE matches SET due_at = ? WHERE id = ? AND due_at IS NULL"
# A match's rows go children first: the seats, actions and subscriptions name the match.
DELETE_MATCH = ["DELETE FROM push_subscriptions WHERE match_id = ?",
                "DELETE FROM arrangements WHERE match_id = ?",
                "DELETE FROM reviews WHERE match_id = ?",
                "DELETE FROM match_seats WHERE match_id = ?",
                "DELETE FROM actions WHERE match_id = ?",
                "DELETE FROM matches WHERE id = ?"]


CLOCK_SEAT = -1  # the ``seat`` of the actions the server's clock played for a seat


class StorageError(Exception):
    """The database cannot be used; the message says why."""


class Unavailable(StorageError):
    """The database did not answer (down, unreachable, locked, out of room): nothing
    was changed, or, for an append, the outcome is unknown; try again later."""


class Conflict(Exception):
    """The log refused this append: its ``seq`` is taken, or it would leave a gap
    (or the match is gone). Reload and judge again."""


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


class Quiet:
    """What a store tells about its work when nobody measures it (see metrics.py)."""

    def appended(self, appends: int, seconds: list) -> None:
        """A batch of ``appends`` committed; ``seconds`` from each one's queueing."""

    def conflict(self) -> None:
        """An append was refused by the log."""

    def database_error(self, operation: str) -> None:
        """``operation`` failed because the database did not answer."""


# heard(match_id, renamed): another process committed to that match; renamed is True
# when the seats' names changed rather than the log.
Heard = Callable[[str, bool], Awaitable[None]]
# resync(): the store was deaf for a while; every cached match must catch up.
Resync = Callable[[], Awaitable[None]]


class Store:
    """The event log: the operations the server needs, on either database."""

    kind = ""
    is_open = False
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
        self._queued: list = []
        self._writing = 0  # writers running
        self._writers: set = set()  # their tasks (a task nobody holds may vanish)
        self.available = True
        self._status_listeners: list = []
        self.events: Quiet = Quiet()

    # -- availability -------------------------------------------------------------------

    def on_status(self, listener: Callable[[bool], None]) -> None:
        """Call ``listener(available)`` whenever the database stops or starts answering."""
        self._status_listeners.append(listener)

    def _answered(self) -> None:
        self._set_available(True)

    def _failed(self, operation: str, error: BaseException) -> Unavailable:
        """The Unavailable to raise for ``error`` in ``operation``, noted."""
        self.events.database_error(operation)
        if self.available:
            log.warning("database unavailable operation=%s error=%s", operation,
                        one_line(error))
        self._set_available(False)
        return Unavailable("%s: %s" % (operation, one_line(error)))

    def _set_available(self, available: bool) -> None:
        if available == self.available:
            return
        self.available = available
        if available:
            log.warning("database available again")
        for listener in self._status_listeners:
            listener(available)

    # -- the operations -----------------------------------------------------------------

    def describe(self) -> str:
        """Where the log is, for a person (no password)."""
        raise NotImplementedError

    async def open(self) -> None:
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    async def ping(self) -> None:
        """Return once the database answers as a write would need; Unavailable if not."""
        raise NotImplementedError

    async def create_match(self, match_id: str, config: dict, token_hashes: list) -> None:
        raise NotImplementedError

    async def load(self, match_id: str) -> "StoredMatch | None":
        raise NotImplementedError

    async def records_after(self, match_id: str, seq: int) -> list:
        """(record, seat, time) of the match's records with a ``seq`` above ``seq``, in
        order: the time is when that seat acted (seconds since the epoch)."""
        raise NotImplementedError

    async def match_ids(self) -> list:
        """Every match's id, oldest first."""
        raise NotImplementedError

    async def set_aside(self) -> int:
        """How many actions migration 2 kept aside (they followed a gap in their log)."""
        raise NotImplementedError

    async def expire(self, before: float, limit: int = 200) -> list:
        """Delete up to ``limit`` matches last used before ``before`` (seconds since the
        epoch), with their seats and actions; their ids."""
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
        raise NotImplementedError

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

    async def schema_version(self) -> int:
        raise NotImplementedError

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
        raise NotImplementedError

    # -- push notifications (push.py) ---------------------------------------------------

    async def push_key(self, made: str) -> str:
        """The server's VAPID private key: the stored one, or ``made`` if none was
        stored yet (it is stored then; two processes starting at once agree)."""
        raise NotImplementedError

    async def subscribe(self, match_id: str, seat: int, endpoint: str, p256dh: str, auth: str,
                        most: int, lang: "str | None" = None) -> None:
        """Keep the seat's push subscription (again: its keys are renewed), and only its
        ``most`` newest; ``lang`` becomes the language of all of the seat's (None: the
        seat keeps the one it had, else English)."""
        raise NotImplementedError

    async def unsubscribe(self, match_id: str, seat: int, endpoint: str) -> bool:
        """Forget the seat's subscription; False if it had none at ``endpoint``."""
        raise NotImplementedError

    async def subscriptions(self, match_id: str, seat: int) -> list:
        """(endpoint, p256dh, auth, lang) of each of the seat's subscriptions, oldest first."""
        raise NotImplementedError

    async def copy_subscriptions(self, match_id: str, to: str) -> None:
        """Every seat's subscriptions at ``match_id`` hold at ``to`` as well."""
        raise NotImplementedError

    # -- what the server keeps beside the log (arranged.py, reviews.py) -----------------

    async def keep_arrangement(self, match_id: str, seat: int, deal: int, tray: str) -> float:
        """Keep the seat's arrangement ``tray`` of deal ``deal``, in place of the one kept
        before; the time stamped on it. Conflict if the match is gone."""
        raise NotImplementedError

    async def arrangements(self, match_id: str) -> dict:
        """Per seat that kept one, its arrangement: (deal, tray, time)."""
        raise NotImplementedError

    async def keep_review(self, match_id: str, deal: int, seat: int, review: str) -> None:
        """Keep the review of deal ``deal`` for ``seat``, in place of one kept before."""
        raise NotImplementedError

    async def review(self, match_id: str, deal: int, seat: int) -> "str | None":
        """The kept review of deal ``deal`` for ``seat``, if any."""
        raise NotImplementedError


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


def one_line(error: BaseException) -> str:
    """An exception as one line of a log: its type and first line."""
    text = str(error).strip().split("\n")[0]
    return "%s: %s" % (type(error).__name__, text) if text else type(error).__name__


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
