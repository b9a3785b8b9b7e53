"""The guide in each language: Hindi for a Hindi browser, the pseudo-locale with no
word left in plain English, the language control that translates the guide at once
and is remembered, and guide.html and guide.ftl naming the same messages."""

import re
from pathlib import Path

import pytest
from fluent.syntax import ast, parse
from l10n_helpers import not_hindi, untransformed
from layout_helpers import laid_out_badly
from playwright.sync_api import expect

REPO = Path(__file__).resolve().parents[2]
GUIDE_HTML = REPO / "web" / "guide.html"
LOCALES = REPO / "src" / "indian_rummy" / "locales"

# A language is named in its own words in the control, so "English" stays English.
OWN_NAMES = ("English",)

# What the page leaves as it is in every language: key names and the code a player
# types (addresses, commands), in <kbd> and <code>. `inside_messages` false: only
# those the markup writes outside any message (the pseudo-locale transforms the rest).
LITERALS_JS = """(insideMessages) => Array.from(document.querySelectorAll("kbd, code"))
  .filter((el) => insideMessages || !el.closest("[data-l10n-id]"))
  .map((el) => el.textContent)
  .sort((a, b) => b.length - a.length)"""

NO_SIDEWAYS_SCROLL_JS = "() => document.documentElement.scrollWidth <= window.innerWidth"


def guide_messages(language):
    """The messages of ``language``'s guide.ftl, by id."""
    resource = parse((LOCALES / language / "guide.ftl").read_text(encoding="utf-8"))
    junk = [entry.content for entry in resource.body if isinstance(entry, ast.Junk)]
    assert junk == [], junk
    return {m.id.name: m for m in resource.body if isinstance(m, ast.Message)}


def value_text(message):
    pattern = message.value or message.attributes[0].value
    return "".join(e.value for e in pattern.elements if isinstance(e, ast.TextElement))


def test_every_message_id_in_the_guide_page_is_in_guide_ftl_and_every_guide_message_is_used():
    in_page = re.findall(r'data-l10n-id="([^"]+)"', GUIDE_HTML.read_text(encoding="utf-8"))
    assert set(in_page) == set(guide_messages("en"))


def test_hindi_guide_messages_keep_the_inline_tags_and_the_cards_of_the_english():
    english, hindi = guide_messages("en"), guide_messages("hi")
    assert list(hindi) == list(english)
    for message_id, message in english.items():
        source, translation = value_text(message), value_text(hindi[message_id])
        # Tags as a multiset: a link's address is taken from the page by its order
        # among the element's links, and a card keeps its label and colour.
        assert sorted(re.findall(r"<[^>]+>", translation)) == sorted(
            re.findall(r"<[^>]+>", source)
        ), message_id
        assert sorted(re.findall(r'"card[^"]*">([^<]+)<', translation)) == sorted(
            re.findall(r'"card[^"]*">([^<]+)<', source)
        ), message_id
        assert [attr.id.name for attr in hindi[message_id].attributes] == [
            attr.id.name for attr in message.attributes
        ], message_id


@pytest.mark.browser
def test_guide_for_a_hindi_browser_is_all_hindi_at_phone_and_desktop_widths(
    browser, served_site, axe, tmp_path
):
    context = browser.new_context(locale="hi-IN", viewport={"width": 360, "height": 780})
    try:
        page = context.new_page()
        page.goto(served_site.url + "guide.html")
        expect(page.locator("html")).to_have_attribute("lang", "hi")
        expect(page.get_by_role("heading", level=1)).to_have_text("पूरी गाइड")
        assert page.title().startswith("पूरी गाइड")
        allowed = OWN_NAMES + tuple(page.evaluate(LITERALS_JS, True))
        for width in (360, 1280):
            page.set_viewport_size({"width": width, "height": 780})
            assert not_hindi(page, allowed) == [], width
            assert page.evaluate(NO_SIDEWAYS_SCROLL_JS), width
            assert laid_out_badly(page) == [], width
            assert axe(page) == [], width
        # A link inside a translated paragraph still points where the English one does.
        expect(page.locator("#objective li a")).to_have_attribute("href", "#groups")
        expect(page.locator("#objective li a")).to_have_text("कौन से ग्रुप गिने जाते हैं")
    finally:
        context.close()


@pytest.mark.browser
def test_guide_under_the_pseudo_locale_leaves_no_english_word_untransformed(page, served_site):
    page.set_viewport_size({"width": 360, "height": 780})
    page.goto(served_site.url + "guide.html?lang=en-XA")
    expect(page.get_by_role("heading", level=1)).to_have_text("Ŧħḗḗ ƒŭŭŀŀ ɠŭŭīīḓḗḗ")
    allowed = OWN_NAMES + tuple(page.evaluate(LITERALS_JS, False))
    assert untransformed(page, allowed) == []
    # A third longer, and the phone's width still holds it.
    assert page.evaluate(NO_SIDEWAYS_SCROLL_JS)
    # The inline tags survive the transformation: cards stay cards.
    expect(page.locator("#groups .cards .card.red").first).to_have_text("9♦")


@pytest.mark.browser
def test_language_control_translates_the_guide_at_once_and_the_choice_is_remembered(
    page, served_site
):
    page.goto(served_site.url + "guide.html")
    heading = page.get_by_role("heading", level=1)
    expect(heading).to_have_text("The full guide")

    page.get_by_label("Language").select_option("hi")
    expect(heading).to_have_text("पूरी गाइड")
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    expect(page.get_by_role("navigation", name="विषय-सूची")).to_be_visible()
    expect(page.get_by_role("button", name="यह गाइड छापें")).to_be_visible()
    expect(page.locator('meta[name="description"]')).to_have_attribute(
        "content", re.compile("^प्रैक्टिस टेबल पर 13 पत्तों की इंडियन रमी")
    )

    page.reload()
    expect(heading).to_have_text("पूरी गाइड")
    expect(page.get_by_label("भाषा")).to_have_value("hi")

    page.get_by_label("भाषा").select_option("en")
    expect(heading).to_have_text("The full guide")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#declaring")).to_contain_text("nothing else happens")


# A table control and where the guide names it: the guide's words are the button's.
GUIDE_NAMES = {
    "#declare": '[data-l10n-id="guide-declaring-2"] .ui',
    "#discard-declare": '[data-l10n-id="guide-declaring-3"] .ui',
    "#arrange": '[data-l10n-id="guide-controls-23"] .ui',
    "#new-deal": '[data-l10n-id="guide-controls-27"] .ui',
    "#print-link": '[data-l10n-id="guide-controls-29"] .ui >> nth=1',
}


@pytest.mark.browser
def test_the_hindi_guide_names_a_control_in_the_words_of_the_tables_button(browser, served_site):
    context = browser.new_context(locale="hi-IN")
    try:
        table, guide = context.new_page(), context.new_page()
        table.goto(served_site.url + "?pace=0")
        guide.goto(served_site.url + "guide.html")
        expect(guide.get_by_role("heading", level=1)).to_have_text("पूरी गाइड")
        for control, named in GUIDE_NAMES.items():
            # The button's words once the table has translated it (not the markup's English).
            words = table.locator(control)
            expect(words).not_to_have_text(re.compile("[A-Za-z]"))
            expect(guide.locator(named)).to_have_text(words.text_content())
    finally:
        context.close()
