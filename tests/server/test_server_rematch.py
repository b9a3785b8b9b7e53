"""Rematch: a finished match leads both seats to one new match, opened by the same
links' secrets, on SQLite and on PostgreSQL."""

import pytest

from server.clients import LiveSeat

pytestmark = pytest.mark.server


def _summary(server: object, match_id: str, token: str) -> tuple:
    return server.api.call("GET", "/api/matches/%s" % match_id, token=token)  # type: ignore


def _rematch(server: object, match_id: str, token: str) -> tuple:
    return server.api.call("POST", "/api/matches/%s/rematch" % match_id, token=token)  # type: ignore


def test_a_rematch_waits_for_the_end_then_both_seats_meet_at_one_new_match(servers):
    server = servers()
    created = server.api.create(format="deal", seats=[{"name": "Asha"}, {"name": "Kiran"}])
    match_id = created["match"]
    tokens = [s["token"] for s in created["seats"]]
    status, body = _rematch(server, match_id, tokens[0])
    assert status == 409 and body["error"]["code"] == "not_over"
    assert _summary(server, match_id, tokens[0])[1]["rematch"] is None

    live = LiveSeat(server.base, match_id, tokens[1])
    status, reply = server.api.call("POST", "/api/matches/%s/requests" % match_id,
                                    {"id": 1, "type": "drop", "args": {}}, token=tokens[0])
    assert status == 200 and reply["ok"]
    assert live.next_of("update")["view"]["result"] is not None
    status, made = _rematch(server, match_id, tokens[0])
    assert status == 200
    event = live.next_of("rematch")
    assert event == {"type": "event", "event": "rematch", "match": made["match"]}
    # The other seat asking gets the same match; the finished one points to it.
    assert _rematch(server, match_id, tokens[1]) == (200, made)
    assert _summary(server, match_id, tokens[1])[1]["rematch"] == made["match"]
    live.close()

    for seat, token in enumerate(tokens):
        status, summary = _summary(server, made["match"], token)
        assert status == 200 and summary["you"] == seat
        assert summary["status"] == "playing" and summary["seq"] == 0
        assert (summary["profile"], summary["format"]) == ("twine", "deal")
        assert [s["name"] for s in summary["seats"]] == ["Asha", "Kiran"]
        assert summary["rematch"] is None
    assert _summary(server, made["match"], "x" * 22)[0] == 403
    assert _rematch(server, made["match"], "x" * 22)[0] == 403
    assert _rematch(server, "NoSuchMatch12345", tokens[0])[0] == 404
