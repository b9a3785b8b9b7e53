"""The turn clock: one model for partner play's server (server/clock.py times it from
the log) and the bot tables' session (the page times it).

A match declares its clock (:class:`TurnClock`, ``Match.clock``): S seconds a turn
and a reserve over the match, or N days a turn. The clock keeps each seat's
timeouts in a row, counted as moves go through ``Match.act``: the clock's move that
ends a seat's turn adds one, any other mover's ends the run.

What the clock plays when a seat's time is up: it never declares. It draws from the
closed pile (the open one if the closed pile cannot be drawn) and throws the card
drawn (or, if that was the open card, which may not go straight back, the hand's
last card). A seat's third timeout in a row, at the start of its turn, is a drop at
the table's drop points instead.

>>> from .match import Match
>>> match = Match.new("twine", "deal", [{"name": "A"}, {"name": "B"}], seed=3)
>>> match.clock = TurnClock(30)
>>> [(r["who"], r["action"]) for r in play_timeout(match, 0)]
[(0, 'draw'), (0, 'discard')]
>>> match.clock.timeouts
{0: 1}
>>> match.clock.timeouts[1] = 2
>>> [(r["who"], r["action"], r["points"]) for r in play_timeout(match, 1)]
[(1, 'drop', 20)]
"""

from .deal import DRAW, Deal
from .decision import CLOCK, Decision

MYPY = False  # true for the type checker only: match.py imports this module
if MYPY:
    from .match import Match

TIMEOUTS_TO_DROP = 3  # the timeout in a row that drops a seat, at the start of its turn
TURN_SECONDS = (30, 60)  # a live clock's time for each turn, as the tables offer it
RESERVE_SECONDS = 60  # and the reserve a seat may spend once over the whole match


class TurnClock:
    """A match's turn clock: ``turn`` seconds a turn and ``reserve`` seconds over the
    match (a live clock), or ``days`` a turn (an any-time one); and ``timeouts``, each
    seat's timeouts in a row (a seat with none is not in it)."""

    __slots__ = ("turn", "reserve", "days", "timeouts")

    def __init__(self, turn: "int | None" = None, reserve: int = RESERVE_SECONDS,
                 days: "int | None" = None) -> None:
        self.turn = turn
        self.reserve = reserve if days is None else 0
        self.days = days
        self.timeouts: dict = {}

    @classmethod
    def declared(cls, spec: "dict | None") -> "TurnClock | None":
        """The clock a match's stored ``clock`` declares: None (no clock), ``{"turn": S,
        "reserve": R}`` or ``{"days": N}``."""
        if spec is None:
            return None
        if "days" in spec:
            return cls(days=spec["days"])
        return cls(spec["turn"], spec["reserve"])

    def counted(self, seat: int, by: str) -> None:
        """A move by ``by`` just ended ``seat``'s turn: a timeout more, or none in a row."""
        if by == CLOCK:
            self.timeouts[seat] = self.timeouts.get(seat, 0) + 1
        else:
            self.timeouts.pop(seat, None)

    def timeouts_of(self, seat: int) -> int:
        return self.timeouts.get(seat, 0)

    def __repr__(self) -> str:
        if self.days is not None:
            return "TurnClock(days=%d)" % self.days
        return "TurnClock(%d, reserve=%d)" % (self.turn or 0, self.reserve)


def timeout_decision(deal: Deal, seat: int, timeouts: int) -> Decision:
    """What the clock does for ``seat``, whose time is up, at this step of its turn,
    after ``timeouts`` timeouts in a row before this one."""
    if deal.phase == DRAW:
        if timeouts + 1 >= TIMEOUTS_TO_DROP and deal.can_drop(seat):
            return Decision.drop()
        return Decision.draw("stock" if deal.can_draw(seat, "stock") else "discard")
    card = deal.drawn
    if card is None or card == deal.picked:
        card = [c.id for tray in deal.hands[seat] for c in tray if c.id != deal.picked][-1]
    return Decision.discard(card)


def play_timeout(match: "Match", seat: int) -> list:
    """Play the turn of ``seat``, whose time is up, through the match's one entry point
    as the clock's; the records it made (a drop, or a draw and a discard, or a discard
    only if the seat had drawn)."""
    clock = match.clock
    timeouts = 0 if clock is None else clock.timeouts_of(seat)
    records = []
    while True:
        decision = timeout_decision(match.deal, seat, timeouts)
        records.append(match.act(seat, decision, CLOCK))
        if decision.ends_turn():
            return records
