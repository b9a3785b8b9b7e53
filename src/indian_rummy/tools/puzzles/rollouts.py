"""The deeper evaluation: determinized rollouts of every choice of a seat's step.

A rollout deals the cards the seat cannot see at random, consistently with what it
saw (:func:`world`): the other seats' hands and the stock's order are shuffled
together, except the cards another seat took from the discard pile and still holds
(:func:`indian_rummy.bots.sight.shown`), which stay in its hand; and each other
hand is given in private the turns its draws from the stock gave it to improve
(:func:`_improve`: a hand dealt at random would be a fresh deal's, weaker than one
played for some turns). Each choice is then
applied to a copy of that same world (common random numbers: every choice meets the
same deals, so their difference is measured, not their luck), and the deal is
played out by fast bots: each other seat by its own bot (Tara, who thinks as slowly
as the coach, by Kiran), the seat itself by Kiran. A rollout that lasts
``HORIZON`` turns is scored by the coach's model from the seat's sight at that point
(:func:`indian_rummy.bots.model.outlook`). Its result is the seat's points, as
the coach counts them: what it pays when another declares (or its drop's price),
less what the others pay it when it declares; a dead deal is 0.

:func:`weigh` runs the rollouts in stages and says whether a choice beats every
other by the margin (:class:`Weighing`).
"""

from ...bots import BOTS, model
from ...bots.mira import choose_discard
from ...bots.sight import DREW, Sight, shown
from ...engine.deal import DROPPED, PLAYING, Deal
from ...engine.decision import Decision
from ...engine.prng import Rng
from ...engine.trays import spread

# The turns (every seat's) a rollout plays before the model scores what is left.
HORIZON = 40
# Who plays a seat in a rollout: its own bot, but Tara (the coach: too slow to play
# thousands of deals) by Kiran; the seat whose step is weighed plays on as Kiran.
STAND_IN = {"tara": "kiran"}
PLAYS_ON = "kiran"


def world(deal: Deal, seat: int, rng: Rng) -> Deal:
    """A copy of ``deal`` with what ``seat`` cannot see dealt anew by ``rng``: the
    other hands (but the cards they took from the pile and kept) and the stock."""
    sight = Sight.of(deal, seat)
    seen = shown(sight)
    kept: dict = {}
    pool: list = []
    for other in range(deal.seat_count):
        if other == seat:
            continue
        faces = list(seen[other][0])
        held: list = []
        for card in sorted(deal.hand_of(other), key=_by_id):
            if card.face() in faces:
                faces.remove(card.face())
                held.append(card)
            else:
                pool.append(card)
        kept[other] = held
    pool.extend(sorted(deal.stock, key=_by_id))
    rng.shuffle(pool)
    hands = []
    for other in range(deal.seat_count):
        if other == seat:
            hands.append([list(tray) for tray in deal.hands[seat]])
            continue
        count = len(deal.hand_of(other))
        held = kept[other]
        dealt = held + [pool.pop() for _ in range(count - len(held))]
        if dealt and deal.states[other] == PLAYING:
            _improve(dealt, held, pool, _draws(sight, other), deal.wild_rank)
        hands.append(spread(dealt) if dealt else [list(t) for t in deal.hands[other]])
    return _copy(deal, hands, pool, Rng(rng.next_u64() >> 1))


def _draws(sight: Sight, other: int) -> int:
    """How often ``other`` drew from the stock this deal."""
    return len([m for m in sight.moves if m[0] == other and m[1] == DREW])


def _improve(hand: list, held: list, pool: list, turns: int, wild_rank: int) -> None:
    """Play ``turns`` turns of the hand's past in private: a card from the unseen ``pool``
    in, the least useful out (Mira's measure) back into it, ``held`` cards kept. A hand
    dealt at random is a fresh deal's; this one has had the chances to improve that the
    seat's draws gave it, as the real one had."""
    for _ in range(turns):
        if not pool:
            return
        card = pool.pop(0)
        hand.append(card)
        out = choose_discard(hand, None, wild_rank)
        if out in held:
            out = card
        hand.remove(out)
        pool.append(out)


def _by_id(card: object) -> int:
    return card.id  # type: ignore[attr-defined]


def _copy(deal: Deal, hands: list, stock: list, rng: Rng) -> Deal:
    """``deal`` with these hands, stock and reshuffles' generator; nothing shared that
    play changes."""
    copy = object.__new__(Deal)
    copy.__dict__.update(deal.__dict__)
    copy.hands = hands
    copy.stock = list(stock)
    copy.rng = rng
    copy.discard_pile = list(deal.discard_pile)
    copy.states = list(deal.states)
    copy.has_drawn = list(deal.has_drawn)
    copy.drop_points = list(deal.drop_points)
    copy.moves = list(deal.moves)
    copy.log = []
    copy.result = None
    return copy


def again(deal: Deal) -> Deal:
    """A copy of a world to play one choice in (the same reshuffles to come)."""
    state = deal.rng.state  # type: ignore[attr-defined]
    return _copy(deal, [[list(tray) for tray in trays] for trays in deal.hands], deal.stock,
                 Rng(state))


def points(deal: Deal, seat: int, bots: list, decision: Decision) -> int:
    """``seat``'s points once it takes ``decision`` at ``deal`` (a world of its own,
    changed) and the deal is played out by ``bots`` (a decide function per seat)."""
    deal.play(seat, decision)
    start = deal.turns
    while deal.result is None:
        if deal.states[seat] != PLAYING:
            if deal.states[seat] == DROPPED:
                return deal.drop_points[seat]
            break
        if deal.turns - start >= HORIZON:
            return _outlook(deal, seat)
        turn = deal.turn
        deal.play(turn, bots[turn](Sight.of(deal, turn)))
    result = deal.result
    if result is None:  # out by a wrong declaration (bots make none)
        return deal.rules.points_cap
    if result.winner is None:
        return 0
    if result.winner == seat:
        return -sum([result.points_of(s) for s in range(deal.seat_count) if s != seat])
    return result.points_of(seat)


def _outlook(deal: Deal, seat: int) -> int:
    sight = Sight.of(deal, seat, False)
    return model.outlook(model.features(sight, None, deal.turn == seat))[1]


def players(deal: Deal, seat: int) -> list:
    """The decide function of each seat in a rollout."""
    keys = []
    for other in range(deal.seat_count):
        key = PLAYS_ON if other == seat else (deal.bots[other] or PLAYS_ON)
        keys.append(BOTS[STAND_IN.get(key, key)].decide)
    return keys


class Weighing:
    """What the rollouts said of a step's choices: ``means`` (points per choice, in the
    choices' order), ``margin`` (the least by which the answer beat another choice,
    each by the mean of its paired differences), ``rollouts`` each choice's count,
    and ``holds``: whether the answer beat every other choice by ``MARGIN`` points and
    by ``Z`` standard errors of the difference."""

    __slots__ = ("means", "margin", "rollouts", "holds", "best")

    def __init__(self, means: list, margin: float, rollouts: list, holds: bool,
                 best: int) -> None:
        self.means = means
        self.margin = margin
        self.rollouts = rollouts
        self.holds = holds
        self.best = best


# The evaluation: FIRST rollouts of every choice, then, doubling at each stage, up to
# ROLLOUTS of those still in question; a choice is settled (no more rollouts) once it is
# worse than the answer by SETTLED points and Z standard errors, and the position given
# up once a choice is surely not MARGIN points worse.
FIRST = 12
ROLLOUTS = 96
MARGIN = 1.0
SETTLED = 4.0
Z = 2.0


def weigh(deal: Deal, seat: int, choices: list, answer: int, seed: int,
          first: int = FIRST, rollouts: int = ROLLOUTS) -> Weighing:
    """Rollouts of each of ``choices`` at ``deal`` (``seat``'s step), ``answer`` the
    index of the choice to test, on worlds dealt from ``seed``: ``first`` of each, then
    in stages up to ``rollouts`` of those still in question."""
    bots = players(deal, seat)
    samples: list = [[] for _ in choices]
    live = list(range(len(choices)))
    done = 0
    stages = [first]
    while stages[-1] < rollouts:
        stages.append(min(stages[-1] * 2, rollouts))
    for target in stages:
        while done < target:
            shared = world(deal, seat, Rng((seed * 1000003 + done) & 0xFFFFFFFFFFFF))
            for k in live:
                samples[k].append(points(again(shared), seat, bots, choices[k]))
            done += 1
        given_up = False
        for k in list(live):
            if k == answer:
                continue
            mean, error = _paired(samples[k], samples[answer])
            if mean + Z * error < MARGIN:
                given_up = True
            elif mean - Z * error >= SETTLED:
                live.remove(k)
        if given_up:
            break
    margin = None
    holds = True
    for k in range(len(choices)):
        if k == answer:
            continue
        mean, error = _paired(samples[k], samples[answer])
        if margin is None or mean < margin:
            margin = mean
        if mean < MARGIN or mean < Z * error:
            holds = False
    means = [sum(s) / len(s) for s in samples]
    best = min(range(len(choices)), key=lambda k: (means[k], k))
    return Weighing(means, margin if margin is not None else 0.0,
                    [len(s) for s in samples], holds, best)


def _paired(worse: list, better: list) -> tuple:
    """The mean of the differences ``worse - better`` over their common rollouts, and
    its standard error."""
    n = len(worse)
    diffs = [worse[i] - better[i] for i in range(n)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, 0.0
    var = sum([(d - mean) ** 2 for d in diffs]) / (n - 1)
    return mean, (var / n) ** 0.5
