"""The Review as a board (issue 36): the chart of the deal from your seat with each turn's
mark, the step-through marking the card you threw and the coach's, every hand once the
deal is over, and "Try this turn again" (played on: test_table_branch.py), at 360 and
1280 px, by keyboard alone too."""

import os
import re

import pytest
from playwright.sync_api import expect
from review_helpers import open_kept_review
from table_helpers import DRAW_PILE, button, describe, open_table

from indian_rummy.bots import bot_named, new_match, play_bot_turn
from indian_rummy.protocol.session import Session

pytestmark = pytest.mark.browser

# Seed 8's shuffled deal: throwing every card you draw, Mira wins after your third turn.
THREE_TURNS = 8
TURNS = 3
MARK = re.compile(r"\bmark-(good|inaccuracy|mistake|blunder)\b")


def review_of_three_turns(page, served_site):
    """Play seed 8 by throwing each card drawn until Mira wins; open the review."""
    open_table(page, served_site, "?seed=%d&random=1&pace=0" % THREE_TURNS)
    for _ in range(10):
        if page.locator("#result").is_visible():
            break
        expect(page.locator("#status")).to_have_text("YOUR TURN · DRAW", timeout=10_000)
        page.get_by_role("button", name=DRAW_PILE).click()
        page.locator(".tray-cards .card.drawn").click()
        button(page, "Discard selected").click()
        page.wait_for_function("() => !document.getElementById('result').hidden || "
                               "document.getElementById('status').textContent === "
                               "'YOUR TURN · DRAW'")
    page.get_by_role("button", name="Review this deal").click()
    dialog = page.get_by_role("dialog", name="Review of deal 1")
    expect(dialog).to_be_visible(timeout=20_000)
    return dialog


@pytest.mark.parametrize("width", [360, 1280])
def test_the_board_charts_each_turn_with_its_mark_and_steps_to_it(browser, served_site, axe,
                                                                   width):
    context = browser.new_context(viewport={"width": width, "height": 800})
    try:
        page = context.new_page()
        dialog = review_of_three_turns(page, served_site)
        chart = dialog.get_by_role("group", name="Your deal, turn by turn")
        expect(chart).to_be_visible()
        points = chart.get_by_role("button")
        expect(points).to_have_count(TURNS)
        for k in range(TURNS):
            point = points.nth(k)
            expect(point).to_have_attribute("class", MARK)
            # The mark in words too, not in colour alone.
            expect(point).to_have_attribute("aria-label", re.compile(
                r"^Turn %d: (Good|Inaccuracy|Mistake|Blunder), .+, chance to win \d+%%$" % (k + 1)))
        expect(dialog.locator(".review-chance")).to_have_count(1)
        head = dialog.locator("#review-step-head")
        expect(head).to_have_text(re.compile(r"^Turn 1 of 3: "))
        points.nth(2).click()
        expect(head).to_have_text(re.compile(r"^Turn 3 of 3: "))
        expect(points.nth(2)).to_have_attribute("aria-current", "step")
        # The step-through marks the card you threw (the one you drew) and the coach's.
        hand = dialog.locator("#review-step-hand")
        expect(hand.locator(".card")).to_have_count(14)
        expect(hand.locator(".you-threw")).to_have_count(1)
        expect(hand.locator(".you-threw")).to_contain_text("You threw")
        expect(hand.locator(".coach-card")).to_have_count(1)
        expect(hand.locator(".coach-card")).to_contain_text("Coach")
        # The deal is over: Mira's cards are shown.
        expect(dialog.locator("#review-hands")).to_contain_text("Mira's cards")
        expect(dialog.locator("#review-hands .card")).to_have_count(13)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        box = chart.bounding_box()
        assert box is not None and box["width"] <= width
        violations = axe(page)
        assert violations == [], violations
        shots = os.environ.get("REVIEW_SHOTS")
        if shots:  # for a person to look at
            page.screenshot(path=os.path.join(shots, "review-%d.png" % width), full_page=True)
            dialog.screenshot(path=os.path.join(shots, "review-dialog-%d.png" % width))
            hand.scroll_into_view_if_needed()
            dialog.screenshot(path=os.path.join(shots, "review-step-%d.png" % width))
    finally:
        context.close()


def test_the_step_through_moves_turn_by_turn_and_tells_the_others_moves(browser,
                                                                        served_site):
    context = browser.new_context(viewport={"width": 360, "height": 640})
    try:
        page = context.new_page()
        dialog = review_of_three_turns(page, served_site)
        expect(dialog.locator("#review-summary")).to_have_text(re.compile(r"^3 turns: "))
        head = dialog.locator("#review-step-head")
        dialog.get_by_role("button", name="Next turn").click()
        expect(head).to_have_text(re.compile(r"^Turn 2 of 3: "))
        expect(dialog.locator("#review-step-others")).to_contain_text("Mira")
        dialog.get_by_role("button", name="Previous turn").click()
        expect(head).to_have_text(re.compile(r"^Turn 1 of 3: "))
        expect(dialog.get_by_role("button", name="Previous turn")).to_be_disabled()
    finally:
        context.close()


def thrown(view: dict) -> list:
    """Each seat's discards as the table's view gives them: [card in words, taken?]."""
    return [[[e["card"]["name"], e["taken_by"] is not None] for e in seat["discards"]]
            for seat in view["seats"]]


def test_each_turns_discards_read_as_the_table_showed_them_as_the_turn_began(
        browser, served_site):
    """The review holds each seat's discards once and each turn how many of them it saw:
    seed 8 against Kiran, a card Kiran takes shows taken from your next turn only."""
    match = new_match("twine", "deal", [{"name": "You"}, "kiran"], 8)
    seen = []  # as each of your turns began
    while not match.deal_over():
        if match.deal.turn == 0:
            seen.append(thrown(Session(match).view(0)))
            play_bot_turn(match, 0, decide=bot_named("mira").decide)
        else:
            play_bot_turn(match, 1)
    assert any(not one[k][p][1] and then[k][p][1] for one, then in zip(seen, seen[1:])
               for k in (0, 1) for p in range(len(one[k])))
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page, review = open_kept_review(context, served_site, match)
        for k, lists in enumerate(seen):
            if k:
                review.get_by_role("button", name="Next turn").click()
            expect(review.locator("#review-step-head")).to_have_text(
                re.compile(r"^Turn %d of %d: " % (k + 1, len(seen))))
            assert review.locator("#review-thrown").evaluate("""box =>
                [...box.querySelectorAll(".discards-seat")].map((seat) =>
                  [...seat.querySelectorAll("li")].map((li) => [
                    li.querySelector(".visually-hidden").textContent.split(",")[0],
                    li.classList.contains("taken")]))""") == lists
    finally:
        context.close()


HELD = ("Dropping costs 20 points and playing on was expected to lose about 29, but that is "
        "only an estimate: the coach drops when dropping saves 10 points or more.")


@pytest.mark.parametrize("width", [360, 1280])
def test_a_drop_the_coach_held_back_reads_at_the_rules_price_and_tried_again_too(
        browser, served_site, axe, width):
    """Seed 12 against Kiran: at your first turn playing on is expected to lose 29 and a
    drop costs 20; the coach plays on (a drop must save 10), and you dropped."""
    match = new_match("twine", "deal", [{"name": "You"}, "kiran"], 12)
    if match.deal.turn != 0:
        play_bot_turn(match, 1)
    match.drop(0)
    context = browser.new_context(viewport={"width": width, "height": 800})
    try:
        page, review = open_kept_review(context, served_site, match)
        expect(review.locator("#review-step-head")).to_have_text(re.compile(r"^Turn 1 of 1: Good"))
        expect(review.locator("#review-step-note")).to_have_text(HELD)
        # Played again: each choice of that very step compared by the review's figures.
        review.get_by_role("button", name="Try this turn again").click()
        again = review.get_by_role("region", name="Try this turn again")
        log = again.locator(".branch-log")
        again.get_by_role("button", name=re.compile(r"from the discard pile$")).click()
        expect(log).to_contain_text(re.compile(
            r"Turn 1: Take \S+ from the discard pile: About 6 points worse than drawing from the "
            r"draw pile\."))
        again.get_by_role("button", name="Play this turn again").click()
        again.get_by_role("button", name="Drop", exact=True).click()
        expect(log).to_contain_text("Turn 1: Drop: " + HELD)
        assert describe(axe(page)) == ""
    finally:
        context.close()


def test_the_board_works_by_keyboard_alone(page, served_site, axe):
    dialog = review_of_three_turns(page, served_site)
    expect(dialog.get_by_role("heading", name="Review of deal 1")).to_be_focused()
    points = dialog.get_by_role("group", name="Your deal, turn by turn").get_by_role("button")
    for _ in range(20):  # Tab to the chart's one focusable point
        page.keyboard.press("Tab")
        if points.first.evaluate("p => p === document.activeElement"):
            break
    expect(points.first).to_be_focused()
    ring = points.first.locator(".review-ring").evaluate("r => getComputedStyle(r).strokeWidth")
    assert ring == "3px"  # the focus is visible
    head = dialog.locator("#review-step-head")
    page.keyboard.press("ArrowRight")
    expect(points.nth(1)).to_be_focused()
    expect(head).to_have_text(re.compile(r"^Turn 2 of 3: "))
    page.keyboard.press("End")
    expect(head).to_have_text(re.compile(r"^Turn 3 of 3: "))
    page.keyboard.press("Home")
    expect(head).to_have_text(re.compile(r"^Turn 1 of 3: "))
    # Only one point takes Tab: the next Tab leaves the chart.
    page.keyboard.press("Tab")
    expect(points.first).not_to_be_focused()
    try_again = dialog.get_by_role("button", name="Try this turn again")
    for _ in range(20):
        if try_again.evaluate("b => b === document.activeElement"):
            break
        page.keyboard.press("Tab")
    expect(try_again).to_be_focused()
    page.keyboard.press("Enter")
    again = dialog.get_by_role("region", name="Try this turn again")
    expect(again.locator('[data-step="0"] .review-option').first).to_be_focused()
    page.keyboard.press("Enter")  # the first draw: the branch moves on to the throw
    expect(again.locator('[data-step="1"] .review-option').first).to_be_focused(timeout=20_000)
    expect(again.locator(".branch-log")).to_contain_text("Turn 1: ")
    violations = axe(page)
    assert violations == [], violations
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def luminance(colour: str) -> float:
    """The relative luminance of a CSS rgb()/rgba() colour (WCAG's formula)."""
    parts = [float(x) for x in re.findall(r"[\d.]+", colour)[:3]]
    linear = [c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4
              for c in parts]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(one: str, other: str) -> float:
    light, dark = sorted([luminance(one), luminance(other)], reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("width", [360, 1280])
def test_the_review_opens_at_its_title_its_disabled_buttons_show_and_tab_reaches_the_turns(
        browser, served_site, width):
    """Issue 37, defect 8: it opened scrolled to Close, Previous/Next were cream on cream
    when disabled, and the turns took no keyboard focus."""
    context = browser.new_context(viewport={"width": width, "height": 740})
    try:
        page = context.new_page()
        dialog = review_of_three_turns(page, served_site)
        title = dialog.get_by_role("heading", name="Review of deal 1")
        expect(title).to_be_focused()
        assert dialog.evaluate("d => d.scrollTop") == 0
        box, frame = title.bounding_box(), dialog.bounding_box()
        assert box["y"] >= frame["y"] and box["y"] + box["height"] <= frame["y"] + frame["height"]
        expect(dialog.locator("#review-summary")).to_be_in_viewport()
        previous = dialog.get_by_role("button", name="Previous turn")
        expect(previous).to_be_disabled()
        paper = dialog.evaluate("d => getComputedStyle(d).backgroundColor")
        look = previous.evaluate("""b => { const s = getComputedStyle(b);
            return [s.color, s.backgroundColor, s.borderTopColor, s.borderTopStyle]; }""")
        fill = paper if look[1] == "rgba(0, 0, 0, 0)" else look[1]  # transparent: the paper
        assert contrast(look[0], fill) >= 4.5, look  # its words
        assert contrast(look[2], paper) >= 3, (look, paper)  # its edge on the paper
        # One Tab from the title: the chart's turn, then the arrows step through.
        page.keyboard.press("Tab")
        points = dialog.get_by_role("group", name="Your deal, turn by turn").get_by_role("button")
        expect(points.first).to_be_focused()
        page.keyboard.press("ArrowRight")
        expect(dialog.locator("#review-step-head")).to_have_text(re.compile(r"^Turn 2 of 3: "))
        expect(previous).to_be_enabled()
        page.keyboard.press("End")
        expect(dialog.get_by_role("button", name="Next turn")).to_be_disabled()
        # The step-through shows what each seat had thrown before the turn: two of yours.
        thrown = dialog.locator("#review-thrown")
        yours = thrown.get_by_role("list", name="You · 2 cards thrown")
        expect(yours.locator("li")).to_have_count(2)
        expect(thrown.get_by_role("heading", name=re.compile(r"^Mira · \d cards? thrown$"))
               ).to_be_visible()
    finally:
        context.close()
