"""A real `serve` process, on SQLite and on PostgreSQL: whole matches, restarts, races."""

import json
import threading

import pytest

from indian_rummy.locales import render
from server.clients import HttpSeat, LiveSeat, draw_and_discard, hand_ids, play_turn
from server.process import UNLIMITED
from views import view_card_ids

pytestmark = pytest.mark.server


def new_match(server: object, **spec: object) -> tuple:
    """A twine Pool 101 match: seat 0 live on a socket, seat 1 over HTTP only."""
    created = server.api.create(**spec)  # type: ignore[attr-defined]
    tokens = [s["token"] for s in created["seats"]]
    live = LiveSeat(server.base, created["match"], tokens[0])  # type: ignore[attr-defined]
    http = HttpSeat(server.api, created["match"], tokens[1])  # type: ignore[attr-defined]
    return created, live, http


def first_card(view: dict) -> str:
    """The id of the first card in the seat's trays. Not simply tray 0's: a fresh hand
    sits one suit a tray, so a suit the deal did not give leaves its tray empty."""
    return next(t["cards"][0]["id"] for t in view["trays"] if t["cards"])


def check_private(views: list) -> None:
    """No view shows another seat's hand, nor its seed, while a deal is played."""
    for view in views:
        assert view["seed"] is None
    if views[0]["result"] is None:
        hands = [hand_ids(v) for v in views]
        for k, view in enumerate(views):
            for other, hand in enumerate(hands):
                if other != k:
                    assert not view_card_ids(view) & hand, (k, other)


def play(seats: list, limit: int = 4000) -> list:
    """Play until the match is over; returns the final views. ``seats[k]`` plays seat k."""
    turns = [0, 0]
    deal = 1
    for _ in range(limit):
        views = [seat.view() for seat in seats]
        check_private(views)
        if views[0]["standings"]["over"]:
            return views
        if views[0]["phase"] == "over":
            reply = seats[deal % 2].request("next_deal")
            assert reply["ok"], reply
            deal += 1
            turns = [0, 0]
            continue
        mover = [k for k, v in enumerate(views) if v["phase"] in ("draw", "discard")]
        assert len(mover) == 1, [v["phase"] for v in views]
        k = mover[0]
        play_turn(seats[k], views[k], turns[k])
        turns[k] += 1
    raise AssertionError("the match did not end in %d steps" % limit)


def test_two_clients_play_a_whole_twine_pool_101_match(servers):
    server = servers(*UNLIMITED)
    created, live, http = new_match(server, seats=[{"name": "Asha"}, {"name": "Kiran"}])
    assert [s["link"].split("#", 1)[1] for s in created["seats"]] == [
        "match=%s&token=%s" % (created["match"], s["token"]) for s in created["seats"]]
    views = play([live, http])
    final = views[0]["standings"]
    assert final == views[1]["standings"]
    assert final["over"] and render(final["title"]) == "Pool 101"
    loser = [r for r in final["rows"] if r["out"]]
    assert len(loser) == 1 and loser[0]["total"] >= 101
    assert final["winner"] == 1 - loser[0]["seat"]
    assert render(views[0]["status"]) in ("YOU WIN THE MATCH", "KIRAN WINS THE MATCH")
    # The socket heard of every move of its partner as it happened.
    assert any(e["event"] == "update" for e in live.events)
    status, summary = server.api.call("GET", "/api/matches/%s" % created["match"],
                                      token=created["seats"][1]["token"])
    assert status == 200 and summary["status"] == "over" and summary["you"] == 1
    assert [s["name"] for s in summary["seats"]] == ["Asha", "Kiran"]
    assert all(s["last_acted"] for s in summary["seats"])
    assert summary["seats"][0]["online"] and not summary["seats"][1]["online"]
    live.close()


def test_a_partners_move_reaches_the_open_socket_at_once(servers):
    server = servers(*UNLIMITED)
    created, live, http = new_match(server)
    assert live.latest["phase"] == "draw"
    assert live.request("draw", source="stock")["ok"]
    card = live.latest["drawn"]
    assert live.request("discard", card=card)["ok"]
    assert http.view()["phase"] == "draw"
    assert http.request("draw", source="stock")["ok"]
    event = live.next_of("update")  # Player 2's coming online may be told first
    assert render(event["view"]["seats"][1]["last_move"]) == "Player 2 drew from the draw pile."
    assert event["view"]["seats"][1]["count"] == 14
    live.close()


def snapshot(view: dict) -> dict:
    """A view without what lives only in a process's memory (messages, selection)."""
    view = json.loads(json.dumps(view))
    view.pop("message")
    view.pop("selected")
    view["controls"].pop("discard")
    view["controls"].pop("discard_declare")
    view["controls"].pop("move")
    return view


def test_kill_9_mid_match_then_restart_continues_exactly(servers):
    server = servers(*UNLIMITED)
    created, live, http = new_match(server)
    seats = [live, http]
    # Some turns, a tray move, half a turn: then the server dies without warning. The
    # turns draw and discard, since a deal that a lucky hand declares would end here.
    for k in range(6):
        draw_and_discard(seats[k % 2])
    card = first_card(live.view())
    assert live.request("move", card=card, tray=4)["ok"]
    assert live.request("draw", source="stock")["ok"]
    before = [snapshot(seat.view()) for seat in seats]
    server.kill()
    with pytest.raises(OSError):  # nobody answers any more
        http.view()
    again = servers(*UNLIMITED)
    live = LiveSeat(again.base, created["match"], created["seats"][0]["token"])
    http = HttpSeat(again.api, created["match"], created["seats"][1]["token"])
    assert [snapshot(live.latest), snapshot(http.view())] == before
    assert card in [c["id"] for c in live.latest["trays"][3]["cards"]]
    assert live.latest["phase"] == "discard"
    assert live.request("discard", card=live.latest["drawn"])["ok"]
    views = play([live, http])
    assert views[0]["standings"]["over"]
    live.close()


def test_racing_moves_of_one_seat_apply_once(servers):
    server = servers(*UNLIMITED)
    created, live, http = new_match(server)
    replies: list = []

    def draw() -> None:  # the same seat on six devices at once
        twin = HttpSeat(server.api, created["match"], created["seats"][0]["token"])
        replies.append(twin.request("draw", source="stock"))

    threads = [threading.Thread(target=draw) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(r["ok"] for r in replies) == [False] * 5 + [True]
    refused = [r for r in replies if not r["ok"]]
    assert {r["error"]["code"] for r in refused} == {"wrong_phase"}
    # The loser got the fresh view: the drawn card is already in it.
    assert all(r["result"]["phase"] == "discard" for r in refused)
    assert live.view()["hand_count"] == 14
    status, summary = server.api.call("GET", "/api/matches/%s" % created["match"],
                                      token=created["seats"][0]["token"])
    assert summary["seq"] == 1
    live.close()


def test_a_seat_rearranges_its_own_hand_off_turn_and_no_one_else_sees_a_change(servers):
    server = servers(*UNLIMITED)
    _, live, http = new_match(server, seats=[{"name": "Asha"}, {"name": "Kiran"}])
    first = live.view()
    waiting = http.view()
    assert first["phase"] == "draw" and waiting["phase"] == "waiting"
    assert waiting["controls"]["move"] and waiting["controls"]["arrange"]
    card = first_card(waiting)
    moved = http.request("move", cards=[card], tray=4, index=0)
    assert moved["ok"], moved
    assert http.request("sort")["ok"] and http.request("arrange")["ok"]
    group = [c["id"] for c in http.view()["trays"][1]["cards"][:2]]
    assert http.request("group", cards=group)["ok"]
    assert live.view() == first
    # The arrangement is kept (beside the log): a turn later it is still the seat's own.
    arranged = http.view()["trays"]
    draw_and_discard(live)
    assert http.view()["trays"] == arranged


def test_partners_get_no_hint_and_each_gets_a_review_once_the_deal_is_over(servers):
    server = servers(*UNLIMITED)
    created, live, http = new_match(server)
    seats = [live, http]
    mover = 0 if live.view()["phase"] == "draw" else 1
    refused = seats[mover].request("hint")
    assert not refused["ok"] and refused["error"]["code"] == "bad_request"
    assert refused["result"]["controls"]["hint"] is None
    early = seats[mover].request("review")
    assert early["error"]["code"] == "wrong_phase"
    draw_and_discard(seats[mover])
    assert seats[1 - mover].request("drop")["ok"]  # the deal is over: mover wins it
    for k, seat in enumerate(seats):
        reply = seat.request("review", deal=1)
        assert reply["ok"], reply
        found = reply["result"]["review"]
        assert found["deal"] == 1 and found["name"] == ["Player 1", "Player 2"][k]
        assert len(found["turns"]) == 1  # one played, one dropped
        assert render(found["turns"][0]["did"]).startswith("dropped" if k != mover else "drew")
        assert seat.view()["review"] is None  # in the reply to the request only
    live.close()
