"""Helpers for the table's browser tests: open the table and find things as a player would."""

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from playwright.sync_api import expect

RESULT_WIN = "Every card, in its place."
DRAW_PILE = re.compile(r"^Draw pile")
DISCARD_PILE = re.compile(r"^Discard pile")
# What a scored match waits for next: "over", "next" (Next deal) or "drop" (Drop may be
# pressed), or null while a bot plays: for page.wait_for_function.
MATCH_STEP = """() => document.querySelector('#match-winner').textContent ? 'over'
    : document.querySelector('#next-deal').checkVisibility() ? 'next'
    : !document.querySelector('#drop').disabled ? 'drop' : null"""


@contextmanager
def own_page(browser: Any, **options: Any) -> Iterator[Any]:
    """A page in a browser context of its own (a locale, a viewport), closed afterwards."""
    context = browser.new_context(**options)
    try:
        yield context.new_page()
    finally:
        context.close()


def open_table(page: Any, served_site: Any, query: str = "?pace=0") -> None:
    """Load the table and wait until the engine has dealt (the status leaves its placeholder)."""
    page.goto(served_site.url + query)
    expect(status(page)).to_have_text(re.compile(r"^YOUR TURN"), timeout=30_000)


def status(page: Any) -> Any:
    return page.get_by_role("status")


def button(page: Any, name: str) -> Any:
    """The first button whose accessible name is exactly ``name``."""
    return page.get_by_role("button", name=name, exact=True).first


def hand(page: Any) -> Any:
    return page.get_by_role("region", name=re.compile(r"^Your hand"))


def card(page: Any, name: str) -> Any:
    """A card of the player's hand whose accessible name starts with ``name`` ("two of hearts")."""
    return hand(page).get_by_role("button", name=re.compile("^%s\\b" % re.escape(name)))


def tray(page: Any, number: int) -> Any:
    return page.get_by_role("group", name=re.compile(r"^Tray %d\b" % number))


def hand_card_names(page: Any) -> list[str]:
    names: list[str] = (
        hand(page)
        .get_by_role("button")
        .evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    )
    return names


def alert(page: Any) -> Any:
    return page.get_by_role("alert")


def result_heading(page: Any, title: str = RESULT_WIN) -> Any:
    return page.get_by_role("heading", name=title, exact=True)


def seed_shown(page: Any) -> int:
    text = page.get_by_text(re.compile(r"^Seed \d+$")).inner_text()
    return int(text.split()[1])


def describe(violations: list[dict]) -> str:
    return "\n".join(
        "%s: %s %s" % (v["id"], v["help"], [n["target"] for n in v["nodes"]]) for v in violations
    )
