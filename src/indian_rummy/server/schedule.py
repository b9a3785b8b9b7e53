"""The moves the server makes itself: a bot seat's turn, and the clock's when a turn's
time is up (or a seat ends the wait for a late one).

Each is a timer on the copy, set again whenever the copy changes (loaded, rebuilt,
caught up, or a move committed), and each move goes through the log like anyone's
(commit.py), so a restart loses nothing: the match's next load (or :meth:`resume`)
serves it. A move that meets a database that does not answer is tried again RETRY
seconds later.
"""

import asyncio
import logging
import time
from typing import Any

from ..bots import play_bot_turn
from ..engine.deal import IllegalAction
from . import clock
from .cache import Cache
from .cached import CachedMatch, Gone, Unreadable
from .commit import Commits
from .storage import CLOCK_SEAT, Unavailable, one_line

log = logging.getLogger("indian_rummy.server")

RETRY = 2.0  # seconds before the server's own move (a bot's, the clock's) is tried again
RESUME_HOURS = 24.0  # matches used this recently have their bots' and clocks' moves resumed


class Schedule:
    """The bots' turns and the turn clocks of the copies in ``cache``."""

    def __init__(self, cache: Cache, commits: Commits, bot_pace: float,
                 clock_scale: float) -> None:
        self.cache = cache
        self.commits = commits
        self.bot_pace = bot_pace
        self.clock_scale = clock_scale  # below 1 only in tests: every clock runs faster
        self._tasks: set = set()

    def due(self, cached: CachedMatch) -> None:
        """The copy changed: its bot's turn and its turn's deadline are set anew."""
        self.bot_soon(cached)
        self.clock_soon(cached)

    def spawn(self, coroutine: Any) -> None:
        """Run ``coroutine`` as a task of its own, kept until it is done."""
        task = asyncio.create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- the bots' seats ------------------------------------------------------------------

    def bot_soon(self, cached: CachedMatch, delay: "float | None" = None) -> None:
        """If a bot seat is to play, play its turn in a moment (once: a turn already
        coming up stays as it is)."""
        if cached.bot_timer is not None or cached.gone:
            return
        # A copy to be rebuilt may be wrong about whose turn it is: the turn asks again.
        if cached.valid and cached.bot_to_play() is None:
            return
        cached.bot_timer = asyncio.get_running_loop().call_later(
            self.bot_pace if delay is None else delay,
            lambda: self.spawn(self._play_bot(cached)))

    async def _play_bot(self, cached: CachedMatch) -> None:
        cached.bot_timer = None

        async def turn() -> "int | None":
            seat = cached.bot_to_play()
            if seat is not None:
                # On a thread: an expert bot's turn takes tens of milliseconds, which
                # the other matches' moves should not wait for.
                await asyncio.to_thread(play_bot_turn, cached.match, seat)
            return seat

        if not await self._serve(cached, turn):
            self.bot_soon(cached, RETRY)

    # -- the turn clock -------------------------------------------------------------------

    def clock_soon(self, cached: CachedMatch) -> None:
        """Set the timer for the deadline of the turn being played, if the server plays
        it when time is up (a live clock's; a timer set for an earlier turn goes)."""
        if cached.clock_timer is not None:
            cached.clock_timer.cancel()
            cached.clock_timer = None
        if cached.clock is None or cached.gone or not cached.valid:
            return
        turn = self.clock_of(cached)
        if turn is not None and not turn.days:
            self._clock_at(cached, turn.deadline - time.time())

    def _clock_at(self, cached: CachedMatch, delay: float) -> None:
        cached.clock_timer = asyncio.get_running_loop().call_later(
            max(0.0, delay), lambda: self.spawn(self._time_out(cached)))

    def clock_of(self, cached: CachedMatch) -> "clock.Turn | None":
        """The clock's reading of the match's turn (None: no clock, or no turn on it)."""
        return clock.reading(cached.match, cached.marks, cached.clock, cached.created,
                             self.clock_scale)

    async def _time_out(self, cached: CachedMatch) -> None:
        cached.clock_timer = None

        async def turn() -> "int | None":
            found = self.clock_of(cached)
            if found is None:
                return None  # the turn is over (its move set the next timer)
            if time.time() < found.deadline:  # the loop's clock ran ahead of the wall's
                self._clock_at(cached, found.deadline - time.time() + 0.01)
                return None
            clock.play_for(cached.match, found)
            return CLOCK_SEAT

        if not await self._serve(cached, turn):
            self._clock_at(cached, RETRY)

    async def end_late_turn(self, cached: CachedMatch, seat: int) -> None:
        """``seat`` ends the wait for a seat whose days for its turn are over (an
        any-time match's clock): the late seat drops, or, if it drew and went away,
        the card it drew is thrown for it (clock.play_late). IllegalAction if there
        is no such wait to end; Unavailable while the database does not answer."""
        async def late() -> int:
            turn = self.clock_of(cached)
            if turn is None or not turn.days:
                raise IllegalAction("not_late", "this match gives no days a turn, or no "
                                    "turn is being waited for")
            if turn.seat == seat:
                raise IllegalAction("not_late", "it is your own turn: play it")
            assert cached.clock is not None  # a reading with days has a clock
            days = cached.clock["days"]
            if time.time() < turn.deadline:
                raise IllegalAction("not_late", "%s still has time: %d day%s a turn, until "
                                    "%s UTC" % (cached.match.seats[turn.seat].name, days,
                                                "" if days == 1 else "s",
                                                time.strftime("%d %b %H:%M",
                                                              time.gmtime(turn.deadline))))
            clock.play_late(cached.match, turn)
            return CLOCK_SEAT

        async with cached.lock:
            await self.commits.commit(cached, late)

    async def _serve(self, cached: CachedMatch, play: Any) -> bool:
        """A move the server makes for a seat (see Commits.commit for ``play``). False
        if it must be tried again later (the database does not answer)."""
        try:
            async with cached.lock:
                await self.commits.commit(cached, play)
            return True
        except Unavailable:
            return False
        except (Gone, Unreadable):
            pass
        except Exception as error:
            log.error("server move failed match=%s error=%s", cached.id, one_line(error))
        return True

    # -- after a start --------------------------------------------------------------------

    async def resume(self, hours: float = RESUME_HOURS) -> int:
        """Load the matches used in the last ``hours`` in which the server may have a
        move to make (a bot's turn, a live clock's deadline), so that after a restart
        those moves come when they are due, whether or not anyone opens the match; how
        many were loaded. Raises Unavailable while the database does not answer."""
        count = 0
        for match_id in await self.cache.store.served_by_the_server(time.time() - hours * 3600):
            try:
                if await self.cache.get(match_id) is not None:
                    count += 1
            except Unreadable:
                continue  # logged; the doctor lists it
        return count
