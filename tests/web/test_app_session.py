"""Play lives in the page session only: a reload starts afresh, nothing is stored."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def wait_for_first_draw(page):
    expect(page.locator("#table")).to_have_attribute("data-phase", "draw", timeout=60_000)
    expect(page.locator("#status")).to_have_text("YOUR TURN · DRAW")
    expect(page.locator("#hand-count")).to_contain_text("13")


def test_reload_starts_a_fresh_session(page, served_site):
    page.goto(served_site.url + "index.html?seed=7&pace=0")
    wait_for_first_draw(page)
    stock_before = page.locator("#stock-count").inner_text()

    page.keyboard.press("d")
    expect(page.locator("#table")).to_have_attribute("data-phase", "discard")
    expect(page.locator("#hand-count")).to_contain_text("14")
    assert page.locator("#stock-count").inner_text() != stock_before

    page.reload()
    wait_for_first_draw(page)
    assert page.locator("#stock-count").inner_text() == stock_before


def test_the_game_keeps_nothing_in_browser_storage(page, served_site):
    page.goto(served_site.url + "index.html?seed=7&pace=0")
    wait_for_first_draw(page)
    page.keyboard.press("d")
    expect(page.locator("#table")).to_have_attribute("data-phase", "discard")
    stored = page.evaluate(
        """async () => ({
            local: localStorage.length,
            session: sessionStorage.length,
            cookies: document.cookie,
            databases: indexedDB.databases ? (await indexedDB.databases()).length : 0,
        })"""
    )
    assert stored == {"local": 0, "session": 0, "cookies": "", "databases": 0}
