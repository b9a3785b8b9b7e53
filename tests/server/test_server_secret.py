"""A served match's deals come from a secret deal key that never leaves the server, on
SQLite and on PostgreSQL: 256 bits from `secrets`, a new one for every match and
rematch, kept in the log so that a restart, a replay and the doctor deal the same
cards, while a match stored before keys replays from its seed."""

import base64
import contextlib
import json
import secrets
import time
import urllib.error
import urllib.request

import pytest
from websockets.sync.client import connect

from coroutines import run
from indian_rummy.engine.chacha import SECRET_DIGITS
from indian_rummy.engine.match import Match
from indian_rummy.server import making
from indian_rummy.server.cache import Cache
from indian_rummy.server.cached import hash_token
from indian_rummy.server.storage import open_store
from server.clients import HttpSeat, draw_and_discard, hand_ids
from server.conftest import Serve
from server.faults import rows
from server.process import UNLIMITED
from server.test_server_doctor import _doctor

pytestmark = pytest.mark.server

PEOPLE = [{"name": "Asha"}, {"name": "Ravi"}]



async def made_matches(database: str, count: int) -> list:
    """``count`` new matches made back to back by the server's own code: the stored
    config of each."""
    store = open_store(database)
    await store.open()
    try:
        makes = making.Making(Cache(store, lambda cached: None, lambda cached: None))
        ids = [(await makes.create("twine", "pool101", PEOPLE))[0] for _ in range(count)]
        return [(await store.load(match_id)).config for match_id in ids]
    finally:
        await store.close()


def stored_secret(database: str, match_id: str) -> "str | None":
    return rows(database, "SELECT secret FROM matches WHERE id = ?", (match_id,))[0][0]


def stored_config(database: str, match_id: str) -> dict:
    async def load() -> dict:
        store = open_store(database)
        await store.open()
        try:
            return (await store.load(match_id)).config
        finally:
            await store.close()

    return run(load())  # type: ignore[return-value]


def dealt_hands(config: dict) -> list:
    """Each seat's first hand (card ids) as the engine deals the stored config."""
    match = Match.load(dict(config, log=[]))
    return [{c.id for c in match.deal.hand_of(s)} for s in range(len(match.seats))]


def fetch(base: str, method: str, path: str, body: object = None,
          token: "str | None" = None) -> tuple:
    """(status, the answer's text exactly as sent)."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method)
    if token is not None:
        request.add_header("Authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


def views(server: Serve, created: dict) -> list:
    """Each seat's view of the match, over HTTP."""
    found = []
    for seat in created["seats"]:
        status, view = server.api.call("GET", "/api/matches/%s/view" % created["match"],
                                       token=seat["token"])
        assert status == 200, view
        found.append(view)
    return found


# -- the key ------------------------------------------------------------------------------------


def test_a_served_deal_key_is_256_bits_from_the_secrets_module(database, monkeypatch):
    given = []
    token_hex = secrets.token_hex

    def recorded(nbytes: int) -> str:
        given.append((nbytes, token_hex(nbytes)))
        return given[-1][1]

    monkeypatch.setattr(secrets, "token_hex", recorded)
    configs = run(made_matches(database, 2))
    assert [config["secret"] for config in configs] == [text for _, text in given]
    for nbytes, text in given:
        assert nbytes * 8 == len(text) * 4 == SECRET_DIGITS * 4 >= 128
        assert int(text, 16) != 0


def test_two_matches_made_in_the_same_millisecond_with_the_same_seed_deal_differently(
        database, monkeypatch):
    # Neither the clock nor the seed chooses a served deal: only the secret key does.
    monkeypatch.setattr(time, "time", lambda: 1_780_000_000.0)
    monkeypatch.setattr(secrets, "randbelow", lambda bound: 41)
    first, second = run(made_matches(database, 2))
    assert first["seed"] == second["seed"] == 42
    assert first["secret"] != second["secret"]
    assert dealt_hands(first) != dealt_hands(second)


def test_a_rematch_gets_a_new_secret_and_deals_from_it(database, launch):
    server = launch(database, *UNLIMITED)
    created = server.api.create(format="deal", seats=PEOPLE)
    tokens = [s["token"] for s in created["seats"]]
    turn = next(k for k, v in enumerate(views(server, created)) if v["phase"] == "draw")
    assert server.api.call("POST", "/api/matches/%s/requests" % created["match"],
                           {"id": 1, "type": "drop", "args": {}}, token=tokens[turn])[0] == 200
    status, made = server.api.call("POST", "/api/matches/%s/rematch" % created["match"],
                                   token=tokens[0])
    assert status == 200
    old, new = stored_secret(database, created["match"]), stored_secret(database, made["match"])
    assert old is not None and new is not None and old != new
    config = stored_config(database, made["match"])
    assert config["secret"] == new
    rematch = dict(created, match=made["match"])
    assert [hand_ids(v) for v in views(server, rematch)] == dealt_hands(config)


# -- replays ------------------------------------------------------------------------------------


def test_the_same_key_and_deal_number_deal_the_same_after_a_restart_and_in_the_doctor(
        database, launch):
    server = launch(database, *UNLIMITED)
    created = server.api.create(format="pool101", seats=PEOPLE)
    tokens = [s["token"] for s in created["seats"]]
    seats = [HttpSeat(server.api, created["match"], token) for token in tokens]

    def on_turn() -> HttpSeat:
        return next(seats[k] for k, v in enumerate(views(server, created)) if v["phase"] in (
            "draw", "discard"))

    # Each draw from the stock logs its card, which only the key's stock replays (three,
    # so that a seed's stock cannot match them all by chance).
    for _ in range(3):
        draw_and_discard(on_turn())
    on_turn().request("drop")
    seats[0].request("next_deal")
    before = [hand_ids(v) for v in views(server, created)]
    assert views(server, created)[0]["deal"] == 2
    server.stop()
    server.start()
    assert [hand_ids(v) for v in views(server, created)] == before
    server.stop()
    found = _doctor(database)
    assert found.returncode == 0 and "1 matches, 1 replay, 0 do not" in found.stdout, found
    # The doctor replays the stored secret: without it the same log does not replay.
    rows(database, "UPDATE matches SET secret = NULL WHERE id = ?", (created["match"],))
    found = _doctor(database)
    assert found.returncode == 1 and "does not replay" in found.stdout, found


def test_a_match_stored_without_a_secret_replays_from_its_seed(database, launch):
    """A match made before deal keys (its ``secret`` is NULL) deals from its seed, as
    it always did: the server and the doctor replay it exactly."""
    old = Match.new("twine", "pool101", PEOPLE, 12345).config()
    tokens = ["old-seat-token-0", "old-seat-token-1"]

    async def store_it() -> None:
        store = open_store(database)
        await store.open()
        await store.create_match("OldMatch", dict(old, clock=None),
                                 [hash_token(t) for t in tokens])
        await store.close()

    run(store_it())
    assert stored_secret(database, "OldMatch") is None
    server = launch(database, *UNLIMITED)
    created = {"match": "OldMatch", "seats": [{"token": t} for t in tokens]}
    assert [hand_ids(v) for v in views(server, created)] == dealt_hands(old)
    server.stop()
    found = _doctor(database)
    assert found.returncode == 0 and "1 matches, 1 replay" in found.stdout, found


# -- nothing carries it -------------------------------------------------------------------------


class Recorder:
    """A client of one server that keeps the text of every answer it gets."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.texts: list = []

    def call(self, method: str, path: str, body: object = None, token: "str | None" = None,
             refused: bool = False) -> dict:
        status, text = fetch(self.base, method, path, body, token)
        assert (status >= 400) == refused, (path, body, status, text)
        self.texts.append(text)
        return json.loads(text)

    def act(self, created: dict, kind: str, refused: bool = False, **args: object) -> dict:
        """The request of the seat whose turn it is."""
        path = "/api/matches/%s" % created["match"]
        tokens = [s["token"] for s in created["seats"]]
        seat = next(k for k, token in enumerate(tokens) if self.call(
            "GET", path + "/view", token=token)["phase"] in ("draw", "discard"))
        return self.call("POST", path + "/requests", {"id": 1, "type": kind, "args": args},
                         token=tokens[seat], refused=refused)

    def listen(self, stack: contextlib.ExitStack, created: dict) -> list:
        """A socket open on each seat of the match."""
        url = "%s/api/matches/%s/live" % (self.base.replace("http", "ws", 1), created["match"])
        sockets = [stack.enter_context(connect(url)) for _ in created["seats"]]
        for ws, seat in zip(sockets, created["seats"]):
            ws.send(json.dumps({"type": "hello", "token": seat["token"]}))
        return sockets

    def heard(self, sockets: list) -> None:
        """Keep every message the sockets got, once they fall quiet for a second."""
        for ws in sockets:
            try:
                while True:
                    self.texts.append(ws.recv(1))
            except TimeoutError:
                pass


def spellings(secret: str, seed: int) -> list:
    """The ways a payload could carry the key or the seed."""
    key = bytes.fromhex(secret)
    return [secret, secret.upper(), secret[:16], base64.b64encode(key).decode(),
            base64.urlsafe_b64encode(key).decode().rstrip("="), str(int(secret, 16)),
            str(seed), '"secret"']


def test_no_payload_carries_the_secret_or_the_seed(database, launch):
    """Every answer and every socket message of two matches: moves, arranging, a
    refused hint, reviews, the summary, the news since, a rename, a rematch."""
    server = launch(database, *UNLIMITED)
    client = Recorder(server.base)
    pool = client.call("POST", "/api/matches", {"format": "pool101", "seats": PEOPLE})
    path = "/api/matches/%s" % pool["match"]
    tokens = [s["token"] for s in pool["seats"]]
    with contextlib.ExitStack() as stack:
        sockets = client.listen(stack, pool)
        drawn = client.act(pool, "draw", source="stock")["result"]["drawn"]
        client.act(pool, "sort")
        client.act(pool, "hint", refused=True)  # none in partner play; the refusal has a view
        client.act(pool, "arrange")
        client.act(pool, "discard", card=drawn)
        client.act(pool, "drop")
        for token in tokens:
            client.call("POST", path + "/requests", {"id": 2, "type": "review",
                                                     "args": {"deal": 1}}, token=token)
            client.call("GET", path, token=token)
            client.call("GET", path + "/since?seq=0", token=token)
        client.call("POST", path + "/name", {"name": "Asha Rao"}, token=tokens[0])
        client.call("POST", path + "/requests", {"id": 3, "type": "next_deal", "args": {}},
                    token=tokens[1])
        client.heard(sockets)
    one = client.call("POST", "/api/matches", {"format": "deal", "seats": PEOPLE})
    client.act(one, "drop")
    rematch = client.call("POST", "/api/matches/%s/rematch" % one["match"],
                          token=one["seats"][0]["token"])["match"]
    client.call("GET", "/api/matches/%s/view" % rematch, token=one["seats"][0]["token"])

    assert len(client.texts) > 40 and sum(1 for t in client.texts if '"event"' in t) > 5
    for made in (pool["match"], one["match"], rematch):
        config = stored_config(database, made)
        for spelling in spellings(config["secret"], config["seed"]):
            assert not [t for t in client.texts if spelling in t], spelling
