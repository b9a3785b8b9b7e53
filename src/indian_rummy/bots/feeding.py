"""The chance that the next player takes a card thrown to him, from what the seat saw.

He takes a card from the discard pile to complete a group: a set (its rank in
two other suits he holds) or a pure run (two cards of its suit beside it or
around it). So the chance is that of his holding such a pair. Each face's
unseen copies lie in his hand or in the stock: he holds one of them with the
chance his hidden cards (those not taken from the pile in sight) have of
catching it among all the unseen cards, and a face he took from the pile and
still holds is certain. A card like one he threw or passed over he hardly
wants; a wild card is taken where the rules let him.

Measured against Kiran over 240 heads-up deals of Tara's throws: a card the old
flat rate called 50 per mille was taken 277 times in a thousand, one joining a
card he took 522, one like a card he shunned 20; by this count's own buckets
(per mille) 128, 178, 227, 276, 321 and 369, such cards were taken 77, 158, 237,
274, 301 and 362 times in a thousand.

The coach prices a throw with this chance as a feature of the fitted model
(:mod:`.model`), which learned what a take costs from the takes of simulated deals.

Integers only, no randomness: both runtimes give the same chance.

>>> from ..engine.cards import parse_cards
>>> from .sight import DREW, THREW, TOOK
>>> queen, ace, king, three = [c.face() for c in parse_cards("QH AD KC 3D")]
>>> moves = [(0, DREW, None), (0, THREW, queen), (1, TOOK, queen), (1, THREW, ace),
...          (0, DREW, None), (0, THREW, king), (1, DREW, None), (1, THREW, three)]
>>> hand = parse_cards("3H 4H 5H 7S 8S 9S 2C 2D 2H 5C 6C 7C JH KC")
>>> sight = Sight(hand, 10, parse_cards("10C")[0], parse_cards("AD KC 3D"), moves, [14, 13])
>>> [takes(sight, card) for card in parse_cards("JH JD KC")]  # J♥ joins his Q♥; K♣ passed
[585, 297, 20]
"""

from ..engine.cards import JOKER, Card, is_wild
from ..engine.groups import HIGH_ACE, RANK_AT, RUN_PLACES
from .sight import Sight, Unseen, shown

# Per mille: a wild card, and a card like one he threw or passed over (measured).
TAKES_WILD = 900
TAKES_SHUNNED = 20
# The pairs that complete a run with a card, by the places of its two other cards.
RUN_PAIRS = ((-2, -1), (-1, 1), (1, 2))


def takes(sight: Sight, card: Card) -> int:
    """The chance per mille that the next player takes ``card`` if it is thrown now."""
    watcher = sight.next_seat()
    if watcher is None:
        return 0
    if is_wild(card, sight.wild_rank):
        return TAKES_WILD if sight.may_take_wild else 0
    if card.rank == JOKER:
        return 0
    took, threw, passed = shown(sight)[watcher]
    face = card.face()
    if face in threw or face in passed:
        return TAKES_SHUNNED
    unseen = Unseen(sight)
    pool = unseen.total()
    hidden = sight.counts[watcher] - len(took)
    missed = 1000  # the chance per mille that he holds no pair completing a group
    for one, other in _pairs(card):
        both = _holds(one, took, unseen, pool, hidden) * _holds(
            other, took, unseen, pool, hidden) // 1000
        missed = missed * (1000 - both) // 1000
    return 1000 - missed


def _pairs(card: Card) -> list:
    """The pairs of faces that make a group with ``card``: two of its suit completing a
    run (an ace at either end), two of its rank in the other suits."""
    rank = card.rank
    suit = card.suit
    pairs = []
    for place in RUN_PLACES[rank]:
        for low, high in RUN_PAIRS:
            if 1 <= place + low and place + high <= HIGH_ACE:
                pairs.append(((RANK_AT[place + low], suit), (RANK_AT[place + high], suit)))
    others = [other for other in range(4) if other != suit]
    for k in range(3):
        for j in range(k + 1, 3):
            pairs.append(((rank, others[k]), (rank, others[j])))
    return pairs


def _holds(face: tuple, took: list, unseen: Unseen, pool: int, hidden: int) -> int:
    """The chance per mille that he holds a card of ``face``: certain for one he took and
    kept; else that none of its unseen copies is among his ``hidden`` cards fails."""
    if face in took:
        return 1000
    none = 1000
    for k in range(unseen.count(face)):
        if pool - k <= 0:
            break
        left = pool - hidden - k
        none = none * left // (pool - k) if left > 0 else 0
    return 1000 - none
