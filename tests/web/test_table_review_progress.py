"""The Review's progress line (issue 48): while the page's worker works a review out, the
button pressed says which turn it is at ("Reviewing turn 2 of 3…"), turn by turn, until
the review opens; Your games' line does the same for a kept deal."""

import re

import pytest
from playwright.sync_api import expect
from review_helpers import open_kept_review
from test_table_review import TURNS, review_of_three_turns

from indian_rummy.engine.match import Match
from kept_games import export, played

pytestmark = pytest.mark.browser

# Every text the element with this id shows, as it shows it (collected by the page).
WATCH = """(id) => {
  window.shownTexts = [];
  new MutationObserver(() => {
    const node = document.getElementById(id);
    const text = node ? node.textContent : null;
    if (text !== null && text !== window.shownTexts[window.shownTexts.length - 1]) {
      window.shownTexts.push(text);
    }
  }).observe(document, { childList: true, characterData: true, subtree: true });
}"""


def progress_said(page, pattern: str) -> list:
    return [text for text in page.evaluate("window.shownTexts") if re.match(pattern, text)]


def test_the_table_review_tells_each_turn_it_works_out_on_its_button(page, served_site):
    page.add_init_script("(%s)('review-deal')" % WATCH)
    dialog = review_of_three_turns(page, served_site)
    expect(dialog.locator("#review-summary")).to_have_text(re.compile(r"^3 turns: "))
    assert progress_said(page, r"^Reviewing turn") == [
        "Reviewing turn %d of %d…" % (k, TURNS) for k in range(1, TURNS + 1)]
    expect(dialog.locator("#review-working")).to_be_hidden()


def test_your_games_tells_each_turn_of_a_kept_deal_it_works_out(browser, served_site):
    match = Match.load(export(played("twine", "deal", "kiran", 21, (False,))))
    context = browser.new_context(viewport={"width": 360, "height": 800})
    try:
        context.add_init_script("(%s)('games-status')" % WATCH)
        page, review = open_kept_review(context, served_site, match)
        turns = review.locator("#review-board .review-point").count()
        said = progress_said(page, r"^Working out the review of deal 1: ")
        assert said == ["Working out the review of deal 1: turn %d of %d…" % (k, turns)
                        for k in range(1, turns + 1)]
    finally:
        context.close()
