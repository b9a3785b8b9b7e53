"""Messages that stay true (issue 9, point 4): refusals clear when the step changes,
Mira's turn is named while it lasts, a late click hears the deal is over, a control
waiting for a selection says how to enable it, and the guided deal prompts each step."""

import re

import pytest
from playwright.sync_api import expect
from table_helpers import (
    DRAW_PILE,
    alert,
    button,
    card,
    hand,
    open_table,
    result_heading,
    status,
)

pytestmark = pytest.mark.browser


def hint(page):
    return page.locator("#step-hint")


def test_a_double_click_on_the_draw_pile_draws_once_and_says_nothing_is_wrong(
    page, served_site
):
    open_table(page, served_site, "?seed=101&random=1&pace=0")
    page.get_by_role("button", name=DRAW_PILE).dblclick()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    expect(hand(page).get_by_role("button")).to_have_count(14)
    page.wait_for_timeout(300)  # a second request would have been answered by now
    expect(page.locator("#error")).to_be_empty()
    expect(alert(page)).to_have_count(0)


def test_a_double_click_on_discard_throws_once_then_mira_plays(page, served_site):
    open_table(page, served_site, "?seed=123&random=1&pace=600")
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    page.locator(".tray-cards .card").first.click()
    expect(button(page, "Discard selected")).to_be_enabled()
    # Two clicks before the engine answers the first: the second is the same intent.
    page.evaluate("() => { const b = document.getElementById('discard'); b.click(); b.click(); }")
    expect(hint(page)).to_have_text("Mira is playing…")
    expect(hand(page).get_by_role("button")).to_have_count(13)
    expect(page.locator("#error")).to_be_empty()
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
    expect(page.locator("#notice")).to_have_text("")
    expect(page.locator("#error")).to_be_empty()


def test_discard_pressed_before_arranges_answer_throws_the_card_arrange_suggests(
    page, served_site
):
    open_table(page, served_site, "?seed=17&pace=0")
    page.get_by_role("button", name=DRAW_PILE).click()
    card(page, "two of hearts").click()
    expect(card(page, "two of hearts")).to_have_attribute("aria-pressed", "true")
    # Both in one go, as a quick player would: Discard waits for Arrange's answer.
    page.evaluate(
        "() => { document.getElementById('arrange').click();"
        " document.getElementById('discard').click(); }"
    )
    expect(hand(page).get_by_role("button")).to_have_count(13)
    expect(card(page, "king of clubs")).to_have_count(0)
    expect(card(page, "two of hearts")).to_be_visible()


def test_a_refusal_is_cleared_when_the_turn_moves_on(page, served_site):
    open_table(page, served_site, "?seed=17&pace=0")
    button(page, "Declare hand").click()
    expect(alert(page)).to_contain_text(re.compile("unmatched", re.I))
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    expect(page.locator("#error")).to_be_empty()


def test_a_late_click_after_the_deal_says_the_deal_is_over(page, served_site):
    open_table(page, served_site, "?seed=17&pace=0")
    page.get_by_role("button", name=DRAW_PILE).click()
    button(page, "Arrange for me").click()
    expect(card(page, "king of clubs")).to_have_attribute("aria-pressed", "true")
    # A second, different intent in the same moment goes once the first is answered.
    page.evaluate(
        "() => { document.getElementById('discard-declare').click();"
        " document.getElementById('arrange').click(); }"
    )
    expect(result_heading(page)).to_be_visible()
    expect(alert(page)).to_have_text("This deal is over: start a new shuffled deal")
    expect(hint(page)).to_have_text("This deal is over: press “New shuffled deal” to play again.")


def test_discard_and_declare_says_how_to_enable_it(page, served_site):
    open_table(page, served_site, "?seed=123&random=1&pace=0")
    expect(hint(page)).to_contain_text("Draw a card")
    page.get_by_role("button", name=DRAW_PILE).click()
    both = button(page, "Discard & declare")
    expect(both).to_be_disabled()
    expect(hint(page)).to_be_visible()
    expect(both).to_have_accessible_description(
        "Select a card to discard: that enables “Discard selected” and “Discard & declare”."
    )
    page.locator(".tray-cards .card").first.click()
    expect(both).to_be_enabled()
    expect(both).not_to_have_accessible_description(re.compile("^Select a card"))


def test_the_guided_deal_prompts_draw_then_the_move_or_arrange_then_the_declaration(
    page, served_site
):
    open_table(page, served_site, "?seed=17&pace=0")
    message = page.locator("#message")
    expect(message).to_contain_text("draw from the draw pile")
    page.get_by_role("button", name=DRAW_PILE).click()
    # The table put 2♥ before 3♥ 4♥ 5♥, a pure run: nothing to move.
    expect(message).to_have_text(
        "You drew 2♥ from the draw pile. Now select K♣ and press “Discard & declare”."
    )
    card(page, "two of hearts").click()
    button(page, "Move to tray 2").click()
    expect(message).to_have_text(
        "Move 2♥ to tray 4 (select it, then → 4), or press “Arrange for me”."
    )
    card(page, "two of hearts").click()
    button(page, "Move to tray 4").click()
    expect(message).to_have_text("Now select K♣ and press “Discard & declare”.")
    button(page, "Arrange for me").click()
    expect(message).to_have_text("Complete: discard K♣ and declare.")
    button(page, "Discard & declare").click()
    expect(result_heading(page)).to_be_visible()


def test_discard_and_declare_is_gold_only_for_a_hand_that_declares_at_practice(
    page, served_site
):
    open_table(page, served_site, "?seed=101&random=1&pace=0")
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    expect(page.locator("#hand-distance")).not_to_contain_text("complete")
    expect(button(page, "Discard & declare")).not_to_have_class(re.compile(r"\bprimary\b"))
    open_table(page, served_site, "?seed=17&pace=0")  # the guided deal completes on the draw
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(button(page, "Discard & declare")).to_have_class(re.compile(r"\bprimary\b"))
