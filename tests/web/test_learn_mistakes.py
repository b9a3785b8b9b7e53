"""Your mistakes (issue 49): a kept deal reviewed in Chromium puts its blunder in Learn's
Your mistakes; it is not shown before its day, played on the table it comes back the
next day when answered wrong, 3 days on when answered right, and leaves after the
second right answer; Progress counts what waits, what is due today and what was
solved. The page's clock is set to each day."""

import re
from datetime import UTC, datetime, timedelta

import pytest
from playwright.sync_api import expect
from review_helpers import open_kept_review
from table_helpers import describe, open_table

from indian_rummy.bots import bot_named, new_match, play_bot_turn
from indian_rummy.protocol.review import review

pytestmark = pytest.mark.browser

# Seed 21 against Kiran, your seat played by Mira: three turns, the second a blunder
# whose draw lost the most points.
SEED = 21
BLUNDER_TURN = 2
REVIEWED = datetime(2026, 12, 7, 10, 0, tzinfo=UTC)
NEXT_DAY = datetime(2026, 12, 8, tzinfo=UTC)

DAY = timedelta(days=1)
OTHER = {"stock": ".pile-button.discard-pile", "discard": ".pile-button.stock"}
PILE = {"stock": ".pile-button.stock", "discard": ".pile-button.discard-pile"}


def deal_with_a_blunder() -> tuple:
    """The match, and the pile the coach draws from at the blunder's draw."""
    match = new_match("twine", "deal", [{"name": "You"}, "kiran"], SEED)
    while not match.deal_over():
        if match.deal.turn == 0:
            play_bot_turn(match, 0, decide=bot_named("mira").decide)
        else:
            play_bot_turn(match, 1)
    turns = review(match, 0)["turns"]
    marked = [turn["turn"] for turn in turns if turn["mark"] in ("mistake", "blunder")]
    assert marked == [BLUNDER_TURN]
    draw = turns[BLUNDER_TURN - 1]["steps"][0]
    assert draw["loss"] > turns[BLUNDER_TURN - 1]["steps"][1]["loss"]
    return match, draw["coach"]["source"]


def your_mistakes(page, served_site, at: datetime):
    """Learn's Your mistakes on ``at`` by the page's clock."""
    page.clock.set_system_time(at)
    page.goto(served_site.url + "?learn&pace=0")
    section = page.get_by_role("region", name="Your mistakes")
    expect(section).to_be_visible(timeout=30_000)
    return section


def answer_it(section, pile: str, said: str) -> None:
    section.get_by_role("button", name="Try it").click()
    section.locator(pile).click()
    expect(section.locator(".board-verdict")).to_be_visible(timeout=30_000)
    expect(section.locator("#mistakes-said")).to_have_text(said)
    expect(section.get_by_role("button", name="Try it")).to_have_count(0)


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
        browser, served_site, axe):
    match, coach = deal_with_a_blunder()
    context = browser.new_context(viewport={"width": 360, "height": 800}, timezone_id="UTC")
    context.clock.install(time=REVIEWED)
    try:
        page, review_dialog = open_kept_review(context, served_site, match)
        review_dialog.get_by_role("button", name="Close").click()
        assert progress_counts(page) == {"Waiting": 1, "Due today": 0, "Solved": 0}
        # Not before its day, the day after the review (an hour before: the page's clock runs on
        # while it loads, and a loaded machine may take seconds).
        yours = your_mistakes(page, served_site, NEXT_DAY - timedelta(hours=1))
        counts = yours.locator("#mistakes-counts")
        expect(counts).to_have_text("Waiting: 1. Due today: 0. Solved: 0.")
        expect(yours.get_by_role("button", name="Try it")).to_have_count(0)
        expect(yours.locator("#mistakes-none")).to_have_text(
            "Nothing due today. The next one comes back on Tuesday, December 8.")
        # Its day: the blunder's draw, on the table. Wrong: back the next day.
        yours = your_mistakes(page, served_site, NEXT_DAY + timedelta(hours=9))
        expect(yours.get_by_role("listitem")).to_have_text(re.compile(
            r"^Two-player, deal 1, turn 2: a blunder, \d+ points lost, most of them at the draw"))
        answer_it(yours, OTHER[coach], "Not this time. It comes back tomorrow.")
        assert describe(axe(page)) == ""
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        # Right the next day: back 3 days on, not before.
        yours = your_mistakes(page, served_site, NEXT_DAY + DAY + timedelta(hours=9))
        answer_it(yours, PILE[coach], "Right. It comes back in 3 days.")
        yours = your_mistakes(page, served_site, NEXT_DAY + 4 * DAY - timedelta(hours=1))
        expect(yours.get_by_role("button", name="Try it")).to_have_count(0)
        # Right again on its day: solved, it leaves.
        yours = your_mistakes(page, served_site, NEXT_DAY + 4 * DAY + timedelta(hours=8))
        answer_it(yours, PILE[coach], "Right again: solved. It leaves your mistakes.")
        expect(yours.locator("#mistakes-counts")).to_have_text(
            "Waiting: 0. Due today: 0. Solved: 1.")
        # A review drawn again does not bring it back; Progress counts it solved.
        page.goto(served_site.url + "?pace=0")
        page.get_by_role("button", name="Your games", exact=True).click()
        page.get_by_role("dialog", name="Your games").get_by_role("button", name="Review").click()
        review_dialog = page.get_by_role("dialog", name="Review of deal 1")
        expect(review_dialog).to_be_visible(timeout=60_000)
        review_dialog.get_by_role("button", name="Close").click()
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
