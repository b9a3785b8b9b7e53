"""Shared fixtures: the built site, a local static server and headless Chromium.

Browser fixtures use Playwright's sync API with the system Chromium at
/usr/bin/chromium (installed by `make setup`; never `playwright install`).
Outside CI a missing Chromium skips the browser tests; with CI=true it fails
them, so a broken machine cannot pass silently.
"""

import functools
import os
import shutil
import socket
import threading
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest

import mpy
from chromium import CHROMIUM, CHROMIUM_ARGS
from indian_rummy.site import LocalServer, QuietHandler

REPO_ROOT = Path(__file__).resolve().parent.parent
AXE_JS = REPO_ROOT / "node_modules" / "axe-core" / "axe.min.js"
SITE_SUBPATH = "games/rummy"
IN_CI = os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


# The lanes go by what a test costs, marked on the test itself (a module's `pytestmark` or a
# decorator): `browser` (Chromium or the built site), `server` (`indian-rummy serve` or a
# PostgreSQL), `micropython` (MicroPython in Node), `slow` (brute force, long generated runs).
# `make check` runs none of them but the `smoke` test; `make test` runs everything. A test that
# uses one of these fixtures starts what the mark names, so it must carry the mark: else
# collection fails, and a new test cannot drop unseen into the quick lane.
STARTED_BY = {
    "browser": frozenset({"playwright_instance", "browser", "context", "page"}),
    "server": frozenset({"partner_server", "postgres", "database", "launch", "servers"}),
}

try:  # MicroPython runs are slow on a loaded 2-core machine: no deadlines.
    from hypothesis import settings as _hypothesis_settings

    _hypothesis_settings.register_profile("project", deadline=None, print_blob=True)
    _hypothesis_settings.load_profile("project")
except ImportError:  # pragma: no cover - hypothesis is a test dependency
    pass


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects: `make check` sees every test
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    unmarked = []
    for item in items:
        for mark, fixtures in STARTED_BY.items():
            used = fixtures.intersection(getattr(item, "fixturenames", ()))
            if used and item.get_closest_marker(mark) is None:
                unmarked.append("%s uses %s: mark it %s" % (item.nodeid, ", ".join(sorted(used)),
                                                             mark))
    if unmarked:
        raise pytest.UsageError("\n".join(unmarked))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, object, object]:
    """A test that runs MicroPython carries the mark (no fixture shows it before it runs)."""
    before = mpy.started
    outcome = yield
    if mpy.started > before and item.get_closest_marker("micropython") is None:
        pytest.fail("%s runs MicroPython: mark it micropython" % item.nodeid, pytrace=False)
    return outcome


def _unavailable(reason: str) -> None:
    """Fail in CI, skip elsewhere."""
    if IN_CI:
        pytest.fail(reason + " (CI=true: browser tests must run; see `make setup`)", pytrace=False)
    pytest.skip(reason)


# --------------------------------------------------------------------------
# Browser


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the playwright Python package is not installed")
    from playwright.sync_api import expect

    # An assertion waits for an outcome, not a time: on a busy 2-core machine the engine's
    # answer (a replay, a branch's round of bots) can take longer than Playwright's 5 s.
    expect.set_options(timeout=15_000)
    pw = sync_playwright().start()
    try:
        yield pw
    finally:
        pw.stop()


@pytest.fixture(scope="session")
def browser(playwright_instance: Any) -> Iterator[Any]:
    if not os.access(CHROMIUM, os.X_OK):
        _unavailable("Chromium not found at %s (install Debian's chromium)" % CHROMIUM)
    b = playwright_instance.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
    )
    try:
        yield b
    finally:
        b.close()


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context()
    ctx.set_default_timeout(20_000)
    try:
        yield ctx
    finally:
        ctx.close()


@pytest.fixture
def page(context: Any) -> Iterator[Any]:
    p = context.new_page()
    yield p
    p.close()


@pytest.fixture
def console_errors(page: Any) -> list[str]:
    """Console errors and uncaught page errors of ``page``, collected as they happen."""
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append("pageerror: %s" % exc))
    return errors


@pytest.fixture
def request_urls(context: Any) -> list[str]:
    """Every URL requested by pages of ``context`` (to check for foreign origins)."""
    urls: list[str] = []
    context.on("request", lambda req: urls.append(req.url))
    return urls


def axe_violations(page: Any, tags: tuple[str, ...] = ("wcag2a", "wcag2aa", "wcag21a")
                   ) -> list[dict]:
    """Run axe-core (from node_modules) on ``page``; return its violations as dicts.
    WCAG 2.1 A brings label-content-name-mismatch: a name holds the visible text."""
    if not AXE_JS.is_file():
        raise RuntimeError("axe-core missing at %s; run `npm ci`" % AXE_JS)
    # A Content-Security-Policy refuses an injected inline script (and logs a
    # console error); such pages get axe through evaluate instead.
    has_csp = page.evaluate(
        "() => !!document.querySelector('meta[http-equiv=\"Content-Security-Policy\" i]')"
    )
    if not has_csp:
        try:
            page.add_script_tag(path=str(AXE_JS))
        except Exception:
            has_csp = True
    if has_csp and not page.evaluate("() => typeof axe !== 'undefined'"):
        page.evaluate(AXE_JS.read_text(encoding="utf-8") + "\n;undefined")
    violations: list[dict] = page.evaluate(
        """async (tags) => {
            const result = await axe.run(document, {runOnly: {type: "tag", values: tags}});
            return result.violations.map((v) => ({
                id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
                description: v.description,
                nodes: v.nodes.map((n) => ({
                    target: n.target, html: n.html, failureSummary: n.failureSummary,
                })),
            }));
        }""",
        list(tags),
    )
    return violations


@pytest.fixture
def axe() -> Any:
    """The :func:`axe_violations` helper, for tests that prefer a fixture."""
    return axe_violations


# --------------------------------------------------------------------------
# Built site and local server


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The static site written by ``indian_rummy.site.build`` (built once per session)."""
    from indian_rummy import site

    out = tmp_path_factory.mktemp("site") / "out"
    site.build(str(out))
    return out


class StaticServer:
    """Serves ``root`` on 127.0.0.1; ``stop()`` and ``start()`` keep the same port
    (same origin), so offline tests can take the server away and bring it back."""

    def __init__(self, root: Path, subpath: str = SITE_SUBPATH) -> None:
        self.root = Path(root)
        self.subpath = subpath.strip("/")
        self.port = 0
        self._httpd: LocalServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def origin(self) -> str:
        return "http://127.0.0.1:%d" % self.port

    @property
    def url(self) -> str:
        """The game's base URL, ending in ``/games/rummy/``."""
        return "%s/%s/" % (self.origin, self.subpath) if self.subpath else self.origin + "/"

    @property
    def running(self) -> bool:
        return self._httpd is not None

    def start(self) -> "StaticServer":
        if self._httpd is not None:
            return self
        handler = functools.partial(QuietHandler, directory=str(self.root))
        self._httpd = LocalServer(("127.0.0.1", self.port), handler)
        self.port = self._httpd.server_address[1]
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, name="static-server", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is None:
            return
        self._httpd.shutdown()
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None
        self._thread = None
        # Make sure the port is really closed before a test goes "offline".
        with socket.socket() as probe:
            probe.settimeout(0.2)
            assert probe.connect_ex(("127.0.0.1", self.port)) != 0


@pytest.fixture(scope="session")
def served_site(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[StaticServer]:
    """The built site served at ``http://127.0.0.1:PORT/games/rummy/``.

    Yields a :class:`StaticServer` with ``.url``, ``.origin``, ``.root``,
    ``.stop()`` and ``.start()``. A test that stops it must start it again.
    """
    root = tmp_path_factory.mktemp("served")
    shutil.copytree(site_dir, root / SITE_SUBPATH)
    server = StaticServer(root).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def static_server(tmp_path: Path) -> Iterator[StaticServer]:
    """An empty served folder (``.root``) for tests that write their own pages."""
    server = StaticServer(tmp_path, subpath="").start()
    try:
        yield server
    finally:
        server.stop()


# --------------------------------------------------------------------------
# Partner play: a real `indian-rummy serve` (tests/partner_helpers.py)


@pytest.fixture(scope="module")
def partner_server(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One serve process per test module, SQLite in a temp folder, rate limit off."""
    from partner_helpers import PartnerServer  # it needs Playwright, as its tests do

    server = PartnerServer(site_dir, tmp_path_factory.mktemp("partner"))
    server.start()
    try:
        yield server
    finally:
        server.kill()
