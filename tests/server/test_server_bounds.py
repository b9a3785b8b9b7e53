"""What bounds a stranger, and how the server starts and stops, against a real `serve` on
both databases: matches per address, sockets per seat and per address, pings, the
open-files limit, retention, trusted proxies, SIGTERM, health and metrics."""

import base64
import json
import os
import signal
import socket
import threading
import time

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from indian_rummy.locales import render
from indian_rummy.server.storage import MIGRATIONS
from server.clients import LiveSeat
from server.faults import Http, Player, rows, stored_moves
from server.process import UNLIMITED
from waiting import wait_for

pytestmark = pytest.mark.server


def _closed_with(live: LiveSeat, timeout: float = 5.0) -> int:
    """The code the server closed the socket with (events before it are skipped)."""
    with pytest.raises(ConnectionClosed) as closed:
        deadline = time.monotonic() + timeout
        while True:
            live.ws.recv(max(0.1, deadline - time.monotonic()))
    assert closed.value.rcvd is not None
    return closed.value.rcvd.code


def test_an_address_makes_at_most_its_matches_per_hour(servers):
    server = servers("--rate", "0", "--matches-per-hour", "3")
    statuses = [server.api.call("POST", "/api/matches", {})[0] for _ in range(4)]
    assert statuses == [201, 201, 201, 429]
    status, body = Http(server.base).call("POST", "/api/matches", {})
    assert status == 429 and body["error"]["code"] == "rate_limited"
    assert "as many matches" in render(body["error"]["message"])
    # A bad request costs no match: it is refused before the count.
    assert server.api.call("POST", "/api/matches", {"profile": "chess"})[0] == 400


def test_a_seat_holds_at_most_its_sockets_and_the_oldest_is_closed(servers):
    server = servers(*UNLIMITED, "--sockets-per-seat", "2")
    created = server.api.create()
    token = created["seats"][0]["token"]
    first, second = (LiveSeat(server.base, created["match"], token) for _ in range(2))
    third = LiveSeat(server.base, created["match"], token)
    assert _closed_with(first) == 4429
    assert second.view()["phase"] == "draw" and third.view()["phase"] == "draw"
    # The other seat has sockets of its own.
    partner = LiveSeat(server.base, created["match"], created["seats"][1]["token"])
    assert partner.view()["phase"] == "waiting"
    for live in (second, third, partner):
        live.close()


def test_an_address_holds_at_most_its_sockets_and_the_oldest_is_closed(servers):
    server = servers(*UNLIMITED, "--sockets-per-address", "3")
    one, two = server.api.create(), server.api.create()
    oldest = LiveSeat(server.base, one["match"], one["seats"][0]["token"])
    others = [LiveSeat(server.base, one["match"], one["seats"][1]["token"]),
              LiveSeat(server.base, two["match"], two["seats"][0]["token"]),
              LiveSeat(server.base, two["match"], two["seats"][1]["token"])]
    assert _closed_with(oldest) == 4429
    assert all(live.view()["hand_count"] == 13 for live in others)
    for live in others:
        live.close()


def _raw_socket(base: str, match_id: str, token: str) -> socket.socket:
    """A client that says hello and then never reads again (so never answers a ping):
    a phone whose network went away without a word."""
    host, port = base.split("//")[1].split(":")
    sock = socket.create_connection((host, int(port)))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(("GET /api/matches/%s/live HTTP/1.1\r\nHost: %s:%s\r\nUpgrade: websocket\r\n"
                  "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13"
                  "\r\n\r\n" % (match_id, host, port, key)).encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += sock.recv(1)
    assert head.startswith(b"HTTP/1.1 101"), head
    payload = json.dumps({"type": "hello", "token": token}).encode()
    mask = os.urandom(4)
    sock.sendall(bytes([0x81, 0x80 | len(payload)]) + mask +
                 bytes(b ^ mask[k % 4] for k, b in enumerate(payload)))
    return sock


def test_a_socket_that_stops_answering_pings_is_closed_and_shown_away(servers):
    server = servers(*UNLIMITED, "--ping-interval", "0.5")
    created = server.api.create()
    watcher = LiveSeat(server.base, created["match"], created["seats"][0]["token"])
    silent = _raw_socket(server.base, created["match"], created["seats"][1]["token"])
    seen = []
    deadline = time.monotonic() + 8
    while time.monotonic() < deadline and seen[-1:] != [[True, False]]:
        event = watcher.next_event(8)
        if event["event"] == "presence":
            seen.append(event["online"])
    assert [True, True] in seen and seen[-1] == [True, False], seen
    silent.settimeout(5)
    data = b""
    while True:  # the pings it never answered, then the end of the connection
        chunk = silent.recv(65536)
        if not chunk:
            break
        data += chunk
    silent.close()
    assert watcher.view()["phase"] == "draw"  # an answering socket stays
    watcher.close()


def test_presence_changes_are_pushed_once_for_many_sockets(servers):
    server = servers(*UNLIMITED)
    created = server.api.create()
    watcher = LiveSeat(server.base, created["match"], created["seats"][0]["token"])
    token = created["seats"][1]["token"]
    seen: list = []

    def told(online: list) -> None:
        """The watcher's presence events, up to one saying ``online``."""
        while seen[-1:] != [online]:
            event = watcher.next_event(8)
            if event["event"] == "presence":
                seen.append(event["online"])

    many = [LiveSeat(server.base, created["match"], token) for _ in range(4)]
    told([True, True])
    for live in many:
        live.close()
    told([True, False])
    # Eight changes (four opened, four closed) make at most a push for each burst.
    assert len(seen) <= 4, seen
    watcher.close()


def test_the_open_files_limit_is_raised_and_sockets_past_it_get_a_clear_503(database, launch):
    """Started with a soft limit below the hard one, the server raises it; with sockets up
    to what the files allow, a new one is refused with 503 and HTTP still answers."""
    server = launch(database, *UNLIMITED, "--sockets-per-address", "1000",
                    open_files=(100, 192))
    with open("/proc/%d/limits" % server.process.pid) as limits:
        line = [row for row in limits if row.startswith("Max open files")][0]
    assert line.split()[3:5] == ["192", "192"]
    # 192 files: 128 connections, 96 of them for sockets (see serve's RESERVED_FILES).
    created = [server.api.create() for _ in range(12)]
    url = "%s/api/matches/%%s/live" % server.base.replace("http", "ws", 1)
    held = []
    for made in created:
        for seat in made["seats"]:
            for _ in range(4):
                ws = connect(url % made["match"], legacy=True)
                ws.send(json.dumps({"type": "hello", "token": seat["token"]}))
                held.append(ws)
    assert len(held) == 96
    with pytest.raises(InvalidStatus) as refused:
        connect(url % created[0]["match"])
    assert refused.value.response.status_code == 503
    assert Http(server.base).call("GET", "/api/health")[0] == 200
    for ws in held:
        ws.close()


def test_a_match_unused_for_the_retention_period_is_deleted_with_its_log(database, launch):
    server = launch(database, *UNLIMITED)
    old, fresh = server.api.create(), server.api.create()
    reply = Http(server.base).call("POST", "/api/matches/%s/requests" % old["match"], {
        "id": 1, "type": "draw", "args": {"source": "stock"}}, old["seats"][0]["token"])
    assert reply[0] == 200
    server.stop()
    month_ago = time.time() - 31 * 86400
    rows(database, "UPDATE matches SET updated_at = ? WHERE id = ?", (month_ago, old["match"]))
    again = launch(database, *UNLIMITED, "--retention-days", "30")
    wait_for(lambda: Http(again.base).call("GET", "/api/matches/%s/view" % old["match"],
                                           token=old["seats"][0]["token"])[0] == 404,
             "the unused match to go", 10)
    assert Http(again.base).call("GET", "/api/matches/%s/view" % fresh["match"],
                                 token=fresh["seats"][0]["token"])[0] == 200
    for cached in ("actions", "match_seats"):
        assert rows(database, "SELECT COUNT(*) FROM %s WHERE match_id = ?" % cached,
                    (old["match"],)) == [(0,)]
    assert "expired matches count=1 unused_days=30" in again.output()


def test_forwarded_addresses_count_only_from_a_trusted_proxy(servers):
    def make(server: object, forwarded_for: str, proto: str = "http") -> tuple:
        return server.api.call("POST", "/api/matches", {}, headers={  # type: ignore
            "X-Forwarded-For": forwarded_for, "X-Forwarded-Proto": proto})

    plain = servers("--matches-per-hour", "2")  # trusts no proxy: the header is anyone's
    assert [make(plain, "198.51.100.%d" % k)[0] for k in range(3)] == [201, 201, 429]
    trusting = servers("--matches-per-hour", "2", "--forwarded-allow-ips", "127.0.0.1")
    assert [make(trusting, "198.51.100.%d" % k)[0] for k in range(3)] == [201, 201, 201]
    assert [make(trusting, "203.0.113.9")[0] for _ in range(3)] == [201, 201, 429]
    status, created = make(trusting, "192.0.2.1", "https")
    assert status == 201 and created["seats"][0]["link"].startswith("https://")


def test_sigterm_closes_sockets_with_1012_and_keeps_every_acknowledged_move(database, launch):
    server = launch(database, *UNLIMITED)
    watched, played = server.api.create(), server.api.create()
    live = LiveSeat(server.base, watched["match"], watched["seats"][0]["token"])
    stop = threading.Event()
    player = Player(server.base, played, stop)
    player.start()
    wait_for(lambda: len(player.acked) > 10, "moves under way")
    server.process.send_signal(signal.SIGTERM)
    assert _closed_with(live) == 1012  # "service restart": the page reconnects at once
    # A clean stop; uvicorn then ends the process with the signal it was sent.
    assert server.process.wait(30) in (0, -signal.SIGTERM)
    stop.set()
    player.join(30)
    server.start()
    stored = stored_moves(database, played["match"])
    assert stored[:len(player.acked)] == player.acked
    assert len(stored) <= len(player.acked) + 1


def test_health_and_metrics_say_what_the_server_is_doing(database, launch):
    server = launch(database, *UNLIMITED)
    status, health = Http(server.base).call("GET", "/api/health")
    assert status == 200 and health["ok"] and health["schema"] == MIGRATIONS[-1][0]
    created = server.api.create()
    live = LiveSeat(server.base, created["match"], created["seats"][0]["token"])
    reply = live.request("draw", source="stock")
    assert reply["ok"]
    assert live.request("discard", card=reply["result"]["drawn"])["ok"]
    import urllib.request
    with urllib.request.urlopen(server.base + "/metrics") as response:
        assert response.headers["Content-Type"].startswith("text/plain")
        text = response.read().decode()
    values = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            name, value = line.rsplit(" ", 1)
            values[name] = float(value)
    assert values["rummy_appends_total"] == 2
    assert values["rummy_append_batches_total"] >= 1
    assert values["rummy_append_seconds_count"] == 2
    assert values["rummy_open_sockets"] == 1
    assert values["rummy_database_up"] == 1
    assert values["rummy_matches_created_total"] == 1
    assert values['rummy_http_requests_total{route="/api/matches",status="201"}'] == 1
    assert values["rummy_socket_messages_total"] == 2
    assert created["match"] not in text  # labels name routes, never a match
    live.close()
