"""``python -m indian_rummy.tools.training``: the fitted model's data and its fit.

    positions --games N [--first S] [--jobs J] --out FILE   simulate games S..S+N-1 and
                                                            write their positions (CSV)
    fit --data FILE... [--out PATH]                         fit the model and write its
                                                            parameters (bots/model_params.py)

``make model`` runs both. The fit needs numpy (``pip install -e '.[train]'``); the
shipped model does not.
"""

import argparse
import sys
import time
from pathlib import Path

from .positions import COLUMNS, simulate

PARAMS = Path(__file__).resolve().parent.parent.parent / "bots" / "model_params.py"


def main(argv: "list[str] | None" = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m indian_rummy.tools.training")
    commands = parser.add_subparsers(dest="command", required=True)
    made = commands.add_parser("positions", help="simulate games and write their positions")
    made.add_argument("--games", type=int, required=True)
    made.add_argument("--first", type=int, default=1, help="the first game's seed")
    made.add_argument("--jobs", type=int, default=1)
    made.add_argument("--out", type=Path, required=True)
    fit = commands.add_parser("fit", help="fit the model to positions and write its parameters")
    fit.add_argument("--data", type=Path, nargs="+", required=True)
    fit.add_argument("--out", type=Path, default=PARAMS)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.command == "positions":
        rows = simulate(args.first, args.games, args.jobs)
        write(args.out, rows)
        what = "%d positions from %d games" % (len(rows), args.games)
    else:
        from .fit import fit_file
        what = fit_file(args.data, args.out)
    print("%s in %.1f s" % (what, time.perf_counter() - started), file=sys.stderr)
    return 0


def write(path: Path, rows: list) -> None:
    with open(path, "w", encoding="ascii") as out:
        out.write(",".join(COLUMNS) + "\n")
        for row in rows:
            out.write(",".join([str(value) for value in row]) + "\n")


if __name__ == "__main__":
    sys.exit(main())
