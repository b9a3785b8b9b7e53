"""A match whose log does not replay: said loudly with its id, answered clearly, and
found by `indian-rummy doctor`, on both databases."""

import json
import subprocess
import sys

import pytest

from coroutines import run
from indian_rummy.engine.match import Match
from indian_rummy.server.storage import open_store
from server.faults import Http
from server.process import SRC, UNLIMITED

pytestmark = pytest.mark.server


def _doctor(database: str, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "indian_rummy", "doctor", "--database",
                           database, *extra], capture_output=True, text=True,
                          env={"PYTHONPATH": SRC, "PATH": "/usr/bin:/bin"}, timeout=60)


def _break(database: str, match_id: str) -> None:
    """Log a record the match cannot replay: seat 1 draws on seat 0's turn."""
    async def go() -> None:
        store = open_store(database)
        await store.open()
        await store.append(match_id, 1, [{"n": 1, "deal": 1, "who": 1, "action": "draw",
                                          "source": "stock", "card": "5H"}], "playing")
        await store.close()

    run(go())


def test_a_match_that_does_not_replay_is_logged_once_and_answered_clearly(database, launch):
    server = launch(database, *UNLIMITED)
    good, bad = server.api.create(), server.api.create()
    server.stop()
    _break(database, bad["match"])
    server.start()
    http = Http(server.base)
    for _ in range(3):
        status, body = http.call("GET", "/api/matches/%s/view" % bad["match"],
                                 token=bad["seats"][0]["token"])
        assert status == 500 and body["error"]["code"] == "match_unreadable"
    assert http.call("GET", "/api/matches/%s/view" % good["match"],
                     token=good["seats"][0]["token"])[0] == 200
    lines = [line for line in server.output().splitlines() if "match unreadable" in line]
    assert len(lines) == 1 and "match=%s" % bad["match"] in lines[0], lines
    assert " ERROR " in lines[0] and bad["seats"][0]["token"] not in server.output()


def test_the_doctor_replays_every_match_and_names_the_ones_that_do_not(database, launch):
    server = launch(database, *UNLIMITED)
    made = [server.api.create() for _ in range(3)]
    server.stop()
    found = _doctor(database)
    assert found.returncode == 0, found.stderr
    assert "3 matches, 3 replay, 0 do not" in found.stdout
    _break(database, made[1]["match"])
    found = _doctor(database)
    assert found.returncode == 1
    assert found.stdout.splitlines()[0].startswith("BROKEN %s  twine/pool101  1 records  "
                                                   "record 1 of 1 does not apply"
                                                   % made[1]["match"])
    assert "3 matches, 2 replay, 1 do not; 0 actions set aside" in found.stdout
    report = [json.loads(line) for line in _doctor(database, "--json", "--all").stdout
              .splitlines()]
    assert [r.get("replays") for r in report[:3]] == [True, False, True]
    assert report[-1]["broken"] == 1 and report[-1]["matches"] == 3


def test_the_doctor_says_clearly_when_the_database_cannot_be_opened(tmp_path):
    found = _doctor("postgresql://nobody@127.0.0.1:1/none?connect_timeout=1")
    assert found.returncode == 2 and "cannot connect to PostgreSQL" in found.stderr
    assert "Traceback" not in found.stderr


def test_the_doctors_replay_agrees_with_the_engine():
    from indian_rummy.server.doctor import replay
    from indian_rummy.server.storage import StoredMatch
    match = Match.new("twine", "deal", [{"name": "A"}, {"name": "B"}], 11)
    match.draw(0, "stock")
    stored = StoredMatch("m", match.config(), "playing", 0.0, [], [], match.export()["log"])
    assert replay(stored) is None
    stored.records[0] = dict(stored.records[0], who=1)
    assert "record 1 of 1" in (replay(stored) or "")
