"""The fitted model of a deal's future against today's hand-set outlook, on held-out deals.

Simulates games the fit never saw (seeds from ``--first``, every bot against every
bot at two to six seats, as ``python -m indian_rummy.tools.training positions``
plays them) and, over the bots' seats' positions, prints

* the log loss of the chance to declare first and the mean absolute error of the
  points from here, for the fitted model (:mod:`indian_rummy.bots.model`) and for
  today's outlook (:func:`indian_rummy.tools.training.outlook.race`), by table size too;
* the calibration tables: the positions in ten equal deciles of the chance said,
  each with the chance said and the share won; and in deciles of the points
  expected, the points expected and the points got (the goal: within 3 a decile).

    .venv/bin/python bench/bench_model.py [--games N] [--first S] [--jobs J] [--data FILE]

``--data`` reads positions written before (``python -m indian_rummy.tools.training
positions --first 1000001 ...``) instead of playing the games again.
"""

import argparse
import math
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src")]

from indian_rummy.bots.model import NAMES, outlook  # noqa: E402
from indian_rummy.tools.training.positions import (  # noqa: E402
    COLUMNS,
    PLAYERS,
    simulate,
)

# Far from the training games' seeds (1..MODEL_GAMES, 3000, in `make model`).
HELD_OUT = 1000001
# Where a row's features lie.
FEATURES = slice(3, 3 + len(NAMES))


def read(path: str) -> list:
    with open(path, encoding="ascii") as lines:
        next(lines)
        return [[int(v) for v in line.split(",")] for line in lines]


def log_loss(rows: list, said: str) -> float:
    """The mean log loss of the chances per mille in column ``said`` (kept off 0 and 1000
    by half a mille, as a chance said is rounded)."""
    total = 0.0
    for row in rows:
        chance = min(max(row[said], 0.5), 999.5) / 1000
        total -= math.log(chance if row["won"] else 1 - chance)
    return total / len(rows)


def errors(rows: list, said: str) -> tuple:
    """The points' mean absolute error, root mean square error and mean error (bias)."""
    misses = [row[said] - row["points"] for row in rows]
    return (sum([abs(m) for m in misses]) / len(rows),
            math.sqrt(sum([m * m for m in misses]) / len(rows)), sum(misses) / len(rows))


def deciles(rows: list, said: str, got: str) -> list:
    """Ten groups of equal size by ``said``: (count, mean said, mean got)."""
    ordered = sorted(rows, key=lambda row: (row[said], row["seed"], row["seat"]))
    groups = []
    for k in range(10):
        part = ordered[k * len(ordered) // 10:(k + 1) * len(ordered) // 10]
        groups.append((len(part), sum([r[said] for r in part]) / len(part),
                       sum([r[got] for r in part]) / len(part)))
    return groups


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--first", type=int, default=HELD_OUT)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--data", help="a positions file (CSV) of held-out games")
    args = parser.parse_args()
    started = time.perf_counter()
    rows = []
    for values in read(args.data) if args.data else simulate(args.first, args.games, args.jobs):
        row = dict(zip(COLUMNS, values))
        row["model_win"], row["model_points"] = outlook(values[FEATURES], row["player"])
        row["won_per_mille"] = 1000 * row["won"]
        rows.append(row)
    seeds = sorted({row["seed"] for row in rows})
    print("%d held-out positions of the bots' seats from %d games (seeds %d..%d), %.0f s" % (
        len(rows), len(seeds), seeds[0], seeds[-1], time.perf_counter() - started))
    print()
    print("points: MAE (mean absolute error), RMSE, bias (mean error); model / race")
    print("%-6s %9s %17s %17s %17s %17s" % ("seats", "positions", "log loss", "MAE", "RMSE",
                                              "bias"))
    for seats in [None, 2, 3, 4, 5, 6]:
        part = [r for r in rows if seats is None or r["opponents"] + 1 == seats]
        if not part:
            continue
        mine, race = errors(part, "model_points"), errors(part, "race_points")
        print("%-6s %9d %8.4f/%-8.4f %8.2f/%-8.2f %8.2f/%-8.2f %8.2f/%-8.2f" % (
            "all" if seats is None else seats, len(part), log_loss(part, "model_win"),
            log_loss(part, "race_win"), mine[0], race[0], mine[1], race[1], mine[2], race[2]))
    print()
    print("by the seat's player: positions; chance said / share won (%); points said / got")
    for player in PLAYERS:
        part = [r for r in rows if r["player"] == PLAYERS.index(player)]
        if part:
            print("  %-6s %7d %6.1f / %-6.1f %7.1f / %-7.1f" % (
                player, len(part), sum([r["model_win"] for r in part]) / len(part) / 10,
                100 * sum([r["won"] for r in part]) / len(part),
                sum([r["model_points"] for r in part]) / len(part),
                sum([r["points"] for r in part]) / len(part)))
    for label, said, got, scale in (
            ("chance to declare first (%)", "model_win", "won_per_mille", 10),
            ("points from here (lost; below 0 collected)", "model_points", "points", 1)):
        for source in ("model", "race"):
            column = said.replace("model", source)
            print()
            print("%s, %s: decile, positions, said, got, off" % (label, source))
            worst = 0.0
            for k, (count, mean_said, mean_got) in enumerate(deciles(rows, column, got)):
                off = (mean_said - mean_got) / scale
                worst = max(worst, abs(off))
                print("  %2d %7d %8.1f %8.1f %+7.1f" % (k + 1, count, mean_said / scale,
                                                       mean_got / scale, off))
            print("  worst decile off by %.1f" % worst)


if __name__ == "__main__":
    main()
