"""Partner play, the invite, Your games, Progress and the review in Tamil and in Telugu
at 360 px: every word in the language's script, none broken, cut or outside its box,
axe clean, and the push subscription saying the seat's language.

One walk a language in one page, as tests/web/test_friends_languages.py walks Hindi."""

from typing import Any

import pytest
from l10n_helpers import not_in_script
from layout_helpers import laid_out_badly
from playwright.sync_api import expect
from table_helpers import describe

from kept_games import kept_on_device, marked_pool_deals
from partner_helpers import PartnerServer, open_seat, push_stood_in
from server.pushing import Subscriber

pytestmark = [pytest.mark.browser, pytest.mark.server]

NARROW = {"width": 360, "height": 800}
# The names the players typed, and each language named in its own words.
NAMES = ("Asha", "Ravi", "English")
SUBSCRIPTION = Subscriber("https://fcm.googleapis.com/fcm/send/test-seat").subscription()


@pytest.fixture(scope="module")
def records() -> list:
    return marked_pool_deals()


def read_whole(page: Any, axe: Any, language: str, within: str) -> None:
    found = not_in_script(language)(page, NAMES, within)
    assert found == [], found
    badly = laid_out_badly(page)
    assert badly == [], badly
    assert describe(axe(page)) == ""
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= NARROW["width"], "the page scrolls sideways (%d px)" % width


@pytest.mark.parametrize("language", ["ta", "te"])
def test_partner_play_the_invite_your_games_and_the_review_read_whole_in_tamil_and_telugu(
        browser: Any, partner_server: PartnerServer, records: list, axe: Any,
        language: str) -> None:
    server = partner_server
    context = browser.new_context(locale=language + "-IN", viewport=NARROW)
    context.set_default_timeout(30_000)
    push_stood_in(context, server.base, SUBSCRIPTION)
    kept_on_device(context, records)
    try:
        asha = context.new_page()
        open_seat(asha, server.url)
        expect(asha.locator("html")).to_have_attribute("lang", language)

        asha.locator("#play-friend").click()
        invite = asha.locator("#invite")
        expect(invite.locator(".invite-seat")).to_have_count(1)
        assert invite.locator("select[name=lang]").input_value() == language
        read_whole(asha, axe, language, "#invite")
        invite.locator("input[name=you]").fill("Asha")
        invite.locator(".invite-seat-name input").fill("Ravi")
        invite.locator("button[type=submit]").click()
        ready = invite.locator(".invite-done")
        expect(ready).to_be_visible()
        read_whole(asha, axe, language, "#invite")
        own_link = ready.locator("input.link-text").nth(1).input_value()
        asha.keyboard.press("Escape")

        asha.locator("#your-games").click()
        games = asha.locator("#games")
        expect(games.locator(".games-item")).to_have_count(2)
        read_whole(asha, axe, language, "#games")
        games.locator("#games-show-progress").click()
        expect(games.locator("#games-progress > .progress-figures")).to_be_visible()
        read_whole(asha, axe, language, "#games")
        games.locator("#games-show-list").click()
        games.locator(".games-item").nth(1).locator(".games-open").click()
        review = asha.locator("#review")
        expect(review.locator(".review-step").first).to_be_visible(timeout=60_000)
        review.locator("#review-try-open").click()
        expect(review.locator(".review-option").first).to_be_visible()
        read_whole(asha, axe, language, "#review")
        review.locator(".review-close").click()
        games.locator(".games-close").click()

        open_seat(asha, own_link)  # (the practice table's page opens the match's seat)
        expect(asha.locator(".partner-who-text")).to_contain_text("Ravi")
        read_whole(asha, axe, language, "#partner-strip")
        posted: list = []
        asha.on("request", lambda request: posted.append(request.post_data_json)
                if request.method == "POST" and request.url.endswith("/push") else None)
        asha.locator("#partner-push").check()
        expect(asha.locator("#notice")).to_be_visible()
        read_whole(asha, axe, language, "#notice")
        assert posted[0]["lang"] == language
    finally:
        context.close()
