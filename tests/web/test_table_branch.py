"""Play on from here (issue 46): in a deal's review, "Try this turn again" plays the deal on
from that turn with the real cards: you draw (the real draw pile's next card) and throw,
the others play theirs, turn by turn or the coach finishing it, to the deal's end, told
beside how the deal really ended; by mouse and by keyboard, at 360 and 1280 px."""

import os
import re

import pytest
from playwright.sync_api import expect
from table_helpers import open_table
from test_games import START_MS, open_games, seed_storage
from test_table_review import review_of_three_turns

from kept_games import deal_records, export, played

pytestmark = pytest.mark.browser

ENDED = re.compile(r"^This branch: .+\.$")


def branch_of_turn_one(page, served_site):
    """The review of seed 8's deal (you threw every card you drew; Mira won), and its
    first turn played again: the branch's first step, ready."""
    dialog = review_of_three_turns(page, served_site)
    did = dialog.locator("#review-step-did").inner_text()
    drawn = re.match(r"^You drew (\S+) from the draw pile", did)
    assert drawn is not None, did
    dialog.get_by_role("button", name="Try this turn again").click()
    again = dialog.get_by_role("region", name="Try this turn again")
    expect(again.locator(".branch-intro")).to_have_text(re.compile(
        r"^Turn 1 again, with the real cards: "))
    return dialog, again, drawn.group(1)


@pytest.mark.parametrize("width", [360, 1280])
def test_a_turn_played_again_plays_on_to_the_end_beside_the_real_one(browser, served_site,
                                                                     axe, width):
    context = browser.new_context(viewport={"width": width, "height": 800})
    try:
        page = context.new_page()
        dialog, again, drawn = branch_of_turn_one(page, served_site)
        draw = again.get_by_role("button", name="Draw from the draw pile")
        expect(draw).to_be_focused()
        expect(again.get_by_role("button", name=re.compile(
            r"^Take .+ from the discard pile$"))).to_be_visible()
        draw.click()
        log = again.locator(".branch-log")
        # The real draw pile: the card you really drew at this turn.
        expect(log).to_contain_text("You drew %s from the draw pile." % drawn)
        expect(log).to_contain_text(re.compile(
            r"Draw from the draw pile: (The coach's choice\.|As good as the coach's choice\.|"
            r"About \d+ points? worse than .+\.)"))
        throws = again.locator('[data-step="1"] .review-option')
        expect(throws.first).to_be_focused()
        assert throws.count() >= 10  # every card you hold, a twin counted once
        expect(again.get_by_text("Turn 1: throw a card.")).to_be_visible()
        # Not the card drawn, which the real deal threw: another line of play.
        thrown = throws.nth(0).inner_text().strip()
        throws.nth(0).click()
        expect(log).to_contain_text(re.compile(r"Mira (drew|took)"))
        expect(log).to_contain_text(thrown.split(": ")[0])
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        violations = axe(page)
        assert violations == [], violations
        shots = os.environ.get("REVIEW_SHOTS")
        if shots:  # for a person to look at, as the dialog shows it
            again.locator(".branch-status").scroll_into_view_if_needed()
            page.screenshot(path=os.path.join(shots, "branch-turn-%d.png" % width))
        ending = again.locator(".branch-this")
        if again.get_by_role("button", name="Let the coach finish the deal").is_visible():
            again.get_by_role("button", name="Let the coach finish the deal").click()
        expect(ending).to_have_text(ENDED, timeout=60_000)
        expect(again.locator(".branch-real")).to_have_text("The real deal: Mira declared.")
        expect(again.get_by_role("heading", name="How it ends")).to_be_focused()
        expect(again.get_by_role("button", name="Let the coach finish the deal")).to_be_hidden()
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        violations = axe(page)
        assert violations == [], violations
        if shots:
            page.screenshot(path=os.path.join(shots, "branch-end-%d.png" % width))
        # The table behind is the real one, as it was: its deal over, Mira's win.
        again.get_by_role("button", name="Back to the review").click()
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
        expect(page.locator("#result")).to_be_visible()
        expect(page.locator("#status")).to_contain_text("MIRA")
    finally:
        context.close()


def test_a_turn_played_again_by_keyboard_alone_turn_by_turn(page, served_site, axe):
    dialog, again, drawn = branch_of_turn_one(page, served_site)
    draw = again.get_by_role("button", name="Draw from the draw pile")
    expect(draw).to_be_focused()
    page.keyboard.press("Enter")  # draw
    throws = again.locator('[data-step="1"] .review-option')
    expect(throws.first).to_be_focused()
    page.keyboard.press("Tab")
    expect(throws.nth(1)).to_be_focused()
    page.keyboard.press("Enter")  # throw the second choice
    log = again.locator(".branch-log")
    expect(log).to_contain_text(re.compile(r"Mira (drew|took)"))
    ending = again.locator(".branch-this")
    for turn in range(2, 40):  # turn by turn, always drawing and throwing the first choice
        prompt = again.get_by_text("Turn %d: draw, or take the open card." % turn)
        expect(prompt.or_(ending)).to_be_visible(timeout=20_000)
        if ending.is_visible():
            break
        expect(again.locator('[data-step="0"] .review-option').first).to_be_focused()
        page.keyboard.press("Enter")
        expect(again.locator('[data-step="1"] .review-option').first).to_be_focused()
        page.keyboard.press("Enter")
    expect(ending).to_have_text(ENDED)
    expect(again.get_by_role("heading", name="How it ends")).to_be_focused()
    violations = axe(page)
    assert violations == [], violations
    # Play this turn again: a new branch from the same turn.
    again.get_by_role("button", name="Play this turn again").click()
    expect(again.get_by_role("button", name="Draw from the draw pile")).to_be_focused()
    expect(ending).to_be_hidden()


def test_a_kept_deal_played_on_from_your_games_keeps_nothing(browser, served_site):
    """Deal 1 of a kept Pool 101 match (you followed the coach's hints and lost 15 points to
    Kiran): the coach playing on from your first turn plays it as it was, and the games
    this device keeps are the same after."""
    records = deal_records(export(played("twine", "pool101", "kiran", 632,
                                         (False, True, False))), START_MS)
    context = browser.new_context(viewport={"width": 1280, "height": 860})
    try:
        seed_storage(context, served_site, records)
        page = context.new_page()
        open_table(page, served_site)
        games = open_games(page)
        items = games.get_by_role("list", name="Games, newest first").get_by_role("listitem")
        items.nth(3).get_by_role("button", name="Review").click()
        dialog = page.get_by_role("dialog", name="Review of deal 1")
        expect(dialog).to_be_visible(timeout=60_000)
        # (The review keeps the deal's marks in its record: what is kept is read after.)
        kept = "() => Object.keys(localStorage).sort().map((k) => k + localStorage.getItem(k))"
        before = page.evaluate(kept)
        dialog.get_by_role("button", name="Try this turn again").click()
        again = dialog.get_by_role("region", name="Try this turn again")
        expect(again.get_by_role("button", name="Draw from the draw pile")).to_be_visible()
        again.get_by_role("button", name="Let the coach finish the deal").click()
        expect(again.locator(".branch-this")).to_have_text(
            "This branch: Kiran declared: you paid 15 points.", timeout=60_000)
        expect(again.locator(".branch-real")).to_have_text(
            "The real deal: Kiran declared: you paid 15 points.")
        expect(again.locator(".branch-log")).to_contain_text("Turn 1, the coach for you: ")
        assert page.evaluate(kept) == before
    finally:
        context.close()


# A step played on, told in the log, compared with the coach's in its figures.
COMPARED = (r"(The coach's choice\.|As good as the coach's choice\.|"
            r"About \d+ points? worse than .+\.)")


def test_every_step_played_on_says_its_figure_beside_the_coachs_choice(page, served_site):
    """Not only the tried turn's draw: its throw and each later turn's draw and throw
    compare with the coach's choice in points, as the review does."""
    dialog, again, drawn = branch_of_turn_one(page, served_site)
    log = again.locator(".branch-log")
    ending = again.locator(".branch-this")
    for turn in range(1, 4):
        draw = again.get_by_role("button", name="Draw from the draw pile")
        expect(draw.or_(ending)).to_be_visible()
        if ending.is_visible():
            break
        draw.click()
        expect(log).to_contain_text(re.compile(
            r"Turn %d: Draw from the draw pile: %s" % (turn, COMPARED)))
        throws = again.locator('[data-step="1"] .review-option')
        expect(throws.first).to_be_focused()
        throws.last.click()  # rarely the coach's: its figure against the coach's
        expect(log).to_contain_text(re.compile(r"Turn %d: Throw .+: %s" % (turn, COMPARED)))
    assert turn > 1, "the branch ended before a later turn was played"
    expect(log).to_contain_text(re.compile(r"About \d+ points? worse than "))


@pytest.mark.parametrize("width", [360, 1280])
def test_a_branch_is_drawn_again_where_it_stands_in_a_new_language(page, served_site, axe,
                                                                    width):
    page.set_viewport_size({"width": width, "height": 800})
    dialog, again, drawn = branch_of_turn_one(page, served_site)
    again.get_by_role("button", name="Draw from the draw pile").click()
    throws = again.locator('[data-step="1"] .review-option')
    expect(throws.first).to_be_focused()
    count = throws.count()
    page.keyboard.press("Tab")
    expect(throws.nth(1)).to_be_focused()
    page.evaluate("() => import('./l10n/l10n.js').then((l10n) => l10n.setLanguage('hi'))")
    # The same branch, at the same step, in Hindi: its log, its choices, the focus
    # (found by place now: its names are Hindi).
    again = page.locator("#review-try")
    throws = again.locator('[data-step="1"] .review-option')
    expect(again).to_be_visible()
    expect(again.locator(".branch-intro")).to_contain_text("1")
    expect(again.locator(".branch-intro")).not_to_contain_text("again")
    expect(again.locator(".branch-log li")).to_have_count(2)
    expect(again.locator(".branch-log")).not_to_contain_text("You drew")
    expect(throws).to_have_count(count)
    expect(throws.nth(1)).to_be_focused()
    devanagari = re.compile(r"[\u0900-\u097f]")
    for text in (again.locator(".branch-status").inner_text(),
                 again.locator(".branch-log").inner_text(), throws.nth(1).inner_text()):
        assert devanagari.search(text), text
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    violations = axe(page)
    assert violations == [], violations
    # And it plays on, in Hindi.
    page.keyboard.press("Enter")
    expect(again.locator('[data-step="0"] .review-option').first.or_(
        again.locator(".branch-this"))).to_be_visible()
    expect(again.locator(".branch-log li")).not_to_have_count(2)


@pytest.mark.parametrize("width", [360, 1280])
def test_the_coach_finishing_the_deal_is_stopped_and_the_next_turn_is_yours(page, served_site,
                                                                          axe, width):
    """While the coach plays on, its button stops it (by keyboard): the turn it is playing
    is told, the next is yours. "Play this turn again" starts afresh at any time."""
    page.set_viewport_size({"width": width, "height": 800})
    dialog, again, drawn = branch_of_turn_one(page, served_site)
    expect(again.get_by_role("button", name="Draw from the draw pile")).to_be_focused()
    finish = again.get_by_role("button", name="Let the coach finish the deal")
    finish.focus()
    page.keyboard.press("Enter")
    stop = again.get_by_role("button", name="Stop the coach")
    expect(stop).to_be_focused()
    expect(stop).to_be_enabled()
    page.keyboard.press("Enter")
    draw = again.locator('[data-step="0"] .review-option').first
    expect(draw).to_be_focused()
    expect(finish).to_be_visible()
    coached = again.locator(".branch-log li", has_text=re.compile(r"the coach for you: "))
    played = coached.count()
    assert played >= 1
    expect(again.locator(".branch-status")).to_contain_text(
        "Turn %d: draw, or take the open card." % (played + 1))
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    violations = axe(page)
    assert violations == [], violations
    # Your step after the coach's turns compares with the coach's in points too.
    page.keyboard.press("Enter")
    expect(again.locator(".branch-log")).to_contain_text(re.compile(
        r"Turn %d: Draw from the draw pile: %s" % (played + 1, COMPARED)))
    # The coach again, and a new branch while it plays: the one before is forgotten.
    finish.click()
    expect(stop).to_be_visible()
    again.get_by_role("button", name="Play this turn again").click()
    expect(again.get_by_role("button", name="Draw from the draw pile")).to_be_focused()
    expect(again.locator(".branch-log li")).to_have_count(0)
    expect(finish).to_be_visible()
    expect(again.locator(".branch-status")).to_have_text("Turn 1: draw, or take the open card.")
