"""The fitted model of a deal's future: a seat's chance to declare first and the points it
expects from here, read from what it may know.

Where the coach's race once set its rates by hand (kept as the fit's baseline in
:mod:`indian_rummy.tools.training.outlook`), this model is fitted to the
outcomes of simulated deals (every bot against every bot, two to six seats:
``python -m indian_rummy.tools.training``) and its parameters ship as integers in
:mod:`.model_params`. From a seat's :class:`~.sight.Sight` (and, for a choice of
its step, the hand that choice leaves) :func:`features` reads a few integers:
its distance and outs, the points and wild cards it holds, the others' visible
progress (cards taken from the discard pile, draws), the turns played, the
stock, the seats and whether it moves next. :func:`outlook` turns them, for a
seat that plays on as a given bot plays (Tara by default: the coach's play), into

* ``win``: the chance per mille that the seat declares first (a logistic model,
  its curve read from a table), and
* ``points``: the points it expects to lose from here on the game's scale, what
  it pays when another declares (its count, or a drop's price) less what the
  others pay when it declares (so below zero when it expects to collect). It is
  ``(1000 - win) * paid - win * collected`` per mille, ``paid`` (at most 80)
  and ``collected`` (at most 80 an opponent: each opponent's payment times their
  number) each fitted to the deals that ended that way, so it never leaves what
  a deal can cost or pay.

Every figure is an integer: MicroPython and CPython give the same answer to the
last digit.

>>> from ..engine.cards import parse_cards
>>> near = parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC")  # one card from complete
>>> far = parse_cards("3H 6C 9H 7S JS 2D QC 5D KH 8C 4D AS 10H")
>>> sight = Sight(near, 10, parse_cards("10C")[0], parse_cards("KD"), counts=[13, 13])
>>> outlook(features(sight))[0] > outlook(features(sight, far))[0]
True
"""

from ..engine.cards import JOKER, is_wild
from ..engine.distance import distance
from ..engine.groups import apart
from ..engine.rules import SCORING_NONE, TWINE
from ..engine.scoring import score_hand
from . import BOT_ORDER, model_params
from .sight import DRAW, DREW, TOOK, Sight, Unseen, near_faces, outs, shown

# The features, in the order of the vector and of the parameters' weights.
NAMES = ("distance", "outs", "held", "wilds", "opponents", "took", "took_most", "next_took",
         "drew", "turns", "stock", "first", "drop")
# Farther hands are told apart no more: they count as this far.
FAR = 8
# Outs are counted among so many faces, those likeliest to join the hand (a bounded cost:
# at most FACES + 5 distance calls).
FACES = 20
# Whose play the figures foresee (the seat's, from here on), by its place in BOT_ORDER:
# Mira's, Kiran's, or Tara's (the coach's own: what a seat that follows it may expect).
MIRA = BOT_ORDER.index("mira")
KIRAN = BOT_ORDER.index("kiran")
TARA = BOT_ORDER.index("tara")
# Five opponents at most (six seats).
MOST = 5
# The terms of :func:`design`, in order (the fit constrains some of their weights' signs).
TERMS = tuple(["beyond%d" % d for d in range(1, FAR)] + ["seats%d" % (n + 1)
                                                         for n in range(1, MOST + 1)]
              + list(NAMES[1:4]) + list(NAMES[5:])
              + ["outs_at1", "outs_at2", "first_at1", "first_at2", "distance_opponents",
                 "distance_turns", "distance_took_most", "kiran", "tara"])
# The most a hand counts (the rules' cap): the most a loser pays, and each opponent pays
# the one who declares.
CAP = 80


def features(sight: Sight, hand: "list | None" = None, first: "bool | None" = None,
             steps: "int | None" = None, found: "int | None" = None) -> list:
    """The integers the model reads for ``sight``'s seat holding ``hand`` (13 cards; the
    sight's own by default), one per name of :data:`NAMES`. ``first`` says whether the
    seat draws next, before the others (by default: whether the sight is at its draw).
    ``steps`` (the hand's distance) and ``found`` (its outs, counted as :func:`count_outs`
    counts them) may be given where they are known already: they are most of the cost.

    ``outs`` counts per mille of the unseen cards those that would bring the hand a card
    closer; ``took`` sums the cards the others took from the discard pile and kept,
    ``took_most`` is the most one of them kept, ``next_took`` the next player's;
    ``drew`` the others' draws from the stock, per opponent; ``turns`` the seat's own
    draws so far; ``drop`` the price of a drop now (0 when it may not drop).
    """
    cards = sight.hand if hand is None else hand
    if first is None:
        first = sight.phase == DRAW
    wild_rank = sight.wild_rank
    if steps is None:
        steps = distance(cards, wild_rank)
    unseen = Unseen(sight)
    if found is None:
        found = count_outs(cards, steps, unseen)
    total = unseen.total()
    hit = found * 1000 // total if total else 0
    wilds = len([c for c in cards if is_wild(c, wild_rank)])
    others = sight.seats_after()
    drew: dict = {}
    turns = 0
    for mover, what, _ in sight.moves:
        if what == TOOK or what == DREW:
            if mover == sight.seat:
                turns += 1
            elif what == DREW:
                drew[mover] = drew.get(mover, 0) + 1
    kept = shown(sight)
    taken = [len(kept[seat][0]) for seat in others]
    draws = sum([drew.get(seat, 0) for seat in others])
    count = len(others) if others else 1
    return [steps if steps < FAR else FAR, hit, counted(sight, cards), wilds, count,
            sum(taken), max(taken) if taken else 0, taken[0] if taken else 0,
            draws // count, turns, sight.stock, 1 if first else 0,
            sight.drop_cost if sight.drop_cost is not None else 0]


def count_outs(cards: list, steps: int, unseen: Unseen) -> int:
    """The hand's outs as the model counts them: among the wild cards and the FACES faces
    likeliest to join it (:func:`likeliest`)."""
    if steps == 0:
        return 0
    return outs(cards, steps, unseen, likeliest(cards, unseen.wild_rank)[:FACES])


def likeliest(cards: list, wild_rank: int) -> list:
    """The natural faces near ``cards`` (:func:`.sight.near_faces`), those that could join
    the most of its naturals in a group (its rank in another suit, or its suit one or two
    places away) first, then in face order."""
    naturals = [c for c in cards if not is_wild(c, wild_rank) and c.rank != JOKER]
    scored = []
    for face in near_faces(naturals):
        if face[0] == wild_rank:
            continue
        near = 0
        for card in naturals:
            if card.suit == face[1]:
                near += 1 if 1 <= apart(card.rank, face[0]) <= 2 else 0
            elif card.rank == face[0]:
                near += 1
        scored.append((-near, face))
    scored.sort()
    return [entry[1] for entry in scored]


def counted(sight: Sight, cards: list) -> int:
    """The points ``cards`` (13) would count were the deal lost now: by the table's rules,
    or the two-player rules' where the table keeps no points."""
    rules = sight.rules
    if rules is None or rules.scoring == SCORING_NONE:
        rules = TWINE
    return score_hand(cards, sight.wild_rank, rules).points


def design(values: list, player: int = TARA) -> list:
    """The terms of the model's linear forms for a feature vector (:data:`TERMS` names
    them): a step for each distance beyond one (so that the fit can keep a farther hand
    from looking better, a weight a step) and a term for each number of opponents
    (their effects are far from straight lines),
    the other features as they are, and where they matter most together (the outs and
    moving first at one and two cards from complete; the distance with the opponents,
    the turns played and the most cards an opponent took), and whose play it foresees
    (``player``: Kiran's or Tara's against Mira's). Every parameter of
    :mod:`.model_params` weighs these, in this order."""
    steps = values[0]
    opponents = values[4] if values[4] <= MOST else MOST
    terms = [1 if steps >= d else 0 for d in range(2, FAR + 1)]
    terms += [1 if opponents == n else 0 for n in range(1, MOST + 1)]
    terms += values[1:4] + values[5:]
    near = [1 if steps == d else 0 for d in (1, 2)]
    terms += [near[0] * values[1], near[1] * values[1], near[0] * values[11],
              near[1] * values[11], steps * opponents, steps * values[9], steps * values[6]]
    terms += [1 if player == k else 0 for k in (KIRAN, TARA)]
    return terms


def outlook(values: list, player: int = TARA) -> tuple:
    """``(win, points)`` for a feature vector (:func:`features`): the chance per mille to
    declare first and the points expected to be lost from here (below zero: collected),
    for a seat that plays on as ``player`` plays (by default as the coach advises).

    A nearer hand never has the lower chance nor expects to lose more, all else equal:
    the logit at a distance is the highest the fit gives it or any farther hand with the
    same features, and the points the fewest (the fit's terms of the distance are
    constrained so, but its products with other features are not). Both are then read
    through their calibration curves (:func:`_calibrated`), fitted to what became of the
    training positions: a chance said comes true as often as it says, and the points
    said are the points lost, on average."""
    steps = values[0]
    farther = list(values)
    farther[0] = 0
    terms = design(farther, player)
    complete = -_clamp(_sum(model_params.COLLECTED, terms), 0, CAP) * _opponents(values)
    if steps == 0:
        return 1000, complete  # a complete hand declares at once
    logit = None
    points = None
    for d in range(FAR, steps - 1, -1):
        farther[0] = d
        terms = design(farther, player)
        other = _sum(model_params.WIN, terms)
        logit = other if logit is None or other > logit else logit
        win = _logistic(logit)
        paid = _clamp(_sum(model_params.PAID, terms), 0, CAP)
        collected = _clamp(_sum(model_params.COLLECTED, terms), 0, CAP) * _opponents(values)
        here = ((1000 - win) * paid - win * collected) // 1000
        points = here if points is None or here < points else points
    assert points is not None
    win = _calibrated(model_params.CALIBRATED_WIN, win)
    # The curve may read a near hand's points as more than a complete one collects.
    points = max(_calibrated(model_params.CALIBRATED_POINTS, points), complete)
    most = CAP * _opponents(values)  # what a deal can pay the seat, at most
    return (0 if win < 0 else 1000 if win > 1000 else win,
            -most if points < -most else CAP if points > CAP else points)


def _calibrated(knots: tuple, said: int) -> int:
    """``said`` through the curve of ``knots`` (pairs said, got; both strictly increasing):
    linear between two knots, and beyond the first or last one point for a point."""
    if not knots:
        return said
    if said <= knots[0]:
        return knots[1] + said - knots[0]
    for k in range(2, len(knots), 2):
        if said <= knots[k]:
            low, high = knots[k - 2], knots[k]
            return knots[k - 1] + (knots[k + 1] - knots[k - 1]) * (said - low) // (high - low)
    return knots[-1] + said - knots[-2]


def _opponents(values: list) -> int:
    return values[4] if values[4] <= MOST else MOST


def _sum(weights: tuple, terms: list) -> int:
    """A linear form in fixed point, out of ONE."""
    total = 0
    for k in range(len(terms)):
        total += weights[k] * terms[k]
    return total


def _clamp(value: int, low: int, high: int) -> int:
    value = value // model_params.ONE
    return low if value < low else high if value > high else value


def _logistic(total: int) -> int:
    """The logistic curve of ``total`` (a logit out of ONE), per mille, from the table of
    its values at every STEPS-th of a logit (linear in between)."""
    table = model_params.CURVE
    steps = model_params.STEPS
    one = model_params.ONE
    at = total * steps
    index = at // one
    middle = len(table) // 2
    if index <= -middle:
        return table[0] // 1000
    if index >= middle:
        return table[-1] // 1000
    low = table[index + middle]
    high = table[index + middle + 1]
    return (low + (high - low) * (at - index * one) // one) // 1000
