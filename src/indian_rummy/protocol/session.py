"""The one door into the engine: JSON request in, JSON reply out, for one seat.

The worker calls :func:`handle` with a request string and posts back the reply
string; the partner server calls :meth:`Session.handle` with the seat of the
person asking. Each reply carries the new **view** for that seat (``view.py``):
everything the table shows and nothing hidden (never another seat's cards or the
stock order, until a deal's end reveals the hands). See ``docs/protocol.md``.

>>> session = Session()
>>> reply = session.handle(0, '{"id": 1, "type": "new_game", "args": {"seed": 17, "guided": true}}')
>>> reply.startswith('{"id":1,"ok":true,')
True
>>> '"status":{"args":{},"id":"status-your-turn-draw"}' in reply
True
"""

try:  # a name for annotations only; MicroPython has no collections.abc
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from ..bots import TABLE_BOTS, bot_named, new_match, play_bot_turn
from ..engine.canon import dumps
from ..engine.cards import Card, RummyError
from ..engine.clock import RESERVE_SECONDS, TURN_SECONDS, play_timeout
from ..engine.deal import (
    DRAW,
    MAX_SEED,
    PLAYER,
    PLAYING,
    Deal,
    IllegalAction,
    allowed,
    check_seed,
    show_value,
)
from ..engine.match import Match
from ..engine.rules import DEAL, INVALID_PENALTY, PRACTICE, profile_named
from . import PROTOCOL, text, view
from .text import message
from .wire import JsonError, read_json

__all__ = ["PROTOCOL", "REQUESTS", "Session", "handle", "kept"]

# The requests with which a seat ends its own turn: its timeouts in a row are over.
_ENDS_OWN_TURN = ("discard", "drop", "declare", "discard_declare")


class Session:
    """A table session: the match, and for each seat its selection and latest message.

    A *local* session (the browser's worker) starts matches itself and plays the
    bots' turns when asked; a served session is given its match by the server and
    answers each person for their own seat.
    """

    def __init__(self, match: "Match | None" = None, local: bool = True) -> None:
        self.match = match
        self.local = local
        self.deals_started = 0 if match is None else 1  # in this session
        self.selected: dict = {}
        self.messages: dict = {}
        self.hints: dict = {}  # per seat: the coach's hint, until someone's turn moves on
        self.reviews: dict = {}  # per seat: the review it asked for, in the next view only
        self.kept_reviews: dict = {}  # per seat: the review of a kept match, likewise
        # Per seat: each tray as the view shows it, by its wild rank and card ids. A
        # seat's trays stay as they are while the others move, one changes at a time
        # when it moves, and classifying them is the dearest part of a view.
        self._trays: dict = {}
        # The seats that asked to drop when their next turn comes (this deal only),
        # told to nobody else; see auto_drop_due.
        self.auto_drops: set = set()
        # A local table's turn clock ({"turn": S, "reserve": R}, timed by the page) and
        # each seat's timeouts in a row; a served match's clock is the server's.
        self.clock: dict | None = None
        self.timeouts: dict = {}
        # The records the clock played, as (deal number, the deal's record n): their
        # seat's last move is told as the clock's.
        self.clock_moves: set = set()
        # What the device was last given of its copy of the match (see to_keep): the
        # match and how many of its log records.
        self._kept: tuple | None = None

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
            args = request.get("args")
            if args is None:
                args = {}
            if not isinstance(args, dict):
                raise IllegalAction("bad_request", message("refusal-request-args"))
            self.dispatch(seat, request.get("type"), args)
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
            self.hints = {}
            raise IllegalAction("bad_request", message("refusal-request-type",
                                                        value=show_value(kind)))
        if not request.arranges:
            self.hints = {}
        if request.needs_match and self.match is None:
            raise IllegalAction("wrong_phase", message("refusal-no-deal-yet"))
        request.handler(self, seat, args)
        if kind in _ENDS_OWN_TURN:
            self.timeouts.pop(seat, None)
        if self.local:  # a served match's are the server's own moves (server/commit.py)
            due = self.auto_drop_due()
            while due is not None:
                self.play_auto_drop(due)
                due = self.auto_drop_due()
        deal = self.deal
        if deal is not None and deal.result is not None and seat in self.selected:
            self.selected.pop(seat)

    # -- requests: each takes the asking seat and the request's args ----------------------

    def _view(self, seat: int, args: dict) -> None:
        return

    def _new_game(self, seat: int, args: dict) -> None:
        if not self.local:
            raise IllegalAction("bad_request", message("refusal-served-match"))
        seats = args.get("seats")
        if seats is None and "players" in args:
            seats = _bot_seats(args.get("players"), args.get("bot"))
        clock = _clock_arg(args.get("clock"))
        self.start(check_seed(args.get("seed")), args.get("guided") is True,
                   args.get("profile", PRACTICE.name), args.get("format", DEAL.name), seats)
        self.clock = clock
        self.timeouts = {}

    def _resume(self, seat: int, args: dict) -> None:
        """The match the device kept (docs/protocol.md, "Kept on the device") again, just
        where it was: its log replayed. Nothing changes unless all of it is good."""
        if not self.local:
            raise IllegalAction("bad_request", message("refusal-served-match"))
        options = args.get("options")
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise IllegalAction("bad_request", message("refusal-kept-options"))
        clock = _clock_arg(options.get("clock"))
        data = args.get("match")
        if isinstance(data, dict) and data.get("secret") is not None:
            raise IllegalAction("bad_request", message("refusal-resume-served"))
        try:
            match = Match.load(data)
        except RummyError as error:
            raise IllegalAction("bad_request", message("refusal-kept-replay",
                                                        reason=_reason(error)))
        if not match.rules.scored():
            raise IllegalAction("bad_request", message("refusal-practice-not-kept"))
        _check_seats(match)
        if match.over:
            raise IllegalAction("bad_request", message("refusal-kept-over"))
        self.match = match
        self.deals_started = match.number
        self.selected = {}
        self.hints = {}
        self.auto_drops = set()
        self.clock_moves = set()
        self.clock = clock
        self.timeouts = {}
        self.messages = {PLAYER: text.resumed(match)}

    def _new_deal(self, seat: int, args: dict) -> None:
        if not self.local:
            raise IllegalAction("bad_request", message("refusal-new-served"))
        self.restart()

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
        if suggestion.discard is not None and self._coached():
            # One voice: at a table with bots the card suggested is the coach's (fewest
            # points expected from here); partner play keeps the fewest points held.
            from ..bots import coach  # with the bots' code, loaded when first needed
            card = coach.hint(match.deal, seat, match.totals[seat])["card"]
            if card is not None:
                suggestion.discard = Card(card)
        discard = suggestion.discard
        if discard is not None:
            self.selected[seat] = discard.id
        self.messages[seat] = text.arranged_message(suggestion, match.rules.scored())

    def _drop(self, seat: int, args: dict) -> None:
        points = self._match().drop(seat)["points"]
        self.messages[seat] = text.dropped(points)
        self.selected.pop(seat, None)

    def _next_deal(self, seat: int, args: dict) -> None:
        self._match().next_deal(seat)
        self.deals_started += 1
        self.selected = {}
        self.messages = {}
        self.auto_drops = set()

    def _auto_drop(self, seat: int, args: dict) -> None:
        """Ask to drop when the seat's next turn comes (``on``: true), or take it back."""
        on = args.get("on")
        if on is not True and on is not False:
            raise IllegalAction("bad_request", message("refusal-auto-drop-on",
                                                        value=show_value(on)))
        if on:
            self.verify_auto_drop(seat)
            self.auto_drops.add(seat)
        elif seat in self.auto_drops:
            self.auto_drops.remove(seat)

    def _timeout(self, seat: int, args: dict) -> None:
        """The page's turn clock ran out on the seat's turn: the clock plays it
        (engine/clock.py). Only at a local table with a clock, on the seat's turn."""
        match = self._match()
        if not self.local or self.clock is None:
            raise IllegalAction("bad_request", message("refusal-no-clock"))
        match.deal.verify_on_turn(seat)
        if match.deal.states[seat] != PLAYING:
            raise IllegalAction("not_playing", message("refusal-out-of-deal"))
        timeouts = self.timeouts.get(seat, 0)
        self.clocked(play_timeout(match, seat, timeouts))
        self.timeouts[seat] = timeouts + 1
        self.selected.pop(seat, None)

    def _bot_turn(self, seat: int, args: dict) -> None:
        """The bot whose turn it is plays its whole turn (local sessions only)."""
        match = self._match()
        deal = match.deal
        bot = match.seats[deal.turn].bot if deal.result is None else None
        if not self.local or bot is None:
            raise IllegalAction("wrong_phase", message("refusal-not-bot-turn"))
        play_bot_turn(match, deal.turn)
        # A seat that dropped or declared wrongly keeps its message (what it cost)
        # while the others play on, and so does one whose turn the clock played (what
        # it threw), until the seat plays again.
        if (deal.result is None and PLAYER in self.messages and deal.states[PLAYER] == PLAYING
                and not self.timeouts.get(PLAYER)):
            self.messages[PLAYER] = ""

    def _coached(self) -> bool:
        """Whether the coach speaks at this table: a local one with bots."""
        return self.local and any([s.bot is not None for s in self._match().seats])

    def _hint(self, seat: int, args: dict) -> None:
        """The coach's choice for the seat's step (tables with bots only: a hint helps one
        side of a game between people)."""
        if not self.local:
            raise IllegalAction("bad_request", message("refusal-no-hints"))
        match = self._match()
        match.deal.verify_on_turn(seat)
        from ..bots import coach  # with the bots' code, loaded when first needed
        self.hints[seat] = coach.hint(match.deal, seat, match.totals[seat])

    def _review(self, seat: int, args: dict) -> None:
        self.reviews[seat] = self.review(seat, args.get("deal"))

    def _review_kept(self, seat: int, args: dict) -> None:
        """The review of a deal of a match this device kept (its export), beside the
        match being played, which stays as it is (local sessions only: what the
        device keeps never leaves it)."""
        if not self.local:
            raise IllegalAction("bad_request", message("refusal-review-kept-served"))
        self.kept_reviews[seat] = review_kept(args.get("match"), args.get("deal"),
                                              args.get("seat"))

    # -- intents ------------------------------------------------------------------------

    def start(self, seed: int, guided: bool, profile: object, match_format: object,
              seats: object) -> None:
        try:
            if seats is None:
                # The table's own bot opposite the player, else its bots in turn.
                rules = profile_named(profile)
                seats = [{"name": "You"}, {"bot": rules.bot}] if rules.bot else _bot_seats(
                    rules.min_players)
            match = new_match(profile, match_format, seats, seed, guided)
        except IllegalAction:
            raise
        except RummyError as error:
            raise IllegalAction("bad_request", message(
                "refusal-rules", reason=text.sentence(str(error))))
        _check_seats(match)
        self.match = match
        self.deals_started += 1
        self.selected = {}
        self.auto_drops = set()
        self.clock_moves = set()
        self.messages = {PLAYER: text.GUIDED_START if guided else text.shuffled_start(seed)}

    def restart(self) -> None:
        """The same table again with the next seed (a new shuffled deal at practice)."""
        match = self.match
        assert match is not None
        seed = match.seed + 1 if match.seed < MAX_SEED else 1
        self.start(seed, False, match.rules.name, match.format.name,
                   [s.as_dict() for s in match.seats])
        self.timeouts = {}

    # -- auto-drop and the clock -------------------------------------------------------

    def verify_auto_drop(self, seat: int) -> None:
        """May ``seat`` ask to drop when its next turn comes? Where the table has drops,
        while it plays the deal and the turn is another seat's (on its own turn it drops
        now, before drawing, or not at all)."""
        match = self._match()
        deal = match.deal
        deal.check_seat(seat)
        if not match.rules.drops:
            raise IllegalAction("no_drops", message("refusal-no-drops"))
        if deal.result is not None:
            raise IllegalAction("game_over", message("refusal-deal-over"))
        if deal.states[seat] != PLAYING:
            raise IllegalAction("not_playing", message("refusal-out-of-deal"))
        if deal.turn == seat:
            if deal.phase == DRAW:
                raise IllegalAction("wrong_phase", message("refusal-auto-drop-own-turn"))
            raise IllegalAction("wrong_phase", message("refusal-auto-drop-drawn"))

    def auto_drop_due(self) -> "int | None":
        """The seat whose turn has just come and who asked to drop then, if any."""
        deal = self.deal
        if deal is None or deal.result is not None or deal.phase != DRAW:
            return None
        seat = deal.turn
        return seat if seat in self.auto_drops and deal.states[seat] == PLAYING else None

    def play_auto_drop(self, seat: int) -> None:
        """The drop ``seat`` asked for, now that its turn has come: an ordinary drop."""
        self.auto_drops.discard(seat)
        points = self._match().drop(seat)["points"]
        self.messages[seat] = text.auto_dropped(points)
        self.selected.pop(seat, None)

    def clocked(self, records: list) -> None:
        """The clock has just played ``records`` (the deal's latest) for a seat whose
        time was up: their seat is told what was played for it."""
        match = self._match()
        last = len(match.deal.log)
        for k in range(len(records)):
            self.clock_moves.add((match.number, last - len(records) + 1 + k))
        seat = records[-1]["who"]
        self.messages[seat] = text.clock_move(match.deal, seat, True, self._clocked)

    def _clocked(self, record: dict) -> bool:
        """Whether the clock played this record of the deal being played."""
        return (self._match().number, record["n"]) in self.clock_moves

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

    def to_keep(self) -> "dict | None":
        """What the device adds to its copy of the match since it was last asked: None
        if nothing (or the table is not kept: practice, a served match), else
        ``{"new": B, "from": N, "log": [the records from N on], "match": config,
        "options", "finished": deals finished, "over"}``; ``new`` starts a new copy (a
        new match, or one just resumed). Only new records are copied: a long match's
        whole log, every move, would cost the worker more than the move."""
        match = self.match
        if match is None or not self.local or not match.rules.scored():
            return None
        kept = self._kept
        new = kept is None or kept[0] is not match
        start = 0 if kept is None or new else kept[1]
        if not new and start == len(match.log):
            return None
        self._kept = (match, len(match.log))
        return {"new": new, "from": start, "log": [dict(r) for r in match.log[start:]],
                "match": match.config(), "finished": len(match.results), "over": match.over,
                "options": {"clock": None if self.clock is None else {
                    "turn": self.clock["turn"]}}}

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
        match = self.match
        if match is None:
            idle = view.idle()
            # The turn clocks a new table may have (new_game's ``clock``).
            idle["clocks"] = {"turn": list(TURN_SECONDS), "reserve": RESERVE_SECONDS}
            idle["kept_review"] = self.kept_reviews.pop(seat, None)
            return idle
        trays = view.tray_views(match.deal, seat, self._trays.setdefault(seat, {}))
        shown = view.build(match, seat, self.local, self.deals_started, self.selected.get(seat),
                           self.messages.get(seat, ""), trays)
        shown["complete"] = self.complete(seat, shown["distance"])
        shown["hint"] = self.hints.get(seat)
        shown["review"] = self.reviews.pop(seat, None)
        shown["kept_review"] = self.kept_reviews.pop(seat, None)
        # null where hints are never given (partner play), so the page shows no Hint.
        shown["controls"]["hint"] = shown["phase"] in ("draw", "discard") if self.local else None
        shown["controls"]["review"] = match.deal.result is not None
        deal = match.deal
        # Only the seat itself hears of its auto-drop: the others see the drop when it comes.
        shown["controls"]["auto_drop"] = allowed(self.verify_auto_drop, seat)
        shown["auto_drop"] = {"cost": deal.drop_cost(seat), "text": text.auto_drop_set(
            deal.drop_cost(seat))} if seat in self.auto_drops else None
        shown["clock"] = None if self.clock is None else {
            "turn": self.clock["turn"], "reserve": self.clock["reserve"],
            "timeouts": self.timeouts.get(seat, 0)}
        if self.clock_moves:
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


class Request:
    """A request the session answers: its ``handler`` (a Session method taking the seat
    and the args); whether it only ``arranges`` (it leaves every seat's turn as it was,
    so a hint asked for still holds); whether it ``needs_match``; whether it is ``slow``
    (the server answers it off its event loop, the page waits longer for it)."""

    __slots__ = ("name", "handler", "arranges", "needs_match", "slow")

    def __init__(self, name: str, handler: "Callable[[Session, int, dict], None]",
                 arranges: bool = False, needs_match: bool = True, slow: bool = False) -> None:
        self.name = name
        self.handler = handler
        self.arranges = arranges
        self.needs_match = needs_match
        self.slow = slow

    def __repr__(self) -> str:
        return "Request(%r)" % self.name


# Every request the session answers, in the order docs/protocol.md lists them.
REQUEST_ORDER = (
    Request("view", Session._view, arranges=True, needs_match=False),
    Request("new_game", Session._new_game, needs_match=False),
    Request("resume", Session._resume, needs_match=False),
    Request("new_deal", Session._new_deal),
    Request("new_match", Session._new_deal),
    Request("draw", Session._draw),
    Request("select", Session._select, arranges=True),
    Request("move", Session._move, arranges=True),
    Request("group", Session._group, arranges=True),
    Request("sort", Session._sort, arranges=True),
    Request("discard", Session._discard),
    Request("declare", Session._declare),
    Request("discard_declare", Session._discard_declare),
    Request("arrange", Session._arrange, arranges=True),
    Request("drop", Session._drop),
    Request("next_deal", Session._next_deal),
    Request("bot_turn", Session._bot_turn),
    Request("hint", Session._hint, arranges=True),
    Request("auto_drop", Session._auto_drop, arranges=True),
    Request("timeout", Session._timeout),
    Request("review", Session._review, arranges=True, slow=True),
    Request("review_kept", Session._review_kept, arranges=True, needs_match=False, slow=True),
)
REQUESTS = dict([(r.name, r) for r in REQUEST_ORDER])


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
    found["cards"] = dict([(str(c), view.card_view(Card(c), wild)) for c in named])
    return found


def review_kept(data: object, number: object, seat: object) -> dict:
    """The review of deal ``number`` (default: the latest that is over) of a kept match
    (``data``: Match.export's), from ``seat`` (default: the first person's), with what a
    kept game records of it:
    ``result`` (the seat's ``outcome`` and ``points``, the ``winner``'s name or null),
    ``marks`` (its ``blunders``, ``mistakes``, ``inaccuracies`` and points lost,
    ``loss``) and ``log_end`` (how many records of the export's log reach the deal's
    end). A match that does not replay, or a deal of it that is not over, is refused.

    >>> try:
    ...     review_kept({"profile": "twine", "format": "pool101", "seed": 5,
    ...                  "seats": [{"name": "You"}, {"name": "Kiran", "bot": "kiran"}]}, 1, None)
    ... except IllegalAction as error:
    ...     error.message
    {'id': 'refusal-kept-deal', 'args': {'value': '1'}}
    """
    if not isinstance(data, dict):
        raise IllegalAction("bad_request", message("refusal-kept-export",
                                                    value=show_value(data)))
    if number is not None and (not _whole(number) or number < 1):  # type: ignore[operator]
        raise IllegalAction("bad_request", message("refusal-deal-number",
                                                    value=show_value(number)))
    try:
        match = Match.load(data)
    except IllegalAction as error:
        raise IllegalAction("bad_request", message("refusal-review-kept-replay",
                                                    reason=error.message))
    except RummyError as error:
        raise IllegalAction("bad_request", message("refusal-kept-unreadable",
                                                    reason=_reason(error)))
    if number is None:  # the latest deal over: the one on the table, else the one before
        number = match.number if match.deal.result is not None else match.number - 1
    # The export's records up to the deal's end: those of the deals before it, and its own
    # but the next_deal that follows it.
    end = len([r for r in match.log if r["deal"] < number or (
        r["deal"] == number and r["action"] != "next_deal")])
    kept = dict(data)
    kept["log"] = data.get("log", [])[:end]
    finished = Match.load(kept) if end < len(match.log) else match
    result = finished.deal.result
    if finished.number != number or result is None:
        raise IllegalAction("bad_request", message("refusal-kept-deal", value=show_value(number))
                            if number else message("refusal-kept-no-deal"))
    if seat is None:
        people = [k for k in range(len(finished.seats)) if finished.seats[k].bot is None]
        seat = people[0] if people else 0
    found = reviewed(finished, seat, number)  # type: ignore[arg-type]
    row = [r for r in result.scores if r.seat == seat][0]
    found["result"] = {"outcome": row.outcome, "points": row.score.points,
                       "winner": None if result.winner is None else finished.seats[
                           result.winner].name}
    counts = found["counts"]
    found["marks"] = {"blunders": counts["blunder"], "mistakes": counts["mistake"],
                      "inaccuracies": counts["inaccuracy"],
                      "loss": sum([t["loss"] for t in found["turns"]])}
    found["log_end"] = end
    return found


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _bot_seats(players: object, bot: object = None) -> list:
    """You and ``players - 1`` bots: ``bot`` in every seat, or the tables' bots in turn
    (Mira, then Kiran, ...)."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise IllegalAction("bad_request", message("refusal-players",
                                                    value=show_value(players)))
    keys = list(TABLE_BOTS) if bot is None else [bot_named(bot).key]
    return [{"name": "You"}] + [{"bot": keys[k % len(keys)]} for k in range(players - 1)]


def _check_seats(match: Match) -> None:
    """A local table: the player's seat first, and a bot of the registry in each other."""
    for seat in range(len(match.seats)):
        bot = match.seats[seat].bot
        if seat != PLAYER and bot is None:
            raise IllegalAction("bad_request", message("refusal-seats-bots"))
        if bot is not None:
            bot_named(bot)
    if match.seats[PLAYER].bot is not None:
        raise IllegalAction("bad_request", message("refusal-first-seat"))


def _clock_arg(value: object) -> "dict | None":
    """A new table's turn clock: null (none) or {"turn": S}, S one of TURN_SECONDS, with
    the reserve partner play gives."""
    if value is None:
        return None
    turn = value.get("turn") if isinstance(value, dict) and len(value) == 1 else None
    if turn not in TURN_SECONDS or isinstance(turn, bool):
        raise IllegalAction("bad_request", message("refusal-clock", turns=", ".join(
            [str(t) for t in TURN_SECONDS]), value=show_value(value)))
    return {"turn": turn, "reserve": RESERVE_SECONDS}


def _reason(error: RummyError) -> "dict | str":
    """Why the engine refused, to tell inside another refusal: a refusal's message, else
    the error's own words (a rule's, for developers)."""
    return error.message if isinstance(error, IllegalAction) else str(error)


def _parse(raw: object) -> object:
    try:
        return read_json(raw)
    except JsonError as error:
        raise IllegalAction("bad_request", message("refusal-json",
                                                    reason=str(error)))


_SESSION = Session()


def handle(raw: str) -> str:
    """The worker's entry point: one module-wide session per worker, for the person in
    the first seat (every other seat of a local table is a bot's)."""
    return _SESSION.handle(PLAYER, raw)


def kept() -> str:
    """The worker's question after each reply: what the device adds to its copy of the
    match (:meth:`Session.to_keep`), as canonical JSON, or "" if nothing."""
    found = _SESSION.to_keep()
    return "" if found is None else dumps(found)
