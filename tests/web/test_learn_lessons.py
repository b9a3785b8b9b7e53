"""The lessons (issue 49): a learner opens Learn, picks a lesson, plays each of its
positions on the table (a wrong move is tried again), is told the lesson's point, and
finishes it; what is done is kept. At 360 px in Hindi with the mouse, at 1280 px in
English by keyboard alone; axe finds nothing. The positions are Learn's test puzzles
(learn_puzzles.json: seeded deals, the coach's answers), served as learn/puzzles.json."""

import json
import os
import re

import pytest
from playwright.sync_api import expect
from table_helpers import describe

pytestmark = pytest.mark.browser

# The lesson on which pile to draw from: its positions take, leave, take the open card.
LESSON = "Which pile to draw from"
LESSON_HI = "कौन-सी गड्डी से उठाएँ"
PILES = {"stock": ".pile-button.stock", "discard": ".pile-button.discard-pile"}
OTHER = {"stock": "discard", "discard": "stock"}


@pytest.fixture(scope="module")
def puzzles():
    with open(os.path.join(os.path.dirname(__file__), "learn_puzzles.json")) as file:
        return json.load(file)


def open_learn(browser, served_site, puzzles, width, language):
    context = browser.new_context(viewport={"width": width, "height": 800})
    context.route("**/learn/puzzles.json", lambda route: route.fulfill(
        content_type="application/json", body=json.dumps(puzzles)))
    page = context.new_page()
    page.goto(served_site.url + "?learn&pace=0&lang=%s" % language)
    return context, page


def answers(puzzles) -> list:
    """The sources of the pile lesson's three positions, in order (the clearest first:
    the lowest rated of its theme)."""
    def first(theme, skip=0):
        found = sorted((p for p in puzzles["puzzles"] if p["theme"] == theme),
                       key=lambda p: (p["rating"], -p["margin"], p["id"]))
        return found[skip]["answer"]["source"]
    return [first("take"), first("stock"), first("take", 1)]


def test_a_lesson_is_finished_with_the_mouse_at_360_px_in_hindi(browser, served_site, puzzles,
                                                                axe):
    context, page = open_learn(browser, served_site, puzzles, 360, "hi")
    try:
        lessons = page.locator(".lessons")
        lessons.get_by_role("button", name=LESSON_HI).click()
        lesson = page.locator("#lesson")
        expect(lesson.get_by_role("heading", name=LESSON_HI)).to_be_visible()
        for k, source in enumerate(answers(puzzles)):
            expect(lesson.locator("#lesson-step")).to_have_text("पोज़िशन %d / 3" % (k + 1))
            if k == 0:  # a wrong move first: told why, and tried again
                lesson.locator(PILES[OTHER[source]]).click()
                expect(lesson.locator(".board-verdict.wrong")).to_be_visible(timeout=30_000)
                expect(lesson.locator("#lesson-point")).to_have_text(
                    "यह पत्ता तुरंत एक ग्रुप में जुड़ता है: इसे ले लें।")
                lesson.get_by_role("button", name="फिर से कोशिश करें").click()
            lesson.locator(PILES[source]).click()
            expect(lesson.locator(".board-verdict.right")).to_be_visible(timeout=30_000)
            if k == 0:
                assert describe(axe(page)) == ""
                assert page.evaluate("document.documentElement.scrollWidth") <= 360
            lesson.locator("#lesson-next").click()
        expect(lessons.locator("#lessons-said")).to_have_text("पाठ पूरा: %s।" % LESSON_HI)
        expect(lessons.locator("#lessons-done-pile")).to_have_text("3 में से 3 पूरी")
        expect(lessons.get_by_role("button", name=LESSON_HI)).to_be_focused()
        assert describe(axe(page)) == ""
    finally:
        context.close()


def test_a_lesson_is_finished_by_keyboard_alone_at_1280_px_and_kept(browser, served_site,
                                                                    puzzles):
    context, page = open_learn(browser, served_site, puzzles, 1280, "en")
    try:
        lessons = page.get_by_role("region", name="Lessons")
        start = lessons.get_by_role("button", name=LESSON)
        start.focus()
        page.keyboard.press("Enter")
        lesson = page.get_by_role("region", name=LESSON)
        points = [
            "This card joins a group at once: take it.",
            "The open card does nothing for your hand: draw from the closed pile instead.",
            "This card joins a group at once: take it.",
        ]
        for k, source in enumerate(answers(puzzles)):
            # The board takes the focus at its first pile, the draw pile; Tab reaches the open card.
            stock = lesson.get_by_role("button", name=re.compile(r"^Draw pile"))
            expect(stock).to_be_focused(timeout=30_000)
            if source == "discard":
                page.keyboard.press("Tab")
                pile = lesson.get_by_role("button", name=re.compile(r"^Discard pile"))
                expect(pile).to_be_focused()
            page.keyboard.press("Enter")
            expect(lesson.locator(".board-verdict-title")).to_be_focused(timeout=30_000)
            expect(lesson.get_by_role("status").last).to_have_text(points[k])
            page.keyboard.press("Tab")
            expect(lesson.get_by_role("button", name="Finish the lesson" if k == 2
                                      else "Next position")).to_be_focused()
            page.keyboard.press("Enter")
        expect(lessons.get_by_role("status").first).to_have_text("Lesson done: %s." % LESSON)
        expect(start).to_be_focused()
        page.reload()
        expect(page.get_by_role("region", name="Lessons").locator("#lessons-done-pile")
               ).to_have_text("3 of 3 done")
    finally:
        context.close()
