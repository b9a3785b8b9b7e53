"""The table: one deal between the player and Mira, action by action.

Each action comes as ``verify_x`` (raise :class:`IllegalAction` saying why
not), ``can_x`` (a yes/no) and ``x`` (verify, act, and append a record to the
log). A rejected action changes nothing. A deal is replayed from its seed and
its log with :meth:`Table.replay`.

>>> table = Table.guided_deal(seed=17)
>>> table.verdict_for_declare().valid
False
>>> table.draw("stock")["card"]
'2H'
"""

try:  # a name for annotations only; MicroPython has no typing module
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from .canon import dumps
from .cards import (
    JOKER,
    Card,
    RummyError,
    card_points,
    full_deck,
    parse_cards,
    sort_key,
    wild_rank_for,
)
from .prng import Rng
from .rules import PRACTICE, STOCK_EXHAUSTED_RESHUFFLE, RuleProfile
from .solver import Verdict, arrange, check_declaration

PLAYER = "player"
MIRA = "mira"
TRAYS = 4
MAX_SEED = (1 << 53) - 1  # the largest integer a browser's address bar can carry exactly

DRAW = "draw"
DISCARD = "discard"
OVER = "over"


class IllegalAction(RummyError):
    """An action the rules do not allow now; ``code`` names the reason."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Result:
    """How a deal ended: ``winner`` is PLAYER, MIRA or None (a draw)."""

    __slots__ = ("winner", "groups", "discard")

    def __init__(self, winner: "str | None", groups: list, discard: "Card | None") -> None:
        self.winner = winner
        self.groups = groups
        self.discard = discard


def check_seed(seed: object) -> int:
    if not isinstance(seed, int) or isinstance(seed, bool) or not 1 <= seed <= MAX_SEED:
        raise IllegalAction("bad_request", "a seed is a whole number from 1 to %d, not %s" % (
            MAX_SEED, show_value(seed)))
    return seed


def show_value(value: object) -> str:
    """A request value as the player sent it, the same text on every runtime."""
    if isinstance(value, str):
        return "'" + value + "'"
    try:
        return dumps(value)
    except TypeError:
        return "a value that is not JSON"


# The guided first deal (SPEC §6). Mira's hand is scattered, so she cannot
# declare before the player's first turn ends, whatever the player discards.
GUIDED_INDICATOR = "10C"
GUIDED_TRAYS = ("3H 4H 5H", "7S 8S 9S", "QC QD QH", "2C 2D 2S KC")
GUIDED_STOCK_TOP = "2H"
GUIDED_MIRA = "AS 3C 5D 6S JH 8D KS 4C 9H JC 6D AD 7H"
GUIDED_DISCARD = "9D"
GUIDED_SHUFFLE_SEED = 1  # orders the rest of the guided stock, the same on every visit


class Table:
    """One deal of the practice profile: hands, piles, turn, log and result."""

    def __init__(self, rules: RuleProfile, seed: int, guided: bool, player_trays: list,
                 mira_hand: list, indicator: Card, discard: list, stock: list) -> None:
        self.rules = rules
        self.seed = seed
        self.guided = guided
        self.trays = player_trays
        self.mira_hand = mira_hand
        self.indicator = indicator
        self.wild_rank = wild_rank_for(indicator)
        self.discard_pile = discard
        self.stock = stock  # the top of the stock is the last card
        self.turn = PLAYER if rules.player_starts else MIRA
        self.phase = DRAW
        self.picked: int | None = None
        self.drawn: int | None = None
        self.result: Result | None = None
        self.log: list = []
        self.rng = Rng(seed)  # only for reshuffling profiles; the deal itself is fixed

    # -- making deals ---------------------------------------------------------

    @classmethod
    def shuffled_deal(cls, seed: int, rules: RuleProfile = PRACTICE) -> "Table":
        """A deal shuffled from ``seed``: 13 cards each, indicator, discard starter, stock."""
        check_seed(seed)
        deck = [c for c in full_deck() if c.rank != JOKER or rules.jokers_per_deck > 0]
        Rng(seed).shuffle(deck)
        size = rules.hand_size
        player = [deck[2 * k] for k in range(size)]
        mira = [deck[2 * k + 1] for k in range(size)]
        rest = deck[2 * size:]
        indicator = rest.pop()
        discard = [rest.pop()]
        return cls(rules, seed, False, _spread(player), mira, indicator, discard, rest)

    @classmethod
    def guided_deal(cls, seed: int, rules: RuleProfile = PRACTICE) -> "Table":
        """The guided first deal: the same cards on every visit, whatever the seed."""
        check_seed(seed)
        trays = [parse_cards(t) for t in GUIDED_TRAYS]
        fixed = [c for tray in trays for c in tray]
        mira = parse_cards(GUIDED_MIRA)
        indicator = Card.parse(GUIDED_INDICATOR)
        discard = [Card.parse(GUIDED_DISCARD)]
        top = Card.parse(GUIDED_STOCK_TOP)
        used = set([c.id for c in fixed + mira + discard + [indicator, top]])
        rest = [c for c in full_deck() if c.id not in used]
        Rng(GUIDED_SHUFFLE_SEED).shuffle(rest)
        return cls(rules, seed, True, trays, mira, indicator, discard, rest + [top])

    @classmethod
    def replay(cls, seed: int, guided: bool, log: list, rules: RuleProfile = PRACTICE) -> "Table":
        """The deal rebuilt from its seed by applying every logged action again."""
        table = cls.guided_deal(seed, rules) if guided else cls.shuffled_deal(seed, rules)
        for record in log:
            table.apply(record)
        return table

    def apply(self, record: dict) -> None:
        action = record["action"]
        card = record.get("card")
        who = record.get("who", PLAYER)
        if action == "draw":
            self.draw(record["source"], who)
        elif action == "discard":
            self.discard(card, who)
        elif action == "declare":
            self.declare(card, who)
        elif action == "move":
            self.move(card, record["tray"])
        elif action == "arrange":
            self.arrange()
        else:
            raise IllegalAction("bad_request", "unknown action in log: %s" % show_value(action))

    # -- what is where ----------------------------------------------------------

    def player_hand(self) -> list:
        return [c for tray in self.trays for c in tray]

    def hand_of(self, who: str) -> list:
        return self.player_hand() if who == PLAYER else self.mira_hand

    def top_discard(self) -> "Card | None":
        return self.discard_pile[-1] if self.discard_pile else None

    def find_card(self, who: str, card_id: object) -> Card:
        if not isinstance(card_id, int) or isinstance(card_id, bool):
            raise IllegalAction("bad_request", "a card is given by its id, not %s" % show_value(
                card_id))
        for card in self.hand_of(who):
            if card.id == card_id:
                return card
        raise IllegalAction("no_card", "that card is not in %s hand" % (
            "your" if who == PLAYER else "Mira's"))

    def _take_out(self, who: str, card: Card) -> None:
        if who == MIRA:
            self.mira_hand.remove(card)
            return
        for tray in self.trays:
            if card in tray:
                tray.remove(card)
                return

    def _give(self, who: str, card: Card) -> None:
        if who == MIRA:
            self.mira_hand.append(card)
            return
        # The new card goes to the end of the shortest tray, where it is easy to spot.
        shortest = self.trays[0]
        for tray in self.trays:
            if len(tray) < len(shortest):
                shortest = tray
        shortest.append(card)

    # -- drawing ------------------------------------------------------------------

    def verify_turn(self, who: str, phase: str) -> None:
        if self.result is not None:
            raise IllegalAction("game_over", "this deal is over: start a new shuffled deal")
        if self.turn != who:
            raise IllegalAction("not_your_turn", "it is Mira's turn" if who == PLAYER
                                else "it is the player's turn")
        if self.phase != phase:
            if phase == DRAW:
                raise IllegalAction("wrong_phase", "you have drawn already: now discard a card")
            raise IllegalAction("wrong_phase", "draw a card first")

    def verify_draw(self, source: object, who: str = PLAYER) -> None:
        self.verify_turn(who, DRAW)
        if source == "stock":
            if not self.stock:
                raise IllegalAction("empty_pile", "the closed pile is empty")
        elif source == "discard":
            top = self.top_discard()
            if top is None:
                raise IllegalAction("empty_pile", "the discard pile is empty")
            if not self.rules.may_pick_wild_from_discard and (
                    top.rank == JOKER or top.rank == self.wild_rank):
                raise IllegalAction("wrong_phase", "a wild card cannot be taken from the "
                                    "discard pile at this table")
        else:
            raise IllegalAction("bad_request", "draw from 'stock' or 'discard', not %s" % (
                show_value(source),))

    def can_draw(self, source: str, who: str = PLAYER) -> bool:
        return _allowed(self.verify_draw, source, who)

    def draw(self, source: object, who: str = PLAYER) -> dict:
        self.verify_draw(source, who)
        card = self.stock.pop() if source == "stock" else self.discard_pile.pop()
        self._give(who, card)
        self.picked = card.id if source == "discard" else None
        self.drawn = card.id
        self.phase = DISCARD
        return self._record(who, "draw", source=source, card=card.code())

    # -- discarding and declaring -------------------------------------------------

    def verify_discard(self, card_id: object, who: str = PLAYER) -> Card:
        self.verify_turn(who, DISCARD)
        card = self.find_card(who, card_id)
        if card.id == self.picked:
            raise IllegalAction("just_picked", "%s was just taken from the discard pile: it "
                                "cannot go back on the same turn" % card.label())
        return card

    def can_discard(self, card_id: int, who: str = PLAYER) -> bool:
        return _allowed(self.verify_discard, card_id, who)

    def discard(self, card_id: object, who: str = PLAYER) -> dict:
        card = self.verify_discard(card_id, who)
        self._take_out(who, card)
        self.discard_pile.append(card)
        record = self._record(who, "discard", card=card.id)
        self._end_turn()
        return record

    def verdict_for_declare(self, card_id: "int | None" = None, who: str = PLAYER) -> Verdict:
        """The checker's verdict on declaring now (13 cards, or 14 and a final discard)."""
        hand = self.hand_of(who)
        discard = self.find_card(who, card_id) if card_id is not None else None
        return check_declaration(hand, self.wild_rank, discard, self.picked)

    def verify_declare(self, card_id: "int | None" = None, who: str = PLAYER) -> Verdict:
        if self.result is not None or self.turn != who:
            self.verify_turn(who, self.phase)
        if self.phase == DRAW and card_id is not None:
            raise IllegalAction("wrong_phase", "with 13 cards, declare without a discard")
        if self.phase == DISCARD and card_id is None:
            raise IllegalAction("declaration_rejected", "Choose your final discard first: "
                                "select one card, then Discard & declare.")
        verdict = self.verdict_for_declare(card_id, who)
        if not verdict.valid:
            raise IllegalAction("declaration_rejected", verdict.message)
        return verdict

    def can_declare(self, card_id: "int | None" = None, who: str = PLAYER) -> bool:
        return _allowed(self.verify_declare, card_id, who)

    def declare(self, card_id: "int | None" = None, who: str = PLAYER) -> dict:
        verdict = self.verify_declare(card_id, who)
        discard = verdict.discard
        if discard is not None:
            self._take_out(who, discard)
            self.discard_pile.append(discard)
        self.result = Result(who, verdict.groups, discard)
        self.phase = OVER
        return self._record(who, "declare", card=card_id)

    # -- the player's trays ---------------------------------------------------------

    def verify_tray_action(self) -> None:
        if self.result is not None:
            raise IllegalAction("game_over", "this deal is over: start a new shuffled deal")
        if self.turn != PLAYER:
            raise IllegalAction("not_your_turn", "wait for Mira to finish her turn")

    def move(self, card_id: object, tray: object) -> dict:
        self.verify_tray_action()
        card = self.find_card(PLAYER, card_id)
        if not isinstance(tray, int) or isinstance(tray, bool) or not 1 <= tray <= TRAYS:
            raise IllegalAction("bad_request", "trays are numbered 1 to 4, not %s" % (
                show_value(tray),))
        self._take_out(PLAYER, card)
        self.trays[tray - 1].append(card)
        return self._record(PLAYER, "move", card=card_id, tray=tray)

    def arrange(self) -> "Card | None":
        """Regroup the player's trays as Arrange suggests; returns the suggested discard."""
        self.verify_tray_action()
        suggestion = arrange(self.player_hand(), self.wild_rank, self.picked,
                             self.rules.points_cap)
        trays: list = [[] for _ in range(TRAYS)]
        for k, group in enumerate(suggestion.groups):
            trays[min(k, TRAYS - 1)].extend(group.cards)
        extra = list(suggestion.loose)
        if suggestion.discard is not None:
            extra.append(suggestion.discard)
        spot = min(len(suggestion.groups), TRAYS - 1)
        trays[spot].extend(extra)
        self.trays = trays
        self._record(PLAYER, "arrange")
        return suggestion.discard

    # -- turns ------------------------------------------------------------------

    def _end_turn(self) -> None:
        self.picked = None
        self.drawn = None
        if not self.stock:
            if self.rules.stock_exhausted == STOCK_EXHAUSTED_RESHUFFLE and len(
                    self.discard_pile) > 1:
                top = self.discard_pile.pop()
                self.stock = self.discard_pile
                self.rng.shuffle(self.stock)
                self.discard_pile = [top]
            else:
                self.result = Result(None, [], None)
                self.phase = OVER
                return
        self.turn = MIRA if self.turn == PLAYER else PLAYER
        self.phase = DRAW

    def _record(self, who: str, action: str, **details: object) -> dict:
        record = {"n": len(self.log) + 1, "who": who, "action": action}
        record.update(details)
        self.log.append(record)
        return record

    def cards_accounted(self) -> int:
        """All cards in hands, piles and the indicator (a deal always holds every card)."""
        return (len(self.player_hand()) + len(self.mira_hand) + len(self.discard_pile)
                + len(self.stock) + 1)

    def loose_points(self, who: str) -> int:
        return sum([card_points(c, self.wild_rank) for c in self.hand_of(who)])


def _spread(cards: list) -> list:
    """A fresh hand sorted into one tray per suit; printed jokers join the shortest tray."""
    trays: list = [[] for _ in range(TRAYS)]
    for card in sorted(cards, key=sort_key):
        if card.rank == JOKER:
            min(trays, key=len).append(card)
        else:
            trays[card.suit].append(card)
    return trays


def _allowed(verify: "Callable", *args: object) -> bool:
    try:
        verify(*args)
    except IllegalAction:
        return False
    return True
