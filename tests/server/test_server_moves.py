"""The server's own moves (a bot's turn, a live clock's timeout) belong to the log,
not to a process: each append stores when the next one falls due, any live process
plays an overdue one once, and one address may start only so many bots' seats."""

import asyncio
import json
import re
import secrets
import time
import urllib.error
import urllib.request

import pytest

from indian_rummy.bots import new_match
from indian_rummy.locales import render
from indian_rummy.server.cached import NO_TOKEN, hash_token
from indian_rummy.server.storage import CLOCK_SEAT
from server.clients import HttpSeat, LiveSeat, draw_and_discard
from server.faults import rows
from server.process import UNLIMITED
from server.test_storage import config, opened, run
from waiting import wait_for

pytestmark = pytest.mark.server

FAR = 10.0 ** 10  # seconds since the epoch: a due time that never comes in a test


def due_of(database: str, match_id: str) -> "float | None":
    return rows(database, "SELECT due_at FROM matches WHERE id = ?", (match_id,))[0][0]


def seats_of(database: str, match_id: str) -> list:
    """The seat each record of the match's log was stored under, in order."""
    return [r[0] for r in rows(database, "SELECT seat FROM actions WHERE match_id = ? "
                               "ORDER BY seq", (match_id,))]


def bot_turns_played(database: str, match_id: "str | None" = None) -> list:
    """Per match with any (or that one), how many turns Kiran's seat 1 played: appends
    to its log, each with one time stamp (a turn is a draw and a throw, or a drop)."""
    where, values = ("AND match_id = ?", (match_id,)) if match_id else ("", ())
    return [r[0] for r in rows(database, "SELECT COUNT(DISTINCT at) FROM actions WHERE "
                               "seat = 1 %s GROUP BY match_id" % where, values)]


async def made(store: object, count: int, due: float) -> list:
    """``count`` people-only matches, each with one record appended and due at ``due``
    plus its number; their ids, in that order."""
    ids = ["m%04d" % k for k in range(count)]
    for match_id in ids:
        await store.create_match(match_id, config(), ["h0", "h1"])  # type: ignore[attr-defined]
    await asyncio.gather(*[store.append(match_id, 0, [{"n": 1, "action": "draw"}],  # type: ignore[attr-defined]
                                        "playing", due + k) for k, match_id in enumerate(ids)])
    return ids


# -- the log keeps the due time -------------------------------------------------------------


def test_each_append_stores_when_the_servers_next_move_falls_due(database):
    async def go() -> None:
        store = await opened(database)
        ids = await made(store, 4, 100.0)
        assert [due_of(database, m) for m in ids] == [100.0, 101.0, 102.0, 103.0]
        # One batch, some with a move due and some without.
        await asyncio.gather(*[store.append(m, 1, [{"n": 2, "action": "discard"}],  # type: ignore[attr-defined]
                                            "playing", None if k % 2 else 500.0 + k)
                               for k, m in enumerate(ids)])
        assert [due_of(database, m) for m in ids] == [500.0, None, 502.0, None]
        await store.close()  # type: ignore[attr-defined]

    run(go())


def test_an_overdue_move_is_claimed_once_and_its_claim_ends_only_if_no_append_came(database):
    async def go() -> None:
        store = await opened(database)
        first, second, later, never = await made(store, 4, 100.0)
        await store.append(later, 1, [{"n": 2, "action": "x"}], "playing", FAR)
        await store.append(never, 1, [{"n": 2, "action": "x"}], "playing", None)
        # Due by 101.5: the two earliest, earliest first, as many as asked for.
        assert await store.claim_due(101.5, 1000.0, 1) == [first]
        assert await store.claim_due(101.5, 1000.0, 10) == [second]
        assert await store.claim_due(101.5, 2000.0, 10) == []  # claimed: due at 1000 now
        assert due_of(database, first) == 1000.0
        # The claim ends with the due time the claimant found...
        assert await store.set_due(first, 150.0, 1000.0)
        assert due_of(database, first) == 150.0
        assert not await store.set_due(first, 160.0, 1000.0)
        # ...unless an append (another process's move) came meanwhile: it stands.
        await store.append(second, 1, [{"n": 2, "action": "x"}], "playing", 300.0)
        assert not await store.set_due(second, None, 1000.0)
        assert due_of(database, second) == 300.0
        # A new match's first due time is written only where none is.
        assert not await store.set_due(later, 5.0, None)
        assert await store.set_due(never, 5.0, None)
        assert due_of(database, never) == 5.0
        assert not await store.set_due("missing", 5.0, None)
        await store.close()

    run(go())


def test_two_stores_sweeping_at_once_claim_each_overdue_match_once(database):
    async def sweep(store: object, until: float) -> list:
        claimed: list = []
        while True:
            found = await store.claim_due(FAR / 2, until, 7)  # type: ignore[attr-defined]
            if not found:
                return claimed
            claimed += found

    async def go() -> None:
        one, two = await opened(database), await opened(database)
        ids = await made(one, 60, 100.0)
        first, second = await asyncio.gather(sweep(one, FAR), sweep(two, FAR + 1))
        assert sorted(first + second) == ids and not set(first) & set(second)
        await one.close()
        await two.close()

    run(go())


def test_a_new_live_match_is_due_at_its_first_deadline_and_one_without_a_live_clock_never(
        servers, database):
    server = servers(*UNLIMITED)
    before = time.time()
    live = server.api.create(clock={"turn": 30})["match"]
    after = time.time()
    assert before + 90 <= due_of(database, live) <= after + 90  # 30 s, and the reserve's 60
    for spec in ({}, {"clock": {"days": 2}}, {"seats": [{"name": "Asha"}, {"bot": "kiran"}]}):
        assert due_of(database, server.api.create(**spec)["match"]) is None  # a person's turn


# -- any live process plays an overdue move, once -------------------------------------------


def twine_with_kiran(api: object) -> tuple:
    """A new one-deal match, a person against Kiran: (its id, the person's token)."""
    created = api.create(profile="twine", format="deal",  # type: ignore[attr-defined]
                         seats=[{"name": "Asha"}, {"bot": "kiran"}])
    return created["match"], created["seats"][0]["token"]


def test_a_bot_turn_made_overdue_on_a_killed_process_is_played_once_on_another(
        postgres, launch):
    database = postgres.new_database()
    one = launch(database, *UNLIMITED, "--bot-pace", "1")
    two = launch(database, *UNLIMITED, "--bot-pace", "1")
    matches = [twine_with_kiran(one.api) for _ in range(5)]
    # Process two holds every match, with the person's socket open on it.
    sockets = [LiveSeat(two.base, match_id, token) for match_id, token in matches]
    for match_id, token in matches:  # the person plays on process one...
        draw_and_discard(HttpSeat(one.api, match_id, token))
    one.kill()  # ...which dies within the bot's pace, before playing Kiran's turn
    for match_id, _ in matches:
        wait_for(lambda m=match_id: bot_turns_played(database, m) == [1], "Kiran's turn", 60)
    time.sleep(1.0)  # nothing more comes: it is the person's turn again (or the deal is over)
    for (match_id, _), socket in zip(matches, sockets):
        assert bot_turns_played(database, match_id) == [1]
        assert seats_of(database, match_id)[:3] == [0, 0, 1]
        view = socket.next_of("update")["view"]
        while not view["seats"][1]["last_move"]:
            view = socket.next_of("update")["view"]  # the person's moves, heard first
        assert render(view["seats"][1]["last_move"]).startswith("Kiran")  # told, on process two
        socket.close()
    assert "ERROR" not in two.output()


def test_a_clock_timeout_made_overdue_on_a_killed_process_is_played_once_on_another(
        postgres, launch):
    database = postgres.new_database()
    one = launch(database, *UNLIMITED, "--clock-scale", "0.05")  # 1.5 s a turn, 3 s reserve
    two = launch(database, *UNLIMITED, "--clock-scale", "0.05")  # never opens the match
    created = one.api.create(profile="twine", format="deal", clock={"turn": 30})
    match_id = created["match"]
    tokens = [s["token"] for s in created["seats"]]
    draw_and_discard(HttpSeat(one.api, match_id, tokens[0]))
    asked = time.monotonic()  # the server worked out the time left after this
    status, summary = one.api.call("GET", "/api/matches/" + match_id, token=tokens[0])
    one.kill()  # seat 1's turn is timed on process one only, which dies
    wait_for(lambda: CLOCK_SEAT in seats_of(database, match_id), "the timeout", 60)
    assert time.monotonic() >= asked + summary["deadline"]["left"] - 0.2  # not before it
    # Seat 1's draw and throw, played for it once; seat 0's turn has time left.
    time.sleep(0.5)
    assert seats_of(database, match_id) == [0, 0, CLOCK_SEAT, CLOCK_SEAT]
    records = rows(database, "SELECT action FROM actions WHERE match_id = ? AND seq > 2 "
                   "ORDER BY seq", (match_id,))
    assert ['"who":1' in r[0] for r in records] == [True, True]
    assert "ERROR" not in two.output()


async def waiting_bot_turns(database: str, count: int, due: float) -> list:
    """``count`` matches left as a process that died leaves them: the person drew and
    threw, Kiran's turn falls due at ``due``; their ids."""
    store = await opened(database)
    ids = []
    appends = []
    for k in range(count):
        match = new_match("twine", "deal", [{"name": "Asha"}, {"bot": "kiran"}], k + 1)
        match_id = secrets.token_urlsafe(12)
        await store.create_match(match_id, dict(match.config(), clock=None),  # type: ignore[attr-defined]
                                 [hash_token(secrets.token_urlsafe(16)), NO_TOKEN])
        match.draw(0, "stock")
        match.discard(0, match.deal.drawn)
        appends.append(store.append(match_id, 0, match.log, "playing", due))  # type: ignore[attr-defined]
        ids.append(match_id)
    await asyncio.gather(*appends)
    await store.close()  # type: ignore[attr-defined]
    return ids


def test_1100_bot_turns_left_waiting_all_resume_after_a_restart(database, launch):
    run(waiting_bot_turns(database, 1100, time.time() - 60))
    started = time.monotonic()
    server = launch(database, *UNLIMITED)
    wait_for(lambda: len(bot_turns_played(database)) == 1100, "1,100 bot turns", 40)
    print("1,100 bot turns resumed in %.1f s" % (time.monotonic() - started))
    assert set(bot_turns_played(database)) == {1}
    assert "ERROR" not in server.output()


def test_two_processes_sweeping_the_same_overdue_matches_store_each_move_once(postgres,
                                                                               launch):
    database = postgres.new_database()
    ids = run(waiting_bot_turns(database, 300, FAR))
    servers = [launch(database, *UNLIMITED), launch(database, *UNLIMITED)]
    rows(database, "UPDATE matches SET due_at = ?", (time.time() - 60,))  # overdue for both
    wait_for(lambda: len(bot_turns_played(database)) == len(ids), "every bot turn", 30)
    time.sleep(1.0)
    assert set(bot_turns_played(database)) == {1}
    claimed = [sum(int(n) for n in re.findall(r"overdue server moves claimed count=(\d+)",
                                             server.output())) for server in servers]
    # Each claimed once, whichever process swept first (on a quiet machine one process may
    # play all of them before the other's sweep comes round: that is the design, not a fault).
    assert sum(claimed) == len(ids)
    assert not any("ERROR" in server.output() for server in servers)


# -- the bots' seats one address may start ---------------------------------------------------


def create(base: str, spec: dict) -> tuple:
    """(status, Retry-After, JSON body) of a request for a new match."""
    request = urllib.request.Request(base + "/api/matches", data=json.dumps(spec).encode(),
                                     method="POST")
    try:
        with urllib.request.urlopen(request, timeout=10) as reply:
            return reply.status, None, json.load(reply)
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Retry-After"), json.load(error)


def test_an_address_starting_more_bot_seats_an_hour_than_allowed_gets_429_with_the_reason(
        launch, tmp_path):
    server = launch("sqlite:///%s" % (tmp_path / "matches.sqlite3"), "--rate", "0",
                    "--matches-per-hour", "0", "--bots-per-hour", "5")
    two_bots = {"profile": "classic", "format": "deal",
                "seats": [{"name": "Asha"}, {"bot": "kiran"}, {"bot": "mira"}]}
    assert create(server.base, two_bots)[0] == 201
    assert create(server.base, two_bots)[0] == 201  # four of five started
    status, retry, body = create(server.base, two_bots)
    assert status == 429 and body["error"]["code"] == "rate_limited"
    said = render(body["error"]["message"])
    assert "bot seats" in said and "5 an hour" in said
    assert 700 <= int(retry) <= 720  # one more seat's worth: a fifth of an hour
    one_bot = dict(two_bots, seats=two_bots["seats"][:2])
    assert create(server.base, one_bot)[0] == 201  # the fifth
    assert create(server.base, one_bot)[0] == 429
    assert create(server.base, {"profile": "classic"})[0] == 201  # people only: no bots' seat
