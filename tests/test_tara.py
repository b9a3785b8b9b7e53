"""Tara, the expert bot: she plays every seat of every profile within its rules, decides only
from what her seat may see, plays the same way for the same sight, and plays by the distance."""

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from indian_rummy.bots import BOTS, TABLE_BOTS, new_match, play_bot_turn, tara
from indian_rummy.bots.sight import Sight
from indian_rummy.engine.cards import Card, parse_cards
from indian_rummy.engine.decision import Decision
from indian_rummy.engine.distance import distance
from indian_rummy.engine.match import Match
from indian_rummy.engine.prng import Rng
from indian_rummy.engine.rules import CLASSIC, TWINE
from indian_rummy.locales import render
from indian_rummy.protocol.text import last_move
from indian_rummy.protocol.view import idle
from indian_rummy.tools.simulate import play_match
from tables import assert_cards_conserved, bot_to_play, bot_turn, dealt, other_world

TABLES = [
    ("practice", "deal", ["tara", "mira"]),
    ("twine", "deal", ["kiran", "tara"]),
    ("twine", "pool101", ["tara", "kiran"]),
    ("classic", "pool201", ["tara", "mira", "kiran"]),
    ("classic", "deal", ["tara", "kiran", "mira", "tara"]),
    ("classic", "pool101", ["mira", "tara", "kiran", "mira", "tara", "kiran"]),
]


def play_out(match: Match) -> list:
    """Every bot plays until the match ends; returns each Tara turn's log records."""
    turns = []
    while not match.over:
        if match.deal_over():
            match.next_deal(0)
            continue
        seat = match.deal.turn
        before = len(match.log)
        play_bot_turn(match, seat)
        assert_cards_conserved(match.deal)
        if match.seats[seat].bot == "tara":
            turns.append(match.log[before:])
        assert len(match.log) < 5000, "the match does not end"
    return turns


@pytest.mark.parametrize("profile,match_format,bots", TABLES)
def test_she_plays_whole_matches_of_every_profile_and_2_to_6_seats_within_the_rules(
        profile: str, match_format: str, bots: list) -> None:
    for seed in ((1, 2) if len(bots) == 2 else (1,)):
        match = new_match(profile, match_format, bots, seed)
        turns = play_out(match)
        assert turns and match.over
        assert Match.load(match.export()).export() == match.export()
        for records in turns:
            if records[-1]["action"] == "declare":
                assert records[-1].get("valid", True), "Tara declared an incomplete hand"


def test_she_never_throws_the_card_she_just_took() -> None:
    taken = 0
    for seed in range(1, 8):
        match = new_match("twine", "deal", ["tara", "kiran"], seed)
        for records in play_out(match):
            draw = records[0]
            if draw["action"] == "draw" and draw["source"] == "discard" and len(records) > 1:
                taken += 1
                assert records[1].get("card") != draw["card"]
    assert taken


def test_she_declares_a_complete_hand() -> None:
    # 3♥ 4♥ 5♥, 7♠ 8♠ 9♠, Q♣ Q♦ Q♥ and 2♣ 2♦ 2♠: the 2♥ on the stock completes the last set.
    table = dealt(["3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC",
                   "AS 3C 5D 6S JH 8D KS 4C 9H JC 6D AD 7H"], "10C", "9D", "2H", rules=TWINE)
    message = bot_turn(table, 0, tara.decide)
    assert message == "P0 drew from the draw pile and declared."
    assert table.result is not None and table.result.winner == 0


def test_she_takes_a_wild_card_or_an_open_card_that_lowers_her_distance() -> None:
    hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD 2C 2D 5S KC AD")
    indicator = parse_cards("10C")[0]
    for pile, lowers in (("QH", True), ("6H", True), ("9D", False), ("JH", False), ("JK", True)):
        top = parse_cards(pile)[0]
        assert (distance(hand + [top], 10, top.id) < distance(hand, 10)) == lowers, pile
        assert tara.choose_opening(Sight(hand, 10, indicator, [top])) == (
            "discard" if lowers else "stock"), pile
    # Where the rules keep wild cards on the pile, she draws from the stock.
    joker = parse_cards("JK")
    assert tara.choose_opening(Sight(hand, 10, indicator, joker, may_take_wild=False)) == "stock"
    at_classic = dealt(["5H 6H 9S 9D KC QD 2S 2D 4C 7C JS JD 3S",
                        "AS 3C 5D 6S JH 8D KS 4D 9H JC 6D AD 7H"], "10C", "JK", rules=CLASSIC)
    bot_turn(at_classic, 0, tara.decide, may_drop=False)
    assert at_classic.log[0]["source"] == "discard"


def test_she_throws_a_card_whose_loss_leaves_the_least_distance() -> None:
    hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 5S KC AD")
    thrown = thrown_by(Sight(hand, 10, parse_cards("10C")[0], parse_cards("9D")))
    left = [distance([c for c in hand if c is not card], 10) for card in hand]
    assert distance([c for c in hand if c is not thrown], 10) == min(left)


def test_she_counts_a_wild_rank_card_that_fills_its_own_place_in_her_pure_run_as_an_out(
) -> None:
    """Throwing A♣ or Q♠ leaves her one card from a declaration with no pure run, which a
    joker cannot make. Without A♣ the 13 keep Q♦ 9♦ 10♦, which 8♦ (wild: eights) completes
    as 8♦ 9♦ 10♦ in its own place: two outs more than the 13 without Q♠. (A six-seat
    classic deal, where the count that tried a joker alone threw Q♠.)"""
    cards = parse_cards("8S 8S QS 8C JH JS 3D 2D 9D 10D QD AC JC 9H 8C "
                        "7C KS 4D 4S 5S 9S 9C 4S JS 4H 10S KS 9C KD 10S JD 10C")
    hand = cards[:14]
    without = dict([(c.code(), [k for k in hand if k is not c]) for c in hand])
    for rest in (without["AC"], without["QS"]):
        assert distance(rest, 8) == distance(rest + parse_cards("JK"), 8) == 1
    assert distance(without["AC"] + parse_cards("8D"), 8) == 0
    assert distance(without["QS"] + parse_cards("8D"), 8) == 1
    sight = Sight(hand, 8, cards[14], cards[15:], jokers=4)
    assert thrown_by(sight).code() == "AC"


def thrown_by(sight: Sight) -> Card:
    """The card Tara throws holding the 14 cards of ``sight``."""
    return Card(tara.decide(sight).card)


# -- what she may see ------------------------------------------------------------------------


@pytest.mark.slow
@settings(max_examples=6, deadline=None)
@given(st.integers(1, 10 ** 6), st.integers(0, 16), st.integers(1, 10 ** 6))
def test_hidden_cards_and_the_stock_order_never_change_her_turn(seed: int, turns: int,
                                                                 salt: int) -> None:
    match = bot_to_play("tara", "kiran", seed, turns)
    assume(not match.deal_over())
    seat = match.deal.turn
    other = other_world(match, seat, salt)
    assert Sight.of(other.deal, seat).key() == Sight.of(match.deal, seat).key()
    before = len(match.log)
    play_bot_turn(match, seat)
    play_bot_turn(other, seat)
    assert other.log[before:] == match.log[before:]


# -- the same sight, the same play ------------------------------------------------------------


@pytest.mark.slow
@settings(max_examples=6, deadline=None)
@given(st.integers(1, 10 ** 6), st.integers(0, 16))
def test_the_same_sight_gives_the_same_decision_whatever_the_order_of_her_cards(
        seed: int, turns: int) -> None:
    match = bot_to_play("tara", "kiran", seed, turns)
    assume(not match.deal_over())
    sight = Sight.of(match.deal, match.deal.turn)
    shuffled = list(sight.hand)
    Rng(seed).shuffle(shuffled)
    again = Sight(shuffled, sight.wild_rank, sight.indicator, sight.pile, sight.moves,
                  sight.counts, sight.seat, sight.copies, sight.picked, sight.may_take_wild,
                  sight.drop_cost, sight.stock, sight.pool, sight.jokers, sight.phase,
                  sight.playing, sight.names, sight.rules, sight.total, sight.limit)
    assert tara.decide(again) == tara.decide(sight)
    drawn = sight.hand + match.deal.stock[-1:]
    one = thrown_by(Sight(drawn, sight.wild_rank, sight.indicator, sight.pile))
    assert one == thrown_by(Sight(list(reversed(drawn)), sight.wild_rank, sight.indicator,
                                  sight.pile))


def test_the_same_seed_plays_the_same_match() -> None:
    one = play_match("classic", "deal", ["tara", "mira", "kiran"], 4, weigh_drops=False)
    two = play_match("classic", "deal", ["tara", "mira", "kiran"], 4, weigh_drops=False)
    assert one["standings"] == two["standings"] and one["turns"] == two["turns"]


# -- drops -------------------------------------------------------------------------------------

def test_she_drops_a_hand_that_has_fallen_behind_and_plays_on_if_she_may_not() -> None:
    from test_coach import behind

    assert tara.decide(behind(40)) == Decision.drop()
    assert tara.choose_opening(behind(40), may_drop=False) == "discard"


# -- where she sits ------------------------------------------------------------------------------


def test_tara_is_offered_at_the_tables_but_not_in_their_default_mix() -> None:
    assert BOTS["tara"].name == "Tara" and BOTS["tara"].pronoun == "her"
    assert TABLE_BOTS == ("mira", "kiran")
    assert [b["bot"] for b in idle()["bots"]] == ["mira", "kiran", "tara"]
    match = new_match("twine", "deal", ["tara", "kiran"], 5)
    assert match.seats[0].name == "Tara"
    seat = match.deal.turn
    play_bot_turn(match, seat)
    assert render(last_move(match.deal, seat)).startswith(("Tara ", "Kiran "))
