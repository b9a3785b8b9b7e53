"""The shipped puzzles (web/learn/puzzles.json) and the generator that makes them
(``make puzzles``, :mod:`indian_rummy.tools.puzzles`).

Every shipped position replays to its question and its answer is the coach's choice
there, as the puzzle session judges a step (:func:`indian_rummy.protocol.puzzle.answer`):
ten chunks of about a hundred puzzles, about a second each, which pytest-xdist spreads
over its workers. The margin and rating of a sample of shipped puzzles hold when the
generator weighs them again (half a second each); the generator is deterministic
(``slow``: two small runs, about six seconds).
"""

import json
from pathlib import Path

import pytest

from indian_rummy.bots.legal import legal_decisions
from indian_rummy.bots.sight import Sight
from indian_rummy.engine.decision import Decision
from indian_rummy.protocol import puzzle
from indian_rummy.protocol.position import position
from indian_rummy.tools.puzzles import rollouts
from indian_rummy.tools.puzzles.candidates import Candidate, distinct
from indian_rummy.tools.puzzles.generate import Settings, generate, rating, same, weigh_twice, write
from indian_rummy.tools.puzzles.themes import THEMES

SHIPPED = Path(__file__).resolve().parent.parent / "web" / "learn" / "puzzles.json"
DATA = json.loads(SHIPPED.read_text(encoding="utf-8"))
PUZZLES = DATA["puzzles"]
CHUNKS = 10
# A fair number of puzzles for a theme, and how many themes have one at least (the
# themes of a throw are the thinnest: the rollouts seldom confirm the coach's throw by the
# margin against every other card of the hand).
FAIR = 10
THEMED = 8


def _decision(answer: dict) -> Decision:
    return Decision(answer["action"], answer["source"], answer["card"])


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_shipped_position_replays_to_its_question_and_the_coachs_answer(chunk: int) -> None:
    for shipped in PUZZLES[chunk::CHUNKS]:
        match = position(shipped["position"])
        seat = shipped["position"]["seat"]
        choices = list(legal_decisions(Sight.of(match.deal, seat, True, match.totals[seat])))
        assert shipped["question"] == puzzle.question(match, seat, choices), shipped["id"]
        assert same(puzzle.answer(match, seat), _decision(shipped["answer"])), shipped["id"]


def test_at_least_a_thousand_puzzles_and_eight_themes_with_a_fair_number_each() -> None:
    counts: dict = {}
    for shipped in PUZZLES:
        assert shipped["theme"] in THEMES
        counts[shipped["theme"]] = counts.get(shipped["theme"], 0) + 1
    assert len(PUZZLES) >= 1000
    assert len([theme for theme in counts if counts[theme] >= FAIR]) >= THEMED, counts


def test_ids_run_from_p0001_in_the_files_order_and_every_margin_is_at_least_the_stated_one(
) -> None:
    assert [p["id"] for p in PUZZLES] == ["p%04d" % (k + 1) for k in range(len(PUZZLES))]
    assert DATA["generator"]["margin"] == rollouts.MARGIN
    assert min([p["margin"] for p in PUZZLES]) >= rollouts.MARGIN


def test_the_shipped_file_is_compact_json() -> None:
    text = SHIPPED.read_text(encoding="utf-8")
    assert text == json.dumps(DATA, separators=(",", ":"), ensure_ascii=False) + "\n"


@pytest.mark.slow
def test_the_generator_writes_the_same_bytes_twice_whatever_its_jobs(tmp_path: Path) -> None:
    made = []
    for jobs in (1, 2):
        settings = Settings(dict([(theme, 1) for theme in THEMES]), deals=3, first=8,
                            rollouts=16, jobs=jobs, wild_deals=1)
        out = tmp_path / ("puzzles-%d.json" % jobs)
        write(str(out), generate(settings), settings)
        made.append(out.read_bytes())
    assert made[0] == made[1]
    assert json.loads(made[0])["puzzles"]


@pytest.mark.parametrize("index", [0, len(PUZZLES) // 2, len(PUZZLES) - 1])
def test_a_shipped_margin_and_rating_hold_when_the_generator_weighs_it_again(index: int) -> None:
    shipped = PUZZLES[index]
    made = DATA["generator"]
    spot = shipped["position"]
    match = position(spot)
    choices = distinct(Sight.of(match.deal, spot["seat"], True, match.totals[spot["seat"]]))
    answer = _decision(shipped["answer"])
    weighings = weigh_twice(spot, choices, answer, made["seed"], made["first"],
                            made["rollouts"])
    assert [w.holds for w in weighings] == [True, True]
    assert round(min([w.margin for w in weighings]), 1) == shipped["margin"]
    candidate = Candidate(spot, shipped["question"], shipped["theme"], answer, choices)
    assert rating(candidate, shipped["margin"]) == shipped["rating"]
