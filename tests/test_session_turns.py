"""Auto-drop and the bot tables' turn clock, in the session (docs/protocol.md):
a seat may ask to drop when its next turn comes, and take it back; a table with a
clock plays a seat's turn when the page says its time ran out."""

import json

import pytest

from indian_rummy.engine.deal import DROPPED, PLAYING
from indian_rummy.engine.match import Match
from indian_rummy.locales import render
from indian_rummy.protocol.session import Session
from indian_rummy.server.served import ServedSession


def send(session: Session, kind: str, args: "dict | None" = None, seat: int = 0) -> dict:
    body: dict = {"id": 1, "type": kind}
    if args is not None:
        body["args"] = args
    return json.loads(session.handle(seat, json.dumps(body)))


def start(profile: str, match_format: str, players: int, seed: int = 5,
          clock: "dict | None" = None) -> Session:
    session = Session()
    args: dict = {"seed": seed, "profile": profile, "format": match_format, "players": players}
    if clock is not None:
        args["clock"] = clock
    reply = send(session, "new_game", args)
    assert reply["ok"], reply
    return session


def play_turn(session: Session) -> dict:
    """The player draws from the stock and throws the card drawn."""
    send(session, "draw", {"source": "stock"})
    reply = send(session, "discard", {"card": session.match.deal.drawn})
    assert reply["ok"], reply
    return reply["result"]


def bot_turn(session: Session) -> dict:
    reply = send(session, "bot_turn")
    assert reply["ok"], reply
    return reply["result"]


def drops_of(match: Match, seat: "int | None" = None) -> list:
    return [(r["who"], r["points"]) for r in match.log
            if r["action"] == "drop" and seat in (None, r["who"])]


# -- auto-drop -----------------------------------------------------------------------------


def test_auto_drop_at_a_two_seat_table_drops_when_the_next_turn_comes_and_ends_the_deal():
    session = start("twine", "pool101", 2)
    view = play_turn(session)
    assert view["phase"] == "bot" and view["controls"]["auto_drop"] is True
    assert view["auto_drop"] is None
    view = send(session, "auto_drop", {"on": True})["result"]
    assert view["auto_drop"]["cost"] == 40
    assert render(view["auto_drop"]["text"]) == ("Auto-drop is set: you drop when your "
                                                 "turn comes, for 40 points.")
    assert drops_of(session.match) == []  # nothing yet: the bot's turn comes first
    view = bot_turn(session)
    # The drop came at the start of the player's turn, as an ordinary drop of a seat
    # that has drawn in this deal (the middle drop).
    assert drops_of(session.match) == [(0, 40)]
    assert session.match.log[-1]["action"] == "drop"
    assert view["phase"] == "over" and view["result"]["winner"] == 1
    assert render(view["message"]) == "Your turn came and you dropped, as you asked, for 40 points."
    assert view["auto_drop"] is None


def test_auto_drop_before_drawing_in_a_deal_costs_the_first_drop():
    session = start("twine", "pool101", 2)
    send(session, "drop")
    send(session, "next_deal")
    view = send(session, "view")["result"]
    assert view["phase"] == "bot"  # the second deal's first turn is the bot's
    view = send(session, "auto_drop", {"on": True})["result"]
    assert view["auto_drop"]["cost"] == 20
    assert view["controls"]["drop_effect"]["cost"] == 20
    bot_turn(session)
    assert drops_of(session.match) == [(0, 20), (0, 20)]


def test_auto_drop_at_a_multi_seat_table_fires_on_the_next_turn_only_and_the_others_play_on():
    session = start("classic", "pool101", 4)
    play_turn(session)
    send(session, "auto_drop", {"on": True})
    for _ in range(3):  # the three bots' turns; the player's comes after the third
        assert drops_of(session.match, 0) == []
        view = bot_turn(session)
    assert drops_of(session.match, 0) == [(0, 40)]
    deal = session.match.deal
    assert deal.states[0] == DROPPED and deal.result is None
    assert view["phase"] == "bot" and view["auto_drop"] is None
    assert view["controls"]["auto_drop"] is False  # out of this deal
    while view["phase"] == "bot":
        view = bot_turn(session)
    assert drops_of(session.match, 0) == [(0, 40)]


def test_auto_drop_withdrawn_before_the_turn_comes_does_nothing():
    session = start("classic", "deal", 3)
    play_turn(session)
    send(session, "auto_drop", {"on": True})
    bot_turn(session)
    view = send(session, "auto_drop", {"on": False})["result"]
    assert view["auto_drop"] is None
    view = bot_turn(session)
    assert view["phase"] == "draw" and drops_of(session.match) == []
    assert session.match.deal.states[0] == PLAYING


@pytest.mark.parametrize("profile, players, step, code", [
    ("practice", 2, "bot", "no_drops"),  # a table without drops
    ("twine", 2, "own turn", "wrong_phase"),  # on its own turn a seat drops now
    ("twine", 2, "drawn", "wrong_phase"),  # and after drawing, not at all
])
def test_auto_drop_is_refused_where_no_drop_could_come(profile, players, step, code):
    session = start(profile, "deal", players)
    if step == "bot":
        play_turn(session)
    elif step == "drawn":
        send(session, "draw", {"source": "stock"})
    before = send(session, "view")["result"]
    reply = send(session, "auto_drop", {"on": True})
    assert reply["ok"] is False and reply["error"]["code"] == code
    assert reply["result"]["auto_drop"] is None
    assert reply["result"]["controls"]["auto_drop"] is False
    assert reply["result"]["trays"] == before["trays"]


def test_auto_drop_takes_on_true_or_false_only():
    session = start("twine", "deal", 2)
    play_turn(session)
    reply = send(session, "auto_drop", {"on": "yes"})
    assert reply["error"]["code"] == "bad_request" and reply["result"]["auto_drop"] is None


def served_pair(seed: int = 3) -> ServedSession:
    return ServedSession(Match.new("twine", "pool101", [{"name": "Asha"}, {"name": "Ravi"}],
                                   seed=seed))


def test_the_other_seats_never_see_an_auto_drop_asked_for():
    session = served_pair()
    seen = session.view(0)
    reply = send(session, "auto_drop", {"on": True}, seat=1)
    assert reply["ok"] and reply["result"]["auto_drop"] is not None
    assert session.view(0) == seen
    assert "auto_drop" not in json.dumps(session.view(0)["seats"])


def test_a_served_session_leaves_the_auto_drop_to_the_server_and_a_new_deal_clears_it():
    session = served_pair()
    send(session, "auto_drop", {"on": True}, seat=1)
    send(session, "draw", {"source": "stock"}, seat=0)
    send(session, "discard", {"card": session.match.deal.drawn}, seat=0)
    # The server plays it as its own move (server/commit.py); the session says it is due.
    assert session.match.auto_drop_due() == 1 and drops_of(session.match) == []
    session.play_auto_drop(1)
    assert drops_of(session.match) == [(1, 20)] and session.match.auto_drop_due() is None
    session = served_pair()
    send(session, "auto_drop", {"on": True}, seat=1)
    send(session, "drop", seat=0)  # the deal ends before seat 1's turn comes
    send(session, "next_deal", seat=0)
    assert session.match.deal.turn == 1 and session.match.auto_drop_due() is None
    assert session.view(1)["auto_drop"] is None


# -- the bot tables' turn clock ------------------------------------------------------------


def test_a_table_without_a_clock_refuses_a_timeout():
    session = start("twine", "deal", 2)
    reply = send(session, "timeout")
    assert reply["error"]["code"] == "bad_request" and session.match.log == []
    assert reply["result"]["clock"] is None


@pytest.mark.parametrize("clock", [{"turn": 5}, {"turn": True}, {"days": 1}, 30])
def test_a_clock_is_30_or_60_seconds_a_turn(clock):
    session = Session()
    reply = send(session, "new_game", {"seed": 5, "profile": "twine", "players": 2,
                                       "clock": clock})
    assert reply["error"]["code"] == "bad_request" and session.match is None


def test_a_timeout_draws_and_throws_for_the_seat_and_tells_it_what_was_played():
    session = start("twine", "deal", 2, clock={"turn": 30})
    view = send(session, "view")["result"]
    assert view["clock"] == {"turn": 30, "reserve": 60, "timeouts": 0}
    assert send(session, "timeout", seat=0)["ok"]
    log = session.match.log
    assert [(r["who"], r["action"]) for r in log] == [(0, "draw"), (0, "discard")]
    assert log[1]["card"] == log[0]["card"]
    view = send(session, "view")["result"]
    thrown = view["discard_top"]["label"]
    assert render(view["message"]) == ("The clock played for you: drew from the stock and threw %s."
                               % thrown)
    assert render(view["seats"][0]["last_move"]) == render(view["message"])
    assert view["clock"]["timeouts"] == 1
    # Not the seat's turn now: a late timeout plays nothing.
    assert send(session, "timeout")["error"]["code"] == "not_your_turn"
    assert len(session.match.log) == 2
    # The bot plays on; the seat is still told what the clock played, until it plays.
    told = render(view["message"])
    bot_turn(session)
    assert render(send(session, "view")["result"]["message"]) == told
    assert not render(send(session, "draw", {"source": "stock"})["result"]["message"]).startswith(
        "The clock")


def test_the_third_timeout_in_a_row_is_a_drop_and_a_turn_played_resets_the_count():
    session = start("classic", "deal", 3, clock={"turn": 60})
    for _ in range(2):
        send(session, "timeout")
        bot_turn(session)
        bot_turn(session)
    play_turn(session)  # a turn the player plays: the count starts again
    assert send(session, "view")["result"]["clock"]["timeouts"] == 0
    for _ in range(2):
        bot_turn(session)
        bot_turn(session)
        send(session, "timeout")
    assert drops_of(session.match) == []
    bot_turn(session)
    bot_turn(session)
    view = send(session, "timeout")["result"]
    assert drops_of(session.match) == [(0, 40)]
    assert render(view["message"]) == ("Your time ran out a third turn in a row: the clock dropped "
                               "you (40 points).")


def test_the_drop_effect_says_a_drop_at_100_of_101_puts_the_seat_out_and_ends_a_two_seat_deal():
    session = start("twine", "pool101", 2)
    for _ in range(5):  # five first drops of 20: 100 of 101
        view = send(session, "view")["result"]
        if view["phase"] == "bot":
            view = send(session, "auto_drop", {"on": True})["result"]
            bot_turn(session)
        else:
            send(session, "drop")
        send(session, "next_deal")
    view = send(session, "view")["result"]
    if view["phase"] == "bot":
        assert view["controls"]["drop"] is False and view["controls"]["auto_drop"] is True
    assert view["controls"]["drop_effect"] == {"cost": 20, "total": 100, "limit": 101,
                                               "out": True, "playing": 2}
