"""The one door into the engine: JSON request in, JSON reply out, for one seat.

The worker calls :func:`handle` with a request string and posts back the reply
string; the partner server calls :meth:`Session.handle` with the seat of the
person asking. Each reply carries the new **view** for that seat: everything
the table shows and nothing hidden (never another seat's cards or the stock
order, until a deal's end reveals the hands). See ``docs/protocol.md``.

>>> session = Session()
>>> reply = session.handle('{"id": 1, "type": "new_game", "args": {"seed": 17, "guided": true}}')
>>> reply.startswith('{"id":1,"ok":true,')
True
>>> '"status":"YOUR TURN · DRAW"' in reply
True
"""

from ..engine.cards import (
    JOKER,
    RANK_CODES,
    RANK_PLURALS,
    SUIT_CODES,
    SUIT_NAMES,
    Card,
    RummyError,
    is_wild,
    rank_code,
)
from ..engine.deal import (
    DECLARED,
    DISCARD,
    DRAW,
    DROPPED,
    KNOCKED_OUT,
    LAST_STANDING,
    MAX_SEED,
    PLAYER,
    PLAYING,
    WON,
    Deal,
    IllegalAction,
    SeatResult,
    check_seed,
    show_value,
)
from ..engine.groups import PURE_RUN, RUN, Group, classify
from ..engine.match import BOT_NAMES, BOTS, Match
from ..engine.rules import FORMATS, PRACTICE, PROFILES
from ..engine.solver import Arrangement, arrange
from .canon import dumps
from .wire import JsonError, read_json

TITLE_PLAYER_WINS = "Every card, in its place."
TITLE_DRAW = "The stock is empty: a draw."

PRACTICE_SEATS = [{"name": "You"}, {"name": "Mira", "bot": "mira"}]


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

    def handle(self, text: "str | bytes", seat: int = PLAYER) -> str:
        """Answer one JSON request (text, or UTF-8 bytes) from ``seat`` with one
        canonical JSON reply."""
        request_id = None
        try:
            request = _parse(text)
            if not isinstance(request, dict):
                raise IllegalAction("bad_request", "a request is a JSON object")
            request_id = request.get("id")
            if request_id is not None and (not isinstance(request_id, int) or isinstance(
                    request_id, bool)):
                request_id = None
                raise IllegalAction("bad_request", "a request id is an integer")
            args = request.get("args")
            if args is None:
                args = {}
            if not isinstance(args, dict):
                raise IllegalAction("bad_request", "args is a JSON object")
            self.dispatch(request.get("type"), args, seat)
        except IllegalAction as error:
            message = self._over_message() if error.code == "game_over" else error.message
            return self.encode({"id": request_id, "ok": False,
                                "error": {"code": error.code, "message": _sentence(message)},
                                "result": self.view(seat)})
        return self.encode({"id": request_id, "ok": True, "result": self.view(seat)})

    def encode(self, reply: dict) -> str:
        """The reply as text; the server swaps in CPython's faster encoder (same bytes)."""
        return dumps(reply)

    def dispatch(self, kind: object, args: dict, seat: int = PLAYER) -> None:
        if kind == "view":
            return
        if kind == "new_game":
            if not self.local:
                raise IllegalAction("bad_request", "this match was made on the server")
            seats = args.get("seats")
            if seats is None and "players" in args:
                seats = _bot_seats(args.get("players"))
            self.start(check_seed(args.get("seed")), args.get("guided") is True,
                       args.get("profile", "practice"), args.get("format", "deal"), seats)
            return
        match = self.match
        if match is None:
            if kind in _KINDS:
                raise IllegalAction("wrong_phase", "no deal yet: start a new game first")
            raise IllegalAction("bad_request", "unknown request type: %s" % show_value(kind))
        table = match.deal
        if kind in ("new_deal", "new_match"):
            if not self.local:
                raise IllegalAction("bad_request", "a new match is made on the server")
            self.restart()
        elif kind == "draw":
            self.draw(seat, args.get("source"))
        elif kind == "select":
            self.select(seat, args.get("card"))
        elif kind == "move":
            match.move(seat, self._card_arg(seat, args), args.get("tray"))
            if table.guided:
                self.messages[seat] = _guided_step(table, seat)
        elif kind == "discard":
            card = self._card_arg(seat, args)
            match.discard(seat, card)
            self.messages[seat] = "You discarded %s." % Card(card).label()
            self.selected.pop(seat, None)
        elif kind == "declare":
            self.declare(seat, None)
        elif kind == "discard_declare":
            self.declare(seat, self._card_arg(seat, args))
        elif kind == "arrange":
            self.arrange(seat)
        elif kind == "drop":
            points = match.drop(seat)["points"]
            self.messages[seat] = "You dropped out of this deal for %d points." % points
            self.selected.pop(seat, None)
        elif kind == "next_deal":
            match.next_deal(seat)
            self.deals_started += 1
            self.selected = {}
            self.messages = {}
        elif kind in ("bot_turn", "mira_turn"):
            self.bot_turn()
        else:
            raise IllegalAction("bad_request", "unknown request type: %s" % show_value(kind))
        if table.result is not None and seat in self.selected:
            self.selected.pop(seat)

    # -- intents ------------------------------------------------------------------------

    def start(self, seed: int, guided: bool, profile: object = "practice",
              match_format: object = "deal", seats: object = None) -> None:
        if seats is None:
            seats = PRACTICE_SEATS if profile == "practice" else [
                {"name": "You"}, {"name": "Mira", "bot": "mira"}]
        try:
            match = Match.new(profile, match_format, seats, seed, guided)
        except IllegalAction:
            raise
        except RummyError as error:
            raise IllegalAction("bad_request", str(error))
        for seat in range(len(match.seats)):
            if seat != PLAYER and match.seats[seat].bot is None:
                raise IllegalAction("bad_request", "at this table every seat but yours is a bot")
        if match.seats[PLAYER].bot is not None:
            raise IllegalAction("bad_request", "the first seat is yours, not a bot's")
        self.match = match
        self.deals_started += 1
        self.selected = {}
        if guided:
            self.messages = {PLAYER: "Guided first deal: tens are wild. Try Declare hand, then "
                             "draw from the closed pile."}
        else:
            self.messages = {PLAYER: "A new shuffled deal from seed %d." % seed}

    def restart(self) -> None:
        """The same table again with the next seed (a new shuffled deal at practice)."""
        match = self.match
        assert match is not None
        seed = match.seed + 1 if match.seed < MAX_SEED else 1
        self.start(seed, False, match.rules.name, match.format.name,
                   [s.as_dict() for s in match.seats])

    def draw(self, seat: int, source: object) -> None:
        match = self._match()
        match.draw(seat, source)
        card = match.deal.find_card(seat, match.deal.drawn)
        if source == "stock":
            self.messages[seat] = "You drew %s from the closed pile." % card.label()
        else:
            self.messages[seat] = ("You took %s from the discard pile; it stays in your hand "
                                   "this turn." % card.label())
        if match.deal.guided:
            self.messages[seat] += " " + _guided_step(match.deal, seat)
        self.selected.pop(seat, None)

    def select(self, seat: int, card: object) -> None:
        table = self._match().deal
        table.verify_tray_action(seat)
        if card is None or card == self.selected.get(seat):
            self.selected.pop(seat, None)
            return
        self.selected[seat] = table.find_card(seat, card).id

    def declare(self, seat: int, card: "int | None") -> None:
        match = self._match()
        record = match.declare(seat, card)
        self.selected.pop(seat, None)
        if record.get("valid") is False:
            self.messages[seat] = ("That hand was not complete: the declaration costs %d "
                                   "points and you are out of this deal." % record["points"])
        else:
            self.messages[seat] = ""

    def arrange(self, seat: int) -> None:
        suggestion = self._match().arrange(seat)[1]
        discard = suggestion.discard
        if discard is not None:
            self.selected[seat] = discard.id
        self.messages[seat] = _arranged_message(suggestion)

    def bot_turn(self) -> None:
        """The bot whose turn it is plays its whole turn (local sessions only)."""
        from ..bots import play_bot_turn
        match = self._match()
        table = match.deal
        bot = match.seats[table.turn].bot if table.result is None else None
        if not self.local or bot is None:
            raise IllegalAction("wrong_phase", "it is not a bot's turn")
        play_bot_turn(match, table.turn)
        # A seat that dropped or declared wrongly keeps its message (what it cost)
        # while the others play on.
        if table.result is None and PLAYER in self.messages and table.states[PLAYER] == PLAYING:
            self.messages[PLAYER] = ""

    def _over_message(self) -> str:
        """What a late click is told: the deal is over, and what can come next."""
        match = self._match()
        if not match.over:
            return "this deal is over: deal the next one to play on"
        if not self.local:
            return "this match is over"
        if match.rules == PRACTICE:
            return "this deal is over: start a new shuffled deal"
        return "this match is over: start a new match"

    def _match(self) -> Match:
        assert self.match is not None
        return self.match

    def _card_arg(self, seat: int, args: dict) -> int:
        table = self._match().deal
        card = args.get("card", self.selected.get(seat))
        # A late click after the deal (or out of turn) hears that first, not about its card.
        table.verify_tray_action(seat)
        if card is None:
            raise IllegalAction("no_card", "select a card first")
        return table.find_card(seat, card).id

    # -- the view ---------------------------------------------------------------------------

    def view(self, seat: int = PLAYER) -> dict:
        match = self.match
        if match is None:
            return {"phase": "idle", "status": "SHUFFLING", "seed": None, "controls": {},
                    "tables": _TABLES, "bots": _BOTS}
        table = match.deal
        result = table.result
        practice = match.rules.name == PRACTICE.name  # names are unique; == compares all
        selected = self.selected.get(seat)
        if selected is not None and selected not in [c.id for c in table.hand_of(seat)]:
            selected = None
        mine = table.turn == seat and result is None and table.states[seat] == PLAYING
        wild = table.wild_rank
        top = table.top_discard()
        view = {
            # A served seat never sees the seed: it would tell the stock's order.
            "seed": match.seed if self.local else None,
            "guided": table.guided,
            "deal": self.deals_started if self.local else match.number,
            "profile": match.rules.name,
            "format": match.format.name,
            "seat": seat,
            "phase": _phase(match, seat),
            "status": _status(match, seat),
            "message": self.messages.get(seat, ""),
            "stock_count": len(table.stock),
            "discard_top": _card(top, wild),
            "discard_count": len(table.discard_pile),
            "indicator": _card(table.indicator, wild),
            "wild_rank": rank_code(wild),
            "wild_text": _wild_text(table),
            "seats": [_seat_view(match, s, seat) for s in range(len(match.seats))],
            "trays": self._tray_views(table, seat),
            "hand_count": len(table.hand_of(seat)),
            "selected": selected,
            "picked": table.picked if mine else None,
            "drawn": table.drawn if mine else None,
            "drop_cost": table.drop_cost(seat) if mine and match.rules.drops else None,
            "drop_reason": _drop_reason(table, seat) if match.rules.drops else None,
            "controls": {
                "draw_stock": mine and table.phase == DRAW and bool(table.stock),
                # Enabled for a wild card the rules keep on the pile, so the refusal
                # explains itself, as for the just-picked card below.
                "draw_discard": mine and table.phase == DRAW and top is not None,
                "discard": mine and table.phase == DISCARD and selected is not None,
                "declare": mine and table.phase == DRAW,
                "discard_declare": mine and table.phase == DISCARD and selected is not None,
                "arrange": mine,
                "move": mine and selected is not None,
                "select": mine,
                "drop": mine and table.phase == DRAW and match.rules.drops,
                "next_deal": match.can_next_deal(seat),
                "new_deal": self.local,
            },
            "result": None if result is None else _result(match, seat),
            "standings": None if practice else _standings(match),
        }
        if practice:
            other = 1 - seat
            mira: dict = {"count": len(table.hand_of(other)),
                          "message": _last_move(table, other) or "%s is ready." % table.names[
                              other],
                          "groups": None}
            if result is not None and result.winner == other:
                mira["groups"] = [_group(g, wild) for g in result.groups]
            view["mira"] = mira
        return view

    def _tray_views(self, table: Deal, seat: int) -> list:
        # Each tray is classified again only when its own cards change: a draw or a
        # discard touches one tray of four.
        wild = table.wild_rank
        cache = self._trays.get(seat)
        if cache is None or len(cache) > 64:
            cache = self._trays[seat] = {}
        views = []
        for tray in table.hands[seat]:
            key = (wild, tuple([c.id for c in tray]))
            found = cache.get(key)
            if found is None:
                found = cache[key] = _tray(tray, wild)
            views.append(found)
        return views


def _bot_seats(players: object) -> list:
    """You and ``players - 1`` bots, taking the engine's bots in turn (Mira, then the next...)."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise IllegalAction("bad_request", "players is a whole number from 2 to 6, not %s" % (
            show_value(players)))
    return [{"name": "You"}] + [{"bot": BOTS[k % len(BOTS)]} for k in range(players - 1)]


def _drop_reason(table: Deal, seat: int) -> "str | None":
    """Why ``seat`` cannot drop now, in words (None when it can)."""
    try:
        table.verify_drop(seat)
    except IllegalAction as error:
        return _sentence(error.message) + "."
    return None


def _catalogue() -> list:
    """Every table the engine offers: seats, formats and drop costs, for choosing one."""
    tables = []
    for name in ("practice", "twine", "classic"):
        rules = PROFILES[name]
        formats = []
        for format_name in rules.format_names():
            found = FORMATS[format_name]
            formats.append({"format": found.name, "title": found.title, "limit": found.limit,
                            "drops": [found.first_drop, found.middle_drop] if rules.drops
                            else None})
        tables.append({"profile": name, "players": [rules.min_players, rules.max_players],
                       "formats": formats,
                       "wild_pickup": rules.may_pick_wild_from_discard,
                       "invalid_declaration": rules.invalid_declaration})
    return tables


_TABLES = _catalogue()
_BOTS = [{"bot": bot, "name": BOT_NAMES[bot]} for bot in BOTS]

_KINDS = ("new_deal", "new_match", "draw", "select", "move", "discard", "declare",
          "discard_declare", "arrange", "drop", "next_deal", "bot_turn", "mira_turn")


def _arranged_message(suggestion: Arrangement) -> str:
    """What Arrange found: a complete hand, or what is missing and what stays loose."""
    discard = suggestion.discard
    if suggestion.complete:
        if discard is not None:
            return "Complete: discard %s and declare." % discard.label()
        return "Complete: declare your hand."
    kinds = [g.kind for g in suggestion.groups]
    missing = []
    runs = kinds.count(PURE_RUN) + kinds.count(RUN)
    if PURE_RUN not in kinds:
        missing.append("a pure run")
        runs += 1  # the pure run still to find is one of the two
    if runs < 2:
        missing.append("a second run")
    loose = len(suggestion.loose)
    text = "Still missing: %s." % " and ".join(missing) if missing else "Both runs are there."
    if loose:
        text += " %d %s loose; as it stands the hand counts %d points." % (
            loose, "card is" if loose == 1 else "cards are", suggestion.points)
    else:
        text += " As it stands the hand counts %d points." % suggestion.points
    if discard is not None:
        text += " Suggested discard: %s (selected)." % discard.label()
    return text


def _guided_step(table: Deal, seat: int) -> str:
    """The guided deal's prompt for its discard step: the move that completes it."""
    suggestion = arrange(table.hand_of(seat), table.wild_rank, table.picked)
    if not suggestion.complete or suggestion.discard is None:
        return "Press Arrange for me to see your groups."
    drawn = table.find_card(seat, table.drawn) if table.drawn is not None else None
    trays = table.hands[seat]
    for group in suggestion.groups:
        if drawn is None or drawn not in group.cards:
            continue
        # The tray that already holds most of the drawn card's group.
        counts = [len([c for c in tray if c in group.cards and c is not drawn])
                  for tray in trays]
        best = counts.index(max(counts))
        if drawn not in trays[best]:
            return "Move %s to tray %d (select it, then → %d), or press Arrange for me." % (
                drawn.label(), best + 1, best + 1)
    return "Now select %s and press Discard & declare." % suggestion.discard.label()


def _parse(text: object) -> object:
    try:
        return read_json(text)
    except JsonError as error:
        raise IllegalAction("bad_request", "the request is not valid JSON: %s" % error)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _phase(match: Match, seat: int) -> str:
    table = match.deal
    if table.result is not None:
        return "over"
    if table.turn == seat and table.states[seat] == PLAYING:
        return table.phase
    if match.seats[table.turn].bot is not None:
        # The page's worker plays a bot's turn when it sees this phase.
        return "mira"
    return "waiting"


def _status(match: Match, seat: int) -> str:
    table = match.deal
    result = table.result
    if result is not None:
        if match.over and match.format.is_pool():
            if match.winner == seat:
                return "YOU WIN THE MATCH"
            return "%s WINS THE MATCH" % _upper_name(match, match.winner)
        if result.winner is None:
            return "DRAW · STOCK EMPTY"
        if result.winner == seat:
            return "YOU WIN"
        return "%s WINS" % _upper_name(match, result.winner)
    if table.states[seat] == DROPPED:
        return "YOU DROPPED · %s'S TURN" % _upper_name(match, table.turn)
    if table.states[seat] == KNOCKED_OUT:
        return "OUT OF THIS DEAL · %s'S TURN" % _upper_name(match, table.turn)
    if table.turn != seat:
        return "%s'S TURN" % _upper_name(match, table.turn)
    return "YOUR TURN · DRAW" if table.phase == DRAW else "YOUR TURN · DISCARD"


def _upper_name(match: Match, seat: "int | None") -> str:
    if seat is None:
        return "NOBODY"
    # ASCII letters only: MicroPython's upper() leaves every other letter as it is.
    return "".join([chr(ord(c) - 32) if "a" <= c <= "z" else c
                    for c in match.seats[seat].name])


def _wild_text(table: Deal) -> str:
    plural = RANK_PLURALS[table.wild_rank - 1]
    if table.indicator.rank == JOKER:
        return "%s are wild (the indicator is a printed joker)" % plural
    return "%s are wild" % plural


def _seat_view(match: Match, s: int, seat: int) -> dict:
    table = match.deal
    return {"seat": s, "name": match.seats[s].name, "bot": match.seats[s].bot,
            "you": s == seat, "count": len(table.hand_of(s)), "state": table.states[s],
            "turn": table.result is None and table.turn == s,
            "dealer": match.dealer == s and match.rules.first_turn != "player",
            "last_move": _last_move(table, s), "brief_move": _brief_move(table, s),
            "total": match.totals[s],
            "eliminated": match.eliminated[s]}


def _last_turn(table: Deal, s: int) -> tuple:
    """The draw and the ending record (discard, declare or drop) of seat ``s``'s latest turn."""
    start = None
    end = None
    for k in range(len(table.log) - 1, -1, -1):
        record = table.log[k]
        if record["who"] != s:
            continue
        action = record["action"]
        if action in ("discard", "declare", "drop") and end is None and start is None:
            end = record
            if action == "drop":
                break
        elif action == "draw":
            start = record
            break
    return start, end


def _last_move(table: Deal, s: int) -> str:
    """What seat ``s`` did on its latest turn of this deal, in words ("" before it plays)."""
    name = table.names[s]
    start, end = _last_turn(table, s)
    if end is not None and end["action"] == "drop":
        return "%s dropped (%d points)." % (name, end["points"])
    if start is None:
        if end is not None and end["action"] == "declare":
            return _declared(name, end, "%s declared" % name)
        return ""
    if start["source"] == "stock":
        opening = "%s drew from the stock" % name
    else:
        opening = "%s took %s from the discard pile" % (name, Card.parse(start["card"]).label())
    if end is None:
        return opening + "."
    if end["action"] == "declare":
        return _declared(name, end, opening + " and declared")
    return opening + " and discarded %s." % Card(end["card"]).label()


def _brief_move(table: Deal, s: int) -> str:
    """The same turn in a few words, for a seat's narrow box ("took 5♦ · threw K♣")."""
    start, end = _last_turn(table, s)
    words = []
    if start is not None:
        words.append("drew" if start["source"] == "stock"
                     else "took %s" % Card.parse(start["card"]).label())
    if end is not None:
        action = end["action"]
        if action == "drop":
            words.append("dropped (%d)" % end["points"])
        elif action == "discard":
            words.append("threw %s" % Card(end["card"]).label())
        elif end.get("valid") is False:
            words.append("wrong declaration (%d)" % end["points"])
        else:
            words.append("declared")
    return _sentence(" · ".join(words))


def _declared(name: str, record: dict, text: str) -> str:
    if record.get("valid") is False:
        return text + " a hand that was not complete (%d points), and is out of this deal." % (
            record["points"])
    return text + "."


def _card(card: "Card | None", wild_rank: int) -> "dict | None":
    if card is None:
        return None
    joker = card.rank == JOKER
    return {"id": card.id, "code": card.code(), "label": card.label(),
            "rank": None if joker else RANK_CODES[card.rank - 1],
            "suit": None if joker else SUIT_CODES[card.suit],
            "suit_name": None if joker else SUIT_NAMES[card.suit],
            "name": card.name(), "wild": is_wild(card, wild_rank), "joker": joker}


def _cards(cards: list, wild_rank: int) -> list:
    return [_card(c, wild_rank) for c in cards]


def _tray(cards: list, wild_rank: int) -> dict:
    group = classify(cards, wild_rank)
    return {"cards": _cards(cards, wild_rank), "label": group.label(),
            "kind": group.kind, "valid": group.kind is not None}


def _group(group: Group, wild_rank: int) -> dict:
    return {"kind": group.kind, "label": group.label(), "cards": _cards(group.cards, wild_rank)}


def _result(match: Match, seat: int) -> dict:
    table = match.deal
    result = table.result
    assert result is not None
    wild = table.wild_rank
    winner = result.winner
    if winner is None:
        title, text = TITLE_DRAW, ("The closed pile ran out before anyone declared, so nobody "
                                   "wins this deal.")
    elif result.how == LAST_STANDING:
        who = "You win" if winner == seat else "%s wins" % match.seats[winner].name
        title = "Everyone else is out." if winner == seat else (
            "%s is the last one in." % match.seats[winner].name)
        text = "%s this deal: every other seat dropped or declared a hand that was not " \
            "complete." % who
    elif winner == seat:
        title, text = TITLE_PLAYER_WINS, "You declared a complete hand."
    else:
        name = match.seats[winner].name
        their = "her" if name == "Mira" else "their"
        title = "%s has found %s hand." % (name, their)
        text = "%s declared; %s groups are shown." % (name, their)
    return {"winner": winner, "you_win": winner == seat, "how": result.how, "title": title,
            "text": text, "groups": [_group(g, wild) for g in result.groups],
            "scores": [_score_row(match, row, seat) for row in result.seats]}


def _score_row(match: Match, row: SeatResult, seat: int) -> dict:
    score = row.score
    if row.outcome == WON:
        note = ("Declared a complete hand." if match.deal.result is not None
                and match.deal.result.how == DECLARED else "Last one in the deal.")
    elif row.outcome == DROPPED:
        note = "Dropped: %d points." % score.points
    elif row.outcome == KNOCKED_OUT:
        note = "Declared a hand that was not complete: the full %d points." % score.points
    elif score.all_counted:
        note = "Every card counts: %s." % score.why
    else:
        note = "Only the cards outside groups count."
    wild = match.deal.wild_rank
    return {"seat": row.seat, "name": match.seats[row.seat].name, "you": row.seat == seat,
            "outcome": row.outcome, "points": score.points, "note": note,
            "groups": [_group(g, wild) for g in score.groups],
            "loose": _cards(score.loose, wild)}


def _standings(match: Match) -> dict:
    rows = [{"seat": s, "name": match.seats[s].name, "total": match.totals[s],
             "out": match.eliminated[s],
             "deals": [r.points_of(s) for r in match.results]}
            for s in range(len(match.seats))]
    return {"format": match.format.name, "title": match.format.title,
            "limit": match.format.limit, "deal": match.number, "rows": rows,
            "over": match.over, "winner": match.winner}


_SESSION = Session()


def handle(text: str) -> str:
    """The worker's entry point: one module-wide session per worker."""
    return _SESSION.handle(text)
