"""Requests off the wire: one strict JSON reader that answers alike on every runtime.

CPython's and MicroPython's ``json`` modules disagree at the edges (``NaN``, lone
surrogates, trailing bytes, huge numbers, deep nesting, raw control characters),
and a reply that echoes such a value would differ between the browser and the
tests. So the session reads every request with :func:`read_json`: UTF-8 checked
byte by byte, RFC 8259 grammar, fixed limits, and every number that is not a whole
number of at most MAX_DIGITS digits kept as its text (a :class:`~.canon.Number`),
never a float. Each refusal is a :class:`JsonError` whose message says what and
where (a byte offset).

>>> read_json('{"id": 1, "type": "draw", "args": {"source": "stock"}}')["args"]
{'source': 'stock'}
>>> read_json('"\\\\ud83c\\\\udccf"') == chr(0x1F0CF)
True
>>> read_json("[NaN]")
Traceback (most recent call last):
...
indian_rummy.protocol.wire.JsonError: unexpected 'N' at byte 1
"""

from ..engine.canon import Number
from ..engine.cards import RummyError

MAX_BYTES = 65536  # far above any request the table sends
MAX_DEPTH = 32  # objects and arrays inside one another; requests need 4
MAX_DIGITS = 40  # digits of an integer read as one; seeds need 16

_WHITESPACE = b" \t\n\r"
_ESCAPES = {0x22: '"', 0x5C: "\\", 0x2F: "/", 0x62: "\b", 0x66: "\f", 0x6E: "\n",
            0x72: "\r", 0x74: "\t"}
_LITERALS = ((b"true", True), (b"false", False), (b"null", None))
_HEX = b"0123456789abcdefABCDEF"


class JsonError(RummyError):
    """Request text that is not one strict JSON value within the limits."""


def read_json(data: object) -> object:
    """The value of one JSON text given as ``str`` or UTF-8 ``bytes``."""
    if isinstance(data, str):
        # surrogatepass: a lone surrogate in the text becomes the bytes MicroPython
        # holds for it, so the UTF-8 check below refuses it the same way there.
        data = data.encode("utf-8", "surrogatepass")
    elif not isinstance(data, bytes):
        raise JsonError("not text")
    if len(data) > MAX_BYTES:
        raise JsonError("longer than %d bytes" % MAX_BYTES)
    check_utf8(data)
    reader = _Reader(data)
    reader.skip_space()
    if reader.pos == len(data):
        raise JsonError("empty text")
    value = reader.value(0)
    reader.skip_space()
    if reader.pos != len(data):
        raise JsonError("extra text after the JSON value at byte %d" % reader.pos)
    return value


def check_utf8(data: bytes) -> None:
    """Refuse bytes that are not well-formed UTF-8 (overlong forms, surrogates and
    code points above U+10FFFF included), naming the first bad byte.

    >>> check_utf8("10♣".encode())
    >>> check_utf8(b"ok \\xed\\xa0\\x80")
    Traceback (most recent call last):
    ...
    indian_rummy.protocol.wire.JsonError: not UTF-8 text (byte 3)
    """
    try:
        if len(data.decode()) == len(data):
            return  # all ASCII (counted at C speed)
    except UnicodeError:
        pass  # the loop below finds the first bad byte
    pos = 0
    end = len(data)
    while pos < end:
        lead = data[pos]
        if lead < 0x80:
            pos += 1
            continue
        low, high = 0x80, 0xBF  # the range of the byte after the lead
        if 0xC2 <= lead <= 0xDF:
            size = 2
        elif 0xE0 <= lead <= 0xEF:
            size = 3
            if lead == 0xE0:
                low = 0xA0  # overlong
            elif lead == 0xED:
                high = 0x9F  # surrogates
        elif 0xF0 <= lead <= 0xF4:
            size = 4
            if lead == 0xF0:
                low = 0x90  # overlong
            elif lead == 0xF4:
                high = 0x8F  # above U+10FFFF
        else:
            raise JsonError("not UTF-8 text (byte %d)" % pos)
        if pos + size > end or not low <= data[pos + 1] <= high:
            raise JsonError("not UTF-8 text (byte %d)" % pos)
        for k in range(pos + 2, pos + size):
            if not 0x80 <= data[k] <= 0xBF:
                raise JsonError("not UTF-8 text (byte %d)" % pos)
        pos += size


def _what(byte: int) -> str:
    if 0x21 <= byte < 0x7F:
        return "'%s'" % chr(byte)
    return "byte 0x%02x" % byte


class _Reader:
    """Recursive descent over well-formed UTF-8 bytes (indexing bytes is O(1) on both
    runtimes; indexing MicroPython's text is not)."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def fail(self, what: str) -> JsonError:
        return JsonError("%s at byte %d" % (what, self.pos))

    def peek(self) -> int:
        if self.pos >= len(self.data):
            raise self.fail("unexpected end of text")
        return self.data[self.pos]

    def unexpected(self) -> JsonError:
        return self.fail("unexpected %s" % _what(self.peek()))

    def skip_space(self) -> None:
        data = self.data
        while self.pos < len(data) and data[self.pos] in _WHITESPACE:
            self.pos += 1

    def value(self, depth: int) -> object:
        byte = self.peek()
        if byte == 0x7B or byte == 0x5B:  # { [
            if depth >= MAX_DEPTH:
                raise self.fail("more than %d levels of nesting" % MAX_DEPTH)
            return self.object(depth + 1) if byte == 0x7B else self.array(depth + 1)
        if byte == 0x22:
            return self.string()
        if byte == 0x2D or 0x30 <= byte <= 0x39:
            return self.number()
        for word, value in _LITERALS:
            if self.data[self.pos:self.pos + len(word)] == word:
                self.pos += len(word)
                return value
        raise self.unexpected()

    def object(self, depth: int) -> dict:
        self.pos += 1
        found: dict = {}
        self.skip_space()
        if self.peek() == 0x7D:
            self.pos += 1
            return found
        while True:
            if self.peek() != 0x22:
                raise self.unexpected()
            start = self.pos
            key = self.string()
            if key in found:
                self.pos = start
                raise self.fail("a repeated key")
            self.skip_space()
            if self.peek() != 0x3A:
                raise self.unexpected()
            self.pos += 1
            self.skip_space()
            found[key] = self.value(depth)
            if self.closes(0x7D):
                return found

    def array(self, depth: int) -> list:
        self.pos += 1
        items: list = []
        self.skip_space()
        if self.peek() == 0x5D:
            self.pos += 1
            return items
        while True:
            items.append(self.value(depth))
            if self.closes(0x5D):
                return items

    def closes(self, close: int) -> bool:
        """After an item: True past the closing bracket, False past a comma."""
        self.skip_space()
        byte = self.peek()
        if byte != close and byte != 0x2C:
            raise self.unexpected()
        self.pos += 1
        if byte == close:
            return True
        self.skip_space()
        return False

    def number(self) -> "int | Number":
        data = self.data
        start = self.pos
        if data[self.pos] == 0x2D:
            self.pos += 1
        first = self.pos
        while self.pos < len(data) and 0x30 <= data[self.pos] <= 0x39:
            self.pos += 1
        digits = self.pos - first
        if digits == 0:
            raise self.unexpected()
        if digits > 1 and data[first] == 0x30:
            self.pos = first
            raise self.fail("a number with a leading zero")
        whole = True
        if self.pos < len(data) and data[self.pos] == 0x2E:  # .
            whole = False
            self.pos += 1
            self.digits()
        if self.pos < len(data) and data[self.pos] in b"eE":
            whole = False
            self.pos += 1
            if self.pos < len(data) and data[self.pos] in b"+-":
                self.pos += 1
            self.digits()
        text = data[start:self.pos].decode()
        if not whole or digits > MAX_DIGITS:
            return Number(text)
        return int(text)

    def digits(self) -> None:
        data = self.data
        first = self.pos
        while self.pos < len(data) and 0x30 <= data[self.pos] <= 0x39:
            self.pos += 1
        if self.pos == first:
            raise self.unexpected()

    def string(self) -> str:
        data = self.data
        self.pos += 1
        parts: list = []
        quote = -1
        while True:
            # Jump to the next quote or backslash (bytes.find runs at C speed on both
            # runtimes); a UTF-8 continuation byte never equals either. The quote is
            # looked for again only once an escape has passed it.
            if quote < self.pos:
                quote = data.find(b'"', self.pos)
            if quote < 0:
                self.pos = len(data)
                raise self.fail("unexpected end of text")
            slash = data.find(b"\\", self.pos, quote)
            stop = quote if slash < 0 else slash
            segment = data[self.pos:stop]
            if segment and min(segment) < 0x20:
                while data[self.pos] >= 0x20:
                    self.pos += 1
                raise self.fail("a control character (%s) inside a string" % _what(
                    data[self.pos]))
            parts.append(segment.decode())
            self.pos = stop + 1
            if stop == quote:
                return "".join(parts)
            escaped = self.peek()
            if escaped == 0x75:  # \uXXXX
                parts.append(self.unicode_escape())
            elif escaped in _ESCAPES:
                parts.append(_ESCAPES[escaped])
                self.pos += 1
            else:
                raise self.fail("an unknown escape \\%s" % chr(escaped) if 0x21 <= escaped < 0x7F
                                else "an unknown escape")

    def hex4(self) -> int:
        text = self.data[self.pos + 1:self.pos + 5]
        if len(text) != 4 or any(b not in _HEX for b in text):
            raise self.fail("a \\u escape without four hex digits")
        self.pos += 5
        return int(text.decode(), 16)

    def unicode_escape(self) -> str:
        escape = self.pos - 1
        code = self.hex4()
        if 0xD800 <= code <= 0xDBFF and self.data[self.pos:self.pos + 2] == b"\\u":
            self.pos += 1
            low = self.hex4()
            if 0xDC00 <= low <= 0xDFFF:
                return chr(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
        if 0xD800 <= code <= 0xDFFF:
            # Half of a UTF-16 pair: no character, and text that is not UTF-8.
            self.pos = escape
            raise self.fail("a lone surrogate escape \\u%04x" % code)
        return chr(code)
