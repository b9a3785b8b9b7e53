"""The MicroPython runtime's memory over many deals between two bots, in Node.

Plays one-deal twine matches from seeds 1..N (the bots swap seats each deal)
under ``tests/mp_runner.mjs`` with the engine as the site ships it, and prints
every ``--every`` deals the runtime's heap (live objects, and all it has taken:
live and free) and the Node process's resident memory. This build of MicroPython
collects garbage only between calls from JavaScript, so the script is run two
ways: ``--calls deal`` (the default) yields to the runner between deals, a call
each as the page's worker makes a call a request; ``--calls one`` plays every
deal in one call, as a plain script does (its heap grows by all that the deals
allocate: keep N small).

    .venv/bin/python bench/bench_mp_memory.py [--bots tara,kiran] [--deals 200]
                                              [--every 20] [--calls deal|one|turn]
"""

import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests"))

from mpy import RUNNER, node_executable, shipped_bundle  # noqa: E402

# MicroPython only: the heap figures come from its gc module and the process's from Node.
SCRIPT = r'''
import gc
import time
import js
from indian_rummy.bots import new_match, play_bot_turn

def show(deals, started):
    used = gc.mem_alloc()
    heap = used + gc.mem_free()
    print("%4d deals  live %6.1f MB  heap %7.1f MB  process %7.1f MB  %6.1f s" % (
        deals, used / 1e6, heap / 1e6, js.process.memoryUsage().rss / 1e6,
        time.ticks_diff(time.ticks_ms(), started) / 1000))

def play():
    started = time.ticks_ms()
    for seed in range(1, DEALS + 1):
        bots = BOTS if seed % 2 else [BOTS[1], BOTS[0]]
        match = new_match("twine", "deal", bots, seed)
        while not match.deal_over():
            play_bot_turn(match, match.deal.turn)
            if CALLS == "turn":
                yield
        if seed % EVERY == 0:
            show(seed, started)
        if CALLS == "deal":
            yield

if CALLS == "one":
    for _ in play():
        pass
else:
    rounds = play()
'''


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="tara,kiran")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--every", type=int, default=20)
    parser.add_argument("--calls", choices=("deal", "one", "turn"), default="deal")
    args = parser.parse_args()
    bots = args.bots.split(",")
    script = "DEALS = %d\nEVERY = %d\nBOTS = %r\nCALLS = %r\n%s" % (
        args.deals, args.every, bots, args.calls, SCRIPT)
    print("%s against %s, %d one-deal twine matches, a call from JavaScript a %s" % (
        bots[0], bots[1], args.deals, "deal" if args.calls == "deal" else (
            "turn" if args.calls == "turn" else "run (every deal in one)")), flush=True)
    subprocess.run([node_executable(), str(RUNNER)], input=script.encode(), check=True,
                   cwd=ROOT, env=dict(os.environ, MP_ENGINE_BUNDLE=shipped_bundle()))


if __name__ == "__main__":
    main()
