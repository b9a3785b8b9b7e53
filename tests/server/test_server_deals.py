
"""Deals Rummy in partner play on a real `serve`, on SQLite and on PostgreSQL: the offer
lists it where the table offers it, and a served match plays to its final standing."""

import pytest

from indian_rummy.locales import render
from server.clients import HttpSeat, play_turn
from server.process import FAST_BOTS, UNLIMITED
from waiting import wait_for

pytestmark = pytest.mark.server


def summary(server: object, created: dict) -> dict:
    status, body = server.api.call(  # type: ignore[attr-defined]
        "GET", "/api/matches/%s" % created["match"], token=created["seats"][0]["token"])
    assert status == 200, body
    return body


def test_the_offer_lists_deals_rummy_at_both_tables_of_friends(servers):
    server = servers(*UNLIMITED)
    status, offered = server.api.call("GET", "/api/offer")
    assert status == 200, offered
    for table in offered["tables"]:
        formats = {f["format"]: f for f in table["formats"]}
        assert [formats[k]["deals"] for k in ("deals2", "deals3", "deals6")] == [2, 3, 6]
        assert formats["deals3"]["chips"] == 240
        assert render(formats["deals3"]["title"]) == "Deals Rummy, 3 deals"
    assert {t["profile"]: render(t["title"]) for t in offered["tables"]} == {
        "twine": "Two-player", "classic": "Classic"}


def test_a_served_deals_rummy_match_against_bots_plays_to_its_final_standing(servers):
    server = servers(*UNLIMITED, *FAST_BOTS)
    created = server.api.create(profile="classic", format="deals2", seats=[
        {"name": "Asha"}, {"bot": "kiran"}, {"bot": "mira"}])
    asha = HttpSeat(server.api, created["match"], created["seats"][0]["token"])
    view = asha.view()
    assert render(view["standings"]["stage"]) == "Deal 1 of 2"
    assert [r["chips"] for r in view["standings"]["rows"]] == [160, 160, 160]
    turns = 0
    for _ in range(2000):
        # The count of moves before the view: the bots may play on, even end the deal,
        # while the view is read, and a count read after it would wait for a move that
        # never comes (the deal waits for Asha's next deal).
        seq = summary(server, created)["seq"]
        view = asha.view()
        if view["standings"]["over"]:
            break
        if view["phase"] == "over":
            assert asha.request("next_deal")["ok"]
            turns = 0
            continue
        if view["phase"] in ("draw", "discard"):
            # Asha drops at once: the deals stay short and the bots play them out.
            play_turn(asha, view, 99 if view["controls"]["drop"] else turns)
            turns += 1
            continue
        wait_for(lambda b=seq: summary(server, created)["seq"] > b, "a bot's turn")
    else:
        raise AssertionError("the match did not end")
    final = view["standings"]
    chips = [r["chips"] for r in final["rows"]]
    assert sum(chips) == 3 * 160 and final["deal"] >= 2
    assert final["winner"] in (1, 2) and chips[final["winner"]] == max(chips)
    assert final["order"][0] == final["winner"]
    winner = final["rows"][final["winner"]]["name"].upper()
    assert render(view["status"]) == "%s WINS THE MATCH" % winner
    assert summary(server, created)["status"] == "over"
