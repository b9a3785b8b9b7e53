"""The guide's quotes of what the table says (<q>…</q>: a result's title, the coach's
reasons, the clock's move) are the table's own sentences in every language: each quote
is the table's message rendered with the example's cards, counts and names, so a
translation of the table cannot drift from the guide's example of it."""

import re
from typing import Any

import pytest
from fluent.syntax import ast, parse

from indian_rummy import locales
from indian_rummy.locales import render

MIRA = {"id": "bot-mira"}
# Each quote, by its guide message and its place there: the table's message it shows,
# with the example's arguments. ("the first open card" and a discard's spoken name are
# pieces of the discards' labels, not sentences.)
QUOTES: dict[tuple[str, int], dict[str, Any]] = {
    ("guide-guided-deal-11", 0): {"id": "result-you-declared-title"},
    ("guide-results-2", 0): {"id": "result-you-declared-title"},
    ("guide-results-4", 0): {"id": "result-declared-title",
                             "args": {"name": MIRA, "pronoun": "her"}},
    ("guide-coach-5", 0): {"id": "reason-throw", "args": {
        "card": "K♣", "joins": "no", "stays": "yes", "steps": 2, "points": 10}},
    ("guide-coach-5", 1): {"id": "reason-drop", "args": {"points": 20, "loss": 35}},
    ("guide-coach-11", 0): {"id": "reason-keep-passed", "args": {
        "card": "K♦", "name": MIRA, "took": "Q♦", "passed": "K♣"}},
    ("guide-coach-figures", 0): {"id": "reviewed-worse", "args": {
        "points": 6, "choice": {"id": "choice-ing-throw", "args": {"card": "K♦"}}}},
    ("guide-dead-deal", 0): {"id": "score-dead"},
    ("guide-partner-13", 0): {"id": "clock-played-you",
                              "args": {"source": "stock", "card": "7♣"}},
}
QUOTE = re.compile(r"<q>(.*?)</q>")
# A sentence's last stop: a quote inside the guide's own sentence may leave it out.
STOP = ".।"


def quotes(language: str) -> dict[tuple[str, int], str]:
    text = (locales.FOLDER / language / "guide.ftl").read_text(encoding="utf-8")
    found = {}
    for entry in parse(text).body:
        if isinstance(entry, ast.Message) and entry.value:
            words = "".join(e.value for e in entry.value.elements
                            if isinstance(e, ast.TextElement))
            for place, quote in enumerate(QUOTE.findall(words)):
                found[(entry.id.name, place)] = quote
    return found


def test_every_quote_of_the_table_in_the_guide_is_known():
    # A new quote in the guide names its message here, or this fails.
    assert set(quotes(locales.SOURCE)) - set(QUOTES) == {
        ("guide-discards-1", 0), ("guide-discards-2", 0)}


@pytest.mark.parametrize("language", locales.LANGUAGES)
def test_the_guide_quotes_the_tables_own_sentences(language):
    found = quotes(language)
    differ = [(where, found.get(where), render(message, language))
              for where, message in QUOTES.items()
              if (found.get(where) or "").rstrip(STOP) != render(message, language).rstrip(STOP)]
    assert differ == [], "\n".join(map(str, differ))
