"""Kiran, the stronger bot: he counts the cards he has seen and watches his opponents.

Kiran decides from a :class:`~indian_rummy.bots.sight.Sight`, which holds
only what his seat may know: his own hand, the discard pile as it was played
(every card thrown or taken from it, and by whom), each seat's card count, the
indicator and the wild rank; which cards he has not seen is counted there too,
as for every bot.

He values each card by the groups it is in or could still be in: how many
unseen cards would complete a pair or a gap of his, with a pure run worth
the most since a declaration needs one. He takes the top discard only when
it makes a new group with his own cards, throws the card worth least to him
and, among near equals, one his opponents are not collecting, and declares
as soon as his cards hold a complete hand. No randomness: the same sight
always gives the same decision.

>>> from ..engine.cards import parse_cards
>>> hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD QH QS 9D JD 5C 7C")
>>> def sight(pile, cards=hand):
...     return Sight(cards, 2, parse_cards("2C")[0], parse_cards(pile))
>>> choose_discard(sight("10D 10D")).label()  # both tens seen: nothing fills 9♦ _ J♦
'J♦'
>>> choose_discard(sight("6C 6C")).label()  # both sixes seen: nothing fills 5♣ _ 7♣
'7♣'
>>> choose_draw(sight("6H", hand[:13])), choose_draw(sight("8D", hand[:13]))  # 6♥: 3♥-6♥
('discard', 'stock')
"""

try:  # a name for annotations only; MicroPython has no collections.abc
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from ..engine.cards import ACE, JOKER, Card, card_points
from ..engine.decision import Decision
from ..engine.groups import HIGH_ACE, RUN_PLACES, pure_run_in, suit_places
from .mira import choose_declaration
from .sight import DRAW, Sight, Unseen, shown

# A card's worth to Kiran, in points of his own scale (integers, so every runtime agrees).
PURE_RUN = 1000   # in three or more in a row of one suit
SET = 500         # its rank held in three suits
WILD = 10000      # never thrown away
PAIR = 60         # beside a card of its suit: a run short of one card
GAP = 35          # two places from one: a run short of the card between
SAME_RANK = 40    # its rank in one other suit: a set short of one card
OUT = 12          # each unseen card that would complete such a pair
LIVE = 2          # each unseen card that could join it at all
POINT = 3         # each point the card would count if the deal were lost
WATCHED = 30      # an opponent took a card this one would join: don't feed them
SHUNNED = 8       # an opponent threw a card this one would join: they may not want it

# Drop before the first draw only a hand without a wild card or a pure run and
# with fewer than this many pairs and gaps towards runs.
DROP_BELOW = 2



class _Count:
    """Kiran's bookkeeping for one decision: his cards and the unseen ones, per suit and place.

    Places run 0..16 so that a run's neighbours never fall off the table (place -1,
    read as 16, too): an ace sits at both its places (``groups.RUN_PLACES``: 1 and
    HIGH_ACE); 0, 15 and 16 stay empty.
    """

    __slots__ = ("held", "unseen", "wilds", "watched", "shunned", "wild_rank")

    def __init__(self, sight: Sight, hand: list) -> None:
        wild_rank = sight.wild_rank
        self.wild_rank = wild_rank
        held = [[0] * 17 for _ in range(4)]
        wilds = 0
        for card in hand:
            if card.rank == JOKER or card.rank == wild_rank:
                wilds += 1
            if card.rank != JOKER:
                held[card.suit][card.rank] += 1
        # What each opponent took from the pile and has not thrown since is in their hand;
        # what they threw they did not want.
        watched = [[0] * 17 for _ in range(4)]
        shunned = [[0] * 17 for _ in range(4)]
        moves = shown(sight)
        for seat in moves:
            if seat == sight.seat:
                continue
            took, threw, _ = moves[seat]
            for rank, suit in took:
                if rank != JOKER:
                    watched[suit][rank] = 1
            for rank, suit in threw:
                if rank != JOKER:
                    shunned[suit][rank] = 1
        counted = Unseen(sight)
        unseen = [[0] * 17 for _ in range(4)]
        for suit in range(4):
            for rank in range(1, 14):
                unseen[suit][rank] = counted.naturals[(rank, suit)]
            held[suit][HIGH_ACE] = held[suit][ACE]
            unseen[suit][HIGH_ACE] = unseen[suit][ACE]
            watched[suit][HIGH_ACE] = watched[suit][ACE]
            shunned[suit][HIGH_ACE] = shunned[suit][ACE]
        self.held = held
        self.unseen = unseen
        self.wilds = wilds
        self.watched = watched
        self.shunned = shunned

    def worth(self, card: Card) -> int:
        """What ``card`` (one of the counted hand) does for the hand."""
        rank = card.rank
        if rank == JOKER or rank == self.wild_rank:
            return WILD
        suit = card.suit
        row = self.held[suit]
        live = self.unseen[suit]
        best = 0
        for place in RUN_PLACES[rank]:
            if (row[place - 1] and (row[place - 2] or row[place + 1])) or (
                    row[place + 1] and row[place + 2]):
                return PURE_RUN
            value = 0
            if row[place - 1]:
                value += PAIR + OUT * (live[place - 2] + live[place + 1])
            elif row[place - 2]:
                value += GAP + OUT * live[place - 1]
            if row[place + 1]:
                value += PAIR + OUT * (live[place - 1] + live[place + 2])
            elif row[place + 2]:
                value += GAP + OUT * live[place + 1]
            value += LIVE * (live[place - 2] + live[place - 1] + live[place + 1]
                             + live[place + 2])
            if value > best:
                best = value
        suits = 0
        others = 0
        for other in range(4):
            if self.held[other][rank]:
                suits += 1
            elif other != suit:
                others += self.unseen[other][rank]
        if suits >= 3:
            return max(best, SET)
        if suits == 2:
            best += SAME_RANK + OUT * others
        best += LIVE * others
        if row[rank] > 1:
            best = best // 2  # a second copy adds little: only one of them can join a run
        return best - POINT * card_points(card, self.wild_rank)

    def danger(self, card: Card) -> int:
        """How much throwing ``card`` might help an opponent."""
        rank = card.rank
        suit = card.suit
        risk = 0
        for place in RUN_PLACES[rank]:
            watched = self.watched[suit]
            shunned = self.shunned[suit]
            for near in (place - 2, place - 1, place + 1, place + 2):
                if 1 <= near <= HIGH_ACE:
                    risk += WATCHED * watched[near] - SHUNNED * shunned[near]
        for other in range(4):
            if other != suit:
                risk += WATCHED * self.watched[other][rank] - SHUNNED * self.shunned[other][rank]
        return risk


def should_drop(sight: Sight) -> bool:
    """Drop (when allowed, before his first draw) a starting hand with no wild card, no
    pure run and hardly a run in sight: fewer than DROP_BELOW pairs or gaps of one suit
    with live cards to fill them. Once he has drawn he plays the deal out.

    >>> from ..engine.cards import parse_cards
    >>> hand = parse_cards("AS 5S 9S KH 3H 7H JD 2D 6D 10C KC 4C 9H")  # only 7♥ _ 9♥
    >>> should_drop(Sight(hand, 8, parse_cards("8S")[0], [], drop_cost=20))
    True
    >>> should_drop(Sight(hand, 8, parse_cards("8S")[0], [], drop_cost=None))
    False
    """
    if sight.drop_cost is None:
        return False
    if sight.has_drawn():
        return False
    if pure_run_in(suit_places(sight.hand)):
        return False
    count = _Count(sight, sight.hand)
    if count.wilds:
        return False
    prospects = 0
    for row, live in zip(count.held, count.unseen):
        for place in range(1, 14):
            if not row[place]:
                continue
            if row[place + 1] and live[place - 1] + live[place + 2]:
                prospects += 1
            elif row[place + 2] and live[place + 1]:
                prospects += 1
    return prospects < DROP_BELOW


def choose_draw(sight: Sight) -> str:
    """'discard' when the top discard makes a new group with his own cards, else 'stock'.

    A wild card is always worth taking where the rules allow it. A natural must
    complete a pure run or a set that his hand did not hold: so he never takes
    back a card whose group he already has, and two bots cannot pass one card
    to and fro forever.
    """
    top = sight.pile[-1] if sight.pile else None
    if top is None:
        return "stock"
    wild = top.rank == JOKER or top.rank == sight.wild_rank
    if wild:
        return "discard" if sight.may_take_wild else "stock"
    for card in sight.hand:
        if card.rank == top.rank and card.suit == top.suit:
            return "stock"  # a copy of a card he holds joins nothing new
    if _Count(sight, sight.hand + [top]).worth(top) >= SET:
        return "discard"
    return "stock"


def choose_discard(sight: Sight) -> Card:
    """The card to throw from 14: the least worth to him, safest from his opponents."""
    count = _Count(sight, sight.hand)
    best = None
    best_cost = 0
    for card in sight.hand:
        if card.id == sight.picked:
            continue
        worth = count.worth(card)
        if worth >= WILD:
            continue
        cost = worth + count.danger(card) if worth < SET else worth
        if best is None or cost < best_cost or (cost == best_cost and card.id < best.id):
            best = card
            best_cost = cost
    if best is None:  # every card wild: throw any but the one just taken
        best = [c for c in sight.hand if c.id != sight.picked][0]
    return best


def choose_opening(sight: Sight, may_drop: bool = True) -> str:
    """How his turn begins: 'drop', or the pile he draws from ('stock' or 'discard')."""
    if may_drop and should_drop(sight):
        return "drop"
    source = choose_draw(sight)
    if source == "stock" and not sight.stock:
        return "discard"
    return source


def decide(sight: Sight) -> Decision:
    """Kiran's decision for the step of his turn that ``sight`` shows."""
    return decide_from(sight, choose_opening, choose_discard)


def decide_from(sight: Sight, opening: "Callable[[Sight], str]",
                throw: "Callable[[Sight], Card]") -> Decision:
    """The decision of a bot that decides from a :class:`Sight` (Kiran, Tara): at the
    draw ``opening(sight)`` says drop or which pile; holding 14 cards it declares as soon
    as they hold a complete hand, else ``throw(sight)`` is the card it discards."""
    if sight.phase == DRAW:
        source = opening(sight)
        return Decision.drop() if source == "drop" else Decision.draw(source)
    found = choose_declaration(sight.hand, sight.picked, sight.wild_rank)
    if found is not None:
        return Decision.declare(found[1].id if found[1] is not None else None)
    return Decision.discard(throw(sight).id)
