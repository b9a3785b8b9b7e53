"""The session's resume request: a scored match against bots that the device kept (its
config and log, docs/protocol.md "Kept on the device") comes back just where it was, and
a bad kept record is refused with a clear error, losing nothing. Also what the device
is given to keep: only the new records of each move."""

import json

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from indian_rummy.engine.match import Match
from indian_rummy.locales import render
from indian_rummy.protocol.session import Session

KIRAN = [{"name": "You"}, {"bot": "kiran"}]


def send(session: Session, kind: str, args: "dict | None" = None) -> dict:
    reply: dict = json.loads(session.handle(0, json.dumps({"type": kind, "args": args or {}})))
    return reply


def step(session: Session, moves: int) -> None:
    """One step as a plain player would: the bots' turns, Next deal, else draw from the
    stock, Arrange and discard (every fourth turn a drop where it is allowed)."""
    view = session.view(0)
    if view["phase"] == "over":
        send(session, "next_deal")
    elif view["phase"] == "bot":
        send(session, "bot_turn")
    elif view["phase"] == "draw":
        if moves % 4 == 3 and view["controls"]["drop"]:
            send(session, "drop")
        else:
            send(session, "draw", {"source": "stock"})
    else:
        send(session, "arrange")
        send(session, "discard")


def pool_match(seed: int, steps: int) -> Session:
    session = Session()
    assert send(session, "new_game", {"seed": seed, "profile": "twine", "format": "pool101",
                                      "seats": KIRAN, "clock": {"turn": 60}})["ok"]
    for k in range(steps):
        if session.view(0)["standings"]["over"]:
            break
        step(session, k)
    return session


def resumed(original: Session) -> Session:
    again = Session()
    assert original.match is not None
    reply = send(again, "resume", {"match": original.match.export(),
                                   "options": {"clock": {"turn": 60}}})
    assert reply["ok"], reply.get("error")
    return again


def without_message(view: dict) -> dict:
    return dict((k, v) for k, v in view.items() if k != "message")


@pytest.mark.slow
@settings(max_examples=6)
@given(st.integers(1, 10_000), st.integers(0, 40))
def test_a_resumed_match_is_the_same_match_and_plays_on_to_the_same_end(seed, steps):
    original = pool_match(seed, steps)
    assume(not original.view(0)["standings"]["over"])  # an ended match is not kept
    again = resumed(original)
    assert without_message(again.view(0)) == without_message(original.view(0))
    for k in range(3000):
        if original.view(0)["standings"]["over"]:
            break
        step(original, k)
        step(again, k)
    assert again.match is not None and original.match is not None
    assert again.match.export() == original.match.export()
    assert again.view(0)["standings"] == original.view(0)["standings"]


def test_a_resumed_match_says_where_it_is_and_keeps_its_turn_clock():
    again = resumed(pool_match(610, 12))
    view = again.view(0)
    assert render(view["message"]) == "Back where you were: deal %d of this match." % (
        view["standings"]["deal"])
    assert view["deal"] == view["standings"]["deal"]
    assert view["clock"] == {"turn": 60, "reserve": 60, "timeouts": 0}


def _export() -> dict:
    session = pool_match(610, 6)
    assert session.match is not None
    return session.match.export()


def _changed(**changes: object) -> dict:
    data = _export()
    data.update(changes)
    return data


def _bad_log() -> dict:
    data = _export()
    data["log"][0]["source"] = "discard" if data["log"][0].get("source") == "stock" else "stock"
    return data


def _over() -> dict:
    session = pool_match(610, 3000)
    assert session.match is not None and session.match.over
    return session.match.export()


@pytest.mark.parametrize("args, message", [
    ({}, "The kept match does not replay: A match is a JSON object"),
    ({"match": "twine"}, "The kept match does not replay: A match is a JSON object"),
    ({"match": _changed(log={})}, "The kept match does not replay: A match's log is a list"),
    ({"match": _changed(profile="bridge")}, "The kept match does not replay: "),
    ({"match": _bad_log()}, "The kept match does not replay: Log record 1 does not replay"),
    ({"match": _changed(profile="practice", format="deal",
                        seats=[{"name": "You"}, {"name": "Mira", "bot": "mira"}], log=[])},
     "A practice deal is not kept"),
    ({"match": _changed(seats=[{"name": "You"}, {"name": "Asha"}])},
     "At this table every seat but yours is a bot"),
    ({"match": _changed(seats=[{"name": "Kiran", "bot": "kiran"}, {"name": "You"}])},
     "At this table every seat but yours is a bot"),
    ({"match": _changed(seats=[{"name": "You"}, {"name": "Zed", "bot": "zed"}])},
     "No bot called 'zed' (mira, kiran, tara)"),
    ({"match": _changed(secret="ab" * 32)}, "A match made on the server is resumed there"),
    ({"match": _over()}, "The kept match is over"),
    ({"match": _export(), "options": "fast"}, "The kept match's options are a JSON object"),
    ({"match": _export(), "options": {"clock": {"turn": 5}}}, "Clock is null or {\"turn\": S}"),
])
def test_a_bad_kept_match_is_refused_with_a_clear_error_and_loses_nothing(args, message):
    session = pool_match(77, 5)
    before = session.view(0)
    reply = send(session, "resume", args)
    assert reply["ok"] is False and reply["error"]["code"] == "bad_request"
    assert render(reply["error"]["message"]).startswith(message)
    assert reply["result"] == before


def test_only_the_new_records_of_each_move_are_given_to_keep_and_they_make_the_whole_log():
    session = Session()
    send(session, "new_game", {"seed": 9, "profile": "twine", "format": "pool101",
                               "seats": KIRAN})
    first = session.to_keep()
    assert first is not None and first["new"] and first["log"] == []
    assert first["match"]["seats"] == [{"name": "You", "bot": None},
                                       {"name": "Kiran", "bot": "kiran"}]
    assert session.to_keep() is None  # nothing new
    copy: list = []
    finished = 0
    for k in range(200):  # into the second deal
        if session.match is not None and session.match.number == 2:
            break
        step(session, k)
        piece = session.to_keep()
        if piece is None:
            continue
        assert not piece["new"] and piece["from"] == len(copy)
        copy = copy + piece["log"]
        finished = piece["finished"]
    assert session.match is not None and copy == session.match.export()["log"]
    assert finished == len(session.match.results) > 0 and not session.match.over
    # A resumed match is a new copy: its whole log at once.
    again = resumed(session)
    whole = again.to_keep()
    assert whole is not None and whole["new"] and whole["log"] == copy
    assert whole["options"] == {"clock": {"turn": 60}}


def test_nothing_of_the_practice_table_is_given_to_keep():
    session = Session()
    send(session, "new_game", {"seed": 5, "guided": True})
    send(session, "draw", {"source": "stock"})
    assert session.to_keep() is None


def test_a_kept_match_replays_from_its_export_alone():
    data = _export()
    assert Match.load(json.loads(json.dumps(data))).export() == data
