"""The seed in the address (issue 9, point 5) and a dead engine survived (point 6)."""

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect
from table_helpers import (
    DRAW_PILE,
    alert,
    button,
    hand,
    hand_card_names,
    open_table,
    seed_shown,
    status,
)

pytestmark = pytest.mark.browser

LOST = re.compile(
    r"^The game engine stopped working \(.+\)\. Press “New shuffled deal” to start again\.$"
)


def query(page) -> dict:
    return {k: v[-1] for k, v in parse_qs(urlsplit(page.url).query).items()}


def test_new_shuffled_deal_writes_its_seed_into_the_address(page, served_site):
    open_table(page, served_site, "?seed=40&random=1&pace=0")
    button(page, "New shuffled deal").click()
    expect(page.get_by_text("Seed 41", exact=True)).to_be_visible()
    assert query(page) == {"seed": "41", "random": "1", "pace": "0"}
    names = hand_card_names(page)
    page.reload()
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    assert seed_shown(page) == 41
    assert hand_card_names(page) == names


def test_the_guided_deal_leaves_the_address_alone_until_a_shuffled_deal(page, served_site):
    open_table(page, served_site, "?pace=0")
    expect(page.get_by_text("GUIDED FIRST DEAL", exact=True)).to_be_visible()
    assert "seed" not in query(page)
    button(page, "New shuffled deal").click()
    expect(page.get_by_text("GUIDED FIRST DEAL", exact=True)).to_be_hidden()
    expect(page).to_have_url(re.compile(r"[?&]seed=%d&random=1$" % seed_shown(page)))


def play_on_after_the_loss(page, lost_seed: int) -> None:
    """New shuffled deal brings a fresh engine and a deal that plays."""
    again = button(page, "New shuffled deal")
    expect(again).to_be_enabled()
    expect(page.get_by_role("button", name=DRAW_PILE)).to_be_disabled()
    again.click()
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    expect(page.locator("#error")).to_be_empty()
    assert seed_shown(page) == lost_seed + 1
    assert query(page)["seed"] == str(lost_seed + 1)
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    expect(hand(page).get_by_role("button")).to_have_count(14)


def test_a_worker_that_closes_itself_is_noticed_and_replaced(page, served_site):
    open_table(page, served_site, "?seed=55&random=1&pace=0")
    assert len(page.workers) == 1
    page.workers[0].evaluate("self.close()")
    page.get_by_role("button", name=DRAW_PILE).click()
    # The draw goes unanswered: after the request timeout the page says so, once.
    expect(alert(page)).to_have_text(LOST, timeout=30_000)
    expect(alert(page)).to_contain_text("stopped answering")
    expect(status(page)).to_have_text("The game engine stopped")
    play_on_after_the_loss(page, 55)


def test_a_worker_error_after_the_start_is_reported_as_a_failure_not_a_start_up(
    page, served_site
):
    open_table(page, served_site, "?seed=56&random=1&pace=0")
    page.workers[0].evaluate("setTimeout(() => { throw new Error('engine trouble'); }, 0)")
    expect(alert(page)).to_have_text(LOST, timeout=30_000)
    expect(alert(page)).to_contain_text("engine trouble")
    expect(alert(page)).not_to_contain_text("could not start")
    play_on_after_the_loss(page, 56)
