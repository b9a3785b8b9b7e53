"""What one seat may know at a deal: the only input of a bot's decision.

A :class:`Sight` is built from a deal by :meth:`Sight.of`, which never looks
at the stock or another seat's hand, so nothing a bot decides can depend on
them.
"""

from ..engine.cards import CARD_IDS, Card
from ..engine.deal import DISCARD, DRAW, SITTING_OUT, Deal

__all__ = ["DISCARD", "DRAW", "DREW", "THREW", "TOOK", "Sight"]

TOOK = "took"      # a seat took a card from the discard pile
THREW = "threw"    # a seat threw a card onto it (a discard or a final discard)
DREW = "drew"      # a seat drew from the draw pile: the card is not shown


class Sight:
    """What one seat may know at a deal: the only input of a bot's decisions.

    ``hand`` his cards; ``wild_rank`` and ``indicator``; ``pile`` the discard
    pile, bottom first; ``moves`` the public moves of the deal in order, each
    ``(seat, TOOK | THREW | DREW, face or None)`` with a face as ``(rank,
    suit)``; ``counts`` each seat's number of cards; ``seat`` his own;
    ``copies`` how many of each natural card the pack holds; ``picked`` the id
    of the card he just took from the pile (it cannot go back this turn);
    ``may_take_wild`` whether a wild card may be taken from the pile;
    ``drop_cost`` what dropping costs now, or None when he may not drop;
    ``stock`` how many cards the stock holds (its cards stay unseen); ``pool``
    whether the deal is one of a pool, where a lost deal's points carry over;
    ``phase`` the step of the turn it decides: DRAW (13 cards) or DISCARD (14).
    """

    __slots__ = ("hand", "wild_rank", "indicator", "pile", "moves", "counts", "seat",
                 "copies", "picked", "may_take_wild", "drop_cost", "stock", "pool", "phase")

    def __init__(self, hand: list, wild_rank: int, indicator: Card, pile: list,
                 moves: "list | None" = None, counts: "list | None" = None, seat: int = 0,
                 copies: int = 2, picked: "int | None" = None, may_take_wild: bool = True,
                 drop_cost: "int | None" = None, stock: int = 1, pool: bool = False,
                 phase: str = DRAW) -> None:
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
        self.phase = phase

    @classmethod
    def of(cls, table: Deal, seat: int, may_drop: bool = True) -> "Sight":
        """What ``seat`` may know at ``table`` now (its hand, never the others' or the stock).
        With ``may_drop`` False it is told it may not drop (to weigh what a drop saved)."""
        moves = []
        for record in table.log:
            action = record["action"]
            by = record["who"]
            if action == "draw":
                if record["source"] == "discard":
                    moves.append((by, TOOK, _FACE_OF_ID[record["card"]]))
                else:
                    moves.append((by, DREW, None))
            elif action in ("discard", "declare") and record.get("card") is not None:
                moves.append((by, THREW, _FACE_OF_ID[record["card"]]))
        counts = [0 if table.states[s] == SITTING_OUT else len(table.hand_of(s))
                  for s in range(table.seat_count)]
        dealt = len([s for s in range(table.seat_count) if table.states[s] != SITTING_OUT])
        drop_cost = table.drop_cost(seat) if may_drop and table.can_drop(seat) else None
        picked = table.picked if table.phase == DISCARD and table.turn == seat else None
        return cls(table.hand_of(seat), table.wild_rank, table.indicator, table.discard_pile,
                   moves, counts, seat, table.rules.pack_for(dealt)[0], picked,
                   table.rules.may_pick_wild_from_discard, drop_cost, len(table.stock),
                   table.format.is_pool(), table.phase)

    def key(self) -> tuple:
        """Everything the sight holds, as plain values (to compare two sights)."""
        return (sorted([c.id for c in self.hand]), self.wild_rank, self.indicator.id,
                [c.id for c in self.pile], self.moves, self.counts, self.seat, self.copies,
                self.picked, self.may_take_wild, self.drop_cost, self.stock, self.pool,
                self.phase)

    def __repr__(self) -> str:
        return "<Sight of seat %d: %d cards, pile %d, %d moves>" % (
            self.seat, len(self.hand), len(self.pile), len(self.moves))


def _faces() -> dict:
    """Faces by card id (every log record names its card by id): a sight is built every
    turn, so they are looked up rather than worked out."""
    return dict([(card_id, Card(card_id).face()) for card_id in range(CARD_IDS)])


_FACE_OF_ID = _faces()
