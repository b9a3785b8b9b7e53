"""A decision: the turn step a seat chooses, as a value a bot returns and a match applies.

Whoever moves a seat (its person, its bot, the turn clock, its auto-drop) does
it with a :class:`Decision`, carried out by :meth:`~.match.Match.act` through the
same ``verify_x`` / ``x`` methods, so the log tells every turn once, whoever took
it. A bot never acts on the table itself: it looks at its seat's sight and
returns a decision.

>>> Decision.draw("stock")
Decision.draw('stock')
>>> Decision.discard(17), Decision.declare(None), Decision.drop()
(Decision.discard(17), Decision.declare(None), Decision.drop())
>>> Decision.discard(17) == Decision.discard(17), Decision.discard(17).ends_turn()
(True, True)
>>> Decision.draw("pile")
Traceback (most recent call last):
...
indian_rummy.engine.cards.RummyError: a draw is from 'stock' or 'discard', not 'pile'
"""

from .canon import show_value
from .cards import RummyError

DRAW = "draw"
DISCARD = "discard"
DECLARE = "declare"
DROP = "drop"
TURN_STEPS = (DRAW, DISCARD, DECLARE, DROP)

# Who moves a seat (Match.act's ``by``): the person in it (or the simulator's random
# player), the bot that plays it, the turn clock when its time is up, or the drop it
# asked for when its next turn came.
PERSON = "person"
BOT = "bot"
CLOCK = "clock"
AUTO_DROP = "auto_drop"
MOVERS = (PERSON, BOT, CLOCK, AUTO_DROP)


class Decision:
    """One step of a turn: draw from a pile, discard a card, declare (with the final
    discard, or None holding 13 cards), or drop. ``card`` is a card id."""

    __slots__ = ("action", "source", "card")

    def __init__(self, action: str, source: "str | None" = None,
                 card: "int | None" = None) -> None:
        self.action = action
        self.source = source
        self.card = card

    @classmethod
    def draw(cls, source: str) -> "Decision":
        if source not in ("stock", "discard"):
            raise RummyError("a draw is from 'stock' or 'discard', not %s" % show_value(source))
        return cls(DRAW, source=source)

    @classmethod
    def discard(cls, card: int) -> "Decision":
        return cls(DISCARD, card=card)

    @classmethod
    def declare(cls, card: "int | None") -> "Decision":
        return cls(DECLARE, card=card)

    @classmethod
    def drop(cls) -> "Decision":
        return cls(DROP)

    def as_record(self) -> dict:
        """The decision as the fields of a log record (what :meth:`Deal.apply` reads)."""
        return {"action": self.action, "source": self.source, "card": self.card}

    def ends_turn(self) -> bool:
        """Whether the seat's turn is over once this is carried out (all but a draw)."""
        return self.action != DRAW

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decision) and (self.action, self.source, self.card) == (
            other.action, other.source, other.card)

    def __hash__(self) -> int:
        return hash((self.action, self.source, self.card))

    def __repr__(self) -> str:
        if self.action == DRAW:
            return "Decision.draw(%r)" % self.source
        if self.action == DROP:
            return "Decision.drop()"
        return "Decision.%s(%r)" % (self.action, self.card)
