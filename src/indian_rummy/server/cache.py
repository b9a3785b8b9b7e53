"""The matches this process holds in memory, and keeping each copy in line with the log.

A copy is loaded (its log replayed) when first asked for and kept while in use: a
socket open on it, a request or a server move under way or coming up (a bot's
turn, a live clock's deadline). One not in use for ``idle`` seconds (COPY_IDLE) is
let go, and so are the least recently asked for beyond CACHE_SIZE (never one with
open sockets); a copy let go comes back by replay when next asked for, and the
server's moves due in it are the sweep's, as after a restart (schedule.py). A copy
is forgotten when its match leaves the log.

Before a request acts, :meth:`Cache.ready` brings the copy in line: rebuilt from
the log if it may differ from it (an append failed or its outcome is unknown),
caught up if it may be behind (another process appended, or this one could not
hear). A log that does not replay is a bug: said loudly, answered with Unreadable.

Replaying is the one slow thing a copy does (a long log takes seconds), so it runs
on a worker thread: while one match loads or is rebuilt, the event loop goes on
answering every other request. The copy being replayed is never seen half done:
a load is shared by everyone asking for the match and stored once complete, a
rebuild swaps the fresh session in once complete, and a long catch-up holds the
match's lock (a copy whose catch-up did not finish is rebuilt before it is used).
"""

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Callable

from ..engine.deal import IllegalAction
from ..engine.decision import CLOCK
from ..engine.match import Match
from .arranged import lay_out
from .cached import CachedMatch, Gone, Unreadable, replay
from .served import ServedSession
from .settings import COPY_IDLE
from .storage import CLOCK_SEAT, Store, StoredMatch, one_line

log = logging.getLogger("indian_rummy.server")

CACHE_SIZE = 2000  # matches kept replayed in memory (those with open sockets always stay)
LOOK_EVERY = 5.0  # seconds between two looks for idle copies (at most)
UNREADABLE_RETRY = 60.0  # seconds before a match whose log failed to replay is tried again
CATCH_UP_HERE = 20  # records a catch-up applies on the event loop; more go to a thread


class Cache:
    """Every match this process has in memory, over one store. ``loaded(cached)`` is
    called when a copy comes into memory, ``replayed(cached)`` when it has been rebuilt
    or caught up: the server's own moves (its bots', its clocks') may be due."""

    def __init__(self, store: Store, loaded: Callable[[CachedMatch], None],
                 replayed: Callable[[CachedMatch], None], idle: float = COPY_IDLE) -> None:
        self.store = store
        self.idle = idle
        self._next_look = 0.0  # when let_go_idle looks again
        self._loaded = loaded
        self._replayed = replayed
        self._cached: OrderedDict = OrderedDict()
        self._loading: dict = {}
        self._unreadable: dict = {}  # match id -> when its replay last failed

    def __len__(self) -> int:
        return len(self._cached)

    def matches(self) -> list:
        return list(self._cached.values())

    def held(self, match_id: str) -> "CachedMatch | None":
        """The match's copy if it is in memory now (nothing is loaded)."""
        return self._cached.get(match_id)

    def drop(self, match_id: str) -> None:
        """Let the copy go (it is loaded afresh when next asked for)."""
        cached = self._cached.pop(match_id, None)
        if cached is not None:
            _let_go(cached)

    def let_go_idle(self) -> int:
        """Let go every copy not in use for ``idle`` seconds (looking every LOOK_EVERY
        seconds at most); how many went."""
        now = time.monotonic()
        if now < self._next_look:
            return 0
        self._next_look = now + min(self.idle, LOOK_EVERY)
        idle = []
        for cached in self._cached.values():
            if _in_use(cached):
                cached.used = now
            elif now - cached.used >= self.idle:
                idle.append(cached)
        for cached in idle:
            self.drop(cached.id)
        return len(idle)

    async def get(self, match_id: str) -> "CachedMatch | None":
        """The match's copy (None if there is no such match). Raises Unavailable while
        the database does not answer, Unreadable if its log does not replay."""
        cached = self._cached.get(match_id)
        if cached is not None:
            self._cached.move_to_end(match_id)
            cached.used = time.monotonic()
            return cached
        failed = self._unreadable.get(match_id)
        if failed is not None and time.monotonic() - failed < UNREADABLE_RETRY:
            raise Unreadable(match_id)
        loading = self._loading.get(match_id)
        if loading is None:
            loading = asyncio.ensure_future(self._load(match_id))
            self._loading[match_id] = loading
        return await asyncio.shield(loading)

    async def _load(self, match_id: str) -> "CachedMatch | None":
        try:
            stored = await self.store.load(match_id)
            if stored is None:
                return None
            arrangements = await self.store.arrangements.of(match_id)
            cached = CachedMatch(stored, await self._replay(stored, arrangements), arrangements)
            self._cached[match_id] = cached
            self._evict()
            # A bot's turn or a deadline left waiting by a restart is served now.
            self._loaded(cached)
            return cached
        finally:
            self._loading.pop(match_id, None)

    async def _replay(self, stored: StoredMatch, arrangements: dict) -> ServedSession:
        """The stored match replayed (on a worker thread), or Unreadable."""
        try:
            session = await asyncio.to_thread(replay, stored, arrangements)
        except Exception as error:
            # A log the engine cannot replay is a bug (or a damaged database): said
            # loudly, once a minute at most, and answered with a clear error.
            self._unreadable[stored.id] = time.monotonic()
            log.error("match unreadable match=%s records=%d error=%s; "
                      "`indian-rummy doctor` lists every such match", stored.id,
                      len(stored.marks), one_line(error))
            raise Unreadable(stored.id)
        self._unreadable.pop(stored.id, None)
        return session

    def _evict(self) -> None:
        while len(self._cached) > CACHE_SIZE:
            for match_id, cached in self._cached.items():
                if not cached.sockets and not cached.lock.locked():
                    self.drop(match_id)
                    break
            else:
                return

    def _forget(self, cached: CachedMatch) -> None:
        """The match left the log: its copy goes, its sockets are told."""
        cached.gone = True
        cached.valid = False
        if self._cached.get(cached.id) is cached:
            del self._cached[cached.id]
        cached.close_sockets(4404)

    async def expire(self, days: float) -> int:
        """Delete the matches unused for ``days``; how many. Their copies here go too."""
        before = time.time() - days * 86400
        count = 0
        while True:
            ids = await self.store.expire(before)
            for match_id in ids:
                cached = self._cached.get(match_id)
                if cached is not None:
                    self._forget(cached)
            count += len(ids)
            if len(ids) < 200:
                return count

    # -- keeping each copy in line with the log -----------------------------------------

    async def ready(self, cached: CachedMatch, ask: bool = False,
                    seat: "int | None" = None) -> bool:
        """Bring the copy in line with the log, holding the match's lock: rebuilt if it
        may differ from the log, caught up if it may be behind (or ``ask``: an HTTP
        read asks every time). A ``seat`` opening the match also gets the arrangement
        it may have kept through another process. True if the log brought anything
        new. Raises Gone, Unavailable or Unreadable, leaving the copy to be brought in
        line again next time."""
        if cached.gone:
            raise Gone(cached.id)
        if not cached.valid:
            await self.rebuild(cached)
            return True
        changed = False
        if ask or cached.stale or not self.store.cache_trusted:
            changed = await self.catch_up(cached)
        if seat is not None and self.store.listens:
            await self._arranged_elsewhere(cached, seat)
        return changed

    async def _arranged_elsewhere(self, cached: CachedMatch, seat: int) -> None:
        """Lay out the seat's kept arrangement if it is not the one the copy holds
        (another process kept it)."""
        kept = (await self.store.arrangements.of(cached.id)).get(seat)
        if kept is None or kept[2] == cached.arranged.get(seat):
            return
        deal, tray, at = kept
        cached.arranged[seat] = at
        if deal == cached.match.number:
            lay_out(cached.session, seat, tray)

    async def catch_up(self, cached: CachedMatch) -> bool:
        """Replay what other processes appended; True if anything was new. Call it
        holding the match's lock."""
        match = cached.match
        cached.stale = False  # a notification arriving during the read sets it again
        try:
            rows = await self.store.records_after(cached.id, len(match.log))
        except BaseException:
            cached.stale = True
            raise
        if not rows:
            return False
        try:
            if len(rows) > CATCH_UP_HERE:
                await asyncio.to_thread(_apply, match, rows)
            else:
                _apply(match, rows)
        except IllegalAction:
            await self.rebuild(cached)
            return True
        except BaseException:
            cached.valid = False  # cancelled, or a bug: the copy may be half caught up
            raise
        for _, seat, stamp in rows:
            cached.marks.append((seat, stamp))
            if seat != CLOCK_SEAT:
                cached.last_acted[seat] = stamp
        self._replayed(cached)
        return True

    async def rebuild(self, cached: CachedMatch) -> None:
        """Replace the copy by the replay of its log. Raises Gone (the match left the
        log), Unavailable, or Unreadable (the copy leaves the cache and its sockets
        close)."""
        cached.valid = False
        stored = await self.store.load(cached.id)
        if stored is None:
            self._forget(cached)
            raise Gone(cached.id)
        arrangements = await self.store.arrangements.of(cached.id)
        try:
            session = await self._replay(stored, arrangements)
        except Unreadable:
            # Out of the cache, so that asking again waits for UNREADABLE_RETRY.
            if self._cached.get(cached.id) is cached:
                del self._cached[cached.id]
            cached.close_sockets(1011)
            raise
        fresh = CachedMatch(stored, session, arrangements)
        cached.session = fresh.session
        cached.arranged = fresh.arranged
        cached.marks = fresh.marks
        cached.last_acted = fresh.last_acted
        cached.token_hashes = fresh.token_hashes
        cached.stale = False
        cached.valid = True
        self._replayed(cached)


def _in_use(cached: CachedMatch) -> bool:
    """A socket is open on the copy, or a request or a server move is under way in it
    or coming up."""
    return bool(cached.sockets) or cached.lock.locked() or cached.bot_timer is not None \
        or cached.clock_timer is not None


def _let_go(cached: CachedMatch) -> None:
    """The copy leaves memory: its server moves are left to the sweep, which finds them
    due in the log, and a request still holding it reads the log before acting (it
    hears of no other process's moves now)."""
    for timer in (cached.bot_timer, cached.clock_timer):
        if timer is not None:
            timer.cancel()
    cached.bot_timer = cached.clock_timer = None
    cached.stale = True


def _apply(match: Match, rows: list) -> None:
    """Replay the records of ``rows`` ((record, seat, time) from the store) on ``match``,
    the clock's as the clock's."""
    for record, seat, _ in rows:
        match.apply(record, CLOCK if seat == CLOCK_SEAT else None)
