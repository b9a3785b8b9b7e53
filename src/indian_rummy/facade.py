"""The one door between the browser and the engine: JSON request in, JSON reply out.

The worker calls :func:`handle` with a request string and posts back the reply
string. Each reply carries the new **view**: everything the table shows and
nothing hidden (never Mira's cards or the stock order before a reveal). See
``docs/protocol.md``.

>>> session = Session()
>>> reply = session.handle('{"id": 1, "type": "new_game", "args": {"seed": 17, "guided": true}}')
>>> reply.startswith('{"id":1,"ok":true,')
True
>>> '"status":"YOUR TURN · DRAW"' in reply
True
"""

import json

from .canon import dumps
from .cards import (
    JOKER,
    RANK_CODES,
    RANK_PLURALS,
    SUIT_CODES,
    SUIT_NAMES,
    Card,
    is_wild,
    rank_code,
)
from .game import DISCARD, DRAW, MIRA, OVER, PLAYER, IllegalAction, Table, check_seed, show_value
from .groups import Group, classify
from .mira import play_turn
from .rules import PRACTICE

TITLE_PLAYER_WINS = "Every card, in its place."
TITLE_MIRA_WINS = "Mira has found her hand."
TITLE_DRAW = "The stock is empty: a draw."


class Session:
    """One page session: the current deal, the selection and the latest messages."""

    def __init__(self) -> None:
        self.table: Table | None = None
        self.seed = 0
        self.deal = 0
        self.selected: int | None = None
        self.message = ""
        self.mira_message = ""

    # -- the protocol -------------------------------------------------------------

    def handle(self, text: str) -> str:
        """Answer one JSON request with one canonical JSON reply."""
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
            self.dispatch(request.get("type"), args)
        except IllegalAction as error:
            return dumps({"id": request_id, "ok": False,
                          "error": {"code": error.code, "message": _sentence(error.message)},
                          "result": self.view()})
        return dumps({"id": request_id, "ok": True, "result": self.view()})

    def dispatch(self, kind: object, args: dict) -> None:
        if kind == "new_game":
            seed = args.get("seed")
            self.start(check_seed(seed), args.get("guided") is True)
            return
        if kind == "view":
            return
        table = self.table
        if table is None:
            if kind in _KINDS:
                raise IllegalAction("wrong_phase", "no deal yet: start a new game first")
            raise IllegalAction("bad_request", "unknown request type: %s" % show_value(kind))
        if kind == "new_deal":
            self.start(self.seed + 1 if self.seed < _MAX_SEED else 1, False)
        elif kind == "draw":
            self.draw(table, args.get("source"))
        elif kind == "select":
            self.select(table, args.get("card"))
        elif kind == "move":
            card = self._card_arg(table, args)
            table.move(card, args.get("tray"))
        elif kind == "discard":
            card = self._card_arg(table, args)
            table.discard(card)
            self.message = "You discarded %s." % Card(card).label()
            self.selected = None
        elif kind == "declare":
            table.declare(None)
            self.message = ""
        elif kind == "discard_declare":
            card = self._card_arg(table, args)
            table.declare(card)
            self.message = ""
        elif kind == "arrange":
            self.arrange(table)
        elif kind == "mira_turn":
            if table.result is not None or table.turn != MIRA:
                raise IllegalAction("wrong_phase", "it is not Mira's turn")
            self.mira_message = play_turn(table, MIRA)
            if table.result is None:
                self.message = ""
        else:
            raise IllegalAction("bad_request", "unknown request type: %s" % show_value(kind))

    # -- intents ------------------------------------------------------------------------

    def start(self, seed: int, guided: bool) -> None:
        self.table = Table.guided_deal(seed) if guided else Table.shuffled_deal(seed, PRACTICE)
        self.seed = seed
        self.deal += 1
        self.selected = None
        self.mira_message = "Mira is ready."
        if guided:
            self.message = ("Guided first deal: tens are wild. Try Declare hand, then draw "
                            "from the closed pile.")
        else:
            self.message = "A new shuffled deal from seed %d." % seed

    def draw(self, table: Table, source: object) -> None:
        table.draw(source)
        card = table.find_card(PLAYER, table.drawn)
        if source == "stock":
            self.message = "You drew %s from the closed pile." % card.label()
        else:
            self.message = ("You took %s from the discard pile; it stays in your hand this "
                            "turn." % card.label())
        self.selected = None

    def select(self, table: Table, card: object) -> None:
        table.verify_tray_action()
        if card is None or card == self.selected:
            self.selected = None
            return
        self.selected = table.find_card(PLAYER, card).id

    def arrange(self, table: Table) -> None:
        discard = table.arrange()
        if discard is not None:
            self.selected = discard.id
            self.message = ("Arranged. %s is selected as the suggested discard." %
                            discard.label())
        else:
            self.message = "Arranged into groups; the loose cards are in the last tray."

    def _card_arg(self, table: Table, args: dict) -> int:
        card = args.get("card", self.selected)
        if card is None:
            table.verify_tray_action()
            raise IllegalAction("no_card", "select a card first")
        return table.find_card(PLAYER, card).id

    # -- the view ---------------------------------------------------------------------------

    def view(self) -> dict:
        table = self.table
        if table is None:
            return {"phase": "idle", "status": "SHUFFLING", "seed": None, "controls": {}}
        result = table.result
        selected = self.selected
        if selected is not None and selected not in [c.id for c in table.player_hand()]:
            selected = None
        mine = table.turn == PLAYER and result is None
        wild = table.wild_rank
        mira: dict = {"count": len(table.mira_hand), "message": self.mira_message, "groups": None}
        view = {
            "seed": self.seed,
            "guided": table.guided,
            "deal": self.deal,
            "phase": _phase(table),
            "status": _status(table),
            "message": self.message,
            "stock_count": len(table.stock),
            "discard_top": _card(table.top_discard(), wild),
            "discard_count": len(table.discard_pile),
            "indicator": _card(table.indicator, wild),
            "wild_rank": rank_code(wild),
            "wild_text": _wild_text(table),
            "mira": mira,
            "trays": [_tray(tray, wild) for tray in table.trays],
            "hand_count": len(table.player_hand()),
            "selected": selected,
            "picked": table.picked if mine else None,
            "drawn": table.drawn if mine else None,
            "controls": {
                "draw_stock": mine and table.phase == DRAW and bool(table.stock),
                "draw_discard": mine and table.phase == DRAW and table.can_draw("discard"),
                # Enabled for the just-picked card too, so the refusal explains itself.
                "discard": mine and table.phase == DISCARD and selected is not None,
                "declare": mine and table.phase == DRAW,
                "discard_declare": mine and table.phase == DISCARD and selected is not None,
                "arrange": mine,
                "move": mine and selected is not None,
                "select": mine,
                "new_deal": True,
            },
            "result": None,
        }
        if result is not None:
            groups = [_group(g, wild) for g in result.groups]
            if result.winner == PLAYER:
                title, text = TITLE_PLAYER_WINS, "You declared a complete hand."
            elif result.winner == MIRA:
                title, text = TITLE_MIRA_WINS, "Mira declared; her groups are shown."
                mira["groups"] = groups
            else:
                title, text = TITLE_DRAW, ("The closed pile ran out before anyone declared, "
                                           "so nobody wins this deal.")
            view["result"] = {"winner": result.winner, "title": title, "text": text,
                              "groups": groups}
        return view


_MAX_SEED = (1 << 53) - 1
_KINDS = ("new_deal", "draw", "select", "move", "discard", "declare", "discard_declare",
          "arrange", "mira_turn")


def _parse(text: object) -> object:
    if not isinstance(text, str):
        raise IllegalAction("bad_request", "a request is JSON text")
    try:
        try:
            # Raw control characters in strings: CPython refuses them unless told not
            # to, MicroPython always accepts them. Accept them on both.
            return json.loads(text, strict=False)
        except TypeError:  # MicroPython's json.loads takes no options
            return json.loads(text)
    except (ValueError, RuntimeError, MemoryError):  # RecursionError is a RuntimeError
        raise IllegalAction("bad_request", "the request is not valid JSON")


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _phase(table: Table) -> str:
    if table.result is not None:
        return OVER
    if table.turn == MIRA:
        return "mira"
    return table.phase


def _status(table: Table) -> str:
    result = table.result
    if result is not None:
        if result.winner == PLAYER:
            return "YOU WIN"
        if result.winner == MIRA:
            return "MIRA WINS"
        return "DRAW · STOCK EMPTY"
    if table.turn == MIRA:
        return "MIRA'S TURN"
    return "YOUR TURN · DRAW" if table.phase == DRAW else "YOUR TURN · DISCARD"


def _wild_text(table: Table) -> str:
    plural = RANK_PLURALS[table.wild_rank - 1]
    if table.indicator.rank == JOKER:
        return "%s are wild (the indicator is a printed joker)" % plural
    return "%s are wild" % plural


def _card(card: "Card | None", wild_rank: int) -> "dict | None":
    if card is None:
        return None
    joker = card.rank == JOKER
    return {"id": card.id, "code": card.code(), "label": card.label(),
            "rank": None if joker else RANK_CODES[card.rank - 1],
            "suit": None if joker else SUIT_CODES[card.suit],
            "suit_name": None if joker else SUIT_NAMES[card.suit],
            "name": card.name(), "wild": is_wild(card, wild_rank), "joker": joker}


def _tray(cards: list, wild_rank: int) -> dict:
    group = classify(cards, wild_rank)
    return {"cards": [_card(c, wild_rank) for c in cards], "label": group.label(),
            "kind": group.kind, "valid": group.kind is not None}


def _group(group: Group, wild_rank: int) -> dict:
    return {"kind": group.kind, "label": group.label(),
            "cards": [_card(c, wild_rank) for c in group.cards]}


_SESSION = Session()


def handle(text: str) -> str:
    """The worker's entry point: one module-wide session per worker."""
    return _SESSION.handle(text)
