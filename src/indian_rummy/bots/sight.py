"""What one seat may know at a deal, the cards it has not seen, and the outs of a hand.

A :class:`Sight` holds only what a seat may know: its own hand, the discard
pile as it was played (every card thrown or taken from it, and by whom), each
seat's card count, the indicator, the wild rank and the pack. It is built from
a table by :meth:`Sight.of`, which never looks at the stock or another seat's
hand, so nothing decided from it can depend on them. Every bot, the coach and
the review decide from one.

:func:`shown` reads what each seat's moves showed of its hand: the cards it
took from the pile and kept, threw, and passed over. It is the one reading of
an opponent: the unseen count, Kiran's care not to feed his opponents and the
coach's next player (:meth:`Sight.next_seat`) all take it from here.

:class:`Unseen` counts, from a sight, the cards the seat has not seen: the
pack's copies of each face less those in its hand, in the discard pile, the
indicator (it lies face up) and those another seat took from the pile and has
not thrown since (they are known to be in its hand). :func:`outs` counts the
unseen cards that would bring a hand one card closer to a declaration (the
distance, :mod:`indian_rummy.engine.distance`). Every player of the bots and
the review counts both here, so the review grades a seat by the count the
coach plays by.

>>> from ..engine.cards import parse_cards
>>> hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC")  # one card from complete
>>> unseen = Unseen(Sight(hand, 10, parse_cards("10C")[0], parse_cards("KD KH")))
>>> unseen.count((13, 1)), unseen.count((10, 3)), unseen.count((12, 2)), unseen.wilds()
(1, 1, 1, 9)
>>> outs(hand, 1, unseen, near_faces(hand))  # 9 wild cards and two each of 2♥ 6♥ 6♠ Q♠
17
"""

from ..engine.cards import JOKER, Card
from ..engine.deal import DISCARD, DRAW, DREW, SITTING_OUT, THREW, TOOK, Deal, seat_after
from ..engine.distance import distance
from ..engine.groups import HIGH_ACE, RANK_AT, RUN_PLACES

MYPY = False  # true for the type checker only
if MYPY:
    from ..engine.rules import RuleProfile

# The public moves come from the deal; a bot reads them here, with the rest of its sight.
__all__ = ["DISCARD", "DRAW", "DREW", "THREW", "TOOK", "Sight", "Unseen", "near_faces", "outs",
           "shown"]


class Sight:
    """What one seat may know at a deal: all that the bots and the coach decide from.

    ``hand`` its cards; ``wild_rank`` and ``indicator``; ``pile`` the discard
    pile, bottom first; ``moves`` the public moves of the deal in order, each
    ``(seat, TOOK | THREW | DREW, face or None)`` with a face as ``(rank,
    suit)``; ``counts`` each seat's number of cards; ``seat`` its own;
    ``copies`` how many of each natural card the pack holds; ``picked`` the id
    of the card it just took from the pile (it cannot go back this turn);
    ``may_take_wild`` whether a wild card may be taken from the pile;
    ``drop_cost`` what dropping costs now, or None when it may not drop;
    ``stock`` how many cards the stock holds (its cards stay unseen); ``pool``
    whether the deal is one of a pool, where a lost deal's points carry over;
    ``jokers`` how many printed jokers the pack holds; ``phase`` the step of the turn
    it decides: DRAW (13 cards) or DISCARD (14); ``playing`` the seats still in the deal
    (not dropped or out); ``names`` each seat's name in a sentence (Deal.named);
    ``rules`` the table's rule profile (what a losing hand counts), None for a hand
    counted card by card; ``total`` the seat's points so far in the match and ``limit``
    the points that put a seat out of the pool (0 for a single deal).
    """

    __slots__ = ("hand", "wild_rank", "indicator", "pile", "moves", "counts", "seat",
                 "copies", "picked", "may_take_wild", "drop_cost", "stock", "pool", "jokers",
                 "phase", "playing", "names", "rules", "total", "limit")

    def __init__(self, hand: list, wild_rank: int, indicator: Card, pile: list,
                 moves: "list | None" = None, counts: "list | None" = None, seat: int = 0,
                 copies: int = 2, picked: "int | None" = None, may_take_wild: bool = True,
                 drop_cost: "int | None" = None, stock: int = 1, pool: bool = False,
                 jokers: int = 2, phase: str = DRAW, playing: "list | None" = None,
                 names: "list | None" = None, rules: "RuleProfile | None" = None,
                 total: int = 0, limit: int = 0) -> None:
        self.hand = list(hand)
        self.wild_rank = wild_rank
        self.indicator = indicator
        self.pile = list(pile)
        self.moves = list(moves) if moves is not None else []
        self.counts = list(counts) if counts is not None else [len(hand)]
        self.seat = seat
        self.copies = copies
        self.picked = picked
        self.may_take_wild = may_take_wild
        self.drop_cost = drop_cost
        self.stock = stock
        self.pool = pool
        self.jokers = jokers
        self.phase = phase
        self.playing = list(playing) if playing is not None else list(range(len(self.counts)))
        self.names = list(names) if names is not None else [
            "Seat %d" % (k + 1) for k in range(len(self.counts))]
        self.rules = rules
        self.total = total
        self.limit = limit

    @classmethod
    def of(cls, table: Deal, seat: int, may_drop: bool = True, total: int = 0) -> "Sight":
        """What ``seat`` may know at ``table`` now (its hand, never the others' or the stock).
        With ``may_drop`` False it is told it may not drop (to weigh what a drop saved);
        ``total`` is its points so far in the match (a pool's deals before this one)."""
        counts = [sum(map(len, trays)) for trays in table.hands]
        dealt = table.seat_count - table.states.count(SITTING_OUT)
        decks, jokers = table.rules.pack_for(dealt)
        # A seat may drop only before it draws: at a table without drops, or after the
        # draw, it is asked nothing more (a refusal is dear to raise).
        drop_cost = table.drop_cost(seat) if (
            may_drop and table.rules.drops and table.phase == DRAW and table.can_drop(seat)
        ) else None
        picked = table.picked if table.phase == DISCARD and table.turn == seat else None
        return cls(table.hand_of(seat), table.wild_rank, table.indicator, table.discard_pile,
                   table.moves, counts, seat, decks, picked, table.rules.may_pick_wild_from_discard,
                   drop_cost, len(table.stock), table.format.is_pool(), jokers, table.phase,
                   table.playing(), [table.named(s) for s in range(table.seat_count)],
                   table.rules, total, table.format.limit)

    def seats_after(self) -> list:
        """The other seats still playing, in the order they play after this one.

        >>> Sight([], 5, None, [], counts=[13, 13, 0, 13], seat=1, playing=[0, 1, 3]).seats_after()
        [3, 0]
        """
        after: list = []
        seat = self.next_seat()
        while seat is not None and seat not in after:
            after.append(seat)
            seat = seat_after(seat, len(self.counts), self.playing)
            if seat == self.seat:
                break
        return after

    def next_seat(self) -> "int | None":
        """The seat that plays after this one (None when no other is playing): the
        engine's :func:`~..engine.deal.seat_after`, the one next seat."""
        seat = seat_after(self.seat, len(self.counts), self.playing)
        return None if seat == self.seat else seat

    def has_drawn(self) -> bool:
        """Whether the seat has drawn this deal (a drop after that is a middle drop)."""
        for mover, what, _ in self.moves:
            if mover == self.seat and what != THREW:
                return True
        return False

    def key(self) -> tuple:
        """Everything the sight holds, as plain values (to compare two sights)."""
        return (sorted([c.id for c in self.hand]), self.wild_rank, self.indicator.id,
                [c.id for c in self.pile], self.moves, self.counts, self.seat, self.copies,
                self.picked, self.may_take_wild, self.drop_cost, self.stock, self.pool,
                self.jokers, self.phase, self.playing, self.names,
                self.rules.name if self.rules is not None else None, self.total, self.limit)

    def __repr__(self) -> str:
        return "<Sight of seat %d: %d cards, pile %d, %d moves>" % (
            self.seat, len(self.hand), len(self.pile), len(self.moves))


_JOKER = Card.of(JOKER, 0)
_JOKER_FACE = _JOKER.face()


class Unseen:
    """The cards a seat has not seen, by face: what may still come from the stock (or
    lies in an opponent's hand unknown).

    ``kept`` holds the faces other seats took from the discard pile and have not thrown
    since, each with how many (they are in those hands: not unseen). A copy a seat takes
    and throws again is back in the pile; a face thrown by another seat than the one that
    took it was that seat's own copy.
    """

    __slots__ = ("wild_rank", "naturals", "jokers", "kept")

    def __init__(self, sight: Sight) -> None:
        self.wild_rank = sight.wild_rank
        seen: dict = {}
        for card in sight.hand + sight.pile + [sight.indicator]:
            face = card.face()
            seen[face] = seen.get(face, 0) + 1
        moves = shown(sight)
        kept: dict = {}
        for seat in moves:
            if seat != sight.seat:
                for face in moves[seat][0]:
                    kept[face] = kept.get(face, 0) + 1
        self.kept = kept
        for face in self.kept:
            seen[face] = seen.get(face, 0) + self.kept[face]
        naturals = {}
        for suit in range(4):
            for rank in range(1, 14):
                naturals[(rank, suit)] = max(0, sight.copies - seen.get((rank, suit), 0))
        self.naturals = naturals
        self.jokers = max(0, sight.jokers - seen.get(_JOKER_FACE, 0))

    def count(self, face: tuple) -> int:
        """How many cards of ``face`` (a rank and suit, or a joker's) are unseen."""
        if face[0] == JOKER:
            return self.jokers
        return self.naturals[face]

    def wilds(self) -> int:
        """The unseen wild cards: printed jokers and the wild rank in every suit."""
        count = self.jokers
        for suit in range(4):
            count += self.naturals[(self.wild_rank, suit)]
        return count

    def total(self) -> int:
        """Every unseen card."""
        count = self.jokers
        for face in self.naturals:
            count += self.naturals[face]
        return count


def shown(sight: Sight) -> dict:
    """What each seat's moves showed of its hand, per seat (every seat of the table and
    any other seen moving): the faces it took from the discard pile and has not thrown
    since (they are in its hand), the faces it threw (they joined nothing of its) and
    the open cards it passed over (drawing from the stock instead), each a list in the
    order seen, as ``(took, threw, passed)``. A copy a seat takes and throws again
    leaves its hand; a face thrown by another seat was that seat's own copy.

    >>> moves = [(1, DREW, None), (1, THREW, (13, 3)), (0, TOOK, (13, 3)), (0, THREW, (1, 0)),
    ...          (1, DREW, None), (1, THREW, (4, 0)), (0, TOOK, (4, 0)), (0, THREW, (4, 0))]
    >>> shown(Sight([], 5, None, [], moves, [14, 13]))
    {0: ([(13, 3)], [(1, 0), (4, 0)], []), 1: ([], [(13, 3), (4, 0)], [(1, 0)])}
    """
    seats: dict = {}
    for seat in range(len(sight.counts)):
        seats[seat] = ([], [], [])
    top = None  # the open card, when the moves tell it
    for mover, what, face in sight.moves:
        if mover not in seats:
            seats[mover] = ([], [], [])
        took, threw, passed = seats[mover]
        if what == THREW:
            top = face
            threw.append(face)
            if face in took:
                took.remove(face)
        elif what == TOOK:
            top = None  # what lies under it is not followed here
            took.append(face)
        elif top is not None:
            passed.append(top)
    return seats


def near_faces(cards: list) -> list:
    """The natural faces that could share a group with a card of ``cards``: its rank in
    any suit, or its suit within four places (no run needs five places more), an ace at
    either end. Printed jokers join anything and name no face.

    With ``cards`` a whole hand, these and the wild cards hold every out (see
    :func:`outs`): any other card would make a group of its own with wild and exchanged
    cards, where a card the hand already holds could stand instead.
    """
    near: dict = {}
    for card in cards:
        if card.rank == JOKER:
            continue
        for suit in range(4):
            near[(card.rank, suit)] = True
        for place in RUN_PLACES[card.rank]:
            for there in range(place - 4, place + 5):
                if 1 <= there <= HIGH_ACE:
                    near[(RANK_AT[there], card.suit)] = True
    faces = list(near)
    faces.sort()
    return faces


def outs(hand: list, now: int, unseen: Unseen, faces: list) -> int:
    """How many unseen cards would bring ``hand`` (13 cards, ``now`` from a declaration)
    one card closer: the wild cards, then the copies of each natural face of ``faces`` in
    turn (the wild rank's among them are counted with the wild cards).

    A joker is tried for all the wild cards, since a wild-rank card can stand wherever a
    joker can; only when a joker does not help is each wild-rank suit tried, as that card
    may still fill its own place in a pure run. So it costs at most five distance calls
    and one for each face.
    """
    if now == 0:
        return 0
    wild_rank = unseen.wild_rank
    count = 0
    wilds = unseen.wilds()
    if wilds and _closer(hand, _JOKER, now, wild_rank):
        count += wilds
    elif wilds:
        for suit in range(4):
            copies = unseen.naturals[(wild_rank, suit)]
            if copies and _closer(hand, Card.of(wild_rank, suit), now, wild_rank):
                count += copies
    for face in faces:
        if face[0] == wild_rank:
            continue
        copies = unseen.naturals[face]
        if copies and _closer(hand, Card.of(face[0], face[1]), now, wild_rank):
            count += copies
    return count


def _closer(hand: list, card: Card, now: int, wild_rank: int) -> bool:
    return distance(hand + [card], wild_rank, None, now) < now
