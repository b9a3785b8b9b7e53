"""The scored tables in the page: choosing one, the seats, drops, the
rules where they bite, results and standings, a whole Pool 101 match."""

import json
import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect
from table_helpers import (
    DISCARD_PILE,
    DRAW_PILE,
    MATCH_STEP,
    alert,
    button,
    describe,
    open_table,
    status,
)

from kept_games import dead_deal_export

pytestmark = pytest.mark.browser

# Seeds checked against the engine: twine seed 1 turns a wild jack up on the
# discard pile; at a three-seat classic deal from seed 6 the bots play on for
# several turns after your wrong declaration.
TWINE_WILD_ON_TOP = 1
CLASSIC_PLAY_ON = 6


def seats(page: Any) -> Any:
    return page.get_by_role("region", name=re.compile(r"seats$")).get_by_role("listitem")


def drop_button(page: Any, cost: "int | None" = None) -> Any:
    name = "Drop" if cost is None else "Drop · %d points" % cost
    return page.get_by_role("button", name=name, exact=True)


def confirm_drop(page: Any, cost: int) -> None:
    dialog = page.get_by_role("dialog", name="Drop out of this deal?")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("It costs %d points" % cost)
    dialog.get_by_role("button", name="Drop for %d points" % cost).click()


def standings_row(page: Any, name: str) -> list:
    """A seat's row of the scorecard: this deal (points and outcome), its total or chips
    (and what moved), its status or place; the Cards button's cell left out."""
    row = page.get_by_role("table").get_by_role("row").filter(
        has=page.get_by_role("rowheader", name=name, exact=True))
    cells: list = row.get_by_role("cell").all_inner_texts()
    return [" ".join(cell.split()) for cell in cells[:-1]]


def show_hand(page: Any, name: str) -> Any:
    """Open a seat's hand on the scorecard (its Cards button); the hand's row."""
    toggle = page.get_by_role("button", name="Cards of %s" % name, exact=True)
    expect(toggle).to_have_attribute("aria-expanded", "false")
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    return page.locator("#" + str(toggle.get_attribute("aria-controls")))


def deal_by_deal(page: Any, name: str) -> list:
    """A seat's points in each deal, from the Deal by deal table (opened for it)."""
    toggle = page.get_by_role("button", name="Deal by deal")
    if toggle.get_attribute("aria-expanded") != "true":
        toggle.click()
    row = page.locator("#standings").get_by_role("row").filter(
        has=page.get_by_role("rowheader", name=name, exact=True))
    return [int(t) for t in row.get_by_role("cell").all_inner_texts()]


def no_sideways_scroll(page: Any) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    viewport = page.evaluate("document.documentElement.clientWidth")
    assert width <= viewport, "the page scrolls sideways (%d px in %d)" % (width, viewport)


def test_a_plain_visit_is_still_the_practice_table(page, served_site):
    open_table(page, served_site, "?pace=0")
    expect(page.get_by_text("GUIDED FIRST DEAL", exact=True)).to_be_visible()
    expect(page.get_by_role("heading", name="Mira", exact=True)).to_be_visible()
    expect(drop_button(page)).to_have_count(0)
    expect(page.locator("#seats")).to_be_hidden()
    expect(button(page, "New shuffled deal")).to_be_visible()


@pytest.mark.parametrize("query, table, notes", [
    ("?table=poker", "practice table", ["no “poker” table"]),
    ("?table=twine&format=pool201&players=9", "two-player table · One deal",
     ["plays deal or pool101 or deals2 or deals3 or deals6, not “pool201”",
      "seats 2 players, not “9”"]),
    ("?table=classic&players=seven&format=pool201", "classic table · Pool 201",
     ["seats 2 to 6 players, not “seven”"]),
])
def test_a_bad_table_in_the_address_falls_back_with_a_notice(page, served_site, query, table,
                                                             notes):
    open_table(page, served_site, query + "&pace=0")
    expect(page.locator(".brand-sub")).to_have_text(table)
    for note in notes:
        expect(page.locator("#notice")).to_contain_text(note)


def test_choosing_a_table_puts_it_in_the_address(page, served_site):
    open_table(page, served_site, "?seed=12&random=1&pace=0")
    button(page, "Choose a table").click()
    dialog = page.get_by_role("dialog", name="Choose a table")
    dialog.get_by_role("radio", name=re.compile("^Classic")).check()
    dialog.get_by_role("combobox", name="Format").select_option(label="Pool 201")
    dialog.get_by_role("combobox", name="Players").select_option("4")
    dialog.get_by_role("button", name="Sit down").click()
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    asked = parse_qs(urlsplit(page.url).query)
    assert (asked["table"], asked["format"], asked["players"]) == (["classic"], ["pool201"], ["4"])
    expect(seats(page)).to_have_count(3)
    expect(drop_button(page, 25)).to_be_enabled()
    expect(page.locator(".brand-sub")).to_have_text("classic table · Pool 201")


def test_tara_can_be_chosen_to_take_every_other_seat(page, served_site):
    open_table(page, served_site, "?table=twine&seed=12&pace=0")
    button(page, "Choose a table").click()
    dialog = page.get_by_role("dialog", name="Choose a table")
    opponents = dialog.get_by_role("combobox", name="Opponents")
    expect(opponents.locator("option")).to_have_text(["Mira and Kiran in turn", "Mira", "Kiran",
                                                      "Tara"])
    dialog.get_by_role("radio", name=re.compile("^Classic")).check()
    dialog.get_by_role("combobox", name="Players").select_option("3")
    opponents.select_option(label="Tara")
    expect(dialog.locator("#chooser-bots")).to_have_text(
        "You take the first seat; Tara takes every other seat.")
    dialog.get_by_role("button", name="Sit down").click()
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    assert parse_qs(urlsplit(page.url).query)["bots"] == ["tara"]
    expect(seats(page).locator(".seat-name")).to_have_text(["Tara", "Tara 2"])
    page.get_by_role("button", name=DRAW_PILE).click()
    button(page, "Arrange for me").click()
    button(page, "Discard selected").click()
    # Tara plays her turn (a new deal's seed: she may drop it, too).
    expect(seats(page).first).to_contain_text(re.compile(r"Tara (drew|took|dropped)"),
                                              timeout=30_000)
    # The practice table keeps Mira.
    button(page, "Choose a table").click()
    dialog.get_by_role("radio", name=re.compile("^Practice")).check()
    expect(opponents).to_be_disabled()


def test_a_bot_the_engine_does_not_have_falls_back_with_a_note(page, served_site):
    open_table(page, served_site, "?table=twine&bots=bob&seed=12&pace=0")
    expect(page.locator("#notice")).to_contain_text("There is no bot called “bob”")
    expect(seats(page).locator(".seat-name")).to_have_text(["Mira"])


def test_a_drop_costs_nothing_until_confirmed_then_20_before_drawing(page, served_site):
    open_table(page, served_site, "?table=twine&format=deal&seed=3&pace=0")
    expect(seats(page)).to_have_count(1)
    drop_button(page, 20).click()
    page.get_by_role("button", name="Keep playing").click()
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
    page.keyboard.press("x")
    confirm_drop(page, 20)
    expect(page.get_by_role("heading", name="Mira is the last one in.")).to_be_visible()
    expect(page.locator(".score.you")).to_contain_text("Dropped")
    assert standings_row(page, "You") == ["20 Dropped", "20"]


def test_x_pressed_in_the_same_moment_as_keep_playing_asks_again(page, served_site):
    # The dialog's close event comes a task after Keep playing: a key in between
    # must still find no question open.
    open_table(page, served_site, "?table=twine&format=deal&seed=3&pace=0")
    drop_button(page, 20).click()
    expect(page.get_by_role("dialog", name="Drop out of this deal?")).to_be_visible()
    page.evaluate("""() => {
        document.querySelector("#drop-confirm .keep").click();
        document.dispatchEvent(new KeyboardEvent("keydown", {key: "x", bubbles: true}));
    }""")
    confirm_drop(page, 20)
    expect(page.locator(".score.you")).to_contain_text("Dropped")


def test_a_drop_after_drawing_costs_40_and_is_refused_with_the_reason_meanwhile(page,
                                                                             served_site):
    open_table(page, served_site, "?table=twine&format=pool101&seed=3&pace=0")
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    expect(drop_button(page)).to_be_disabled()
    expect(page.locator("#drop-why")).to_have_text("Drop before you draw, not after.")
    button(page, "Arrange for me").click()
    button(page, "Discard selected").click()
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    expect(seats(page).first).to_contain_text("Mira")
    drop_button(page, 40).click()
    confirm_drop(page, 40)
    expect(page.locator(".score.you")).to_contain_text("Dropped")
    assert standings_row(page, "You") == ["40 Dropped", "40", "In"]
    expect(button(page, "Next deal")).to_be_visible()


def test_a_wild_card_on_the_open_pile_is_refused_at_twine_with_the_reason(page, served_site):
    open_table(page, served_site, "?table=twine&seed=%d&pace=0" % TWINE_WILD_ON_TOP)
    page.get_by_role("button", name=DISCARD_PILE).click()
    expect(alert(page)).to_contain_text("a wild card cannot be taken from the discard pile")
    expect(status(page)).to_have_text("YOUR TURN · DRAW")


def test_a_classic_wrong_declaration_costs_80_and_the_bots_play_the_deal_out(page, served_site):
    open_table(page, served_site, "?table=classic&players=3&seed=%d&pace=0" % CLASSIC_PLAY_ON)
    button(page, "Declare hand").click()
    # Asked first (test_table_arranging.py), then taken as made.
    page.get_by_role("dialog", name="Declare this hand?").get_by_role(
        "button", name="Declare anyway").click()
    expect(page.locator("#message")).to_contain_text("costs 80 points")
    expect(page.locator(".score.you")).to_contain_text("Wrong declaration", timeout=60_000)
    expect(status(page)).to_have_text(re.compile(r" WINS$"))
    assert standings_row(page, "You") == ["80 Wrong declaration", "80"]
    expect(show_hand(page, "You")).to_contain_text("the full 80 points")


def test_a_whole_twine_pool_101_match_against_a_bot(page, served_site, axe):
    open_table(page, served_site, "?table=twine&format=pool101&seed=8&pace=0")
    for _ in range(12):
        state = page.wait_for_function(
            MATCH_STEP,
            timeout=60_000).json_value()
        if state == "over":
            break
        if state == "next":
            violations = axe(page)  # a pool's results and standings between deals
            assert violations == [], describe(violations)
            button(page, "Next deal").click()
            expect(page.locator("#result")).to_be_hidden()
            continue
        page.keyboard.press("x")
        confirm_drop(page, 20)
        expect(drop_button(page)).to_be_disabled()
    expect(page.locator("#match-winner")).to_have_text("Mira wins the Pool 101 match.")
    expect(status(page)).to_have_text("MIRA WINS THE MATCH")
    you = standings_row(page, "You")
    assert you[2] == "Out" and int(you[1]) >= 101
    assert sum(deal_by_deal(page, "You")) == int(you[1])
    assert standings_row(page, "Mira")[2] == "Winner"
    expect(button(page, "Next deal")).to_be_hidden()
    new_match = page.locator("#result").get_by_role("button", name="New match")
    expect(new_match).to_be_visible()
    violations = axe(page)
    assert violations == [], describe(violations)
    new_match.click()
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    expect(page.locator("#result")).to_be_hidden()


def test_a_six_seat_classic_deal_on_a_360_px_phone(browser, served_site, axe):
    context = browser.new_context(viewport={"width": 360, "height": 640})
    try:
        page = context.new_page()
        open_table(page, served_site, "?table=classic&format=pool101&players=6&seed=5&pace=0")
        expect(seats(page)).to_have_count(5)
        no_sideways_scroll(page)
        violations = axe(page)
        assert violations == [], describe(violations)
        page.get_by_role("button", name=DRAW_PILE).click()
        button(page, "Arrange for me").click()
        button(page, "Discard selected").click()
        expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=60_000)
        moves = seats(page).locator(".move-full").all_text_contents()
        assert all(m != "Has not played yet." for m in moves), moves
        # Five narrow boxes show each turn in brief; the sentence stays for screen readers.
        expect(seats(page).locator(".move-brief").first).to_be_visible()
        assert seats(page).get_by_text(moves[0]).count() == 1
        no_sideways_scroll(page)
        drop_button(page, 40).click()
        confirm_drop(page, 40)
        expect(page.locator(".score")).to_have_count(6, timeout=120_000)
        expect(page.get_by_role("table")).to_be_visible()
        no_sideways_scroll(page)
        violations = axe(page)
        assert violations == [], describe(violations)
    finally:
        context.close()


def test_a_six_seat_desktop_table_shows_the_others_in_one_row_in_turn_order(browser, served_site,
                                                                             axe):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        open_table(page, served_site, "?table=classic&format=pool101&players=6&seed=5&pace=700")
        boxes = seats(page)
        expect(boxes).to_have_count(5)
        names = boxes.locator(".seat-name").all_text_contents()
        assert names == ["Mira", "Kiran", "Mira 2", "Kiran 2", "Mira 3"]
        # One row across the table's width, above the piles.
        tops = {round(b["y"]) for b in (box.bounding_box() for box in boxes.all())}
        assert len(tops) == 1, tops
        last = boxes.nth(4).bounding_box()
        piles = page.get_by_role("region", name="Piles and wild card").bounding_box()
        assert last["x"] + last["width"] > 1000 and last["y"] + last["height"] < piles["y"]
        expect(boxes.nth(0)).to_contain_text("Plays next")
        page.get_by_role("button", name=DRAW_PILE).click()
        button(page, "Arrange for me").click()
        button(page, "Discard selected").click()
        # Mira plays now; Kiran comes next.
        expect(boxes.nth(0)).to_contain_text("Playing now")
        expect(boxes.nth(1)).to_contain_text("Plays next")
        expect(boxes.filter(has_text="Plays next")).to_have_count(1)
        violations = axe(page)
        assert violations == [], describe(violations)
        # When the last of them plays, you are next.
        expect(boxes.nth(4)).to_contain_text("Playing now", timeout=30_000)
        expect(page.locator(".seats-you")).to_have_text("Your total: 0 of 101 · You play next")
        expect(boxes.filter(has_text="Plays next")).to_have_count(0)
    finally:
        context.close()


def test_the_drop_key_asks_first_and_escape_keeps_playing(page, served_site, axe):
    open_table(page, served_site, "?table=classic&format=pool201&players=3&seed=4&pace=0")
    expect(drop_button(page, 25)).to_have_attribute("aria-keyshortcuts", "X")
    page.keyboard.press("x")
    dialog = page.get_by_role("dialog", name="Drop out of this deal?")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("button", name="Keep playing")).to_be_focused()
    violations = axe(page)
    assert violations == [], describe(violations)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
    expect(drop_button(page, 25)).to_be_enabled()


def test_the_table_chooser_has_no_axe_violations(page, served_site, axe):
    open_table(page, served_site, "?table=twine&pace=0")
    button(page, "Choose a table").click()
    dialog = page.get_by_role("dialog", name="Choose a table")
    expect(dialog.get_by_role("radio", name="Two-player")).to_be_checked()
    expect(dialog.get_by_role("combobox", name="Players")).to_be_disabled()
    violations = axe(page)
    assert violations == [], describe(violations)
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()


def test_new_match_asks_first_while_a_pool_match_is_in_progress(page, served_site, axe):
    open_table(page, served_site, "?table=twine&format=pool101&seed=3&pace=0")
    seed = page.locator("#seed").inner_text()
    drop_button(page, 20).click()
    confirm_drop(page, 20)
    expect(button(page, "Next deal")).to_be_visible()
    # Between deals of a pool: a stray tap on New match keeps the match.
    new_match = page.locator(".game-bar").get_by_role("button", name="New match")
    new_match.click()
    dialog = page.get_by_role("dialog", name="Leave this match?")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("The match in progress (Pool 101, deal 1) ends here")
    expect(dialog.get_by_role("button", name="Keep playing")).to_be_focused()
    violations = axe(page)
    assert violations == [], describe(violations)
    dialog.get_by_role("button", name="Keep playing").click()
    expect(dialog).to_be_hidden()
    expect(button(page, "Next deal")).to_be_visible()
    assert standings_row(page, "You") == ["20 Dropped", "20", "In"]
    new_match.click()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.locator("#seed")).to_have_text(seed)
    # Saying so starts the new match.
    new_match.click()
    dialog.get_by_role("button", name="Start a new match").click()
    expect(page.locator("#result")).to_be_hidden()
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    expect(page.locator("#seed")).not_to_have_text(seed)
    expect(drop_button(page, 20)).to_be_enabled()


# -- the scorecard and Deals Rummy --------------------------------------------------------------


def rows_in_first_screen(page: Any) -> None:
    """With the result's title at the top of the screen, every seat's row is in sight."""
    page.locator("#result-title").evaluate("(e) => e.scrollIntoView({block: 'start'})")
    bottoms = page.locator("#scorecard tr.score").evaluate_all(
        "(rows) => rows.map((r) => r.getBoundingClientRect().bottom)")
    height = page.evaluate("innerHeight")
    assert bottoms and max(bottoms) <= height, (bottoms, height)


def test_a_six_seat_pool_201_scorecard_fits_a_360_by_740_phone(browser, served_site, axe):
    context = browser.new_context(viewport={"width": 360, "height": 740})
    try:
        page = context.new_page()
        open_table(page, served_site, "?table=classic&format=pool201&players=6&seed=5&pace=0")
        drop_button(page, 25).click()
        confirm_drop(page, 25)
        scorecard = page.locator("#scorecard")
        expect(scorecard.locator("tr.score")).to_have_count(6, timeout=120_000)
        expect(scorecard.locator("caption")).to_have_text("Pool 201: out at 201 points · Deal 1")
        assert standings_row(page, "You") == ["25 Dropped", "25", "In"]
        no_sideways_scroll(page)
        rows_in_first_screen(page)
        # Every hand is behind its own disclosure, closed until asked for.
        expect(scorecard.locator("tr.score-detail")).to_have_count(6)
        for detail in scorecard.locator("tr.score-detail").all():
            expect(detail).to_be_hidden()
        hand = show_hand(page, "Mira")
        expect(hand).to_be_visible()
        expect(hand).to_contain_text(re.compile("count"))
        # By keyboard too: Enter closes it again.
        toggle = page.get_by_role("button", name="Cards of Mira", exact=True)
        toggle.focus()
        page.keyboard.press("Enter")
        expect(toggle).to_have_attribute("aria-expanded", "false")
        expect(hand).to_be_hidden()
        no_sideways_scroll(page)
        violations = axe(page)
        assert violations == [], describe(violations)
    finally:
        context.close()


@pytest.mark.parametrize("width, height", [(360, 740), (1280, 800)])
def test_a_deals_rummy_table_shows_chips_the_deal_of_the_match_and_the_final_standing(
        browser, served_site, axe, width, height):
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        open_table(page, served_site, "?table=classic&format=deals2&players=3&seed=8&pace=0")
        expect(page.locator(".brand-sub")).to_have_text("classic table · Deals Rummy, 2 deals")
        expect(seats(page).locator(".seat-count")).to_have_text(["13 cards · 160 chips"] * 2)
        expect(page.locator(".seats-you")).to_contain_text("Your 160 chips")
        drop_button(page, 20).click()
        confirm_drop(page, 20)
        expect(button(page, "Next deal")).to_be_visible(timeout=60_000)
        scorecard = page.locator("#scorecard")
        expect(scorecard.locator("caption")).to_have_text(
            "Deals Rummy, 2 deals: 160 chips each to start · Deal 1 of 2")
        you = standings_row(page, "You")
        assert you[0] == "20 Dropped" and you[1] == "140 −20"
        chips = [int(standings_row(page, n)[1].split()[0]) for n in ("You", "Mira", "Kiran")]
        assert sum(chips) == 480
        expect(page.locator("#match-winner")).to_be_hidden()
        no_sideways_scroll(page)
        button(page, "Next deal").click()
        expect(status(page)).to_have_text(re.compile("^YOUR TURN|'S TURN$"), timeout=60_000)
        expect(page.locator(".seats-you")).to_contain_text("Your 140 chips")
        drop_button(page, 20).click()
        confirm_drop(page, 20)
        expect(page.locator("#match-winner")).to_have_text(
            re.compile(r" wins? the Deals Rummy, 2 deals match\.$"), timeout=60_000)
        expect(scorecard.locator("caption")).to_contain_text("Deal 2 of 2")
        rows = {n: standings_row(page, n) for n in ("You", "Mira", "Kiran")}
        chips = {n: int(r[1].split()[0]) for n, r in rows.items()}
        assert sum(chips.values()) == 480 and chips["You"] == 120
        order = sorted(chips, key=lambda n: -chips[n])
        assert [rows[n][2] for n in order] == ["Winner", "2nd", "3rd"]
        expect(page.locator("#match-winner")).to_have_text(
            "%s wins the Deals Rummy, 2 deals match." % order[0])
        expect(status(page)).to_have_text("%s WINS THE MATCH" % order[0].upper())
        assert deal_by_deal(page, "You") == [20, 20]
        no_sideways_scroll(page)
        rows_in_first_screen(page)
        violations = axe(page)
        assert violations == [], describe(violations)
    finally:
        context.close()


def test_a_dead_deal_shows_every_seat_dead_with_no_points_and_the_next_deal(page, served_site):
    # The match kept on the device, its first deal dead: the table resumes it there.
    kept = {"v": 1, "title": "Pool 101 against Kiran, deal 1", "started": 1_764_900_000_000,
            "finished": 1, "match": dead_deal_export(), "options": {"clock": None}}
    page.context.add_init_script("localStorage.setItem(%s, %s)" % (
        json.dumps("indian-rummy:match:classic"), json.dumps(json.dumps(kept))))
    page.goto(served_site.url + "?table=classic&format=pool101&bots=kiran&pace=0")
    expect(status(page)).to_have_text("NO WINNER · DRAW PILE EMPTY", timeout=30_000)
    for row in (page.locator(".score.you"), page.locator(".score:not(.you)")):
        expect(row).to_contain_text("Dead deal")
        expect(row.locator(".score-points")).to_have_text("0")
    button(page, "Next deal").click()
    expect(status(page)).to_have_text(re.compile(r"^(YOUR TURN|KIRAN)"), timeout=30_000)
