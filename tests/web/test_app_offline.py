"""Offline play through the service worker, and what an update may delete."""

import json
import re
import shutil
from contextlib import contextmanager

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

SCOPE_PATH = "/games/rummy/"
PREFIX = "indian-rummy:%s:" % SCOPE_PATH


def precache_version(site_root):
    text = (site_root / "precache.js").read_text(encoding="utf-8")
    match = re.search(r'self\.PRECACHE_VERSION = "([^"]+)"', text)
    assert match, "precache.js defines no PRECACHE_VERSION"
    return match.group(1)


def precache_files(site_root):
    text = (site_root / "precache.js").read_text(encoding="utf-8")
    match = re.search(r"self\.PRECACHE_FILES = (\[.*?\]);", text, re.S)
    assert match, "precache.js defines no PRECACHE_FILES"
    return json.loads(match.group(1))


def language_files(site_root, language):
    """The catalogs a visit in ``language`` keeps beside the precache (sw.js)."""
    text = (site_root / "precache.js").read_text(encoding="utf-8")
    match = re.search(r"self\.PRECACHE_LANGUAGES = (\{.*?\});", text, re.S)
    assert match, "precache.js defines no PRECACHE_LANGUAGES"
    return json.loads(match.group(1))[language]


def wait_until_offline_ready(page, site_root, language="en"):
    """The worker is active, controls the page and its cache holds every file and
    the catalogs of the page's language (which the page asks it to keep once it is
    ready, l10n.js: going offline before then would leave the page without words)."""
    version = precache_version(site_root)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=30_000)
    url = page.evaluate("navigator.serviceWorker.controller.scriptURL")
    catalogs = [url.rsplit("/", 1)[0] + "/" + file for file in language_files(site_root, language)]
    page.wait_for_function(
        """async ([name, catalogs]) => {
            const requests = await (await caches.open(name)).keys();
            const kept = new Set(requests.map((request) => request.url));
            return catalogs.every((url) => kept.has(url));
        }""",
        arg=[PREFIX + version, catalogs], timeout=30_000)
    return page.evaluate(
        """async (name) => {
            const cache = await caches.open(name);
            return (await cache.keys()).map((request) => request.url);
        }""",
        PREFIX + version,
    )


def cache_names(page):
    return page.evaluate("caches.keys()")


def test_worker_precaches_every_site_file_under_a_game_path_and_version_name(page, served_site):
    root = served_site.root / "games" / "rummy"
    version = precache_version(root)
    page.goto(served_site.url + "guide.html")
    cached = wait_until_offline_ready(page, root)
    # Every site file, and the catalogs of the visit's language (English), which the
    # page asks the worker to keep once it is ready.
    files = precache_files(root) + language_files(root, "en")
    expected = {served_site.url + ("" if f == "./" else f) for f in files}
    assert set(cached) == expected
    for must in ("index.html", "guide.html", "runtime/micropython.wasm", "engine/bundle.bin"):
        assert served_site.url + must in cached
    assert cache_names(page) == [PREFIX + version]


def draw_and_discard(page):
    """Play one turn of the guided deal: D draws, A arranges (selecting the
    discard), Discard selected ends the turn; Mira (pace 0) answers."""
    table = page.locator("#table")
    expect(table).to_have_attribute("data-phase", "draw", timeout=60_000)
    expect(page.locator("#status")).to_have_text("YOUR TURN · DRAW")
    page.keyboard.press("d")
    expect(table).to_have_attribute("data-phase", "discard")
    expect(page.locator("#hand-count")).to_contain_text("14")
    page.keyboard.press("a")
    expect(page.get_by_role("button", name="Discard selected")).to_be_enabled()
    page.get_by_role("button", name="Discard selected").click()
    expect(table).to_have_attribute("data-phase", "draw", timeout=30_000)
    expect(page.locator("#hand-count")).to_contain_text("13")
    expect(page.locator("#bot-seat-message")).not_to_be_empty()


@contextmanager
def offline(context, served_site):
    """No network and no server for the block; both come back afterwards, whatever happens."""
    served_site.stop()
    context.set_offline(True)
    try:
        yield
    finally:
        context.set_offline(False)
        served_site.start()


def expect_styled_guide(page):
    """The guide is there with its own styles (served from the cache when offline)."""
    expect(page.get_by_role("heading", level=1)).to_have_text("The full guide")
    assert page.evaluate("getComputedStyle(document.body).fontFamily").startswith("Georgia")


def test_table_and_guide_load_and_a_deal_plays_offline_after_one_visit(page, context, served_site):
    root = served_site.root / "games" / "rummy"
    page.goto(served_site.url + "index.html?pace=0")
    wait_until_offline_ready(page, root)

    with offline(context, served_site):
        # The table, by a query string the cache has never seen.
        page.goto(served_site.url + "index.html?seed=5&pace=0")
        expect(page.get_by_role("heading", level=1)).to_contain_text("Indian Rummy")
        draw_and_discard(page)

        guide = context.new_page()
        guide.goto(served_site.url + "guide.html")
        expect_styled_guide(guide)
        expect(guide.locator("#guided-deal")).to_contain_text("2♣ 2♦ 2♠ K♣")
        guide.close()

        # The bare folder address works offline as well.
        page.goto(served_site.url + "?seed=9&random=1&pace=0")
        expect(page.locator("#table")).to_have_attribute("data-phase", "draw", timeout=60_000)


def test_a_scored_table_plays_offline_after_one_practice_visit(page, context, served_site):
    root = served_site.root / "games" / "rummy"
    page.goto(served_site.url + "?pace=0")
    wait_until_offline_ready(page, root)
    with offline(context, served_site):
        page.goto(served_site.url + "?table=classic&format=pool101&players=4&seed=3&pace=0")
        expect(page.locator("#seats .seat")).to_have_count(3, timeout=60_000)
        page.keyboard.press("x")
        page.get_by_role("button", name="Drop for 20 points").click()
        expect(page.get_by_role("table")).to_contain_text("Pool 101", timeout=60_000)


def test_guide_loads_offline_after_one_visit(page, context, served_site):
    root = served_site.root / "games" / "rummy"
    page.goto(served_site.url + "guide.html")
    wait_until_offline_ready(page, root)
    with offline(context, served_site):
        page.goto(served_site.url + "guide.html#seeds")
        expect_styled_guide(page)
        expect(page.locator("#seeds")).to_contain_text("?seed=123&random=1")


# Caches that an update must leave alone, and ones it must remove.
FOREIGN_CACHES = [
    "other-game:%s:1234" % SCOPE_PATH,  # another game, same path
    "indian-rummy:/elsewhere/rummy/:0000000000000000",  # this game, another path
    "indian-rummy:/games/rummy/beta/:0000000000000000",  # this game, a sub-folder
    "site-assets",  # anything else on the origin
]
STALE_CACHE = PREFIX + "0000000000000000"  # this game and path, an older build


def new_build(root):
    """Turn the served site into the next build: a changed file, a new version."""
    guide = root / "guide.html"
    guide.write_text(guide.read_text(encoding="utf-8") + "<!-- next build -->\n", encoding="utf-8")
    old = precache_version(root)
    new = "feedfacecafe0001"
    precache = root / "precache.js"
    precache.write_text(precache.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    return new


def served_guide(page):
    """guide.html as this page's service worker answers it."""
    return page.evaluate("fetch('guide.html').then((response) => response.text())")


def test_update_removes_only_older_caches_of_this_game_and_path(context, static_server, site_dir):
    root = static_server.root / "games" / "rummy"
    shutil.copytree(site_dir, root)
    url = "http://127.0.0.1:%d%s" % (static_server.port, SCOPE_PATH)
    old = precache_version(root)

    page = context.new_page()
    page.goto(url + "guide.html")
    wait_until_offline_ready(page, root)
    page.evaluate(
        """async (names) => {
            for (const name of names) {
                const cache = await caches.open(name);
                await cache.put(new Request("/marker/" + encodeURIComponent(name)),
                                new Response(name));
            }
        }""",
        FOREIGN_CACHES + [STALE_CACHE],
    )

    new = new_build(root)
    state = page.evaluate(
        """async () => {
            const reg = await navigator.serviceWorker.getRegistration();
            await reg.update();
            const worker = reg.installing || reg.waiting;
            if (worker && worker.state !== "installed") {
                await new Promise((resolve) => worker.addEventListener("statechange", () => {
                    if (worker.state === "installed" || worker.state === "redundant") resolve();
                }));
            }
            return {waiting: reg.waiting !== null, active: reg.active !== null};
        }"""
    )
    # While a page of the game is open the new build waits: nothing is
    # swapped under a deal in progress, and the old cache is still there.
    assert state == {"waiting": True, "active": True}
    names = set(cache_names(page))
    assert {PREFIX + old, PREFIX + new, STALE_CACHE} <= names
    assert "next build" not in served_guide(page)

    # The last page of the game goes; the new build takes over. The browser
    # learns of the closed tab a moment after close() returns, and a page of
    # the game opened before then would rightly keep the old build. So the
    # takeover is watched from a page of this origin outside the game's folder,
    # which no worker of the game controls.
    page.close()
    (static_server.root / "outside.html").write_text("<!doctype html><title>Outside</title>\n")
    outside = context.new_page()
    outside.goto("http://127.0.0.1:%d/outside.html" % static_server.port)
    outside.evaluate(
        "async (scope) => { window.game = await navigator.serviceWorker.getRegistration(scope); }",
        url,
    )
    # Only a predicate that returns at once: wait_for_function takes a promise
    # for a true value and would not wait.
    outside.wait_for_function(
        """() => window.game.waiting === null && window.game.active !== null
                 && window.game.active.state === 'activated'""",
        timeout=20_000,
    )
    outside.close()
    # Activated means the activate event's work is done: the older caches are gone.
    page = context.new_page()
    page.goto(url + "guide.html")
    assert page.evaluate("navigator.serviceWorker.controller.state") == "activated"
    assert set(cache_names(page)) == set(FOREIGN_CACHES) | {PREFIX + new}
    # The other caches keep their contents.
    for name in FOREIGN_CACHES:
        body = page.evaluate(
            """async (name) => {
                const cache = await caches.open(name);
                const hit = await cache.match("/marker/" + encodeURIComponent(name));
                return hit ? hit.text() : null;
            }""",
            name,
        )
        assert body == name
    # And the new build is what the worker now serves.
    assert "next build" in served_guide(page)
    page.close()
