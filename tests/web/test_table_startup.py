"""Start-up: the table shows at once with controls off, and a broken runtime says so."""

import re
import shutil
import time

import pytest
from playwright.sync_api import expect
from table_helpers import DRAW_PILE, alert, button, status

pytestmark = pytest.mark.browser


def test_the_table_is_drawn_before_the_engine_is_ready_with_controls_disabled(page, served_site):
    held = []  # the runtime's request waits here until the checks are done
    page.route(re.compile(r"micropython\.wasm$"), lambda route: held.append(route))
    page.goto(served_site.url + "?seed=17&pace=0", wait_until="domcontentloaded")
    expect(page.get_by_role("button", name=DRAW_PILE)).to_be_visible()
    expect(page.get_by_role("button", name=DRAW_PILE)).to_be_disabled()
    for name in ("Declare hand", "Arrange for me", "Discard selected", "New shuffled deal"):
        expect(button(page, name)).to_be_disabled()
    for number in range(1, 5):
        expect(page.get_by_role("group", name=re.compile(r"^Tray %d\b" % number))).to_be_visible()
    expect(page.get_by_role("link", name="Full guide")).to_be_visible()
    expect(status(page)).not_to_have_text(re.compile("^YOUR TURN"))

    deadline = time.monotonic() + 20
    while not held and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert held, "the runtime was never requested"
    held[0].continue_()
    expect(status(page)).to_have_text("YOUR TURN · DRAW", timeout=30_000)
    expect(page.get_by_role("button", name=DRAW_PILE)).to_be_enabled()
    expect(button(page, "Declare hand")).to_be_enabled()


def test_a_missing_runtime_shows_a_clear_message(page, site_dir, static_server):
    root = static_server.root / "game"
    shutil.copytree(site_dir, root)
    (root / "runtime" / "micropython.wasm").unlink()
    page.goto(static_server.url + "game/?pace=0")
    expect(alert(page)).to_contain_text("could not start", timeout=30_000)
    expect(page.get_by_role("button", name=DRAW_PILE)).to_be_disabled()


def test_guide_links_open_in_a_new_tab(page, served_site):
    page.goto(served_site.url + "?seed=17&pace=0")
    guide = page.get_by_role("link", name="Full guide")
    expect(guide).to_have_attribute("target", "_blank")
    expect(guide).to_have_attribute("href", "./guide.html")
    printing = page.get_by_role("link", name="Print guide")
    expect(printing).to_have_attribute("href", "./guide.html?print=1")
    expect(printing).to_have_attribute("target", "_blank")
    expect(button(page, "Install game")).to_be_visible()
