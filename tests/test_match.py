"""Scored deals and matches: seats, deals, drops, invalid declarations, the
reshuffled stock, points, pools, and replaying a match from its log."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tables
from indian_rummy.bots import new_match, play_bot_turn, seat_specs
from indian_rummy.engine.cards import Card, RummyError, pack, parse_cards
from indian_rummy.engine.chacha import DealStream
from indian_rummy.engine.deal import (
    DECLARED,
    DECLARED_WRONGLY,
    DROPPED,
    LAST_STANDING,
    LOST,
    PLAYING,
    SITTING_OUT,
    WON,
    Deal,
    IllegalAction,
)
from indian_rummy.engine.match import Match, deal_seed, make_seats
from indian_rummy.engine.prng import Generator, Rng
from indian_rummy.engine.rules import CLASSIC, PRACTICE, TWINE, RuleProfile
from indian_rummy.engine.scoring import score_hand
from indian_rummy.tools.simulate import play_match
from refusals import refused
from tables import bots_match, play_to_end

TENS = "10C"


# -- helpers ------------------------------------------------------------------------------------


def dealt(rules: RuleProfile, hands: list, indicator: str = TENS, discard: str = "",
          stock_top: str = "", seed: int = 5, match_format: str = "deal") -> Deal:
    return tables.dealt(hands, indicator, discard, stock_top, seed, rules, match_format)


def hand_codes(table: Deal, seat: int) -> list:
    return sorted(c.code() for c in table.hand_of(seat))


# -- seats and the deal -------------------------------------------------------------------------


@pytest.mark.parametrize("profile, players, stock", [
    ("twine", 2, 78), ("classic", 2, 26), ("classic", 3, 67), ("classic", 6, 28),
    ("practice", 2, 78)])
def test_each_seat_gets_13_cards_then_indicator_discard_and_stock(profile: str, players: int,
                                                                   stock: int) -> None:
    match = bots_match(profile, "deal", players, 11)
    table = match.deal
    assert [len(table.hand_of(s)) for s in range(players)] == [13] * players
    assert len(table.discard_pile) == 1 and len(table.stock) == stock
    tables.assert_cards_conserved(table)


def test_classic_two_players_use_one_pack_with_two_printed_jokers() -> None:
    table = bots_match("classic", "deal", 2, 3).deal
    everything = [c for s in range(2) for c in table.hand_of(s)] + table.stock + \
        table.discard_pile + [table.indicator]
    assert len(everything) == 54 and all(c.deck == 0 or c.is_joker() for c in everything)
    assert sorted(c.id for c in everything if c.is_joker()) == [104, 105]


def test_classic_six_players_use_two_packs_with_four_printed_jokers() -> None:
    table = bots_match("classic", "deal", 6, 3).deal
    assert len(pack(2, 4)) == 108
    tables.assert_cards_conserved(table)


def test_cards_are_dealt_one_at_a_time_starting_with_the_first_player() -> None:
    deck = pack(2, 4)
    Rng(deal_seed(9, 1)).shuffle(deck)
    table = bots_match("classic", "deal", 4, 9).deal
    for seat in range(4):
        assert sorted(c.id for c in table.hand_of(seat)) == sorted(
            c.id for c in deck[seat::4][:13])


def test_twine_first_player_swaps_every_deal() -> None:
    match = bots_match("twine", "pool101", 2, 4)
    firsts = []
    while len(firsts) < 4 and not match.over:
        firsts.append(match.deal.first)
        match.drop(match.deal.turn)
        if not match.over:
            match.next_deal(0)
    assert firsts == [0, 1, 0, 1][:len(firsts)] and len(firsts) == 4


def test_classic_dealer_moves_one_seat_a_deal_and_the_next_seat_starts() -> None:
    match = bots_match("classic", "pool201", 4, 4)
    seen = []
    for _ in range(5):
        seen.append((match.dealer, match.deal.first, match.deal.turn))
        while not match.deal_over():
            match.drop(match.deal.turn)
        match.next_deal(0)
    assert seen == [(3, 0, 0), (0, 1, 1), (1, 2, 2), (2, 3, 3), (3, 0, 0)]


def test_practice_player_starts_every_deal() -> None:
    for seed in (1, 2, 3):
        assert new_match("practice", "deal", [{}, {"bot": "mira"}], seed).deal.turn == 0


def test_a_printed_joker_cut_makes_aces_wild_in_every_profile() -> None:
    for rules in (PRACTICE, TWINE, CLASSIC):
        table = dealt(rules, ["3H 4H 5H", "6S 7S 8S"], indicator="JK")
        assert table.wild_rank == 1


def test_seats_take_names_and_bots_and_refuse_strangers() -> None:
    # The registry names a bot's seat; the engine numbers a name taken twice.
    seats = make_seats(seat_specs([{"name": "  Asha  "}, {"bot": "mira"}, "mira", None]),
                       CLASSIC)
    assert [(s.name, s.bot) for s in seats] == [("Asha", None), ("Mira", "mira"),
                                                ("Mira 2", "mira"), ("Player 4", None)]
    for bad, message in [([{"bot": "deep"}, {}], "No bot called 'deep'"),
                         ([{"name": ""}, {}], "A name has 1 to 24 characters"),
                         ([{"name": "x" * 25}, {}], "A name has 1 to 24"),
                         ([{"colour": 1}, {}], "Seat 1 has no 'colour'"),
                         ([3, {}], "Seat 1 is an object"),
                         ("two", "Seats is a list")]:
        with refused(message):
            make_seats(seat_specs(bad), TWINE)
    with pytest.raises(ValueError, match="a two-player table has 2 seats, not 3"):
        make_seats([{}, {}, {}], TWINE)


# -- the discard pile ------------------------------------------------------------------------------


@pytest.mark.parametrize("top", ["JK", "10D"])
def test_twine_refuses_a_wild_card_from_the_open_pile_and_nothing_changes(top: str) -> None:
    table = dealt(TWINE, ["3H 4H 5H", "6S 7S 8S"], discard=top)
    before = (hand_codes(table, 0), [c.code() for c in table.discard_pile], len(table.log))
    with refused("is wild: at this table a wild card cannot") as info:
        table.draw(0, "discard")
    assert info.value.code == "wild_pickup"
    assert not table.can_draw(0, "discard")
    assert (hand_codes(table, 0), [c.code() for c in table.discard_pile],
            len(table.log)) == before
    table.draw(0, "stock")


def test_classic_and_practice_let_a_wild_card_be_taken_from_the_open_pile() -> None:
    for rules in (CLASSIC, PRACTICE):
        table = dealt(rules, ["3H 4H 5H", "6S 7S 8S"], discard="JK")
        table.draw(0, "discard")
        assert "JK" in hand_codes(table, 0)


# -- declarations -------------------------------------------------------------------------------


INCOMPLETE = "3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC"


def test_twine_refuses_an_invalid_declaration_and_nothing_changes() -> None:
    table = dealt(TWINE, [INCOMPLETE, "6D 7D 8D"])
    with refused("K♣ is unmatched") as info:
        table.declare(0, None)
    assert info.value.code == "declaration_rejected"
    assert table.result is None and table.states == [PLAYING, PLAYING] and table.log == []


def test_classic_invalid_declaration_costs_80_and_play_goes_on_without_the_declarer() -> None:
    match = new_match("classic", "deal", [{}, {"bot": "mira"}, {"bot": "mira"}], 5)
    match.deal = dealt(CLASSIC, [INCOMPLETE, "6D 7D 8D", "AC 2H 9D"], stock_top="5S")
    match.draw(0, "stock")
    record = match.declare(0, match.deal.find_card(0, parse_cards("5S")[0].id).id)
    assert (record["action"], record["valid"], record["points"]) == ("declare", False, 80)
    table = match.deal
    assert table.states == [DECLARED_WRONGLY, PLAYING, PLAYING]
    assert table.result is None and table.turn == 1
    assert table.top_discard().code() == "5S"  # the final discard went to the discard pile
    assert len(table.hand_of(0)) == 13
    tables.assert_cards_conserved(table)
    with refused("You are out of this deal"):
        table.draw(0, "stock")
    while match.deal.result is None:
        play_bot_turn(match, match.deal.turn)
    rows = dict((r.seat, r) for r in match.deal.result.scores)
    assert rows[0].outcome == DECLARED_WRONGLY and rows[0].score.points == 80
    assert match.totals[0] == 80


def test_classic_invalid_declaration_by_one_of_two_makes_the_other_the_winner() -> None:
    table = dealt(CLASSIC, [INCOMPLETE, "6D 7D 8D"])
    table.declare(0, None)
    result = table.result
    assert result is not None and result.winner == 1 and result.how == LAST_STANDING
    assert [(r.seat, r.outcome, r.score.points) for r in result.scores] == [
        (0, DECLARED_WRONGLY, 80), (1, WON, 0)]


def test_a_missing_or_just_picked_final_discard_is_refused_even_under_classic() -> None:
    table = dealt(CLASSIC, [INCOMPLETE, "6D 7D 8D 9D", "AC 2H 9H"], discard="KD")
    table.draw(0, "discard")
    with refused("Choose your final discard first"):
        table.declare(0, None)
    with refused("just taken from the discard pile"):
        table.declare(0, table.picked)
    assert table.states == [PLAYING] * 3 and len(table.log) == 1


def test_a_valid_declaration_wins_the_deal_and_the_losers_pay_their_points() -> None:
    complete = "3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S"
    loser = "KS KD 5C 6C 7C 9H JH 4D AD 8H 3S 6H JS"
    table = dealt(TWINE, [complete + " 2H", loser])
    table.declare(0, None)
    result = table.result
    assert result is not None and (result.winner, result.how) == (0, DECLARED)
    score = score_hand(table.hand_of(1), table.wild_rank, TWINE)
    assert [(r.seat, r.outcome, r.score.points) for r in result.scores] == [
        (0, WON, 0), (1, LOST, score.points)]


# -- drops --------------------------------------------------------------------------------------


@pytest.mark.parametrize("match_format, first, middle", [
    ("deal", 20, 40), ("pool101", 20, 40), ("pool201", 25, 50)])
def test_a_first_drop_before_the_first_draw_and_a_middle_drop_after(
        match_format: str, first: int, middle: int) -> None:
    rules = CLASSIC
    table = dealt(rules, ["3H 4H 5H", "6S 7S 8S", "9D 10D JD"], match_format=match_format)
    assert table.drop_cost(0) == first and table.verify_drop(0) == first
    table.draw(0, "stock")
    with refused("Drop before you draw, not after"):
        table.drop(0)
    table.discard(0, table.drawn)
    assert table.drop(1)["points"] == first  # seat 1 had not drawn yet
    assert table.drop_cost(0) == middle
    assert table.turn == 2
    table.draw(2, "stock")
    table.discard(2, table.drawn)
    assert table.drop(0)["points"] == middle
    result = table.result
    assert result is not None and result.winner == 2 and result.how == LAST_STANDING
    assert [(r.seat, r.outcome, r.score.points) for r in result.scores] == [
        (0, DROPPED, middle), (1, DROPPED, first), (2, WON, 0)]


def test_twine_a_drop_gives_the_deal_to_the_opponent() -> None:
    table = dealt(TWINE, ["3H 4H 5H", "6S 7S 8S"])
    table.drop(0)
    assert table.result is not None and table.result.winner == 1
    assert table.result.points_of(0) == 20 and table.result.points_of(1) == 0


def test_drops_only_on_your_turn_before_drawing_and_never_at_practice() -> None:
    table = dealt(TWINE, ["3H 4H 5H", "6S 7S 8S"])
    with refused("It is P0's turn"):
        table.drop(1)
    practice = dealt(PRACTICE, ["3H 4H 5H", "6S 7S 8S"])
    with refused("There are no drops at this table") as info:
        practice.drop(0)
    assert info.value.code == "no_drops" and not practice.can_drop(0)


# -- the stock runs out -------------------------------------------------------------------------


def test_an_empty_stock_is_reshuffled_from_the_discards_except_the_top() -> None:
    table = dealt(TWINE, ["3H 4H 5H", "6S 7S 8S"])
    while len(table.stock) > 1:
        table.draw(table.turn, "stock")
        table.discard(table.turn, table.drawn)
    pile = [c.id for c in table.discard_pile]
    who = table.turn
    table.draw(who, "stock")
    thrown = table.drawn
    table.discard(who, thrown)
    assert table.reshuffles == 1 and table.result is None
    assert [c.id for c in table.discard_pile] == [thrown]
    assert sorted(c.id for c in table.stock) == sorted(pile)
    assert [c.id for c in table.stock] != pile  # shuffled, by the deal's own generator
    tables.assert_cards_conserved(table)


def test_the_reshuffle_is_the_same_on_every_replay() -> None:
    match = Match.new("twine", "pool101", [{}, {}], 70)
    while not match.deal.reshuffles:
        seat = match.deal.turn
        match.draw(seat, "stock")
        match.discard(seat, match.deal.drawn)
    again = Match.load(match.export())
    assert [c.id for c in again.deal.stock] == [c.id for c in match.deal.stock]
    assert again.export() == match.export()


# -- pools and matches --------------------------------------------------------------------------


def test_a_deal_match_ends_after_one_deal_with_its_winner() -> None:
    match = play_to_end(bots_match("twine", "deal", 2, 8))
    assert match.number == 1 and match.winner == match.results[0].winner
    with refused("The match is over"):
        match.next_deal(0)


@pytest.mark.parametrize("profile, match_format, players, limit", [
    ("twine", "pool101", 2, 101), ("classic", "pool101", 3, 101),
    ("classic", "pool201", 6, 201)])
def test_a_pool_adds_points_and_puts_out_whoever_reaches_the_limit(
        profile: str, match_format: str, players: int, limit: int) -> None:
    match = play_to_end(bots_match(profile, match_format, players, 21))
    totals = [0] * players
    out_after: list = [None] * players
    for number, result in enumerate(match.results, 1):
        dealt_in = [r.seat for r in result.scores]
        for seat in range(players):
            assert (seat in dealt_in) == (out_after[seat] is None)
        for row in result.scores:
            totals[row.seat] += row.score.points
            assert 0 <= row.score.points <= 80
        for seat in range(players):
            if out_after[seat] is None and totals[seat] >= limit:
                out_after[seat] = number
    assert totals == match.totals
    assert [t >= limit for t in totals] == match.eliminated
    assert match.eliminated.count(False) == 1
    assert match.winner == match.eliminated.index(False)


def test_next_deal_waits_for_the_deal_to_end() -> None:
    match = bots_match("twine", "pool101", 2, 12)
    with refused("This deal is still being played"):
        match.next_deal(0)
    match.drop(0)
    record = match.next_deal(1)
    assert (record["action"], record["who"], record["deal"]) == ("next_deal", 1, 1)
    assert match.number == 2 and match.deal.seed == deal_seed(12, 2) == 13


def test_a_seat_out_of_the_pool_is_dealt_nothing_and_skipped() -> None:
    match = bots_match("classic", "pool101", 3, 30)
    match.totals[1] = 95
    while not match.deal_over():  # seats 0 and 1 drop: seat 1 reaches 115
        match.drop(match.deal.turn)
    assert match.eliminated == [False, True, False] and not match.over
    match.next_deal(0)
    table = match.deal
    assert table.states[1] == SITTING_OUT and table.hand_of(1) == []
    tables.assert_cards_conserved(table)
    for _ in range(6):
        assert table.turn != 1
        table.draw(table.turn, "stock")
        table.discard(table.turn, table.drawn)


@pytest.mark.parametrize("profile, match_format, players, seed", [
    ("practice", "deal", 2, 3), ("twine", "deal", 2, 5), ("twine", "pool101", 2, 6),
    ("classic", "deal", 2, 7), ("classic", "deal", 6, 8), ("classic", "pool101", 6, 9),
    ("classic", "pool201", 6, 10), ("classic", "pool201", 2, 11)])
def test_whole_matches_replay_from_their_export(profile: str, match_format: str,
                                                players: int, seed: int) -> None:
    match = play_to_end(bots_match(profile, match_format, players, seed))
    data = match.export()
    assert data["profile"] == profile and data["format"] == match_format
    again = Match.load(data)
    assert again.export() == data
    assert (again.totals, again.eliminated, again.winner, again.number) == (
        match.totals, match.eliminated, match.winner, match.number)
    halfway = dict(data)
    halfway["log"] = data["log"][:len(data["log"]) // 2]
    part = Match.load(halfway)
    assert part.log == data["log"][:len(halfway["log"])]


def test_a_log_that_does_not_replay_is_refused() -> None:
    match = play_to_end(bots_match("twine", "pool101", 2, 6))
    data = match.export()
    first_draw = next(k for k, r in enumerate(data["log"]) if r["action"] == "draw")
    data["log"][first_draw] = dict(data["log"][first_draw], card="KS" if data["log"][
        first_draw]["card"] != "KS" else "QS")
    with refused("does not replay"):
        Match.load(data)
    for bad in (None, [], {"profile": "twine"}, dict(match.export(), log="x"),
                dict(match.export(), seed=0)):
        with pytest.raises(ValueError):
            Match.load(bad)


def test_simulated_matches_report_their_standings_and_drops() -> None:
    summary = play_match("classic", "pool101", ["mira"] * 4, 12)
    assert len(summary["standings"]) == 4 and summary["deals"] >= 2
    assert sum(1 for s in summary["standings"] if not s["out"]) == 1
    for drop in summary["drops"]:
        assert drop.bot == "mira" and drop.cost in (20, 40)
        assert drop.saved() == drop.played_on - drop.cost


# -- a served match's secret --------------------------------------------------------------------

SECRET = bytes(range(32)).hex()
SEATS = [{"name": "Asha"}, {"name": "Ravi"}]


def hands_dealt_by(generator: Generator, match: Match) -> list:
    """Each seat's cards (ids, sorted) as the match's current deal would have dealt them had
    ``generator`` shuffled the pack: one at a time, from the deal's first seat."""
    n = len(match.seats)
    deck = pack(*match.rules.pack_for(n))
    generator.shuffle(deck)
    order = [(match.deal.first + j) % n for j in range(n)]
    hands: list = [None] * n
    for j, seat in enumerate(order):
        hands[seat] = sorted(c.id for c in deck[j::n][:match.rules.hand_size])
    return hands


def hands_of(match: Match) -> list:
    return [sorted(c.id for c in match.deal.hand_of(s)) for s in range(len(match.seats))]


def test_a_match_with_a_secret_deals_each_deal_from_the_keyed_stream_of_its_number() -> None:
    match = Match.new("twine", "pool101", SEATS, 7, secret=SECRET)
    for number in (1, 2, 3):
        assert match.number == number
        assert hands_of(match) == hands_dealt_by(DealStream(SECRET, number), match)
        assert hands_of(match) != hands_dealt_by(Rng(deal_seed(7, number)), match)
        match.drop(match.deal.turn)
        match.next_deal(0)


def test_a_match_with_a_secret_deals_the_same_whatever_its_seed_but_not_under_another_key():
    dealt = hands_of(Match.new("twine", "deal", SEATS, 7, secret=SECRET))
    assert hands_of(Match.new("twine", "deal", SEATS, 8, secret=SECRET)) == dealt
    assert hands_of(Match.new("twine", "deal", SEATS, 7, secret="00" * 32)) != dealt


def test_a_match_without_a_secret_deals_from_its_seed_and_its_config_has_no_secret() -> None:
    match = Match.new("twine", "pool101", SEATS, 7)
    assert match.secret is None and "secret" not in match.config()
    assert hands_of(match) == hands_dealt_by(Rng(deal_seed(7, 1)), match)


def test_a_match_replays_from_its_secret_and_not_without_it() -> None:
    match = Match.new("twine", "pool101", seat_specs(["mira", "kiran"]), 7, secret=SECRET)
    play_to_end(match)
    exported = match.export()
    assert exported["secret"] == SECRET
    assert Match.load(exported).export() == exported
    exported.pop("secret")
    # The log names each card drawn from the stock: from the seed, the stock differs.
    with refused("does not replay"):
        Match.load(exported)


@pytest.mark.parametrize("secret", ["AB" * 32, "00" * 16, 12345])
def test_a_match_refuses_a_secret_that_is_not_256_bits_of_hex(secret: object) -> None:
    with pytest.raises(RummyError, match="secret"):
        Match.new("twine", "deal", SEATS, 7, secret=secret)  # type: ignore[arg-type]


# -- properties ---------------------------------------------------------------------------------


def _random_action(match: Match, choice: int) -> None:
    """One legal action for the seat on turn, picked by ``choice``: draws, discards,
    drops and (under classic) declarations that may be invalid."""
    table = match.deal
    seat = table.turn
    options: list = []
    if table.phase == "draw":
        options += [("draw", s) for s in ("stock", "discard") if table.can_draw(seat, s)]
        if table.can_drop(seat):
            options.append(("drop", None))
        if table.rules.invalid_declaration == "penalty":
            options.append(("declare", None))
    else:
        hand = [c.id for c in table.hand_of(seat) if c.id != table.picked]
        options += [("discard", hand[choice % len(hand)])]
        if table.rules.invalid_declaration == "penalty":
            options.append(("declare", hand[(choice // 7) % len(hand)]))
    kind, arg = options[choice % len(options)]
    if kind == "draw":
        match.draw(seat, arg)
    elif kind == "drop":
        match.drop(seat)
    elif kind == "declare":
        match.declare(seat, arg)
    else:
        match.discard(seat, arg)


@settings(max_examples=60)
@given(st.sampled_from([("twine", "pool101", 2), ("classic", "pool101", 3),
                        ("classic", "pool201", 6), ("classic", "deal", 2)]),
       st.integers(1, 10**6), st.lists(st.integers(0, 10**6), min_size=50, max_size=400))
def test_cards_are_conserved_through_reshuffles_drops_and_knockouts(
        setup: tuple, seed: int, choices: list) -> None:
    profile, match_format, players = setup
    match = Match.new(profile, match_format, [{}] * players, seed)
    for choice in choices:
        if match.over:
            break
        if match.deal_over():
            match.next_deal(0)
        else:
            _random_action(match, choice)
        tables.assert_cards_conserved(match.deal)
        for result in match.results:
            assert all(0 <= r.score.points <= 80 for r in result.scores)
            assert [r.score.points for r in result.scores if r.outcome == WON] in ([0], [])
    assert Match.load(match.export()).export() == match.export()


@settings(max_examples=40)
@given(st.integers(1, 10**6))
def test_a_valid_declarer_always_scores_nothing_and_the_others_are_scored(seed: int) -> None:
    result = play_match("twine", "deal", ["mira", "mira"], seed, weigh_drops=False)
    winner = result["winner"]
    assert winner in (0, 1)
    assert result["standings"][winner]["points"] == 0


def test_no_card_id_outside_the_pack_can_be_named() -> None:
    table = dealt(CLASSIC, ["3H 4H 5H", "6S 7S 8S"])
    table.draw(0, "stock")
    for bad in (108, -1, "1", None, 2.0, Card(107).id):
        with pytest.raises(IllegalAction):
            table.discard(0, bad)


def test_every_record_names_its_card_by_id_and_old_draw_records_by_code_still_replay() -> None:
    """Protocol 2: a draw's record holds the card's id, as every other record does. A log
    written before (a draw naming its card by code, as a server's database may hold)
    replays all the same."""
    match = new_match("twine", "deal", [{"name": "A"}, {"bot": "kiran"}], 21)
    drawn = match.draw(0, "stock")
    assert isinstance(drawn["card"], int)
    match.discard(0, drawn["card"])
    play_bot_turn(match, 1)
    assert all(isinstance(r["card"], int) for r in match.log if "card" in r)
    old = match.export()
    for record in old["log"]:
        if record["action"] == "draw":
            record["card"] = Card(record["card"]).code()
    assert Match.load(old).export() == match.export()
