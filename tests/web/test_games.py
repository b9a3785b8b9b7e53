"""Your games and Progress (issue 38): the finished deals and partner matches this device
keeps, newest first; a deal's review and step-through; a match exported as the JSON log
the command line reviews, and imported again; the figures of a known set of games;
Forget my games; a damaged record survived with a note; at 360 and 1280 px, by keyboard
alone too, axe finding nothing."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect
from table_helpers import describe, open_table

from kept_games import dead_deal_export, deal_records, export, played
from partner_helpers import SHOTS, shot

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
START_MS = 1_764_900_000_000  # 5 Dec 2025: the deals, a minute apart; the partner match after
PARTNER = {"v": 1, "saved": START_MS + 600_000, "id": "partner-AbCdEfGh12345678", "kind": "partner",
           "match": "AbCdEfGh12345678", "title": "Pool 101 with Ravi",
           "table": "Two-player", "format": "pool101", "format_title": "Pool 101",
           "seats": ["Asha", "Ravi"], "you": "Asha", "outcome": "won"}


@pytest.fixture(scope="module")
def records() -> list:
    """Pool 101 against Kiran, seed 632: deal 1 lost for 15 points, deal 2 dropped (20),
    deal 3 won; and a partner match won against Ravi."""
    return deal_records(export(played("twine", "pool101", "kiran", 632, (False, True, False))),
                        START_MS)


def seed_storage(context, served_site, records, extra: "dict | None" = None) -> None:
    """The records in the page's storage before it first opens (once: a reload keeps
    what the page changed)."""
    items = dict(("indian-rummy:game:" + r["id"], json.dumps(r)) for r in records)
    partner = dict(PARTNER, link=served_site.url + "#match=AbCdEfGh12345678&token=TokenToken1234")
    items["indian-rummy:game:" + partner["id"]] = json.dumps(partner)
    items.update(extra or {})
    context.add_init_script("""(items => {
        if (localStorage.getItem("test-seeded")) return;
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
        localStorage.setItem("test-seeded", "1");
    })(%s)""" % json.dumps(items))


def open_games(page):
    page.get_by_role("button", name="Your games", exact=True).click()
    dialog = page.get_by_role("dialog", name="Your games")
    expect(dialog).to_be_visible()
    return dialog


def open_progress(page):
    """Your games at Progress, while it works out the reviews of the deals kept unreviewed."""
    dialog = open_games(page)
    dialog.get_by_role("button", name="Progress").click()
    expect(dialog.get_by_role("status")).to_have_text(re.compile(
        r"^Working out the reviews of the deals not yet reviewed: \d of 3"))
    return dialog


def new_page(browser, width, **options):
    context = browser.new_context(viewport={"width": width, "height": 860}, **options)
    context.set_default_timeout(30_000)
    return context


@pytest.mark.parametrize("width", [360, 1280])
def test_your_games_lists_deals_and_partner_matches_newest_first_and_opens_a_review(
        browser, served_site, records, axe, width):
    context = new_page(browser, width)
    try:
        seed_storage(context, served_site, records)
        page = context.new_page()
        open_table(page, served_site)
        page.locator(".game-bar").screenshot(path=str(SHOTS / ("games-bar-%d.png" % width)))
        dialog = open_games(page)
        items = dialog.get_by_role("list", name="Games, newest first").get_by_role("listitem")
        expect(items).to_have_count(4)
        expect(items.nth(0)).to_contain_text("Partner match · Pool 101 · Two-player")
        expect(items.nth(0)).to_contain_text("with Ravi · You won")
        expect(items.nth(0).get_by_role("link", name="Open")).to_have_attribute(
            "href", re.compile(r"#match=AbCdEfGh12345678&token=TokenToken1234$"))
        expect(items.nth(1)).to_contain_text("Pool 101, deal 3 · Two-player")
        expect(items.nth(1)).to_contain_text("with Kiran · You won, 0 points")
        expect(items.nth(2)).to_contain_text("You dropped (Kiran won), 20 points")
        expect(items.nth(3)).to_contain_text("Pool 101, deal 1 · Two-player")
        expect(items.nth(3)).to_contain_text("You lost (Kiran won), 15 points")
        expect(items.nth(3)).to_contain_text("2025")
        assert describe(axe(page)) == ""
        shot(page, "games-%d.png" % width)

        # Deal 2's review, worked out by the worker, steps through; its marks are kept.
        items.nth(2).get_by_role("button", name="Review").click()
        review = page.get_by_role("dialog", name="Review of deal 2")
        expect(review).to_be_visible(timeout=60_000)
        expect(review.locator("#review-summary")).to_have_text("1 turn: 0 good, 0 inaccuracies, "
                                                                "0 mistakes, 1 blunder.")
        expect(review.locator("#review-step-head")).to_have_text(
            re.compile(r"^Turn 1 of 1: Blunder"))
        # Its deal chooser asks for the kept match's deal 1, not the table's.
        review.get_by_role("button", name="Deal 1").click()
        review = page.get_by_role("dialog", name="Review of deal 1")
        expect(review).to_be_visible(timeout=60_000)
        head = review.locator("#review-step-head")
        expect(head).to_have_text(re.compile(r"^Turn 1 of \d+: "))
        review.get_by_role("button", name="Next turn").click()
        expect(head).to_have_text(re.compile(r"^Turn 2 of \d+: "))
        assert describe(axe(page)) == ""
        shot(page, "games-review-%d.png" % width)
        review.get_by_role("button", name="Close").click()
        expect(dialog).to_be_visible()
        kept = json.loads(page.evaluate("k => localStorage.getItem(k)",
                                        "indian-rummy:game:" + records[1]["id"]))
        # The drop's price (20) against the coach's choice, expected to collect 48.
        assert kept["marks"] == {"blunders": 1, "mistakes": 0, "inaccuracies": 0, "loss": 68}
        # The table behind is as it was: still your turn at the practice table.
        dialog.get_by_role("button", name="Close").click()
        expect(page.locator("#status")).to_have_text(re.compile(r"^YOUR TURN"))
    finally:
        context.close()


@pytest.mark.parametrize("width", [360, 1280])
def test_progress_shows_the_figures_of_the_kept_deals_and_works_out_their_marks(
        browser, served_site, records, axe, width):
    context = new_page(browser, width)
    try:
        seed_storage(context, served_site, records)
        page = context.new_page()
        open_table(page, served_site)
        dialog = open_progress(page)
        expect(dialog.get_by_role("status")).to_have_text("Reviewed 3 deals.", timeout=90_000)
        figures = dialog.locator("#games-progress > .progress-figures")
        expect(figures).to_have_text(re.compile(
            r"Deals played\s*3\s*Won\s*1\s*Dropped\s*1\s*Points a deal\s*11\.7"))
        opponents = dialog.get_by_role("table", name="Deals per opponent")
        expect(opponents.get_by_role("row")).to_have_count(2)
        expect(opponents.get_by_role("row").nth(1)).to_have_text(re.compile(r"Kiran\s*3\s*1\s*1"))
        each = dialog.get_by_role("table", name="Each deal, oldest first")
        rows = each.get_by_role("row")
        expect(rows).to_have_count(4)
        expect(rows.nth(2)).to_have_text(re.compile(r"2\s*Kiran\s*dropped\s*20\s*1\s*0\s*0\s*68"))
        expect(dialog.get_by_role("img", name="Points each deal cost you, oldest first")
               ).to_be_visible()
        expect(dialog.locator("#progress-points-words")).to_have_text(re.compile(
            r"^3 deals, 11\.7 points a deal on average\."))
        expect(dialog.get_by_role("img", name="The review's marks per deal, oldest first")
               ).to_be_visible()
        expect(dialog.locator("#progress-points .progress-bar")).to_have_count(3)
        stored = page.evaluate("""() => Object.keys(localStorage).filter(k => k.startsWith(
            "indian-rummy:game:deal-")).map(k => JSON.parse(localStorage.getItem(k)).marks)""")
        assert all(m is not None for m in stored) and len(stored) == 3
        assert describe(axe(page)) == ""
        shot(page, "games-progress-%d.png" % width)
        # Opened again: nothing left to work out.
        dialog.get_by_role("button", name="Games", exact=True).click()
        dialog.get_by_role("button", name="Progress").click()
        expect(dialog.get_by_role("status")).to_have_text("")
        expect(rows.nth(1)).to_have_text(re.compile(r"1\s*Kiran\s*lost\s*15"))
    finally:
        context.close()


def test_one_press_of_review_while_progress_works_out_reviews_opens_the_review(
        browser, served_site, records):
    # The engine answers one request at a time: the review pressed for waits its turn
    # behind the one Progress is working out, and opens without a second press.
    context = new_page(browser, 1280)
    try:
        seed_storage(context, served_site, records)
        page = context.new_page()
        open_table(page, served_site)
        dialog = open_progress(page)
        dialog.get_by_role("button", name="Games", exact=True).click()
        items = dialog.get_by_role("list", name="Games, newest first").get_by_role("listitem")
        items.nth(1).get_by_role("button", name="Review").click()
        review = page.get_by_role("dialog", name="Review of deal 3")
        expect(review).to_be_visible(timeout=90_000)
        expect(review.locator("#review-step-head")).to_have_text(re.compile(r"^Turn 1 of \d+: "))
    finally:
        context.close()


def test_a_match_exported_is_what_the_command_line_reviews_and_imports_again(
        browser, served_site, records, tmp_path):
    context = new_page(browser, 1280, accept_downloads=True)
    try:
        seed_storage(context, served_site, records[2:])  # deal 3 only: its match holds 1-3
        page = context.new_page()
        open_table(page, served_site)
        dialog = open_games(page)
        deal = dialog.get_by_role("listitem").filter(has_text="deal 3")
        with page.expect_download() as download:
            deal.get_by_role("button", name="Export").click()
        saved = tmp_path / download.value.suggested_filename
        download.value.save_as(saved)
        assert saved.name == "indian-rummy-twine-632-deal-3.json"
        assert download.value.url.startswith("blob:" + served_site.origin)
        command = subprocess.run(
            [sys.executable, "-m", "indian_rummy", "review", str(saved)],
            capture_output=True, text=True, cwd=REPO, timeout=120,
            env={"PYTHONPATH": str(REPO / "src"), "PATH": "/usr/bin:/bin"})
        assert command.returncode == 0, command.stderr
        assert command.stdout.startswith("Deal 3, seen from You's seat: ")
        # Forgotten, then imported: its three deals are games again, with their results.
        dialog.get_by_role("button", name="Forget my games…").click()
        dialog.get_by_role("button", name="Forget them").click()
        expect(dialog.get_by_role("listitem")).to_have_count(0)
        dialog.get_by_label("Import a match (a JSON log)").set_input_files(str(saved))
        expect(dialog.get_by_role("status")).to_have_text(
            "Imported 3 deals from indian-rummy-twine-632-deal-3.json.", timeout=120_000)
        items = dialog.get_by_role("listitem")
        expect(items).to_have_count(3)
        expect(items.nth(0)).to_contain_text("Pool 101, deal 3 · Two-player")
        expect(items.nth(1)).to_contain_text("You dropped (Kiran won), 20 points")
        expect(items.nth(2)).to_contain_text("You lost (Kiran won), 15 points")
        # The same file again replaces them (one import at a time); a bad one is refused
        # and loses nothing.
        chooser = dialog.get_by_label("Import a match (a JSON log)")
        chooser.set_input_files(str(saved))
        expect(chooser).to_be_disabled()
        expect(chooser).to_be_enabled(timeout=120_000)
        expect(dialog.get_by_role("status")).to_have_text(re.compile(r"^Imported 3 deals"))
        expect(items).to_have_count(3)
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps(dict(json.loads(saved.read_text()), profile="poker")))
        dialog.get_by_label("Import a match (a JSON log)").set_input_files(str(bad))
        expect(dialog.get_by_role("status")).to_have_text(
            "bad.json was not imported: This kept match cannot be read: no rule profile named "
            "'poker' (practice, twine, classic)", timeout=60_000)
        (tmp_path / "text.json").write_text("not json")
        chooser.set_input_files(str(tmp_path / "text.json"))
        expect(dialog.get_by_role("status")).to_have_text(
            "text.json is not a match's JSON log: nothing was imported.")
        expect(items).to_have_count(3)
    finally:
        context.close()


@pytest.mark.parametrize("width", [360, 1280])
def test_forget_my_games_asks_first_then_empties_the_lists_and_a_damaged_record_is_noted(
        browser, served_site, records, axe, width):
    context = new_page(browser, width)
    try:
        seed_storage(context, served_site, records, {
            "indian-rummy:game:broken": "{not json", "indian-rummy:match:twine": json.dumps({
                "v": 1, "saved": START_MS, "title": "Pool 101 against Kiran, deal 3",
                "match": records[2]["match"], "options": {"clock": None}})})
        page = context.new_page()
        open_table(page, served_site)
        dialog = open_games(page)
        expect(dialog.get_by_role("listitem")).to_have_count(4)
        expect(dialog.locator("#games-problems")).to_have_text(
            "1 kept record could not be read and is skipped (damaged).")
        dialog.get_by_role("button", name="Forget my games…").click()
        expect(dialog.get_by_role("button", name="Keep them")).to_be_focused()
        dialog.get_by_role("button", name="Keep them").click()
        expect(dialog.get_by_role("listitem")).to_have_count(4)
        dialog.get_by_role("button", name="Forget my games…").click()
        assert describe(axe(page)) == ""
        dialog.get_by_role("button", name="Forget them").click()
        expect(dialog.get_by_role("status")).to_have_text(
            "Forgotten: this device keeps no games now.")
        expect(dialog.get_by_role("listitem")).to_have_count(0)
        expect(dialog.get_by_text("No games kept yet.")).to_be_visible()
        expect(dialog.locator("#games-problems")).to_be_hidden()
        left = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith("
                             "'indian-rummy:game:') || k.startsWith('indian-rummy:match:'))")
        assert left == []
        dialog.get_by_role("button", name="Progress").click()
        expect(dialog.get_by_text("No finished deals kept yet")).to_be_visible()
        page.reload()
        open_table(page, served_site)
        dialog = open_games(page)
        expect(dialog.get_by_role("listitem")).to_have_count(0)
    finally:
        context.close()


def test_your_games_by_keyboard_alone(browser, served_site, records):
    context = new_page(browser, 1280)
    try:
        seed_storage(context, served_site, records)
        page = context.new_page()
        open_table(page, served_site)
        page.get_by_role("button", name="Your games", exact=True).focus()
        page.keyboard.press("Enter")
        dialog = page.get_by_role("dialog", name="Your games")
        expect(dialog).to_be_visible()
        focused = "() => document.activeElement.textContent + ' ' + (document.activeElement" \
                  ".getAttribute('aria-describedby') || '')"
        # One tab stop per game: Tab reaches the newest's control, the arrows the others.
        for _ in range(6):
            page.keyboard.press("Tab")
            if page.evaluate(focused).startswith("Open"):
                break
        assert page.evaluate(focused).startswith("Open game-partner-")
        page.keyboard.press("ArrowDown")
        assert page.evaluate(focused) == "Review game-" + records[2]["id"]
        page.keyboard.press("End")
        assert page.evaluate(focused) == "Review game-" + records[0]["id"]
        page.keyboard.press("Tab")
        assert page.evaluate(focused).startswith("Export")
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Enter")
        review = page.get_by_role("dialog", name="Review of deal 1")
        expect(review).to_be_visible(timeout=60_000)
        page.keyboard.press("Escape")
        expect(review).to_be_hidden()
        expect(dialog).to_be_visible()
        assert page.evaluate(focused) == "Review game-" + records[0]["id"]
        # The table's keys do nothing while the dialog is open, nor in the review.
        page.keyboard.press("d")
        page.keyboard.press("Enter")
        review = page.get_by_role("dialog", name="Review of deal 1")
        expect(review).to_be_visible(timeout=60_000)
        page.keyboard.press("d")
        page.keyboard.press("Escape")
        expect(review).to_be_hidden()
        page.keyboard.press("d")
        expect(page.locator("#status")).to_have_text(re.compile(r"^YOUR TURN · DRAW"))
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
    finally:
        context.close()


def test_a_dead_deal_is_listed_as_a_dead_deal_with_no_points(browser, served_site):
    records = deal_records(dead_deal_export(), START_MS)
    assert [(r["outcome"], r["points"], r["winner"]) for r in records] == [("dead", 0, None)]
    context = new_page(browser, 1280)
    try:
        seed_storage(context, served_site, records)
        page = context.new_page()
        open_table(page, served_site)
        items = open_games(page).get_by_role("list", name="Games, newest first").get_by_role(
            "listitem")
        expect(items).to_have_count(2)
        expect(items.nth(1)).to_contain_text("Pool 101, deal 1 · Classic")
        expect(items.nth(1)).to_contain_text("with Kiran · A dead deal, 0 points")
    finally:
        context.close()


def test_a_browser_that_keeps_nothing_says_so_and_the_table_plays_on(browser, served_site, axe):
    context = new_page(browser, 360)
    try:
        context.add_init_script("""Object.defineProperty(window, "localStorage", {
            get() { throw new DOMException("refused", "SecurityError"); } });""")
        page = context.new_page()
        open_table(page, served_site)
        dialog = open_games(page)
        expect(dialog.locator("#games-problems")).to_have_text(
            "This browser does not let the page keep anything, so new games are not kept.")
        expect(dialog.get_by_text("No games kept yet.")).to_be_visible()
        dialog.get_by_role("button", name="Progress").click()
        expect(dialog.get_by_text("No finished deals kept yet")).to_be_visible()
        assert describe(axe(page)) == ""
        dialog.get_by_role("button", name="Close").click()
        page.get_by_role("button", name=re.compile(r"^Draw pile")).click()
        expect(page.locator("#status")).to_have_text(re.compile(r"^YOUR TURN · DISCARD"))
    finally:
        context.close()
