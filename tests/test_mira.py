"""Mira's shortcuts must never cost her a win: the cheap test before the exact search."""

import random

import handgen
from indian_rummy.bots import mira
from indian_rummy.engine import solver
from indian_rummy.engine.cards import parse_cards


def _fourteen(rng: random.Random, wild_rank: int, complete: bool) -> list:
    hand = handgen.complete_hand(rng, wild_rank) if complete else handgen.near_hand(rng, wild_rank)
    pool = handgen.full_pack()
    for card in hand:
        pool.remove(card)
    return parse_cards(handgen.hand_text(hand + [rng.choice(pool)]))


def test_might_declare_is_true_for_every_hand_that_holds_a_declaration() -> None:
    rng = random.Random(515)
    declarable = 0
    for k in range(1500):
        wild_rank = rng.randint(1, 13)
        hand = _fourteen(rng, wild_rank, complete=k % 2 == 0)
        if solver.find_declaration(hand, wild_rank, True) is not None:
            declarable += 1
            assert mira.might_declare(hand, wild_rank), handgen.hand_text(
                [c.face() for c in hand])
    assert declarable >= 700  # the test cannot pass by finding no declarations


def test_two_lone_cards_three_apart_share_two_wild_cards() -> None:
    # 5♥ and 8♥ have no neighbour within two ranks, yet 5♥ JK JK 8♥ is one run.
    hand = parse_cards("5H JK JK 8H 2S 2H 2D 8C 9C 10C JC QC KC 7D")
    assert solver.find_declaration(hand, 3, True) is not None
    assert mira.might_declare(hand, 3)


def test_a_second_copy_no_group_of_naturals_can_hold_needs_a_wild_card() -> None:
    # 5♥ twice, one run for them: with 7♦ the final discard, the other 5♥ is left over.
    hand = parse_cards("3H 4H 5H 5H 6S 7S 8S 9C 10C JC 2D 2S 2C 7D")
    assert solver.find_declaration(hand, 13, True) is None
    assert not mira.might_declare(hand, 13)


def test_two_copies_in_two_pure_runs_may_declare() -> None:
    hand = parse_cards("3H 4H 5H 5H 6H 7H 9S 9D 9C QC QD QS QH 8C")
    assert solver.find_declaration(hand, 13, True) is not None
    assert mira.might_declare(hand, 13)


def test_might_declare_rejects_a_hand_without_a_pure_run() -> None:
    hand = parse_cards("5H JK 7H 8S 9S JK 2C 2D 2S QC QD QH KC 4D")
    assert not mira.might_declare(hand, 3)
