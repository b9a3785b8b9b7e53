"""Deals Rummy: a fixed number of deals played for chips (80 a deal per seat), each
deal's winner taking each loser's points in chips, the most chips winning, a tie
played off in one more deal between the tied seats only."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from indian_rummy.bots import play_bot_turn
from indian_rummy.engine.deal import LAST_STANDING, SITTING_OUT, STOCK_EMPTY
from indian_rummy.engine.match import Match
from indian_rummy.engine.rules import (
    CLASSIC,
    DEALS2,
    DEALS3,
    DEALS6,
    FORMATS,
    TWINE,
    MatchFormat,
    RummyError,
    format_named,
)
from indian_rummy.locales import render
from indian_rummy.protocol.view import standings
from indian_rummy.tools.simulate import play_match
from tables import bots_match, play_to_end


def tied_three_seats() -> Match:
    """Best of 2 at a three-seat classic table, played to a tie by drops: deal 1 seats 0
    and 1 drop (20 each to seat 2), deal 2 seats 1 and 2 drop (20 each to seat 0)."""
    match = Match.new("classic", "deals2", [{}, {}, {}], 8)
    assert match.deal.turn == 0
    match.drop(0)
    match.drop(1)
    match.next_deal(2)
    assert match.deal.turn == 1
    match.drop(1)
    match.drop(2)
    return match


# -- the formats --------------------------------------------------------------------------------


@pytest.mark.parametrize("match_format, deals", [(DEALS2, 2), (DEALS3, 3), (DEALS6, 6)])
def test_deals_rummy_is_best_of_2_3_or_6_at_both_scored_tables(match_format: MatchFormat,
                                                                 deals: int) -> None:
    assert FORMATS[match_format.name] is match_format
    assert match_format.deals == deals and match_format.chips() == 80 * deals
    for rules in (TWINE, CLASSIC):
        assert format_named(rules, match_format.name) is match_format
    assert "%d deals" % deals in match_format.title


def test_the_practice_table_plays_no_deals_rummy() -> None:
    with pytest.raises(RummyError, match="a practice table plays deal, not 'deals3'"):
        Match.new("practice", "deals3", [{}, {}], 3)


@pytest.mark.parametrize("match_format, players", [("deals2", 2), ("deals3", 4),
                                                   ("deals6", 6)])
def test_every_seat_starts_with_80_chips_for_each_deal(match_format: str, players: int) -> None:
    match = Match.new("classic", match_format, [{}] * players, 4)
    assert match.chips == [80 * FORMATS[match_format].deals] * players
    assert standings(match)["rows"][0]["chips"] == 80 * FORMATS[match_format].deals


def test_pools_and_single_deals_keep_no_chips() -> None:
    for match_format in ("deal", "pool101", "pool201"):
        match = Match.new("classic", match_format, [{}, {}, {}], 4)
        assert match.chips == [] and standings(match)["rows"][0]["chips"] is None


# -- chips --------------------------------------------------------------------------------------


def test_the_winner_collects_each_losers_points_in_chips_from_that_loser() -> None:
    match = Match.new("classic", "deals3", [{}, {}, {}], 8)
    match.drop(0)
    match.drop(1)
    result = match.deal.result
    assert result is not None and result.winner == 2 and result.how == LAST_STANDING
    assert match.chips == [240 - 20, 240 - 20, 240 + 40]
    assert not match.over
    rows = standings(match)["rows"]
    assert [r["chips"] for r in rows] == [220, 220, 280]


def test_a_declared_deal_moves_each_losers_count_to_the_declarer() -> None:
    for seed in range(1, 30):
        match = bots_match("classic", "deals3", 3, seed)
        while not match.deal_over():
            play_bot_turn(match, match.deal.turn)
        result = match.deal.result
        assert result is not None
        if result.how != LAST_STANDING:
            break
    else:
        pytest.fail("no declared deal among the seeds")
    winner = result.winner
    losers = [r for r in result.scores if r.seat != winner]
    for row in losers:
        assert match.chips[row.seat] == 240 - row.score.points
    assert match.chips[winner] == 240 + sum(r.score.points for r in losers)


def test_a_dead_deal_moves_no_chips_and_counts_as_one_of_the_deals() -> None:
    match = Match.new("twine", "deals2", [{}, {}], 3)
    while not match.deal_over():
        seat = match.deal.turn
        match.draw(seat, "stock")
        match.discard(seat, match.deal.drawn)
    result = match.deal.result
    assert result is not None and result.winner is None and result.how == STOCK_EMPTY
    assert match.chips == [160, 160] and not match.over
    match.next_deal(0)
    assert match.number == 2 and match.deal.result is None


# -- the end of the match -----------------------------------------------------------------------


def test_the_most_chips_after_the_last_deal_win_the_match() -> None:
    match = Match.new("twine", "deals2", [{}, {}], 8)
    match.drop(0)  # a first drop: 20 to seat 1
    assert match.chips == [140, 180] and not match.over
    match.next_deal(0)
    assert match.deal.turn == 1  # the first turn passes
    for seat in (1, 0):
        match.draw(seat, "stock")
        match.discard(seat, match.deal.drawn)
    match.drop(1)  # a middle drop: 40 to seat 0
    assert match.chips == [180, 140]
    assert match.over and match.number == 2 and match.winner == 0
    view = standings(match)
    assert view["over"] and view["winner"] == 0 and view["order"] == [0, 1]


def test_a_tie_for_the_most_chips_plays_one_more_deal_between_the_tied_seats_only() -> None:
    match = tied_three_seats()
    assert match.chips == [180, 120, 180]
    assert not match.over and match.tie_break
    assert match.eliminated == [False, True, False]
    view = standings(match)
    assert render(view["stage"]) == "Deal 2 of 2" and view["tie_break"]
    match.next_deal(0)
    assert match.number == 3 and match.deal.states[1] == SITTING_OUT
    assert match.deal.playing() == [0, 2]
    assert render(standings(match)["stage"]) == "Tie-break deal 1"
    match.drop(match.deal.turn)
    assert match.over and match.chips[1] == 120
    assert match.winner == [s for s in (0, 2) if s != match.log[-1]["who"]][0]
    assert sum(match.chips) == 3 * 160


def test_the_final_standing_runs_from_the_most_chips_to_the_fewest() -> None:
    match = tied_three_seats()
    match.next_deal(0)
    match.drop(match.deal.turn)
    order = standings(match)["order"]
    assert order[0] == match.winner
    assert [match.chips[s] for s in order] == sorted(match.chips, reverse=True)
    assert order[-1] == 1


def test_the_stage_counts_the_deals_of_the_match() -> None:
    match = Match.new("classic", "deals3", [{}, {}], 8)
    assert render(standings(match)["stage"]) == "Deal 1 of 3"
    match.drop(match.deal.turn)
    match.next_deal(0)
    assert render(standings(match)["stage"]) == "Deal 2 of 3"
    assert render(standings(Match.new("classic", "pool101", [{}, {}], 8))["stage"]) == "Deal 1"


# -- replay and properties ----------------------------------------------------------------------


@pytest.mark.parametrize("profile, match_format, players, seed", [
    ("twine", "deals2", 2, 3), ("classic", "deals3", 3, 5), ("classic", "deals6", 6, 7)])
def test_a_whole_deals_rummy_match_replays_from_its_log(profile: str, match_format: str,
                                                         players: int, seed: int) -> None:
    match = play_to_end(bots_match(profile, match_format, players, seed))
    again = Match.load(match.export())
    assert again.export() == match.export()
    assert (again.chips, again.winner, again.over) == (match.chips, match.winner, True)


def test_a_tie_break_replays_from_its_log() -> None:
    match = tied_three_seats()
    match.next_deal(1)
    match.drop(match.deal.turn)
    again = Match.load(match.export())
    assert (again.chips, again.eliminated, again.winner, again.number) == (
        match.chips, match.eliminated, match.winner, 3)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([("twine", "deals2", 2), ("classic", "deals3", 3),
                        ("classic", "deals2", 6)]),
       st.integers(1, 10**6), st.lists(st.integers(0, 10**6), min_size=30, max_size=300))
def test_chips_always_sum_to_seats_times_80_times_the_deals(setup: tuple, seed: int,
                                                           choices: list) -> None:
    profile, match_format, players = setup
    match = Match.new(profile, match_format, [{}] * players, seed)
    whole = players * 80 * FORMATS[match_format].deals
    for choice in choices:
        if match.over:
            break
        if match.deal_over():
            match.next_deal(0)
        else:
            _random_action(match, choice)
        assert sum(match.chips) == whole
        assert min(match.chips) >= 0
    if match.over:
        assert match.chips[match.winner] == max(match.chips)


def _random_action(match: Match, choice: int) -> None:
    """A legal action for the seat on turn: a draw, a discard, a drop (often: drops end
    deals quickly) or, under classic, a declaration that may be invalid."""
    table = match.deal
    seat = table.turn
    if table.phase == "draw":
        if table.can_drop(seat) and choice % 3 == 0:
            match.drop(seat)
        elif table.rules.invalid_declaration == "penalty" and choice % 11 == 1:
            match.declare(seat, None)
        else:
            match.draw(seat, "stock" if choice % 2 else (
                "discard" if table.can_draw(seat, "discard") else "stock"))
        return
    hand = [c.id for c in table.hand_of(seat) if c.id != table.picked]
    match.discard(seat, hand[choice % len(hand)])


def test_simulate_plays_deals_rummy_and_reports_the_chips() -> None:
    summary = play_match("classic", "deals3", ["mira", "kiran", "mira"], 12)
    chips = [row["chips"] for row in summary["standings"]]
    assert sum(chips) == 3 * 240
    assert summary["deals"] >= 3
    assert chips[summary["winner"]] == max(chips)
