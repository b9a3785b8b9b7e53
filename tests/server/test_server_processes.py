"""Two `serve` processes on one PostgreSQL serve the same match."""

import threading

import pytest

from indian_rummy.locales import render
from server.clients import HttpSeat, LiveSeat
from server.process import UNLIMITED

pytestmark = pytest.mark.server


def test_a_move_on_one_process_reaches_a_socket_on_the_other(postgres, launch):
    database = postgres.new_database()
    one, two = launch(database, *UNLIMITED), launch(database, *UNLIMITED)
    created = one.api.create()
    tokens = [s["token"] for s in created["seats"]]
    kiran = LiveSeat(two.base, created["match"], tokens[1])  # seat 1 listens on process two
    asha = HttpSeat(one.api, created["match"], tokens[0])  # seat 0 plays on process one
    assert asha.request("draw", source="stock")["ok"]
    event = kiran.next_of("update")
    assert event["view"]["seats"][0]["count"] == 14
    assert render(event["view"]["seats"][0]["last_move"]) == "Player 1 drew from the draw pile."
    card = asha.view()["drawn"]
    assert asha.request("discard", card=card)["ok"]
    event = kiran.next_of("update")
    assert event["view"]["phase"] == "draw"
    assert event["view"]["discard_top"]["id"] == card
    # And back: seat 1's move on process two is seen by seat 0 on process one.
    assert kiran.request("draw", source="stock")["ok"]
    assert asha.view()["seats"][1]["count"] == 14
    status, summary = one.api.call("GET", "/api/matches/%s" % created["match"], token=tokens[0])
    assert summary["seq"] == 3 and summary["seats"][1]["last_acted"] is not None
    kiran.close()


def race(servers: list, match_id: str, token: str) -> list:
    """Seat 0 draws on every server at once; the replies."""
    replies: list = []

    def draw(server: object) -> None:
        seat = HttpSeat(server.api, match_id, token)  # type: ignore[attr-defined]
        replies.append(seat.request("draw", source="stock"))

    threads = [threading.Thread(target=draw, args=(s,)) for s in servers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return replies


def test_racing_moves_on_two_processes_apply_once(postgres, launch):
    database = postgres.new_database()
    servers = [launch(database, *UNLIMITED), launch(database, *UNLIMITED)]
    for _ in range(5):
        created = servers[0].api.create()
        token = created["seats"][0]["token"]
        for server in servers:  # both processes hold the match in memory
            HttpSeat(server.api, created["match"], token).view()
        replies = race(servers, created["match"], token)
        assert sorted(r["ok"] for r in replies) == [False, True], replies
        loser = [r for r in replies if not r["ok"]][0]
        assert loser["error"]["code"] in ("conflict", "wrong_phase")
        assert loser["result"]["phase"] == "discard" and loser["result"]["hand_count"] == 14
        views = [HttpSeat(s.api, created["match"], token).view() for s in servers]
        assert views[0]["trays"] == views[1]["trays"]
