"""The declaration checker and Arrange: the engine's answers about a hand.

Both ask :mod:`.search`, which finds the groupings; this module turns its
answers into a Verdict (valid, or what is missing) or an Arrangement.

>>> from .cards import parse_cards
>>> hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H")
>>> verdict = check(hand, wild_rank=10)
>>> verdict.valid
True
>>> [g.kind for g in verdict.groups]
['pure_run', 'pure_run', 'set', 'set']
>>> check(parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC"), 10).unmatched_labels()
['KC']
"""

try:  # a name for annotations only; MicroPython has no typing module
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from .cards import Card, card_points, format_cards, listed, message, sentences, sort_key
from .groups import PURE_RUN, RUN, SET, pure_run_in
from .search import complete_option, find, layout_of, least_loose, two_runs_without_pure

_POINT_WEIGHT = 16  # loose cost = points * 16 + count: points first, then how many cards

MISSING_FINAL_DISCARD = "final_discard"
MISSING_PURE_RUN = "pure_run"
MISSING_SECOND_RUN = "second_run"
MISSING_UNMATCHED = "unmatched"


class Verdict:
    """The checker's answer for 13 cards (or 14 and a chosen final discard)."""

    __slots__ = ("valid", "groups", "missing", "unmatched", "discard", "message")

    def __init__(self, valid: bool, groups: list, missing: list, unmatched: list,
                 discard: "Card | None", message: "dict | str") -> None:
        self.valid = valid
        self.groups = groups
        self.missing = missing
        self.unmatched = unmatched
        self.discard = discard
        self.message = message

    def unmatched_labels(self) -> list:
        return [c.code() for c in self.unmatched]

    def __repr__(self) -> str:
        return "<Verdict %s: %s>" % ("valid" if self.valid else "invalid", self.message)


class Arrangement:
    """Arrange's suggestion: valid groups, loose cards, and with 14 cards a discard."""

    __slots__ = ("groups", "loose", "discard", "complete", "points")

    def __init__(self, groups: list, loose: list, discard: "Card | None", complete: bool,
                 points: int) -> None:
        self.groups = groups
        self.loose = loose
        self.discard = discard
        self.complete = complete
        self.points = points

    def __repr__(self) -> str:
        return "<Arrangement %s | loose %s | discard %s>" % (
            " | ".join([format_cards(g.cards) for g in self.groups]), format_cards(self.loose),
            self.discard.label() if self.discard is not None else "-")


def find_declaration(cards: list, wild_rank: int, free_discard: bool = False,
                     forbidden: "int | None" = None) -> "tuple | None":
    """A complete grouping of ``cards`` (13, or 14 with one free final discard), or None.

    Returns ``(groups, discard)``; ``forbidden`` is the id of a card that may
    not be the final discard (the one just taken from the discard pile).
    """
    return find(layout_of(cards, wild_rank, forbidden), free_discard, forbidden)


def _count_cost(card: Card) -> int:
    return 1


def check(cards: list, wild_rank: int, need_runs: int = 2, need_pure: int = 1) -> Verdict:
    """Is this 13-card hand a valid declaration (``need_runs`` runs, ``need_pure`` of them
    pure: a profile's ``min_runs`` and ``min_pure_runs``)? If not, say what is missing."""
    layout = layout_of(cards, wild_rank, None)
    found = find(layout, False, None, True, need_runs, need_pure)
    if found is not None:
        return Verdict(True, found[0], [], [], None, message("verdict-valid"))
    relaxed = None
    if pure_run_in(layout.suit_bits):
        complete = find(layout, False, None, require=False)
    else:
        # Without a pure run the grouping with the fewest loose cards is reported
        # anyway, and it also tells whether everything fits into groups.
        relaxed = least_loose(layout, False, _count_cost, False, None)
        complete = relaxed[1:] if relaxed is not None and relaxed[0] == 0 else None
    if complete is not None:
        # Everything fits into groups, but not with the runs a declaration needs.
        # Which rule does every complete grouping break?
        if complete_option(layout, False, None, True, 1, 1) is not None:
            missing = [MISSING_SECOND_RUN]
        elif complete_option(layout, False, None, True, 2, 0) is not None:
            missing = [MISSING_PURE_RUN]
        else:
            missing = [MISSING_PURE_RUN, MISSING_SECOND_RUN]
        return Verdict(False, complete[0], missing, [], None, _missing_message(missing, []))
    strict = least_loose(layout, True, _count_cost, False, None)
    if strict is not None:
        return Verdict(False, strict[1], [MISSING_UNMATCHED], strict[2], None,
                       _missing_message([MISSING_UNMATCHED], strict[2]))
    missing = []
    if not pure_run_in(layout.suit_bits):
        missing.append(MISSING_PURE_RUN)
    if not missing or not two_runs_without_pure(layout):
        missing.append(MISSING_SECOND_RUN)
    if relaxed is None:
        relaxed = least_loose(layout, False, _count_cost, False, None)
    loose = relaxed[2] if relaxed is not None else sorted(cards, key=sort_key)
    groups = relaxed[1] if relaxed is not None else []
    missing.append(MISSING_UNMATCHED)
    return Verdict(False, groups, missing, loose, None, _missing_message(missing, loose))


def _missing_message(missing: list, unmatched: list) -> "dict | str":
    """What a declaration lacks, as a message (see cards.message)."""
    parts = []
    if MISSING_PURE_RUN in missing:
        parts.append(message("verdict-a-pure-run"))
    if MISSING_SECOND_RUN in missing:
        parts.append(message("verdict-a-second-run"))
    said = [message("verdict-still-needed", missing=listed(parts))] if parts else []
    if MISSING_UNMATCHED in missing and unmatched:
        said.append(message("verdict-unmatched", cards=format_cards(unmatched),
                            count=len(unmatched)))
    return sentences(said)


def check_declaration(cards: list, wild_rank: int, discard: "Card | None" = None,
                      just_picked: "int | None" = None, need_runs: int = 2,
                      need_pure: int = 1) -> Verdict:
    """Check a declaration of 13 cards, or of 14 with the chosen final ``discard``, under
    the runs a profile asks for (see :func:`check`)."""
    if len(cards) == 14:
        if discard is None:
            return Verdict(False, [], [MISSING_FINAL_DISCARD], [], None,
                           message("refusal-final-discard-first"))
        if just_picked is not None and discard.id == just_picked:
            return Verdict(False, [], [MISSING_FINAL_DISCARD], [], discard,
                           message("verdict-just-picked", card=discard.label()))
        rest = [c for c in cards if c.id != discard.id]
        verdict = check(rest, wild_rank, need_runs, need_pure)
        verdict.discard = discard
        return verdict
    return check(cards, wild_rank, need_runs, need_pure)


def _points_cost(wild_rank: int) -> "Callable":
    def cost(card: Card) -> int:
        return card_points(card, wild_rank) * _POINT_WEIGHT + 1
    return cost


def has_pure_run(cards: list, wild_rank: int) -> bool:
    """Do ``cards`` hold a pure run (three naturals of one suit in a row)?

    >>> from .cards import parse_cards
    >>> has_pure_run(parse_cards("QH KH AH 2S"), 5), has_pure_run(parse_cards("KH AH 2H"), 5)
    (True, False)
    """
    return pure_run_in(layout_of(cards, wild_rank, None).suit_bits)


def least_points(cards: list, wild_rank: int, need_runs: int = 2,
                 need_pure: int = 1) -> "tuple | None":
    """The grouping of ``cards`` that leaves the fewest points loose, among those with
    at least ``need_runs`` runs, ``need_pure`` of them pure (with ``need_runs`` 0,
    among all groupings): ``(points, groups, loose)``, or None when no grouping
    has those runs.

    >>> from .cards import parse_cards
    >>> hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD KH 2C 2D 2S 5C")
    >>> points, groups, loose = least_points(hand, wild_rank=10)
    >>> points, [c.code() for c in loose]
    (35, ['KH', 'QD', '5C', 'QC'])
    >>> least_points(parse_cards("3H 4H 6H 7S 8S 10S QC QD KH 2C 2D 2S 5C"), 10) is None
    True
    """
    layout = layout_of(cards, wild_rank, None)
    best = least_loose(layout, need_runs > 0, _points_cost(wild_rank), False, None,
                        need_runs=need_runs, need_pure=need_pure)
    if best is None:
        return None
    return best[0] // _POINT_WEIGHT, best[1], best[2]


def arrange(cards: list, wild_rank: int, just_picked: "int | None" = None,
            points_cap: int = 80) -> Arrangement:
    """The grouping a player should see (13 or 14 cards); never declares.

    A complete hand is returned whole (with 14 cards, with a legal final
    discard). Otherwise the suggestion leaves the fewest loose points (every
    card counts, capped, when the grouping lacks a pure run and a second run),
    then the fewest loose cards.
    """
    free = len(cards) == 14
    layout = layout_of(cards, wild_rank, just_picked)
    found = find(layout, free, just_picked)
    if found is not None:
        return Arrangement(found[0], [], found[1], True, 0)
    strict = least_loose(layout, True, _points_cost(wild_rank), free, just_picked)
    discards = None
    if free:
        # Without both runs every kept card counts: the final discard should take away
        # the most points the cap lets count, and only then leave the fewest loose.
        total = sum([card_points(c, wild_rank) for c in cards])
        left = dict([(c.id, min(points_cap, total - card_points(c, wild_rank)))
                     for c in cards if c.id != just_picked])
        fewest = min(left.values())
        discards = set([i for i in left if left[i] == fewest])
    relaxed = least_loose(layout, False, _count_cost, free, just_picked, discards)
    options: list = []
    if strict is not None:
        points = min(points_cap, strict[0] // _POINT_WEIGHT)
        options.append(((points, len(strict[2])), strict))
    if relaxed is not None:
        kept = [c for c in cards if relaxed[3] is None or c.id != relaxed[3].id]
        points = min(points_cap, sum([card_points(c, wild_rank) for c in kept]))
        options.append(((points, len(relaxed[2])), relaxed))
    options.sort(key=lambda o: o[0])
    score, best = options[0]
    return Arrangement(best[1], best[2], best[3], False, score[0])


__all__ = ["check", "check_declaration", "arrange", "find_declaration", "least_points", "Verdict",
           "Arrangement",
           "PURE_RUN", "RUN", "SET", "MISSING_FINAL_DISCARD", "MISSING_PURE_RUN",
           "MISSING_SECOND_RUN", "MISSING_UNMATCHED"]
