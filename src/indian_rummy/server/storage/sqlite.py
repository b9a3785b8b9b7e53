"""The event log in one SQLite file, through the standard ``sqlite3`` module.

Writes (appends, new matches, names, expiry) run on one thread of their own with
its own connection, so that a commit's wait for the disk never stops the event
loop: ``synchronous=FULL`` in WAL mode fsyncs the log at every commit, so a
commit that returned survives a crash of the process, of the operating system
and a power cut. Appends that arrive while a commit is on the disk wait in the
queue and go out together in the next one (group commit). Reads run on the event
loop itself on a second connection: in WAL mode they never wait for a writer,
and a read is a few dozen microseconds, less than a hop to a thread and back.
Reading a whole match is the exception: a long log takes tens of milliseconds,
so it is read on a thread of its own, with a connection of its own.

A third connection copies the WAL back into the database every second on a
thread of its own (automatic checkpoints are off), so that the writer never
pays for it.
"""

import asyncio
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from .errors import Conflict, StorageError
from .log_store import (
    DELETE_MATCH,
    SELECT_AFTER,
    SELECT_EXPIRED,
    SELECT_MATCH,
    SELECT_SEATS,
    Store,
    StoredMatch,
    stored_match,
)
from .schema import MIGRATIONS, VERSIONS_TABLE

INSERT_ACTION = ("INSERT INTO actions (match_id, seq, prev, seat, action, at) "
                 "VALUES (?, ?, ?, ?, ?, ?)")
TOUCH_SEAT = "UPDATE match_seats SET last_acted = ? WHERE match_id = ? AND seat = ?"
TOUCH_MATCH = "UPDATE matches SET status = ?, updated_at = ?, due_at = ? WHERE id = ?"
# The matches whose server move is overdue, claimed (log_store.SET_DUE); one writer at a
# time, so no two processes claim one match.
CLAIM_DUE = ("UPDATE matches SET due_at = ? WHERE id IN (SELECT id FROM matches WHERE "
             "due_at <= ? ORDER BY due_at LIMIT ?) RETURNING id")

# The primary result codes that say the file cannot be used just now (locked by
# another program, unreadable, out of room, gone), rather than a mistake in a statement.
_UNAVAILABLE = {
    5,   # SQLITE_BUSY
    6,   # SQLITE_LOCKED
    7,   # SQLITE_NOMEM
    8,   # SQLITE_READONLY
    10,  # SQLITE_IOERR
    11,  # SQLITE_CORRUPT
    13,  # SQLITE_FULL
    14,  # SQLITE_CANTOPEN
    15,  # SQLITE_PROTOCOL
    26,  # SQLITE_NOTADB
}


def _unavailable(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in _UNAVAILABLE


class SQLiteStore(Store):
    """One file: a writer thread, reads on the event loop, checkpoints on a thread."""

    kind = "sqlite"
    cache_trusted = True
    CHECKPOINT_EVERY = 1.0  # seconds
    WRITE_WAIT_MS = 5000  # how long a write waits for another program's lock
    READ_WAIT_MS = 200
    PING_WAIT_MS = 500

    def __init__(self, path: str) -> None:
        Store.__init__(self)
        self.path = path
        self._reader: sqlite3.Connection | None = None
        self._writer: sqlite3.Connection | None = None  # used on the writer thread only
        self._thread: ThreadPoolExecutor | None = None
        self._loader: ThreadPoolExecutor | None = None  # reads whole matches
        self._loading: sqlite3.Connection | None = None  # used on the loader thread only
        self._checkpoints: threading.Thread | None = None
        self._stop = threading.Event()

    def describe(self) -> str:
        return "SQLite %s" % os.path.abspath(self.path)

    # -- calling the database ---------------------------------------------------------

    async def _write_call(self, operation: str, fn: Callable[..., Any], *args: Any) -> Any:
        assert self._thread is not None, "the store is not open"
        asked = self._asking()
        try:
            result = await asyncio.get_running_loop().run_in_executor(self._thread, fn, *args)
        except Conflict:
            self._answered()
            raise
        except sqlite3.Error as error:
            if _unavailable(error):
                raise self._failed(operation, error, asked)
            raise
        self._answered()
        return result

    def _read_call(self, operation: str, fn: Callable[..., Any], *args: Any) -> Any:
        assert self._reader is not None, "the store is not open"
        asked = self._asking()
        try:
            result = fn(self._reader, *args)
        except sqlite3.Error as error:
            raise self._read_failure(operation, error, asked)
        return result

    async def _load_call(self, operation: str, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(connection, *args)`` on the loader thread."""
        assert self._loader is not None, "the store is not open"
        asked = self._asking()
        try:
            return await asyncio.get_running_loop().run_in_executor(
                self._loader, fn, self._loading, *args)
        except sqlite3.Error as error:
            raise self._read_failure(operation, error, asked)

    def _read_failure(self, operation: str, error: sqlite3.Error, asked: float) -> Exception:
        """What to raise for a read's ``error`` (asked at ``asked``): Unavailable if the
        file cannot be used."""
        return self._failed(operation, error, asked) if _unavailable(error) else error

    # -- opening and closing ----------------------------------------------------------

    async def open(self) -> None:
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="sqlite-writer")
        self._loader = ThreadPoolExecutor(1, thread_name_prefix="sqlite-loader")
        loop = asyncio.get_running_loop()
        try:
            await loop.run_in_executor(self._thread, self._open_writer)
            self._reader = self._connect(self.READ_WAIT_MS)
            self._loading = await loop.run_in_executor(self._loader, self._connect,
                                                       self.READ_WAIT_MS)
        except BaseException:
            await self._close_connections()
            raise
        self._stop.clear()
        self._checkpoints = threading.Thread(target=self._checkpoint, daemon=True,
                                             name="sqlite-checkpoint")
        self._checkpoints.start()
        self.is_open = True

    def _connect(self, wait_ms: int) -> sqlite3.Connection:
        try:
            db = sqlite3.connect(self.path, isolation_level=None, timeout=wait_ms / 1000)
            db.execute("PRAGMA foreign_keys=ON")
        except sqlite3.Error as error:
            raise StorageError("cannot open the SQLite database %s: %s" % (self.path, error))
        return db

    def _open_writer(self) -> None:
        db = self._connect(self.WRITE_WAIT_MS)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            # FULL: the WAL is on the disk before a commit returns (see the docstring).
            db.execute("PRAGMA synchronous=FULL")
            db.execute("PRAGMA wal_autocheckpoint=0")  # see _checkpoint
            self._migrate(db)
        except sqlite3.Error as error:
            db.close()
            raise StorageError("cannot open the SQLite database %s: %s" % (self.path, error))
        except BaseException:
            db.close()
            raise
        self._writer = db

    def _migrate(self, db: sqlite3.Connection) -> None:
        with _Transaction(db, immediate=True):
            db.execute(VERSIONS_TABLE)
            done = {row[0] for row in db.execute("SELECT version FROM schema_migrations")}
            for version, description, statements in MIGRATIONS:
                if version in done:
                    continue
                for statement in statements:
                    db.execute(statement)
                db.execute("INSERT INTO schema_migrations (version, description, applied_at) "
                           "VALUES (?, ?, ?)", (version, description, time.time()))

    def _checkpoint(self) -> None:
        try:
            db = sqlite3.connect(self.path, isolation_level=None, timeout=10)
        except sqlite3.Error:
            return
        try:
            while not self._stop.wait(self.CHECKPOINT_EVERY):
                try:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)")  # never blocks the writer
                except sqlite3.Error:
                    pass  # the file is busy or failing; the next round tries again
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error:
            pass  # the next start checkpoints what is left; nothing is lost meanwhile
        finally:
            db.close()

    async def close(self) -> None:
        if self._thread is None:
            return
        await self._flush()
        self._stop.set()
        if self._checkpoints is not None:
            await asyncio.get_running_loop().run_in_executor(None, self._checkpoints.join)
            self._checkpoints = None
        await self._close_connections()
        self.is_open = False

    async def _close_connections(self) -> None:
        if self._reader is not None:
            self._reader.close()
            self._reader = None
        if self._loader is not None:
            if self._loading is not None:
                await asyncio.get_running_loop().run_in_executor(self._loader,
                                                                 self._loading.close)
                self._loading = None
            self._loader.shutdown()
            self._loader = None
        if self._thread is not None:
            await asyncio.get_running_loop().run_in_executor(self._thread, self._close_writer)
            self._thread.shutdown()
            self._thread = None

    def _close_writer(self) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    # -- reads, on the event loop -----------------------------------------------------

    async def read(self, operation: str, sql: str, values: tuple = ()) -> list:
        return self._read_call(operation, lambda db: db.execute(sql, values).fetchall())

    async def load(self, match_id: str) -> "StoredMatch | None":
        result: StoredMatch | None = await self._load_call("load", _load, match_id)
        return result

    # -- writes, on the writer thread -------------------------------------------------

    def _db(self) -> sqlite3.Connection:
        assert self._writer is not None, "the store is not open"
        return self._writer

    async def ping(self) -> None:
        await self._write_call("ping", self._ping)

    def _ping(self) -> None:
        db = self._db()
        db.execute("PRAGMA busy_timeout=%d" % self.PING_WAIT_MS)  # a number of ours
        try:
            with _Transaction(db, immediate=True):  # takes the write lock, writes nothing
                pass
        finally:
            db.execute("PRAGMA busy_timeout=%d" % self.WRITE_WAIT_MS)

    async def write(self, operation: str, statements: list) -> list:
        result: list = await self._write_call(operation, self._run, statements)
        return result

    def _run(self, statements: list) -> list:
        db = self._db()
        try:
            with _Transaction(db, immediate=True):
                return [db.execute(sql, values).rowcount for sql, values in statements]
        except sqlite3.IntegrityError as error:
            raise Conflict(str(error))

    async def _append_all(self, batch: list) -> float:
        now = time.time()
        rows = [row for append in batch for row in append.rows(now)]
        await self._write_call("append", self._insert, batch, rows, now)
        return now

    def _insert(self, batch: list, rows: list, now: float) -> None:
        db = self._db()
        try:
            with _Transaction(db, immediate=True):
                db.executemany(INSERT_ACTION, rows)
                db.executemany(TOUCH_SEAT, [(now, a.match_id, a.seat) for a in batch])
                db.executemany(TOUCH_MATCH, [(a.status, now, a.due, a.match_id) for a in batch])
        except sqlite3.IntegrityError:  # a taken seq, a gap, or a match that is gone
            raise Conflict(batch[0].match_id if len(batch) == 1 else "")

    async def expire(self, before: float, limit: int = 200) -> list:
        result: list = await self._write_call("expire", self._expire, before, limit)
        return result

    def _expire(self, before: float, limit: int) -> list:
        db = self._db()
        with _Transaction(db, immediate=True):
            ids = [r[0] for r in db.execute(SELECT_EXPIRED, (before, limit))]
            for statement in DELETE_MATCH:
                db.executemany(statement, [(match_id,) for match_id in ids])
        return ids

    # -- the server's own moves -------------------------------------------------------

    async def claim_due(self, before: float, until: float, limit: int) -> list:
        result: list = await self._write_call("claim", self._claim_due, before, until, limit)
        return result

    def _claim_due(self, before: float, until: float, limit: int) -> list:
        db = self._db()
        with _Transaction(db, immediate=True):
            return [r[0] for r in db.execute(CLAIM_DUE, (until, before, limit))]


def _load(db: sqlite3.Connection, match_id: str) -> "StoredMatch | None":
    with _Transaction(db):
        row = db.execute(SELECT_MATCH, (match_id,)).fetchone()
        if row is None:
            return None
        seats = db.execute(SELECT_SEATS, (match_id,)).fetchall()
        rows = db.execute(SELECT_AFTER, (match_id, 0)).fetchall()
    return stored_match(match_id, row, seats, rows)


class _Transaction:
    """BEGIN ... COMMIT, or ROLLBACK when the block raises."""

    def __init__(self, db: sqlite3.Connection, immediate: bool = False) -> None:
        self.db = db
        self.immediate = immediate

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE" if self.immediate else "BEGIN")

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        try:
            if kind is None:
                self.db.execute("COMMIT")
        finally:
            if self.db.in_transaction:  # the block raised, or the commit itself failed
                self.db.execute("ROLLBACK")
