"""One deal at a table of 2 to 6 seats, action by action.

Each action comes as ``verify_x`` (raise :class:`IllegalAction` saying why
not), ``can_x`` (a yes/no) and ``x`` (verify, act, and append a record to the
log). A rejected action changes nothing. A deal is replayed from its seed and
its log with :meth:`Deal.replay`. Seats are numbered from 0; at the practice
table seat 0 is the player and seat 1 is Mira.

>>> table = Deal.guided_deal(seed=17)
>>> table.verdict_for_declare().valid
False
>>> Card(table.draw("stock")["card"]).label()
'2♥'
"""

try:  # a name for annotations only; MicroPython has no typing module
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from .canon import show_value
from .cards import (
    JOKER,
    Card,
    RummyError,
    pack,
    parse_cards,
    sort_key,
    wild_rank_for,
)
from .prng import Rng
from .rules import (
    DEAL,
    INVALID_PENALTY,
    PRACTICE,
    SCORING_NONE,
    STOCK_EXHAUSTED_RESHUFFLE,
    MatchFormat,
    RuleProfile,
)
from .scoring import Score, score_hand
from .solver import MISSING_FINAL_DISCARD, Verdict, arrange, check_declaration
from .trays import (
    TRAYS,
    arranged_trays,
    group_cards,
    move_cards,
    place_drawn,
    sort_trays,
    spread,
)

PLAYER = 0  # the seat of the person at a practice or scored table
BOT_SEAT = 1  # the practice table's bot (Mira)
MAX_SEED = (1 << 53) - 1  # the largest integer a browser's address bar can carry exactly

DRAW = "draw"
DISCARD = "discard"
OVER = "over"

# What a seat is doing in this deal.
PLAYING = "playing"
DROPPED = "dropped"
KNOCKED_OUT = "invalid"     # declared a hand that was not complete (classic rules)
SITTING_OUT = "sitting_out"  # out of the match: dealt no cards

# How a deal ended.
DECLARED = "declared"
LAST_STANDING = "last_standing"
STOCK_EMPTY = "stock_empty"

# A seat's outcome in the result.
WON = "won"
LOST = "lost"


class IllegalAction(RummyError):
    """An action the rules do not allow now; ``code`` names the reason."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class SeatResult:
    """One seat's part in a finished deal: its outcome (WON, LOST, DROPPED or
    KNOCKED_OUT) and its :class:`~indian_rummy.engine.scoring.Score`."""

    __slots__ = ("seat", "outcome", "score")

    def __init__(self, seat: int, outcome: str, score: Score) -> None:
        self.seat = seat
        self.outcome = outcome
        self.score = score

    def __repr__(self) -> str:
        return "<SeatResult %d %s %d>" % (self.seat, self.outcome, self.score.points)


class Result:
    """How a deal ended: ``winner`` is a seat or None (a draw), ``how`` says why.

    ``seats`` holds a :class:`SeatResult` per seat dealt in when the profile
    keeps points, else it is empty.
    """

    __slots__ = ("winner", "how", "groups", "discard", "seats")

    def __init__(self, winner: "int | None", how: str, groups: list, discard: "Card | None",
                 seats: "list | None" = None) -> None:
        self.winner = winner
        self.how = how
        self.groups = groups
        self.discard = discard
        self.seats = seats if seats is not None else []

    def points_of(self, seat: int) -> int:
        for row in self.seats:
            if row.seat == seat:
                return row.score.points
        return 0


def check_seed(seed: object) -> int:
    if not isinstance(seed, int) or isinstance(seed, bool) or not 1 <= seed <= MAX_SEED:
        raise IllegalAction("bad_request", "a seed is a whole number from 1 to %d, not %s" % (
            MAX_SEED, show_value(seed)))
    return seed


# The guided first deal (SPEC §6). Mira's hand is scattered, so she cannot
# declare before the player's first turn ends, whatever the player discards.
GUIDED_INDICATOR = "10C"
GUIDED_TRAYS = ("3H 4H 5H", "7S 8S 9S", "QC QD QH", "2C 2D 2S KC")
GUIDED_STOCK_TOP = "2H"
GUIDED_BOT_HAND = "AS 3C 5D 6S JH 8D KS 4C 9H JC 6D AD 7H"
GUIDED_DISCARD = "9D"
GUIDED_SHUFFLE_SEED = 1  # orders the rest of the guided stock, the same on every visit

PRACTICE_NAMES = ("You", "Mira")


class Deal:
    """One deal: every seat's trays, the piles, whose turn, the log and the result.

    ``hands[s]`` is seat ``s``'s cards in trays (lists of cards); ``states[s]``
    says whether it still plays. A seat sitting out of a pool match is dealt
    nothing. ``drop_costs`` are the first and middle drop of the match format.
    """

    def __init__(self, rules: RuleProfile, seed: int, guided: bool, hands: list,
                 indicator: Card, discard: list, stock: list, rng: Rng, first: int = 0,
                 names: "list | None" = None, states: "list | None" = None,
                 match_format: MatchFormat = DEAL) -> None:
        self.rules = rules
        self.seed = seed
        self.guided = guided
        self.hands = hands
        self.seats = len(hands)
        self.names = list(names) if names is not None else _default_names(self.seats)
        self.states = list(states) if states is not None else [PLAYING] * self.seats
        self.indicator = indicator
        self.wild_rank = wild_rank_for(indicator)
        self.discard_pile = discard
        self.stock = stock  # the top of the stock is the last card
        self.rng = rng  # the deal's shuffle continues here when the stock is reshuffled
        self.format = match_format
        self.first = first
        self.turn = first
        self.phase = DRAW
        self.picked: int | None = None
        self.drawn: int | None = None
        self.has_drawn = [False] * self.seats  # a first drop is before a seat's first draw
        self.drop_points = [0] * self.seats
        self.reshuffles = 0
        self.result: Result | None = None
        self.log: list = []

    # -- making deals ---------------------------------------------------------

    @classmethod
    def shuffled_deal(cls, seed: int, rules: RuleProfile = PRACTICE, players: int = 2,
                      first: "int | None" = None, names: "list | None" = None,
                      sitting_out: "list | None" = None,
                      match_format: MatchFormat = DEAL) -> "Deal":
        """A deal shuffled from ``seed``: 13 cards to each seat dealt in, one at a time
        from ``first``, then the indicator, the discard starter and the stock.

        ``sitting_out`` lists seats dealt nothing (out of a pool match).
        """
        check_seed(seed)
        out = sitting_out or []
        dealt = [s for s in range(players) if s not in out]
        if first is None:
            first = dealt[0]
        order = [s for s in dealt if s >= first] + [s for s in dealt if s < first]
        decks, jokers = rules.pack_for(len(dealt))
        deck = pack(decks, jokers)
        rng = Rng(seed)
        rng.shuffle(deck)
        hands: list = [[] for _ in range(players)]
        n = len(order)
        for k in range(rules.hand_size):
            for j, seat in enumerate(order):
                hands[seat].append(deck[n * k + j])
        rest = deck[n * rules.hand_size:]
        indicator = rest.pop()
        discard = [rest.pop()]
        states = [SITTING_OUT if s in out else PLAYING for s in range(players)]
        trays = [spread(hand) if hand else [[] for _ in range(TRAYS)] for hand in hands]
        return cls(rules, seed, False, trays, indicator, discard, rest, rng, first, names,
                   states, match_format)

    @classmethod
    def guided_deal(cls, seed: int, rules: RuleProfile = PRACTICE) -> "Deal":
        """The guided first deal: the same cards on every visit, whatever the seed."""
        check_seed(seed)
        trays = [parse_cards(t) for t in GUIDED_TRAYS]
        fixed = [c for tray in trays for c in tray]
        mira = parse_cards(GUIDED_BOT_HAND)
        indicator = Card.parse(GUIDED_INDICATOR)
        discard = [Card.parse(GUIDED_DISCARD)]
        top = Card.parse(GUIDED_STOCK_TOP)
        used = set([c.id for c in fixed + mira + discard + [indicator, top]])
        rest = [c for c in pack(2, 2) if c.id not in used]
        rng = Rng(GUIDED_SHUFFLE_SEED)
        rng.shuffle(rest)
        return cls(rules, seed, True, [trays, spread(mira)], indicator, discard, rest + [top],
                   rng, 0, list(PRACTICE_NAMES))

    @classmethod
    def replay(cls, seed: int, guided: bool, log: list, rules: RuleProfile = PRACTICE) -> "Deal":
        """A practice deal rebuilt from its seed by applying every logged action again."""
        table = cls.guided_deal(seed, rules) if guided else cls.shuffled_deal(seed, rules)
        for record in log:
            table.apply(record)
        return table

    def apply(self, record: dict) -> dict:
        """Carry out a logged action again (the record's ``who`` acts)."""
        action = record.get("action")
        card = record.get("card")
        who = record.get("who", PLAYER)
        if not isinstance(who, int) or isinstance(who, bool) or not 0 <= who < self.seats:
            raise IllegalAction("bad_request", "no seat %s at this table" % show_value(who))
        if action == "draw":
            return self.draw(record.get("source"), who)
        if action == "discard":
            return self.discard(card, who)
        if action == "declare":
            return self.declare(card, who)
        if action == "drop":
            return self.drop(who)
        if action == "move":
            return self.move(record.get("cards", card), record.get("tray"), who,
                             record.get("index"))
        if action == "group":
            return self.group(record.get("cards"), who)
        if action == "sort":
            return self.sort(who)
        if action == "arrange":
            return self.arrange(who)[0]
        raise IllegalAction("bad_request", "unknown action in log: %s" % show_value(action))

    # -- what is where ----------------------------------------------------------

    def hand_of(self, who: int) -> list:
        return [c for tray in self.hands[who] for c in tray]

    def player_hand(self) -> list:
        return self.hand_of(PLAYER)

    @property
    def trays(self) -> list:
        """The player's (seat 0's) trays."""
        return self.hands[PLAYER]

    def top_discard(self) -> "Card | None":
        return self.discard_pile[-1] if self.discard_pile else None

    def playing(self) -> list:
        """The seats still in this deal."""
        return [s for s in range(self.seats) if self.states[s] == PLAYING]

    def find_card(self, who: int, card_id: object) -> Card:
        if not isinstance(card_id, int) or isinstance(card_id, bool):
            raise IllegalAction("bad_request", "a card is given by its id, not %s" % show_value(
                card_id))
        for tray in self.hands[who]:
            for card in tray:
                if card.id == card_id:
                    return card
        raise IllegalAction("no_card", "that card is not in your hand")

    def _take_out(self, who: int, card: Card) -> None:
        for tray in self.hands[who]:
            if card in tray:
                tray.remove(card)
                return

    # -- drawing ------------------------------------------------------------------

    def verify_turn(self, who: int, phase: str) -> None:
        if self.result is not None:
            raise IllegalAction("game_over", "this deal is over")
        if self.states[who] != PLAYING:
            raise IllegalAction("not_playing", "you are out of this deal")
        if self.turn != who:
            # Told to a seat whose turn it is not: the turn is always someone else's.
            raise IllegalAction("not_your_turn", "it is %s's turn" % self.names[self.turn])
        if self.phase != phase:
            if phase == DRAW:
                raise IllegalAction("wrong_phase", "you have drawn already: now discard a card")
            raise IllegalAction("wrong_phase", "draw a card first")

    def verify_draw(self, source: object, who: int = PLAYER) -> None:
        self.verify_turn(who, DRAW)
        if source == "stock":
            if not self.stock:
                raise IllegalAction("empty_pile", "the draw pile is empty")
        elif source == "discard":
            top = self.top_discard()
            if top is None:
                raise IllegalAction("empty_pile", "the discard pile is empty")
            if not self.rules.may_pick_wild_from_discard and (
                    top.rank == JOKER or top.rank == self.wild_rank):
                raise IllegalAction("wild_pickup", "%s is wild: at this table a wild card "
                                    "cannot be taken from the discard pile" % top.label())
        else:
            raise IllegalAction("bad_request", "draw from 'stock' or 'discard', not %s" % (
                show_value(source),))

    def can_draw(self, source: str, who: int = PLAYER) -> bool:
        return allowed(self.verify_draw, source, who)

    def draw(self, source: object, who: int = PLAYER) -> dict:
        self.verify_draw(source, who)
        card = self.stock.pop() if source == "stock" else self.discard_pile.pop()
        place_drawn(self.hands[who], card, self.wild_rank)
        self.picked = card.id if source == "discard" else None
        self.drawn = card.id
        self.has_drawn[who] = True
        self.phase = DISCARD
        return self._record(who, "draw", source=source, card=card.id)

    # -- dropping -------------------------------------------------------------------

    def drop_cost(self, who: int) -> int:
        """What dropping would cost ``who`` now: a first drop before their first draw."""
        return self.format.middle_drop if self.has_drawn[who] else self.format.first_drop

    def verify_drop(self, who: int = PLAYER) -> int:
        if not self.rules.drops:
            raise IllegalAction("no_drops", "there are no drops at this table")
        if self.result is None and self.turn == who and self.phase == DISCARD:
            raise IllegalAction("wrong_phase", "drop before you draw, not after")
        self.verify_turn(who, DRAW)
        return self.drop_cost(who)

    def can_drop(self, who: int = PLAYER) -> bool:
        return allowed(self.verify_drop, who)

    def drop(self, who: int = PLAYER) -> dict:
        """Leave the deal before drawing, paying the drop's points."""
        cost = self.verify_drop(who)
        self.states[who] = DROPPED
        self.drop_points[who] = cost
        record = self._record(who, "drop", points=cost)
        self._seat_left(who)
        return record

    # -- discarding and declaring -------------------------------------------------

    def verify_discard(self, card_id: object, who: int = PLAYER) -> Card:
        self.verify_turn(who, DISCARD)
        card = self.find_card(who, card_id)
        if card.id == self.picked:
            raise IllegalAction("just_picked", "%s was just taken from the discard pile: it "
                                "cannot go back on the same turn" % card.label())
        return card

    def can_discard(self, card_id: int, who: int = PLAYER) -> bool:
        return allowed(self.verify_discard, card_id, who)

    def discard(self, card_id: object, who: int = PLAYER) -> dict:
        card = self.verify_discard(card_id, who)
        self._take_out(who, card)
        self.discard_pile.append(card)
        record = self._record(who, "discard", card=card.id)
        self._end_turn()
        return record

    def verdict_for_declare(self, card_id: object = None, who: int = PLAYER) -> Verdict:
        """The checker's verdict on declaring now (13 cards, or 14 and a final discard)."""
        hand = self.hand_of(who)
        discard = self.find_card(who, card_id) if card_id is not None else None
        return check_declaration(hand, self.wild_rank, discard, self.picked)

    def verify_declare(self, card_id: object = None, who: int = PLAYER) -> Verdict:
        """The verdict a declaration would get; raises if it may not be made.

        Under a penalty profile an incomplete hand may be declared (it costs the
        full count), so its verdict comes back invalid rather than raising; a
        missing or just-picked final discard is always refused.
        """
        if self.result is not None or self.turn != who or self.states[who] != PLAYING:
            self.verify_turn(who, self.phase)
        if self.phase == DRAW and card_id is not None:
            raise IllegalAction("wrong_phase", "with 13 cards, declare without a discard")
        if self.phase == DISCARD and card_id is None:
            raise IllegalAction("declaration_rejected", "Choose your final discard first: "
                                "select one card, then Discard & declare.")
        verdict = self.verdict_for_declare(card_id, who)
        if not verdict.valid and (self.rules.invalid_declaration != INVALID_PENALTY
                                  or MISSING_FINAL_DISCARD in verdict.missing):
            raise IllegalAction("declaration_rejected", verdict.message)
        return verdict

    def can_declare(self, card_id: object = None, who: int = PLAYER) -> bool:
        return allowed(self.verify_declare, card_id, who)

    def declare(self, card_id: object = None, who: int = PLAYER) -> dict:
        verdict = self.verify_declare(card_id, who)
        discard = verdict.discard
        if discard is not None:
            self._take_out(who, discard)
            self.discard_pile.append(discard)
        if verdict.valid:
            self.phase = OVER
            record = self._record(who, "declare", card=card_id)
            self._finish(who, DECLARED, verdict.groups, discard)
            return record
        # A penalty profile: the declarer pays the full count and is out; play goes on.
        self.states[who] = KNOCKED_OUT
        record = self._record(who, "declare", card=card_id, valid=False,
                              points=self.rules.points_cap)
        self._seat_left(who)
        return record

    # -- trays ---------------------------------------------------------------------------

    def verify_tray_action(self, who: int = PLAYER) -> None:
        """A seat may arrange its trays whenever it holds cards in a deal still on,
        on its turn or not: the trays are its own and no one else sees them."""
        if self.result is not None:
            raise IllegalAction("game_over", "this deal is over")
        if self.states[who] != PLAYING:
            raise IllegalAction("not_playing", "you are out of this deal")

    def verify_on_turn(self, who: int = PLAYER) -> None:
        """What a late or early click hears first: the deal is over, or whose turn it is."""
        self.verify_tray_action(who)
        if self.turn != who:
            raise IllegalAction("not_your_turn", "wait for your turn: it is %s's turn" % (
                self.names[self.turn],))

    def find_cards(self, who: int, card_ids: object) -> list:
        """The cards of ``card_ids`` (one id, or a list of distinct ids) in ``who``'s hand."""
        if not isinstance(card_ids, list):
            return [self.find_card(who, card_ids)]
        if not card_ids:
            raise IllegalAction("no_card", "select a card first")
        cards = [self.find_card(who, c) for c in card_ids]
        if len(set([c.id for c in cards])) != len(cards):
            raise IllegalAction("bad_request", "a card is named twice")
        return cards

    def move(self, card_ids: object, tray: object, who: int = PLAYER,
             index: object = None) -> dict:
        """Move a card (or a list of cards, in order) to ``tray`` (1-4), before the card
        at ``index`` among those staying there (no index: at the end)."""
        self.verify_tray_action(who)
        cards = self.find_cards(who, card_ids)
        if not isinstance(tray, int) or isinstance(tray, bool) or not 1 <= tray <= TRAYS:
            raise IllegalAction("bad_request", "trays are numbered 1 to 4, not %s" % (
                show_value(tray),))
        if index is not None and (not isinstance(index, int) or isinstance(index, bool)
                                  or not 0 <= index <= 14):
            raise IllegalAction("bad_request", "a place in a tray is a number from 0 to 14, "
                                "not %s" % show_value(index))
        move_cards(self.hands[who], cards, tray - 1, index, self.wild_rank)
        details: dict = {"cards": card_ids} if isinstance(card_ids, list) else {"card": card_ids}
        details["tray"] = tray
        if index is not None:
            details["index"] = index
        return self._record(who, "move", **details)

    def group(self, card_ids: object, who: int = PLAYER) -> dict:
        """Put the cards of ``card_ids`` (a list) in a tray of their own."""
        self.verify_tray_action(who)
        if not isinstance(card_ids, list):
            raise IllegalAction("bad_request", "cards is a list of card ids")
        cards = self.find_cards(who, card_ids)
        tray = group_cards(self.hands[who], cards, self.wild_rank) + 1
        return self._record(who, "group", cards=card_ids, tray=tray)

    def sort(self, who: int = PLAYER) -> dict:
        """Sort the hand: valid groups kept together, the rest by suit then rank."""
        self.verify_tray_action(who)
        self.hands[who] = sort_trays(self.hands[who], self.wild_rank)
        return self._record(who, "sort")

    def arrange(self, who: int = PLAYER) -> tuple:
        """Regroup a seat's trays as Arrange suggests: (record, the solver's Arrangement)."""
        self.verify_tray_action(who)
        suggestion = arrange(self.hand_of(who), self.wild_rank, self.picked,
                             self.rules.points_cap)
        self.hands[who] = arranged_trays(suggestion.groups, suggestion.loose,
                                         suggestion.discard)
        return self._record(who, "arrange"), suggestion

    # -- turns ------------------------------------------------------------------

    def _end_turn(self) -> None:
        self.picked = None
        self.drawn = None
        if not self.stock:
            if self.rules.stock_exhausted == STOCK_EXHAUSTED_RESHUFFLE and len(
                    self.discard_pile) > 1:
                # Every discard but the top card, shuffled into a new draw pile.
                top = self.discard_pile.pop()
                self.stock = self.discard_pile
                self.rng.shuffle(self.stock)
                self.discard_pile = [top]
                self.reshuffles += 1
            else:
                self.phase = OVER
                self._finish(None, STOCK_EMPTY, [], None)
                return
        self.turn = self.seat_after(self.turn)
        self.phase = DRAW

    def _seat_left(self, who: int) -> None:
        """A seat dropped or was knocked out: the last one standing wins, else play goes on."""
        left = self.playing()
        if len(left) == 1:
            self.picked = None
            self.drawn = None
            self.phase = OVER
            self._finish(left[0], LAST_STANDING, [], None)
        else:
            self._end_turn()

    def seat_after(self, seat: int) -> int:
        """The seat that plays after ``seat``: the next one round the table still playing."""
        for step in range(1, self.seats + 1):
            nxt = (seat + step) % self.seats
            if self.states[nxt] == PLAYING:
                return nxt
        return seat

    def _finish(self, winner: "int | None", how: str, groups: list,
                discard: "Card | None") -> None:
        rows = []
        if self.rules.scoring != SCORING_NONE and winner is not None:
            for seat in range(self.seats):
                state = self.states[seat]
                if state == SITTING_OUT:
                    continue
                if seat == winner:
                    rows.append(SeatResult(seat, WON, Score(0, groups, [])))
                elif state == DROPPED:
                    rows.append(SeatResult(seat, DROPPED, Score(self.drop_points[seat], [], [])))
                elif state == KNOCKED_OUT:
                    rows.append(SeatResult(seat, KNOCKED_OUT, Score(
                        self.rules.points_cap, [], sorted(self.hand_of(seat), key=sort_key))))
                else:
                    rows.append(SeatResult(seat, LOST, score_hand(self.hand_of(seat),
                                                                  self.wild_rank, self.rules)))
        self.result = Result(winner, how, groups, discard, rows)

    def _record(self, who: int, action: str, **details: object) -> dict:
        record = {"n": len(self.log) + 1, "who": who, "action": action}
        record.update(details)
        self.log.append(record)
        return record

    def cards_accounted(self) -> int:
        """All cards in hands, piles and the indicator (a deal always holds every card)."""
        return (sum([len(self.hand_of(s)) for s in range(self.seats)]) + len(self.discard_pile)
                + len(self.stock) + 1)


def _default_names(seats: int) -> list:
    return list(PRACTICE_NAMES) if seats == 2 else ["You"] + [
        "Seat %d" % (s + 1) for s in range(1, seats)]


def allowed(verify: "Callable", *args: object) -> bool:
    """Whether ``verify(*args)`` passes: the ``can_x`` of every ``verify_x``."""
    try:
        verify(*args)
    except IllegalAction:
        return False
    return True
