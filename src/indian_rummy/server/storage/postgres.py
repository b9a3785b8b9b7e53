"""The event log in PostgreSQL, through psycopg 3 and its connection pool.

Commits are durable before a move is acknowledged: ``synchronous_commit`` stays on
(a session that finds it off turns it on). Throughput comes from writing the
appends that arrive together as one statement, so one round trip and one WAL
flush serve many moves (see :meth:`Store.append`).

The pool checks a connection before handing it out (one empty query) unless it
answered within the last second, so after the database restarts no request meets
a dead connection (one that answered just before the restart fails, and the
request is told 503, as it would be during the outage). Connections use TCP
keepalives and a user timeout, so a database that vanished without closing its
sockets is noticed in seconds rather than hours.

Processes sharing one database hear each other's commits on the ``indian_rummy``
channel: one more connection ``LISTEN``s. When it is lost (the database
restarted, the backend was terminated, the network failed) the store stops
trusting cached matches at once, reconnects with back-off, and once listening
again has every cached match catch up from the log before trusting it again.
"""

import asyncio
import contextlib
import os
import random
import threading
import time
from collections.abc import AsyncIterator
from typing import Any

from .database import log
from .errors import Conflict, StorageError, one_line
from .log_store import (
    CHANNEL,
    SELECT_AFTER,
    SELECT_MATCH,
    SELECT_SEATS,
    Heard,
    Resync,
    Store,
    StoredMatch,
    seats_text,
    stored_match,
)
from .schema import MIGRATIONS, VERSIONS_TABLE


def _pg(sql: str) -> str:
    """psycopg's placeholder for the module's ``?`` (no statement here holds a literal ?)."""
    return sql.replace("?", "%s")


# An arbitrary key for pg_advisory_xact_lock: processes starting together migrate one at a time.
_MIGRATION_LOCK = 0x1D1A4E55

# Connection settings the URL does not choose itself: a connection attempt gives up in
# 5 s, and an established one that stops answering is dropped within about 20 s.
_CONNECTION_DEFAULTS = {"connect_timeout": "5", "keepalives": "1", "keepalives_idle": "10",
                        "keepalives_interval": "5", "keepalives_count": "3",
                        "tcp_user_timeout": "20000"}

# A batch of appends is one statement, so one round trip, in autocommit: it commits
# whole or not at all (a taken seq or a gap aborts it), and its one notification,
# naming the matches, goes out at its commit only, to every process listening (this
# one too, which knows its own origin and skips it).
_APPEND = """WITH added AS (
        INSERT INTO actions (match_id, seq, prev, seat, action, at)
        SELECT match_id, seq, NULLIF(seq - 1, 0), seat, action, %s
        FROM unnest(%s::text[], %s::integer[], %s::integer[], %s::text[])
            AS t (match_id, seq, seat, action)
        RETURNING seq),
    seat AS (UPDATE match_seats SET last_acted = %s
        FROM unnest(%s::text[], %s::integer[]) AS t (match_id, seat)
        WHERE match_seats.match_id = t.match_id AND match_seats.seat = t.seat),
    touched AS (UPDATE matches SET status = t.status, updated_at = %s, due_at = t.due
        FROM unnest(%s::text[], %s::text[], %s::double precision[]) AS t (id, status, due)
        WHERE matches.id = t.id)
    SELECT pg_notify(%s, %s), (SELECT count(*) FROM added)"""

# A seat's new name, and the word to every process that their copy's names are old.
_RENAME = """WITH renamed AS (UPDATE matches SET seats = %s, updated_at = %s WHERE id = %s)
    SELECT pg_notify(%s, %s)"""

# The matches unused since a time, deleted with their seats, actions, arrangements and
# reviews in one statement (the constraints are checked at its end, when all are gone).
# A match that an append is writing to right now is skipped and found next time.
_EXPIRE = """WITH doomed AS (
        SELECT id FROM matches WHERE updated_at < %s ORDER BY updated_at LIMIT %s
        FOR UPDATE SKIP LOCKED),
    pushes AS (DELETE FROM push_subscriptions WHERE match_id IN (SELECT id FROM doomed)),
    arranged AS (DELETE FROM arrangements WHERE match_id IN (SELECT id FROM doomed)),
    reviewed AS (DELETE FROM reviews WHERE match_id IN (SELECT id FROM doomed)),
    seats AS (DELETE FROM match_seats WHERE match_id IN (SELECT id FROM doomed)),
    acts AS (DELETE FROM actions WHERE match_id IN (SELECT id FROM doomed)),
    gone AS (DELETE FROM matches WHERE id IN (SELECT id FROM doomed) RETURNING id)
    SELECT id FROM gone"""


# The matches whose server move is overdue, claimed (log_store.SET_DUE): a row an append
# or another process's claim holds locked right now is skipped, not waited for.
_CLAIM_DUE = """UPDATE matches SET due_at = %s WHERE id IN (
        SELECT id FROM matches WHERE due_at <= %s ORDER BY due_at LIMIT %s
        FOR UPDATE SKIP LOCKED)
    RETURNING id"""


class PostgresStore(Store):
    """psycopg 3 with a checked connection pool, and one more connection that LISTENs."""

    kind = "postgresql"
    listens = True
    # Two batches in flight: one can fill while the other is on the wire.
    WRITERS = 2
    WAIT = 3.0  # seconds a request waits for a pooled connection
    WAIT_UNAVAILABLE = 1.0  # the same while the database is known to be down
    LISTEN_RETRY = (0.1, 2.0)  # the listener's first and longest wait between attempts
    HEARTBEAT = 15.0  # seconds of silence after which the listener checks its connection
    FRESH = 1.0  # seconds after an answer during which a pooled connection is not checked

    def __init__(self, url: str) -> None:
        Store.__init__(self)
        self.url = url
        self._pool: Any = None
        self._listener: Any = None
        self._listen_task: asyncio.Task | None = None
        self._telling: set = set()  # the listener's calls under way
        self._retired: set = set()  # old pools closing in the background
        self.origin = "%d-%d" % (os.getpid(), threading.get_ident())

    def describe(self) -> str:
        from psycopg.conninfo import conninfo_to_dict
        info = conninfo_to_dict(self.url)
        return "PostgreSQL %s@%s/%s" % (info.get("user", ""), info.get("host", "localhost"),
                                        info.get("dbname", ""))

    def _conninfo(self) -> str:
        from psycopg.conninfo import conninfo_to_dict, make_conninfo
        given = conninfo_to_dict(self.url)
        missing = {k: v for k, v in _CONNECTION_DEFAULTS.items() if k not in given}
        return make_conninfo(self.url, **missing)

    # -- opening and closing ----------------------------------------------------------

    async def open(self) -> None:
        import psycopg
        import psycopg_pool
        self._psycopg = psycopg
        self._pool_closed = psycopg_pool.PoolClosed
        self._lost = (psycopg.OperationalError, psycopg.InterfaceError,
                      psycopg_pool.PoolTimeout, psycopg_pool.TooManyRequests,
                      psycopg_pool.PoolClosed, TimeoutError, OSError)
        # One connection first: it migrates, and a database that cannot be reached is
        # one clear error at once rather than the pool's retries.
        try:
            first = await psycopg.AsyncConnection.connect(self._conninfo(), autocommit=True)
        except psycopg.Error as error:
            raise StorageError("cannot connect to PostgreSQL (%s): %s" % (
                self.describe(), str(error).strip()))
        async with first:
            await self._migrate(first)
            cursor = await first.execute("SHOW fsync")
            row = await cursor.fetchone()
            if row is not None and row[0] == "off":
                log.warning("database runs with fsync=off: a crash of its machine can lose "
                            "acknowledged moves")
        try:
            self._pool = await self._new_pool()
        except Exception as error:  # psycopg_pool.PoolTimeout and connection errors
            raise StorageError("cannot connect to PostgreSQL (%s): %s" % (self.describe(), error))
        self.is_open = True

    async def _migrate(self, first: Any) -> None:
        async with first.transaction():
            await first.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
            await first.execute(VERSIONS_TABLE)
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

    async def _new_pool(self) -> Any:
        from psycopg_pool import AsyncConnectionPool

        async def configure(conn: Any) -> None:
            # Durable commits: whatever the server's default, never off (a stronger
            # setting chosen for replication is left as it is).
            cursor = await conn.execute("SHOW synchronous_commit")
            row = await cursor.fetchone()
            if row is not None and row[0] == "off":
                await conn.execute("SET synchronous_commit = on")

        async def check(conn: Any) -> None:
            # A connection that answered a moment ago is handed out as it is (a round trip
            # saved on every append under load); one idle for longer, or any while the
            # database is in doubt, is asked first, so a restart meets no dead connection.
            answered = getattr(conn, "answered_at", 0.0)
            if self.answering and time.monotonic() - answered < self.FRESH:
                return
            await AsyncConnectionPool.check_connection(conn)

        pool = AsyncConnectionPool(self._conninfo(), min_size=2, max_size=8, open=False,
                                   configure=configure, timeout=self.WAIT, check=check,
                                   reconnect_timeout=60, kwargs={"autocommit": True})
        try:
            await pool.open(wait=True, timeout=10)
        except BaseException:
            await pool.close()
            raise
        return pool

    async def _renew_pool(self) -> None:
        """A fresh pool after an outage: the old one may be waiting out a long back-off
        before it tries to connect again."""
        try:
            fresh = await self._new_pool()
        except Exception as error:
            log.warning("database pool not renewed error=%s", one_line(error))
            return
        old, self._pool = self._pool, fresh
        if old is not None:
            task = asyncio.create_task(old.close(timeout=5))
            self._retired.add(task)
            task.add_done_callback(self._retired.discard)

    async def close(self) -> None:
        await self._flush()
        await self.stop_listening()
        if self._pool is not None:
            await self._pool.close()
            self._pool = None
        for task in list(self._retired):
            with contextlib.suppress(Exception):
                await task
        self.is_open = False

    # -- calling the database ---------------------------------------------------------

    @contextlib.asynccontextmanager
    async def _connection(self, operation: str) -> AsyncIterator[Any]:
        """A live pooled connection for ``operation``; the database's silence becomes
        Unavailable (noted), anything else goes to the caller as it is."""
        assert self._pool is not None, "the store is not open"
        wait = self.WAIT if self.answering else self.WAIT_UNAVAILABLE
        asked = self._asking()
        try:
            pool, conn = await self._pooled(wait)
            try:
                async with conn:  # commits, or rolls back on an error; stays open
                    yield conn
                    conn.answered_at = time.monotonic()
            finally:
                await pool.putconn(conn)
        except self._lost as error:
            raise self._failed(operation, error, asked)
        self._answered()

    async def _pooled(self, wait: float) -> tuple:
        """(pool, a connection from it) within ``wait`` seconds. A request that was
        waiting on a pool renewed meanwhile (_renew_pool closes the old one under its
        waiters) waits on the fresh one: that closing is no news of the database."""
        while True:
            pool = self._pool
            try:
                return pool, await pool.getconn(timeout=wait)
            except self._pool_closed:
                if pool is self._pool:
                    raise

    async def ping(self) -> None:
        async with self._connection("ping") as conn:
            await conn.execute("SELECT 1")

    async def read(self, operation: str, sql: str, values: tuple = ()) -> list:
        async with self._connection(operation) as conn:
            cursor = await conn.execute(_pg(sql), values)
            return list(await cursor.fetchall())

    async def write(self, operation: str, statements: list) -> list:
        async with self._connection(operation) as conn:
            try:
                if len(statements) == 1:  # in autocommit: one round trip
                    sql, values = statements[0]
                    return [(await conn.execute(_pg(sql), values)).rowcount]
                async with conn.transaction():
                    return [(await conn.execute(_pg(sql), values)).rowcount
                            for sql, values in statements]
            except self._psycopg.errors.IntegrityError as error:
                raise Conflict(one_line(error))

    async def load(self, match_id: str) -> "StoredMatch | None":
        async with self._connection("load") as conn, conn.transaction():
            cursor = await conn.execute(_pg(SELECT_MATCH), (match_id,))
            row = await cursor.fetchone()
            if row is None:
                return None
            cursor = await conn.execute(_pg(SELECT_SEATS), (match_id,))
            seats = await cursor.fetchall()
            cursor = await conn.execute(_pg(SELECT_AFTER), (match_id, 0))
            rows = await cursor.fetchall()
        return stored_match(match_id, row, seats, rows)

    async def expire(self, before: float, limit: int = 200) -> list:
        async with self._connection("expire") as conn:
            cursor = await conn.execute(_EXPIRE, (before, limit))
            return [r[0] for r in await cursor.fetchall()]

    async def _append_all(self, batch: list) -> float:
        now = time.time()
        # In the order of their ids, so two processes' batches lock shared matches in
        # one order; the rare deadlock left is resolved like a conflict (one by one).
        batch = sorted(batch, key=lambda a: a.match_id)
        rows = [row for append in batch for row in append.rows(now)]
        ids = [a.match_id for a in batch]
        errors = self._psycopg.errors
        refused = (errors.UniqueViolation, errors.ForeignKeyViolation, errors.CheckViolation,
                   errors.DeadlockDetected)
        async with self._connection("append") as conn:
            try:
                await conn.execute(_APPEND, (
                    now, [r[0] for r in rows], [r[1] for r in rows], [r[3] for r in rows],
                    [r[4] for r in rows],
                    now, ids, [a.seat for a in batch],
                    now, ids, [a.status for a in batch], [a.due for a in batch],
                    CHANNEL, " ".join([self.origin] + ids)))
            except refused:
                raise Conflict(ids[0] if len(ids) == 1 else "")
        return now

    async def rename(self, match_id: str, config: dict) -> None:
        async with self._connection("rename") as conn:
            await conn.execute(_RENAME, (seats_text(config), time.time(), match_id,
                                         CHANNEL, "%s %s renamed" % (self.origin, match_id)))

    # -- the server's own moves -------------------------------------------------------

    async def claim_due(self, before: float, until: float, limit: int) -> list:
        async with self._connection("claim") as conn:
            cursor = await conn.execute(_CLAIM_DUE, (until, before, limit))
            return [r[0] for r in await cursor.fetchall()]

    # -- hearing other processes ------------------------------------------------------

    async def listen(self, heard: Heard, resync: Resync) -> None:
        """Listen in the background from now on, reconnecting whenever the connection
        is lost (``cache_trusted`` is on only while listening)."""
        self._listen_task = asyncio.create_task(self._listen_forever(heard, resync))

    async def _listen_forever(self, heard: Heard, resync: Resync) -> None:
        wait, longest = self.LISTEN_RETRY
        failures = 0
        while True:
            conn = None
            asked = self._asking()
            try:
                conn = await self._psycopg.AsyncConnection.connect(self._conninfo(),
                                                                   autocommit=True)
                await conn.execute("LISTEN %s" % CHANNEL)  # a constant name, not input
                was_down = not self.answering
                self._answered()
                if was_down:
                    await self._renew_pool()
                await resync()  # whatever was committed while deaf is read now
                self._listener = conn
                self.cache_trusted = True
                if failures:
                    log.warning("listening again after %d attempts", failures)
                failures = 0
                wait = self.LISTEN_RETRY[0]
                await self._hear(conn, heard)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                self.cache_trusted = False
                self._listener = None
                if failures == 0:
                    log.warning("listener lost error=%s; reconnecting", one_line(error))
                if conn is None and isinstance(error, self._lost):
                    self._failed("listen", error, asked)  # could not even connect: it is down
                failures += 1
            finally:
                if conn is not None:
                    with contextlib.suppress(Exception):
                        await conn.close()
            await asyncio.sleep(wait * random.uniform(0.8, 1.2))
            wait = min(longest, wait * 2)

    async def _hear(self, conn: Any, heard: Heard) -> None:
        """Tell ``heard`` of every notification until the connection fails."""
        while True:
            async for note in conn.notifies(timeout=self.HEARTBEAT):
                self._tell(note.payload, heard)
            # A quiet spell: a connection the network dropped says nothing, so ask.
            await asyncio.wait_for(conn.execute("SELECT 1"), 5)

    def _tell(self, payload: str, heard: Heard) -> None:
        origin, *words = payload.split(" ")
        if origin == self.origin:
            return
        if words[-1:] == ["renamed"]:  # 'ORIGIN MATCH_ID renamed': a seat's new name
            calls = [_told(heard, words[0], True)]
        else:  # 'ORIGIN MATCH_ID ...': a batch of appends
            calls = [_told(heard, match_id, False) for match_id in words]
        for call in calls:
            task = asyncio.create_task(call)
            self._telling.add(task)
            task.add_done_callback(self._telling.discard)

    async def stop_listening(self) -> None:
        self.cache_trusted = False
        if self._listen_task is not None:
            self._listen_task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._listen_task
            self._listen_task = None
        self._listener = None


async def _told(heard: Heard, match_id: str, renamed: bool) -> None:
    try:
        await heard(match_id, renamed)
    except Exception as error:  # one bad match must not deafen the process
        log.warning("notification not applied match=%s error=%s", match_id, one_line(error))
