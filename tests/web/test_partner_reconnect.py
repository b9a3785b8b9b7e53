"""A dropped socket recovers: while the server is gone (killed with SIGKILL) or the
browser is offline the table says "reconnecting…" and sends nothing; once back, the
socket reconnects and the table catches up with what happened meanwhile."""

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from partner_helpers import (
    PartnerServer,
    draw_and_discard_in_page,
    open_seat,
    partner_move,
    status,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.server]

RECONNECTING = "Connection lost · reconnecting…"


def test_the_tables_reconnect_after_the_server_dies_and_after_going_offline(
        browser: Any, partner_server: PartnerServer) -> None:
    match = partner_server.create()
    asha_context = browser.new_context()
    ravi_context = browser.new_context()
    try:
        asha = asha_context.new_page()
        ravi = ravi_context.new_page()
        open_seat(asha, match["links"][0])
        open_seat(ravi, match["links"][1])
        expect(status(asha)).to_have_text("YOUR TURN · DRAW")
        for page in (asha, ravi):
            page.evaluate("() => { window.__sameDocument = true; }")

        partner_server.kill()
        for page in (asha, ravi):
            expect(page.locator("#partner-connection")).to_have_text(RECONNECTING)
        asha.keyboard.press("d")
        expect(asha.get_by_role("alert")).to_have_text(
            "Not connected to the match; reconnecting… That move will be sent when the "
            "connection is back.")
        expect(status(asha)).to_have_text("YOUR TURN · DRAW")

        # Back: the line goes, and the draw made offline is sent once, as the view allows.
        partner_server.start()
        for page in (asha, ravi):
            expect(page.locator("#partner-connection")).to_have_text("", timeout=20_000)
        expect(status(asha)).to_have_text("YOUR TURN · DISCARD", timeout=20_000)
        expect(asha.get_by_text(re.compile("^Not connected"))).to_have_count(0)
        drawn = asha.get_by_role("button", name=re.compile(r", just drawn$"))
        expect(drawn).to_have_count(1)  # one draw, sent once
        drawn.click()
        expect(drawn).to_have_attribute("aria-pressed", "true")
        asha.get_by_role("button", name="Discard selected").click()
        expect(status(asha)).not_to_have_text(re.compile(r"^YOUR TURN"))
        expect(status(ravi)).to_have_text("YOUR TURN · DRAW")
        expect(partner_move(ravi)).to_contain_text("Asha drew from the draw pile and discarded")

        draw_and_discard_in_page(ravi)
        expect(status(asha)).to_have_text("YOUR TURN · DRAW")

        # Meanwhile-moves: Ravi offline while Asha plays; back online he sees it.
        ravi_context.set_offline(True)
        expect(ravi.locator("#partner-connection")).to_have_text(RECONNECTING)
        draw_and_discard_in_page(asha)
        expect(status(ravi)).to_have_text("ASHA'S TURN")
        ravi_context.set_offline(False)
        expect(status(ravi)).to_have_text("YOUR TURN · DRAW", timeout=20_000)
        for page in (asha, ravi):
            assert page.evaluate("() => window.__sameDocument === true")
    finally:
        asha_context.close()
        ravi_context.close()


def test_the_table_says_so_while_the_server_cannot_reach_its_records(
        browser: Any, partner_server: PartnerServer) -> None:
    """Another program holds the database's write lock: the socket stays open, the page
    says why the move did not happen, and plays on once the lock is gone."""
    import sqlite3
    match = partner_server.create()
    context = browser.new_context()
    path = partner_server.database[len("sqlite:///"):]
    db = sqlite3.connect(path, isolation_level=None, timeout=10)
    try:
        asha = context.new_page()
        open_seat(asha, match["links"][0])
        expect(status(asha)).to_have_text("YOUR TURN · DRAW")
        db.execute("BEGIN EXCLUSIVE")
        asha.keyboard.press("d")
        expect(asha.get_by_role("alert")).to_have_text(
            re.compile("^The match server cannot reach its records just now"), timeout=15_000)
        expect(asha.locator("#partner-connection")).to_have_text(
            "The match server cannot reach its records just now; moves wait until it is back.")
        expect(status(asha)).to_have_text("YOUR TURN · DRAW")
        db.execute("ROLLBACK")
        expect(asha.locator("#partner-connection")).to_have_text("", timeout=15_000)
        draw_and_discard_in_page(asha)
        expect(status(asha)).to_have_text("RAVI'S TURN")
    finally:
        if db.in_transaction:
            db.execute("ROLLBACK")
        db.close()
        context.close()


CACHED_URLS = """async () => {
    const urls = [];
    for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
}"""


def test_the_service_worker_never_answers_for_the_api_and_practice_plays_without_the_server(
        page: Any, partner_server: PartnerServer) -> None:
    page.goto(partner_server.url + "?pace=0")
    page.wait_for_function("() => navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    page.wait_for_function("() => Boolean(navigator.serviceWorker.controller)")
    expect(page.get_by_role("button", name="Play with friends")).to_be_visible()
    cached = page.evaluate(CACHED_URLS)
    assert cached and not [url for url in cached if "/api/" in url]
    partner_server.kill()
    try:
        page.reload()
        expect(status(page)).to_have_text(re.compile(r"^YOUR TURN"), timeout=30_000)
        assert page.evaluate(
            "() => fetch('api/health').then(() => 'answered', () => 'no answer')") == "no answer"
        # Seen here before, the button stays, and says what partner play needs.
        page.get_by_role("button", name="Play with friends").click()
        expect(page.get_by_role("button", name="Make the match")).to_be_disabled()
        expect(page.get_by_role("dialog").get_by_role("alert")).to_have_text(
            re.compile("^Partner play needs the network"))
    finally:
        partner_server.start()
