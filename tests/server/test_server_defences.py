"""Every defence of the partner server, against a real `serve` on both databases."""

import json
import socket

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from indian_rummy import site
from indian_rummy.locales import render
from server.clients import HttpSeat, LiveSeat

pytestmark = pytest.mark.server

# The refusal is a message, which each page renders in its own language.
FORBIDDEN = {"error": {"code": "forbidden", "message": {"id": "server-forbidden", "args": {}}}}


@pytest.fixture
def server(servers):
    return servers()


@pytest.fixture
def created(server):
    return server.api.create(seats=[{"name": "Asha"}, {"name": "Kiran"}])


def seq(server, created) -> int:
    status, summary = server.api.call("GET", "/api/matches/%s" % created["match"],
                                      token=created["seats"][0]["token"])
    assert status == 200
    return summary["seq"]


@pytest.mark.parametrize("method,tail", [("GET", ""), ("GET", "/view"), ("POST", "/requests")])
def test_a_missing_or_wrong_token_gets_the_same_403(server, created, method, tail):
    path = "/api/matches/%s%s" % (created["match"], tail)
    body = {"id": 1, "type": "draw", "args": {"source": "stock"}}
    token = created["seats"][0]["token"]
    for wrong in (None, "", token[:-1], token + "x", created["seats"][1]["token"][::-1]):
        assert server.api.call(method, path, body, token=wrong) == (403, FORBIDDEN)
    assert server.api.call(method, path, body, headers={"Authorization": "Basic " + token}) == (
        403, FORBIDDEN)
    assert seq(server, created) == 0


def test_an_unknown_match_is_404(server, created):
    token = created["seats"][0]["token"]
    for tail in ("", "/view"):
        status, body = server.api.call("GET", "/api/matches/nope%s" % tail, token=token)
        assert status == 404 and body["error"]["code"] == "not_found"
    status, body = server.api.call("GET", "/api/nothing-here")
    assert status == 404 and body["error"]["code"] == "not_found"
    status, body = server.api.call("PUT", "/api/matches/%s/view" % created["match"],
                                   token=token)
    assert status in (404, 405) and render(body["error"]["message"])


@pytest.mark.parametrize("raw,status,code", [
    (b"{not json", 400, "bad_request"),
    (b"[1, 2]", 400, "bad_request"),
    (b'{"id": 1, "type": "fly"}', 400, "bad_request"),
    (b'{"id": 1, "type": "draw", "args": [1]}', 400, "bad_request"),
    (b'{"id": 1, "type": "draw", "args": {"source": "moon"}}', 400, "bad_request"),
    (b'{"id": 1, "type": "discard", "args": {"card": 999}}', 409, "no_card"),
    (b'{"id": 1, "type": "new_game", "args": {"seed": 5}}', 400, "bad_request"),
    (b'{"id": 1, "type": "bot_turn"}', 409, "wrong_phase"),
    (b"\xff\xfe", 400, "bad_request"),
])
def test_a_bad_request_is_a_clear_json_error_and_changes_nothing(server, created, raw, status,
                                                                  code):
    path = "/api/matches/%s/requests" % created["match"]
    before = server.api.call("GET", "/api/matches/%s/view" % created["match"],
                             token=created["seats"][0]["token"])
    got, body = server.api.call("POST", path, raw=raw, token=created["seats"][0]["token"])
    assert got == status and body["error"]["code"] == code
    assert render(body["error"]["message"])[:1].isupper()
    assert seq(server, created) == 0
    assert server.api.call("GET", "/api/matches/%s/view" % created["match"],
                           token=created["seats"][0]["token"]) == before


def test_a_move_out_of_turn_is_refused_with_the_fresh_view(server, created):
    kiran = HttpSeat(server.api, created["match"], created["seats"][1]["token"])
    reply = kiran.api.call("POST", kiran.path + "/requests",
                           {"id": 4, "type": "draw", "args": {"source": "stock"}},
                           token=kiran.token)
    assert reply[0] == 409 and reply[1]["error"]["code"] == "not_your_turn"
    assert render(reply[1]["result"]["status"]) == "ASHA'S TURN"
    assert seq(server, created) == 0


@pytest.mark.parametrize("spec,words", [
    ({"profile": "chess"}, "chess"),
    ({"format": "pool999"}, "pool999"),
    ({"seats": [{"bot": "mira"}, {"name": "A"}]}, "not a bot"),
    ({"seats": [{"name": "A"}]}, "2"),
    ({"colour": "red"}, "colour"),
    ([1], "JSON object"),
])
def test_a_bad_new_match_is_refused_clearly(server, spec, words):
    status, body = server.api.call("POST", "/api/matches", spec)
    assert status == 400 and body["error"]["code"] == "bad_request"
    assert words in render(body["error"]["message"])


def test_a_seat_without_a_name_is_named_by_its_number(server):
    created = server.api.create(seats=[{"name": None}, {}])
    status, summary = server.api.call("GET", "/api/matches/%s" % created["match"],
                                      token=created["seats"][0]["token"])
    assert [s["name"] for s in summary["seats"]] == ["Player 1", "Player 2"]


@pytest.mark.parametrize("spec,words", [
    ({"seats": ["mira", "kiran"]}, "seat 1 is a person"),
    ({"seats": ["kiran", {"name": "A"}]}, "seat 1 is a person"),
    ({"seats": [{"name": "A"}, None]}, "seat 2 is a person"),
    ({"seats": [{"name": "A"}, {"name": "B", "bot": "mira"}]}, "seat 2 is a person"),
    ({"seats": [{"name": "A"}, {"bot": "deep"}]}, "seat 2: there is no bot called"),
    ({"profile": "practice"}, "twine or classic table"),
    ({"profile": "classic", "seats": [{}] * 7}, "2 to 6 seats"),
    ({"format": "pool201"}, "deal or pool101"),
    ({"seats": [{}, {}, {}]}, "2 seats"),
    ({"seats": {"name": "A"}}, "seats must be a JSON array or null"),
    ({"clock": {"turn": 45}}, "a clock is"),
    ({"clock": {"days": 15}}, "1 to 14 days a turn"),
    ({"clock": {"days": 2, "turn": 30}}, "a clock is"),
    ({"seats": [{"name": "\u202e"}, {}]}, "seat 1: a name has 1 to 24 characters"),
])
def test_a_new_match_is_only_what_partner_play_offers(server, spec, words):
    """The twine table for two or the classic one for two to six, its maker in the first
    seat, every other seat a person or a bot the server knows, a clock it offers."""
    status, body = server.api.call("POST", "/api/matches", spec)
    assert status == 400 and body["error"]["code"] == "bad_request", body
    said = render(body["error"]["message"])
    assert words.lower() in said.lower() and said[:1].isupper() and said.endswith(".")


def test_bodies_and_socket_messages_over_16_kib_are_refused(server, created):
    big = json.dumps({"id": 1, "type": "view", "args": {"pad": "x" * 17000}}).encode()
    status, body = server.api.call("POST", "/api/matches/%s/requests" % created["match"],
                                   raw=big, token=created["seats"][0]["token"])
    assert status == 413 and body["error"]["code"] == "too_large"
    live = LiveSeat(server.base, created["match"], created["seats"][0]["token"])
    live.ws.send(big.decode())
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            live.ws.recv(10)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    assert seq(server, created) == 0


def test_a_socket_from_another_origin_is_refused(server, created):
    url = "%s/api/matches/%s/live" % (server.base.replace("http", "ws", 1), created["match"])
    with pytest.raises(InvalidStatus) as refused:
        with connect(url, origin="https://evil.example"):
            pass
    assert refused.value.response.status_code == 403
    with connect(url, origin=server.base) as ws:  # the page's own origin is welcome
        ws.send(json.dumps({"type": "hello", "token": created["seats"][1]["token"]}))
        assert json.loads(ws.recv(10))["type"] == "ready"


# First messages, and the error and close code each gets.
BAD_HELLOS = [
    ({"type": "hello", "token": "wrong"}, "forbidden", 4403),
    ({"type": "hello"}, "forbidden", 4403),
    ({"type": "hello", "token": 7}, "bad_request", 4400),
    ('{"type": "hello", "token": "\ud800"}'.encode("utf-8", "surrogatepass"), "bad_request",
     4400),
    ('{"type": "hello", "token": "\\ud800"}', "bad_request", 4400),
    ({"type": "hello", "token": "é" * 22}, "forbidden", 4403),
    ({"type": "view"}, "bad_request", 4400),
    ("not json", "bad_request", 4400),
    ("[" * 1001, "bad_request", 4400),
    ("[" * 16000, "bad_request", 4400),
    ('{"type": "hello", "token": "x"}' + " " * 100, "forbidden", 4403),
    (b"\xff\xfe\x00", "bad_request", 4400),
    (b'{"type": "hello"}', "bad_request", 4400),  # a binary frame: the protocol has none
]


def test_a_socket_without_a_good_hello_is_closed(server, created):
    """Whatever the first message holds (deep nesting, lone surrogates, bytes that are not
    UTF-8), the answer is a clean error and a close code, never a traceback."""
    url = "%s/api/matches/%s/live" % (server.base.replace("http", "ws", 1), created["match"])
    for hello, code, close in BAD_HELLOS:
        with connect(url) as ws:
            ws.send(hello if isinstance(hello, (str, bytes)) else json.dumps(
                hello, ensure_ascii=False))
            assert json.loads(ws.recv(10))["error"]["code"] == code, hello
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv(10)
            assert closed.value.rcvd.code == close, hello
    assert "Traceback" not in server.output() and " ERROR " not in server.output()


# Messages after a good hello: each gets a bad_request reply, and the socket stays.
BAD_MESSAGES = [
    "[" * 1001, "[" * 16000, '{"id": 3, "type": "view", "args": {"x": "\\ud800"}}',
    '{"id": "\ud800"}'.encode("utf-8", "surrogatepass"), b"\xff\xfe", b"\x00" * 100, "",
    "null", '{"id": 1e999}', "{" * 40,
    b'{"id": 5, "type": "view"}',  # a good request, but in a binary frame
]


def test_a_good_hello_in_a_binary_frame_is_refused_as_the_docs_say(server, created):
    url = "%s/api/matches/%s/live" % (server.base.replace("http", "ws", 1), created["match"])
    hello = json.dumps({"type": "hello", "token": created["seats"][0]["token"]})
    with connect(url) as ws:
        ws.send(hello.encode("utf-8"))
        assert json.loads(ws.recv(10))["error"]["code"] == "bad_request"
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(10)
        assert closed.value.rcvd.code == 4400
    with connect(url) as ws:  # the same hello as text opens the seat
        ws.send(hello)
        assert json.loads(ws.recv(10))["type"] == "ready"


def test_any_message_after_the_hello_gets_an_error_reply_and_the_socket_stays(server, created):
    live = LiveSeat(server.base, created["match"], created["seats"][0]["token"])
    for message in BAD_MESSAGES:
        live.ws.send(message)
        reply = json.loads(live.ws.recv(10))
        while reply.get("type") == "event":
            reply = json.loads(live.ws.recv(10))
        assert reply["ok"] is False and reply["error"]["code"] == "bad_request", (message, reply)
    assert live.view()["phase"] == "draw"  # the socket is still open and answering
    live.close()
    assert "Traceback" not in server.output() and " ERROR " not in server.output()
    assert seq(server, created) == 0


def test_a_socket_on_an_unknown_match_is_closed(server, created):
    url = "%s/api/matches/nope/live" % server.base.replace("http", "ws", 1)
    with connect(url) as ws:
        ws.send(json.dumps({"type": "hello", "token": created["seats"][0]["token"]}))
        assert json.loads(ws.recv(10))["error"]["code"] == "not_found"
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(10)
        assert closed.value.rcvd.code == 4404


def test_a_socket_sending_too_fast_is_slowed_down(server, created):
    live = LiveSeat(server.base, created["match"], created["seats"][0]["token"])
    for k in range(40):  # a burst of 30 is allowed at 10 per second
        live.ws.send(json.dumps({"id": k, "type": "view"}))
    replies = []
    while len(replies) < 40:
        message = json.loads(live.ws.recv(10))
        if "id" in message:
            replies.append(message)
    limited = [r for r in replies if not r["ok"]]
    assert 5 <= len(limited) <= 10
    assert {r["error"]["code"] for r in limited} == {"rate_limited"}
    live.close()


def test_an_address_sending_too_fast_is_slowed_down(servers):
    server = servers("--rate", "2")  # a burst of 6, then 2 a second
    statuses = [server.api.call("POST", "/api/matches", {})[0] for _ in range(12)]
    assert statuses[:6] == [201] * 6 and 429 in statuses[6:]
    status, body = server.api.call("GET", "/api/matches/x/view")
    assert status == 429 and body["error"]["code"] == "rate_limited"


def test_every_response_carries_the_security_headers(server, created):
    import urllib.request
    for path in ("/", "/index.html", "/worker.js", "/api/health", "/app.js"):
        with urllib.request.urlopen(server.base + path) as response:
            csp = response.headers["Content-Security-Policy"]
            if path == "/app.js":  # a module the page loads: the page's policy covers it
                assert csp is None
            else:
                assert csp == site.CONTENT_SECURITY_POLICY
            assert response.headers["X-Content-Type-Options"] == "nosniff"
            assert response.headers["Referrer-Policy"] == "no-referrer"
            if path.startswith("/api/"):
                assert response.headers["Cache-Control"] == "no-store"


def test_tokens_travel_only_in_link_fragments(server, created):
    for seat in created["seats"]:
        base, fragment = seat["link"].split("#")
        assert base == server.base + "/" and seat["token"] not in base
        assert fragment == "match=%s&token=%s" % (created["match"], seat["token"])
        assert len(seat["token"]) == 22  # 128 bits, URL-safe base 64


# Match ids no match can have: a NUL (which PostgreSQL refuses in text), too long, not
# URL-safe base 64. Each is "no such match" before any database is asked.
NO_MATCH_IDS = ["%00", "a%00b", "x" * 65, "%C3%A9", "a.b"]
SEAT_ROUTES = [("GET", ""), ("GET", "/view"), ("GET", "/since?seq=0"), ("POST", "/requests"),
               ("POST", "/name"), ("POST", "/rematch"), ("POST", "/late"), ("POST", "/push"),
               ("DELETE", "/push")]


def test_a_match_id_that_no_match_can_have_is_404_on_every_route(server, created):
    token = created["seats"][0]["token"]
    for match_id in NO_MATCH_IDS:
        for method, tail in SEAT_ROUTES:
            status, body = server.api.call(method, "/api/matches/%s%s" % (match_id, tail),
                                           {"name": "Asha"}, token=token)
            assert (status, body["error"]["code"]) == (404, "not_found"), (match_id, tail)
        url = "%s/api/matches/%s/live" % (server.base.replace("http", "ws", 1), match_id)
        with connect(url) as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            assert json.loads(ws.recv(10))["error"]["code"] == "not_found"
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv(10)
            assert closed.value.rcvd.code == 4404
    assert "Traceback" not in server.output() and " ERROR " not in server.output()


def test_a_socket_whose_origin_is_no_address_is_refused(server, created):
    url = "%s/api/matches/%s/live" % (server.base.replace("http", "ws", 1), created["match"])
    for origin in ("http://[", "http://[::1", "\u00e9"):
        with pytest.raises(InvalidStatus) as refused:
            with connect(url, origin=origin):  # type: ignore[arg-type]
                pass
        assert refused.value.response.status_code == 403, origin
    assert "Traceback" not in server.output() and " ERROR " not in server.output()


def test_a_push_endpoint_that_is_not_printable_ascii_is_refused(server, created):
    path = "/api/matches/%s/push" % created["match"]
    token = created["seats"][0]["token"]
    for endpoint in ("https://fcm.googleapis.com/fcm/send/a\u0000b",
                     "https://fcm.googleapis.com/fcm/send/a\u00e9", "x" * 1001):
        subscription = {"endpoint": endpoint, "keys": {"p256dh": "A" * 87, "auth": "A" * 22}}
        status, body = server.api.call("POST", path, subscription, token=token)
        assert status == 400 and "endpoint" in render(body["error"]["message"]), endpoint
        status, body = server.api.call("DELETE", path, {"endpoint": endpoint}, token=token)
        assert status == 400 and body["error"]["code"] == "bad_request", endpoint
    assert "Traceback" not in server.output() and " ERROR " not in server.output()


@pytest.mark.parametrize("length", [
    "\u00b2".encode(), b"+2", b"-1", b"1e3", b"0x2", b"9" * 5000, b"99999999999", b"2, 3"])
def test_an_odd_content_length_is_a_4xx(server, length):
    request = (b"POST /api/matches HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
               b"Content-Length: %s\r\n\r\n{}" % length)
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(request)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    status = int(answer.split(b" ", 2)[1])
    assert status in (400, 413), answer
    assert "Traceback" not in server.output() and " ERROR " not in server.output()
