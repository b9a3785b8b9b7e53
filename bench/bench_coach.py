"""The coach: how long a hint and a deal's review take, on CPython and under MicroPython.

Plays shuffled practice deals from seeds 1..N where the player follows every other
hint and otherwise throws the card it drew (so the review has turns of every
mark), timing each `hint` request and then the `review` of the finished deal,
whole (the session's JSON in and out), on CPython and under the pinned
MicroPython WebAssembly build in Node (as the conformance tests run it).

    .venv/bin/python bench/bench_coach.py [--deals N] [--no-micropython]

It also prints the mean loss of each mark over those reviews, in the coach's
own points (no rollouts): the review's thresholds (protocol/review.py) are right
when it grows from good to blunder.
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from mpy import run_cpython, run_micropython  # noqa: E402

# Runs unchanged on both runtimes.
TIMING = r'''
import json
import time
from indian_rummy.protocol.session import Session

try:  # MicroPython's clock; in Node it ticks in whole milliseconds
    ticks = time.ticks_us
    def since_us(t0):
        return time.ticks_diff(time.ticks_us(), t0)
except AttributeError:
    ticks = time.perf_counter
    def since_us(t0):
        return (time.perf_counter() - t0) * 1e6

hints = []
reviews = []
turns = []
losses = {"good": [], "inaccuracy": [], "mistake": [], "blunder": []}
for seed in range(1, DEALS + 1):
    session = Session()
    session.handle(0, '{"type": "new_game", "args": {"seed": %d}}' % seed)
    deal = session.match.deal
    step = 0
    while deal.result is None:
        if deal.turn != 0:
            session.handle(0, '{"type": "bot_turn"}')
            continue
        t0 = ticks()
        hint = json.loads(session.handle(0, '{"type": "hint"}'))["result"]["hint"]
        hints.append(since_us(t0))
        step += 1
        if step % 2 or hint["step"] == "declare":
            kind = {"draw": "draw", "discard": "discard", "declare": "discard_declare"}
            session.handle(0, json.dumps({"type": kind[hint["step"]], "args": {
                "source": hint["source"], "card": hint["card"]}}))
        elif hint["step"] == "draw":
            session.handle(0, '{"type": "draw", "args": {"source": "stock"}}')
        else:
            # The card drawn, unless it came from the discard pile (it cannot go back).
            thrown = hint["card"] if deal.drawn == deal.picked else deal.drawn
            session.handle(0, '{"type": "discard", "args": {"card": %d}}' % thrown)
    t0 = ticks()
    reply = json.loads(session.handle(0, '{"type": "review"}'))
    reviews.append(since_us(t0))
    turns.append(len(reply["result"]["review"]["turns"]))
    for turn in reply["result"]["review"]["turns"]:
        losses[turn["mark"]].append(turn["loss"])


def show(label, times):
    times = sorted(times)
    def pct(q):
        return times[min(len(times) - 1, int(q * len(times)))] / 1000
    print("%s %d: p50 %.1f ms, p99 %.1f ms, max %.1f ms" % (
        label, len(times), pct(0.5), pct(0.99), times[-1] / 1000))
show("hint", hints)
show("review of a deal", reviews)
print("turns per review: %d to %d" % (min(turns), max(turns)))
for mark in ("good", "inaccuracy", "mistake", "blunder"):
    got = losses[mark]
    print("%-10s %4d turns, mean loss %s" % (mark, len(got), "%.1f points" % (
        sum(got) / len(got)) if got else "none"))
'''


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--no-micropython", action="store_true")
    args = parser.parse_args()
    script = "DEALS = %d\n" % args.deals + TIMING
    print("-- CPython")
    print(run_cpython(script), end="")
    if not args.no_micropython:
        print("-- MicroPython (WebAssembly, Node)")
        print(run_micropython(script, timeout=1800), end="")


if __name__ == "__main__":
    main()
