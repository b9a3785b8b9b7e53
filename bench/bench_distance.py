"""Distance to a declaration on CPython and MicroPython (WebAssembly, in Node).

Prints p50 and p99 µs per hand of ``engine.distance.distance`` on generated hands:
13-card hands (a quarter each random, complete, near-complete and wild-heavy, as
``tests/handgen.py`` makes them), 14-card hands, and hands crowded with wild cards
(six to twelve of them: at most every wild card of a pack with four jokers). The
goal (issue 21): p99 at most 2 ms on CPython and 40 ms on MicroPython. Figures, not
a test: the machine is shared, compare within one run.

    .venv/bin/python bench/bench_distance.py [--hands N] [--no-micropython]
"""

import argparse
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from handgen import full_pack, hand_text, mixed_hands  # noqa: E402
from mpy import run_micropython  # noqa: E402

# The timing body runs unchanged on both runtimes; it prints one line per figure.
BODY = r'''
from indian_rummy.engine.cards import parse_cards
from indian_rummy.engine.distance import distance

# MicroPython's clock here ticks in whole milliseconds: each hand is timed over
# REPEAT runs and divided, so single-hand figures stay meaningful.
try:
    import time
    ticks = time.ticks_us
    def elapsed_us(t0):
        return time.ticks_diff(time.ticks_us(), t0) / REPEAT
except AttributeError:
    ticks = time.perf_counter
    def elapsed_us(t0):
        return (time.perf_counter() - t0) * 1e6 / REPEAT

def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]

for name, hands in SETS:
    times = []
    total = 0
    for w, text in hands:
        hand = parse_cards(text, jokers=4)
        t0 = ticks()
        for _ in range(REPEAT):
            d = distance(hand, w)
        times.append(elapsed_us(t0))
        total += d
    print("%s hands %d mean_distance %.2f p50_us %.0f p99_us %.0f max_us %.0f" % (
        name, len(hands), total / len(hands), pct(times, 0.5), pct(times, 0.99),
        max(times)))
'''


def wild_crowded(rng: random.Random, count: int) -> list:
    """Hands holding six to twelve wild cards (four printed jokers and the wild rank)."""
    out = []
    for _ in range(count):
        wild_rank = rng.randint(1, 13)
        pack = full_pack(jokers=4)
        wilds = [c for c in pack if c[0] in (0, wild_rank)]
        others = [c for c in pack if c[0] not in (0, wild_rank)]
        k = rng.randint(6, len(wilds))
        out.append((wild_rank, hand_text(rng.sample(wilds, k) + rng.sample(others, 13 - k))))
    return out


def fourteen(rng: random.Random, count: int) -> list:
    out = []
    for wild_rank, hand in mixed_hands(rng.randint(1, 10**6), count):
        pack = full_pack()
        for card in hand:
            pack.remove(card)
        out.append((wild_rank, hand_text(hand + [rng.choice(pack)])))
    return out


def script(sets: list, repeat: int = 1) -> str:
    return "SETS = %r\nREPEAT = %d\n%s" % (sets, repeat, BODY)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--no-micropython", action="store_true")
    args = parser.parse_args()

    rng = random.Random(21)
    sets = [("mixed13", [(w, hand_text(h)) for w, h in mixed_hands(2026, args.hands)]),
            ("fourteen", fourteen(rng, args.hands // 4)),
            ("wild_crowded", wild_crowded(rng, args.hands // 4))]
    print("Distance benchmark: %s" % ", ".join("%d %s" % (len(h), n) for n, h in sets))
    print("-- CPython %s" % sys.version.split()[0])
    namespace: dict = {}
    exec(script(sets), namespace)  # noqa: S102 - our own timing body
    if not args.no_micropython:
        small = [(n, h[: max(100, len(h) // 5)]) for n, h in sets]
        out = run_micropython(script(small, repeat=3), timeout=1800)
        print("-- MicroPython 1.27 WebAssembly in Node (%s)" % ", ".join(
            "%d %s" % (len(h), n) for n, h in small))
        print(out, end="")


if __name__ == "__main__":
    main()
