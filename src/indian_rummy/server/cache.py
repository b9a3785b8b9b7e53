"""The matches this process holds in memory, and keeping each copy in line with the log.

A copy is loaded (its log replayed) when first asked for, kept while in use (up to
CACHE_SIZE, those with open sockets always), and forgotten when its match leaves the
log. Before a request acts, :meth:`Cache.ready` brings the copy in line: rebuilt from
the log if it may differ from it (an append failed or its outcome is unknown),
caught up if it may be behind (another process appended, or this one could not
hear). A log that does not replay is a bug: said loudly, answered with Unreadable.
"""

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Callable

from ..engine.deal import IllegalAction
from .cached import CachedMatch, Gone, Unreadable
from .storage import CLOCK_SEAT, Store, StoredMatch, one_line

log = logging.getLogger("indian_rummy.server")

CACHE_SIZE = 2000  # matches kept replayed in memory (those with open sockets always stay)
UNREADABLE_RETRY = 60.0  # seconds before a match whose log failed to replay is tried again


class Cache:
    """Every match this process has in memory, over one store. ``loaded(cached)`` is
    called when a copy comes into memory, ``replayed(cached)`` when it has been rebuilt
    or caught up: the server's own moves (its bots', its clocks') may be due."""

    def __init__(self, store: Store, loaded: Callable[[CachedMatch], None],
                 replayed: Callable[[CachedMatch], None]) -> None:
        self.store = store
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
        self._cached.pop(match_id, None)

    async def get(self, match_id: str) -> "CachedMatch | None":
        """The match's copy (None if there is no such match). Raises Unavailable while
        the database does not answer, Unreadable if its log does not replay."""
        cached = self._cached.get(match_id)
        if cached is not None:
            self._cached.move_to_end(match_id)
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
            cached = self._replay(stored)
            self._cached[match_id] = cached
            self._evict()
            # A bot's turn or a deadline left waiting by a restart is served now.
            self._loaded(cached)
            return cached
        finally:
            self._loading.pop(match_id, None)

    def _replay(self, stored: StoredMatch) -> CachedMatch:
        try:
            cached = CachedMatch(stored)
        except Exception as error:
            # A log the engine cannot replay is a bug (or a damaged database): said
            # loudly, once a minute at most, and answered with a clear error.
            self._unreadable[stored.id] = time.monotonic()
            log.error("match unreadable match=%s records=%d error=%s; "
                      "`indian-rummy doctor` lists every such match", stored.id,
                      len(stored.records), one_line(error))
            raise Unreadable(stored.id)
        self._unreadable.pop(stored.id, None)
        return cached

    def _evict(self) -> None:
        while len(self._cached) > CACHE_SIZE:
            for match_id, cached in self._cached.items():
                if not cached.sockets and not cached.lock.locked():
                    del self._cached[match_id]
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

    async def ready(self, cached: CachedMatch, ask: bool = False) -> bool:
        """Bring the copy in line with the log, holding the match's lock: rebuilt if it
        may differ from the log, caught up if it may be behind (or ``ask``: an HTTP
        read asks every time). True if anything changed. Raises Gone, Unavailable or
        Unreadable, leaving the copy to be brought in line again next time."""
        if cached.gone:
            raise Gone(cached.id)
        if not cached.valid:
            await self.rebuild(cached)
            return True
        if ask or cached.stale or not self.store.cache_trusted:
            return await self.catch_up(cached)
        return False

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
            for record, _, _ in rows:
                match.apply(record)
        except IllegalAction:
            await self.rebuild(cached)
            return True
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
        try:
            fresh = self._replay(stored)
        except Unreadable:
            # Out of the cache, so that asking again waits for UNREADABLE_RETRY.
            if self._cached.get(cached.id) is cached:
                del self._cached[cached.id]
            cached.close_sockets(1011)
            raise
        cached.session = fresh.session
        cached.marks = fresh.marks
        cached.last_acted = fresh.last_acted
        cached.token_hashes = fresh.token_hashes
        cached.stale = False
        cached.valid = True
        self._replayed(cached)
