"""The coach: Tara's choice for a seat's current step, with its reason in a player's words.

A hint is worked out from what the seat may know (a :class:`~.sight.Sight`):
the coach asks Tara what she would do in that seat, then says why in facts a
player can check on the table: which cards the card goes with, and how far
the hand is from a declaration (the distance: ``engine/distance.py``). A hint
never acts; the table offers it only where a seat plays bots (the server
refuses it).

>>> from ..engine.cards import parse_cards
>>> near(parse_cards("7H")[0], parse_cards("6H 8H 7S 7D KC 9H"), wild_rank=2)
'6♥ 8♥ 9♥ and 7♠ 7♦'
>>> near(parse_cards("KC")[0], parse_cards("6H 8H 7S"), wild_rank=2)
''
"""

from ..engine.cards import ACE, JOKER, Card, card_points, is_wild, sort_key
from ..engine.deal import DISCARD, Deal
from ..engine.decision import Decision
from ..engine.distance import distance
from . import tara
from .mira import choose_declaration
from .sight import Sight

# A card that counts this much or more is worth saying so when it is thrown.
HIGH_POINTS = 10

DROP = "drop"
DRAW = "draw"
THROW = "discard"
DECLARE = "declare"


# The points a hand is expected to pay for each card it stands from a declaration.
POINTS_A_CARD = 20


class Advice:
    """The coach's choice for a seat's step: ``decision`` (a Decision), ``text`` (its
    reason, one line) and ``options``: every choice of the step as ``(Decision,
    points)``, ``points`` being what the seat is expected to pay from here on
    (integers, so both runtimes agree), fewest first; the first is ``decision``."""

    __slots__ = ("decision", "text", "options")

    def __init__(self, decision: Decision, text: str, options: list) -> None:
        self.decision = decision
        self.text = text
        self.options = options

    def points(self, decision: Decision) -> int:
        """What ``decision`` is expected to cost; a card stands for its twin."""
        for option, points in self.options:
            if _same(option, decision):
                return points
        raise ValueError("not a choice of this step: %r" % (decision,))

    def loss(self, decision: Decision) -> int:
        """The points ``decision`` is expected to lose against the coach's choice."""
        return self.points(decision) - self.options[0][1]


def _same(one: Decision, other: Decision) -> bool:
    if one.action != other.action or one.source != other.source:
        return False
    if one.card is None or other.card is None:
        return one.card == other.card
    return Card(one.card).face() == Card(other.card).face()


def advise(sight: Sight) -> Advice:
    """The coach's decision for the step ``sight`` shows, its reason and its options."""
    hand = sight.hand
    wild_rank = sight.wild_rank
    options: list = []
    if len(hand) == 14:
        found = choose_declaration(hand, sight.picked, wild_rank)
        if found is not None:
            thrown = found[1]
            options.append((Decision.declare(thrown.id if thrown is not None else None), 0))
        chosen = tara.choose_discard(sight)
        seen: list = []
        for card in hand:
            if card.id == sight.picked or card.face() in seen:
                continue
            seen.append(card.face())
            rest = [c for c in hand if c is not card]
            points = POINTS_A_CARD * distance(rest, wild_rank) + (0 if _same_face(card, chosen)
                                                                 else 1)
            options.append((Decision.discard(card.id), points))
    else:
        now = distance(hand, wild_rank)
        if now == 0:
            options.append((Decision.declare(None), 0))
        if sight.drop_cost is not None:
            options.append((Decision.drop(), sight.drop_cost))
        if sight.stock:
            options.append((Decision.draw("stock"), POINTS_A_CARD * now))
        top = sight.pile[-1] if sight.pile else None
        if top is not None and (sight.may_take_wild or not is_wild(top, wild_rank)):
            after = distance(hand + [top], wild_rank, top.id)
            options.append((Decision.draw("discard"), POINTS_A_CARD * after + (
                0 if after < now else 1)))
    options.sort(key=lambda option: option[1])
    return Advice(options[0][0], "", options)


def _same_face(card: Card, other: Card) -> bool:
    return card.face() == other.face()


def hint(table: Deal, seat: int) -> dict:
    """The coach's choice for ``seat``'s step at ``table`` (its turn): a dict with
    ``step`` ("drop", "draw", "discard" or "declare"), ``source`` (the pile, for a
    draw), ``card`` (the card's id, or None) and ``text`` (the reason, one line)."""
    sight = Sight.of(table, seat)
    wild_rank = sight.wild_rank
    hand = sight.hand
    if table.phase == DISCARD:
        found = choose_declaration(hand, sight.picked, wild_rank)
        if found is not None:
            thrown = found[1]
            return _advice(DECLARE, None, thrown, "Declare now: throw %s and your other 13 cards"
                           " make a complete hand." % thrown.label() if thrown is not None else
                           "Declare now: your cards make a complete hand.")
        card = tara.choose_discard(sight)
        return _advice(THROW, None, card, _throw_reason(card, hand, wild_rank))
    if table.verdict_for_declare(seat).valid:
        # 13 cards already complete: declaring now wins before anyone else draws.
        return _advice(DECLARE, None, None, "Declare now: your cards make a complete hand.")
    opening = tara.choose_opening(sight, True)
    if opening == DROP:
        return _advice(DROP, None, None, "Drop for %d points: your hand is %s, and playing it out"
                       " is likely to cost more." % (table.drop_cost(seat), far(distance(
                           hand, wild_rank))))
    top = sight.pile[-1] if sight.pile else None
    if opening == "discard" and top is not None:
        return _advice(DRAW, "discard", top, _take_reason(top, hand, wild_rank))
    return _advice(DRAW, "stock", None, _pass_reason(top, hand, wild_rank, sight.may_take_wild))


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
        if other.suit == card.suit and _apart(card.rank, other.rank) <= 2 and (
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


def _apart(rank: int, other: int) -> int:
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


def _throw_reason(card: Card, hand: list, wild_rank: int) -> str:
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
    if points >= HIGH_POINTS:
        reason = reason[:-1] + "; it would count %d points if you lost." % points
    return reason


def _take_reason(top: Card, hand: list, wild_rank: int) -> str:
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


def _pass_reason(top: "Card | None", hand: list, wild_rank: int, may_take_wild: bool) -> str:
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


def _advice(step: str, source: "str | None", card: "Card | None", reason: str) -> dict:
    return {"step": step, "source": source, "card": card.id if card is not None else None,
            "text": reason}
