"""The coach: one choice for a seat's step, weighed in the game's points, with its reason.

:func:`advise` works from what the seat may know (a :class:`~.sight.Sight`)
and prices every choice of the step by the points the seat is expected to
lose from there (:mod:`.outlook`: the race to declare first against the
others' visible progress). Hint shows its decision, Arrange suggests its card
at tables with bots, the review compares each turn with it, and Tara plays it.

* A complete hand declares (at the draw too, with 13 complete cards).
* A drop is advised when its price is below what playing on is expected to
  lose, at single deals too; in a pool, never a drop that would put the seat
  out (its total and the drop reach the pool's limit).
* A draw from the discard pile is priced by the distance it leaves, a draw
  from the stock by the hand's outs.
* A throw keeps the least distance first (no throw that raises it is ever
  advised where another keeps it), then the most outs, then the fewest
  points held, and shuns cards the next player is likely to take
  (:func:`_feeds`, from what his moves showed: :func:`.sight.shown`).

Its budget is fixed in distance calls, not time: outs are counted for the
best few throws only, against the faces likeliest to join the hand, so a
step costs a bounded number of distances and the same sight always gives the
same advice on every runtime (no randomness, integers only).

>>> from ..engine.cards import parse_cards
>>> hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD 2C 2D 5S KC AD")
>>> advice = advise(Sight(hand, 10, parse_cards("10C")[0], parse_cards("QH"), counts=[13, 13]))
>>> advice.decision, advice.text["id"], advice.text["args"]["cards"]
(Decision.draw('discard'), 'reason-take-closer', 'Q♦ Q♣')
>>> advice.loss(Decision.draw("stock"))  # points a draw from the stock is expected to lose
18
"""

from ..engine.cards import JOKER, Card, card_points, is_wild, sentences
from ..engine.deal import Deal
from ..engine.decision import Decision
from ..engine.distance import distance
from ..engine.groups import HIGH_ACE, RANK_AT, RUN_PLACES, apart
from ..engine.rules import SCORING_NONE
from ..engine.scoring import score_hand
from ..engine.solver import least_points
from . import feeding, reasons
from .mira import choose_declaration
from .outlook import closer, held_at, opponent, race, rate_at
from .sight import DREW, TOOK, Sight, Unseen, outs, shown

DROP = "drop"
DRAW = "draw"
THROW = "discard"
DECLARE = "declare"
# The order of choices of equal points.
TIES = (DECLARE, DROP, DRAW, THROW)

# The budget: outs are counted for at most so many throws, each against at most FACES
# faces (and the wild cards: at most five tries), so a throw never costs more than
# 14 + CANDIDATES * (FACES + 5) distance calls, and a draw FACES + 7.
CANDIDATES = 8
FACES = 24

# Besides its outs in the stock, the chance (per mille) that a turn's open card helps.
PILE_HELP = 150
# What a drop is priced at beyond its points: the deal it gives up, which the race prices
# only on average (a hand far from a declaration still wins some deals by a run of luck).
# Measured against Kiran (bench_bots, 400 deals): priced at its points alone Tara dropped
# 18% of deals for +6.6 points a deal; with 10, 7% for +7.6; with 20, 2% for +7.3.
DROP_MARGIN = 15
# Where a hand is counted card by card (no points at the table), the most it counts.
CAP = 80


class Advice:
    """The coach's choice for a seat's step: ``decision`` (a Decision), ``text`` (its
    reason, one line), ``options``: every choice of the step as ``(Decision, points)``,
    ``points`` being what the seat is expected to lose from here on (what it pays when
    another declares less what it collects when it does: below zero when it expects to
    gain; integers, so both runtimes agree), fewest first, the first being ``decision``;
    and ``win``, the seat's chance per mille to declare first if it follows the advice."""

    __slots__ = ("decision", "text", "options", "win")

    def __init__(self, decision: Decision, text: dict, options: list, win: int = 0) -> None:
        self.decision = decision
        self.text = text
        self.options = options
        self.win = win

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
    if len(sight.hand) == 14:
        return _at_throw(sight)
    return _at_draw(sight)


def _at_draw(sight: Sight) -> Advice:
    hand = sight.hand
    wild_rank = sight.wild_rank
    rivals = _rivals(sight)
    now = distance(hand, wild_rank)
    if now == 0:
        # 13 complete cards: declaring now wins before anyone else draws.
        win, points = race(0, 0, rivals, 0, True)
        return Advice(Decision.declare(None), reasons.DECLARE_NOW,
                      [(Decision.declare(None), points)], win)
    held = _held(sight, hand)
    options: list = []  # (decision, points, win)
    hit = _hit(hand, now, Unseen(sight))
    if sight.stock:
        win, points = race(now, hit, rivals, held, True)
        options.append((Decision.draw("stock"), points, win))
    top = sight.pile[-1] if sight.pile else None
    takes = top is not None and (sight.may_take_wild or not is_wild(top, wild_rank))
    if top is not None and takes:
        after = distance(hand + [top], wild_rank, top.id)
        # A card that brings the hand no closer spends the turn's draw.
        win, points = race(after, rate_at(after) if after < now else hit, rivals,
                           held_at(held, now, after), False)
        options.append((Decision.draw("discard"), points, win))
    if sight.drop_cost is not None:
        price = sight.drop_cost + DROP_MARGIN
        if sight.limit and sight.total + sight.drop_cost >= sight.limit:
            price += sight.limit  # it puts the seat out: it costs the pool
        options.append((Decision.drop(), price, 0))
    options = _ordered(options)
    decision, points, win = options[0]
    if decision.action == DROP:
        playing_on = options[1][1] if len(options) > 1 else points
        text = reasons.drop_reason(sight.drop_cost or 0, playing_on)
    elif decision.source == "discard" and top is not None:
        text = reasons.take_reason(top, hand, wild_rank)
    else:
        text = reasons.pass_reason(top, hand, wild_rank, sight.may_take_wild)
    return Advice(decision, text, [(o[0], o[1]) for o in options], win)


def _at_throw(sight: Sight) -> Advice:
    hand = sight.hand
    wild_rank = sight.wild_rank
    rivals = _rivals(sight)
    options: list = []
    found = choose_declaration(hand, sight.picked, wild_rank)
    if found is not None:
        thrown = found[1]
        win, points = race(0, 0, rivals, 0, False)
        decision = Decision.declare(thrown.id if thrown is not None else None)
        options.append((decision, points, win))
    throws = _throws(sight, rivals)
    options = _ordered(options + [t[:3] for t in throws])
    decision, points, win = options[0]
    if decision.action == DECLARE:
        thrown = Card(decision.card) if decision.card is not None else None
        text = reasons.declare_reason(thrown)
    else:
        text = _throw_text(sight, Card(decision.card), throws)
    return Advice(decision, text, [(o[0], o[1]) for o in options], win)


def _ordered(options: list) -> list:
    """Fewest points first; ties go to declaring, dropping, the stock, then the lower card
    id (as the review orders them, so that it names the same choice)."""
    order = []
    for k in range(len(options)):
        decision = options[k][0]
        order.append((options[k][1], TIES.index(decision.action), decision.source != "stock",
                      decision.card if decision.card is not None else -1, k))
    order.sort()
    return [options[entry[-1]] for entry in order]


def _throws(sight: Sight, rivals: list) -> list:
    """Every throw of the step as ``(Decision, points, win, alone)``, one card of each face,
    ``alone`` being its points before the risk of feeding the next player.

    The throws leaving the least distance are weighed with the outs they keep, the
    points left in the hand and the risk of feeding the next player; the others (and
    those past the budget) are priced at the measured rates and never below the best
    weighed throw, so that none is advised over it.
    """
    hand = sight.hand
    wild_rank = sight.wild_rank
    faces: dict = {}  # one card of each face: copies leave the same hand
    for card in hand:
        if card.id == sight.picked:
            continue
        face = card.face()
        if face not in faces or card.id < faces[face].id:
            faces[face] = card
    choices = [faces[face] for face in sorted(faces)]
    left = []
    for card in choices:
        rest = [c for c in hand if c is not card]
        # A wild card never leaves the hand further than a natural does: it is not tried.
        steps = -1 if is_wild(card, wild_rank) else distance(rest, wild_rank)
        left.append((steps, card, rest))
    naturals = [entry[0] for entry in left if entry[0] >= 0]
    least = min(naturals) if naturals else distance(left[0][2], wild_rank)
    unseen = Unseen(sight)
    best = []
    for steps, card, rest in left:
        if steps == least:
            cheap = -card_points(card, wild_rank)
            best.append((_connections(card, rest, wild_rank), cheap, card.id, card, rest))
    best.sort()
    weighed: dict = {}
    floor = None
    held_of = None
    for _, _, _, card, rest in best[:CANDIDATES]:
        likeliest = _likeliest_faces(rest, wild_rank)[:FACES]
        hit = _rate(outs(rest, least, unseen, likeliest), unseen)
        held = _held(sight, rest)
        win, points = race(least, hit, rivals, held, False)
        alone = points  # what the throw costs before the next player is weighed
        fed = _feeds(sight, card)
        if fed and rivals:
            helped = [closer(rivals[0])] + rivals[1:]
            points += fed * (race(least, hit, helped, held, False)[1] - points) // 1000
        weighed[card.id] = (points, win, alone)
        if floor is None or points < floor:
            floor = points
            held_of = (held, card)
    assert floor is not None and held_of is not None
    throws = []
    for steps, card, rest in left:
        if card.id in weighed:
            points, win, alone = weighed[card.id]
        else:
            steps = steps if steps >= 0 else distance(rest, wild_rank)
            held = held_of[0] + card_points(held_of[1], wild_rank) - card_points(card, wild_rank)
            win, points = race(steps, rate_at(steps), rivals, held, False)
            points = points if points > floor else floor + 1
            alone = points
        throws.append((Decision.discard(card.id), points, win, alone))
    return throws


def _throw_text(sight: Sight, card: Card, throws: list) -> dict:
    """The throw's reason; when the next player's moves changed the choice (the throw that
    would be best but for him joins a card he took), the card kept from him and why."""
    scored = sight.rules is not None and sight.rules.scored()
    text = reasons.throw_reason(card, sight.hand, sight.wild_rank, scored)
    watcher = sight.next_seat()
    if watcher is None:
        return text
    alone = _ordered([(t[0], t[3]) for t in throws])
    kept = Card(alone[0][0].card)
    if kept.face() == card.face():
        return text
    took, threw, passed = shown(sight)[watcher]
    joined = [Card.of(f[0], f[1]) for f in took if _joins(kept, f)]
    if not joined:
        return text
    shunned = [Card.of(f[0], f[1]) for f in passed + threw if f == card.face() or _joins(
        card, f)]
    return sentences([text, reasons.keep_reason(kept, sight.names[watcher], joined[:2],
                                                shunned[:1])])  # type: ignore[return-value]


def _rivals(sight: Sight) -> list:
    """Each opponent still in the deal, in the order they play after the seat: his
    distance as :func:`.outlook.opponent` reads it from his moves. A sight that knows
    of no other seat is taken for a heads-up deal's."""
    took: dict = {}
    drew: dict = {}
    for mover, what, _ in sight.moves:
        if what == TOOK:
            took[mover] = took.get(mover, 0) + 1
        elif what == DREW:
            drew[mover] = drew.get(mover, 0) + 1
    rivals = [opponent(took.get(other, 0), drew.get(other, 0)) for other in sight.seats_after()]
    return rivals if len(sight.counts) > 1 else [opponent(0, 0)]


def _feeds(sight: Sight, card: Card) -> int:
    """The chance per mille, as the coach weighs it, that the next player takes ``card``
    if it is thrown now (:func:`.feeding.feared`: that he holds a pair it completes)."""
    return feeding.feared(sight, card)


def _joins(card: Card, face: tuple) -> bool:
    """Whether ``card`` could share a group with a card of ``face``: its rank in another
    suit, or its suit up to two places away."""
    if face[0] == JOKER or card.rank == JOKER:
        return False
    if face[0] == card.rank:
        return face[1] != card.suit
    return face[1] == card.suit and apart(card.rank, face[0]) <= 2


def _held(sight: Sight, cards: list) -> int:
    """The points ``cards`` (13) would count were the deal lost now."""
    rules = sight.rules
    if rules is not None and rules.scoring != SCORING_NONE:
        return score_hand(cards, sight.wild_rank, rules).points
    found = least_points(cards, sight.wild_rank, 0, 0)
    points = found[0] if found is not None else CAP
    return points if points < CAP else CAP


def _hit(hand: list, now: int, unseen: Unseen) -> int:
    """The chance per mille that the next turn brings ``hand`` (13) a card closer."""
    return _rate(outs(hand, now, unseen, _likeliest_faces(hand, unseen.wild_rank)[:FACES]),
                 unseen)


def _rate(found: int, unseen: Unseen) -> int:
    total = unseen.total()
    hit = PILE_HELP + (found * 1000 // total if total else 0)
    return hit if hit < 950 else 950


def _likeliest_faces(hand: list, wild_rank: int) -> list:
    """The natural faces that could join a natural of ``hand``: beside it or two places
    away in its suit, or its rank in another suit. Those joining most of the hand come
    first (they are likeliest to bring it closer), then in face order."""
    joins: dict = {}
    for card in hand:
        if is_wild(card, wild_rank):
            continue
        rank = card.rank
        suit = card.suit
        for place in RUN_PLACES[rank]:
            for step in (-2, -1, 1, 2):
                there = place + step
                if 1 <= there <= HIGH_ACE and RANK_AT[there] != wild_rank:
                    face = (RANK_AT[there], suit)
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
        if other is card or is_wild(other, wild_rank):
            continue
        if other.rank == card.rank and other.suit != card.suit:
            count += 1
        elif other.suit == card.suit and 1 <= apart(card.rank, other.rank) <= 2:
            count += 1
    return count


def hint(table: Deal, seat: int, total: int = 0) -> dict:
    """The coach's choice for ``seat``'s step at ``table`` (its turn; ``total`` its points
    so far in the match): a dict with ``step`` ("drop", "draw", "discard" or "declare"),
    ``source`` (the pile, for a draw), ``card`` (the card's id, or None) and ``text``
    (the reason, one line)."""
    advice = advise(Sight.of(table, seat, True, total))
    decision = advice.decision
    card = decision.card
    if decision.source == "discard":
        card = table.discard_pile[-1].id  # the card it takes
    return {"step": decision.action, "source": decision.source, "card": card,
            "text": advice.text}
