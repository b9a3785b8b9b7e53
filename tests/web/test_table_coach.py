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


def test_a_hint_names_the_step_marks_its_card_and_never_acts(page, served_site, axe):
    open_table(page, served_site, "?seed=%d&random=1&pace=0" % TWO_THEN_ONE)
    coach = page.locator("#coach-hint")
    expect(coach).to_be_hidden()
    page.keyboard.press("h")
    expect(coach).to_have_text(re.compile(r"^Hint: (Draw from the draw pile|Take .+ from the "
                                          r"discard pile): "))
    pile = "#stock" if "draw pile:" in coach.inner_text() else "#discard-pile"
    expect(page.locator(pile)).to_have_class(re.compile(r"\bhinted\b"))
    expect(page.locator("#status")).to_have_text("YOUR TURN · DRAW")  # it did not draw
    page.locator(pile).click()
    expect(coach).to_be_hidden()  # the step it answered is over
    expect(page.locator(".hinted")).to_have_count(0)
    button(page, "Hint").click()
    expect(coach).to_have_text(re.compile(r"^Hint: Throw (\S+): "))
    label = re.match(r"^Hint: Throw (\S+):", coach.inner_text()).group(1)
    marked = page.locator(".tray-cards .card.hinted")
    expect(marked).to_have_count(1)
    expect(marked).to_have_attribute("aria-label", re.compile(r", the hint's card$"))
    assert marked.get_attribute("data-face").startswith(label[:-1])  # the card the hint names
    expect(page.locator("#status")).to_have_text("YOUR TURN · DISCARD")
    violations = axe(page)
    assert violations == [], violations
    # Arranging keeps the hint; the discard ends it.
    button(page, "Sort").click()
    expect(marked).to_have_count(1)
    marked.click()
    button(page, "Discard selected").click()
    expect(coach).to_be_hidden()


def test_a_finished_deal_can_be_reviewed_turn_by_turn(page, served_site, axe):
    # The guided deal: draw, then declare (Arrange for me selects the final discard).
    open_table(page, served_site, "?seed=17&pace=0")
    expect(page.get_by_role("button", name="Review this deal")).to_be_hidden()
    page.get_by_role("button", name=DRAW_PILE).click()
    button(page, "Arrange for me").click()
    expect(page.get_by_role("button", name="king of clubs")).to_have_attribute(
        "aria-pressed", "true")
    button(page, "Discard & declare").click()
    review = page.get_by_role("button", name="Review this deal")
    expect(review).to_be_visible()
    review.click()
    dialog = page.get_by_role("dialog", name="Review of deal 1")
    expect(dialog).to_be_visible()
    expect(dialog.locator("#review-summary")).to_have_text(
        "1 turn: 1 good, 0 inaccuracies, 0 mistakes, 0 blunders.")
    expect(dialog.locator(".review-point")).to_have_count(1)
    expect(dialog.locator("#review-step-did")).to_contain_text("and declared, throwing")
    expect(dialog.locator("#review-step-head")).to_have_text(re.compile(r"^Turn 1 of 1: Good\. "))
    # The 14 cards held at the declaration, the final discard marked yours and the coach's.
    expect(dialog.locator("#review-step-hand .card")).to_have_count(14)
    expect(dialog.locator("#review-step-hand .you-threw.coach-card")).to_have_count(1)
    expect(dialog.get_by_role("button", name="Next turn")).to_be_disabled()
    violations = axe(page)
    assert violations == [], violations
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def test_the_review_opens_steps_and_closes_by_keyboard_alone(page, served_site, axe):
    open_table(page, served_site, "?seed=17&pace=0")
    page.keyboard.press("d")
    expect(page.locator("#status")).to_have_text("YOUR TURN · DISCARD")
    page.keyboard.press("a")
    declare = button(page, "Discard & declare")
    expect(declare).to_be_enabled()  # Arrange for me has selected the final discard
    declare.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#result-title")).to_be_focused()
    review = page.get_by_role("button", name="Review this deal")
    for _ in range(6):  # Tab from the result's title to the Review button
        page.keyboard.press("Tab")
        if review.evaluate("b => b === document.activeElement"):
            break
    expect(review).to_be_focused()
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog", name="Review of deal 1")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("heading", name="Review of deal 1")).to_be_focused()
    expect(dialog.locator("#review-step-head")).to_have_text(re.compile(r"^Turn 1 of 1: Good\. "))
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(review).to_be_focused()
