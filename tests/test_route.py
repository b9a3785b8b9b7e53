"""Every move reaches the deal through the one entry point, ``Match.act``: a person's
request, a bot's turn, the clock's and an auto-drop at the page's table (the worker's
session), and every seat of the simulator, a bot or the random player (the server's
commit path: tests/server/test_server_route.py). The guard (routes.py) makes a deal
refuse any step that comes round it."""

import json

import pytest

from indian_rummy.engine.decision import AUTO_DROP, BOT, CLOCK, PERSON
from indian_rummy.protocol.session import Session
from indian_rummy.tools.simulate import play_match
from routes import guard_the_route


def send(session: Session, kind: str, args: "dict | None" = None) -> dict:
    reply = json.loads(session.handle(0, json.dumps({"type": kind, "args": args or {}})))
    assert reply["ok"], reply
    return reply["result"]


def bots_play(session: Session, view: dict) -> dict:
    while view["phase"] == "bot":
        view = send(session, "bot_turn")
    return view


def test_at_the_page_s_table_a_person_a_bot_the_clock_and_an_auto_drop_all_move_by_act(
        monkeypatch: pytest.MonkeyPatch) -> None:
    acts = guard_the_route(monkeypatch)
    session = Session()
    view = send(session, "new_game", {"seed": 36, "profile": "classic", "format": "pool101",
                                      "players": 3, "clock": {"turn": 30}})
    send(session, "draw", {"source": "stock"})
    view = bots_play(session, send(session, "discard", {"card": session.match.deal.drawn}))
    view = bots_play(session, send(session, "timeout"))
    assert view["phase"] == "draw"
    send(session, "draw", {"source": "stock"})
    view = send(session, "discard", {"card": session.match.deal.drawn})
    send(session, "auto_drop", {"on": True})
    bots_play(session, view)
    mine = [(action, by) for seat, action, by in acts if seat == 0]
    assert mine == [("draw", PERSON), ("discard", PERSON), ("draw", CLOCK), ("discard", CLOCK),
                    ("draw", PERSON), ("discard", PERSON), ("drop", AUTO_DROP)]
    assert {by for seat, _, by in acts if seat != 0} == {BOT}
    assert len(acts) == len([r for r in session.match.log if r["action"] != "next_deal"])


@pytest.mark.parametrize("players", [["mira", "kiran", "tara"], ["mira", "random"]])
def test_every_seat_the_simulator_plays_moves_by_act(monkeypatch: pytest.MonkeyPatch,
                                                     players: list) -> None:
    acts = guard_the_route(monkeypatch)
    summary = play_match("classic", "pool101", players, seed=11)
    assert summary["turns"] > 0
    moved = {(players[seat], by) for seat, _, by in acts}
    assert moved == {(p, PERSON if p == "random" else BOT) for p in players}
