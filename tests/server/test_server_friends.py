"""Tables of friends on a real `serve`, on SQLite and on PostgreSQL: two to six seats,
people with links of their own and bots that the server plays through the log."""

import time

import pytest

from indian_rummy.locales import render
from server.clients import HttpSeat, draw_and_discard, hand_ids, play_turn
from server.process import FAST_BOTS, UNLIMITED
from waiting import wait_for

pytestmark = pytest.mark.server


def summary(server: object, created: dict, seat: int = 0) -> dict:
    status, body = server.api.call(  # type: ignore[attr-defined]
        "GET", "/api/matches/%s" % created["match"], token=created["seats"][seat]["token"])
    assert status == 200, body
    return body


def test_a_bot_seat_gets_no_link_and_a_person_cannot_play_for_it(servers):
    server = servers(*UNLIMITED, "--bot-pace", "30")
    created = server.api.create(profile="classic", format="deal", seats=[
        {"name": "Asha"}, {"bot": "kiran"}, {"name": "Ravi"}])
    assert [sorted(s) for s in created["seats"]] == [
        ["link", "seat", "token"], ["bot", "seat"], ["link", "seat", "token"]]
    assert created["seats"][1]["bot"] == "kiran"
    asha = HttpSeat(server.api, created["match"], created["seats"][0]["token"])
    draw_and_discard(asha)  # a random deal: her own turn must not end it
    ravi = HttpSeat(server.api, created["match"], created["seats"][2]["token"])
    reply = ravi.request("draw", source="stock")
    assert reply["error"]["code"] == "not_your_turn"
    seats = summary(server, created)["seats"]
    assert [(s["name"], s["bot"]) for s in seats] == [
        ("Asha", None), ("Kiran", "kiran"), ("Ravi", None)]
    assert summary(server, created)["turn"] == 1  # Kiran, who waits 30 s


def test_a_classic_pool_101_table_of_two_people_and_two_bots_plays_to_its_end(servers):
    """The bots play their turns on the server, at its pace, through the log; the
    people play theirs; the match ends with a winner, and its rematch keeps the seats."""
    server = servers(*UNLIMITED, *FAST_BOTS)
    created = server.api.create(profile="classic", format="pool101", seats=[
        {"name": "Asha"}, {"bot": "kiran"}, {"name": "Ravi"}, {"bot": "mira"}])
    people = {0: HttpSeat(server.api, created["match"], created["seats"][0]["token"]),
              2: HttpSeat(server.api, created["match"], created["seats"][2]["token"])}
    turns = {0: 0, 2: 0}
    for _ in range(3000):
        views = {k: seat.view() for k, seat in people.items()}
        standings = views[0]["standings"]
        if standings["over"]:
            break
        if views[0]["phase"] == "over":
            assert people[0].request("next_deal")["ok"]
            turns = {0: 0, 2: 0}
            continue
        movers = [k for k, v in views.items() if v["phase"] in ("draw", "discard")]
        if movers:
            k = movers[0]
            # A person drops at once: the deals stay short and the bots play them out.
            play_turn(people[k], views[k], 99 if views[k]["controls"]["drop"] else turns[k])
            turns[k] += 1
            continue
        now = summary(server, created)
        if now["turn"] in (1, 3):
            wait_for(lambda b=now["seq"]: summary(server, created)["seq"] > b, "a bot's turn")
    else:
        raise AssertionError("the match did not end")
    final = people[2].view()
    assert final["standings"]["over"] and final["result"] is not None
    # The people dropped at every turn, so a bot won the pool, playing on the server.
    assert final["standings"]["winner"] in (1, 3)
    assert summary(server, created)["status"] == "over"
    status, body = server.api.call("POST", "/api/matches/%s/rematch" % created["match"],
                                   token=created["seats"][2]["token"])
    assert status == 200, body
    again = {"match": body["match"], "seats": created["seats"]}
    seats = summary(server, again)["seats"]
    assert [s["bot"] for s in seats] == [None, "kiran", None, "mira"]
    assert [s["name"] for s in seats] == ["Asha", "Kiran", "Ravi", "Mira"]


def test_a_bot_s_turn_left_waiting_by_a_crash_is_played_after_the_restart(servers):
    server = servers(*UNLIMITED, "--bot-pace", "60")
    created = server.api.create(profile="twine", format="deal", seats=[
        {"name": "Asha"}, {"bot": "tara"}])
    asha = HttpSeat(server.api, created["match"], created["seats"][0]["token"])
    draw_and_discard(asha)  # a random deal: her own turn must not end it
    seq = summary(server, created)["seq"]
    assert summary(server, created)["turn"] == 1
    server.kill()  # kill -9 while Tara waits to play
    server.extra = UNLIMITED + FAST_BOTS
    server.start()
    wait_for(lambda: summary(server, created)["seq"] > seq, "Tara's turn after the restart")
    # The seed is the server's own secret: now and then Tara's first turn declares.
    wait_for(lambda: asha.view()["phase"] in ("draw", "over"), "Asha's turn after Tara's")


# -- the turn clock ---------------------------------------------------------------------

def clocked_match(server: object) -> tuple:
    created = server.api.create(profile="twine", format="deal",  # type: ignore[attr-defined]
                                seats=[{"name": "Asha"}, {"name": "Ravi"}], clock={"turn": 30})
    seats = [HttpSeat(server.api, created["match"], s["token"])  # type: ignore[attr-defined]
             for s in created["seats"]]
    return created, seats


def test_a_turn_whose_time_runs_out_is_played_by_the_clock_and_three_in_a_row_drop_the_seat(
        servers):
    """30 s a turn and 60 s of reserve, run 25 times faster: Asha's first turn times out
    after both (3.6 s), each later one after 1.2 s. The clock draws from the closed pile
    and throws the card drawn, never declares; the third timeout in a row drops her."""
    server = servers(*UNLIMITED, "--clock-scale", "0.04")
    created, (asha, ravi) = clocked_match(server)
    first = summary(server, created)
    assert first["clock"] == {"turn": 30, "reserve": 60}
    assert first["deadline"]["seat"] == 0 and 2.5 < first["deadline"]["left"] <= 3.6
    hand = {c["id"] for t in asha.view()["trays"] for c in t["cards"]}
    for timeout in (1, 2):
        wait_for(lambda: summary(server, created)["turn"] == 1, "timeout %d" % timeout, 10)
        view = asha.view()
        assert {c["id"] for t in view["trays"] for c in t["cards"]} == hand  # it threw the draw
        told = render(view["seats"][0]["last_move"])
        assert told.startswith("The clock played for you: drew from")
        left = summary(server, created, 1)["deadline"]
        assert left["seat"] == 1 and left["reserve"] == 2.4  # Ravi's reserve is untouched
        draw_and_discard(ravi)
        asha_left = summary(server, created)["deadline"]
        assert asha_left["seat"] == 0, asha_left
        assert asha_left["reserve"] == 0 and asha_left["timeouts"] == timeout  # hers is spent
    wait_for(lambda: asha.view()["result"] is not None, "the third timeout", 10)
    assert asha.view()["seats"][0]["state"] == "dropped"
    assert summary(server, created)["status"] == "over"


def test_a_turn_s_deadline_survives_a_kill_9_of_the_server(servers, database):
    """The deadline comes from the log's times: a server killed and started again
    plays the timeout once it is overdue, never before, without anyone opening the
    match (the log is read from the database itself)."""
    from server.faults import rows
    server = servers(*UNLIMITED, "--clock-scale", "0.05")  # 1.5 s a turn, 3 s reserve
    made = time.monotonic()  # before the turn began: its deadline is 4.5 s after at least
    created, (asha, ravi) = clocked_match(server)
    server.kill()
    server.start()
    wait_for(lambda: rows(database, "SELECT seat FROM actions WHERE match_id = ?",
                          (created["match"],)) == [(-1,), (-1,)],
             "the clock's draw and discard after a restart", 60)
    assert time.monotonic() - made >= 4.5 - 0.5  # not before its deadline


def test_a_seat_whose_days_for_a_turn_are_over_may_be_dropped_by_the_waiting_side(servers):
    """An any-time match with a day a turn, a day being 1.7 s here: nothing is played
    for a late seat, but once its day is over the other seat may end the wait. A seat
    that has not drawn drops; one that drew and went away has the card it drew thrown."""
    server = servers(*UNLIMITED, "--clock-scale", "0.00002")  # a day is 1.728 s
    created = server.api.create(profile="twine", format="pool101", clock={"days": 1},
                                seats=[{"name": "Asha"}, {"name": "Ravi"}])
    asha, ravi = [HttpSeat(server.api, created["match"], s["token"])
                  for s in created["seats"]]
    late = "/api/matches/%s/late" % created["match"]

    def end_wait(seat: int) -> tuple:
        return server.api.call("POST", late, token=created["seats"][seat]["token"])

    first = summary(server, created)
    assert first["clock"] == {"days": 1} and first["deadline"]["seat"] == 0
    assert 1.0 < first["deadline"]["left"] <= 1.73
    status, body = end_wait(1)
    assert status == 409 and render(body["error"]["message"]).startswith("Asha still has time: 1 "
                                                                 "day a turn, until ")
    status, body = end_wait(0)
    assert status == 409 and "your own turn" in render(body["error"]["message"])
    time.sleep(2.2)  # Asha's day (1.728 s) runs out: the time passing is what is tested
    assert summary(server, created)["turn"] == 0  # nothing was played for Asha
    status, view = end_wait(1)
    assert status == 200, view
    assert view["seats"][0]["state"] == "dropped" and view["result"] is not None
    assert view["standings"]["rows"][0]["total"] == 20  # the first drop's points
    again = end_wait(1)
    assert again[0] == 409 and "no turn is being waited for" in render(again[1]["error"]["message"])

    assert ravi.request("next_deal")["ok"]
    waiting = summary(server, created)["turn"]
    mover, other = (asha, 1) if waiting == 0 else (ravi, 0)
    drawn = mover.request("draw", source="stock")["result"]["drawn"]
    hand = hand_ids(mover.view())
    time.sleep(1.9)  # the mover's day runs out after the draw
    status, view = end_wait(other)
    assert status == 200, view
    after = mover.view()
    assert after["discard_top"]["id"] == drawn and hand_ids(after) == hand - {drawn}
    assert summary(server, created)["turn"] == other  # the turn moved on; nobody dropped
    assert after["result"] is None


def test_a_seat_coming_back_reads_what_the_others_did_and_nothing_hidden(servers):
    server = servers(*UNLIMITED)
    created = server.api.create(seats=[{"name": "Asha"}, {"name": "Ravi"}])
    asha, ravi = [HttpSeat(server.api, created["match"], s["token"])
                  for s in created["seats"]]
    # A random deal: her turn must not end it, and must leave an open card Ravi may take
    # (twine keeps a wild card on the pile), so she throws a card that is not wild.
    drawn = asha.request("draw", source="stock")["result"]
    cards = [c for tray in drawn["trays"] for c in tray["cards"] if not c["wild"]]
    mine = [c for c in cards if c["id"] == drawn["drawn"]] or cards
    assert asha.request("discard", card=mine[0]["id"])["ok"]
    seen = summary(server, created)["seq"]
    open_card = ravi.view()["discard_top"]
    taken = open_card["label"]
    assert ravi.request("draw", source="discard")["ok"]
    kept = sorted(hand_ids(ravi.view()) - {open_card["id"]})  # the taken card stays
    reply = ravi.request("discard", card=kept[0])
    assert reply["ok"], reply
    thrown = reply["result"]["discard_top"]["label"]
    path = "/api/matches/%s/since?seq=" % created["match"]
    status, body = server.api.call("GET", path + str(seen), token=asha.token)
    assert status == 200 and body["seq"] == seen + 2
    assert [render(move) for move in body["moves"]] == ["Ravi took %s and threw %s" % (taken,
                                                                                        thrown)]
    status, body = server.api.call("GET", path + "0", token=ravi.token)
    assert render(body["moves"][0]).startswith("Asha drew and threw ")  # her draw's: unseen
    for bad in (str(seen + 3), "-1", "x", "", "%C2%B2", "9" * 5000, "1e3", "+1"):
        status, body = server.api.call("GET", path + bad, token=asha.token)
        assert status == 400 and body["error"]["code"] == "bad_request", bad
