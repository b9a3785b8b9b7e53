"""How soon an overdue move is played when the process that made it due is gone.

The server tests prove the order and the outcome (played once, never before its
deadline); this script prints how long each takes, on a throw-away PostgreSQL
started here as the tests start theirs:

- a clock's timeout after a kill -9 of the only server and a start again: seconds
  past the turn's deadline (the sweep's grace and period bound it when the machine
  is idle);
- Kiran's turns, due on a process killed within the bot's pace: seconds until
  another process has played every one;
- a clock's timeout due on a killed process: seconds past its deadline until
  another process played it.

Figures, not a test.

    .venv/bin/python bench/bench_takeover.py [--rounds 3]
"""

import argparse
import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from indian_rummy import site  # noqa: E402
from indian_rummy.server.schedule import GRACE, SWEEP_EVERY  # noqa: E402
from server.clients import Api, HttpSeat, draw_and_discard  # noqa: E402
from server.faults import rows  # noqa: E402
from server.pg import TempPostgres  # noqa: E402
from server.process import UNLIMITED, ServeProcess  # noqa: E402

CLOCK_SEAT = -1  # the seat a clock's move is stored under
POLL = 0.02


class Serve(ServeProcess):
    @property
    def api(self) -> Api:
        return Api(self.base)


def until(check: "object", limit: float = 120.0) -> float:
    """Poll ``check()`` until it is true; the moment it first was."""
    stop = time.monotonic() + limit
    while not check():  # type: ignore[operator]
        if time.monotonic() > stop:
            raise SystemExit("nothing happened within %g s" % limit)
        time.sleep(POLL)
    return time.monotonic()


def seats_of(database: str, match_id: str) -> list:
    return [r[0] for r in rows(database, "SELECT seat FROM actions WHERE match_id = ? "
                               "ORDER BY seq", (match_id,))]


def clocked(api: Api) -> tuple:
    created = api.create(profile="twine", format="deal", clock={"turn": 30},
                         seats=[{"name": "Asha"}, {"name": "Ravi"}])
    return created["match"], [s["token"] for s in created["seats"]]


def after_a_restart(postgres: TempPostgres, site_dir: str, folder: str) -> float:
    """Seconds past the deadline (4.5 s at this scale) the timeout was played."""
    database = postgres.new_database()
    server = Serve(database, site_dir, os.path.join(folder, "restart.log"), *UNLIMITED,
                   "--clock-scale", "0.05").start()
    try:
        began = time.monotonic()  # before the turn began
        match_id, _ = clocked(server.api)
        server.kill()
        server.start()
        played = until(lambda: seats_of(database, match_id).count(CLOCK_SEAT) == 2)
        return played - (began + 4.5)
    finally:
        server.stop()


def bot_turns_taken_over(postgres: TempPostgres, site_dir: str, folder: str) -> float:
    """Seconds from the kill until another process played Kiran's five turns."""
    database = postgres.new_database()
    one, two = (Serve(database, site_dir, os.path.join(folder, "bots-%d.log" % k), *UNLIMITED,
                      "--bot-pace", "1").start() for k in (1, 2))
    try:
        matches = []
        for _ in range(5):
            created = one.api.create(profile="twine", format="deal",
                                     seats=[{"name": "Asha"}, {"bot": "kiran"}])
            matches.append(created["match"])
            draw_and_discard(HttpSeat(one.api, created["match"], created["seats"][0]["token"]))
        one.kill()
        killed = time.monotonic()
        played = until(lambda: all(1 in seats_of(database, m) for m in matches))
        return played - killed
    finally:
        one.stop()
        two.stop()


def timeout_taken_over(postgres: TempPostgres, site_dir: str, folder: str) -> float:
    """Seconds past its deadline until another process played a killed one's timeout."""
    database = postgres.new_database()
    one, two = (Serve(database, site_dir, os.path.join(folder, "clock-%d.log" % k),
                      *UNLIMITED, "--clock-scale", "0.05").start() for k in (1, 2))
    try:
        match_id, tokens = clocked(one.api)
        draw_and_discard(HttpSeat(one.api, match_id, tokens[0]))
        asked = time.monotonic()
        _, summary = one.api.call("GET", "/api/matches/" + match_id, token=tokens[0])
        one.kill()
        played = until(lambda: CLOCK_SEAT in seats_of(database, match_id))
        return played - (asked + summary["deadline"]["left"])
    finally:
        one.stop()
        two.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    rounds = parser.parse_args().rounds
    print("sweep every %.1f s, grace %.1f s past due before another process steps in"
          % (SWEEP_EVERY, GRACE))
    with tempfile.TemporaryDirectory() as folder:
        site_dir = os.path.join(folder, "site")
        site.build(site_dir)
        postgres = TempPostgres().start()
        try:
            for label, measure in (
                    ("timeout after kill -9 and restart, s past the deadline", after_a_restart),
                    ("Kiran's turns taken over, s after the kill", bot_turns_taken_over),
                    ("timeout taken over, s past the deadline", timeout_taken_over)):
                figures = [measure(postgres, site_dir, folder) for _ in range(rounds)]
                print("%-56s median %5.2f  max %5.2f" % (label, statistics.median(figures),
                                                         max(figures)))
        finally:
            postgres.stop()


if __name__ == "__main__":
    main()
