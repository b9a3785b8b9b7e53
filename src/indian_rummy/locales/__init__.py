"""The catalogs: every sentence a player reads, one Project Fluent file set per language.

``<language>/<area>.ftl``: ``table.ftl`` (what the engine's views and replies say:
statuses, moves, results, refusals, the coach), ``page.ftl`` (the page's own words),
``friends.ftl`` (partner play, invites, push), ``games.ftl`` (your games, progress,
review), ``guide.ftl`` (the guide) and ``server.ftl`` (what the partner server
itself writes: push notifications, refusals). English (``en``) is the source;
every language has the same messages (a test holds them to it). The translators'
guide is ``README.md`` beside this file.

The portable engine never renders a sentence: it sends a *message*, a dict
``{"id": ..., "args": {...}}`` (:func:`indian_rummy.protocol.text.message`), and
whoever shows it renders it: the page with ``@fluent/bundle`` (``web/l10n/l10n.js``),
the server (push, in the seat's language) and the command line (English) with
``fluent.runtime`` here. Both renderers give the same text (a conformance test).
This module is CPython only (it is never shipped to the browser; the site ships
the ``.ftl`` files).

A person in a sentence is an argument of :data:`PERSONS`: a bot's message (``bot-mira``,
whose ``.gender`` is its term's) or a name as typed. Whoever renders a sentence about a
person gives it the person's ``gender`` as well (:func:`gender`: ``feminine``,
``masculine``, or ``other`` for a name as typed), for the languages whose words agree
with it (Hindi's verbs: "मीरा जीतीं", "किरण जीते").

>>> render({"id": "ending-dropped", "args": {"points": 20, "name": {"id": "bot-tara"}}}, "hi")
'आपने 20 अंक देकर ड्रॉप किया; तारा जीतीं।'

>>> render({"id": "card-words", "args": {"rank": 12, "suit": "H"}})
'queen of hearts'
>>> render({"id": "card-words", "args": {"rank": 12, "suit": "H"}}, "hi")
'पान की बेगम'
"""

import functools
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

from ..engine.deal import said

FOLDER = Path(__file__).resolve().parent
SOURCE = "en"
# Every language the catalogs hold, the source first. A new one is a folder here
# and its code here (and in web/l10n/l10n.js's LANGUAGES).
LANGUAGES = ("en", "hi", "ta", "te")
NAMES = {"en": "English", "hi": "हिन्दी", "ta": "தமிழ்", "te": "తెలుగు"}
# The arguments that name a person; a sentence with one is given its ``gender`` too
# (web/l10n/l10n.js's PERSONS are the same).
PERSONS = ("name", "winner")
# A person's gender where nothing says one: a name as typed.
ANYONE = "other"


class CatalogError(ValueError):
    """A message that is not in the catalog, or would not render."""


def files(language: str) -> list[Path]:
    """The ``.ftl`` files of ``language``, by name."""
    if language not in LANGUAGES:
        raise CatalogError("no catalog for language %r (have %s)"
                           % (language, ", ".join(LANGUAGES)))
    return sorted((FOLDER / language).glob("*.ftl"))


@functools.cache
def bundle(language: str) -> FluentBundle:
    # No isolation marks: every language here runs left to right, and the page's
    # renderer is set the same way (the two must give the same text).
    result = FluentBundle([language], use_isolating=False)
    for path in files(language):
        result.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return result


def text(id: str, language: str = SOURCE, attribute: str | None = None, **args: Any) -> str:
    """Message ``id`` (or its ``attribute``) in ``language``, with ``args``.

    >>> text("rank-plural", rank=10)
    'Tens'
    """
    found = bundle(language)
    if not found.has_message(id):
        raise CatalogError("no message %r in the %s catalog" % (id, language))
    if "gender" not in args and any(person in args for person in PERSONS):
        args["gender"] = ANYONE  # a name given as text is a name as typed
    message = found.get_message(id)
    pattern = message.attributes.get(attribute) if attribute else message.value
    if pattern is None:
        missing = "attribute " + attribute if attribute else "value"
        raise CatalogError("message %r has no %s" % (id, missing))
    value, errors = found.format_pattern(pattern, args)
    if errors:
        raise CatalogError("message %r in %s: %s" % (id, language, errors[0]))
    return str(value)


def render(message: Mapping[str, Any] | str, language: str = SOURCE) -> str:
    """A message (``{"id", "args"}``) in ``language``; a message's string args that are
    messages themselves are rendered first. A plain string is returned as it is."""
    if isinstance(message, str):
        return message
    given = message.get("args") or {}
    args = {key: render(value, language) if isinstance(value, Mapping) else value
            for key, value in given.items()}
    person = [given[key] for key in PERSONS if key in given]
    if person and "gender" not in args:
        args["gender"] = gender(person[0], language)
    return text(message["id"], language, **args)


def gender(person: Mapping[str, Any] | str, language: str = SOURCE) -> str:
    """The grammatical gender of a person named by a message or a string: a bot's is its
    term's (``bot-mira``'s ``.gender``), a numbered seat's its bot's, a name as typed
    ``other``.

    >>> gender({"id": "seat-bot-numbered", "args": {"name": {"id": "bot-kiran"}, "number": 2}})
    'masculine'
    >>> gender("Asha")
    'other'
    """
    if isinstance(person, str):
        return ANYONE
    found = bundle(language)
    id = person["id"]
    if found.has_message(id) and "gender" in found.get_message(id).attributes:
        return text(id, language, "gender")
    args = person.get("args") or {}
    named = [args[key] for key in PERSONS if key in args]
    if named and isinstance(named[0], (str, Mapping)):
        return gender(named[0], language)
    bot = args.get("bot")  # bot-upper: a bot by its key
    return gender({"id": "bot-" + bot}, language) if isinstance(bot, str) else ANYONE


def reading(error: Exception, language: str = SOURCE) -> str:
    """``error`` as a person reads it in ``language``: a refusal's message rendered, any
    other error's own words (the engine's ``str()`` of a refusal is its id and args, the
    same wherever it runs).

    >>> from indian_rummy.engine.deal import IllegalAction
    >>> turn = {"id": "refusal-not-your-turn", "args": {"name": "Mira"}}
    >>> reading(IllegalAction("wrong_turn", turn))
    "It is Mira's turn"
    """
    return render(said(error), language)

