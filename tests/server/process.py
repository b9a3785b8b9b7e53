"""Start, wait for and stop the processes the server tests and the load bench run:
`indian-rummy serve` (:class:`ServeProcess`) and, through :func:`wait_until`, the
throw-away PostgreSQL of pg.py."""

import json
import os
import signal
import socket
import subprocess
import sys
import urllib.request
from collections.abc import Callable
from pathlib import Path

from waiting import wait_for

SRC = str(Path(__file__).resolve().parents[2] / "src")
SERVE = ("-m", "indian_rummy")  # how Python runs the command; the bench swaps in a profiler
# Test players ask for a view before every move (far more often than people do), and
# make more matches (and bots' seats) in a minute than a person makes in a day.
UNLIMITED = ("--rate", "0", "--socket-rate", "0", "--matches-per-hour", "0",
             "--bots-per-hour", "0")
# Bots that play at once, for tests that wait for their turns.
FAST_BOTS = ("--bot-pace", "0.02")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def wait_until(ready: Callable[[], bool], what: str, process: subprocess.Popen,
               details: Callable[[], str], timeout: float = 30.0) -> None:
    """Ask ``ready()`` until it says yes (an OSError, ValueError or RuntimeError counts as
    not yet); a RuntimeError naming ``what`` with ``details()`` if ``process`` stops
    first or ``timeout`` seconds pass."""
    def answered() -> bool:
        if process.poll() is not None:
            raise RuntimeError("%s stopped (exit status %s): %s" % (
                what, process.returncode, details()))
        try:
            return bool(ready())
        except (OSError, ValueError, RuntimeError):
            return False

    try:
        wait_for(answered, what, timeout)
    except AssertionError:
        raise RuntimeError("%s did not answer within %.0f s: %s" % (
            what, timeout, details())) from None


class ServeProcess:
    """One `indian-rummy serve` on a port of its own, its output appended to ``log``.
    The port and the database stay the same across ``kill()`` and ``start()``, so
    clients can lose the server and find it again."""

    def __init__(self, database: str, site_dir: "str | Path", log: "str | Path", *extra: str,
                 python: tuple = SERVE, open_files: "tuple | None" = None,
                 src: str = SRC) -> None:
        self.database = database
        self.site_dir = str(site_dir)
        self.log = Path(log)
        self.extra = extra
        self.python = python
        self.open_files = open_files  # (soft, hard) limit on open files, if not inherited
        self.src = src  # the package's folder (a bench may run another checkout's)
        self.port = free_port()
        self.base = "http://127.0.0.1:%d" % self.port
        self.process: subprocess.Popen | None = None

    def start(self) -> "ServeProcess":
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(
            [self.src] + ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else [])))
        with open(self.log, "ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, *self.python, "serve", "--port", str(self.port),
                 "--database", self.database, "--site", self.site_dir, *self.extra],
                stdout=log, stderr=subprocess.STDOUT, env=env, preexec_fn=self._limits)
        wait_until(self._healthy, "serve on port %d" % self.port, self.process, self.output)
        return self

    def _limits(self) -> None:
        if self.open_files is not None:
            import resource
            resource.setrlimit(resource.RLIMIT_NOFILE, self.open_files)

    def _healthy(self) -> bool:
        with urllib.request.urlopen(self.base + "/api/health", timeout=2) as reply:
            return json.load(reply)["ok"] is True

    def output(self) -> str:
        """What the process has written so far (every start's output, in order)."""
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def kill(self) -> None:
        """kill -9: no clean-up of any kind."""
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(10)
        self.process = None

    def stop(self) -> None:
        """SIGTERM, as a service manager stops it; SIGKILL if it is still there in 20 s."""
        stop(self.process)
        self.process = None


def stop(process: "subprocess.Popen | None", grace: float = 20.0) -> None:
    """SIGTERM ``process`` if it still runs; SIGKILL if it is still there after ``grace`` s."""
    if process is not None and process.poll() is None:
        process.terminate()
        try:
            process.wait(grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
