"""The same vectors under CPython and MicroPython print byte-identical output.

The vectors live in ``tests/conformance_vectors.py``; each section runs as its own
script on both runtimes (``mpy.run_both``), so a difference points at one area. The
sections of whole games and matches run one game or match per test, so that the
workers share them out; what those sections cover is checked on CPython's whole run.
"""

import contextlib
import io
import json
from pathlib import Path

import pytest

import conformance_vectors
from conformance_vectors import EDGE_BYTES, EDGE_REQUESTS
from indian_rummy.locales import render
from mpy import run_both, run_cpython

pytestmark = pytest.mark.micropython

VECTORS = Path(__file__).resolve().parent / "conformance_vectors.py"


def run_section(name: str, timeout: float = 120) -> str:
    """The section's output, the same on both runtimes, with its messages in English."""
    script = "import conformance_vectors as v\nv.SECTIONS[%r]()\n" % name
    cpython, micropython = run_both(script, extra_modules=[VECTORS], timeout=timeout)
    assert_same(cpython, micropython)
    return in_english(cpython)


def in_english(text: str) -> str:
    """``text`` with each message in it (canonical JSON: ``{"args":{...},"id":...}``)
    rendered in English as a JSON string, for the checks to read the words."""
    decoder = json.JSONDecoder()
    parts = []
    at = 0
    start = text.find('{"args":')
    while start >= 0:
        try:
            found, end = decoder.raw_decode(text, start)
        except json.JSONDecodeError:  # a message cut off where a line was shortened
            found, end = {}, start
        if set(found) == {"args", "id"}:
            parts.append(text[at:start])
            parts.append(json.dumps(render(found), ensure_ascii=False))
            at = end
        start = text.find('{"args":', at if at > start else start + 1)
    parts.append(text[at:])
    return "".join(parts)


def assert_same(cpython: str, micropython: str) -> None:
    if cpython == micropython:
        return
    left = cpython.splitlines()
    right = micropython.splitlines()
    for k in range(max(len(left), len(right))):
        a = left[k] if k < len(left) else "<missing>"
        b = right[k] if k < len(right) else "<missing>"
        if a != b:
            raise AssertionError("outputs differ at line %d:\nCPython:     %s\nMicroPython: %s"
                                 % (k + 1, a[:2000], b[:2000]))
    raise AssertionError("outputs differ in line endings or a final newline")


def test_notation_round_trips_and_errors_are_identical() -> None:
    text = run_section("notation")
    lines = text.splitlines()
    assert sum(1 for line in lines if line.startswith('["card",')) == 106
    assert '"NotationError"' in text
    assert "10♣" in text  # UTF-8 text, byte for byte


def test_prng_streams_and_shuffles_are_identical() -> None:
    text = run_section("prng")
    assert '["u64",0,[16294208416658607535,' in text
    assert text.count('["shuffle",') == 6


def test_served_deals_keyed_streams_and_shuffles_are_identical() -> None:
    text = run_section("keyed")
    # RFC 8439, 2.3.2: the block's first words are e4e7f110 15593bd1 (checked on CPython
    # against the RFC in tests/test_prng.py; here, MicroPython gives the same).
    assert text.startswith('["block",[3840405776,358169553,')
    assert text.count('["keyed_shuffle",') == 5
    assert text.count('["served_hands",') >= 2 and "served replayed true" in text


def test_group_classification_is_identical() -> None:
    text = run_section("groups")
    lines = text.splitlines()
    assert len(lines) == 200
    for kind in ('"pure_run"', '"run"', '"set"', "null"):
        assert any(kind in line for line in lines), kind


def test_checker_verdicts_are_identical() -> None:
    text = run_section("checker")
    lines = text.splitlines()
    assert len(lines) == 150
    valid = sum(1 for line in lines if '],true,[' in line)
    assert 30 <= valid <= 120, valid
    assert '"unmatched"' in text and '"second_run"' in text


def test_distances_are_identical() -> None:
    text = run_section("distance")
    lines = text.splitlines()
    counts = [sum(1 for line in lines if line.startswith('["%s",' % kind))
              for kind in ("distance", "distance14", "distance_wild", "distance_twins")]
    assert counts == [150, 50, 40, 40]
    found = set(int(line.rsplit(",", 1)[1].rstrip("]")) for line in lines)
    assert {0, 1, 2, 3} <= found, found  # complete hands and far ones
    assert any(line.startswith('["distance14",') and ",null," not in line for line in lines)


def test_arrange_results_are_identical() -> None:
    text = run_section("arrange")
    lines = text.splitlines()
    assert sum(1 for line in lines if line.startswith('["arrange",')) == 40
    assert any(line.startswith('["declare",true') for line in lines)
    assert any(line.startswith('["declare",false') for line in lines)


def test_scores_under_both_rules_are_identical() -> None:
    text = run_section("scoring")
    lines = text.splitlines()
    assert len(lines) == 2 * 80
    assert '["score","twine",' in text and '["score","classic",' in text
    assert '"no pure run"' in text and ',false,"",' in text


def test_deals_rummy_chips_and_its_tie_break_are_identical() -> None:
    text = run_section("deals", timeout=600)
    assert "twine-deals2 replayed true" in text
    # 160 chips each; the first deal's winner takes the 4 points the other's hand held.
    assert '"stage":"Deal 2 of 2"' in text and '"chips":164' in text and '"chips":156' in text
    assert '["tie",2,[180,120,180],[false,true,false],true,false]' in text
    assert '["tie",3,[180,120,180],[false,true,false],true,false]' in text
    assert '["tie over",' in text and "tie export " in text


def test_the_turn_clock_and_auto_drop_are_identical() -> None:
    text = run_section("turns", timeout=300)
    assert "The clock played for you: drew from the stock and threw" in text
    assert "the clock dropped you" in text
    assert '"code":"bad_request"' in text  # auto_drop's "on" is true or false
    assert "Your turn came and you dropped, as you asked" in text


def test_kiran_plays_the_same_moves_on_both_runtimes() -> None:
    text = run_section("kiran", timeout=600)
    for label in ("practice", "twine-42", "twine-42-swapped", "twine-pool101",
                  "classic-3-pool201", "classic-6-deal"):
        assert label + " export " in text, label
    for needle in ("Kiran took ", "Kiran drew from the draw pile and discarded ", '"bot":"kiran"'):
        assert needle in text, needle
    assert any('"Kiran ' in line and " and declared." in line for line in text.splitlines())


def test_the_coachs_hints_and_reviews_are_the_same_on_both_runtimes() -> None:
    text = run_section("coach", timeout=900)
    lines = text.splitlines()
    assert sum(1 for line in lines if line.startswith('["hint",')) >= 5
    review = [json.loads(line)[1] for line in lines if line.startswith('["review",')][0]
    assert review["turns"] and len(set(t["mark"] for t in review["turns"])) >= 2
    assert any(line.startswith('["bot review",') for line in lines)
    assert '"There are no hints in partner play"' in text


def test_reviews_of_kept_matches_are_the_same_on_both_runtimes() -> None:
    lines = run_section("kept", timeout=600).splitlines()
    reviews = [json.loads(line) for line in lines if line.startswith('["kept review",')]
    assert [r[1] for r in reviews] == [1, 2]
    assert reviews[1][2]["result"]["outcome"] == "dropped" and reviews[0][2]["turns"]
    assert sum(1 for line in lines if line.startswith('["kept refused",')) == 6
    assert '"outcome":"dropped"' in lines[-1]


def test_deals_played_on_from_a_turn_are_the_same_on_both_runtimes() -> None:
    lines = run_section("branch", timeout=600).splitlines()
    opened = [json.loads(line) for line in lines if line.startswith('["branch",')]
    assert [(b[1], b[2]["from"], b[2]["view"]["phase"]) for b in opened] == [
        (1, 1, "draw"), (3, 3, "draw"), (2, 2, "draw")]
    assert all(b[2]["real"]["text"] == "Mira declared." for b in opened)
    played = [json.loads(line) for line in lines if line.startswith('["in branch",')]
    assert [p[1] for p in played] == [True, True] and played[1][2]["others"]
    endings = [json.loads(line)[4] for line in lines if line.startswith('["coach",')]
    assert endings[-1] is not None and all(e is None for e in endings[:-1])
    assert sum(1 for line in lines if line.startswith('["branch refused",')) == 5
    assert lines[-1] == '["table unchanged",true]'


def test_puzzles_and_their_verdicts_are_the_same_on_both_runtimes() -> None:
    lines = run_section("puzzle", timeout=600).splitlines()
    answered = [json.loads(line) for line in lines if line.startswith('["answered",')]
    assert [a[-1]["right"] for a in answered] == [False, True, True, False, True, False]
    assert answered[0][-1]["loss"] == 4 and answered[3][-1]["loss"] > 0
    assert [a[2] for a in answered[1:4]] + [answered[4][1]] == ["throw"] * 3 + ["declare"]
    kept = [json.loads(line)[1] for line in lines if line.startswith('["kept puzzle",')][0]
    assert kept["question"] == "throw" and kept["view"]["hand_count"] == 14
    refused = [json.loads(line)[2] for line in lines if line.startswith('["puzzle refused",')]
    assert [r["code"] for r in refused] == ["bad_request"] * 6 + ["wrong_phase", "bad_request"]
    assert lines[-1] == '["table unchanged",true]'


def test_dead_deals_end_the_same_on_both_runtimes() -> None:
    lines = run_section("dead", timeout=300).splitlines()
    dead = [json.loads(line) for line in lines if line.startswith('["dead",')]
    assert [(d[1], d[2], d[3], d[7]["how"], d[7]["winner"]) for d in dead] == [
        ("twine", dead[0][2], 2, "stock_empty", None), ("classic", 300, 0, "turn_limit", None)]
    assert [d[6] for d in dead] == [[0, 0], [0, 0]]
    assert [d[8] for d in dead] == ["NO WINNER · DRAW PILE EMPTY", "NO WINNER · 300 TURNS"]
    assert lines.count("twine dead replayed true") == lines.count("classic dead replayed true") == 1


def test_the_fitted_models_parameters_and_outlooks_are_the_same_on_both_runtimes() -> None:
    lines = run_section("model", timeout=600).splitlines()
    curve = [json.loads(line)[1] for line in lines if line.startswith('["curve",')][0]
    assert curve == sorted(curve) and curve[0] < 10 and curve[-1] > 990
    rows = [json.loads(line) for line in lines if line.startswith('["model",')]
    assert {row[1] for row in rows} == {"twine", "classic"} and len(rows) >= 20
    assert len({tuple(row[5]) for row in rows}) >= 10  # the outlooks differ position by position

# -- whole games and matches, one per test ---------------------------------------------------

# The functions that play one whole game or match, in the sections made of them.
WHOLE = {
    "games": ("game_guided_move", "game_guided_arrange", "game_arranged", "game_played_out",
              "game_plain"),
    "matches": ("game_scored",),
    "tara": ("kiran_match",),
}

# The section, with every call of its WHOLE functions but the one at ``at`` left out; then
# how many calls there were.
ONE_OF = """import conformance_vectors as v
seen = [0]
def one_of(play):
    def call(*args):
        if seen[0] == %(at)d:
            play(*args)
        seen[0] += 1
    return call
for name in %(names)r:
    setattr(v, name, one_of(getattr(v, name)))
v.SECTIONS[%(section)r]()
print("played %(at)d of", seen[0])
"""


def whole_calls(section: str) -> list[tuple[str, tuple]]:
    """The section's calls of its WHOLE functions, in order: (function, arguments)."""
    calls: list[tuple[str, tuple]] = []
    played = {name: getattr(conformance_vectors, name) for name in WHOLE[section]}
    try:
        for name in played:
            setattr(conformance_vectors, name,
                    lambda *args, name=name: calls.append((name, args)))
        with contextlib.redirect_stdout(io.StringIO()):
            conformance_vectors.SECTIONS[section]()
    finally:
        for name, play in played.items():
            setattr(conformance_vectors, name, play)
    return calls


WHOLE_CALLS = {section: whole_calls(section) for section in WHOLE}


@pytest.mark.parametrize("section, at", [
    pytest.param(section, at, id="-".join([section] + (
        [args[0]] if args and isinstance(args[0], str) else [name] + [str(a) for a in args])))
    for section, calls in WHOLE_CALLS.items() for at, (name, args) in enumerate(calls)])
def test_each_whole_game_and_match_is_identical(section: str, at: int) -> None:
    script = ONE_OF % {"at": at, "names": WHOLE[section], "section": section}
    cpython, micropython = run_both(script, extra_modules=[VECTORS], timeout=600)
    assert_same(cpython, micropython)
    assert cpython.endswith("played %d of %d\n" % (at, len(WHOLE_CALLS[section])))
    assert cpython.count("\n") > 1  # the one game or match printed its moves


def whole_section(name: str) -> str:
    """The section's output on CPython, with its messages in English."""
    script = "import conformance_vectors as v\nv.SECTIONS[%r]()\n" % name
    return in_english(run_cpython(script, extra_modules=[VECTORS]))


def test_the_whole_games_cover_guided_and_plain_deals_won_by_either_seat() -> None:
    text = whole_section("games")
    lines = text.splitlines()
    assert len(lines) > 200
    for label in ("guided-move", "guided-arrange", "deal-1", "deal-2", "deal-3", "plain-6"):
        assert any(line.startswith(label + " ") for line in lines), label
    assert '"winner":0' in text and '"winner":1' in text
    assert '"title":"Every card, in its place."' in text
    assert '"title":"Mira has found her hand."' in text
    assert '"ok":false' in text


def test_the_whole_scored_matches_cover_drops_next_deals_and_both_ways_to_win() -> None:
    text = whole_section("matches")
    for label in ("twine-deal", "twine-pool101", "classic-2-pool201", "classic-6-pool101"):
        assert label + " export " in text, label
        assert label + ' replayed true' in text, label
    for needle in ('"action":"drop"', '"action":"next_deal"', '"how":"last_standing"',
                   '"how":"declared"', '"over":true', '"outcome":"lost"'):
        assert needle in text, needle


def test_taras_whole_matches_cover_her_takes_draws_and_declarations() -> None:
    text = whole_section("tara")
    for label in ("tara-practice", "tara-twine-52", "tara-twine-52-swapped",
                  "tara-classic-3-deal"):
        assert label + " export " in text, label
    for needle in ("Tara took ", "Tara drew from the draw pile and discarded ", '"bot":"tara"'):
        assert needle in text, needle
    assert any('"Tara ' in line and " and declared." in line for line in text.splitlines())


def test_protocol_errors_are_identical() -> None:
    text = run_section("protocol")
    assert text.count('"code":"bad_request"') >= 30
    assert "Unknown request type: '♣'" in text


def test_requests_at_the_edges_of_json_get_identical_replies() -> None:
    text = run_section("edges")
    lines = text[:-1].split("\n")  # not splitlines: a reply may quote a U+2028
    assert len(lines) == 6 + len(EDGE_REQUESTS) + len(EDGE_BYTES) + 2
    text.encode("utf-8")  # valid UTF-8 (it was decoded strictly enough to compare)
    for needle in ("lone surrogate escape", "levels of nesting", "not UTF-8 text",
                   "extra text after the JSON value", "unexpected 'N'", "not 1E400",
                   "Unknown request type: '🃏'", "no control characters"):
        assert needle in text, needle
    for line in lines:
        head = line.split(" ", 2)
        # Every reply stays short whatever was sent: the idle view alone is about
        # 4 KB since it lists the tables and bots, and no reply quotes much more.
        if head[0] == "guided":
            assert int(head[1]) < 6000, line[:200]


@pytest.mark.smoke  # `make check`'s one MicroPython run: the shipped bundle answers as CPython
def test_echoed_object_arguments_are_identical() -> None:
    script = (
        "from indian_rummy.protocol.session import Session\n"
        "s = Session()\n"
        "s.handle(0, '{\"id\": 1, \"type\": \"new_game\", \"args\": "
        "{\"seed\": 17, \"guided\": true}}')\n"
        "print(s.handle(0, '{\"id\": 2, \"type\": \"new_game\", \"args\": {\"seed\": "
        "{\"b\": 1, \"a\": 2, \"c\": 3}}}'))\n"
        "print(s.handle(0, '{\"id\": 3, \"type\": \"select\", \"args\": {\"card\": "
        "{\"z\": 1, \"y\": 2, \"x\": 3}}}'))\n"
    )
    cpython, micropython = run_both(script)
    assert_same(cpython, micropython)


def test_raw_control_characters_in_json_get_the_same_reply() -> None:
    script = (
        "from indian_rummy.protocol.session import Session\n"
        "s = Session()\n"
        "print(s.handle(0, '{\"id\": 1, \"type\": \"x' + chr(10) + 'y\"}'))\n"
        "print(s.handle(0, '{\"id\": 2, \"type\": \"a' + chr(9) + 'b\"}'))\n"
    )
    cpython, micropython = run_both(script)
    assert_same(cpython, micropython)


def test_the_micropython_side_runs_the_bytecode_the_site_ships() -> None:
    from mpy import run_micropython

    text = run_micropython(
        "import indian_rummy.protocol.session as f, indian_rummy.engine.solver as s\n"
        "print(f.__file__, s.__file__)\n"
    )
    assert text.split() == ["/lib/indian_rummy/protocol/session.mpy",
                            "/lib/indian_rummy/engine/solver.mpy"]


def test_a_kept_match_and_its_resume_are_identical() -> None:
    text = run_section("resume", timeout=300)
    assert '["kept copy whole",true]' in text
    assert '["resumed ends the same",true,true]' in text
    assert text.count('"message":"The kept match does not replay: ') == 3
    for needle in ("A practice deal is not kept", "At this table every seat but yours is a bot",
                   "A match made on the server is resumed there", "Clock is null or",
                   "The kept match's options are a JSON object",
                   "Back where you were: deal 2 of this match."):
        assert needle in text, needle
