"""The guided first deal, played with the mouse: the early rejection and both winning paths."""

import re

import pytest
from playwright.sync_api import expect
from table_helpers import (
    DRAW_PILE,
    alert,
    button,
    card,
    open_table,
    result_heading,
    status,
    tray,
)

pytestmark = pytest.mark.browser


def open_guided(page, served_site):
    open_table(page, served_site, "?seed=17&pace=0")
    expect(page.get_by_text("GUIDED FIRST DEAL", exact=True)).to_be_visible()
    expect(status(page)).to_have_text("YOUR TURN · DRAW")


def draw_the_two_of_hearts(page):
    page.get_by_role("button", name=DRAW_PILE).click()
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    expect(card(page, "two of hearts")).to_be_visible()


def test_guided_deal_shows_its_fixed_trays_and_tens_wild(page, served_site):
    open_guided(page, served_site)
    expect(
        page.get_by_role("img", name=re.compile(r"^Wild indicator: ten of clubs"))
    ).to_be_visible()
    expect(page.get_by_text("Tens are wild", exact=True)).to_be_visible()
    for number, names in (
        (1, ["three of hearts", "four of hearts", "five of hearts"]),
        (2, ["seven of spades", "eight of spades", "nine of spades"]),
        (3, ["queen of clubs", "queen of diamonds", "queen of hearts"]),
        (4, ["two of clubs", "two of diamonds", "two of spades", "king of clubs"]),
    ):
        labels = (
            tray(page, number)
            .get_by_role("button")
            .evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
        )
        assert [label.split(",")[0] for label in labels] == names
    expect(tray(page, 1)).to_have_accessible_name(re.compile(r"Pure run, valid"))
    expect(tray(page, 4)).to_have_accessible_name(re.compile(r"Keep arranging"))


def test_declaring_before_drawing_is_rejected_as_unmatched_and_changes_nothing(page, served_site):
    open_guided(page, served_site)
    button(page, "Declare hand").click()
    expect(alert(page)).to_contain_text(re.compile("unmatched", re.I))
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
    expect(page.get_by_role("button", name=DRAW_PILE)).to_be_enabled()


def test_moving_the_two_of_hearts_then_discarding_the_king_wins(page, served_site):
    open_guided(page, served_site)
    draw_the_two_of_hearts(page)
    two = card(page, "two of hearts")
    two.click()
    expect(two).to_have_attribute("aria-pressed", "true")
    button(page, "Move to tray 4").click()
    expect(tray(page, 4).get_by_role("button", name=re.compile("^two of hearts"))).to_be_visible()
    king = card(page, "king of clubs")
    king.click()
    expect(king).to_have_attribute("aria-pressed", "true")
    button(page, "Discard & declare").click()
    expect(result_heading(page)).to_be_visible()
    groups = page.locator("#result").get_by_role("img")
    expect(groups).to_have_count(13)


def test_arrange_for_me_selects_the_king_and_discard_and_declare_wins(page, served_site):
    open_guided(page, served_site)
    draw_the_two_of_hearts(page)
    button(page, "Arrange for me").click()
    expect(card(page, "king of clubs")).to_have_attribute("aria-pressed", "true")
    button(page, "Discard & declare").click()
    expect(result_heading(page)).to_be_visible()
    expect(status(page)).not_to_have_text(re.compile("YOUR TURN"))
    # After the win the only way on is a new shuffled deal.
    expect(button(page, "Discard selected")).to_be_disabled()
    page.locator("#result").get_by_role("button", name="New shuffled deal").click()
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
    expect(page.get_by_text("GUIDED FIRST DEAL", exact=True)).to_be_hidden()
    expect(page.get_by_text("Seed 18", exact=True)).to_be_visible()


def test_an_ordinary_visit_without_a_seed_begins_with_the_guided_deal(page, served_site):
    open_table(page, served_site, "?pace=0")
    expect(page.get_by_text("GUIDED FIRST DEAL", exact=True)).to_be_visible()
    expect(card(page, "king of clubs")).to_be_visible()
