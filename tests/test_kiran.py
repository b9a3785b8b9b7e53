"""Kiran, the stronger bot: he plays every seat of every profile within its rules, decides
only from what his seat may see, and plays the same way for the same seed."""

import json

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from indian_rummy.bots import kiran, new_match, play_bot_turn
from indian_rummy.bots.sight import DREW, THREW, TOOK, Sight
from indian_rummy.engine.cards import JOKER, Card, parse_cards
from indian_rummy.engine.deal import DROPPED, Deal
from indian_rummy.engine.match import Match
from indian_rummy.engine.prng import Rng
from indian_rummy.engine.rules import CLASSIC, TWINE, RuleProfile
from indian_rummy.protocol.session import Session
from indian_rummy.tools.cli import main
from indian_rummy.tools.simulate import play_match
from refusals import refused
from tables import assert_cards_conserved, bot_to_play, bot_turn, dealt, other_world


def play_out(match: Match, check: "object" = None) -> int:
    """Let every bot play until the match ends; ``check(match, seat, before)`` after each
    Kiran turn. Returns the number of turns."""
    turns = 0
    while not match.over:
        if match.deal_over():
            match.next_deal(0)
            continue
        seat = match.deal.turn
        before = len(match.log)
        play_bot_turn(match, seat)
        turns += 1
        assert_cards_conserved(match.deal)
        if check is not None and match.seats[seat].bot == "kiran":
            check(match, seat, before)  # type: ignore[operator]
        assert turns < 5000, "the match does not end"
    return turns


TABLES = [
    ("practice", "deal", ["kiran", "mira"]),
    ("practice", "deal", ["mira", "kiran"]),
    ("twine", "deal", ["kiran", "mira"]),
    ("twine", "pool101", ["mira", "kiran"]),
    ("classic", "deal", ["kiran", "kiran"]),
    ("classic", "pool201", ["kiran", "mira", "kiran"]),
    ("classic", "pool101", ["mira", "kiran", "mira", "kiran", "mira", "kiran"]),
]


@pytest.mark.parametrize("profile,match_format,bots", TABLES)
def test_kiran_plays_whole_matches_within_the_rules_of_every_profile(
        profile: str, match_format: str, bots: list) -> None:
    for seed in (1, 2, 3):
        match = new_match(profile, match_format, [{"bot": b} for b in bots], seed)
        play_out(match)
        assert match.over and (match.winner is not None or profile == "practice")
        # Every move he made replays as a legal action of the same log.
        assert Match.load(match.export()).export() == match.export()
        for record in match.log:
            if match.seats[record["who"]].bot == "kiran" and record["action"] == "declare":
                assert record.get("valid", True), "Kiran declared an incomplete hand"


def test_kiran_never_takes_a_wild_card_from_the_pile_at_twine() -> None:
    faced = 0  # Kiran's turns that began with a wild card on top of the pile
    for seed in range(1, 101):
        match = new_match("twine", "deal", ["kiran", "mira"], seed)
        while not match.deal_over():
            seat = match.deal.turn
            top = match.deal.top_discard()
            wild = top is not None and (top.rank == JOKER or top.rank == match.deal.wild_rank)
            before = len(match.log)
            play_bot_turn(match, seat)
            if seat == 0 and wild:
                faced += 1
                assert match.log[before]["action"] != "draw" or (
                    match.log[before]["source"] == "stock"), match.log[before]
    assert faced


def _wild_on_the_pile(rules: RuleProfile) -> Deal:
    # Kiran holds 5♥ 6♥ and two dead cards; a printed joker tops the pile.
    return dealt(["5H 6H 9S 9D KC QD 2S 2D 4C 7C JS JD 3S", "AS 3C 5D 6S JH 8D KS 4D 9H JC 6D AD "
                  "7H"], "10C", "JK", rules=rules)


def test_a_wild_card_on_the_pile_is_left_at_twine_and_taken_at_classic() -> None:
    table = _wild_on_the_pile(TWINE)
    bot_turn(table, 0, kiran.decide, may_drop=False)
    assert table.log[0]["source"] == "stock"
    table = _wild_on_the_pile(CLASSIC)
    bot_turn(table, 0, kiran.decide, may_drop=False)
    assert table.log[0]["source"] == "discard" and Card(table.log[0]["card"]).code() == "JK"


def test_he_takes_the_top_discard_only_when_it_makes_a_new_group() -> None:
    hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD 2C 2D 5S KC AD")
    indicator = parse_cards("10C")[0]
    assert kiran.choose_draw(Sight(hand, 10, indicator, parse_cards("6H"))) == "discard"
    assert kiran.choose_draw(Sight(hand, 10, indicator, parse_cards("QH"))) == "discard"
    assert kiran.choose_draw(Sight(hand, 10, indicator, parse_cards("9D"))) == "stock"
    # A second copy of a card he holds joins nothing new.
    second = parse_cards("5H 5H")[1]
    assert kiran.choose_draw(Sight(hand, 10, indicator, [second])) == "stock"


def test_a_card_nobody_can_join_any_more_is_thrown_first() -> None:
    hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD QH QS 9D JD 5C 7C")
    indicator = parse_cards("2C")[0]
    assert kiran.choose_discard(Sight(hand, 2, indicator, parse_cards("10D 10D"))).code() == "JD"
    assert kiran.choose_discard(Sight(hand, 2, indicator, parse_cards("6C 6C"))).code() == "7C"


def test_he_does_not_feed_a_card_beside_one_his_opponent_took() -> None:
    hand = parse_cards("3H 4H 5H 7S 8S 9S QC QD QH QS 9D JD 5C 7C")
    indicator = parse_cards("2C")[0]
    pile = parse_cards("10D 10D")
    assert kiran.choose_discard(Sight(hand, 2, indicator, pile)).code() == "JD"
    # The opponent took J♥ and J♣ from the pile: J♦ would make them a set.
    watched = [(1, TOOK, (11, 1)), (1, TOOK, (11, 3))]
    sight = Sight(hand, 2, indicator, pile, watched, [14, 13], 0)
    assert kiran.choose_discard(sight).code() != "JD"


# -- what he may see ------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 10 ** 6), st.integers(0, 40), st.integers(1, 10 ** 6))
def test_hidden_cards_and_the_stock_order_never_change_his_turn(seed: int, turns: int,
                                                                 salt: int) -> None:
    match = bot_to_play("kiran", "mira", seed, turns)
    assume(not match.deal_over())
    seat = match.deal.turn
    other = other_world(match, seat, salt)
    assert Sight.of(other.deal, seat).key() == Sight.of(match.deal, seat).key()
    before = len(match.log)
    play_bot_turn(match, seat)
    play_bot_turn(other, seat)
    assert other.log[before:] == match.log[before:]


def test_a_sight_holds_no_table_and_hides_what_was_drawn_from_the_stock() -> None:
    match = bot_to_play("kiran", "mira", 3, 12)
    sight = Sight.of(match.deal, match.deal.turn)
    for name in Sight.__slots__:
        value = getattr(sight, name)
        assert not hasattr(value, "stock") and not hasattr(value, "hands"), name
    stock_draws = [r for r in match.deal.log if r["action"] == "draw" and r["source"] == "stock"]
    assert stock_draws
    assert [m for m in sight.moves if m[1] == DREW] == [(r["who"], DREW, None)
                                                      for r in stock_draws]
    assert [m[2] for m in sight.moves if m[1] == THREW] == [
        Card(r["card"]).face() for r in match.deal.log
        if r["action"] in ("discard", "declare") and r.get("card") is not None]
    assert sight.counts == [len(match.deal.hand_of(s)) for s in range(2)]


# -- the same seed, the same play -------------------------------------------------------------


@pytest.mark.parametrize("seed", [4, 17, 90])
def test_the_same_seed_plays_the_same_match(seed: int) -> None:
    one = play_match("classic", "pool101", ["kiran", "mira", "kiran"], seed, weigh_drops=False)
    two = play_match("classic", "pool101", ["kiran", "mira", "kiran"], seed, weigh_drops=False)
    assert one["standings"] == two["standings"] and one["turns"] == two["turns"]


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 10 ** 6), st.integers(0, 30))
def test_the_order_of_his_cards_never_changes_his_choice(seed: int, turns: int) -> None:
    match = bot_to_play("kiran", "mira", seed, turns)
    assume(not match.deal_over())
    sight = Sight.of(match.deal, match.deal.turn)
    shuffled = list(sight.hand)
    Rng(seed).shuffle(shuffled)
    again = Sight(shuffled, sight.wild_rank, sight.indicator, sight.pile, sight.moves,
                  sight.counts, sight.seat, sight.copies, sight.picked, sight.may_take_wild,
                  sight.drop_cost, sight.stock)
    assert kiran.choose_draw(again) == kiran.choose_draw(sight)
    assert kiran.should_drop(again) == kiran.should_drop(sight)
    drawn = sight.hand + match.deal.stock[-1:]
    assert kiran.choose_discard(Sight(drawn, sight.wild_rank, sight.indicator, sight.pile)) == (
        kiran.choose_discard(Sight(list(reversed(drawn)), sight.wild_rank, sight.indicator,
                                   sight.pile)))


# -- drops --------------------------------------------------------------------------------------


def test_he_drops_a_hopeless_start_where_drops_are_allowed() -> None:
    hopeless = "AS 5S 9S KH 3H 7H JD 2D 6D 10C KC 4C 9H"
    table = dealt([hopeless, "3S 4S 5C 6C 7C 8H 9C JH QH KD AD 2C 10D"], "8S", "QS", rules=TWINE)
    message = bot_turn(table, 0, kiran.decide)
    assert table.states[0] == DROPPED and message == "P0 dropped (20 points)."
    practice = dealt([hopeless, "3S 4S 5C 6C 7C 8H 9C JH QH KD AD 2C 10D"], "8S", "QS")
    bot_turn(practice, 0, kiran.decide)
    assert practice.log[0]["action"] == "draw"


def test_he_never_drops_after_his_first_draw() -> None:
    for seed in range(1, 31):
        match = new_match("twine", "deal", ["kiran", "mira"], seed)

        def check(match: Match, seat: int, before: int) -> None:
            if match.log[before]["action"] == "drop":
                assert match.log[before]["points"] == 20

        play_out(match, check)


# -- where a player meets him ---------------------------------------------------------------


def test_a_seat_named_kiran_is_kiran_at_the_session() -> None:
    session = Session()
    reply = json.loads(session.handle(0, json.dumps({"id": 1, "type": "new_game", "args": {
        "seed": 8, "profile": "twine", "format": "deal",
        "seats": [{"name": "You"}, {"bot": "kiran"}]}})))
    assert reply["ok"], reply
    match = session.match
    assert match is not None and match.seats[1].name == "Kiran" and match.seats[1].bot == "kiran"
    # The player draws and throws back what was drawn; Kiran plays his turns when asked.
    for _ in range(200):
        view = json.loads(session.handle(0, '{"id": 2, "type": "view"}'))["result"]
        if view["phase"] == "over":
            break
        if view["phase"] == "bot":
            assert json.loads(session.handle(0, '{"id": 3, "type": "bot_turn"}'))["ok"]
            continue
        match.draw(0, "stock")
        match.discard(0, match.deal.drawn)
    assert match.deal_over() and any(r["who"] == 1 and r["action"] == "discard"
                                     for r in match.log)
    with refused("No bot called 'kiran2'"):
        new_match("twine", "deal", [{}, {"bot": "kiran2"}], 8)


def test_simulate_seats_kiran_beside_mira(capsys: pytest.CaptureFixture) -> None:
    status = main(["simulate", "--profile", "twine", "--bots", "mira,kiran", "--games", "6",
                   "--seed", "3", "--json"])
    lines = capsys.readouterr().out.splitlines()
    assert status == 0
    matches = [json.loads(line) for line in lines[:-1]]
    assert len(matches) == 6
    assert [s["bot"] for s in matches[0]["standings"]] == ["mira", "kiran"]
    assert sum(json.loads(lines[-1])["wins"]) == 6

