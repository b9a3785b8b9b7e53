"""A person in a sentence is a bot's message or a name as typed, and the sentence is given
the person's gender: each bot is a term with its grammatical gender in every language, and
where a language's words agree with a person (Hindi's verbs, English's he and she) the
sentence chooses them by ``$gender``, never one form for everyone (locales/README.md,
"Persons")."""

import re

import pytest
from fluent.syntax import ast

from indian_rummy import locales
from indian_rummy.bots import BOTS
from test_catalogs import entries, messages, referenced

# The gender each bot's pronoun (the engine's, English's) says.
PRONOUN_GENDER = {"her": "feminine", "his": "masculine"}
# What selects a word that says a person's gender: the renderers' $gender, the engine's
# $pronoun (English's her, his, their).
CHOOSERS = {"gender", "pronoun"}


def plain(pattern: "ast.Pattern | None") -> str:
    """A pattern's words, each placeable one token (``{$name}``), the variants of a
    selector each on its own line, and what a $gender or $pronoun selector chooses left
    out (a line ends there): the words left are those said whoever the person is."""
    if pattern is None:
        return ""
    out = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            out.append(element.value)
            continue
        inner = element.expression
        if isinstance(inner, ast.SelectExpression):
            selector = inner.selector
            if isinstance(selector, ast.VariableReference) and selector.id.name in CHOOSERS:
                out.append("\n")  # the person's verb is chosen: its clause ends here
                continue
            out.append("\n" + "\n".join(plain(v.value) for v in inner.variants) + "\n")
        elif isinstance(inner, ast.VariableReference):
            out.append("{$%s}" % inner.id.name)
        else:
            out.append("{…}")
    return "".join(out)


def english_says_a_gender(text: str) -> list:
    """English's words for a person that say a gender."""
    return re.findall(r"\b(?:she|he|her|hers|him|his|herself|himself)\b", text, re.IGNORECASE)


# A Hindi clause ends at these; the person's verb is the clause's last word, with the
# auxiliaries after it.
HINDI_CLAUSE_END = re.compile(r"[;:।,.!?()\n“”\"…]")
HINDI_POSTPOSITIONS = {"ने", "का", "की", "के", "को", "से", "में", "पर", "तक"}
HINDI_AUXILIARIES = {"है", "हैं", "था", "थे", "थी", "थीं", "रहा", "रहे", "रही", "रहीं"}
# A verb agrees in gender by its ending: -ा, -े (masculine), -ी, -ीं (feminine), and
# so -ता/-ते/-ती, -गा/-गे/-गी, रहा/रहे/रही. नहीं and the postpositions end so but say
# no gender.
HINDI_GENDERED = ("ा", "े", "ी", "ीं", "ए", "ईं")
HINDI_INVARIANT = {"नहीं"} | HINDI_POSTPOSITIONS


def hindi_agrees(text: str) -> list:
    """The Hindi verbs whose subject is a person (``{$name}``, ``{$winner}``) and that
    agree with it in gender: "{$name} खेल रहे हैं", "({$winner} जीते)". A person followed
    by a postposition ("{$name} ने", "की बारी") is no verb's subject, and where the
    clause says आप before the person, its verb is the player's."""
    found = []
    for person in locales.PERSONS:
        for hit in re.finditer(r"\{\$%s\}" % person, text):
            before = HINDI_CLAUSE_END.split(text[:hit.start()])[-1].split()
            clause = HINDI_CLAUSE_END.split(text[hit.end():])[0].split()
            if not clause or clause[0] in HINDI_POSTPOSITIONS or "आप" in before:
                continue
            verb = [clause[-1]]
            while verb[-1] in HINDI_AUXILIARIES and len(verb) < len(clause):
                verb.append(clause[-1 - len(verb)])
            found += [word for word in verb if word not in HINDI_INVARIANT and word not in (
                "है", "हैं") and word.endswith(HINDI_GENDERED)]
    return found


# What in each language says a person's gender, to be chosen by $gender. Tamil and
# Telugu speak of anyone with the same honorific verb (-ஆர், -ారు): nothing to choose.
# A new language says here what its words need.
SAYS_A_GENDER = {"en": english_says_a_gender, "hi": hindi_agrees, "ta": None, "te": None}


def about_a_person(language: str) -> list:
    """Each message of ``language`` that names a person, as (id, its words)."""
    every = messages(language)
    found = []
    for id, message in sorted(every.items()):
        if referenced(message, every).names & set(locales.PERSONS):
            found.append((id, "\n".join([plain(message.value)] + [
                plain(a.value) for a in message.attributes])))
    return found


def test_every_language_says_what_of_its_words_agrees_with_a_person():
    assert sorted(SAYS_A_GENDER) == sorted(locales.LANGUAGES)


@pytest.mark.parametrize("language", [code for code, says in SAYS_A_GENDER.items() if says])
def test_a_sentence_about_a_person_chooses_its_gendered_words_by_the_persons_gender(language):
    says = SAYS_A_GENDER[language]
    named = about_a_person(language)
    assert len(named) > 20
    unchosen = {id: words for id, text in named if (words := says(text))}
    assert unchosen == {}


def test_the_rule_finds_a_hindi_verb_that_makes_every_person_a_man():
    assert hindi_agrees("{$name} खेल रहे हैं…") == ["रहे"]
    assert hindi_agrees("{$format} मैच {$name} जीते।") == ["जीते"]
    assert hindi_agrees("मैच इंतज़ार करता है; {$name} जब चाहें खेल सकते हैं।") == ["सकते"]
    assert hindi_agrees("{$name} ने डिक्लेयर किया।\n{$name} अभी यहाँ नहीं है") == []
    assert hindi_agrees("अब {$partner} को आप {$name} दिखते हैं।") == []


@pytest.mark.parametrize("language", locales.LANGUAGES)
def test_every_bot_is_a_term_with_the_gender_its_pronoun_says(language):
    terms = {entry.id.name: entry for path in locales.files(language)
             for entry in entries(language, path.name) if isinstance(entry, ast.Term)}
    for key, bot in BOTS.items():
        assert key in terms, "%s has no term -%s" % (language, key)
        term = terms[key]
        gender = PRONOUN_GENDER[bot.pronoun]
        assert {a.id.name: plain(a.value) for a in term.attributes} == {"gender": gender}
        # The code names the bot by its message: the term's name, and its gender.
        assert locales.text("bot-" + key, language) == plain(term.value)
        assert locales.gender({"id": "bot-" + key}, language) == gender
