"""What was thrown (issue 37): each seat's discards this deal in order, the cards a seat
took from the pile marked with who took them, opened from the seat's box, at 360 and
1280 px, by keyboard too, read by screen readers as a list."""

import re

import pytest
from playwright.sync_api import expect
from table_helpers import DISCARD_PILE, DRAW_PILE, button, describe, hand, open_table, status

pytestmark = pytest.mark.browser

SHUFFLED = "?seed=123&random=1&pace=0"
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def words(name: str) -> str:
    """A card's name in words ("five of hearts" of "five of hearts, 5♥, wild")."""
    return name.split(",")[0]


def throw_one(page, keep: str = "") -> str:
    """Throw the first card of the hand that was not just taken and is not ``keep``;
    return its words."""
    cards = hand(page).get_by_role("button")
    for k in range(cards.count()):
        name = cards.nth(k).get_attribute("aria-label")
        if "taken from the discard pile" in name or words(name) == keep:
            continue
        cards.nth(k).click()
        button(page, "Discard selected").click()
        return words(name)
    raise AssertionError("no card to throw")


def pile_top(page) -> str:
    label = page.get_by_role("button", name=DISCARD_PILE).get_attribute("aria-label")
    return words(label.split("top card ", 1)[1])


def items(list_locator) -> list:
    """The list's items as a screen reader reads them."""
    return [re.sub(r"\s+", " ", t).strip() for t in list_locator.locator("li").all_text_contents()]


def answered(page, thrown: list) -> None:
    """Wait for Mira's turn after yours; mark your last throw if her move took it."""
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
    if page.locator("#bot-seat-message").text_content().startswith("Mira took"):
        thrown[-1] += ", taken by Mira"


def play_three_turns(page) -> tuple:
    """Take the open card, throw; draw, throw; take Mira's throw, throw. Returns what you
    threw as your list should say it, the first open card, Mira's card you took and the
    card you drew from the draw pile."""
    first = pile_top(page)
    page.get_by_role("button", name=DISCARD_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")  # the taken card is in hand
    thrown = [throw_one(page)]
    answered(page, thrown)
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    drawn = words(hand(page).get_by_role("button", name=re.compile(", just drawn$"))
                  .get_attribute("aria-label"))
    # The drawn card stays in the hand: never in the lists.
    thrown.append(throw_one(page, keep=drawn))
    answered(page, thrown)
    taken = pile_top(page)
    page.get_by_role("button", name=DISCARD_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    thrown.append(throw_one(page, keep=drawn))
    answered(page, thrown)
    return thrown, first, taken, drawn


@pytest.mark.parametrize("width", [360, 1280])
def test_each_seats_discards_show_in_order_with_taken_cards_marked(browser, served_site, axe,
                                                                    width):
    context = browser.new_context(viewport={"width": width, "height": 740 if width < 400
                                            else 800})
    try:
        page = context.new_page()
        open_table(page, served_site, SHUFFLED)
        thrown, first, taken, drawn = play_three_turns(page)
        # Mira's box holds the button, in sight without scrolling sideways.
        opener = page.get_by_role("region", name="Mira").get_by_role(
            "button", name=re.compile(r"^Mira's Discards \d+$"))
        expect(opener).to_be_visible()
        expect(opener).to_have_accessible_name("Mira's Discards 3")
        opener.click()
        dialog = page.get_by_role("dialog", name="What was thrown")
        expect(dialog).to_be_visible()
        yours = dialog.get_by_role("list", name="You · 3 cards thrown")
        assert items(yours) == ["%s, the first open card, taken by you" % first] + thrown
        assert any("taken by Mira" in t for t in thrown)  # seed 123: she takes one
        mira = dialog.get_by_role("list", name="Mira · 3 cards thrown")
        mira_items = items(mira)
        # Her throw before your third turn is the one you took; she has thrown again since.
        assert len(mira_items) == 3 and mira_items[1] == "%s, taken by you" % taken
        assert ["taken by" in item for item in mira_items] == [False, True, False]
        # The card drawn from the draw pile is in no list (it is still in the hand).
        assert drawn not in [item.split(",")[0] for item in items(dialog)]
        # Taken cards are marked for the eye too, not only in words.
        expect(mira.locator("li.taken .discard-taken")).to_have_text("taken by you")
        expect(dialog.get_by_role("heading", name="Mira · 3 cards thrown")).to_be_focused()
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        violations = axe(page)
        assert violations == [], describe(violations)
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
        expect(opener).to_be_focused()
        # By keyboard alone: the button opens it again.
        page.keyboard.press("Enter")
        expect(dialog).to_be_visible()
        page.keyboard.press("Escape")
    finally:
        context.close()


def test_a_scored_tables_seats_each_open_their_discards(browser, served_site, axe):
    context = browser.new_context(viewport={"width": 360, "height": 740})
    try:
        page = context.new_page()
        open_table(page, served_site, "?table=classic&format=pool101&players=4&seed=5&pace=0")
        page.get_by_role("button", name=DRAW_PILE).click()
        button(page, "Arrange for me").click()
        button(page, "Discard selected").click()
        expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=60_000)
        boxes = page.locator("#seats .seat")
        expect(boxes).to_have_count(3)
        checked = 0
        for k in range(3):
            box = boxes.nth(k)
            name = box.locator(".seat-name").text_content()
            move = box.locator(".move-full").text_content()
            opener = box.get_by_role("button", name=re.compile(r"Discards \d+$"))
            if "discarded" not in move:
                continue  # a seat that dropped threw nothing
            expect(opener).to_have_accessible_name("%s's Discards 1" % name)
            opener.click()
            dialog = page.get_by_role("dialog", name="What was thrown")
            listed = items(dialog.get_by_role("list", name="%s · 1 card thrown" % name))
            assert len(listed) == 1 and "taken by" not in listed[0]
            # The card its move names ("… and discarded 7♠."), drawn as that face.
            label = move.rstrip(".").rsplit(" ", 1)[1]
            code = label[:-1] + SUITS[label[-1]] if label != "JK" else "JK"
            seat = dialog.locator("section", has=page.get_by_role("heading", name=re.compile(
                "^%s · " % re.escape(name))))
            assert seat.locator("li .card").get_attribute("data-face").rstrip("*") == code
            violations = axe(page)
            assert violations == [], describe(violations)
            page.keyboard.press("Escape")
            expect(dialog).to_be_hidden()
            checked += 1
        assert checked >= 2
    finally:
        context.close()
