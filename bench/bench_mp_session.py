"""The worker's session under MicroPython in Node: the engine's import and each request's
answer, as the page's worker asks them, beside another commit's engine.

Times, with the bundle a site build ships (this checkout's and ``--against COMMIT``'s,
in turn, ``--rounds`` times): importing ``indian_rummy.protocol.session``, the first
``view``, the practice table's ``new_game``, then ``--turns`` of the player's turns
(a ``draw`` from the stock, a ``discard`` of the card drawn, each followed by the bots'
``bot_turn`` until it is the player's turn again), each request its own call from
JavaScript as in the worker (an engine whose discard played the bot's turn too, as
f5b4887's did, shows no bot_turn). Prints the medians of the Node process's processor time
(steadier than the wall clock on a busy machine) in milliseconds; figures, not a test.

    .venv/bin/python bench/bench_mp_session.py [--against f5b4887] [--turns 8] [--rounds 3]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, os.path.join(ROOT, "src"))

from bench_mp_turns import sides  # noqa: E402
from bench_simulate import median  # noqa: E402

from mpy import RUNNER, node_executable  # noqa: E402

SCRIPT = r'''
import json
import js

spent = {}

def cpu_us():  # the Node process's processor time: what the machine's load leaves alone
    used = js.process.cpuUsage()
    return used.user + used.system

def timed(kind, call):
    c0 = cpu_us()
    answer = call()
    spent.setdefault(kind, []).append(cpu_us() - c0)
    return answer

asked = [0]

def ask(kind, args=None):
    asked[0] += 1
    request = {"id": asked[0], "type": kind}
    if args is not None:
        request["args"] = args
    raw = json.dumps(request)
    return json.loads(timed(kind, lambda: session.handle(raw)))["result"]

def load():
    try:
        return __import__("indian_rummy.protocol.session", None, None, ["handle"])
    except ImportError:  # before the engine was a package of packages
        return __import__("indian_rummy.facade", None, None, ["handle"])

def play():
    global session
    session = timed("import", load)
    yield
    ask("view")
    yield
    shown = ask("new_game", {"seed": 17, "guided": False, "profile": "practice",
                             "format": "deal"})
    yield
    for _ in range(TURNS):
        if shown["phase"] != "draw":
            break
        shown = ask("draw", {"source": "stock"})
        yield
        shown = ask("discard", {"card": shown["drawn"]})
        yield
        while shown["phase"] == "bot":
            shown = ask("bot_turn", {})
            yield
    for kind in KINDS:
        print(kind, " ".join([str(t) for t in spent.get(kind, [])]))

rounds = play()
'''
KINDS = ("import", "view", "new_game", "draw", "discard", "bot_turn")
TIMES = re.compile(r"^(\w+) ([0-9 ]*)$", re.MULTILINE)


def timed(bundle: str, turns: int) -> dict:
    """{request kind: the median of its answers' times in ms}, from one run."""
    script = "TURNS = %d\nKINDS = %r\n%s" % (turns, KINDS, SCRIPT)
    done = subprocess.run([node_executable(), str(RUNNER)], input=script.encode(),
                          capture_output=True, cwd=ROOT,
                          env=dict(os.environ, MP_ENGINE_BUNDLE=bundle))
    if done.returncode != 0:
        raise SystemExit(done.stderr.decode())
    out = done.stdout.decode()
    figures = {}
    for found in TIMES.finditer(out):
        spent = [int(t) / 1000 for t in found.group(2).split()]
        if spent:
            figures[found.group(1)] = median(spent)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="f5b4887")
    parser.add_argument("--turns", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        both = sides(args.against, folder)
        runs: dict = {name: [] for name, _ in both}
        for _ in range(args.rounds):
            for name, bundle in both:
                runs[name].append(timed(bundle, args.turns))
    print("the session's answers under MicroPython, median of %d runs (ms)" % args.rounds)
    print("%-14s" % "" + "".join(["%10s" % kind for kind in KINDS]))
    for name, _ in both:
        print("%-14s" % name + "".join([
            "%10.1f" % median([r.get(kind, 0.0) for r in runs[name]]) for kind in KINDS]))


if __name__ == "__main__":
    main()
