"""What a losing hand counts under a rule profile.

Cards count their points (J, Q, K and A 10, number cards their face value,
wild cards nothing). A loser whose cards hold the runs the profile asks for
(``twine``: two runs, one of them pure; ``classic``: a pure run) counts only
the cards outside groups; otherwise every card counts. Either way at most
the profile's cap (80). The grouping is the best one the engine can find, so
nobody pays for arranging slowly.

>>> from .cards import parse_cards
>>> from .rules import CLASSIC, TWINE
>>> hand = parse_cards("3H 4H 5H QC QD QS 9S 9D KH 2C 7D 8C JK")
>>> score_hand(hand, 10, TWINE).points  # 7♦ JK 9♦ is the second run; 9♠ K♥ 2♣ 8♣ loose
29
>>> score_hand(hand, 10, CLASSIC).points  # 9♠ 9♦ JK is a set; K♥ 2♣ 7♦ 8♣ loose
27
>>> score_hand(parse_cards("3H 4H 6H QC QD QS 9S 9D KH 2C 7D 8C KC"), 10, TWINE)
<Score 80 (every card counts: no pure run)>
"""

from .cards import RummyError, card_points
from .rules import SCORING_NONE, SCORING_PURE_RUN, SCORING_TWO_RUNS, RuleProfile
from .solver import has_pure_run, least_points

ALL_COUNT_NO_PURE_RUN = "no pure run"
ALL_COUNT_NO_SECOND_RUN = "no second run beside the pure run"


class Score:
    """A hand's points and the grouping that gives them.

    ``all_counted`` is True when the hand lacks the runs the profile asks for,
    so every card counted; ``why`` then says what was missing.
    """

    __slots__ = ("points", "groups", "loose", "all_counted", "why")

    def __init__(self, points: int, groups: list, loose: list, all_counted: bool = False,
                 why: str = "") -> None:
        self.points = points
        self.groups = groups
        self.loose = loose
        self.all_counted = all_counted
        self.why = why

    def __repr__(self) -> str:
        if self.all_counted:
            return "<Score %d (every card counts: %s)>" % (self.points, self.why)
        return "<Score %d>" % self.points


def required_runs(rules: RuleProfile) -> tuple:
    """(runs, pure runs) a loser needs for only their loose cards to count."""
    if rules.scoring == SCORING_TWO_RUNS:
        return rules.min_runs, rules.min_pure_runs
    if rules.scoring == SCORING_PURE_RUN:
        return rules.min_pure_runs, rules.min_pure_runs
    raise RummyError("the %s profile keeps no points" % rules.name)


def score_hand(cards: list, wild_rank: int, rules: RuleProfile) -> Score:
    """The points ``cards`` count for a loser under ``rules``, with the grouping used."""
    if rules.scoring == SCORING_NONE:
        raise RummyError("the %s profile keeps no points" % rules.name)
    runs, pure = required_runs(rules)
    found = least_points(cards, wild_rank, runs, pure)
    if found is not None:
        points, groups, loose = found
        return Score(min(points, rules.points_cap), groups, loose)
    # Every card counts; the grouping shown is still the tidiest one there is.
    total = sum([card_points(c, wild_rank) for c in cards])
    shown = least_points(cards, wild_rank, 0, 0)
    groups, loose = (shown[1], shown[2]) if shown is not None else ([], list(cards))
    # Any pure run can stand alone, so with one the missing part is the second run.
    why = ALL_COUNT_NO_SECOND_RUN if pure and has_pure_run(cards, wild_rank) else (
        ALL_COUNT_NO_PURE_RUN)
    return Score(min(total, rules.points_cap), groups, loose, True, why)
