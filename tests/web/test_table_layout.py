"""Every card in sight on every screen, and one screen per turn on a phone (issue 9, 1 and 3).

The crowded hands: seeds 25 and 1 after a draw and Arrange for me, and all 14
cards moved into one tray at 360 px. For each, every card stays inside its
tray, its left strip (rank, suit, gold dot, markers) is not covered by another
card, and the page never scrolls sideways.
"""

import re

import pytest
from playwright.sync_api import expect
from table_helpers import DRAW_PILE, button, describe, hand, open_table, status, tray

pytestmark = pytest.mark.browser

PHONES = [(360, 640), (390, 844)]
SCREENS = PHONES + [(768, 1024), (1280, 800)]

# For each hand card: is it inside its tray, and is the point in its left strip
# (below the corner index) and each of its markers on top, not under a neighbour?
CARD_CHECKS = """() => {
    const out = [];
    const onTop = (el, x, y) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === el || el.contains(hit) || hit.closest(".card") === el);
    };
    for (const card of document.querySelectorAll(".tray-cards .card")) {
        const box = card.getBoundingClientRect();
        const trayBox = card.closest(".tray").getBoundingClientRect();
        const inside = box.left >= trayBox.left - 0.5 && box.right <= trayBox.right + 0.5 &&
            box.top >= trayBox.top - 0.5 && box.bottom <= trayBox.bottom + 0.5;
        const markers = [];
        for (const sel of [".wild-dot", ".picked-mark", ".drawn-tag"]) {
            const mark = card.querySelector(sel);
            if (!mark || getComputedStyle(mark).display === "none") continue;
            const m = mark.getBoundingClientRect();
            mark.style.pointerEvents = "auto"; // markers let clicks through: hit-test them here
            markers.push([sel, onTop(card, m.left + m.width / 2, m.top + m.height / 2)]);
            mark.style.pointerEvents = "";
        }
        out.push({
            name: card.getAttribute("aria-label"),
            inside,
            strip: onTop(card, box.left + box.width * 0.12, box.top + box.height * 0.2),
            suit: onTop(card, box.left + box.width * 0.12, box.top + box.height * 0.28),
            markers,
        });
    }
    return out;
}"""


# Resolves once every animation and transition under way has ended (the endless ones, like
# Mira's thinking, aside).
SETTLED = """() => Promise.all(document.getAnimations()
    .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => null))).then(() => true)"""


# The words of the move and action bars' buttons that a line break cuts in two: a word
# whose text spans more than one line box.
BROKEN_WORDS = """() => {
    const broken = [];
    for (const b of document.querySelectorAll(".move-bar .btn, .action-bar .btn")) {
        if (b.hidden) continue;
        const walker = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of node.data.matchAll(/\\S+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                if (tops.size > 1) broken.push(match[0]);
            }
        }
    }
    return broken;
}"""


def assert_every_card_in_sight(page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], "the page scrolls sideways (%d px)" % width
    # Cards may be lifted (selected) or animating: wait for the layout to settle.
    page.evaluate(SETTLED)
    for row in page.evaluate(CARD_CHECKS):
        assert row["inside"], "%s sticks out of its tray" % row["name"]
        assert row["strip"] and row["suit"], "%s has its corner covered" % row["name"]
        for marker, seen in row["markers"]:
            assert seen, "%s: its %s is covered" % (row["name"], marker)


def draw_and_arrange(page, served_site, seed: int) -> None:
    open_table(page, served_site, "?seed=%d&random=1&pace=0" % seed)
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    button(page, "Arrange for me").click()
    expect(page.locator("#message")).to_contain_text(re.compile(r"^(Complete|Still missing)"))


@pytest.mark.parametrize("seed", [25, 1])
@pytest.mark.parametrize("size", SCREENS, ids=["%dx%d" % s for s in SCREENS])
def test_a_crowded_arranged_hand_keeps_every_card_in_its_tray(page, served_site, seed, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    draw_and_arrange(page, served_site, seed)
    expect(hand(page).get_by_role("button")).to_have_count(14)
    assert_every_card_in_sight(page)


def test_all_fourteen_cards_in_one_tray_fit_a_360_px_phone(page, served_site):
    page.set_viewport_size({"width": 360, "height": 640})
    open_table(page, served_site, "?seed=25&random=1&pace=0")
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    for number in (2, 3, 4):
        cards = tray(page, number).get_by_role("button")
        for left in range(cards.count(), 0, -1):
            cards.first.click()
            expect(cards.first).to_have_attribute("aria-pressed", "true")
            button(page, "Move to tray 1").click()
            expect(cards).to_have_count(left - 1)
    expect(tray(page, 1).get_by_role("button")).to_have_count(14)
    # A move's work is done: its selection is cleared.
    expect(tray(page, 1).get_by_role("button", pressed=True)).to_have_count(0)
    assert_every_card_in_sight(page)


def in_view(page, locator) -> bool:
    box = locator.bounding_box()
    view = page.viewport_size
    return (
        box is not None
        and box["y"] >= 0
        and box["y"] + box["height"] <= view["height"]
        and box["x"] >= 0
        and box["x"] + box["width"] <= view["width"]
    )


@pytest.mark.parametrize("size", PHONES, ids=["%dx%d" % s for s in PHONES])
def test_a_phone_turn_needs_no_scrolling(page, served_site, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    draw_and_arrange(page, served_site, 1)
    page.evaluate("window.scrollTo(0, 0)")
    stock = page.get_by_role("button", name=DRAW_PILE)
    for locator in (stock, page.get_by_role("button", name=re.compile("^Discard pile"))):
        assert in_view(page, locator)
    for name in ("Discard selected", "Discard & declare", "Arrange for me", "Move to tray 4"):
        assert in_view(page, button(page, name)), name
    # A word on a button wraps whole: "Discard selected" is never "selecte / d".
    assert page.evaluate(BROKEN_WORDS) == []
    cards = hand(page).get_by_role("button")
    for k in range(cards.count()):
        assert in_view(page, cards.nth(k)), cards.nth(k).get_attribute("aria-label")
    # The step's buttons are not hidden under anything either.
    covered = page.evaluate(
        """() => ["discard", "discard-declare"].filter((id) => {
            const b = document.getElementById(id).getBoundingClientRect();
            const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
            return !hit || !document.getElementById(id).contains(hit);
        })"""
    )
    assert covered == []

    # After the discard, Mira's move is told near the hand, in the same screen.
    button(page, "Discard selected").click()
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
    mira = page.locator("#bot-seat-message")
    expect(mira).to_contain_text(re.compile(r"^Mira (drew|took)"))
    assert in_view(page, mira)
    assert in_view(page, stock)


def test_axe_finds_nothing_in_the_phone_layout_of_a_crowded_hand(page, served_site, axe):
    page.set_viewport_size({"width": 360, "height": 640})
    draw_and_arrange(page, served_site, 25)
    violations = axe(page)
    assert violations == [], describe(violations)


@pytest.mark.parametrize("touch_only", [True, False])
def test_key_hints_show_only_where_there_are_keys(browser, served_site, touch_only):
    """A touch-only phone names no keys; a screen with a mouse (and keyboard) does."""
    context = browser.new_context(viewport={"width": 390, "height": 844} if touch_only else
                                  {"width": 1280, "height": 800},
                                  has_touch=touch_only, is_mobile=touch_only)
    try:
        page = context.new_page()
        open_table(page, served_site, "?table=classic&format=pool101&players=2&seed=5&pace=0")
        hint = page.locator("#step-hint")
        drop_why = page.locator("#drop-why")
        expect(drop_why).to_contain_text("Leave this deal now for 20 points")
        if touch_only:
            expect(hint).to_have_text("Draw a card: the draw pile or the discard pile.")
            expect(drop_why).not_to_contain_text("key")
            expect(page.locator(".keys-hint")).to_be_hidden()
        else:
            expect(hint).to_contain_text("(key D)")
            expect(drop_why).to_contain_text("(key X)")
            expect(page.locator(".keys-hint")).to_be_visible()
    finally:
        context.close()


def top_of(page, selector):
    return page.evaluate("(s) => document.querySelector(s).getBoundingClientRect().top", selector)


@pytest.mark.parametrize("size", [(360, 740), (1280, 800)], ids=["360", "1280"])
def test_selecting_cards_and_a_hint_coming_and_going_move_nothing(page, served_site, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_table(page, served_site, "?seed=101&random=1&pace=0")
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    before = {s: top_of(page, s) for s in ("#trays", "#discard", "#arrange")}
    cards = hand(page).get_by_role("button")
    cards.nth(0).click()
    cards.nth(1).click()
    expect(page.locator("#selection-count")).to_have_text("2 selected") if size[0] > 640 else None
    assert {s: top_of(page, s) for s in before} == before
    button(page, "Hint").click()
    expect(page.locator("#coach-hint")).to_contain_text("Hint:")
    assert {s: top_of(page, s) for s in before} == before
    cards.nth(0).click()
    cards.nth(1).click()
    hand(page).get_by_role("button", name=re.compile("^king of diamonds")).click()
    button(page, "Discard selected").click()  # the turn moves on, the hint goes
    expect(page.locator("#coach-hint")).to_be_empty()
    assert top_of(page, "#trays") == before["#trays"]
