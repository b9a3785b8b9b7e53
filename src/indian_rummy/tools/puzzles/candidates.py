"""Candidate positions: seeded bot deals, and at the learner seat's steps the positions
where the live coach sees a clear best choice, each with its question and its theme.

:func:`table_of` sets deal ``k`` from its seed: mostly two-player deals under the
two-player rules (``twine``), two in five a three- or four-seat ``classic`` deal
(more seats, more to read from the next player's takes); the learner's seat and
who plays it while the deal is dealt, and each other seat's bot (Tara, Kiran or
Mira), drawn from the seed. :func:`candidates` plays that deal and, at each step
of the learner seat's turns (its draw, then its throw once it has drawn), asks the
coach (:func:`indian_rummy.bots.coach.advise`) and keeps the position when the
coach's best figure beats the next by ``SCREEN`` points or more and one theme
fits (:mod:`.themes`).
"""

from ...bots import BOTS, new_match, play_bot_turn
from ...bots.coach import advise
from ...bots.legal import legal_decisions
from ...bots.sight import Sight
from ...engine.cards import Card, is_wild
from ...engine.decision import Decision
from ...engine.match import Match
from ...engine.prng import Rng
from ...protocol.position import moves_of
from ...protocol.puzzle import question
from .themes import theme_of

BOT_KEYS = ("tara", "kiran", "mira")
# The coach's best figure must beat the next by this many points (its own screen,
# before any rollout).
SCREEN = 2
# The deals played under the classic rules at three or four seats, by the seed's last
# digit in fives (the rest: two seats, the two-player rules).
CLASSIC = (0, 3)


class Candidate:
    """A position with its question, theme, the coach's choice and every distinct
    choice of the step (a card stands for its twin)."""

    __slots__ = ("position", "question", "theme", "answer", "choices", "gap")

    def __init__(self, position: dict, question: str, theme: str, answer: Decision,
                 choices: list, gap: int = 0) -> None:
        self.position = position
        self.question = question
        self.theme = theme
        self.answer = answer
        self.choices = choices
        self.gap = gap  # by how much the coach's best figure beats the next


def table_of(seed: int) -> tuple:
    """``(profile, seats, learner, plays)`` of deal ``seed``: the rules, each seat's bot
    (None at the learner's seat), the learner's seat and the bot that plays it while
    the deal is dealt."""
    rng = Rng(seed)
    if seed % 5 in CLASSIC:
        profile, count = "classic", 3 + seed // 5 % 2
    else:
        profile, count = "twine", 2
    learner = rng.below(count)
    seats = [None if s == learner else BOT_KEYS[rng.below(len(BOT_KEYS))]
             for s in range(count)]
    return profile, seats, learner, BOT_KEYS[rng.below(len(BOT_KEYS))]


def wild_starts(first: int, count: int) -> list:
    """The first ``count`` seeds from ``first`` whose deal is a classic one (a wild card
    may be taken from the pile) with the learner's seat to play first and a wild card
    turned up as the discard pile's starter: the one way a wild card reaches the pile's
    top for the learner (no bot throws one), so the ``wild`` theme has its takes."""
    seeds: list = []
    seed = first
    while len(seeds) < count:
        profile, seats, learner, _ = table_of(seed)
        if profile == "classic" and learner == 0:  # seat 0 plays a match's first deal first
            deal = new_match(profile, "deal", seats, seed).deal
            if is_wild(deal.discard_pile[-1], deal.wild_rank):
                seeds.append(seed)
        seed += 1
    return seeds


def candidates(seed: int) -> list:
    """The candidates of deal ``seed``, in the order of its steps."""
    profile, seats, learner, plays = table_of(seed)
    match = new_match(profile, "deal", seats, seed)
    deal = match.deal
    decide = BOTS[plays].decide
    found = []
    while not match.deal_over():
        seat = deal.turn
        if seat != learner:
            play_bot_turn(match, seat)
            continue
        position = {"profile": profile, "seats": seats, "seed": seed,
                    "moves": moves_of(match), "seat": seat}
        while not match.deal_over() and deal.turn == seat:
            sight = Sight.of(deal, seat, True, match.totals[seat])
            candidate = _screened(match, position, sight)
            if candidate is not None:
                found.append(candidate)
            decision = decide(sight)
            match.play(seat, decision)
            if decision.action != "draw":
                break
            position = dict(position, drawn=decision.source)
    return found


def _screened(match: Match, position: dict, sight: Sight) -> "Candidate | None":
    advice = advise(sight)
    options = advice.options
    rivals = [o for o in options[1:] if not _same_hand(advice.decision, o[0])]
    if not rivals or rivals[0][1] - options[0][1] < SCREEN:
        return None
    choices = distinct(sight)
    asked = question(match, sight.seat, list(legal_decisions(sight)))
    theme = theme_of(sight, advice, asked)
    if theme is None:
        return None
    return Candidate(dict(position), asked, theme, advice.decision, choices,
                     rivals[0][1] - options[0][1])


def _same_hand(answer: Decision, other: Decision) -> bool:
    """Whether ``other`` throws a declaration's final discard without declaring: it keeps
    the same complete hand, which the coach prices as declared at once (the rollouts
    weigh the turn it gives the others)."""
    return answer.action == "declare" and other.action == "discard" and (
        answer.card is not None and other.card is not None
        and Card(answer.card).face() == Card(other.card).face())


def distinct(sight: Sight) -> list:
    """Every legal choice of the step, one per face (a card stands for its twin; the
    lower id is kept), and one declaration: any that completes the hand wins the deal
    as another does (the puzzle session takes each as the coach's)."""
    chosen: dict = {}
    for decision in legal_decisions(sight):
        face = Card(decision.card).face() if decision.card is not None else None
        key = (decision.action, decision.source, None if decision.action == "declare" else face)
        if key not in chosen or (decision.card or 0) < (chosen[key].card or 0):
            chosen[key] = decision
    return list(chosen.values())
