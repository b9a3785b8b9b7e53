"""Hearing the other processes that share the log, and the database coming and going.

Another process's commit marks the copy here to be caught up before it is next
used, and the sockets open here get their new views at once; a seat's new name
(not in the log) has the copy rebuilt. After a time when this process could not
hear the log, or reach it, no copy is trusted until it has caught up. Every socket
is told when the database goes away and when it is back.
"""

import asyncio

from .cache import Cache
from .cached import Gone, Unreadable
from .schedule import Schedule
from .served import encode_json
from .storage import Unavailable


class Listening:
    """What ``cache`` does on hearing the log (``schedule`` restarts the bots' turns)."""

    def __init__(self, cache: Cache, schedule: Schedule) -> None:
        self.cache = cache
        self.schedule = schedule
        cache.store.on_status(self._on_status)

    async def heard(self, match_id: str, renamed: bool = False) -> None:
        """Another process committed to ``match_id``: re-read it before it is next used,
        and bring the sockets open here up to date now. A seat's new name is not in
        the log: the copy is rebuilt (or, with no sockets, forgotten)."""
        cached = self.cache.held(match_id)
        if cached is None:
            return
        if renamed:
            if not cached.sockets:
                self.cache.drop(match_id)
                return
            cached.valid = False
        else:
            cached.stale = True
        if not cached.sockets:
            return
        async with cached.lock:
            if await self.cache.ready(cached):
                cached.push_updates()

    async def resync(self) -> None:
        """After a time when this process could not hear the log (or reach it): no
        copy is trusted until it has caught up; those with sockets catch up now and
        push their fresh views."""
        matches = self.cache.matches()
        for cached in matches:
            cached.stale = True
        for cached in matches:
            if not cached.sockets or cached.gone:
                continue
            async with cached.lock:
                try:
                    await self.cache.ready(cached)
                except (Gone, Unreadable):
                    continue
                cached.push_updates()
            self.schedule.bot_soon(cached)

    def _on_status(self, available: bool) -> None:
        event = encode_json({"type": "event", "event": "database", "available": available})
        for cached in self.cache.matches():
            cached.push_all(event)
        if available and not self.cache.store.listens:  # a listening store resyncs on reconnecting
            self.schedule.spawn(self._resync_quietly())

    async def _resync_quietly(self) -> None:
        try:
            await self.resync()
        except Unavailable:
            pass  # down again: the next recovery resyncs

    async def watch(self, every: float = 1.0) -> None:
        """While the database is down, ask it every ``every`` seconds whether it is
        back (the answer tells everyone who listens for it). Runs until cancelled."""
        while True:
            await asyncio.sleep(every)
            if not self.cache.store.available:
                try:
                    await self.cache.store.ping()
                except Unavailable:
                    pass
