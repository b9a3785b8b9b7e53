"""One bot against another: its net points a deal, its share of decided deals and of Pool 101
matches, and how long its turn takes.

Plays one-deal twine matches (drops allowed) from seeds S..S+N-1 twice, once
with the first bot in each seat (so both see the same cards from either side),
and prints the first bot's net points a deal (what the other paid it less
what it paid, by the game's score) with a 95% interval over the seeds' pairs,
beside the deals it won among those with a winner with a 95% confidence
interval (normal approximation), each bot's drops and the loser's mean
points. With ``--pools P`` it plays P seeds of twine Pool 101 matches in both
seat orders and prints the share of matches won. Then times the
first bot's turns in such deals on CPython and under the pinned MicroPython
WebAssembly build in Node (as the conformance tests run it) and prints p50 and
p99. ``--bots tara,kiran`` measures Tara; the default is Kiran against Mira.
``--nets FILE`` writes the seeds' paired nets (JSON), and ``--paired-with FILE``
prints the difference of this run's nets and those (the same seeds played by
another version of the bot, say main's: run this script from that checkout)
with its 95% interval.
``--ladder`` plays every pair of the random player, Mira, Kiran and Tara (the
later one measured against the earlier), then times each bot.

    .venv/bin/python bench/bench_bots.py [--bots A,B | --ladder] [--deals N] [--first S]
                                         [--timed D] [--pools P] [--jobs J]
                                         [--nets FILE] [--paired-with FILE]
                                         [--no-micropython]
"""

import argparse
import json
import math
import multiprocessing
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from indian_rummy.bots import BOTS  # noqa: E402
from indian_rummy.tools.simulate import RANDOM, play_match  # noqa: E402
from mpy import run_micropython  # noqa: E402

# Runs unchanged on both runtimes: times every turn of BOT in DEALS twine deals against
# OTHER, whole (its decisions and the table's own work on its actions).
TIMING = r'''
import time
from indian_rummy.bots import new_match, play_bot_turn

try:  # MicroPython's clock; in Node it ticks in whole milliseconds
    ticks = time.ticks_us
    def since_us(t0):
        return time.ticks_diff(time.ticks_us(), t0)
except AttributeError:
    ticks = time.perf_counter
    def since_us(t0):
        return (time.perf_counter() - t0) * 1e6

playing = []  # turns after which the deal goes on
ending = []   # turns that end it: the table checks the declaration and scores the loser
for seed in range(1, DEALS + 1):
    bots = [BOT, OTHER] if seed % 2 else [OTHER, BOT]
    match = new_match("twine", "deal", bots, seed)
    while not match.deal_over():
        seat = match.deal.turn
        if bots[seat] == BOT:
            t0 = ticks()
            play_bot_turn(match, seat)
            spent = since_us(t0)
            (ending if match.deal_over() else playing).append(spent)
        else:
            play_bot_turn(match, seat)
def show(label, times):
    if not times:
        print("%s: none" % label)
        return
    times = sorted(times)
    def pct(q):
        return times[min(len(times) - 1, int(q * len(times)))] / 1000
    print("%s %d: p50 %.2f ms, p99 %.2f ms, max %.2f ms" % (
        label, len(times), pct(0.5), pct(0.99), times[-1] / 1000))
show(BOT + " turns, all", playing + ending)
show(BOT + " turns the deal goes on after", playing)
show(BOT + " turns that end the deal", ending)
'''


def head_to_head(bot: str, other: str, first: int, deals: int, jobs: int = 1) -> dict:
    """``bot``'s wins, losses and undecided deals against ``other`` over seeds
    first..first+deals-1 in both seat orders, with both bots' drops and the points
    each lost by (summed over its lost deals)."""
    if jobs > 1:  # the seeds in slices, a process each, their figures added up
        size = (deals + jobs - 1) // jobs
        slices = [(bot, other, start, min(size, first + deals - start))
                  for start in range(first, first + deals, size)]
        with multiprocessing.Pool(jobs) as pool:
            parts = pool.starmap(head_to_head, slices)
        figures = parts[0]
        for part in parts[1:]:
            for key in figures:
                figures[key] += part[key]
        return figures
    figures = {"won": 0, "lost": 0, "drawn": 0, "drops": 0, "other_drops": 0,
               "lost_points": 0, "other_lost_points": 0, "nets": []}
    for seed in range(first, first + deals):
        net = 0  # the pair's points: both seat orders of one seed
        for seat in (0, 1):
            bots = [other, other]
            bots[seat] = bot
            result = play_match("twine", "deal", bots, seed, weigh_drops=False)
            for drop in result["drops"]:
                figures["drops" if drop.seat == seat else "other_drops"] += 1
            points = [row["points"] for row in result["standings"]]
            net += points[1 - seat] - points[seat]
            if result["winner"] is None:
                figures["drawn"] += 1
            elif result["winner"] == seat:
                figures["won"] += 1
                figures["other_lost_points"] += points[1 - seat]
            else:
                figures["lost"] += 1
                figures["lost_points"] += points[seat]
        figures["nets"].append(net)
    return figures


def pool_matches(bot: str, other: str, first: int, seeds: int, jobs: int = 1) -> tuple:
    """``bot``'s wins and the matches played at twine Pool 101 against ``other``, seeds
    first..first+seeds-1 in both seat orders."""
    if jobs > 1:
        size = (seeds + jobs - 1) // jobs
        slices = [(bot, other, start, min(size, first + seeds - start))
                  for start in range(first, first + seeds, size)]
        with multiprocessing.Pool(jobs) as pool:
            parts = pool.starmap(pool_matches, slices)
        return sum([p[0] for p in parts]), sum([p[1] for p in parts])
    won = 0
    for seed in range(first, first + seeds):
        for seat in (0, 1):
            bots = [other, other]
            bots[seat] = bot
            result = play_match("twine", "pool101", bots, seed, weigh_drops=False)
            won += result["winner"] == seat
    return won, 2 * seeds


def interval(share: float, count: int) -> tuple:
    """A share's 95% interval (normal approximation), in percent."""
    half = 1.96 * math.sqrt(share * (1 - share) / max(1, count))
    return 100 * (share - half), 100 * (share + half)


def name_of(player: str) -> str:
    return BOTS[player].name if player in BOTS else player.capitalize()


def report(bot: str, other: str, first: int, deals: int, jobs: int = 1) -> list:
    """Print ``bot``'s share of decided deals against ``other``, drops and lost points;
    return the seeds' paired nets."""
    name, other_name = name_of(bot), name_of(other)
    started = time.perf_counter()
    figures = head_to_head(bot, other, first, deals, jobs)
    seconds = time.perf_counter() - started
    won, lost = figures["won"], figures["lost"]
    decided = won + lost
    share = won / max(1, decided)
    low, high = interval(share, decided)
    nets = figures["nets"]
    mean = sum(nets) / max(1, len(nets))
    spread = math.sqrt(sum([(n - mean) ** 2 for n in nets]) / max(1, len(nets) - 1))
    margin = 1.96 * spread / math.sqrt(max(1, len(nets)))
    print("-- twine heads-up, seeds %d..%d in both seat orders: %d deals (%.1f s)" % (
        first, first + deals - 1, 2 * deals, seconds))
    print("%s against %s: %+.1f ± %.1f points a deal (95%%), won %d of %d decided deals: "
          "%.1f%% (95%% CI %.1f%%-%.1f%%; lost %d, undecided %d)" % (
              name, other_name, mean / 2, margin / 2, won, decided, 100 * share, low, high,
              lost, figures["drawn"]))
    print("drops: %s %d, %s %d" % (name, figures["drops"], other_name, figures["other_drops"]))
    print("loser's mean points: %s %.1f, %s %.1f" % (
        name, figures["lost_points"] / max(1, lost), other_name,
        figures["other_lost_points"] / max(1, won)))
    return nets


def paired(nets: list, before: list) -> tuple:
    """The mean difference a deal of two runs' paired nets (each a seed's two deals),
    and its 95% interval's half width."""
    gains = [(a - b) / 2 for a, b in zip(nets, before)]
    mean = sum(gains) / max(1, len(gains))
    spread = math.sqrt(sum([(g - mean) ** 2 for g in gains]) / max(1, len(gains) - 1))
    return mean, 1.96 * spread / math.sqrt(max(1, len(gains)))


def time_turns(bot: str, other: str, timed: int, micropython: bool) -> None:
    """Print the p50 and p99 of ``bot``'s turns against ``other`` on both runtimes."""
    script = "BOT = %r\nOTHER = %r\nDEALS = %d\n%s" % (bot, other, timed, TIMING)
    namespace: dict = {}
    print("-- CPython %s, %d deals" % (sys.version.split()[0], timed))
    exec(script, namespace)  # noqa: S102 - our own timing body
    if micropython:
        print("-- MicroPython WebAssembly in Node (tests/mp_runner.mjs), %d deals" % timed)
        print(run_micropython(script, timeout=1800), end="")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="kiran,mira",
                        help="the bot measured and its opponent, as A,B (the registry's keys)")
    parser.add_argument("--ladder", action="store_true",
                        help="every pair of random, Mira, Kiran and Tara, then each bot's turns")
    parser.add_argument("--deals", type=int, default=500,
                        help="seeds; each is played in both seat orders")
    parser.add_argument("--first", type=int, default=1, help="the first seed")
    parser.add_argument("--timed", type=int, default=40, help="deals whose turns are timed")
    parser.add_argument("--pools", type=int, default=0,
                        help="seeds of Pool 101 matches, each in both seat orders")
    parser.add_argument("--jobs", type=int, default=1, help="processes sharing the seeds")
    parser.add_argument("--nets", help="write the seeds' paired nets to this file (JSON)")
    parser.add_argument("--paired-with", help="nets written before, of the same seeds")
    parser.add_argument("--no-micropython", action="store_true")
    args = parser.parse_args()
    if args.ladder:
        rungs = [RANDOM, "mira", "kiran", "tara"]
        for k, bot in enumerate(rungs):
            for other in rungs[:k]:
                report(bot, other, args.first, args.deals, args.jobs)
        for bot in rungs[1:]:
            time_turns(bot, "kiran" if bot != "kiran" else "mira", args.timed,
                       not args.no_micropython)
        return
    bot, other = args.bots.split(",")
    nets = report(bot, other, args.first, args.deals, args.jobs)
    if args.nets:
        with open(args.nets, "w", encoding="ascii") as out:
            json.dump({"first": args.first, "nets": nets}, out)
    if args.paired_with:
        with open(args.paired_with, encoding="ascii") as before:
            earlier = json.load(before)
        assert earlier["first"] == args.first and len(earlier["nets"]) == len(nets)
        mean, margin = paired(nets, earlier["nets"])
        print("paired with %s: %+.2f ± %.2f points a deal (95%%)" % (args.paired_with, mean,
                                                                  margin))
    if args.pools:
        won, played = pool_matches(bot, other, args.first, args.pools, args.jobs)
        low, high = interval(won / played, played)
        print("Pool 101: %s won %d of %d matches against %s: %.1f%% (95%% CI %.1f%%-%.1f%%)" % (
            name_of(bot), won, played, name_of(other), 100 * won / played, low, high))
    time_turns(bot, other, args.timed, not args.no_micropython)


if __name__ == "__main__":
    main()
