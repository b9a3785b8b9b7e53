"""During Mira's turn every hand control is disabled; they come back when she has played."""

import re

import pytest
from playwright.sync_api import expect
from table_helpers import DISCARD_PILE, DRAW_PILE, button, hand, open_table, status

pytestmark = pytest.mark.browser

HAND_BUTTONS = ("Discard selected", "Declare hand", "Discard & declare")


def test_play_controls_are_off_while_mira_plays_but_the_hand_can_be_arranged(page, served_site):
    open_table(page, served_site, "?seed=31&random=1&pace=1500")
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    hand(page).get_by_role("button").first.click()
    button(page, "Discard selected").click()

    # Mira waits 1.5 s before she plays: drawing and discarding are off meanwhile,
    # arranging the hand is not (test_table_arranging.py arranges during her turn).
    expect(status(page)).not_to_have_text(re.compile("^YOUR TURN"))
    expect(page.get_by_role("button", name=DRAW_PILE)).to_be_disabled()
    expect(page.get_by_role("button", name=DISCARD_PILE)).to_be_disabled()
    for name in HAND_BUTTONS:
        expect(button(page, name)).to_be_disabled()
    for name in ("Arrange for me", "Sort"):
        expect(button(page, name)).to_be_enabled()
    for tray_number in range(1, 5):  # until a card is selected
        expect(button(page, "Move to tray %d" % tray_number)).to_be_disabled()
    cards = hand(page).get_by_role("button")
    for index in range(cards.count()):
        expect(cards.nth(index)).not_to_have_attribute("aria-disabled", "true")
    page.keyboard.press("d")  # the shortcut is inert too
    expect(status(page)).not_to_have_text(re.compile("^YOUR TURN"))

    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=15_000)
    expect(page.get_by_role("button", name=DRAW_PILE)).to_be_enabled()
    expect(hand(page).get_by_role("button").first).to_be_enabled()
