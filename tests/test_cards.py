"""Cards and notation and the card facts: wild rank and points."""

import pytest

from indian_rummy.engine.cards import (
    ACE,
    DECK_SIZE,
    JOKER,
    Card,
    NotationError,
    RummyError,
    card_points,
    format_cards,
    full_deck,
    is_wild,
    pack,
    parse_cards,
    parse_face,
    parse_rank,
    sort_key,
    wild_rank_for,
)

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


# -- reading notation --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["10C", "10c", "10♣", "tc", "TC", "T♣", "t♣", " 10C ", "10♧"],
)
def test_ten_of_clubs_reads_case_insensitively_with_t_and_symbols(text: str) -> None:
    card = Card.parse(text)
    assert (card.rank, card.suit, card.deck) == (10, 3, 0)
    assert card.label() == "10♣"
    assert card.code() == "10C"


@pytest.mark.parametrize(
    "text, rank, suit",
    [
        ("AS", 1, 0), ("as", 1, 0), ("A♠", 1, 0),
        ("2H", 2, 1), ("2h", 2, 1), ("2♥", 2, 1),
        ("QD", 12, 2), ("qd", 12, 2), ("Q♦", 12, 2), ("qD", 12, 2),
        ("KC", 13, 3), ("kc", 13, 3), ("K♣", 13, 3),
        ("JH", 11, 1), ("jh", 11, 1), ("J♥", 11, 1),
    ],
)
def test_letters_and_suit_symbols_name_the_same_card(text: str, rank: int, suit: int) -> None:
    assert parse_face(text) == (rank, suit)


@pytest.mark.parametrize("text", ["JK", "jk", "Jk", "Joker", "JOKER", "joker", " JK "])
def test_printed_joker_reads_as_jk_or_joker(text: str) -> None:
    card = Card.parse(text)
    assert card.is_joker()
    assert card.rank == JOKER
    assert card.label() == card.code() == "JK"
    assert card.name() == "printed joker"


def test_every_card_prints_with_symbols_and_in_ascii_and_reads_back() -> None:
    for card in full_deck():
        assert Card.parse(card.label(), card.deck) == card
        assert Card.parse(card.code(), card.deck) == card
        assert Card.parse(card.code().lower(), card.deck) == card


def test_printed_forms_are_10_club_and_10c_never_t() -> None:
    cards = parse_cards("tc qd jk 7♥")
    assert format_cards(cards) == "10♣ Q♦ JK 7♥"
    assert format_cards(cards, ascii=True) == "10C QD JK 7H"
    assert [c.name() for c in cards] == ["ten of clubs", "queen of diamonds", "printed joker",
                                         "seven of hearts"]


def test_parse_cards_accepts_spaces_commas_and_lists() -> None:
    assert format_cards(parse_cards("3H,4H, 5H  6H")) == "3♥ 4♥ 5♥ 6♥"
    assert format_cards(parse_cards(["3h", "JK"])) == "3♥ JK"
    assert parse_cards("") == []


def test_parse_rank_reads_every_rank_and_t() -> None:
    for k, text in enumerate(RANKS):
        assert parse_rank(text) == k + 1
        assert parse_rank(text.lower()) == k + 1
    assert parse_rank("t") == parse_rank("T") == 10


# -- bad notation ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["1X", "", "H", "10", "11H", "0S", "1S", "AX", "JKR", "10♣♣", "♣10", "10 C", "K", "QQ",
     "JOKERS", "XH", "+5H"],
)
def test_bad_card_is_a_notation_error_quoting_the_token(text: str) -> None:
    with pytest.raises(NotationError) as info:
        Card.parse(text)
    assert "'%s'" % text in str(info.value)


def test_notation_error_is_a_value_error() -> None:
    assert issubclass(NotationError, ValueError)
    assert issubclass(NotationError, RummyError)
    with pytest.raises(ValueError):
        parse_cards("3H 4H 1X")


def test_bad_token_in_a_list_is_quoted_exactly() -> None:
    with pytest.raises(NotationError, match="'ZZ'"):
        parse_cards("3H 4h ZZ 5H")


@pytest.mark.parametrize("text", ["Z", "1", "0", "14", "11", "", "AA"])
def test_bad_rank_is_an_error_quoting_it(text: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_rank(text)
    assert repr(text) in str(info.value)


@pytest.mark.parametrize("card_id", [-1, 108, 1000, True, "5", 5.0, None])
def test_card_ids_outside_0_to_107_are_errors(card_id: object) -> None:
    with pytest.raises(NotationError):
        Card(card_id)  # type: ignore[arg-type]


# -- the two decks -----------------------------------------------------------------------------


def test_106_distinct_cards_two_decks_and_two_jokers() -> None:
    deck = full_deck()
    assert DECK_SIZE == 106
    assert len(deck) == 106
    assert [c.id for c in deck] == list(range(106))
    assert len(set(deck)) == 106
    assert len({(c.rank, c.suit, c.deck) for c in deck}) == 106
    jokers = [c for c in deck if c.is_joker()]
    assert [c.id for c in jokers] == [104, 105]
    assert sorted(c.deck for c in jokers) == [0, 1]
    faces: dict = {}
    for card in deck:
        faces[card.face()] = faces.get(card.face(), 0) + 1
    assert len(faces) == 53
    assert set(faces.values()) == {2}


@pytest.mark.parametrize("decks, jokers, size", [(1, 2, 54), (2, 2, 106), (2, 4, 108)])
def test_each_pack_has_its_decks_and_printed_jokers(decks: int, jokers: int, size: int) -> None:
    cards = pack(decks, jokers)
    assert len(cards) == len(set(cards)) == size
    assert [c.id for c in cards if c.is_joker()] == list(range(104, 104 + jokers))
    assert sorted(c.deck for c in cards if c.is_joker()) == list(range(jokers))
    assert all(c.deck < decks for c in cards if not c.is_joker())
    assert len({sort_key(c) for c in cards}) == size


def test_four_printed_jokers_read_only_where_the_pack_has_them() -> None:
    assert [c.id for c in parse_cards("JK JK joker JK", jokers=4)] == [104, 105, 106, 107]
    with pytest.raises(NotationError, match="more than 4 of 'JK'"):
        parse_cards("JK JK JK JK JK", jokers=4)
    with pytest.raises(NotationError, match="only two decks"):
        parse_cards("JK JK JK")
    with pytest.raises(NotationError, match="only two decks"):
        parse_cards("7H 7H 7H", jokers=4)


def test_card_id_formula_and_of_agree() -> None:
    for card in full_deck():
        assert Card(card.id) == card
        assert Card.of(card.rank, card.suit, card.deck) == card
        if not card.is_joker():
            assert card.id == 52 * card.deck + 13 * card.suit + card.rank - 1


def test_twins_from_two_decks_are_distinct_cards() -> None:
    first, second = parse_cards("7H 7♥")
    assert first.face() == second.face() == (7, 1)
    assert (first.deck, second.deck) == (0, 1)
    assert first != second
    assert first.id != second.id
    assert len({first, second}) == 2
    jk1, jk2 = parse_cards("JK joker")
    assert jk1 != jk2 and jk1.id == 104 and jk2.id == 105


def test_a_third_copy_is_an_error_quoting_it() -> None:
    with pytest.raises(NotationError, match="'7h'") as info:
        parse_cards("7H 7♥ 3C 7h")
    assert "two decks" in str(info.value)
    with pytest.raises(NotationError, match="'Joker'"):
        parse_cards("JK jk Joker")
    # T and 10 are the same card: a third ten of clubs written as TC is still a third copy.
    with pytest.raises(NotationError, match="'TC'"):
        parse_cards("10C 10♣ TC")


def test_cards_sort_by_suit_rank_deck_with_jokers_last() -> None:
    cards = parse_cards("JK KC 2S 2S AS QH JK")
    ordered = sorted(cards, key=sort_key)
    assert format_cards(ordered, ascii=True) == "AS 2S 2S QH KC JK JK"
    assert [c.deck for c in ordered] == [0, 0, 1, 0, 0, 0, 1]
    assert sorted(cards) == ordered


def test_repr_is_ascii_and_evaluates_back() -> None:
    for card in full_deck():
        text = repr(card)
        assert text.isascii()
        assert eval(text, {"Card": Card}) == card
    assert str(Card.parse("10C")) == "10♣"


# -- wild rank and points ----------------------------------------------------------------------


@pytest.mark.parametrize("indicator, rank", [("10C", 10), ("AS", ACE), ("KD", 13), ("2H", 2)])
def test_wild_rank_is_the_indicator_rank(indicator: str, rank: int) -> None:
    assert wild_rank_for(Card.parse(indicator)) == rank


def test_printed_joker_indicator_makes_aces_wild() -> None:
    assert wild_rank_for(Card.parse("JK")) == ACE
    wild = wild_rank_for(Card.parse("JK", deck=1))
    assert [c.code() for c in full_deck() if is_wild(c, wild) and not c.is_joker()] == [
        "AS", "AH", "AD", "AC", "AS", "AH", "AD", "AC"]


def test_wild_cards_are_jokers_and_every_card_of_the_wild_rank() -> None:
    for wild in range(1, 14):
        wilds = [c for c in full_deck() if is_wild(c, wild)]
        assert len(wilds) == 10  # 8 of the rank (4 suits, 2 decks) and 2 jokers
        assert all(c.is_joker() or c.rank == wild for c in wilds)


@pytest.mark.parametrize(
    "text, points",
    [("AS", 10), ("KC", 10), ("QD", 10), ("JH", 10), ("10C", 10), ("9H", 9), ("2S", 2),
     ("7D", 7), ("JK", 0), ("5C", 0), ("5H", 0)],
)
def test_card_points_with_fives_wild(text: str, points: int) -> None:
    assert card_points(Card.parse(text), 5) == points


def test_wild_aces_and_wild_kings_count_zero() -> None:
    assert card_points(Card.parse("AH"), ACE) == 0
    assert card_points(Card.parse("KH"), 13) == 0
    assert card_points(Card.parse("AH"), 13) == 10
    total = sum(card_points(c, 10) for c in full_deck())
    # Per deck and suit: A J Q K = 40, 2-9 = 44, tens wild = 0; 8 suits-decks.
    assert total == 8 * 84
