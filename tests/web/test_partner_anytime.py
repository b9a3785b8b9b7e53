"""Partner play any time: a Pool 101 match where one side closes its tab, the other
moves, and the first comes back with its link to the table as it was, with what the
partner did meanwhile; a turn that comes while the tab is in the background shows in
its title and app badge. Most of the match is scripted through the HTTP API."""

import re
from typing import Any

import pytest
from playwright.sync_api import expect
from table_helpers import describe

from indian_rummy.locales import render
from partner_helpers import (
    PartnerServer,
    draw_and_discard_in_page,
    open_seat,
    partner_move,
    shot,
    status,
)
from waiting import wait_for

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.server]

MAX_TURNS = 2000  # a Pool 101 match of arrange-and-declare players ends long before

# The app badge is not there in headless Chromium: a stand-in records what it is told.
BADGE_STAND_IN = """
window.__badge = null;
navigator.setAppBadge = (n) => { window.__badge = n; return Promise.resolve(); };
navigator.clearAppBadge = () => { window.__badge = 0; return Promise.resolve(); };
"""


def _background(page: Any, hidden: bool) -> None:
    page.evaluate(
        """(hidden) => {
            Object.defineProperty(document, "hidden", {value: hidden, configurable: true});
            Object.defineProperty(document, "visibilityState",
                                  {value: hidden ? "hidden" : "visible", configurable: true});
            document.dispatchEvent(new Event("visibilitychange"));
        }""",
        hidden,
    )


def _summary_when(server: PartnerServer, match: dict, wanted: Any) -> dict:
    """The match's summary once ``wanted(summary)`` holds (the server hears a closed tab
    a moment after it closes)."""
    def summary() -> "dict | None":
        _, found = server.call("GET", "matches/" + match["match"], token=match["tokens"][1])
        return dict(found) if wanted(found) else None

    found: dict = wait_for(summary, "the match's summary to show it", 10)
    return found


def _finish_match(server: PartnerServer, match: dict, page: Any) -> int:
    """Play the match to its end through the API, but for the first Next deal, which
    ``page`` (seat 0) presses; returns the deals played."""
    deals = 1
    for _ in range(MAX_TURNS):
        _, summary = server.call("GET", "matches/" + match["match"], token=match["tokens"][0])
        if summary["status"] == "over":
            return deals
        if summary["turn"] is None:
            if deals == 1:
                expect(page.locator("#result")).to_be_visible()
                page.get_by_role("button", name="Next deal").click()
                expect(page.locator("#seed")).to_have_text("Deal 2")
            else:
                assert server.request(match, 1, "next_deal")["ok"]
            deals += 1
            continue
        server.play_turn(match, summary["turn"])
    raise AssertionError("the match did not end")


def test_a_pool_101_match_waits_for_a_player_who_closes_the_tab_and_comes_back(
        browser: Any, partner_server: PartnerServer, axe: Any) -> None:
    match = partner_server.create("pool101")
    asha_context = browser.new_context(viewport={"width": 1280, "height": 800})
    ravi_context = browser.new_context(viewport={"width": 390, "height": 844})
    asha_context.add_init_script(BADGE_STAND_IN)
    try:
        asha = asha_context.new_page()
        open_seat(asha, match["links"][0])
        expect(status(asha)).to_have_text("YOUR TURN · DRAW")
        expect(asha.locator(".brand-sub")).to_have_text("two-player table · Pool 101")
        draw_and_discard_in_page(asha)
        expect(status(asha)).to_have_text("RAVI'S TURN")
        asha.close()

        # Ravi plays any time, through the API, while Asha is away.
        summary = _summary_when(partner_server, match, lambda s: not s["seats"][0]["online"])
        assert summary["seats"][0]["last_acted"]
        view = partner_server.draw_and_discard(match, 1)
        assert view["result"] is None
        ravi_last = render(view["seats"][1]["last_move"])
        assert ravi_last.startswith("Ravi drew from the draw pile and discarded ")

        # Asha comes back with her link: the table as Ravi left it.
        asha = asha_context.new_page()
        open_seat(asha, match["links"][0])
        expect(status(asha)).to_have_text("YOUR TURN · DRAW")
        expect(partner_move(asha)).to_have_text(ravi_last)
        expect(asha.locator("#partner-strip")).to_contain_text("Ravi is away")
        assert asha.locator("#hand-count").inner_text() == "· 13 cards"
        asha.get_by_text("Your link to come back").click()
        expect(asha.get_by_label("Your own link (keep it private)")).to_have_value(
            match["links"][0])
        draw_and_discard_in_page(asha)

        # Ravi opens the table; Asha's tab goes to the background; his move reaches it.
        ravi = ravi_context.new_page()
        open_seat(ravi, match["links"][1])
        expect(status(ravi)).to_have_text("YOUR TURN · DRAW")
        expect(ravi.locator("#partner-strip")).to_contain_text("Asha is online")
        expect(asha.locator("#partner-strip")).to_contain_text("Ravi is online")
        shot(ravi, "partner-pool101-390.png")
        expect(asha.locator("#partner-strip")).to_contain_text(
            re.compile(r"Ravi's turn since \d"))
        title = asha.title()
        _background(asha, True)
        draw_and_discard_in_page(ravi)
        expect(asha).to_have_title("Your turn · " + title)
        assert asha.evaluate("() => window.__badge") == 1
        _background(asha, False)
        expect(asha).to_have_title(title)
        assert asha.evaluate("() => window.__badge") == 0

        # This device keeps the way back to the match.
        practice = asha_context.new_page()
        practice.goto(partner_server.url + "?pace=0")
        practice.get_by_role("button", name="Play with friends").click()
        back = practice.get_by_role("link", name="Pool 101 with Ravi")
        expect(back).to_have_attribute("href", match["links"][0])
        found = axe(practice)
        assert not found, describe(found)
        practice.close()

        # The rest of the match through the API, both tables following it live.
        deals = _finish_match(partner_server, match, asha)
        for page in (asha, ravi):
            expect(page.locator("#result")).to_be_visible(timeout=20_000)
            expect(page.locator("#result")).to_contain_text("Pool 101: out at 101 points")
            page.get_by_role("button", name="Deal by deal").click()
            rows = page.locator("#standings").get_by_role("row")
            expect(rows.first.get_by_role("columnheader", name="Deal %d" % deals)).to_be_visible()
            expect(page.locator("#match-winner")).to_have_text(
                re.compile(r"^(You win|Asha wins|Ravi wins) the Pool 101 match\.$"))
            expect(page.get_by_role("button", name="Rematch")).to_be_visible()
            expect(page.get_by_role("button", name="Next deal")).to_be_hidden()
        shot(asha, "partner-pool101-standings-1280.png")
    finally:
        asha_context.close()
        ravi_context.close()
