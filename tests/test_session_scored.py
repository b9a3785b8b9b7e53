"""The session at scored tables: new_game with a profile, format and seats,
per-seat views, drops, next_deal, bot turns and the standings."""

import json

import pytest

from indian_rummy.bots import new_match
from indian_rummy.engine.deal import SITTING_OUT
from indian_rummy.engine.match import Match
from indian_rummy.locales import render
from indian_rummy.protocol.session import Session
from indian_rummy.protocol.table import TableSession


def send(session: Session, kind: str, args: "dict | None" = None, seat: int = 0) -> dict:
    body: dict = {"id": 1, "type": kind}
    if args is not None:
        body["args"] = args
    return json.loads(session.handle(seat, json.dumps(body)))


def start(profile: str, match_format: str, bots: list, seed: int = 5) -> Session:
    session = Session()
    seats = [{"name": "You"}] + [{"bot": b} for b in bots]
    reply = send(session, "new_game", {"seed": seed, "profile": profile, "format": match_format,
                                       "seats": seats})
    assert reply["ok"], reply
    return session


def play_bots(session: Session) -> dict:
    view = send(session, "view")["result"]
    while view["phase"] == "bot":
        view = send(session, "bot_turn")["result"]
    return view


def hidden_ids(match: Match, seat: int) -> set:
    """Card ids the seat may not see: other seats' hands and the stock."""
    table = match.deal
    ids = set(c.id for c in table.stock)
    for other in range(table.seat_count):
        if other != seat:
            ids |= set(c.id for c in table.hand_of(other))
    return ids


def card_ids(value: object) -> set:
    """Every card id anywhere in a view (cards are dicts with "code" and "id")."""
    found: set = set()
    if isinstance(value, dict):
        if "code" in value and "id" in value:
            found.add(value["id"])
        for item in value.values():
            found |= card_ids(item)
    elif isinstance(value, list):
        for item in value:
            found |= card_ids(item)
    return found


def test_new_game_takes_a_profile_a_format_and_seats() -> None:
    session = start("classic", "pool201", ["mira", "mira", "mira"])
    view = send(session, "view")["result"]
    assert (view["profile"], view["format"], view["seat"]) == ("classic", "pool201", 0)
    assert [(s["name"], s["bot"], s["you"], s["count"]) for s in view["seats"]] == [
        ("You", None, True, 13), ("Mira", "mira", False, 13), ("Mira 2", "mira", False, 13),
        ("Mira 3", "mira", False, 13)]
    assert view["standings"]["limit"] == 201 and render(view["standings"]["title"]) == "Pool 201"
    assert view["drop_cost"] == 25 and view["controls"]["drop"] is True
    assert "mira" not in view  # the practice table's opponent panel


def test_players_seats_you_and_the_engines_table_bots_in_turn() -> None:
    session = Session()
    bots = send(session, "view")["result"]["table_bots"]
    view = send(session, "new_game", {"seed": 5, "profile": "classic", "format": "deal",
                                      "players": 6})["result"]
    assert [s["bot"] for s in view["seats"]] == [None] + [bots[k % len(bots)] for k in range(5)]
    assert view["seats"][0]["name"] == "You" and len(set(s["name"] for s in view["seats"])) == 6


def test_a_chosen_bot_takes_every_other_seat() -> None:
    session = Session()
    view = send(session, "new_game", {"seed": 5, "profile": "classic", "format": "deal",
                                      "players": 3, "bot": "tara"})["result"]
    assert [s["name"] for s in view["seats"]] == ["You", "Tara", "Tara 2"]
    reply = send(session, "new_game", {"seed": 5, "profile": "twine", "players": 2,
                                       "bot": "bob"})
    assert reply["error"]["code"] == "bad_request"
    assert render(reply["error"]["message"]) == "No bot called 'bob' (mira, kiran, tara)"


def test_the_view_lists_every_table_with_its_seats_formats_and_drops() -> None:
    idle = send(Session(), "view")["result"]
    tables = dict((t["profile"], t) for t in idle["tables"])
    assert tables["practice"]["players"] == [2, 2]
    assert tables["practice"]["formats"] == [
        {"format": "deal", "title": {"id": "format-title-deal", "args": {}}, "limit": 0,
         "deals": 0, "chips": 0, "drops": None}]
    assert [f["format"] for f in tables["twine"]["formats"]] == [
        "deal", "pool101", "deals2", "deals3", "deals6"]
    assert render(tables["twine"]["title"]) == "Two-player"
    deals = tables["classic"]["formats"][3:]
    assert [(render(f["title"]), f["deals"], f["chips"]) for f in deals] == [
        ("Deals Rummy, 2 deals", 2, 160), ("Deals Rummy, 3 deals", 3, 240),
        ("Deals Rummy, 6 deals", 6, 480)]
    assert tables["twine"]["wild_pickup"] is False
    assert tables["classic"]["players"] == [2, 6]
    assert tables["classic"]["invalid_declaration"] == "penalty"
    assert [f["drops"] for f in tables["classic"]["formats"]] == [[20, 40], [20, 40], [25, 50],
                                                                 [20, 40], [20, 40], [20, 40]]
    assert idle["bots"] == [{"bot": "mira", "name": "Mira"}, {"bot": "kiran", "name": "Kiran"},
                            {"bot": "tara", "name": "Tara"}]
    assert idle["table_bots"] == ["mira", "kiran"]


def test_the_drop_reason_says_why_a_drop_is_not_possible_now() -> None:
    session = start("twine", "deal", ["mira"])
    assert send(session, "view")["result"]["drop_reason"] is None
    view = send(session, "draw", {"source": "stock"})["result"]
    assert view["controls"]["drop"] is False
    assert render(view["drop_reason"]) == "Drop before you draw, not after."
    practice = Session()
    assert send(practice, "new_game", {"seed": 5})["result"]["drop_reason"] is None


@pytest.mark.parametrize("args, message", [
    ({"seed": 5, "profile": "poker"}, "No rule profile named 'poker'"),
    ({"seed": 5, "profile": "twine", "format": "pool201"},
     "A two-player table plays deal or pool101"),
    ({"seed": 5, "profile": "twine", "seats": [{}, {"bot": "mira"}, {"bot": "mira"}]},
     "A two-player table has 2 seats, not 3"),
    ({"seed": 5, "profile": "twine", "seats": [{}, {}]}, "every seat but yours is a bot"),
    ({"seed": 5, "profile": "twine", "seats": [{"bot": "mira"}, {"bot": "mira"}]},
     "The first seat is yours"),
    ({"seed": 5, "profile": "classic", "guided": True}, "classic table has no guided deal"),
    ({"seed": 5, "profile": "classic", "players": 7}, "Players is a whole number from 2 to 6"),
    ({"seed": 5, "profile": "twine", "players": 3}, "A two-player table has 2 seats, not 3"),
])
def test_a_bad_table_is_refused_and_nothing_starts(args: dict, message: str) -> None:
    session = Session()
    reply = send(session, "new_game", args)
    assert not reply["ok"] and reply["error"]["code"] == "bad_request"
    assert message in render(reply["error"]["message"])
    assert reply["result"]["phase"] == "idle"


def test_drop_at_a_twine_table_costs_20_and_the_bot_wins_the_deal() -> None:
    session = start("twine", "pool101", ["mira"])
    reply = send(session, "drop")
    view = reply["result"]
    assert reply["ok"] and view["phase"] == "over"
    assert render(view["message"]) == "You dropped out of this deal for 20 points."
    assert view["result"]["winner"] == 1 and view["result"]["how"] == "last_standing"
    assert [(r["seat"], r["outcome"], r["points"]) for r in view["result"]["scores"]] == [
        (0, "dropped", 20), (1, "won", 0)]
    assert view["standings"]["rows"][0]["total"] == 20
    assert view["controls"]["next_deal"] is True
    nxt = send(session, "next_deal")["result"]
    assert nxt["standings"]["deal"] == 2 and nxt["phase"] == "bot"  # Mira starts deal 2


def test_a_late_click_after_a_pool_deal_says_deal_the_next_one() -> None:
    session = start("twine", "pool101", ["mira"])
    send(session, "drop")
    reply = send(session, "draw", {"source": "stock"})
    assert reply["error"]["code"] == "game_over"
    assert render(reply["error"]["message"]) == "This deal is over: deal the next one to play on"


def test_taking_a_wild_card_at_twine_is_refused_with_the_reason() -> None:
    for seed in range(1, 400):
        session = start("twine", "deal", ["mira"], seed)
        view = send(session, "view")["result"]
        if view["discard_top"]["wild"]:
            break
    else:  # pragma: no cover - the seeds above include one
        raise AssertionError("no seed starts with a wild card on the discard pile")
    assert view["controls"]["draw_discard"] is True  # enabled, so the refusal explains itself
    reply = send(session, "draw", {"source": "discard"})
    assert reply["error"]["code"] == "wild_pickup"
    assert "a wild card cannot be taken from the discard pile" in render(reply["error"]["message"])
    assert reply["result"] == view


def test_a_classic_invalid_declaration_shows_its_cost_and_play_goes_on() -> None:
    session = start("classic", "deal", ["mira", "mira"], 9)
    reply = send(session, "declare", {"confirm": True})
    view = reply["result"]
    assert reply["ok"] and view["seats"][0]["state"] == "invalid"
    assert "costs 80 points and you are out of this deal" in render(view["message"])
    assert render(view["status"]).startswith("OUT OF THIS DEAL")
    assert view["controls"]["draw_stock"] is False and view["phase"] == "bot"
    view = play_bots(session)
    assert view["phase"] == "over"
    assert "costs 80 points" in render(view["message"])  # kept while the bots played on
    mine = [r for r in view["result"]["scores"] if r["seat"] == 0][0]
    assert (mine["outcome"], mine["points"]) == ("invalid", 80)


def test_a_whole_pool_against_bots_ends_with_a_winner_and_standings() -> None:
    session = start("classic", "pool101", ["mira", "mira"], 17)
    for _ in range(2000):
        view = play_bots(session)
        if view["phase"] == "over":
            if view["standings"]["over"]:
                break
            view = send(session, "next_deal")["result"]
            continue
        send(session, "draw", {"source": "stock"})
        selected = send(session, "arrange")["result"]["selected"]
        # An incomplete hand may be declared under classic rules, at a cost: only declare
        # what the checker accepts.
        complete = session.match.deal.verdict_for_declare(0, selected).valid
        send(session, "discard_declare" if complete else "discard")
    standings = view["standings"]
    assert standings["over"] and standings["winner"] is not None
    assert sum(1 for row in standings["rows"] if not row["out"]) == 1
    assert render(view["status"]).endswith("THE MATCH")
    assert view["controls"]["next_deal"] is False
    assert all(len(row["deals"]) == standings["deal"] or row["out"] for row in
               standings["rows"])


def test_seat_views_never_hold_another_seats_cards_before_the_deal_ends() -> None:
    match = Match.new("classic", "pool101", [{"name": "A"}, {"name": "B"}, {"name": "C"}], 23)
    served = TableSession(match)
    for step in range(600):
        table = match.deal
        if match.over:
            break
        for seat in range(3):
            view = served.view(seat)
            if table.result is None:
                assert not card_ids(view) & hidden_ids(match, seat), (step, seat)
                assert view["seats"][seat]["you"] and view["trays"] is not None
        if table.result is not None:
            assert json.loads(served.handle(2, '{"type": "next_deal"}'))["ok"]
            continue
        seat = table.turn
        served.handle(seat, '{"type": "draw", "args": {"source": "stock"}}')
        reply = json.loads(served.handle(seat, '{"type": "arrange"}'))
        if not json.loads(served.handle(seat, '{"type": "discard_declare"}'))["ok"]:
            served.handle(seat, '{"type": "discard"}')
        assert reply["ok"]
    assert match.over


def test_a_served_session_answers_each_seat_for_itself_and_makes_no_matches() -> None:
    match = Match.new("twine", "pool101", [{"name": "Asha"}, {"name": "Ben"}], 3)
    served = TableSession(match)
    ben = json.loads(served.handle(1, '{"id": 4, "type": "draw", "args": {"source": "stock"}}'))
    assert ben["error"]["code"] == "not_your_turn"
    assert render(ben["error"]["message"]) == "It is Asha's turn"
    assert render(ben["result"]["status"]) == "ASHA'S TURN" and ben["result"]["phase"] == "waiting"
    for kind in ("new_game", "new_deal", "bot_turn"):
        reply = json.loads(served.handle(0, '{"type": "%s", "args": {"seed": 3}}' % kind))
        assert not reply["ok"]
    assert match.log == []
    asha = json.loads(served.handle(0, '{"type": "draw", "args": {"source": "stock"}}'))
    assert asha["ok"] and asha["result"]["phase"] == "discard"
    assert render(json.loads(served.handle(1, '{"type": "view"}'))["result"]["seats"][0][
        "last_move"]) == "Asha drew from the draw pile."


def test_a_seat_out_of_a_pool_sees_the_table_but_holds_no_cards() -> None:
    match = new_match("classic", "pool101", [{}, {"bot": "mira"}, {"bot": "mira"}], 30)
    match.totals[0] = 95
    session = Session(match)
    send(session, "drop")
    view = play_bots(session)
    assert view["standings"]["rows"][0]["out"] is True
    view = send(session, "next_deal")["result"]
    assert view["seats"][0]["state"] == SITTING_OUT and view["hand_count"] == 0
    assert view["controls"]["draw_stock"] is False


def test_each_seat_tells_its_last_turn_in_a_sentence_and_in_brief() -> None:
    match = Match.new("twine", "pool101", [{"name": "Asha"}, {"name": "Ben"}], 3)
    served = TableSession(match)

    def seat_view(who: int) -> dict:
        return json.loads(served.handle(1 - who, '{"type": "view"}'))["result"]["seats"][who]

    assert (render(seat_view(0)["last_move"]), render(seat_view(0)["brief_move"])) == ("", "")
    served.handle(0, '{"type": "draw", "args": {"source": "stock"}}')
    assert render(seat_view(0)["brief_move"]) == "Drew"
    thrown = match.deal.hand_of(0)[0]
    served.handle(0, '{"type": "discard", "args": {"card": %d}}' % thrown.id)
    assert render(seat_view(0)["last_move"]) == "Asha drew from the draw pile and discarded %s." % (
        thrown.label())
    assert render(seat_view(0)["brief_move"]) == "Drew · threw %s" % thrown.label()
    served.handle(1, '{"type": "draw", "args": {"source": "discard"}}')
    assert render(seat_view(1)["brief_move"]) == "Took %s" % thrown.label()


def test_a_drop_and_a_wrong_declaration_show_their_cost_in_brief() -> None:
    match = Match.new("classic", "deal", [{}, {}, {}], 8)
    session = TableSession(match)
    send(session, "drop", seat=0)
    seats = send(session, "view", seat=1)["result"]["seats"]
    assert render(seats[0]["brief_move"]) == "Dropped (20)"
    send(session, "declare", {"confirm": True}, seat=1)
    brief = render(send(session, "view", seat=2)["result"]["seats"][1]["brief_move"])
    assert brief == "Wrong declaration (80)", brief
