"""The rules of a table as one validated configuration object.

Later rule profiles (points, drops, Pool 101, more players) are new values of
:class:`RuleProfile`, not new code paths.

>>> PRACTICE.hand_size, PRACTICE.decks, PRACTICE.jokers_per_deck
(13, 2, 1)
>>> PRACTICE.replace(hand_size=10)
Traceback (most recent call last):
...
indian_rummy.cards.RummyError: hand_size must be 13 in this engine, not 10
"""

from .cards import RummyError

STOCK_EXHAUSTED_DRAW = "draw"
STOCK_EXHAUSTED_RESHUFFLE = "reshuffle"

_FIELDS = (
    # name, default, allowed values (None: any int in the range given by _RANGES)
    ("name", "practice", None),
    ("players", 2, None),
    ("decks", 2, None),
    ("jokers_per_deck", 1, None),
    ("hand_size", 13, (13,)),
    ("joker_indicator_wild_rank", "A", ("A",)),
    ("stock_exhausted", STOCK_EXHAUSTED_DRAW, (STOCK_EXHAUSTED_DRAW, STOCK_EXHAUSTED_RESHUFFLE)),
    ("player_starts", True, (True, False)),
    ("may_pick_wild_from_discard", True, (True, False)),
    ("min_runs", 2, (2,)),
    ("min_pure_runs", 1, (1,)),
    ("max_set_size", 4, (4,)),
    ("points_cap", 80, None),
    ("scoring", False, (False,)),
    ("drops", False, (False,)),
)
_RANGES = {"players": (2, 2), "decks": (2, 2), "jokers_per_deck": (0, 1), "points_cap": (1, 1000)}


class RuleProfile:
    """Every rule choice of a table. Values are checked when the profile is made."""

    __slots__ = tuple([f[0] for f in _FIELDS])
    name: str
    players: int
    decks: int
    jokers_per_deck: int
    hand_size: int
    joker_indicator_wild_rank: str
    stock_exhausted: str
    player_starts: bool
    may_pick_wild_from_discard: bool
    min_runs: int
    min_pure_runs: int
    max_set_size: int
    points_cap: int
    scoring: bool
    drops: bool

    def __init__(self, **values: object) -> None:
        for name, default, allowed in _FIELDS:
            value = values.pop(name, default)
            if name == "name":
                if not isinstance(value, str) or not value:
                    raise RummyError("name must be a non-empty string, not %r" % (value,))
            elif allowed is not None:
                if value not in allowed or type(value) is not type(allowed[0]):
                    raise RummyError("%s must be %s in this engine, not %r" % (
                        name, " or ".join([str(a) for a in allowed]), value))
            else:
                low, high = _RANGES[name]
                if not isinstance(value, int) or isinstance(value, bool) or not (
                        low <= value <= high):
                    raise RummyError("%s must be an integer from %d to %d, not %r" % (
                        name, low, high, value))
            setattr(self, name, value)
        if values:
            raise RummyError("unknown rule: %s" % (", ".join(sorted(values)),))

    def replace(self, **changes: object) -> "RuleProfile":
        """A new profile with some rules changed."""
        values = self.as_dict()
        values.update(changes)
        return RuleProfile(**values)

    def as_dict(self) -> dict:
        return dict([(f[0], getattr(self, f[0])) for f in _FIELDS])

    def deck_size(self) -> int:
        return self.decks * (52 + self.jokers_per_deck)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RuleProfile) and other.as_dict() == self.as_dict()

    def __hash__(self) -> int:
        return hash(self.name)

    def __repr__(self) -> str:
        return "RuleProfile(%s)" % ", ".join(
            ["%s=%r" % (f[0], getattr(self, f[0])) for f in _FIELDS])


#: The practice table: two decks and two jokers, 13 cards, player first,
#: stock exhaustion ends the deal as a draw, no points, no drops.
PRACTICE = RuleProfile()
