"""Every deal ends: a dead deal (no winner, nobody pays) when the stock runs out with no
rebuild left (the rules' ``stock_rebuilds``) or the deal reaches the rules' ``turn_limit``
turns in all, at every table and in every format, and the log replays to the same end."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from indian_rummy.bots.legal import legal_decisions
from indian_rummy.bots.sight import Sight
from indian_rummy.engine.cards import RummyError
from indian_rummy.engine.clock import TurnClock, play_timeout
from indian_rummy.engine.deal import DEAD, STOCK_EMPTY, TURN_LIMIT
from indian_rummy.engine.decision import PERSON
from indian_rummy.engine.match import Match
from indian_rummy.engine.rules import CLASSIC, PRACTICE, PROFILES, TWINE
from indian_rummy.locales import render
from indian_rummy.protocol.review import review
from indian_rummy.protocol.text import status
from indian_rummy.protocol.view import result_view
from tables import assert_cards_conserved


def throw_what_is_drawn(match: Match) -> None:
    """Every seat draws from the stock and throws the card drawn, until the deal ends."""
    while not match.deal_over():
        seat = match.deal.turn
        match.draw(seat, "stock")
        match.discard(seat, match.deal.drawn)


def pass_through_the_discard_pile(match: Match) -> None:
    """Every seat takes the open card and throws another (the draw pile when the open
    card may not be taken), until the deal ends."""
    while not match.deal_over():
        deal = match.deal
        seat = deal.turn
        match.draw(seat, "discard" if deal.can_draw(seat, "discard") else "stock")
        match.discard(seat, [c.id for c in deal.hand_of(seat) if c.id != deal.picked][0])


def assert_dead_and_replayed(match: Match, how: str) -> None:
    result = match.deal.result
    assert result is not None and result.winner is None and result.how == how
    assert match.totals == [0] * len(match.seats)
    if match.rules.scored():
        assert [(r.outcome, r.score.points) for r in result.scores] == [(DEAD, 0)] * len(
            match.seats)
    again = Match.load(match.export())
    assert again.export() == match.export()
    assert again.deal.result is not None and again.deal.result.how == how
    assert [c.id for c in again.deal.stock] == [c.id for c in match.deal.stock]


# -- the stock runs out with no rebuild left ----------------------------------------------------


@pytest.mark.parametrize("profile", ["twine", "classic"])
def test_drawing_and_throwing_the_drawn_card_ends_dead_after_two_rebuilds(profile: str) -> None:
    match = Match.new(profile, "pool101", [{}, {}], 41)
    throw_what_is_drawn(match)
    assert match.deal.reshuffles == PROFILES[profile].stock_rebuilds == 2
    assert not match.deal.stock
    assert_dead_and_replayed(match, STOCK_EMPTY)
    assert_cards_conserved(match.deal)
    assert not match.over
    match.next_deal(1)
    assert match.number == 2 and match.deal.result is None and match.totals == [0, 0]
    match.draw(match.deal.turn, "stock")


def test_the_practice_stock_is_never_rebuilt() -> None:
    match = Match.new("practice", "deal", [{}, {"name": "Mira", "bot": "mira"}], 41)
    throw_what_is_drawn(match)
    assert match.deal.reshuffles == 0
    assert_dead_and_replayed(match, STOCK_EMPTY)
    assert match.over and match.winner is None


def test_a_dead_deal_says_so_in_the_result_the_status_and_the_review() -> None:
    match = Match.new("classic", "pool101", [{"name": "Asha"}, {"name": "Ravi"}], 41)
    throw_what_is_drawn(match)
    result = result_view(match, 0)
    assert result["how"] == "stock_empty" and result["winner"] is None
    assert render(result["title"]) == "The draw pile ran out once more: a dead deal."
    assert "rebuilt from the discards 2 times" in render(result["text"])
    assert [(s["outcome"], s["points"], render(s["note"])) for s in result["scores"]] == [
        ("dead", 0, "A dead deal: nothing to pay.")] * 2
    assert render(status(match, 0)) == "NO WINNER · DRAW PILE EMPTY"
    assert render(review(match, 0)["summary"]).startswith("A dead deal: nobody won it. ")


def test_after_a_dead_deal_nothing_is_due_and_the_clock_times_the_next_deal() -> None:
    match = Match.new("twine", "pool101", [{}, {}], 41)
    match.clock = TurnClock(30)
    last = False
    while not last:
        deal = match.deal
        seat = deal.turn
        last = len(deal.stock) == 1 and deal.reshuffles == match.rules.stock_rebuilds
        match.draw(seat, "stock")
        if last:  # the other seat asks to drop when its turn comes: it never comes
            match.auto_drop(1 - seat, True)
        match.discard(seat, deal.drawn)
    assert match.deal.result is not None and match.deal.result.how == STOCK_EMPTY
    assert match.auto_drop_due() is None and not match.can_auto_drop(0)
    match.next_deal(0)
    assert match.auto_drops == set()
    seat = match.deal.turn
    assert [r["action"] for r in play_timeout(match, seat)] == ["draw", "discard"]
    assert match.clock.timeouts == {seat: 1}


# -- the discard pile back and forth: the turn limit --------------------------------------------


@pytest.mark.parametrize("profile", ["practice", "twine", "classic"])
def test_passing_cards_through_the_discard_pile_ends_dead_at_the_turn_limit(
        profile: str) -> None:
    match = Match.new(profile, "deal", [{"name": "Asha"}, {"name": "Ravi"}], 43)
    pass_through_the_discard_pile(match)
    deal = match.deal
    assert deal.turns == match.rules.turn_limit == 300
    assert len(deal.log) == 2 * deal.turns  # a draw and a throw a turn
    assert deal.reshuffles == 0 and deal.stock
    assert_dead_and_replayed(match, TURN_LIMIT)
    assert render(result_view(match, 0)["title"]) == "300 turns and no declaration: a dead deal."
    assert render(status(match, 0)) == "NO WINNER · 300 TURNS"


def test_a_dead_deal_in_a_pool_puts_nobody_out_and_the_next_deal_is_dealt() -> None:
    match = Match.new("classic", "pool101", [{}, {}, {}], 44)
    match.drop(match.deal.turn)  # a drop before the deal goes dead costs nothing either
    pass_through_the_discard_pile(match)
    assert_dead_and_replayed(match, TURN_LIMIT)
    assert match.eliminated == [False] * 3 and not match.over
    match.next_deal(0)
    assert match.number == 2 and match.deal.playing() == [0, 1, 2]


# -- the rule is one validated configuration ----------------------------------------------------


def test_the_scored_tables_rebuild_twice_and_every_table_stops_at_300_turns() -> None:
    assert (PRACTICE.stock_rebuilds, TWINE.stock_rebuilds, CLASSIC.stock_rebuilds) == (0, 2, 2)
    assert {p.turn_limit for p in PROFILES.values()} == {300}


@pytest.mark.parametrize("changes, words", [
    ({"stock_rebuilds": 2}, "stock_rebuilds must be 0 when the stock_exhausted rule is 'draw'"),
    ({"stock_exhausted": "reshuffle"}, "stock_rebuilds must be at least 1"),
    ({"turn_limit": 401}, "turn_limit must be an integer from 20 to 400"),
    ({"turn_limit": 0}, "turn_limit must be an integer from 20 to 400"),
])
def test_a_profile_that_could_play_an_endless_deal_is_refused(changes: dict, words: str) -> None:
    with pytest.raises(RummyError, match=words):
        PRACTICE.replace(**changes)


# -- any play ends within the bound -------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(PROFILES)), st.integers(2, 6), st.integers(1, 10**9), st.randoms(
    use_true_random=False))
def test_any_sequence_of_legal_decisions_ends_the_deal_within_the_bound(
        profile: str, players: int, seed: int, chooser: object) -> None:
    rules = PROFILES[profile]
    match = Match.new(profile, "deal", [{}] * min(players, rules.max_players), seed)
    steps = 0
    while not match.deal_over():
        deal = match.deal
        seat = deal.turn
        options = list(legal_decisions(Sight.of(deal, seat)))
        choice = chooser.randrange(len(options))  # type: ignore[attr-defined]
        match.act(seat, options[choice], PERSON)
        steps += 1
        assert steps <= 2 * rules.turn_limit
    assert match.deal.turns <= rules.turn_limit
    assert len(match.deal.log) <= 2 * rules.turn_limit
