"""Engine figures on CPython and MicroPython (WebAssembly, in Node), on fixed inputs.

Prints, for the same fixed hand sets on both runtimes: declaration check
median and p99 µs/hand, Arrange (14 cards) median ms, one Mira turn median ms,
and bot-against-bot turns per second on CPython. Figures, not a test: compare
ratios within one run; the machine is shared.

    .venv/bin/python bench/bench_engine.py [--hands N] [--no-micropython]
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from handgen import hand_text, mixed_hands  # noqa: E402
from mpy import run_micropython  # noqa: E402

# The timing body runs unchanged on both runtimes; it prints one line per figure.
BODY = r'''
import time
from indian_rummy.engine.cards import parse_cards
from indian_rummy.engine.solver import check, arrange
from indian_rummy.bots import new_match, play_bot_turn

# MicroPython's clock here ticks in whole milliseconds: each timing there repeats
# its work REPEAT times and divides, so single-hand figures stay meaningful.
try:
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

hands = [(w, parse_cards(t)) for w, t in HANDS13]
times = []
valid = 0
for w, hand in hands:
    t0 = ticks()
    for _ in range(REPEAT):
        v = check(hand, w)
    times.append(elapsed_us(t0))
    valid += v.valid
print("check_hands %d valid %d" % (len(hands), valid))
print("check_median_us %.1f" % pct(times, 0.5))
print("check_p99_us %.1f" % pct(times, 0.99))

times = []
for w, text in HANDS14:
    hand = parse_cards(text)
    t0 = ticks()
    for _ in range(REPEAT):
        arrange(hand, w)
    times.append(elapsed_us(t0))
print("arrange14_median_ms %.3f" % (pct(times, 0.5) / 1000))
print("arrange14_p99_ms %.3f" % (pct(times, 0.99) / 1000))

times = []
for seed in range(1, GAMES + 1):
    match = new_match("practice", "deal", ["mira", "mira"], seed)
    while not match.deal_over():
        # A turn changes the table, so it is timed once: the clock's step shows in p99.
        t0 = ticks()
        play_bot_turn(match, match.deal.turn)
        times.append(elapsed_us(t0) * REPEAT)
print("mira_turns %d" % len(times))
print("mira_turn_mean_ms %.3f" % (sum(times) / len(times) / 1000))
print("mira_turn_median_ms %.3f" % (pct(times, 0.5) / 1000))
print("mira_turn_p99_ms %.3f" % (pct(times, 0.99) / 1000))
'''


def script(hands13: list, hands14: list, games: int, repeat: int = 1) -> str:
    return "HANDS13 = %r\nHANDS14 = %r\nGAMES = %d\nREPEAT = %d\n%s" % (
        hands13, hands14, games, repeat, BODY)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--no-micropython", action="store_true")
    args = parser.parse_args()

    mixed = mixed_hands(2026, args.hands)
    hands13 = [(w, hand_text(h)) for w, h in mixed]
    extra = mixed_hands(14, 200)
    hands14 = []
    for (w, h), (_, g) in zip(mixed[:200], extra):
        hands14.append((w, hand_text(h) + " " + hand_text([c for c in g if c not in h][:1])))
    # Whole extra hands can repeat a card a third time; keep only legal 14-card hands.
    hands14 = [(w, t) for w, t in hands14 if _legal(t)]

    print("Engine benchmark: %d hands to check (a quarter each random, complete, near-complete"
          ", wild-heavy), %d hands of 14 to arrange, %d bot deals" % (
              len(hands13), len(hands14), args.games))
    namespace: dict = {}
    exec(script(hands13, hands14, args.games), namespace)  # noqa: S102 - our own timing body
    print("-- CPython %s" % sys.version.split()[0])

    from indian_rummy.tools.simulate import play_match
    turns = 0
    started = time.perf_counter()
    for seed in range(1, 401):
        turns += play_match("practice", "deal", ["mira", "mira"], seed)["turns"]
    seconds = time.perf_counter() - started
    print("bot_vs_bot_turns_per_second %.0f (%d turns, 400 deals, one core)" % (
        turns / seconds, turns))

    if not args.no_micropython:
        small13 = hands13[: max(100, len(hands13) // 10)]
        out = run_micropython(script(small13, hands14[:60], 12, repeat=10), timeout=900)
        print("-- MicroPython 1.27 WebAssembly in Node (%d hands, 60 arrange, 12 deals)" % len(
            small13))
        print(out, end="")


def _legal(text: str) -> bool:
    from indian_rummy.engine.cards import NotationError, parse_cards
    try:
        parse_cards(text)
    except NotationError:
        return False
    return True


if __name__ == "__main__":
    main()
