"""What a seat may know and what it has not seen: the indicator and every thrown card are seen,
a card another seat took from the pile is known to be in its hand, the pack's printed jokers
follow the table, the moves show what each seat kept, threw and passed over, the next seat is
the one that plays next, and the outs of a hand are every unseen card that brings it closer."""

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from indian_rummy.bots import new_match, play_bot_turn
from indian_rummy.bots.sight import DREW, THREW, TOOK, Sight, Unseen, near_faces, outs, shown
from indian_rummy.engine.cards import ACE, JOKER, Card, pack, parse_cards
from indian_rummy.engine.distance import distance
from indian_rummy.engine.rules import CLASSIC, PRACTICE, TWINE
from indian_rummy.locales import render
from tables import dealt

FACES = [(JOKER, -1)] + [(rank, suit) for suit in range(4) for rank in range(1, 14)]


def face_of(text: str) -> tuple:
    return parse_cards(text)[0].face()


def sight(hand: str, indicator: str = "8S", pile: str = "", wild_rank: int = 8,
          **more: Any) -> Sight:
    """A sight of chosen cards (all read together: a second copy of a card is deck 1's)."""
    texts = [hand, indicator, pile]
    cards = parse_cards(" ".join(texts), 4)
    held = len(hand.split())
    return Sight(cards[:held], wild_rank, cards[held], cards[held + 1:], **more)


# -- what a seat has seen ------------------------------------------------------------------------


def test_the_indicator_is_seen_it_lies_face_up() -> None:
    unseen = Unseen(sight("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC", indicator="7C",
                          wild_rank=7))
    assert unseen.count(face_of("7C")) == 1
    assert unseen.count(face_of("7D")) == 2
    assert unseen.wilds() == 2 + 2 + 2 + 1 + 1  # the jokers and the sevens; 7♠ is held


def test_every_thrown_card_is_seen() -> None:
    table = dealt(["3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC",
                   "AS 2H 6D 9C 10D JS 4C 5D 6S 7H 8D 10H KH"], "5C", "JH", "6C")
    table.draw(0, "stock")
    table.discard(0, Card.parse("KC").id)
    unseen = Unseen(Sight.of(table, 1))
    assert unseen.count(face_of("KC")) == 1  # thrown by seat 0: one copy left to come
    assert unseen.count(face_of("JH")) == 1  # the discard pile's starter
    assert unseen.count(face_of("6C")) == 2  # drawn from the stock by seat 0: not shown


def test_a_card_another_seat_took_from_the_pile_is_known_to_be_in_its_hand() -> None:
    table = dealt(["3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC",
                   "AS 2H 6D 9C 10D JS 4C 5D 6S 7H 8D 10H KH"], "5C", "JH", "6C")
    table.draw(0, "stock")
    table.discard(0, Card.parse("KC").id)
    table.draw(1, "discard")
    table.discard(1, Card.parse("AS").id)
    sight = Sight.of(table, 0)
    assert sight.moves[-2:] == [(1, TOOK, face_of("KC")), (1, THREW, face_of("AS"))]
    unseen = Unseen(sight)
    assert unseen.kept == {face_of("KC"): 1}
    assert unseen.count(face_of("KC")) == 1  # not back to two: K♣ is in seat 1's hand


def test_another_seats_throw_of_the_same_face_leaves_a_taken_card_known() -> None:
    # Seat 1 took K♣; seat 2 threw the other K♣ from its own hand: seat 1 still holds one.
    moves = [(1, TOOK, face_of("KC")), (2, THREW, face_of("KC"))]
    unseen = Unseen(sight("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S AD", pile="KC",
                          moves=moves, seat=0))
    assert unseen.kept == {face_of("KC"): 1}
    assert unseen.count(face_of("KC")) == 0


def test_a_card_taken_and_thrown_again_is_counted_once_in_the_pile() -> None:
    moves = [(1, TOOK, face_of("KC")), (1, THREW, face_of("KC"))]
    unseen = Unseen(sight("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S AD", pile="KC",
                          moves=moves, seat=0))
    assert unseen.kept == {}
    assert unseen.count(face_of("KC")) == 1


def test_a_seats_own_take_is_in_its_hand_and_counted_once() -> None:
    moves = [(1, THREW, face_of("KC")), (0, TOOK, face_of("KC"))]
    unseen = Unseen(sight("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC KS", moves=moves, seat=0))
    assert unseen.kept == {}
    assert unseen.count(face_of("KC")) == 1


def test_both_copies_of_a_card_from_two_decks_are_counted() -> None:
    twice = Unseen(sight("5H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC AD"))
    assert twice.count(face_of("5H")) == 0
    held_and_thrown = Unseen(sight("5H 7S 8S 9S QC QD QH 2C 2D 2S KC AD 3D", pile="5H"))
    assert held_and_thrown.count(face_of("5H")) == 0
    one_deck = Unseen(sight("5H 7S 8S 9S QC QD QH 2C 2D 2S KC AD 3D", copies=1))
    assert one_deck.count(face_of("5H")) == 0 and one_deck.count(face_of("6H")) == 1


# -- the pack ------------------------------------------------------------------------------------


@pytest.mark.parametrize("profile, seats, decks, jokers", [
    ("classic", 2, 1, 2), ("classic", 3, 2, 4), ("classic", 4, 2, 4), ("classic", 5, 2, 4),
    ("classic", 6, 2, 4), ("twine", 2, 2, 2), ("practice", 2, 2, 2)])
def test_the_printed_jokers_are_the_packs_for_the_table_size(profile: str, seats: int,
                                                             decks: int, jokers: int) -> None:
    match = new_match(profile, "deal", ["mira"] * seats, 7)
    for seat in range(seats):
        sight = Sight.of(match.deal, seat)
        assert (sight.copies, sight.jokers) == (decks, jokers)
        face_up = [c for c in sight.hand + sight.pile + [sight.indicator] if c.rank == JOKER]
        assert Unseen(sight).jokers == jokers - len(face_up)


TABLES = [(PRACTICE, 2), (TWINE, 2), (CLASSIC, 2), (CLASSIC, 3), (CLASSIC, 4), (CLASSIC, 6)]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(TABLES), st.integers(1, 10 ** 6), st.integers(0, 60))
def test_the_unseen_cards_are_the_stock_and_the_other_hands_less_those_known(
        table: tuple, seed: int, turns: int) -> None:
    """Checked against where every card really is, after bots have played some turns."""
    rules, seats = table
    match = new_match(rules.name, "deal", ["mira"] * seats, seed)
    for _ in range(turns):
        if match.deal_over():
            break
        play_bot_turn(match, match.deal.turn, may_drop=False)
    deal = match.deal
    seat = deal.turn
    unseen = Unseen(Sight.of(deal, seat))
    hidden: dict = {}
    others: dict = {}
    for card in deal.stock:
        hidden[card.face()] = hidden.get(card.face(), 0) + 1
    for who in range(seats):
        if who != seat:
            for card in deal.hand_of(who):
                hidden[card.face()] = hidden.get(card.face(), 0) + 1
                others[card.face()] = others.get(card.face(), 0) + 1
    for face in FACES:
        known = unseen.kept.get(face, 0)
        assert 0 <= known <= others.get(face, 0), face
        assert unseen.count(face) == hidden.get(face, 0) - known, face
    decks, jokers = rules.pack_for(seats)
    assert unseen.total() + len(deal.hand_of(seat)) + len(deal.discard_pile) + 1 + sum(
        unseen.kept.values()) == len(pack(decks, jokers))


# -- what the moves show of a hand ---------------------------------------------------------------


def test_a_seat_shows_the_cards_it_took_and_kept_threw_and_passed_over() -> None:
    moves = [(1, DREW, None), (1, THREW, face_of("KC")),      # nothing open yet to pass over
             (2, DREW, None), (2, THREW, face_of("9D")),      # seat 2 passed K♣ over
             (0, TOOK, face_of("9D")), (0, THREW, face_of("AS")),
             (1, TOOK, face_of("AS")), (1, THREW, face_of("AS")),  # took A♠ and threw it again
             (2, DREW, None)]                                   # seat 2 passed A♠ over
    seen = shown(sight("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC", moves=moves,
                       counts=[13, 13, 14]))
    assert seen == {0: ([face_of("9D")], [face_of("AS")], []),
                    1: ([], [face_of("KC"), face_of("AS")], []),
                    2: ([], [face_of("9D")], [face_of("KC"), face_of("AS")])}


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(TABLES), st.integers(1, 10 ** 6), st.integers(0, 60))
def test_what_a_seat_is_shown_to_have_kept_is_in_its_hand(table: tuple, seed: int,
                                                          turns: int) -> None:
    rules, seats = table
    match = new_match(rules.name, "deal", (["kiran", "mira", "tara"] * 2)[:seats], seed)
    for _ in range(turns):
        if match.deal_over():
            break
        play_bot_turn(match, match.deal.turn, may_drop=False)
    seen = shown(Sight.of(match.deal, match.deal.turn))
    for seat in range(seats):
        hand = [card.face() for card in match.deal.hand_of(seat)]
        for face in seen[seat][0]:
            assert face in hand, (seat, face)
            hand.remove(face)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(TABLES[3:]), st.integers(1, 10 ** 6))
def test_the_next_seat_is_the_one_whose_turn_comes_next(table: tuple, seed: int) -> None:
    # Mira drops hands without a wild card or a pure run: seats leave the deal as it goes.
    rules, seats = table
    match = new_match(rules.name, "deal", ["mira"] * seats, seed)
    while not match.deal_over():
        seat = match.deal.turn
        after = Sight.of(match.deal, seat).next_seat()
        play_bot_turn(match, seat)
        if not match.deal_over():
            assert match.deal.turn == after


# -- outs ----------------------------------------------------------------------------------------


def brute_outs(hand: list, now: int, unseen: Unseen) -> int:
    """Every unseen face added to the hand in turn, each counted as often as it is unseen."""
    found = 0
    for face in FACES:
        copies = unseen.count(face)
        card = Card.of(face[0], max(face[1], 0))  # a joker's face has no suit
        if copies and distance(hand + [card], unseen.wild_rank) < now:
            found += copies
    return found


def test_the_outs_of_a_hand_one_card_from_complete() -> None:
    seen = sight("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC", indicator="10C", pile="KD KH",
                 wild_rank=10)
    unseen = Unseen(seen)
    assert distance(seen.hand, 10) == 1
    assert outs(seen.hand, 1, unseen, near_faces(seen.hand)) == 9 + 2 * 4
    assert brute_outs(seen.hand, 1, unseen) == 9 + 2 * 4


def test_a_wild_rank_card_in_its_own_place_of_a_pure_run_is_an_out_where_a_joker_is_not() -> None:
    seen = sight("4H 6H 8S 9S JK QC QD QS KC 2C 2D 2S 2H", indicator="5C", wild_rank=5)
    hand = seen.hand
    unseen = Unseen(seen)
    assert distance(hand, 5) == 1
    assert distance(hand + parse_cards("JK"), 5) == 1  # no pure run: a joker cannot help
    assert distance(hand + parse_cards("5H"), 5) == 0  # 4♥ 5♥ 6♥
    found = outs(hand, 1, unseen, near_faces(hand))
    assert found == 2 + 2 + 2  # 5♥, 7♠ and 10♠
    assert found == brute_outs(hand, 1, unseen)


NATURAL_IDS = [c.id for c in pack(2, 0)]
ACE_ENDS = [c.id for c in pack(2, 0) if c.rank in (ACE, 2, 3, 12, 13)]
JOKER_IDS = [c.id for c in pack(2, 4) if c.rank == JOKER]


@st.composite
def hands(draw: st.DrawFn) -> tuple:
    """13 cards rich in printed jokers and cards near the ace's two ends, a wild rank and a
    discard pile, all distinct cards of a two-deck pack with four jokers."""
    jokers = draw(st.integers(0, 4))
    near_ace = draw(st.integers(0, 13 - jokers))
    ids = draw(st.lists(st.sampled_from(ACE_ENDS), min_size=near_ace, max_size=near_ace,
                        unique=True))
    rest = [i for i in NATURAL_IDS if i not in ids]
    ids += draw(st.lists(st.sampled_from(rest), min_size=13 - jokers - near_ace,
                         max_size=13 - jokers - near_ace, unique=True))
    ids += JOKER_IDS[:jokers]
    left = [i for i in NATURAL_IDS + JOKER_IDS[jokers:] if i not in ids]
    pile = draw(st.lists(st.sampled_from(left), max_size=12, unique=True))
    indicator = draw(st.sampled_from([i for i in left if i not in pile]))
    return [Card(i) for i in ids], Card(indicator), [Card(i) for i in pile]


@pytest.mark.slow
@settings(max_examples=120, deadline=None)
@given(hands())
def test_the_outs_are_every_unseen_card_that_brings_the_hand_closer(cards: tuple) -> None:
    """Counting the wild cards and the faces near the hand finds every out: checked against
    adding each unseen face in turn."""
    hand, indicator, pile = cards
    wild_rank = ACE if indicator.rank == JOKER else indicator.rank
    unseen = Unseen(Sight(hand, wild_rank, indicator, pile, jokers=4))
    now = distance(hand, wild_rank)
    assert outs(hand, now, unseen, near_faces(hand)) == brute_outs(hand, now, unseen)


@pytest.mark.slow
def test_the_outs_on_real_shuffles_match_adding_every_unseen_face() -> None:
    checked = 0
    for seed in range(1, 21):
        match = new_match("classic", "deal", ["mira"] * 3, seed)
        for seat in range(3):
            hand = match.deal.hand_of(seat)
            unseen = Unseen(Sight.of(match.deal, seat))
            now = distance(hand, match.deal.wild_rank)
            assert outs(hand, now, unseen, near_faces(hand)) == brute_outs(hand, now, unseen)
            checked += 1
    assert checked == 60


def test_a_sight_knows_the_seats_still_playing_its_points_so_far_and_the_pools_limit() -> None:
    match = new_match("twine", "pool101", ["kiran", "mira"], 3)
    sight = Sight.of(match.deal, 0, True, 42)
    assert (sight.total, sight.limit, sight.pool) == (42, 101, True)
    assert sight.playing == [0, 1] and [render(n) for n in sight.names] == ["Kiran", "Mira"]
    assert sight.rules is TWINE
    assert Sight.of(new_match("twine", "deal", ["kiran", "mira"], 3).deal, 0).limit == 0
