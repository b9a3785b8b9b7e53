"""The full guide page: its content, accessibility and printing."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

# Section ids of the guide and a phrase each must contain: one place where a
# topic a player needs (and the rules it points to) is covered.
SECTIONS = {
    "objective": "at least two of the groups are runs",
    "cards": "aces take over as the wild rank",
    "groups": "K♣ A♣ 2♣",
    "turns": "just-picked rule",
    "declaring": "nothing else happens",
    "controls": "Arrange for me",
    "guided-deal": "GUIDED FIRST DEAL",
    "rejections": "A second run",
    "strategy": "pure run early",
    "discards": "taken by Mira",
    "coach": "Review this deal",
    "results": "Mira has found her hand.",
    "seeds": "?seed=123&random=1",
    "install": "Add to Home Screen",
    "session": "The practice table keeps nothing",
    "kept": "this browser's storage on this device only",
    "limits": "no undo",
    "scored-tables": "?table=classic&format=pool201&players=4",
    "twine": "29 points",
    "classic": "27 points",
    "drops": "Drop for 20 points",
    "pools": "Next deal",
    "deals": "80 for each deal",
    "partner": "whoever holds a link plays that seat",
    "your-games": "Forget my games",
    "progress": "one at a time",
    "learn": "three days later",
}


def open_guide(page, served_site, query=""):
    page.goto(served_site.url + "guide.html" + query)
    expect(page.get_by_role("heading", level=1)).to_have_text("The full guide")
    # The catalogs have loaded once the language control is at the top of the guide.
    expect(page.get_by_label("Language")).to_have_value("en")


def test_guide_has_a_section_for_every_topic_and_a_working_contents_list(page, served_site):
    open_guide(page, served_site)
    for section_id, phrase in SECTIONS.items():
        section = page.locator("section#%s" % section_id)
        expect(section).to_have_count(1)
        expect(section.get_by_role("heading", level=2)).to_have_count(1)
        expect(section).to_contain_text(phrase)

    contents = page.get_by_role("navigation", name="Contents")
    targets = contents.get_by_role("link").evaluate_all(
        "links => links.map(a => a.getAttribute('href'))"
    )
    assert targets == ["#" + section_id for section_id in SECTIONS]


def test_guide_walks_through_the_guided_first_deal(page, served_site):
    open_guide(page, served_site)
    deal = page.locator("#guided-deal")
    text = re.sub(r"\s+", " ", deal.inner_text())
    for cards in ("3♥ 4♥ 5♥", "7♠ 8♠ 9♠", "Q♣ Q♦ Q♥", "2♣ 2♦ 2♠ K♣", "10♣", "2♥"):
        assert cards in text
    for step in ("Declare hand", "→ 4", "Arrange for me", "Discard & declare"):
        assert step in text
    assert "Every card, in its place." in text
    # The alternative partition the checker may show.
    assert "2♥ 3♥ 4♥ 5♥" in text and "2♣ 2♦ 2♠" in text


def test_guide_states_the_exact_result_lines_and_key_controls(page, served_site):
    open_guide(page, served_site)
    body = page.locator("main")
    expect(body).to_contain_text("Every card, in its place.")
    expect(body).to_contain_text("Mira has found her hand.")
    expect(body).to_contain_text("ends with no winner")
    keys = page.get_by_role("table", name="Keys at the table").inner_text()
    for key in ("Tab", "Enter", "Space", "D", "A", "X"):
        assert re.search(r"\b%s\b" % key, keys)


def test_guide_has_no_axe_violations(page, served_site, axe):
    open_guide(page, served_site)
    violations = axe(page)
    assert violations == [], "\n".join(
        "%s: %s %s" % (v["id"], v["help"], [n["target"] for n in v["nodes"]]) for v in violations
    )


def test_guide_under_print_media_hides_navigation_and_keeps_the_text(page, served_site):
    open_guide(page, served_site)
    expect(page.get_by_role("button", name="Print this guide")).to_be_visible()
    page.emulate_media(media="print")

    expect(page.get_by_role("navigation", name="Contents")).to_be_hidden()
    expect(page.locator(".masthead-actions")).to_be_hidden()
    expect(page.get_by_label("Language")).to_be_hidden()
    expect(page.locator(".skip-link")).to_be_hidden()
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    for section_id in SECTIONS:
        expect(page.locator("#%s h2" % section_id)).to_be_visible()
    expect(page.locator("#guided-deal")).to_contain_text("2♣ 2♦ 2♠ K♣")

    colours = page.evaluate(
        """() => {
            const style = (el) => getComputedStyle(el);
            const p = document.querySelector('#objective p');
            const red = document.querySelector('.card.red');
            return {
                body: style(document.body).backgroundColor,
                masthead: style(document.querySelector('.masthead')).backgroundImage,
                text: style(p).color,
                heading: style(document.querySelector('h1')).color,
                redCard: style(red).color,
            };
        }"""
    )
    assert colours["body"] in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)")
    assert colours["masthead"] == "none"
    assert colours["text"] == colours["heading"] == colours["redCard"] == "rgb(0, 0, 0)"

    pdf = page.pdf(format="A4")
    assert pdf.startswith(b"%PDF") and len(pdf) > 20_000


PRINT_SPY = """
window.__prints = [];
window.print = () => { window.__prints.push(document.readyState); };
"""


def test_print_query_opens_the_print_dialog_once_after_loading(page, served_site):
    page.add_init_script(PRINT_SPY)
    open_guide(page, served_site, "?print=1")
    page.wait_for_function("() => window.__prints.length > 0")
    page.wait_for_timeout(500)
    assert page.evaluate("window.__prints") == ["complete"]
    # The query is dropped, so a later reload does not print again.
    assert "print=1" not in page.url
    page.reload()
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    page.wait_for_timeout(500)
    assert page.evaluate("window.__prints") == []


def test_guide_without_print_query_does_not_print_but_its_button_does(page, served_site):
    page.add_init_script(PRINT_SPY)
    open_guide(page, served_site)
    page.wait_for_timeout(500)
    assert page.evaluate("window.__prints") == []
    page.get_by_role("button", name="Print this guide").click()
    assert page.evaluate("window.__prints.length") == 1
