"""A seat names itself (the invited player's own name), on SQLite and on PostgreSQL:
checked as a new match's names are, kept in the database, told to the partner at
once, on every process, and carried into the rematch."""

import calendar
import time

import pytest

from indian_rummy.locales import render
from server.clients import LiveSeat

pytestmark = pytest.mark.server


def _rename(server: object, match_id: str, token: "str | None", body: object) -> tuple:
    return server.api.call("POST", "/api/matches/%s/name" % match_id, body,  # type: ignore
                           token=token)


def _names(server: object, match_id: str, token: str) -> list:
    status, summary = server.api.call("GET", "/api/matches/%s" % match_id,  # type: ignore
                                      token=token)
    assert status == 200, summary
    return [s["name"] for s in summary["seats"]]


def test_the_invited_seat_names_itself_and_the_partner_hears_it_at_once(servers):
    server = servers()
    created = server.api.create(format="pool101", seats=[{"name": "Asha"}, {}])
    match_id = created["match"]
    tokens = [s["token"] for s in created["seats"]]
    assert _names(server, match_id, tokens[0]) == ["Asha", "Player 2"]
    live = LiveSeat(server.base, match_id, tokens[0])

    assert _rename(server, match_id, tokens[1], {"name": "  Kiran   Rao "}) == (
        200, {"seat": 1, "name": "Kiran Rao"})
    view = live.next_of("update")["view"]
    assert [s["name"] for s in view["seats"]] == ["Asha", "Kiran Rao"]
    assert [r["name"] for r in view["standings"]["rows"]] == ["Asha", "Kiran Rao"]
    live.close()
    assert _names(server, match_id, tokens[1]) == ["Asha", "Kiran Rao"]

    # Kept in the database: a fresh process reads it back.
    server.stop()
    again = servers()
    assert _names(again, match_id, tokens[0]) == ["Asha", "Kiran Rao"]


def test_a_bad_name_is_refused_with_the_reason_and_changes_nothing(servers):
    server = servers()
    created = server.api.create(format="deal", seats=[{"name": "Asha"}, {"name": "Kiran"}])
    match_id = created["match"]
    tokens = [s["token"] for s in created["seats"]]
    for body, message in [
        ({"name": ""}, "A name has 1 to 24 characters."),
        ({"name": "x" * 25}, "A name has 1 to 24 characters."),
        ({"name": 7}, "The request's name must be a JSON string, not 7."),
        ({"name": "\u202e\u0007 \u2066"}, "A name has 1 to 24 characters."),
        ({"name": " Asha "}, "Asha already sits at this table; choose another name."),
        ({"name": "Ravi", "seat": 0}, 'A new name is {"name": "..."}.'),
        (["Ravi"], 'A new name is {"name": "..."}.'),
    ]:
        status, reply = _rename(server, match_id, tokens[1], body)
        assert (status, reply["error"]["code"]) == (400, "bad_request"), body
        assert render(reply["error"]["message"]) == message, body
    status, reply = server.api.call("POST", "/api/matches/%s/name" % match_id, raw=b"{",
                                    token=tokens[1])
    assert status == 400 and "not valid JSON" in render(reply["error"]["message"])
    assert _rename(server, match_id, "x" * 22, {"name": "Ravi"})[0] == 403
    assert _rename(server, match_id, None, {"name": "Ravi"})[0] == 403
    assert _rename(server, "NoSuchMatch12345", tokens[1], {"name": "Ravi"})[0] == 404
    assert _names(server, match_id, tokens[0]) == ["Asha", "Kiran"]
    # A seat may keep its own name.
    assert _rename(server, match_id, tokens[1], {"name": "Kiran"}) == (
        200, {"seat": 1, "name": "Kiran"})


def test_a_name_is_normalised_and_loses_its_control_and_bidi_characters(servers):
    """A name can hold no character that changes how the names around it read: no
    control, format or bidirectional override; NFC, and every space one plain space."""
    server = servers()
    created = server.api.create(format="deal", seats=[
        {"name": "\u202eAsha\u202c"}, {"name": "Ame\u0301lie\u00a0\u2003 R"}])
    match_id = created["match"]
    tokens = [s["token"] for s in created["seats"]]
    assert _names(server, match_id, tokens[0]) == ["Asha", "Am\u00e9lie R"]
    assert _rename(server, match_id, tokens[1], {"name": "Ki\u0007ran\u2067\u200f"}) == (
        200, {"seat": 1, "name": "Kiran"})
    # The joiners that scripts and emoji sequences need stay.
    assert _rename(server, match_id, tokens[1], {"name": "\u0d15\u0d4d\u200d \U0001f469"
                                                         "\u200d\U0001f467"}) == (
        200, {"seat": 1, "name": "\u0d15\u0d4d\u200d \U0001f469\u200d\U0001f467"})
    # Counted in characters once cleaned: 24 letters and a dozen overrides fit.
    assert _rename(server, match_id, tokens[1], {"name": "k" * 24 + "\u202e" * 12})[0] == 200


def test_a_new_name_reaches_the_partner_on_another_process_and_the_rematch(servers, database):
    if not database.startswith("postgresql"):
        # SQLite is one process per file: the name reaches the rematch all the same.
        server = other = servers()
    else:
        server, other = servers(), servers()
    created = server.api.create(format="deal", seats=[{"name": "Asha"}, {}])
    match_id = created["match"]
    tokens = [s["token"] for s in created["seats"]]
    live = LiveSeat(other.base, match_id, tokens[0])
    assert _rename(server, match_id, tokens[1], {"name": "Kiran"})[0] == 200
    assert [s["name"] for s in live.next_of("update")["view"]["seats"]] == ["Asha", "Kiran"]
    live.close()
    assert _names(other, match_id, tokens[0]) == ["Asha", "Kiran"]

    status, reply = other.api.call("POST", "/api/matches/%s/requests" % match_id,
                                   {"id": 1, "type": "drop", "args": {}}, token=tokens[0])
    assert status == 200 and reply["ok"]
    assert {s["name"] for s in reply["result"]["result"]["scores"]} == {"Asha", "Kiran"}
    status, made = other.api.call("POST", "/api/matches/%s/rematch" % match_id,
                                  token=tokens[1])
    assert status == 200
    assert _names(server, made["match"], tokens[1]) == ["Asha", "Kiran"]


def test_the_summary_says_when_the_match_started(servers):
    server = servers()
    before = time.time()
    created = server.api.create(format="deal")
    status, summary = server.api.call("GET", "/api/matches/%s" % created["match"],
                                      token=created["seats"][0]["token"])
    assert status == 200
    started = calendar.timegm(time.strptime(summary["started"], "%Y-%m-%dT%H:%M:%SZ"))
    assert before - 1 <= started <= time.time() + 1
    assert [s["last_acted"] for s in summary["seats"]] == [None, None]
