"""Partner play: the invited player names themselves the first time they open their
link (checked by the server, refused with the reason, shown on both screens), and
the strip says since when the first player is awaited before anyone has moved."""

import re
from typing import Any

import pytest
from playwright.sync_api import expect
from table_helpers import describe

from partner_helpers import PartnerServer, open_seat, shot, status

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.server]


def test_the_invited_player_names_themselves_and_both_screens_show_the_name(
        browser: Any, partner_server: PartnerServer, axe: Any) -> None:
    match = partner_server.create("pool101", names=("Asha", None))
    wide = browser.new_context(viewport={"width": 1280, "height": 800})
    phone = browser.new_context(viewport={"width": 360, "height": 640}, has_touch=True)
    try:
        asha = wide.new_page()
        open_seat(asha, match["links"][0])
        expect(status(asha)).to_have_text("YOUR TURN · DRAW")
        expect(asha.locator("#partner-name")).to_have_count(0)  # she named herself

        guest = phone.new_page()
        open_seat(guest, match["links"][1])
        # Nobody has moved yet: the wait runs from when the match was made.
        expect(guest.locator("#partner-strip")).to_contain_text(
            re.compile(r"Asha's turn since \d{1,2}:\d\d( [AP]M)? \(just now\)"))
        field = guest.get_by_label("Asha sees you as “Player 2”. Your name:")
        expect(field).to_have_value("")
        found = axe(guest)
        assert not found, describe(found)
        shot(guest, "partner-name-360.png")
        save = guest.get_by_role("button", name="Save name")
        for typed, reason in [("   ", "A name has 1 to 24 characters."),
                              (" Asha ", "Asha already sits at this table; "
                                         "choose another name.")]:
            field.fill(typed)
            save.click()
            expect(guest.get_by_role("alert").filter(has_text=reason)).to_be_visible()
        expect(field).to_be_focused()
        shot(guest, "partner-name-refused-360.png")
        expect(asha.locator("#partner-strip")).to_contain_text("Player 2 is online")

        field.fill("  Ravi ")
        save.click()
        expect(field).to_have_count(0)
        expect(guest.locator("#notice")).to_have_text("Asha now sees you as Ravi.")
        expect(asha.locator("#partner-strip")).to_contain_text("Ravi is online")
        expect(asha.locator("#seats")).to_contain_text("Ravi")
        _, summary = partner_server.call("GET", "matches/" + match["match"],
                                         token=match["tokens"][0])
        assert [s["name"] for s in summary["seats"]] == ["Asha", "Ravi"]
        shot(guest, "partner-name-saved-360.png")

        # Coming back to the same link asks no more; the table is the same.
        guest.reload()
        expect(guest.locator("#table")).to_have_attribute("aria-busy", "false", timeout=30_000)
        expect(guest.locator("#partner-strip")).to_contain_text("Asha is online")
        expect(guest.locator("#partner-name")).to_have_count(0)
        expect(status(guest)).to_have_text("ASHA'S TURN")
    finally:
        wide.close()
        phone.close()


def test_not_now_keeps_the_name_the_maker_gave(browser: Any,
                                               partner_server: PartnerServer) -> None:
    match = partner_server.create("deal", names=("Asha", "Ravi"))
    context = browser.new_context()
    try:
        page = context.new_page()
        open_seat(page, match["links"][1])
        field = page.get_by_label("Asha sees you as “Ravi”. Your name:")
        expect(field).to_have_value("Ravi")
        page.get_by_role("button", name="Not now").click()
        expect(field).to_have_count(0)
        expect(page.locator("#partner-strip")).to_contain_text("Asha")
        _, summary = partner_server.call("GET", "matches/" + match["match"],
                                         token=match["tokens"][1])
        assert [s["name"] for s in summary["seats"]] == ["Asha", "Ravi"]
    finally:
        context.close()
