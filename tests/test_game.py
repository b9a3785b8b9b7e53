"""Whole deals through ``Deal`` and Mira's decisions: turns, declarations, the guided deal."""

import pytest

from indian_rummy.bots import mira
from indian_rummy.engine import solver
from indian_rummy.engine.cards import Card, sort_key
from indian_rummy.engine.deal import (
    DRAW,
    OVER,
    PLAYER,
    Deal,
    IllegalAction,
    check_seed,
)
from indian_rummy.engine.groups import classify
from indian_rummy.locales import render
from indian_rummy.protocol.session import Session
from tables import (
    MIRA_SEAT,
    assert_cards_conserved,
    assert_declaration,
    bot_turn,
    dealt,
    replayed,
)

GUIDED_SEED = 17
MIRA_WINS_SEED = 1  # the player draws from the stock and throws the drawn card back
MIRA_WINS_RECORDS = 32  # log records: draws, discards and her declaration


# -- helpers -----------------------------------------------------------------------------------


def state(table: Deal) -> tuple:
    """Everything a table holds, by card id."""
    result = table.result
    return (
        [[c.id for c in tray] for tray in table.hands[0]],
        [c.id for c in table.hand_of(MIRA_SEAT)],
        [c.id for c in table.discard_pile],
        [c.id for c in table.stock],
        table.indicator.id,
        table.wild_rank,
        table.turn,
        table.phase,
        table.picked,
        table.drawn,
        None if result is None else (result.winner, [[c.id for c in g.cards] for g in
                                                     result.groups],
                                     None if result.discard is None else result.discard.id),
        [dict(r) for r in table.log],
    )


def assert_all_cards(table: Deal) -> None:
    held = sum(len(table.hand_of(s)) for s in range(table.seat_count))
    assert held + len(table.discard_pile) + len(table.stock) + 1 == 106  # and the indicator
    assert_cards_conserved(table)


def build_table(trays: list, mira_hand: str, indicator: str, discard: str,
                stock_top: str = "", seed: int = 5) -> Deal:
    """A practice table with chosen cards: the player's trays and Mira's hand."""
    return dealt([trays, mira_hand], indicator, discard, stock_top, seed)


def card_in(cards: list, code: str, deck: int = 0) -> Card:
    return [c for c in cards if c.code() == code and c.deck == deck][0]


def plain_turn(table: Deal, who: str) -> None:
    """Draw from the stock and throw the drawn card back."""
    table.draw(who, "stock")
    table.discard(who, table.drawn)


# -- the guided deal ---------------------------------------------------------------------------


def test_guided_deal_is_the_designed_deal() -> None:
    table = Deal.guided_deal(GUIDED_SEED)
    assert [" ".join(c.code() for c in tray) for tray in table.hands[0]] == [
        "3H 4H 5H", "7S 8S 9S", "QC QD QH", "2C 2D 2S KC"]
    assert table.indicator.code() == "10C" and table.wild_rank == 10
    assert table.stock[-1].code() == "2H"
    assert [c.code() for c in table.discard_pile] == ["9D"]
    assert len(table.hand_of(MIRA_SEAT)) == 13 and len(table.stock) == 78
    assert (table.turn, table.phase, table.guided) == (PLAYER, DRAW, True)
    assert_all_cards(table)
    # Whatever the seed, the guided deal is the same.
    assert state(Deal.guided_deal(99)) == state(table)


def test_guided_declare_now_is_rejected_and_nothing_changes() -> None:
    table = Deal.guided_deal(GUIDED_SEED)
    before = state(table)
    assert not table.can_declare(0)
    with pytest.raises(IllegalAction) as info:
        table.declare(0)
    assert info.value.code == "declaration_rejected"
    assert "K♣ is unmatched" in render(info.value.message)
    assert state(table) == before
    assert (table.turn, table.phase, table.result, table.log) == (PLAYER, DRAW, None, [])


def test_guided_win_by_moving_the_two_of_hearts_and_discarding_the_king() -> None:
    table = Deal.guided_deal(GUIDED_SEED)
    record = table.draw(0, "stock")
    assert Card(record["card"]).code() == "2H"  # every record names cards by id
    hand = table.hand_of(0)
    two = card_in(hand, "2H")
    king = card_in(hand, "KC")
    assert table.drawn == two.id and table.picked is None
    table.move(0, two.id, 4)
    assert [c.code() for c in table.hands[0][3]] == ["2C", "2D", "2S", "KC", "2H"]
    table.declare(0, king.id)
    assert table.result is not None and table.result.winner == PLAYER
    assert table.result.discard == king
    assert table.phase == OVER
    assert table.top_discard() == king
    assert len(table.hand_of(0)) == 13
    assert_declaration(table.result.groups, table.hand_of(0), 10)
    assert_all_cards(table)


def test_guided_win_with_arrange_suggesting_the_king() -> None:
    table = Deal.guided_deal(GUIDED_SEED)
    table.draw(0, "stock")
    suggested = table.arrange(0)[1].discard
    assert suggested is not None and suggested.code() == "KC"
    assert sum(len(t) for t in table.hands[0]) == 14
    assert [classify(t, 10).kind is not None for t in table.hands[0][:3]] == [True] * 3
    table.declare(0, suggested.id)
    assert table.result is not None and table.result.winner == PLAYER
    assert [r["action"] for r in table.log] == ["draw", "arrange", "declare"]
    assert_all_cards(table)


@pytest.mark.parametrize("seed", range(1, 61))
def test_arrange_gives_each_group_a_tray_and_keeps_loose_cards_apart(seed: int) -> None:
    table = Deal.shuffled_deal(seed)
    table.draw(0, "stock")
    hand = sorted(c.id for c in table.hand_of(0))
    suggestion = table.arrange(0)[1]
    trays = table.hands[0]
    assert sorted(c.id for tray in trays for c in tray) == hand
    groups = suggestion.groups
    loose = [c.id for c in suggestion.loose]
    discard = suggestion.discard
    assert discard is not None
    if len(groups) > 3:
        # Four groups fill the trays: the fourth shares its tray with what is left.
        assert [c.id for c in trays[3]][: len(groups[3].cards)] == [c.id for c in groups[3].cards]
        return
    for k, group in enumerate(groups):
        assert [c.id for c in trays[k]] == [c.id for c in group.cards]
    rest = trays[len(groups):]
    assert sorted(c.id for tray in rest for c in tray) == sorted(loose + [discard.id])
    # The suggested discard comes last in the last tray that holds loose cards.
    last = [tray for tray in rest if tray][-1]
    assert last[-1].id == discard.id
    # Empty trays come after the ones in use, and the loose cards lie in suit order.
    used = [bool(tray) for tray in rest]
    assert used == sorted(used, reverse=True)
    in_trays = [c for tray in rest for c in tray if c.id != discard.id]
    assert in_trays == sorted(suggestion.loose, key=sort_key)


def test_mira_cannot_win_before_the_first_player_turn_ends() -> None:
    """For every first turn of the player, Mira's 14 cards hold no declaration."""
    start = Deal.guided_deal(GUIDED_SEED)
    wild = start.wild_rank
    checked = 0
    for source in ("stock", "discard"):
        hand_size = len(Deal.guided_deal(GUIDED_SEED).hand_of(0)) + 1
        for k in range(hand_size):
            table = Deal.guided_deal(GUIDED_SEED)
            table.draw(0, source)
            card = table.hand_of(0)[k]
            if card.id == table.picked:
                assert not table.can_discard(0, card.id)
                continue
            table.discard(0, card.id)
            assert table.turn == MIRA_SEAT
            # Either draw Mira might make: the player's discard or the top of the stock.
            for extra in (table.top_discard(), table.stock[-1]):
                fourteen = table.hand_of(MIRA_SEAT) + [extra]
                assert solver.find_declaration(fourteen, wild, free_discard=True) is None
                checked += 1
            message = bot_turn(table, 1, mira.decide)
            assert table.result is None, message
            assert (table.turn, table.phase) == (PLAYER, DRAW)
            assert_all_cards(table)
    assert checked == 2 * (14 + 13)


# -- shuffled deals ----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 17, 12345, (1 << 53) - 1])
def test_shuffled_deal_is_13_13_indicator_discard_and_78_stock(seed: int) -> None:
    table = Deal.shuffled_deal(seed)
    assert len(table.hand_of(0)) == 13
    assert len(table.hand_of(MIRA_SEAT)) == 13
    assert len(table.discard_pile) == 1
    assert len(table.stock) == 78
    assert table.indicator is not None
    assert (table.turn, table.phase, table.guided, table.result) == (PLAYER, DRAW, False, None)
    assert_all_cards(table)
    # The fresh hand is spread one tray per suit (jokers join the shortest tray).
    for suit, tray in enumerate(table.hands[0]):
        assert all(c.suit == suit or c.is_joker() for c in tray)


def test_shuffled_deal_is_deterministic_per_seed() -> None:
    assert state(Deal.shuffled_deal(31)) == state(Deal.shuffled_deal(31))
    assert state(Deal.shuffled_deal(31)) != state(Deal.shuffled_deal(32))


def test_pinned_deal_for_seed_17() -> None:
    table = Deal.shuffled_deal(17)
    # Pinned once: a change to the shuffle or the dealing order changes every seeded deal.
    assert (table.indicator.code(), table.top_discard().code()) == PINNED_17[0]
    assert " ".join(sorted(c.code() for c in table.hand_of(0))) == PINNED_17[1]


PINNED_17 = (("7C", "KC"), "10D 10H 3C 4C 5D 6D 8S AS JC JS JS QD QH")


@pytest.mark.parametrize("seed", [0, -3, 1 << 53, "abc", True, None, 2.0])
def test_bad_seeds_are_refused(seed: object) -> None:
    with pytest.raises(IllegalAction) as info:
        check_seed(seed)
    assert info.value.code == "bad_request"
    with pytest.raises(IllegalAction):
        Deal.shuffled_deal(seed)  # type: ignore[arg-type]


def test_seeded_deal_played_to_miras_win() -> None:
    table = Deal.shuffled_deal(MIRA_WINS_SEED, names=["You", "Mira"])
    turns = 0
    while table.result is None:
        if table.turn == PLAYER:
            plain_turn(table, PLAYER)
        else:
            message = bot_turn(table, 1, mira.decide)
            assert message.startswith("Mira ")
        turns += 1
        assert_all_cards(table)
        assert len(table.hand_of(0)) == 13
    assert table.result.winner == MIRA_SEAT
    assert table.phase == OVER
    assert len(table.log) == MIRA_WINS_RECORDS
    assert table.log[-1]["action"] == "declare" and table.log[-1]["who"] == MIRA_SEAT
    assert len(table.hand_of(MIRA_SEAT)) == 13
    assert_declaration(table.result.groups, table.hand_of(MIRA_SEAT), table.wild_rank)
    # Her final discard went to the pile.
    if table.result.discard is not None:
        assert table.top_discard() == table.result.discard
    # Over means over.
    with pytest.raises(IllegalAction) as info:
        table.draw(0, "stock")
    assert info.value.code == "game_over"


def test_deal_played_to_stock_exhaustion_is_a_draw() -> None:
    table = Deal.shuffled_deal(8)
    turns = 0
    while table.result is None:
        plain_turn(table, table.turn)
        turns += 1
        assert_all_cards(table)
    assert turns == 78
    assert table.stock == []
    assert table.result.winner is None and table.result.groups == []
    assert table.phase == OVER
    with pytest.raises(IllegalAction) as info:
        table.declare(0)
    assert info.value.code == "game_over"


def test_the_player_who_draws_the_last_stock_card_may_still_declare() -> None:
    table = build_table(["3H 4H 5H", "7S 8S 9S", "QC QD QH", "2C 2D 2S KC"],
                        "AS 3C 5D 6S JH 8D KS 4C 9H JC 6D AD 7H", "10C", "9D", "2H")
    table.stock[:] = table.stock[-1:]  # only 2♥ is left (the others leave the table)
    table.draw(0, "stock")
    assert table.stock == []
    table.declare(0, card_in(table.hand_of(0), "KC").id)
    assert table.result is not None and table.result.winner == PLAYER


def test_discarding_after_the_last_stock_card_ends_in_a_draw() -> None:
    table = Deal.shuffled_deal(3)
    table.stock[:] = table.stock[-1:]
    plain_turn(table, PLAYER)
    assert table.result is not None and table.result.winner is None
    assert table.phase == OVER and table.turn == PLAYER


def test_mira_on_an_empty_stock_takes_the_discard() -> None:
    table = Deal.shuffled_deal(3)
    plain_turn(table, PLAYER)
    table.stock[:] = []  # as if the stock ran out during this turn
    message = bot_turn(table, 1, mira.decide)
    assert "from the discard pile" in message


# -- declaring ---------------------------------------------------------------------------------


def test_declaring_with_13_before_drawing() -> None:
    table = build_table(["3H 4H 5H", "7S 8S 9S", "QC QD QH", "2C 2D 2S 2H"],
                        "AS 3C 5D 6S JH 8D KS 4C 9H JC 6D AD 7H", "10C", "9D")
    pile = [c.id for c in table.discard_pile]
    assert table.can_declare(0)
    table.declare(0)
    assert table.result is not None and table.result.winner == PLAYER
    assert table.result.discard is None
    assert [c.id for c in table.discard_pile] == pile
    assert_declaration(table.result.groups, table.hand_of(0), 10)
    assert table.log[-1] == {"n": 1, "who": PLAYER, "action": "declare", "card": None}


def test_with_13_cards_a_declaration_takes_no_discard() -> None:
    table = build_table(["3H 4H 5H", "7S 8S 9S", "QC QD QH", "2C 2D 2S 2H"],
                        "AS 3C 5D 6S JH 8D KS 4C 9H JC 6D AD 7H", "10C", "9D")
    before = state(table)
    with pytest.raises(IllegalAction) as info:
        table.declare(0, table.hand_of(0)[0].id)
    assert info.value.code == "wrong_phase"
    assert state(table) == before


def test_with_14_cards_a_declaration_needs_a_final_discard() -> None:
    table = Deal.guided_deal(GUIDED_SEED)
    table.draw(0, "stock")
    before = state(table)
    with pytest.raises(IllegalAction) as info:
        table.declare(0)
    assert info.value.code == "declaration_rejected"
    assert "final discard" in render(info.value.message)
    assert state(table) == before


def test_rejected_declarations_change_nothing() -> None:
    table = Deal.guided_deal(GUIDED_SEED)
    table.draw(0, "stock")
    before = state(table)
    for card in table.hand_of(0):
        if card.code() == "KC":
            continue
        with pytest.raises(IllegalAction) as info:
            table.declare(0, card.id)
        assert info.value.code == "declaration_rejected"
        assert render(info.value.message)
        assert state(table) == before
    # Same turn, same cards: the player can still discard normally.
    table.discard(0, table.drawn)
    assert table.turn == MIRA_SEAT


# -- the just-picked rule ----------------------------------------------------------------------


def just_picked_table() -> Deal:
    # The discard pile's top is deck 1's K♣; the player holds deck 0's K♣.
    return build_table(["3H 4H 5H", "7S 8S 9S", "QC QD QH", "KD KH KS KC"],
                       "AS 3C 5D 6S JH 8D 2S 4C 9H JC 6D AD 7H", "10C", "KC")


def test_the_card_taken_from_the_discard_pile_cannot_be_discarded_this_turn() -> None:
    table = just_picked_table()
    table.draw(0, "discard")
    picked = card_in(table.hand_of(0), "KC", deck=1)
    assert table.picked == picked.id
    before = state(table)
    assert not table.can_discard(0, picked.id)
    with pytest.raises(IllegalAction) as info:
        table.discard(0, picked.id)
    assert info.value.code == "just_picked"
    assert "K♣" in render(info.value.message)
    assert state(table) == before
    # Nor as the final discard of a declaration.
    with pytest.raises(IllegalAction) as info:
        table.declare(0, picked.id)
    assert info.value.code == "declaration_rejected"
    assert state(table) == before


def test_the_twin_of_the_just_picked_card_may_be_discarded() -> None:
    table = just_picked_table()
    table.draw(0, "discard")
    twin = card_in(table.hand_of(0), "KC", deck=0)
    assert table.can_discard(0, twin.id)
    table.discard(0, twin.id)
    assert table.top_discard() == twin
    assert table.picked is None and table.turn == MIRA_SEAT


def test_the_twin_of_the_just_picked_card_may_be_the_final_discard() -> None:
    table = just_picked_table()
    table.draw(0, "discard")
    twin = card_in(table.hand_of(0), "KC", deck=0)
    table.declare(0, twin.id)
    assert table.result is not None and table.result.winner == PLAYER
    assert table.result.discard == twin


def test_the_just_picked_mark_lasts_one_turn() -> None:
    table = just_picked_table()
    table.draw(0, "discard")
    picked = table.picked
    table.discard(0, card_in(table.hand_of(0), "QH").id)
    assert table.picked is None
    bot_turn(table, 1, mira.decide)
    if table.result is None:
        table.draw(0, "stock")
        assert table.can_discard(0, picked)


# -- illegal actions ---------------------------------------------------------------------------


def test_illegal_actions_name_their_reason_and_change_nothing() -> None:
    table = Deal.shuffled_deal(5)
    hidden = table.hand_of(MIRA_SEAT)[0].id
    cases = [
        (lambda: table.discard(0, table.hand_of(0)[0].id), "wrong_phase"),
        (lambda: table.draw(0, "elsewhere"), "bad_request"),
        (lambda: table.draw(MIRA_SEAT, "stock"), "not_your_turn"),
        (lambda: table.discard(PLAYER, hidden), "wrong_phase"),
        (lambda: table.move(0, hidden, 1), "no_card"),
        (lambda: table.move(0, table.hand_of(0)[0].id, 5), "bad_request"),
        (lambda: table.move(0, table.hand_of(0)[0].id, 0), "bad_request"),
        (lambda: table.move(0, table.hand_of(0)[0].id, True), "bad_request"),
        (lambda: table.move(0, "3", 1), "bad_request"),
    ]
    for action, code in cases:
        before = state(table)
        with pytest.raises(IllegalAction) as info:
            action()
        assert info.value.code == code
        assert state(table) == before
    table.draw(0, "stock")
    for action, code in [
        (lambda: table.draw(0, "stock"), "wrong_phase"),
        (lambda: table.discard(0, hidden), "no_card"),
        (lambda: table.discard(0, table.stock[0].id), "no_card"),
        (lambda: table.discard(0, None), "bad_request"),
    ]:
        before = state(table)
        with pytest.raises(IllegalAction) as info:
            action()
        assert info.value.code == code
        assert state(table) == before
    table.discard(0, table.drawn)
    before = state(table)
    with pytest.raises(IllegalAction) as info:
        table.draw(0, "stock")
    assert info.value.code == "not_your_turn"
    assert state(table) == before


def test_empty_piles_cannot_be_drawn() -> None:
    table = Deal.shuffled_deal(5)
    table.discard_pile[:] = []
    with pytest.raises(IllegalAction) as info:
        table.draw(0, "discard")
    assert info.value.code == "empty_pile"
    table.stock[:] = []
    with pytest.raises(IllegalAction) as info:
        table.draw(0, "stock")
    assert info.value.code == "empty_pile"


# -- replay and determinism --------------------------------------------------------------------


def busy_deal(seed: int, guided: bool) -> Deal:
    """A deal with every kind of action: draws from both piles, moves, arrange, Mira turns."""
    table = Deal.guided_deal(seed) if guided else Deal.shuffled_deal(seed)
    turn = 0
    while table.result is None and turn < 40:
        if table.turn == MIRA_SEAT:
            bot_turn(table, 1, mira.decide)
            continue
        turn += 1
        source = "discard" if turn % 3 == 0 else "stock"
        table.draw(0, source)
        hand = table.hand_of(0)
        table.move(0, hand[turn % len(hand)].id, turn % 4 + 1)
        if turn % 4 == 1:
            table.arrange(0)
        found = solver.find_declaration(table.hand_of(0), table.wild_rank, True, table.picked)
        if turn > 3 and found is not None and found[1] is not None:
            table.declare(0, found[1].id)
            break
        options = [c for c in table.hand_of(0) if c.id != table.picked]
        table.discard(0, options[(turn * 7) % len(options)].id)
        assert_all_cards(table)
    return table


@pytest.mark.parametrize("seed, guided", [(17, True), (4, False), (23, False), (99, False)])
def test_replay_reproduces_the_deal(seed: int, guided: bool) -> None:
    table = busy_deal(seed, guided)
    assert len(table.log) > 5
    again = replayed(seed, guided, table.log)
    assert state(again) == state(table)
    assert_all_cards(again)


def test_replay_of_a_finished_deal_has_the_same_result() -> None:
    table = Deal.shuffled_deal(MIRA_WINS_SEED, names=["You", "Mira"])
    while table.result is None:
        if table.turn == PLAYER:
            plain_turn(table, PLAYER)
        else:
            bot_turn(table, 1, mira.decide)
    again = replayed(MIRA_WINS_SEED, False, table.log)
    assert again.result is not None and again.result.winner == MIRA_SEAT
    assert state(again) == state(table)


def test_replay_refuses_an_unknown_action() -> None:
    with pytest.raises(IllegalAction) as info:
        replayed(3, False, [{"n": 1, "who": PLAYER, "action": "fold"}])
    assert info.value.code == "bad_request"


def test_same_seed_same_actions_same_mira_decisions() -> None:
    first = busy_deal(61, False)
    second = busy_deal(61, False)
    assert first.log == second.log
    assert state(first) == state(second)


def test_mira_sees_only_her_hand_the_discard_top_and_the_wild_rank() -> None:
    # Two tables that differ only in the player's hand and the stock below its top.
    a = build_table(["3H 4H 5H", "7S 8S 9S", "QC QD QH", "2C 2D 2S KC"],
                    "AS 3C 5D 6S JH 8D KS 4C 9H JC 6D AD 7H", "10C", "9D", "8C")
    b = build_table(["4S 4D 6H", "JD JS 10S", "3S 3D 3H", "5C 5S 6C 9C"],
                    "AS 3C 5D 6S JH 8D KS 4C 9H JC 6D AD 7H", "10C", "9D", "8C")
    b.stock.reverse()
    b.stock.append(b.stock.pop(0))  # the same top card, the rest in another order
    assert a.stock[-1].id == b.stock[-1].id and a.stock != b.stock
    for table in (a, b):
        plain_turn(table, PLAYER)
    # Both players threw back a drawn 8♣: Mira faces the same top discard.
    assert a.top_discard() == b.top_discard()
    assert bot_turn(a, 1, mira.decide) == bot_turn(b, 1, mira.decide)
    assert [c.id for c in a.hand_of(MIRA_SEAT)] == [c.id for c in b.hand_of(MIRA_SEAT)]


def test_two_miras_always_finish_a_deal() -> None:
    # Each card Mira takes from the discard pile must improve her hand, so two bots
    # cannot pass the same cards back and forth for ever (seed 290 once did).
    for seed in list(range(1, 120)) + [290]:
        table = Deal.shuffled_deal(seed)
        turns = 0
        while table.result is None:
            bot_turn(table, table.turn, mira.decide)
            turns += 1
            assert turns <= 160, "seed %d: no end after 160 turns" % seed
        assert_all_cards(table)


def test_mira_messages_name_her_draw_and_discard() -> None:
    table = Deal.guided_deal(GUIDED_SEED)
    plain_turn(table, PLAYER)
    message = bot_turn(table, 1, mira.decide)
    assert message.startswith("Mira drew from the draw pile and discarded ") or message.startswith(
        "Mira took ")
    assert message.endswith(table.top_discard().label() + ".")


# -- new deals through the session --------------------------------------------------------------


def test_new_deal_increments_the_seed() -> None:
    session = Session()
    session.handle(0, '{"id": 1, "type": "new_game", "args": {"seed": 41, "guided": false}}')
    assert session.deal is not None and session.seed == 41
    first = state(session.deal)
    assert first == state(Deal.shuffled_deal(41))
    session.handle(0, '{"id": 2, "type": "new_deal"}')
    assert session.seed == 42 and session.deals_started == 2
    assert state(session.deal) == state(Deal.shuffled_deal(42))
    # From the guided deal, the next deal is shuffled from seed + 1.
    session.handle(0, '{"id": 3, "type": "new_game", "args": {"seed": 7, "guided": true}}')
    assert session.deal.guided
    session.handle(0, '{"id": 4, "type": "new_deal"}')
    assert session.seed == 8 and not session.deal.guided
    assert state(session.deal) == state(Deal.shuffled_deal(8))


def test_new_deal_after_the_largest_seed_wraps_to_one() -> None:
    session = Session()
    top = (1 << 53) - 1
    session.handle(0, '{"id": 1, "type": "new_game", "args": {"seed": %d, "guided": false}}' % top)
    assert session.seed == top
    session.handle(0, '{"id": 2, "type": "new_deal"}')
    assert session.seed == 1
