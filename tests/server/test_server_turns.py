"""Auto-drop in partner play, and what a turn the clock played says, on a real
`serve`, on SQLite and on PostgreSQL: a seat may ask to drop when its next turn
comes (kept beside the log, private to it, through a restart); the clock's move
is told as the clock's, and the turn it began is when the strip's "since" starts."""

from datetime import datetime, timedelta

import pytest

from indian_rummy.locales import render
from server.clients import HttpSeat, draw_and_discard
from server.faults import rows
from server.process import UNLIMITED
from server.test_server_friends import clocked_match, summary
from waiting import wait_for

pytestmark = pytest.mark.server


def friends(server: object) -> tuple:
    created = server.api.create(profile="twine", format="pool101",  # type: ignore[attr-defined]
                                seats=[{"name": "Asha"}, {"name": "Ravi"}])
    seats = [HttpSeat(server.api, created["match"], s["token"])  # type: ignore[attr-defined]
             for s in created["seats"]]
    return created, seats


def drops(database: str, match_id: str) -> list:
    """(the seat that asked, the record) of each drop in the match's log."""
    found = rows(database, "SELECT seat, action FROM actions WHERE match_id = ? ORDER BY seq",
                 (match_id,))
    return [(seat, record) for seat, record in found if '"drop"' in str(record)]


def test_an_auto_drop_fires_when_the_seats_turn_comes_as_its_own_drop_unseen_before(
        servers, database):
    server = servers(*UNLIMITED)
    created, (asha, ravi) = friends(server)
    draw_and_discard(asha)
    ravi_before = ravi.view()
    reply = asha.request("auto_drop", on=True)
    assert reply["ok"], reply
    assert reply["result"]["auto_drop"]["cost"] == 40
    assert asha.view()["auto_drop"] is not None  # kept: a fresh view has it
    assert ravi.view() == ravi_before  # Ravi never hears of it
    assert drops(database, created["match"]) == []
    draw_and_discard(ravi)
    wait_for(lambda: asha.view()["result"] is not None, "Asha's drop", 10)
    logged = drops(database, created["match"])
    assert len(logged) == 1 and logged[0][0] == 0  # stored as Asha's own drop
    view = ravi.view()
    assert render(view["seats"][0]["last_move"]) == "Asha dropped (40 points)."
    assert view["result"]["winner"] == 1
    assert asha.view()["auto_drop"] is None


def test_an_auto_drop_taken_back_before_the_turn_does_nothing(servers, database):
    server = servers(*UNLIMITED)
    created, (asha, ravi) = friends(server)
    draw_and_discard(asha)
    asha.request("auto_drop", on=True)
    assert asha.request("auto_drop", on=False)["result"]["auto_drop"] is None
    draw_and_discard(ravi)
    view = asha.view()
    assert view["phase"] == "draw" and view["result"] is None
    assert drops(database, created["match"]) == []


def test_an_auto_drop_survives_a_restart_of_the_server(servers, database):
    server = servers(*UNLIMITED)
    created, (asha, ravi) = friends(server)
    draw_and_discard(asha)
    asha.request("auto_drop", on=True)
    server.kill()
    server.start()
    assert asha.view()["auto_drop"] is not None
    draw_and_discard(ravi)
    wait_for(lambda: asha.view()["result"] is not None, "Asha's drop after the restart", 10)
    assert [seat for seat, _ in drops(database, created["match"])] == [0]


def test_a_timeout_is_told_as_the_clocks_to_both_seats_and_starts_the_next_turns_time(servers):
    """Defect 1: the seat the clock played for is told what it played, the other seat
    sees that time ran out, and the next turn began at the timeout, not at the last
    move a person made."""
    server = servers(*UNLIMITED, "--clock-scale", "0.04")  # 1.2 s a turn, 2.4 s reserve
    created, (asha, ravi) = clocked_match(server)
    running = [datetime.now().astimezone()]  # when each look still found Asha's turn

    def over() -> bool:
        asked = datetime.now().astimezone()
        if summary(server, created)["turn"] == 1:
            return True
        running.append(asked)
        return False

    wait_for(over, "Asha's timeout", 30)
    timed_out = datetime.now().astimezone()
    mine, theirs = asha.view(), ravi.view()
    thrown = theirs["discard_top"]["label"]
    assert render(mine["seats"][0]["last_move"]) == (
        "The clock played for you: drew from the stock and threw %s." % thrown)
    assert render(theirs["seats"][0]["last_move"]) == (
        "Time ran out for Asha: the clock drew from the stock and threw %s." % thrown)
    began = datetime.fromisoformat(summary(server, created, 1)["turn_began"])
    # After the last look that found her turn running, before the one that found it over
    # (the log is stamped to the second).
    assert running[-1] - timedelta(seconds=1) <= began <= timed_out + timedelta(seconds=1)
    assert summary(server, created, 1)["seats"][0]["last_acted"] is None  # she never acted
