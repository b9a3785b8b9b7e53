"""The moves the server makes itself: a bot seat's turn, and the clock's when a turn's
time is up (or a seat ends the wait for a late one), and a seat's auto-drop that was
due when its copy was loaded (one that comes due on a move follows it: commit.py).

When the next of them falls due is kept in the log, not in a process: every append
stores it with its records (``matches.due_at``): a bot's turn ``bot_pace`` after
it began, a live turn at the clock's deadline, none for an any-time clock (a late
seat's wait is ended by another seat, never by the server). A new match's first
one is stored when it is made.

The process that made a move keeps a timer on its copy for the next one, set again
whenever the copy changes (loaded, rebuilt, caught up, or a move committed), so
its moves come on time. Every process also sweeps the log every SWEEP_EVERY
seconds for moves overdue by GRACE seconds (the process that made them due died,
or let the match go), claims them for LEASE seconds, so that one process takes
each, and plays them; all of them, page by page, however many a restart left
waiting. Each move goes through the log like anyone's (commit.py), whose ``seq``
stores it once however many processes try. A move that meets a database that
does not answer is tried again RETRY seconds later (a swept one once its claim
runs out).
"""

import asyncio
import contextlib
import logging
import time
from typing import Any

from ..bots import play_bot_turn
from . import clock
from .cache import Cache
from .cached import CachedMatch, Gone, Unreadable
from .commit import Commits, auto_drop
from .since import seat_name
from .storage import CLOCK_SEAT, Unavailable, one_line
from .words import Refused

log = logging.getLogger("indian_rummy.server")

RETRY = 2.0  # seconds before the server's own move (a bot's, the clock's) is tried again
SWEEP_EVERY = 0.5  # seconds between two sweeps of the log for overdue moves
GRACE = 2.0  # seconds past due before any process steps in for the one that made it due
LEASE = 10.0  # seconds a process has to play an overdue move it claimed
SWEEPING = 8  # overdue moves one process plays at once (each needs the database)


class Schedule:
    """The bots' turns and the turn clocks of the copies in ``cache``."""

    def __init__(self, cache: Cache, commits: Commits, bot_pace: float,
                 clock_scale: float) -> None:
        self.cache = cache
        self.commits = commits
        self.bot_pace = bot_pace
        self.clock_scale = clock_scale  # below 1 only in tests: every clock runs faster
        self._tasks: set = set()
        self._sweeping: set = set()  # the overdue moves this process is playing

    def due(self, cached: CachedMatch) -> None:
        """The copy changed: its bot's turn and its turn's deadline are set anew, and
        an auto-drop due is played."""
        self.bot_soon(cached)
        self.clock_soon(cached)
        if cached.valid and not cached.gone and cached.match.auto_drop_due() is not None:
            self.spawn(self._serve(cached, lambda: auto_drop(cached)))

    def spawn(self, coroutine: Any) -> None:
        """Run ``coroutine`` as a task of its own, kept until it is done."""
        task = asyncio.create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- when the next move falls due ------------------------------------------------------

    def due_after(self, cached: CachedMatch, seat: int, records: list) -> "float | None":
        """When the server's next move falls due once the copy's new ``records``, asked
        for by ``seat``, are stored (about now)."""
        return self._due(cached, cached.marks + [(seat, time.time())] * len(records))

    def next_due(self, cached: CachedMatch) -> "float | None":
        """When the server's next move in the match falls due (seconds since the epoch);
        None if it has none to make (no bot's turn, no live clock running)."""
        return self._due(cached, cached.marks)

    def _due(self, cached: CachedMatch, marks: list) -> "float | None":
        if cached.match.auto_drop_due() is not None:
            return clock.turn_began(cached.match, marks, cached.created)
        if cached.bot_to_play() is not None:
            return clock.turn_began(cached.match, marks, cached.created) + self.bot_pace
        turn = clock.reading(cached.match, marks, cached.created, self.clock_scale)
        return turn.deadline if turn is not None and not turn.days else None

    async def made(self, match_id: str) -> None:
        """A match was made: its first server move (a live clock's first deadline) is
        due in the log from now on, unless a move stored one already (a rematch's
        seats may be at it), and timed in this process, which holds the match now.
        A database that does not answer leaves that to the match's first move."""
        with contextlib.suppress(Unavailable):
            cached = await self.cache.get(match_id)
            due = None if cached is None else self.next_due(cached)
            if due is not None:
                await self.cache.store.set_due(match_id, due, None)

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
        if not await self._serve(cached, lambda: self._bot_turn(cached)):
            self.bot_soon(cached, RETRY)

    async def _bot_turn(self, cached: CachedMatch) -> "int | None":
        """Play the turn of the bot seat whose turn it is, if any; its seat."""
        seat = cached.bot_to_play()
        if seat is not None:
            # On a thread: an expert bot's turn takes tens of milliseconds, which the
            # other matches' moves should not wait for.
            await asyncio.to_thread(play_bot_turn, cached.match, seat)
        return seat

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
        return clock.reading(cached.match, cached.marks, cached.created, self.clock_scale)

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
                raise Refused("not_late", "server-no-wait")
            if turn.seat == seat:
                raise Refused("not_late", "server-own-turn")
            assert cached.match.clock is not None  # a reading with days has a clock
            days = cached.match.clock.days
            if time.time() < turn.deadline:
                raise Refused("not_late", "server-still-has-time",
                              name=seat_name(cached.match, turn.seat), days=days,
                              until=time.strftime("%d %b %H:%M", time.gmtime(turn.deadline)))
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

    # -- the sweep: overdue moves, whichever process made them due ----------------------

    async def sweep_forever(self) -> None:
        """Sweep the log for overdue moves now and every SWEEP_EVERY seconds until
        cancelled; a sweep the database does not answer is tried at the next. Copies
        idle in memory are let go as it goes (cache.py)."""
        try:
            while True:
                self.cache.let_go_idle()
                try:
                    count = await self.sweep()
                except Unavailable:
                    count = 0
                if count:
                    log.info("overdue server moves claimed count=%d", count)
                await asyncio.sleep(SWEEP_EVERY)
        finally:  # stopping: the moves under way stop too (their claims run out)
            for task in self._sweeping:
                task.cancel()
            await asyncio.gather(*self._sweeping, return_exceptions=True)

    async def sweep(self) -> int:
        """Claim every match whose server move is GRACE seconds overdue, as many at a
        time as this process plays at once (SWEEPING), and play each; how many were
        claimed. Raises Unavailable while the database does not answer."""
        count = 0
        while True:
            if len(self._sweeping) >= SWEEPING:
                await asyncio.wait(self._sweeping, return_when=asyncio.FIRST_COMPLETED)
                continue
            now = time.time()
            room = SWEEPING - len(self._sweeping)
            claimed = await self.cache.store.claim_due(now - GRACE, now + LEASE, room)
            for match_id in claimed:
                task = asyncio.create_task(self._overdue(match_id, now + LEASE))
                self._sweeping.add(task)
                task.add_done_callback(self._sweeping.discard)
            count += len(claimed)
            if len(claimed) < room:
                return count

    async def _overdue(self, match_id: str, claimed: float) -> None:
        """Play the claimed match's overdue move, if the log, read afresh, still has it
        due; else end the claim with the due time the log gives."""
        try:
            cached = await self.cache.get(match_id)
            if cached is None:
                return
            async with cached.lock:
                await self.cache.ready(cached, ask=True)
                if not await self._play_due(cached):
                    await self.cache.store.set_due(match_id, self.next_due(cached), claimed)
        except (Unavailable, Gone):
            return  # the claim runs out, and a sweep tries again; or the match is gone
        except Exception as error:  # Unreadable (logged by the cache) or a fault: set aside
            if not isinstance(error, Unreadable):
                log.error("overdue server move failed match=%s error=%s", match_id,
                          one_line(error))
            with contextlib.suppress(Unavailable):
                await self.cache.store.set_due(match_id, None, claimed)

    async def _play_due(self, cached: CachedMatch) -> bool:
        """Play the server's move in the match if it is due now (holding its lock); False
        if none was. A move another process stores first wins quietly: the log refuses
        this one, and the table, read again, has changed, so nothing more is played."""
        seen = len(cached.match.log)
        played = False

        async def move() -> "int | None":
            nonlocal played
            due = self.next_due(cached)
            if len(cached.match.log) != seen or due is None or time.time() < due:
                return None
            played = True
            if cached.match.auto_drop_due() is not None:
                return await auto_drop(cached)
            if cached.bot_to_play() is not None:
                return await self._bot_turn(cached)
            turn = self.clock_of(cached)
            assert turn is not None  # due, and no bot's turn: a live clock's
            clock.play_for(cached.match, turn)
            return CLOCK_SEAT

        await self.commits.commit(cached, move)
        return played
