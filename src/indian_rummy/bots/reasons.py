"""The coach's reasons, in a player's words: facts a player can check on the table.

Each reason names the cards that matter (which cards a card goes with, what
the next player took or passed over), how far the hand is from a declaration,
and points as the score counts them, in whole points.

>>> from ..engine.cards import parse_cards
>>> near(parse_cards("7H")[0], parse_cards("6H 8H 7S 7D KC 9H"), wild_rank=2)
'6♥ 8♥ 9♥ and 7♠ 7♦'
>>> near(parse_cards("KC")[0], parse_cards("6H 8H 7S"), wild_rank=2)
''
>>> drop_reason(20, 35)
'Drop now: 20 points; playing on loses about 35 on average from here.'
>>> keep_reason(parse_cards("KD")[0], "Mira", parse_cards("QD"), parse_cards("KC"))
'Keep K♦: Mira took Q♦ and passed over K♣.'
"""

from ..engine.cards import ACE, JOKER, Card, card_points, is_wild, sort_key
from ..engine.distance import distance

# A card that counts this much or more is worth saying so when it is thrown.
HIGH_POINTS = 10

DECLARE_NOW = "Declare now: your cards make a complete hand."


def near(card: Card, others: list, wild_rank: int) -> str:
    """The cards of ``others`` that ``card`` could make a group with, in words: those
    of its suit up to two places away (a run), then its rank in other suits (a set)."""
    if card.rank == JOKER or is_wild(card, wild_rank):
        return ""
    run: list = []
    same: list = []
    for other in others:
        if other.rank == JOKER or is_wild(other, wild_rank) or other.id == card.id:
            continue
        if other.suit == card.suit and apart(card.rank, other.rank) <= 2 and (
                other.rank != card.rank):
            if other.face() not in [c.face() for c in run]:
                run.append(other)
        elif other.rank == card.rank and other.suit != card.suit:
            if other.suit not in [c.suit for c in same]:
                same.append(other)
    run.sort(key=sort_key)
    same.sort(key=sort_key)
    parts = [" ".join([c.label() for c in part]) for part in (run, same) if part]
    return " and ".join(parts)


def apart(rank: int, other: int) -> int:
    """Places between two ranks of one suit, an ace at either end (no wrap)."""
    gap = rank - other if rank > other else other - rank
    if ACE in (rank, other):
        high = 14 - (other if rank == ACE else rank)
        gap = gap if gap < high else high
    return gap


def far(steps: int) -> str:
    """A distance to a declaration in words: "complete", "1 card from a declaration"..."""
    if steps == 0:
        return "complete"
    return "1 card from a declaration" if steps == 1 else "%d cards from a declaration" % steps


def declare_reason(thrown: "Card | None") -> str:
    if thrown is None:
        return DECLARE_NOW
    return "Declare now: throw %s and your other 13 cards make a complete hand." % (
        thrown.label())


def drop_reason(price: int, playing_on: int) -> str:
    """Why to drop: its price against what playing on is expected to lose."""
    return "Drop now: %d points; playing on loses about %d on average from here." % (
        price, playing_on)


def throw_reason(card: Card, hand: list, wild_rank: int, scored: bool = True) -> str:
    """Why ``card`` goes: what it joins, how far the rest are from a declaration, and where
    the table keeps points (``scored``), what a high card would cost if the deal were lost."""
    rest = [c for c in hand if c.id != card.id]
    goes_with = near(card, rest, wild_rank)
    left = distance(rest, wild_rank)
    stay = "stay" if left == distance(hand, wild_rank) else "are"
    reason = "Throw %s: " % card.label()
    if goes_with:
        reason += "your other cards %s %s." % (stay, far(left))
    else:
        reason += "it goes with none of your cards, and the rest %s %s." % (stay, far(left))
    points = card_points(card, wild_rank)
    if scored and points >= HIGH_POINTS:
        reason = reason[:-1] + "; it would count %d points if you lost." % points
    return reason


def keep_reason(kept: Card, name: str, took: list, passed: list) -> str:
    """Why a card that would otherwise go stays: what the next player took that it joins,
    and what he passed over (a card like the one thrown instead)."""
    reason = "Keep %s: %s took %s" % (kept.label(), name, " ".join([c.label() for c in took]))
    if passed:
        reason += " and passed over %s" % " ".join([c.label() for c in passed])
    return reason + "."


def take_reason(top: Card, hand: list, wild_rank: int) -> str:
    if top.rank == JOKER or is_wild(top, wild_rank):
        return "Take %s from the discard pile: it is wild and stands in for any card." % (
            top.label())
    before = distance(hand, wild_rank)
    after = distance(hand + [top], wild_rank)
    goes_with = near(top, hand, wild_rank)
    reason = "Take %s from the discard pile: it goes with %s" % (top.label(), goes_with or (
        "your cards"))
    if after < before:
        reason += " and brings your hand to %s" % far(after)
    return reason + "."


def pass_reason(top: "Card | None", hand: list, wild_rank: int, may_take_wild: bool) -> str:
    if top is None:
        return "Draw from the draw pile: the discard pile is empty."
    if not may_take_wild and (top.rank == JOKER or is_wild(top, wild_rank)):
        # Whatever it would do for the hand, the rules keep it on the pile.
        return ("Draw from the draw pile: %s is wild, and at this table a wild card stays on"
                " the discard pile." % top.label())
    if distance(hand + [top], wild_rank) < distance(hand, wild_rank):
        return ("Draw from the draw pile: %s would help a little, but an unseen card may help"
                " more and tells the others nothing." % top.label())
    return "Draw from the draw pile: %s brings your hand no closer to a declaration." % (
        top.label())
