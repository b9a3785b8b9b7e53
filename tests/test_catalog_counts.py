"""Counts in the catalogs: wherever a number counts something ("3 cards", "1 point",
"2 deals"), the message selects its words by the number's CLDR plural category in every
language, so no language reads "1 cards", "4 बाज़ी लाई गई" or "0 पत्ता फेंका".

A count is a variable of one of the names in COUNTS (locales/README.md says so to
translators). A count that stands bare in the source, with no word of its own that
changes with it (a fraction's total, "Turn 3 of 12"; a unit's symbol, "30 s"), needs
no variants: BARE lists those messages and why; a language may still select there."""

import re

import pytest
from fluent.syntax import ast, visitor

from indian_rummy import locales
from test_catalogs import messages, referenced, samples

COUNTS = {"count", "points", "cost", "loss", "margin", "average", "days", "later",
          "seconds", "left", "reserve", "chips", "rebuilds", "turns", "deals", "steps",
          "mistakes", "blunders", "inaccuracies", "players", "most", "limit", "size",
          "firstDeals", "lastDeals"}

# Where a count stands bare, with no word it counts: (message, variable) and why.
BARE = {
    ("stage-deal-of", "deals"): "a fraction's total: Deal 3 of 6",
    ("confirm-new-match-where", "deals"): "a fraction's total: deal 3 of 6",
    ("discards-of", "count"): "a badge's number beside its words: Mira's Discards 3",
    ("discards-of-yours", "count"): "a badge's number beside its words: Your Discards 3",
    ("games-reviewing", "deals"): "a fraction's total: deal 3 of 6",
    ("games-working-out-turn", "turns"): "a fraction's total: turn 3 of 12",
    ("result-reviewing-turn", "turns"): "a fraction's total: turn 3 of 12",
    ("review-step-head", "turns"): "a fraction's total: Turn 3 of 12",
    ("lessons-done", "steps"): "a fraction's total: 2 of 5 done",
    ("lessons-step", "steps"): "a fraction's total: Position 2 of 5",
    ("games-working-out-all", "count"): "a fraction's total: 3 of 12",
    ("seats-your-total", "limit"): "a fraction's total: 80 of 101",
    ("drop-costs-out", "limit"): "a fraction's total: 100 of 101",
    ("reviewed-drop-out", "limit"): "a figure named: the limit is 101",
    ("score-loose", "count"): "a figure in a score sheet: Loose (4)",
    ("brief-dropped", "points"): "a figure in a seat's narrow box: Dropped (20)",
    ("brief-declared-wrongly", "points"): "a figure in a seat's narrow box",
    ("reason-drop", "loss"): "the noun said once before it: 20 points; about 35 on average",
    ("reviewed-drop-held", "loss"): "the noun said once before it",
    ("invite-format-deals", "chips"): "the noun said once before it: 5 deals for chips, 100 each",
    ("address-bad-seed", "most"): "a range's end with no noun: 1 to 100000",
    ("refusal-seed", "most"): "a range's end with no noun",
    ("server-seq", "most"): "a range's end with no noun",
    ("refusal-name-length", "most"): "a range, plural whatever its ends: 1 to 30 characters",
    ("server-name-length", "most"): "a range, plural whatever its ends",
    ("server-seat-name-length", "most"): "a range, plural whatever its ends",
    ("invite-table-players-range", "most"): "a range, plural whatever its ends: 2 to 6 players",
    ("server-new-match-seats-range", "most"): "a range, plural whatever its ends",
    ("server-clock", "reserve"): "a value of a JSON shape the message quotes",
    ("refusal-clock", "turns"): "a list of seconds: 30 or 60",
    ("chooser-clock-seconds", "seconds"): "a unit's symbol, the same for any number: 30 s",
    ("chooser-clock-seconds", "reserve"): "a unit's symbol: 60 s",
    ("invite-clock-turn", "seconds"): "a unit's symbol: 30 s",
    ("invite-clock-turn", "reserve"): "a unit's symbol: 60 s",
    ("clock-yours", "left"): "a unit's symbol: 12 s",
    ("clock-yours-warning", "left"): "a unit's symbol",
    ("clock-theirs", "left"): "a unit's symbol",
    ("clock-theirs-warning", "left"): "a unit's symbol",
    ("clock-reserve", "reserve"): "a unit's symbol",
    ("clock-yours-turn", "left"): "a unit's symbol: 30 s, then 60 s of reserve",
    ("clock-yours-turn", "reserve"): "a unit's symbol",
    ("clock-theirs-turn", "left"): "a unit's symbol",
    ("clock-theirs-turn", "reserve"): "a unit's symbol",
    ("chooser-clock-about", "seconds"): "a unit's symbol: Each turn has 30 s",
    ("chooser-clock-about", "reserve"): "a unit's symbol",
    ("server-headers-late", "seconds"): "a unit's symbol",
    ("server-body-late", "seconds"): "a unit's symbol",
    ("server-too-many-reviews", "seconds"): "a unit's symbol",
    ("hand-selected", "count"): "a figure beside the hand: 3 selected",
}


class Counts(visitor.Visitor):
    """The count variables a pattern shows as text, and those it selects on by a
    plural category (a variant keyed one/other, beside any exact number like [0])."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: set[str] = set()
        self.selected: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
            if "other" in keys:
                self.selected.add(node.selector.id.name)
        for variant in node.variants:
            self.visit(variant)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        if node.id.name in COUNTS:
            self.shown.add(node.id.name)


def unselected(language: str) -> list[tuple[str, str]]:
    found = []
    for id, message in sorted(messages(language).items()):
        patterns = [message.value] + [a.value for a in message.attributes]
        for pattern in patterns:
            if pattern is None:
                continue
            counts = Counts()
            counts.visit(pattern)
            for name in sorted(counts.shown - counts.selected):
                if (id, name) not in BARE:
                    found.append((id, name))
    return found


@pytest.mark.parametrize("language", locales.LANGUAGES)
def test_every_count_selects_its_words_by_plural_category(language):
    assert unselected(language) == []


# Hindi's CLDR `one` holds 0 as well as 1, but nobody says "0 पत्ता": zero takes the
# plural or "कोई पत्ता नहीं" (a [0] variant). The nouns whose one differs from their many.
SINGULAR = {"hi": ("पत्ता", "बाज़ी", "चाल", "बारी", "गलती", "भारी भूल", "चूक", "सीट", "चिप",
                   "घंटा")}


@pytest.mark.parametrize("language", sorted(SINGULAR))
def test_zero_never_reads_as_one_thing(language):
    singular = re.compile(r"(?<![\d,.])0 (%s)(?![\w\u0900-\u097f])" % "|".join(SINGULAR[language]))
    every = messages(language)
    wrong = []
    for id, message in sorted(every.items()):
        variables = referenced(message, every)
        counts = variables.names & COUNTS
        if not counts or message.value is None:
            continue
        for args in samples(variables):
            text = locales.text(id, language, **dict(args, **{name: 0 for name in counts}))
            if singular.search(text):
                wrong.append((id, text))
    assert wrong == []


def test_a_count_shown_without_a_plural_select_is_found():
    counts = Counts()
    counts.visit(ast.Pattern([ast.Placeable(ast.VariableReference(ast.Identifier("count"))),
                              ast.TextElement(" cards")]))
    assert counts.shown - counts.selected == {"count"}


def test_every_bare_count_is_a_message_english_has():
    every = messages(locales.SOURCE)
    assert [id for id, _ in BARE if id not in every] == []
