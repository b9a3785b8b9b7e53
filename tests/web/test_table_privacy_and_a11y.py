"""No request leaves the game's origin, and axe-core finds nothing in the main states."""

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect
from table_helpers import DRAW_PILE, button, card, describe, open_table, result_heading, status

pytestmark = pytest.mark.browser


def test_playing_makes_zero_requests_to_other_origins(page, served_site, request_urls):
    open_table(page, served_site, "?seed=77&random=1&pace=0")
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    page.locator(".tray-cards .card").first.click()
    button(page, "Discard selected").click()
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
    page.wait_for_timeout(500)
    origin = urlsplit(served_site.origin)
    assert request_urls, "no request was recorded"
    foreign = [
        url
        for url in request_urls
        if not url.startswith(("data:", "blob:"))
        and (urlsplit(url).scheme, urlsplit(url).netloc) != (origin.scheme, origin.netloc)
    ]
    assert foreign == []
    assert any(url.endswith("runtime/micropython.wasm") for url in request_urls)


def test_axe_finds_no_violations_at_start_after_drawing_and_at_the_result(page, served_site, axe):
    open_table(page, served_site, "?seed=17&pace=0")
    violations = axe(page)
    assert violations == [], describe(violations)

    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    card(page, "two of hearts").click()
    violations = axe(page)
    assert violations == [], describe(violations)

    button(page, "Arrange for me").click()
    # The coach picks the card Arrange selects: wait for it, as a player would, before
    # declaring (2♥, selected above, is still the selection until the answer comes).
    expect(card(page, "king of clubs")).to_have_attribute("aria-pressed", "true")
    button(page, "Discard & declare").click()
    expect(result_heading(page)).to_be_visible()
    violations = axe(page)
    assert violations == [], describe(violations)


def test_the_table_is_readable_on_a_narrow_phone(browser, served_site):
    context = browser.new_context(viewport={"width": 360, "height": 740})
    try:
        page = context.new_page()
        open_table(page, served_site, "?seed=17&pace=0")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, "the page scrolls sideways (%d px wide)" % width
        for name in ("Declare hand", "Arrange for me", "Move to tray 4"):
            expect(button(page, name)).to_be_visible()
        expect(page.get_by_role("button", name=re.compile("^king of clubs"))).to_be_visible()
    finally:
        context.close()


def test_reduced_motion_turns_transitions_off(browser, served_site):
    context = browser.new_context(reduced_motion="reduce")
    try:
        page = context.new_page()
        open_table(page, served_site, "?seed=17&pace=0")
        durations = page.evaluate(
            """() => [...document.querySelectorAll('.card, .btn, .tray, .pile-button')]
                .map(el => getComputedStyle(el).transitionDuration)"""
        )
        assert durations and set(durations) == {"0s"}
    finally:
        context.close()
    page = browser.new_page()
    try:
        open_table(page, served_site, "?seed=17&pace=0")
        duration = page.evaluate(
            "getComputedStyle(document.querySelector('.tray-cards .card')).transitionDuration"
        )
        assert duration != "0s"
    finally:
        page.close()
