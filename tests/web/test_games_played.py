"""A deal played at a scored table is one of Your games at once, and its review opens."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_a_deal_played_and_dropped_is_listed_and_reviewed(page, served_site):
    page.goto(served_site.url + "?table=twine&format=pool101&bots=kiran&seed=610&random=1&pace=0")
    drop = page.get_by_role("button", name=re.compile(r"^Drop"))
    expect(drop).to_be_enabled(timeout=30_000)
    drop.click()
    page.get_by_role("dialog").get_by_role("button", name=re.compile(r"^Drop")).click()
    expect(page.get_by_role("button", name="Next deal")).to_be_visible(timeout=20_000)
    page.get_by_role("button", name="Your games", exact=True).click()
    dialog = page.get_by_role("dialog", name="Your games")
    item = dialog.get_by_role("listitem")
    expect(item).to_have_count(1)
    expect(item).to_contain_text("Pool 101, deal 1 · Two-player")
    expect(item).to_contain_text("with Kiran · You dropped (Kiran won), 20 points")
    item.get_by_role("button", name="Review").click()
    expect(page.get_by_role("dialog", name="Review of deal 1")).to_be_visible(timeout=60_000)
    page.keyboard.press("Escape")
    dialog.get_by_role("button", name="Progress").click()
    expect(dialog.locator("#games-progress > .progress-figures")).to_have_text(
        re.compile(r"Deals played\s*1\s*Won\s*0\s*Dropped\s*1\s*Points a deal\s*20"))


def test_forget_my_games_forgets_the_match_being_played_and_keeps_it_no_more(page, served_site):
    page.goto(served_site.url + "?table=twine&format=pool101&bots=kiran&seed=610&random=1&pace=0")
    drop = page.get_by_role("button", name=re.compile(r"^Drop"))
    expect(drop).to_be_enabled(timeout=30_000)
    kept = "() => localStorage.getItem('indian-rummy:match:twine') !== null"
    page.wait_for_function(kept)
    page.get_by_role("button", name="Your games", exact=True).click()
    dialog = page.get_by_role("dialog", name="Your games")
    dialog.get_by_role("button", name="Forget my games…").click()
    dialog.get_by_role("button", name="Forget them").click()
    expect(dialog.get_by_role("status").first).to_contain_text("Forgotten")
    page.keyboard.press("Escape")
    drop.click()  # a move after Forget my games
    page.get_by_role("dialog").get_by_role("button", name=re.compile(r"^Drop")).click()
    expect(page.get_by_role("button", name="Next deal")).to_be_visible(timeout=20_000)
    page.wait_for_timeout(500)
    assert page.evaluate(
        "() => Object.keys(localStorage).filter((k) => /^indian-rummy:(match|game):/.test(k))"
    ) == []
