"""The table chooser says one thing about who takes the other seats, and the whole of a turn
clock before it is chosen."""

import re

import pytest
from playwright.sync_api import expect
from table_helpers import open_table

pytestmark = pytest.mark.browser


def opponents(page):
    return page.locator("#chooser-opponents")


@pytest.mark.parametrize("width", [360, 1280])
def test_the_opponents_choice_and_its_line_agree_for_every_table(page, served_site, width):
    page.set_viewport_size({"width": width, "height": 740})
    open_table(page, served_site, "?table=classic&players=3&bots=kiran&pace=0")
    page.get_by_role("button", name="Choose a table").click()
    dialog = page.get_by_role("dialog", name="Choose a table")
    line = dialog.locator("#chooser-bots")
    expect(line).to_have_text("You take the first seat; Kiran takes every other seat.")
    for table, shown, said in (
        ("Practice", "Mira", "Mira takes every other seat."),
        ("Classic", "Mira and Kiran in turn", "Mira and Kiran take the others in turn."),
    ):
        dialog.get_by_label(re.compile("^%s$" % table)).check()
        expect(opponents(page).locator("option:checked")).to_have_text(shown)
        expect(line).to_have_text("You take the first seat; " + said)
    dialog.get_by_label(re.compile("^Practice$")).check()
    expect(opponents(page).locator("option")).to_have_count(1)
    expect(opponents(page)).to_be_disabled()


def test_the_chooser_says_a_clocks_reserve_before_the_first_turn_spends_it(page, served_site):
    open_table(page, served_site, "?table=twine&pace=0")
    page.get_by_role("button", name="Choose a table").click()
    dialog = page.get_by_role("dialog", name="Choose a table")
    about = dialog.locator("#chooser-clock-about")
    expect(about).to_be_hidden()
    clock = dialog.get_by_label("Turn clock")
    clock.select_option("30")
    expect(clock).to_have_accessible_description(
        "Each turn has 30 s. A turn that takes longer spends the reserve, 60 s for the whole "
        "match; when both run out, the table plays the turn for you.")
    clock.select_option("")
    expect(about).to_be_hidden()
