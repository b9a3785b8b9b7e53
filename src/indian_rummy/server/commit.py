"""Acting on a match: a move is worked out on the copy and nobody hears of it until
the log has committed it durably.

Every move goes one way, :meth:`Commits.commit`, whoever makes it (a seat's request,
a bot's turn, the clock): the copy acts, its new records are appended with the
``seq`` that comes next in this process's copy, and only then are the seat's time,
every socket's view, the listeners and the server's next moves told. If the append
fails, or its outcome is unknown (the database went away), the copy is marked
invalid and rebuilt from the log before anything else uses it, so a move that was
never stored can never be built upon. A :class:`Conflict` at the append means
another process won the race: the copy is rebuilt and the move judged once more
against the table as it now is.
"""

import asyncio
import logging
from collections.abc import Awaitable, Callable

from ..engine.deal import IllegalAction
from .cache import Cache
from .cached import CachedMatch
from .outbox import Outbox
from .served import encode_json, is_slow, request_id
from .storage import CLOCK_SEAT, Conflict, one_line

log = logging.getLogger("indian_rummy.server")


class Commits:
    """The one way into the log for the copies of ``cache``. ``stored(cached)`` is
    called last after each commit: the server's own next moves may be due;
    ``due_at(cached, seat, records)`` says when the next of them falls due once the
    copy's new records are stored (the append stores that too)."""

    def __init__(self, cache: Cache, stored: Callable[[CachedMatch], None],
                 due_at: Callable[[CachedMatch, int, list], "float | None"]) -> None:
        self.cache = cache
        self._stored = stored
        self._due_at = due_at
        # Called as committed(table, seat, records) once an action is in the log and
        # its views are pushed; a listener must not block (it spawns what takes time).
        self.committed: list = []

    async def act(self, cached: CachedMatch, seat: int, text: str,
                  skip: "Outbox | None" = None) -> str:
        """Carry out one session request for ``seat``; returns the reply text. A request
        that changed the match is durably logged before anyone hears of it, then every
        other socket on the match gets its new view. Raises Gone, Unavailable or
        Unreadable (nothing was acknowledged). A request the log refuses twice (other
        moves reached it first) is answered with ``conflict`` and the fresh view."""
        slow = is_slow(text)
        reply = ""

        async def handle() -> int:
            nonlocal reply
            if slow:
                reply = await asyncio.to_thread(cached.session.handle, seat, text)
            else:
                reply = cached.session.handle(seat, text)
            return seat

        async with cached.lock:
            if await self.commit(cached, handle, skip):
                return reply
            return encode_json({"id": request_id(text), "ok": False, "error": {
                "code": "conflict", "message": "Other moves kept reaching the table first; "
                "this is the table as it is now."}, "result": cached.session.view(seat)})

    async def commit(self, cached: CachedMatch, play: Callable[[], Awaitable["int | None"]],
                     skip: "Outbox | None" = None) -> bool:
        """Bring the copy in line with the log, let ``play()`` act on it, and log what it
        did: ``play`` returns the seat to store the records under (CLOCK_SEAT for the
        clock), or None for nothing to store. False if the log refused the records
        twice; each time the copy is rebuilt and ``play`` judges the table again, so a
        move that no longer fits gets the rule's own refusal. Call it holding the
        match's lock; raises Gone, Unavailable, Unreadable, or the IllegalAction with
        which ``play`` refused before acting."""
        await self.cache.ready(cached)
        for _ in range(2):
            match = cached.match
            before = len(match.log)
            try:
                seat = await play()
            except IllegalAction:
                raise  # refused before acting: the copy is as it was
            except BaseException:
                cached.valid = False  # a bug must not leave a half-applied action
                raise
            records = match.log[before:]
            if seat is None or not records:
                return True
            now = await self._log(cached, seat, records)
            if now is None:
                continue
            self._committed(cached, seat, records, now, skip)
            return True
        return False

    async def _log(self, cached: CachedMatch, seat: int, records: list) -> "float | None":
        """Append the copy's new records to the log: the time stamped on them, or None
        if the log refused them (another move came first; the copy is rebuilt, so the
        caller judges the table again). Any other failure leaves the copy to be rebuilt
        before it is used, stored or not: the log decides."""
        match = cached.match
        try:
            return await self.cache.store.append(cached.id, seat, records,
                                                 "over" if match.over else "playing",
                                                 self._due_at(cached, seat, records))
        except Conflict:
            await self.cache.rebuild(cached)
            return None
        except BaseException:
            cached.valid = False
            raise

    def _committed(self, cached: CachedMatch, seat: int, records: list, now: float,
                   skip: "Outbox | None" = None) -> None:
        """What follows an action the log has stored: the seat's time, every other
        socket's view, the listeners, then the server's next moves."""
        cached.marks.extend([(seat, now)] * len(records))
        if seat != CLOCK_SEAT:
            cached.last_acted[seat] = now
        cached.push_updates(skip)
        for listener in self.committed:
            try:
                listener(cached, seat, records)
            except Exception as error:  # the move stands and is answered whatever befalls
                log.error("after-commit listener failed match=%s error=%s", cached.id,
                          one_line(error))
        self._stored(cached)
