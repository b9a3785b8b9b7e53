"""The review asks the coach every step of a deal, and the coach measures many hands; the
review answers those measures with less search (``protocol/review.py``: ``_Measure``) and
never another answer: the bound it prunes by holds, and a review is the same either way."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from indian_rummy.bots import coach, sight
from indian_rummy.engine import distance
from indian_rummy.engine.cards import DECK_SIZE, Card
from indian_rummy.protocol import review as reviewing
from tables import to_cards
from test_distance import hands
from test_review_progress import REVIEWED


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(hands(), st.lists(st.integers(0, DECK_SIZE - 1), min_size=2, max_size=2, unique=True),
       st.integers(1, 5))
def test_fifteen_cards_with_two_to_spare_are_never_further_than_any_fourteen_of_them(
        case: tuple, more: list, below: int) -> None:
    """Why a card that brings none of the 14-card hands within the 15 closer brings no
    throw's hand closer: the 15 cards' least exchanges (two to spare) bound each one's."""
    wild_rank, faces = case
    # Any two more: the coach may add a copy the hand holds (a face's first copy).
    cards = to_cards(faces) + [Card(i) for i in more]
    bound = distance._least(cards, wild_rank, 2, below)
    for k in range(15):
        assert bound <= distance.distance(cards[:k] + cards[k + 1:], wild_rank, None, below)


class Plain(reviewing._Measure):
    """The engine's distance, every time: nothing remembered, nothing bounded."""

    def __call__(self, cards: list, wild_rank: int, just_picked: "int | None" = None,
                 below: "int | None" = None) -> int:
        return distance.distance(cards, wild_rank, just_picked, below)


@pytest.mark.parametrize("match, seat, number", REVIEWED)
def test_a_review_says_the_same_with_the_engines_every_distance(match, seat, number,
                                                                monkeypatch) -> None:
    found = reviewing.review(match, seat, number)
    monkeypatch.setattr(reviewing, "_Measure", Plain)
    assert reviewing.review(match, seat, number) == found


def test_the_coach_measures_with_the_engines_distance_outside_a_review() -> None:
    reviewing.review(*REVIEWED[-1])
    assert coach.distance is distance.distance and sight.distance is distance.distance
