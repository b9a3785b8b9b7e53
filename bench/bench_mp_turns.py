"""A bot's turn under MicroPython in Node, a call from JavaScript a turn as in the page's
worker, beside another commit's engine.

Plays one-deal twine matches of ``--bots A,B`` from seeds 1..N (A first in odd
seeds) under ``tests/mp_runner.mjs`` and times each of A's turns whole (its
decisions and the table's work on them), each turn its own call from JavaScript, so
that the runtime collects garbage between turns as it does in the worker: the
wall-clock time and the Node process's processor time (steadier on a busy machine).
The engine is the bundle a site build ships, built from this checkout and from
``--against COMMIT`` (its ``src`` and ``pyproject.toml`` exported with ``git
archive``); the two run in turn, ``--rounds`` times. Prints each run's p50, p99 and
slowest turn, then the medians of each side. Figures, not a test: compare the sides
of one run.

    .venv/bin/python bench/bench_mp_turns.py [--bots tara,kiran] [--deals 20]
                                             [--against main] [--rounds 1]
"""

import argparse
import os
import pickle
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, os.path.join(ROOT, "src"))

from bench_simulate import median  # noqa: E402

from indian_rummy.site.bundle import pack_bundle  # noqa: E402
from mpy import RUNNER, node_executable  # noqa: E402

SCRIPT = r'''
import time
import js
from indian_rummy.bots import new_match, play_bot_turn

def cpu_us():  # the Node process's processor time: what the machine's load leaves alone
    used = js.process.cpuUsage()
    return used.user + used.system

wall = []
cpu = []

def turns():
    """Every turn of the deals: (the match, the seat to play, whether BOT plays it)."""
    for seed in range(1, DEALS + 1):
        match = new_match("twine", "deal", [BOT, OTHER] if seed % 2 else [OTHER, BOT], seed)
        while not match.deal_over():
            seat = match.deal.turn
            yield match, seat, match.seats[seat].bot == BOT

def play():
    for match, seat, timed in turns():
        if not timed:
            play_bot_turn(match, seat)
            continue
        t0 = time.ticks_us()
        c0 = cpu_us()
        play_bot_turn(match, seat)
        cpu.append(cpu_us() - c0)
        wall.append(time.ticks_diff(time.ticks_us(), t0))
        yield
    print("wall", " ".join([str(t) for t in wall]))
    print("cpu", " ".join([str(t) for t in cpu]))

rounds = play()
'''
TIMES = re.compile(r"^(wall|cpu) ([0-9 ]+)$", re.MULTILINE)


def bundle_of(src: str, folder: str) -> str:
    """The engine bundle a site build of ``src`` ships, written into ``folder`` (its
    bytecode packed as this checkout packs it: older commits shipped it otherwise)."""
    code = ("import pickle, sys\nfrom indian_rummy.site.bundle import engine_bytecode\n"
            if os.path.isdir(os.path.join(src, "indian_rummy", "site")) else
            "import pickle, sys\nfrom indian_rummy.site import engine_bytecode\n")
    compiled = subprocess.run(
        [sys.executable, "-c", code + "sys.stdout.buffer.write(pickle.dumps(engine_bytecode()))"],
        check=True, capture_output=True, cwd=ROOT, env=dict(os.environ, PYTHONPATH=src)).stdout
    path = os.path.join(folder, "bundle.bin")
    with open(path, "wb") as out:
        out.write(pack_bundle(pickle.loads(compiled)))
    return path


def sides(commit: str, folder: str) -> list:
    """[(name, bundle path)] of this checkout and of ``commit``, built in ``folder``."""
    # The site builder compiles a checkout's engine (pyproject.toml marks one) with
    # the runtime's version of mpy-cross, which it reads from node_modules.
    archive = subprocess.run(["git", "archive", commit, "src", "pyproject.toml"],
                             cwd=ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
    os.symlink(os.path.join(ROOT, "node_modules"), os.path.join(folder, "node_modules"))
    os.mkdir(os.path.join(folder, "new"))
    os.mkdir(os.path.join(folder, "old"))
    return [("this checkout", bundle_of(os.path.join(ROOT, "src"), os.path.join(folder, "new"))),
            (commit, bundle_of(os.path.join(folder, "src"), os.path.join(folder, "old")))]


def timed(bundle: str, bot: str, other: str, deals: int) -> dict:
    """{"wall" and "cpu": (turns, p50, p99, slowest)} in milliseconds, from one run under
    MicroPython."""
    script = "BOT = %r\nOTHER = %r\nDEALS = %d\n%s" % (bot, other, deals, SCRIPT)
    out = subprocess.run([node_executable(), str(RUNNER)], input=script.encode(), check=True,
                         capture_output=True, cwd=ROOT,
                         env=dict(os.environ, MP_ENGINE_BUNDLE=bundle)).stdout.decode()
    figures = {}
    for found in TIMES.finditer(out):
        spent = sorted([int(t) / 1000 for t in found.group(2).split()])
        figures[found.group(1)] = (len(spent), quantile(spent, 0.5), quantile(spent, 0.99),
                                   spent[-1])
    if len(figures) != 2:
        raise SystemExit("no figures in:\n" + out)
    return figures


def quantile(ordered: list, q: float) -> float:
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="tara,kiran")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--against", default="main")
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    bot, other = args.bots.split(",")
    with tempfile.TemporaryDirectory() as folder:
        sides_run = sides(args.against, folder)
        print("%s's turns against %s under MicroPython, %d deals, a call a turn (ms)" % (
            bot, other, args.deals), flush=True)
        runs: dict = {name: [] for name, _ in sides_run}
        for _ in range(args.rounds):
            for name, bundle in sides_run:
                figures = timed(bundle, bot, other, args.deals)
                runs[name].append(figures)
                for kind in ("cpu", "wall"):
                    print("  %-14s %-4s %4d turns  p50 %7.1f  p99 %7.1f  max %7.1f" % (
                        (name, kind) + figures[kind]), flush=True)
    for kind in ("cpu", "wall"):
        for name, _ in sides_run:
            print("%-14s %-4s median p50 %7.1f  p99 %7.1f" % (
                name, kind, median([r[kind][1] for r in runs[name]]),
                median([r[kind][2] for r in runs[name]])))


if __name__ == "__main__":
    main()
