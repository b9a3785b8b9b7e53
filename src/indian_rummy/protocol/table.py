"""A table's session: JSON request in, JSON reply out, for one seat of a given match.

:class:`TableSession` answers the requests every table answers (the turn's steps,
the trays, auto-drop, the next deal, a review) by the table of requests
(``requests.py``); each reply carries the new **view** for that seat (``view.py``):
everything the table shows and nothing hidden (never another seat's cards or the
stock order, until a deal's end reveals the hands). See ``docs/protocol.md``. The
server answers partner play's seats with it (server/served.py); the browser's
worker answers with the local table's session (``session.py``), which adds what
only a table on the device has: starting and resuming matches, the bots' and the
clock's turns when the page asks, hints, kept matches.

Every step of a turn goes through the match's one entry point, ``Match.act``.

>>> from ..engine.match import Match
>>> match = Match.new("twine", "deal", [{"name": "A"}, {"name": "B"}], seed=3)
>>> reply = TableSession(match).handle(1, '{"id": 1, "type": "bot_turn"}')
>>> '"code":"wrong_phase"' in reply
True
"""

from ..engine.canon import dumps
from ..engine.cards import Card
from ..engine.deal import PLAYING, Deal, IllegalAction, show_value
from ..engine.decision import AUTO_DROP, CLOCK, Decision
from ..engine.match import Match
from ..engine.rules import INVALID_PENALTY
from . import text, view
from .requests import REQUESTS
from .text import message
from .wire import JsonError, read_json


class TableSession:
    """A table session: the match, and for each seat its selection and latest message.

    ``local`` is False here: the match was given (the server's), its seed stays
    unseen and its deals are numbered in the match; the worker's table is local.
    """

    local = False

    def __init__(self, match: "Match | None" = None) -> None:
        self.match = match
        self.deals_started = 0 if match is None else 1  # in this session
        self.selected: dict = {}
        self.messages: dict = {}
        self.reviews: dict = {}  # per seat: the review it asked for, in the next view only
        # Per seat: each tray as the view shows it, by its wild rank and card ids. A
        # seat's trays stay as they are while the others move, one changes at a time
        # when it moves, and classifying them is the dearest part of a view.
        self._trays: dict = {}

    @property
    def deal(self) -> "Deal | None":
        return self.match.deal if self.match is not None else None

    @property
    def seed(self) -> int:
        return self.match.seed if self.match is not None else 0

    # -- the protocol -------------------------------------------------------------

    def handle(self, seat: int, raw: "str | bytes") -> str:
        """Answer one JSON request (text, or UTF-8 bytes) from ``seat`` with one
        canonical JSON reply."""
        request_id = None
        try:
            request = _parse(raw)
            if not isinstance(request, dict):
                raise IllegalAction("bad_request", message("refusal-request-object"))
            request_id = request.get("id")
            if request_id is not None and (not isinstance(request_id, int) or isinstance(
                    request_id, bool)):
                request_id = None
                raise IllegalAction("bad_request", message("refusal-request-id"))
            self.dispatch(seat, request.get("type"), request_args(request))
        except IllegalAction as error:
            said = text.over_message(self._match(), self.local) if (
                error.code == "game_over") else error.message
            return self.encode({"id": request_id, "ok": False,
                                "error": {"code": error.code, "message": said if isinstance(
                                    said, dict) else text.sentence(said)},
                                "result": self.view(seat)})
        return self.encode({"id": request_id, "ok": True, "result": self.view(seat)})

    def encode(self, reply: dict) -> str:
        """The reply as text; the server swaps in CPython's faster encoder (same bytes)."""
        return dumps(reply)

    def dispatch(self, seat: int, kind: object, args: dict) -> None:
        """Carry out one request of ``seat`` by the table of requests (REQUESTS)."""
        request = REQUESTS.get(kind) if isinstance(kind, str) else None
        if request is None:
            raise IllegalAction("bad_request", message("refusal-request-type",
                                                        value=show_value(kind)))
        if request.needs_match and self.match is None:
            raise IllegalAction("wrong_phase", message("refusal-no-deal-yet"))
        getattr(self, request.handler)(seat, args)
        self.deal_settled(seat)

    def deal_settled(self, seat: int) -> None:
        """A seat's selection ends with its deal."""
        deal = self.deal
        if deal is not None and deal.result is not None and seat in self.selected:
            self.selected.pop(seat)

    # -- requests: each takes the asking seat and the request's args ----------------------

    def _view(self, seat: int, args: dict) -> None:
        return

    # The requests only the worker's table answers (session.py): a served match is
    # given, and the server plays its bots' and its clock's turns itself.

    def _new_game(self, seat: int, args: dict) -> None:
        raise IllegalAction("bad_request", message("refusal-served-match"))

    _resume = _new_game

    def _new_deal(self, seat: int, args: dict) -> None:
        raise IllegalAction("bad_request", message("refusal-new-served"))

    def _bot_turn(self, seat: int, args: dict) -> None:
        raise IllegalAction("wrong_phase", message("refusal-not-bot-turn"))

    def _timeout(self, seat: int, args: dict) -> None:
        raise IllegalAction("bad_request", message("refusal-no-clock"))

    def _hint(self, seat: int, args: dict) -> None:
        raise IllegalAction("bad_request", message("refusal-no-hints"))

    def _review_kept(self, seat: int, args: dict) -> None:
        raise IllegalAction("bad_request", message("refusal-review-kept-served"))

    def _branch(self, seat: int, args: dict) -> None:
        raise IllegalAction("bad_request", message("refusal-branch-served"))

    _in_branch = _branch

    def _puzzle(self, seat: int, args: dict) -> None:
        raise IllegalAction("bad_request", message("refusal-puzzle-served"))

    _in_puzzle = _puzzle

    # The requests every table answers.

    def _draw(self, seat: int, args: dict) -> None:
        match = self._match()
        source = args.get("source")
        match.draw(seat, source)
        drew = text.drew(match.deal.find_card(seat, match.deal.drawn), source)
        self.messages[seat] = text.sentences([drew, text.guided_step(match.deal, seat)]) if (
            match.deal.guided) else drew
        self.selected.pop(seat, None)

    def _select(self, seat: int, args: dict) -> None:
        deal = self._match().deal
        deal.verify_tray_action(seat)
        card = args.get("card")
        if card is None or card == self.selected.get(seat):
            self.selected.pop(seat, None)
            return
        self.selected[seat] = deal.find_card(seat, card).id

    def _move(self, seat: int, args: dict) -> None:
        match = self._match()
        match.move(seat, self._cards_arg(seat, args), args.get("tray"), args.get("index"))
        if match.deal.guided and match.deal.turn == seat:
            self.messages[seat] = text.guided_step(match.deal, seat)

    def _group(self, seat: int, args: dict) -> None:
        self._match().group(seat, args.get("cards"))

    def _sort(self, seat: int, args: dict) -> None:
        self._match().sort(seat)

    def _discard(self, seat: int, args: dict) -> None:
        card = self._card_arg(seat, args)
        self._match().discard(seat, card)
        self.messages[seat] = text.discarded(Card(card))
        self.selected.pop(seat, None)

    def _declare(self, seat: int, args: dict) -> None:
        self.declare(seat, None, args.get("confirm") is True)

    def _discard_declare(self, seat: int, args: dict) -> None:
        self.declare(seat, self._card_arg(seat, args), args.get("confirm") is True)

    def _arrange(self, seat: int, args: dict) -> None:
        match = self._match()
        suggestion = match.arrange(seat)[1]
        if suggestion.discard is not None:
            card = self.coached_discard(seat)
            if card is not None:
                suggestion.discard = Card(card)
        discard = suggestion.discard
        if discard is not None:
            self.selected[seat] = discard.id
        self.messages[seat] = text.arranged_message(suggestion, match.rules.scored())

    def coached_discard(self, seat: int) -> "int | None":
        """The card the coach would throw, where the coach speaks (the worker's tables
        with bots): None here, where Arrange suggests the fewest points held."""
        return None

    def _drop(self, seat: int, args: dict) -> None:
        points = self._match().drop(seat)["points"]
        self.messages[seat] = text.dropped(points)
        self.selected.pop(seat, None)

    def _next_deal(self, seat: int, args: dict) -> None:
        self._match().next_deal(seat)
        self.deals_started += 1
        self.selected = {}
        self.messages = {}

    def _auto_drop(self, seat: int, args: dict) -> None:
        """Ask to drop when the seat's next turn comes (``on``: true), or take it back."""
        on = args.get("on")
        if on is not True and on is not False:
            raise IllegalAction("bad_request", message("refusal-auto-drop-on",
                                                        value=show_value(on)))
        self._match().auto_drop(seat, on)

    def _review(self, seat: int, args: dict) -> None:
        self.reviews[seat] = self.review(seat, args.get("deal"))

    # -- the moves no seat asked for just now ---------------------------------------------

    def play_auto_drop(self, seat: int) -> None:
        """The drop ``seat`` asked for, now that its turn has come (Match.auto_drop_due):
        an ordinary drop, by the seat's auto-drop."""
        points = self._match().act(seat, Decision.drop(), AUTO_DROP)["points"]
        self.messages[seat] = text.auto_dropped(points)
        self.selected.pop(seat, None)

    def clocked(self, records: list) -> None:
        """The clock has just played ``records`` (the deal's latest) for a seat whose
        time was up: their seat is told what was played for it."""
        seat = records[-1]["who"]
        self.messages[seat] = text.clock_move(self._match().deal, seat, True, self._clocked)

    def _clocked(self, record: dict) -> bool:
        """Whether the clock played this record of the deal being played."""
        return self._match().moved_by(record) == CLOCK

    def declare(self, seat: int, card: "int | None", confirmed: bool) -> None:
        """Declare; where a wrong declaration costs points, an incomplete hand is
        declared only when the request confirms it (the refusal says what it costs)."""
        match = self._match()
        verdict = match.deal.verify_declare(seat, card)
        if not verdict.valid and not confirmed:
            raise IllegalAction("confirm_declaration", text.confirm_declaration(
                verdict, match.rules.points_cap))
        record = match.declare(seat, card)
        self.selected.pop(seat, None)
        self.messages[seat] = text.declared_wrongly(record["points"]) if record.get(
            "valid") is False else ""

    def review(self, seat: int, number: object) -> dict:
        """The review of a finished deal of the match from ``seat`` (:func:`reviewed`)."""
        if number is not None and (not isinstance(number, int) or isinstance(number, bool)):
            raise IllegalAction("bad_request", message("refusal-deal-number",
                                                        value=show_value(number)))
        return reviewed(self._match(), seat, number)

    def _match(self) -> Match:
        assert self.match is not None
        return self.match

    def _cards_arg(self, seat: int, args: dict) -> "int | list":
        """A move's cards: the list ``cards``, else the one ``card`` (or the selected one)."""
        if "cards" in args:
            self._match().deal.verify_tray_action(seat)
            cards = args["cards"]
            if not isinstance(cards, list):
                raise IllegalAction("bad_request", message("refusal-cards-list"))
            return cards
        return self._card_arg(seat, args, False)

    def _card_arg(self, seat: int, args: dict, on_turn: bool = True) -> int:
        deal = self._match().deal
        card = args.get("card", self.selected.get(seat))
        # A late click after the deal (or out of turn) hears that first, not about its card.
        if on_turn:
            deal.verify_on_turn(seat)
        else:
            deal.verify_tray_action(seat)
        if card is None:
            raise IllegalAction("no_card", message("refusal-select-card"))
        return deal.find_card(seat, card).id

    # -- the view ---------------------------------------------------------------------------

    def view(self, seat: int) -> dict:
        match = self._match()
        trays = view.tray_views(match.deal, seat, self._trays.setdefault(seat, {}))
        shown = view.build(match, seat, self.local, self.deals_started, self.selected.get(seat),
                           self.messages.get(seat, ""), trays)
        shown["complete"] = self.complete(seat, shown["distance"])
        # Hints, kept reviews, deals played on, puzzles and the page's clock are the worker's
        # (null where never given: partner play's page shows no Hint).
        shown["hint"] = None
        shown["kept_review"] = None
        shown["branch"] = None
        shown["puzzle"] = None
        shown["clock"] = None
        shown["controls"]["hint"] = None
        shown["review"] = self.reviews.pop(seat, None)
        shown["controls"]["review"] = match.deal.result is not None
        deal = match.deal
        # Only the seat itself hears of its auto-drop: the others see the drop when it comes.
        shown["controls"]["auto_drop"] = match.can_auto_drop(seat)
        shown["auto_drop"] = {"cost": deal.drop_cost(seat), "text": text.auto_drop_set(
            deal.drop_cost(seat))} if seat in match.auto_drops else None
        if match.clock is not None:  # the clock may have played a seat's latest turn
            for row in shown["seats"]:
                s = row["seat"]
                words = text.clock_move(deal, s, s == seat, self._clocked,
                                        text.seat_name(match, s))
                if words:
                    row["last_move"] = words
        return shown

    def complete(self, seat: int, distance: "int | None") -> "bool | None":
        """Where a wrong declaration costs points, on the seat's turn: does its hand make
        a declaration now (distance 0: with 14 cards, after some final discard it may
        make)? None elsewhere: there a declaration is checked before it is taken, at
        no cost."""
        match = self._match()
        deal = match.deal
        if (match.rules.invalid_declaration != INVALID_PENALTY or deal.result is not None
                or deal.turn != seat or deal.states[seat] != PLAYING):
            return None
        return distance == 0


def reviewed(match: Match, seat: int, number: "int | None") -> dict:
    """The review of a finished deal of ``match`` from ``seat`` (``protocol/review.py``);
    ``cards`` holds the view of each card it names by id (once, however often the turns
    show it)."""
    from . import review  # with the bots' code, loaded when first needed
    found = review.review(match, seat, number)
    wild = found.pop("wild_rank")
    named: list = []
    for turn in found["turns"]:
        named.extend(turn["hand"] + ([turn["top"]] if turn["top"] is not None else []))
        for hand in turn["hands"]:
            named.extend(hand["cards"])
        for step in turn["steps"]:
            named.extend(step["hand"])
    for thrown in found["discards"]:
        named.extend([entry["card"] for entry in thrown["discards"]])
    found["cards"] = dict([(str(c), view.card_view(Card(c), wild)) for c in named])
    return found


def request_args(request: dict) -> dict:
    """A request's ``args``: an object, or {} when left out."""
    args = request.get("args")
    if args is None:
        return {}
    if not isinstance(args, dict):
        raise IllegalAction("bad_request", message("refusal-request-args"))
    return args


def _parse(raw: object) -> object:
    try:
        return read_json(raw)
    except JsonError as error:
        raise IllegalAction("bad_request", message("refusal-json",
                                                    reason=str(error)))
