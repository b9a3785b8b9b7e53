"""A partner table's review of a finished deal: asked for over HTTP, where it comes
gzipped (the socket's frames are not compressed), and shown on the review's board."""

from typing import Any

import pytest
from playwright.sync_api import expect

from partner_helpers import PartnerServer, open_seat

pytestmark = [pytest.mark.browser, pytest.mark.server]


def test_a_partner_tables_review_comes_gzipped_over_http_and_opens_its_board(
        browser: Any, partner_server: PartnerServer) -> None:
    match = partner_server.create()  # one twine deal, Asha and Ravi
    page = browser.new_page()
    try:
        open_seat(page, match["links"][0])
        on_turn = next(s for s in (0, 1) if partner_server.view(match, s)["phase"] == "draw")
        assert partner_server.request(match, on_turn, "drop")["ok"]
        button = page.locator("#review-deal")
        expect(button).to_be_visible(timeout=30_000)
        with page.expect_response(lambda r: r.url.endswith("/requests")
                                  and r.request.method == "POST", timeout=60_000) as answered:
            button.click()
        response = answered.value
        assert response.status == 200 and response.headers["content-encoding"] == "gzip"
        assert response.json()["result"]["review"]["deal"] == 1
        review = page.locator("#review")
        expect(review.locator("#review-title")).to_have_text("Review of deal 1", timeout=30_000)
    finally:
        page.close()
