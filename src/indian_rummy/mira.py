"""Mira, the practice bot: a basic heuristic player.

She sees only her own hand, the top of the discard pile and the wild rank.
Each card of hers is scored by how it connects with the rest (neighbours in
its suit, the same rank in other suits, a run already made); she takes the
top discard when it makes her hand better, declares when her 14 cards hold a
complete hand, and otherwise discards her least useful card. No randomness:
the same position always gives the same decision.

>>> from .cards import parse_cards
>>> hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC")
>>> choose_draw(hand, parse_cards("2H")[0], wild_rank=10)
'discard'
>>> choose_draw(hand, parse_cards("8D")[0], wild_rank=10)
'stock'
>>> choose_discard(hand + parse_cards("6D"), picked=None, wild_rank=10).label()
'6♦'
"""

from .cards import ACE, JOKER, Card, card_points, sort_key
from .game import Table
from .solver import find_declaration

NEIGHBOUR = 4   # a card one rank away in the same suit
GAP = 2         # two ranks away: one substitute or one card from a run
SAME_RANK = 3   # the same rank in another suit: towards a set
IN_RUN = 10     # already part of three in a row of one suit
WILD = 100      # wild cards are never thrown away


class _Shape:
    """Bitmasks of a hand: ranks present per suit (an ace counts at both ends)."""

    __slots__ = ("suits", "ranks", "wilds")

    def __init__(self, cards: list, wild_rank: int) -> None:
        self.suits = [0, 0, 0, 0]
        self.ranks = [0] * 15  # for each rank, a bitmask of the suits holding it
        self.wilds = 0
        for card in cards:
            self.add(card, wild_rank)

    def add(self, card: Card, wild_rank: int) -> None:
        if card.rank == JOKER or card.rank == wild_rank:
            self.wilds += 1
            if card.rank == JOKER:
                return
        bits = 1 << card.rank
        if card.rank == ACE:
            bits |= 1 << 14
        self.suits[card.suit] |= bits
        self.ranks[card.rank] |= 1 << card.suit


def _usefulness(card: Card, shape: _Shape, wild_rank: int) -> int:
    """How much this card does for the hand it is in (it is counted in ``shape``)."""
    if card.rank == JOKER or card.rank == wild_rank:
        return WILD
    suit_bits = shape.suits[card.suit]
    score = 0
    for place in ((1, 14) if card.rank == ACE else (card.rank,)):
        near = suit_bits >> (place - 2) if place >= 2 else suit_bits << (2 - place)
        # near: bit 0 = place-2, bit 1 = place-1, bit 2 = place, bit 3 = place+1, bit 4 = place+2
        score += NEIGHBOUR * ((near >> 1 & 1) + (near >> 3 & 1)) + GAP * (
            (near & 1) + (near >> 4 & 1))
        if (near & 7) == 7 or (near & 14) == 14 or (near & 28) == 28:
            score += IN_RUN
    others = shape.ranks[card.rank] & ~(1 << card.suit)
    while others:
        others &= others - 1
        score += SAME_RANK
    return score


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
    taken = hand + [top]
    thrown = choose_discard(taken, top.id, wild_rank)
    kept = [c for c in taken if c is not thrown]
    return "discard" if hand_score(kept, wild_rank) > hand_score(hand, wild_rank) else "stock"


def hand_score(hand: list, wild_rank: int) -> int:
    """The total usefulness of a hand's cards."""
    shape = _Shape(hand, wild_rank)
    return sum([_usefulness(card, shape, wild_rank) for card in hand])


def choose_discard(hand: list, picked: "int | None", wild_rank: int) -> Card:
    """Her least useful card; among equals, the one worth the most points."""
    shape = _Shape(hand, wild_rank)
    best = None
    best_use = 0
    for card in hand:
        if card.id == picked:
            continue
        use = _usefulness(card, shape, wild_rank)
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
    shape = _Shape(hand, wild_rank)
    pure = False
    for bits in shape.suits:
        if bits & bits >> 1 & bits >> 2:
            pure = True
            break
    if not pure:
        return False
    apart: list = []  # cards needing a wild card, no two of which can share a group
    for card in hand:
        if card.rank == JOKER or card.rank == wild_rank or _in_natural_group(card, shape):
            continue
        for other in apart:
            if _may_share(card, other, shape):
                break
        else:
            apart.append(card)
            if len(apart) - 1 > shape.wilds:
                return False
    return True


def _may_share(card: Card, other: Card, shape: _Shape) -> bool:
    """Could these two natural cards stand in one group, with the hand's wild cards?"""
    if card.rank == other.rank:
        return card.suit != other.suit
    if card.suit != other.suit:
        return False
    bits = shape.suits[card.suit]
    for low, high in _places(card.rank, other.rank):
        # The places between them that the hand's own cards of the suit do not fill.
        between = ((1 << high) - 1) & ~((1 << (low + 1)) - 1)
        if high - low - 1 - _popcount(bits & between) <= shape.wilds:
            return True
    return False


def _places(rank: int, other: int) -> list:
    """The two ranks as (lower, higher) places in a run: an ace may sit low or high."""
    pairs = [(rank, other) if rank < other else (other, rank)]
    if rank == ACE or other == ACE:
        pairs.append((rank if rank != ACE else other, 14))
    return pairs


def _popcount(x: int) -> int:
    count = 0
    while x:
        x &= x - 1
        count += 1
    return count


def _in_natural_group(card: Card, shape: _Shape) -> bool:
    """Is the card in three in a row of its suit, or is its rank held in three suits?"""
    suits = shape.ranks[card.rank]
    if suits & (suits - 1) & (suits & (suits - 1)) - 1:
        return True
    bits = shape.suits[card.suit]
    for place in ((1, 14) if card.rank == ACE else (card.rank,)):
        near = bits >> (place - 2) if place >= 2 else bits << (2 - place)
        if (near & 7) == 7 or (near & 14) == 14 or (near & 28) == 28:
            return True
    return False


def choose_declaration(hand: list, picked: "int | None", wild_rank: int) -> "tuple | None":
    """A complete hand in her 14 cards with a legal final discard: (groups, discard) or None."""
    if not might_declare(hand, wild_rank):
        return None
    return find_declaration(hand, wild_rank, True, picked)


def play_turn(table: Table, who: str = "mira") -> str:
    """Mira's whole turn at ``table`` (for the seat ``who``); returns what she did, in words.

    She reads only her own hand, the top discard and the wild rank.
    """
    hand = table.hand_of(who)
    top = table.top_discard()
    source = choose_draw(hand, top, table.wild_rank, table.rules.may_pick_wild_from_discard)
    if source == "stock" and not table.stock:
        source = "discard"
    table.draw(source, who)
    taken = table.find_card(who, table.drawn)
    if source == "stock":
        opening = "Mira drew from the stock"
    else:
        opening = "Mira took %s from the discard pile" % taken.label()
    hand = table.hand_of(who)
    found = choose_declaration(hand, table.picked, table.wild_rank)
    if found is not None:
        discard = found[1]
        table.declare(discard.id if discard is not None else None, who)
        return opening + " and declared."
    card = choose_discard(hand, table.picked, table.wild_rank)
    table.discard(card.id, who)
    return opening + " and discarded %s." % card.label()
