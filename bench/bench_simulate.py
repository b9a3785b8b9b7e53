"""Bot-against-bot turns per second of ``indian-rummy simulate``, beside an older commit.

Runs ``python -m indian_rummy simulate --games N --seed S`` (Mira against Mira
at the practice table) from this checkout and from ``--against COMMIT`` (its
``src`` exported with ``git archive`` into a temporary folder), in turn, each
in a fresh process, and reads the turns per second the command prints (timed
inside the process, so start-up is left out). Prints each side's median, the
median of the pair-by-pair ratios, and each round. The default commit is the
last one in which Mira played her whole turn herself, before bots decided from
a seat's sight. Figures, not a test: the machine may be shared, so quote the
ratio, which pairs runs made close together.

    .venv/bin/python bench/bench_simulate.py [--against COMMIT] [--games N] [--seed S]
                                             [--rounds R]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TURNS_PER_SECOND = re.compile(r"= ([0-9.]+) turns/s")


def turns_per_second(src: str, games: int, seed: int) -> float:
    """One whole run of the command with ``src`` first on the path: its turns/s."""
    env = dict(os.environ, PYTHONPATH=src)
    out = subprocess.run(
        [sys.executable, "-m", "indian_rummy", "simulate", "--games", str(games),
         "--seed", str(seed)], env=env, cwd=ROOT, check=True, capture_output=True,
        text=True).stdout
    found = TURNS_PER_SECOND.search(out)
    if found is None:
        raise SystemExit("no turns/s in the output of %s:\n%s" % (src, out))
    return float(found.group(1))


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
        old_src = os.path.join(folder, "src")
        new_src = os.path.join(ROOT, "src")
        turns_per_second(new_src, args.games, args.seed)  # warm-up: file caches, .pyc
        turns_per_second(old_src, args.games, args.seed)
        rounds = []
        for _ in range(args.rounds):
            rounds.append((turns_per_second(new_src, args.games, args.seed),
                           turns_per_second(old_src, args.games, args.seed)))
    print("simulate --games %d --seed %d, %d rounds, turns/s inside the process" % (
        args.games, args.seed, args.rounds))
    print("this checkout  median %8.0f" % median([new for new, _ in rounds]))
    print("%-14s median %8.0f" % (args.against, median([old for _, old in rounds])))
    print("ratio (this / %s), median of pairs: %.3f" % (
        args.against, median([new / old for new, old in rounds])))
    for new, old in rounds:
        print("  %8.0f %8.0f  %.3f" % (new, old, new / old))


if __name__ == "__main__":
    main()
