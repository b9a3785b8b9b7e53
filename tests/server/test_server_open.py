"""`indian-rummy serve --open` (what `make play` runs) shows the table in a browser."""

from pathlib import Path

import pytest

from waiting import wait_for

pytestmark = pytest.mark.server


@pytest.fixture
def opened(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A file that a stand-in browser writes the address it was given to."""
    seen = tmp_path / "opened"
    browser = tmp_path / "browser.sh"
    browser.write_text('#!/bin/sh\nprintf "%%s" "$1" > "%s"\n' % seen)
    browser.chmod(0o755)
    # Python's webbrowser runs the command in $BROWSER, %s standing for the address.
    monkeypatch.setenv("BROWSER", "%s %%s" % browser)
    return seen


def test_serve_open_shows_the_table_in_the_browser_once_it_answers(launch, tmp_path,
                                                                   opened) -> None:
    server = launch("sqlite:///%s" % (tmp_path / "open.sqlite3"), "--open")
    # A loaded machine starts browsers slowly.
    wait_for(opened.exists, "the browser to be started", 30)
    assert opened.read_text() == server.base + "/"


def test_serve_without_open_opens_nothing(launch, tmp_path, opened) -> None:
    server = launch("sqlite:///%s" % (tmp_path / "quiet.sqlite3"))  # returns once it answers
    # A clean stop waits for anything the server had started, a browser's launcher too:
    # its whole run has passed.
    server.stop()
    assert not opened.exists()
