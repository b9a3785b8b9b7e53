"""Auto-drop and the turn clock at the bot tables, as a player meets them, at 360 and
1280 px: "Drop when my turn comes" while a bot plays, and a clock that runs out."""

import re
from typing import Any

import pytest
from playwright.sync_api import expect
from table_helpers import DRAW_PILE, button, describe, open_table, status

pytestmark = pytest.mark.browser

WIDTHS = [360, 1280]


def table_page(browser: Any, width: int) -> Any:
    context = browser.new_context(viewport={"width": width, "height": 740 if width < 600 else 900})
    context.set_default_timeout(20_000)
    return context, context.new_page()


def play_a_turn(page: Any) -> None:
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    button(page, "Arrange for me").click()
    button(page, "Discard selected").click()


@pytest.mark.parametrize("width", WIDTHS)
def test_drop_when_my_turn_comes_drops_at_my_next_turn(browser, served_site, axe, width,
                                                         tmp_path):
    context, page = table_page(browser, width)
    try:
        # Mira waits 2.5 s before each turn: time to ask while she plays.
        open_table(page, served_site, "?table=twine&format=pool101&seed=5&random=1&pace=2500")
        toggle = page.get_by_role("button", name="Drop when my turn comes")
        expect(toggle).to_be_hidden()  # on your own turn you drop now, or not
        play_a_turn(page)
        expect(toggle).to_be_visible()
        expect(toggle).to_have_attribute("aria-pressed", "false")
        toggle.click()
        expect(toggle).to_have_attribute("aria-pressed", "true")
        expect(page.locator("#auto-drop-line")).to_have_text(
            "Auto-drop is set: you drop when your turn comes, for 40 points.")
        violations = axe(page)
        assert violations == [], describe(violations)
        page.screenshot(path=str(tmp_path / ("auto-drop-%d.png" % width)))
        expect(page.get_by_text("Your turn came and you dropped, as you asked, for 40 points."
                                )).to_be_visible(timeout=30_000)
        expect(page.get_by_role("heading", name="Mira is the last one in.")).to_be_visible()
        expect(toggle).to_be_hidden()
        if width == 360:
            width_now = page.evaluate("document.documentElement.scrollWidth")
            assert width_now <= 360, "the page scrolls sideways (%d px wide)" % width_now
    finally:
        context.close()


def test_drop_when_my_turn_comes_taken_back_leaves_my_turn_to_me(page, served_site):
    open_table(page, served_site, "?table=twine&format=pool101&seed=5&random=1&pace=2500")
    play_a_turn(page)
    toggle = page.get_by_role("button", name="Drop when my turn comes")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    expect(page.get_by_role("button", name=re.compile(r"^Drop · 40 points$"))).to_be_enabled()


@pytest.mark.parametrize("width", WIDTHS)
def test_a_turn_clock_that_runs_out_plays_the_turn_and_says_what_it_played(browser, served_site,
                                                                          width, tmp_path):
    """30 s a turn and 60 s of reserve, both said from the first second, the page's clock
    run forward: the first turn's time (turn, then reserve) runs out and the table plays it
    for you."""
    context, page = table_page(browser, width)
    try:
        page.clock.install()
        open_table(page, served_site, "?table=twine&format=deal&seed=5&random=1&pace=0&clock=30")
        clock_line = page.locator("#table-clock")
        expect(clock_line).to_have_text("Your time: 30 s, then 60 s of reserve")
        page.clock.run_for(25_000)
        expect(clock_line).to_have_text("Your time: 5 s, then 60 s of reserve")
        page.clock.run_for(10_000)
        expect(clock_line).to_have_text("Your time: 55 s")
        page.clock.run_for(46_000)
        expect(clock_line).to_have_text(
            "Your time: 9 s left! Then the table plays the turn for you.")
        page.screenshot(path=str(tmp_path / ("clock-%d.png" % width)))
        page.clock.run_for(10_000)
        message = page.get_by_text(re.compile(
            r"^The clock played for you: drew from the stock and threw \S+\.$"))
        expect(message.first).to_be_visible(timeout=20_000)
        expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=20_000)
        # The reserve is spent: the next turn has its 30 s only.
        expect(clock_line).to_have_text("Your time: 30 s")
        page.screenshot(path=str(tmp_path / ("clock-played-%d.png" % width)))
    finally:
        context.close()
