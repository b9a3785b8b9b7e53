"""What the server says, and what it reads of a request before the session does.

The served session answers each seat for itself and never reveals the seed; its
replies, views and events are the canonical JSON text, written by CPython's encoder
where that gives the same bytes. A request's ``id`` (for the server's own error
replies) and ``type`` (to send a slow request to a worker thread) are read by the
same strict reader the session uses.
"""

import json

from ..engine.canon import dumps
from ..engine.match import Match
from ..protocol.session import REQUESTS, Session
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


def is_slow(text: str) -> bool:
    """Whether the request is one the protocol's table marks slow (a deal's review
    replays it with the coach): answered on a worker thread, so the other matches' moves
    never wait. Text that does not parse is not: the session refuses it at once.

    >>> is_slow('{"id": 3, "type": "review", "args": {"deal": 1}}')
    True
    >>> is_slow('{"id": 4, "type": "view", "args": {"note": "review"}}')
    False
    >>> is_slow('{"type": "review"')
    False
    """
    kind = _request_field(text, "type")
    return isinstance(kind, str) and kind in REQUESTS and REQUESTS[kind].slow


class ServedSession(Session):
    """The session for the server: answers each seat, never reveals the seed."""

    def __init__(self, match: Match) -> None:
        Session.__init__(self, match, local=False)

    def encode(self, reply: dict) -> str:
        return encode_json(reply)
