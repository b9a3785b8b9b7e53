"""review_kept: the review of a deal of a match the device kept (its export), worked out
beside the match being played without touching it, with what a kept game records of the
deal (its result, the review's marks, where its log ends); a bad record is refused with a
clear error and nothing changes."""

import json

import pytest

from indian_rummy.engine.match import Match
from indian_rummy.locales import render
from indian_rummy.protocol import review as reviewing
from indian_rummy.protocol.session import Session
from indian_rummy.protocol.table import TableSession
from indian_rummy.tools.cli import main
from kept_games import ask, export, played

# Pool 101 against Kiran, seed 632: you lose deal 1 for 15 points, drop deal 2 (20) and
# win deal 3.
SEED = 632
DROPS = (False, True, False)


@pytest.fixture(scope="module")
def kept() -> dict:
    return export(played("twine", "pool101", "kiran", SEED, DROPS))


def test_a_kept_deal_is_reviewed_as_the_deal_was_with_its_result_and_marks(kept) -> None:
    session = Session()
    for number, outcome, points, winner in ((1, "lost", 15, "Kiran"), (2, "dropped", 20, "Kiran"),
                                            (3, "won", 0, "You")):
        reply = ask(session, "review_kept", {"match": kept, "deal": number, "seat": 0})
        assert reply["ok"], reply
        found = reply["result"]["kept_review"]
        assert found["result"] == {"outcome": outcome, "points": points, "winner": winner}
        # The log up to the deal's end replays to that deal, over.
        cut = dict(kept, log=kept["log"][:found["log_end"]])
        finished = Match.load(cut)
        assert finished.number == number and finished.deal.result is not None
        same = reviewing.review(finished, 0, number)
        assert [t["mark"] for t in found["turns"]] == [t["mark"] for t in same["turns"]]
        assert found["marks"] == {
            "blunders": same["counts"]["blunder"], "mistakes": same["counts"]["mistake"],
            "inaccuracies": same["counts"]["inaccuracy"],
            "loss": sum(t["loss"] for t in same["turns"])}
        assert found["deals"] == list(range(1, number + 1))
    # The drop: one turn, the drop, and the points it cost beyond the coach's choice.
    dropped = ask(session, "review_kept", {"match": kept, "deal": 2})["result"]["kept_review"]
    assert [s["did"]["action"] for t in dropped["turns"] for s in t["steps"]] == ["drop"]
    assert dropped["marks"]["loss"] == dropped["turns"][0]["loss"]


def test_reviewing_a_kept_match_leaves_the_match_being_played_as_it_was(kept) -> None:
    session = played("twine", "pool101", "kiran", 77, (True,))
    before = ask(session, "view")["result"]
    log = list(session.match.log)  # type: ignore[union-attr]
    reply = ask(session, "review_kept", {"match": kept, "deal": 3})
    assert reply["ok"]
    after = dict(reply["result"])
    assert after.pop("kept_review")["deal"] == 3
    before.pop("kept_review")
    assert after == before
    assert session.match.log == log  # type: ignore[union-attr]
    # Only the reply to the request carries it.
    assert ask(session, "view")["result"]["kept_review"] is None


def test_without_a_deal_the_latest_deal_over_is_reviewed(kept) -> None:
    found = ask(Session(), "review_kept", {"match": kept})["result"]["kept_review"]
    assert found["deal"] == 3 and found["deals"] == [1, 2, 3]
    # A match in its next deal: the one before it.
    session = played("twine", "pool101", "kiran", 77, (True,))
    ask(session, "next_deal")
    found = ask(Session(), "review_kept", {"match": export(session)})["result"]["kept_review"]
    assert found["deal"] == 1 and found["result"]["outcome"] == "dropped"
    fresh = dict(kept, log=[])
    reply = ask(Session(), "review_kept", {"match": fresh})
    assert render(reply["error"]["message"]) == "This kept match has no deal that is over"


def test_a_kept_match_is_reviewed_before_any_table_is_dealt(kept) -> None:
    reply = ask(Session(), "review_kept", {"match": kept, "deal": 1})
    assert reply["ok"] and reply["result"]["phase"] == "idle"
    assert reply["result"]["kept_review"]["result"]["outcome"] == "lost"


@pytest.mark.parametrize("change, message", [
    (lambda m: "a match", "Match is a match's export (a JSON object), not 'a match'"),
    (lambda m: dict(m, profile="poker"), "This kept match cannot be read: no rule profile"),
    (lambda m: dict(m, log=m["log"][:5] + [dict(m["log"][5], card=999)] + m["log"][6:]),
     "This kept match does not replay"),
    (lambda m: dict(m, log="log"), "This kept match does not replay: A match's log is a list"),
    (lambda m: dict(m, log=m["log"][:20]), "This kept match has no deal 1 that is over"),
])
def test_a_bad_kept_match_is_refused_with_a_clear_error_and_nothing_changes(
        kept, change, message) -> None:
    session = played("twine", "pool101", "kiran", 77, (True,))
    before = ask(session, "view")["result"]
    reply = ask(session, "review_kept", {"match": change(kept), "deal": 1})
    assert not reply["ok"] and reply["error"]["code"] == "bad_request"
    assert render(reply["error"]["message"]).startswith(message), render(reply["error"]["message"])
    assert reply["result"] == before


@pytest.mark.parametrize("args, message", [
    ({"deal": 4}, "This kept match has no deal 4 that is over"),
    ({"deal": 0}, "Deal is a deal's number, not 0"),
    ({"deal": True}, "Deal is a deal's number, not true"),
    ({"deal": 1, "seat": 2}, "No seat 2 at this match"),
])
def test_a_deal_or_seat_the_kept_match_has_not_is_refused(kept, args, message) -> None:
    reply = ask(Session(), "review_kept", dict(args, match=kept))
    assert not reply["ok"] and render(reply["error"]["message"]).startswith(message), reply["error"]


def test_a_served_session_refuses_to_review_a_kept_match(kept) -> None:
    served = TableSession(Match.load(kept))
    reply = json.loads(served.handle(0, json.dumps({"type": "review_kept", "args": {
        "match": kept, "deal": 1}})))
    assert not reply["ok"] and "reviewed on your own device" in render(reply["error"]["message"])


def test_the_command_line_reviews_a_kept_deals_log(kept, tmp_path, capsys) -> None:
    found = ask(Session(), "review_kept", {"match": kept, "deal": 2})["result"]["kept_review"]
    log = tmp_path / "deal.json"
    log.write_text(json.dumps(dict(kept, log=kept["log"][:found["log_end"]])), encoding="utf-8")
    assert main(["review", str(log), "--deal", "2"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == (
        "Deal 2, seen from You's seat: " + render(found["summary"]))
