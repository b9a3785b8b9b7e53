"""A bot is named in the page's language wherever the page names it, never by the English
name a view or a kept record holds: Your games, Progress, a deal's review and the invite
form in Hindi, then in Telugu, after deals kept against Mira (and a partner match kept
before records named bots by key, against Kiran); and the Hindi sentences agree with
Mira, a woman: "(मीरा जीतीं)".

One walk in one page, the language changed in it, to keep the suite's time."""

import re
from typing import Any

import pytest
from l10n_helpers import screen_texts
from playwright.sync_api import expect

from indian_rummy.bots import BOTS
from kept_games import deal_records, export, kept_on_device, played
from partner_helpers import PartnerServer, open_seat

pytestmark = [pytest.mark.browser, pytest.mark.server]

START_MS = 1_764_900_000_000
ENGLISH_NAMES = re.compile(r"\b(%s)\b" % "|".join(bot.name for bot in BOTS.values()))
# A partner match as a record kept before bots were kept by key: its seats' names only.
OLD_PARTNER = {"v": 1, "saved": START_MS + 600_000, "id": "partner-AbCdEfGh12345678",
               "kind": "partner", "match": "AbCdEfGh12345678", "title": "Pool 101 with Kiran",
               "table": "Two-player", "format": "pool101", "format_title": "Pool 101",
               "seats": ["Asha", "Kiran"], "you": "Asha", "outcome": "won",
               "link": "https://example.org/#match=AbCdEfGh12345678&token=TokenToken1234"}


@pytest.fixture(scope="module")
def records() -> list:
    """Pool 101 against Mira: deal 1 dropped, deal 2 lost, Mira winning both; their
    marks already worked out, so Progress draws at once."""
    kept = deal_records(export(played("twine", "pool101", "mira", 5, (True, False))), START_MS)
    for record in kept:
        record["marks"] = {"blunders": 0, "mistakes": 1, "inaccuracies": 0, "loss": 5}
    return kept + [OLD_PARTNER]


def english_names(page: Any, within: str) -> list:
    """The texts inside ``within`` (and the options of its selects) that name a bot in
    English."""
    texts = [text for _, text in screen_texts(page, within)] + page.locator(
        within + " option").all_text_contents()
    return [text for text in texts if ENGLISH_NAMES.search(text)]


def set_language(page: Any, language: str) -> None:
    page.evaluate("lang => import('./l10n/l10n.js').then((l10n) => l10n.setLanguage(lang))",
                  language)
    expect(page.locator("html")).to_have_attribute("lang", language)


def test_bots_are_named_in_the_pages_language_and_the_hindi_agrees_with_them(
        browser: Any, partner_server: PartnerServer, records: list) -> None:
    context = browser.new_context(locale="hi-IN", viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    kept_on_device(context, records)
    try:
        page = context.new_page()
        open_seat(page, partner_server.url)
        expect(page.locator("html")).to_have_attribute("lang", "hi")

        # The invite form's seats: each bot by its Hindi name.
        page.locator("#play-friend").click()
        invite = page.locator("#invite")
        expect(invite.locator(".invite-seat")).to_have_count(1)
        expect(invite.locator(".invite-seat-kind option").nth(1)).to_have_text("मीरा (बॉट)")
        assert english_names(page, "#invite") == []
        page.keyboard.press("Escape")

        # Your games: the winner a woman, the old record's Kiran in Hindi.
        page.locator("#your-games").click()
        games = page.locator("#games")
        expect(games.locator(".games-item")).to_have_count(3)
        expect(games.locator(".games-item").nth(1)).to_contain_text("(मीरा जीतीं)")
        expect(games.locator(".games-item").nth(0)).to_contain_text("किरण के साथ")
        assert english_names(page, "#games") == []
        games.locator("#games-show-progress").click()
        expect(games.locator("#games-progress > .progress-figures")).to_be_visible()
        assert english_names(page, "#games") == []

        # A deal's review: the others' cards and discards under their Hindi names.
        games.locator("#games-show-list").click()
        games.locator(".games-item").nth(1).locator(".games-open").click()
        review = page.locator("#review")
        expect(review.locator("#review-hands")).to_contain_text("मीरा के पत्ते", timeout=60_000)
        assert english_names(page, "#review") == []

        # Telugu, changed in the page: the review and Your games redrawn, no English name.
        set_language(page, "te")
        expect(review.locator("#review-hands")).to_contain_text("మీరా")
        assert english_names(page, "#review") == []
        review.locator(".review-close").click()
        expect(games.locator(".games-item").nth(0)).to_contain_text("కిరణ్")
        assert english_names(page, "#games") == []
    finally:
        context.close()
