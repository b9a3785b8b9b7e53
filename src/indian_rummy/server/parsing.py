"""The numbers and names a client writes in an address or a header, read strictly.

``str.isdigit`` is true of digits that ``int`` will not read (a superscript
two) and of a number too long to be anything but an attack, so every count the
server reads from a client passes here: ASCII digits only, a bounded length.
A match's id in a path is checked before any database sees it (PostgreSQL
refuses a NUL in text with an error of its own).

>>> whole_number("12", 6), whole_number("0", 6)
(12, 0)
>>> [whole_number(text, 6) for text in ("\u00b2", "-1", "1e3", "", " 7", "1234567")]
[None, None, None, None, None, None]
>>> [is_match_id(text) for text in ("XWTZQOl5kI7SYsQ4", "nope", "a\\x00", "a" * 65, "é")]
[True, True, False, False, False]
"""

DIGITS = "0123456789"
# A match's id is URL-safe base 64 (secrets.token_urlsafe), 16 characters when made.
ID_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" + DIGITS + "-_")
MOST_ID = 64


def whole_number(text: "str | None", most_digits: int) -> "int | None":
    """``text`` as a whole number of at most ``most_digits`` ASCII digits, else None."""
    if text is None or not 0 < len(text) <= most_digits:
        return None
    for ch in text:
        if ch not in DIGITS:
            return None
    return int(text)


def is_match_id(text: str) -> bool:
    """Whether ``text`` could be a match's id (one that cannot is no match: 404)."""
    return 0 < len(text) <= MOST_ID and ID_CHARACTERS.issuperset(text)
