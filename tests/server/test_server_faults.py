"""Real faults while people play: the database killed, stopped, locked, its listener cut.

PostgreSQL here is a server of the module's own, flushing to disk as a real one
does, so that it can be killed and restarted without disturbing other tests.
Nothing here is a mock: the postmaster gets SIGKILL, a clean stop is a real fast
shutdown, a SQLite lock is another program's exclusive transaction on the file.
"""

import sqlite3
import threading
import time
from collections.abc import Iterator

import pytest

from server.clients import LiveSeat
from server.conftest import started_postgres
from server.faults import Http, Player, rows, stored_moves, under_way
from server.pg import TempPostgres
from server.process import UNLIMITED
from waiting import wait_for

pytestmark = [pytest.mark.slow, pytest.mark.server]


@pytest.fixture(scope="module")
def fragile() -> Iterator[TempPostgres]:
    yield from started_postgres(durable=True)


def healthy_again(server: object, timeout: float = 20.0) -> float:
    """Wait until the server's health says its database answers; when it first did."""
    http = Http(server.base)  # type: ignore[attr-defined]

    def healthy() -> bool:
        status, body = http.call("GET", "/api/health")
        return status == 200 and body["ok"]

    wait_for(healthy, "the server to find its database again", timeout)
    return time.monotonic()


def test_a_crash_of_the_database_loses_no_acknowledged_move(fragile, launch):
    """kill -9 of the postmaster while moves are being acknowledged, five times over:
    every move a player was told was done is in the log after the restart."""
    database = fragile.new_database()
    server = launch(database, *UNLIMITED)
    for crash in range(5):
        stop = threading.Event()
        players = [Player(server.base, server.api.create(), stop, stop_on_failure=True)
                   for _ in range(4)]
        for player in players:
            player.start()
        # Each crash a little further into the matches.
        wait_for(lambda: all(len(p.acked) >= 5 + 3 * crash for p in players),  # noqa: B023
                 "moves acknowledged in every match")
        fragile.crash()  # while the players' moves are in flight
        stop.set()
        for player in players:
            player.join(30)
        fragile.restart()
        for player in players:
            stored = stored_moves(database, player.match)
            assert stored[:len(player.acked)] == player.acked, (crash, player.match)
            # and nothing but the one move that was in flight when it crashed
            assert len(stored) <= len(player.acked) + 1
        healthy_again(server)


def _hold_sqlite_lock(path: str, seconds: float, held: threading.Event) -> None:
    """Another program takes the file's write lock and keeps it ``seconds``."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN EXCLUSIVE")
    held.set()
    time.sleep(seconds)  # the outage itself
    db.execute("ROLLBACK")
    db.close()


@pytest.mark.parametrize("fault", ["postgresql-stop", "postgresql-crash", "sqlite-lock"])
def test_an_outage_is_only_503s_and_leaves_every_match_loadable(fault, fragile, launch,
                                                                tmp_path):
    """While the database is away requests get 503 (never a 500), sockets stay open and
    say so; a request sent once it answers again is served (before the sockets are told
    it is back, too); after an app restart every match loads and replays."""
    if fault.startswith("sqlite"):
        path = str(tmp_path / "outage.sqlite3")
        database = "sqlite:///" + path
    else:
        database = fragile.new_database()
    server = launch(database, *UNLIMITED)
    matches = [server.api.create() for _ in range(6)]
    stop = threading.Event()
    players, watchers = under_way(server.base, matches, stop, pause=0.02)
    if fault == "sqlite-lock":
        held = threading.Event()
        locker = threading.Thread(target=_hold_sqlite_lock, args=(path, 7.0, held))
        locker.start()
        assert held.wait(5)
        locker.join()
    else:
        if fault == "postgresql-stop":
            fragile.stop_fast()
        else:
            fragile.crash()
        time.sleep(3.0)  # the outage itself: the players and watchers go on meanwhile
        fragile.restart()
    back = healthy_again(server)
    # Told once it has answered for a while (the rule in storage/availability.py).
    wait_for(lambda: all(w.heard(True) for w in watchers), "every socket to be told")
    # Play on with the database back: twenty-five answers in every match to requests
    # sent since.
    wait_for(lambda: all(sum(sent >= back for sent, _ in list(p.answers)) >= 25
                         for p in players), "play to go on with the database back")
    stop.set()
    for thread in players + watchers:
        thread.join(30)

    answers = [a for player in players for a in player.answers]
    after = [status for sent, status in answers if sent >= back]
    assert set(status for _, status in answers) <= {200, 503}, sorted(
        set(str(s) for _, s in answers))
    assert 503 in [status for _, status in answers]  # the outage was felt
    assert after and set(after) == {200}
    for watcher in watchers:
        assert watcher.close_code is None  # still open when the test let go
        assert set(watcher.errors) <= {"database_unavailable"}
    # Every socket was told when the database went and when it came back.
    assert all(watcher.events[:1] == [False] and watcher.events[-1:] == [True]
               for watcher in watchers), [w.events for w in watchers]

    server.kill()
    server.start()
    for created in matches:
        for seat in created["seats"]:
            status, view = Http(server.base).call(
                "GET", "/api/matches/%s/view" % created["match"], token=seat["token"])
            assert status == 200, view
    assert "Traceback" not in server.output()
    assert "match unreadable" not in server.output()
    # The log itself has no gap: each match's records are 1, 2, ... n.
    for created in matches:
        seqs = [r[0] for r in rows(database, "SELECT seq FROM actions WHERE match_id = ? "
                                   "ORDER BY seq", (created["match"],))]
        assert seqs == list(range(1, len(seqs) + 1))


def _next_update(live: LiveSeat, timeout: float) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        event = live.next_event(max(0.1, deadline - time.monotonic()))
        if event["event"] == "update":
            return event["view"]


def _turn(live: LiveSeat) -> None:
    """Draw from the stock and throw the card drawn, over the seat's own socket."""
    reply = live.request("draw", source="stock")
    assert reply["ok"], reply
    reply = live.request("discard", card=reply["result"]["drawn"])
    assert reply["ok"], reply


def _terminate_listeners(fragile: TempPostgres) -> int:
    found = rows(fragile.url(), "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                 "WHERE query = 'LISTEN indian_rummy'")
    return len(found)


@pytest.mark.parametrize("fault", ["terminate-listeners", "restart-database"])
def test_live_updates_cross_between_processes_again_after_the_listener_is_lost(
        fault, fragile, launch):
    """Each seat on its own process, sockets only. After the listeners' connections are
    cut (or the database restarts), a move on one process reaches the other, and the
    other seat's own move is accepted, not refused as out of turn."""
    database = fragile.new_database()
    one, two = launch(database, *UNLIMITED), launch(database, *UNLIMITED)
    created = one.api.create()
    tokens = [s["token"] for s in created["seats"]]
    asha = LiveSeat(one.base, created["match"], tokens[0])
    ravi = LiveSeat(two.base, created["match"], tokens[1])
    for _ in range(2):
        if fault == "terminate-listeners":
            assert _terminate_listeners(fragile) == 2
        else:
            fragile.stop_fast()
            fragile.restart()
            healthy_again(one)
            healthy_again(two)
        _turn(asha)
        view = _next_update(ravi, 30.0)
        while view["phase"] != "draw":
            view = _next_update(ravi, 30.0)
        _turn(ravi)  # on its own turn, on the process that could not hear for a while
        view = _next_update(asha, 30.0)
        while view["phase"] != "draw":
            view = _next_update(asha, 30.0)
    asha.close()
    ravi.close()
    for server in (one, two):
        assert "listener lost" in server.output()
        assert "Traceback" not in server.output()


def test_health_says_503_while_the_database_is_away_and_200_once_it_is_back(fragile, launch):
    server = launch(fragile.new_database(), *UNLIMITED)
    http = Http(server.base)
    assert http.call("GET", "/api/health")[0] == 200
    fragile.stop_fast()
    try:
        status, body = http.call("GET", "/api/health")
        assert status == 503 and body["ok"] is False
        assert body["error"]["code"] == "database_unavailable"
        status, body = http.call("POST", "/api/matches", {})
        assert status == 503 and body["error"]["code"] == "database_unavailable"
    finally:
        fragile.restart()
    healthy_again(server)
    assert http.call("POST", "/api/matches", {})[0] == 201
