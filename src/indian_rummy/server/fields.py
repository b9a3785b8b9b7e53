"""The fields of a client's JSON, each checked for its type before anything reads it.

The strict reader (``protocol/wire.py``) gives a whole number as an ``int`` and any
other (``1.5``, ``1e400``, ``-0.0``, ``1E2``) as a :class:`~..engine.canon.Number`
kept as its text; where a string belongs, a client may send either, or ``null``,
a list, an object 31 levels deep, 16 KiB of text. So every field of a request
body or a socket's hello passes :func:`typed` first: a value whose JSON type the
field does not take is refused (400 ``bad_request``, ``server-field-type``)
before anything is looked up or stored, and the refusal quotes what came with
the engine's ``show_value``: at most 40 characters of it, whatever it is, and
never an error of its own.

>>> typed("https://fcm.googleapis.com/x", "endpoint", "string")
'https://fcm.googleapis.com/x'
>>> from ..engine.canon import Number
>>> typed(Number("1e400"), "lang", "string", "null")
Traceback (most recent call last):
...
indian_rummy.server.words.Refused: server-field-type
>>> from ..locales import render
>>> try:
...     typed([[[]]], "keys", "object")
... except Refused as error:
...     render(error.words, "en")
"The request's keys must be a JSON object, not [[[]]]."
"""

from typing import Any

from ..engine.canon import Number, show_value
from .words import Refused, chained


def json_type(value: object) -> str:
    """The JSON type of a value the strict reader gave, by JSON Schema's names (a whole
    number is an ``integer``, any other a ``number``).

    >>> [json_type(v) for v in (None, True, 3, "3", [], {})]
    ['null', 'boolean', 'integer', 'string', 'array', 'object']
    """
    if value is None:
        return "null"
    if value is True or value is False:
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, Number):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object" if isinstance(value, dict) else "unknown"


def typed(value: object, name: str, *types: str) -> Any:
    """``value`` (field ``name`` of a request) if its JSON type is one of ``types`` (a
    ``number`` takes an ``integer`` too); else Refused("bad_request") saying so. A
    field the request left out is given as None (``null``)."""
    found = json_type(value)
    if found in types or (found == "integer" and "number" in types):
        return value
    raise Refused("bad_request", "server-field-type", field=name,
                  types=chained("server-or", types), given=show_value(value))
