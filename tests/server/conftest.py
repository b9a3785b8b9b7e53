"""Fixtures of the server tests: both databases, a built site, real `serve` processes.

Every storage and server test runs twice, on SQLite and on a throw-away
PostgreSQL that the suite starts itself (see pg.py).
"""

import os
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from indian_rummy import site
from server.clients import Api
from server.pg import TempPostgres, free_port

IN_CI = os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


@pytest.fixture(scope="session")
def postgres() -> Iterator[TempPostgres]:
    try:
        server = TempPostgres().start()
    except RuntimeError as error:
        if IN_CI:
            pytest.fail(str(error), pytrace=False)
        pytest.skip(str(error))
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh, empty database's URL, on each kind."""
    if request.param == "sqlite":
        return "sqlite:///%s" % (tmp_path / "matches.sqlite3")
    return request.getfixturevalue("postgres").new_database()


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> str:
    folder = tmp_path_factory.mktemp("site") / "site"
    site.build(str(folder))
    return str(folder)


class Serve:
    """One `indian-rummy serve` process."""

    def __init__(self, database: str, site_dir: str, *extra: str) -> None:
        self.database = database
        self.site_dir = site_dir
        self.extra = extra
        self.port = free_port()
        self.base = "http://127.0.0.1:%d" % self.port
        self.api = Api(self.base)
        self.process: subprocess.Popen | None = None

    def start(self) -> "Serve":
        self.process = subprocess.Popen(
            [sys.executable, "-m", "indian_rummy", "serve", "--port", str(self.port),
             "--database", self.database, "--site", self.site_dir, *self.extra],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("serve stopped: %s" % self.output())
            try:
                with urllib.request.urlopen(self.base + "/api/health", timeout=1):
                    return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("serve did not answer within 30 s")

    def output(self) -> str:
        assert self.process is not None
        out = self.process.stdout.read() if self.process.stdout else b""  # type: ignore
        return out.decode(errors="replace")

    def kill(self) -> None:
        """kill -9: no clean-up of any kind."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture
def launch(site_dir: str) -> Iterator:
    """Start `serve` processes: ``launch(database_url, *extra_args)``; all stop afterwards."""
    started: list = []

    def start(database_url: str, *extra: str) -> Serve:
        server = Serve(database_url, site_dir, *extra).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


@pytest.fixture
def servers(database: str, launch: object) -> object:
    """Start `serve` processes on the test's database: ``servers(*extra_args)``."""
    return lambda *extra: launch(database, *extra)  # type: ignore[operator]
