"""A throw-away PostgreSQL server for the tests (Debian's `postgresql` package).

PostgreSQL refuses to run as root, so as root it runs as the `postgres` user
(through `runuser`) on a temporary data folder owned by that user; otherwise
as whoever runs the tests. It listens on 127.0.0.1 only, trusts local
connections, and is stopped and deleted afterwards.
"""

import glob
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time

from server.process import free_port, stop, wait_until


def binaries() -> "str | None":
    """The folder of Debian's PostgreSQL programs, the newest version present."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/postgres"),
                   key=lambda p: int(p.split("/")[4]))
    return os.path.dirname(found[-1]) if found else None


class TempPostgres:
    """``durable``: flush to disk as a real server does (off for tests: much faster)."""

    def __init__(self, durable: bool = False) -> None:
        self.durable = durable
        self.bin = binaries()
        if self.bin is None:
            raise RuntimeError("PostgreSQL is not installed: `make setup` installs Debian's "
                               "postgresql")
        self.as_root = os.geteuid() == 0
        self.folder = tempfile.mkdtemp(prefix="indian-rummy-pg-")
        self.data = os.path.join(self.folder, "data")
        self.log = os.path.join(self.folder, "postgres.log")
        self.port = free_port()
        self.process: subprocess.Popen | None = None
        self.databases = 0

    def _command(self, *args: str) -> list:
        prefix = ["runuser", "-u", "postgres", "--"] if self.as_root else []
        return prefix + list(args)

    def start(self) -> "TempPostgres":
        if self.as_root:
            os.chmod(self.folder, 0o755)
            shutil.chown(self.folder, "postgres", "postgres")
        subprocess.run(self._command(os.path.join(self.bin, "initdb"), "-D", self.data, "-A",
                                     "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"),
                       check=True, capture_output=True)
        return self.restart()

    def restart(self) -> "TempPostgres":
        """Start the server on its data folder and port (again, after a stop or a crash:
        it then recovers from its WAL first, as a real one does)."""
        # Its log goes to a file: a pipe nobody reads would stall the server once full
        # (every refused append is logged).
        with open(self.log, "ab") as log:
            self.process = subprocess.Popen(self._command(
                os.path.join(self.bin, "postgres"), "-D", self.data, "-p", str(self.port),
                "-k", self.folder, "-c", "listen_addresses=127.0.0.1", "-c",
                "max_connections=300",
                *([] if self.durable else ["-c", "fsync=off", "-c", "full_page_writes=off"])),
                stdout=subprocess.DEVNULL, stderr=log)
        wait_until(self._ready, "PostgreSQL", self.process, self._errors)
        return self

    def postmaster(self) -> int:
        """The server's own process id (not the runuser wrapper's)."""
        with open(os.path.join(self.data, "postmaster.pid")) as pid_file:
            return int(pid_file.readline())

    def _children(self, parent: int) -> list:
        found = []
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open("/proc/%s/stat" % entry) as stat:
                        fields = stat.read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                if int(fields[1]) == parent:
                    found.append(int(entry))
        return found

    def crash(self) -> None:
        """kill -9 of the postmaster, as the kernel's OOM killer or a crash would; its
        backends, orphaned, go too (they exit on noticing, or are killed after 2 s), so
        that a restart finds only what reached the disk and the WAL."""
        pid = self.postmaster()
        children = self._children(pid)
        os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline and any(_alive(c) for c in children):
            time.sleep(0.02)
        for child in children:
            if _alive(child):
                os.kill(child, signal.SIGKILL)
        if self.process is not None:
            self.process.wait(10)
        self.process = None

    def stop_fast(self) -> None:
        """A clean stop (``pg_ctl stop -m fast``): sessions are ended, commits kept."""
        os.kill(self.postmaster(), signal.SIGINT)
        if self.process is not None:
            self.process.wait(30)
        self.process = None

    def _ready(self) -> bool:
        socket.create_connection(("127.0.0.1", self.port), 0.2).close()
        self._sql("SELECT 1")
        return True

    def _errors(self) -> str:
        with open(self.log, errors="replace") as log:
            return log.read()

    def url(self, database: str = "postgres") -> str:
        return "postgresql://postgres@127.0.0.1:%d/%s" % (self.port, database)

    def _sql(self, statement: str) -> None:
        import psycopg
        try:
            with psycopg.connect(self.url(), autocommit=True, connect_timeout=2) as conn:
                conn.execute(statement)
        except psycopg.OperationalError as error:
            raise RuntimeError(str(error))

    def new_database(self) -> str:
        """A fresh, empty database; its URL."""
        self.databases += 1
        name = "test_%d" % self.databases
        self._sql("CREATE DATABASE %s" % name)  # a name made here, not input
        return self.url(name)

    def stop(self) -> None:
        stop(self.process)
        shutil.rmtree(self.folder, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        with open("/proc/%d/stat" % pid) as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
