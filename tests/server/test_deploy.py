"""The deployment of docs/deploy.md, started as deploy/ ships it: Debian's Caddy running
deploy/Caddyfile (HTTPS from Caddy's own CA) in front of two `indian-rummy serve`
processes with the options of deploy/indian-rummy@.service, on a PostgreSQL database
made by deploy/postgresql.sql. Friends play a table through it (live moves, a reload, a
push), the servers believe Caddy alone about who a client is, their own bounds on
connections (uvicorn's protocols, extended in server/connections.py) hold for whoever
reaches them directly, and one of them killed mid-deal loses no move.

Each test's clients come from addresses of their own (127.0.0.0/8 is all this machine),
and a server lets one address make one match an hour: how a test sees which address a
server took a request for."""

import json
import os
import ssl
import subprocess
import sys
import urllib.request

import pytest
from websockets.exceptions import ConnectionClosed

from server.clients import HttpSeat, LiveSeat, draw_and_discard, hand_ids
from server.faults import stored_moves
from server.pg import TempPostgres
from server.process import SRC, ServeProcess
from server.pushing import PushService, Subscriber
from server.shipped import CADDY, DEPLOY, Caddy, Client, unit_options
from server.test_server_connections import dial, read_until_closed

pytestmark = [pytest.mark.server, pytest.mark.slow]

CONTACT = "mailto:tables@example.org"
# The test's own settings beside the unit's (and its push service): one new match per
# address an hour; a body deadline short enough to wait for; a cap on one address's
# connections that a few sockets pass.
TEST_OPTIONS = ("--matches-per-hour", "1", "--body-deadline", "2",
                "--connections-per-address", "3", "--push-contact", CONTACT)


class Deployment:
    """The pieces started, and what a player does through them."""

    def __init__(self, postgres: TempPostgres, serves: list, caddy: Caddy,
                 push: PushService) -> None:
        self.postgres = postgres
        self.database = postgres.url("rummy")  # the superuser's, to read the log as stored
        self.serves = serves
        self.caddy = caddy
        self.push = push

    def create(self, client: Client) -> dict:
        status, created = client.call("POST", "/api/matches",
                                      {"seats": [{"name": "Asha"}, {"name": "Ravi"}]})
        assert status == 201, created
        return created

    def live(self, created: dict, seat: int, source: str) -> LiveSeat:
        """A seat's page opening its socket through Caddy, as a browser does (wss, its
        Origin the site's)."""
        # TLS 1.2: this client reads its socket on a thread of its own while the test
        # writes on another, and over TLS 1.3 (whose session tickets come after the
        # handshake) about one connection in forty then never got its opening handshake
        # across; websockets' asyncio client, on one thread, never missed. The HTTP
        # calls speak TLS 1.3.
        return LiveSeat(self.caddy.base, created["match"], created["seats"][seat]["token"],
                        ssl=self.caddy.context(ssl.TLSVersion.TLSv1_2),
                        origin=self.caddy.base, source_address=(source, 0), proxy=None)


def superuser(postgres: TempPostgres, program: str, *args: str, input: bytes = b"") -> bytes:
    """Run one of PostgreSQL's programs as its superuser (docs/deploy.md runs them as
    `sudo -u postgres`); what it wrote."""
    return subprocess.run(
        [os.path.join(str(postgres.bin), program), "-h", "127.0.0.1",
         "-p", str(postgres.port), "-U", "postgres", *args],
        input=input, check=True, capture_output=True).stdout


def as_rummy(postgres: TempPostgres, database: str) -> str:
    """The URL of ``database`` for the user the servers log in as."""
    return "postgresql://rummy@127.0.0.1:%d/%s" % (postgres.port, database)


@pytest.fixture(scope="module")
def deployment(postgres, site_dir, tmp_path_factory):
    if not os.access(CADDY, os.X_OK):
        missing = "Caddy is not installed: `make setup` installs Debian's caddy"
        if os.environ.get("CI", "").strip().lower() in ("1", "true", "yes"):
            pytest.fail(missing, pytrace=False)
        pytest.skip(missing)
    folder = tmp_path_factory.mktemp("deploy")
    superuser(postgres, "psql", "-q", "-v", "ON_ERROR_STOP=1",
              input=(DEPLOY / "postgresql.sql").read_bytes())
    push = PushService()
    serves = []
    caddy = None
    try:
        for n in range(2):
            serve = ServeProcess(as_rummy(postgres, "rummy"), site_dir,
                                 folder / ("serve-%d.log" % n))
            serve.extra = (*unit_options(serve.port, site_dir), *TEST_OPTIONS,
                           "--push-service", push.origin)
            serves.append(serve.start())
        caddy = Caddy(folder, ["127.0.0.1:%d" % s.port for s in serves]).start()
        yield Deployment(postgres, serves, caddy, push)
    finally:
        if caddy is not None:
            caddy.stop()
        for serve in serves:
            serve.stop()
        push.close()


def await_turn(seat: LiveSeat) -> None:
    """Wait, as the page does, for the update that makes it the seat's turn (a move made
    on the other process reaches this one's copy of the match by its notification)."""
    while not seat.latest["controls"]["draw_stock"]:
        seat.next_of("update")


def open_sockets(serve: ServeProcess) -> float:
    """The sockets one process holds, from its counters (read on its own port)."""
    with urllib.request.urlopen(serve.base + "/metrics", timeout=10) as reply:
        lines = reply.read().decode().splitlines()
    (line,) = [line for line in lines if line.startswith("rummy_open_sockets ")]
    return float(line.split()[1])


def test_friends_play_through_caddy_over_https_live_with_a_reload_and_a_push(deployment):
    """Asha and Ravi at a friends' table, every request and socket through Caddy over
    HTTPS: Ravi's push subscription, their moves reaching each other live, the "your
    turn" push, and Ravi's reload resuming his seat."""
    players = deployment.caddy.client("127.0.0.2")
    created = deployment.create(players)
    match, tokens = created["match"], [s["token"] for s in created["seats"]]
    # Ravi's page asks to be told when it is his turn: over HTTPS, through Caddy.
    browser = Subscriber(deployment.push.endpoint("ravi"))
    status, body = players.call("POST", "/api/matches/%s/push" % match,
                                browser.subscription(), token=tokens[1])
    assert status == 201, body
    asha = deployment.live(created, 0, "127.0.0.2")
    ravi = deployment.live(created, 1, "127.0.0.2")
    drawn = asha.request("draw", source="stock")["result"]["drawn"]
    assert ravi.next_of("update")["view"]["seats"][0]["count"] == 14
    assert asha.request("discard", card=drawn)["ok"]
    assert ravi.next_of("update")["view"]["discard_top"]["id"] == drawn
    # The push, signed with the key every process shares (asked for through Caddy).
    status, key = players.call("GET", "/api/push/key")
    assert status == 200, key
    message = browser.read(deployment.push.wait_for("ravi")[0], key["key"], CONTACT)
    assert (message["match"], message["seq"], message["title"]) == (match, 2, "Your turn")
    # Ravi reloads his page: a new socket, through Caddy, resumes where he was.
    before = ravi.latest
    ravi.close()
    ravi = deployment.live(created, 1, "127.0.0.2")
    assert hand_ids(ravi.latest) == hand_ids(before)
    await_turn(ravi)
    thrown = draw_and_discard(ravi)["result"]["discard_top"]
    await_turn(asha)
    assert asha.latest["discard_top"] == thrown
    asha.close()
    ravi.close()


def test_the_servers_take_a_clients_address_from_caddy_and_from_no_one_else(deployment):
    """A client that forges X-Forwarded-For through Caddy is still its own address (Caddy
    sets the header); clients behind Caddy are told apart (the servers believe Caddy);
    the header sent straight to a server by anyone else is not believed."""
    def make(client: Client, forged: "str | None" = None) -> int:
        status: int = client.call("POST", "/api/matches", {}, headers=(
            {"X-Forwarded-For": forged} if forged else None))[0]
        return status

    # One address may make one match on each of the two processes, whatever it forges.
    forger = deployment.caddy.client("127.0.0.3")
    made = [make(forger, "203.0.113.%d" % n) for n in (1, 2, 3)]
    assert made[0] == 201 and 429 in made and set(made) == {201, 429}, made
    # Three clients behind Caddy: three addresses, a match each.
    assert [make(deployment.caddy.client("127.0.0.%d" % n))
            for n in (4, 5, 6)] == [201, 201, 201]
    direct = Client(deployment.serves[0].port, "127.0.0.7")
    assert [make(direct, "203.0.113.%d" % n) for n in (4, 5)] == [201, 429]
    # The counters are not for the internet.
    assert deployment.caddy.client().call("GET", "/metrics")[0] == 404


# A new match asked for with a body of which one byte of a hundred comes.
SLOW_BODY = (b"POST /api/matches HTTP/1.1\r\nHost: 127.0.0.1\r\n"
             b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{")


def test_a_server_bounds_the_connections_of_a_client_that_reaches_it_directly(deployment):
    """The bounds of server/connections.py, on uvicorn's protocols (pinned): a body that
    never arrives in full is answered 408; a fourth connection of one address, 429; but
    Caddy, whose connections carry everyone's, is not capped."""
    serve = deployment.serves[1]
    with dial(serve, "127.0.0.8") as slow:
        slow.sendall(SLOW_BODY)
        said = read_until_closed(slow)
    assert said.startswith(b"HTTP/1.1 408 ") and b'"request_timeout"' in said, said
    held = [dial(serve, "127.0.0.9") for _ in range(3)]
    try:
        with dial(serve, "127.0.0.9") as extra:
            extra.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            said = read_until_closed(extra)
        assert said.startswith(b"HTTP/1.1 429 "), said
        assert b'"too_many_connections"' in said, said
    finally:
        for connection in held:
            connection.close()
    # Eight sockets through Caddy: one process holds four or more of its connections.
    created = deployment.create(deployment.caddy.client("127.0.0.13"))
    seats = [deployment.live(created, n % 2, "127.0.0.13") for n in range(8)]
    for seat in seats:
        seat.close()


def test_caddy_cuts_a_body_that_never_arrives_in_full_and_no_live_socket(deployment):
    """A request whose body never arrives in full is closed by Caddy (its read_body), which
    passes a request on only once its body is in; a socket open since before that request
    began outlives it and still plays."""
    created = deployment.create(deployment.caddy.client("127.0.0.11"))
    seat = deployment.live(created, 0, "127.0.0.11")
    with deployment.caddy.connect("127.0.0.12") as slow:
        slow.sendall(SLOW_BODY)
        said = read_until_closed(slow, 30)
    assert not said.startswith(b"HTTP/1.1 201 "), said
    assert seat.view()["controls"]["draw_stock"]
    seat.close()


def test_a_process_killed_mid_deal_loses_no_move_and_the_table_plays_on(deployment):
    """kill -9 of a process holding a seat's socket: the page reconnects through Caddy to
    the other process, the deal goes on, and the log holds every move in order."""
    players = deployment.caddy.client("127.0.0.10")
    created = deployment.create(players)
    seats = [deployment.live(created, n, "127.0.0.10") for n in (0, 1)]
    moves: list = []

    def turn(seat: LiveSeat) -> None:
        await_turn(seat)
        reply = seat.request("draw", source="stock")
        assert reply["ok"], reply
        moves.append(("draw", None))
        card = reply["result"]["drawn"]
        assert seat.request("discard", card=card)["ok"]
        moves.append(("discard", card))

    for n in range(4):
        turn(seats[n % 2])
    victim = [s for s in deployment.serves if open_sockets(s) > 0][0]
    victim.kill()
    cut = 0
    for n, seat in enumerate(seats):
        before = seat.latest
        try:
            seat.view()
        except ConnectionClosed:  # its socket was on the killed process
            cut += 1
            seats[n] = deployment.live(created, n, "127.0.0.10")
            assert hand_ids(seats[n].latest) == hand_ids(before)
    assert cut >= 1
    for n in range(4):
        turn(seats[n % 2])
    status, summary = players.call("GET", "/api/matches/%s" % created["match"],
                                   token=created["seats"][0]["token"])
    assert (status, summary["status"], summary["seq"]) == (200, "playing", len(moves))
    assert stored_moves(deployment.database, created["match"]) == moves
    for seat in seats:
        seat.close()
    victim.start()  # the deployment whole again for whatever runs next


def test_a_nightly_dump_restores_to_a_database_where_every_match_replays(deployment, tmp_path):
    """docs/deploy.md's backup, while play goes on (pg_dump -Fc), restored as it says
    (pg_restore --clean --if-exists) beside the live one: the doctor replays every match,
    and the played one's log is there move for move."""
    players = deployment.caddy.client("127.0.0.14")
    created = deployment.create(players)
    for seat in (0, 1):
        draw_and_discard(HttpSeat(players, created["match"], created["seats"][seat]["token"]))
    dump = tmp_path / "rummy.dump"
    dump.write_bytes(superuser(deployment.postgres, "pg_dump", "-Fc", "rummy"))
    superuser(deployment.postgres, "psql", "-q", "-c",
              "CREATE DATABASE restored OWNER rummy")
    superuser(deployment.postgres, "pg_restore", "--clean", "--if-exists", "-d", "restored",
              str(dump))
    doctor = subprocess.run(
        [sys.executable, "-m", "indian_rummy", "doctor", "--json", "--database",
         as_rummy(deployment.postgres, "restored")],
        env=dict(os.environ, PYTHONPATH=SRC), capture_output=True, text=True, timeout=120)
    assert doctor.returncode == 0, doctor.stdout + doctor.stderr
    summary = json.loads(doctor.stdout.splitlines()[-1])
    kept = superuser(deployment.postgres, "psql", "-tAc", "SELECT count(*) FROM matches",
                     "rummy")
    assert (summary["matches"], summary["broken"]) == (int(kept), 0), summary
    restored = deployment.postgres.url("restored")
    assert stored_moves(restored, created["match"]) == stored_moves(
        deployment.database, created["match"]) != []
