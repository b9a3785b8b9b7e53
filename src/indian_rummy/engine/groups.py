"""Groups: pure runs, runs with substitutes, and sets.

>>> from .cards import parse_cards
>>> classify(parse_cards("3H 4H 5H"), wild_rank=4).kind
'pure_run'
>>> classify(parse_cards("4H JK 6H"), wild_rank=10).kind
'run'
>>> classify(parse_cards("KH AH 2H"), wild_rank=10).reason
'K-A-2 wraps: an ace is low (A-2-3) or high (Q-K-A), never both'
"""

from .cards import ACE, JOKER, KING, Card, is_wild, sort_key

PURE_RUN = "pure_run"
RUN = "run"
SET = "set"
KIND_LABELS = {PURE_RUN: "Pure run", RUN: "Run", SET: "Set"}
KIND_ORDER = {PURE_RUN: 0, RUN: 1, SET: 2}
UNGROUPED_LABEL = "Keep arranging"
MAX_SET = 4
MAX_RUN = 13

# Where a rank sits in a run of its suit: at its own place, an ace at both ends (place 1
# below the two and HIGH_ACE above the king; no run turns the corner). Every reader of run
# geometry (the search, the distance, the bots) takes it from here.
HIGH_ACE = 14
RUN_PLACES: list = [(rank,) for rank in range(HIGH_ACE)]  # per rank, its places
RUN_PLACES[ACE] = (ACE, HIGH_ACE)
RANK_AT = list(range(HIGH_ACE + 1))  # per place, the rank that sits there
RANK_AT[HIGH_ACE] = ACE
# A suit's cards as a bitmask of their places: rank r sets bit r, an ace both 1 and 14.
PLACES = [sum([1 << place for place in places]) for places in RUN_PLACES]


def apart(rank: int, other: int) -> int:
    """Places between two ranks of one suit, an ace at either end (no run turns the corner).

    >>> apart(3, 5), apart(ACE, 2), apart(ACE, KING), apart(ACE, 7), apart(ACE, ACE)
    (2, 1, 1, 6, 0)
    """
    gap = rank - other if rank > other else other - rank
    if rank == ACE or other == ACE:
        high = HIGH_ACE - (other if rank == ACE else rank)
        gap = gap if gap < high else high
    return gap


class Group:
    """Cards judged as one group: ``kind`` is set when valid, else ``reason`` says why not."""

    __slots__ = ("cards", "kind", "reason")

    def __init__(self, cards: list, kind: "str | None", reason: str = "") -> None:
        self.cards = cards
        self.kind = kind
        self.reason = reason

    def is_valid(self) -> bool:
        return self.kind is not None

    def is_run(self) -> bool:
        return self.kind == PURE_RUN or self.kind == RUN

    def label(self) -> str:
        return KIND_LABELS[self.kind] if self.kind is not None else UNGROUPED_LABEL

    def __repr__(self) -> str:
        return "<Group %s: %s>" % (self.kind or "invalid",
                                   " ".join([c.label() for c in self.cards]))


def run_window(ranks: list, size: int) -> "tuple | None":
    """Ranks as placed in a run of ``size`` cards, ace low or high, or None.

    ``ranks`` are the natural ranks (distinct, 1-13). Returns the list of the
    ranks in the run's coordinates (an ace high at HIGH_ACE) and the lowest place.
    """
    if size > MAX_RUN:
        return None
    low = min(ranks)
    if max(ranks) - low + 1 <= size:
        # Ace low: the run starts at the lowest rank, or early enough to end at a king.
        return (list(ranks), min(low, KING - size + 1))
    if low != ACE:
        return None  # without an ace, ace high places the ranks just as ace low did
    placed = [HIGH_ACE if r == ACE else r for r in ranks]
    low = min(placed)
    if HIGH_ACE - low + 1 > size:
        return None
    return (placed, min(low, HIGH_ACE - size + 1))


def suit_places(cards: list) -> list:
    """Each suit's places held by ``cards`` (printed jokers aside), as four bitmasks."""
    places = [0, 0, 0, 0]
    for card in cards:
        if card.rank != JOKER:
            places[card.suit] |= PLACES[card.rank]
    return places


def pure_run_in(places: list) -> bool:
    """Do three places in a row of one suit hold cards (a pure run's naturals)?

    ``places`` are per-suit bitmasks as ``suit_places`` makes them. A
    wild-rank card standing in its own place is natural there, so it counts.

    >>> from .cards import parse_cards
    >>> pure_run_in(suit_places(parse_cards("QH KH AH 2S"))), pure_run_in(suit_places(
    ...     parse_cards("KH AH 2H JK")))
    (True, False)
    """
    for bits in places:
        if bits & bits >> 1 & bits >> 2:
            return True
    return False


def classify(cards: list, wild_rank: int) -> Group:
    """Judge cards as one group under a wild rank (a printed joker is always wild)."""
    cards = list(cards)
    kind = kind_of(cards, wild_rank)
    if kind == PURE_RUN or kind == RUN:
        return Group(order_run(cards, wild_rank, pure=kind == PURE_RUN), kind)
    if kind == SET:
        return Group(order_set(cards, wild_rank), SET)
    return Group(cards, None, _why_not(cards, wild_rank))


def kind_of(cards: list, wild_rank: int) -> "str | None":
    """The kind of group ``cards`` make (None: none), as ``classify`` judges them but
    without ordering them or saying why not: the trays ask it of a tray at every draw,
    so cards of mixed suits and ranks, the usual answer, are told apart first."""
    n = len(cards)
    if n < 3:
        return None
    suit = rank = -1
    same_suit = same_rank = True
    for c in cards:
        if c.rank != JOKER and c.rank != wild_rank:
            if rank < 0:
                suit = c.suit
                rank = c.rank
            else:
                if c.suit != suit:
                    same_suit = False
                if c.rank != rank:
                    same_rank = False
                if not (same_suit or same_rank):
                    return None  # the rest cannot mend mixed suits and ranks
    if rank < 0:
        return None
    if same_suit:
        ranks = [c.rank for c in cards if c.rank != JOKER and c.rank != wild_rank]
        if _distinct(ranks) and run_window(ranks, n) is not None:
            # Pure: one suit, distinct consecutive ranks; a wild-rank card in its own
            # place is natural. Such cards are a run at least, so only runs are asked.
            ranks = [c.rank for c in cards]
            if all([c.rank != JOKER and c.suit == suit for c in cards]) and _distinct(ranks):
                window = run_window(ranks, n)
                if window is not None and max(window[0]) - min(window[0]) + 1 == n:
                    return PURE_RUN
            return RUN
    if same_rank and n <= MAX_SET and _distinct(
            [c.suit for c in cards if c.rank != JOKER and c.rank != wild_rank]):
        return SET
    return None


def _why_not(cards: list, wild_rank: int) -> str:
    n = len(cards)
    if n < 3:
        return "a group needs at least 3 cards"
    naturals = [c for c in cards if not is_wild(c, wild_rank)]
    if not naturals:
        return "no natural card: a group cannot be made only of wild cards"
    same_suit = all([c.suit == naturals[0].suit for c in naturals])
    same_rank = all([c.rank == naturals[0].rank for c in naturals])
    if same_rank:
        if n > MAX_SET:
            return "a set has at most 4 cards, never %d" % n
        twin = _first_twin(naturals)
        if twin is not None:
            return "two %s in one set: a set needs different suits" % twin.label()
    if same_suit:
        twin = _first_twin(naturals)
        if twin is not None:
            return "two %s in one run: a run needs different ranks" % twin.label()
        ranks = [c.rank for c in naturals]
        if ACE in ranks and min([r for r in ranks if r != ACE] + [KING]) <= 3 and max(
                ranks) >= 12:
            return "K-A-2 wraps: an ace is low (A-2-3) or high (Q-K-A), never both"
        if n > MAX_RUN:
            return "a run has at most 13 cards"
        return "the gaps in this run need more wild cards"
    return "mixes suits and ranks: not a run or a set"


def _distinct(values: list) -> bool:
    return len(set(values)) == len(values)


def _first_twin(cards: list) -> "Card | None":
    seen = set()
    for c in cards:
        face = (c.rank, c.suit)
        if face in seen:
            return c
        seen.add(face)
    return None


def order_run(cards: list, wild_rank: int, pure: bool) -> list:
    """A run's cards in playing order, each wild card standing where it fills a place."""
    if pure:
        naturals = list(cards)
        wilds: list = []
    else:
        naturals = [c for c in cards if not is_wild(c, wild_rank)]
        wilds = sorted([c for c in cards if is_wild(c, wild_rank)], key=sort_key)
    window = run_window([c.rank for c in naturals], len(cards))
    if window is None:
        return list(cards)
    placed, start = window
    at = {}
    for i, card in enumerate(naturals):
        at[placed[i]] = card
    ordered = []
    for place in range(start, start + len(cards)):
        card = at.get(place)
        ordered.append(card if card is not None else wilds.pop(0))
    return ordered


def order_set(cards: list, wild_rank: int) -> list:
    naturals = sorted([c for c in cards if not is_wild(c, wild_rank)], key=sort_key)
    wilds = sorted([c for c in cards if is_wild(c, wild_rank)], key=sort_key)
    return naturals + wilds
