"""Canonical JSON: the same bytes from CPython and MicroPython.

Keys are sorted (MicroPython's dicts keep no insertion order), separators have
no spaces, text stays UTF-8 and only integers are allowed as numbers.

>>> dumps({"b": [1, None, True], "a": "10♣"})
'{"a":"10♣","b":[1,null,true]}'
>>> dumps("tab\\t nul\\x00 half\\ud800")
'"tab\\\\t nul\\\\u0000 half\\\\ud800"'
"""

_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b",
            "\f": "\\f"}


def _string(text: str) -> str:
    # Most text needs no escape: test that with a few scans in C, not a Python loop.
    try:
        data = text.encode("utf-8")
    except UnicodeError:  # CPython will not encode a lone surrogate
        data = b"\xed"
    # 0xED leads every UTF-8 surrogate (MicroPython stores them so), and a few other
    # characters, which just take the careful path.
    if b"\xed" not in data and '"' not in text and "\\" not in text and (
            not text or min(text) >= " "):
        return '"' + text + '"'
    out = ['"']
    for ch in text:
        escaped = _ESCAPES.get(ch)
        code = ord(ch)
        if escaped is not None:
            out.append(escaped)
        elif code < 0x20 or 0xD800 <= code <= 0xDFFF:
            # A lone surrogate (text the engine was handed, never read by wire) is
            # escaped too: a reply is always valid UTF-8.
            out.append("\\u%04x" % code)
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


class Number:
    """A JSON number that is not a whole number the engine uses (a fraction, an
    exponent, too many digits), kept as the text it came as: floats and huge
    integers print differently on CPython and MicroPython, its text does not.

    >>> dumps([Number("2.5"), Number("1e400")])
    '[2.5,1e400]'
    """

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return "Number(%r)" % self.text


# The JSON text of the keys and strings met so far: a view repeats the same few dozen
# keys and a few hundred strings (the cards' codes, labels and names, the messages'
# ids), and encoding is most of the time an answer takes. A key's text ends with its
# colon. Bounded, for text that comes from players: a full memo starts again.
_KEYS: dict = {}
_STRINGS: dict = {}
_KEPT = 4096


def _key(key: object) -> str:
    if not isinstance(key, str):
        raise TypeError("JSON keys must be strings, not %r" % (key,))
    if len(_KEYS) >= _KEPT:
        _KEYS.clear()
    text = _KEYS[key] = _string(key) + ":"
    return text


def _text(value: str) -> str:
    if len(_STRINGS) >= _KEPT:
        _STRINGS.clear()
    text = _STRINGS[value] = _string(value)
    return text


def _encode(value: object, out: list) -> None:
    # The commonest kinds first: a view is mostly dicts of text; a dict's plain values
    # are written here, not by a call each (calls are the dearest part).
    if isinstance(value, str):
        out.append(_STRINGS.get(value) or _text(value))
    elif isinstance(value, dict):
        if not value:
            out.append("{}")
            return
        mark = "{"
        for key in sorted(value):
            out.append(mark)
            mark = ","
            out.append(_KEYS.get(key) or _key(key))
            item = value[key]
            if isinstance(item, str):
                out.append(_STRINGS.get(item) or _text(item))
            elif item is None:
                out.append("null")
            elif item is True:
                out.append("true")
            elif item is False:
                out.append("false")
            else:
                _encode(item, out)
        out.append("}")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, int):
        out.append(str(value))
    elif value is None:
        out.append("null")
    elif isinstance(value, (list, tuple)):
        if not value:
            out.append("[]")
            return
        mark = "["
        for item in value:
            out.append(mark)
            mark = ","
            _encode(item, out)
        out.append("]")
    elif isinstance(value, Number):
        out.append(value.text)
    else:
        raise TypeError("cannot encode %s as canonical JSON" % type(value).__name__)


def dumps(value: object) -> str:
    out: list = []
    _encode(value, out)
    return "".join(out)


MAX_SHOWN = 40  # characters of a bad value quoted back in a message


def show_value(value: object) -> str:
    """A request value as the player sent it: the same text on every runtime, never
    an error, and at most MAX_SHOWN characters of it (then "…").

    >>> show_value("pile"), show_value([1, Number("2.5")]), show_value(2.5)
    ("'pile'", '[1,2.5]', 'a value that is not JSON')
    >>> show_value("x" * 50) == "'" + "x" * MAX_SHOWN + "…'"
    True
    """
    if isinstance(value, str):
        return "'" + _cut(value) + "'"
    try:
        return _cut(dumps(value))
    except (TypeError, RuntimeError):  # RuntimeError: nesting too deep for the runtime
        return "a value that is not JSON"


def _cut(text: str) -> str:
    return text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN] + "…"
