"""Every field a client sends is checked for its type before anything reads it: any
JSON value (numbers of every shape, ``1e400`` and ``-0.0`` too; strings empty or
huge; null, booleans, lists, objects, values nested 31 deep) put in any field of
any endpoint, or of the socket's hello and requests, is answered 2xx or 4xx,
never with a fault, and a refusal stores nothing: the matches, their logs and
names, the push subscriptions and the seats' arrangements are as they were.

One real `serve` per test and database; each example places one value in one field.
"""

import json
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from indian_rummy.server.sockets import MAX_MESSAGE
from server.clients import LiveSeat
from server.faults import rows
from server.process import UNLIMITED
from server.pushing import Subscriber

pytestmark = pytest.mark.server

EXAMPLES = settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])

NUMBERS = ("0", "-1", "1", "30", "60", "30.0", "1.5", "2.50", "1e400", "-1e-400", "-0.0",
           "1E2", "1" * 60)
SCALARS = (st.sampled_from(NUMBERS) | st.integers().map(str)
           | st.sampled_from(("null", "true", "false", '""', json.dumps("x" * 15000)))
           | st.text(max_size=30).map(json.dumps))


def _object(items: dict) -> str:
    return "{" + ",".join("%s:%s" % (json.dumps(key), value) for key, value in items.items()) + "}"


# JSON texts, each as a client could write it (the numbers as written, not as floats).
VALUES = st.one_of(
    st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3).map(
        lambda items: "[" + ",".join(items) + "]") | st.dictionaries(
        st.text(max_size=8), inner, max_size=3).map(_object), max_leaves=6),
    st.just("[" * 31 + "1" + "]" * 31), st.just('{"a":' * 31 + "1" + "}" * 31))

SUBSCRIPTION = Subscriber("https://fcm.googleapis.com/fcm/send/fields").subscription()
ENDPOINT = json.dumps(SUBSCRIPTION["endpoint"])
P256DH, AUTH = (json.dumps(SUBSCRIPTION["keys"][key]) for key in ("p256dh", "auth"))
KEYS = '{"p256dh": %s, "auth": %s}' % (P256DH, AUTH)

# Each session request and the arguments it reads (the served session's table).
ARGS = (("draw", "source"), ("select", "card"), ("move", "card"), ("move", "cards"),
        ("move", "tray"), ("move", "index"), ("group", "cards"), ("discard", "card"),
        ("declare", "confirm"), ("discard_declare", "card"), ("discard_declare", "confirm"),
        ("auto_drop", "on"), ("review", "deal"), ("new_game", "seed"), ("resume", "match"))
# Where a value goes in a session request: VALUE marks its place.
REQUESTS = ("VALUE", '{"id": VALUE, "type": "view"}', '{"id": 1, "type": VALUE}',
            '{"id": 1, "type": "sort", "args": VALUE}',
            '{"id": 1, "type": "next_deal", "args": VALUE}',
            '{"id": 1, "type": "review", "args": VALUE}') + tuple(
    '{"id": 1, "type": "%s", "args": {"%s": VALUE}}' % pair for pair in ARGS)

# Each field of a push subscription, the others good.
PUSHED = {field: ("POST", "/ID/push", body) for field, body in (
    ("endpoint", '{"endpoint": VALUE, "keys": %s}' % KEYS),
    ("keys", '{"endpoint": %s, "keys": VALUE}' % ENDPOINT),
    ("keys.p256dh", '{"endpoint": %s, "keys": {"p256dh": VALUE, "auth": %s}}' % (ENDPOINT, AUTH)),
    ("keys.auth", '{"endpoint": %s, "keys": {"p256dh": %s, "auth": VALUE}}' % (ENDPOINT, P256DH)),
    ("lang", '{"endpoint": %s, "keys": %s, "lang": VALUE}' % (ENDPOINT, KEYS)),
    ("expirationTime", '{"endpoint": %s, "keys": %s, "expirationTime": VALUE}' % (
        ENDPOINT, KEYS)))}
# (method, path after /api/matches, body) of every endpoint that reads what a client
# sends; ID is the match's.
HTTP = (
    ("POST", "", "VALUE"), ("POST", "", '{"profile": VALUE}'), ("POST", "", '{"format": VALUE}'),
    ("POST", "", '{"seats": VALUE}'), ("POST", "", '{"seats": [VALUE, {}]}'),
    ("POST", "", '{"seats": [{"name": VALUE}, {}]}'),
    ("POST", "", '{"seats": [{}, {"bot": VALUE}]}'), ("POST", "", '{"clock": VALUE}'),
    ("POST", "", '{"clock": {"turn": VALUE}}'), ("POST", "", '{"clock": {"days": VALUE}}'),
    ("POST", "/ID/name", "VALUE"), ("POST", "/ID/name", '{"name": VALUE}'),
    ("POST", "/ID/push", "VALUE")) + tuple(PUSHED.values()) + (
    ("DELETE", "/ID/push", "VALUE"), ("DELETE", "/ID/push", '{"endpoint": VALUE}'),
    ("POST", "/ID/rematch", "VALUE"), ("POST", "/ID/late", "VALUE"),
    ("GET", "/ID/since?seq=", "VALUE"),
) + tuple(("POST", "/ID/requests", body) for body in REQUESTS)

# Where a value goes in a socket's first message.
HELLOS = ("VALUE", '{"type": VALUE, "token": "TOKEN"}', '{"type": "hello", "token": VALUE}')

# What the store holds: a refusal changes none of it.
STORED = ("SELECT (SELECT count(*) FROM matches), (SELECT count(*) FROM actions),"
          " (SELECT seats FROM matches WHERE id = ?), (SELECT count(*) FROM push_subscriptions),"
          " (SELECT max(created_at) FROM push_subscriptions),"
          " (SELECT count(*) FROM arrangements), (SELECT max(at) FROM arrangements)")


@pytest.fixture
def table(servers):
    """A server, and a two-seat Pool 101 match on it (a deal that ends leaves it going)."""
    server = servers(*UNLIMITED)
    created = server.api.create(profile="twine", format="pool101",
                                seats=[{"name": "Asha"}, {"name": "Ravi"}])
    return server, created


def stored(server: object, match_id: str) -> list:
    return rows(server.database, STORED, (match_id,))  # type: ignore[attr-defined]


@given(place=st.sampled_from(HTTP), value=VALUES)
@EXAMPLES
# What was seen: a number where the push subscription has a string was a fault.
@example(place=PUSHED["endpoint"], value="1.5")
@example(place=PUSHED["keys.p256dh"], value="-0.0")
@example(place=PUSHED["keys.auth"], value="1E2")
@example(place=PUSHED["lang"], value="1e400")
def test_any_json_value_in_any_field_is_answered_2xx_or_4xx_and_a_refusal_stores_nothing(
        table, place, value):
    server, created = table
    method, tail, body = place
    match_id, token = created["match"], created["seats"][0]["token"]
    path = "/api/matches" + tail.replace("ID", match_id)
    before = stored(server, match_id)
    if method == "GET":
        status, answer = server.api.call(method, path + quote(value[:1000]), token=token)
    else:
        status, answer = server.api.call(method, path, token=token,
                                         raw=body.replace("VALUE", value).encode())
    assert 200 <= status < 300 or 400 <= status < 500, (status, answer)
    if status >= 400:
        assert stored(server, match_id) == before, answer


def _hello_answer(ws: object) -> "int | str":
    """The code the server closed a new socket with after its first message, or "ready"
    if that was a hello with the seat's token."""
    try:
        while True:
            if json.loads(ws.recv(10)).get("type") == "ready":  # type: ignore[attr-defined]
                return "ready"
    except ConnectionClosed as closed:
        assert closed.rcvd is not None
        return closed.rcvd.code


@given(place=st.sampled_from(HELLOS + REQUESTS), value=VALUES)
@EXAMPLES
def test_any_json_value_in_a_socket_message_is_refused_without_a_fault_or_a_record(
        table, place, value):
    server, created = table
    match_id, token = created["match"], created["seats"][0]["token"]
    text = place.replace("VALUE", value).replace("TOKEN", token)
    before = stored(server, match_id)
    if place in HELLOS:  # a new socket's first message: a refusal closes it
        with connect("%s/api/matches/%s/live" % (server.base.replace("http", "ws", 1),
                                                 match_id)) as ws:
            ws.send(text)
            answer = _hello_answer(ws)
        # Refused (4400, or 4403 for a token of no seat), or too large to read (1009).
        assert answer in (4400, 4403, "ready") or (
            answer == 1009 and len(text.encode()) > MAX_MESSAGE), answer
        assert stored(server, match_id) == before
        return
    seat = LiveSeat(server.base, match_id, token)
    try:
        seat.ws.send(text)
        while True:
            try:
                reply = json.loads(seat.ws.recv(30))
            except ConnectionClosed as closed:  # only for a message too large to read
                assert closed.rcvd is not None and closed.rcvd.code == 1009, closed
                assert len(text.encode()) > MAX_MESSAGE
                return
            if "ok" in reply:
                break
    finally:
        seat.close()
    if not reply["ok"]:
        assert stored(server, match_id) == before, reply
