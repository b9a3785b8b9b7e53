"""Puzzles (protocol/puzzle.py): a position, or a turn of a kept game, seen from one seat
with one question; the learner's one step judged against the coach's choice, on a match
of the puzzle's own, never the table's."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kept_games
from indian_rummy.bots import new_match, play_bot_turn
from indian_rummy.bots.legal import legal_decisions
from indian_rummy.bots.sight import Sight
from indian_rummy.engine.canon import dumps
from indian_rummy.engine.cards import Card
from indian_rummy.engine.match import Match
from indian_rummy.locales import render
from indian_rummy.protocol.position import moves_of, position
from indian_rummy.protocol.puzzle import answer, coached
from indian_rummy.protocol.review import review
from indian_rummy.protocol.session import Session
from indian_rummy.protocol.table import TableSession
from kept_games import ask, coached_pool

# Kiran's turn and Mira's after it, at the learner's later draw (twine: a drop costs 40).
AT_DRAW = {"profile": "twine", "seats": ["kiran", None], "seed": 7, "moves": "s25 d23 d82",
           "seat": 1}
# The learner's first draw, where a drop costs 20.
FIRST_DRAW = {"profile": "twine", "seats": [None, "kiran"], "seed": 7, "moves": "", "seat": 0}
# Practice has no drops.
PRACTICE_DRAW = {"profile": "practice", "seats": [None, "mira"], "seed": 7, "moves": "",
                 "seat": 0}
# After a draw from the stock: the coach throws a card whose twin the hand holds too.
AT_THROW = {"profile": "twine", "seats": [None, "mira"], "seed": 1, "moves": "", "seat": 0,
            "drawn": "stock"}
# A complete hand after the draw: one throw declares.
COMPLETE = {"profile": "twine", "seats": [None, "mira"], "seed": 9, "moves": "s38 s28 s51 d34",
            "seat": 0, "drawn": "stock"}
# A complete hand that four throws declare, of three faces.
DECLARES_FOUR_WAYS = {"profile": "twine", "seats": ["kiran", None], "seed": 1, "moves": (
    "s22 d50 s60 d41 s30 d93 s0 s13 d98 d77 s87 s78 s18 d22 s33 d73 s96"), "seat": 1,
                      "drawn": "discard"}
# A classic table, where a declaration that is not complete costs 80 points.
CLASSIC_THROW = {"profile": "classic", "seats": [None, "mira"], "seed": 7, "moves": "",
                 "seat": 0, "drawn": "stock"}


@pytest.fixture(scope="module")
def kept() -> dict:
    """A kept Pool 101 match (kept_games.coached_pool): deal 2 is a drop at its first turn."""
    return coached_pool()


def opened(session: Session, args: dict) -> dict:
    return kept_games.opened(session, "puzzle", args)


def stepped(session: Session, kind: str, args: "dict | None" = None) -> dict:
    return ask(session, "in_puzzle", {"type": kind, "args": args or {}})


def request_of(choice: dict) -> tuple:
    """The table's request that takes ``choice`` (a CHOICE)."""
    action = choice["action"]
    if action == "draw":
        return "draw", {"source": choice["source"]}
    if action == "discard":
        return "discard", {"card": choice["card"]}
    if action == "declare" and choice["card"] is not None:
        return "discard_declare", {"card": choice["card"]}
    return action, {}


def verdict(data: dict, choice: dict) -> dict:
    """The verdict on ``choice`` at the position ``data``, in a new session."""
    session = Session()
    opened(session, {"position": data})
    reply = stepped(session, *request_of(choice))
    assert reply["ok"], reply
    return reply["result"]["puzzle"]["answered"]


def decision(choice: object) -> dict:
    return {"action": choice.action, "source": choice.source,  # type: ignore[attr-defined]
            "card": choice.card}  # type: ignore[attr-defined]


def figure(answered: dict, choice: dict) -> int:
    """The figure the verdict gives ``choice``'s face."""
    for row in answered["figures"]:
        weighed = row["decision"]
        if weighed["action"] == choice["action"] and weighed["source"] == choice["source"] and (
                weighed["card"] == choice["card"] or Card(weighed["card"]).face() == Card(
                    choice["card"]).face()):
            return row["points"]
    raise AssertionError("no figure for %r" % choice)


def table_view(data: dict) -> dict:
    """The view a table shows the position's seat (the same shape the page draws)."""
    match = position(data)
    return json.loads(dumps(TableSession(match).view(match.deal.turn)))


# -- the position and its question ------------------------------------------------------------


def test_the_puzzle_shows_the_seats_view_at_its_draw() -> None:
    shown = opened(Session(), {"position": AT_DRAW})
    assert shown["view"] == table_view(AT_DRAW)
    assert shown["view"]["seat"] == 1 and shown["view"]["phase"] == "draw"
    assert shown["view"]["hand_count"] == 13
    assert shown["question"] == "draw" and shown["answered"] is None
    match = position(AT_DRAW)
    assert shown["choices"] == [decision(d) for d in legal_decisions(Sight.of(match.deal, 1))]
    assert [c["action"] for c in shown["choices"]] == ["draw", "draw", "drop"]


def test_the_puzzle_shows_the_seats_view_at_its_throw() -> None:
    shown = opened(Session(), {"position": AT_THROW})
    assert shown["view"] == table_view(AT_THROW)
    view = shown["view"]
    assert view["phase"] == "discard" and view["hand_count"] == 14 and view["drawn"] is not None
    assert shown["question"] == "throw"
    hand = [c["id"] for tray in view["trays"] for c in tray["cards"]]
    assert sorted(c["card"] for c in shown["choices"]) == sorted(hand)
    assert {c["action"] for c in shown["choices"]} == {"discard"}


@pytest.mark.parametrize("data, question", [
    (FIRST_DRAW, "drop"), (AT_DRAW, "draw"), (PRACTICE_DRAW, "draw"), (AT_THROW, "throw"),
    (COMPLETE, "declare")])
def test_the_question_is_the_one_the_step_asks(data, question) -> None:
    assert opened(Session(), {"position": data})["question"] == question


# -- the verdict ---------------------------------------------------------------------------------


def test_the_coachs_answer_is_judged_right_and_so_is_its_twin() -> None:
    match = position(AT_THROW)
    coach = answer(match, 0)
    assert coach.action == "discard"
    twins = [c.id for c in match.deal.hand_of(0) if c.face() == Card(coach.card).face()
             and c.id != coach.card]
    assert twins  # the position holds both copies of the coach's throw
    for card in (coach.card, twins[0]):
        answered = verdict(AT_THROW, {"action": "discard", "source": None, "card": card})
        assert answered["right"] and answered["loss"] == 0
        assert answered["yours"]["card"] == card
        assert answered["answer"] == decision(coach)
        assert answered["figures"][0]["decision"] == decision(coach)
        assert render(answered["text"]) == render(coached(match, 0)[2].text)


def test_a_wrong_throw_is_judged_wrong_and_loses_the_difference_of_the_figures() -> None:
    match = position(AT_THROW)
    options = coached(match, 0)[2].options
    best = options[0][1]
    worse = [d for d, points in options if points > best][0]
    # The other copy of the face the coach figured, where the hand holds it.
    cards = [c.id for c in match.deal.hand_of(0) if c.face() == Card(worse.card).face()]
    choice = {"action": "discard", "source": None, "card": cards[-1]}
    answered = verdict(AT_THROW, choice)
    assert not answered["right"] and answered["yours"] == choice
    assert answered["loss"] == figure(answered, choice) - best > 0


def test_a_wrong_draw_is_judged_wrong_and_loses_the_difference_of_the_figures() -> None:
    taken = {"action": "draw", "source": "discard", "card": None}
    answered = verdict(AT_DRAW, taken)
    assert answered["answer"] == {"action": "draw", "source": "stock", "card": None}
    assert not answered["right"] and answered["yours"] == taken
    assert [row["points"] for row in answered["figures"]] == [23, 27, 40]
    assert answered["loss"] == 27 - 23


def test_any_declaration_that_completes_the_hand_is_right_where_the_coach_declares() -> None:
    choices = opened(Session(), {"position": DECLARES_FOUR_WAYS})["choices"]
    declarations = [c for c in choices if c["action"] == "declare"]
    assert len({Card(c["card"]).face() for c in declarations}) == 3
    for choice in declarations:
        answered = verdict(DECLARES_FOUR_WAYS, choice)
        assert answered["answer"]["action"] == "declare"
        assert answered["right"] and answered["loss"] == 0
    thrown = [c for c in choices if c["action"] == "discard"][0]
    assert not verdict(DECLARES_FOUR_WAYS, thrown)["right"]


def test_a_declaration_not_complete_is_confirmed_first_then_costs_its_price() -> None:
    session = Session()
    shown = opened(session, {"position": CLASSIC_THROW})
    card = shown["choices"][0]["card"]
    reply = stepped(session, "discard_declare", {"card": card})
    assert reply["error"]["code"] == "confirm_declaration"
    assert reply["result"]["puzzle"]["answered"] is None
    reply = stepped(session, "discard_declare", {"card": card, "confirm": True})
    answered = reply["result"]["puzzle"]["answered"]
    assert not answered["right"] and answered["yours"] == {
        "action": "declare", "source": None, "card": card}
    assert answered["loss"] == 80 - answered["figures"][0]["points"]


def test_a_second_step_is_refused_until_a_new_puzzle_opens() -> None:
    session = Session()
    opened(session, {"position": AT_DRAW})
    first = stepped(session, "draw", {"source": "stock"})["result"]["puzzle"]
    reply = stepped(session, "draw", {"source": "discard"})
    assert reply["error"]["code"] == "wrong_phase"
    assert render(reply["error"]["message"]) == (
        "This puzzle is answered: open another to try again")
    assert reply["result"]["puzzle"] == first
    assert opened(session, {"position": AT_DRAW})["answered"] is None
    assert stepped(session, "draw", {"source": "discard"})["result"]["puzzle"]["answered"][
        "yours"]["source"] == "discard"


def test_a_step_the_table_refuses_leaves_the_puzzle_unanswered() -> None:
    session = Session()
    shown = opened(session, {"position": AT_DRAW})
    card = shown["view"]["trays"][0]["cards"][0]["id"]
    reply = stepped(session, "discard", {"card": card})
    assert reply["error"]["code"] == "wrong_phase"
    assert render(reply["error"]["message"]) == "Draw a card first"
    assert reply["result"]["puzzle"] == shown
    assert stepped(session, "drop")["result"]["puzzle"]["answered"]["yours"]["action"] == "drop"


# -- a turn of a kept game -------------------------------------------------------------------


def hand_of(view: dict) -> list:
    return sorted(c["id"] for tray in view["trays"] for c in tray["cards"])


def test_a_kept_games_turn_opens_at_its_draw_with_the_real_hand(kept) -> None:
    turns = review(Match.load(kept), 0, 1)["turns"]
    for number in (1, 2, len(turns)):
        shown = opened(Session(), {"match": kept, "deal": 1, "seat": 0, "turn": number,
                                   "step": "draw"})
        assert shown["view"]["phase"] == "draw" and shown["question"] in ("draw", "drop")
        assert hand_of(shown["view"]) == sorted(turns[number - 1]["hand"])


def test_a_kept_games_turn_opens_after_the_seats_real_draw(kept) -> None:
    match = Match.load(kept)
    turns = review(match, 0, 1)["turns"]
    draws = [r for r in match.log if r["deal"] == 1 and r["who"] == 0 and r["action"] == "draw"]
    shown = opened(Session(), {"match": kept, "deal": 1, "turn": 2, "step": "discard"})
    assert shown["view"]["phase"] == "discard" and shown["question"] == "throw"
    assert shown["view"]["drawn"] == draws[1]["card"]
    assert hand_of(shown["view"]) == sorted(turns[1]["hand"] + [draws[1]["card"]])


@pytest.mark.parametrize("args, code, words", [
    ({"position": []}, "bad_request", "A position is an object, not []"),
    ({"position": dict(AT_DRAW, seat=0)}, "bad_request", "Seat 0 is not to play at this position"),
    ({"position": dict(AT_DRAW, drawn="pile")}, "bad_request",
     "A position's draw is from \"stock\" or \"discard\", not 'pile'"),
    ({}, "bad_request", "A puzzle opens at a position, or at a turn of a kept match"),
    ({"match": "KEPT", "deal": 1, "turn": 1, "step": "throw"}, "bad_request",
     "A turn's step is \"draw\" or \"discard\", not 'throw'"),
    ({"match": "KEPT", "deal": 1, "turn": 1}, "bad_request",
     "A turn's step is \"draw\" or \"discard\", not null"),
    ({"match": "KEPT", "deal": 1, "turn": 0, "step": "draw"}, "bad_request",
     "Turn is a turn's number, from 1, not 0"),
    ({"match": "KEPT", "deal": 1, "turn": 99, "step": "draw"}, "bad_request", "Deal 1 has "),
    ({"match": "KEPT", "deal": 4, "turn": 1, "step": "draw"}, "wrong_phase",
     "Deal 4 is not over, or there is no such deal"),
    ({"match": "KEPT", "deal": 1, "turn": 1, "step": "draw", "seat": 2}, "bad_request",
     "No seat 2 at this match"),
    ({"match": "KEPT", "deal": 2, "turn": 1, "step": "discard"}, "bad_request",
     "Turn 1 of deal 2 opened without a draw: there is no throw after it to ask about"),
    ({"match": [], "deal": 1, "turn": 1, "step": "draw"}, "bad_request",
     "Match is a match's export (a JSON object), not []"),
])
def test_a_puzzle_that_is_not_one_is_refused_and_the_one_before_stays(
        kept, args, code, words) -> None:
    session = Session()
    before = opened(session, {"position": AT_DRAW})
    puzzle = session.puzzle
    if args.get("match") == "KEPT":
        args = dict(args, match=kept)
    reply = ask(session, "puzzle", args)
    assert not reply["ok"] and reply["error"]["code"] == code
    assert render(reply["error"]["message"]).startswith(words), render(reply["error"]["message"])
    assert session.puzzle is puzzle
    assert ask(session, "in_puzzle", {"type": "view"})["result"]["puzzle"] == before


def test_a_step_with_no_puzzle_or_not_a_step_is_refused() -> None:
    session = Session()
    reply = stepped(session, "draw", {"source": "stock"})
    assert reply["error"]["code"] == "wrong_phase"
    assert render(reply["error"]["message"]) == "No puzzle is open: open one first"
    opened(session, {"position": AT_DRAW})
    reply = stepped(session, "bot_turn")
    assert render(reply["error"]["message"]) == (
        "A puzzle takes one step: draw, discard, declare, discard_declare, drop, "
        "not 'bot_turn'")
    reply = ask(session, "in_puzzle", {"type": "draw", "args": [1]})
    assert render(reply["error"]["message"]) == "Args is a JSON object"
    assert session.puzzle is not None and session.puzzle.answered is None


# -- the table stays as it was ---------------------------------------------------------------


def test_a_puzzle_never_touches_the_tables_match(kept) -> None:
    session = Session()
    ask(session, "new_game", {"seed": 77, "profile": "twine", "format": "pool101",
                              "seats": [{"name": "You"}, {"bot": "kiran"}]})
    ask(session, "draw", {"source": "stock"})
    session.to_keep()
    table = ask(session, "view")
    match = session.match
    assert match is not None
    log = match.export()
    opened(session, {"position": AT_DRAW})
    stepped(session, "draw", {"source": "discard"})
    opened(session, {"match": kept, "deal": 1, "turn": 3, "step": "discard"})
    stepped(session, "discard", {"card": match.deal.hand_of(0)[0].id})  # not the puzzle's
    assert session.match is match and match.export() == log
    assert ask(session, "view") == table and session.to_keep() is None


def test_a_served_session_opens_no_puzzle() -> None:
    served = TableSession(new_match("twine", "deal", [{"name": "A"}, {"name": "B"}], 3))
    for kind in ("puzzle", "in_puzzle"):
        reply = json.loads(served.handle(0, dumps({"type": kind, "args": {
            "position": AT_DRAW}})))
        assert render(reply["error"]["message"]) == "Puzzles are played on your own device"
        assert reply["result"]["puzzle"] is None


# -- every choice judged ---------------------------------------------------------------------


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(1, 500), turns=st.integers(0, 12), drawn=st.sampled_from(
    [None, "stock", "discard"]))
def test_every_choice_gets_a_verdict_and_only_the_coachs_is_right(seed, turns, drawn) -> None:
    """Kiran and Mira play ``turns`` turns; the position is the next seat's, at its draw or
    after it has drawn: each of its choices is judged, right exactly when it is the coach's
    (a card standing for its twin, and where the coach declares, any declaration), losing
    the difference of the figures."""
    match = new_match("twine", "deal", ["kiran", "mira"], seed)
    for _ in range(turns):
        if match.deal_over():
            break
        play_bot_turn(match, match.deal.turn)
    if match.deal_over():
        return
    seat = match.deal.turn
    seats: list = ["kiran", "mira"]
    seats[seat] = None
    data = {"profile": "twine", "seats": seats, "seed": seed, "moves": moves_of(match),
            "seat": seat}
    if drawn is not None and match.deal.can_draw(seat, drawn):
        data["drawn"] = drawn
    coach = decision(answer(position(data), seat))
    for choice in opened(Session(), {"position": data})["choices"]:
        answered = verdict(data, choice)
        assert answered["answer"] == coach and answered["yours"] == choice
        same = choice["action"] == coach["action"] and choice["source"] == coach["source"] and (
            choice["card"] == coach["card"] or Card(choice["card"]).face() == Card(
                coach["card"]).face())
        declared = choice["action"] == coach["action"] == "declare"
        assert answered["right"] == (same or declared)
        if not declared:
            best = answered["figures"][0]["points"]
            assert answered["loss"] == max(0, figure(answered, choice) - best)
