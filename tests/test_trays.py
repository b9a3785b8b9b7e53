"""Arranging a hand (engine/trays.py, the move, group and sort requests): a seat's
trays are its own, arranged at any time, runs read in rank order and a drawn card
never spoils a finished group."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from indian_rummy.engine.cards import Card, format_cards, parse_cards
from indian_rummy.engine.deal import PLAYER, Deal, IllegalAction
from indian_rummy.engine.groups import kind_of
from indian_rummy.engine.match import Match
from indian_rummy.engine.trays import group_cards, move_cards, place_drawn, sort_trays, spread
from indian_rummy.locales import render
from indian_rummy.protocol.session import Session
from tables import MIRA_SEAT


def labels(trays: list) -> list:
    return [format_cards(t) for t in trays]


def send(session: Session, kind: str, args: "dict | None" = None, seat: int = PLAYER) -> dict:
    reply: dict = json.loads(session.handle(
        seat, json.dumps({"id": 1, "type": kind, "args": args or {}})))
    return reply


def ids(view: dict, tray: int) -> list:
    return [c["id"] for c in view["trays"][tray]["cards"]]


# -- engine/trays.py -----------------------------------------------------------------------


def test_a_move_lands_before_the_card_at_its_index_among_those_staying() -> None:
    trays = [parse_cards("7S 8S 9S"), parse_cards("QC QD KH"), [], []]
    move_cards(trays, [trays[1][2]], 0, 1, wild_rank=10)
    assert labels(trays)[:2] == ["7♠ K♥ 8♠ 9♠", "Q♣ Q♦"]


def test_a_reorder_within_a_tray_counts_the_place_without_the_moved_card() -> None:
    trays = [parse_cards("2D 9C KH 5S"), [], [], []]
    move_cards(trays, [trays[0][0]], 0, 3, wild_rank=10)
    assert labels(trays)[0] == "9♣ K♥ 5♠ 2♦"


def test_several_cards_move_together_in_the_order_given() -> None:
    trays = [parse_cards("2D 9C"), parse_cards("KH 5S"), [], []]
    move_cards(trays, [trays[1][1], trays[0][0]], 2, None, wild_rank=10)
    assert labels(trays) == ["9♣", "K♥", "5♠ 2♦", ""]


def test_a_run_is_always_shown_in_rank_order() -> None:
    trays = [parse_cards("3H 4H 5H"), parse_cards("2H 9C"), [], []]
    move_cards(trays, [trays[1][0]], 0, None, wild_rank=10)
    assert labels(trays)[0] == "2♥ 3♥ 4♥ 5♥"


def test_a_run_reads_ace_high_when_it_ends_at_the_king() -> None:
    trays = [parse_cards("AC QC"), parse_cards("KC"), [], []]
    move_cards(trays, [trays[1][0]], 0, 0, wild_rank=10)
    assert labels(trays)[0] == "Q♣ K♣ A♣"


def test_a_wild_card_stands_in_its_gap_in_a_run() -> None:
    trays = [parse_cards("10H 6H 4H"), [], [], []]
    assert labels([sort_trays(trays, wild_rank=10)[0]]) == ["4♥ 10♥ 6♥"]


def test_the_drawn_card_never_joins_a_valid_group_it_does_not_extend() -> None:
    # Seed 47's case: the new 8♦ went to the shortest tray, Q♣ K♣ A♣, and broke it.
    trays = [parse_cards("QC KC AC"), parse_cards("2S 2H 2D"), parse_cards("5H 9S 4C"),
             parse_cards("7H 7D 3S JD")]
    assert place_drawn(trays, Card.parse("8D"), wild_rank=6) == 2
    assert labels(trays)[:2] == ["Q♣ K♣ A♣", "2♠ 2♥ 2♦"]


def test_the_drawn_card_goes_to_a_tray_it_extends_or_completes() -> None:
    trays = [parse_cards("5H 9S"), parse_cards("7S 8S"), [], parse_cards("2C 2D 2S")]
    assert place_drawn(trays, Card.parse("9S"), wild_rank=10) == 1
    assert place_drawn(trays, Card.parse("2H"), wild_rank=10) == 3


@given(st.lists(st.integers(0, 107), min_size=14, max_size=14, unique=True),
       st.integers(1, 13), st.integers(0, 12))
def test_the_drawn_card_joins_the_first_tray_it_makes_a_group_with(ids: list, wild_rank: int,
                                                                 cut: int) -> None:
    cards = [Card(i) for i in ids]
    trays = spread(cards[:13])
    trays[0], trays[3] = trays[0] + trays[3][:cut], trays[3][cut:]  # a tray of mixed suits too
    drawn = cards[13]
    groups = [k for k in range(4) if len(trays[k]) > 1
              and kind_of(trays[k] + [drawn], wild_rank) is not None]
    at = place_drawn(trays, drawn, wild_rank)
    assert drawn in trays[at]
    if groups:
        assert at == groups[0]


def test_a_drawn_card_that_fits_nowhere_gets_a_tray_of_its_own() -> None:
    trays = [parse_cards("5H 9S"), parse_cards("7S 8S"), [], parse_cards("2C 2D 2S")]
    assert place_drawn(trays, Card.parse("KD"), wild_rank=10) == 2


def test_group_puts_the_cards_in_an_empty_tray() -> None:
    trays = [parse_cards("5H 9S 9D"), parse_cards("7S 9C"), [], []]
    cards = [trays[0][1], trays[0][2], trays[1][1]]
    assert group_cards(trays, cards, wild_rank=3) == 2
    assert labels(trays) == ["5♥", "7♠", "9♠ 9♦ 9♣", ""]


def test_group_without_an_empty_tray_takes_the_tray_holding_most_of_them() -> None:
    trays = [parse_cards("5H 9S 9D"), parse_cards("7S 9C"), parse_cards("KD KH KC"),
             parse_cards("2C")]
    cards = [trays[0][1], trays[0][2], trays[1][1]]
    assert group_cards(trays, cards, wild_rank=3) == 0
    # 5♥, the first tray's other card, goes to the shortest tray without a valid group.
    assert labels(trays) == ["9♠ 9♦ 9♣", "7♠ 5♥", "K♦ K♥ K♣", "2♣"]


def test_sort_keeps_valid_groups_together_and_orders_the_rest_by_suit_then_rank() -> None:
    trays = [parse_cards("KS 2H 9C"), parse_cards("QD QH QC"), parse_cards("3S 7H"),
             parse_cards("5H 4H 3H 2S")]
    assert labels(sort_trays(trays, wild_rank=10)) == [
        "Q♥ Q♦ Q♣", "2♠ 3♠ K♠", "2♥ 3♥ 4♥ 5♥ 7♥", "9♣"]


# -- the requests -----------------------------------------------------------------------------


def practice(seed: int = 47) -> Session:
    session = Session()
    send(session, "new_game", {"seed": seed})
    return session


def test_a_seat_may_move_sort_group_and_arrange_during_another_seats_turn() -> None:
    session = practice()
    view = send(session, "draw", {"source": "stock"})["result"]
    send(session, "discard", {"card": view["drawn"]})
    assert session.match is not None and session.match.deal.turn == MIRA_SEAT
    view = send(session, "view")["result"]
    assert view["phase"] == "bot" and view["controls"]["move"] and view["controls"]["arrange"]
    card = ids(view, 0)[0]
    moved = send(session, "move", {"cards": [card], "tray": 2, "index": 0})
    assert moved["ok"], moved
    assert ids(moved["result"], 1)[0] == card
    for kind, args in (("sort", {}), ("arrange", {}), ("group", {"cards": ids(view, 1)[:2]})):
        reply = send(session, kind, args)
        assert reply["ok"], (kind, reply)
    assert send(session, "bot_turn")["ok"]


def test_a_move_carries_its_position_and_replays_from_the_log() -> None:
    session = practice()
    view = send(session, "view")["result"]
    first, second = ids(view, 0)[:2]
    send(session, "move", {"cards": [second, first], "tray": 4, "index": 1})
    match = session.match
    assert match is not None
    record = match.log[-1]
    assert (record["action"], record["cards"], record["tray"], record["index"]) == (
        "move", [second, first], 4, 1)
    again = Match.load(json.loads(json.dumps(match.export())))
    assert again.deal.hands == match.deal.hands


def test_a_move_names_each_card_once_and_a_place_from_0_to_14() -> None:
    session = practice()
    card = ids(send(session, "view")["result"], 0)[0]
    for args in ({"cards": [card, card], "tray": 1}, {"cards": [], "tray": 1},
                 {"cards": card, "tray": 1}, {"card": card, "tray": 1, "index": -1},
                 {"card": card, "tray": 1, "index": 15}, {"card": card, "tray": 1, "index": True}):
        reply = send(session, "move", args)
        assert not reply["ok"] and reply["error"]["code"] in ("bad_request", "no_card"), args


def test_nobody_arranges_once_the_deal_is_over_or_after_leaving_it() -> None:
    deal = Deal.shuffled_deal(5)
    deal.result = object()  # type: ignore[assignment]
    with pytest.raises(IllegalAction) as over:
        deal.sort(PLAYER)
    assert over.value.code == "game_over"
    deal = Deal.shuffled_deal(5)
    deal.states[PLAYER] = "dropped"
    with pytest.raises(IllegalAction) as out:
        deal.move(PLAYER, deal.hand_of(PLAYER)[0].id, 1)
    assert out.value.code == "not_playing"


def test_rearranging_changes_no_other_seats_view() -> None:
    session = Session()
    send(session, "new_game", {"seed": 9, "players": 3, "profile": "classic"})
    before = [session.handle(s, '{"id":1,"type":"view"}') for s in (1, 2)]
    view = send(session, "view")["result"]
    send(session, "sort")
    send(session, "move", {"cards": ids(view, 0)[:1], "tray": 3, "index": 0})
    assert [session.handle(s, '{"id":1,"type":"view"}') for s in (1, 2)] == before


def classic_after_draw() -> tuple:
    session = Session()
    send(session, "new_game", {"seed": 77, "profile": "classic", "players": 2})
    view = send(session, "draw", {"source": "stock"})["result"]
    return session, view


def test_a_classic_declaration_of_an_incomplete_hand_asks_first_and_says_what_it_costs() -> None:
    session, view = classic_after_draw()
    assert view["complete"] is False
    card = view["drawn"]
    reply = send(session, "discard_declare", {"card": card})
    assert reply["error"]["code"] == "confirm_declaration"
    assert render(reply["error"]["message"]).startswith("This hand is not complete: ")
    assert render(reply["error"]["message"]).endswith(
        "Declaring now costs 80 points and ends your deal.")
    assert reply["result"]["hand_count"] == 14
    confirmed = send(session, "discard_declare", {"card": card, "confirm": True})
    assert confirmed["ok"] and confirmed["result"]["seats"][PLAYER]["state"] == "invalid"


def test_completeness_is_told_only_where_a_wrong_declaration_costs_points() -> None:
    session = practice()
    assert send(session, "view")["result"]["complete"] is None
    session, view = classic_after_draw()
    send(session, "discard", {"card": view["drawn"]})
    assert send(session, "view")["result"]["complete"] is None  # not this seat's turn
