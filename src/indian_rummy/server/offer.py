"""What partner play offers, and nothing else: the tables, the formats, the seats and
the names a new match may have.

The page offers a twine table (one deal or Pool 101) for two people, each named or
not. The API accepts exactly that and refuses the rest with a sentence, so a match
can never be made that nobody can play (two bot seats wait for a bot's move for
ever on a server that plays no bot).

Names are cleaned before the engine sees them: Unicode NFC, every space made a
plain one and runs of them one, and no control, format or bidirectional-override
character (a name with U+202E could make the other seat's name read backwards
in every sentence that quotes it). The joiners that some scripts and emoji need
(U+200C, U+200D) stay. A name has 1 to 24 characters once cleaned.

>>> clean_name("  Asha\\u202e\\u00a0 K ")
'Asha K'
>>> clean_name("Ame\\u0301lie") == "Am\\u00e9lie"
True
"""

import unicodedata

from ..engine.deal import IllegalAction
from ..engine.match import MAX_NAME

PROFILES = ("twine",)
FORMATS = ("deal", "pool101")
SEATS = 2
KEYS = ("profile", "format", "seats")
DEFAULT_PROFILE = "twine"
DEFAULT_FORMAT = "pool101"

_JOINERS = ("\u200c", "\u200d")
_DROPPED = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def _refuse(message: str) -> IllegalAction:
    return IllegalAction("bad_request", message)


def clean_name(value: object) -> str:
    """The name as stored, or IllegalAction("bad_request") saying what is wrong."""
    if not isinstance(value, str):
        raise _refuse("a name has 1 to %d characters" % MAX_NAME)
    kept = []
    for ch in unicodedata.normalize("NFC", value):
        category = unicodedata.category(ch)
        if category == "Zs" or ch in "\t\n\r":
            kept.append(" ")
        elif category not in _DROPPED or ch in _JOINERS:
            kept.append(ch)
    name = " ".join(word for word in "".join(kept).split(" ") if word)
    if not name or len(name) > MAX_NAME:
        raise _refuse("a name has 1 to %d characters" % MAX_NAME)
    return name


def new_match(spec: object) -> tuple:
    """(profile, format, seats) of a new partner match from the request's JSON object,
    defaults filled in; IllegalAction("bad_request") with a sentence otherwise."""
    if not isinstance(spec, dict):
        raise _refuse("a new match is a JSON object")
    for key in spec:
        if key not in KEYS:
            raise _refuse("a new match has no %s setting (only %s)" % (
                _quoted(key), ", ".join(KEYS)))
    profile = spec.get("profile", DEFAULT_PROFILE)
    if profile not in PROFILES:
        raise _refuse("partner play is at the %s table, not %s" % (
            " or ".join(PROFILES), _quoted(profile)))
    match_format = spec.get("format", DEFAULT_FORMAT)
    if match_format not in FORMATS:
        raise _refuse("a partner match plays %s, not %s" % (
            " or ".join(FORMATS), _quoted(match_format)))
    seats = spec.get("seats")
    if seats is None:
        seats = [{} for _ in range(SEATS)]
    if not isinstance(seats, list) or len(seats) != SEATS:
        raise _refuse("a partner match has %d seats, each {\"name\": ...} or {}" % SEATS)
    cleaned = []
    for k, seat in enumerate(seats):
        if not isinstance(seat, dict) or any(key != "name" for key in seat):
            raise _refuse("seat %d is a person: {\"name\": ...} or {} (every seat of a "
                          "partner match is a person's)" % (k + 1))
        if seat.get("name") is not None:  # {"name": null}, like {}, leaves it unnamed
            try:
                name = clean_name(seat["name"])
            except IllegalAction as error:
                raise _refuse("seat %d: %s" % (k + 1, error.message))
        else:
            name = "Player %d" % (k + 1)
        cleaned.append({"name": name})
    return profile, match_format, cleaned


def _quoted(value: object) -> str:
    text = repr(value) if not isinstance(value, str) else '"%s"' % value
    return text if len(text) <= 40 else text[:37] + "..."
