"""The coach's reasons, in a player's words: facts a player can check on the table.

Each reason names the cards that matter (which cards a card goes with, what
the next player took or passed over), how far the hand is from a declaration,
and points as the score counts them, in whole points. A reason is a message
(``bots`` never render one: see ``protocol/text.py``); its sentences are in the
catalogs (``reason-*`` in ``locales/<language>/table.ftl``).

>>> from ..engine.cards import parse_cards
>>> near(parse_cards("7H")[0], parse_cards("6H 8H 7S 7D KC 9H"), wild_rank=2)
{'id': 'list-and', 'args': {'first': '6♥ 8♥ 9♥', 'rest': '7♠ 7♦'}}
>>> near(parse_cards("KC")[0], parse_cards("6H 8H 7S"), wild_rank=2)
''
>>> drop_reason(20, 35)
{'id': 'reason-drop', 'args': {'points': 20, 'loss': 35}}
>>> keep_reason(parse_cards("KD")[0], "Mira", parse_cards("QD"), parse_cards("KC"))
{'id': 'reason-keep-passed', 'args': {'card': 'K♦', 'name': 'Mira', 'took': 'Q♦', 'passed': 'K♣'}}
"""

from ..engine.cards import JOKER, Card, card_points, is_wild, listed, message, sort_key
from ..engine.distance import distance
from ..engine.groups import apart

# A card that counts this much or more is worth saying so when it is thrown.
HIGH_POINTS = 10

DECLARE_NOW = message("reason-declare-now")


def near(card: Card, others: list, wild_rank: int) -> "dict | str":
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
    return listed(parts) if parts else ""


def declare_reason(thrown: "Card | None") -> dict:
    if thrown is None:
        return DECLARE_NOW
    return message("reason-declare-throw", card=thrown.label())


def drop_reason(price: int, playing_on: int) -> dict:
    """Why to drop: its price against what playing on is expected to lose."""
    return message("reason-drop", points=price, loss=playing_on)


def throw_reason(card: Card, hand: list, wild_rank: int, scored: bool = True) -> dict:
    """Why ``card`` goes: what it joins, how far the rest are from a declaration
    (``steps``: 0 is complete), and where the table keeps points (``scored``), what a
    high card would cost if the deal were lost (``points``, 0 when not said)."""
    rest = [c for c in hand if c.id != card.id]
    left = distance(rest, wild_rank)
    points = card_points(card, wild_rank)
    return message("reason-throw", card=card.label(),
                   joins="yes" if near(card, rest, wild_rank) else "no",
                   stays="yes" if left == distance(hand, wild_rank) else "no", steps=left,
                   points=points if scored and points >= HIGH_POINTS else 0)


def keep_reason(kept: Card, name: "dict | str", took: list, passed: list) -> dict:
    """Why a card that would otherwise go stays: what the next player took that it joins,
    and what he passed over (a card like the one thrown instead)."""
    taken = " ".join([c.label() for c in took])
    if passed:
        return message("reason-keep-passed", card=kept.label(), name=name, took=taken,
                       passed=" ".join([c.label() for c in passed]))
    return message("reason-keep", card=kept.label(), name=name, took=taken)


def take_reason(top: Card, hand: list, wild_rank: int) -> dict:
    if top.rank == JOKER or is_wild(top, wild_rank):
        return message("reason-take-wild", card=top.label())
    before = distance(hand, wild_rank)
    after = distance(hand + [top], wild_rank)
    goes_with = near(top, hand, wild_rank) or message("reason-your-cards")
    if after < before:
        return message("reason-take-closer", card=top.label(), cards=goes_with, steps=after)
    return message("reason-take", card=top.label(), cards=goes_with)


def pass_reason(top: "Card | None", hand: list, wild_rank: int, may_take_wild: bool) -> dict:
    if top is None:
        return message("reason-pass-empty")
    if not may_take_wild and (top.rank == JOKER or is_wild(top, wild_rank)):
        # Whatever it would do for the hand, the rules keep it on the pile.
        return message("reason-pass-wild", card=top.label())
    if distance(hand + [top], wild_rank) < distance(hand, wild_rank):
        return message("reason-pass-little", card=top.label())
    return message("reason-pass-no-help", card=top.label())
