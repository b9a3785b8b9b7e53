"""Distance to a declaration: how many cards a hand must exchange to be complete.

The distance of a 13-card hand is the fewest of its cards that must be
exchanged for other cards so that the 13 make a valid declaration,
any card face being available (the supply taken as unlimited). It is 0
exactly when the checker finds the hand complete. With 14 cards it is the
least over the legal final discards: the distance of the best 13 to keep.

>>> from .cards import parse_cards
>>> distance(parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H"), wild_rank=10)
0
>>> distance(parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC"), wild_rank=10)
1
>>> distance(parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC 2H"), wild_rank=10)
0

How it is worked out (exact, not a heuristic). A declaration is a pure run and
at most three other groups (every group holds three cards or more). Say which
of the hand's cards a declaration keeps; the places left over are filled by
exchanged cards. Where a kept wild card can stand (a set, or a run that need
not be pure) an exchanged card could have stood too, and the other way round;
only the pure run's empty places need cards of their own face, and every group
needs one card that is not wild. So, with ``n`` the natural (not wild) cards of
the hand that a declaration keeps and ``m`` all of them, the exchanges it takes
are the larger of

* the naturals it does not keep, ``m - n`` (one less with 14 cards: the final
  discard goes without an exchange), and
* the cards that must be new: the pure run's empty places, and one natural for
  a second run when no natural of the hand is left to start one;

and it is possible exactly when the groups, each as short as its cards allow
(a run spans its cards, at least three places; a set holds its cards, at least
three), fit in 13 places: the wild cards and exchanged cards fill the gaps and
lengthen a run to 13.

The search below finds the declaration with the fewest exchanges over every
choice of pure run (a suit and a stretch of three to five places, which takes
every card of the hand there, a wild-rank card in its own place included), of
at most two sets (three sets, a pure run and a second run would need 15
places), and of other runs, suit by suit, each taking one card of every place
it spans that the hand still holds. Nothing is lost by those limits: a run is
never worse for taking a card of a place it spans, and a run of six places or
more splits into two runs of three or more that keep the same cards in the same
places (a run ends on naturals, so each part holds one; a pure run keeps its
first three places pure with no more empty places than the whole, and if the
rest holds no natural of the hand it can go altogether). The runs of one suit are a small dynamic
programme over the suit's cards (lowest first), remembered for the whole hand;
the suits join as lists of (places, cards kept) pairs that neither take more
places nor keep fewer cards than another. Choices of sets are tried in the
order of an upper bound on what they keep, and the search stops once no bound
can beat the best declaration found.
"""

from .cards import ACE, JOKER, RummyError
from .groups import HIGH_ACE, PLACES
from .solver import find_declaration

_B14 = 1 << HIGH_ACE  # an ace's high place, above the king
_RUN_PLACES = 10  # the most places the runs beside a pure run can take (13 - 3)
_LONGEST = 5  # no run needs more places (a longer one splits in two: see above)
_PLACES = 13
_BIT_INDEX = dict([(1 << k, k) for k in range(16)])
_BYTE_COUNT = bytes([bin(k).count("1") for k in range(256)])
_NO_RUNS = [(0, 0)]
# One suit's runs and pure-run windows depend on that suit's cards alone, and hands
# asked about one after another (a bot's outs: one hand and each card it might draw)
# share most suits, so the runs of suits joined too: all are kept between searches,
# and emptied together at the start of a search once one grows past its size (never
# during one). Joins are keyed by the ids of the lists joined, which stay alive while
# these caches hold them.
_MEMO_SIZE = 4000
_SUITS_SIZE = 800
_DENSE_SIZE = 8000
_MEMO: dict = {0: _NO_RUNS}
_SUITS: dict = {}
_JOINED: dict = {}  # runs of suits together, by the ids of the lists joined (see join)
_DENSE: dict = {}  # those as lists by number of places, by the list's id


def forget() -> None:
    """Empty what is kept between searches (no answer depends on it)."""
    _MEMO.clear()
    _MEMO[0] = _NO_RUNS
    _SUITS.clear()
    _JOINED.clear()
    _DENSE.clear()


def _count(bits: int) -> int:
    return _BYTE_COUNT[bits & 255] + _BYTE_COUNT[bits >> 8 & 255]


def distance(cards: list, wild_rank: int, just_picked: "int | None" = None,
             below: "int | None" = None) -> int:
    """The fewest exchanges that make ``cards`` (13, or 14 before the final discard) a
    valid declaration under ``wild_rank``; ``just_picked`` is the id of a card that may
    not be the final discard (the one just taken from the discard pile). With ``below``
    the search looks only for fewer exchanges than that, and gives ``below`` when there
    are none (much faster when all one asks is whether a card brings a hand closer).

    Ten wild cards and 2♠ 7♦ 9♣: one exchange (a wild card for 3♠) makes 2♠ 3♠ 4♠ a
    pure run, the four of spades in its own place; 7♦ and 9♣ each lead a run of wild
    cards.

    >>> from .cards import parse_cards
    >>> distance(parse_cards("JK JK 4H 4S 4D 4C 4H 4S 4D 4C 2S 7D 9C"), wild_rank=4)
    1
    >>> distance(parse_cards("AS 5D 9C KH 3S 7D JC 2H 6S 10D QC 4H 8S"), wild_rank=3)
    3
    """
    size = len(cards)
    if size != 13 and size != 14:
        raise RummyError("a hand has 13 cards, or 14 before its final discard, not %d" % size)
    found = _least(cards, wild_rank, size - 13, _PLACES + 1 if below is None else below)
    if found == 0 and size == 14 and just_picked is not None:
        # A complete 13 may need the just-picked card thrown: then keeping any other
        # card instead costs one exchange (the just-picked card back).
        if find_declaration(cards, wild_rank, True, just_picked) is None:
            return 1
    return found


def _least(cards: list, wild_rank: int, spare: int, below: int) -> int:
    """The least exchanges over every declaration, if fewer than ``below`` (else
    ``below``); ``spare`` is 1 with 14 cards."""
    low = [0, 0, 0, 0]   # per suit, places held by at least one natural (an ace at 1)
    twice = [0, 0, 0, 0]  # ... by two
    own = [0, 0, 0, 0]   # places of wild-rank cards, which may stand there in a pure run
    naturals = 0
    for card in cards:
        rank = card.rank
        if rank == JOKER:
            continue
        bit = 1 << rank
        if rank == wild_rank:
            own[card.suit] |= PLACES[rank]
            continue
        naturals += 1
        suit = card.suit
        if low[card.suit] & bit:
            twice[suit] |= bit
        else:
            low[suit] |= bit
    if len(_MEMO) > _MEMO_SIZE or len(_SUITS) > _SUITS_SIZE or len(_DENSE) > _DENSE_SIZE:
        forget()
    search = _Search(naturals - spare, own, below, wild_rank)
    search.try_sets(low, twice, 0, 0, ())
    search.best_of_sets(low, twice, wild_rank)
    return search.best


class _Search:
    """The best declaration found so far, and the runs of each suit's cards, remembered."""

    def __init__(self, naturals: int, own: list, below: int, wild_rank: int) -> None:
        self.naturals = naturals  # the naturals to keep (one fewer with 14 cards)
        self.own = own
        # A suit's own places are those of the wild rank, or none: in suit()'s keys, the
        # wild rank stands for them, which keeps a key within MicroPython's small ints
        # (a big int is made afresh each time, and hashes badly there).
        self.own_keys = [wild_rank << 26 if bits else 0 for bits in own]
        self.best = below  # only declarations with fewer exchanges are looked for
        self.memo = _MEMO  # runs by one suit's naturals (see _runs)
        self.suits = _SUITS  # by one suit's naturals: see suit()
        self.joined = _JOINED
        self.dense_of = _DENSE
        # The most naturals a pure run and other runs can keep in so many places (found
        # with no set): an upper bound for any choice of sets.
        self.bound = [_PLACES] * (_PLACES + 1)

    def best_of_sets(self, low: list, twice: list, wild_rank: int) -> None:
        """Every choice of one or two sets, the most promising first."""
        options = _set_options(low, twice, wild_rank)
        if not options or self.best == 0:
            return
        choices = []
        bound = self.bound
        for a in range(len(options)):
            rank, suits, places, kept = options[a]
            first = (self.naturals - kept - bound[_PLACES - places], a, -1)
            if first[0] < self.best:
                choices.append(first)
            for b in range(a, len(options)):  # the same set twice, from both decks, too
                rank2, suits2, places2, kept2 = options[b]
                if places + places2 > _PLACES - 6:
                    continue
                if rank2 == rank and not _second_set_fits(twice, rank, suits, suits2):
                    continue
                gap = self.naturals - kept - kept2 - bound[_PLACES - places - places2]
                if gap < self.best:
                    choices.append((gap, a, b))
        choices.sort()
        for gap, a, b in choices:
            if gap >= self.best or self.best == 0:
                break
            sets = (options[a],) if b < 0 else (options[a], options[b])
            left = list(low)
            left2 = list(twice)
            places = 0
            kept = 0
            for rank, suits, set_places, set_kept in sets:
                places += set_places
                kept += set_kept
                bit = 1 << rank
                for suit in suits:
                    if left2[suit] & bit:
                        left2[suit] ^= bit
                    else:
                        left[suit] ^= bit
            self.try_sets(left, left2, places, kept, sets)

    def try_sets(self, low: list, twice: list, set_places: int, set_kept: int,
                 sets: tuple) -> None:
        """The best pure run and other runs beside these sets (taking ``set_places``
        places and keeping ``set_kept`` naturals); ``low`` and ``twice`` are the naturals
        left, per suit."""
        suits = [self.suit(s, low[s], twice[s]) for s in range(4)]
        profiles = [info[0] for info in suits]
        # Runs of several suits together: per number of places, the most naturals kept.
        front = self.join(profiles[0], profiles[1])
        back = self.join(profiles[2], profiles[3])
        everything = self.dense(self.join(front, back))
        room = _PLACES - set_places
        need = self.naturals - set_kept
        # A pure run of three new cards: the runs keep what they can in the rest.
        self._offer(need, 3, room - 3, everything[room - 3])
        if not sets:
            self._bound(suits, everything)
        # No pure run of the hand's cards can beat the best found so far?
        most = 0
        for length in (3, 4, 5):
            widest = 0
            for info in suits:
                if info[2][length] > widest:
                    widest = info[2][length]
            if widest + everything[room - length] > most:
                most = widest + everything[room - length]
        if need - most >= self.best:
            return
        for suit in range(4):
            rest = None
            for gaps, length, keep, lows, highs in suits[suit][1]:
                if gaps >= self.best:
                    break
                left = need - keep
                places = room - length
                if left - everything[places] >= self.best:
                    continue
                if rest is None:
                    if suit < 2:
                        rest = self.dense(self.join(profiles[1 - suit], back))
                    else:
                        rest = self.dense(self.join(front, profiles[5 - suit]))
                kept = 0
                for used, count in _runs(lows, highs, self.memo):
                    if used > places:
                        break
                    total = count + rest[places - used]
                    if total > kept:
                        kept = total
                self._offer(left, gaps, places, kept)

    def _bound(self, suits: list, everything: list) -> None:
        """Per number of places, the most naturals a pure run and other runs could keep
        with no set: a bound for every choice of sets."""
        widest = [0] * 6  # per length of pure run, the most naturals it holds
        for info in suits:
            for length in (3, 4, 5):
                if info[2][length] > widest[length]:
                    widest[length] = info[2][length]
        bound = self.bound
        for total in range(6, _PLACES + 1):
            most = everything[total - 3]
            for length in (3, 4, 5):
                if length <= total - 3 and widest[length] + everything[total - length] > most:
                    most = widest[length] + everything[total - length]
            bound[total] = most

    def suit(self, suit: int, low: int, twice: int) -> tuple:
        """One suit's naturals: their runs, the pure runs they can be part of (empty
        places, length, naturals kept, the naturals left as ``low`` and ``twice``, fewest
        empty places first), and per length the most naturals a pure run keeps."""
        own = self.own[suit]
        key = low >> 1 | twice >> 1 << 13 | self.own_keys[suit]  # places 1-13: 13 bits each
        found = self.suits.get(key)
        if found is not None:
            return found
        held = low | (low & 2) << 13  # an ace also at the top
        fill = held | own
        windows = []
        most = [0] * 6
        for length, window in _windows(fill):
            taken = held & window
            keep = _count(taken)
            if keep > most[length]:
                most[length] = keep
            if taken & _B14:
                taken ^= _B14 | 2
            windows.append((length - _count(fill & window), length, keep,
                            low & ~(taken & ~twice), twice & ~taken))
        windows.sort()
        found = (_runs(low, twice, self.memo), windows, most)
        self.suits[key] = found
        return found

    def join(self, one: list, two: list) -> list:
        # By one list's id, then the other's (a pair of ids as one key would be a tuple
        # made afresh, or on MicroPython a big int).
        with_one = self.joined.get(id(one))
        if with_one is None:
            with_one = self.joined[id(one)] = {}
        found = with_one.get(id(two))
        if found is None:
            found = with_one[id(two)] = _join(one, two)
        return found

    def dense(self, points: list) -> list:
        key = id(points)
        found = self.dense_of.get(key)
        if found is None:
            found = self.dense_of[key] = _dense(points)
        return found

    def _offer(self, left: int, new: int, places: int, kept: int) -> None:
        """A declaration beside a pure run: ``left`` naturals still to keep, ``new``
        cards needed of their own face (the pure run's empty places), ``places`` left
        for the other runs, which keep ``kept`` naturals."""
        if kept > 0:
            exchanges = left - kept
        elif places >= 3:
            # No natural of the hand starts a second run: a new card must.
            exchanges = left
            new += 1
        else:
            return
        if exchanges < new:
            exchanges = new
        if exchanges < self.best:
            self.best = exchanges


def _windows(fill: int) -> list:
    """The stretches of places a pure run of one suit may take: (length, places as bits).

    Three places anywhere that hold a card (each set of cards once), or four or
    five that begin and end on a card.
    """
    found = []
    seen = set()
    for start in range(1, 13):
        window = 7 << start
        held = fill & window
        if held and held not in seen:
            seen.add(held)
            found.append((3, window))
    bits = fill
    while bits:
        first = bits & -bits
        bits ^= first
        start = _BIT_INDEX[first]
        rest = bits
        while rest:
            last = rest & -rest
            rest ^= last
            length = _BIT_INDEX[last] - start + 1
            if length > _LONGEST:
                break
            if length > 3:
                found.append((length, (2 * last - 1) & ~(first - 1)))
    return found


def _runs(low: int, twice: int, memo: dict) -> list:
    """The runs one suit's naturals can make: (places, naturals kept) pairs, each
    keeping more than any that takes fewer places, at most ``_RUN_PLACES`` places.

    ``low`` holds the places with a card (an ace at 1, or at 14 once it has been
    passed over as a low ace), ``twice`` those with two. The lowest card either
    stays out or starts a run: the run takes one card of every place it spans that
    is still held (a run is never worse for taking one), and ends on a card.
    """
    key = low | twice << 15
    found = memo.get(key)
    if found is not None:
        return found
    if not low:
        return _NO_RUNS
    first = low & -low
    place = _BIT_INDEX[first]
    if twice & first:
        low1 = low
        twice1 = twice ^ first
    else:
        low1 = low ^ first
        twice1 = twice
    child: list | None = None
    if place == ACE:  # passed over low, an ace may still end a run high
        if low1 & _B14:
            child = _runs(low1, twice1 | _B14, memo)
        else:
            child = _runs(low1 | _B14, twice1, memo)
    else:
        child = memo.get(low1 | twice1 << 15)  # (looked up here: most calls find it)
        if child is None:
            child = _runs(low1, twice1, memo)
    most = [-1] * (_RUN_PLACES + 1)  # per number of places, the most naturals kept
    for used, count in child:
        most[used] = count
    kept = 1
    taken = 0
    last = place + _LONGEST - 1
    if last > HIGH_ACE:
        last = HIGH_ACE
    for end in range(place, last + 1):
        if end > place:
            bit = 1 << end
            if not low1 & bit:
                continue
            kept += 1
            taken |= bit
        places = end - place + 1
        if places < 3:
            places = 3
        room = _RUN_PLACES - places
        left = low1 & ~(taken & ~twice1)
        sub = memo.get(left | (twice1 & ~taken) << 15)
        if sub is None:
            sub = _runs(left, twice1 & ~taken, memo)
        for used, count in sub:
            if used > room:
                break
            if count + kept > most[used + places]:
                most[used + places] = count + kept
    points = []
    top = -1
    for used in range(_RUN_PLACES + 1):
        if most[used] > top:
            top = most[used]
            points.append((used, top))
    memo[key] = points
    return points


def _frontier(points: list) -> list:
    """The pairs (places, kept) that no other pair beats, by places ascending."""
    points.sort()
    out: list = []
    best = -1
    for places, kept in points:
        if kept > best:
            if out and out[-1][0] == places:
                out[-1] = (places, kept)
            else:
                out.append((places, kept))
            best = kept
    return out


def _join(one: list, two: list) -> list:
    """Two suits' runs together, within ``_RUN_PLACES`` places."""
    if len(one) == 1:
        return two
    if len(two) == 1:
        return one
    points = []
    for used, kept in one:
        room = _RUN_PLACES - used
        for used2, kept2 in two:
            if used2 > room:
                break
            points.append((used + used2, kept + kept2))
    return _frontier(points)


def _dense(points: list) -> list:
    """Per number of places 0 to ``_RUN_PLACES``, the most naturals kept."""
    out = [0] * (_RUN_PLACES + 1)
    for k in range(len(points)):
        used, kept = points[k]
        end = points[k + 1][0] if k + 1 < len(points) else _RUN_PLACES + 1
        for places in range(used, end):
            out[places] = kept
    return out


def _set_options(low: list, twice: list, wild_rank: int) -> list:
    """Every set of two to four naturals of one rank: (rank, suits, places, kept)."""
    options = []
    for rank in range(1, 14):
        if rank == wild_rank:
            continue
        bit = 1 << rank
        suits = [s for s in range(4) if low[s] & bit]
        count = len(suits)
        if count < 2:
            continue
        for pick in range(1, 1 << count):
            chosen = tuple([suits[k] for k in range(count) if pick >> k & 1])
            if len(chosen) >= 2:
                options.append((rank, chosen, 3 if len(chosen) < 4 else 4, len(chosen)))
    return options


def _second_set_fits(twice: list, rank: int, suits: tuple, suits2: tuple) -> bool:
    """Can a second set of the same rank be made from the other copies?"""
    bit = 1 << rank
    for suit in suits2:
        if suit in suits and not twice[suit] & bit:
            return False
    return True


__all__ = ["distance"]
