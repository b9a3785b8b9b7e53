"""Kiran against Mira: his share of decided heads-up twine deals, and how long his turn takes.

Plays one-deal twine matches from seeds 1..N twice, once with Kiran in each
seat (so both see the same cards from either side), and prints the deals he
won among those with a winner, with his drops and Mira's. Then times Kiran's
turns in such deals on CPython and under the pinned MicroPython WebAssembly
build in Node (as the conformance tests run it) and prints p50 and p99.

    .venv/bin/python bench/bench_bots.py [--deals N] [--timed D] [--no-micropython]
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from indian_rummy.tools.simulate import play_match  # noqa: E402
from mpy import run_micropython  # noqa: E402

# Runs unchanged on both runtimes: times every Kiran turn of DEALS twine deals, whole
# (his decisions and the table's own work on his actions).
TIMING = r'''
import time
from indian_rummy.bots import kiran, mira, new_match

try:  # MicroPython's clock; in Node it ticks in whole milliseconds
    ticks = time.ticks_us
    def since_us(t0):
        return time.ticks_diff(time.ticks_us(), t0)
except AttributeError:
    ticks = time.perf_counter
    def since_us(t0):
        return (time.perf_counter() - t0) * 1e6

playing = []  # turns after which the deal goes on
ending = []   # turns that end it: the table checks his declaration and scores the loser
for seed in range(1, DEALS + 1):
    bots = ["kiran", "mira"] if seed % 2 else ["mira", "kiran"]
    match = new_match("twine", "deal", bots, seed)
    while not match.deal_over():
        seat = match.deal.turn
        if bots[seat] == "kiran":
            t0 = ticks()
            kiran.play_turn(match.deal, seat)
            spent = since_us(t0)
            (ending if match.deal_over() else playing).append(spent)
        else:
            mira.play_turn(match.deal, seat)
def show(label, times):
    times = sorted(times)
    def pct(q):
        return times[min(len(times) - 1, int(q * len(times)))] / 1000
    print("%s %d: p50 %.2f ms, p99 %.2f ms, max %.2f ms" % (
        label, len(times), pct(0.5), pct(0.99), times[-1] / 1000))
show("kiran turns, all", playing + ending)
show("kiran turns the deal goes on after", playing)
show("kiran turns that end the deal", ending)
'''


def head_to_head(deals: int) -> dict:
    """Kiran's wins, losses and drawn deals over seeds 1..deals in both seat orders."""
    won = lost = drawn = kiran_drops = mira_drops = 0
    for seed in range(1, deals + 1):
        for kiran_seat in (0, 1):
            bots = ["mira", "mira"]
            bots[kiran_seat] = "kiran"
            result = play_match("twine", "deal", bots, seed, weigh_drops=False)
            for drop in result["drops"]:
                if drop.bot == "kiran":
                    kiran_drops += 1
                else:
                    mira_drops += 1
            if result["winner"] is None:
                drawn += 1
            elif result["winner"] == kiran_seat:
                won += 1
            else:
                lost += 1
    return {"won": won, "lost": lost, "drawn": drawn, "kiran_drops": kiran_drops,
            "mira_drops": mira_drops}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500,
                        help="seeds; each is played in both seat orders")
    parser.add_argument("--timed", type=int, default=40, help="deals whose turns are timed")
    parser.add_argument("--no-micropython", action="store_true")
    args = parser.parse_args()

    started = time.perf_counter()
    figures = head_to_head(args.deals)
    seconds = time.perf_counter() - started
    decided = figures["won"] + figures["lost"]
    print("-- twine heads-up, seeds 1..%d in both seat orders: %d deals (%.1f s)" % (
        args.deals, 2 * args.deals, seconds))
    print("Kiran won %d of %d decided deals: %.1f%% (lost %d, undecided %d)" % (
        figures["won"], decided, 100.0 * figures["won"] / max(1, decided), figures["lost"],
        figures["drawn"]))
    print("drops: Kiran %d, Mira %d" % (figures["kiran_drops"], figures["mira_drops"]))

    script = "DEALS = %d\n%s" % (args.timed, TIMING)
    namespace: dict = {}
    print("-- CPython %s, %d deals" % (sys.version.split()[0], args.timed))
    exec(script, namespace)  # noqa: S102 - our own timing body
    if not args.no_micropython:
        print("-- MicroPython WebAssembly in Node (tests/mp_runner.mjs), %d deals" % args.timed)
        print(run_micropython(script, timeout=1800), end="")


if __name__ == "__main__":
    main()
