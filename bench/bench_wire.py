"""What reading requests with the engine's own JSON reader costs, on both runtimes.

Prints, for a few typical requests and one of 8 KiB: µs per read with
``indian_rummy.protocol.wire.read_json`` and with the runtime's ``json.loads``, their ratio,
and µs per whole ``Session.handle`` (reader, rules and the reply's view) for a
``view`` request. Figures, not a test: compare ratios within one run.

    .venv/bin/python bench/bench_wire.py [--no-micropython]
"""

import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from mpy import run_micropython  # noqa: E402

BODY = r'''
import json
import time
from indian_rummy.protocol.session import Session
from indian_rummy.protocol.wire import read_json

if hasattr(time, "ticks_us"):  # MicroPython: a µs counter that wraps, read with ticks_diff
    def since(t0):
        return time.ticks_diff(time.ticks_us(), t0)
    ticks = time.ticks_us
else:
    def since(t0):
        return (time.perf_counter() - t0) * 1e6
    ticks = time.perf_counter

REPEAT = 300
REQUESTS = [
    ("view", '{"id": 12, "type": "view"}'),
    ("draw", '{"id": 13, "type": "draw", "args": {"source": "stock"}}'),
    ("new_game", '{"id": 1, "type": "new_game", "args": {"seed": 17, "profile": "classic", '
     '"format": "pool201", "seats": [{"name": "You"}, {"bot": "mira"}, {"bot": "mira"}]}}'),
    ("8KiB", '{"id": 2, "type": "view", "args": {"pad": "' + "\\u2663x" * 1300 + '"}}'),
]
for name, text in REQUESTS:
    t0 = ticks()
    for _ in range(REPEAT):
        read_json(text)
    ours = since(t0) / REPEAT
    t0 = ticks()
    for _ in range(REPEAT):
        json.loads(text)
    theirs = since(t0) / REPEAT
    print("%-9s %5d bytes  wire %8.1f us  json.loads %7.1f us  ratio %5.1f" % (
        name, len(text), ours, theirs, ours / theirs if theirs else 0.0))
session = Session()
session.handle(0, '{"id": 1, "type": "new_game", "args": {"seed": 17}}')
t0 = ticks()
for _ in range(REPEAT // 10):
    session.handle(0, '{"id": 12, "type": "view"}')
print("handle(view) whole request %8.1f us" % (since(t0) / (REPEAT // 10)))
'''


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-micropython", action="store_true")
    args = parser.parse_args()
    print("CPython %s" % sys.version.split()[0])
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "src"))
    done = subprocess.run([sys.executable, "-c", BODY], capture_output=True, text=True,
                          env=env, check=True)
    print(done.stdout, end="")
    if not args.no_micropython:
        print("MicroPython (WebAssembly, Node)")
        print(run_micropython(BODY, timeout=600), end="")


if __name__ == "__main__":
    main()
