"""Each puzzle's one theme (the keys of web/learn's themes), from its question (the
puzzle session's: :func:`indian_rummy.protocol.puzzle.question`), the coach's
choice at the position, its reason, the choice it ranks next, and the hand.

* ``declare``: the question is a declaration (the coach declares).
* The coach's drop is ``drop``; taking a wild card from the discard pile ``wild``;
  playing on otherwise where the question is the first draw's (drop or play on)
  ``play-on``.
* At a draw: leaving the top card for the stock is ``stock``; a take that makes
  the hand's first pure sequence ``pure``, any other take ``take``.
* At a throw, the first that fits: the coach's reason keeps a card from the next
  player, or the next choice would throw him a card he takes ``FED`` per mille
  more often (:func:`indian_rummy.bots.feeding.takes`), at the same distance:
  ``feeding``; the next choice would break the hand's only pure sequence (or the
  answer keeps one it would not): ``pure``; the next choice throws a wild card:
  ``wild``; the next choice, or Mira's throw (her least useful card), leaves the
  hand farther from a declaration, or the answer is the only throw that keeps it
  as close: ``distance``; else, as close, the answer leaves more outs than the
  next choice: ``outs``; as many, and sheds more points: ``points``. A throw none
  of these describe has no theme and is no puzzle.
"""

import json

from ...bots import feeding, mira
from ...bots.coach import Advice
from ...bots.model import count_outs
from ...bots.sight import Sight, Unseen
from ...engine.cards import Card, card_points, is_wild
from ...engine.distance import distance
from ...engine.groups import pure_run_in, suit_places

THEMES = ("take", "stock", "pure", "wild", "distance", "outs", "points", "feeding", "drop",
          "play-on", "declare")
# How much likelier (per mille) the next player is to take the next choice's card than
# the answer's, for a throw to be about feeding him.
FED = 200


def theme_of(sight: Sight, advice: Advice, question: str) -> "str | None":
    """The position's theme, its ``question`` being the puzzle session's
    (:func:`indian_rummy.protocol.puzzle.question`), or None when none fits."""
    answer = advice.decision
    runner = advice.options[1][0]
    if question == "declare":
        return "declare" if answer.action == "declare" else None
    if answer.action == "drop":
        return "drop"
    if answer.source == "discard" and is_wild(sight.pile[-1], sight.wild_rank):
        return "wild"
    if question == "drop":
        return "play-on"
    if question == "draw":
        top = sight.pile[-1]
        if answer.source == "stock":
            return "stock"
        if not _pure(sight.hand) and _pure(sight.hand + [top]):
            return "pure"
        return "take"
    if answer.card is None or runner.action != "discard" or runner.card is None:
        return None
    return _throw_theme(sight, advice, _held(sight, answer.card), _held(sight, runner.card))


def _throw_theme(sight: Sight, advice: Advice, card: Card, other: Card) -> "str | None":
    wild_rank = sight.wild_rank
    rest = [c for c in sight.hand if c is not card]
    other_rest = [c for c in sight.hand if c is not other]
    steps = distance(rest, wild_rank)
    other_steps = distance(other_rest, wild_rank)
    if "reason-keep" in json.dumps(advice.text) or (other_steps == steps and feeding.takes(
            sight, other) - feeding.takes(sight, card) >= FED):
        return "feeding"
    if _pure(rest) and not _pure(other_rest):
        return "pure"
    if is_wild(other, wild_rank):
        return "wild"
    if other_steps < steps:
        return None
    if other_steps > steps or _only_closest(sight, card, steps) or _breaks(
            sight, steps, mira.choose_discard(sight.hand, sight.picked, wild_rank)):
        return "distance"
    unseen = Unseen(sight)
    outs = count_outs(rest, steps, unseen)
    if outs > count_outs(other_rest, other_steps, unseen):
        return "outs"
    if card_points(card, wild_rank) > card_points(other, wild_rank):
        return "points"
    return None


def _breaks(sight: Sight, steps: int, thrown: Card) -> bool:
    """Whether throwing ``thrown`` leaves the hand farther than ``steps``."""
    rest = [c for c in sight.hand if c is not thrown]
    return distance(rest, sight.wild_rank, None, steps + 1) > steps


def _only_closest(sight: Sight, card: Card, steps: int) -> bool:
    """Whether every throw of another face leaves the hand farther than ``steps``."""
    for other in sight.hand:
        if other.face() == card.face() or other.id == sight.picked:
            continue
        rest = [c for c in sight.hand if c is not other]
        if distance(rest, sight.wild_rank, None, steps + 1) <= steps:
            return False
    return True


def _held(sight: Sight, card_id: int) -> Card:
    return [c for c in sight.hand if c.id == card_id][0]


def _pure(cards: list) -> bool:
    return pure_run_in(suit_places(cards))
