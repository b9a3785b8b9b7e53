"""Tara, the expert bot: she plays by the distance to a declaration.

Tara decides from a :class:`~indian_rummy.bots.sight.Sight`, what her seat may
know, like Kiran. Her measure is the engine's exact distance (how many cards
her hand must exchange to be complete, :mod:`indian_rummy.engine.distance`).

* She takes the open card when it lowers her distance (a wild card too, where
  the rules allow it), else draws from the stock.
* She throws the card whose loss leaves the least distance. Among those, she
  keeps the most outs (the unseen cards that would bring her a card closer,
  counted as :mod:`indian_rummy.bots.sight` counts them for every bot and the
  review); among equal outs she throws the most points, which would count
  against her should the deal be lost.
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
from .sight import Sight, Unseen, outs

# What a discard costs her, among those leaving the least distance, in points of her
# own scale (integers: every runtime agrees). An out outweighs any card's points.
OUT = 1000        # each unseen card that would bring the hand one card closer
POINT = 1         # each point the card would count in her hand if the deal were lost

# The budget: outs are counted for at most so many candidate discards, each against at
# most FACES faces (and the wild cards: at most five tries), so a discard never costs
# more than 13 + CANDIDATES * (FACES + 5) distance calls, and a draw two.
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


def _gap(rank: int, other: int) -> int:
    """How many places apart two ranks of one suit are (an ace at either end)."""
    least = 99
    for place in _places(rank):
        for there in _places(other):
            gap = place - there if place > there else there - place
            if gap < least:
                least = gap
    return least


def _likeliest_faces(hand: list, wild_rank: int) -> list:
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
    if sight.has_drawn():
        return False  # a drop now costs the middle drop
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
    unseen = Unseen(sight)
    best = []
    for known, card, rest in left:
        if known == least:
            cheap = -POINT * card_points(card, wild_rank)
            best.append((_connections(card, rest, wild_rank), cheap, card.id, card, rest))
    best.sort()
    chosen = None
    chosen_cost = 0
    for _, cheap, _, card, rest in best[:CANDIDATES]:
        likeliest = _likeliest_faces(rest, wild_rank)[:FACES]
        cost = cheap - OUT * outs(rest, least, unseen, likeliest)
        if chosen is None or cost < chosen_cost or (cost == chosen_cost and card.id < chosen.id):
            chosen = card
            chosen_cost = cost
    assert chosen is not None
    return chosen


def decide(sight: Sight) -> Decision:
    """Tara's decision for the step of her turn that ``sight`` shows."""
    return decide_from(sight, choose_opening, choose_discard)
