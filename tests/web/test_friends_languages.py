"""Partner play, the invite, Your games, Progress and the review in Hindi and in the
pseudo-locale: every word of them from friends.ftl and games.ftl, at 360 and 1280 px,
axe clean; each seat of one partner match in its own language; an invite link that
says its language; the push subscription that carries the seat's language.

One walk in one Hindi page (resized rather than opened again) and one English seat,
to keep the suite's time."""

import sqlite3
from typing import Any

import pytest
from l10n_helpers import not_hindi, untransformed
from playwright.sync_api import expect
from table_helpers import describe

from kept_games import kept_on_device, marked_pool_deals
from partner_helpers import PartnerServer, open_seat, push_stood_in, shot
from server.pushing import Subscriber
from waiting import wait_for

pytestmark = [pytest.mark.browser, pytest.mark.server]

NARROW = {"width": 360, "height": 800}
WIDE = {"width": 1280, "height": 900}
NAMES = ("Asha", "Ravi", "Kiran")
# A subscription as a browser's push service gives it (never sent to: nobody's turn comes).
SUBSCRIPTION = Subscriber("https://fcm.googleapis.com/fcm/send/test-seat").subscription()


@pytest.fixture(scope="module")
def records() -> list:
    return marked_pool_deals()


def hindi_everywhere(page: Any, within: str, allowed: tuple = ()) -> None:
    found = not_hindi(page, NAMES + allowed, within)
    assert found == [], found


def hindi_at_both_widths(page: Any, axe: Any, within: str, picture: str,
                         allowed: tuple = ()) -> None:
    """Inside `within`, Hindi and axe clean at 360 px (a screenshot to look at), and
    Hindi at 1280 px; the page back at 360."""
    hindi_everywhere(page, within, allowed=allowed)
    assert describe(axe(page)) == ""
    shot(page, picture)
    page.set_viewport_size(WIDE)
    hindi_everywhere(page, within, allowed=allowed)
    page.set_viewport_size(NARROW)


def set_language(page: Any, language: str) -> None:
    """The language control's change: no reload, every part redrawn."""
    page.evaluate("lang => import('./l10n/l10n.js').then((l10n) => l10n.setLanguage(lang))",
                  language)
    expect(page.locator("html")).to_have_attribute("lang", language)


def kept_languages(server: PartnerServer) -> list:
    """The languages of the push subscriptions the server keeps."""
    with sqlite3.connect(server.database[len("sqlite:///"):]) as db:
        return [lang for (lang,) in db.execute("SELECT lang FROM push_subscriptions")]


def test_partner_play_the_invite_your_games_and_the_review_speak_each_seats_language(
        browser: Any, partner_server: PartnerServer, records: list, axe: Any) -> None:
    server = partner_server
    hindi = browser.new_context(locale="hi-IN", viewport=NARROW)
    # Ravi's browser asks for Hindi too: his invite link's language comes first.
    phone = browser.new_context(locale="hi-IN", viewport=WIDE)
    for context in (hindi, phone):
        context.set_default_timeout(30_000)
    push_stood_in(hindi, server.base, SUBSCRIPTION)
    kept_on_device(hindi, records)
    try:
        asha = hindi.new_page()
        open_seat(asha, server.url)  # the practice table, served by the partner server
        expect(asha.locator("html")).to_have_attribute("lang", "hi")

        # The invite: in Hindi, its language the inviter's unless another is chosen.
        asha.locator("#play-friend").click()
        invite = asha.locator("#invite")
        expect(invite.locator(".invite-seat")).to_have_count(1)
        assert invite.locator("select[name=lang]").input_value() == "hi"
        # Each language is named in its own words: "English" in the language choice.
        offered = ("English",)
        hindi_at_both_widths(asha, axe, "#invite", "friends-invite-hi-360.png", allowed=offered)
        invite.locator("input[name=you]").fill("Asha")
        invite.locator(".invite-seat-name input").fill("Ravi")
        invite.locator("select[name=lang]").select_option("en")  # Ravi reads English
        invite.locator("button[type=submit]").click()
        ready = invite.locator(".invite-done")
        expect(ready).to_be_visible()
        hindi_everywhere(asha, "#invite", allowed=offered)
        links = ready.locator("input.link-text")
        invite_link, own_link = links.nth(0).input_value(), links.nth(1).input_value()
        assert "?lang=en#match=" in invite_link and "lang=" not in own_link
        asha.keyboard.press("Escape")

        # Your games, Progress and a deal's review, at 360 px and then 1280.
        asha.locator("#your-games").click()
        games = asha.locator("#games")
        expect(games.locator(".games-item")).to_have_count(2)
        hindi_everywhere(asha, "#games")
        shot(asha, "friends-games-hi-360.png")
        games.locator("#games-show-progress").click()
        expect(games.locator("#games-progress > .progress-figures")).to_be_visible()
        expect(games.locator("#progress-marks-words")).to_contain_text("2 बाज़ियों")
        hindi_at_both_widths(asha, axe, "#games", "friends-progress-hi-360.png")
        games.locator("#games-show-list").click()
        games.locator(".games-item").nth(1).locator(".games-open").click()
        review = asha.locator("#review")
        expect(review.locator("#review-title")).to_have_text("बाज़ी 1 की समीक्षा", timeout=60_000)
        review.locator("#review-try-open").click()
        expect(review.locator(".review-option").first).to_be_visible()
        hindi_at_both_widths(asha, axe, "#review", "friends-review-hi-360.png")
        # A new language redraws the open review at once (no reload).
        set_language(asha, "en-XA")
        expect(review.locator("#review-title")).to_have_text("Řḗḗṽīīḗḗẇ ǿǿƒ ḓḗḗȧȧŀ 1")
        assert untransformed(asha, NAMES, "#review") == []
        # Your games behind it too (dates are Intl's, English under the pseudo-locale:
        # the records' "Dec 5, 2025").
        left = untransformed(asha, NAMES + offered + ("Dec", "AM", "PM"), "#games")
        assert left == [], left
        set_language(asha, "hi")
        review.locator(".review-close").click()
        games.locator(".games-close").click()

        # One partner match, two seats: Asha's in Hindi, Ravi's in English (his link's).
        asha.goto(own_link)
        expect(asha.locator("#table")).to_have_attribute("aria-busy", "false", timeout=30_000)
        ravi = phone.new_page()
        open_seat(ravi, invite_link)
        expect(ravi.locator("html")).to_have_attribute("lang", "en")
        expect(ravi.locator(".partner-who-text")).to_have_text("Asha is online")
        expect(asha.locator(".partner-who-text")).to_have_text("Ravi ऑनलाइन है")
        hindi_at_both_widths(asha, axe, "#partner-strip", "friends-partner-hi-360.png")

        # The push subscription says the seat's language, and says it again on a change;
        # the server keeps it with the subscription.
        posted: list = []
        asha.on("request", lambda request: posted.append(request.post_data_json)
                if request.method == "POST" and request.url.endswith("/push") else None)
        asha.locator("#partner-push").check()
        expect(asha.locator("#notice")).to_have_text(
            "आपकी बारी आने पर इस डिवाइस को बताया जाएगा, पन्ना बंद होने पर भी।")
        assert posted[0]["lang"] == "hi" and posted[0]["endpoint"] == SUBSCRIPTION["endpoint"]
        assert kept_languages(server) == ["hi"]
        set_language(asha, "en")
        expect(asha.locator(".partner-who-text")).to_have_text("Ravi is online")
        wait_for(lambda: kept_languages(server) == ["en"], "the new language kept")

        # The pseudo-locale: nothing of partner play stays plain English.
        set_language(ravi, "en-XA")
        assert untransformed(ravi, NAMES, "#partner-strip") == []
    finally:
        hindi.close()
        phone.close()
