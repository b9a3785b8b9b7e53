"""Mira, the practice bot: a basic heuristic player.

She sees only her own hand, the top of the discard pile and the wild rank.
Each card of hers is scored by how it connects with the rest (neighbours in
its suit, the same rank in other suits, a run already made); she takes the
top discard when it makes her hand better, declares when her 14 cards hold a
complete hand, and otherwise discards her least useful card. No randomness:
the same position always gives the same decision.

>>> from ..engine.cards import parse_cards
>>> hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC")
>>> choose_draw(hand, parse_cards("2H")[0], wild_rank=10)
'discard'
>>> choose_draw(hand, parse_cards("8D")[0], wild_rank=10)
'stock'
>>> choose_discard(hand + parse_cards("6D"), picked=None, wild_rank=10).label()
'6♦'
"""

from ..engine.cards import ACE, JOKER, Card, card_points, sort_key
from ..engine.decision import Decision
from ..engine.groups import HIGH_ACE, PLACES, RUN_PLACES, pure_run_in
from ..engine.solver import find_declaration
from .sight import DRAW, Sight

NEIGHBOUR = 4   # a card one rank away in the same suit
GAP = 2         # two ranks away: one substitute or one card from a run
SAME_RANK = 3   # the same rank in another suit: towards a set
IN_RUN = 10     # already part of three in a row of one suit
WILD = 100      # wild cards are never thrown away


def _popcount(x: int) -> int:
    count = 0
    while x:
        x &= x - 1
        count += 1
    return count


# Mira scores every card of several hands each turn, so what a card's
# surroundings are worth is looked up rather than worked out. A "window" is 5
# bits of a suit's mask around a card's place: bit 0 = place-2, bit 1 = place-1,
# bit 2 = place, bit 3 = place+1, bit 4 = place+2: place p's window is
# ``bits >> (p - 2) & 31`` (place 1's: ``bits << 1 & 31``).
_RUN_IN_WINDOW = [(w & 7) == 7 or (w & 14) == 14 or (w & 28) == 28 for w in range(32)]
_WINDOW_SCORE = [NEIGHBOUR * ((w >> 1 & 1) + (w >> 3 & 1)) + GAP * ((w & 1) + (w >> 4 & 1))
                 + (IN_RUN if _RUN_IN_WINDOW[w] else 0) for w in range(32)]
_SUIT_COUNT = [_popcount(mask) for mask in range(16)]  # suits in a rank's 4-bit mask
_OTHER_SUITS = (14, 13, 11, 7)  # a rank's suit mask without suit 0, 1, 2, 3
# Per rank, the places within two of its own (an ace's at both ends, windows apart):
# where a card may stand in a run with it.
_NEAR = [sum([31 << place >> 2 for place in places]) for places in RUN_PLACES]


class _Shape:
    """Bitmasks of a hand: places held per suit (``groups.PLACES``: an ace at both ends)."""

    __slots__ = ("suits", "ranks", "wilds")

    def __init__(self, cards: list, wild_rank: int, base: "_Shape | None" = None) -> None:
        """The shape of ``cards``, plus those of ``base`` (a shape left unchanged) if given."""
        if base is None:
            suits = [0, 0, 0, 0]
            ranks = [0] * 14  # for each rank, a bitmask of the suits holding it
            wilds = 0
        else:
            suits = base.suits[:]
            ranks = base.ranks[:]
            wilds = base.wilds
        for card in cards:
            rank = card.rank
            if rank == JOKER:
                wilds += 1
                continue
            if rank == wild_rank:
                wilds += 1
            suits[card.suit] |= PLACES[rank]
            ranks[rank] |= 1 << card.suit
        self.suits: list = suits
        self.ranks: list = ranks
        self.wilds: int = wilds


def _uses(cards: list, shape: _Shape, wild_rank: int) -> list:
    """How much each card does for the hand it is in (every card is counted in ``shape``)."""
    suits = shape.suits
    ranks = shape.ranks
    uses = []
    for card in cards:
        rank = card.rank
        if rank == JOKER or rank == wild_rank:
            uses.append(WILD)
            continue
        bits = suits[card.suit]
        if rank == ACE:  # at both its places (groups.RUN_PLACES): written out, for speed
            use = _WINDOW_SCORE[bits << 1 & 31] + _WINDOW_SCORE[bits >> (HIGH_ACE - 2) & 31]
        else:
            use = _WINDOW_SCORE[bits >> (rank - 2) & 31]
        uses.append(use + SAME_RANK * _SUIT_COUNT[ranks[rank] & _OTHER_SUITS[card.suit]])
    return uses


def choose_draw(hand: list, top: "Card | None", wild_rank: int,
                may_take_wild: bool = True) -> str:
    """'discard' when taking the top discard makes her 13 cards better, else 'stock'.

    Better means a strictly higher total usefulness once she has thrown her
    least useful card. So every card she takes raises that total, and two bots
    can never pass the same cards back and forth forever: the deal always ends.
    """
    if top is None:
        return "stock"
    if not may_take_wild and (top.rank == JOKER or top.rank == wild_rank):
        return "stock"
    shape = _Shape(hand, wild_rank)
    taken = hand + [top]
    thrown = _least_useful(taken, top.id, _Shape([top], wild_rank, shape), wild_rank)
    kept = [c for c in taken if c is not thrown]
    better = sum(_uses(kept, _Shape(kept, wild_rank), wild_rank)) > sum(
        _uses(hand, shape, wild_rank))
    return "discard" if better else "stock"


def choose_discard(hand: list, picked: "int | None", wild_rank: int) -> Card:
    """Her least useful card; among equals, the one worth the most points."""
    return _least_useful(hand, picked, _Shape(hand, wild_rank), wild_rank)


def _least_useful(hand: list, picked: "int | None", shape: _Shape, wild_rank: int) -> Card:
    """choose_discard, given the hand's shape.

    No two cards tie on (usefulness, points, sort_key), so the answer does not
    depend on the order of the hand.
    """
    best = None
    best_use = 0
    for card, use in zip(hand, _uses(hand, shape, wild_rank)):
        if card.id == picked:
            continue
        if best is None or use < best_use or (use == best_use and _rather(card, best,
                                                                           wild_rank)):
            best = card
            best_use = use
    assert best is not None
    return best


def _rather(card: Card, other: Card, wild_rank: int) -> bool:
    """Between two equally useful cards, throw the one worth more points (then the lower)."""
    points = card_points(card, wild_rank)
    other_points = card_points(other, wild_rank)
    if points != other_points:
        return points > other_points
    return sort_key(card) < sort_key(other)


def might_declare(hand: list, wild_rank: int) -> bool:
    """A cheap necessary test for a complete hand in 14 cards: never False for one.

    A declaration needs a pure run. A natural card that is neither in three in a
    row of its suit nor of a rank held in three suits can only be grouped with a
    wild card beside it; such cards that could never share a group need a wild
    card each. One card may be the final discard.
    """
    return _might_declare(hand, _Shape(hand, wild_rank), wild_rank)


def _might_declare(hand: list, shape: _Shape, wild_rank: int) -> bool:
    """might_declare, given the hand's shape.

    Two copies of a card never share a group: when the hand cannot put both in
    groups of naturals, one of them needs a wild card too (or is the discard).
    """
    if not pure_run_in(shape.suits):
        return False
    apart: list = []  # cards needing a wild card, no two of which can share a group
    held = [0, 0, 0, 0]  # ranks seen so far, per suit: to find a card's second copy
    twins = []  # second copies of cards that stand in a group of naturals
    for card in hand:
        rank = card.rank
        if rank == JOKER or rank == wild_rank:
            continue
        grouped = _in_natural_group(card, shape)
        if held[card.suit] >> rank & 1:
            if grouped:
                twins.append(card)
        else:
            held[card.suit] |= 1 << rank
        if not grouped and not _needs_own_wild(card, apart, shape):
            return False
    for card in twins:
        if not _both_copies_grouped(card, hand, shape) and not _needs_own_wild(
                card, apart, shape):
            return False
    return True


def _needs_own_wild(card: Card, apart: list, shape: _Shape) -> bool:
    """Count ``card`` in ``apart`` unless it may share a group with one there; False when
    the wild cards (and the final discard) no longer cover them all."""
    for other in apart:
        if _may_share(card, other, shape):
            return True
    apart.append(card)
    return len(apart) - 1 <= shape.wilds


def _both_copies_grouped(card: Card, hand: list, shape: _Shape) -> bool:
    """Could both copies of ``card`` stand in groups without a wild card, one each?

    Two such groups are a set and a pure run, two sets (four more cards of the
    rank in other suits) or two pure runs (four more cards of the suit within
    two places of it: each run has two of them).
    """
    rank = card.rank
    suit = card.suit
    bits = shape.suits[suit]
    if rank == ACE:  # at both its places (groups.RUN_PLACES): written out, for speed
        in_run = _RUN_IN_WINDOW[bits << 1 & 31] or _RUN_IN_WINDOW[bits >> (HIGH_ACE - 2) & 31]
    else:
        in_run = _RUN_IN_WINDOW[bits >> (rank - 2) & 31]
    near = _NEAR[rank]
    if in_run and _SUIT_COUNT[shape.ranks[rank] & _OTHER_SUITS[suit]] >= 2:
        return True
    same_rank = 0
    beside = 0
    for other in hand:
        if other.rank == rank:
            if other.suit != suit:
                same_rank += 1
        elif other.suit == suit and PLACES[other.rank] & near:
            beside += 1
    return same_rank >= 4 or (in_run and beside >= 4)


def _may_share(card: Card, other: Card, shape: _Shape) -> bool:
    """Could these two natural cards stand in one group, with the hand's wild cards?"""
    if card.rank == other.rank:
        return card.suit != other.suit
    if card.suit != other.suit:
        return False
    bits = shape.suits[card.suit]
    for place in RUN_PLACES[card.rank]:
        for there in RUN_PLACES[other.rank]:
            low, high = (place, there) if place < there else (there, place)
            # The places between them that the hand's own cards of the suit do not fill.
            between = ((1 << high) - 1) & ~((1 << (low + 1)) - 1)
            if high - low - 1 - _popcount(bits & between) <= shape.wilds:
                return True
    return False


def _in_natural_group(card: Card, shape: _Shape) -> bool:
    """Is the card in three in a row of its suit, or is its rank held in three suits?"""
    suits = shape.ranks[card.rank]
    if suits & (suits - 1) & (suits & (suits - 1)) - 1:
        return True
    bits = shape.suits[card.suit]
    if card.rank == ACE:  # at both its places (groups.RUN_PLACES): written out, for speed
        return _RUN_IN_WINDOW[bits << 1 & 31] or _RUN_IN_WINDOW[bits >> (HIGH_ACE - 2) & 31]
    return _RUN_IN_WINDOW[bits >> (card.rank - 2) & 31]


def choose_declaration(hand: list, picked: "int | None", wild_rank: int) -> "tuple | None":
    """A complete hand in her 14 cards with a legal final discard: (groups, discard) or None."""
    return _declaration(hand, picked, wild_rank, _Shape(hand, wild_rank))


def _declaration(hand: list, picked: "int | None", wild_rank: int, shape: _Shape) -> "tuple | None":
    """choose_declaration, given the hand's shape."""
    if not _might_declare(hand, shape, wild_rank):
        return None
    return find_declaration(hand, wild_rank, True, picked)


def should_drop(hand: list, wild_rank: int) -> bool:
    """Drop at once (before her first draw) a hand with no wild card and no pure run.

    Played out against herself at twine, such hands lose about 37 points a deal
    on average, well above a first drop's 20; any wild card or pure run brings
    that below 25. She never drops later in a deal.

    >>> from ..engine.cards import parse_cards
    >>> should_drop(parse_cards("AS 3C 5D 6S JH 8D KS 4C 9H JC 6D AD 7H"), wild_rank=2)
    True
    >>> should_drop(parse_cards("AS 3C 5D 6S JH 8D KS 4C 9H JC 6D AD 7H"), wild_rank=9)
    False
    """
    shape = _Shape(hand, wild_rank)
    return not shape.wilds and not pure_run_in(shape.suits)


def decide(sight: Sight) -> Decision:
    """Mira's decision for the step of her turn that ``sight`` shows. She reads only
    her own hand, the top discard, the wild rank and whether she may drop."""
    hand = sight.hand
    wild_rank = sight.wild_rank
    if sight.phase == DRAW:
        if sight.drop_cost is not None and not sight.has_drawn() and should_drop(hand,
                                                                                   wild_rank):
            return Decision.drop()
        top = sight.pile[-1] if sight.pile else None
        source = choose_draw(hand, top, wild_rank, sight.may_take_wild)
        if source == "stock" and not sight.stock:
            source = "discard"
        return Decision.draw(source)
    shape = _Shape(hand, wild_rank)
    found = _declaration(hand, sight.picked, wild_rank, shape)
    if found is not None:
        return Decision.declare(found[1].id if found[1] is not None else None)
    return Decision.discard(_least_useful(hand, sight.picked, shape, wild_rank).id)
