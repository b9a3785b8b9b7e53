"""The session the worker and the server answer through (docs/protocol.md): replies, errors,
the view, privacy, and a fuzz."""

import json
import os
import random
import re
import time

import pytest

from indian_rummy.engine import solver
from indian_rummy.engine.canon import dumps
from indian_rummy.engine.deal import PLAYER, Deal
from indian_rummy.locales import render
from indian_rummy.protocol import session as worker_entry
from indian_rummy.protocol.session import Session
from tables import MIRA_SEAT
from views import view_card_ids


def bot_groups(view: dict) -> "list | None":
    """The bot's groups as a view shows them: in the result, once the bot has won."""
    result = view["result"]
    return result["groups"] if result is not None and result["winner"] == MIRA_SEAT else None


ERROR_CODES = {"bad_request", "not_your_turn", "wrong_phase", "no_card", "just_picked",
               "empty_pile", "declaration_rejected", "game_over", "wild_pickup", "no_drops",
               "not_playing", "match_over", "confirm_declaration"}
CARD_KEYS = {"id", "code", "label", "rank", "suit", "suit_name", "name", "wild", "joker"}
VIEW_KEYS = {"seed", "guided", "deal", "phase", "status", "message", "stock_count",
             "discard_top", "discard_count", "indicator", "wild_rank", "wild_text",
             "trays", "hand_count", "distance", "selected", "picked", "drawn", "controls",
             "result", "profile", "profile_title", "scored", "format", "seat", "seats",
             "drop_cost", "standings", "drop_reason", "complete", "hint", "review", "kept_review",
             "branch", "puzzle", "auto_drop", "clock"}
CONTROL_KEYS = {"draw_stock", "draw_discard", "discard", "declare", "discard_declare",
                "arrange", "move", "select", "new_deal", "drop", "next_deal", "hint",
                "review", "auto_drop", "drop_effect"}
# Every view carries the hand's distance, so each request costs more: 12,000 keeps make
# test inside its budget; RUMMY_FUZZ=N runs more.
FUZZ_REQUESTS = int(os.environ.get("RUMMY_FUZZ", "12000"))
FUZZ_CHUNKS = 4
FUZZ_SEEDS_PER_CHUNK = 10


# -- helpers -----------------------------------------------------------------------------------


def request(kind: str, args: "dict | None" = None, rid: int = 1) -> str:
    body: dict = {"id": rid, "type": kind}
    if args is not None:
        body["args"] = args
    return json.dumps(body)


def send(session: Session, kind: str, args: "dict | None" = None, rid: int = 1) -> dict:
    reply = session.handle(0, request(kind, args, rid))
    return json.loads(reply)


def raw_result(reply: str) -> str:
    """The reply's view, byte for byte (``result`` is the last key of a canonical reply)."""
    return reply[reply.index('"result":') + 9:-1]


def guided() -> Session:
    session = Session()
    reply = send(session, "new_game", {"seed": 17, "guided": True})
    assert reply["ok"]
    return session


def hand_ids(session: Session) -> list:
    assert session.deal is not None
    return [c.id for c in session.deal.hand_of(0)]


def card_id(session: Session, code: str) -> int:
    assert session.deal is not None
    return [c.id for c in session.deal.hand_of(0) if c.code() == code][0]


def hidden_ids(table: Deal) -> set:
    """Mira's cards (until she has won) and the whole stock."""
    hidden = set(c.id for c in table.stock)
    if table.result is None or table.result.winner != MIRA_SEAT:
        hidden |= set(c.id for c in table.hand_of(MIRA_SEAT))
    return hidden


def visible_ids(table: Deal) -> set:
    visible = set(c.id for c in table.hand_of(0)) | {table.indicator.id}
    if table.discard_pile:
        visible.add(table.discard_pile[-1].id)
    if table.result is not None and table.result.winner == MIRA_SEAT:
        visible |= set(c.id for c in table.hand_of(MIRA_SEAT))
    return visible


def assert_private(view: dict, table: "Deal | None") -> None:
    if table is None:
        return
    seen = view_card_ids(view)
    assert not seen & hidden_ids(table), "hidden cards in the view: %r" % (
        seen & hidden_ids(table))
    assert seen <= visible_ids(table)


def assert_table_sound(table: "Deal | None") -> None:
    if table is None:
        return
    places = (table.hand_of(0) + table.hand_of(MIRA_SEAT) + table.discard_pile + table.stock
              + [table.indicator])
    assert len(places) == 106
    assert sorted(c.id for c in places) == list(range(106))
    hand = len(table.hand_of(0))
    assert hand in (13, 14)
    assert (hand == 14) == (table.result is None and table.turn == PLAYER
                            and table.phase == "discard")
    assert len(table.hand_of(MIRA_SEAT)) == 13


def play_guided_win(session: Session) -> list:
    replies = [send(session, "draw", {"source": "stock"})]
    replies.append(send(session, "select", {"card": card_id(session, "2H")}))
    replies.append(send(session, "move", {"tray": 4}))
    replies.append(send(session, "select", {"card": card_id(session, "KC")}))
    replies.append(send(session, "discard_declare"))
    return replies


# -- protocol ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["", "{", "}", "nonsense", '{"id": 1, "type": "view"', "{'id': 1}", "\x00", "[1,", '"',
     "{\"id\": 1, \"type\": \"view\"} trailing"],
)
def test_bad_json_is_a_bad_request_with_the_unchanged_view(text: str) -> None:
    session = guided()
    before = session.handle(0, request("view"))
    reply = session.handle(0, text)
    parsed = json.loads(reply)
    assert parsed["ok"] is False
    assert parsed["error"]["code"] == "bad_request"
    assert parsed["id"] is None
    assert raw_result(reply) == raw_result(before)


@pytest.mark.parametrize("text", ["[]", "[1, 2]", "1", '"view"', "null", "true", "3.5"])
def test_a_request_must_be_a_json_object(text: str) -> None:
    session = guided()
    before = session.handle(0, request("view"))
    reply = session.handle(0, text)
    parsed = json.loads(reply)
    assert parsed["error"]["code"] == "bad_request"
    assert raw_result(reply) == raw_result(before)


@pytest.mark.parametrize("kind", ["fold", "", "VIEW", "Draw", None, 5, ["draw"], {"a": 1}])
def test_unknown_type_is_a_bad_request(kind: object) -> None:
    session = guided()
    before = session.handle(0, request("view"))
    reply = session.handle(0, json.dumps({"id": 4, "type": kind}))
    parsed = json.loads(reply)
    assert parsed == {"id": 4, "ok": False, "error": parsed["error"],
                      "result": json.loads(raw_result(before))}
    assert parsed["error"]["code"] == "bad_request"
    if isinstance(kind, str):
        assert "'%s'" % kind in render(parsed["error"]["message"])


def test_missing_type_is_a_bad_request() -> None:
    session = guided()
    parsed = json.loads(session.handle(0, '{"id": 2}'))
    assert parsed["error"]["code"] == "bad_request"


@pytest.mark.parametrize(
    "kind, args",
    [
        ("draw", {"source": "pile"}),
        ("draw", {"source": None}),
        ("draw", {}),
        ("draw", {"source": 1}),
        ("move", {"card": 15, "tray": 0}),
        ("move", {"card": 15, "tray": 5}),
        ("move", {"card": 15, "tray": "2"}),
        ("move", {"card": 15, "tray": True}),
        ("move", {"card": 15, "tray": 2.0}),
        ("move", {"card": 15}),
        ("move", {"card": "15", "tray": 2}),
        ("move", {"card": 15.0, "tray": 2}),
        ("select", {"card": "15"}),
        ("select", {"card": True}),
        ("select", {"card": [15]}),
        ("new_game", {"seed": 0, "guided": True}),
        ("new_game", {"seed": -3}),
        ("new_game", {"seed": "abc"}),
        ("new_game", {"seed": 2**53}),
        ("new_game", {"seed": 10**40}),
        ("new_game", {"seed": True}),
        ("new_game", {"seed": 5.0}),
        ("new_game", {}),
    ],
)
def test_bad_args_are_bad_requests_with_the_unchanged_view(kind: str, args: dict) -> None:
    session = guided()
    before = session.handle(0, request("view"))
    reply = session.handle(0, request(kind, args, rid=9))
    parsed = json.loads(reply)
    assert parsed["ok"] is False and parsed["id"] == 9
    assert parsed["error"]["code"] == "bad_request"
    assert render(parsed["error"]["message"])[:1].isupper()
    assert raw_result(reply) == raw_result(before)


@pytest.mark.parametrize("args", ["[]", '"x"', "5", "[1]", "true"])
def test_args_must_be_an_object(args: str) -> None:
    session = guided()
    before = session.handle(0, request("view"))
    reply = session.handle(0, '{"id": 3, "type": "draw", "args": %s}' % args)
    assert json.loads(reply)["error"]["code"] == "bad_request"
    assert raw_result(reply) == raw_result(before)


@pytest.mark.parametrize("rid", ['"1"', "1.5", "true", "[]", "{}"])
def test_request_id_must_be_an_integer(rid: str) -> None:
    session = guided()
    parsed = json.loads(session.handle(0, '{"id": %s, "type": "view"}' % rid))
    assert parsed["ok"] is False and parsed["id"] is None
    assert parsed["error"]["code"] == "bad_request"


@pytest.mark.parametrize("rid", [0, 1, -7, 2**53, 10**30])
def test_reply_echoes_the_request_id(rid: int) -> None:
    session = guided()
    assert json.loads(session.handle(0, request("view", rid=rid)))["id"] == rid
    assert json.loads(session.handle(0, '{"type": "view"}'))["id"] is None


def test_replies_are_canonical_json() -> None:
    session = Session()
    replies = [session.handle(0, request("new_game", {"seed": 17, "guided": True}))]
    replies.append(session.handle(0, request("declare")))
    replies.append(session.handle(0, request("draw", {"source": "stock"})))
    replies.append(session.handle(0, request("fold")))
    for reply in replies:
        assert reply == dumps(json.loads(reply))
        assert not reply.startswith("{ ") and '": ' not in reply.replace('\\"', "")
    assert '"label":"2♥"' in replies[2]  # UTF-8 text, not \\u escapes
    ok = json.loads(replies[2])
    assert set(ok) == {"id", "ok", "result"}
    error = json.loads(replies[1])
    assert set(error) == {"id", "ok", "error", "result"}
    assert set(error["error"]) == {"code", "message"}


def test_before_any_game_the_view_is_idle_and_actions_are_refused() -> None:
    session = Session()
    view = send(session, "view")
    assert view["ok"] and view["result"]["phase"] == "idle"
    for kind in ("draw", "discard", "declare", "bot_turn", "new_deal", "arrange", "select"):
        reply = send(session, kind, {"source": "stock"} if kind == "draw" else None)
        assert reply["ok"] is False
        assert reply["error"]["code"] == "wrong_phase"
        assert reply["result"] == view["result"]
    assert send(session, "fold")["error"]["code"] == "bad_request"


def test_module_level_handle_keeps_one_session() -> None:
    reply = json.loads(worker_entry.handle(request("new_game", {"seed": 5, "guided": False})))
    assert reply["ok"] and reply["result"]["seed"] == 5
    again = json.loads(worker_entry.handle(request("view")))
    assert again["result"] == reply["result"]


def test_every_error_reply_carries_the_unchanged_view() -> None:
    session = guided()
    attempts = [
        ("declare", None, "declaration_rejected"),
        ("discard", {"card": 15}, "wrong_phase"),
        ("discard_declare", {"card": 15}, "wrong_phase"),
        ("bot_turn", None, "wrong_phase"),
        ("select", {"card": 104}, "no_card"),
        ("move", {"card": 999, "tray": 1}, "no_card"),
        ("move", {"tray": 1}, "no_card"),
    ]
    for kind, args, code in attempts:
        before = session.handle(0, request("view"))
        reply = session.handle(0, request(kind, args))
        assert json.loads(reply)["error"]["code"] == code, kind
        assert raw_result(reply) == raw_result(before)
    send(session, "draw", {"source": "discard"})
    picked = send(session, "view")["result"]["picked"]
    for kind, args, code in [
        ("discard", {"card": picked}, "just_picked"),
        ("draw", {"source": "stock"}, "wrong_phase"),
        ("discard", None, "no_card"),
        ("declare", None, "declaration_rejected"),
        ("discard_declare", {"card": picked}, "declaration_rejected"),
    ]:
        before = session.handle(0, request("view"))
        reply = session.handle(0, request(kind, args))
        assert json.loads(reply)["error"]["code"] == code, kind
        assert raw_result(reply) == raw_result(before)
    send(session, "discard", {"card": card_id(session, "KC")})
    assert send(session, "view")["result"]["phase"] == "bot"
    # Arranging is allowed on any turn (test_trays.py); playing is not.
    for kind, args in [("draw", {"source": "stock"}), ("discard", {"card": 15})]:
        before = session.handle(0, request("view"))
        reply = session.handle(0, request(kind, args))
        assert json.loads(reply)["error"]["code"] == "not_your_turn", kind
        assert raw_result(reply) == raw_result(before)


def test_game_over_refuses_play_but_allows_a_new_deal() -> None:
    session = guided()
    play_guided_win(session)
    for kind, args in [("draw", {"source": "stock"}), ("declare", None), ("arrange", None),
                       ("discard", {"card": 15}), ("bot_turn", None)]:
        before = session.handle(0, request("view"))
        reply = session.handle(0, request(kind, args))
        assert json.loads(reply)["error"]["code"] in ("game_over", "wrong_phase"), kind
        assert raw_result(reply) == raw_result(before)
    assert json.loads(session.handle(0, request("draw", {"source": "stock"})))["error"][
        "code"] == "game_over"
    reply = send(session, "new_deal")
    assert reply["ok"] and reply["result"]["phase"] == "draw" and reply["result"]["seed"] == 18


def test_empty_discard_pile_is_refused() -> None:
    session = guided()
    assert session.deal is not None
    session.deal.discard_pile[:] = []
    reply = send(session, "draw", {"source": "discard"})
    assert reply["error"]["code"] == "empty_pile"
    assert reply["result"]["discard_top"] is None


# -- the view ----------------------------------------------------------------------------------


def test_guided_view_shows_the_table() -> None:
    session = Session()
    view = send(session, "new_game", {"seed": 17, "guided": True})["result"]
    assert set(view) == VIEW_KEYS
    assert set(view["controls"]) == CONTROL_KEYS
    assert (view["seed"], view["guided"], view["deal"], view["phase"]) == (17, True, 1, "draw")
    assert render(view["status"]) == "YOUR TURN · DRAW"
    assert "Guided first deal" in render(view["message"])
    assert view["stock_count"] == 78 and view["discard_count"] == 1
    assert view["discard_top"]["label"] == "9♦"
    assert view["indicator"]["code"] == "10C" and view["indicator"]["wild"] is True
    assert (view["wild_rank"], render(view["wild_text"])) == ("10", "Tens are wild")
    # The practice table is a two-seat table whose other seat is its bot.
    bot = view["seats"][MIRA_SEAT]
    assert (bot["name"], bot["bot"], bot["count"], bot["last_move"]) == ("Mira", "mira", 13, "")
    assert bot_groups(view) is None
    assert [[c["label"] for c in t["cards"]] for t in view["trays"]] == [
        ["3♥", "4♥", "5♥"], ["7♠", "8♠", "9♠"], ["Q♣", "Q♦", "Q♥"], ["2♣", "2♦", "2♠", "K♣"]]
    assert [t["label"] for t in view["trays"]] == ["Pure run", "Pure run", "Set",
                                                   "Keep arranging"]
    assert [t["kind"] for t in view["trays"]] == ["pure_run", "pure_run", "set", None]
    assert [t["valid"] for t in view["trays"]] == [True, True, True, False]
    assert view["hand_count"] == 13
    assert (view["selected"], view["picked"], view["drawn"], view["result"]) == (None,) * 4
    assert view["controls"] == {"draw_stock": True, "draw_discard": True, "discard": False,
                                "declare": True, "discard_declare": False, "arrange": True,
                                "move": True, "select": True, "new_deal": True, "drop": False,
                                "next_deal": False, "hint": True,
                                "review": False, "auto_drop": False, "drop_effect": None}
    card = view["trays"][3]["cards"][3]
    assert card == {"id": 51, "code": "KC", "label": "K♣", "rank": "K", "suit": "C",
                    "suit_name": "clubs", "name": "king of clubs", "wild": False,
                    "joker": False}


def test_card_views_for_jokers_and_wild_cards() -> None:
    seed = next(s for s in range(1, 500)
                if any(c.is_joker() for c in Deal.shuffled_deal(s).hand_of(0)))
    session = Session()
    view = send(session, "new_game", {"seed": seed, "guided": False})["result"]
    cards = [c for t in view["trays"] for c in t["cards"]]
    assert all(set(c) == CARD_KEYS for c in cards)
    joker = [c for c in cards if c["joker"]][0]
    assert (joker["rank"], joker["suit"], joker["suit_name"], joker["label"], joker["code"],
            joker["wild"], joker["name"]) == (None, None, None, "JK", "JK", True,
                                              "printed joker")
    for card in cards:
        assert card["wild"] == (card["joker"] or card["rank"] == view["wild_rank"])


def test_the_guided_deal_through_the_session_both_paths() -> None:
    session = guided()
    rejected = send(session, "declare")
    assert rejected["error"]["code"] == "declaration_rejected"
    assert "K♣ is unmatched" in render(rejected["error"]["message"])
    replies = play_guided_win(session)
    drawn = replies[0]["result"]
    assert render(drawn["status"]) == "YOUR TURN · DISCARD" and drawn["hand_count"] == 14
    assert drawn["drawn"] == card_id(session, "2H") and drawn["picked"] is None
    assert "2♥" in render(drawn["message"])
    moved = replies[2]["result"]
    assert [c["label"] for c in moved["trays"][3]["cards"]][-1] == "2♥"
    final = replies[-1]["result"]
    assert final["phase"] == "over" and render(final["status"]) == "YOU WIN"
    assert final["result"]["winner"] == PLAYER
    assert render(final["result"]["title"]) == "Every card, in its place."
    assert len(final["result"]["groups"]) >= 3
    assert final["discard_top"]["code"] == "KC"
    assert bot_groups(final) is None
    # The Arrange path.
    session = guided()
    send(session, "draw", {"source": "stock"})
    arranged = send(session, "arrange")["result"]
    assert arranged["selected"] == card_id(session, "KC")
    assert "K♣" in render(arranged["message"])
    assert arranged["controls"]["discard_declare"] is True
    final = send(session, "discard_declare")["result"]
    assert final["result"]["winner"] == PLAYER


def test_picked_card_view_and_controls() -> None:
    session = guided()
    view = send(session, "draw", {"source": "discard"})["result"]
    picked = view["picked"]
    assert picked is not None and view["drawn"] == picked
    assert "discard pile" in render(view["message"])
    view = send(session, "select", {"card": picked})["result"]
    assert view["selected"] == picked
    # Discard stays enabled so that pressing it explains the rule; the engine refuses.
    refused = send(session, "discard")
    assert refused["error"]["code"] == "just_picked"
    assert "discard pile" in render(refused["error"]["message"])
    assert refused["result"] == view
    view = send(session, "select", {"card": picked})["result"]
    assert view["selected"] is None  # selecting the selected card clears it


def test_mira_turn_and_her_message() -> None:
    session = guided()
    send(session, "draw", {"source": "stock"})
    view = send(session, "discard", {"card": card_id(session, "KC")})["result"]
    assert view["phase"] == "bot" and render(view["status"]) == "MIRA'S TURN"
    assert render(view["message"]) == "You discarded K♣."
    # The hand may be arranged on Mira's turn too; nothing else applies.
    arranging = ("new_deal", "arrange", "move", "select")
    assert all(v is False or v is None for k, v in view["controls"].items()
               if k not in arranging)
    assert all(view["controls"][k] for k in arranging)
    view = send(session, "bot_turn")["result"]
    assert view["phase"] == "draw"
    assert render(view["seats"][MIRA_SEAT]["last_move"]).startswith("Mira ")
    assert view["seats"][MIRA_SEAT]["count"] == 13
    assert render(view["seats"][MIRA_SEAT]["last_move"]).endswith(
        view["discard_top"]["label"] + ".")


def _play_out(session: Session, limit: int = 400) -> list:
    """Play to the end: the player draws from the stock and throws back the drawn card.

    Every view is checked for hidden cards against the table as it is at that moment.
    """
    views = []

    def step(kind: str, args: "dict | None" = None) -> dict:
        view = send(session, kind, args)["result"]
        assert_private(view, session.deal)
        views.append(view)
        return view

    for _ in range(limit):
        view = step("view")
        if view["phase"] == "over":
            return views
        if view["phase"] == "bot":
            step("bot_turn")
        elif view["phase"] == "draw":
            step("draw", {"source": "stock"})
        else:
            step("discard", {"card": view["drawn"]})
    raise AssertionError("the deal did not end")


def test_the_view_never_leaks_hidden_cards_in_whole_deals() -> None:
    winners = set()
    for seed in (1, 2, 3, 4, 5, 6):
        session = Session()
        send(session, "new_game", {"seed": seed, "guided": False})
        views = _play_out(session)
        for view in views:
            if view["result"] is None or view["result"]["winner"] != MIRA_SEAT:
                assert bot_groups(view) is None
        final = views[-1]
        table = session.deal
        assert table is not None
        winners.add(final["result"]["winner"])
        if final["result"]["winner"] == MIRA_SEAT:
            assert render(final["status"]) == "MIRA WINS"
            assert render(final["result"]["title"]) == "Mira has found her hand."
            revealed = sorted(c["id"] for g in bot_groups(final) for c in g["cards"])
            assert revealed == sorted(c.id for c in table.hand_of(MIRA_SEAT))
            assert bot_groups(final) == final["result"]["groups"]
    assert MIRA_SEAT in winners


def test_views_during_a_deal_never_show_miras_cards_or_the_stock() -> None:
    session = Session()
    send(session, "new_game", {"seed": 2, "guided": False})
    for _ in range(200):
        reply = session.handle(0, request("view"))
        view = json.loads(reply)["result"]
        table = session.deal
        assert table is not None
        assert_private(view, table)
        if view["phase"] == "over":
            break
        if view["phase"] == "bot":
            send(session, "bot_turn")
        elif view["phase"] == "draw":
            send(session, "draw", {"source": "discard" if view["stock_count"] % 2 else "stock"})
        else:
            options = [i for i in hand_ids(session) if i != view["picked"]]
            send(session, "discard", {"card": options[0]})


def test_a_drawn_deal_when_the_stock_runs_out() -> None:
    session = Session()
    send(session, "new_game", {"seed": 8, "guided": False})
    table = session.deal
    assert table is not None
    table.stock[:] = table.stock[-1:]
    send(session, "draw", {"source": "stock"})
    view = send(session, "discard", {"card": send(session, "view")["result"]["drawn"]})["result"]
    assert view["phase"] == "over"
    assert render(view["status"]) == "NO WINNER · DRAW PILE EMPTY"
    assert view["result"]["winner"] is None
    assert "no winner" in render(view["result"]["title"])
    assert view["result"]["groups"] == []
    assert bot_groups(view) is None
    assert_private(view, table)


def test_mira_wins_reveal_her_groups() -> None:
    session = Session()
    send(session, "new_game", {"seed": 1, "guided": False})
    views = _play_out(session)
    final = views[-1]
    assert final["result"]["winner"] == MIRA_SEAT
    assert render(final["result"]["text"]) and render(final["status"]) == "MIRA WINS"
    assert bot_groups(final) and all(g["kind"] for g in bot_groups(final))
    assert all(bot_groups(v) is None for v in views if v["phase"] != "over")


def test_errors_do_not_tell_miras_cards_from_the_stock() -> None:
    session = guided()
    table = session.deal
    assert table is not None
    for kind in ("select", "move", "discard", "discard_declare"):
        if kind == "discard":
            send(session, "draw", {"source": "stock"})
        replies = set()
        for hidden in (table.hand_of(MIRA_SEAT)[0].id, table.stock[0].id, table.indicator.id, 999):
            reply = json.loads(session.handle(0, request(kind, {"card": hidden, "tray": 1})))
            replies.add(dumps(reply["error"]))
        assert len(replies) == 1, replies


# -- fuzz --------------------------------------------------------------------------------------

GARBAGE = ["", "{", "]", "null", "[]", "0", '"draw"', "{\"id\":", "{\"type\": \"draw\"",
           "{}", "{\"args\": {}}", "\ufeff{}", "{\"id\": 1, \"type\": \"view\"}}", "nan",
           "{\"id\": 1, \"type\": \"draw\", \"args\": {\"source\": \"stock\"}",
           "\"\\ud800\"", "[" * 50 + "]" * 50]
KINDS = ["new_game", "new_deal", "view", "draw", "select", "move", "discard", "declare",
         "discard_declare", "arrange", "bot_turn"]
ODD_VALUES = [None, True, False, -1, 0, 106, 10**20, 2.5, "1", "", [], {}, [1], {"id": 1}]


class Fuzzer:
    """Random requests for one session, each tagged as surely illegal or not."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.session = Session()
        self.rid = 0

    def pick_card(self, table: Deal) -> int:
        roll = self.rng.random()
        if roll < 0.75:
            return self.rng.choice(table.hand_of(0)).id
        if roll < 0.85 and table.stock:
            return self.rng.choice(table.stock).id
        if roll < 0.95:
            return self.rng.choice(table.hand_of(MIRA_SEAT)).id
        return self.rng.choice([table.indicator.id, -1, 106, 999])

    def next(self) -> tuple:
        """(request text, must fail, the error codes it may get or None)."""
        rng = self.rng
        self.rid += 1
        table = self.session.deal
        roll = rng.random()
        if table is None or roll < 0.004:
            seed = rng.choice([rng.randint(1, 10**6), rng.randint(1, 60)])
            return request("new_game", {"seed": seed, "guided": rng.random() < 0.3},
                           self.rid), False, None
        if roll < 0.04:
            text = rng.choice(GARBAGE)
            if rng.random() < 0.5:
                full = request(rng.choice(KINDS), {"card": 3}, self.rid)
                text = full[:rng.randrange(len(full))]
            return text, True, ("bad_request",)
        if roll < 0.07:
            body: dict = {"id": self.rid, "type": rng.choice(KINDS)}
            broken = rng.randrange(4)
            if broken == 0:
                body["type"] = rng.choice(["fold", "", "DRAW", None, 3, ["view"], "view "])
            elif broken == 1:
                body["args"] = rng.choice([[], "x", 5, True, [1, 2]])
            elif broken == 2:
                body["id"] = rng.choice(["1", 1.5, True, [], {}])
            else:
                body["type"] = "new_game"
                body["args"] = {"seed": rng.choice([0, -3, "abc", 2**53, 10**30, True, None,
                                                    4.0]), "guided": True}
            return json.dumps(body), True, ("bad_request",)
        if roll < 0.10:
            kind = rng.choice(["move", "select", "discard", "discard_declare", "draw"])
            args = {"card": rng.choice(ODD_VALUES), "tray": rng.choice(ODD_VALUES + [1, 4]),
                    "source": rng.choice(ODD_VALUES + ["stock"])}
            return request(kind, args, self.rid), False, None
        phase = "over" if table.result is not None else (
            "bot" if table.turn == MIRA_SEAT else table.phase)
        if phase == "over":
            if rng.random() < 0.3:
                return request("new_deal", None, self.rid), False, None
            kind = rng.choice(KINDS[3:])
            return request(kind, {"card": self.pick_card(table), "tray": 1,
                                  "source": "stock"}, self.rid), True, ("game_over", "no_card",
                                                                        "wrong_phase")
        if phase == "bot":
            if rng.random() < 0.7:
                return request("bot_turn", None, self.rid), False, None
            if rng.random() < 0.5:  # the hand may be arranged during the bot's turn
                kind = rng.choice(["select", "move", "arrange", "sort"])
                return request(kind, {"card": self.pick_card(table), "tray": 2}, self.rid), \
                    False, None
            kind = rng.choice(["draw", "discard", "declare", "discard_declare"])
            return request(kind, {"card": self.pick_card(table), "tray": 2,
                                  "source": "stock"}, self.rid), True, ("not_your_turn",
                                                                        "no_card")
        choice = rng.random()
        if phase == "draw":
            if choice < 0.45:
                source = "stock" if rng.random() < 0.7 else "discard"
                return request("draw", {"source": source}, self.rid), False, None
            if choice < 0.5:
                return request("declare", None, self.rid), False, None
            if choice < 0.6:
                kind = rng.choice(["discard", "discard_declare"])
                return request(kind, {"card": self.pick_card(table)}, self.rid), True, None
            if choice < 0.62:
                return request("bot_turn", None, self.rid), True, ("wrong_phase",)
        else:
            if choice < 0.35:
                card = table.picked if (table.picked is not None and rng.random() < 0.15) \
                    else self.pick_card(table)
                if rng.random() < 0.8:
                    return request("discard", {"card": card}, self.rid), card == table.picked, \
                        None
                # No card: the selected one (if any) goes.
                return request("discard", None, self.rid), self.session.selected is None or \
                    self.session.selected == table.picked, None
            if choice < 0.42:
                found = solver.find_declaration(table.hand_of(0), table.wild_rank, True,
                                                table.picked)
                if found is not None and found[1] is not None:
                    return request("discard_declare", {"card": found[1].id}, self.rid), False, \
                        None
                return request("discard_declare", {"card": self.pick_card(table)}, self.rid), \
                    False, None
            if choice < 0.47:
                return request("draw", {"source": "stock"}, self.rid), True, ("wrong_phase",)
            if choice < 0.5:
                return request("declare", None, self.rid), True, ("declaration_rejected",)
        # Tray work, both phases.
        if choice < 0.8:
            kind = rng.choice(["select", "move", "move", "view"])
            args = {"card": self.pick_card(table), "tray": rng.randint(1, 4)}
            if kind == "select" and rng.random() < 0.2:
                args = {"card": None}
            if kind == "move" and rng.random() < 0.3:
                del args["card"]
            return request(kind, args, self.rid), False, None
        if choice < 0.9:
            return request("arrange", None, self.rid), False, None
        return request("view", None, self.rid), False, None


def fuzz(seed: int, steps: int) -> dict:
    fuzzer = Fuzzer(seed)
    session = fuzzer.session
    previous = raw_result(session.handle(0, request("view")))
    stats = {"ok": 0, "error": 0, "over": 0}
    for _ in range(steps):
        text, must_fail, code = fuzzer.next()
        reply = session.handle(0, text)
        parsed = json.loads(reply)
        result = raw_result(reply)
        if parsed["ok"] is True:
            assert set(parsed) == {"id", "ok", "result"}
            stats["ok"] += 1
            assert not must_fail, "accepted an illegal request: %s" % text
        else:
            assert parsed["ok"] is False, text
            stats["error"] += 1
            assert parsed["error"]["code"] in ERROR_CODES, parsed["error"]
            assert isinstance(parsed["error"]["message"]["id"], str) and render(
                parsed["error"]["message"])
            if code is not None:
                assert parsed["error"]["code"] in code, (text, parsed["error"])
            assert result == previous, "an error changed the view: %s" % text
        table = session.deal
        assert_table_sound(table)
        view = parsed["result"]
        assert_private(view, table)
        if table is not None:
            assert view["hand_count"] == len(table.hand_of(0))
            assert view["stock_count"] == len(table.stock)
            if view["phase"] == "over":
                stats["over"] += 1
        previous = result
    return stats


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(FUZZ_CHUNKS))
def test_fuzz_the_session_with_legal_and_illegal_requests(chunk: int) -> None:
    start = time.monotonic()
    per_seed = max(1, FUZZ_REQUESTS // (FUZZ_CHUNKS * FUZZ_SEEDS_PER_CHUNK))
    totals = {"ok": 0, "error": 0, "over": 0}
    for k in range(FUZZ_SEEDS_PER_CHUNK):
        stats = fuzz(1000 * chunk + k, per_seed)
        for key in totals:
            totals[key] += stats[key]
    requests = per_seed * FUZZ_SEEDS_PER_CHUNK
    assert totals["ok"] + totals["error"] == requests
    # Both kinds of request were really exercised, and deals really ended.
    assert totals["ok"] > requests // 4 and totals["error"] > requests // 10
    assert totals["over"] > 0
    print("fuzz chunk %d: %d requests (%d ok, %d errors) in %.1f s" % (
        chunk, requests, totals["ok"], totals["error"], time.monotonic() - start))


def test_deeply_nested_json_is_a_bad_request_not_a_crash_shallow() -> None:
    session = guided()
    before = session.handle(0, request("view"))
    reply = session.handle(0, "[" * 200 + "]" * 200)
    assert json.loads(reply)["error"]["code"] == "bad_request"
    assert raw_result(reply) == raw_result(before)


def test_deeply_nested_json_is_a_bad_request_not_a_crash() -> None:
    session = guided()
    before = session.handle(0, request("view"))
    reply = session.handle(0, "[" * 100000)
    assert json.loads(reply)["error"]["code"] == "bad_request"
    assert raw_result(reply) == raw_result(before)


# -- guidance in messages (issue 9) --------------------------------------------------------------


def test_the_guided_deal_prompts_each_step_to_the_declaration() -> None:
    session = guided()
    drawn = send(session, "draw", {"source": "stock"})["result"]
    # The table placed 2♥ before 3♥ 4♥ 5♥: a pure run already, so nothing to move.
    assert [c["code"] for c in drawn["trays"][0]["cards"]] == ["2H", "3H", "4H", "5H"]
    assert render(drawn["message"]) == ("You drew 2♥ from the draw pile. Now select K♣ and press "
                                "“Discard & declare”.")
    # Put where it makes no group, it is asked for where it does.
    misplaced = send(session, "move", {"cards": [card_id(session, "2H")], "tray": 2})["result"]
    assert render(misplaced["message"]) == ("Move 2♥ to tray 4 (select it, then → 4), or press "
                                    "“Arrange for me”.")
    moved = send(session, "move", {"cards": [card_id(session, "2H")], "tray": 4})["result"]
    assert render(moved["message"]) == "Now select K♣ and press “Discard & declare”."
    arranged = send(session, "arrange")["result"]
    assert render(arranged["message"]) == "Complete: discard K♣ and declare."


def test_arrange_says_what_is_missing_and_what_stays_loose() -> None:
    session = Session()
    send(session, "new_game", {"seed": 1, "guided": False})
    send(session, "draw", {"source": "stock"})
    view = send(session, "arrange")["result"]
    # The practice table keeps no points, so Arrange counts none.
    assert render(view["message"]) == ("Still missing: a second run. 10 cards are loose. "
                               "Suggested discard: A♠.")
    assert [t["label"] for t in view["trays"]][0] == "Pure run"
    assert all(t["kind"] is None for t in view["trays"][1:])


def test_arrange_at_a_scored_table_says_what_the_hand_counts_as_it_stands() -> None:
    session = Session()
    view = send(session, "new_game", {"seed": 1, "profile": "twine", "players": 2})["result"]
    if view["phase"] == "bot":
        send(session, "bot_turn")
    send(session, "draw", {"source": "stock"})
    message = render(send(session, "arrange")["result"]["message"])
    assert re.search(r"as it stands the hand counts \d+ points\.", message), message


def test_a_late_click_after_the_deal_hears_that_the_deal_is_over() -> None:
    session = guided()
    send(session, "draw", {"source": "stock"})
    king = send(session, "arrange")["result"]["selected"]
    assert send(session, "discard_declare")["result"]["phase"] == "over"
    for kind in ("discard", "discard_declare", "move"):
        reply = send(session, kind, {"card": king, "tray": 1})
        assert reply["error"]["code"] == "game_over", kind
        assert render(reply["error"]["message"]) == "This deal is over: start a new shuffled deal"
