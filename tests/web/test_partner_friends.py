"""A table of friends in the browser: the maker's form seats two friends and a bot at
a classic Pool 101 table; three browser contexts (a desktop, a phone and a tablet)
play with Kiran, whom the server plays, to the match's end and its rematch."""

import re
from typing import Any

import pytest
from playwright.sync_api import expect
from table_helpers import describe

from partner_helpers import (
    PartnerServer,
    draw_and_discard_in_page,
    open_seat,
    shot,
    status,
)
from waiting import wait_for

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.server]

MAX_STEPS = 400


def _no_violations(page: Any, axe: Any) -> None:
    found = axe(page)
    assert not found, describe(found)


def _make_match_in_page(page: Any, server: PartnerServer) -> dict:
    page.goto(server.url + "?pace=0")
    page.get_by_role("button", name="Play with friends").click()
    form = page.get_by_role("dialog", name="Play with friends")
    form.get_by_label("Classic · 2 to 6 players").check()
    expect(form.get_by_label("Pool 201")).to_be_visible()  # the classic table's formats
    form.get_by_label("Pool 101").check()
    form.get_by_label("Your name (optional)").fill("Asha")
    form.get_by_role("button", name="Add a seat").click()
    form.get_by_role("button", name="Add a seat").click()
    form.get_by_label("Seat 2: friend's name (optional)").fill("Ravi")
    form.get_by_label("Seat 3: friend's name (optional)").fill("Meena")
    form.get_by_label("Seat 4", exact=True).select_option("kiran")
    expect(form.get_by_label("Seat 4: friend's name (optional)")).to_be_hidden()
    form.get_by_role("button", name="Make the match").click()
    ready = page.get_by_role("dialog", name="Your match is ready")
    links = [ready.get_by_label("Your own link, to come back with").input_value(),
             ready.get_by_label("Invite link for Ravi").input_value(),
             ready.get_by_label("Invite link for Meena").input_value()]
    expect(ready.get_by_label(re.compile("^Invite link"))).to_have_count(2)  # none for Kiran
    # The invites open in the inviter's language; your own link in your device's.
    for link, lang in zip(links, ("", "?lang=en", "?lang=en")):
        assert re.fullmatch(re.escape(server.url + lang) + r"#match=[\w-]+&token=[\w-]+", link)
    match_id = links[0].split("#match=")[1].split("&")[0]
    tokens = [link.split("&token=")[1] for link in links] + [None]
    return {"match": match_id, "tokens": tokens, "links": links + [None]}


def _finish(server: PartnerServer, match: dict) -> None:
    """The people drop at every turn and press Next deal, so Kiran, played by the
    server, wins the pool."""
    def summary() -> dict:
        _, found = server.call("GET", "matches/" + match["match"], token=match["tokens"][0])
        return dict(found)

    for _ in range(MAX_STEPS):
        now = summary()
        if now["status"] == "over":
            return
        turn = now["turn"]
        if turn is None:
            assert server.request(match, 0, "next_deal")["ok"]
        elif turn != 3:
            assert server.request(match, turn, "drop")["ok"]
        else:
            wait_for(lambda: summary()["turn"] != 3, "Kiran's turn, played by the server")
    raise AssertionError("the match did not end")


def test_a_classic_pool_101_table_of_three_friends_and_a_bot_is_played_to_its_end(
        browser: Any, partner_server: PartnerServer, axe: Any) -> None:
    contexts = [browser.new_context(viewport=size) for size in (
        {"width": 1280, "height": 800}, {"width": 360, "height": 740},
        {"width": 800, "height": 1000})]
    try:
        asha, ravi, meena = pages = [c.new_page() for c in contexts]
        match = _make_match_in_page(asha, partner_server)
        _no_violations(asha, axe)
        for page, link in zip(pages, match["links"]):
            open_seat(page, link)
        expect(status(asha)).to_have_text("YOUR TURN · DRAW")
        for page in pages:
            expect(page.locator(".brand-sub")).to_have_text("classic table · Pool 101")
            expect(page.locator(".seat")).to_have_count(3)  # every seat but one's own
        expect(asha.locator("#partner-strip")).to_contain_text(
            "Ravi is online · Meena is online · Kiran is a bot")
        expect(ravi.locator("#partner-strip")).to_contain_text("Asha is online")
        assert ravi.evaluate("() => document.documentElement.scrollWidth") <= 360
        _no_violations(ravi, axe)
        shot(ravi, "friends-table-360.png")
        shot(asha, "friends-table-1280.png")

        # One round in the pages: each friend's move reaches the others, then Kiran's.
        draw_and_discard_in_page(asha)
        expect(status(ravi)).to_have_text("YOUR TURN · DRAW")
        expect(status(meena)).to_have_text("RAVI'S TURN")
        expect(meena.locator("#partner-strip")).to_contain_text("Ravi's turn")
        draw_and_discard_in_page(ravi)
        expect(status(meena)).to_have_text("YOUR TURN · DRAW")
        draw_and_discard_in_page(meena)
        expect(status(asha)).to_have_text("KIRAN'S TURN")
        # Kiran played (the server's seed is secret: now and then his first turn declares).
        expect(status(asha)).to_have_text(re.compile(r"^(YOUR TURN · DRAW|KIRAN WINS)$"),
                                          timeout=15_000)
        expect(asha.locator(".seat", has_text="Kiran")).to_contain_text(
            re.compile(r"Kiran (drew|took)"))

        _finish(partner_server, match)
        for page in pages:
            expect(page.locator("#result")).to_be_visible(timeout=20_000)
            expect(page.locator("#result")).to_contain_text("Kiran")
        _no_violations(meena, axe)
        shot(meena, "friends-over-800.png")

        # The rematch keeps the table: the same friends, and Kiran in his seat.
        ravi.get_by_role("button", name="Rematch").click()
        expect(status(ravi)).to_have_text(re.compile(r"TURN"), timeout=30_000)
        expect(asha.get_by_role("link", name="Join the rematch")).to_be_visible(timeout=20_000)
        rematch = asha.get_by_role("link", name="Join the rematch").get_attribute("href")
        rematch_id = rematch.split("#match=")[1].split("&")[0]
        _, summary = partner_server.call("GET", "matches/" + rematch_id, token=match["tokens"][0])
        assert [(s["name"], s["bot"]) for s in summary["seats"]] == [
            ("Asha", None), ("Ravi", None), ("Meena", None), ("Kiran", "kiran")]
        assert summary["profile"] == "classic" and summary["format"] == "pool101"
    finally:
        for context in contexts:
            context.close()


def test_a_live_table_shows_the_time_left_of_the_turn(
        browser: Any, partner_server: PartnerServer) -> None:
    status_code, body = partner_server.call("POST", "matches", {
        "profile": "twine", "format": "deal", "clock": {"turn": 30},
        "seats": [{"name": "Asha"}, {"name": "Ravi"}]})
    assert status_code == 201, body
    match = partner_server.made(body)
    context = browser.new_context(viewport={"width": 360, "height": 740})
    try:
        page = context.new_page()
        open_seat(page, match["links"][0])
        # 30 s for the turn, then the 60 s reserve, counting down.
        clock = page.locator(".partner-clock")
        expect(clock).to_have_text(re.compile(r"^Your time: \d+ s, then 60 s of reserve$"))
        draw_and_discard_in_page(page)
        expect(clock).to_have_text(
            re.compile(r"^Ravi's time: \d+ s, then 60 s of reserve$"))
    finally:
        context.close()


def test_a_friend_coming_back_is_told_what_happened_since_they_left(
        browser: Any, partner_server: PartnerServer, axe: Any) -> None:
    match = partner_server.create("pool101")
    context = browser.new_context(viewport={"width": 360, "height": 740})
    try:
        asha = context.new_page()
        open_seat(asha, match["links"][0])
        draw_and_discard_in_page(asha)
        expect(status(asha)).to_have_text("RAVI'S TURN")
        # The page asks for the summary once her burst of moves is over, and keeps the
        # match as seen up to its latest move.
        _, summary = partner_server.call("GET", "matches/" + match["match"],
                                         token=match["tokens"][0])
        asha.wait_for_function("([key, seq]) => window.localStorage.getItem(key) === seq",
                               arg=["indian-rummy:seen:" + match["match"], str(summary["seq"])])
        asha.close()
        view = partner_server.draw_and_discard(match, 1)  # Ravi plays any time
        thrown = view["discard_top"]["label"]
        back = context.new_page()
        open_seat(back, match["links"][0])
        since = back.get_by_role("region", name="Since you left")
        expect(since).to_contain_text("Ravi drew and threw %s." % thrown)
        assert "Asha" not in since.inner_text()  # her own move is not news to her
        _no_violations(back, axe)
        since.get_by_role("button", name="Got it").click()
        expect(since).to_have_count(0)
    finally:
        context.close()


def test_an_any_time_table_with_a_day_a_turn_lets_the_waiting_side_end_a_late_seats_wait(
        browser: Any, site_dir: Any, tmp_path: Any, axe: Any) -> None:
    """Made in the page with "A turn within a day"; a day is 2.6 s on this server. The
    strip says until when Asha may play; once that is over, Ravi's strip offers to
    end the wait, and Asha, who had not drawn, drops."""
    server = PartnerServer(site_dir, tmp_path, "--clock-scale", "0.00003")
    server.start()
    context = browser.new_context(viewport={"width": 360, "height": 740})
    try:
        page = context.new_page()
        page.goto(server.url + "?pace=0")
        page.get_by_role("button", name="Play with friends").click()
        form = page.get_by_role("dialog", name="Play with friends")
        form.get_by_label("Your name (optional)").fill("Asha")
        form.get_by_label("Seat 2: friend's name (optional)").fill("Ravi")
        form.get_by_label("Turn clock").select_option(label="A turn within a day (any time)")
        form.get_by_role("button", name="Make the match").click()
        ready = page.get_by_role("dialog", name="Your match is ready")
        link = ready.get_by_label("Invite link for your friend").input_value()
        match_id = link.split("#match=")[1].split("&")[0]
        token = link.split("&token=")[1]
        _, summary = server.call("GET", "matches/" + match_id, token=token)
        assert summary["clock"] == {"days": 1} and summary["deadline"]["seat"] == 0
        page.close()
        ravi = context.new_page()
        open_seat(ravi, link)
        strip_clock = ravi.locator(".partner-clock")
        expect(strip_clock).to_contain_text("Asha has until ")
        expect(strip_clock).to_contain_text("(a day a turn)")
        end = ravi.get_by_role("button", name="End the wait: Asha drops")
        expect(end).to_be_visible(timeout=10_000)
        expect(strip_clock).to_have_text("Asha's time for this turn is over (a day a turn).")
        _no_violations(ravi, axe)
        shot(ravi, "partner-days-360.png")
        end.click()
        expect(ravi.locator("#result")).to_be_visible()
        expect(end).to_be_hidden()
        assert server.view({"match": match_id, "tokens": [None, token]}, 1)[
            "seats"][0]["state"] == "dropped"
    finally:
        context.close()
        server.kill()


def test_the_last_ten_seconds_of_your_turn_are_said_once_to_a_screen_reader(
        browser: Any, site_dir: Any, tmp_path: Any) -> None:
    server = PartnerServer(site_dir, tmp_path, "--clock-scale", "0.1")  # 3 s + 6 s reserve
    server.start()
    context = browser.new_context()
    try:
        match = server.made(server.call("POST", "matches", {
            "profile": "twine", "format": "deal", "clock": {"turn": 30},
            "seats": [{"name": "Asha"}, {"name": "Ravi"}]})[1])
        page = context.new_page()
        open_seat(page, match["links"][0])
        expect(page.locator(".partner-clock.warning")).to_contain_text("s left! Then the table "
                                                                       "plays the turn for you.")
        alert = page.locator(".partner-strip [aria-live=assertive]")
        expect(alert).to_have_text(re.compile(r"^([1-9]|10) seconds left of your turn\.$"))
        said = alert.inner_text()
        page.wait_for_timeout(2000)  # two seconds of the countdown: its passing is tested
        assert alert.inner_text() == said  # once, not every second
    finally:
        context.close()
        server.kill()
