"""No empty band between "Your hand" and the trays (issue 48's audit: about 50 px on a
desktop, 120 px on a phone, the room kept for the coach's hint): the hint's line is
under the step's buttons, and shows only while there is a hint."""

import pytest
from playwright.sync_api import expect
from table_helpers import DRAW_PILE, button, open_table

pytestmark = pytest.mark.browser

# The hand's title sits on the trays: its own margin at most.
MOST_BETWEEN_PX = 8

BETWEEN = """() => document.getElementById("trays").getBoundingClientRect().top
    - document.getElementById("hand-title").getBoundingClientRect().bottom"""
# Where the hint's line is: under the action bar's buttons.
HINT_UNDER_BUTTONS = """() => document.getElementById("coach-hint").getBoundingClientRect().top
    >= document.getElementById("discard").getBoundingClientRect().bottom"""


@pytest.mark.parametrize("size", [(360, 740), (1280, 800)], ids=["360", "1280"])
def test_the_trays_follow_the_hands_title_with_or_without_a_hint(page, served_site, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_table(page, served_site, "?seed=101&random=1&pace=0")
    expect(button(page, "Hint")).to_be_visible()  # hints are offered at this table
    assert page.evaluate(BETWEEN) <= MOST_BETWEEN_PX
    page.get_by_role("button", name=DRAW_PILE).click()
    button(page, "Hint").click()
    expect(page.locator("#coach-hint")).to_contain_text("Hint:")
    assert page.evaluate(BETWEEN) <= MOST_BETWEEN_PX
    assert page.evaluate(HINT_UNDER_BUTTONS)
