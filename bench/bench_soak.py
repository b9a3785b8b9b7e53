"""A soak of the partner server with real faults: human-paced matches on two processes
over one PostgreSQL, a database restart and a kill -9 in the middle.

Starts a durable throw-away PostgreSQL and two `indian-rummy serve` processes on it
(A and B), makes ``--matches`` twine matches (``--format``: Pool 101, or single
deals, which end soon, so that the server's cache of matches fills up and turns
over) and plays each one with two clients at a person's pace: about ``--every``
seconds between one action and the next (a draw, a discard, a drop after
``--drop-after`` turns, the next deal). Each seat has its own socket, the two seats
of a match on different processes, so every move reaches the other seat through
the database's notifications. A finished match is replaced by a new one.

At ``--restart-at`` of the measured time the database is stopped and started again;
at ``--kill-at`` process B is killed with SIGKILL and started again. Its clients go
to A meanwhile and come back. Each fault's window runs from the fault until
``--settle`` seconds after the server answers again.

Prints: the actions acknowledged and how many of them the log lacks at the end
(lost), the answers by status inside and outside the fault windows, the time from a
request to its reply (p50, p99, max) outside them, by kind of request and by 20 s of
the measured time, and each process's resident memory and matches in memory from
the end of the warm-up to the end, sampled as it goes, with the memory's slope
between the faults' effects. ``--trace-memory`` runs both servers under tracemalloc
(far slower: for finding what grows, not for timings) and prints what grew in A.

Figures, not a test; loopback only; bounded by ``--seconds``.

    .venv/bin/python bench/bench_soak.py [--matches 1000] [--seconds 240] [--every 5]
        [--format pool101|deal] [--drop-after 8] [--warmup 40] [--restart-at 0.3]
        [--kill-at 0.65] [--settle 5] [--root DIR] [--serve-arg ARG ...] [--trace-memory]
"""

import argparse
import asyncio
import collections
import json
import os
import random
import resource
import signal
import sys
import tempfile
import time
import urllib.request
from urllib.parse import urlsplit

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "src"), os.path.join(ROOT, "tests")]

from bench_server import PROFILED, loop_factory, percentile  # noqa: E402
from websockets.asyncio.client import ClientConnection, connect  # noqa: E402
from websockets.exceptions import ConnectionClosed, InvalidStatus  # noqa: E402

from indian_rummy import site  # noqa: E402
from server.faults import rows  # noqa: E402
from server.pg import TempPostgres  # noqa: E402
from server.process import SERVE, ServeProcess  # noqa: E402

# The server under tracemalloc (--trace-memory): SIGUSR1 takes a snapshot; the first is
# the baseline, each later one writes to the named file what grew since, by source line
# and by the type of object, with every object's count.
TRACED = """import collections, gc, signal, sys, tracemalloc
from indian_rummy.tools.cli import main
tracemalloc.start(1)
first = []
def dump(*_):
    gc.collect()
    snapshot = tracemalloc.take_snapshot()
    types = collections.Counter(type(o).__name__ for o in gc.get_objects())
    if not first:
        first[:] = [snapshot, types]
        return
    with open(%r, "a") as out:
        grown = snapshot.compare_to(first[0], "lineno")
        out.write("traced %%.1f MB, grown %%+.1f MB since the baseline\\n" %% (
            sum(s.size for s in snapshot.statistics("filename")) / 1e6,
            sum(s.size_diff for s in grown) / 1e6))
        for stat in grown[:25]:
            out.write("  %%s\\n" %% stat)
        for name, count in sorted(types.items(), key=lambda t: first[1][t[0]] - t[1])[:25]:
            out.write("  %%-28s %%8d  %%+d\\n" %% (name, count, count - first[1][name]))
signal.signal(signal.SIGUSR1, dump)
main(sys.argv[1:])
"""
REPLY_WAIT = 20.0  # seconds a request waits for its reply before it counts as lost in flight
SPELL = 20  # seconds of the measured time each p99 of the time profile covers
MAKE = "POST /api/matches"  # the one HTTP request, listed on its own beside the socket's


class Soak:
    """What every client saw, and when the faults were."""

    def __init__(self) -> None:
        self.acked: dict = collections.defaultdict(list)  # match -> [(action, card)]
        self.answers: list = []  # (time sent, status, seconds to the reply, request kind)
        self.windows: list = []  # [start, end] of each fault
        self.stop = asyncio.Event()
        self.matches = 0
        self.finished = 0
        self.killed: float | None = None  # seconds into the measured time B was killed

    def in_window(self, when: float) -> bool:
        return any(start <= when <= (end if end is not None else float("inf"))
                   for start, end in self.windows)


class Seat:
    """One person at one seat: a socket to one process (the other one while it is down)."""

    def __init__(self, soak: Soak, match_id: str, seat: int, token: str, bases: list) -> None:
        self.soak = soak
        self.match_id = match_id
        self.seat = seat
        self.token = token
        self.bases = bases  # its own process first
        self.ws: ClientConnection | None = None
        self.next_id = 0
        self.replies: dict = {}
        self.view: dict = {}
        self.changed = asyncio.Event()
        self.reader: asyncio.Task | None = None

    async def open(self) -> None:
        """Connect and say hello, trying the processes in turn until one answers."""
        attempt = 0
        while not self.soak.stop.is_set():
            base = self.bases[attempt % len(self.bases)]
            attempt += 1
            url = "%s/api/matches/%s/live" % (base.replace("http", "ws", 1), self.match_id)
            try:
                self.ws = await connect(url, max_size=None, open_timeout=10)
                await self.ws.send(json.dumps({"type": "hello", "token": self.token}))
                self.changed.clear()
                self.reader = asyncio.create_task(self.read(self.ws))
                await asyncio.wait_for(self.changed.wait(), 10)
                return
            except (TimeoutError, OSError, InvalidStatus, ConnectionClosed):
                await self.close()
                await asyncio.sleep(0.5 + random.random())

    async def close(self) -> None:
        if self.reader is not None:
            self.reader.cancel()
            self.reader = None
        if self.ws is not None:
            try:
                await self.ws.close()
            except Exception:  # already gone with its process
                pass
            self.ws = None

    async def read(self, ws: ClientConnection) -> None:
        try:
            async for text in ws:
                message = json.loads(text)
                if message.get("type") == "event" and message.get("event") == "update":
                    self.view = message["view"]
                    self.changed.set()
                elif message.get("type") == "ready":
                    self.view = message["view"]
                    self.changed.set()
                elif "id" in message and message["id"] in self.replies:
                    self.replies.pop(message["id"]).set_result(message)
        except ConnectionClosed:
            pass
        finally:
            for future in self.replies.values():
                if not future.done():
                    future.set_result(None)
            self.replies.clear()
            self.changed.set()

    async def request(self, kind: str, **args: object) -> "dict | None":
        """The reply's result if the move was acknowledged, else None (reconnected)."""
        self.next_id += 1
        future = asyncio.get_running_loop().create_future()
        self.replies[self.next_id] = future
        sent = time.monotonic()
        reply = None
        if self.ws is not None:
            try:
                await self.ws.send(json.dumps({"id": self.next_id, "type": kind,
                                               "args": args}))
                reply = await asyncio.wait_for(future, REPLY_WAIT)
            except (TimeoutError, ConnectionClosed):
                pass
        took = time.monotonic() - sent
        if reply is None:
            self.soak.answers.append((sent, "closed", took, kind))
            await self.close()
            await self.open()
            return None
        if reply["ok"]:
            self.soak.answers.append((sent, "ok", took, kind))
            self.soak.acked[self.match_id].append((kind, args.get("card")))
            self.view = reply["result"]
            return reply["result"]
        self.soak.answers.append((sent, reply["error"]["code"], took, kind))
        if isinstance(reply.get("result"), dict):
            self.view = reply["result"]
        await asyncio.sleep(0.5 + random.random())  # a person tries again shortly
        return None


async def pause(every: float) -> None:
    await asyncio.sleep(every * random.uniform(0.5, 1.5))


async def play_match(soak: Soak, seats: list, every: float, drop_after: int) -> None:
    """Both seats of one match until it is over or the soak stops: draw, throw the
    card drawn, drop now and then, the seat that dropped deals the next hand."""
    turns = [0, 0]
    while not soak.stop.is_set():
        views = [s.view for s in seats]
        if any((v.get("standings") or {}).get("over") for v in views):
            soak.finished += 1
            return
        mover = next((k for k, v in enumerate(views) if v.get("phase") in ("draw", "discard")),
                     None)
        if mover is None:
            dealer = next((k for k, v in enumerate(views)
                           if (v.get("controls") or {}).get("next_deal")), None)
            if dealer is not None:
                await pause(every)
                await seats[dealer].request("next_deal")
                continue
            for seat in seats:  # a view may lag behind the other process's move
                seat.changed.clear()
            await asyncio.wait([asyncio.create_task(s.changed.wait()) for s in seats],
                               timeout=every, return_when=asyncio.FIRST_COMPLETED)
            continue
        seat = seats[mover]
        view = views[mover]
        await pause(every)
        if soak.stop.is_set():
            return
        if view["phase"] == "draw":
            if turns[mover] >= drop_after and view["controls"].get("drop"):
                turns[mover] = 0
                await seat.request("drop")
                continue
            result = await seat.request("draw", source="stock")
            if result is not None:
                turns[mover] += 1
        else:
            await seat.request("discard", card=view["drawn"])


async def create_match(base: str, match_format: str) -> "dict | None":
    address = urlsplit(base)
    body = json.dumps({"format": match_format}).encode()
    try:
        reader, writer = await asyncio.open_connection(address.hostname, address.port)
        writer.write(b"POST /api/matches HTTP/1.1\r\nHost: %s\r\nContent-Length: %d\r\n"
                     b"Connection: close\r\n\r\n%s" % (address.netloc.encode(), len(body),
                                                         body))
        response = await asyncio.wait_for(reader.read(), 30)
        writer.close()
    except (TimeoutError, OSError):
        return None
    head, _, body = response.partition(b"\r\n\r\n")
    return json.loads(body) if head.startswith(b"HTTP/1.1 201") else None


async def slot(soak: Soak, k: int, bases: list, args: argparse.Namespace) -> None:
    """One table: matches one after another until the soak stops."""
    while not soak.stop.is_set():
        sent = time.monotonic()
        created = await create_match(bases[k % 2], args.format)
        soak.answers.append((sent, "made" if created else "refused", time.monotonic() - sent,
                             MAKE))
        if created is None:
            await asyncio.sleep(1 + random.random())
            continue
        soak.matches += 1
        match_id = created["match"]
        seats = [Seat(soak, match_id, s, created["seats"][s]["token"],
                      [bases[(k + s) % 2], bases[(k + s + 1) % 2]]) for s in (0, 1)]
        try:
            for seat in seats:
                await seat.open()
            await play_match(soak, seats, args.every, args.drop_after)
        finally:
            for seat in seats:
                await seat.close()


def scraped(process: ServeProcess) -> dict:
    """The process's /metrics, sample name (with its labels) to value ({}: no answer)."""
    try:
        with urllib.request.urlopen(process.base + "/metrics", timeout=5) as reply:
            text = reply.read().decode()
    except OSError:
        return {}
    return {line.rpartition(" ")[0]: float(line.rpartition(" ")[2])
            for line in text.splitlines() if line and not line.startswith("#")}


def cached_matches(process: ServeProcess) -> "int | None":
    """The matches the process holds in memory, as its /metrics says (None: no answer)."""
    value = scraped(process).get("rummy_cached_matches")
    return None if value is None else int(value)


def commit_times(process: ServeProcess) -> str:
    """How soon the process's appends were durably committed (its append histogram, since
    it started): whether a slow reply waited for the database or for the process."""
    metrics = scraped(process)
    count = metrics.get("rummy_append_seconds_count")
    if not count:
        return "no appends counted"
    return "%d appends, committed within %s" % (count, ", ".join(
        "%s ms %.1f%%" % (bound, 100 * metrics.get(
            'rummy_append_seconds_bucket{le="%s"}' % seconds, 0) / count)
        for bound, seconds in (("10", "0.01"), ("50", "0.05"), ("100", "0.1"),
                               ("500", "0.5"), ("1000", "1.0"))))


async def sample(servers: list, started: float) -> tuple:
    """(seconds since the start, resident MB per process, matches in memory per process)."""
    loop = asyncio.get_running_loop()
    cached = [await loop.run_in_executor(None, cached_matches, s) for s in servers]
    return time.monotonic() - started, [rss_mb(s) for s in servers], cached


def rss_mb(process: ServeProcess) -> float:
    if process.process is None:
        return 0.0
    try:
        with open("/proc/%d/status" % process.process.pid) as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


async def faults(soak: Soak, postgres: TempPostgres, servers: list, args: argparse.Namespace,
                 started: float, memory: list) -> None:
    """The database restart, then the kill -9 of B, each at its time; memory sampled."""
    loop = asyncio.get_running_loop()
    plan = sorted([(args.restart_at, "restart"), (args.kill_at, "kill")])
    end = started + args.seconds
    for fraction, fault in plan:
        while time.monotonic() < started + fraction * args.seconds:
            memory.append(await sample(servers, started))
            await asyncio.sleep(max(0.0, min(10.0, started + fraction * args.seconds
                                             - time.monotonic())))
        window = [time.monotonic(), None]
        soak.windows.append(window)
        if fault == "restart":
            print("  %5.0f s  database restart" % (time.monotonic() - started), flush=True)
            await loop.run_in_executor(None, postgres.stop_fast)
            await asyncio.sleep(2)
            await loop.run_in_executor(None, postgres.restart)
        else:
            print("  %5.0f s  kill -9 of process B" % (time.monotonic() - started), flush=True)
            soak.killed = time.monotonic() - started
            servers[1].kill()
            await asyncio.sleep(2)
            await loop.run_in_executor(None, servers[1].start)
        await asyncio.sleep(args.settle)
        window[1] = time.monotonic()
    while time.monotonic() < end:
        memory.append(await sample(servers, started))
        await asyncio.sleep(min(10.0, max(0.0, end - time.monotonic())))
    memory.append(await sample(servers, started))


def snapshot(servers: list, args: argparse.Namespace) -> None:
    """Under --trace-memory, have each server take a tracemalloc snapshot (TRACED)."""
    for server in servers:
        if args.trace_memory and server.process is not None:
            os.kill(server.process.pid, signal.SIGUSR1)


def lost_moves(database: str, acked: dict) -> tuple:
    """(acknowledged, lost): a move is lost if the match's log does not hold it, in
    the order the moves were acknowledged."""
    stored: dict = collections.defaultdict(list)
    for match_id, text in rows(database, "SELECT match_id, action FROM actions "
                                         "ORDER BY match_id, seq"):
        record = json.loads(text)
        stored[match_id].append((record["action"], record.get("card")
                                 if record["action"] == "discard" else None))
    total = lost = 0
    for match_id, moves in acked.items():
        log = stored.get(match_id, [])
        at = 0
        for action, card in moves:
            total += 1
            wanted = (action, card if action == "discard" else None)
            while at < len(log) and log[at] != wanted:
                at += 1
            if at == len(log):
                lost += 1
                at = 0  # the rest are looked for from the start again
            else:
                at += 1
    return total, lost


async def soak_run(bases: list, postgres: TempPostgres, servers: list,
                   args: argparse.Namespace) -> tuple:
    soak = Soak()
    tables = []
    for k in range(args.matches):  # people arrive over the warm-up's first half
        tables.append(asyncio.create_task(slot(soak, k, bases, args)))
        await asyncio.sleep(args.warmup / 2 / args.matches)
    await asyncio.sleep(args.warmup / 2)
    started = time.monotonic()
    soak.answers = [a for a in soak.answers if a[0] >= started]
    memory: list = []
    snapshot(servers, args)  # the baseline, under --trace-memory
    await faults(soak, postgres, servers, args, started, memory)
    snapshot(servers, args)
    for name, server in zip("AB", servers, strict=True):
        print("%s: %s" % (name, await asyncio.get_running_loop().run_in_executor(
            None, commit_times, server)))
    soak.stop.set()
    await asyncio.wait(tables, timeout=60)
    return soak, memory, started


def slope(points: list) -> float:
    """The least-squares slope of (seconds, MB) points, in MB a minute (0 for fewer than 2)."""
    if len(points) < 2:
        return 0.0
    mean_t = sum(t for t, _ in points) / len(points)
    mean_m = sum(m for _, m in points) / len(points)
    spread = sum((t - mean_t) ** 2 for t, _ in points)
    return 60 * sum((t - mean_t) * (m - mean_m) for t, m in points) / spread if spread else 0.0


def spells(soak: Soak, started: float, seconds: float) -> list:
    """The times to a reply of the moves acknowledged outside the fault windows, by SPELL
    seconds of the measured time: whether the slow ones are spread out or bunched."""
    found: list = [[] for _ in range(int(seconds // SPELL) + 1)]
    for sent, status, took, kind in soak.answers:
        if status == "ok" and kind != MAKE and not soak.in_window(sent):
            found[min(len(found) - 1, int((sent - started) // SPELL))].append(took)
    return found


def report(soak: Soak, memory: list, started: float, total: int, lost: int,
           args: argparse.Namespace) -> None:
    inside: collections.Counter = collections.Counter()
    outside: collections.Counter = collections.Counter()
    times = []
    by_kind: dict = collections.defaultdict(list)
    for sent, status, took, kind in soak.answers:
        if soak.in_window(sent):
            inside[status] += 1
        elif kind == MAKE:
            by_kind[kind].append(took)
        else:
            outside[status] += 1
            if status == "ok":
                times.append(took)
                by_kind[kind].append(took)
    measured = sum(inside.values()) + sum(outside.values())
    print("matches started %d, finished %d; answers %d (%.0f/s)" % (
        soak.matches, soak.finished, measured, measured / args.seconds))
    print("acknowledged %d, lost %d" % (total, lost))
    print("answers inside the fault windows:  %s" % dict(inside))
    print("answers outside the fault windows: %s" % dict(outside))
    print("request to reply outside the fault windows: p50 %.1f ms  p99 %.1f ms  max %.1f ms"
          % (1000 * percentile(times, 0.5), 1000 * percentile(times, 0.99),
             1000 * max(times or [0])))
    for kind, took in sorted(by_kind.items()):
        print("  %-18s %6d  p50 %6.1f ms  p99 %6.1f ms  max %6.1f ms" % (
            kind, len(took), 1000 * percentile(took, 0.5), 1000 * percentile(took, 0.99),
            1000 * max(took)))
    print("p99 (ms) outside the fault windows by %d s of the measured time: %s" % (
        SPELL, " ".join("%.0f" % (1000 * percentile(took, 0.99)) if took else "-"
                        for took in spells(soak, started, args.seconds))))
    print("fault windows: %s" % ", ".join("%.0f-%.0f s" % (a - started, b - started)
                                         for a, b in soak.windows))
    print("memory (resident MB and matches in memory, A / B; B restarted by the kill):")
    for at, sizes, cached in memory:
        print("  %5.0f s  %6.1f  %6.1f   %5s  %5s" % (at, sizes[0], sizes[1], cached[0],
                                                     cached[1]))
    killed = soak.killed if soak.killed is not None else float("inf")
    healed = max((end for _, end in soak.windows), default=started) - started
    # The kill moves B's sockets to A, and B's restart reloads every match it is asked
    # for: each slope is taken between the faults' effects, not across them.
    spans = [("A until the kill", [(at, sizes[0]) for at, sizes, _ in memory if at < killed]),
             ("A after the kill", [(at, sizes[0]) for at, sizes, _ in memory if at > healed]),
             ("B until its kill", [(at, sizes[1]) for at, sizes, _ in memory if at < killed])]
    print("memory slope after the warm-up: %s" % "; ".join(
        "%s %+.2f MB/min over %.0f s" % (name, slope(points), points[-1][0] - points[0][0])
        for name, points in spans if len(points) > 1))


def grown(folder: str) -> None:
    """Print what A wrote under --trace-memory (B's restart lost its baseline), once it
    has stopped writing."""
    path = os.path.join(folder, "grown-a.txt")
    size = -1
    for _ in range(120):
        if os.path.exists(path) and os.path.getsize(path) == size > 0:
            break
        size = os.path.getsize(path) if os.path.exists(path) else -1
        time.sleep(2)
    print("what grew in A after the warm-up (tracemalloc):")
    print(open(path).read() if os.path.exists(path) else "  (nothing written)")


def python(args: argparse.Namespace, folder: str, name: str) -> tuple:
    """How Python runs server ``name``: as is, under tracemalloc, or under cProfile."""
    if args.trace_memory:
        return ("-c", TRACED % os.path.join(folder, "grown-%s.txt" % name))
    if args.profile:
        return ("-c", PROFILED % ("%s-%s.prof" % (os.path.abspath(args.profile), name)))
    return SERVE


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=240.0, help="measured seconds")
    parser.add_argument("--every", type=float, default=5.0, metavar="S",
                        help="about S seconds between one action of a match and the next")
    parser.add_argument("--format", choices=("pool101", "deal"), default="pool101",
                        help="deal: single deals, so that matches end and new ones begin")
    parser.add_argument("--drop-after", type=int, default=8, metavar="N",
                        help="a seat drops at its turn after N turns of a deal")
    parser.add_argument("--warmup", type=float, default=40.0,
                        help="seconds to seat everyone before measuring")
    parser.add_argument("--restart-at", type=float, default=0.3,
                        help="the database restarts at this fraction of the measured time")
    parser.add_argument("--kill-at", type=float, default=0.65,
                        help="process B is killed with SIGKILL at this fraction")
    parser.add_argument("--settle", type=float, default=5.0,
                        help="seconds after a fault's recovery still counted in its window")
    parser.add_argument("--root", default=ROOT, help="the checkout whose server is measured")
    parser.add_argument("--trace-memory", action="store_true",
                        help="run the servers under tracemalloc and print what grew after "
                             "the warm-up (slows them: not for timings)")
    parser.add_argument("--profile", metavar="PREFIX",
                        help="run the servers under cProfile, writing PREFIX-a.prof and "
                             "PREFIX-b.prof (B's after its restart) when they stop")
    parser.add_argument("--serve-arg", action="append", default=[], metavar="ARG",
                        help="an option for serve, e.g. --serve-arg=--bot-pace=0")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    folder = tempfile.mkdtemp(prefix="bench-soak-")
    site.build(os.path.join(folder, "site"))
    postgres = TempPostgres(durable=True).start()
    database = postgres.new_database()
    # Every client is on one address here: its limits are lifted, nothing else.
    options = ["--rate", "0", "--socket-rate", "0", "--matches-per-hour", "0",
               "--sockets-per-address", "1000000", *args.serve_arg]
    servers = [ServeProcess(database, os.path.join(folder, "site"),
                            os.path.join(folder, "serve-%s.log" % name), *options,
                            src=os.path.join(args.root, "src"),
                            python=python(args, folder, name))
               for name in ("a", "b")]
    print("%d %s tables, two seats each on two processes, an action about every %.1f s a "
          "table; %.0f s measured after %.0f s warm-up; %d cores" % (
              args.matches, args.format, args.every, args.seconds, args.warmup,
              os.cpu_count() or 0),
          flush=True)
    try:
        for server in servers:
            server.start()
        with asyncio.Runner(loop_factory=loop_factory()) as runner:
            soak, memory, started = runner.run(
                soak_run([s.base for s in servers], postgres, servers, args))
        total, lost = lost_moves(database, soak.acked)
        report(soak, memory, started, total, lost, args)
        if args.trace_memory:
            grown(folder)
        for server in servers:
            errors = [line for line in server.output().splitlines() if "ERROR" in line]
            print("%s: %d ERROR lines in its log%s" % (
                server.log.name, len(errors), (": " + errors[0][:160]) if errors else ""))
    finally:
        for server in servers:
            server.stop()
        postgres.stop()


if __name__ == "__main__":
    main()
