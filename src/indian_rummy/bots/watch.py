"""Watching the next player: how likely he is to take each card if it were thrown now.

A generic player takes an open card when it joins his holding: it completes a
run or a set with cards he holds, or at least pairs with one. His hand is
hidden, so :func:`takes` first weighs, face by face, how likely he is to hold
it, by how well that explains every move of his the seat has seen:

* a card he **took** from the pile is in his hand (until he throws it), and he
  took it because it joined cards he holds: its neighbours are likelier held;
* a card he **threw** joined nothing of his: its neighbours are less likely
  held (in his first turns all of them; later he may break a gap, two places
  apart, but hardly a pair of cards side by side);
* an open card he **passed over** (he drew from the stock instead) did not
  join enough: its neighbours are less likely held.

He holds as many unknown cards as he holds, so what these moves take from some
faces goes to the others. Then a face is likely taken when the cards it would
join are likely held: two of them that it completes a run or a set with, or,
counting for less, one it pairs with. How much a pair counts is learnt from
him: more the more readily he has taken open cards, and less as the deal goes
on (a hand with shape wants groups, not pairs). A card he threw or passed over
himself he is unlikely to want back; a wild card he takes whenever the rules
allow. No bot's code is run: the same few rules explain any player. The
weights were fitted on bench games against Mira, Kiran and Tara
(bench/bench_watch.py measures how well the answers foresee their takes).

Every weight is an integer per mille, so the answer is the same on every
runtime, and the cost is a few passes over the moves and a few operations per
face.

>>> from ..engine.cards import Card, parse_cards
>>> from .sight import DREW, THREW, TOOK
>>> hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 5S KC AD")  # seat 0's, tens wild
>>> moves = [(1, TOOK, (7, 2)), (1, THREW, (13, 3)),   # he took the open 7♦, threw K♣
...          (0, DREW, None), (0, THREW, (1, 0)),      # seat 0 threw A♠
...          (1, DREW, None), (1, THREW, (4, 0)),      # he passed A♠ over, threw 4♠
...          (0, DREW, None)]
>>> sight = Sight(hand, 10, parse_cards("10C")[0], parse_cards("KC AS 4S"), moves,
...               [14, 13], seat=0, phase="discard")
>>> chance = takes(sight)
>>> def label(face):
...     return Card.of(face[0], face[1]).label()
>>> [label(f) for _, f in sorted([(-chance[f], f) for f in chance if f[0] != 10])[:4]]
['8♦', '6♦', '9♦', '5♦']
>>> [label(f) for _, f in sorted([(chance[f], f) for f in chance])[:3]]
['4♠', 'K♣', 'A♠']
>>> chance[(8, 2)], chance[(2, 1)], chance[(10, 1)]  # 8♦, 2♥ and a wild ten
(706, 191, 950)
"""

from ..engine.cards import ACE, JOKER
from .sight import DREW, THREW, TOOK, Sight, Unseen

SCALE = 1000  # every chance and weight is per mille
LIKELIEST = 900  # the chance he holds a card not known to be in his hand is never more

# How a move of his changes the chance he holds a neighbour of its card, per mille of
# what it was: one place away in its suit, two places away, its rank in another suit.
# The last is the card itself (a card taken is known to be held).
TOOK_NEAR = (3250, 2000, 1560, SCALE)  # he took it to join something: its neighbours are likelier
THREW_NEAR = (110, 1000, 550, 300)     # he threw it: it joined nothing of his
PASSED_NEAR = (375, 850, 800, SCALE)  # he left it on the pile: it did not join enough
# A throw in his first turns: nothing was near it at all.
EARLY_TURNS = 4
EARLY_THREW_NEAR = (300, 250, 200, 300)

# A face he threw or passed over himself, or holds already, is seldom taken.
THREW_SELF = 250
PASSED_SELF = 350
HELD_SELF = 300

WILD_TAKEN = 950  # a wild card, where he may take it
# A card that only pairs with one of his counts this much of one completing a group, for
# a player who has taken half the open cards he met (more for one who took more), at
# first; after n throws of his, PAIR_FADE / (PAIR_FADE + n) of it.
PAIR_WEIGHT = 176
PAIR_FADE = 3

# A score maps to a chance along these points, straight between them (measured on bench
# games, see bench/bench_watch.py): (score per mille, chance per mille).
CALIBRATION = ((0, 40), (60, 150), (140, 260), (200, 335), (250, 410), (340, 440),
               (380, 480), (460, 560), (685, 690), (SCALE, 800))


def next_seat(sight: Sight) -> int:
    """The seat that plays after ``sight.seat``: the one seen moving after its last throw,
    else the next seat holding cards.

    >>> next_seat(Sight([], 5, None, [], [(0, THREW, (3, 1)), (2, DREW, None)], [13, 0, 13]))
    2
    >>> next_seat(Sight([], 5, None, [], [], [13, 0, 13], seat=2))
    0
    """
    after = False
    found = None
    for mover, what, _ in sight.moves:
        if after and mover != sight.seat:
            found = mover
        after = mover == sight.seat and what == THREW
    if found is not None:
        return found
    seats = len(sight.counts)
    for step in range(1, seats + 1):
        seat = (sight.seat + step) % seats
        if sight.counts[seat]:
            return seat
    return sight.seat


def _places(rank: int) -> tuple:
    """Where a rank sits in a run: an ace at both ends (place 1 and place 14)."""
    return (1, 14) if rank == ACE else (rank,)


def _at(place: int, suit: int) -> tuple:
    """The face at a place of a suit's run."""
    return (ACE if place == 14 else place, suit)


def _neighbours(face: tuple) -> list:
    """Each face that could share a group with ``face``, with how near it is: 0 one place
    away in its suit, 1 two places away, 2 its rank in another suit (an ace at either end)."""
    rank, suit = face
    near = []
    for place in _places(rank):
        for step in (-2, -1, 1, 2):
            if 1 <= place + step <= 14:
                near.append((_at(place + step, suit), 0 if step in (-1, 1) else 1))
    for other in range(4):
        if other != suit:
            near.append(((rank, other), 2))
    return near


def _completing(face: tuple) -> list:
    """Each pair of faces that ``face`` completes a group with: two below it, one either
    side or two above it in its suit (an ace at either end), or two other suits of its rank.

    >>> _completing((2, 1))[:2]  # A♥ 3♥ or 3♥ 4♥ (no run turns the corner at the ace)
    [((1, 1), (3, 1)), ((3, 1), (4, 1))]
    >>> len(_completing((1, 0))), len(_completing((7, 2)))  # A♠: 2♠ 3♠, Q♠ K♠, three sets
    (5, 6)
    """
    rank, suit = face
    pairs = []
    for place in _places(rank):
        for low in (place - 2, place - 1, place + 1):
            high = low + (2 if low == place - 1 else 1)
            if 1 <= low and high <= 14:
                pairs.append((_at(low, suit), _at(high, suit)))
    others = [(rank, other) for other in range(4) if other != suit]
    pairs.append((others[0], others[1]))
    pairs.append((others[0], others[2]))
    pairs.append((others[1], others[2]))
    return pairs


def _scale(held: dict, face: tuple, factors: tuple) -> None:
    """Weigh the chance he holds each neighbour of ``face`` and the face itself by
    ``factors``: one place away, two places away, its rank in another suit, itself."""
    for near, how in _neighbours(face):
        held[near] = held[near] * factors[how] // SCALE
    held[face] = held[face] * factors[3] // SCALE


def _both(a: int, b: int) -> int:
    return a * b // SCALE


def _either(chances: list) -> int:
    """The chance at least one of several (taken as independent) comes true."""
    none = SCALE
    for chance in chances:
        none = none * (SCALE - chance) // SCALE
    return SCALE - none


def _calibrated(score: int) -> int:
    """The chance per mille for a score, straight between the two nearest CALIBRATION points
    (so a higher score is never given less)."""
    low, low_chance = CALIBRATION[0]
    for high, high_chance in CALIBRATION[1:]:
        if score <= high:
            return low_chance + (high_chance - low_chance) * (score - low) // (high - low)
        low, low_chance = high, high_chance
    return low_chance


def holdings(sight: Sight, seat: int) -> dict:
    """Per natural face, the chance per mille that ``seat`` holds it, from ``sight``: its
    share of the cards ``sight.seat`` has not seen, weighed by the seat's moves."""
    unseen = Unseen(sight)
    kept: dict = {}  # what he took and has not thrown since: in his hand
    for mover, what, face in sight.moves:
        if mover != seat or face is None:
            continue
        if what == TOOK:
            kept[face] = kept.get(face, 0) + 1
        elif what == THREW and kept.get(face, 0) > 0:
            kept[face] -= 1
    known = 0
    for face in kept:
        known += kept[face]
    hidden = max(0, sight.counts[seat] - known)
    total = max(1, unseen.total())
    held = {}
    for face in unseen.naturals:
        held[face] = min(LIKELIEST, SCALE * unseen.naturals[face] * hidden // total)
    turn = 0
    for mover, what, face in moves_met(sight):
        if mover != seat or face is None or face[0] == JOKER:
            continue
        if what == TOOK:
            _scale(held, face, TOOK_NEAR)
        elif what == THREW:
            _scale(held, face, EARLY_THREW_NEAR if turn < EARLY_TURNS else THREW_NEAR)
            turn += 1
        else:
            _scale(held, face, PASSED_NEAR)
    # He holds ``hidden`` cards unknown: what his moves took from some faces goes to the rest.
    mass = 0
    for face in held:
        if kept.get(face, 0) == 0:
            mass += held[face]
    if mass:
        for face in held:
            held[face] = held[face] * hidden * SCALE // mass
    for face in held:
        if kept.get(face, 0) > 0:
            held[face] = SCALE
        elif held[face] > LIKELIEST:
            held[face] = LIKELIEST
    return held


def moves_met(sight: Sight) -> list:
    """The public moves, each DREW move with the open card it passed over (None on an
    empty pile) as its face. The pile as it was before the first move is found by
    undoing the moves from the pile now; then it is replayed.

    >>> from ..engine.cards import parse_cards
    >>> moves = [(1, DREW, None), (1, THREW, (13, 3)), (0, TOOK, (13, 3)), (0, THREW, (1, 0)),
    ...          (1, DREW, None)]
    >>> moves_met(Sight([], 5, None, parse_cards("9H AS"), moves))[0], moves_met(
    ...     Sight([], 5, None, parse_cards("9H AS"), moves))[-1]
    ((1, 'drew', (9, 1)), (1, 'drew', (1, 0)))
    """
    pile = [card.face() for card in sight.pile]
    for k in range(len(sight.moves) - 1, -1, -1):
        _, what, face = sight.moves[k]
        if what == THREW and pile:
            pile.pop()
        elif what == TOOK:
            pile.append(face)
    met = []
    for mover, what, face in sight.moves:
        if what == THREW:
            pile.append(face)
        elif what == TOOK and pile:
            pile.pop()
        elif what == DREW:
            face = pile[-1] if pile else None
        met.append((mover, what, face))
    return met


def takes(sight: Sight) -> dict:
    """Per natural face (rank, suit), the chance per mille that the next seat takes that
    card if ``sight.seat`` throws it now."""
    scores = _scores(sight)
    chances = {}
    for face in scores:
        if face[0] == sight.wild_rank:
            chances[face] = WILD_TAKEN if sight.may_take_wild else 0
        else:
            chances[face] = _calibrated(scores[face])
    return chances


def _scores(sight: Sight) -> dict:
    """Per natural face, how well it joins what the next seat likely holds, per mille."""
    seat = next_seat(sight)
    held = holdings(sight, seat)
    threw: dict = {}
    passed: dict = {}
    took = 0
    left = 0
    thrown = 0
    for mover, what, face in moves_met(sight):
        if mover != seat or face is None:
            continue
        if what == THREW:
            threw[face] = True
            thrown += 1
        elif what == DREW:
            passed[face] = True
            left += 1
        elif what == TOOK:
            took += 1
    # How readily he takes: the share of open cards he took, counting one more of each.
    # One who takes readily wants pairs too, and takes more of everything.
    readiness = SCALE * (took + 1) // (took + left + 2)
    pair_weight = PAIR_WEIGHT * readiness // 500 * PAIR_FADE // (PAIR_FADE + thrown)
    scores = {}
    for face in held:
        group = _either([_both(held[a], held[b]) for a, b in _completing(face)])
        near = [held[there] for there, how in _neighbours(face) if how != 1]
        pair = _either(near)
        raw = group + pair_weight * (SCALE - group) // SCALE * pair // SCALE
        if face in threw:
            raw = raw * THREW_SELF // SCALE
        if face in passed:
            raw = raw * PASSED_SELF // SCALE
        if held[face] == SCALE:
            raw = raw * HELD_SELF // SCALE
        scores[face] = raw * (SCALE + readiness) // (2 * SCALE)
    return scores
