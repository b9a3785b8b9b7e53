"""Starting partner play with the keyboard alone, on a phone-sized screen."""

import re
from typing import Any

import pytest
from keyboard_helpers import focused, tab_until
from playwright.sync_api import expect
from table_helpers import describe

from partner_helpers import PartnerServer, shot, status

pytestmark = [pytest.mark.browser, pytest.mark.server]


def test_a_match_is_made_and_its_links_copied_with_the_keyboard_alone(
        browser: Any, partner_server: PartnerServer, axe: Any) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 640})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        page = context.new_page()
        page.goto(partner_server.url + "?pace=0")
        expect(status(page)).to_have_text(re.compile(r"^YOUR TURN"), timeout=30_000)
        expect(page.get_by_role("button", name="Play with friends")).to_be_visible()
        tab_until(page, r"^Play with friends$")
        page.keyboard.press("Enter")
        dialog = page.get_by_role("dialog", name="Play with friends")
        expect(dialog).to_be_visible()
        expect(dialog.get_by_label("Two-player · 2 players")).to_be_focused()  # the first choice
        page.keyboard.press("Tab")
        expect(dialog.get_by_label("One deal")).to_be_focused()
        page.keyboard.press("ArrowDown")
        expect(dialog.get_by_label("Pool 101")).to_be_checked()
        page.keyboard.press("Tab")
        page.keyboard.type("Asha")
        shot(page, "partner-start-360.png")
        page.keyboard.press("Enter")  # submits the form
        ready = page.get_by_role("dialog", name="Your match is ready")
        invite = ready.get_by_label("Invite link for your friend")
        expect(invite).to_be_focused()
        page.keyboard.press("Tab")
        assert focused(page) == "Copy link"
        page.keyboard.press("Enter")
        expect(ready.get_by_text("Copied.")).to_be_visible()
        assert page.evaluate("() => navigator.clipboard.readText()") == invite.input_value()
        found = axe(page)
        assert not found, describe(found)
        shot(page, "partner-links-360.png")
        tab_until(page, r"^Open the table$")
        page.keyboard.press("Enter")
        expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
        expect(page.locator(".brand-sub")).to_have_text("two-player table · Pool 101")
        expect(page.locator(".seat-name")).to_have_text("Player 2")
        # Partner play has no hints, so the keys line offers none.
        expect(page.locator('.keys-hint [data-control="hint"]')).to_have_attribute("hidden", "")
        expect(page.locator('.keys-hint [data-control="discard"]')).not_to_have_attribute(
            "hidden", "")
    finally:
        context.close()
