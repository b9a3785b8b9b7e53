"""The rules of a table as one validated configuration object, and match formats.

Each named profile (``practice``, ``twine``, ``classic``) is a value of
:class:`RuleProfile`, not a code path of its own; a :class:`MatchFormat` says
how deals string together (one deal, a pool to 101 or 201 points, or Deals Rummy:
a fixed number of deals played for chips).

>>> PRACTICE.hand_size, PRACTICE.decks, PRACTICE.jokers_per_deck
(13, 2, 1)
>>> CLASSIC.pack_for(2), CLASSIC.pack_for(6), TWINE.pack_for(2)
((1, 2), (2, 4), (2, 2))
>>> PRACTICE.stock_rebuilds, CLASSIC.stock_rebuilds, CLASSIC.turn_limit
(0, 2, 300)
>>> PRACTICE.replace(hand_size=10)
Traceback (most recent call last):
...
indian_rummy.engine.cards.RummyError: hand_size must be 13 in this engine, not 10
>>> profile_named("poker")
Traceback (most recent call last):
...
indian_rummy.engine.cards.RummyError: no rule profile named 'poker' (practice, twine, classic)
"""

from .canon import show_value
from .cards import RummyError

STOCK_EXHAUSTED_DRAW = "draw"
STOCK_EXHAUSTED_RESHUFFLE = "reshuffle"

FIRST_TURN_PLAYER = "player"   # seat 0 starts every deal
FIRST_TURN_ROTATE = "rotate"   # the dealer moves one seat a deal; the seat after it starts

INVALID_REFUSED = "refused"    # a hand that is not complete cannot be declared
INVALID_PENALTY = "penalty"    # it can: the declarer pays the full count and is out

SCORING_NONE = "none"
SCORING_TWO_RUNS = "two_runs"  # a loser's grouped cards are free with two runs, one pure
SCORING_PURE_RUN = "pure_run"  # ... with a pure run (the first life)

_FIELDS = (
    # name, default, allowed values (None: an int in the range given by _RANGES)
    ("name", "practice", None),
    ("title", "Practice", None),  # what the table is called where a player chooses it
    ("min_players", 2, None),
    ("max_players", 2, None),
    ("decks", 2, None),
    ("jokers_per_deck", 1, None),
    ("one_deck_up_to", 0, None),  # tables of at most this many seats play one deck
    ("hand_size", 13, (13,)),
    ("stock_exhausted", STOCK_EXHAUSTED_DRAW, (STOCK_EXHAUSTED_DRAW, STOCK_EXHAUSTED_RESHUFFLE)),
    # A dead deal (no winner, nobody pays): the stock runs out once more after it was
    # rebuilt from the discards this many times (0: the first time it runs out), or the
    # deal reaches this many turns in all. A turn is at most two records (a draw and a
    # throw), so no deal holds more than 2 * turn_limit of them.
    ("stock_rebuilds", 0, None),
    ("turn_limit", 300, None),
    ("first_turn", FIRST_TURN_PLAYER, (FIRST_TURN_PLAYER, FIRST_TURN_ROTATE)),
    ("may_pick_wild_from_discard", True, (True, False)),
    ("invalid_declaration", INVALID_REFUSED, (INVALID_REFUSED, INVALID_PENALTY)),
    ("min_runs", 2, (2,)),
    ("min_pure_runs", 1, (1,)),
    ("points_cap", 80, None),
    ("scoring", SCORING_NONE, (SCORING_NONE, SCORING_TWO_RUNS, SCORING_PURE_RUN)),
    ("drops", False, (False, True)),
    ("formats", "deal", None),  # the match formats offered, separated by spaces
    ("guided", True, (True, False)),  # the guided first deal may be asked for
    # The one bot this table always seats opposite the player (its registry key), or
    # "" when the player chooses the bots and the number of seats.
    ("bot", "mira", None),
)
_RANGES = {"min_players": (2, 6), "max_players": (2, 6), "decks": (1, 2),
           "jokers_per_deck": (0, 2), "one_deck_up_to": (0, 6), "points_cap": (1, 1000),
           "stock_rebuilds": (0, 9), "turn_limit": (20, 400)}


class RuleProfile:
    """Every rule choice of a table. Values are checked when the profile is made."""

    __slots__ = tuple([f[0] for f in _FIELDS])
    name: str
    title: str
    min_players: int
    max_players: int
    decks: int
    jokers_per_deck: int
    one_deck_up_to: int
    hand_size: int
    stock_exhausted: str
    stock_rebuilds: int
    turn_limit: int
    first_turn: str
    may_pick_wild_from_discard: bool
    invalid_declaration: str
    min_runs: int
    min_pure_runs: int
    points_cap: int
    scoring: str
    drops: bool
    formats: str
    guided: bool
    bot: str

    def __init__(self, **values: object) -> None:
        for name, default, allowed in _FIELDS:
            value = values.pop(name, default)
            if name in ("name", "title", "formats"):
                if not isinstance(value, str) or not value:
                    raise RummyError("%s must be a non-empty string, not %r" % (name, value))
            elif name == "bot":
                if not isinstance(value, str):
                    raise RummyError("bot must be a bot's key or \"\", not %r" % (value,))
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
        if self.min_players > self.max_players:
            raise RummyError("min_players (%d) is above max_players (%d)" % (
                self.min_players, self.max_players))
        if (self.stock_rebuilds > 0) != (self.stock_exhausted == STOCK_EXHAUSTED_RESHUFFLE):
            raise RummyError("stock_rebuilds must be %s when the stock_exhausted rule is %r" % (
                "at least 1" if self.stock_rebuilds == 0 else "0", self.stock_exhausted))
        if self.guided and self.first_turn != FIRST_TURN_PLAYER:
            raise RummyError("the guided first deal needs first_turn %r" % FIRST_TURN_PLAYER)
        for name in self.format_names():
            if name not in FORMATS:
                raise RummyError("unknown match format %r (%s)" % (name, " ".join(FORMATS)))

    def replace(self, **changes: object) -> "RuleProfile":
        """A new profile with some rules changed."""
        values = self.as_dict()
        values.update(changes)
        return RuleProfile(**values)

    def as_dict(self) -> dict:
        return dict([(f[0], getattr(self, f[0])) for f in _FIELDS])

    def scored(self) -> bool:
        """Whether the table keeps points: standings, totals and each deal's scores."""
        return self.scoring != SCORING_NONE

    def called(self) -> str:
        """The table's title inside a sentence ("a two-player table")."""
        return self.title.lower()

    def format_names(self) -> list:
        return self.formats.split()

    def pack_for(self, players: int) -> tuple:
        """(decks, printed jokers) for a table of ``players`` seats."""
        decks = 1 if players <= self.one_deck_up_to else self.decks
        return decks, decks * self.jokers_per_deck

    def deck_size(self, players: int = 2) -> int:
        decks, jokers = self.pack_for(players)
        return decks * 52 + jokers

    def check_players(self, players: object) -> int:
        if not isinstance(players, int) or isinstance(players, bool) or not (
                self.min_players <= players <= self.max_players):
            if self.min_players == self.max_players:
                raise RummyError("a %s table has %d seats, not %s" % (
                    self.called(), self.min_players, _shown(players)))
            raise RummyError("a %s table has %d to %d seats, not %s" % (
                self.called(), self.min_players, self.max_players, _shown(players)))
        return players

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RuleProfile) and other.as_dict() == self.as_dict()

    def __hash__(self) -> int:
        return hash(self.name)

    def __repr__(self) -> str:
        return "RuleProfile(%s)" % ", ".join(
            ["%s=%r" % (f[0], getattr(self, f[0])) for f in _FIELDS])


def _shown(value: object) -> str:
    return str(value) if isinstance(value, int) and not isinstance(value, bool) else "that"


CHIPS_PER_DEAL = 80  # Deals Rummy: each seat starts with this many chips per deal played


class MatchFormat:
    """How deals string together: one deal, a pool where ``limit`` points put a seat out,
    or Deals Rummy: ``deals`` deals for chips, the most chips winning.

    Drops cost ``first_drop`` before a seat's first draw of the deal, ``middle_drop`` after.

    >>> DEALS3.chips(), DEALS3.is_pool(), DEALS3.single(), DEAL.single()
    (240, False, False, True)
    """

    __slots__ = ("name", "title", "limit", "first_drop", "middle_drop", "deals")

    def __init__(self, name: str, title: str, limit: int, first_drop: int,
                 middle_drop: int, deals: int = 0) -> None:
        self.name = name
        self.title = title
        self.limit = limit  # 0: no pool
        self.first_drop = first_drop
        self.middle_drop = middle_drop
        self.deals = deals  # Deals Rummy's number of deals; 0: not played for chips

    def is_pool(self) -> bool:
        return self.limit > 0

    def single(self) -> bool:
        """Whether the match is one deal (no match winner beyond the deal's)."""
        return self.limit == 0 and self.deals == 0

    def chips(self) -> int:
        """The chips each seat starts with (0: not played for chips)."""
        return CHIPS_PER_DEAL * self.deals

    def __repr__(self) -> str:
        return "MatchFormat(%r, limit=%d, deals=%d, drops=%d/%d)" % (
            self.name, self.limit, self.deals, self.first_drop, self.middle_drop)


DEAL = MatchFormat("deal", "One deal", 0, 20, 40)
POOL101 = MatchFormat("pool101", "Pool 101", 101, 20, 40)
# Pool 201 drops cost 25 and 50, as common online tables play it.
POOL201 = MatchFormat("pool201", "Pool 201", 201, 25, 50)
DEALS2 = MatchFormat("deals2", "Deals Rummy, 2 deals", 0, 20, 40, 2)
DEALS3 = MatchFormat("deals3", "Deals Rummy, 3 deals", 0, 20, 40, 3)
DEALS6 = MatchFormat("deals6", "Deals Rummy, 6 deals", 0, 20, 40, 6)
FORMATS = {"deal": DEAL, "pool101": POOL101, "pool201": POOL201,
           "deals2": DEALS2, "deals3": DEALS3, "deals6": DEALS6}


#: How often the scored tables rebuild an empty stock from the discards before a deal
#: whose stock runs out once more is dead (a bound every deal meets, as turn_limit is).
STOCK_REBUILDS = 2

#: The practice table: two decks and two jokers, 13 cards, player first,
#: stock exhaustion ends the deal with no winner, no points, no drops.
PRACTICE = RuleProfile()

#: The two-player rules page: points, drops, Pool 101, first player swapping,
#: no wild card from the discard pile, only valid hands may be declared. Its key
#: ("twine", the rules page's name) stays in addresses and stored matches; players
#: read its title.
TWINE = RuleProfile(
    name="twine", title="Two-player", guided=False, bot="",
    first_turn=FIRST_TURN_ROTATE, may_pick_wild_from_discard=False,
    stock_exhausted=STOCK_EXHAUSTED_RESHUFFLE, stock_rebuilds=STOCK_REBUILDS,
    scoring=SCORING_TWO_RUNS, drops=True,
    formats="deal pool101 deals2 deals3 deals6")

#: The 2-6 player rulebook: one deck and two jokers for two players, two decks
#: and four jokers for more; an invalid declaration costs the full count.
CLASSIC = RuleProfile(
    name="classic", title="Classic", guided=False, bot="",
    max_players=6, jokers_per_deck=2, one_deck_up_to=2,
    first_turn=FIRST_TURN_ROTATE, stock_exhausted=STOCK_EXHAUSTED_RESHUFFLE,
    stock_rebuilds=STOCK_REBUILDS, invalid_declaration=INVALID_PENALTY,
    scoring=SCORING_PURE_RUN, drops=True,
    formats="deal pool101 pool201 deals2 deals3 deals6")

PROFILES = {"practice": PRACTICE, "twine": TWINE, "classic": CLASSIC}
# The order tables are offered in (a MicroPython dict keeps no order).
PROFILE_ORDER = ("practice", "twine", "classic")


def profile_named(name: object) -> RuleProfile:
    profile = PROFILES.get(name) if isinstance(name, str) else None
    if profile is None:
        raise RummyError("no rule profile named %s (%s)" % (
            show_value(name) if isinstance(name, str) else "like that", ", ".join(PROFILE_ORDER)))
    return profile


def format_named(profile: RuleProfile, name: object) -> MatchFormat:
    if not isinstance(name, str) or name not in profile.format_names():
        raise RummyError("a %s table plays %s, not %s" % (
            profile.called(), " or ".join(profile.format_names()),
            show_value(name) if isinstance(name, str) else "that"))
    return FORMATS[name]
