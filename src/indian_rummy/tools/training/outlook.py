"""The hand-set race to declare that the coach used before the fitted model
(:mod:`indian_rummy.bots.model`): kept here as the baseline the fit is measured
against (``bench/bench_model.py``), no longer played.

The race: a seat's chance to declare first and the points it expects to lose.

A deal is a race: each player's hand needs some exchanges (its distance,
:mod:`indian_rummy.engine.distance`), and each turn a hand comes one card
closer with some chance. The first to reach a complete hand declares and the
others pay what their cards count. This module turns what a seat may know
into that race's outcome, in points:

* its own distance, and the chance a turn brings it closer (its outs among
  the unseen cards); nearer steps go at the rates measured in bench games
  (``RATE``), in proportion;
* each opponent's distance, unknown: it starts from how far dealt hands are
  (``DEALT``) and comes closer with each card he takes from the discard pile
  (he takes a card to use it) and, at ``RIVAL``, with each draw from the stock;
* what a lost deal costs: the points the seat holds now, falling as its hand
  comes closer, and what the others pay when it declares (``LOST``, measured).

Every figure is an integer (chances per ``SCALE``, points): MicroPython and
CPython give the same answer to the last digit.

>>> rival = opponent(0, 0)
>>> race(1, 500, [rival], 20, True)[0] > race(4, 300, [rival], 60, True)[0]
True
>>> win, points = race(4, 200, [opponent(3, 4)], 70, True)  # far, and he took three cards
>>> win < 200, points > 35
(True, True)
"""

# Chances are counted out of SCALE (so 1000 per mille is SCALE // 1000).
SCALE = 1000000
PER_MILLE = SCALE // 1000
# How far a hand can be from a declaration and still be told apart: farther counts as this.
FAR = 7
# A hand's chance (per mille) to come a card closer in one turn, by its distance, as
# measured over bench games (a draw from either pile): the seat's own (Tara's) and an
# opponent's (Kiran's: a player who does not count outs).
RATE = (0, 340, 450, 550, 690, 800, 850, 900)
RIVAL = (0, 330, 340, 480, 560, 650, 750, 800)
# How far dealt hands are (per mille, by distance), measured at twine heads-up.
DEALT = (0, 30, 170, 390, 290, 110, 10, 0)
# The chance (per mille) that a card he takes from the discard pile brings him closer.
TAKEN = 900
# What a loser pays, by his distance when someone declares, measured (the cap is 80).
LOST = (0, 22, 49, 66, 80, 80, 80, 80)
# No hand is sure to come closer in one turn.
HIGHEST = 950
# Turns looked ahead: by then nearly every race is over.
ROUNDS = 30


def _far(steps: int) -> int:
    return steps if steps < FAR else FAR


def rate_at(steps: int) -> int:
    """The measured chance per mille that a hand ``steps`` away comes closer in a turn."""
    return RATE[_far(steps)]


def opponent(took: int, drew: int) -> list:
    """An opponent's distance as chances out of SCALE (index: distance), from the cards he
    took from the discard pile (``took``) and drew from the stock (``drew``), given that he
    has not declared: he is at least one card away."""
    chances = [DEALT[d] * PER_MILLE for d in range(FAR + 1)]
    for _ in range(took):
        chances = _step(chances, [TAKEN] * (FAR + 1))
    for _ in range(drew):
        chances = _step(chances, RIVAL)
    chances[0] = 0  # he would have declared
    total = sum(chances)
    if total == 0:
        return [0, SCALE] + [0] * (FAR - 1)
    return [c * SCALE // total for c in chances]


def closer(chances: list) -> list:
    """The same opponent one card closer (he takes the card he needed)."""
    return _step(chances, [1000] * (FAR + 1))


def _step(chances: list, rate: "list | tuple") -> list:
    """One turn of a hand: from each distance, ``rate`` per mille come a card closer."""
    moved = list(chances)
    for d in range(1, FAR + 1):
        going = chances[d] * rate[d] // 1000
        moved[d] -= going
        moved[d - 1] += going
    return moved


def held_at(held: int, steps: int, later: int) -> int:
    """The points a hand holding ``held`` at ``steps`` from a declaration is expected to hold
    once ``later`` from it (points fall as groups form)."""
    if steps <= 0:
        return 0
    return held * LOST[_far(later)] // LOST[_far(steps)]


def race(steps: int, hit: int, rivals: list, held: int, first: bool) -> tuple:
    """``(win, points)``: the seat's chance per mille to declare first and the points it
    expects to lose from here (what it pays when another declares, less what the others
    pay when it does; below zero when it expects to gain).

    ``steps`` is its distance, ``hit`` the chance per mille that a turn brings it closer
    now (:func:`_rates`), ``rivals`` each opponent's distance (:func:`opponent`), in the
    order they play after it, ``held`` the points its cards count now, ``first`` whether
    it plays before them (at its draw) or after them (having thrown).
    """
    mine = [0] * (FAR + 1)
    mine[_far(steps)] = SCALE
    if steps == 0:
        return 1000, -_paid(rivals)
    rivals = [list(r) for r in rivals]
    count = len(rivals) + 1
    paying = [held_at(held, steps, d) for d in range(FAR + 1)]
    gained = 0  # points times SCALE
    lost = 0
    won = 0  # chance out of SCALE
    going = SCALE  # the chance nobody has declared yet
    mover = (0 if first else 1) % count
    rate = _rates(steps, hit)
    for _ in range(ROUNDS * count):
        if going < PER_MILLE:
            break
        if mover == 0:
            before = mine[0]
            mine = _step(mine, rate)
            done = mine[0] - before
            mine[0] = before
            if done:
                # He declares now: every rival still playing pays his cards.
                share = done * going // _left(mine, done)
                won += share
                gained += share * _paid(rivals)
                going -= share
        else:
            rival = rivals[mover - 1]
            before = _left(rival, 0)
            stepped = _step(rival, RIVAL)
            done = stepped[0]
            stepped[0] = 0
            if done and before:
                share = done * going // before
                lost += share * _expected(mine, paying)
                going -= share
            rivals[mover - 1] = stepped
        mover = (mover + 1) % count
    return won // PER_MILLE, (lost - gained) // SCALE


def _rates(steps: int, hit: int) -> list:
    """The hand's chance per mille to come closer in a turn, by distance: ``hit`` at its
    distance now, and the measured rates nearer, in the same proportion (a hand with many
    outs tends to keep them as it comes closer)."""
    base = RATE[_far(steps)]
    rates = list(RATE)
    for d in range(1, _far(steps) + 1):
        rate = RATE[d] * hit // base
        rates[d] = rate if rate < HIGHEST else HIGHEST
    return rates


def _left(chances: list, done: int) -> int:
    """The chance the hand was still playing before ``done`` of it declared."""
    return sum(chances[1:]) + done


def _expected(chances: list, points: list) -> int:
    """The points a hand at these chances is expected to hold."""
    total = sum(chances[1:])
    if total == 0:
        return 0
    return sum([chances[d] * points[d] for d in range(1, FAR + 1)]) // total


def _paid(rivals: list) -> int:
    """What the rivals, all still playing, pay together when the seat declares."""
    paid = 0
    for rival in rivals:
        total = sum(rival[1:])
        if total:
            paid += sum([rival[d] * LOST[d] for d in range(1, FAR + 1)]) // total
    return paid
