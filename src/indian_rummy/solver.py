"""The declaration checker and Arrange.

The search works on the hand's *natural* cards (those that are not wild, plus
any wild-rank card chosen to stand in its own place in a pure run) as a
bitmask, and treats the remaining wild cards as an interchangeable budget.
The lowest remaining natural is always placed next: in a group with higher
naturals (a *cluster*, which needs a known number of wild cards), left loose,
or set aside as the final discard. States are memoised, so each hand is a
small dynamic programme.

>>> from .cards import parse_cards
>>> hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H")
>>> verdict = check(hand, wild_rank=10)
>>> verdict.valid
True
>>> [g.kind for g in verdict.groups]
['pure_run', 'pure_run', 'set', 'set']
>>> check(parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC"), 10).unmatched_labels()
['KC']
"""

try:  # a name for annotations only; MicroPython has no typing module
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from .cards import ACE, Card, card_points, format_cards, is_wild, sort_key
from .groups import KIND_ORDER, MAX_SET, PURE_RUN, RUN, SET, Group, classify

INF = 1 << 30
_BIT_INDEX = dict([(1 << k, k) for k in range(16)])
_POINT_WEIGHT = 16  # loose cost = points * 16 + count: points first, then how many cards

MISSING_FINAL_DISCARD = "final_discard"
MISSING_PURE_RUN = "pure_run"
MISSING_SECOND_RUN = "second_run"
MISSING_UNMATCHED = "unmatched"


class _Layout:
    """One search: the naturals of a hand, their clusters, and memo tables."""

    require = False
    need_runs = 2
    need_pure = 1
    loose_cost: list = []
    wild_cost = 1

    def __init__(self, naturals: list, wilds: list, wild_rank: int,
                 forbidden: "int | None") -> None:
        # The card that may not be discarded goes before its twin: groups use the first
        # copy freely, and the second copy is set aside when it is the lowest left.
        self.nat = sorted(naturals, key=lambda c: (c.suit, c.rank, c.id != forbidden, c.deck))
        self.wilds = wilds
        self.wild_rank = wild_rank
        n = len(self.nat)
        self.n = n
        self.full = (1 << n) - 1
        self.forbidden_bit = 0
        for i, card in enumerate(self.nat):
            if forbidden is not None and card.id == forbidden:
                self.forbidden_bit = 1 << i
        # Each natural's clusters are listed when the search first reaches it: a
        # complete hand is usually found after visiting only a few of them.
        self.clusters: list = [None] * n
        self.copies: dict = {}  # face -> bits of its physical copies, in search order
        self.suit_bits = [0, 0, 0, 0]  # ranks present per suit, an ace at both ends
        for i, card in enumerate(self.nat):
            self.copies.setdefault((card.rank, card.suit), []).append(1 << i)
            self.suit_bits[card.suit] |= _rank_bits(card.rank)
        self.own_place = [is_wild(card, wild_rank) for card in self.nat]
        self.memo: dict = {}

    def led_by(self, i: int) -> list:
        """The clusters natural ``i`` leads: (mask, wilds needed, run?, pure?, guard)."""
        clusters = self.clusters[i]
        if clusters is None:
            clusters = _clusters_led_by(i, self.nat, self.copies, self.own_place,
                                        len(self.wilds))
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
        key = mask | (net << 16) | (runs << 21) | (pure << 23) | (disc << 24)
        memo = self.memo
        found = memo.get(key)
        if found is not None:
            return found
        low = mask & -mask
        result = False
        for cmask, need, is_run, is_pure, guard in self.led_by(_BIT_INDEX[low]):
            if need <= net and cmask & mask == cmask and not guard & mask:
                r2 = runs + is_run
                if self.can(mask ^ cmask, net - need, 2 if r2 > 2 else r2, pure | is_pure, disc):
                    result = True
                    break
        if not result and disc and not low & self.forbidden_bit:
            result = self.can(mask ^ low, net, runs, pure, 0)
        memo[key] = result
        return result

    def cost(self, mask: int, net: int, runs: int, pure: int, disc: int) -> int:
        """Least loose cost of the remaining naturals (INF if the goal cannot be met)."""
        if not mask:
            if disc:
                return INF
            if self.require:
                return 0 if runs >= 2 and pure == 1 else INF
            return net * self.wild_cost if runs == 0 else 0
        key = mask | (net << 16) | (runs << 21) | (pure << 23) | (disc << 24)
        memo = self.memo
        found = memo.get(key)
        if found is not None:
            return found
        low = mask & -mask
        i = _BIT_INDEX[low]
        best = self.loose_cost[i] + self.cost(mask ^ low, net, runs, pure, disc)
        for cmask, need, is_run, is_pure, guard in self.led_by(i):
            if need <= net and cmask & mask == cmask and not guard & mask:
                r2 = runs + is_run
                value = self.cost(mask ^ cmask, net - need, 2 if r2 > 2 else r2, pure | is_pure,
                                  disc)
                if value < best:
                    best = value
        if disc and not low & self.forbidden_bit:
            value = self.cost(mask ^ low, net, runs, pure, 0)
            if value < best:
                best = value
        memo[key] = best
        return best

    def start_search(self, require: bool, need_runs: int = 2, need_pure: int = 1) -> None:
        self.memo = {}
        self.require = require
        self.need_runs = need_runs if require else 0
        self.need_pure = need_pure if require else 0

    def start_cost(self, require: bool, loose_cost: list, wild_cost: int) -> None:
        self.start_search(require)
        self.loose_cost = loose_cost
        self.wild_cost = wild_cost

    def trace(self, mask: int, net: int, runs: int, pure: int, disc: int,
              by_cost: bool) -> tuple:
        """Follow the memo back to one grouping: (clusters, loose indices, discard index)."""
        chosen = []
        loose = []
        discard = None
        while mask:
            low = mask & -mask
            target = self.cost(mask, net, runs, pure, disc) if by_cost else -1
            step = None
            for cmask, need, is_run, is_pure, guard in self.led_by(_BIT_INDEX[low]):
                if need <= net and cmask & mask == cmask and not guard & mask:
                    r2 = runs + is_run
                    state = (mask ^ cmask, net - need, 2 if r2 > 2 else r2, pure | is_pure, disc)
                    if self._on_path(state, target):
                        step = state
                        chosen.append((cmask, need, is_run, is_pure))
                        break
            if step is None and disc and not low & self.forbidden_bit:
                state = (mask ^ low, net, runs, pure, 0)
                if self._on_path(state, target):
                    step = state
                    discard = _BIT_INDEX[low]
            if step is None:
                step = (mask ^ low, net, runs, pure, disc)
                loose.append(_BIT_INDEX[low])
            mask, net, runs, pure, disc = step
        return chosen, loose, discard

    def _on_path(self, state: tuple, target: int) -> bool:
        """Is this child state on the traced path? With a cost search (``target`` >= 0) it
        leaves the same cost to pay; with a yes/no search it can still be completed."""
        if target >= 0:
            return self.cost(state[0], state[1], state[2], state[3], state[4]) == target
        return self.can(state[0], state[1], state[2], state[3], state[4])

    def cards_of(self, cmask: int) -> list:
        return [self.nat[i] for i in range(self.n) if cmask >> i & 1]


def _clusters_led_by(i: int, nat: list, copies: dict, own_place: list, wild_count: int) -> list:
    """The groups natural ``i`` can lead: (mask, wilds needed, run?, pure?, guard).

    A cluster holds natural ``i`` and only naturals after it in the search
    order. Of two identical cards (one from each deck) a cluster uses the
    second only when the first is gone: ``guard`` holds the first.
    """
    card = nat[i]
    bit = 1 << i
    found: dict = {}
    if not own_place[i]:
        if wild_count >= 2:
            found[bit] = (-1, 2, bit, 1, 0, 0)  # one natural and two wilds: a run
        _add_sets(card, bit, copies, own_place, wild_count, found)
    _add_runs(card, bit, copies, wild_count, found)
    # Bigger groups first: a complete hand is usually found on the first path.
    ordered = sorted(found.values())
    return [(c[2], c[1], c[3], c[4], c[5]) for c in ordered]


def _rank_bits(rank: int) -> int:
    """A rank's place in a suit bitmask: an ace sits at both 1 and 14."""
    return (1 << 1 | 1 << 14) if rank == ACE else 1 << rank


def _popcount(x: int) -> int:
    count = 0
    while x:
        x &= x - 1
        count += 1
    return count


def _with_face(choices: list, bits: list) -> list:
    """Each (mask, guard) way of taking one more face: its first copy, or its second."""
    if len(bits) == 1:
        return [(mask | bits[0], guard) for mask, guard in choices]
    return [(mask | bits[0], guard) for mask, guard in choices] + [
        (mask | bits[1], guard | bits[0]) for mask, guard in choices]


def _add_sets(card: Card, bit: int, copies: dict, own_place: list, wild_count: int,
              found: dict) -> None:
    partners = []
    for suit in range(card.suit + 1, 4):
        bits = copies.get((card.rank, suit))
        if bits is not None and not own_place[_BIT_INDEX[bits[0]]]:
            partners.append(bits)
    for pick in range(1, 1 << len(partners)):
        choices = [(bit, 0)]
        size = 1
        for k in range(len(partners)):
            if pick >> k & 1:
                choices = _with_face(choices, partners[k])
                size += 1
        need = 3 - size if size < 3 else 0
        if size > MAX_SET or need > wild_count:
            continue
        for cmask, guard in choices:
            if cmask not in found:
                found[cmask] = (-size, need, cmask, 0, 0, guard)


def _add_runs(card: Card, bit: int, copies: dict, wild_count: int, found: dict) -> None:
    for ace_high in (False, True) if card.rank == ACE else (False,):
        here = 14 if ace_high else card.rank
        # Other ranks of this suit that may join, nearest first.
        others = []
        for face in copies:
            rank = face[0]
            if face[1] != card.suit or rank == card.rank:
                continue
            if ace_high:
                others.append((here - rank, rank, copies[face]))
            elif rank > here:
                others.append((rank - here, rank, copies[face]))
        others.sort()
        _grow_runs(here, here, 0, 1, [(bit, 0)], others, 0, wild_count, found)


def _grow_runs(low: int, high: int, gaps: int, size: int, choices: list, others: list,
               start: int, wild_count: int, found: dict) -> None:
    for k in range(start, len(others)):
        place = others[k][1]
        if place > high:
            new_low, new_high, new_gaps = low, place, gaps + place - high - 1
        else:
            new_low, new_high, new_gaps = place, high, gaps + low - place - 1
        if new_gaps > wild_count:
            break  # farther ranks only widen the gap
        grown = _with_face(choices, others[k][2])
        span = new_high - new_low + 1
        need = (3 if span < 3 else span) - size - 1
        if need <= wild_count:
            for cmask, guard in grown:
                old = found.get(cmask)
                if old is None or old[1] > need:
                    found[cmask] = (-size - 1, need, cmask, 1, 1 if need == 0 else 0, guard)
        _grow_runs(new_low, new_high, new_gaps, size + 1, grown, others, k + 1, wild_count,
                   found)


def _own_place_candidates(cards: list, wild_rank: int) -> list:
    """Wild-rank cards that could stand in their own place in a pure run of their suit."""
    present: dict = {}
    for card in cards:
        if not is_wild(card, wild_rank):
            present[(card.rank, card.suit)] = True
            if card.rank == ACE:
                present[(14, card.suit)] = True
    result = []
    for card in cards:
        if card.is_joker() or card.rank != wild_rank:
            continue
        places = (1, 14) if card.rank == ACE else (card.rank,)
        for r in places:
            s = card.suit
            if ((r - 2, s) in present and (r - 1, s) in present) or (
                    (r - 1, s) in present and (r + 1, s) in present) or (
                    (r + 1, s) in present and (r + 2, s) in present):
                result.append(card)
                break
    return result


def _layouts(cards: list, wild_rank: int, forbidden: "int | None") -> list:
    """Every search layout: each choice of wild-rank cards standing in their own place."""
    candidates = _own_place_candidates(cards, wild_rank)
    layouts = []
    for pick in range(1 << len(candidates)):
        own = [candidates[k] for k in range(len(candidates)) if pick >> k & 1]
        if _has_redundant_copy(own, candidates):
            continue
        own_ids = set([c.id for c in own])
        naturals = [c for c in cards if not is_wild(c, wild_rank) or c.id in own_ids]
        wilds = [c for c in cards if is_wild(c, wild_rank) and c.id not in own_ids]
        layouts.append(_Layout(naturals, wilds, wild_rank, forbidden))
    return layouts


def _has_redundant_copy(own: list, candidates: list) -> bool:
    # Of two identical candidates, standing the second alone repeats standing the first.
    own_ids = set([c.id for c in own])
    for card in own:
        for other in candidates:
            if other.face() == card.face() and other.deck < card.deck and other.id not in own_ids:
                return True
    return False


def _discard_options(layout: _Layout, free_discard: bool, forbidden: "int | None") -> list:
    """Where the final discard may come from: (wild cards kept, natural discard?, wild discard).

    With 14 cards the discard is a natural card chosen by the search, or one wild
    card (any one: the layout's wild cards are interchangeable) set aside up front.
    """
    if not free_discard:
        return [(layout.wilds, 0, None)]
    options = [(layout.wilds, 1, None)]
    for card in layout.wilds:
        if card.id != forbidden:
            options.append(([w for w in layout.wilds if w.id != card.id], 0, card))
            break
    return options


class Verdict:
    """The checker's answer for 13 cards (or 14 and a chosen final discard)."""

    __slots__ = ("valid", "groups", "missing", "unmatched", "discard", "message")

    def __init__(self, valid: bool, groups: list, missing: list, unmatched: list,
                 discard: "Card | None", message: str) -> None:
        self.valid = valid
        self.groups = groups
        self.missing = missing
        self.unmatched = unmatched
        self.discard = discard
        self.message = message

    def unmatched_labels(self) -> list:
        return [c.code() for c in self.unmatched]

    def __repr__(self) -> str:
        return "<Verdict %s: %s>" % ("valid" if self.valid else "invalid", self.message)


class Arrangement:
    """Arrange's suggestion: valid groups, loose cards, and with 14 cards a discard."""

    __slots__ = ("groups", "loose", "discard", "complete", "points")

    def __init__(self, groups: list, loose: list, discard: "Card | None", complete: bool,
                 points: int) -> None:
        self.groups = groups
        self.loose = loose
        self.discard = discard
        self.complete = complete
        self.points = points

    def __repr__(self) -> str:
        return "<Arrangement %s | loose %s | discard %s>" % (
            " | ".join([format_cards(g.cards) for g in self.groups]), format_cards(self.loose),
            self.discard.label() if self.discard is not None else "-")


def _build_groups(layout: _Layout, chosen: list, wilds: list, loose: list, require: bool) -> tuple:
    """Turn traced clusters into Groups, handing out wild cards; returns (groups, loose)."""
    pool = list(wilds)
    pool.sort(key=sort_key)
    parts = []
    for cmask, need, is_run, is_pure in chosen:
        members = layout.cards_of(cmask)
        for _ in range(need):
            members.append(pool.pop())
        parts.append([members, is_run, is_pure and need == 0])
    # Spare wild cards join a run that need not stay pure, else a set with room.
    while pool:
        target = _spare_wild_target(parts, require)
        if target is None:
            break
        target[0].append(pool.pop())
        target[2] = False
    loose = loose + pool
    groups = []
    for members, _, _ in parts:
        group = classify(members, layout.wild_rank)
        if group.kind is None:  # pragma: no cover - the search only builds valid groups
            raise AssertionError("solver built an invalid group: %s" % format_cards(members))
        groups.append(group)
    groups.sort(key=_group_order)
    return groups, sorted(loose, key=sort_key)


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
    return (KIND_ORDER[str(group.kind)], sort_key(group.cards[0]) if group.cards else ())


def find_declaration(cards: list, wild_rank: int, free_discard: bool = False,
                     forbidden: "int | None" = None) -> "tuple | None":
    """A complete grouping of ``cards`` (13, or 14 with one free final discard), or None.

    Returns ``(groups, discard)``; ``forbidden`` is the id of a card that may
    not be the final discard (the one just taken from the discard pile).
    """
    return _find(_layouts(cards, wild_rank, forbidden), free_discard, forbidden)


def _find(layouts: list, free_discard: bool, forbidden: "int | None",
          require: bool = True, need_runs: int = 2, need_pure: int = 1) -> "tuple | None":
    for layout in layouts:
        layout.start_search(require, need_runs, need_pure)
        if not _could_declare(layout, free_discard, require and need_pure > 0):
            continue
        for wilds, disc, wild_discard in _discard_options(layout, free_discard, forbidden):
            if layout.can(layout.full, len(wilds), 0, 0, disc):
                chosen, loose, discard = layout.trace(layout.full, len(wilds), 0, 0, disc, False)
                groups, _ = _build_groups(layout, chosen, wilds, loose, require)
                return groups, (layout.nat[discard] if discard is not None else wild_discard)
    return None


def _could_declare(layout: _Layout, free_discard: bool, require: bool) -> bool:
    """Cheap necessary conditions: some pure run exists; few naturals have nowhere to go."""
    if require and not _pure_run_in(layout):
        return False
    homeless = 0
    for i in range(layout.n):
        if not _coverable(layout, i):
            homeless += 1
    return homeless <= (1 if free_discard else 0)


def _pure_run_in(layout: _Layout) -> bool:
    """Three naturals of one suit in a row (a wild-rank card standing in its own place counts)."""
    for bits in layout.suit_bits:
        if bits & bits >> 1 & bits >> 2:
            return True
    return False


def _coverable(layout: _Layout, i: int) -> bool:
    """Does any cluster hold natural ``i``? Exactly the clusters' rules, without listing them."""
    card = layout.nat[i]
    wilds = len(layout.wilds)
    if not layout.own_place[i]:
        if wilds >= 2:
            return True  # beside two wild cards
        partners = 0
        for suit in range(4):
            bits = layout.copies.get((card.rank, suit))
            if suit != card.suit and bits is not None and not layout.own_place[
                    _BIT_INDEX[bits[0]]]:
                partners += 1
        if partners and 2 - min(partners, 2) <= wilds:
            return True  # a set: three suits, or two and a wild card
    bits = layout.suit_bits[card.suit] & ~_rank_bits(card.rank)
    for place in (1, 14) if card.rank == ACE else (card.rank,):
        # Every run of this suit around the card, from one natural (or the card) to another.
        lows = [q for q in range(1, place) if bits >> q & 1] + [place]
        highs = [place] + [q for q in range(place + 1, 15) if bits >> q & 1]
        for low in lows:
            for high in highs:
                if low == high:
                    continue
                others = _popcount(bits & ((1 << (high + 1)) - 1) & ~((1 << low) - 1))
                if (3 if high - low < 2 else high - low + 1) - 1 - others <= wilds:
                    return True
    return False


def _least_loose(layouts: list, require: bool, loose_cost: "Callable", free_discard: bool,
                 forbidden: "int | None") -> "tuple | None":
    """The grouping with the least loose cost: (cost, groups, loose, discard) or None."""
    best: tuple | None = None
    for layout in layouts:
        if require and not _pure_run_in(layout):
            continue  # no grouping of these cards can meet the rules
        costs = [loose_cost(c) for c in layout.nat]
        for wilds, disc, wild_discard in _discard_options(layout, free_discard, forbidden):
            layout.start_cost(require, costs, loose_cost(wilds[0]) if wilds else 1)
            value = layout.cost(layout.full, len(wilds), 0, 0, disc)
            if value >= INF or (best is not None and value >= best[0]):
                continue
            chosen, loose_idx, discard = layout.trace(layout.full, len(wilds), 0, 0, disc, True)
            groups, loose = _build_groups(layout, chosen, wilds, [layout.nat[i] for i in loose_idx],
                                          require)
            best = (value, groups, loose,
                    layout.nat[discard] if discard is not None else wild_discard)
    return best


def _count_cost(card: Card) -> int:
    return 1


def check(cards: list, wild_rank: int) -> Verdict:
    """Is this 13-card hand a valid declaration? If not, say what is missing."""
    layouts = _layouts(cards, wild_rank, None)
    found = _find(layouts, False, None)
    if found is not None:
        return Verdict(True, found[0], [], [], None, "a valid declaration")
    complete = _find(layouts, False, None, require=False)
    if complete is not None:
        # Everything fits into groups, but not with the runs a declaration needs.
        # Which rule does every complete grouping break?
        if _find(layouts, False, None, True, 1, 1) is not None:
            missing = [MISSING_SECOND_RUN]
        elif _find(layouts, False, None, True, 2, 0) is not None:
            missing = [MISSING_PURE_RUN]
        else:
            missing = [MISSING_PURE_RUN, MISSING_SECOND_RUN]
        return Verdict(False, complete[0], missing, [], None, _missing_message(missing, []))
    strict = _least_loose(layouts, True, _count_cost, False, None)
    if strict is not None:
        return Verdict(False, strict[1], [MISSING_UNMATCHED], strict[2], None,
                       _missing_message([MISSING_UNMATCHED], strict[2]))
    missing = []
    if not _has_pure_run(layouts):
        missing.append(MISSING_PURE_RUN)
    if not missing or not _has_two_runs(layouts):
        missing.append(MISSING_SECOND_RUN)
    relaxed = _least_loose(layouts, False, _count_cost, False, None)
    loose = relaxed[2] if relaxed is not None else sorted(cards, key=sort_key)
    groups = relaxed[1] if relaxed is not None else []
    missing.append(MISSING_UNMATCHED)
    return Verdict(False, groups, missing, loose, None, _missing_message(missing, loose))


def _has_pure_run(layouts: list) -> bool:
    """Does some pure run exist among these cards at all?"""
    for layout in layouts:
        if _pure_run_in(layout):
            return True
    return False


def _has_two_runs(layouts: list) -> bool:
    """Can two separate runs be made at once (other cards may stay loose)?"""
    for layout in layouts:
        if _two_runs(layout, layout.full, len(layout.wilds), 0):
            return True
    return False


def _two_runs(layout: _Layout, mask: int, net: int, runs: int) -> bool:
    if runs >= 2:
        return True
    if not mask:
        return False
    low = mask & -mask
    for cmask, need, is_run, _, guard in layout.led_by(_BIT_INDEX[low]):
        if is_run and need <= net and cmask & mask == cmask and not guard & mask:
            if _two_runs(layout, mask ^ cmask, net - need, runs + 1):
                return True
    return _two_runs(layout, mask ^ low, net, runs)


def _missing_message(missing: list, unmatched: list) -> str:
    parts = []
    if MISSING_PURE_RUN in missing:
        parts.append("a pure run (three or more cards in sequence with no substitute)")
    if MISSING_SECOND_RUN in missing:
        parts.append("a second, separate run")
    text = ""
    if parts:
        text = "Still needed: " + " and ".join(parts) + "."
    if MISSING_UNMATCHED in missing and unmatched:
        verb = "is" if len(unmatched) == 1 else "are"
        text = (text + " " if text else "") + "Not every card fits a group: %s %s unmatched." % (
            format_cards(unmatched), verb)
    return text


def check_declaration(cards: list, wild_rank: int, discard: "Card | None" = None,
                      just_picked: "int | None" = None) -> Verdict:
    """Check a declaration of 13 cards, or of 14 with the chosen final ``discard``."""
    if len(cards) == 14:
        if discard is None:
            return Verdict(False, [], [MISSING_FINAL_DISCARD], [], None,
                           "Choose your final discard first: select one card, then Discard & "
                           "declare.")
        if just_picked is not None and discard.id == just_picked:
            return Verdict(False, [], [MISSING_FINAL_DISCARD], [], discard,
                           "%s was just taken from the discard pile, so it cannot be your final "
                           "discard this turn." % discard.label())
        rest = [c for c in cards if c.id != discard.id]
        verdict = check(rest, wild_rank)
        verdict.discard = discard
        return verdict
    return check(cards, wild_rank)


def _points_cost(wild_rank: int) -> "Callable":
    def cost(card: Card) -> int:
        return card_points(card, wild_rank) * _POINT_WEIGHT + 1
    return cost


def arrange(cards: list, wild_rank: int, just_picked: "int | None" = None,
            points_cap: int = 80) -> Arrangement:
    """The grouping a player should see (13 or 14 cards); never declares.

    A complete hand is returned whole (with 14 cards, with a legal final
    discard). Otherwise the suggestion leaves the fewest loose points (every
    card counts, capped, when the grouping lacks a pure run and a second run),
    then the fewest loose cards.
    """
    free = len(cards) == 14
    layouts = _layouts(cards, wild_rank, just_picked)
    found = _find(layouts, free, just_picked)
    if found is not None:
        return Arrangement(found[0], [], found[1], True, 0)
    strict = _least_loose(layouts, True, _points_cost(wild_rank), free, just_picked)
    relaxed = _least_loose(layouts, False, _count_cost, free, just_picked)
    options: list = []
    if strict is not None:
        points = min(points_cap, strict[0] // _POINT_WEIGHT)
        options.append(((points, len(strict[2])), strict))
    if relaxed is not None:
        kept = [c for c in cards if relaxed[3] is None or c.id != relaxed[3].id]
        points = min(points_cap, sum([card_points(c, wild_rank) for c in kept]))
        options.append(((points, len(relaxed[2])), relaxed))
    options.sort(key=lambda o: o[0])
    score, best = options[0]
    return Arrangement(best[1], best[2], best[3], False, score[0])


__all__ = ["check", "check_declaration", "arrange", "find_declaration", "Verdict", "Arrangement",
           "PURE_RUN", "RUN", "SET", "MISSING_FINAL_DISCARD", "MISSING_PURE_RUN",
           "MISSING_SECOND_RUN", "MISSING_UNMATCHED"]
