"""Tara, the expert bot: she plays the coach.

Tara decides from a :class:`~indian_rummy.bots.sight.Sight`, what her seat may
know, like every bot, and her decision is the coach's
(:func:`indian_rummy.bots.coach.advise`): the choice of the step that is
expected to lose the fewest points, as the fitted model of the deal's future
(:mod:`.model`) weighs her chance to declare first against the others'
visible progress, the points her cards would count, a drop's price, and what
the next player collects. So what a player is told
by Hint, Arrange and the review is what Tara plays.

>>> from ..engine.cards import parse_cards
>>> hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD 2C 2D 5S KC AD")
>>> def sight(pile, cards=hand):
...     return Sight(cards, 10, parse_cards("10C")[0], parse_cards(pile))
>>> choose_opening(sight("QH")), choose_opening(sight("9D"))  # Q♥ makes a set
('discard', 'stock')
"""

from ..engine.decision import Decision
from .coach import advise
from .sight import Sight


def decide(sight: Sight) -> Decision:
    """Tara's decision for the step of her turn that ``sight`` shows: the coach's."""
    return advise(sight).decision


def choose_opening(sight: Sight, may_drop: bool = True) -> str:
    """How her turn begins, in one word: 'drop', 'declare' (13 complete cards), or the
    pile she draws from ('stock' or 'discard'). With ``may_drop`` False she plays on."""
    if not may_drop and sight.drop_cost is not None:
        sight = Sight(sight.hand, sight.wild_rank, sight.indicator, sight.pile, sight.moves,
                      sight.counts, sight.seat, sight.copies, sight.picked,
                      sight.may_take_wild, None, sight.stock, sight.pool, sight.jokers,
                      sight.phase, sight.playing, sight.names, sight.rules, sight.total,
                      sight.limit)
    decision = decide(sight)
    return str(decision.source) if decision.action == "draw" else decision.action
