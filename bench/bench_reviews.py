"""Kept reviews under load: the partner server's CPU per kept review read, the bytes a
review takes on the wire, and another player's answers while one address reads
reviews as fast as it may.

Starts `indian-rummy serve` on a SQLite file, trusting 127.0.0.1 as a proxy
(``--forwarded-allow-ips``) so that the bench's clients stand for addresses of
their own: the setting up (an address a request), one reader, and another player.
Sets up one match whose first deal took ``--turns`` turns (each seat draws from
the stock and throws the card drawn, then one drops: about the issue's 180 KB
review at the default) and asks for its review once (worked out and kept), and
another match for the other player, who asks for its view every 100 ms. Then,
each for ``--seconds``:

- alone: the other player only (its p50, p99);
- 1 polite: one client of the reader's address asks for the kept review in a
  loop, gzip accepted, waiting as long as a 429's Retry-After says: as fast as it
  may;
- 1 in a loop: the same, asking again at once after a 429;
- N at once: ``--at-once`` such clients of that address together.

The readers run in a process of their own. Printed: the other player's p50 and
p99, the server's CPU (its share of a core), and the reader's answers by status,
reviews served a second, the server's CPU per review served and the bytes of a
review's answer as sent (its body).

Every phase runs on a server with its own limits, then on one with every limit
off (``--rate 0``), where the reader gets every review it asks for: there the CPU
per review served is a kept review's read alone, with no refusals beside it.

``--root DIR`` measures another checkout's server alike (the code before a change,
say: ``git archive main src | tar -x -C DIR``), right before this one's, so that
the figures stand side by side.

    .venv/bin/python bench/bench_reviews.py [--turns 46] [--seconds 10] [--at-once 48]
        [--root DIR]
"""

import argparse
import collections
import http.client
import json
import multiprocessing
import os
import sys
import tempfile
import threading
import time
from typing import Any
from urllib.parse import urlsplit

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from bench_server import _cpu_seconds, percentile  # noqa: E402

from indian_rummy import site  # noqa: E402
from server.process import ServeProcess  # noqa: E402

READER = "198.51.100.1"
PLAYER = "198.51.100.2"
VIEW_EVERY = 0.1  # seconds between the other player's asks


class Client:
    """One keep-alive HTTP connection to the server, as one address."""

    def __init__(self, base: str, address: "str | None" = None) -> None:
        url = urlsplit(base)
        self.connection = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
        self.headers = {"X-Forwarded-For": address} if address else {}

    def call(self, method: str, path: str, token: str, body: object = None,
             gzip: bool = False) -> tuple:
        """(status, body as sent, Retry-After) of one request."""
        headers = dict(self.headers, Authorization="Bearer " + token)
        if gzip:
            headers["Accept-Encoding"] = "gzip"
        data = None if body is None else json.dumps(body).encode()
        if data is not None:
            headers["Content-Type"] = "application/json"
        self.connection.request(method, path, body=data, headers=headers)
        reply = self.connection.getresponse()
        return reply.status, reply.read(), reply.getheader("Retry-After")


def ask(client: Client, match: str, token: str, kind: str, **args: object) -> dict:
    """The result of one request of the setting up, each from an address of its own
    (the setting up is no load to measure, and no address's limits bound it)."""
    client.headers = {"X-Forwarded-For": "10.%d.%d.%d" % tuple(os.urandom(3))}
    status, body, _ = client.call("POST", "/api/matches/%s/requests" % match, token,
                                  {"id": 1, "type": kind, "args": args})
    reply = json.loads(body)
    assert status == 200 and reply["ok"], (status, reply)
    return reply["result"]


def set_up(base: str, turns: int) -> tuple:
    """(match, token) of a match whose first deal is over after ``turns`` turns, its
    review kept; and (match, token) of the other player's."""
    client = Client(base)
    matches = []
    for _ in range(2):
        client.connection.request("POST", "/api/matches", body=b"{}")
        created = json.loads(client.connection.getresponse().read())
        matches.append((created["match"], [s["token"] for s in created["seats"]]))
    match, tokens = matches[0]
    seat = next(k for k in (0, 1) if ask(client, match, tokens[k], "view")["phase"] == "draw")
    for _ in range(turns):
        drawn = ask(client, match, tokens[seat], "draw", source="stock")["drawn"]
        if ask(client, match, tokens[seat], "discard", card=drawn)["controls"]["review"]:
            break
        seat = 1 - seat
    else:
        ask(client, match, tokens[seat], "drop")
    ask(client, match, tokens[0], "review", deal=1)
    return (match, tokens[0]), (matches[1][0], matches[1][1][0])


def read_reviews(base: str, reviewed: tuple, polite: bool, stop: threading.Event,
                 answers: list) -> None:
    """Ask for the kept review in a loop, as the reader's address: each answer's
    (status, bytes) goes to ``answers``. A ``polite`` reader waits as long as a 429's
    Retry-After says; another asks again at once."""
    client = Client(base, READER)
    match, token = reviewed
    body = {"id": 1, "type": "review", "args": {"deal": 1}}
    while not stop.is_set():
        status, data, wait = client.call("POST", "/api/matches/%s/requests" % match, token,
                                         body, gzip=True)
        answers.append((status, len(data)))
        if polite and status == 429:
            stop.wait(float(wait or 1))


def readers(base: str, reviewed: tuple, count: int, polite: bool, seconds: float,
            pipe: Any) -> None:
    """``count`` readers together for ``seconds`` (in a process of their own, so that
    the other player's client waits for no reader's): their answers go to ``pipe``."""
    stop = threading.Event()
    answers: list = []
    threads = [threading.Thread(target=read_reviews, args=(base, reviewed, polite, stop,
                                                           answers)) for _ in range(count)]
    for thread in threads:
        thread.start()
    time.sleep(seconds)
    stop.set()
    for thread in threads:
        thread.join()
    pipe.send(answers)


def play_along(base: str, playing: tuple, stop: threading.Event, seconds: list) -> None:
    """The other player: its view every VIEW_EVERY seconds; how long each took."""
    client = Client(base, PLAYER)
    match, token = playing
    while not stop.is_set():
        started = time.perf_counter()
        status, _, _ = client.call("GET", "/api/matches/%s/view" % match, token)
        took = time.perf_counter() - started
        if status == 200:
            seconds.append(took)
        stop.wait(max(0.0, VIEW_EVERY - took))


def phase(server: ServeProcess, reviewed: tuple, playing: tuple, count: int, polite: bool,
          seconds: float) -> dict:
    """``count`` readers and the other player for ``seconds``: the figures."""
    assert server.process is not None
    stop = threading.Event()
    latencies: list = []
    player = threading.Thread(target=play_along, args=(server.base, playing, stop, latencies))
    mine, theirs = multiprocessing.Pipe()
    reading = multiprocessing.Process(target=readers, args=(
        server.base, reviewed, count, polite, seconds, theirs))
    cpu = _cpu_seconds(server.process.pid)
    player.start()
    reading.start()
    answers = mine.recv()
    cpu = _cpu_seconds(server.process.pid) - cpu
    stop.set()
    player.join()
    reading.join()
    served = [size for status, size in answers if status == 200]
    return {"statuses": dict(collections.Counter(status for status, _ in answers)),
            "per_second": len(served) / seconds, "bytes": max(served or [0]),
            "cpu": cpu / seconds, "cpu_per_review": cpu / max(1, len(served)),
            "p50": percentile(latencies, 0.5), "p99": percentile(latencies, 0.99)}


def measure(root: str, folder: str, label: str, args: argparse.Namespace) -> None:
    for limits in ([], ["--rate", "0"]):
        name = "%s, %s" % (label, "limits off" if limits else "own limits")
        server = ServeProcess("sqlite:///" + os.path.join(folder, "%s-%d.sqlite3" % (
            label, len(limits))), os.path.join(folder, "site"),
            os.path.join(folder, "serve.log"), "--forwarded-allow-ips", "127.0.0.1",
            "--matches-per-hour", "0", *limits, src=os.path.join(root, "src"))
        try:
            server.start()
            reviewed, playing = set_up(server.base, args.turns)
            for count, polite, what in ((0, False, "alone"), (1, True, "1 polite"),
                                        (1, False, "1 in a loop"),
                                        (args.at_once, False, "%d at once" % args.at_once)):
                if limits and polite:
                    continue  # no 429 to wait after
                got = phase(server, reviewed, playing, count, polite, args.seconds)
                print("%-20s %-12s other player p50 %5.1f ms p99 %6.1f ms  server CPU %3.0f%%"
                      % (name, what, 1000 * got["p50"], 1000 * got["p99"], 100 * got["cpu"]),
                      end="", flush=True)
                if count:
                    print("  reviews %5.1f/s %6.2f ms CPU each %7d B each  answers %s" % (
                        got["per_second"], 1000 * got["cpu_per_review"], got["bytes"],
                        got["statuses"]), end="")
                print(flush=True)
        finally:
            server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=46, help="turns of the deal reviewed")
    parser.add_argument("--seconds", type=float, default=10.0, help="of each phase")
    parser.add_argument("--at-once", type=int, default=48, help="readers together")
    parser.add_argument("--root", default=None, help="another checkout to measure as well")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="bench-reviews-")
    site.build(os.path.join(folder, "site"))
    print("a review of a %d-turn deal, read from one address; another player's view every "
          "%.0f ms; %.0f s a phase; %d cores" % (args.turns, 1000 * VIEW_EVERY, args.seconds,
                                                  os.cpu_count() or 0), flush=True)
    if args.root:
        measure(args.root, folder, "before", args)
    measure(ROOT, folder, "this", args)


if __name__ == "__main__":
    main()
