"""The coach: one choice for a seat's step, weighed in the game's points, with its reason.

:func:`advise` works from what the seat may know (a :class:`~.sight.Sight`)
and prices every choice of the step by the points the seat is expected to
lose from there, and its chance to declare first, as the fitted model of a
deal's future gives them (:mod:`.model`: from its distance and outs, the
points it holds, the others' visible progress). Hint shows its decision,
Arrange suggests its card at tables with bots, the review compares each turn
with it, and Tara plays it.

* A complete hand declares (at the draw too, with 13 complete cards).
* A drop is advised when its price is clearly below what playing on is
  expected to lose (by ``DROP_MARGIN``), at single deals too; in a pool, never
  a drop that would put the seat out (its total and the drop reach the pool's
  limit).
* Both draws are priced as the positions they lead to, once the seat has thrown
  and the others move first: a draw from the discard pile by the hand it leaves
  once the seat has thrown the card its throw's shortlist would throw, a draw
  from the stock by the hand a card closer at the chance the card drawn brings
  it closer (the hand's outs), else as it stands.
* A throw keeps the least distance first (no throw that raises it is ever
  advised where another keeps it), priced by the model with the outs and the
  points it leaves, and weighed by the chance that the next player takes the
  card (:func:`.feeding.takes`: that he holds a pair it completes, from what
  his moves showed) between the model's figure as it is and once he has taken
  it (one more card taken from the pile, by him: what the fit learned such
  takes cost, from simulated deals).

Every option carries a *figure*, on the scale the rules use: a drop's is the
rules' price (20 or 40; 25 or 50 in Pool 201), any other's the points the seat
is expected to lose from there, within what a deal can cost or pay
(:func:`_priced`, the one place options get their figures). The margin and the
pool's limit decide the order, never the figure: an advised drop always shows
a figure ``DROP_MARGIN`` or more below playing on, and a drop the coach holds
back may show one below it (``Advice.loss`` is then below zero).

Its budget is fixed in distance calls, not time: outs are counted once, for
the best few throws only, against the faces likeliest to join the hand, so a
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
from ..engine.groups import apart
from . import feeding, model, reasons
from .mira import choose_declaration
from .sight import Sight, Unseen, shown

DROP = "drop"
DRAW = "draw"
THROW = "discard"
DECLARE = "declare"
# The order of choices of equal points.
TIES = (DECLARE, DROP, DRAW, THROW)

# The budget: outs are counted for at most so many throws, each against at most
# model.FACES faces (and the wild cards: at most five tries), so a throw never costs
# more than 14 + CANDIDATES * (model.FACES + 5) distance calls, and a draw
# 2 * (model.FACES + 5) + TRIES + 1.
CANDIDATES = 8
# A take is priced once its throw is found: among the first so many of the shortlist's
# order (a distance call each; the first nearly always leaves the least distance).
TRIES = 4
# Where the model's features read the outs, and the cards taken from the pile: all, the
# most by one, the next player's.
OUTS = model.NAMES.index("outs")
TOOK = model.NAMES.index("took")
TOOK_MOST = model.NAMES.index("took_most")
NEXT_TOOK = model.NAMES.index("next_took")

# What a drop must save to be advised (its key holds it, never its figure): the deal it
# gives up, which the model prices only on average (a hand far from a declaration still
# wins some deals by a run of luck). Against Kiran (bench_bots, seeds 20001..20500 in both
# seat orders), with both draws priced once the seat has thrown: 5 let Tara drop 27% of
# deals for +5.5 +- 2.0 points a deal, 10 dropped 19% for +6.3 +- 2.0.
DROP_MARGIN = 10
# Where a hand is counted card by card (no points at the table), the most it counts.
CAP = 80


class Advice:
    """The coach's choice for a seat's step: ``decision`` (a Decision), ``text`` (its
    reason, one line), ``options``: every choice of the step as ``(Decision, points)``,
    ``points`` being its figure (:func:`_priced`): a drop's price, or what the seat is
    expected to lose from here on (what it pays when another declares less what it
    collects when it does: below zero when it expects to gain; integers, so both runtimes
    agree), in the coach's order, the first being ``decision``; and ``win``, the seat's
    chance per mille to declare first if it follows the advice."""

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
        """The points ``decision`` is expected to lose against the coach's choice: the
        difference of their figures (below zero only for a drop the coach holds back)."""
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
    now = distance(hand, wild_rank)
    if now == 0:
        # 13 complete cards: declaring now wins before anyone else draws.
        win, points = model.outlook(model.features(sight, hand, True, 0, 0))
        declared = _priced(sight, [(Decision.declare(None), points, win)])
        return Advice(Decision.declare(None), reasons.DECLARE_NOW, _shown(declared), win)
    options: list = []  # (decision, points, win)
    unseen = Unseen(sight)
    if sight.stock:
        win, points = _from_stock(sight, now, unseen)
        options.append((Decision.draw("stock"), points, win))
    top = sight.pile[-1] if sight.pile else None
    takes = top is not None and (sight.may_take_wild or not is_wild(top, wild_rank))
    if top is not None and takes:
        win, points = _taken(sight, top, unseen)
        options.append((Decision.draw("discard"), points, win))
    if sight.drop_cost is not None:
        options.append((Decision.drop(), sight.drop_cost, 0))
    options = _priced(sight, options)
    decision, points, win, _ = options[0]
    if decision.action == DROP:
        playing_on = options[1][1] if len(options) > 1 else points
        text = reasons.drop_reason(points, playing_on)
    elif decision.source == "discard" and top is not None:
        text = reasons.take_reason(top, hand, wild_rank)
    else:
        text = reasons.pass_reason(top, hand, wild_rank, sight.may_take_wild)
    return Advice(decision, text, _shown(options), win)


def _from_stock(sight: Sight, now: int, unseen: Unseen) -> tuple:
    """``(win, points)`` of a draw from the stock, as the take's are read, once the seat
    has thrown and the others move first: the hand a card closer by the chance the card
    drawn brings it closer (its outs among the unseen cards), else as it stands."""
    values = model.features(sight, sight.hand, False, now,
                            model.count_outs(sight.hand, now, unseen))
    hit = values[OUTS]
    closer = list(values)
    closer[0] = now - 1
    stays = model.outlook(values)
    comes = model.outlook(closer)
    return ((hit * comes[0] + (1000 - hit) * stays[0]) // 1000,
            (hit * comes[1] + (1000 - hit) * stays[1]) // 1000)


def _taken(sight: Sight, top: Card, unseen: Unseen) -> tuple:
    """``(win, points)`` of taking ``top``: the model's outlook for the hand it leaves once
    the seat has thrown the card the throw's shortlist tries first among those leaving
    the least distance, read as a position after a throw, the others to move first (a
    take spends the turn's draw, where a draw from the stock still holds its luck; its
    outs counted once; the feeding risk is the throw step's to weigh)."""
    wild_rank = sight.wild_rank
    kept = sight.hand + [top]
    least = distance(kept, wild_rank, top.id)
    order = []
    for card in sight.hand:
        if not is_wild(card, wild_rank):
            order.append((_connections(card, kept, wild_rank), -card_points(card, wild_rank),
                          card.id, card))
    order.sort()
    rest = steps = None
    for _, _, _, card in order[:TRIES]:
        left = [c for c in kept if c is not card]
        far = distance(left, wild_rank)
        if steps is None or far < steps:
            rest, steps = left, far
        if far == least:
            break
    if rest is None or steps is None:  # a hand of wild cards only
        rest, steps = kept[1:], least
    return model.outlook(model.features(sight, rest, False, steps,
                                        model.count_outs(rest, steps, unseen)))


def _at_throw(sight: Sight) -> Advice:
    hand = sight.hand
    options: list = []
    found = choose_declaration(hand, sight.picked, sight.wild_rank)
    if found is not None:
        thrown = found[1]
        rest = [c for c in hand if c is not thrown] if thrown is not None else hand
        win, points = model.outlook(model.features(sight, rest, False, 0, 0))
        decision = Decision.declare(thrown.id if thrown is not None else None)
        options.append((decision, points, win))
    throws = _throws(sight)
    options = _priced(sight, options + [t[:3] for t in throws])
    decision = options[0][0]
    win = options[0][2]
    if decision.action == DECLARE:
        thrown = Card(decision.card) if decision.card is not None else None
        text = reasons.declare_reason(thrown)
    else:
        text = _throw_text(sight, Card(decision.card), throws)
    return Advice(decision, text, _shown(options), win)


def _priced(sight: Sight, options: list) -> list:
    """The options ``(Decision, points, win)`` of a step (``points``: a drop's price, or
    what the model expects the seat to lose) as ``(Decision, figure, win, key)`` in the
    coach's order: the one place options get their figures and the coach's keys.

    A figure is on the scale the rules use: a drop's is its price; any other's lies within
    what a deal can cost or pay the seat (at most the points cap lost, at most the cap from
    each other seat still playing gained). A key decides: a drop's is its price and
    ``DROP_MARGIN`` (and the pool's limit when it puts the seat out: it costs the match),
    any other's its points as the model gives them.
    """
    cap = sight.rules.points_cap if sight.rules is not None else CAP
    others = len(sight.seats_after())
    most = (others if others else 1) * cap
    priced = []
    for decision, points, win in options:
        if decision.action == DROP:
            key = points + DROP_MARGIN
            if sight.limit and sight.total + points >= sight.limit:
                key += sight.limit
        else:
            key = points
            points = cap if points > cap else (-most if points < -most else points)
        priced.append((decision, points, win, key))
    return _ordered(priced)


def _shown(options: list) -> list:
    """What Advice shows of priced options: each decision and its figure."""
    return [(o[0], o[1]) for o in options]


def _ordered(options: list) -> list:
    """Fewest points first (by the last item of each option: its key); ties go to
    declaring, dropping, the stock, then the lower card id (as the review orders them, so
    that it names the same choice)."""
    order = []
    for k in range(len(options)):
        decision = options[k][0]
        order.append((options[k][-1], TIES.index(decision.action), decision.source != "stock",
                      decision.card if decision.card is not None else -1, k))
    order.sort()
    return [options[entry[-1]] for entry in order]


def _throws(sight: Sight) -> list:
    """Every throw of the step as ``(Decision, points, win, alone)``, one card of each face,
    ``alone`` being its points before the risk of feeding the next player.

    The throws leaving the least distance (the first CANDIDATES of them, those sharing a
    group with the fewest other cards first) are priced by the model with their outs and
    the risk of feeding the next player: the figure he takes the card at (one more card
    taken from the pile), weighed by the chance he takes it. The others (and those past
    the budget) are priced as the best weighed throw is, with their own distance and
    points held, and never below it, so that none is advised over it.
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
    floor_values: list = []
    for _, _, _, card, rest in best[:CANDIDATES]:
        values = model.features(sight, rest, False, least, model.count_outs(rest, least, unseen))
        win, points = model.outlook(values)
        alone = points  # what the throw costs before the next player is weighed
        fed = feeding.takes(sight, card)
        if fed:
            fed_win, fed_points = model.outlook(_fed(values))
            points += fed * (fed_points - points) // 1000
            win += fed * (fed_win - win) // 1000
        weighed[card.id] = (points, win, alone)
        if floor is None or points < floor:
            floor = points
            floor_values = values
    assert floor is not None
    throws = []
    for steps, card, rest in left:
        if card.id in weighed:
            points, win, alone = weighed[card.id]
        else:
            values = list(floor_values)
            steps = steps if steps >= 0 else distance(rest, wild_rank)
            values[0] = steps if steps < model.FAR else model.FAR
            values[2] = model.counted(sight, rest)
            values[3] = len([c for c in rest if is_wild(c, wild_rank)])
            win, points = model.outlook(values)
            points = points if points > floor else floor + 1
            alone = points
        throws.append((Decision.discard(card.id), points, win, alone))
    return throws


def _fed(values: list) -> list:
    """The model's features once the next player has taken the card thrown to him: one
    more card taken from the pile, by him."""
    fed = list(values)
    fed[TOOK] += 1
    fed[NEXT_TOOK] += 1
    if fed[NEXT_TOOK] > fed[TOOK_MOST]:
        fed[TOOK_MOST] = fed[NEXT_TOOK]
    return fed


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


def _joins(card: Card, face: tuple) -> bool:
    """Whether ``card`` could share a group with a card of ``face``: its rank in another
    suit, or its suit up to two places away."""
    if face[0] == JOKER or card.rank == JOKER:
        return False
    if face[0] == card.rank:
        return face[1] != card.suit
    return face[1] == card.suit and apart(card.rank, face[0]) <= 2


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
