"""One deal at a table of 2 to 6 seats, action by action.

Each action comes as ``verify_x`` (raise :class:`IllegalAction` saying why
not), ``can_x`` (a yes/no) and ``x`` (verify, act, and append a record to the
log). A rejected action changes nothing; every action names the seat that
takes it, first. Seats are numbered from 0. A :class:`~.match.Match` strings
deals together and keeps the log that replays them. The file is long because a
deal has many actions, each with its checks; it holds no other idea.

>>> table = Deal.guided_deal(seed=17)
>>> table.verdict_for_declare(0).valid
False
>>> Card(table.draw(0, "stock")["card"]).label()
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
    message,
    pack,
    parse_cards,
    sort_key,
    wild_rank_for,
    words_of,
)
from .decision import TURN_STEPS, Decision
from .prng import Generator, Rng
from .rules import (
    DEAL,
    INVALID_PENALTY,
    PRACTICE,
    SCORING_NONE,
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

PLAYER = 0  # the person's seat at a table against bots; it plays first where a person starts
MAX_SEED = (1 << 53) - 1  # the largest integer a browser's address bar can carry exactly

DRAW = "draw"
DISCARD = "discard"
OVER = "over"

# What a seat is doing in this deal.
PLAYING = "playing"
DROPPED = "dropped"
DECLARED_WRONGLY = "invalid"  # declared a hand that was not complete (classic rules): out
SITTING_OUT = "sitting_out"  # out of the match: dealt no cards

# How a deal ended. The last two are dead deals, with no winner: the stock ran out
# with no rebuild left (the rules' stock_rebuilds), or the rules' turn_limit was reached.
DECLARED = "declared"
LAST_STANDING = "last_standing"
STOCK_EMPTY = "stock_empty"
TURN_LIMIT = "turn_limit"

# The public moves of a deal, as every seat saw them.
TOOK = "took"      # a seat took a card from the discard pile
THREW = "threw"    # a seat threw a card onto it (a discard or a final discard)
DREW = "drew"      # a seat drew from the draw pile: the card is not shown

# A seat's outcome in the result.
WON = "won"
LOST = "lost"
DEAD = "dead"  # a dead deal at a scored table: nobody pays, not even a drop


class IllegalAction(RummyError):
    """An action the rules do not allow now; ``code`` names the reason, ``message`` tells
    the player (a message, see :func:`~.cards.message`; a plain string passes as it is)."""

    def __init__(self, code: str, message: "dict | str") -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        """The message's id and args, the same on every host whatever it imported (a
        person reads the message rendered in their language: ``locales.render``)."""
        return words_of(self.message)


def said(error: Exception) -> "dict | str":
    """What ``error`` tells a person: a refusal's message (to render in their language),
    any other error's own words.

    >>> said(IllegalAction("wrong_turn", message("refusal-not-your-turn", name="Mira")))
    {'id': 'refusal-not-your-turn', 'args': {'name': 'Mira'}}
    >>> said(RummyError("bad card 'ZZ'"))
    "bad card 'ZZ'"
    """
    return error.message if isinstance(error, IllegalAction) else str(error)


class SeatResult:
    """One seat's part in a finished deal: its outcome (WON, LOST, DROPPED or
    DECLARED_WRONGLY) and its :class:`~indian_rummy.engine.scoring.Score`."""

    __slots__ = ("seat", "outcome", "score")

    def __init__(self, seat: int, outcome: str, score: Score) -> None:
        self.seat = seat
        self.outcome = outcome
        self.score = score

    def __repr__(self) -> str:
        return "<SeatResult %d %s %d>" % (self.seat, self.outcome, self.score.points)


class Result:
    """How a deal ended: ``winner`` is a seat or None (a dead deal), ``how`` says why.

    ``scores`` holds a :class:`SeatResult` per seat dealt in when the profile
    keeps points (each DEAD, with 0 points, in a dead deal), else it is empty.
    """

    __slots__ = ("winner", "how", "groups", "discard", "scores")

    def __init__(self, winner: "int | None", how: str, groups: list, discard: "Card | None",
                 scores: "list | None" = None) -> None:
        self.winner = winner
        self.how = how
        self.groups = groups
        self.discard = discard
        self.scores = scores if scores is not None else []

    def points_of(self, seat: int) -> int:
        for row in self.scores:
            if row.seat == seat:
                return row.score.points
        return 0


def check_seed(seed: object) -> int:
    if not isinstance(seed, int) or isinstance(seed, bool) or not 1 <= seed <= MAX_SEED:
        raise IllegalAction("bad_request", message("refusal-seed", most=str(MAX_SEED),
                                                    value=show_value(seed)))
    return seed


# The guided first deal. Mira's hand is scattered, so she cannot
# declare before the player's first turn ends, whatever the player discards.
GUIDED_INDICATOR = "10C"
GUIDED_TRAYS = ("3H 4H 5H", "7S 8S 9S", "QC QD QH", "2C 2D 2S KC")
GUIDED_STOCK_TOP = "2H"
GUIDED_BOT_HAND = "AS 3C 5D 6S JH 8D KS 4C 9H JC 6D AD 7H"
GUIDED_DISCARD = "9D"
GUIDED_SHUFFLE_SEED = 1  # orders the rest of the guided stock, the same on every visit

GUIDED_NAMES = ("You", "Mira")


class Deal:
    """One deal: every seat's trays, the piles, whose turn, the log and the result.

    ``hands[s]`` is seat ``s``'s cards in trays (lists of cards); ``states[s]``
    says whether it still plays. A seat sitting out of a pool match is dealt
    nothing. ``drop_costs`` are the first and middle drop of the match format.
    """

    def __init__(self, rules: RuleProfile, seed: int, guided: bool, hands: list,
                 indicator: Card, discard: list, stock: list, rng: Generator, first: int = 0,
                 names: "list | None" = None, states: "list | None" = None,
                 match_format: MatchFormat = DEAL) -> None:
        self.rules = rules
        self.seed = seed
        self.guided = guided
        self.hands = hands
        self.seat_count = len(hands)
        self.names = list(names) if names is not None else [
            "Seat %d" % (s + 1) for s in range(self.seat_count)]
        # Each seat's bot (its key), or None for a person: set by the match, so that a
        # sentence names a bot in the reader's language (see named).
        self.bots: list = [None] * self.seat_count
        # Which of the seats a bot sits in it is (1, or 2 for its second seat), so that a
        # sentence tells two of one bot apart ("Mira 2"), numbered by each language.
        self.numbers: list = [1] * self.seat_count
        self.states = list(states) if states is not None else [PLAYING] * self.seat_count
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
        self.has_drawn = [False] * self.seat_count  # a first drop is before the first draw
        self.drop_points = [0] * self.seat_count
        self.reshuffles = 0
        self.turns = 0  # the turns ended so far, every seat's: the rules' turn_limit bounds them
        self.result: Result | None = None
        self.log: list = []
        # A served match keeps each seat's trays out of its log (the server keeps the
        # seat's latest arrangement instead): their changes are then recorded nowhere.
        self.private_trays = False
        # Every seat's public moves in order, (seat, TOOK | THREW | DREW, face or None):
        # what each seat has seen happen, kept as it happens since a bot reads it each turn.
        self.moves: list = []

    # -- making deals ---------------------------------------------------------

    @classmethod
    def shuffled_deal(cls, seed: int, rules: RuleProfile = PRACTICE, players: int = 2,
                      first: "int | None" = None, names: "list | None" = None,
                      sitting_out: "list | None" = None,
                      match_format: MatchFormat = DEAL,
                      rng: "Generator | None" = None) -> "Deal":
        """A deal shuffled from ``seed``: 13 cards to each seat dealt in, one at a time
        from ``first``, then the indicator, the discard starter and the stock.

        ``sitting_out`` lists seats dealt nothing (out of a pool match). ``rng``, when
        given, shuffles instead of the seed (a served match's secret stream, see
        :mod:`.chacha`).
        """
        check_seed(seed)
        out = sitting_out or []
        dealt = [s for s in range(players) if s not in out]
        if first is None:
            first = dealt[0]
        order = [s for s in dealt if s >= first] + [s for s in dealt if s < first]
        decks, jokers = rules.pack_for(len(dealt))
        deck = pack(decks, jokers)
        if rng is None:
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
                   rng, 0, list(GUIDED_NAMES))

    def apply(self, record: dict) -> dict:
        """Carry out a logged action again: the seat the record names (``who``) takes it."""
        seat = record.get("who")
        self.check_seat(seat)
        action = record.get("action")
        replay = _REPLAYS.get(action) if isinstance(action, str) else None
        if replay is None:
            raise IllegalAction("bad_request", message("refusal-log-action",
                                                        value=show_value(action)))
        return replay(self, seat, record)

    def play(self, seat: int, decision: Decision) -> dict:
        """Carry out a seat's :class:`~.decision.Decision` (a bot's): the same checks and
        the same record as the request for that step."""
        if decision.action not in TURN_STEPS:
            raise IllegalAction("bad_request", message("refusal-no-decision",
                                                        value=show_value(decision.action)))
        return _REPLAYS[decision.action](self, seat, decision.as_record())

    def named(self, seat: int) -> "dict | str":
        """A seat's name in a sentence: a bot's is its message (``bot-mira``: each
        language names it), a person's the name as typed, but the name a table gives
        a player who typed none ("You"), which is a word of each language too."""
        bot = self.bots[seat]
        if bot is not None:
            name = message("bot-" + bot)
            number = self.numbers[seat]
            return name if number == 1 else message("seat-bot-numbered", name=name,
                                                    number=number)
        return message("name-you") if self.names[seat] == GUIDED_NAMES[0] else self.names[seat]

    def check_seat(self, seat: object) -> None:
        """Refuse anything but the number of a seat at this table."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not (
                0 <= seat < self.seat_count):
            raise IllegalAction("bad_request", message("refusal-no-seat",
                                                        value=show_value(seat)))

    # -- what is where ----------------------------------------------------------

    def hand_of(self, seat: int) -> list:
        return [c for tray in self.hands[seat] for c in tray]

    def top_discard(self) -> "Card | None":
        return self.discard_pile[-1] if self.discard_pile else None

    def playing(self) -> list:
        """The seats still in this deal."""
        return [s for s in range(self.seat_count) if self.states[s] == PLAYING]

    def find_card(self, seat: int, card_id: object) -> Card:
        if not isinstance(card_id, int) or isinstance(card_id, bool):
            raise IllegalAction("bad_request", message("refusal-card-id",
                                                        value=show_value(card_id)))
        for tray in self.hands[seat]:
            for card in tray:
                if card.id == card_id:
                    return card
        raise IllegalAction("no_card", message("refusal-card-not-in-hand"))

    def _take_out(self, seat: int, card: Card) -> None:
        for tray in self.hands[seat]:
            if card in tray:
                tray.remove(card)
                return

    # -- drawing ------------------------------------------------------------------

    def verify_turn(self, seat: int, phase: str) -> None:
        self.check_seat(seat)
        if self.result is not None:
            raise IllegalAction("game_over", message("refusal-deal-over"))
        if self.states[seat] != PLAYING:
            raise IllegalAction("not_playing", message("refusal-out-of-deal"))
        if self.turn != seat:
            # Told to a seat whose turn it is not: the turn is always someone else's.
            raise IllegalAction("not_your_turn", message("refusal-not-your-turn",
                                                          name=self.named(self.turn)))
        if self.phase != phase:
            if phase == DRAW:
                raise IllegalAction("wrong_phase", message("refusal-drawn-already"))
            raise IllegalAction("wrong_phase", message("refusal-draw-first"))

    def can_take_turn(self, seat: int, phase: str) -> bool:
        """Whether it is ``seat``'s turn, at that step (DRAW or DISCARD)."""
        return allowed(self.verify_turn, seat, phase)

    def verify_draw(self, seat: int, source: object) -> None:
        self.verify_turn(seat, DRAW)
        if source == "stock":
            if not self.stock:
                raise IllegalAction("empty_pile", message("refusal-stock-empty"))
        elif source == "discard":
            top = self.top_discard()
            if top is None:
                raise IllegalAction("empty_pile", message("refusal-discard-empty"))
            if not self.rules.may_pick_wild_from_discard and (
                    top.rank == JOKER or top.rank == self.wild_rank):
                raise IllegalAction("wild_pickup", message("refusal-wild-pickup",
                                                            card=top.label()))
        else:
            raise IllegalAction("bad_request", message("refusal-draw-source",
                                                        value=show_value(source)))

    def can_draw(self, seat: int, source: str) -> bool:
        return allowed(self.verify_draw, seat, source)

    def draw(self, seat: int, source: object) -> dict:
        self.verify_draw(seat, source)
        card = self.stock.pop() if source == "stock" else self.discard_pile.pop()
        place_drawn(self.hands[seat], card, self.wild_rank)
        self.moves.append((seat, TOOK, card.face()) if source == "discard" else (seat, DREW, None))
        self.picked = card.id if source == "discard" else None
        self.drawn = card.id
        self.has_drawn[seat] = True
        self.phase = DISCARD
        return self._record(seat, "draw", source=source, card=card.id)

    # -- dropping -------------------------------------------------------------------

    def drop_cost(self, seat: int) -> int:
        """What dropping would cost ``seat`` now: a first drop before their first draw."""
        return self.format.middle_drop if self.has_drawn[seat] else self.format.first_drop

    def verify_drop(self, seat: int) -> int:
        if not self.rules.drops:
            raise IllegalAction("no_drops", message("refusal-no-drops"))
        if self.result is None and self.turn == seat and self.phase == DISCARD:
            raise IllegalAction("wrong_phase", message("refusal-drop-after-draw"))
        self.verify_turn(seat, DRAW)
        return self.drop_cost(seat)

    def can_drop(self, seat: int) -> bool:
        return allowed(self.verify_drop, seat)

    def drop(self, seat: int) -> dict:
        """Leave the deal before drawing, paying the drop's points."""
        cost = self.verify_drop(seat)
        self.states[seat] = DROPPED
        self.drop_points[seat] = cost
        record = self._record(seat, "drop", points=cost)
        self._seat_left(seat)
        return record

    # -- discarding and declaring -------------------------------------------------

    def verify_discard(self, seat: int, card_id: object) -> Card:
        self.verify_turn(seat, DISCARD)
        card = self.find_card(seat, card_id)
        if card.id == self.picked:
            raise IllegalAction("just_picked", message("refusal-just-picked",
                                                        card=card.label()))
        return card

    def can_discard(self, seat: int, card_id: int) -> bool:
        return allowed(self.verify_discard, seat, card_id)

    def discard(self, seat: int, card_id: object) -> dict:
        card = self.verify_discard(seat, card_id)
        self._take_out(seat, card)
        self.discard_pile.append(card)
        self.moves.append((seat, THREW, card.face()))
        record = self._record(seat, "discard", card=card.id)
        self._end_turn()
        return record

    def verdict_for_declare(self, seat: int, card_id: object = None) -> Verdict:
        """The checker's verdict on declaring now (13 cards, or 14 and a final discard)."""
        hand = self.hand_of(seat)
        discard = self.find_card(seat, card_id) if card_id is not None else None
        return check_declaration(hand, self.wild_rank, discard, self.picked,
                                 self.rules.min_runs, self.rules.min_pure_runs)

    def verify_declare(self, seat: int, card_id: object = None) -> Verdict:
        """The verdict a declaration would get; raises if it may not be made.

        Under a penalty profile an incomplete hand may be declared (it costs the
        full count), so its verdict comes back invalid rather than raising; a
        missing or just-picked final discard is always refused.
        """
        self.check_seat(seat)
        if self.result is not None or self.turn != seat or self.states[seat] != PLAYING:
            self.verify_turn(seat, self.phase)
        if self.phase == DRAW and card_id is not None:
            raise IllegalAction("wrong_phase", message("refusal-declare-13"))
        if self.phase == DISCARD and card_id is None:
            raise IllegalAction("declaration_rejected", message(
                "refusal-final-discard-first"))
        verdict = self.verdict_for_declare(seat, card_id)
        if not verdict.valid and (self.rules.invalid_declaration != INVALID_PENALTY
                                  or MISSING_FINAL_DISCARD in verdict.missing):
            raise IllegalAction("declaration_rejected", verdict.message)
        return verdict

    def can_declare(self, seat: int, card_id: object = None) -> bool:
        return allowed(self.verify_declare, seat, card_id)

    def declare(self, seat: int, card_id: object = None) -> dict:
        verdict = self.verify_declare(seat, card_id)
        discard = verdict.discard
        if discard is not None:
            self._take_out(seat, discard)
            self.discard_pile.append(discard)
            self.moves.append((seat, THREW, discard.face()))
        if verdict.valid:
            self.phase = OVER
            record = self._record(seat, "declare", card=card_id)
            self._finish(seat, DECLARED, verdict.groups, discard)
            return record
        # A penalty profile: the declarer pays the full count and is out; play goes on.
        self.states[seat] = DECLARED_WRONGLY
        record = self._record(seat, "declare", card=card_id, valid=False,
                              points=self.rules.points_cap)
        self._seat_left(seat)
        return record

    # -- trays ---------------------------------------------------------------------------

    def verify_tray_action(self, seat: int) -> None:
        """A seat may arrange its trays whenever it holds cards in a deal still on,
        on its turn or not: the trays are its own and no one else sees them."""
        self.check_seat(seat)
        if self.result is not None:
            raise IllegalAction("game_over", message("refusal-deal-over"))
        if self.states[seat] != PLAYING:
            raise IllegalAction("not_playing", message("refusal-out-of-deal"))

    def can_arrange(self, seat: int) -> bool:
        return allowed(self.verify_tray_action, seat)

    def verify_on_turn(self, seat: int) -> None:
        """What a late or early click hears first: the deal is over, or whose turn it is."""
        self.verify_tray_action(seat)
        if self.turn != seat:
            raise IllegalAction("not_your_turn", message("refusal-wait-turn",
                                                          name=self.named(self.turn)))

    def find_cards(self, seat: int, card_ids: object) -> list:
        """The cards of ``card_ids`` (one id, or a list of distinct ids) in ``seat``'s hand."""
        if not isinstance(card_ids, list):
            return [self.find_card(seat, card_ids)]
        if not card_ids:
            raise IllegalAction("no_card", message("refusal-select-card"))
        cards = [self.find_card(seat, c) for c in card_ids]
        if len(set([c.id for c in cards])) != len(cards):
            raise IllegalAction("bad_request", message("refusal-card-twice"))
        return cards

    def move(self, seat: int, card_ids: object, tray: object, index: object = None) -> dict:
        """Move a card (or a list of cards, in order) to ``tray`` (1-4), before the card
        at ``index`` among those staying there (no index: at the end)."""
        self.verify_tray_action(seat)
        cards = self.find_cards(seat, card_ids)
        if not isinstance(tray, int) or isinstance(tray, bool) or not 1 <= tray <= TRAYS:
            raise IllegalAction("bad_request", message("refusal-tray",
                                                        value=show_value(tray)))
        if index is not None and (not isinstance(index, int) or isinstance(index, bool)
                                  or not 0 <= index <= 14):
            raise IllegalAction("bad_request", message("refusal-tray-place",
                                                        value=show_value(index)))
        move_cards(self.hands[seat], cards, tray - 1, index, self.wild_rank)
        details: dict = {"cards": card_ids} if isinstance(card_ids, list) else {"card": card_ids}
        details["tray"] = tray
        if index is not None:
            details["index"] = index
        return self._tray_record(seat, "move", **details)

    def group(self, seat: int, card_ids: object) -> dict:
        """Put the cards of ``card_ids`` (a list) in a tray of their own."""
        self.verify_tray_action(seat)
        if not isinstance(card_ids, list):
            raise IllegalAction("bad_request", message("refusal-cards-list"))
        cards = self.find_cards(seat, card_ids)
        tray = group_cards(self.hands[seat], cards, self.wild_rank) + 1
        return self._tray_record(seat, "group", cards=card_ids, tray=tray)

    def sort(self, seat: int) -> dict:
        """Sort the hand: valid groups kept together, the rest by suit then rank."""
        self.verify_tray_action(seat)
        self.hands[seat] = sort_trays(self.hands[seat], self.wild_rank)
        return self._tray_record(seat, "sort")

    def arrange(self, seat: int) -> tuple:
        """Regroup a seat's trays as Arrange suggests: (record, the solver's Arrangement)."""
        self.verify_tray_action(seat)
        suggestion = arrange(self.hand_of(seat), self.wild_rank, self.picked,
                             self.rules.points_cap)
        self.hands[seat] = arranged_trays(suggestion.groups, suggestion.loose,
                                         suggestion.discard)
        return self._tray_record(seat, "arrange"), suggestion

    # -- turns ------------------------------------------------------------------

    def _end_turn(self) -> None:
        """A turn ended without a declaration: the next seat's turn, unless the deal is
        dead (the stock ran out with no rebuild left, or the turn limit was reached)."""
        self.picked = None
        self.drawn = None
        self.turns += 1
        if not self.stock and not self._rebuilt_stock():
            self.phase = OVER
            self._finish(None, STOCK_EMPTY, [], None)
            return
        if self.turns >= self.rules.turn_limit:
            self.phase = OVER
            self._finish(None, TURN_LIMIT, [], None)
            return
        self.turn = self.seat_after(self.turn)
        self.phase = DRAW

    def _rebuilt_stock(self) -> bool:
        """Rebuild the empty stock from the discards if the rules allow one more rebuild:
        every discard but the top card, shuffled into a new draw pile."""
        if self.reshuffles >= self.rules.stock_rebuilds or len(self.discard_pile) < 2:
            return False  # a table that never rebuilds has stock_rebuilds 0 (rules.py)
        top = self.discard_pile.pop()
        self.stock = self.discard_pile
        self.rng.shuffle(self.stock)
        self.discard_pile = [top]
        self.reshuffles += 1
        return True

    def _seat_left(self, seat: int) -> None:
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
        return seat_after(seat, self.seat_count, self.playing())

    @property
    def next_seat(self) -> "int | None":
        """The seat whose turn comes after this one's (None once the deal is over, or if
        no other seat plays): the one next seat everyone reads (the view's ``next``,
        the bots' "next player")."""
        if self.result is not None:
            return None
        seat = self.seat_after(self.turn)
        return None if seat == self.turn else seat

    def _finish(self, winner: "int | None", how: str, groups: list,
                discard: "Card | None") -> None:
        rows = []
        if self.rules.scoring != SCORING_NONE:
            for seat in range(self.seat_count):
                state = self.states[seat]
                if state == SITTING_OUT:
                    continue
                if winner is None:
                    rows.append(SeatResult(seat, DEAD, Score(0, [], [])))
                elif seat == winner:
                    rows.append(SeatResult(seat, WON, Score(0, groups, [])))
                elif state == DROPPED:
                    rows.append(SeatResult(seat, DROPPED, Score(self.drop_points[seat], [], [])))
                elif state == DECLARED_WRONGLY:
                    rows.append(SeatResult(seat, DECLARED_WRONGLY, Score(
                        self.rules.points_cap, [], sorted(self.hand_of(seat), key=sort_key))))
                else:
                    rows.append(SeatResult(seat, LOST, score_hand(self.hand_of(seat),
                                                                  self.wild_rank, self.rules)))
        self.result = Result(winner, how, groups, discard, rows)

    def _record(self, seat: int, action: str, **details: object) -> dict:
        record = {"n": len(self.log) + 1, "who": seat, "action": action}
        record.update(details)
        self.log.append(record)
        return record

    def _tray_record(self, seat: int, action: str, **details: object) -> dict:
        """The record of a seat arranging its trays: in the log, unless they are private."""
        if not self.private_trays:
            return self._record(seat, action, **details)
        record = {"who": seat, "action": action}
        record.update(details)
        return record


def seat_after(seat: int, seat_count: int, still_in: list) -> int:
    """The next seat round a table of ``seat_count`` after ``seat`` among ``still_in``
    (the seats playing a deal, or still in a match); ``seat`` itself if none is.

    >>> seat_after(1, 4, [0, 1, 3]), seat_after(3, 4, [0, 1, 3]), seat_after(2, 4, [2])
    (3, 0, 2)
    """
    for step in range(1, seat_count + 1):
        nxt = (seat + step) % seat_count
        if nxt in still_in:
            return nxt
    return seat


def allowed(verify: "Callable", *args: object) -> bool:
    """Whether ``verify(*args)`` passes: the ``can_x`` of every ``verify_x``."""
    try:
        verify(*args)
    except IllegalAction:
        return False
    return True


# How a logged record is carried out again, by its action: (deal, seat, record) -> record.
_REPLAYS = {
    "draw": lambda deal, seat, r: deal.draw(seat, r.get("source")),
    "discard": lambda deal, seat, r: deal.discard(seat, r.get("card")),
    "declare": lambda deal, seat, r: deal.declare(seat, r.get("card")),
    "drop": lambda deal, seat, r: deal.drop(seat),
    "move": lambda deal, seat, r: deal.move(seat, r.get("cards", r.get("card")), r.get("tray"),
                                            r.get("index")),
    "group": lambda deal, seat, r: deal.group(seat, r.get("cards")),
    "sort": lambda deal, seat, r: deal.sort(seat),
    "arrange": lambda deal, seat, r: deal.arrange(seat)[0],
}
