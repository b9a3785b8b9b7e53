"""The declaration search behind the checker and Arrange (see :mod:`.solver`).

The search works on the hand's *natural* cards (those that are not wild, plus
any wild-rank card that could stand in its own place in a pure run) as a
bitmask, and treats the wild cards as an interchangeable budget. The lowest
remaining natural is always placed next: in a group with higher naturals (a
*cluster*, which needs a known number of wild cards), left loose, or set
aside as the final discard. A wild-rank card standing in its own place counts
in the budget until the search reaches it: placed as a natural it gives its
wild card back, left alone it simply acts as one. States are memoised, so each
hand is a small dynamic programme.

The solver asks it through ``layout_of`` (a hand's search), ``find`` (a
complete grouping), ``complete_option``, ``least_loose`` (the grouping with the
least loose cost) and ``two_runs_without_pure``; everything else is internal.
It is one file of some 800 lines on purpose: the layout, the memoised search and
the rebuilding of groups share one private state and are only right together.

>>> from .cards import parse_cards
>>> layout = layout_of(parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H"), 10, None)
>>> groups, discard = find(layout, False, None)
>>> [g.kind for g in groups], discard
(['pure_run', 'pure_run', 'set', 'set'], None)
"""

try:  # a name for annotations only; MicroPython has no typing module
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from .cards import ACE, JOKER, JOKER_IDS, KING, Card, format_cards, sort_key
from .groups import (
    HIGH_ACE,
    KIND_ORDER,
    MAX_SET,
    PLACES,
    PURE_RUN,
    RUN,
    RUN_PLACES,
    SET,
    Group,
    classify,
    order_run,
    pure_run_in,
    run_window,
)

INF = 1 << 30
_A_JOKER = Card(JOKER_IDS[0])
_BIT_INDEX = dict([(1 << k, k) for k in range(16)])


class Layout:
    """A hand's search: its naturals, their clusters, the wild budget and memo tables."""

    require = False
    need_runs = 2
    need_pure = 1
    run_cap = 2
    kept_bits = 0
    loose_cost: list = []
    wild_cost = 1

    def __init__(self, naturals: list, wilds: list, wild_rank: int,
                 forbidden: "int | None") -> None:
        # Search order: by suit and rank (the face, id % 52), then deck. The card that may
        # not be discarded goes before its twin: groups use the first copy freely, and the
        # second copy is set aside when it is the lowest left.
        self.nat = nat = sorted(naturals, key=sort_key)
        if forbidden is not None:
            for i in range(1, len(nat)):
                if nat[i].id == forbidden and nat[i - 1].id % 52 == nat[i].id % 52:
                    nat[i - 1], nat[i] = nat[i], nat[i - 1]
        self.wilds = wilds
        self.wild_rank = wild_rank
        n = len(nat)
        self.n = n
        self.full = (1 << n) - 1
        self.forbidden_bit = 0
        # Each natural's clusters are listed when the search first reaches it: a
        # complete hand is usually found after visiting only a few of them.
        self.clusters: list = [None] * n
        self.likely_lists: list = [None] * n
        # Two copies of a face sit side by side. Clusters name the first copy; where the
        # first is gone, the search takes the second (the bit above it) instead.
        self.faces: dict = {}  # face (id % 52) -> the bit of its first copy
        self.twins = 0  # first copies whose twin is in the hand too
        self.suit_faces: list = [[], [], [], []]  # (rank, first copy's bit) per suit, ascending
        self.suit_bits = [0, 0, 0, 0]  # ranks present per suit, an ace at both ends
        self.suits_of_rank = [0] * 14  # how many suits hold each rank
        # Wild-rank naturals (the ones that could stand in their own place) may act as
        # wild cards instead, so the budget counts them until the search places them.
        self.own = [0] * n
        self.own_bits = 0
        for i in range(n):
            card = nat[i]
            bit = 1 << i
            if card.id == forbidden:
                self.forbidden_bit = bit
            rank = card.rank
            if rank == wild_rank:
                self.own[i] = 1
                self.own_bits |= bit
            face = card.id % 52
            first = self.faces.get(face)
            if first is None:
                self.faces[face] = bit
                self.suit_faces[card.suit].append((rank, bit))
                self.suit_bits[card.suit] |= PLACES[rank]
                self.suits_of_rank[rank] += 1
            else:
                self.twins |= first
        self.budget = len(wilds) + len([1 for own in self.own if own])
        self.memo: dict = {}
        self.pure_windows: list | None = None  # worked out when a search first needs them
        # For a budget of 0 and of 1 wild card, the naturals no cluster needing at most
        # that many can hold (bits), worked out when first needed.
        self.lonely: list = [-1, -1]

    def likely(self, i: int) -> list:
        """The groups natural ``i`` most often leads in a complete hand (a few of
        ``led_by``'s), tried first."""
        clusters = self.likely_lists[i]
        if clusters is None:
            clusters = self.likely_lists[i] = _likely_clusters(self, i)
        return clusters

    def fitting(self, mask: int, net: int) -> list:
        """The clusters the lowest natural in ``mask`` can lead with ``net`` wild cards:
        (mask, wilds needed, run?, pure?), taking a face's second copy where the first is
        gone. ``can`` and ``cost`` spell this test out in their loops, which are hot."""
        fits = []
        for cmask, need, is_run, is_pure, twins in self.led_by(_BIT_INDEX[mask & -mask]):
            cmask ^= (twins & ~mask) * 3
            if need <= net and cmask & mask == cmask:
                fits.append((cmask, need, is_run, is_pure))
        return fits

    def led_by(self, i: int) -> list:
        """The clusters natural ``i`` leads: (mask, wilds needed, run?, pure?, twins)."""
        clusters = self.clusters[i]
        if clusters is None:
            clusters = _clusters_led_by(self, i)
            self.clusters[i] = clusters
        return clusters

    def can(self, mask: int, net: int, runs: int, pure: int, disc: int) -> bool:
        """Can these naturals be grouped completely, with two runs, one pure?"""
        if not mask:
            if disc:
                return False
            if runs < self.need_runs or pure < self.need_pure:
                return False
            return net == 0 or runs > 0  # spare wild cards need a run to join
        if net < 2 and not disc:
            # With so few wild cards left, some naturals can never be grouped.
            lonely = mask & (self.lonely[net] if self.lonely[net] >= 0 else _lonely(self, net))
            if lonely & ~self.own_bits:
                return False
            if lonely:  # wild-rank cards that can now only act as wild cards
                if self.can(mask ^ lonely, net, runs, pure, 0):
                    self.steps[_key(mask, net, runs, pure, 0)] = (
                        (mask ^ lonely, net, runs, pure, 0), None, lonely, -1)
                    return True
                return False
        key = mask | (net << 16) | (runs << 21) | (pure << 23) | (disc << 24)
        memo = self.memo
        found = memo.get(key)
        if found is not None:
            return found
        if not pure and self.need_pure and not self.pure_possible(mask):
            memo[key] = False
            return False
        low = mask & -mask
        i = _BIT_INDEX[low]
        cap = self.run_cap
        track = self.need_pure
        # On the first visit, the likeliest groups before listing them all: most
        # complete hands need no other.
        listed = self.clusters[i]
        for clusters in (listed,) if listed is not None else (self.likely(i), None):
            if clusters is None:
                clusters = self.led_by(i)
            for cmask, need, is_run, is_pure, twins in clusters:
                if need > net:
                    continue
                if twins and twins & ~mask:
                    cmask ^= (twins & ~mask) * 3  # each missing first copy -> its second
                if cmask & mask == cmask:
                    r2 = runs + is_run
                    child = (mask ^ cmask, net - need, r2 if r2 < cap else cap,
                             (pure | is_pure) & track, disc)
                    if self.can(child[0], child[1], child[2], child[3], child[4]):
                        self.steps[key] = (child, (cmask, need, is_run, is_pure), 0, -1)
                        memo[key] = True
                        return True
        own = self.own[i]
        if own and self.can(mask ^ low, net, runs, pure, disc):
            # It acts as a wild card: already counted in ``net``.
            self.steps[key] = ((mask ^ low, net, runs, pure, disc), None, low, -1)
            memo[key] = True
            return True
        if disc and not low & self.kept_bits and own <= net and self.can(
                mask ^ low, net - own, runs, pure, 0):
            self.steps[key] = ((mask ^ low, net - own, runs, pure, 0), None, 0, i)
            memo[key] = True
            return True
        memo[key] = False
        return False

    def cost(self, mask: int, net: int, runs: int, pure: int, disc: int) -> int:
        """Least loose cost of the remaining naturals (INF if the goal cannot be met).

        Leaving a wild-rank natural "loose" costs nothing: it acts as a wild card.
        """
        if not mask:
            if disc:
                return INF
            if self.require:
                return 0 if runs >= self.need_runs and pure >= self.need_pure else INF
            return net * self.wild_cost if runs == 0 else 0
        if net < 2 and not disc:
            # With so few wild cards left, some naturals can only stay loose.
            lonely = mask & (self.lonely[net] if self.lonely[net] >= 0 else _lonely(self, net))
            if lonely:
                value = self.cost(mask ^ lonely, net, runs, pure, 0)
                if value < INF:
                    while lonely:
                        low = lonely & -lonely
                        value += self.loose_cost[_BIT_INDEX[low]]
                        lonely ^= low
                return value
        key = mask | (net << 16) | (runs << 21) | (pure << 23) | (disc << 24)
        memo = self.memo
        found = memo.get(key)
        if found is not None:
            return found
        if not pure and self.need_pure and not self.pure_possible(mask):
            memo[key] = INF
            return INF
        low = mask & -mask
        i = _BIT_INDEX[low]
        best = INF
        cap = self.run_cap
        track = self.need_pure
        for cmask, need, is_run, is_pure, twins in self.clusters[i] or self.led_by(i):
            if need > net:
                continue
            if twins and twins & ~mask:
                cmask ^= (twins & ~mask) * 3  # each missing first copy -> its second
            if cmask & mask == cmask:
                r2 = runs + is_run
                value = self.cost(mask ^ cmask, net - need, r2 if r2 < cap else cap,
                                  (pure | is_pure) & track, disc)
                if value < best:
                    best = value
                    if not best:
                        break  # nothing beats no loose card at all
        # Leaving the card loose costs at least its own cost: try it only if that can win.
        if best > self.loose_cost[i]:
            value = self.loose_cost[i] + self.cost(mask ^ low, net, runs, pure, disc)
            if value < best:
                best = value
        own = self.own[i]
        if best and disc and not low & self.kept_bits and own <= net:
            value = self.cost(mask ^ low, net - own, runs, pure, 0)
            if value < best:
                best = value
        memo[key] = best
        return best

    def start_search(self, require: bool, need_runs: int = 2, need_pure: int = 1) -> None:
        self.memo = {}
        # A state ``can`` completed -> (next state, cluster taken or None, bits of wild-rank
        # naturals left to act as wild cards, index of the natural discarded or -1).
        self.steps: dict = {}
        self.require = require
        self.need_runs = need_runs if require else 0
        self.need_pure = need_pure if require else 0
        # States count runs only as far as the goal looks (without one, whether any
        # run holds the spare wild cards) and a pure run only when one is needed.
        self.run_cap = self.need_runs if require else 1
        self.kept_bits = self.forbidden_bit  # naturals that may not be the final discard

    def pure_possible(self, mask: int) -> bool:
        """Can the naturals in ``mask`` still make a pure run (three in a row of a suit)?"""
        if self.pure_windows is None:
            self.pure_windows = _pure_windows(self)
        for a, b, c in self.pure_windows:
            if mask & a and mask & b and mask & c:
                return True
        return False

    def start_cost(self, require: bool, loose_cost: "Callable", need_runs: int = 2,
                   need_pure: int = 1) -> None:
        self.start_search(require, need_runs, need_pure)
        self.loose_cost = [0 if own else loose_cost(card) for card, own in zip(self.nat, self.own)]
        self.wild_cost = loose_cost(_A_JOKER)  # every wild card costs the same

    def path(self, mask: int, net: int, runs: int, pure: int, disc: int) -> tuple:
        """The grouping a successful ``can`` search found: (clusters, loose indices,
        discard index), where the loose are wild-rank naturals acting as wild cards."""
        chosen = []
        loose = []
        discard = None
        state = (mask, net, runs, pure, disc)
        while state[0]:
            state, cluster, turned, dropped = self.steps[_key(state[0], state[1], state[2],
                                                              state[3], state[4])]
            if cluster is not None:
                chosen.append(cluster)
            if dropped >= 0:
                discard = dropped
            while turned:
                low = turned & -turned
                loose.append(_BIT_INDEX[low])
                turned ^= low
        return chosen, loose, discard

    def trace(self, mask: int, net: int, runs: int, pure: int, disc: int) -> tuple:
        """Follow the cost memo back to one cheapest grouping: (clusters, loose indices,
        discard index). A loose wild-rank natural acts as a wild card (see
        ``_build_groups``)."""
        chosen = []
        loose = []
        discard = None
        while mask:
            low = mask & -mask
            target = self.cost(mask, net, runs, pure, disc)
            step = None
            for cluster in self.fitting(mask, net):
                cmask, need, is_run, is_pure = cluster
                r2 = runs + is_run
                state = (mask ^ cmask, net - need, r2 if r2 < self.run_cap else self.run_cap,
                         (pure | is_pure) & self.need_pure, disc)
                if self._on_path(state, target):
                    step = state
                    chosen.append(cluster)
                    break
            own = self.own[_BIT_INDEX[low]]
            if step is None and disc and not low & self.kept_bits and own <= net:
                state = (mask ^ low, net - own, runs, pure, 0)
                if self._on_path(state, target):
                    step = state
                    discard = _BIT_INDEX[low]
            if step is None:
                step = (mask ^ low, net, runs, pure, disc)
                loose.append(_BIT_INDEX[low])
            mask, net, runs, pure, disc = step
        return chosen, loose, discard

    def _on_path(self, state: tuple, target: int) -> bool:
        """Does this child state leave the same cost to pay?"""
        return self.cost(state[0], state[1], state[2], state[3], state[4]) == target

    def cards_of(self, cmask: int) -> list:
        """The naturals in ``cmask``, in search order (by suit, then rank)."""
        cards = []
        while cmask:
            low = cmask & -cmask
            cards.append(self.nat[_BIT_INDEX[low]])
            cmask ^= low
        return cards


def _clusters_led_by(layout: Layout, i: int) -> list:
    """The groups natural ``i`` can lead: (mask, wilds needed, run?, pure?, twins).

    A cluster holds natural ``i`` and only naturals after it in the search
    order. It names first copies; ``twins`` marks those with a second copy to
    take when the first is gone.
    """
    card = layout.nat[i]
    bit = 1 << i
    budget = layout.budget
    wild_rank = layout.wild_rank
    found: dict = {}
    # A wild-rank natural stands in its own place: only in a run of its suit.
    if card.rank != wild_rank:
        if budget >= 2:
            found[bit] = (-1, 2, bit, 1, 0)  # one natural and two wilds: a run
        _add_sets(card, bit, layout.faces, budget, found)
    faces = layout.suit_faces[card.suit]
    rank = card.rank
    if faces[-1][0] > rank:  # some higher rank of the suit to run with
        own = 1 if rank == wild_rank else 0
        _add_runs(bit, own, [(q - rank, first, 1 if q == wild_rank else 0)
                             for q, first in faces if q > rank], budget, found)
        if rank == ACE:  # an ace may also sit high, below the king
            _add_runs(bit, own, [(HIGH_ACE - q, first, 1 if q == wild_rank else 0)
                                 for q, first in reversed(faces) if q > ACE], budget, found)
    # Bigger groups first: a complete hand is usually found on the first path.
    twins = layout.twins
    if len(found) < 2:
        return [(c[2], c[1], c[3], c[4], c[2] & twins) for c in found.values()]
    return [(c[2], c[1], c[3], c[4], c[2] & twins) for c in sorted(found.values())]


def _key(mask: int, net: int, runs: int, pure: int, disc: int) -> int:
    """A search state as one number (``can`` and ``cost`` spell it out, for speed)."""
    return mask | (net << 16) | (runs << 21) | (pure << 23) | (disc << 24)


def _likely_clusters(layout: Layout, i: int) -> list:
    """The groups a complete hand most often holds for natural ``i``: the longest
    gapless runs from it, and the set of every suit holding its rank (the same
    tuples as ``_clusters_led_by``, which lists them again among all the others)."""
    card = layout.nat[i]
    bit = 1 << i
    wild_rank = layout.wild_rank
    found = []
    if card.rank != wild_rank:
        cmask = bit
        size = 1
        for first in _set_partners(card, layout.faces):
            cmask |= first
            size += 1
        if size >= 2 and size + layout.budget >= 3:
            found.append((-size, 3 - size if size < 3 else 0, cmask, 0, 0))
    # Upwards (an ace: from the bottom, and from the top down past the king).
    for place in RUN_PLACES[card.rank]:
        step = -1 if place == HIGH_ACE else 1
        cmask = bit
        own = 1 if card.rank == wild_rank else 0  # wild cards given back, as in _add_runs
        size = 1
        rank = place + step
        while 2 <= rank <= 13:
            first = layout.faces.get(13 * card.suit + rank - 1)
            if first is None:
                break
            cmask |= first
            size += 1
            if rank == wild_rank:
                own += 1
            if size >= 3:
                found.append((-size, own, cmask, 1, 1))
            rank += step
    found.sort()
    twins = layout.twins
    return [(c[2], c[1], c[3], c[4], c[2] & twins) for c in found]


def _pure_windows(layout: Layout) -> list:
    """Every three places in a row of one suit that the naturals fill: each place as
    the bits of its copies."""
    windows = []
    for suit in range(4):
        bits = layout.suit_bits[suit]
        starts = bits & bits >> 1 & bits >> 2 & _RUN_STARTS
        if not starts:
            continue
        at = [0] * (HIGH_ACE + 1)
        for rank, first in layout.suit_faces[suit]:
            at[rank] = first * 3 if first & layout.twins else first
        at[HIGH_ACE] = at[ACE]
        for low in range(1, 13):
            if starts >> low & 1:
                windows.append((at[low], at[low + 1], at[low + 2]))
    return windows


# In a suit's places (groups.PLACES), three in a row start at place 1 (an ace) to 12.
_RUN_STARTS = 0x1FFE


def _set_partners(card: Card, faces: dict) -> list:
    """First copies of the card's rank in the suits after its own (search order)."""
    partners = []
    for suit in range(card.suit + 1, 4):
        first = faces.get(13 * suit + card.rank - 1)
        if first is not None:
            partners.append(first)
    return partners


def _add_sets(card: Card, bit: int, faces: dict, budget: int, found: dict) -> None:
    partners = _set_partners(card, faces)
    for pick in range(1, 1 << len(partners)):
        cmask = bit
        size = 1
        for k in range(len(partners)):
            if pick >> k & 1:
                cmask |= partners[k]
                size += 1
        need = 3 - size if size < 3 else 0
        if size <= MAX_SET and need <= budget:
            found[cmask] = (-size, need, cmask, 0, 0)


# A run cluster with a gap spans at most five places. A longer one always splits
# into two runs of three or more, each with a natural at one end, that need no
# more wild cards between them; so the search loses no grouping, only clusters
# to try (with many wild cards, very many). Gapless runs stay whole.
_LONGEST_RUN = 5


def _add_runs(bit: int, own: int, others: list, budget: int, found: dict) -> None:
    """Runs from the leader ``bit`` through more naturals of its suit.

    ``others`` holds each one's distance from the leader (nearest first), its
    first copy's bit, and 1 if it is of the wild rank. ``own`` is 1 when the
    leader is of the wild rank: a wild-rank card in its own place gives back
    the wild card the budget counted for it, so it adds to the wilds needed.
    """
    stack = [(0, 0, 1, own, bit, 0)]  # last distance, places skipped, size, own, mask, next
    count = len(others)
    while stack:
        last, gaps, size, own, mask, start = stack.pop()
        size += 1
        for k in range(start, count):
            distance, first, is_own = others[k]
            skipped = gaps + distance - last - 1
            if skipped > budget or (skipped and distance >= _LONGEST_RUN):
                break  # farther ranks only widen the gap
            grown = mask | first
            fill = (3 if distance < 2 else distance + 1) - size
            need = fill + own + is_own
            if need <= budget:
                old = found.get(grown)
                if old is None or old[1] > need:
                    found[grown] = (-size, need, grown, 1, 1 if fill == 0 else 0)
            if k + 1 < count:
                stack.append((distance, skipped, size, own + is_own, grown, k + 1))


def _own_place_candidates(cards: list, wild_rank: int) -> list:
    """Wild-rank cards that could stand in their own place in a pure run of their suit."""
    ranked = [c for c in cards if c.rank == wild_rank]
    if not ranked:
        return []
    bits = [0, 0, 0, 0]  # places of the other naturals, per suit
    for card in cards:
        if card.rank != wild_rank and card.rank != JOKER:
            bits[card.suit] |= PLACES[card.rank]
    result = []
    for card in ranked:
        # Both neighbours on one side, or one on each side, of a place of the card.
        near = bits[card.suit] << 2
        for place in RUN_PLACES[card.rank]:
            if near >> place & 3 == 3 or near >> place & 10 == 10 or near >> place & 24 == 24:
                result.append(card)
                break
    return result


def layout_of(cards: list, wild_rank: int, forbidden: "int | None") -> Layout:
    """The hand's search: wild-rank cards that could stand in their own place count as
    naturals (and in the wild budget); every other wild card is only wild."""
    own = [c.id for c in _own_place_candidates(cards, wild_rank)]
    naturals = []
    wilds = []
    for card in cards:
        if (card.rank == wild_rank or card.rank == JOKER) and card.id not in own:
            wilds.append(card)
        else:
            naturals.append(card)
    return Layout(naturals, wilds, wild_rank, forbidden)


def _discard_options(layout: Layout, free_discard: bool, forbidden: "int | None",
                     discards: "set | None" = None) -> list:
    """Where the final discard may come from: (wild cards kept, budget, natural discard?,
    wild discard).

    With 14 cards the discard is a natural card chosen by the search, or one wild
    card (any one: the wild cards are interchangeable) set aside up front.
    """
    if not free_discard:
        return [(layout.wilds, layout.budget, 0, None)]
    options = [(layout.wilds, layout.budget, 1, None)]
    for card in layout.wilds:
        if card.id != forbidden and (discards is None or card.id in discards):
            options.append(([w for w in layout.wilds if w.id != card.id], layout.budget - 1, 0,
                            card))
            break
    return options


def _build_groups(layout: Layout, chosen: list, wilds: list, loose_idx: list,
                  require: bool) -> tuple:
    """Turn traced clusters into Groups, handing out wild cards; returns (groups, loose).

    ``loose_idx`` are the naturals the trace left loose; a wild-rank one among
    them acts as a wild card.
    """
    pool = list(wilds)
    loose: list = []
    for i in loose_idx:
        (pool if layout.own[i] else loose).append(layout.nat[i])
    if len(pool) > 1:
        pool.sort(key=sort_key)
    parts = []
    for cmask, need, is_run, is_pure in chosen:
        members = layout.cards_of(cmask)
        fill = need
        if cmask & layout.own_bits:
            # ``need`` also counts the wild cards its own wild-rank naturals gave back.
            fill -= len([c for c in members if c.rank == layout.wild_rank])
        naturals = len(members)
        for _ in range(fill):
            members.append(pool.pop())
        parts.append([members, is_run, is_pure and fill == 0, naturals])
    # Spare wild cards join a run that need not stay pure, else a set with room.
    while pool:
        target = _spare_wild_target(parts, require)
        if target is None:
            break
        for _ in range(min(len(pool), (13 if target[1] else MAX_SET) - len(target[0]))):
            target[0].append(pool.pop())
        target[2] = False
    loose = loose + pool
    groups = []
    for members, is_run, is_pure, naturals in _rejoin(parts, require):
        # Sets and pure runs are known for sure; an impure run may still turn out pure
        # (a wild-rank card handed out in its own place), so classify says which.
        if not is_run and naturals > 1:
            # Its naturals come in suit order; the wild cards after them in card order.
            if len(members) > naturals + 1:
                members = members[:naturals] + sorted(members[naturals:], key=sort_key)
            group = Group(members, SET)
        elif is_pure:
            # Naturals come by rank, so only an ace above a king (Q-K-A) needs moving.
            if members[0].rank == ACE and members[-1].rank == KING and members[1].rank != 2:
                members = members[1:] + members[:1]
            group = Group(members, PURE_RUN)
        elif _may_be_pure(members):
            group = classify(members, layout.wild_rank)
        else:
            group = Group(order_run(members, layout.wild_rank, False), RUN)
        if group.kind is None:  # pragma: no cover - the search only builds valid groups
            raise AssertionError("solver built an invalid group: %s" % format_cards(members))
        groups.append(group)
    groups.sort(key=_group_order)
    if len(loose) > 1:
        loose.sort(key=sort_key)
    return groups, loose


def _rejoin(parts: list, require: bool) -> list:
    """Join runs of one suit that continue each other, while the rules stay met.

    The search lists no run with a gap longer than five places
    (``_LONGEST_RUN``), so such a run comes out in pieces; a player expects to
    see it whole. ``parts`` are [cards, run?, pure?, naturals at the front].
    """
    runs = [p for p in parts if p[1]]
    if len(runs) < 2:
        return parts
    for a in range(len(runs)):
        for b in range(a + 1, len(runs)):
            one = runs[a]
            two = runs[b]
            if one[0][0].suit != two[0][0].suit:
                continue
            ranks = [c.rank for c in one[0][:one[3]] + two[0][:two[3]]]
            if len(set(ranks)) < len(ranks) or run_window(
                    ranks, len(one[0]) + len(two[0])) is None:
                continue
            pure = one[2] and two[2]
            if require and (len(runs) < 3 or len([p for p in runs if p[2]]) - one[2] - two[
                    2] + pure < 1):
                continue
            cards = one[0][:one[3]] + two[0][:two[3]] + one[0][one[3]:] + two[0][two[3]:]
            if pure:
                cards.sort(key=_rank_of)  # a pure run's cards in rank order, as from the search
            whole = [cards, 1, pure, one[3] + two[3]]
            return _rejoin([p for p in parts if p is not one and p is not two] + [whole], require)
    return parts


def _rank_of(card: Card) -> int:
    return card.rank


def _may_be_pure(members: list) -> bool:
    """Could these run cards be pure after all: no printed joker, all of one suit?"""
    suit = members[0].suit
    for card in members:
        if card.suit != suit:  # a printed joker has no suit
            return False
    return True


def _spare_wild_target(parts: list, require: bool) -> "list | None":
    impure = [p for p in parts if p[1] and not p[2] and len(p[0]) < 13]
    if impure:
        return impure[0]
    pure = [p for p in parts if p[2] and len(p[0]) < 13]
    if len(pure) >= 2 or (pure and not require):
        return pure[-1]
    sets = [p for p in parts if not p[1] and len(p[0]) < MAX_SET]
    if sets:
        return sets[0]
    return None


def _group_order(group: Group) -> tuple:
    return (KIND_ORDER[str(group.kind)], sort_key(group.cards[0]) if group.cards else 0)


def find(layout: Layout, free_discard: bool, forbidden: "int | None",
          require: bool = True, need_runs: int = 2, need_pure: int = 1) -> "tuple | None":
    """A complete grouping meeting the goal: (groups, final discard or None), or None."""
    option = complete_option(layout, free_discard, forbidden, require, need_runs, need_pure)
    if option is None:
        return None
    wilds, budget, disc, wild_discard = option
    chosen, loose, discard = layout.path(layout.full, budget, 0, 0, disc)
    groups, _ = _build_groups(layout, chosen, wilds, loose, require)
    return groups, (layout.nat[discard] if discard is not None else wild_discard)


def complete_option(layout: Layout, free_discard: bool, forbidden: "int | None",
                     require: bool, need_runs: int, need_pure: int) -> "tuple | None":
    """Whether a complete grouping meets the goal: the discard option it uses, or None."""
    layout.start_search(require, need_runs, need_pure)
    if not _could_declare(layout, free_discard, require and need_pure > 0):
        return None
    for option in _discard_options(layout, free_discard, forbidden):
        if layout.can(layout.full, option[1], 0, 0, option[2]):
            return option
    return None


def _could_declare(layout: Layout, free_discard: bool, require: bool) -> bool:
    """Cheap necessary conditions: some pure run exists; few naturals have nowhere to go."""
    if require and not pure_run_in(layout.suit_bits):
        return False
    homeless = _homeless(layout)
    return not homeless or (free_discard and not homeless & (homeless - 1))


def _homeless(layout: Layout) -> int:
    """The naturals that no cluster can hold, as bits (a wild-rank one can act as a wild)."""
    if layout.budget >= 2:
        return 0  # any natural makes a run with two wild cards
    return _lonely(layout, layout.budget) & ~layout.own_bits


def _lonely(layout: Layout, budget: int) -> int:
    """The naturals that no cluster needing at most ``budget`` (0 or 1) wild cards can
    hold, as bits. It may miss one, never names one a cluster can hold."""
    lonely = layout.lonely[budget]
    if lonely >= 0:
        return lonely
    lonely = 0
    # Places inside three in a row of the suit with at most ``budget`` of them empty.
    covered = []
    for bits in layout.suit_bits:
        if budget:
            starts = bits & bits >> 1 | bits & bits >> 2 | bits >> 1 & bits >> 2
        else:
            starts = bits & bits >> 1 & bits >> 2
        starts &= _RUN_STARTS
        covered.append(starts | starts << 1 | starts << 2)
    for i, card in enumerate(layout.nat):
        if layout.own[i]:
            if not budget:
                lonely |= 1 << i  # standing in its place, it gives a wild card back
            continue
        if covered[card.suit] & PLACES[card.rank]:
            continue
        if layout.suits_of_rank[card.rank] + budget < 3:  # nor a set: three suits, or two
            lonely |= 1 << i                                # and a wild card
    layout.lonely[budget] = lonely
    return lonely


def least_loose(layout: Layout, require: bool, loose_cost: "Callable", free_discard: bool,
                 forbidden: "int | None", discards: "set | None" = None, need_runs: int = 2,
                 need_pure: int = 1) -> "tuple | None":
    """The grouping with the least loose cost: (cost, groups, loose, discard) or None.

    With ``require``, only groupings holding ``need_runs`` runs, ``need_pure`` of
    them pure, count. ``discards``, if given, holds the ids of the cards the
    final discard may be.
    """
    if require and need_pure and not pure_run_in(layout.suit_bits):
        return None  # no grouping of these cards can meet the rules
    best: tuple | None = None
    layout.start_cost(require, loose_cost, need_runs, need_pure)
    if discards is not None:
        for i, card in enumerate(layout.nat):
            if card.id not in discards:
                layout.kept_bits |= 1 << i
    homeless = _homeless(layout)
    for wilds, budget, disc, wild_discard in _discard_options(layout, free_discard, forbidden,
                                                              discards):
        # Naturals no group can hold stay loose in every grouping (unless one of them
        # is the final discard): the search need not carry them.
        outside = 0 if disc else homeless
        value = layout.cost(layout.full ^ outside, budget, 0, 0, disc)
        if value < INF:
            value += sum([layout.loose_cost[i] for i in range(layout.n) if outside >> i & 1])
        if value >= INF or (best is not None and value >= best[0]):
            continue
        chosen, loose_idx, discard = layout.trace(layout.full ^ outside, budget, 0, 0, disc)
        loose_idx += [i for i in range(layout.n) if outside >> i & 1]
        groups, loose = _build_groups(layout, chosen, wilds, loose_idx, require)
        best = (value, groups, loose, layout.nat[discard] if discard is not None else wild_discard)
    return best


def two_runs_without_pure(layout: Layout) -> bool:
    """Can two separate runs be made at once (other cards may stay loose)?

    Asked only of hands with no pure run, where every run takes at least one
    wild card from the budget.
    """
    return layout.budget >= 2 and _two_runs(layout, layout.full, layout.budget, 0, {})


def _two_runs(layout: Layout, mask: int, net: int, runs: int, memo: dict) -> bool:
    if runs >= 2:
        return True
    if not mask:
        return False
    key = mask | net << 16 | runs << 21
    found = memo.get(key)
    if found is not None:
        return found
    low = mask & -mask
    result = False
    for cmask, need, is_run, _ in layout.fitting(mask, net):
        if is_run and _two_runs(layout, mask ^ cmask, net - need, runs + 1, memo):
            result = True
            break
    if not result:
        result = _two_runs(layout, mask ^ low, net, runs, memo)
    memo[key] = result
    return result
