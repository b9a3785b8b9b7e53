"""The chance that the next player takes a thrown card: that he holds a pair it completes, read
only from what the seat saw, higher for a card joining one he took, lowest for one he shunned."""

from hypothesis import given, settings
from hypothesis import strategies as st

from indian_rummy.bots import feeding, new_match, play_bot_turn
from indian_rummy.bots.sight import DREW, THREW, TOOK, Sight
from indian_rummy.engine.cards import parse_cards

HAND = parse_cards("3H 4H 5H 7S 8S 9S 2C 2D 2H 5C 6C 7C JH KC")


def face(label: str) -> tuple:
    return parse_cards(label)[0].face()


def sight_after(moves: list, pile: str) -> Sight:
    return Sight(HAND, 10, parse_cards("10C")[0], parse_cards(pile), moves, [14, 13], 0,
                 phase="discard")


def test_a_card_joining_one_he_took_and_kept_is_likelier_taken() -> None:
    before = sight_after([(0, DREW, None), (0, THREW, face("AD")), (1, DREW, None),
                          (1, THREW, face("3D"))], "AD 3D")
    after = sight_after([(0, DREW, None), (0, THREW, face("QH")), (1, TOOK, face("QH")),
                         (1, THREW, face("3D"))], "3D")
    jack = parse_cards("JH")[0]
    assert feeding.takes(after, jack) > feeding.takes(before, jack)


def test_a_card_like_one_he_passed_over_is_hardly_taken() -> None:
    sight = sight_after([(0, DREW, None), (0, THREW, face("KD")), (1, DREW, None),
                         (1, THREW, face("3D"))], "KD 3D")
    assert feeding.takes(sight, parse_cards("KD")[0]) == feeding.TAKES_SHUNNED


def test_a_card_whose_every_partner_is_seen_is_never_taken() -> None:
    # A♠ makes a group only with 2♠ 3♠, Q♠ K♠ or aces of other suits: every copy lies here.
    hand = parse_cards("2S 2S 3S 3S QS QS KS KS AH AH AD AD AC AC AS")
    sight = Sight(hand, 10, parse_cards("10C")[0], [], [], [15, 13], 0, phase="discard")
    assert feeding.takes(sight, hand[-1]) == 0


def test_without_a_next_player_nothing_is_taken() -> None:
    sight = Sight(HAND, 10, parse_cards("10C")[0], [], counts=[14], phase="discard")
    assert feeding.takes(sight, HAND[0]) == 0


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 10 ** 6), st.integers(1, 12))
def test_the_chance_is_per_mille(seed: int, turns: int) -> None:
    match = new_match("twine", "deal", ["kiran", "kiran"], seed)
    for _ in range(turns):
        if match.deal_over():
            break
        play_bot_turn(match, match.deal.turn)
    seat = match.deal.turn
    sight = Sight.of(match.deal, seat)
    for card in sight.hand:
        assert 0 <= feeding.takes(sight, card) <= 1000
