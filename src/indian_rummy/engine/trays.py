"""A seat's four trays: how a hand is laid out, moved, grouped, sorted and given a card.

The trays are the player's own arrangement; no rule reads them (the checker
searches every grouping). What the engine promises about them is how they
read: a tray holding a run shows it in rank order (ace low or high as the run
reads), and a newly drawn card never spoils a tray whose group is valid.

>>> from .cards import format_cards, parse_cards
>>> trays = [parse_cards("3H 4H 5H"), parse_cards("7S 8S"), [], parse_cards("QC KC AC")]
>>> at = place_drawn(trays, Card.parse("2H"), wild_rank=10)
>>> at, format_cards(trays[0])
(0, '2♥ 3♥ 4♥ 5♥')
>>> place_drawn(trays, Card.parse("8D"), wild_rank=10), format_cards(trays[2])
(2, '8♦')
"""

from .cards import JOKER, NO_SUIT, Card, sort_key
from .groups import PURE_RUN, RUN, classify, kind_of, order_run

TRAYS = 4


def in_reading_order(cards: list, wild_rank: int) -> list:
    """A tray's cards as it shows them: a run in rank order, anything else as placed."""
    kind = kind_of(cards, wild_rank)
    if kind == PURE_RUN or kind == RUN:
        return order_run(cards, wild_rank, pure=kind == PURE_RUN)
    return cards


def tidy(trays: list, touched: list, wild_rank: int) -> None:
    """Put each tray of ``touched`` (indexes) that holds a run in rank order."""
    for k in touched:
        trays[k][:] = in_reading_order(trays[k], wild_rank)


def take_out(trays: list, cards: list) -> list:
    """Remove ``cards`` from the trays; returns the indexes of the trays they left."""
    left = []
    for card in cards:
        for k in range(len(trays)):
            if card in trays[k]:
                trays[k].remove(card)
                if k not in left:
                    left.append(k)
                break
    return left


def move_cards(trays: list, cards: list, tray: int, index: "int | None", wild_rank: int) -> None:
    """Move ``cards`` (in that order) into tray ``tray`` (0-3), before the card at
    ``index`` among the cards staying there (None or the tray's length: at the end)."""
    left = take_out(trays, cards)
    target = trays[tray]
    at = len(target) if index is None else min(index, len(target))
    target[at:at] = cards
    tidy(trays, left + [tray], wild_rank)


def group_cards(trays: list, cards: list, wild_rank: int) -> int:
    """Put ``cards`` in a tray of their own; returns its index.

    The tray is the first one that is empty once the cards are out; failing
    that, the one already holding most of them, whose other cards go to the end
    of the shortest other tray that holds no valid group (or the shortest other).
    """
    held = [len([c for c in cards if c in tray]) for tray in trays]
    left = take_out(trays, cards)
    touched = list(left)
    target = -1
    for k in range(len(trays)):
        if not trays[k]:
            target = k
            break
    if target < 0:
        target = held.index(max(held))
        others = [k for k in range(len(trays)) if k != target]
        open_trays = [k for k in others if kind_of(trays[k], wild_rank) is None]
        home = min(open_trays or others, key=lambda k: len(trays[k]))
        trays[home].extend(trays[target])
        trays[target] = []
        touched.append(home)
    trays[target].extend(cards)
    tidy(trays, touched + [target], wild_rank)
    return target


def sort_trays(trays: list, wild_rank: int) -> list:
    """The hand sorted: trays holding a valid group stay together (first, in their
    order), the other cards by suit then rank over the trays left."""
    groups = []
    loose = []
    for tray in trays:
        group = classify(tray, wild_rank)
        if group.is_valid():
            groups.append(group)
        else:
            loose.extend(tray)
    sorted_trays = arranged_trays(groups, loose, None)
    tidy(sorted_trays, list(range(len(sorted_trays))), wild_rank)
    return sorted_trays


def place_drawn(trays: list, card: Card, wild_rank: int) -> int:
    """Give a newly drawn card a place that is easy to find and breaks nothing;
    returns its tray's index.

    Where it fits first: a tray that it completes or extends into a valid group.
    Else a tray of its own (an empty one), else the end of the shortest tray
    that holds no valid group. Only when every tray holds a valid group (and the
    card extends none) does it join one: the shortest.
    """
    natural = card.rank != JOKER and card.rank != wild_rank
    for k in range(len(trays)):
        tray = trays[k]
        # A group needs three cards: a tray of fewer than two cannot become one.
        if len(tray) < 2 or natural and _apart(tray, card, wild_rank):
            continue
        if kind_of(tray + [card], wild_rank) is not None:
            tray.append(card)
            tidy(trays, [k], wild_rank)
            return k
    # Nowhere below does the card make a group, so no tray needs tidying.
    spot = -1
    for k in range(len(trays)):
        if not trays[k]:
            spot = k
            break
    if spot < 0:
        # The shortest tray holding no valid group (the first of equals), else the
        # shortest; only a tray shorter than the best so far is worth classifying.
        for k in range(len(trays)):
            if (spot < 0 or len(trays[k]) < len(trays[spot])) and kind_of(
                    trays[k], wild_rank) is None:
                spot = k
        if spot < 0:
            spot = min(range(len(trays)), key=lambda k: len(trays[k]))
    trays[spot].append(card)
    return spot


def _apart(tray: list, card: Card, wild_rank: int) -> bool:
    """Whether the tray's first natural card differs from the natural ``card`` in both
    suit and rank: then no group holds both (``kind_of`` would say so more slowly)."""
    for other in tray:
        if other.rank != JOKER and other.rank != wild_rank:
            return other.suit != card.suit and other.rank != card.rank
    return False


def spread(cards: list) -> list:
    """A fresh hand sorted into one tray per suit; printed jokers join the shortest tray."""
    trays: list = [[] for _ in range(TRAYS)]
    for card in sorted(cards, key=sort_key):
        if card.rank == JOKER:
            min(trays, key=len).append(card)
        else:
            trays[card.suit].append(card)
    return trays


def arranged_trays(groups: list, loose: list, discard: "Card | None") -> list:
    """Trays for an arrangement: each group in a tray of its own, then the loose cards
    by suit over the trays left, the suggested discard last.

    Four groups and a loose card cannot all have trays of their own: then the
    last tray holds the fourth group followed by what is left.

    >>> from .cards import format_cards, parse_cards
    >>> from .groups import PURE_RUN, Group
    >>> groups = [Group(parse_cards("3H 4H 5H"), PURE_RUN)]
    >>> trays = arranged_trays(groups, parse_cards("7S 8S 2D KD QC"), Card.parse("KS"))
    >>> [format_cards(t) for t in trays]
    ['3♥ 4♥ 5♥', '7♠ 8♠', '2♦ K♦', 'Q♣ K♠']
    """
    trays: list = [list(g.cards) for g in groups[:TRAYS - 1]]
    rest = [c for g in groups[TRAYS - 1:] for c in g.cards]
    left = sorted(loose, key=sort_key)
    if rest:
        trays.append(rest + left)
    else:
        trays.extend(_split_by_suit(left, TRAYS - len(trays)))
    if discard is not None:
        # After the last loose card, or else in the first tray without a group.
        spot = min(len(groups), TRAYS - 1)
        for k in range(TRAYS - 1, len(groups) - 1, -1):
            if trays[k]:
                spot = k
                break
        trays[spot].append(discard)
    return trays


def _split_by_suit(cards: list, parts: int) -> list:
    """``cards`` (sorted) cut into ``parts`` runs of trays: the fullest tray as small
    as it can be, each suit cut in two counting as two cards more."""
    options = []
    n = len(cards)
    for cuts in _cut_points(n, parts - 1, 0):
        edges = [0] + cuts + [n]
        size = max([edges[k + 1] - edges[k] for k in range(parts)])
        split = len([c for c in cuts if 0 < c < n and _suit(cards[c - 1]) == _suit(cards[c])])
        options.append(((size + 2 * split, split), edges))
    edges = min(options, key=lambda option: option[0])[1]
    return [cards[edges[k]:edges[k + 1]] for k in range(parts)]


def _cut_points(n: int, count: int, low: int) -> list:
    """Every rising list of ``count`` cut positions after ``low``; a cut at ``n`` leaves
    the trays after it empty, so empty trays only come last."""
    if count == 0:
        return [[]]
    cuts = [[c] + more for c in range(low + 1, n) for more in _cut_points(n, count - 1, c)]
    return cuts + [[n] * count]


def _suit(card: Card) -> int:
    return NO_SUIT if card.rank == JOKER else card.suit


