"""The turn clock of a live match, timed by the log, never kept in one process's memory.

The clock is the engine's (engine/clock.py, ``Match.clock``, declared from the
match's stored ``clock``), and so are each seat's timeouts in a row, counted as the
log replays (a record stored with ``CLOCK_SEAT`` is the clock's). What only the
server adds is time: a match made with ``{"turn": S}`` gives each seat S seconds a
turn, and a reserve of R seconds (engine.clock.RESERVE_SECONDS) over the whole match
for the turns that take longer. Everything follows from the log's times: a turn
starts when the action before it that ended a turn (a discard, a drop, a
declaration, the next deal) was stored, or when the match was made; each turn
that ended after S seconds used up that much of its seat's reserve. So a
restarted server, or another process, finds the same deadline.

An any-time match may instead give each turn N days (``{"days": N}``). Nothing
is played for a late seat then: once its days are over, any other person at the
table may end its wait (:func:`play_late`), which drops the late seat at the
table's drop points if it has not drawn, or, if it drew and went away, throws
the card it drew (the rules allow no drop after a draw), so the turn moves on;
those records too are stored with ``CLOCK_SEAT``.

When a live seat's time is up, the server plays its turn (:func:`play_for`): draws
from the closed pile and throws the card drawn, never declares; the records are
stored with ``CLOCK_SEAT`` as the seat that asked, which is how the log tells a
timeout from a move. A seat's third timeout in a row, at the start of its turn,
is a drop, at the table's drop points. Bots' seats have no clock (they play at
the server's pace).
"""

from ..engine.clock import play_timeout
from ..engine.deal import DRAW
from ..engine.decision import CLOCK, Decision
from ..engine.match import Match

ENDS_A_TURN = ("discard", "drop", "declare", "next_deal")


DAY = 86400.0  # seconds


class Turn:
    """The clock's reading of the turn being played: whose, until when (seconds since
    the epoch), the reserve the seat has left, its timeouts in a row so far, and
    whether the server plays it when time is up (live play) or the others may end
    the wait (``days``)."""

    __slots__ = ("seat", "deadline", "reserve", "timeouts", "days")

    def __init__(self, seat: int, deadline: float, reserve: float, timeouts: int,
                 days: bool = False) -> None:
        self.seat = seat
        self.deadline = deadline
        self.reserve = reserve
        self.timeouts = timeouts
        self.days = days

    def __repr__(self) -> str:
        return "Turn(%d, deadline=%.3f, reserve=%.3f, timeouts=%d%s)" % (
            self.seat, self.deadline, self.reserve, self.timeouts,
            ", days=True" if self.days else "")


def reading(match: Match, marks: list, created: float, scale: float = 1.0) -> "Turn | None":
    """The clock of the turn being played (None: no clock, no turn, or a bot's turn).
    ``marks`` are the log's (seat that asked, time stored) per record; ``scale``
    shortens every time (tests only).

    >>> from ..engine.clock import TurnClock
    >>> match = Match.new("twine", "deal", [{"name": "A"}, {"name": "B"}], seed=3)
    >>> match.clock = TurnClock(30, 60)
    >>> reading(match, [], 1000.0)
    Turn(0, deadline=1090.000, reserve=60.000, timeouts=0)
    >>> _ = match.draw(0, "stock"); _ = match.discard(0, match.deal.drawn)
    >>> reading(match, [(0, 1040.0), (0, 1050.0)], 1000.0)  # A took 50 s
    Turn(1, deadline=1140.000, reserve=60.000, timeouts=0)
    >>> match.clock = TurnClock(days=2)
    >>> reading(match, [(0, 1040.0), (0, 1050.0)], 1000.0)
    Turn(1, deadline=173850.000, reserve=0.000, timeouts=0, days=True)
    """
    clock = match.clock
    if clock is None:
        return None
    deal = match.deal
    if match.over or deal.result is not None or match.seats[deal.turn].bot is not None:
        return None
    if clock.days is not None:
        per_turn, reserve = clock.days * DAY * scale, 0.0
    else:
        per_turn, reserve = (clock.turn or 0) * scale, clock.reserve * scale
    used = [0.0] * len(match.seats)
    start = created
    for record, (_, at) in zip(match.log, marks):
        action = record["action"]
        if action not in ENDS_A_TURN:
            continue
        if action != "next_deal":
            who = record["who"]
            used[who] = min(reserve, used[who] + max(0.0, at - start - per_turn))
        start = at
    left = reserve - used[deal.turn]
    return Turn(deal.turn, start + per_turn + left, left, clock.timeouts_of(deal.turn),
                clock.days is not None)


def turn_began(match: Match, marks: list, created: float) -> float:
    """When the turn being played began: when the last action that ended a turn was
    stored, or the match was made (``marks`` has one entry per record of the log).

    >>> match = Match.new("twine", "deal", [{"name": "A"}, {"name": "B"}], seed=3)
    >>> turn_began(match, [], 1000.0)
    1000.0
    >>> _ = match.draw(0, "stock"); _ = match.discard(0, match.deal.drawn)
    >>> turn_began(match, [(0, 1040.0), (0, 1050.0)], 1000.0)
    1050.0
    """
    for record, (_, at) in zip(reversed(match.log), reversed(marks)):
        if record["action"] in ENDS_A_TURN:
            return float(at)
    return created


def play_for(match: Match, turn: Turn) -> None:
    """The turn the clock plays for a seat whose time is up (engine/clock.py's rule,
    shared with the bot tables, through Match.act as the clock's)."""
    play_timeout(match, turn.seat)


def play_late(match: Match, turn: Turn) -> None:
    """The end of a late seat's wait, asked for by another seat once its days are
    over: a drop, at the table's drop points, if it has not drawn; else the card it
    drew is thrown for it (as the live clock would), since no drop follows a draw."""
    deal = match.deal
    if deal.phase == DRAW and deal.can_drop(turn.seat):
        match.act(turn.seat, Decision.drop(), CLOCK)
        return
    play_for(match, turn)
