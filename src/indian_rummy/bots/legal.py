"""The legal decisions of a seat at its step of a turn, from its sight (as python-chess's
``legal_moves`` does for a board): what a random player picks from, and what the tests
hold the rules to.

>>> from indian_rummy.engine.match import Match
>>> from .sight import Sight
>>> match = Match.new("twine", "deal", [{"name": "A"}, {"name": "B"}], seed=3)
>>> list(legal_decisions(Sight.of(match.deal, 0)))
[Decision.draw('stock'), Decision.draw('discard'), Decision.drop()]
>>> _ = match.draw(0, "stock")
>>> len(list(legal_decisions(Sight.of(match.deal, 0))))
14
"""

try:  # a name for annotations only; MicroPython has no collections.abc
    from collections.abc import Iterator  # noqa: F401
except ImportError:
    pass

from ..engine.cards import JOKER
from ..engine.deal import DRAW
from ..engine.decision import Decision
from ..engine.solver import check_declaration
from .mira import might_declare
from .sight import Sight


def legal_decisions(sight: Sight) -> "Iterator[Decision]":
    """Each decision the rules allow the seat whose turn it is, in this order: at the draw, the
    closed pile, the open pile, a drop, a declaration of the 13 cards held; at the
    discard, each card of the hand but the one just taken, then a declaration with
    each final discard that completes the hand. A wrong declaration, which a penalty
    table takes at the full count, is never yielded: it is no move to choose."""
    hand = sight.hand
    if sight.phase == DRAW:
        if sight.stock:
            yield Decision.draw("stock")
        top = sight.pile[-1] if sight.pile else None
        if top is not None and (sight.may_take_wild or (
                top.rank != JOKER and top.rank != sight.wild_rank)):
            yield Decision.draw("discard")
        if sight.drop_cost is not None:
            yield Decision.drop()
        if _completes(sight, None):
            yield Decision.declare(None)
        return
    for card in hand:
        if card.id != sight.picked:
            yield Decision.discard(card.id)
    if might_declare(hand, sight.wild_rank):
        for card in hand:
            if card.id != sight.picked and _completes(sight, card):
                yield Decision.declare(card.id)


def _completes(sight: Sight, discard: object) -> bool:
    """Whether the hand, less ``discard`` (a card, or None holding 13), is complete."""
    if discard is None and not might_declare(sight.hand, sight.wild_rank):
        return False
    rules = sight.rules
    runs, pure = (2, 1) if rules is None else (rules.min_runs, rules.min_pure_runs)
    return check_declaration(sight.hand, sight.wild_rank, discard,  # type: ignore[arg-type]
                             sight.picked, runs, pure).valid
