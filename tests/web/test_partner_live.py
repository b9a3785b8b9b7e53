"""Partner play, live: two browser contexts against a real `serve` play a whole twine
deal, each move appearing on the other screen as it happens, then the scores on both
and a rematch. Screens checked with axe and screenshots at 1280x800 and 360x640."""

import re
from typing import Any

import pytest
from playwright.sync_api import expect
from table_helpers import describe

from partner_helpers import (
    PartnerServer,
    open_seat,
    partner_move,
    play_turn_in_page,
    shot,
    status,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.server]

MAX_TURNS = 150  # the arrange-and-declare player ends a deal long before this


def _console_errors(page: Any, errors: list) -> None:
    """Collect the page's errors, but for the server's CSP refusing the test's own
    injected axe script (the helper then runs axe another way)."""
    page.on("pageerror", lambda e: errors.append(str(e)))
    axe_refused = "Executing inline script violates"
    page.on("console", lambda m: errors.append(m.text)
            if m.type == "error" and not m.text.startswith(axe_refused) else None)


def _no_reload_marker(page: Any) -> None:
    page.evaluate("() => { window.__sameDocument = true; }")


def _same_document(page: Any) -> bool:
    return bool(page.evaluate("() => window.__sameDocument === true"))


def _no_violations(page: Any, axe: Any) -> None:
    found = axe(page)
    assert not found, describe(found)


def test_a_whole_twine_deal_is_played_live_and_each_move_reaches_the_other_screen(
        browser: Any, partner_server: PartnerServer, axe: Any) -> None:
    wide = browser.new_context(viewport={"width": 1280, "height": 800})
    phone = browser.new_context(viewport={"width": 360, "height": 640}, has_touch=True)
    try:
        asha = wide.new_page()
        errors: list = []
        _console_errors(asha, errors)
        asha.goto(partner_server.url + "?pace=0")
        start = asha.get_by_role("button", name="Play with friends")
        start.click()
        dialog = asha.get_by_role("dialog", name="Play with friends")
        dialog.get_by_label("One deal").check()
        dialog.get_by_label("Your name (optional)").fill("Asha")
        dialog.get_by_label("Seat 2: friend's name (optional)").fill("Ravi")
        _no_violations(asha, axe)
        dialog.get_by_role("button", name="Make the match").click()
        ready = asha.get_by_role("dialog", name="Your match is ready")
        invite = ready.get_by_label("Invite link for your friend").input_value()
        own = ready.get_by_label("Your own link, to come back with").input_value()
        # The invite opens in the inviter's language; your own link in your device's.
        seat = r"#match=[\w-]+&token=[\w-]+"
        assert re.fullmatch(re.escape(partner_server.url + "?lang=en") + seat, invite)
        assert re.fullmatch(re.escape(partner_server.url) + seat, own)
        assert own != invite and own.split("&")[0] == invite.split("&")[0].replace("?lang=en", "")
        ready.get_by_role("button", name="Copy link").first.click()
        expect(ready.get_by_text("Copied.")).to_be_visible()
        _no_violations(asha, axe)
        shot(asha, "partner-invite-1280.png")

        ready.get_by_role("link", name="Open the table").click()
        expect(status(asha)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
        expect(asha.locator("#partner-strip")).to_contain_text("Ravi is away")
        # No coach between two people: the page offers no hint.
        expect(asha.get_by_role("button", name="Hint")).to_be_hidden()
        # Until the friend comes, the invite link stays at hand.
        expect(asha.get_by_label("Invite link for your friend")).to_have_value(invite)
        _no_violations(asha, axe)
        shot(asha, "partner-waiting-1280.png")
        _no_reload_marker(asha)

        ravi = phone.new_page()
        _console_errors(ravi, errors)
        open_seat(ravi, invite)
        expect(status(ravi)).to_have_text("ASHA'S TURN")
        expect(ravi.locator("#partner-strip")).to_contain_text("Asha is online")
        expect(asha.locator("#partner-strip")).to_contain_text("Ravi is online")
        _no_reload_marker(ravi)
        _no_violations(ravi, axe)
        shot(ravi, "partner-table-360.png")
        expect(asha.get_by_label("Invite link for your friend")).to_be_hidden()

        pages = {"asha": asha, "ravi": ravi}
        names = {"asha": "Asha", "ravi": "Ravi"}
        over = False
        turns = 0
        while not over:
            turns += 1
            assert turns <= MAX_TURNS
            mover = "asha" if status(asha).inner_text().startswith("YOUR TURN") else "ravi"
            other = "ravi" if mover == "asha" else "asha"
            expect(status(pages[other])).to_have_text("%s'S TURN" % names[mover].upper())
            over = play_turn_in_page(pages[mover])
            watcher = pages[other]
            if over:
                break
            # The other screen shows the move in words and the same discard pile, unreloaded.
            expect(partner_move(watcher)).to_have_text(re.compile(
                r"^%s drew from the draw pile and discarded " % names[mover]))
            expect(watcher.locator("#discard-pile")).to_have_attribute(
                "aria-label", pages[mover].locator("#discard-pile").get_attribute("aria-label"))
            expect(status(watcher)).to_have_text("YOUR TURN · DRAW")
            expect(pages[mover].locator("#partner-strip")).to_contain_text(
                re.compile(r"%s's turn since \d" % names[other]))
        for page in (asha, ravi):
            expect(page.locator("#result")).to_be_visible()
            expect(page.get_by_role("heading", name="Points this deal")).to_be_visible()
            standings = page.get_by_role("table")
            expect(standings.get_by_role("rowheader", name="Asha")).to_be_visible()
            expect(standings.get_by_role("rowheader", name="Ravi")).to_be_visible()
            expect(page.get_by_role("button", name="Rematch")).to_be_visible()
            assert _same_document(page), "the page was reloaded"
        winner = "asha" if status(asha).inner_text() == "YOU WIN" else "ravi"
        expect(status(pages["ravi" if winner == "asha" else "asha"])).to_have_text(
            "%s WINS" % names[winner].upper())
        _no_violations(asha, axe)
        _no_violations(ravi, axe)
        shot(asha, "partner-results-1280.png")
        shot(ravi, "partner-results-360.png")

        # Either seat asks for the rematch; the other is told and joins with one click.
        ravi.get_by_role("button", name="Rematch").click()
        expect(ravi.locator("#partner-strip")).to_contain_text("Asha is away")
        assert ravi.url.split("&")[0] != invite.split("&")[0]
        assert ravi.url.endswith(invite.split("&")[1])  # the same secret opens the rematch
        join = asha.get_by_role("link", name="Join the rematch")
        expect(join).to_be_visible()
        _no_violations(asha, axe)
        join.click()
        expect(status(asha)).to_have_text(re.compile(r"^(YOUR TURN · DRAW|RAVI'S TURN)$"))
        expect(asha.locator(".brand-sub")).to_have_text("two-player table · One deal")
        expect(ravi.locator("#partner-strip")).to_contain_text("Asha is online")
        assert asha.url == ravi.url.split("&")[0] + "&" + own.split("&")[1]
        assert errors == [], "\n".join(errors)
    finally:
        wide.close()
        phone.close()
