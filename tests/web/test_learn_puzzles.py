"""Learn's puzzles (issue 49): from the table's game bar or the address ?learn, a puzzle
of a real deal on the board; the learner solves one and misses one and the rating moves
up, then down; the daily puzzle is the same all day and the streak counts the days in a
row it was solved (the page's clock set by Playwright's clock); it opens offline after
the first visit, in Hindi, and is said again in English at once; by touch at 360 px, by
keyboard at 1280 px, axe 0."""

import json
import os
import re
from datetime import datetime
from pathlib import Path

import pytest
from playwright.sync_api import expect
from table_helpers import describe, open_table
from test_app_offline import offline, wait_until_offline_ready

pytestmark = pytest.mark.browser

PUZZLES = Path(__file__).resolve().parents[2] / "web" / "learn" / "puzzles.json"  # the shipped ones
DAY = datetime(2026, 12, 7, 10, 0)
PUZZLE = ".learn-puzzles .learn-puzzle"  # the puzzle's section (a lesson's has its frame too)
LEARN_ADDRESS = re.compile(r"[?&]learn(&|$)")
QUESTION = re.compile(r"^(Your turn|You have drawn|Your first turn|Can you declare)")
SOLVED = re.compile(r"^Solved\. Your rating: [\d,]+ \(\+\d+\)\.$")
MISSED = re.compile(r"^You chose: .+\. The coach's choice: .+")
# The data-key of the board's control that takes the coach's step (right) or another
# (a twin of the coach's card, or another declaration, is the coach's step too).
STEP = """([answer, right]) => {
    const board = document.querySelector(".learn-puzzles .board");
    const coach = answer.card === null ? null
        : board.querySelector(`[data-key="card-${answer.card}"]`);
    const coachs = (b) => {
        const key = b.dataset.key;
        if (answer.action === "draw") return key === answer.source;
        if (answer.action === "drop") return key === "drop-null";
        if (answer.action === "declare") return key.startsWith("declare-");
        return coach !== null && key.startsWith("card-") &&
            b.getAttribute("aria-label") === coach.getAttribute("aria-label");
    };
    const open = [...board.querySelectorAll("button:not(:disabled)")];
    return open.find((b) => coachs(b) === right).dataset.key;
}"""


def puzzles():
    return {p["id"]: p for p in json.loads(PUZZLES.read_text(encoding="utf-8"))["puzzles"]}


def rated(sign):
    """The rating line with its change: "Your rating: 1,674 (+174)", "(−128)"."""
    return re.compile(r"^Your rating: [\d,]+ \(%s\d+\)$" % sign)


def learn_view(page):
    return page.get_by_role("main", name=re.compile(r"^Learn|^सीखें"))


def shown_puzzle(page):
    """The puzzle on the board, once its position is drawn: its record in the file."""
    section = page.locator(PUZZLE)
    expect(section.locator(".board")).to_be_visible(timeout=60_000)
    return puzzles()[section.get_attribute("data-puzzle")]


def take_step(page, puzzle, right, keys=False):
    """The coach's step (right) or another, by a click, or by keys: Tab from wherever the
    focus is to the control, along the hand with the arrows."""
    key = page.evaluate(STEP, [puzzle["answer"], right])
    control = page.locator(PUZZLE + ' .board [data-key="%s"]' % key)
    if not keys:
        control.click()
        return
    for _ in range(40):
        focused = page.evaluate("() => document.activeElement.dataset.key || ''")
        if focused == key:
            break
        along = key.startswith("card-") and focused.startswith("card-")
        page.keyboard.press("ArrowRight" if along else "Tab")
    expect(control).to_be_focused()
    page.keyboard.press("Enter")


def press(page, control, keys):
    """A link or button pressed: with Enter from the keyboard, or a click."""
    if keys:
        control.focus()
        page.keyboard.press("Enter")
    else:
        control.click()


def check_page(page, axe, width, shot):
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    violations = axe(page)
    assert violations == [], describe(violations)
    shots = os.environ.get("LEARN_SHOTS")
    if shots:  # for a person to look at
        page.screenshot(path=os.path.join(shots, "learn-%s-%d.png" % (shot, width)), full_page=True)


@pytest.mark.parametrize("width", [360, 1280])
def test_a_learner_solves_a_puzzle_then_misses_one_and_the_rating_moves_up_then_down(
        browser, served_site, axe, width):
    keys = width == 1280  # by keyboard alone at 1280 px, by touch at 360
    context = browser.new_context(viewport={"width": width, "height": 800})
    try:
        page = context.new_page()
        page.clock.set_fixed_time(DAY)  # its daily puzzle the same whatever day the test runs
        open_table(page, served_site)
        learn = page.get_by_role("link", name="Learn", exact=True)
        press(page, learn, keys)
        view = learn_view(page)
        expect(view.get_by_role("heading", name="Learn", exact=True)).to_be_focused()
        expect(view.get_by_role("heading", name="Puzzles from real deals")).to_be_visible()
        assert LEARN_ADDRESS.search(page.url)
        expect(page.locator("#table")).to_be_hidden()
        expect(view.locator(".learn-rating")).to_have_text("Your rating: 1,500")
        # The day's puzzle first; solved, the rating rises and the streak is a day.
        first = shown_puzzle(page)
        expect(page.locator(PUZZLE)).to_have_attribute("data-daily", "1")
        expect(page.locator(PUZZLE + " .board-question")).to_have_text(QUESTION)
        check_page(page, axe, width, "puzzle")
        take_step(page, first, right=True, keys=keys)
        verdict = page.locator(PUZZLE + " .board-verdict-title")
        expect(verdict).to_have_text("Right: the coach's choice")
        expect(verdict).to_be_focused()
        expect(view.locator(".learn-rating")).to_have_text(rated(r"\+"))
        expect(page.locator(PUZZLE + " .learn-status")).to_have_text(SOLVED)
        expect(view.locator(".learn-streak")).to_have_text(
            "Daily puzzles solved in a row: 1 day. Today's is solved.")
        up = int(view.locator(".learn-rating").inner_text().split()[2].replace(",", ""))
        assert up > 1500
        check_page(page, axe, width, "solved")
        # A theme to practise: its puzzle next (a throw), missed: the rating falls.
        practise = view.get_by_role("combobox", name="Practise")
        practise.focus()
        practise.select_option(label="The throw that keeps you closest")
        second = shown_puzzle(page)
        assert (second["theme"], second["question"]) == ("distance", "throw")
        expect(page.locator(PUZZLE)).to_have_attribute("data-daily", "0")
        take_step(page, second, right=False, keys=keys)
        expect(verdict).to_have_text("Not the coach's choice")
        expect(page.locator(PUZZLE + " .board-said")).to_have_text(MISSED)
        expect(page.locator(PUZZLE + " .board-figure.marked").first).to_be_visible()
        expect(view.locator(".learn-rating")).to_have_text(rated("−"))
        down = int(view.locator(".learn-rating").inner_text().split()[2].replace(",", ""))
        assert down < up
        check_page(page, axe, width, "missed")
        # Back to the table, as it was.
        view.get_by_role("button", name="Back to the table").click()
        expect(page.locator("#table")).to_be_visible()
        expect(view).to_be_hidden()
        expect(learn).to_be_focused()
        assert not LEARN_ADDRESS.search(page.url)
    finally:
        context.close()


def test_the_daily_puzzle_is_the_days_and_the_streak_counts_days_in_a_row(page, served_site):
    """The day's puzzle all day, the streak by days in a row; and a board's step judged on
    its own position when another board has opened since (a lesson's)."""
    page.clock.set_fixed_time(datetime(2026, 3, 30, 9, 0))
    page.goto(served_site.url + "?learn&pace=0")
    monday = shown_puzzle(page)
    streak = page.locator(".learn-streak")
    expect(streak).to_have_text("Daily puzzles solved in a row: 0 days.")
    take_step(page, monday, right=True)
    expect(streak).to_have_text("Daily puzzles solved in a row: 1 day. Today's is solved.")
    # The same day again: its puzzle is the same (the next one comes first, answered).
    page.reload()
    expect(page.locator(PUZZLE)).to_have_attribute("data-daily", "0", timeout=60_000)
    page.get_by_role("button", name="Daily puzzle").click()
    assert shown_puzzle(page)["id"] == monday["id"]
    expect(page.locator(PUZZLE)).to_have_attribute("data-daily", "1")
    expect(page.locator(PUZZLE + " .learn-puzzle-title")).to_have_text(
        re.compile(r"^Daily puzzle, March 30 · rated"))
    # The next day, a day's puzzle of its own, solved: two days in a row (across a month's end).
    page.clock.set_fixed_time(datetime(2026, 3, 31, 23, 0))
    page.reload()
    tuesday = shown_puzzle(page)
    expect(page.locator(PUZZLE)).to_have_attribute("data-daily", "1")
    expect(streak).to_have_text("Daily puzzles solved in a row: 1 day.")  # yesterday's still stands
    take_step(page, tuesday, right=True)
    expect(streak).to_have_text("Daily puzzles solved in a row: 2 days. Today's is solved.")
    # A day missed: the streak starts again.
    page.clock.set_fixed_time(datetime(2026, 4, 2, 8, 0))
    page.reload()
    thursday = shown_puzzle(page)
    expect(streak).to_have_text("Daily puzzles solved in a row: 0 days.")
    # A lesson's board opened after the puzzle's (the engine holds one position): the
    # puzzle's step is still judged on the puzzle's own position.
    page.get_by_role("region", name="Lessons").get_by_role(
        "button", name="Which pile to draw from").click()
    lesson = page.get_by_role("region", name="Which pile to draw from")
    expect(lesson.locator(".board button:not(:disabled)").first).to_be_visible(timeout=60_000)
    take_step(page, thursday, right=True)
    expect(streak).to_have_text("Daily puzzles solved in a row: 1 day. Today's is solved.")


def test_a_puzzle_opens_offline_in_hindi_after_the_first_visit(page, context, served_site, axe):
    root = served_site.root / "games" / "rummy"
    page.clock.set_fixed_time(DAY)
    page.goto(served_site.url + "?learn&lang=hi&pace=0")
    shown_puzzle(page)
    for language in ("hi", "en"):  # English's catalogs too: Hindi's fallback
        wait_until_offline_ready(page, root, language)
    with offline(context, served_site):
        page.reload()
        view = learn_view(page)
        expect(view.get_by_role("heading", name="सीखें", exact=True)).to_be_visible()
        expect(view.get_by_role("heading", name="असली बाज़ियों की पहेलियाँ")).to_be_visible()
        puzzle = shown_puzzle(page)
        expect(page.locator(PUZZLE + " .board-question")).to_have_text(
            re.compile(r"^(आपकी बारी|आपने पत्ता उठा लिया|आपकी पहली बारी|क्या अभी डिक्लेयर)"))
        take_step(page, puzzle, right=True)
        expect(page.locator(PUZZLE + " .board-verdict-title")).to_have_text("सही: कोच की चाल यही है")
        expect(view.locator(".learn-rating")).to_have_text(
            re.compile(r"^आपकी रेटिंग: [\d,]+ \(\+\d+\)$"))
        violations = axe(page)
        assert violations == [], describe(violations)
        # Another language, at once: the board and the verdict are said again where they stand.
        view.get_by_role("combobox", name="भाषा").select_option("en")
        verdict = page.locator(PUZZLE + " .board-verdict-title")
        expect(verdict).to_have_text("Right: the coach's choice")
        expect(page.locator(PUZZLE + " .board-question")).to_have_text(QUESTION)
        expect(view.locator(".learn-rating")).to_have_text(rated(r"\+"))
