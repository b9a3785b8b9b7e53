"""Keyboard-only play of the guided deal: Tab, arrow keys, Enter, and the D and A keys."""

import re

import pytest
from keyboard_helpers import arrow_until, focused, tab_until
from playwright.sync_api import expect
from table_helpers import card, open_table, result_heading, status, tray

pytestmark = pytest.mark.browser


def test_the_guided_deal_can_be_won_with_the_keyboard_alone(page, served_site):
    open_table(page, served_site, "?seed=17&pace=0")
    page.locator("body").focus()

    page.keyboard.press("d")  # D draws from the draw pile
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")

    tab_until(page, r"^(two|three|four|five|seven|eight|nine|queen|king) of ")  # into the hand
    arrow_until(page, r"^two of hearts")
    page.keyboard.press("Enter")
    expect(card(page, "two of hearts")).to_have_attribute("aria-pressed", "true")

    tab_until(page, r"^Move to tray 4$")
    page.keyboard.press("Enter")
    expect(tray(page, 4).get_by_role("button", name=re.compile("^two of hearts"))).to_be_visible()

    tab_until(page, r" of (hearts|spades|clubs|diamonds)", backwards=True)
    arrow_until(page, r"^king of clubs", key="ArrowLeft")
    arrow_until(page, r"^king of clubs", key="ArrowRight")
    page.keyboard.press("Enter")  # Enter selects; Space would pick the card up to move it
    expect(card(page, "king of clubs")).to_have_attribute("aria-pressed", "true")

    tab_until(page, r"^Discard & declare$")
    page.keyboard.press("Enter")
    expect(result_heading(page)).to_be_visible()
    expect(result_heading(page)).to_be_focused()  # the result is where the keyboard lands
    page.keyboard.press("Tab")
    assert focused(page) == "New shuffled deal"


def test_the_a_key_arranges_and_keys_do_nothing_with_modifiers(page, served_site):
    open_table(page, served_site, "?seed=17&pace=0")
    page.locator("body").focus()
    page.keyboard.press("Control+d")
    page.wait_for_timeout(300)
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
    page.keyboard.press("d")
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    page.keyboard.press("a")  # A arranges: with 14 cards it selects the suggested discard
    expect(card(page, "king of clubs")).to_have_attribute("aria-pressed", "true")


def test_only_one_card_of_the_hand_is_a_tab_stop(page, served_site):
    open_table(page, served_site, "?seed=17&pace=0")
    stops = page.locator(".tray-cards [tabindex='0']")
    expect(stops).to_have_count(1)
    expect(page.locator(".tray-cards button")).to_have_count(13)


def test_a_turn_by_keys_alone_is_d_then_enter_on_a_card_then_t(page, served_site):
    # Mira takes her time (pace), so the pile still shows the card thrown.
    open_table(page, served_site, "?seed=101&random=1&pace=4000")
    page.locator("body").focus()
    page.keyboard.press("d")
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    tab_until(page, r"^\w+ of (hearts|spades|clubs|diamonds),|^(black|red) joker")  # the hand
    thrown = focused(page)
    page.keyboard.press("Enter")
    page.keyboard.press("t")  # T throws the selected card: no Tab to the Discard button
    expect(page.get_by_role("button", name=re.compile(r"^Discard pile"))).to_have_accessible_name(
        re.compile("top card " + re.escape(thrown.split(",")[0]))
    )
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=20_000)


def test_the_e_key_throws_the_selected_card_and_declares(page, served_site):
    open_table(page, served_site, "?seed=17&pace=0")
    page.locator("body").focus()
    page.keyboard.press("d")
    page.keyboard.press("a")  # Arrange selects K♣ (the key waits for the draw's answer)
    expect(card(page, "king of clubs")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("e")
    expect(result_heading(page)).to_be_visible()


@pytest.mark.parametrize(
    "query,shown,hidden",
    [
        ("?seed=17&pace=0", ["D", "T", "E", "A", "H"], ["X"]),
        ("?table=twine&seed=17&random=1&pace=0", ["D", "T", "E", "A", "H", "X"], []),
    ],
)
def test_the_keys_line_names_only_the_keys_this_table_has(page, served_site, query, shown, hidden):
    open_table(page, served_site, query)
    line = page.locator(".keys-hint")
    for key in shown:
        expect(line.locator("kbd", has_text=re.compile("^%s$" % key))).to_be_visible()
    for key in hidden:
        expect(line.locator("kbd", has_text=re.compile("^%s$" % key))).to_be_hidden()
