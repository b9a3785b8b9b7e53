"""Play on from here (protocol/branch.py): a finished deal played again from one of a seat's
turns with the real cards (the real draw pile, the others' real hands) and the same bots
deciding, a branch beside the table that is never kept; its end told beside the real one."""

import copy
import json

import pytest

import kept_games
from indian_rummy.bots import play_bot_turn
from indian_rummy.engine.canon import dumps
from indian_rummy.engine.match import Match
from indian_rummy.locales import render
from indian_rummy.protocol.branch import coached
from indian_rummy.protocol.review import review
from indian_rummy.protocol.session import Session
from indian_rummy.protocol.table import TableSession
from kept_games import COACHED_SEED as SEED
from kept_games import ask, coached_pool, export, play_deal, played


@pytest.fixture(scope="module")
def kept() -> dict:
    return coached_pool()


def opened(session: Session, args: dict) -> dict:
    return kept_games.opened(session, "branch", args)


def in_branch(session: Session, kind: str, args: "dict | None" = None) -> dict:
    return ask(session, "in_branch", {"type": kind, "args": args or {}})


def coach_to_the_end(session: Session) -> dict:
    """The coach plays the seat's turns (the others theirs) until the branch's deal ends."""
    for _ in range(200):
        reply = in_branch(session, "bot_turn")
        assert reply["ok"], reply
        shown = reply["result"]["branch"]
        if shown["ending"] is not None:
            return shown
    raise AssertionError("the branch never ended")


def turn_openings(match: Match, seat: int, number: int) -> list:
    """The records of the seat's draws in deal ``number``: each opened one of its turns."""
    return [r for r in match.log if r["deal"] == number and r["who"] == seat
            and r["action"] == "draw"]


def test_a_branch_deals_the_real_cards_at_every_turn_of_the_seat(kept) -> None:
    match = Match.load(kept)
    turns = review(match, 0, 1)["turns"]
    draws = turn_openings(match, 0, 1)
    assert len(draws) == len(turns) > 2
    session = Session()
    for k, turn in enumerate(turns):
        shown = opened(session, {"match": kept, "deal": 1, "turn": k + 1})
        assert shown["from"] == shown["turn"] == k + 1 and shown["view"]["phase"] == "draw"
        deal = session.branch.match.deal  # type: ignore[union-attr]
        assert sorted(c.id for c in deal.hand_of(0)) == sorted(turn["hand"])
        top = shown["view"]["discard_top"]
        assert (top and top["id"]) == turn["top"]
        # Every other seat holds its real hand.
        assert [sorted(c.id for c in deal.hand_of(1))] == [
            sorted(h["cards"]) for h in turn["hands"]]
        # The same draw takes the same card: the real draw pile, in its real order.
        shown = in_branch(session, "draw", {"source": draws[k]["source"]})["result"]["branch"]
        assert shown["view"]["drawn"] == draws[k]["card"]


def real_moves_again(session: Session, kept: dict, real: list) -> list:
    """Deal 1 played on from turn 1 with the seat's real steps (``real``: the deal's
    records); the branch's ``step`` (the coach's) as each of them was asked for."""
    shown = opened(session, {"match": kept, "deal": 1, "turn": 1})
    branch = session.branch
    assert branch is not None
    steps = []
    for record in real:
        if record["who"] != 0 or branch.match.deal.result is not None:
            continue
        if len(branch.match.log) >= record["n"]:
            continue  # played already, before the turn the branch starts at
        steps.append(shown["step"])
        if record["action"] == "draw":
            reply = in_branch(session, "draw", {"source": record["source"]})
        else:
            reply = in_branch(session, record["action"], {"card": record["card"]})
        assert reply["ok"], reply
        shown = reply["result"]["branch"]
    return steps


def test_every_step_of_a_branch_prices_its_choices_as_the_review_does(kept) -> None:
    """Draw and throw, at every turn played on: the coach's choice and every choice's
    figure in points, the same as the review's for the same step."""
    match = Match.load(kept)
    steps = real_moves_again(Session(), kept, [r for r in match.log if r["deal"] == 1])
    reviewed = [step for turn in review(match, 0, 1)["turns"] for step in turn["steps"]]
    assert len(steps) == len(reviewed) > 4
    for shown, judged in zip(steps, reviewed, strict=True):
        assert shown == dict([(key, judged[key]) for key in shown])
        assert [o["loss"] for o in shown["options"]] == [
            o["points"] - shown["coach_points"] for o in shown["options"]]


def test_after_the_coachs_turn_the_seats_next_step_is_priced_once_it_is_asked(kept) -> None:
    """The coach playing a turn works out no step it does not need (the next may be its
    too); asked for the view, the seat's step comes with its figures, as the review's."""
    session = Session()
    opened(session, {"match": kept, "deal": 1, "turn": 1})
    played = in_branch(session, "bot_turn")["result"]["branch"]
    assert played["step"] is None and played["view"]["phase"] == "draw"
    shown = in_branch(session, "view")["result"]["branch"]
    assert shown["turn"] == played["turn"] == 2
    match = Match.load(kept)
    judged = review(match, 0, 1)["turns"][1]["steps"][0]
    assert shown["step"] == dict([(key, judged[key]) for key in shown["step"]])


def test_the_seats_real_moves_again_end_the_deal_as_it_really_ended(kept) -> None:
    match = Match.load(kept)
    real = [r for r in match.log if r["deal"] == 1]
    session = Session()
    real_moves_again(session, kept, real)
    branch = session.branch
    assert branch is not None
    # Kiran, deciding as he did, played every move he played.
    assert branch.match.log == [r for r in real if r["action"] != "next_deal"]
    shown = ask(session, "in_branch", {"type": "view"})["result"]["branch"]
    assert shown["ending"] == shown["real"]
    assert render(shown["real"]["text"]) == "Kiran declared: you paid 15 points."


@pytest.mark.parametrize("deal, turn", [(1, 1), (1, "last"), (3, 1), (3, "last"), (2, 1)])
def test_the_coach_plays_on_from_the_first_or_the_last_turn_as_it_played(kept, deal,
                                                                        turn) -> None:
    """The seat played the coach's hints: the coach playing on from any of its turns, and
    Kiran deciding as he did, the branch ends as the deal did."""
    match = Match.load(kept)
    if turn == "last":
        turn = len(review(match, 0, deal)["turns"])
    session = Session()
    opened(session, {"match": kept, "deal": deal, "turn": turn})
    shown = coach_to_the_end(session) if deal != 2 else in_branch(session, "drop")["result"][
        "branch"]
    assert shown["ending"] == shown["real"]
    assert render(shown["ending"]["text"]) == {
        1: "Kiran declared: you paid 15 points.", 2: "You dropped for 20 points; Kiran won.",
        3: "You declared and won."}[deal]
    assert shown["view"]["phase"] == "over" and shown["step"] is None


def test_another_choice_plays_on_and_ends_its_own_way(kept) -> None:
    """The first turn of deal 1 again, throwing the card drawn each turn: the deal goes
    on turn by turn, Kiran's moves told after each of yours, the coach's choice at each
    step, to an end told beside the real one."""
    session = Session()
    shown = opened(session, {"match": kept, "deal": 1, "turn": 1})
    assert shown["step"]["coach"]["action"] in ("draw", "drop")
    for _ in range(100):
        shown = in_branch(session, "draw", {"source": "stock"})["result"]["branch"]
        assert shown["view"]["phase"] == "discard" and shown["step"]["coach"]["action"] in (
            "discard", "declare")
        before = shown["turn"]
        shown = in_branch(session, "discard", {"card": shown["view"]["drawn"]})["result"][
            "branch"]
        assert len(shown["others"]) == 1 and "Kiran" in render(shown["others"][0])
        if shown["ending"] is not None:
            break
        assert shown["turn"] == before + 1
    assert shown["ending"] is not None and shown["real"]["points"] == 15
    assert render(shown["ending"]["text"]) != ""


def test_the_table_and_the_kept_match_stay_as_they_were(kept) -> None:
    session = Session()
    ask(session, "new_game", {"seed": 77, "profile": "twine", "format": "pool101",
                              "seats": [{"name": "You"}, {"bot": "kiran"}]})
    ask(session, "draw", {"source": "stock"})
    session.to_keep()
    before = ask(session, "view")["result"]
    log = copy.deepcopy(session.match.log)  # type: ignore[union-attr]
    untouched = copy.deepcopy(kept)
    opened(session, {"match": kept, "deal": 3, "turn": 1})
    coach_to_the_end(session)
    after = ask(session, "view")["result"]
    assert after == before and after["branch"] is None
    assert session.match.log == log  # type: ignore[union-attr]
    assert session.to_keep() is None  # nothing for the device to keep
    assert kept == untouched
    # The table's own finished deal, played on: the table stays as it was too.
    table = played("twine", "pool101", "kiran", SEED, (False,))
    before = ask(table, "view")["result"]
    log = copy.deepcopy(table.match.log)  # type: ignore[union-attr]
    table.to_keep()
    opened(table, {"turn": 2})
    coach_to_the_end(table)
    assert ask(table, "view")["result"] == before
    assert table.match.log == log and table.to_keep() is None  # type: ignore[union-attr]


def test_a_seat_a_person_played_is_played_by_the_coach() -> None:
    match = Match.new("twine", "deal", [{"name": "Asha"}, {"name": "Ravi"}], 31)
    while not match.deal_over():
        play_bot_turn(match, match.deal.turn, decide=coached)
    session = Session()
    opened(session, {"match": json.loads(dumps(match.export())), "turn": 1, "seat": 1})
    shown = coach_to_the_end(session)
    assert shown["seat"] == 1 and shown["ending"] == shown["real"]
    assert session.branch.match.log == match.log  # type: ignore[union-attr]


def test_a_seat_out_of_the_deal_sees_the_others_play_on_a_round_at_a_time() -> None:
    table = Session()
    ask(table, "new_game", {"seed": 5, "profile": "classic", "players": 3, "bot": "kiran"})
    play_deal(table)
    session = Session()
    opened(session, {"match": export(table), "turn": 1})
    shown = in_branch(session, "drop")["result"]["branch"]
    rounds = 0
    while shown["ending"] is None:
        assert shown["view"]["phase"] == "bot" and len(shown["others"]) <= 3
        shown = in_branch(session, "bot_turn")["result"]["branch"]
        rounds += 1
    assert rounds > 0 and shown["ending"]["outcome"] == "dropped"
    assert render(shown["ending"]["text"]).startswith("You dropped for 20 points; ")


@pytest.mark.parametrize("args, code, words", [
    ({"deal": 1, "turn": 0}, "bad_request", "Turn is a turn's number, from 1, not 0"),
    ({"deal": 1, "turn": "2"}, "bad_request", "Turn is a turn's number, from 1, not '2'"),
    ({"deal": 1, "turn": True}, "bad_request", "Turn is a turn's number, from 1, not true"),
    ({"deal": 1}, "bad_request", "Turn is a turn's number, from 1, not null"),
    ({"deal": 2, "turn": 2}, "bad_request", "Deal 2 has one turn of yours, not 2"),
    ({"deal": 1, "turn": 99}, "bad_request", "Deal 1 has "),
    ({"deal": 4, "turn": 1}, "wrong_phase", "Deal 4 is not over, or there is no such deal"),
    ({"deal": "1", "turn": 1}, "bad_request", "Deal is a deal's number, not '1'"),
    ({"deal": 1, "turn": 1, "seat": 2}, "bad_request", "No seat 2 at this match"),
])
def test_a_deal_turn_or_seat_the_match_has_not_is_refused_and_nothing_changes(
        kept, args, code, words) -> None:
    session = Session()
    opened(session, {"match": kept, "deal": 1, "turn": 2})
    branch = session.branch
    reply = ask(session, "branch", dict(args, match=kept))
    assert not reply["ok"] and reply["error"]["code"] == code
    assert render(reply["error"]["message"]).startswith(words), render(reply["error"]["message"])
    assert session.branch is branch and branch.start == 2  # type: ignore[union-attr]


def test_a_deal_not_over_is_not_played_on() -> None:
    session = Session()
    ask(session, "new_game", {"seed": 77, "profile": "twine", "format": "pool101",
                              "seats": [{"name": "You"}, {"bot": "kiran"}]})
    reply = ask(session, "branch", {"turn": 1})
    assert render(reply["error"]["message"]) == "A deal can be reviewed once it is over"
    reply = ask(Session(), "branch", {"turn": 1})
    assert render(reply["error"]["message"]) == "No deal yet: start a new game first"


def test_a_branch_answers_only_its_seats_steps_while_its_deal_is_on(kept) -> None:
    session = Session()
    reply = in_branch(session, "draw", {"source": "stock"})
    assert render(reply["error"]["message"]) == (
        "No deal is being played on: try a turn of a review again first")
    opened(session, {"match": kept, "deal": 3, "turn": 1})
    reply = in_branch(session, "new_game")
    assert render(reply["error"]["message"]) == (
        "A deal played on answers view, draw, discard, declare, discard_declare, drop, "
        "bot_turn, not 'new_game'")
    in_branch(session, "draw", {"source": "stock"})
    card = session.branch.match.deal.drawn  # type: ignore[union-attr]
    before = in_branch(session, "discard", {"card": card})["result"]["branch"]
    assert before["others"]  # Kiran's turn, told
    card = session.branch.match.deal.hand_of(0)[0].id  # type: ignore[union-attr]
    reply = in_branch(session, "discard", {"card": card})  # before drawing: refused
    assert reply["error"]["code"] == "wrong_phase" and reply["result"]["branch"] == before
    reply = ask(session, "in_branch", {"type": "draw", "args": [1]})
    assert render(reply["error"]["message"]) == "Args is a JSON object"
    coach_to_the_end(session)
    reply = in_branch(session, "draw", {"source": "stock"})
    assert reply["error"]["code"] == "wrong_phase"
    assert render(reply["error"]["message"]) == (
        "This deal played on is over: see how it ended, or try the turn again")
    assert reply["result"]["branch"]["ending"] is not None


def test_a_served_session_plays_no_deal_on(kept) -> None:
    served = TableSession(Match.load(kept))
    for kind in ("branch", "in_branch"):
        reply = json.loads(served.handle(0, dumps({"type": kind, "args": {"turn": 1}})))
        assert render(reply["error"]["message"]) == (
            "A deal is played on from a turn on your own device")
        assert reply["result"]["branch"] is None
