"""Shuffled deals: a full turn against Mira, and the same seed giving the same deal."""

import re

import pytest
from playwright.sync_api import expect
from table_helpers import (
    DISCARD_PILE,
    DRAW_PILE,
    button,
    hand,
    hand_card_names,
    open_table,
    seed_shown,
    status,
)

pytestmark = pytest.mark.browser

SHUFFLED = "?seed=123&random=1&pace=0"


def test_a_shuffled_turn_draws_discards_and_mira_answers(page, served_site):
    open_table(page, served_site, SHUFFLED)
    expect(page.get_by_text("GUIDED FIRST DEAL", exact=True)).to_be_hidden()
    assert seed_shown(page) == 123
    mira = page.get_by_role("region", name="Mira")
    expect(mira).to_contain_text("13 cards")
    stock = page.get_by_role("button", name=DRAW_PILE)
    before = stock.get_attribute("aria-label")

    stock.click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    expect(hand(page).get_by_role("button")).to_have_count(14)
    assert stock.get_attribute("aria-label") != before

    first = hand(page).get_by_role("button").first
    first.click()
    expect(first).to_have_attribute("aria-pressed", "true")
    button(page, "Discard selected").click()

    # With pace=0 Mira plays at once and the turn comes back.
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
    expect(hand(page).get_by_role("button")).to_have_count(13)
    message = mira.locator("p[aria-live]")
    expect(message).to_contain_text(re.compile(r"\w"))
    expect(mira).to_contain_text("13 cards")
    # The discard pile now shows Mira's discard (or ours, if she took it).
    expect(page.get_by_role("button", name=DISCARD_PILE)).to_be_enabled()


def deal_snapshot(page, served_site, query):
    open_table(page, served_site, query)
    return {
        "hand": hand_card_names(page),
        "indicator": page.get_by_role("img", name=re.compile("^Wild indicator")).get_attribute(
            "aria-label"
        ),
        "discard": page.get_by_role("button", name=DISCARD_PILE).get_attribute("aria-label"),
        "stock": page.get_by_role("button", name=DRAW_PILE).get_attribute("aria-label"),
        "seed": seed_shown(page),
    }


def test_the_same_seed_twice_gives_the_same_deal(context, served_site):
    first, second = context.new_page(), context.new_page()
    a = deal_snapshot(first, served_site, "?seed=987654&random=1&pace=0")
    b = deal_snapshot(second, served_site, "?seed=987654&random=1&pace=0")
    assert a == b
    assert len(a["hand"]) == 13 and a["seed"] == 987654
    third = context.new_page()
    c = deal_snapshot(third, served_site, "?seed=987655&random=1&pace=0")
    assert c["hand"] != a["hand"]


def test_the_same_seed_and_moves_give_the_same_reply_from_mira(context, served_site):
    replies = []
    for _ in range(2):
        page = context.new_page()
        open_table(page, served_site, "?seed=55&random=1&pace=0")
        page.get_by_role("button", name=DRAW_PILE).click()
        expect(status(page)).to_have_text("YOUR TURN · DISCARD")
        hand(page).get_by_role("button").nth(2).click()
        button(page, "Discard selected").click()
        expect(status(page)).to_have_text("YOUR TURN · DRAW")
        mira = page.get_by_role("region", name="Mira")
        replies.append((mira.locator("p[aria-live]").inner_text(), hand_card_names(page)))
        page.close()
    assert replies[0] == replies[1]


def test_a_card_taken_from_the_discard_pile_is_marked_and_cannot_be_the_final_discard(
    page, served_site
):
    open_table(page, served_site, SHUFFLED)
    top = page.get_by_role("button", name=DISCARD_PILE).get_attribute("aria-label")
    taken_name = top.split("top card ", 1)[1].split(",")[0]
    page.get_by_role("button", name=DISCARD_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    picked = hand(page).get_by_role("button", name=re.compile("taken from the discard pile"))
    expect(picked).to_have_count(1)
    assert picked.get_attribute("aria-label").startswith(taken_name)
    expect(picked.locator(".picked-mark")).to_be_visible()

    picked.click()
    expect(picked).to_have_attribute("aria-pressed", "true")
    button(page, "Discard & declare").click()
    expect(page.get_by_role("alert")).to_contain_text("discard pile")
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    expect(hand(page).get_by_role("button")).to_have_count(14)
