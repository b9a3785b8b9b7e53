"""Connections bounded in time and in number (server/connections.py), against a real
`serve` over real sockets.

The connections live below the app and the database, so these tests run on SQLite
only. A second client address is 127.0.0.2: Linux's loopback answers any 127.x
source address.
"""

import json
import socket
import time

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from indian_rummy.locales import render
from indian_rummy.tools import cli
from server.clients import LiveSeat
from server.process import UNLIMITED

pytestmark = pytest.mark.server

HEALTH = b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n"
OTHER_ADDRESS = "127.0.0.2"


@pytest.fixture
def serve(launch, tmp_path):
    """Start `serve` on a SQLite file with these options."""
    return lambda *extra: launch("sqlite:///%s" % (tmp_path / "matches.sqlite3"), *UNLIMITED,
                                 *extra)


def dial(server, source: str = "127.0.0.1") -> socket.socket:
    """A TCP connection to ``server`` from ``source``."""
    return socket.create_connection(("127.0.0.1", server.port), timeout=10,
                                    source_address=(source, 0))


def read_until_closed(sock: socket.socket, limit: float = 10.0) -> bytes:
    """Everything the server sends until it closes the connection (or ``limit`` s)."""
    sock.settimeout(limit)
    data = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            return data
        data += chunk


def read_answer(sock: socket.socket) -> tuple:
    """One whole answer (status, headers, body); the connection stays open."""
    data = b""
    while b"\r\n\r\n" not in data:
        data += sock.recv(65536) or b"!closed"
        assert not data.endswith(b"!closed"), data
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.lower().split(": ", 1) for line in lines[1:])
    while len(body) < int(headers["content-length"]):
        body += sock.recv(65536)
    return int(lines[0].split()[1]), headers, body


def parse(data: bytes) -> tuple:
    """(status, headers, JSON body) of the one answer in ``data``."""
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    return (int(lines[0].split()[1]),
            dict(line.lower().split(": ", 1) for line in lines[1:]), json.loads(body))


def health_from(server, source: str) -> tuple:
    """(status, seconds) of GET /api/health over a new connection from ``source``."""
    started = time.perf_counter()
    with dial(server, source) as sock:
        sock.sendall(HEALTH)
        status = read_answer(sock)[0]
    return status, time.perf_counter() - started


def answers_again(server, source: str = "127.0.0.1", within: float = 5.0) -> bool:
    """Whether a new connection from ``source`` gets health's 200 within ``within`` s."""
    stop = time.monotonic() + within
    while time.monotonic() < stop:
        if health_from(server, source)[0] == 200:
            return True
        time.sleep(0.05)
    return False


def no_errors(server) -> bool:
    time.sleep(0.3)  # whatever the server logs of what just happened, it has logged
    output = server.output()
    return " ERROR " not in output and "Traceback" not in output


def test_an_idle_connection_is_closed_after_the_header_deadline(serve):
    server = serve("--header-deadline", "1")
    started = time.monotonic()  # before the server took the connection
    with dial(server) as idle:
        assert read_until_closed(idle) == b""  # nothing of a request came: no answer
        assert time.monotonic() - started > 0.8  # not before the deadline
    assert health_from(server, "127.0.0.1")[0] == 200


@pytest.mark.parametrize("earlier", [0, 1], ids=["first request", "keep-alive request"])
def test_a_header_sent_a_byte_at_a_time_gets_408_at_the_deadline(serve, earlier):
    """The deadline is not restarted by each byte, on a connection's first request or on
    a later one kept alive."""
    server = serve("--header-deadline", "1.5")
    head = b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 100
    started = time.monotonic()  # before the request's deadline began
    with dial(server) as slow:
        for _ in range(earlier):
            slow.sendall(HEALTH)
            assert read_answer(slow)[0] == 200
        slow.settimeout(0.1)
        answer = b""
        sent = 0
        for byte in head:
            try:
                answer = slow.recv(65536)
            except TimeoutError:
                slow.sendall(bytes([byte]))
                sent += 1
                continue
            break
        answer += read_until_closed(slow)
        assert time.monotonic() - started > 1.3  # not before the deadline
        assert sent < len(head)  # while bytes were still coming: no byte restarted it
    status, headers, body = parse(answer)
    assert status == 408 and headers["connection"] == "close"
    assert body["error"]["code"] == "request_timeout"
    assert "headers did not arrive within 1.5 s." in render(body["error"]["message"])
    assert no_errors(server)


def test_a_body_shorter_than_its_content_length_gets_408_and_the_connection_closes(serve):
    server = serve("--body-deadline", "1")
    started = time.monotonic()  # before the server read the headers
    with dial(server) as short:
        short.sendall(b"POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                      b"\r\nContent-Length: 100\r\n\r\n{\"seats\": ")
        answer = read_until_closed(short)
        assert time.monotonic() - started > 0.8  # not before the deadline
    status, headers, body = parse(answer)
    assert status == 408 and headers["connection"] == "close"
    assert body["error"]["code"] == "request_timeout"
    assert "body did not arrive in full within 1 s." in render(body["error"]["message"])
    assert health_from(server, "127.0.0.1")[0] == 200
    assert no_errors(server)


def test_a_client_leaving_in_the_middle_of_its_body_is_no_error(serve):
    server = serve()
    with dial(server) as leaving:
        leaving.sendall(b"POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
        time.sleep(0.3)  # the app is reading the body when the client goes
    assert health_from(server, "127.0.0.1")[0] == 200
    assert no_errors(server)


def test_an_address_past_its_cap_is_refused_with_429_while_health_answers_others(serve):
    server = serve("--connections-per-address", "4", "--header-deadline", "60")
    held = [dial(server) for _ in range(4)]
    with dial(server) as refused:
        refused.sendall(HEALTH)
        status, headers, body = parse(read_until_closed(refused))
    assert status == 429 and headers["retry-after"] == "5"
    assert body["error"]["code"] == "too_many_connections"
    assert "4 connections open" in render(body["error"]["message"])
    for _ in range(5):  # another address is served at once while this one holds its cap
        status, seconds = health_from(server, OTHER_ADDRESS)
        assert status == 200 and seconds < 0.1, seconds
    held.pop().close()
    assert answers_again(server)  # a connection closed is counted down
    for sock in held:
        sock.close()
    assert no_errors(server)


def test_idle_connections_from_one_address_cannot_lock_out_health(launch, tmp_path):
    """The audit's case: 300 open files, 260 connections that send nothing. The address
    holds its 128 and the rest, refused, are closed within half a second; health then
    answers everyone else at once while the 128 are held, and they are closed at the
    header deadline."""
    server = launch("sqlite:///%s" % (tmp_path / "matches.sqlite3"), "--header-deadline", "4",
                    open_files=(300, 300))
    idle = [dial(server) for _ in range(260)]
    assert answers_again(server, OTHER_ADDRESS, within=2)
    for _ in range(5):
        status, seconds = health_from(server, OTHER_ADDRESS)
        assert status == 200 and seconds < 0.1, seconds
    assert answers_again(server, within=6)  # the silent ones are gone
    for sock in idle:
        sock.close()


def test_a_socket_counts_against_its_address_cap_until_it_closes(serve):
    server = serve("--connections-per-address", "3", "--header-deadline", "60")
    created = server.api.create()
    live = LiveSeat(server.base, created["match"], created["seats"][0]["token"])
    held = [dial(server) for _ in range(2)]
    with dial(server) as refused:
        refused.sendall(HEALTH)
        assert parse(read_until_closed(refused))[0] == 429
    url = "%s/api/matches/%s/live" % (server.base.replace("http", "ws", 1), created["match"])
    with pytest.raises(InvalidStatus) as socket_refused:
        connect(url)
    assert socket_refused.value.response.status_code == 429
    live.close()
    assert answers_again(server)  # the socket's connection is counted down on closing
    for sock in held:
        sock.close()


def test_a_trusted_proxys_connections_are_not_capped_but_others_are(serve):
    """A proxy's connections carry all its clients: only the limits per forwarded address
    can tell them apart, so its own address is not capped."""
    server = serve("--forwarded-allow-ips", "127.0.0.1", "--connections-per-address", "2",
                   "--header-deadline", "60")
    held = [dial(server) for _ in range(5)]
    assert health_from(server, "127.0.0.1")[0] == 200
    held += [dial(server, OTHER_ADDRESS) for _ in range(2)]
    with dial(server, OTHER_ADDRESS) as refused:
        refused.sendall(HEALTH)
        assert parse(read_until_closed(refused))[0] == 429
    for sock in held:
        sock.close()


@pytest.mark.parametrize("option,value,words", [
    ("--header-deadline", "0", "header deadline is more than 0"),
    ("--body-deadline", "-1", "body deadline is more than 0"),
    ("--body-deadline", "nan", "body deadline is more than 0"),
    ("--header-deadline", "86400", "at most 3600 seconds"),
    ("--connections-per-address", "0", "connections per address is at least 1"),
])
def test_a_bad_deadline_or_cap_is_refused_before_serving(capsys, option, value, words):
    assert cli.main(["serve", option, value]) == cli.EXIT_BAD_INPUT
    assert words in capsys.readouterr().err
