"""Bot-against-bot turns per second of ``indian-rummy simulate``, beside an older commit.

Runs ``python -m indian_rummy simulate --games N --seed S`` (Mira against Mira
at the practice table) from this checkout and from ``--against COMMIT`` (its
``src`` exported with ``git archive`` into a temporary folder), in turn, each
in a fresh process, and reads the turns per second the command prints (timed
inside the process, so start-up is left out). Beside it, the turns per second of
processor time: the process's own (user and system) less that of a one-game run
of the same tree (its start-up), which a busy machine disturbs far less than the
clock. Prints each side's medians, the medians of the pair-by-pair ratios, and
each round. The default commit is the last one in which Mira played her whole
turn herself, before bots decided from a seat's sight. Figures, not a test: the
machine may be shared, so quote the ratios, which pair runs made close together.

    .venv/bin/python bench/bench_simulate.py [--against COMMIT] [--games N] [--seed S]
                                             [--rounds R]
"""

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TURNS = re.compile(r"([0-9]+) turns in [0-9.]+ s = ([0-9.]+) turns/s")


def run(src: str, games: int, seed: int) -> tuple:
    """One whole run of the command with ``src`` first on the path: (turns, turns per
    second inside the process, the process's processor seconds)."""
    env = dict(os.environ, PYTHONPATH=src)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(
        [sys.executable, "-m", "indian_rummy", "simulate", "--games", str(games),
         "--seed", str(seed)], env=env, cwd=ROOT, check=True, capture_output=True,
        text=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    found = TURNS.search(out)
    if found is None:
        raise SystemExit("no turns/s in the output of %s:\n%s" % (src, out))
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return int(found.group(1)), float(found.group(2)), cpu


def median(values: list) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="f5b4887")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "archive", args.against, "src"], cwd=ROOT, check=True,
                                 capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        sides = (os.path.join(ROOT, "src"), os.path.join(folder, "src"))
        # Warm-up (file caches, .pyc), then each tree's start-up: a one-game run's time.
        start_up = [median([run(src, 1, args.seed)[2] for _ in range(3)]) for src in sides]
        rounds = []
        for _ in range(args.rounds):
            pair = []
            for src, ready in zip(sides, start_up):
                turns, per_second, cpu = run(src, args.games, args.seed)
                pair.append((per_second, turns / max(cpu - ready, 1e-6)))
            rounds.append(pair)
    print("simulate --games %d --seed %d, %d rounds: turns/s inside the process (clock), "
          "and per processor second less start-up (cpu)" % (args.games, args.seed, args.rounds))
    for k, name in enumerate(("this checkout", args.against)):
        print("%-14s median %8.0f clock  %8.0f cpu" % (
            name, median([pair[k][0] for pair in rounds]),
            median([pair[k][1] for pair in rounds])))
    print("ratio (this / %s), median of pairs: %.3f clock, %.3f cpu" % (
        args.against, median([new[0] / old[0] for new, old in rounds]),
        median([new[1] / old[1] for new, old in rounds])))
    for new, old in rounds:
        print("  clock %8.0f %8.0f  %.3f   cpu %8.0f %8.0f  %.3f" % (
            new[0], old[0], new[0] / old[0], new[1], old[1], new[1] / old[1]))


if __name__ == "__main__":
    main()
