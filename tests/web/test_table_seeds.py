"""Seeds in the address: bad values fall back to a clock seed and the page says so."""

import pytest
from playwright.sync_api import expect
from table_helpers import open_table, seed_shown

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("bad", ["0", "-3", "abc", "99999999999999999999"])
def test_a_bad_seed_falls_back_to_a_clock_seed_and_says_so(page, served_site, bad):
    open_table(page, served_site, "?seed=%s&random=1&pace=0" % bad)
    seed = seed_shown(page)
    assert seed >= 1 and str(seed) != bad
    notice = page.get_by_text("taken from the clock")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text(bad)
    expect(notice).to_contain_text(str(seed))


def test_a_good_seed_is_used_as_given_without_a_notice(page, served_site):
    open_table(page, served_site, "?seed=123&random=1&pace=0")
    assert seed_shown(page) == 123
    expect(page.get_by_text("taken from the clock")).to_have_count(0)
