"""The terminology tables (locales/README.md): each language's table names, in its
"Instead of" column, the words players do not say (calques like सीधी रेखा, चाल की
घड़ी, बाँटने वाले); none of them appears in that language's catalogs."""

import functools
import re

import pytest
from fluent.syntax import ast, visitor

from indian_rummy import locales
from test_catalogs import messages

README = locales.FOLDER / "README.md"
SECTIONS = {"## Hindi terms": "hi", "## Tamil terms": "ta", "## Telugu terms": "te"}
# A letter of a word in these scripts, with the marks and joiners inside words: a word
# is found whole (डील is not in डील्स or डीलर).
LETTER = "[\\w\u0900-\u097f\u0b80-\u0bff\u0c00-\u0c7f\u200c\u200d]"


def replaced_words(text: str) -> dict[str, list[str]]:
    """Each language's "Instead of" words, from its section's table."""
    found: dict[str, list[str]] = {}
    language, column = None, None
    for line in text.splitlines():
        if line.startswith("## "):
            language = next((code for head, code in SECTIONS.items()
                             if line.startswith(head)), None)
            column = None
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if language is None or not line.startswith("|"):
            continue
        if "Instead of" in cells:
            column = cells.index("Instead of")
        elif column is not None and not set(line) <= set("|-"):
            words = [w.strip(' "') for w in re.split("[,/]", cells[column])]
            found.setdefault(language, []).extend(w for w in words if w)
    return found


class Texts(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.parts.append(node.value)


@functools.cache
def texts(language: str) -> dict[str, list[str]]:
    """Each message's text, its variables and references left out."""
    found = {}
    for id, message in sorted(messages(language).items()):
        parts = Texts()
        parts.visit(message)
        found[id] = parts.parts
    return found


def uses(language: str, word: str) -> list[str]:
    whole = re.compile("(?<!%s)%s(?!%s)" % (LETTER, re.escape(word), LETTER))
    return [id for id, parts in texts(language).items()
            if any(whole.search(part) for part in parts)]


def test_every_translated_language_has_words_its_table_replaces():
    assert sorted(replaced_words(README.read_text(encoding="utf-8"))) == ["hi", "ta", "te"]


@pytest.mark.parametrize("language", sorted(SECTIONS.values()))
def test_no_catalog_uses_a_word_its_terminology_table_replaces(language):
    words = replaced_words(README.read_text(encoding="utf-8"))[language]
    found = {word: uses(language, word) for word in words}
    assert {word: ids for word, ids in found.items() if ids} == {}


def test_a_replaced_word_is_found_whole_and_only_whole():
    table = "## Hindi terms\n\n| English | Hindi | Instead of | Why |\n|---|---|---|---|\n" \
            "| deal | बाज़ी | डील, \"चाल की घड़ी\" | |\n"
    assert replaced_words(table) == {"hi": ["डील", "चाल की घड़ी"]}
    assert uses("hi", "डील") == []
    assert "seat-dealer" in uses("hi", "डीलर")
