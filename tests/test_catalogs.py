"""The catalogs (src/indian_rummy/locales): every language has every message, and the
page's renderer (@fluent/bundle in Node, as web/l10n/l10n.js runs it) and the server's and
command line's (fluent.runtime) give the same text for every message, every variant
and sample arguments, as the engine's conformance test holds MicroPython to CPython."""

import json
import subprocess
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from indian_rummy import locales

REPO = Path(__file__).resolve().parents[1]
RENDERER = REPO / "tests" / "fluent_render.mjs"

# Sample numbers for each plural category (CLDR) a variant may name.
CATEGORY_SAMPLES = {"zero": 0, "one": 1, "two": 2, "few": 3, "many": 11, "other": 5}


def entries(language: str, name: str) -> list:
    path = locales.FOLDER / language / name
    return FluentParser().parse(path.read_text(encoding="utf-8")).body


def messages(language: str) -> dict[str, ast.Message]:
    found = {}
    for path in locales.files(language):
        for entry in entries(language, path.name):
            if isinstance(entry, ast.Message):
                found[entry.id.name] = entry
    return found


class Variables(visitor.Visitor):
    """The variables a message uses, and for those it selects on, the variants' keys."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.selected: dict[str, list] = {}

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            keys = self.selected.setdefault(node.selector.id.name, [])
            for variant in node.variants:
                key = variant.key
                value = (int(key.value) if isinstance(key, ast.NumberLiteral)
                         else CATEGORY_SAMPLES.get(key.name, key.name))
                if value not in keys:
                    keys.append(value)
        self.generic_visit(node)


def referenced(message: ast.Message, every: dict[str, ast.Message]) -> Variables:
    """The variables of ``message`` and of the messages it refers to."""
    found = Variables()
    seen = set()
    todo = [message]
    while todo:
        entry = todo.pop()
        if entry.id.name in seen:
            continue
        seen.add(entry.id.name)
        found.visit(entry)
        refs = Refs()
        refs.visit(entry)
        todo.extend(every[name] for name in refs.names if name in every)
    return found


class Refs(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.names.add(node.id.name)


def samples(variables: Variables) -> list[dict]:
    """Arguments that reach every variant: each selector's keys in turn (the others at
    their first), and the plain variables as a name, a card and a large number."""
    plain = sorted(variables.names - set(variables.selected))
    base = {name: keys[0] for name, keys in variables.selected.items()}
    cases = []
    for fill in ("Asha", "10♥", 1234567):
        for name, keys in variables.selected.items() or [(None, [None])]:
            for key in keys:
                args = dict(base, **{n: fill for n in plain})
                if name is not None:
                    args[name] = key
                cases.append(args)
    unique = []
    for args in cases:
        if args not in unique:
            unique.append(args)
    return unique


def all_cases() -> list[list]:
    cases = []
    for language in locales.LANGUAGES:
        every = messages(language)
        for id, message in sorted(every.items()):
            for attribute in [None] + [a.id.name for a in message.attributes]:
                if attribute is None and message.value is None:
                    continue
                for args in samples(referenced(message, every)):
                    cases.append([language, id, attribute, args])
    return cases


def catalog_files() -> list[str]:
    return sorted({p.name for language in locales.LANGUAGES for p in locales.files(language)})


@pytest.mark.parametrize("name", catalog_files())
def test_every_language_has_the_same_messages_and_attributes_as_english(name):
    def shape(language: str) -> dict:
        path = locales.FOLDER / language / name
        assert path.is_file(), "%s has no %s" % (language, name)
        return {e.id.name: sorted(a.id.name for a in e.attributes)
                for e in entries(language, name) if isinstance(e, (ast.Message, ast.Term))}

    source = shape(locales.SOURCE)
    for language in locales.LANGUAGES[1:]:
        other = shape(language)
        assert sorted(set(source) - set(other)) == [], "missing in %s/%s" % (language, name)
        assert sorted(set(other) - set(source)) == [], "extra in %s/%s" % (language, name)
        differ = {id: (source[id], other[id]) for id in source if source[id] != other[id]}
        assert differ == {}, "attributes differ in %s/%s" % (language, name)


@pytest.mark.parametrize("language", locales.LANGUAGES)
def test_a_message_id_is_defined_once_across_a_languages_catalogs(language):
    # A page loads several catalogs into one bundle, and Fluent keeps the first of two
    # messages of one id silently: one area's words would stand in another's place.
    where: dict[str, list[str]] = {}
    for path in locales.files(language):
        for entry in entries(language, path.name):
            if isinstance(entry, (ast.Message, ast.Term)):
                where.setdefault(entry.id.name, []).append(path.name)
    assert {id: found for id, found in where.items() if len(found) > 1} == {}


@pytest.mark.parametrize("language", locales.LANGUAGES)
def test_every_catalog_parses_without_junk(language):
    for path in locales.files(language):
        junk = [e.content[:80] for e in entries(language, path.name) if isinstance(e, ast.Junk)]
        assert junk == [], "%s: %s" % (path, junk)


def given(message: ast.Message, every: dict[str, ast.Message]) -> set[str]:
    """The variables the code gives ``message``: those its English uses, and ``gender``
    where it speaks of a person (names one, or says ``$gender`` in its comment)."""
    names = referenced(message, every).names
    comment = message.comment.content if message.comment else ""
    about_a_person = names & set(locales.PERSONS) or "$gender" in comment
    return names | {"gender"} if about_a_person else names


def test_a_translation_uses_only_the_variables_english_gives_it():
    source = messages(locales.SOURCE)
    for language in locales.LANGUAGES[1:]:
        every = messages(language)
        for id, message in every.items():
            if id in source:
                extra = referenced(message, every).names - given(source[id], source)
                assert extra == set(), "%s %s uses %s" % (language, id, extra)


def test_the_page_and_the_server_render_every_message_the_same():
    cases = all_cases()
    assert len(cases) > 20
    answer = subprocess.run(["node", str(RENDERER)], input=json.dumps(
        {"folder": str(locales.FOLDER), "cases": cases}), capture_output=True, text=True,
        cwd=REPO, check=True)
    page = json.loads(answer.stdout)
    differ = []
    for (language, id, attribute, args), js in zip(cases, page, strict=True):
        assert "error" not in js, (language, id, attribute, args, js)
        python = locales.text(id, language, attribute, **args)
        if python != js["text"]:
            differ.append((language, id, attribute, args, python, js["text"]))
    assert differ == [], differ[:5]


def test_a_bad_language_or_message_is_a_clear_error():
    with pytest.raises(locales.CatalogError, match="no catalog for language 'xx'"):
        locales.text("card-joker", "xx")
    with pytest.raises(locales.CatalogError, match="no message 'no-such' in the hi catalog"):
        locales.text("no-such", "hi")


def test_every_variant_is_reached_by_the_samples():
    every = messages("hi")
    variables = referenced(every["card-words"], every)
    assert set(variables.selected) == {"rank", "suit"}
    args = samples(variables)
    assert {a["rank"] for a in args} >= {1, 2, 12, 13}
    assert {a["suit"] for a in args} == {"S", "H", "D", "C"}


def test_the_page_offers_every_language_the_catalogs_hold_by_the_same_names():
    # The page's list (web/l10n/l10n.js) is its own copy: a catalog it does not name is
    # never offered, by the control, ?lang= or the browser's languages.
    answer = subprocess.run(["node", "--input-type=module", "-e",
                             "const l10n = await import('./web/l10n/l10n.js');"
                             "console.log(JSON.stringify([l10n.LANGUAGES, l10n.NAMES]))"],
                            capture_output=True, text=True, cwd=REPO, check=True)
    languages, names = json.loads(answer.stdout)
    assert languages == list(locales.LANGUAGES)
    assert names == locales.NAMES
