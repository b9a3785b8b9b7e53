"""The numbers a client writes in an address or a header, read strictly.

``str.isdigit`` is true of digits that ``int`` will not read (a superscript
two) and of a number too long to be anything but an attack, so every count the
server reads from a client passes here: ASCII digits only, a bounded length.

>>> whole_number("12", 6), whole_number("0", 6)
(12, 0)
>>> [whole_number(text, 6) for text in ("\u00b2", "-1", "1e3", "", " 7", "1234567")]
[None, None, None, None, None, None]
"""

DIGITS = "0123456789"


def whole_number(text: "str | None", most_digits: int) -> "int | None":
    """``text`` as a whole number of at most ``most_digits`` ASCII digits, else None."""
    if text is None or not 0 < len(text) <= most_digits:
        return None
    for ch in text:
        if ch not in DIGITS:
            return None
    return int(text)
