"""Watching the next player: how well `watch.takes` foresees which thrown cards he takes.

Plays heads-up twine deals from seeds S..S+N-1 between every pair of Mira, Kiran
and Tara (a bot against itself too), in both seat orders. At each throw it asks
`takes(sight)` of the thrower's sight just before the throw, reads the chance
given to the thrown card's face, and notes whether the next seat took that card.
Then it prints, per bot taking or leaving the cards, the AUC (the chance that a
card he took was given more than one he left, ties half: 0.5 is a guess, 1.0
foresees every take), the samples behind it with the share taken, and how long
`takes` took per call on CPython (p50, p99, max). Wild cards are left out (where
the rules allow, every bot takes them), and so is a final throw that ends the deal.
Last it times `takes` at every turn of a few deals under the pinned MicroPython
WebAssembly build in Node (as the conformance tests run it).

    PYTHONPATH=src .venv/bin/python bench/bench_watch.py [--deals N] [--first S]
                                                         [--timed D] [--no-micropython]
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from indian_rummy.bots import BOTS, bot_named, new_match  # noqa: E402
from indian_rummy.bots.sight import Sight  # noqa: E402
from indian_rummy.bots.watch import takes  # noqa: E402
from indian_rummy.engine.cards import JOKER, Card  # noqa: E402
from indian_rummy.engine.decision import DISCARD, DRAW  # noqa: E402
from mpy import run_micropython  # noqa: E402

PLAYERS = ("mira", "kiran", "tara")

# Runs under MicroPython: times `takes` at every turn of DEALS twine deals of Tara and Kiran.
TIMING = r'''
import time
from indian_rummy.bots import new_match, play_bot_turn
from indian_rummy.bots.sight import Sight
from indian_rummy.bots.watch import takes

times = []
for seed in range(1, DEALS + 1):
    match = new_match("twine", "deal", ["tara", "kiran"] if seed % 2 else ["kiran", "tara"], seed)
    while not match.deal_over():
        seat = match.deal.turn
        sight = Sight.of(match.deal, seat)
        t0 = time.ticks_us()
        takes(sight)
        times.append(time.ticks_diff(time.ticks_us(), t0))
        play_bot_turn(match, seat, may_drop=False)
times.sort()
def pct(q):
    return times[min(len(times) - 1, int(q * len(times)))] / 1000
print("takes() under MicroPython, %d calls: p50 %.1f ms, p99 %.1f ms, max %.1f ms" % (
    len(times), pct(0.5), pct(0.99), times[-1] / 1000))
'''


def collect(first: int, deals: int, players: tuple = PLAYERS, keep_sights: bool = False) -> list:
    """Every throw of the deals played, as (the bot after the thrower, its chance per mille
    from `takes`, whether it took the card, seconds `takes` took, and if kept the sight
    and the face thrown)."""
    samples = []
    for thrower in players:
        for taker in players:
            for seed in range(first, first + deals):
                for seat in (0, 1):
                    bots = [taker, taker]
                    bots[seat] = thrower
                    samples.extend(_throws(bots, seed, seat, keep_sights))
    return samples


def _throws(bots: list, seed: int, seat: int, keep_sights: bool) -> list:
    """The throws of ``seat`` in one deal, with the next seat's answer to each."""
    match = new_match("twine", "deal", bots, seed)
    deal = match.deal
    found = []
    waiting = None  # a throw whose answer (the next seat's draw) is still to come
    while not match.deal_over():
        turn = deal.turn
        sight = Sight.of(deal, turn, may_drop=False)
        decision = bot_named(bots[turn]).decide(sight)
        if waiting is not None and decision.action == DRAW:
            waiting[2] = decision.source == "discard"
            found.append(tuple(waiting))
            waiting = None
        if turn == seat and decision.action == DISCARD:
            face = Card(decision.card).face()
            if face[0] != JOKER and face[0] != deal.wild_rank:
                started = time.perf_counter()
                chance = takes(sight)[face]
                spent = time.perf_counter() - started
                waiting = [bots[1 - seat], chance, False, spent,
                           (sight, face) if keep_sights else None]
        match.play(turn, decision)
    return found


def auc(scored: list) -> float:
    """The chance that a taken card scored above a left one (ties count half), from
    (score, taken) pairs: rank sums, so it costs a sort."""
    ordered = sorted(scored, key=lambda pair: pair[0])
    taken = sum(1 for _, was in ordered if was)
    left = len(ordered) - taken
    if not taken or not left:
        return float("nan")
    rank_sum = 0.0
    k = 0
    while k < len(ordered):
        end = k
        while end < len(ordered) and ordered[end][0] == ordered[k][0]:
            end += 1
        middle = (k + 1 + end) / 2  # the mean rank of a run of ties
        rank_sum += middle * sum(1 for _, was in ordered[k:end] if was)
        k = end
    return (rank_sum - taken * (taken + 1) / 2) / (taken * left)


def report(samples: list) -> None:
    for taker in PLAYERS + ("all",):
        mine = [s for s in samples if taker in ("all", s[0])]
        if not mine:
            continue
        taken = sum(1 for s in mine if s[2])
        mean_taken = sum(s[1] for s in mine if s[2]) / max(1, taken)
        mean_left = sum(s[1] for s in mine if not s[2]) / max(1, len(mine) - taken)
        name = BOTS[taker].name if taker in BOTS else "every bot"
        print("%-9s AUC %.3f over %d throws (%.1f%% taken; mean chance given %.0f/1000 to "
              "the taken, %.0f to the left)" % (name, auc([(s[1], s[2]) for s in mine]),
                                                 len(mine), 100 * taken / len(mine),
                                                 mean_taken, mean_left))
    times = sorted(s[3] for s in samples)
    print("takes() on CPython %s, %d calls: p50 %.2f ms, p99 %.2f ms, max %.2f ms" % (
        sys.version.split()[0], len(times), 1000 * times[len(times) // 2],
        1000 * times[min(len(times) - 1, int(0.99 * len(times)))], 1000 * times[-1]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30,
                        help="seeds per pair of bots; each is played in both seat orders")
    parser.add_argument("--first", type=int, default=1, help="the first seed")
    parser.add_argument("--timed", type=int, default=6,
                        help="deals whose turns are timed under MicroPython")
    parser.add_argument("--no-micropython", action="store_true")
    args = parser.parse_args()
    started = time.perf_counter()
    samples = collect(args.first, args.deals)
    print("-- twine heads-up, every pair of %s, seeds %d..%d in both seat orders (%.0f s)" % (
        ", ".join(BOTS[p].name for p in PLAYERS), args.first, args.first + args.deals - 1,
        time.perf_counter() - started))
    report(samples)
    if not args.no_micropython:
        print(run_micropython("DEALS = %d\n%s" % (args.timed, TIMING), timeout=1800), end="")


if __name__ == "__main__":
    main()
