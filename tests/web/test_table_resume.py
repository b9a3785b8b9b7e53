"""A scored match against bots kept on the device as it is played: it comes back just
where it was after a reload, a closed tab or the browser's restart, and plays on to
the same end as a match never broken off. Chromium with a user-data folder of its
own (a persistent context), so that reloads and restarts are real ones."""

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect
from table_helpers import DRAW_PILE, MATCH_STEP, button, describe, hand_card_names, status
from test_app_offline import offline, wait_until_offline_ready

from chromium import CHROMIUM, CHROMIUM_ARGS

pytestmark = pytest.mark.browser

POOL = "?table=twine&format=pool101&bots=kiran&seed=610&random=1&pace=%d"
MATCH_KEY = "indian-rummy:match:twine"
# Storage that refuses every write, as some private windows do.
REFUSING = ("Storage.prototype.setItem = function () {"
            " throw new DOMException('refused', 'SecurityError'); };")


class Device:
    """One browser profile on disk: launched, closed and launched again (a restart)."""

    def __init__(self, playwright: Any, folder: Path) -> None:
        self.playwright = playwright
        self.folder = folder
        self.context: Any = None
        self.page: Any = None

    def launch(self, width: int = 1280, init_script: "str | None" = None) -> Any:
        self.context = self.playwright.chromium.launch_persistent_context(
            str(self.folder), executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
            viewport={"width": width, "height": 900})
        self.context.set_default_timeout(20_000)
        if init_script:
            self.context.add_init_script(init_script)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        return self.page

    def close(self) -> None:
        if self.context is not None:
            self.context.close()
            self.context = None

    def kept(self) -> dict:
        """Every record this page keeps on the device, parsed, by key."""
        stored: dict = self.page.evaluate(
            "() => Object.fromEntries(Object.keys(localStorage).filter((k) =>"
            " k.startsWith('indian-rummy:')).map((k) => [k, localStorage.getItem(k)]))")
        return dict((key, json.loads(text)) for key, text in stored.items())


@pytest.fixture
def devices(playwright_instance: Any, tmp_path: Path) -> Iterator[Any]:
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip("Chromium not found at %s" % CHROMIUM)
    made: list = []

    def device(name: str = "phone") -> Device:
        made.append(Device(playwright_instance, tmp_path / name))
        return made[-1]

    yield device
    for d in made:
        d.close()


def open_pool(page: Any, served_site: Any, pace: int = 0, expected: str = r"^YOUR TURN") -> None:
    page.goto(served_site.url + POOL % pace)
    expect(status(page)).to_have_text(re.compile(expected), timeout=30_000)


def reload(page: Any, expected: str = r"^YOUR TURN") -> None:
    page.reload()
    expect(status(page)).to_have_text(re.compile(expected), timeout=30_000)


def table_state(page: Any) -> dict:
    """What the player sees of the match: the hand, the seats, the totals and the piles."""
    return {
        "status": status(page).inner_text(),
        "hand": hand_card_names(page),
        "you": page.locator(".seats-you").inner_text(),
        "seats": page.locator("#seats").inner_text(),
        "discard": page.get_by_role("button", name=re.compile(r"^Discard pile")).get_attribute(
            "aria-label"),
    }


def kept_at(page: Any, title: str) -> None:
    """Wait for the device's copy to catch up with the table (its title): the worker's
    "kept" event follows the reply the table was drawn from."""
    page.wait_for_function("([key, title]) => (JSON.parse(localStorage.getItem(key)) || {})"
                           ".title === title", arg=[MATCH_KEY, title])


def discard_a_card(page: Any) -> None:
    """On the player's turn: draw from the stock, Arrange, throw what it suggests."""
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    button(page, "Arrange for me").click()
    button(page, "Discard selected").click()


def drop(page: Any) -> None:
    page.get_by_role("button", name=re.compile(r"^Drop · \d+ points$")).click()
    page.get_by_role("dialog", name="Drop out of this deal?").get_by_role(
        "button", name=re.compile(r"^Drop for")).click()
    expect(page.locator("#result")).to_be_visible(timeout=30_000)


def play_out(page: Any) -> None:
    """To the match's end the same way every time: drop at each turn, Next deal."""
    for _ in range(12):
        state = page.wait_for_function(
            MATCH_STEP,
            timeout=60_000).json_value()
        if state == "over":
            return
        if state == "next":
            button(page, "Next deal").click()
            expect(page.locator("#result")).to_be_hidden()
        else:
            drop(page)
    raise AssertionError("the match did not end")


def finished_log(kept: dict) -> list:
    """The whole match's log, from the record of its last deal (the match's end)."""
    deals = [r for key, r in kept.items() if key.startswith("indian-rummy:game:")]
    last = max(deals, key=lambda r: r["deal"])
    log: list = last["match"]["log"]
    return log


def unbroken_log(device: Device, served_site: Any, moves: Any) -> list:
    """The same seed and moves, never broken off: the log it ends with."""
    page = device.launch()
    open_pool(page, served_site)
    moves(page)
    play_out(page)
    return finished_log(device.kept())


def test_a_match_resumes_after_a_reload_mid_deal_and_ends_as_an_unbroken_one(
        devices, served_site):
    device = devices()
    page = device.launch()
    open_pool(page, served_site)
    discard_a_card(page)
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    before = table_state(page)
    reload(page, r"^YOUR TURN · DISCARD$")
    assert table_state(page) == before
    expect(page.locator("#message")).to_have_text("Back where you were: deal 1 of this match.")
    button(page, "Arrange for me").click()
    button(page, "Discard selected").click()
    play_out(page)
    resumed = finished_log(device.kept())
    assert MATCH_KEY not in device.kept()  # the match is over: nothing left to resume

    def moves(p: Any) -> None:
        discard_a_card(p)
        discard_a_card(p)

    assert resumed == unbroken_log(devices("unbroken"), served_site, moves)


def test_a_bots_turn_under_way_at_the_reload_is_played_as_it_would_have_been(
        devices, served_site):
    device = devices()
    page = device.launch()
    open_pool(page, served_site, pace=3000)
    discard_a_card(page)
    expect(status(page)).to_have_text(re.compile(r"^KIRAN"))
    seats_before = page.locator("#seats").inner_text()
    reload(page, r"^KIRAN")  # the resumed match is at Kiran's turn, still to come
    last = device.kept()[MATCH_KEY]["match"]["log"][-1]
    assert (last["who"], last["action"]) == (0, "discard")
    assert page.locator("#seats").inner_text() == seats_before
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    page.goto(served_site.url + POOL % 0)  # the rest at full speed: the same match
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    play_out(page)
    assert finished_log(device.kept()) == unbroken_log(devices("unbroken"), served_site,
                                                       discard_a_card)


def test_between_deals_a_reload_and_a_browser_restart_keep_the_totals(devices, served_site):
    device = devices()
    page = device.launch()
    open_pool(page, served_site)
    drop(page)
    reload(page, r"^KIRAN WINS$")
    expect(button(page, "Next deal")).to_be_visible()
    expect(page.locator(".score.you")).to_contain_text("Dropped")
    button(page, "Next deal").click()
    expect(page.locator(".seats-you")).to_contain_text("Your total: 20 of 101")
    kept_at(page, "Pool 101 against Kiran, deal 2")
    hand = hand_card_names(page)
    reload(page, r"^(YOUR TURN|KIRAN)")
    expect(page.locator(".seats-you")).to_contain_text("Your total: 20 of 101")
    device.close()  # the browser quits, and starts again
    page = device.launch()
    open_pool(page, served_site, expected=r"^(YOUR TURN|KIRAN)")
    expect(page.locator(".seats-you")).to_contain_text("Your total: 20 of 101", timeout=30_000)
    expect(status(page)).to_have_text(re.compile(r"^YOUR TURN"), timeout=30_000)
    assert hand_card_names(page) == hand
    kept = device.kept()
    assert kept[MATCH_KEY]["title"] == "Pool 101 against Kiran, deal 2"
    deal = kept["indian-rummy:game:deal-twine-610-1-%d" % kept[MATCH_KEY]["started"]]
    assert (deal["kind"], deal["outcome"], deal["points"], deal["winner"], deal["seats"]) == (
        "deal", "dropped", 20, "Kiran", [{"name": "You", "bot": None},
                                         {"name": "Kiran", "bot": "kiran"}])
    assert [r["action"] for r in deal["match"]["log"]] == ["drop"]


def test_the_practice_table_starts_fresh_after_a_reload(devices, served_site):
    device = devices()
    page = device.launch()
    page.goto(served_site.url + "?pace=0")
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    reload(page, r"^YOUR TURN · DRAW$")
    expect(page.get_by_text("GUIDED FIRST DEAL", exact=True)).to_be_visible()
    assert device.kept() == {}


def test_a_damaged_kept_match_is_skipped_with_a_note_and_a_new_match_starts(
        devices, served_site):
    device = devices()
    page = device.launch()
    open_pool(page, served_site)
    drop(page)
    page.evaluate("(key) => localStorage.setItem(key, '{\"v\": 1, \"title\": ')", MATCH_KEY)
    reload(page)
    expect(page.locator("#notice")).to_contain_text(
        "The match kept on this device for this table could not be read (damaged)")
    expect(page.locator(".seats-you")).to_contain_text("Your total: 0 of 101")
    # A record that reads but does not replay: the engine refuses it, a new match starts.
    discard_a_card(page)
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    page.evaluate("""(key) => {
        const record = JSON.parse(localStorage.getItem(key));
        record.match.log[0].card = record.match.log[0].card === 1 ? 2 : 1;
        localStorage.setItem(key, JSON.stringify(record));
    }""", MATCH_KEY)
    reload(page)
    expect(page.locator("#notice")).to_contain_text(
        "The match kept on this device could not be resumed (The kept match does not replay")
    expect(page.locator(".seats-you")).to_contain_text("Your total: 0 of 101")
    assert device.kept()[MATCH_KEY]["match"]["log"] == []


def test_storage_refused_the_table_plays_on_and_says_once_it_cannot_remember(
        devices, served_site):
    device = devices()
    page = device.launch(init_script=REFUSING)
    errors: list = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_pool(page, served_site)
    expect(page.locator("#notice")).to_contain_text(
        "This table plays on, but this device cannot remember it (this browser refused to "
        "keep it)")
    drop(page)
    button(page, "Next deal").click()
    expect(page.locator(".seats-you")).to_contain_text("Your total: 20 of 101")
    assert device.kept() == {}
    reload(page)
    expect(page.locator(".seats-you")).to_contain_text("Your total: 0 of 101")
    assert errors == []


@pytest.mark.parametrize("width", [360, 1280])
def test_the_chooser_offers_to_continue_the_kept_match(devices, served_site, width, axe):
    device = devices()
    page = device.launch(width)
    open_pool(page, served_site)
    drop(page)
    button(page, "Next deal").click()
    expect(page.locator(".seats-you")).to_contain_text("Your total: 20 of 101")
    kept_at(page, "Pool 101 against Kiran, deal 2")
    page.goto(served_site.url + "?pace=0")
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    button(page, "Choose a table").click()
    dialog = page.get_by_role("dialog", name="Choose a table")
    go_on = dialog.get_by_role("button", name="Continue Pool 101 against Kiran, deal 2")
    expect(go_on).to_be_visible()
    violations = axe(page)
    assert violations == [], describe(violations)
    go_on.click()
    expect(page.locator(".seats-you")).to_contain_text("Your total: 20 of 101", timeout=30_000)
    # Sitting down at the same kind of table starts a new match instead.
    button(page, "Choose a table").click()
    expect(dialog.get_by_role("button", name=re.compile("^Continue"))).to_have_count(0)
    expect(dialog.locator("#chooser-replaces")).to_have_text(
        "“Sit down” starts a new match in place of your Pool 101 against Kiran, deal 2.")
    dialog.get_by_role("button", name="Sit down").click()
    expect(page.locator(".seats-you")).to_contain_text("Your total: 0 of 101", timeout=30_000)
    assert "new=" not in page.url


@pytest.mark.parametrize("width", [360, 1280])
def test_after_a_restart_the_first_screen_offers_the_unfinished_match(devices, served_site,
                                                                      width, axe):
    device = devices()
    page = device.launch(width)
    open_pool(page, served_site)
    drop(page)
    button(page, "Next deal").click()
    kept_at(page, "Pool 101 against Kiran, deal 2")
    device.close()  # the browser quits, and starts again at the practice table
    page = device.launch(width)
    page.goto(served_site.url + "?pace=0")
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    go_on = page.locator("#table").get_by_role(
        "button", name="Continue Pool 101 against Kiran, deal 2")
    expect(go_on).to_be_in_viewport()  # on the first screen, not below it nor in a dialog
    violations = axe(page)
    assert violations == [], describe(violations)
    page.get_by_label("Language").select_option("hi")
    expect(page.locator("#kept-continue")).to_contain_text("पूल 101")
    page.get_by_label("भाषा").select_option("en")
    go_on.click()
    expect(page.locator(".seats-you")).to_contain_text("Your total: 20 of 101", timeout=30_000)
    expect(page.locator("#kept-continue")).to_be_hidden()  # the match is on the table now


def test_a_kept_match_resumes_offline_once_the_site_is_cached(devices, served_site):
    device = devices()
    page = device.launch()
    open_pool(page, served_site)
    wait_until_offline_ready(page, served_site.root / "games" / "rummy")
    drop(page)
    button(page, "Next deal").click()
    expect(page.locator(".seats-you")).to_contain_text("Your total: 20 of 101")
    kept_at(page, "Pool 101 against Kiran, deal 2")
    with offline(device.context, served_site):
        reload(page, r"^(YOUR TURN|KIRAN)")
        expect(page.locator(".seats-you")).to_contain_text("Your total: 20 of 101")
