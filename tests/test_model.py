"""The fitted model of a deal's future (bots/model.py) and its fit (tools/training): the
same games give the same positions and the same parameters; a nearer hand never has
the lower chance to declare first; no figure leaves what a deal can cost or pay.
(That both runtimes read the parameters alike is tests/test_conformance.py's.)"""

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from indian_rummy.bots import new_match, play_bot_turn
from indian_rummy.bots.model import (
    CAP,
    FAR,
    KIRAN,
    MIRA,
    MOST,
    NAMES,
    TARA,
    TERMS,
    count_outs,
    features,
    outlook,
)
from indian_rummy.bots.sight import Sight, Unseen
from indian_rummy.engine.distance import distance
from indian_rummy.tools.training import fit
from indian_rummy.tools.training.__main__ import main
from indian_rummy.tools.training.positions import COLUMNS, positions


@st.composite
def feature_vectors(draw: st.DrawFn) -> list:
    """Feature vectors (:data:`NAMES`) within what a position can show."""
    took = draw(st.integers(0, 24))
    most = draw(st.integers(0, took))
    values = {
        "distance": draw(st.integers(0, FAR)), "outs": draw(st.integers(0, 1000)),
        "held": draw(st.integers(0, CAP)), "wilds": draw(st.integers(0, 8)),
        "opponents": draw(st.integers(1, MOST)), "took": took, "took_most": most,
        "next_took": draw(st.integers(0, most)), "drew": draw(st.integers(0, 60)),
        "turns": draw(st.integers(0, 60)), "stock": draw(st.integers(0, 90)),
        "first": draw(st.integers(0, 1)), "drop": draw(st.sampled_from((0, 20, 40)))}
    return [values[name] for name in NAMES]


PLAYERS = st.sampled_from((MIRA, KIRAN, TARA))


@given(feature_vectors(), PLAYERS)
def test_a_nearer_hand_never_has_a_lower_chance_to_declare_first(values: list,
                                                                  player: int) -> None:
    if values[0] == 0:
        return
    nearer = list(values)
    nearer[0] -= 1
    assert outlook(nearer, player)[0] >= outlook(values, player)[0]


@given(feature_vectors(), PLAYERS)
def test_a_nearer_hand_never_expects_to_lose_more_points(values: list, player: int) -> None:
    if values[0] == 0:
        return
    nearer = list(values)
    nearer[0] -= 1
    assert outlook(nearer, player)[1] <= outlook(values, player)[1]


@given(feature_vectors(), PLAYERS, st.integers(0, 2))
def test_cards_the_others_took_never_raise_the_seats_chance(values: list, player: int,
                                                            which: int) -> None:
    more = list(values)
    more[NAMES.index("took")] += 1
    if which >= 1:
        more[NAMES.index("took_most")] += 1
    if which == 2:
        more[NAMES.index("next_took")] += 1
    assert outlook(more, player)[0] <= outlook(values, player)[0]


@given(feature_vectors(), PLAYERS)
def test_the_points_stay_within_what_a_deal_can_cost_or_pay(values: list, player: int) -> None:
    win, points = outlook(values, player)
    assert 0 <= win <= 1000
    assert -CAP * values[4] <= points <= CAP


def test_a_complete_hand_declares_and_collects() -> None:
    values = [0, 0, 0, 2, 1, 3, 3, 3, 5, 5, 40, 1, 0]
    win, points = outlook(values)
    assert win == 1000 and points <= 0


def test_a_seed_plays_the_same_deal_and_records_the_same_positions() -> None:
    first = positions(7)
    assert first == positions(7)
    assert first and all(len(row) == len(COLUMNS) for row in first)
    won = [row[COLUMNS.index("won")] for row in first]
    assert set(won) <= {0, 1} and 0 < sum(won) < len(won)  # a winner, and others


def test_the_same_positions_fit_to_the_same_parameters(tmp_path: Path) -> None:
    data = tmp_path / "positions.csv"
    assert main(["positions", "--games", "12", "--first", "21", "--out", str(data)]) == 0
    params = [tmp_path / "one.py", tmp_path / "two.py"]
    for path in params:
        assert main(["fit", "--data", str(data), "--out", str(path)]) == 0
    assert params[0].read_text() == params[1].read_text()
    fitted: dict = {}
    exec(params[0].read_text(), fitted)
    assert len(fitted["WIN"]) == len(fitted["PAID"]) == len(fitted["COLLECTED"])
    assert fitted["CURVE"] == fit.curve() and any(fitted["WIN"])
    for name in ("CALIBRATED_WIN", "CALIBRATED_POINTS"):  # strictly increasing knots
        said, got = fitted[name][0::2], fitted[name][1::2]
        assert said and all(a < b for a, b in zip(said, said[1:]))
        assert all(a < b for a, b in zip(got, got[1:]))
    for name, signs in fit.SIGNS.items():
        for term, sign in signs.items():
            assert fitted[name][TERMS.index(term)] * sign >= 0, (name, term)


def test_a_distance_and_outs_known_already_read_the_same_features() -> None:
    match = new_match("classic", "deal", ["kiran", "mira", "kiran"], 5)
    for _ in range(6):
        play_bot_turn(match, match.deal.turn)
    sight = Sight.of(match.deal, match.deal.turn)
    steps = distance(sight.hand, sight.wild_rank)
    found = count_outs(sight.hand, steps, Unseen(sight))
    assert features(sight, None, None, steps, found) == features(sight)
