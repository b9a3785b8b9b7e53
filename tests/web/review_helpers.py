"""Helpers for the review's browser tests: a finished deal kept on the device, its review
opened from Your games (the page's worker works it out)."""

import json
from typing import Any

from playwright.sync_api import expect
from table_helpers import open_table

from indian_rummy.engine.canon import dumps
from indian_rummy.engine.match import Match
from kept_games import deal_records

SAVED_MS = 1_764_900_000_000


def open_kept_review(context: Any, served_site: Any, match: Match) -> tuple:
    """``match``'s first deal, over, kept on the device before the page opens; its review
    opened from Your games. Returns the page and the review's dialog."""
    record = deal_records(json.loads(dumps(match.export())), SAVED_MS)[0]
    context.add_init_script("localStorage.setItem(%s, %s)" % (
        json.dumps("indian-rummy:game:" + record["id"]), json.dumps(json.dumps(record))))
    page = context.new_page()
    open_table(page, served_site)
    page.get_by_role("button", name="Your games", exact=True).click()
    page.get_by_role("dialog", name="Your games").get_by_role("button", name="Review").click()
    review = page.get_by_role("dialog", name="Review of deal 1")
    expect(review).to_be_visible(timeout=60_000)
    return page, review
