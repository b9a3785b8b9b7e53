"""Tara, the expert bot: she plays by the distance to a declaration.

Tara decides from a :class:`~indian_rummy.bots.kiran.Sight`, what her seat may
know, like Kiran. Her measure is the engine's exact distance (how many cards
her hand must exchange to be complete, :mod:`indian_rummy.engine.distance`).

* She takes the open card when it lowers her distance (a wild card too, where
  the rules allow it), else draws from the stock.
* She throws the card whose loss leaves the least distance. Among those, she
  keeps the most outs (the unseen cards that would bring her a card closer:
  the copies in her hand, the pile, the indicator and what her opponents took
  from the pile and still hold are not unseen); among equal outs she throws
  the most points, which would count against her should the deal be lost.
  (Measured against Kiran and left out, since none won more deals: a model of
  what the next player collects, to avoid feeding him; outs weighted by the
  chance they are not in his hand; outs two draws deep; declining an open card
  that lowers her distance but leaves few outs.)
* She declares as soon as her 14 cards hold a complete hand.
* She drops only in a pool (where a lost deal's points carry over), before
  her first draw, a hand far from a declaration with no wild card. In a
  single deal a drop is a lost deal.

Her budget is fixed in distance calls, not time: outs are counted for the
best few discards only, against the faces likeliest to join her cards, so a
turn costs a bounded number of distances and the same sight always gives the
same decision on every runtime (no randomness).

>>> from ..engine.cards import parse_cards
>>> hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD 2C 2D 5S KC AD")
>>> def sight(pile, cards=hand):
...     return Sight(cards, 10, parse_cards("10C")[0], parse_cards(pile))
>>> choose_opening(sight("QH")), choose_opening(sight("9D"))  # Q♥ makes a set
('discard', 'stock')
>>> taken = hand + parse_cards("QH")
>>> [c.label() for c in taken if distance([k for k in taken if k is not c], 10) == 2]
['9♠', '2♣', '5♠', 'K♣', 'A♦']
>>> choose_discard(sight("9D", taken)).label()  # of those five, the one keeping most outs
'5♠'
"""

from ..engine.cards import ACE, JOKER, Card, card_points
from ..engine.decision import Decision
from ..engine.distance import distance
from .kiran import decide_from
from .sight import THREW, TOOK, Sight

# What a discard costs her, among those leaving the least distance, in points of her
# own scale (integers: every runtime agrees). An out outweighs any card's points.
OUT = 1000        # each unseen card that would bring the hand one card closer
POINT = 1         # each point the card would count in her hand if the deal were lost

# The budget: outs are counted for at most so many candidate discards, each against at
# most FACES faces (and one wild card), so a discard never costs more than
# 13 + CANDIDATES * (FACES + 1) distance calls, and a draw two.
CANDIDATES = 8
FACES = 24

# In a pool, drop before the first draw a hand at least this far from a declaration.
DROP_AT = 6


def _wild(card: Card, wild_rank: int) -> bool:
    return card.rank == JOKER or card.rank == wild_rank


def _places(rank: int) -> tuple:
    """Where a rank sits in a run: an ace at both ends."""
    return (1, 14) if rank == ACE else (rank,)


def _rank_at(place: int) -> int:
    return ACE if place == 14 else place


class _View:
    """Tara's bookkeeping for one decision: the unseen faces and what her opponents did.

    Faces are (rank, suit) tuples of natural cards; ``unseen`` counts the copies of
    each that may still come (not in her hand, the pile, the indicator, nor taken by
    an opponent and not thrown since); ``wilds`` the wild cards that may.
    """

    __slots__ = ("sight", "unseen", "wilds")

    def __init__(self, sight: Sight) -> None:
        self.sight = sight
        wild_rank = sight.wild_rank
        seen: dict = {}
        wilds_seen = 0
        for card in sight.hand + sight.pile + [sight.indicator]:
            if _wild(card, wild_rank):
                wilds_seen += 1
            else:
                seen[card.face()] = seen.get(card.face(), 0) + 1
        kept: dict = {}  # faces opponents took from the pile and have not thrown since
        for who, what, face in sight.moves:
            if who == sight.seat or face is None or face[0] == JOKER or face[0] == wild_rank:
                continue
            if what == TOOK:
                kept[face] = kept.get(face, 0) + 1
            elif what == THREW and kept.get(face, 0) > 0:
                kept[face] -= 1
        for face in kept:
            seen[face] = seen.get(face, 0) + kept[face]
        copies = sight.copies
        unseen = {}
        for suit in range(4):
            for rank in range(1, 14):
                if rank != wild_rank:
                    unseen[(rank, suit)] = max(0, copies - seen.get((rank, suit), 0))
        self.unseen = unseen
        # Printed jokers: two a pack at most tables; and the wild rank's naturals.
        self.wilds = max(0, 2 + 4 * copies - wilds_seen)

    def outs(self, hand: list, known: int, budget: list) -> int:
        """The unseen cards that would bring ``hand`` (13 cards, at distance ``known``)
        one card closer; ``budget`` holds the distance calls left and is spent."""
        if known == 0:
            return 0
        wild_rank = self.sight.wild_rank
        count = 0
        if self.wilds and budget[0] > 0:
            budget[0] -= 1
            if distance(hand + [_JOKER], wild_rank, None, known) < known:
                count += self.wilds
        for face in _near_faces(hand, wild_rank)[:FACES]:
            copies = self.unseen.get(face, 0)
            if not copies:
                continue
            if budget[0] <= 0:
                break
            budget[0] -= 1
            if distance(hand + [Card.of(face[0], face[1])], wild_rank, None, known) < known:
                count += copies
        return count


_JOKER = Card.of(JOKER, 0)


def _gap(rank: int, other: int) -> int:
    """How many places apart two ranks of one suit are (an ace at either end)."""
    least = 99
    for place in _places(rank):
        for there in _places(other):
            gap = place - there if place > there else there - place
            if gap < least:
                least = gap
    return least


def _near_faces(hand: list, wild_rank: int) -> list:
    """The natural faces that could join a natural of ``hand``: beside it or two places
    away in its suit, or its rank in another suit. Those joining most of the hand come
    first (they are likeliest to bring it closer), then in face order."""
    joins: dict = {}
    for card in hand:
        if _wild(card, wild_rank):
            continue
        rank = card.rank
        suit = card.suit
        for place in _places(rank):
            for step in (-2, -1, 1, 2):
                there = place + step
                if 1 <= there <= 14 and _rank_at(there) != wild_rank:
                    face = (_rank_at(there), suit)
                    joins[face] = joins.get(face, 0) + (3 - abs(step))
        for other in range(4):
            if other != suit:
                joins[(rank, other)] = joins.get((rank, other), 0) + 2
    order = [(-joins[face], face) for face in joins]
    order.sort()
    return [face for _, face in order]


def _connections(card: Card, hand: list, wild_rank: int) -> int:
    """How many of the hand's other naturals ``card`` could share a group with."""
    count = 0
    for other in hand:
        if other is card or _wild(other, wild_rank):
            continue
        if other.rank == card.rank and other.suit != card.suit:
            count += 1
        elif other.suit == card.suit and 1 <= _gap(card.rank, other.rank) <= 2:
            count += 1
    return count


def should_drop(sight: Sight) -> bool:
    """Drop (in a pool, before her first draw) a hand with no wild card at least DROP_AT
    cards from a declaration. In a single deal a drop loses the deal: she plays on.

    >>> from ..engine.cards import parse_cards
    >>> hand = parse_cards("AS 5S 9S KH 3H 7H JD 2D 6D 10C KC 4C 9H")
    >>> indicator = parse_cards("8S")[0]
    >>> should_drop(Sight(hand, 8, indicator, [], drop_cost=20, pool=True))
    True
    >>> should_drop(Sight(hand, 8, indicator, [], drop_cost=20, pool=False))
    False
    """
    if sight.drop_cost is None or not sight.pool or len(sight.hand) != 13:
        return False
    for who, what, _ in sight.moves:
        if who == sight.seat and what != THREW:
            return False  # she has drawn: a drop now costs the middle drop
    for card in sight.hand:
        if _wild(card, sight.wild_rank):
            return False
    return distance(sight.hand, sight.wild_rank) >= DROP_AT


def choose_draw(sight: Sight) -> str:
    """'discard' when the open card lowers her distance (or is a wild card she may take),
    else 'stock'."""
    top = sight.pile[-1] if sight.pile else None
    if top is None:
        return "stock"
    if _wild(top, sight.wild_rank):
        return "discard" if sight.may_take_wild else "stock"
    if distance(sight.hand + [top], sight.wild_rank, top.id) < distance(
            sight.hand, sight.wild_rank):
        return "discard"
    return "stock"


def choose_opening(sight: Sight, may_drop: bool = True) -> str:
    """How her turn begins: 'drop', or the pile she draws from ('stock' or 'discard')."""
    if may_drop and should_drop(sight):
        return "drop"
    source = choose_draw(sight)
    if source == "stock" and not sight.stock:
        return "discard"
    return source


def choose_discard(sight: Sight) -> Card:
    """The card to throw from her 14: never the one just taken from the pile.

    The least distance left first; then the most outs kept and the most points
    thrown. Ties go to the lower card id, so the order of her hand never matters.
    """
    wild_rank = sight.wild_rank
    hand = sight.hand
    faces: dict = {}  # one card of each face she may throw: copies leave the same hand
    for card in hand:
        if card.id == sight.picked:
            continue
        face = card.face()
        if face not in faces or card.id < faces[face].id:
            faces[face] = card
    choices = [faces[face] for face in sorted(faces)]
    naturals = [card for card in choices if not _wild(card, wild_rank)]
    if naturals:
        choices = naturals  # a wild card never leaves the hand further than a natural does
    left = []
    for card in choices:
        rest = [c for c in hand if c is not card]
        left.append((distance(rest, wild_rank), card, rest))
    least = min([entry[0] for entry in left])
    view = _View(sight)
    best = []
    for known, card, rest in left:
        if known == least:
            cheap = -POINT * card_points(card, wild_rank)
            best.append((_connections(card, rest, wild_rank), cheap, card.id, card, rest))
    best.sort()
    budget = [CANDIDATES * (FACES + 1)]
    chosen = None
    chosen_cost = 0
    for _, cheap, _, card, rest in best[:CANDIDATES]:
        cost = cheap - OUT * view.outs(rest, least, budget)
        if chosen is None or cost < chosen_cost or (cost == chosen_cost and card.id < chosen.id):
            chosen = card
            chosen_cost = cost
    assert chosen is not None
    return chosen


def decide(sight: Sight) -> Decision:
    """Tara's decision for the step of her turn that ``sight`` shows."""
    return decide_from(sight, choose_opening, choose_discard)
