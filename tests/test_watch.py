"""Watching the next player: a card is likelier taken when it joins what he took, less likely
beside what he threw early or next to what he passed over; every chance is per mille; the
answer depends only on the sight, the same for the same sight."""

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from indian_rummy.bots.sight import DREW, THREW, TOOK, Sight
from indian_rummy.bots.watch import WILD_TAKEN, moves_met, takes
from indian_rummy.engine.cards import parse_cards, parse_face
from indian_rummy.engine.prng import Rng
from tables import bot_to_play, other_world

HAND = "3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 5S KC AD"  # seat 0's, holding 14 at its throw
INDICATOR = "10C"  # tens are wild


def face(text: str) -> tuple:
    return parse_face(text)


def sight_after(moves: list, pile: str = "9H") -> Sight:
    """Seat 0 about to throw in a heads-up deal, after ``moves``: seat 1 played first from a
    pile that began with ``pile``'s first card; the pile now holds what the moves left."""
    cards = parse_cards(pile)
    for _, what, shown in moves:
        if what == THREW:
            cards.append(parse_cards(_code(shown))[0])
        elif what == TOOK:
            cards.pop()
    return Sight(parse_cards(HAND), 10, parse_cards(INDICATOR)[0], cards,
                 moves + [(0, DREW, None)], [14, 13], seat=0, phase="discard")


def _code(shown: tuple) -> str:
    rank, suit = shown
    return ("A23456789" [rank - 1] if rank < 10 else ["10", "J", "Q", "K"][rank - 10]) + \
        "SHDC"[suit]


def turns(*plays: tuple) -> list:
    """Moves from turns written (seat, "took" | "drew", thrown face): each turn a draw and a
    throw; a take takes the open card, the last throw or the pile's first card."""
    moves = []
    for seat, draw, thrown in plays:
        if draw == "took":
            open_card = moves[-1][2] if moves else face("9H")
            moves.append((seat, TOOK, open_card))
        else:
            moves.append((seat, DREW, None))
        moves.append((seat, THREW, face(thrown)))
    return moves


# -- what he took --------------------------------------------------------------------------


def test_a_card_joining_what_he_took_from_the_pile_is_likelier_taken_than_one_far_from_all(
) -> None:
    # He took 7♦ (seat 0 threw it); 8♦ and 6♦ join it, 2♥ joins nothing he showed.
    sight = sight_after(turns((1, "drew", "KC"), (0, "drew", "7D"), (1, "took", "4S"),
                              (0, "drew", "AS"), (1, "drew", "JC")))
    chance = takes(sight)
    for joining in ("8D", "6D", "7S"):
        assert chance[face(joining)] > chance[face("2H")], joining
    assert chance[face("8D")] > takes(sight_after(turns(
        (1, "drew", "KC"), (0, "drew", "7D"), (1, "drew", "4S"), (0, "drew", "AS"),
        (1, "drew", "JC"))))[face("8D")]


# -- what he threw ---------------------------------------------------------------------------


def test_a_card_beside_what_he_threw_early_is_less_likely_taken() -> None:
    quiet = sight_after(turns((1, "drew", "KC"), (0, "drew", "AS"), (1, "drew", "JC")))
    threw = sight_after(turns((1, "drew", "7D"), (0, "drew", "AS"), (1, "drew", "JC")))
    for beside in ("8D", "6D", "7S"):
        assert takes(threw)[face(beside)] < takes(quiet)[face(beside)], beside


def test_a_card_beside_what_he_threw_late_is_less_likely_taken_too() -> None:
    others = ["AS", "JC", "KS", "QS", "2S", "JS", "3S", "KH", "4S", "6C"]
    def alternating(thrown: list) -> list:
        return [(1 - k % 2, "drew", t) for k, t in enumerate(thrown)]
    late = sight_after(turns(*alternating(others + ["7D"])))  # his sixth throw
    quiet = sight_after(turns(*alternating(others + ["JH"])))
    for beside in ("8D", "6D"):
        assert takes(late)[face(beside)] < takes(quiet)[face(beside)], beside


def test_a_card_he_threw_himself_is_seldom_taken_back() -> None:
    quiet = sight_after(turns((1, "drew", "KC"), (0, "drew", "AS"), (1, "drew", "JC")))
    threw = sight_after(turns((1, "drew", "KC"), (0, "drew", "AS"), (1, "drew", "6H")))
    assert takes(threw)[face("6H")] < takes(quiet)[face("6H")]


# -- what he passed over ---------------------------------------------------------------------


def test_a_face_he_passed_over_is_less_likely_taken() -> None:
    # Seat 0 threw 6♥ and he drew from the stock: 6♥ joined nothing of his.
    passed = sight_after(turns((1, "drew", "KC"), (0, "drew", "6H"), (1, "drew", "JC")))
    quiet = sight_after(turns((1, "drew", "KC"), (0, "drew", "AS"), (1, "drew", "JC")))
    assert moves_met(passed)[4] == (1, DREW, face("6H"))
    assert takes(passed)[face("6H")] < takes(quiet)[face("6H")]
    assert takes(passed)[face("7H")] < takes(quiet)[face("7H")]


# -- wild cards and bounds -------------------------------------------------------------------


def test_a_wild_card_is_taken_where_the_rules_allow_it() -> None:
    sight = sight_after(turns((1, "drew", "KC")))
    assert takes(sight)[face("10H")] == WILD_TAKEN
    sight.may_take_wild = False
    assert takes(sight)[face("10H")] == 0


@settings(max_examples=12, deadline=None)
@given(st.integers(1, 10 ** 6), st.integers(0, 30))
def test_every_natural_face_has_a_chance_per_mille(seed: int, played: int) -> None:
    match = bot_to_play("kiran", "mira", seed, played)
    assume(not match.deal_over())
    chance = takes(Sight.of(match.deal, match.deal.turn))
    assert sorted(chance) == [(rank, suit) for rank in range(1, 14) for suit in range(4)]
    assert all(isinstance(c, int) and 0 <= c <= 1000 for c in chance.values())


# -- what it may see -------------------------------------------------------------------------


@settings(max_examples=8, deadline=None)
@given(st.integers(1, 10 ** 6), st.integers(0, 30), st.integers(1, 10 ** 6))
def test_the_same_sight_gives_the_same_answer_whatever_the_hidden_cards(
        seed: int, played: int, salt: int) -> None:
    match = bot_to_play("tara", "mira", seed, played)
    assume(not match.deal_over())
    seat = match.deal.turn
    other = other_world(match, seat, salt)
    assert takes(Sight.of(other.deal, seat)) == takes(Sight.of(match.deal, seat))


@settings(max_examples=8, deadline=None)
@given(st.integers(1, 10 ** 6), st.integers(0, 30))
def test_the_same_sight_gives_the_same_answer_whatever_the_order_of_the_hand(
        seed: int, played: int) -> None:
    match = bot_to_play("kiran", "tara", seed, played)
    assume(not match.deal_over())
    sight = Sight.of(match.deal, match.deal.turn)
    again = Sight.of(match.deal, match.deal.turn)
    Rng(seed).shuffle(again.hand)
    assert takes(again) == takes(sight) == takes(sight)
