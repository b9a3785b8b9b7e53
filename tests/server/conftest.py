"""Fixtures of the server tests: both databases, a built site, real `serve` processes.

Every storage and server test runs twice, on SQLite and on a throw-away
PostgreSQL that the suite starts itself (see pg.py).
"""

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from server.clients import Api
from server.pg import TempPostgres
from server.process import ServeProcess

IN_CI = os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def started_postgres(durable: bool = False) -> Iterator[TempPostgres]:
    """A throw-away PostgreSQL for a fixture; a failure to start skips, in CI it fails."""
    try:
        server = TempPostgres(durable=durable).start()
    except RuntimeError as error:
        if IN_CI:
            pytest.fail(str(error), pytrace=False)
        pytest.skip(str(error))
    yield server
    server.stop()


@pytest.fixture(scope="session")
def postgres() -> Iterator[TempPostgres]:
    yield from started_postgres()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh, empty database's URL, on each kind."""
    if request.param == "sqlite":
        return "sqlite:///%s" % (tmp_path / "matches.sqlite3")
    return request.getfixturevalue("postgres").new_database()


class Serve(ServeProcess):
    """One `indian-rummy serve` process, with an HTTP client for its API."""

    @property
    def api(self) -> Api:
        return Api(self.base)


@pytest.fixture
def launch(site_dir: Path, tmp_path: Path) -> Iterator:
    """Start `serve` processes: ``launch(database_url, *extra_args, **ServeProcess options)``;
    all stop afterwards."""
    started: list = []

    def start(database_url: str, *extra: str, **options: object) -> Serve:
        log = tmp_path / ("serve-%d.log" % len(started))
        server = Serve(database_url, site_dir, log, *extra, **options)  # type: ignore[arg-type]
        started.append(server)
        return server.start()  # type: ignore[return-value]

    yield start
    for server in started:
        server.stop()


@pytest.fixture
def servers(database: str, launch: object) -> object:
    """Start `serve` processes on the test's database: ``servers(*extra_args)``."""
    return lambda *extra: launch(database, *extra)  # type: ignore[operator]
