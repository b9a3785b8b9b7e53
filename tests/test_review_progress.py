"""A review tells its progress as it works (the page's "Reviewing turn 12 of 31…"): each of
the seat's turns in order, out of as many as the review has, and says what it says untold."""

import pytest

from indian_rummy.bots import new_match, play_bot_turn
from indian_rummy.engine.match import Match
from indian_rummy.protocol import review as reviewing
from kept_games import dead_deal_export, export, played


def reviewed_telling(match: Match, seat: int, number: "int | None" = None) -> tuple:
    told: list = []
    reviewing.tell(lambda deal, turn, turns: told.append((deal, turn, turns)))
    try:
        found = reviewing.review(match, seat, number)
    finally:
        reviewing.tell(None)
    return found, told


def three_bots(seed: int) -> Match:
    match = new_match("classic", "deal", ["kiran", "mira", "tara"], seed)
    while not match.deal_over():
        play_bot_turn(match, match.deal.turn)
    return match


KEPT = export(played("twine", "pool101", "kiran", 610, (False, True, False)))
# Deals reviewed by the tests of the review's work: played by the coach's hints, dropped,
# won; dead; three bots.
REVIEWED = [
    (Match.load(KEPT), 0, 1), (Match.load(KEPT), 0, 2), (Match.load(KEPT), 1, 3),
    (Match.load(dead_deal_export()), 0, 1), (three_bots(5), 2, 1), (three_bots(6), 0, 1),
]


@pytest.mark.parametrize("match, seat, number", REVIEWED)
def test_a_review_tells_each_turn_in_order_out_of_all_its_turns(match, seat, number) -> None:
    found, told = reviewed_telling(match, seat, number)
    turns = len(found["turns"])
    assert told == [(found["deal"], k, turns) for k in range(1, turns + 1)]
    assert reviewing.turns_of(match, seat, number) == turns
    # Told or not, the same review.
    assert reviewing.review(match, seat, number) == found
