"""An outage is told once each way: every socket gets one ``database`` event when the
database goes away and one when it is really back, and the log says each change once,
however the connections come back (the rule is in storage/availability.py). Only the
telling waits: a request sent once the database answers again is served.

The fault is real: PostgreSQL is stopped and started again; a SQLite file is locked by
another program's exclusive transaction. Players keep the server busy meanwhile, so
questions asked during the outage fail while the first answers come back.
"""

import sqlite3
import threading
import time

import pytest

from server.faults import Http, under_way
from server.process import UNLIMITED
from waiting import wait_for

pytestmark = [pytest.mark.slow, pytest.mark.server]


def _healthy(server: object) -> bool:
    status, body = Http(server.base).call("GET", "/api/health")  # type: ignore[attr-defined]
    return status == 200 and body["ok"]


def test_each_socket_is_told_once_that_the_database_went_and_once_that_it_is_back(
        database, launch, request):
    server = launch(database, *UNLIMITED)
    matches = [server.api.create() for _ in range(6)]
    stop = threading.Event()
    players, watchers = under_way(server.base, matches, stop)

    def told(available: bool) -> bool:
        return all(w.heard(available) for w in watchers)

    if database.startswith("sqlite:///"):
        locker = sqlite3.connect(database[len("sqlite:///"):], isolation_level=None)
        locker.execute("BEGIN EXCLUSIVE")
        try:
            wait_for(lambda: told(False), "every socket to be told the database went")
        finally:
            locker.execute("ROLLBACK")
            locker.close()
    else:
        postgres = request.getfixturevalue("postgres")
        postgres.stop_fast()
        try:
            wait_for(lambda: told(False), "every socket to be told the database went")
        finally:
            postgres.restart()
    wait_for(lambda: _healthy(server), "the database to answer again")
    back = time.monotonic()
    wait_for(lambda: told(True), "every socket to be told it is back")
    # Play on with the database back, long enough for any late failure to be heard.
    after = [len(p.acked) for p in players]
    wait_for(lambda: all(len(p.acked) >= n + 20 for p, n in zip(players, after)),
             "play to go on with the database back")
    stop.set()
    for thread in players + watchers:
        thread.join(30)

    heard = [(w.events, w.close_code) for w in watchers]  # and every socket still open
    assert heard == [([False, True], None)] * len(watchers)
    served = [status for p in players for sent, status in p.answers if sent >= back]
    assert served and set(served) == {200}
    output = server.output()
    assert output.count("database unavailable") == 1, output
    assert output.count("database available again") == 1, output
