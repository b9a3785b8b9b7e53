"""The server's words for a player: messages of ``locales/<language>/server.ftl``.

The server sends what a player may read as a message, ``{"id", "args"}``, as the
engine does, and each page renders it in its own language; it renders the few
texts it sends itself (push notifications) with :func:`indian_rummy.locales.render`
in the seat's language.

>>> from indian_rummy.locales import render
>>> render(message("server-no-match"), "hi")
'ऐसा कोई मैच नहीं है।'
"""

from ..engine.deal import IllegalAction
from ..protocol.text import sentence


def message(id: str, **args: object) -> dict:
    """A message of the catalogs: its id and its arguments (strings, numbers, messages)."""
    return {"id": id, "args": args}


def chained(id: str, parts: "list | tuple") -> "dict | str":
    """``parts`` (strings or messages) said one after another, as one message: message
    ``id`` joins what came before (``$before``) to the next part (``$then``).

    >>> from indian_rummy.locales import render
    >>> render(chained("server-or", ["deal", "pool101", "pool201"]), "hi")
    'deal या pool101 या pool201'
    """
    said: dict | str = parts[0]
    for part in parts[1:]:
        said = message(id, before=said, then=part)
    return said


class Refused(IllegalAction):
    """A refusal of the server's own (not the rules'): its code and its message. Python
    sees the message's id as the error's text."""

    def __init__(self, code: str, id: str, **args: object) -> None:
        IllegalAction.__init__(self, code, id)
        self.words = message(id, **args)


def refusal(error: IllegalAction, end: str = "") -> "dict | str":
    """What an IllegalAction tells the player: the server's message for its own
    refusals; for the rules', the engine's message, or its English sentence with
    ``end`` after it while the engine's refusals are still sentences.

    >>> refusal(Refused("not_over", "server-rematch-not-over"))
    {'id': 'server-rematch-not-over', 'args': {}}
    >>> refusal(IllegalAction("not_your_turn", "it is not your turn"), ".")
    'It is not your turn.'
    """
    if isinstance(error, Refused):
        return error.words
    said = error.message
    if isinstance(said, dict):  # the engine's refusals carry messages
        return said
    return sentence(said) + end
