"""Beyond the table, in Tamil and Telugu at 360 px: the guide, Learn with a puzzle
answered, and Your games each in the language's own script, with no word broken, cut
or outside its box, no axe violation and no sideways scroll; and Learn under the
pseudo-locale with no word left in plain English (the table's own screens are walked in
tests/web/test_table_languages.py)."""

from typing import Any

import pytest
from l10n_helpers import not_in_script, untransformed
from layout_helpers import laid_out_badly
from playwright.sync_api import expect
from table_helpers import describe, own_page

pytestmark = pytest.mark.browser

# The language control's "English", and the platforms the guide's install steps name.
NAMES = ("English", "Android:")
# What the guide shows as a player types it (addresses, commands, keys) stays as it is,
# and the <noscript>, raw text where scripts run, is read only where they do not.
TYPED_JS = "Array.from(document.querySelectorAll('kbd, code, noscript'), (el) => el.textContent)"

MONTHS_JS = ("Array.from({length: 12}, (_, m) => new Date(2026, m, 1)"
             ".toLocaleDateString('en', {month: 'long'}))")


def looked_at(page: Any, axe: Any, language: str) -> None:
    # The longest first, so that a key's letter ("E") takes nothing from a longer word.
    allowed = tuple(sorted(page.evaluate(TYPED_JS) + list(NAMES), key=len, reverse=True))
    found = not_in_script(language)(page, allowed)
    assert found == [], "\n".join(map(str, found))
    badly = laid_out_badly(page)
    assert badly == [], badly
    violations = axe(page)
    assert violations == [], describe(violations)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, "the page scrolls sideways (%d px)" % width


@pytest.mark.parametrize("language", ["ta", "te"])
def test_the_guide_learn_and_your_games_read_whole_at_360_px(browser, served_site, axe,
                                                             language):
    with own_page(browser, locale=language + "-IN",
                  viewport={"width": 360, "height": 740}) as page:
        page.goto(served_site.url + "guide.html")
        expect(page.locator("html")).to_have_attribute("lang", language)
        expect(page.locator("[data-l10n-id='guide-heading']")).not_to_have_text("The full guide")
        looked_at(page, axe, language)

        page.goto(served_site.url + "?learn&pace=0")
        board = page.locator(".learn-puzzles .learn-puzzle .board")
        expect(board).to_be_visible(timeout=60_000)
        looked_at(page, axe, language)
        board.locator("[data-key]").first.click()
        expect(page.locator(".learn-puzzles .board-verdict")).to_be_visible(timeout=30_000)
        looked_at(page, axe, language)

        page.goto(served_site.url + "?pace=0")
        expect(page.locator("#table")).not_to_have_attribute("data-rendered", "0",
                                                            timeout=30_000)
        page.locator("#your-games").click()
        expect(page.get_by_role("dialog")).to_be_visible()
        looked_at(page, axe, language)


def test_learn_under_the_pseudo_locale_leaves_no_word_untransformed(browser, served_site):
    with own_page(browser, viewport={"width": 360, "height": 740}) as page:
        page.goto(served_site.url + "?learn&pace=0&lang=en-XA")
        board = page.locator(".learn-puzzles .learn-puzzle .board")
        expect(board).to_be_visible(timeout=60_000)
        # The daily puzzle's date is Intl's, English under the pseudo-locale.
        months = tuple(page.evaluate(MONTHS_JS))
        noscript = tuple(page.evaluate(TYPED_JS)) + NAMES + months
        assert untransformed(page, noscript) == []
        board.locator("[data-key]").first.click()
        expect(page.locator(".learn-puzzles .board-verdict")).to_be_visible(timeout=30_000)
        assert untransformed(page, noscript) == []
