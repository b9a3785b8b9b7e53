"""Your mistakes (issue 49): a kept deal reviewed in Chromium puts its blunder in the
Leitner box; it is not shown before its day, comes back 3 days after a right answer
on its day and leaves after the second; Progress counts what waits, what is due
today and what was solved. The page's clock is set to each day."""

import re
from datetime import UTC, datetime, timedelta

import pytest
from playwright.sync_api import expect
from review_helpers import open_kept_review
from table_helpers import open_table

from indian_rummy.bots import bot_named, new_match, play_bot_turn
from indian_rummy.engine.match import Match
from indian_rummy.protocol.review import review

pytestmark = pytest.mark.browser

# Seed 21 against Kiran, your seat played by Mira: three turns, the second a blunder
# whose draw lost the most points.
SEED = 21
BLUNDER_TURN = 2
REVIEWED = datetime(2026, 12, 7, 10, 0, tzinfo=UTC)
NEXT_DAY = datetime(2026, 12, 8, tzinfo=UTC)

# Calls a function of the page's own module learn/mistakes.js: "MISTAKES((m) => ...)".
MISTAKES = ("(async (call) => call(await import("
            "new URL('learn/mistakes.js', document.baseURI))))")


def deal_with_a_blunder() -> Match:
    match = new_match("twine", "deal", [{"name": "You"}, "kiran"], SEED)
    while not match.deal_over():
        if match.deal.turn == 0:
            play_bot_turn(match, 0, decide=bot_named("mira").decide)
        else:
            play_bot_turn(match, 1)
    marks = [turn["mark"] for turn in review(match, 0)["turns"]]
    marked = [k + 1 for k, mark in enumerate(marks) if mark in ("mistake", "blunder")]
    assert marked == [BLUNDER_TURN]
    return match


def in_the_box(page, at: datetime) -> list:
    """The mistakes due at ``at`` on the page's clock: [[turn, step], ...]."""
    page.clock.set_system_time(at)
    return page.evaluate(MISTAKES + "((m) => m.due(Date.now()).map((x) => [x.turn, x.step]))")


def answer_on_the_page(page, at: datetime, right: bool) -> dict:
    page.clock.set_system_time(at)
    return page.evaluate(MISTAKES + "((m) => m.answer(m.due(Date.now())[0].id, %s, Date.now()))"
                         % ("true" if right else "false"))


def progress_counts(page) -> dict:
    games = page.get_by_role("dialog", name="Your games")
    if not games.is_visible():
        page.get_by_role("button", name="Your games", exact=True).click()
    games.get_by_role("button", name="Progress").click()
    section = games.get_by_role("region", name="Your mistakes")
    expect(section).to_be_visible()
    terms = section.locator("dt").all_inner_texts()
    figures = section.locator("dd").all_inner_texts()
    return dict(zip(terms, [int(f) for f in figures]))


def test_a_reviewed_blunder_comes_back_on_its_days_and_leaves_after_two_right_answers(
        browser, served_site):
    match = deal_with_a_blunder()
    context = browser.new_context(viewport={"width": 360, "height": 800}, timezone_id="UTC")
    context.clock.install(time=REVIEWED)
    try:
        page, review_dialog = open_kept_review(context, served_site, match)
        review_dialog.get_by_role("button", name="Close").click()
        assert progress_counts(page) == {"Waiting": 1, "Due today": 0, "Solved": 0}
        # Not before its day: the day after the review.
        assert in_the_box(page, NEXT_DAY - timedelta(seconds=1)) == []
        assert in_the_box(page, NEXT_DAY) == [[BLUNDER_TURN, "draw"]]
        # A review drawn again records it once.
        page.get_by_role("button", name="Games", exact=True).click()
        page.get_by_role("dialog", name="Your games").get_by_role("button", name="Review").click()
        review_dialog = page.get_by_role("dialog", name="Review of deal 1")
        expect(review_dialog).to_be_visible(timeout=60_000)
        review_dialog.get_by_role("button", name="Close").click()
        assert progress_counts(page) == {"Waiting": 1, "Due today": 1, "Solved": 0}
        # Right on its day: back 3 days later, not before.
        assert answer_on_the_page(page, NEXT_DAY + timedelta(hours=9), True)["box"] == 1
        assert in_the_box(page, NEXT_DAY + timedelta(days=3, seconds=-1)) == []
        # Right again on its day: solved, it leaves the box.
        solved = answer_on_the_page(page, NEXT_DAY + timedelta(days=3, hours=8), True)
        assert solved["solved"] is not None
        assert in_the_box(page, NEXT_DAY + timedelta(days=60)) == []
        assert progress_counts(page) == {"Waiting": 0, "Due today": 0, "Solved": 1}
        learn = page.get_by_role("link", name=re.compile("^Practise them in Learn"))
        expect(learn).to_have_attribute("href", "./?learn")
    finally:
        context.close()


def test_a_drop_reviewed_at_a_scored_table_is_a_mistake_of_yours(page, served_site):
    """Seed 3 at the two-player table, one deal: a drop at the first draw is a blunder;
    the table's review of the deal just played records it under the deal kept."""
    open_table(page, served_site, "?table=twine&format=deal&seed=3&pace=0")
    page.get_by_role("button", name=re.compile(r"^Drop · \d+ points$")).click()
    page.get_by_role("dialog", name="Drop out of this deal?").get_by_role(
        "button", name=re.compile(r"^Drop for")).click()
    page.get_by_role("button", name="Review this deal").click()
    review_dialog = page.get_by_role("dialog", name="Review of deal 1")
    expect(review_dialog).to_be_visible(timeout=60_000)
    review_dialog.get_by_role("button", name="Close").click()
    assert progress_counts(page) == {"Waiting": 1, "Due today": 0, "Solved": 0}
