"""A loser's points under the twine and classic profiles, and `score` against
an independent brute-force reference.

The brute force (``brute.least_points``) cuts a hand into groups every possible way
and judges each group with ``brute.group_kind``; it shares no code with the engine.
Set ``RUMMY_XCHECK=N`` to cross-check N hands per rule (default 750, make test's budget).
"""

import os
import random
from concurrent.futures import ProcessPoolExecutor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import brute
import handgen
from indian_rummy.engine.cards import card_points, parse_cards
from indian_rummy.engine.groups import PURE_RUN, RUN, classify
from indian_rummy.engine.rules import CLASSIC, PRACTICE, TWINE
from indian_rummy.engine.scoring import (
    ALL_COUNT_NO_PURE_RUN,
    ALL_COUNT_NO_SECOND_RUN,
    required_runs,
    score_hand,
)
from indian_rummy.engine.solver import check
from tables import faces, to_cards

XCHECK = int(os.environ.get("RUMMY_XCHECK", "750"))
TENS = 10


def points(text: str, rules: object, wild_rank: int = TENS) -> int:
    return score_hand(parse_cards(text, jokers=4), wild_rank, rules).points  # type: ignore[arg-type]


# -- the seeds' rules, clause by clause --------------------------------------------------------


def test_card_values_face_cards_and_aces_ten_numbers_face_value_jokers_nothing() -> None:
    # No pure run: every card counts.
    assert points("KS QD JC AH", TWINE) == 40
    assert points("2S 3D 9C 7H", TWINE) == 21
    assert points("JK 10C 10S 5H", TWINE) == 5  # tens are wild: nothing


def test_twine_loser_with_two_runs_one_pure_counts_only_ungrouped_cards() -> None:
    hand = "3H 4H 5H 7S 8S 9S KD KC QD 2C 6D 8C AH"
    score = score_hand(parse_cards(hand), TENS, TWINE)
    assert not score.all_counted
    assert score.points == 10 + 10 + 10 + 2 + 6 + 8 + 10  # K♦ K♣ Q♦ 2♣ 6♦ 8♣ A♥
    assert sorted(c.code() for c in score.loose) == sorted(
        ["KD", "KC", "QD", "2C", "6D", "8C", "AH"])


def test_twine_loser_with_a_pure_run_but_no_second_run_counts_every_card() -> None:
    hand = "3H 4H 5H KS KD KC QD 2C 6D 8C AH 9S 7C"
    score = score_hand(parse_cards(hand), TENS, TWINE)
    assert score.all_counted and score.why == ALL_COUNT_NO_SECOND_RUN
    assert score.points == 80  # 3+4+5+30+10+2+6+8+10+9+7 = 94, capped


def test_classic_loser_with_a_pure_run_counts_only_ungrouped_cards() -> None:
    # The same hand: one pure run (the first life) is enough under classic rules.
    hand = "3H 4H 5H KS KD KC QD 2C 6D 8C AH 9S 7C"
    score = score_hand(parse_cards(hand), TENS, CLASSIC)
    assert not score.all_counted
    assert score.points == 10 + 2 + 6 + 8 + 10 + 9 + 7  # K♠ K♦ K♣ is a set


def test_without_a_pure_run_every_card_counts_even_in_valid_groups() -> None:
    # Three sets and an impure run: grouped, but no first life.
    hand = "KS KD KC 7S 7D 7C 2S 2D 2H 4H JK 6H 9C"
    for rules in (TWINE, CLASSIC):
        score = score_hand(parse_cards(hand), TENS, rules)
        assert score.all_counted and score.why == ALL_COUNT_NO_PURE_RUN
        assert score.points == min(80, 30 + 21 + 6 + 4 + 6 + 9)


def test_the_most_a_loser_pays_is_eighty() -> None:
    hand = "KS KD QC QH 9S 9D 7C 7H 5S 5D AC AH 3S"  # 105 points, no run
    assert points(hand, TWINE) == 80 and points(hand, CLASSIC) == 80


def test_a_valid_declaration_scores_nothing() -> None:
    hand = "3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H"
    assert points(hand, TWINE) == 0 and points(hand, CLASSIC) == 0


def test_twine_and_classic_differ_on_the_second_run() -> None:
    hand = parse_cards("3H 4H 5H QC QD QS 9S 9D KH 2C 7D 8C JK")
    assert score_hand(hand, TENS, TWINE).points == 29  # 7♦ JK 9♦ must be the second run
    assert score_hand(hand, TENS, CLASSIC).points == 27  # 9♠ 9♦ JK as a set is better


def test_wild_cards_in_their_own_place_keep_a_run_pure_for_scoring() -> None:
    # Tens wild: 9♥ 10♥ J♥ is pure with the ten in its own place.
    score = score_hand(parse_cards("9H 10H JH KS KD 2C 4D 6S 7C 8D QC AS 5S"), TENS, CLASSIC)
    assert not score.all_counted
    assert any(g.kind == PURE_RUN for g in score.groups)


def test_four_printed_jokers_and_ace_ends_in_scoring() -> None:
    hand = "QS KS AS JK JK JK JK 2D 3C 9H 5H 6C 8D"
    score = score_hand(parse_cards(hand, jokers=4), TENS, CLASSIC)
    assert not score.all_counted
    assert score.points == brute.least_points(faces(parse_cards(hand, jokers=4)), TENS, 1, 1)


def test_the_practice_profile_keeps_no_points() -> None:
    with pytest.raises(ValueError, match="keeps no points"):
        score_hand(parse_cards("KS KD QC QH 9S 9D 7C 7H 5S 5D AC AH 3S"), TENS, PRACTICE)
    with pytest.raises(ValueError, match="keeps no points"):
        required_runs(PRACTICE)


def test_the_grouping_shown_is_valid_and_uses_each_card_once() -> None:
    rng = random.Random(7)
    for _ in range(200):
        wild = rng.randint(1, 13)
        cards = to_cards(handgen.random_hand(rng))
        for rules in (TWINE, CLASSIC):
            score = score_hand(cards, wild, rules)
            used = [c.id for g in score.groups for c in g.cards] + [c.id for c in score.loose]
            assert sorted(used) == sorted(c.id for c in cards)
            for group in score.groups:
                assert classify(group.cards, wild).kind == group.kind
            if not score.all_counted:
                kinds = [g.kind for g in score.groups]
                assert PURE_RUN in kinds
                if rules is TWINE:
                    assert sum(1 for k in kinds if k in (PURE_RUN, RUN)) >= 2
                loose = sum(card_points(c, wild) for c in score.loose)
                assert score.points == min(80, loose)


# -- properties ---------------------------------------------------------------------------------


@st.composite
def hands(draw: st.DrawFn) -> tuple:
    decks, jokers = draw(st.sampled_from([(1, 2), (2, 2), (2, 4)]))
    pack = handgen.full_pack(decks, jokers)
    picks = draw(st.lists(st.integers(0, len(pack) - 1), min_size=13, max_size=13, unique=True))
    return draw(st.integers(1, 13)), to_cards([pack[k] for k in picks])


@settings(max_examples=300)
@given(hands())
def test_points_are_never_above_eighty_and_never_above_every_card(case: tuple) -> None:
    wild, cards = case
    total = sum(card_points(c, wild) for c in cards)
    for rules in (TWINE, CLASSIC):
        score = score_hand(cards, wild, rules)
        assert 0 <= score.points <= min(80, total)
        if score.all_counted:
            assert score.points == min(80, total)


@settings(max_examples=200)
@given(hands())
def test_classic_never_counts_more_than_twine(case: tuple) -> None:
    wild, cards = case
    assert score_hand(cards, wild, CLASSIC).points <= score_hand(cards, wild, TWINE).points


@settings(max_examples=200)
@given(hands())
def test_a_hand_that_can_declare_scores_nothing(case: tuple) -> None:
    wild, cards = case
    if check(cards, wild).valid:
        assert score_hand(cards, wild, TWINE).points == 0
        assert score_hand(cards, wild, CLASSIC).points == 0


@pytest.mark.slow
@settings(max_examples=200)
@given(hands())
def test_every_card_counts_without_the_required_runs(case: tuple) -> None:
    wild, cards = case
    total = min(80, sum(card_points(c, wild) for c in cards))
    for rules in (TWINE, CLASSIC):
        runs, pure = required_runs(rules)
        score = score_hand(cards, wild, rules)
        if brute.least_loose(faces(cards), wild, runs, pure) is None:
            assert score.all_counted and score.points == total
        else:
            assert not score.all_counted


# -- against brute force --------------------------------------------------------------------------


def _mixed(seed: int, count: int) -> list:
    """Random, complete, near-complete and wild-heavy hands, from 54-, 106- and 108-card packs."""
    rng = random.Random(seed)
    out = []
    for wild, hand in handgen.mixed_hands(seed, count):
        if len(out) % 5 == 4:  # one in five from the other packs, with their jokers
            decks, jokers = rng.choice([(1, 2), (2, 4)])
            hand = handgen.random_hand(rng, 13, decks, jokers)
        out.append((wild, hand))
    return out


def _disagreements(batch: list) -> list:
    """The hands of ``batch`` where the scorer and the brute force differ, per rule."""
    wrong = []
    for wild, hand in batch:
        cards = to_cards(hand)
        groups = brute.groups_by_first(hand, wild)
        for rules in (TWINE, CLASSIC):
            runs, pure = required_runs(rules)
            ours = score_hand(cards, wild, rules).points
            theirs = brute.least_points(hand, wild, runs, pure, by_first=groups)
            if ours != theirs:
                wrong.append((rules.name, handgen.hand_text(hand), wild, ours, theirs))
    return wrong


@pytest.mark.slow
def test_score_equals_brute_force_on_generated_hands_under_both_rules() -> None:
    hands = _mixed(2027, XCHECK)
    workers = max(1, min(2, os.cpu_count() or 1))  # the brute force is slow: both cores
    batches = [hands[k::workers * 8] for k in range(workers * 8)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        wrong = [w for batch in pool.map(_disagreements, batches) for w in batch]
    assert sum(len(b) for b in batches) == XCHECK
    assert wrong == [], wrong[:5]
