"""The Review's speed: how long the engine takes to review a practice deal, on both runtimes.

Plays ``--deals`` practice deals (the page's practice table: you against Mira, seeds from
``--seed``), you following the coach's hints as a learner who asks for each one, and keeps
those of at most ``--most`` turns. Then times the review of each (``protocol.table.reviewed``:
what the worker answers a ``review`` with, but for the JSON) under CPython and under
MicroPython WebAssembly in Node (``tests/mp_runner.mjs``, the engine as a built site ships
it), ``--rounds`` times, each round a fresh process reviewing every deal once (its first
review pays the imports, as the worker's does), and prints each runtime's p50, p95 and
slowest review, and the slowest a turn.

``--against REV`` times the engine of another commit alike in the same run (its ``src``
taken with ``git archive``), the same deals, each round right after this tree's, so that
both suffer the same load and the figures stand side by side; the digest of what the
reviews said is printed for each (the same bytes, the same digest).

The engine's searches of a least distance while reviewing every deal once are counted
too (under CPython, for each engine): the work, whatever the machine's load.

    .venv/bin/python bench/bench_review.py [--deals 8] [--seed 101] [--most 40]
        [--rounds 3] [--against 0d6a273] [--throwing] [--no-micropython]
"""

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from indian_rummy.protocol.session import Session  # noqa: E402
from kept_games import ask, export, play_deal  # noqa: E402
from mpy import RUNNER, node_executable  # noqa: E402

# Runs unchanged on both runtimes and on either engine: reviews each match of MATCHES (their
# exports) once; prints a line per review: its turns and microseconds, then what it said.
TIMING = r'''
import time
from indian_rummy.engine.canon import dumps
from indian_rummy.engine.match import Match
from indian_rummy.protocol.table import reviewed

micro = hasattr(time, "ticks_us")  # MicroPython's clock, or CPython's


def now():
    return time.ticks_us() if micro else int(time.perf_counter() * 1e6)

for data in MATCHES:
    match = Match.load(data)
    t0 = now()
    found = reviewed(match, 0, None)
    spent = time.ticks_diff(now(), t0) if micro else now() - t0
    print(len(found["turns"]), spent)
    print("said", dumps(found))
'''

# The engine's searches of a least distance (``distance._least``) in reviewing every deal
# of MATCHES, under CPython: the work done, whatever else the machine is doing.
COUNTING = r'''
from indian_rummy.engine import distance
from indian_rummy.engine.match import Match
from indian_rummy.protocol.table import reviewed

searched = [0]
search = distance._least


def counted(*args):
    searched[0] += 1
    return search(*args)


distance._least = counted
for data in MATCHES:
    reviewed(Match.load(data), 0, None)
print(searched[0])
'''


def practice_deals(first: int, deals: int, most: int, throwing: bool) -> list:
    """The exports of practice deals (you against Mira, seeds from ``first``) you played
    by the coach's hints (``throwing``: drawing from the stock and throwing the card drawn,
    longer deals), those of at most ``most`` turns of yours."""
    kept = []
    for seed in range(first, first + deals):
        session = Session()
        reply = ask(session, "new_game", {"seed": seed, "seats": [{"name": "You"},
                                                                  {"bot": "mira"}]})
        assert reply["ok"], reply
        assert session.match is not None
        if throwing:
            while session.match.deal.result is None:
                if session.match.deal.turn != 0:
                    ask(session, "bot_turn")
                elif session.match.deal.drawn is None:
                    ask(session, "draw", {"source": "stock"})
                else:
                    ask(session, "discard", {"card": session.match.deal.drawn})
        else:
            play_deal(session)
        # A turn of yours opens with a draw or a drop (the review counts them alike).
        turns = sum(1 for r in session.match.log if r.get("who") == 0 and r["action"] in (
            "draw", "drop"))
        if turns <= most:
            kept.append(export(session))
    return kept


def bundle_of(src: str, folder: str) -> str:
    """The engine bundle a site built from ``src`` ships (its bytecode), written in ``folder``."""
    path = os.path.join(folder, "bundle.bin")
    code = ("import sys\nfrom indian_rummy.site import engine_bundle\n"
            "sys.stdout.buffer.write(engine_bundle(bytecode=True))\n")
    with open(path, "wb") as out:
        subprocess.run([sys.executable, "-c", code], check=True, stdout=out,
                       env=dict(os.environ, PYTHONPATH=src), cwd=folder)
    return path


def run(script: str, src: str, bundle: "str | None") -> str:
    """``script``'s output under CPython with ``src`` (``bundle`` None) or MicroPython."""
    if bundle is None:
        command = [sys.executable, "-c", script]
        env = dict(os.environ, PYTHONPATH=src, PYTHONIOENCODING="utf-8")
        given = None
    else:
        command = [node_executable(), str(RUNNER)]
        env = dict(os.environ, MP_ENGINE_BUNDLE=bundle)
        given = script.encode("utf-8")
    proc = subprocess.run(command, input=given, capture_output=True, env=env, cwd=ROOT,
                          timeout=1800)
    if proc.returncode:
        raise SystemExit(proc.stderr.decode("utf-8", "replace"))
    return proc.stdout.decode("utf-8")


def measured(output: str) -> tuple:
    """Each review's (turns, ms) and the digest of every review said."""
    times = []
    digest = hashlib.sha256()
    for line in output.splitlines():
        if line.startswith("said "):
            digest.update(line.encode("utf-8"))
            continue
        turns, spent = line.split()
        times.append((int(turns), int(spent) / 1000))
    return times, digest.hexdigest()[:12]


def percentile(values: list, q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=8, help="practice deals played")
    parser.add_argument("--seed", type=int, default=101, help="the first deal's seed")
    parser.add_argument("--most", type=int, default=40, help="the most turns of a deal kept")
    parser.add_argument("--rounds", type=int, default=3, help="reviews of each deal timed")
    parser.add_argument("--against", help="a commit whose engine is timed alike, after")
    parser.add_argument("--throwing", action="store_true",
                        help="you throw each card you draw (longer deals) instead of the hints")
    parser.add_argument("--no-micropython", action="store_true", help="CPython only")
    options = parser.parse_args()
    matches = practice_deals(options.seed, options.deals, options.most, options.throwing)
    script = "import json\nMATCHES = json.loads(%r)\n%s" % (json.dumps(matches), TIMING)
    folder = tempfile.mkdtemp(prefix="bench-review-")
    try:
        trees = [("this tree", os.path.join(ROOT, "src"))]
        if options.against:
            other = os.path.join(folder, "against")
            os.makedirs(other)
            archive = subprocess.run(["git", "archive", options.against, "src", "pyproject.toml"],
                                     cwd=ROOT, check=True, capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", other], input=archive, check=True)
            # Its bytecode is compiled for the same MicroPython runtime as this tree's.
            os.symlink(os.path.join(ROOT, "node_modules"), os.path.join(other, "node_modules"))
            trees.append((options.against, os.path.join(other, "src")))
        runtimes = [("CPython", False)] + ([] if options.no_micropython else [
            ("MicroPython", True)])
        print("%d practice deals (seeds %d-%d, at most %d turns), reviewed in %d rounds" % (
            len(matches), options.seed, options.seed + options.deals - 1, options.most,
            options.rounds))
        print("%-12s %-10s %6s %9s %9s %9s %11s  %s" % (
            "runtime", "engine", "turns", "p50 ms", "p95 ms", "max ms", "ms a turn", "said"))
        bundles = {}
        for name, src in trees if not options.no_micropython else []:
            bundles[name] = bundle_of(src, tempfile.mkdtemp(dir=folder))
        timed: dict = {}
        said: dict = {}
        for _ in range(options.rounds):
            for runtime, micro in runtimes:
                for name, src in trees:
                    times, digest = measured(run(script, src, bundles[name] if micro else None))
                    timed.setdefault((runtime, name), []).extend(times)
                    said.setdefault((runtime, name), set()).add(digest)
        for runtime, _ in runtimes:
            for name, _ in trees:
                times = timed[(runtime, name)]
                spent = [ms for _, ms in times]
                per_turn = max(ms / turns for turns, ms in times if turns)
                print("%-12s %-10s %6d %9.0f %9.0f %9.0f %11.1f  %s" % (
                    runtime, name[:10], max(turns for turns, _ in times),
                    percentile(spent, 0.5), percentile(spent, 0.95), max(spent), per_turn,
                    " ".join(sorted(said[(runtime, name)]))))
        counting = "import json\nMATCHES = json.loads(%r)\n%s" % (json.dumps(matches), COUNTING)
        print("the engine's distance searches, every review once: " + ", ".join([
            "%s %s" % (name, run(counting, src, None).strip()) for name, src in trees]))
    finally:
        shutil.rmtree(folder, True)


if __name__ == "__main__":
    main()
