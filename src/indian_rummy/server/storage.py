"""The partner server's event log, in SQLite or PostgreSQL.

A match is one ``matches`` row (profile, format, seats, seed, status), one
``match_seats`` row per seat (the hash of its token, when it last acted) and
its ``actions``: the match log's records, one row each, ``seq`` unique per
match. The state of a match is the replay of its actions. Appending says which
``seq`` comes next; when another process got there first the insert breaks the
``(match_id, seq)`` key, the transaction rolls back and :class:`Conflict` tells
the caller to reload.

Appends to different matches that arrive while the database is busy are written
together, in one transaction (see :meth:`Store.append`).

Every statement takes its values as bound parameters (``?`` here, rewritten
to ``%s`` for psycopg); nothing a client sends is ever spliced into SQL.

SQLite runs through the standard ``sqlite3`` module on the event loop's own
thread (one connection, WAL journal; see :class:`SQLiteStore`). PostgreSQL runs
through psycopg 3 and its connection pool; processes sharing one database hear
each other's commits on the ``indian_rummy`` channel (``LISTEN``/``NOTIFY``).
See ``docs/server.md``.
"""

import asyncio
import json
import os
import sqlite3
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any

CHANNEL = "indian_rummy"

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
]

_VERSIONS_TABLE = """CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    description TEXT NOT NULL,
    applied_at DOUBLE PRECISION NOT NULL)"""


class StorageError(Exception):
    """The database cannot be used; the message says why."""


class Conflict(Exception):
    """Another action took the ``seq`` this append expected: reload and try again."""


class Append:
    """One match's new records, by one seat, waiting to be written."""

    __slots__ = ("match_id", "seat", "records", "status", "future")

    def __init__(self, match_id: str, seat: int, records: list, status: str,
                 future: asyncio.Future) -> None:
        self.match_id = match_id
        self.seat = seat
        self.records = records
        self.status = status
        self.future = future

    def rows(self, now: float) -> list:
        """(match_id, seq, seat, action, at) per record."""
        return [(self.match_id, r["n"], self.seat, text, now)
                for r, text in zip(self.records, _records_json(self.records))]


class StoredMatch:
    """What the log holds for one match."""

    __slots__ = ("id", "config", "status", "created", "token_hashes", "last_acted", "records")

    def __init__(self, match_id: str, config: dict, status: str, created: float,
                 token_hashes: list, last_acted: list, records: list) -> None:
        self.id = match_id
        self.config = config  # Match.config(): profile, format, seats, seed, guided
        self.status = status
        self.created = created  # seconds since the epoch
        self.token_hashes = token_hashes
        self.last_acted = last_acted  # seconds since the epoch, or None, per seat
        self.records = records


# listener(match_id, renamed): renamed is True when the seats' names changed rather
# than the log (the match's copy is then rebuilt, not caught up).
Listener = Callable[[str, bool], Awaitable[None]]


class Store:
    """The event log: the operations the server needs, on either database."""

    kind = ""
    is_open = False
    # True while a cached match may act without asking the log first: the store hears
    # every other process's commits (PostgreSQL, listening) or expects none (SQLite:
    # one process per file). Either way the append's seq check guards every write.
    cache_trusted = False
    # Appends written at once (batches in flight), and the most in one batch: the
    # notification naming a batch's matches stays far below PostgreSQL's 8000 bytes.
    WRITERS = 1
    MAX_BATCH = 100

    def __init__(self) -> None:
        self._queued: list = []
        self._writing = 0  # writers running
        self._writers: set = set()  # their tasks (a task nobody holds may vanish)

    def describe(self) -> str:
        """Where the log is, for a person (no password)."""
        raise NotImplementedError

    async def open(self) -> None:
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    async def create_match(self, match_id: str, config: dict, token_hashes: list) -> None:
        raise NotImplementedError

    async def load(self, match_id: str) -> "StoredMatch | None":
        raise NotImplementedError

    async def records_after(self, match_id: str, seq: int) -> list:
        """(record, seat, time) of the match's records with a ``seq`` above ``seq``, in
        order: the time is when that seat acted (seconds since the epoch)."""
        raise NotImplementedError

    async def append(self, match_id: str, seat: int, records: list, status: str) -> float:
        """Store ``records`` (their ``n`` is their ``seq``) whole or not at all; returns
        the time stamped on them. Raises :class:`Conflict` if a ``seq`` is taken.

        Appends queue up: a writer takes everything queued (up to MAX_BATCH, one per
        match, since a match's lock lets one request act at a time) and writes it as
        one transaction, so under load many matches share one round trip and one
        commit. If any ``seq`` of a batch is taken, the batch rolls back and its
        appends are written one by one, so that only the one that lost its race hears
        of it."""
        append = Append(match_id, seat, records, status,
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
            _settle(batch, error=conflict)
        except BaseException as error:
            _settle(batch, error=error)
            if not isinstance(error, Exception):
                raise
        else:
            _settle(batch, now=now)

    async def _append_all(self, batch: list) -> float:
        """Write every Append of the batch in one transaction; the time stamped on them.
        Raises Conflict (having written nothing) if any ``seq`` is taken."""
        raise NotImplementedError

    async def rename(self, match_id: str, config: dict) -> None:
        """Store the match's seats as ``config`` has them now (a seat took a new name)."""
        raise NotImplementedError

    async def _flush(self) -> None:
        """Wait for the queued appends to be written (before closing)."""
        while self._writers:
            await asyncio.wait(list(self._writers))

    async def listen(self, listener: Listener) -> None:
        """Call ``listener(match_id, renamed)`` when another process commits to that match."""

    async def stop_listening(self) -> None:
        """Hear no more (the store stays open)."""

    async def schema_version(self) -> int:
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


def open_store(url: "str | None") -> Store:
    """The store a database URL names: ``postgresql://...`` (or ``postgres://``),
    ``sqlite:///path``, or a plain file path (SQLite)."""
    if not url:
        url = os.environ.get("DATABASE_URL") or "sqlite:///indian-rummy.sqlite3"
    if url.startswith(("postgresql://", "postgres://")):
        return PostgresStore(url)
    if url.startswith("sqlite://"):
        path = url[len("sqlite://"):]
        if path.startswith("/"):
            path = path[1:]  # sqlite:///relative.db; sqlite:////absolute/path.db
        if not path:
            raise StorageError("a SQLite URL names a file: sqlite:///path/to/file.sqlite3")
        return SQLiteStore(path)
    if "://" in url:
        raise StorageError("unknown database URL %r: use sqlite:///FILE or postgresql://..." % (
            url.split("://")[0] + "://...",))
    return SQLiteStore(url)


def _records_json(records: list) -> list:
    return [json.dumps(r, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
            for r in records]


def _seats_text(config: dict) -> str:
    return json.dumps({"seats": config["seats"], "guided": config["guided"]},
                      sort_keys=True, separators=(",", ":"))


def _config_values(match_id: str, config: dict, now: float) -> tuple:
    return (match_id, config["profile"], config["format"], _seats_text(config), config["seed"],
            "playing", now, now)


def _config(profile: str, match_format: str, seats: str, seed: int) -> dict:
    extra = json.loads(seats)
    return {"profile": profile, "format": match_format, "seats": extra["seats"], "seed": seed,
            "guided": extra["guided"]}


_INSERT_MATCH = ("INSERT INTO matches (id, profile, format, seats, seed, status, created_at, "
                 "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
_INSERT_SEAT = "INSERT INTO match_seats (match_id, seat, token_hash) VALUES (?, ?, ?)"
_SELECT_MATCH = "SELECT profile, format, seats, seed, status, created_at FROM matches " \
    "WHERE id = ?"
_SELECT_SEATS = "SELECT seat, token_hash, last_acted FROM match_seats WHERE match_id = ? " \
    "ORDER BY seat"
_SELECT_AFTER = "SELECT action, seat, at FROM actions WHERE match_id = ? AND seq > ? " \
    "ORDER BY seq"
_INSERT_ACTION = "INSERT INTO actions (match_id, seq, seat, action, at) VALUES (?, ?, ?, ?, ?)"
_TOUCH_SEAT = "UPDATE match_seats SET last_acted = ? WHERE match_id = ? AND seat = ?"
_TOUCH_MATCH = "UPDATE matches SET status = ?, updated_at = ? WHERE id = ?"
_RENAME = "UPDATE matches SET seats = ?, updated_at = ? WHERE id = ?"


# -- SQLite ------------------------------------------------------------------------------


class SQLiteStore(Store):
    """One file, one connection, called on the event loop: SQLite serialises writers
    anyway.

    Commits do not wait for the disk (WAL, ``synchronous=NORMAL``: a killed process
    loses nothing committed), so a statement is a few dozen microseconds of work in
    the OS's cache: less than handing it to a thread and back, which under CPU
    contention means waiting for a core and for the GIL twice per statement (with
    a thread, appends queued behind each other for hundreds of milliseconds in the
    load test). The WAL is copied back into the database by a second connection on
    a thread of its own every second, so that the disk flush of a checkpoint never
    holds up the writer, and with it every match.
    """

    kind = "sqlite"
    cache_trusted = True
    CHECKPOINT_EVERY = 1.0  # seconds

    def __init__(self, path: str) -> None:
        Store.__init__(self)
        self.path = path
        self._db: sqlite3.Connection | None = None
        self._checkpoints: threading.Thread | None = None
        self._stop = threading.Event()

    async def _run(self, fn: Callable[..., Any], *args: Any) -> Any:
        assert self._db is not None, "the store is not open"
        return fn(*args)

    def describe(self) -> str:
        return "SQLite %s" % os.path.abspath(self.path)

    async def open(self) -> None:
        self._open()
        self._stop.clear()
        self._checkpoints = threading.Thread(target=self._checkpoint, daemon=True,
                                             name="sqlite-checkpoint")
        self._checkpoints.start()
        self.is_open = True

    def _checkpoint(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None, timeout=10)
        try:
            while not self._stop.wait(self.CHECKPOINT_EVERY):
                db.execute("PRAGMA wal_checkpoint(PASSIVE)")  # never blocks the writer
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error:
            pass  # the next start checkpoints what is left; nothing is lost meanwhile
        finally:
            db.close()

    def _open(self) -> None:
        try:
            db = sqlite3.connect(self.path, isolation_level=None, timeout=10)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute("PRAGMA foreign_keys=ON")
            db.execute("PRAGMA wal_autocheckpoint=0")  # see _checkpoint
        except sqlite3.Error as error:
            raise StorageError("cannot open the SQLite database %s: %s" % (self.path, error))
        try:
            self._migrate(db)
        except BaseException:
            db.close()
            raise
        self._db = db

    def _migrate(self, db: sqlite3.Connection) -> None:
        with _SQLiteTransaction(db, immediate=True):
            db.execute(_VERSIONS_TABLE)
            done = {row[0] for row in db.execute("SELECT version FROM schema_migrations")}
            for version, description, statements in MIGRATIONS:
                if version in done:
                    continue
                for statement in statements:
                    db.execute(statement)
                db.execute("INSERT INTO schema_migrations (version, description, applied_at) "
                           "VALUES (?, ?, ?)", (version, description, time.time()))

    def _transaction(self, immediate: bool = False) -> "_SQLiteTransaction":
        assert self._db is not None
        return _SQLiteTransaction(self._db, immediate)

    async def close(self) -> None:
        if self._db is None:
            return
        await self._flush()
        self._stop.set()
        if self._checkpoints is not None:
            await asyncio.get_running_loop().run_in_executor(None, self._checkpoints.join)
            self._checkpoints = None
        self._db.close()
        self._db = None
        self.is_open = False

    async def schema_version(self) -> int:
        return await self._run(self._schema_version)

    def _schema_version(self) -> int:
        assert self._db is not None
        return self._db.execute("SELECT MAX(version) FROM schema_migrations").fetchone()[0]

    async def create_match(self, match_id: str, config: dict, token_hashes: list) -> None:
        await self._run(self._create, match_id, config, token_hashes)

    def _create(self, match_id: str, config: dict, token_hashes: list) -> None:
        assert self._db is not None
        with self._transaction(immediate=True):
            self._db.execute(_INSERT_MATCH, _config_values(match_id, config, time.time()))
            self._db.executemany(_INSERT_SEAT, [(match_id, seat, digest) for seat, digest in
                                                enumerate(token_hashes)])

    async def load(self, match_id: str) -> "StoredMatch | None":
        return await self._run(self._load, match_id)

    def _load(self, match_id: str) -> "StoredMatch | None":
        db = self._db
        assert db is not None
        with self._transaction():
            row = db.execute(_SELECT_MATCH, (match_id,)).fetchone()
            if row is None:
                return None
            seats = db.execute(_SELECT_SEATS, (match_id,)).fetchall()
            records = [json.loads(r[0]) for r in db.execute(_SELECT_AFTER, (match_id, 0))]
        return StoredMatch(match_id, _config(row[0], row[1], row[2], row[3]), row[4], row[5],
                           [s[1] for s in seats], [s[2] for s in seats], records)

    async def records_after(self, match_id: str, seq: int) -> list:
        return await self._run(self._records_after, match_id, seq)

    def _records_after(self, match_id: str, seq: int) -> list:
        assert self._db is not None
        return [(json.loads(r[0]), r[1], r[2])
                for r in self._db.execute(_SELECT_AFTER, (match_id, seq))]

    async def _append_all(self, batch: list) -> float:
        now = time.time()
        rows = [row for append in batch for row in append.rows(now)]
        await self._run(self._insert, batch, rows, now)
        return now

    def _insert(self, batch: list, rows: list, now: float) -> None:
        db = self._db
        assert db is not None
        try:
            with self._transaction(immediate=True):
                db.executemany(_INSERT_ACTION, rows)
                db.executemany(_TOUCH_SEAT, [(now, a.match_id, a.seat) for a in batch])
                db.executemany(_TOUCH_MATCH, [(a.status, now, a.match_id) for a in batch])
        except sqlite3.IntegrityError:
            raise Conflict(batch[0].match_id if len(batch) == 1 else "")

    async def rename(self, match_id: str, config: dict) -> None:
        await self._run(self._rename, match_id, config)

    def _rename(self, match_id: str, config: dict) -> None:
        assert self._db is not None
        with self._transaction(immediate=True):
            self._db.execute(_RENAME, (_seats_text(config), time.time(), match_id))


class _SQLiteTransaction:
    """BEGIN ... COMMIT, or ROLLBACK when the block raises."""

    def __init__(self, db: sqlite3.Connection, immediate: bool) -> None:
        self.db = db
        self.immediate = immediate

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE" if self.immediate else "BEGIN")

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")


# -- PostgreSQL ----------------------------------------------------------------------------


def _pg(sql: str) -> str:
    """psycopg's placeholder for the module's ``?`` (no statement here holds a literal ?)."""
    return sql.replace("?", "%s")


# An arbitrary key for pg_advisory_xact_lock: processes starting together migrate one at a time.
_MIGRATION_LOCK = 0x1D1A4E55


# A batch of appends is one statement, so one round trip, in autocommit: it commits
# whole or not at all (a taken seq aborts it), and its one notification, naming the
# matches, goes out at its commit only, to every process listening (this one too,
# which knows its own origin and skips it).
_PG_APPEND = """WITH added AS (
        INSERT INTO actions (match_id, seq, seat, action, at)
        SELECT match_id, seq, seat, action, %s
        FROM unnest(%s::text[], %s::integer[], %s::integer[], %s::text[])
            AS t (match_id, seq, seat, action)
        RETURNING seq),
    seat AS (UPDATE match_seats SET last_acted = %s
        FROM unnest(%s::text[], %s::integer[]) AS t (match_id, seat)
        WHERE match_seats.match_id = t.match_id AND match_seats.seat = t.seat),
    touched AS (UPDATE matches SET status = t.status, updated_at = %s
        FROM unnest(%s::text[], %s::text[]) AS t (id, status) WHERE matches.id = t.id)
    SELECT pg_notify(%s, %s), (SELECT count(*) FROM added)"""

# A seat's new name, and the word to every process that their copy's names are old.
_PG_RENAME = """WITH renamed AS (UPDATE matches SET seats = %s, updated_at = %s WHERE id = %s)
    SELECT pg_notify(%s, %s)"""


class PostgresStore(Store):
    """psycopg 3 with a connection pool, and one more connection that LISTENs."""

    kind = "postgresql"
    # Two batches in flight: one can fill while the other is on the wire.
    WRITERS = 2

    def __init__(self, url: str) -> None:
        Store.__init__(self)
        self.url = url
        self._pool: Any = None
        self._listener: Any = None
        self._listen_task: asyncio.Task | None = None
        self._telling: set = set()  # the listener's calls under way
        self.origin = "%d-%d" % (os.getpid(), threading.get_ident())

    def describe(self) -> str:
        from psycopg.conninfo import conninfo_to_dict
        info = conninfo_to_dict(self.url)
        return "PostgreSQL %s@%s/%s" % (info.get("user", ""), info.get("host", "localhost"),
                                        info.get("dbname", ""))

    async def open(self) -> None:
        import psycopg
        from psycopg_pool import AsyncConnectionPool

        async def configure(conn: Any) -> None:
            # A crash can lose the last few milliseconds of commits but never
            # corrupts the log; a lost action is one the player was not yet told
            # about. That trade buys most of the write latency (docs/server.md).
            await conn.execute("SET synchronous_commit = off")

        # One connection first: it migrates, and a database that cannot be reached is
        # one clear error at once rather than the pool's retries.
        try:
            first = await psycopg.AsyncConnection.connect(self.url, autocommit=True,
                                                          connect_timeout=10)
        except psycopg.Error as error:
            raise StorageError("cannot connect to PostgreSQL (%s): %s" % (
                self.describe(), str(error).strip()))
        async with first, first.transaction():
            await first.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
            await first.execute(_VERSIONS_TABLE)
            cursor = await first.execute("SELECT version FROM schema_migrations")
            done = {row[0] for row in await cursor.fetchall()}
            for version, description, statements in MIGRATIONS:
                if version in done:
                    continue
                for statement in statements:
                    await first.execute(statement)
                await first.execute(
                    "INSERT INTO schema_migrations (version, description, applied_at) "
                    "VALUES (%s, %s, %s)", (version, description, time.time()))
        self._pool = AsyncConnectionPool(self.url, min_size=2, max_size=8, open=False,
                                         configure=configure, timeout=10,
                                         kwargs={"autocommit": True})
        try:
            await self._pool.open(wait=True, timeout=10)
        except Exception as error:  # psycopg_pool.PoolTimeout and connection errors
            await self._pool.close()
            self._pool = None
            raise StorageError("cannot connect to PostgreSQL (%s): %s" % (self.describe(), error))
        self._psycopg = psycopg
        self.is_open = True

    async def close(self) -> None:
        await self._flush()
        await self.stop_listening()
        if self._pool is not None:
            await self._pool.close()
            self._pool = None
        self.is_open = False

    async def stop_listening(self) -> None:
        self.cache_trusted = False
        if self._listen_task is not None:
            self._listen_task.cancel()
            try:
                await self._listen_task
            except (asyncio.CancelledError, Exception):
                pass
            self._listen_task = None
        if self._listener is not None:
            await self._listener.close()
            self._listener = None

    async def schema_version(self) -> int:
        async with self._pool.connection() as conn:
            cursor = await conn.execute("SELECT MAX(version) FROM schema_migrations")
            row = await cursor.fetchone()
            return row[0]

    async def create_match(self, match_id: str, config: dict, token_hashes: list) -> None:
        async with self._pool.connection() as conn, conn.transaction():
            await conn.execute(_pg(_INSERT_MATCH), _config_values(match_id, config, time.time()))
            async with conn.cursor() as cursor:
                await cursor.executemany(_pg(_INSERT_SEAT), [
                    (match_id, seat, digest) for seat, digest in enumerate(token_hashes)])

    async def load(self, match_id: str) -> "StoredMatch | None":
        async with self._pool.connection() as conn, conn.transaction():
            cursor = await conn.execute(_pg(_SELECT_MATCH), (match_id,))
            row = await cursor.fetchone()
            if row is None:
                return None
            cursor = await conn.execute(_pg(_SELECT_SEATS), (match_id,))
            seats = await cursor.fetchall()
            cursor = await conn.execute(_pg(_SELECT_AFTER), (match_id, 0))
            records = [json.loads(r[0]) for r in await cursor.fetchall()]
        return StoredMatch(match_id, _config(row[0], row[1], row[2], row[3]), row[4], row[5],
                           [s[1] for s in seats], [s[2] for s in seats], records)

    async def records_after(self, match_id: str, seq: int) -> list:
        async with self._pool.connection() as conn:
            cursor = await conn.execute(_pg(_SELECT_AFTER), (match_id, seq))
            return [(json.loads(r[0]), r[1], r[2]) for r in await cursor.fetchall()]

    async def _append_all(self, batch: list) -> float:
        now = time.time()
        # In the order of their ids, so two processes' batches lock shared matches in
        # one order; the rare deadlock left is resolved like a conflict (one by one).
        batch = sorted(batch, key=lambda a: a.match_id)
        rows = [row for append in batch for row in append.rows(now)]
        ids = [a.match_id for a in batch]
        errors = self._psycopg.errors
        try:
            async with self._pool.connection() as conn:
                await conn.execute(_PG_APPEND, (
                    now, [r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows],
                    [r[3] for r in rows],
                    now, ids, [a.seat for a in batch],
                    now, ids, [a.status for a in batch],
                    CHANNEL, " ".join([self.origin] + ids)))
        except (errors.UniqueViolation, errors.DeadlockDetected):
            raise Conflict(ids[0] if len(ids) == 1 else "")
        return now

    async def rename(self, match_id: str, config: dict) -> None:
        async with self._pool.connection() as conn:
            await conn.execute(_PG_RENAME, (_seats_text(config), time.time(), match_id,
                                            CHANNEL, "%s %s renamed" % (self.origin, match_id)))

    async def listen(self, listener: Listener) -> None:
        import psycopg
        self._listener = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        await self._listener.execute("LISTEN %s" % CHANNEL)  # a constant name, not input
        self._listen_task = asyncio.create_task(self._hear(listener))
        self.cache_trusted = True

    async def _hear(self, listener: Listener) -> None:
        async for note in self._listener.notifies():
            origin, *words = note.payload.split(" ")
            if origin == self.origin:
                continue
            if words[-1:] == ["renamed"]:  # 'ORIGIN MATCH_ID renamed': a seat's new name
                tasks = [_told(listener, words[0], True)]
            else:  # 'ORIGIN MATCH_ID ...': a batch of appends
                tasks = [_told(listener, match_id, False) for match_id in words]
            for told in tasks:
                task = asyncio.create_task(told)
                self._telling.add(task)
                task.add_done_callback(self._telling.discard)


async def _told(listener: Listener, match_id: str, renamed: bool) -> None:
    try:
        await listener(match_id, renamed)
    except Exception:  # one bad match must not deafen the process
        pass
