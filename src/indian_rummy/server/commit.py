"""Acting on a match: a move is worked out on the copy and nobody hears of it until
the log has committed it durably.

Every move goes one way, :meth:`Commits.commit`, whoever makes it (a seat's request,
a bot's turn, the clock, an auto-drop): the copy acts (each step through the
engine's one entry point, ``Match.act``), its new records are appended with the
``seq`` that comes next in this process's copy, and only then are the seat's time,
every socket's view, the listeners and the server's next moves told. If the append
fails, or its outcome is unknown (the database went away), the copy is marked
invalid and rebuilt from the log before anything else uses it, so a move that was
never stored can never be built upon. A :class:`Conflict` at the append means
another process won the race: the copy is rebuilt and the move judged once more
against the table as it now is.

A seat arranging its own hand makes no record (arranged.py): its new arrangement
is kept in its place instead, as is its request to drop when its turn comes
(auto-drop). When a move brings the turn to a seat that asked, its drop follows
at once as a move of its own, under the same lock: committed like any drop, under
its own seat, before anyone else may act. A deal holds at most DEAL_RECORDS records of play;
beyond them every move of the deal is refused (``deal_too_long``), so that no
client can grow a log without end. A review is the reviews' (reviews.py).
"""

import logging
from collections.abc import Awaitable, Callable

from ..engine.deal import IllegalAction
from ..engine.match import Match
from .arranged import kept_text, layout
from .cache import Cache
from .cached import CachedMatch, Gone
from .outbox import Outbox
from .reviews import REVIEW_RATE, Reply, Reviews
from .served import encode_json, request_id, requested
from .storage import CLOCK_SEAT, Conflict, one_line
from .words import Refused, message, refusal

log = logging.getLogger("indian_rummy.server")

# Records of play one deal may hold (draws, discards, drops, declarations): a real
# deal holds a few dozen, a long one with reshuffles a few hundred.
DEAL_RECORDS = 1000


class Commits:
    """The one way into the log for the copies of ``cache``. ``stored(cached)`` is
    called last after each commit: the server's own next moves may be due;
    ``due_at(cached, seat, records)`` says when the next of them falls due once the
    copy's new records are stored (the append stores that too)."""

    def __init__(self, cache: Cache, stored: Callable[[CachedMatch], None],
                 due_at: Callable[[CachedMatch, int, list], "float | None"],
                 review_rate: tuple = REVIEW_RATE) -> None:
        self.cache = cache
        self._stored = stored
        self._due_at = due_at
        self.reviews = Reviews(cache, review_rate)
        # Called as committed(table, seat, records) once an action is in the log and
        # its views are pushed; a listener must not block (it spawns what takes time).
        self.committed: list = []

    async def act(self, cached: CachedMatch, seat: int, text: str,
                  skip: "Outbox | None" = None, address: str = "?") -> str:
        """Carry out one session request for ``seat`` (asking from ``address``); returns
        the reply text. A request that changed the match is durably logged before
        anyone hears of it, then every other socket on the match gets its new view; one
        that changed the seat's arrangement has it kept first. Raises Gone,
        Unavailable or Unreadable (nothing was acknowledged), or TooMany (a review
        beyond the address's rate). A request the log refuses twice (other moves
        reached it first) is answered with ``conflict`` and the fresh view."""
        request = requested(text)
        if request is not None and request.slow:  # a review
            return (await self.review(cached, seat, text, address)).text()
        arranges = request is not None and request.arranges
        reply = ""
        arranged = False

        async def handle() -> int:
            nonlocal reply, arranged
            before = layout(cached.session, seat) if arranges else None
            reply = cached.session.handle(seat, text)
            arranged = arranges and layout(cached.session, seat) != before
            return seat

        async with cached.lock:
            try:
                # Only a move can make a record: anything else may be asked at the bound.
                done = await self.commit(cached, handle, skip, bounded=request is not None
                                         and not arranges)
            except IllegalAction as error:  # the deal is at its bound
                return self._refusal(cached, seat, text, error.code, refusal(error))
            if not done:
                return self._refusal(cached, seat, text, "conflict",
                                     message("server-conflict"))
            if arranged:
                await self._keep_arrangement(cached, seat)
            return reply

    async def review(self, cached: CachedMatch, seat: int, text: str, address: str) -> Reply:
        """The reply to the review request ``text`` of ``seat`` (reviews.py), around the
        review as kept; raises as :meth:`act` does."""
        async with cached.lock:
            await self.cache.ready(cached)
            return await self.reviews.answer(cached, seat, text, address)

    @staticmethod
    def _refusal(cached: CachedMatch, seat: int, text: str, code: str,
                 said: "dict | str") -> str:
        """The reply refusing request ``text``, with the seat's view as it is now."""
        return encode_json({"id": request_id(text), "ok": False, "error": {
            "code": code, "message": said}, "result": cached.session.view(seat)})

    async def _keep_arrangement(self, cached: CachedMatch, seat: int) -> None:
        """Keep the seat's new arrangement in place of its last. If the store may not
        have it, the copy is rebuilt before it is used again (with the arrangement
        the store has), as after a move the log may not hold."""
        try:
            cached.arranged[seat] = await self.cache.store.arrangements.keep(
                cached.id, seat, cached.match.number, kept_text(cached.session, seat))
        except Conflict:  # the match is gone
            cached.valid = False
            raise Gone(cached.id)
        except BaseException:
            cached.valid = False
            raise

    async def commit(self, cached: CachedMatch, play: Callable[[], Awaitable["int | None"]],
                     skip: "Outbox | None" = None, bounded: bool = True) -> bool:
        """Bring the copy in line with the log, let ``play()`` act on it, and log what it
        did: ``play`` returns the seat to store the records under (CLOCK_SEAT for the
        clock), or None for nothing to store. False if the log refused the records
        twice; each time the copy is rebuilt and ``play`` judges the table again, so a
        move that no longer fits gets the rule's own refusal. Unless ``play`` cannot
        make a record (not ``bounded``), a deal at its bound is refused before it
        plays. Call it holding the match's lock; raises Gone, Unavailable, Unreadable,
        or the IllegalAction with which ``play`` (or the bound) refused before acting."""
        await self.cache.ready(cached)
        for _ in range(2):
            match = cached.match
            if bounded:
                _within_bound(match)
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
            await self._auto_drop(cached)
            return True
        return False

    async def _auto_drop(self, cached: CachedMatch) -> None:
        """The drop a seat asked for when its turn came, if the turn has now come to
        it. If it cannot be stored now, the copy is left to be rebuilt, and the kept
        request makes it due again (Schedule.due)."""
        seat = cached.match.auto_drop_due()
        if seat is None:
            return
        try:
            await self.commit(cached, lambda: auto_drop(cached))
        except Exception as error:  # the move before it stands, and is answered
            log.warning("auto-drop not stored yet match=%s seat=%d error=%s", cached.id, seat,
                        one_line(error))

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
        else:  # the seat the clock played for, and the others, are told it was the clock's
            cached.session.clocked(records)
        cached.push_updates(skip)
        for listener in self.committed:
            try:
                listener(cached, seat, records)
            except Exception as error:  # the move stands and is answered whatever befalls
                log.error("after-commit listener failed match=%s error=%s", cached.id,
                          one_line(error))
        self._stored(cached)


async def auto_drop(cached: CachedMatch) -> "int | None":
    """Play the drop a seat asked for, if its turn has come (Match.auto_drop_due): the
    move to commit, as that seat's; its seat, or None if none was due."""
    seat = cached.match.auto_drop_due()
    if seat is not None:
        cached.session.play_auto_drop(seat)
    return seat


def _within_bound(match: Match) -> None:
    """Refuse any move in a deal that holds DEAL_RECORDS records of play already (the
    deal's own log: a record that only arranged trays, of an old log, is none)."""
    if len(match.deal.log) >= DEAL_RECORDS and match.deal.result is None:
        raise Refused("deal_too_long", "server-deal-too-long", most=DEAL_RECORDS)
