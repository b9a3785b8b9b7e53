"""What the server says, and what it reads of a request before the session does.

The served session answers each seat for itself and never reveals the seed; its
replies, views and events are the canonical JSON text, written by CPython's encoder
where that gives the same bytes. A request's ``id`` (for the server's own error
replies) and ``type`` (a review goes to the kept reviews, an arrangement is kept, a
move meets the deal's bound) are read by the same strict reader the session uses.
"""

import json

from ..engine.canon import dumps
from ..engine.match import Match
from ..protocol.requests import REQUESTS, Request
from ..protocol.table import TableSession
from ..protocol.wire import JsonError, read_json


def encode_json(value: object) -> str:
    """The same text as the session's canonical encoder, several times faster. The rare
    value CPython's encoder would write differently (a number kept as its text, a lone
    surrogate that canon escapes) goes to canon itself."""
    try:
        text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        text.encode("utf-8")  # raises on a lone surrogate
    except (TypeError, UnicodeEncodeError):
        return dumps(value)
    return text


def _request_field(text: str, field: str) -> object:
    try:
        value = read_json(text)
    except JsonError:
        return None
    return value.get(field) if isinstance(value, dict) else None


def request_id(text: str) -> "int | None":
    """The ``id`` of a request's text, read by the strict reader (None if it has none)."""
    found = _request_field(text, "id")
    return found if isinstance(found, int) and not isinstance(found, bool) else None


def requested(text: str) -> "Request | None":
    """The protocol's entry (REQUESTS) for the ``type`` of a request's text, read by the
    strict reader: what the server must know of a request before the session answers
    it (whether it only arranges, whether it is slow). None if it names none: the
    session refuses it at once.

    >>> requested('{"id": 3, "type": "review", "args": {"deal": 1}}').slow
    True
    >>> requested('{"id": 4, "type": "view", "args": {"note": "review"}}').name
    'view'
    >>> requested('{"type": "review"') is None
    True
    """
    kind = _request_field(text, "type")
    return REQUESTS.get(kind) if isinstance(kind, str) else None


def takes_gzip(accepted: "str | None") -> bool:
    """Whether a request's ``Accept-Encoding`` takes gzip (named, or as ``*``, with a
    quality above 0).

    >>> takes_gzip("gzip, deflate, br"), takes_gzip("br;q=1, GZip;q=0.5"), takes_gzip(None)
    (True, True, False)
    >>> takes_gzip("gzip;q=0, *"), takes_gzip("identity"), takes_gzip("*;q=0, gzip")
    (False, False, True)
    """
    qualities = {}
    for coding in (accepted or "").lower().split(","):
        name, _, params = coding.partition(";")
        quality = params.replace(" ", "").partition("q=")[2]
        try:
            qualities[name.strip()] = float(quality) if quality else 1.0
        except ValueError:
            qualities[name.strip()] = 0.0
    return qualities.get("gzip", qualities.get("*", 0.0)) > 0


class ServedSession(TableSession):
    """The session for the server: answers each seat, never reveals the seed, logs no
    seat's arrangement of its trays (the server keeps it: arranged.py), and answers a
    review with the one the server has kept (reviews.py)."""

    def __init__(self, match: Match) -> None:
        TableSession.__init__(self, match)
        match.keep_trays_private()
        # For one request: what stands for each kept review the server found, by (the
        # deal asked for, seat).
        self.kept_reviews: dict = {}

    def review(self, seat: int, number: object) -> dict:
        kept: dict | None = self.kept_reviews.pop((number, seat), None)
        if kept is not None:
            return kept
        return TableSession.review(self, seat, number)

    def encode(self, reply: dict) -> str:
        return encode_json(reply)
