"""Bot-against-bot speed at the scored tables, on one CPython core.

Prints turns per second for whole matches of Mira against Mira: the practice
deal (for reference, the same bot and solver), twine one-deal matches with two
seats, and classic Pool 101 with six seats, each over the same seeds every
run; then twine deals of Kiran against Mira. Drops are not weighed here (that
replays the deal; see `simulate`). Seconds are this process's CPU time, so
other work on the shared machine does not count against it; still, compare
ratios within one run.

    .venv/bin/python bench/bench_scored.py [--matches N] [--rounds R]
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src")]

from indian_rummy.tools.simulate import play_match  # noqa: E402

TABLES = (
    ("practice deal, 2 seats", "practice", "deal", ["mira"] * 2),
    ("twine deal, 2 seats", "twine", "deal", ["mira"] * 2),
    ("twine pool101, 2 seats", "twine", "pool101", ["mira"] * 2),
    ("classic pool101, 6 seats", "classic", "pool101", ["mira"] * 6),
    ("twine deal, Kiran v Mira", "twine", "deal", ["kiran", "mira"]),
)


def measure(profile: str, match_format: str, bots: list, matches: int) -> tuple:
    """(turns, deals, CPU seconds) for ``matches`` matches from seed 1."""
    turns = deals = 0
    started = time.process_time()
    for seed in range(1, matches + 1):
        result = play_match(profile, match_format, bots, seed, weigh_drops=False)
        turns += result["turns"]
        deals += result["deals"]
    return turns, deals, time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=300, help="matches per table")
    parser.add_argument("--rounds", type=int, default=3,
                        help="rounds over every table; the best round is printed")
    args = parser.parse_args()
    best: dict = {}
    for _ in range(args.rounds):  # interleaved, so a busy moment hits every table alike
        for label, profile, match_format, bots in TABLES:
            matches = args.matches if match_format == "deal" else max(1, args.matches // 10)
            turns, deals, seconds = measure(profile, match_format, bots, matches)
            rate = turns / seconds
            if label not in best or rate > best[label][0]:
                best[label] = (rate, turns, deals, seconds)
    print("-- CPython %s, one core (CPU time), best of %d rounds" % (
        sys.version.split()[0], args.rounds))
    reference = best[TABLES[0][0]][0]
    for label, _, _, _ in TABLES:
        rate, turns, deals, seconds = best[label]
        print("%-26s %8.0f turns/s  (%d turns, %d deals, %.2f s; %.2f x practice)" % (
            label, rate, turns, deals, seconds, rate / reference))


if __name__ == "__main__":
    main()
