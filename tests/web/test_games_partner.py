"""A partner match this device opened is one of its games (issue 38): its seat's link
is kept when the table opens, its outcome once the match is over, and Your games
opens it again by that link; the Play with friends dialog lists it from the same
record."""

import json
import re

import pytest
from playwright.sync_api import expect

from partner_helpers import PartnerServer, open_seat

pytestmark = pytest.mark.browser


def kept_partner(page, match_id):
    text = page.evaluate("k => localStorage.getItem(k)", "indian-rummy:game:partner-" + match_id)
    return json.loads(text) if text else None


@pytest.mark.server
def test_a_partner_match_opened_here_is_kept_with_its_outcome_and_listed(
        browser, partner_server: PartnerServer) -> None:
    match = partner_server.create("deal", ("Asha", "Ravi"))
    context = browser.new_context(viewport={"width": 1280, "height": 860})
    try:
        page = context.new_page()
        open_seat(page, match["links"][0])
        page.wait_for_function("k => localStorage.getItem(k) !== null",
                               arg="indian-rummy:game:partner-" + match["match"])
        kept = kept_partner(page, match["match"])
        assert kept["link"] == match["links"][0] and kept["kind"] == "partner"
        assert kept["seats"] == ["Asha", "Ravi"] and kept["you"] == "Asha"
        assert kept["outcome"] is None and kept["format_title"] == "One deal"
        # The seat on turn drops: at two seats the deal, and the one-deal match, is over.
        on_turn = partner_server.view(match, 0)["seats"]
        seat = [s["seat"] for s in on_turn if s["turn"]][0]
        assert partner_server.request(match, seat, "drop")["ok"]
        outcome = "lost" if seat == 0 else "won"
        key = "indian-rummy:game:partner-" + match["match"]
        page.wait_for_function("([k, o]) => (JSON.parse(localStorage.getItem(k)) || {})"
                               ".outcome === o", arg=[key, outcome])
        # The device's games list it, and its Open follows the seat's link.
        page.goto(partner_server.url)
        expect(page.locator("#status")).to_have_text(re.compile(r"^YOUR TURN"), timeout=30_000)
        page.get_by_role("button", name="Your games", exact=True).click()
        item = page.get_by_role("dialog", name="Your games").get_by_role("listitem")
        expect(item).to_have_count(1)
        expect(item).to_contain_text("Partner match · One deal · Two-player")
        expect(item).to_contain_text("with Ravi · You %s" % outcome)
        expect(item.get_by_role("link", name="Open")).to_have_attribute("href", match["links"][0])
        page.get_by_role("dialog", name="Your games").get_by_role("button", name="Close").click()
        page.get_by_role("button", name="Play with friends").click()
        seats = page.locator(".invite-seats")
        expect(seats.get_by_role("link", name="One deal with Ravi")).to_have_attribute(
            "href", match["links"][0])
    finally:
        context.close()


def test_the_seats_kept_before_become_partner_games_once(browser, served_site) -> None:
    link = served_site.url + "#match=OldMatch12345678&token=OldToken12345678"
    context = browser.new_context(viewport={"width": 360, "height": 800})
    try:
        context.add_init_script("""(seats => {
            if (sessionStorage.getItem("seeded")) return;
            localStorage.setItem("indian-rummy:seats", seats);
            sessionStorage.setItem("seeded", "1");
        })(%s)""" % json.dumps(json.dumps([
            {"match": "OldMatch12345678", "token": "OldToken12345678",
             "title": "Pool 101 with Ravi", "at": "2025-11-02T10:00:00.000Z"}])))
        page = context.new_page()
        page.goto(served_site.url + "?pace=0")
        expect(page.locator("#status")).to_have_text(re.compile(r"^YOUR TURN"), timeout=30_000)
        page.get_by_role("button", name="Your games", exact=True).click()
        item = page.get_by_role("dialog", name="Your games").get_by_role("listitem")
        expect(item).to_have_count(1)
        expect(item).to_contain_text("Partner match · Pool 101 with Ravi")
        expect(item).to_contain_text("Not over yet · Nov 2, 2025")
        expect(item.get_by_role("link", name="Open")).to_have_attribute("href", link)
        assert page.evaluate("() => localStorage.getItem('indian-rummy:seats')") is None
        kept = kept_partner(page, "OldMatch12345678")
        assert kept["saved"] == 1762077600000 and kept["outcome"] is None
    finally:
        context.close()
