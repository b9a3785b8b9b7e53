"""The table in the player's language: Hindi, Tamil or Telugu under such a browser, every word from
the catalogs (the pseudo-locale shows none left in plain English), the language
changed at any time from the game bar without losing the deal, and remembered.

Each language is one walk in one page (practice, a six-seat scored table, its
chooser, a drop's question, the scores, install's words, a lost engine's error),
looked at 360 px wide and again at 1280."""

import re
from typing import Any

import pytest
from l10n_helpers import not_in_script, untransformed
from layout_helpers import laid_out_badly
from playwright.sync_api import expect
from table_helpers import describe, own_page

from indian_rummy.locales import LANGUAGES

pytestmark = pytest.mark.browser

PRACTICE = "?seed=0&pace=0"  # a seed the address cannot give: the page's own notice
SIX_SEATS = "?table=classic&format=pool101&players=6&seed=5&pace=0"
# Key names as the keyboard prints them; each language named in its own words.
KEYS = ("Enter", "Space", "Escape", "English")
# The <noscript> (raw text where scripts run) is read only where they do not, so no
# catalog can reach it.
NOSCRIPT_JS = "document.querySelector('noscript').textContent"
# The browser's own words for a worker's error, as the error line quotes them.
WORKER_ERROR = ("Uncaught Error: engine trouble",)

def dealt(page: Any) -> None:
    expect(page.locator("#table")).not_to_have_attribute("data-rendered", "0", timeout=30_000)


def judged(page: Any, axe: Any, words_left: Any, allowed: tuple[str, ...] = ()) -> None:
    """The screen as it is: no word outside the language's catalog, no word broken or cut
    or outside its box (the pseudo-locale's made-up lengths excepted), no axe violation, no
    sideways scroll."""
    found = words_left(page, allowed + KEYS + (page.evaluate(NOSCRIPT_JS),))
    assert found == [], found
    if words_left is not untransformed:
        badly = laid_out_badly(page)
        assert badly == [], badly
    violations = axe(page)
    assert violations == [], describe(violations)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], "the page scrolls sideways (%d px)" % width


def walk(page: Any, served_site: Any, axe: Any, words_left: Any, lang: str = "") -> None:
    """Practice, then a six-seat table with its chooser, a drop's question and the scores,
    install's words and a lost engine's error, at 360 px and at 1280."""
    page.goto(served_site.url + PRACTICE + lang)
    dealt(page)
    expect(page.locator("#notice")).to_be_visible()
    judged(page, axe, words_left)

    page.goto(served_site.url + SIX_SEATS + lang)
    dealt(page)
    expect(page.locator("#seats .seat")).to_have_count(5)
    page.locator("#choose-table").click()
    expect(page.locator("#chooser")).to_be_visible()
    judged(page, axe, words_left)
    page.locator("#chooser .chooser-cancel").click()
    page.locator("#drop").click()
    expect(page.locator("#drop-confirm")).to_be_visible()
    judged(page, axe, words_left)
    page.locator("#drop-confirm .confirm-drop").click()
    expect(page.locator("#scorecard tr.score")).to_have_count(6, timeout=120_000)
    judged(page, axe, words_left)
    page.set_viewport_size({"width": 1280, "height": 800})
    judged(page, axe, words_left)

    page.locator("#install").click()
    expect(page.locator("#notice")).to_be_visible()
    judged(page, axe, words_left)
    page.workers[0].evaluate("setTimeout(() => { throw new Error('engine trouble'); }, 0)")
    expect(page.get_by_role("alert")).not_to_be_empty(timeout=30_000)
    page.set_viewport_size({"width": 360, "height": 740})
    judged(page, axe, words_left, WORKER_ERROR)


# How the page's title starts in each language ("Indian Rummy").
TITLES = {"hi": "इंडियन रमी", "ta": "இந்தியன் ரம்மி", "te": "ఇండియన్ రమ్మీ"}


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_a_browser_in_an_indian_language_gets_the_table_in_it_at_360_and_1280_px(
        browser, served_site, axe, language):
    with own_page(browser, locale=language + "-IN",
                  viewport={"width": 360, "height": 740}) as page:
        walk(page, served_site, axe, not_in_script(language))
        expect(page.locator("html")).to_have_attribute("lang", language)
        expect(page).to_have_title(re.compile("^" + TITLES[language]))


def test_the_pseudo_locale_leaves_no_word_of_the_table_untranslated(browser, served_site, axe):
    with own_page(browser, viewport={"width": 360, "height": 740}) as page:
        walk(page, served_site, axe, untransformed, "&lang=en-XA")
        expect(page.locator("html")).to_have_attribute("lang", "en-XA")


def test_the_language_changes_a_deal_in_play_at_once_and_is_remembered(browser, served_site):
    with own_page(browser, locale="hi-IN") as page:
        # The address wins over the browser's language.
        page.goto(served_site.url + "?seed=17&pace=0&lang=en")
        dealt(page)
        expect(page.locator("html")).to_have_attribute("lang", "en")
        page.goto(served_site.url + "?seed=17&pace=0")
        dealt(page)
        expect(page.locator("html")).to_have_attribute("lang", "hi")
        page.get_by_role("button", name=re.compile("^बंद गड्डी")).click()
        expect(page.locator("#hand-count")).to_have_text("· 14 पत्ते")
        hand = page.locator("#trays .card").evaluate_all("els => els.map((e) => e.dataset.id)")
        page.evaluate("window.sameDeal = true")

        control = page.get_by_role("combobox", name="भाषा")
        control.focus()
        control.select_option("en")
        expect(page.locator("html")).to_have_attribute("lang", "en")
        expect(page.locator("#hand-count")).to_have_text("· 14 cards")
        expect(page.get_by_role("button", name="Declare hand")).to_be_visible()
        expect(page.locator("#trays .card").first).to_have_attribute(
            "aria-label", re.compile(r"^(ace|two|three|four|five|six|seven|eight|nine|ten|jack"
                                     r"|queen|king) of |^printed joker"))
        assert page.evaluate("window.sameDeal") is True, "the page was loaded again"
        assert page.locator("#trays .card").evaluate_all(
            "els => els.map((e) => e.dataset.id)") == hand

        # Remembered on this device, over the browser's Hindi; the address still wins.
        page.reload()
        dealt(page)
        expect(page.locator("html")).to_have_attribute("lang", "en")
        expect(page.get_by_role("combobox", name="Language")).to_have_value("en")
        page.goto(served_site.url + "?seed=17&pace=0&lang=hi")
        dealt(page)
        expect(page.locator("html")).to_have_attribute("lang", "hi")
