"""The coach at the table (issue 21): the hand's distance to a declaration in words."""

import re

import pytest
from playwright.sync_api import expect
from table_helpers import DRAW_PILE, button, open_table

pytestmark = pytest.mark.browser

# Seed 9's shuffled deal: 2 cards from a declaration as dealt, 1 after the first draw.
TWO_THEN_ONE = 9


def hand_title(page):
    return page.locator("#hand-title")


@pytest.mark.parametrize("width", [360, 1280])
def test_the_hand_says_how_far_it_is_from_a_declaration_and_announces_changes(browser,
                                                                              served_site, width):
    context = browser.new_context(viewport={"width": width, "height": 800})
    try:
        page = context.new_page()
        open_table(page, served_site, "?seed=%d&random=1&pace=0" % TWO_THEN_ONE)
        expect(hand_title(page)).to_have_text("Your hand · 13 cards · 2 cards from a declaration")
        expect(hand_title(page)).to_be_visible()
        news = page.locator("#distance-news")
        expect(news).to_have_attribute("aria-live", "polite")
        expect(news).to_have_text("")
        page.get_by_role("button", name=DRAW_PILE).click()
        expect(hand_title(page)).to_have_text("Your hand · 14 cards · 1 card from a declaration")
        expect(news).to_have_text("Your hand is 1 card from a declaration.")
        # Arranging changes no distance, so nothing new is said.
        page.evaluate("document.getElementById('distance-news').textContent = ''")
        button(page, "Sort").click()
        button(page, "Arrange for me").click()
        expect(page.locator("#step-hint")).to_contain_text(re.compile("."))
        expect(hand_title(page)).to_have_text("Your hand · 14 cards · 1 card from a declaration")
        expect(news).to_have_text("")
    finally:
        context.close()
