"""``python -m indian_rummy.tools.puzzles``: generate the shipped puzzles (``make puzzles``).

    --out FILE     where to write them (web/learn/puzzles.json)
    --jobs J       processes weighing candidates at once (the same bytes whatever J)
    --quota N      puzzles per theme, at most (default: each theme's in generate.QUOTAS)
    --deals N      deals to draw candidates from (seeds 1..N)
    --wild-deals N deals beyond them with a wild card on the pile at the learner's first draw
    --rollouts N   rollouts of each choice still in question (--first: of every choice)
"""

import argparse
import sys
import time

from . import rollouts
from .generate import DEALS, SEED, WILD_DEALS, Settings, generate, write
from .themes import THEMES


def main(argv: "list[str] | None" = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m indian_rummy.tools.puzzles")
    parser.add_argument("--out", required=True)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--quota", type=int, help="puzzles per theme (default: QUOTAS)")
    parser.add_argument("--deals", type=int, default=DEALS)
    parser.add_argument("--wild-deals", type=int, default=WILD_DEALS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--first", type=int, default=rollouts.FIRST)
    parser.add_argument("--rollouts", type=int, default=rollouts.ROLLOUTS)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    quota = None if args.quota is None else dict([(theme, args.quota) for theme in THEMES])
    settings = Settings(quota, args.deals, args.seed, args.first, args.rollouts, args.jobs,
                        args.wild_deals)
    run = generate(settings, lambda line: print("%5.0f s  %s" % (
        time.perf_counter() - started, line), file=sys.stderr, flush=True))
    write(args.out, run, settings)
    counts = dict([(theme, 0) for theme in THEMES])
    for puzzle in run.puzzles:
        counts[puzzle["theme"]] += 1
    print("%d puzzles from %d deals in %.0f s (%d weighed; rejected by the first "
          "evaluation %d, disputed by the second %d)" % (
              len(run.puzzles), run.deals, time.perf_counter() - started, run.weighed,
              sum(run.rejected["first"].values()), sum(run.rejected["second"].values())))
    for theme in THEMES:
        print("  %-9s %4d  (rejected %d, disputed %d)" % (
            theme, counts[theme], run.rejected["first"].get(theme, 0),
            run.rejected["second"].get(theme, 0)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
