"""`indian-rummy rules`, `score` and `simulate` for matches."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from indian_rummy.tools.cli import main

SRC = Path(__file__).resolve().parent.parent / "src"


def run(args: list, stdin: str = "") -> tuple:
    """(exit status, stdout, stderr) of the command in a fresh interpreter."""
    done = subprocess.run([sys.executable, "-m", "indian_rummy", *args], input=stdin,
                          capture_output=True, text=True, timeout=300,
                          env={"PYTHONPATH": str(SRC), "PYTHONIOENCODING": "utf-8"})
    return done.returncode, done.stdout, done.stderr


def call(args: list, capsys: pytest.CaptureFixture) -> tuple:
    status = main(args)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_rules_lists_every_profile_with_its_rules(capsys: pytest.CaptureFixture) -> None:
    status, out, _ = call(["rules"], capsys)
    assert status == 0
    for heading in ("practice (Practice)\n", "twine (Two-player)\n", "classic (Classic)\n"):
        assert heading in out
    assert "may not be taken" in out  # twine: no wild card from the discard pile
    assert "the declarer pays 80 and is out of the deal" in out
    assert "54 (1 deck and 2 printed jokers) with 2 players" in out
    assert "(Pool 201: 25 and 50)" in out


def test_rules_state_the_deals_rummy_chips_rule(capsys: pytest.CaptureFixture) -> None:
    status, out, _ = call(["rules", "classic"], capsys)
    assert status == 0
    assert ("2, 3 or 6 deals; every seat starts with 80 chips for each deal; each "
            "deal's winner takes each loser's points in chips from that loser") in out
    status, out, _ = call(["rules", "practice"], capsys)
    assert "Deals Rummy:" in out and "not played" in out


def test_rules_as_json_round_trip_the_profiles(capsys: pytest.CaptureFixture) -> None:
    status, out, _ = call(["rules", "twine", "--json"], capsys)
    data = json.loads(out)
    assert status == 0 and [p["name"] for p in data] == ["twine"]
    assert data[0]["may_pick_wild_from_discard"] is False
    assert data[0]["formats"]["pool101"] == {"title": "Pool 101", "limit": 101, "deals": 0,
                                             "chips": 0, "first_drop": 20, "middle_drop": 40}
    assert data[0]["formats"]["deals3"] == {"title": "Deals Rummy, 3 deals", "limit": 0,
                                            "deals": 3, "chips": 240, "first_drop": 20,
                                            "middle_drop": 40}


def test_rules_of_an_unknown_profile_is_bad_input(capsys: pytest.CaptureFixture) -> None:
    status, _, err = call(["rules", "gin"], capsys)
    assert status == 2 and "no rule profile named 'gin'" in err


def test_score_prints_the_points_and_the_grouping_used(capsys: pytest.CaptureFixture) -> None:
    hand = "3H 4H 5H QC QD QS 9S 9D KH 2C 7D 8C JK".split()
    status, out, _ = call(["score", "--profile", "twine", "--wild", "10", *hand], capsys)
    assert status == 0
    assert out.splitlines()[0] == "29 points"
    assert "7♦ JK 9♦" in out and "loose: 9♠ K♥ 2♣ 8♣" in out
    status, out, _ = call(["score", "--profile", "classic", "--indicator", "10S", "--json",
                           "--ascii", *hand], capsys)
    record = json.loads(out)
    assert status == 0 and record["points"] == 27 and record["all_counted"] is False
    assert record["loose"] == ["KH", "7D", "2C", "8C"]
    assert {"kind": "set", "cards": ["9S", "9D", "JK"]} in record["groups"]


def test_score_says_why_every_card_counted(capsys: pytest.CaptureFixture) -> None:
    hand = "KS KD QC QH 9S 9D 7C 7H 5S 5D AC AH 3S".split()
    status, out, _ = call(["score", "--profile", "twine", "--wild", "4", *hand], capsys)
    assert status == 0 and out.startswith("80 points (every card counts: no pure run)")


def test_score_reads_four_jokers_only_under_classic(capsys: pytest.CaptureFixture) -> None:
    hand = "QS KS AS JK JK JK JK 2D 3C 9H 5H 6C 8D".split()
    status, out, _ = call(["score", "--profile", "classic", "--wild", "10", *hand], capsys)
    assert status == 0 and "points" in out
    status, _, err = call(["score", "--profile", "twine", "--wild", "10", *hand], capsys)
    assert status == 2 and "only two decks" in err


@pytest.mark.parametrize("args, message", [
    (["--profile", "practice", "--wild", "10"], "the practice profile keeps no points"),
    (["--profile", "gin", "--wild", "10"], "no rule profile named 'gin'"),
    (["--profile", "twine"], "say which rank is wild"),
    (["--profile", "twine", "--wild", "Z"], "not a rank: 'Z'"),
])
def test_score_bad_input_exits_2_with_a_clear_message(args: list, message: str,
                                                      capsys: pytest.CaptureFixture) -> None:
    hand = "3H 4H 5H QC QD QS 9S 9D KH 2C 7D 8C JK".split()
    status, _, err = call(["score", *args, *hand], capsys)
    assert status == 2 and message in err


def test_score_batch_answers_every_line_and_exits_2_on_a_bad_one() -> None:
    lines = ("10: 3H 4H 5H QC QD QS 9S 9D KH 2C 7D 8C JK\n"
             "# a comment\n\n"
             "Q: 3H 4H\n"
             "4: KS KD QC QH 9S 9D 7C 7H 5S 5D AC AH 3S\n")
    status, out, _ = run(["score", "--profile", "twine", "--batch", "-", "--json"], lines)
    records = [json.loads(line) for line in out.splitlines()]
    assert status == 2
    assert [(r["line"], r.get("points")) for r in records] == [(1, 29), (4, None), (5, 80)]
    assert "13 cards, not 2" in records[1]["error"]


def test_simulate_matches_prints_one_object_per_match_and_a_summary() -> None:
    status, out, err = run(["simulate", "--profile", "classic", "--format", "pool101",
                            "--bots", "mira,mira,mira", "--games", "3", "--seed", "5",
                            "--json"])
    assert status == 0, err
    records = [json.loads(line) for line in out.splitlines()]
    matches, summary = records[:-1], records[-1]
    assert [m["seed"] for m in matches] == [5, 6, 7]
    for match in matches:
        assert sorted(match) == ["deals", "seed", "standings", "winner"]
        assert [s["seat"] for s in match["standings"]] == [0, 1, 2]
        assert sum(1 for s in match["standings"] if not s["out"]) == 1
        assert match["standings"][match["winner"]]["out"] is False
    assert summary["summary"] is True and len(summary["wins"]) == 3
    assert sum(summary["wins"]) + summary["draws"] == 3
    assert summary["turns_per_second"] > 0
    mira = summary["drops_by_bot"]["mira"]
    assert mira["drops"] == summary["drops"] and 0 <= mira["drop_rate"] <= 1
    assert summary["deals"] == sum(m["deals"] for m in matches)


def test_simulate_deals_rummy_prints_the_chip_standing() -> None:
    status, out, err = run(["simulate", "--profile", "classic", "--format", "deals3",
                            "--bots", "mira,kiran,mira", "--games", "1", "--seed", "4"])
    assert status == 0, err
    assert out.startswith("1 classic deals3 matches from seed 4, ")
    line = [t for t in out.splitlines() if t.startswith("chips, all games: ")][0]
    chips = [int(part.rsplit(" ", 1)[1]) for part in line.split(": ", 1)[1].split(", ")]
    assert len(chips) == 3 and sum(chips) == 3 * 240
    status, out, err = run(["simulate", "--profile", "classic", "--format", "deals2",
                            "--bots", "mira,mira", "--games", "2", "--json"])
    records = [json.loads(line) for line in out.splitlines()]
    for match in records[:-1]:
        chips = [s["chips"] for s in match["standings"]]
        assert sum(chips) == 2 * 160 and chips[match["winner"]] == max(chips)
    assert sum(records[-1]["chips"]) == 2 * 2 * 160


def test_simulate_matches_in_words() -> None:
    status, out, _ = run(["simulate", "--profile", "twine", "--games", "20"])
    assert status == 0
    assert out.startswith("20 twine deal matches from seed 1, 20 deals")
    assert "mira dropped" in out and "saving" in out and "turns/s" in out


@pytest.mark.parametrize("args, message", [
    (["--bots", "mira,deep"], "no bot called 'deep'"),
    (["--profile", "twine", "--bots", "mira,mira,mira"], "a two-player table has 2 seats, not 3"),
    (["--profile", "twine", "--format", "pool201"], "a two-player table plays deal or pool101"),
    (["--profile", "twine", "--opponent", "random"], "--opponent is for practice deals"),
])
def test_simulate_matches_bad_options_exit_2(args: list, message: str,
                                             capsys: pytest.CaptureFixture) -> None:
    status, _, err = call(["simulate", "--games", "1", *args], capsys)
    assert status == 2 and message in err


def test_simulate_practice_deals_keep_their_output(capsys: pytest.CaptureFixture) -> None:
    status, out, _ = call(["simulate", "--games", "2", "--json"], capsys)
    assert status == 0
    records = [json.loads(line) for line in out.splitlines()]
    assert records[0]["winner"] in ("player", "mira", None)
    assert records[-1]["opponent"] == "mira" and "mira_wins" in records[-1]
