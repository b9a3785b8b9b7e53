"""Load on the partner server: many live matches played by bots over WebSockets.

Starts `indian-rummy serve` (on a SQLite file, then on a throw-away PostgreSQL
started here like the tests do), creates ``--matches`` twine Pool 101 matches,
opens one socket per seat and lets two bots play each match for ``--seconds``
seconds, all on loopback. A bot thinks ``--think`` seconds (with jitter) before
it draws from the stock, then discards the card it drew; every ``--drop-after``
turns of a deal it drops instead, and the other bot deals the next hand; a
finished match is replaced by a new one. Prints, per database: matches,
committed actions per second, errors, the time from a bot sending a move to its
partner's socket receiving the update (p50, p99, max), the CPU the server and the
bots used, and how late the bots' own event loop woke up (p99): when the machine
is busy with other work, that lag says how much of the latency is waiting for a core.

Figures, not a test; bounded in time and count, loopback only.

With ``--every S`` the bots play at a person's pace instead: every action of a
match (a draw, a discard, a drop) waits about S seconds after the one before,
so 1,000 matches at ``--every 2`` make 500 actions a second. The server's CPU is
then also given per action, measured over the measured seconds only.

``--root DIR`` runs the server of another checkout (the code before a change,
say) with this script's bots, so that before and after are measured alike, one
right after the other; ``--serve-arg`` passes an option to its `serve`.

    .venv/bin/python bench/bench_server.py [--matches 200] [--seconds 20] [--think 1.0]
        [--every S] [--databases sqlite,postgresql] [--root DIR] [--serve-arg ARG ...]
"""

import argparse
import asyncio
import collections
import json
import os
import random
import sys
import tempfile
import time
from urllib.parse import urlsplit

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from websockets.asyncio.client import connect  # noqa: E402

from indian_rummy import site  # noqa: E402
from server.pg import TempPostgres  # noqa: E402
from server.process import SERVE, ServeProcess  # noqa: E402

# The server under cProfile. uvicorn hands SIGTERM back to the handler it found once it
# has shut down, so the stats are written after a clean stop.
PROFILED = """import cProfile, signal, sys
from indian_rummy.tools.cli import main
profile = cProfile.Profile()
def stop(*_):
    profile.disable()
    profile.dump_stats(%r)
    sys.exit(0)
signal.signal(signal.SIGTERM, stop)
profile.enable()
main(sys.argv[1:])
"""


class Stats:
    def __init__(self) -> None:
        self.actions = 0
        self.errors: collections.Counter = collections.Counter()
        self.latencies: list = []
        self.matches_done = 0


class Seat:
    """One bot on one socket."""

    def __init__(self, game: "Game", seat: int, token: str) -> None:
        self.game = game
        self.seat = seat
        self.token = token
        self.ws = None
        self.next_id = 0
        self.replies: dict = {}
        self.view: dict = {}
        self.changed = asyncio.Event()
        self.turns = 0

    async def request(self, kind: str, **args: object) -> dict:
        self.next_id += 1
        future = asyncio.get_running_loop().create_future()
        self.replies[self.next_id] = future
        self.game.sent.append(time.perf_counter())
        await self.ws.send(json.dumps({"id": self.next_id, "type": kind, "args": args}))
        reply = await asyncio.wait_for(future, 30)
        if reply["ok"]:
            self.game.stats.actions += 1
        else:  # nothing committed: the partner hears of nothing
            self.game.sent.pop()
            self.game.stats.errors[reply["error"]["code"]] += 1
        self.view = reply["result"]
        return reply

    async def read(self) -> None:
        async for text in self.ws:
            message = json.loads(text)
            if message.get("type") == "event":
                if message["event"] == "update":
                    now = time.perf_counter()
                    if self.game.sent:
                        self.game.stats.latencies.append(now - self.game.sent.popleft())
                    self.view = message["view"]
                    self.changed.set()
            elif message.get("type") == "ready":
                self.view = message["view"]
                self.changed.set()
            elif "id" in message:
                self.replies.pop(message["id"]).set_result(message)

    async def pause(self, every: "float | None") -> None:
        """At a person's pace, every action waits its turn (see --every)."""
        if every:
            await asyncio.sleep(every * random.uniform(0.5, 1.5))

    async def play(self, think: float, drop_after: int, every: "float | None") -> None:
        while not self.game.stop.is_set():
            self.changed.clear()  # before reading the view, so no update is missed
            view = self.view
            if view.get("standings") and view["standings"]["over"]:
                return
            phase = view.get("phase")
            if phase == "over":
                if self.game.dealer == self.seat:
                    self.game.dealer = None
                    await self.pause(every)
                    await self.request("next_deal")
                    continue
            elif phase == "draw":
                if every:
                    await self.pause(every)
                else:
                    await asyncio.sleep(think * random.uniform(0.5, 1.5))
                if self.game.stop.is_set():
                    return
                if self.turns >= drop_after and view["controls"]["drop"]:
                    self.turns = 0
                    self.game.dealer = 1 - self.seat
                    await self.request("drop")
                    continue
                reply = await self.request("draw", source="stock")
                if reply["ok"]:
                    self.turns += 1
                    await self.pause(every)
                    await self.request("discard", card=reply["result"]["drawn"])
                continue
            await self.changed.wait()


class Game:
    def __init__(self, stats: Stats, stop: asyncio.Event) -> None:
        self.stats = stats
        self.stop = stop
        self.sent: collections.deque = collections.deque()
        self.dealer: int | None = None


async def create_match(base: str) -> dict:
    """POST /api/matches on the bots' own event loop: a thread for urllib would fight
    the loop for the GIL and add its lag to every bot's figures."""
    address = urlsplit(base)
    reader, writer = await asyncio.open_connection(address.hostname, address.port)
    writer.write(b"POST /api/matches HTTP/1.1\r\nHost: %s\r\nContent-Length: 2\r\n"
                 b"Connection: close\r\n\r\n{}" % address.netloc.encode())
    response = await asyncio.wait_for(reader.read(), 30)
    writer.close()
    head, _, body = response.partition(b"\r\n\r\n")
    if not head.startswith(b"HTTP/1.1 201"):
        raise RuntimeError("creating a match: %s" % head.split(b"\r\n")[0].decode())
    return json.loads(body)


async def play_games(base: str, slot: int, stats: Stats, stop: asyncio.Event,
                     args: argparse.Namespace) -> None:
    """One match slot: play matches one after another until stopped."""
    while not stop.is_set():
        created = await create_match(base)
        game = Game(stats, stop)
        seats = [Seat(game, k, s["token"]) for k, s in enumerate(created["seats"])]
        url = "%s/api/matches/%s/live" % (base.replace("http", "ws", 1), created["match"])
        readers = []
        try:
            for seat in seats:
                seat.ws = await connect(url, max_size=None, open_timeout=60)
                await seat.ws.send(json.dumps({"type": "hello", "token": seat.token}))
                readers.append(asyncio.create_task(seat.read()))
            for seat in seats:  # both sockets open before the first move, or it goes unheard
                await asyncio.wait_for(seat.changed.wait(), 60)
            await asyncio.gather(*(s.play(args.think, args.drop_after, args.every)
                                   for s in seats))
            if not stop.is_set():
                stats.matches_done += 1
        except Exception as error:  # a dropped socket or a time-out counts as an error
            stats.errors[type(error).__name__] += 1
        finally:
            for seat in seats:
                if seat.ws is not None:
                    await seat.ws.close()
            for reader in readers:
                reader.cancel()


async def load(base: str, pid: int, args: argparse.Namespace) -> Stats:
    stats = Stats()
    stop = asyncio.Event()
    slots = []
    for k in range(args.matches):  # started over a second or two, as people arrive
        slots.append(asyncio.create_task(play_games(base, k, stats, stop, args)))
        if k % 50 == 49:
            await asyncio.sleep(0.05)
    await asyncio.sleep(args.warmup)
    stats.actions = 0
    stats.latencies = []
    started = time.perf_counter()
    cpu, database_cpu = _cpu_seconds(pid), _database_cpu()
    lag = asyncio.create_task(_lag(stats, started + args.seconds))
    await asyncio.sleep(args.seconds)
    await lag
    stats.measured_cpu = _cpu_seconds(pid) - cpu  # type: ignore[attr-defined]
    stats.database_cpu = _database_cpu() - database_cpu  # type: ignore[attr-defined]
    stats.elapsed = time.perf_counter() - started  # type: ignore[attr-defined]
    stop.set()
    await asyncio.wait(slots, timeout=60)
    return stats


async def _lag(stats: Stats, until: float) -> None:
    """How late the bots' own event loop wakes up: when it is late, so are the figures."""
    stats.lags = []  # type: ignore[attr-defined]
    while time.perf_counter() < until:
        asked = time.perf_counter()
        await asyncio.sleep(0.01)
        stats.lags.append(time.perf_counter() - asked - 0.01)  # type: ignore[attr-defined]


def percentile(values: list, fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def run(database: str, folder: str, args: argparse.Namespace) -> None:
    kind = database.split(":")[0]
    python = SERVE
    serve_args = list(args.serve_arg)
    if "--matches-per-hour" in _cli_source(args.root):  # one address plays every match here
        serve_args += ["--matches-per-hour=0", "--sockets-per-address=1000000"]
    if args.profile:
        python = ("-c", PROFILED % ("%s-%s.prof" % (args.profile, kind)))
    server = ServeProcess(database, os.path.join(folder, "site"),
                          os.path.join(folder, "serve-%s.log" % kind),
                          "--rate", "0", "--socket-rate", "0", *serve_args, python=python,
                          src=os.path.join(args.root, "src"))
    try:
        server.start()
        assert server.process is not None
        runner = asyncio.Runner(loop_factory=loop_factory())
        client_cpu = time.process_time()
        with runner:
            stats = runner.run(load(server.base, server.process.pid, args))
        cpu = _cpu_seconds(server.process.pid)
        client_cpu = time.process_time() - client_cpu
    finally:
        server.stop()
    lat = stats.latencies
    print("%-10s matches %d  actions %d (%.0f/s)  errors %d %s  move->partner update "
          "p50 %.1f ms  p99 %.1f ms  max %.1f ms  (CPU: server %.0f%%, bots %.0f%%; bots' loop "
          "lag p99 %.1f ms; server CPU per action %.2f ms; PostgreSQL's processes %.0f%%)" % (
              kind, args.matches, stats.actions,
              stats.actions / stats.elapsed,  # type: ignore[attr-defined]
              sum(stats.errors.values()), dict(stats.errors) or "",
              1000 * percentile(lat, 0.5), 1000 * percentile(lat, 0.99),
              1000 * max(lat or [0]), 100 * cpu / (args.seconds + args.warmup),
              100 * client_cpu / (args.seconds + args.warmup),
              1000 * percentile(stats.lags, 0.99),  # type: ignore[attr-defined]
              1000 * stats.measured_cpu / max(1, stats.actions),  # type: ignore[attr-defined]
              100 * stats.database_cpu / args.seconds),  # type: ignore[attr-defined]
          flush=True)


def _cli_source(root: str) -> str:
    """The source of `serve`'s options in the tree at `root`, wherever that tree keeps it."""
    for parts in (("tools", "commands", "serve.py"), ("tools", "cli.py"), ("cli.py",)):
        path = os.path.join(root, "src", "indian_rummy", *parts)
        if os.path.exists(path):
            with open(path) as cli:
                return cli.read()
    raise SystemExit("no indian_rummy command line under %s" % root)


def _cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a process so far (Linux)."""
    with open("/proc/%d/stat" % pid) as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _database_cpu() -> float:
    """CPU time so far of every PostgreSQL process on the machine (the bench's own server
    is the only one while it runs): on a small machine they share its cores."""
    total = 0.0
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/comm" % entry) as comm:
                    if comm.read().strip() != "postgres":
                        continue
                total += _cpu_seconds(int(entry))
            except OSError:
                continue
    return total


def loop_factory() -> object:
    try:
        import uvloop
        return uvloop.new_event_loop
    except ImportError:
        return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--warmup", type=float, default=5.0,
                        help="seconds of play before measuring (sockets connect meanwhile)")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds before a draw")
    parser.add_argument("--drop-after", type=int, default=8)
    parser.add_argument("--every", type=float, default=None, metavar="S",
                        help="a person's pace: about S seconds before every action")
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--root", default=ROOT, help="the checkout whose server is measured")
    parser.add_argument("--serve-arg", action="append", default=[], metavar="ARG",
                        help="an option for serve, e.g. --serve-arg=--matches-per-hour=0")
    parser.add_argument("--profile", metavar="PREFIX",
                        help="run the server under cProfile; stats go to PREFIX-DATABASE.prof")
    args = parser.parse_args()
    # Two sockets a match: past a thousand matches, more files than a shell allows.
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    folder = tempfile.mkdtemp(prefix="bench-server-")
    site.build(os.path.join(folder, "site"))
    print("%d matches, 2 bots each over WebSockets, think %.1f s, %.0f s measured after "
          "%.0f s warm-up; %d cores" % (args.matches, args.think, args.seconds, args.warmup,
                                        os.cpu_count() or 0), flush=True)
    for kind in args.databases.split(","):
        if kind == "sqlite":
            run("sqlite:///" + os.path.join(folder, "bench.sqlite3"), folder, args)
        else:
            postgres = TempPostgres(durable=True).start()
            try:
                run(postgres.new_database(), folder, args)
            finally:
                postgres.stop()


if __name__ == "__main__":
    main()
