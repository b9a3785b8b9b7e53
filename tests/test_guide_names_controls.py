"""A control's name is the table's own message (issue 50): the guide names every control,
and every other word the table shows, by a reference to the message the table shows it
with, never a copy, so the two cannot drift apart in any language; and a sentence that
names a control quotes that control's message, in every language."""

import re
from pathlib import Path

import pytest
from fluent.syntax import ast, parse, serialize, visitor

from indian_rummy import locales

REPO = Path(__file__).resolve().parents[1]
WEB = REPO / "web"
UI_SPAN = re.compile(r'<span class="ui">(.*?)</span>')
ONE_REFERENCE = re.compile(r"^\{ ([a-z][a-z0-9-]*) \}$")
# The quotes a sentence puts around a control's name, in each language.
QUOTES = {"en": ("“", "”"), "hi": ("“", "”"), "ta": ("“", "”"), "te": ("“", "”")}
# Messages that are a control's own words built on its bare name ("Drop · 20 points",
# "End the wait: Asha drops", a tray's kind, a seat's "Mira's Discards 3" for screen
# readers): there the name is not quoted.
A_CONTROLS_OWN_WORDS = {"drop-for", "chooser-continue", "partner-end-wait-throw",
                        "partner-end-wait-drop", "group-kind", "discards-of",
                        "discards-of-yours"}


def catalog(language: str, guide: bool) -> dict[str, ast.Message]:
    """``language``'s messages by id: its guide's, or those of every other catalog."""
    found = {}
    for path in locales.files(language):
        if (path.name == "guide.ftl") == guide:
            for entry in parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message):
                    found[entry.id.name] = entry
    return found


def source(pattern: ast.Pattern) -> str:
    """A pattern as the catalog writes it (a reference reads "{ id }")."""
    return serialize(ast.Resource([ast.Message(ast.Identifier("x"), pattern)]))[len("x ="):].strip()


def plain(pattern: ast.Pattern | None) -> str:
    """A pattern's own words, without its placeables."""
    elements = pattern.elements if pattern else []
    return "\n".join(e.value for e in elements if isinstance(e, ast.TextElement))


def patterns(message: ast.Message) -> list[ast.Pattern]:
    return [message.value] * bool(message.value) + [a.value for a in message.attributes]


class References(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.names.append(node.id.name)


def references(message: ast.Message) -> list[str]:
    found = References()
    found.visit(message)
    return found.names


def named_in_the_guide(language: str) -> dict[str, list[str]]:
    """What each of ``language``'s guide messages names in <span class="ui">: the ids of
    the messages, each span checked to hold one reference and nothing else."""
    named = {}
    for id, message in catalog(language, guide=True).items():
        spans = [span for pattern in patterns(message) for span in UI_SPAN.findall(source(pattern))]
        copies = [span for span in spans if not ONE_REFERENCE.match(span)]
        assert copies == [], "%s %s names a control in its own words: %s" % (language, id, copies)
        if spans:
            named[id] = [ONE_REFERENCE.match(span).group(1) for span in spans]
    return named


def the_tables_code() -> str:
    """The table page's markup and modules (not the guide's own), and the engine's words
    the page shows (its views' statuses: protocol/text.py)."""
    files = [WEB / "index.html"] + [p for p in WEB.rglob("*.js")
                                    if p.name != "guide.js"]
    files += sorted((REPO / "src" / "indian_rummy" / "protocol").glob("*.py"))
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


def shown_by_the_table(every: dict[str, ast.Message]) -> set[str]:
    """The messages the table's page shows: named in its markup or code, and the messages
    those refer to."""
    code = the_tables_code()
    shown = {id for id in every if re.search(r"""["']%s["']""" % re.escape(id), code)}
    todo = list(shown)
    while todo:
        for name in references(every[todo.pop()]):
            if name in every and name not in shown:
                shown.add(name)
                todo.append(name)
    return shown


def controls() -> set[str]:
    """The controls (and other words on the table) the guide names, and the table's own
    buttons and links that have words (index.html), such as Group and Sort."""
    named = {id for ids in named_in_the_guide(locales.SOURCE).values() for id in ids}
    markup = (WEB / "index.html").read_text(encoding="utf-8")
    buttons = set(re.findall(r'<(?:button|a)\b[^>]*\bdata-l10n-id="([^"]+)"', markup))
    english = catalog(locales.SOURCE, guide=False)
    return named | {id for id in buttons if english[id].value is not None}


@pytest.mark.parametrize("language", locales.LANGUAGES)
def test_the_guide_names_each_control_by_the_message_the_table_shows_it_with(language):
    named = named_in_the_guide(language)
    assert len(named) > 40
    every = catalog(language, guide=False)
    shown = shown_by_the_table(every)
    for id, names in named.items():
        assert set(names) <= shown, "%s %s: %s" % (language, id, set(names) - shown)
    # The same controls, in every paragraph, as the English guide names.
    english = named_in_the_guide(locales.SOURCE)
    assert {id: sorted(names) for id, names in named.items()} == {
        id: sorted(names) for id, names in english.items()}


@pytest.mark.parametrize("language", locales.LANGUAGES)
def test_a_sentence_names_a_control_in_quotes_from_the_controls_message(language):
    opening, closing = QUOTES[language]
    names = controls()
    english = catalog(locales.SOURCE, guide=False)
    for id, message in catalog(language, guide=False).items():
        if id in A_CONTROLS_OWN_WORDS:
            continue
        # Every language names the same controls in a sentence as English does.
        assert sorted(n for n in references(message) if n in names) == sorted(
            n for n in references(english[id]) if n in names), (language, id)
        for pattern in patterns(message):
            text = source(pattern)
            for name in names:
                for where in re.finditer(r"\{ %s \}" % re.escape(name), text):
                    quoted = (text[:where.start()].endswith(opening)
                              and text[where.end():].startswith(closing))
                    assert quoted, "%s %s names %s without quotes: %s" % (language, id, name, text)


# English words that are a control's name but do not name it: an instruction in the same
# words, a verb phrase, the clock's own line, the guide page's title.
NOT_A_NAME = {("partner-page-missing-text", "Start a new match"),
              ("lesson-joker-intro", "Keep them"), ("clock-reserve", "Turn clock"),
              ("guide-page-title", "Full guide")}


def test_no_english_sentence_copies_a_controls_name():
    # The control's words as a literal, not its message: the copy drifts. English alone
    # can tell a name from the same words in a sentence (by its capitals); the other
    # languages follow English's references (above). Names of one word ("Drop") are
    # words of the game too, so only longer names are looked for.
    every = catalog(locales.SOURCE, guide=False)
    names = set()
    for id in controls():
        elements = every[id].value.elements if id in every else []
        # A name of plain words (not "Deal { $deal } of { $deals }"), of more than one.
        if len(elements) == 1 and " " in plain(every[id].value):
            names.add(plain(every[id].value).removesuffix("…"))
    assert {"Discard & declare", "Forget my games"} <= names
    copies = []
    for guide in (False, True):
        for id, message in catalog(locales.SOURCE, guide).items():
            for pattern in patterns(message):
                words = plain(pattern).replace("&amp;", "&")
                # A title in the same words as a control (the dialog it opens) is no sentence.
                copies += [(id, name) for name in names if words.strip().removesuffix("…") != name
                           and re.search(r"(?<!\w)%s(?!\w)" % re.escape(name), words)
                           and (id, name) not in NOT_A_NAME]
    assert copies == []


def test_a_guide_heading_in_a_controls_words_is_the_controls_message():
    # "Your games", "Progress", "Learn", "Rematch", "Arrange for me": a section named by
    # its control says it as the control does, in every language, through its message.
    every = catalog(locales.SOURCE, guide=False)
    words = {plain(every[id].value).removesuffix("…"): id for id in controls()
             if id in every and every[id].value and len(every[id].value.elements) == 1
             and plain(every[id].value)}
    words.update({plain(every[id].value): id for id in ("games-open", "games-show-progress",
                                                         "learn-open", "partner-rematch",
                                                         "mistakes-title")})
    copies = [(id, plain(message.value)) for id, message in catalog(locales.SOURCE, True).items()
              if message.value and plain(message.value).strip().removesuffix("…") in words
              and id != "guide-open-table"]  # the guide page's own link, not the invite's
    assert copies == [], copies
    for language in locales.LANGUAGES:
        guide = catalog(language, guide=True)
        for id in ("guide-your-games-title", "guide-progress-title", "guide-learn-title",
                   "guide-partner-20", "guide-controls-39", "guide-your-games-8",
                   "guide-learn-8"):
            assert references(guide[id]) and source(guide[id].value) == \
                "{ %s }" % references(guide[id])[0], (language, id)
