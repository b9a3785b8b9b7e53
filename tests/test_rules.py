"""Rule profiles and match formats as validated values."""

import pytest

from indian_rummy.engine.cards import RummyError
from indian_rummy.engine.rules import (
    CLASSIC,
    FORMATS,
    PRACTICE,
    PROFILES,
    TWINE,
    RuleProfile,
    format_named,
    profile_named,
)


def test_three_named_profiles_practice_stays_the_default() -> None:
    assert list(PROFILES) == ["practice", "twine", "classic"]
    assert RuleProfile() == PRACTICE
    assert profile_named("twine") is TWINE and profile_named("classic") is CLASSIC


@pytest.mark.parametrize("name", ["poker", "", "TWINE", None, 3])
def test_an_unknown_profile_name_is_refused(name: object) -> None:
    with pytest.raises(RummyError, match="no rule profile"):
        profile_named(name)


def test_players_two_for_practice_and_twine_two_to_six_for_classic() -> None:
    assert (PRACTICE.min_players, PRACTICE.max_players) == (2, 2)
    assert (TWINE.min_players, TWINE.max_players) == (2, 2)
    assert (CLASSIC.min_players, CLASSIC.max_players) == (2, 6)
    assert TWINE.check_players(2) == 2
    for bad in (1, 3, 7, True, "2"):
        with pytest.raises(RummyError, match="seats"):
            TWINE.check_players(bad)
    with pytest.raises(RummyError, match="2 to 6 seats"):
        CLASSIC.check_players(7)


def test_packs_106_for_twine_54_for_two_classic_players_108_for_three_to_six() -> None:
    assert PRACTICE.deck_size(2) == TWINE.deck_size(2) == 106
    assert CLASSIC.pack_for(2) == (1, 2) and CLASSIC.deck_size(2) == 54
    for players in range(3, 7):
        assert CLASSIC.pack_for(players) == (2, 4) and CLASSIC.deck_size(players) == 108


def test_twine_keeps_wild_cards_on_the_open_pile_classic_and_practice_do_not() -> None:
    assert TWINE.may_pick_wild_from_discard is False
    assert CLASSIC.may_pick_wild_from_discard is True
    assert PRACTICE.may_pick_wild_from_discard is True


def test_invalid_declarations_refused_except_under_classic() -> None:
    assert (PRACTICE.invalid_declaration, TWINE.invalid_declaration) == ("refused", "refused")
    assert CLASSIC.invalid_declaration == "penalty" and CLASSIC.points_cap == 80


def test_stock_reshuffled_under_twine_and_classic_a_draw_at_practice() -> None:
    assert PRACTICE.stock_exhausted == "draw"
    assert TWINE.stock_exhausted == CLASSIC.stock_exhausted == "reshuffle"


def test_first_player_fixed_at_practice_rotating_otherwise() -> None:
    assert PRACTICE.first_turn == "player"
    assert TWINE.first_turn == CLASSIC.first_turn == "rotate"


def test_drops_20_and_40_except_pool201_25_and_50() -> None:
    assert (FORMATS["deal"].first_drop, FORMATS["deal"].middle_drop) == (20, 40)
    assert (FORMATS["pool101"].first_drop, FORMATS["pool101"].middle_drop) == (20, 40)
    assert (FORMATS["pool201"].first_drop, FORMATS["pool201"].middle_drop) == (25, 50)
    for name in ("deals2", "deals3", "deals6"):
        assert (FORMATS[name].first_drop, FORMATS[name].middle_drop) == (20, 40)
    assert PRACTICE.drops is False and TWINE.drops is True and CLASSIC.drops is True


def test_formats_per_profile() -> None:
    assert PRACTICE.format_names() == ["deal"]
    assert TWINE.format_names() == ["deal", "pool101", "deals2", "deals3", "deals6"]
    assert CLASSIC.format_names() == ["deal", "pool101", "pool201", "deals2", "deals3", "deals6"]
    assert format_named(CLASSIC, "pool201").limit == 201
    assert format_named(TWINE, "pool101").limit == 101 and not FORMATS["deal"].is_pool()
    with pytest.raises(RummyError, match="a two-player table plays deal or pool101 or deals2 or "
                       "deals3 or deals6, not 'pool201'"):
        format_named(TWINE, "pool201")


@pytest.mark.parametrize("changes, message", [
    ({"min_players": 1}, "min_players must be an integer from 2 to 6"),
    ({"max_players": 7}, "max_players must be an integer from 2 to 6"),
    ({"min_players": 4, "max_players": 3}, "min_players .4. is above max_players"),
    ({"decks": 3}, "decks must be an integer from 1 to 2"),
    ({"jokers_per_deck": 3}, "jokers_per_deck must be an integer from 0 to 2"),
    ({"scoring": "all"}, "scoring must be none or two_runs or pure_run"),
    ({"first_turn": "dealer"}, "first_turn must be player or rotate"),
    ({"formats": "deal pool500"}, "unknown match format 'pool500'"),
    ({"formats": ""}, "formats must be a non-empty string"),
    ({"drops": 1}, "drops must be False or True"),
    ({"colour": "red"}, "unknown rule: colour"),
])
def test_a_profile_with_a_bad_rule_is_refused_saying_which(changes: dict,
                                                           message: str) -> None:
    with pytest.raises(RummyError, match=message):
        PRACTICE.replace(**changes)


def test_profiles_compare_by_value() -> None:
    assert TWINE.replace(name="twine") == TWINE
    assert TWINE.replace(drops=False) != TWINE
    assert eval(repr(TWINE), {"RuleProfile": RuleProfile}) == TWINE
