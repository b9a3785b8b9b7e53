"""The review's chart of a long deal (issue 46): its turn numbers never run together and
neighbouring turns' marks stay apart, at 360 and 1280 px, measured on the page (the
boxes the browser draws), with axe finding nothing."""

import os
import re

import pytest
from playwright.sync_api import expect
from review_helpers import open_kept_review
from table_helpers import describe

from indian_rummy.bots import new_match, play_bot_turn
from indian_rummy.engine.decision import Decision
from indian_rummy.engine.match import Match

pytestmark = pytest.mark.browser

# Seed 236's two-player deal against Mira: throwing every card you draw, you play 21 turns.
LONG = 236
TURNS = 21


@pytest.fixture(scope="module")
def long_deal() -> Match:
    match = new_match("twine", "deal", [{"name": "You"}, "mira"], LONG)
    while not match.deal_over():
        deal = match.deal
        if deal.turn != 0:
            play_bot_turn(match, deal.turn)
        elif deal.drawn is None:
            match.play(0, Decision.draw("stock"))
        else:
            match.play(0, Decision.discard(deal.drawn))
    return match


def apart(boxes: list) -> bool:
    """Whether each box ends before the next begins, left to right."""
    ordered = sorted(boxes, key=lambda b: b["x"])
    return all(one["x"] + one["width"] < other["x"] for one, other in zip(ordered, ordered[1:]))


@pytest.mark.parametrize("width", [360, 1280])
def test_a_long_deals_chart_labels_every_few_turns_and_keeps_its_marks_apart(
        browser, served_site, long_deal, axe, width):
    context = browser.new_context(viewport={"width": width, "height": 860})
    try:
        page, review = open_kept_review(context, served_site, long_deal)
        chart = review.get_by_role("group", name="Your deal, turn by turn")
        points = chart.get_by_role("button")
        expect(points).to_have_count(TURNS)
        # The first, the last and every fifth turn, none within two of the last.
        turns = chart.locator(".review-turn")
        expect(turns).to_have_text(["1", "5", "10", "15", "21"])
        assert apart([t.bounding_box() for t in turns.all()])
        # Each turn's mark and its sign clear of its neighbours'.
        marks = [p.locator(":scope > :nth-child(2)").bounding_box() for p in points.all()]
        assert apart(marks), marks
        signs = [b for b in (p.locator(".review-sign").bounding_box() for p in points.all())
                 if b is not None and b["width"] > 0]
        assert apart(signs), signs
        shots = os.environ.get("REVIEW_SHOTS")
        if shots:  # for a person to look at
            review.screenshot(path=os.path.join(shots, "review-long-dialog-%d.png" % width))
        # Wider than a phone: the board scrolls, the page does not; the last turn in reach.
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        points.last.click()
        expect(review.locator("#review-step-head")).to_have_text(
            re.compile(r"^Turn %d of %d: " % (TURNS, TURNS)))
        expect(points.last).to_be_in_viewport()
        assert describe(axe(page)) == ""
        if shots:
            review.locator("#review-board").screenshot(
                path=os.path.join(shots, "review-long-%d.png" % width))
    finally:
        context.close()
