"""Partner links that cannot open a table each get a clear page (not a broken table):
a damaged link, a wrong token, an unknown match, a seat open elsewhere, a finished
match, a static host without the server, and a server that does not answer."""

import re
from typing import Any

import pytest
from playwright.sync_api import expect
from table_helpers import describe

from partner_helpers import PartnerServer, open_seat, shot, status

pytestmark = [pytest.mark.browser, pytest.mark.server]

WRONG = "This link does not open a seat"
MISSING = "There is no such match"
BUSY = "This seat is open on another screen"
OVER = "This match is over"
NETWORK = "Partner play needs the network"
STATIC = "Partner play is not available here"


def _page_says(page: Any, title: str, axe: Any) -> None:
    heading = page.get_by_role("heading", name=title)
    expect(heading).to_be_visible(timeout=20_000)
    expect(heading).to_be_focused()
    expect(page.locator("#table")).to_be_hidden()
    expect(page.get_by_role("link", name="Practice table")).to_be_visible()
    found = axe(page)
    assert not found, describe(found)


@pytest.mark.parametrize("fragment", ["#match=", "#match=abc", "#match=abcdefghijkl&token=!!"])
def test_a_damaged_link_says_it_opens_no_seat(page: Any, partner_server: PartnerServer,
                                              axe: Any, fragment: str) -> None:
    page.goto(partner_server.url + fragment)
    _page_says(page, WRONG, axe)


def test_a_wrong_token_says_it_opens_no_seat_and_the_token_stays_out_of_urls(
        page: Any, partner_server: PartnerServer, axe: Any, request_urls: list) -> None:
    match = partner_server.create()
    wrong = "A" * 22
    page.goto("%s#match=%s&token=%s" % (partner_server.url, match["match"], wrong))
    _page_says(page, WRONG, axe)
    assert not [u for u in request_urls if wrong in u]


def test_an_unknown_match_says_there_is_none(page: Any, partner_server: PartnerServer,
                                             axe: Any) -> None:
    page.goto(partner_server.url + "#match=NoSuchMatch12345&token=" + "B" * 22)
    _page_says(page, MISSING, axe)


def test_a_seat_open_on_another_screen_is_said_and_can_move_here(
        browser: Any, partner_server: PartnerServer, axe: Any) -> None:
    match = partner_server.create()
    first = browser.new_context()
    second = browser.new_context()
    try:
        here = first.new_page()
        open_seat(here, match["links"][0])
        expect(status(here)).to_have_text("YOUR TURN · DRAW")
        there = second.new_page()
        there.goto(match["links"][0])
        _page_says(there, BUSY, axe)
        there.get_by_role("button", name="Play here instead").click()
        expect(status(there)).to_have_text("YOUR TURN · DRAW")
        # Both screens follow the seat: a move on one shows on the other.
        there.keyboard.press("d")
        expect(status(here)).to_have_text("YOUR TURN · DISCARD")
    finally:
        first.close()
        second.close()


def test_a_finished_match_says_so_and_shows_its_final_scores(
        page: Any, partner_server: PartnerServer, axe: Any) -> None:
    match = partner_server.create("deal")
    assert partner_server.request(match, 0, "drop")["ok"]
    page.goto(match["links"][1])
    _page_says(page, OVER, axe)
    page.get_by_role("button", name="See the final scores").click()
    expect(status(page)).to_have_text("YOU WIN")
    expect(page.get_by_role("heading", name="Points this deal")).to_be_visible()
    expect(page.locator(".score").filter(has_text="Asha")).to_contain_text("Dropped")
    # Once a rematch is made, the finished match's page leads to it.
    status_code, made = partner_server.call("POST", "matches/%s/rematch" % match["match"],
                                            token=match["tokens"][0])
    assert status_code == 200
    expect(page.get_by_role("link", name="Join the rematch")).to_be_visible(timeout=20_000)
    page.reload()
    _page_says(page, OVER, axe)
    page.get_by_role("link", name="Join the rematch").click()
    expect(status(page)).to_have_text("ASHA'S TURN")
    assert made["match"] in page.url and match["tokens"][1] in page.url


def test_a_static_host_has_no_partner_play_and_says_so_for_a_link(
        page: Any, served_site: Any, axe: Any) -> None:
    page.goto(served_site.url + "?pace=0")
    expect(status(page)).to_have_text(re.compile(r"^YOUR TURN"), timeout=30_000)
    expect(page.get_by_role("button", name="Choose a table")).to_be_visible()
    page.wait_for_load_state("networkidle")
    expect(page.get_by_role("button", name="Play with friends")).to_have_count(0)
    page.goto(served_site.url + "#match=AAAAAAAAAAAAAAAA&token=" + "C" * 22)
    page.reload()
    _page_says(page, STATIC, axe)


def test_without_the_server_practice_still_plays_and_partner_screens_say_so(
        page: Any, partner_server: PartnerServer, axe: Any) -> None:
    page.goto(partner_server.url + "?pace=0")
    expect(page.get_by_role("button", name="Play with friends")).to_be_visible(timeout=30_000)
    match = partner_server.create()
    page.route("**/api/**", lambda route: route.abort("internetdisconnected"))
    page.reload()
    expect(status(page)).to_have_text(re.compile(r"^YOUR TURN"), timeout=30_000)
    page.get_by_role("button", name="Play with friends").click()
    dialog = page.get_by_role("dialog", name="Play with friends")
    # Without the server's offer the form cannot be filled in, and says why.
    expect(dialog.get_by_role("button", name="Make the match")).to_be_disabled()
    expect(dialog.get_by_role("alert")).to_have_text(re.compile("^Partner play needs the network"))
    dialog.get_by_role("button", name="Cancel").click()
    page.goto(match["links"][0])
    page.reload()
    _page_says(page, NETWORK, axe)
    page.set_viewport_size({"width": 360, "height": 640})
    shot(page, "partner-needs-network-360.png")
    page.unroute("**/api/**")
    page.get_by_role("button", name="Try again").click()
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
