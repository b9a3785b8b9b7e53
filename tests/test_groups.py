"""Every rule about groups, through ``groups.classify``."""

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from indian_rummy.engine.cards import ACE, KING, Card, format_cards, parse_cards, wild_rank_for
from indian_rummy.engine.groups import (
    HIGH_ACE,
    PLACES,
    PURE_RUN,
    RANK_AT,
    RUN,
    RUN_PLACES,
    SET,
    apart,
    classify,
    kind_of,
)

TENS = 10


def kind(text: str, wild_rank: int = TENS) -> "str | None":
    return classify(parse_cards(text), wild_rank).kind


def reason(text: str, wild_rank: int = TENS) -> str:
    group = classify(parse_cards(text), wild_rank)
    assert group.kind is None, "%s should be invalid, is %s" % (text, group.kind)
    return group.reason


def order(text: str, wild_rank: int = TENS) -> str:
    return format_cards(classify(parse_cards(text), wild_rank).cards, ascii=True)


# -- pure runs ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["3H 4H 5H", "5H 3H 4H", "7S 8S 9S", "JC QC KC",
                                  "2D 3D 4D 5D 6D 7D", "9H 10H JH"])
def test_consecutive_cards_of_one_suit_are_a_pure_run(text: str) -> None:
    assert kind(text, wild_rank=2 if "9H" in text else TENS) == PURE_RUN


def test_wild_rank_card_in_its_own_place_keeps_a_run_pure() -> None:
    # Fours wild: 3♥ 4♥ 5♥ is pure.
    assert kind("3H 4H 5H", wild_rank=4) == PURE_RUN
    # Tens wild: 9♥ 10♥ J♥ is pure, the ten standing as itself.
    assert kind("9H 10H JH") == PURE_RUN
    assert kind("10H JH QH KH") == PURE_RUN


def test_wild_rank_card_of_another_suit_makes_the_run_impure() -> None:
    # Fours wild: 4♠ stands in for 4♥.
    assert kind("3H 4S 5H", wild_rank=4) == RUN


def test_pure_run_is_listed_in_order() -> None:
    assert order("5H 3H 4H") == "3H 4H 5H"
    assert order("AH KH QH") == "QH KH AH"
    assert order("3H AH 2H") == "AH 2H 3H"


def test_a_pure_run_needs_one_suit() -> None:
    assert kind("3H 4S 5H") is None
    assert "mixes suits" in reason("3H 4S 5D")


def test_a_run_needs_consecutive_ranks() -> None:
    assert "gaps" in reason("3H 5H 7H")
    assert "gaps" in reason("3H 4H 6H")


# -- impure runs -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, ordered",
    [
        ("4H JK 6H", "4H JK 6H"),
        ("6H 4H JK", "4H JK 6H"),
        ("4H 10S 6H", "4H 10S 6H"),
        ("4H 5H JK", "4H 5H JK"),  # a wild card may extend a run at its end
        ("3C JK JK 6C", "3C JK JK 6C"),
        ("3C 10D 10H 6C", "3C 10H 10D 6C"),  # substitutes are handed out in suit order
        ("2S JK 4S 10S 6S", "2S 10S 4S JK 6S"),
    ],
)
def test_wild_cards_fill_missing_places_in_an_impure_run(text: str, ordered: str) -> None:
    assert kind(text) == RUN
    assert order(text) == ordered


def test_an_impure_run_needs_its_naturals_in_one_window() -> None:
    # 3 and 8 cannot share a window of 4 places, even with two jokers.
    assert kind("3C JK JK 8C") is None
    assert kind("3C JK JK 10D 7C") == RUN  # 3 _ _ _ 7 with three substitutes
    assert kind("3C JK JK 10D 8C") is None


def test_impure_run_naturals_must_share_a_suit() -> None:
    assert "mixes suits" in reason("4H JK 6S")


# -- aces --------------------------------------------------------------------------------------


def test_q_k_a_and_a_2_3_are_runs() -> None:
    assert kind("QH KH AH") == PURE_RUN
    assert kind("AH 2H 3H") == PURE_RUN
    assert kind("QH JK AH") == RUN
    assert kind("AH JK 3H") == RUN
    assert kind("KH AH JK") == RUN  # Q-K-A with the joker as the queen
    assert kind("AH 2H JK") == RUN  # A-2-3 with the joker as the three


def test_k_a_2_wraps_and_is_not_a_run() -> None:
    for text in ("KH AH 2H", "AH 2H KH", "QH KH AH 2H", "KH AH 2H 3H", "KH JK 2H",
                 "KH AH 2H JK"):
        assert kind(text) is None, text
    assert "wraps" in reason("KH AH 2H")
    assert "wraps" in reason("KH AH 2H JK")


def test_the_ace_is_low_or_high_never_both() -> None:
    # A 2-13 run ending in the ace is fine; an ace at both ends is a repeated rank.
    assert kind("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", wild_rank=5) == PURE_RUN
    assert kind("AH 2H 3H KH QH JK") is None


def test_two_aces_of_one_suit_are_not_one_run() -> None:
    assert kind("AH 2H 3H QH KH AH") is None
    assert kind("AH AH 2H") is None
    assert "two A♥" in reason("AH AH 2H")
    assert kind("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", wild_rank=5) is None


# -- repeated ranks ----------------------------------------------------------------------------


def test_repeated_rank_is_not_a_run() -> None:
    assert kind("3H 3H 4H") is None
    assert "two 3♥ in one run" in reason("3H 3H 4H")
    assert kind("3H 3H 4H 5H") is None
    assert kind("3H 3H 4H JK") is None


def test_wild_twins_may_both_be_substitutes() -> None:
    # Fours wild: the two 4♥ are both wild cards, filling two places around 5♥.
    assert kind("4H 4H 5H", wild_rank=4) == RUN


# -- long runs ---------------------------------------------------------------------------------


def test_long_pure_runs_up_to_13_cards() -> None:
    assert kind("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", wild_rank=4) == PURE_RUN
    assert kind("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", wild_rank=ACE) == PURE_RUN
    assert kind("3D 4D 5D 6D 7D 8D 9D 10D JD QD", wild_rank=2) == PURE_RUN


def test_long_impure_runs_up_to_13_cards() -> None:
    assert kind("AS JK 3S 4S 5S 6S 7S 8S 9S 10D JS QS JK") == RUN
    assert classify(parse_cards("AS JK 3S 4S 5S 6S 7S 8S 9S 10D JS QS JK"), TENS).cards[-1] \
        .is_joker()


def test_a_run_has_at_most_13_cards() -> None:
    assert "at most 13" in reason("2H 3H 4H 5H 6H 7H 8H 9H JH QH KH JK JK 10S")
    assert kind("AH 2H 3H 4H 5H 6H 7H 8H 9H JH QH KH JK JK") is None


# -- sets --------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["7C 7D 7H", "7S 7C 7D 7H", "AS AH AD", "KS KH KD KC"])
def test_sets_of_three_and_four_with_distinct_suits(text: str) -> None:
    assert kind(text) == SET


def test_a_set_has_at_most_four_cards() -> None:
    assert "at most 4" in reason("7S 7C 7D 7H JK")
    assert "at most 4" in reason("7S 7C 7D 7H 10H")
    assert kind("7S 7C 7D 7H 7H") is None


def test_two_of_the_same_card_never_both_count_in_a_set() -> None:
    assert kind("7H 7H 7C") is None
    assert "two 7♥" in reason("7H 7H 7C")
    assert kind("7H 7H 7C 7D") is None
    assert "two 7♥" in reason("7H 7C 7H JK")


def test_a_set_with_substitutes() -> None:
    assert kind("7C 7D 7H JK") == SET
    assert kind("7C 7D 10S") == SET
    assert kind("7C 7S JK 10H") == SET
    assert order("JK 7H 7C 7D") == "7H 7D 7C JK"


def test_a_set_needs_one_rank() -> None:
    assert kind("7C 8D 9H") is None


def test_one_natural_and_two_wild_cards_count_as_a_run() -> None:
    assert kind("7C JK JK") == RUN
    assert kind("7C 10D JK") == RUN


# -- all-wild groups and short groups ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["JK JK 10H", "10H 10S 10D", "10H 10S 10D 10C", "JK 10S 10D", "JK JK 10S 10D 10C",
     "10H 10H 10S"],
)
def test_all_wild_groups_are_invalid(text: str) -> None:
    assert "no natural card" in reason(text)


def test_wild_rank_run_in_own_place_is_not_all_wild() -> None:
    # Tens wild, but 9♥ 10♥ J♥ has two natural cards.
    assert kind("9H 10H JH") == PURE_RUN


@pytest.mark.parametrize("text", ["", "5H", "5H 6H", "JK 5H", "7C 7D"])
def test_fewer_than_three_cards_is_not_a_group(text: str) -> None:
    assert "at least 3" in reason(text)


# -- which cards are wild ----------------------------------------------------------------------


def test_only_the_exact_indicator_rank_is_wild() -> None:
    nines = 9
    assert kind("8H 10H JH", wild_rank=nines) is None  # 10♥ is not wild with nines wild
    assert kind("8H 9S 10H", wild_rank=nines) == RUN
    assert kind("10H 10S 10D", wild_rank=nines) == SET  # three natural tens
    assert kind("JH QH 5C", wild_rank=nines) is None
    assert kind("JH QH 5C", wild_rank=5) == RUN
    assert kind("8H 10H JH", wild_rank=8) == RUN  # now the eight is the substitute


def test_printed_joker_indicator_makes_aces_wild() -> None:
    aces = wild_rank_for(Card.parse("JK"))
    assert aces == ACE
    assert kind("AH 2H 3H", wild_rank=aces) == PURE_RUN  # the ace in its own place
    assert kind("QH KH AH", wild_rank=aces) == PURE_RUN
    assert kind("2S AH 4S", wild_rank=aces) == RUN  # A♥ stands in for 3♠
    assert kind("7C 7D AS", wild_rank=aces) == SET
    assert "no natural card" in reason("AS AH JK", wild_rank=aces)


# -- many jokers -------------------------------------------------------------------------------


def test_one_natural_with_many_substitutes() -> None:
    assert kind("5H JK JK") == RUN
    assert kind("5H JK JK 10S") == RUN
    assert kind("5H JK JK 10S 10D 10C") == RUN
    assert kind("5H 10S 10D") == RUN
    assert kind("AH JK JK 10S 10D 10C 10H 10S 10D 10C 10H") == RUN  # A and ten substitutes
    assert kind("KH JK JK 10S 10D 10C 10H 10S 10D 10C 10H") == RUN


def test_three_jokers_and_wilds_with_one_natural_set() -> None:
    assert kind("QS JK 10D 10C") == RUN  # one natural: a run (also a set) counts as a run
    assert kind("QS QH JK 10D") == SET
    assert kind("QS QH JK 10D 10C") is None  # five cards: too many for a set, mixed suits


def test_a_group_of_substitutes_around_a_wild_rank_own_place() -> None:
    # Tens wild: 10♥ J♥ and a joker: an impure run (J♥ and 10♥ standing or substituting).
    assert kind("10H JH JK") == RUN


# -- cross-check against brute force -------------------------------------------------------------


@pytest.mark.slow
def test_classify_agrees_with_brute_force_on_random_groups() -> None:
    """tests/brute.py judges a group by trying every placement of its cards."""
    import random

    import brute
    import handgen

    names = {PURE_RUN: "pure", RUN: "impure", SET: "set", None: None}
    rng = random.Random(4)
    pack = handgen.full_pack()
    seen: dict = {}
    for _ in range(15000):
        wild = rng.randint(1, 13)
        size = rng.choice([3, 3, 4, 4, 5, 6, 8, 13])
        mode = rng.random()
        if mode < 0.15:  # one suit, a window of ranks, no jokers
            suit, low = rng.randrange(4), rng.randint(1, 12)
            pool = [c for c in pack if c[1] == suit and (low <= c[0] <= low + size or (
                c[0] == 1 and low + size >= 13))]
        elif mode < 0.4:  # one suit, near a rank, with wild cards about
            suit, low = rng.randrange(4), rng.randint(1, 13)
            pool = [c for c in pack if (c[1] == suit and (abs(c[0] - low) <= size or c[0] == 1))
                    or c[0] in (0, wild)]
        elif mode < 0.7:  # one rank and wild cards
            rank = rng.randint(1, 13)
            pool = [c for c in pack if c[0] in (0, wild, rank)]
        else:
            pool = pack
        if len(pool) < size:
            continue
        hand = rng.sample(pool, size)
        cards = []
        copies: dict = {}
        for rank, suit in hand:
            copy = copies.get((rank, suit), 0)
            copies[(rank, suit)] = copy + 1
            cards.append(Card.of(rank, max(suit, 0), copy))
        mine = names[classify(cards, wild).kind]
        assert mine == brute.group_kind(hand, wild), (handgen.hand_text(hand), wild)
        seen[mine] = seen.get(mine, 0) + 1
    # Every kind of verdict was exercised.
    assert set(seen) == {"pure", "impure", "set", None}
    assert min(seen.values()) > 100


# -- where a rank sits in a run ----------------------------------------------------------------


def test_an_ace_sits_at_both_ends_of_a_run_and_every_other_rank_at_its_own_place() -> None:
    assert RUN_PLACES[ACE] == (1, HIGH_ACE) and HIGH_ACE == KING + 1
    for rank in range(2, KING + 1):
        assert RUN_PLACES[rank] == (rank,)
    for rank in range(1, KING + 1):
        assert [RANK_AT[place] for place in RUN_PLACES[rank]] == [rank] * len(RUN_PLACES[rank])
        assert PLACES[rank] == sum(1 << place for place in RUN_PLACES[rank])


@given(st.integers(1, KING), st.integers(1, KING))
def test_two_ranks_apart_fit_a_run_one_card_longer_than_their_gap_and_no_shorter(
        rank: int, other: int) -> None:
    assume(rank != other)
    gap = apart(rank, other)
    assert gap == apart(other, rank) >= 1
    # Wild cards of a rank neither is, none of the two cards' suit (hearts): the run is
    # never pure, and each wild card fills one place between them.
    wild_rank = [w for w in (4, 5, 6) if w not in (rank, other)][0]
    wilds = parse_cards("JK JK JK JK", jokers=4) + [
        Card.of(wild_rank, suit, deck) for suit in (0, 2, 3) for deck in (0, 1)]
    two = [Card.of(rank, 1), Card.of(other, 1)]
    assert kind_of(two + wilds[:max(gap + 1, 3) - 2], wild_rank) == RUN
    if gap >= 3:
        assert kind_of(two + wilds[:gap - 2], wild_rank) is None
