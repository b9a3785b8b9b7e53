"""A deliberately simple, independent declaration checker for cross-checking the solver.

It shares no code with the engine's search or group rules: every group is
judged by trying every possible placement of its cards, and a hand by trying
every way to cut it into groups. Slow, and obviously right.
"""

from itertools import combinations

JOKER = 0


def is_wild(card, wild_rank):
    rank, _ = card
    return rank == JOKER or rank == wild_rank


def _run_kind(cards, wild_rank):
    """'pure', 'impure' or None: try every suit and every window of ranks."""
    n = len(cards)
    best = None
    suits = {s for r, s in cards if not is_wild((r, s), wild_rank)}
    for suit in suits if len(suits) == 1 else ():
        for ace_high in (False, True):
            first_start, last_start = (2, 15 - n) if ace_high else (1, 14 - n)
            # Every non-wild card must sit in the window: skip windows that miss one.
            places = [14 if ace_high and r == 1 else r for r, s in cards
                      if not is_wild((r, s), wild_rank)]
            first_start = max(first_start, max(places) - n + 1)
            last_start = min(last_start, min(places))
            for start in range(first_start, last_start + 1):
                places = list(range(start, start + n))
                kind = _fill(cards, places, suit, ace_high, wild_rank)
                if kind == "pure":
                    return "pure"
                if kind == "impure":
                    best = "impure"
    return best


def _fill(cards, places, suit, ace_high, wild_rank):
    """Can the cards fill these places of one suit? Pure if no card stands in for another."""
    def own_place(card):
        rank, card_suit = card
        if rank == JOKER or card_suit != suit:
            return None
        return 14 if (ace_high and rank == 1) else rank

    # Pure: every card sits in its own place, each place once.
    own = [own_place(c) for c in cards]
    if None not in own and sorted(own) == places:
        return "pure"
    # Impure: each non-wild card sits in its own place; wild cards fill the rest.
    taken = set()
    wilds = 0
    for card in cards:
        if is_wild(card, wild_rank):
            wilds += 1
            continue
        place = own_place(card)
        if place is None or place not in places or place in taken:
            return None
        taken.add(place)
    if not taken:
        return None  # a group needs a card that is not wild
    if len(taken) + wilds == len(places):
        return "impure"
    return None


def _is_set(cards, wild_rank):
    if not 3 <= len(cards) <= 4:
        return False
    naturals = [c for c in cards if not is_wild(c, wild_rank)]
    if not naturals:
        return False
    if len({r for r, _ in naturals}) != 1:
        return False
    return len({s for _, s in naturals}) == len(naturals)


def group_kind(cards, wild_rank):
    """'pure', 'impure' (a run with substitutes), 'set' or None."""
    if len(cards) < 3:
        return None
    naturals = [c for c in cards if not is_wild(c, wild_rank)]
    if not naturals:
        return None
    # Every group's natural cards share a suit (a run) or a rank (a set).
    if len({s for _, s in naturals}) > 1 and len({r for r, _ in naturals}) > 1:
        return None
    run = _run_kind(cards, wild_rank)
    if run is not None:
        return run
    if _is_set(cards, wild_rank):
        return "set"
    return None


def groups_by_first(cards, wild_rank):
    """Every valid group among the cards, by its first card: {index: [(indices, kind)]}.

    A set that is also a run (one natural and two jokers) is listed as a run. Only
    candidates whose non-wild cards share a suit or a rank are judged (no other
    group can be valid); wild cards may join any of them.
    """
    n = len(cards)
    wild = [i for i in range(n) if is_wild(cards[i], wild_rank)]
    pools = []
    for suit in range(4):
        pools.append((sorted(set([i for i in range(n) if cards[i][1] == suit] + wild)), n))
    for rank in range(1, 14):
        pools.append((sorted(set([i for i in range(n) if cards[i][0] == rank] + wild)), 4))
    seen = set()
    by_first = {}
    for pool, largest in pools:
        for size in range(3, min(len(pool), largest) + 1):
            for idx in combinations(pool, size):
                if idx in seen:
                    continue
                seen.add(idx)
                kind = group_kind([cards[i] for i in idx], wild_rank)
                if kind is not None:
                    by_first.setdefault(idx[0], []).append((frozenset(idx), kind))
    return by_first


def is_valid_declaration(cards, wild_rank):
    """Every way to cut the 13 cards into groups: any with two runs, one of them pure?

    The search remembers the positions it has already tried (hands full of wild
    cards reach the same leftover cards by many paths).
    """
    cards = list(cards)
    by_first = groups_by_first(cards, wild_rank)
    memo = {}

    def search(remaining, runs, pure):
        if not remaining:
            return runs >= 2 and pure
        key = (remaining, runs, pure)
        if key not in memo:
            memo[key] = any(
                idx <= remaining and search(remaining - idx, min(2, runs + (kind != "set")),
                                            pure or kind == "pure")
                for idx, kind in by_first.get(min(remaining), ()))
        return memo[key]

    return search(frozenset(range(len(cards))), 0, False)


def points(card, wild_rank):
    """J, Q, K and A 10, number cards their face value, wild cards nothing."""
    rank, _ = card
    if is_wild(card, wild_rank):
        return 0
    return 10 if rank == 1 or rank >= 11 else rank


def least_loose(cards, wild_rank, need_runs=2, need_pure=1, by_first=None):
    """The fewest loose points over every way to cut the cards into disjoint valid groups
    and loose cards that holds ``need_runs`` runs, ``need_pure`` of them pure; None when
    no such way exists. ``by_first`` (from groups_by_first) may be passed in to reuse."""
    cards = list(cards)
    values = [points(c, wild_rank) for c in cards]
    if by_first is None:
        by_first = groups_by_first(cards, wild_rank)
    # Card sets as bitmasks: the search visits many of them.
    groups = {}
    for first, listed in by_first.items():
        groups[first] = [(sum(1 << i for i in idx), kind) for idx, kind in listed]
    memo = {}
    never = 10**6

    def least(remaining, runs, pure):
        if not remaining:
            return 0 if runs >= need_runs and pure >= need_pure else never
        key = (remaining, runs, pure)
        if key not in memo:
            first = (remaining & -remaining).bit_length() - 1
            best = values[first] + least(remaining ^ (1 << first), runs, pure)
            for mask, kind in groups.get(first, ()):
                if mask & remaining == mask:
                    best = min(best, least(remaining ^ mask, min(need_runs, runs + (kind != "set")),
                                           min(need_pure, pure + (kind == "pure"))))
            memo[key] = best
        return memo[key]

    found = least((1 << len(cards)) - 1, 0, 0)
    return None if found >= never else found


def least_points(cards, wild_rank, need_runs=2, need_pure=1, cap=80, by_first=None):
    """A loser's points by brute force: the loose points of the best grouping with the
    required runs, or every card when there is none; at most ``cap``."""
    total = sum(points(c, wild_rank) for c in cards)
    found = least_loose(cards, wild_rank, need_runs, need_pure, by_first)
    return min(cap, total if found is None else found)
