"""What a process keeps in memory stays bounded, on SQLite and on PostgreSQL: a copy of
a match nobody uses leaves the cache and is served again by replay when asked for,
the server's own moves due in a copy let go are still played (by the sweep, as after
a restart), a copy in play keeps two arrangements' tray views a seat, an address's
buckets are forgotten once full again, and made-up paths add no label to /metrics."""

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from coroutines import run
from indian_rummy.engine.match import Match
from indian_rummy.protocol.view import tray_views
from indian_rummy.server import create_app, limits, schedule
from indian_rummy.server.limits import Limits
from indian_rummy.server.matches import Matches
from indian_rummy.server.metrics import MATCH_ROUTES, ROUTES, route_of
from indian_rummy.server.outbox import Outbox
from indian_rummy.server.served import ServedSession
from indian_rummy.server.storage import open_store

pytestmark = pytest.mark.server

ASHA_AND_RAVI = [{"name": "Asha"}, {"name": "Ravi"}]
ASHA_AND_MIRA = [{"name": "Asha"}, {"bot": "mira"}]


async def act(matches: Matches, match_id: str, seat: int, kind: str, **args: object) -> dict:
    cached = await matches.get(match_id)
    assert cached is not None
    reply: dict = json.loads(await matches.act(cached, seat, json.dumps(
        {"id": 1, "type": kind, "args": args})))
    return reply


@contextlib.asynccontextmanager
async def one_match(database: str, match_format: str, seats: list,
                    **options: float) -> AsyncIterator[tuple]:
    """(the matches, a new match's id, its copy) over a store open meanwhile."""
    store = open_store(database)
    await store.open()
    try:
        matches = Matches(store, review_rate=(0, 0), **options)  # type: ignore[arg-type]
        match_id, _ = await matches.create("twine", match_format, seats)
        cached = await matches.get(match_id)
        assert cached is not None
        yield matches, match_id, cached
    finally:
        await store.close()


def test_a_finished_match_nobody_has_open_leaves_memory_and_is_served_again(database):
    async def go() -> None:
        async with one_match(database, "deal", ASHA_AND_RAVI, copy_idle=0) as found:
            matches, match_id, cached = found
            assert (await act(matches, match_id, cached.match.deal.turn, "drop"))["ok"]
            assert cached.match.over
            log = list(cached.match.log)
            assert matches.cache.let_go_idle() == 1
            assert matches.cache.held(match_id) is None and len(matches) == 0
            again = await matches.get(match_id)
            assert again is not None and again is not cached
            assert again.match.over and again.match.log == log

    run(go())


def test_a_copy_in_use_stays_until_its_last_socket_closes(database):
    async def nothing(_: object) -> None:
        return None

    async def go() -> None:
        async with one_match(database, "deal", ASHA_AND_RAVI, copy_idle=0) as found:
            matches, match_id, cached = found
            outbox = Outbox(nothing, nothing)
            cached.sockets[outbox] = 0
            async with cached.lock:  # a request under way
                assert matches.cache.let_go_idle() == 0
            assert matches.cache.let_go_idle() == 0  # the socket is still open
            del cached.sockets[outbox]
            outbox.task.cancel()
            assert matches.cache.let_go_idle() == 1
            assert matches.cache.held(match_id) is None

    run(go())


def test_a_bot_turn_due_in_a_copy_let_go_is_played_by_the_sweep(database, monkeypatch):
    monkeypatch.setattr(schedule, "GRACE", 0.0)

    async def go() -> None:
        async with one_match(database, "pool101", ASHA_AND_MIRA, bot_pace=0.05) as found:
            matches, match_id, cached = found
            if cached.match.deal.turn != 0:  # the bot opens: its first turn first
                await played_by_the_server(matches, match_id, 1)
                cached = await matches.get(match_id)
            assert (await act(matches, match_id, 0, "draw", source="stock"))["ok"]
            assert (await act(matches, match_id, 0, "discard",
                              card=cached.match.deal.drawn))["ok"]
            before = len(cached.match.log)
            assert cached.bot_timer is not None  # the bot's turn is coming up here...
            matches.cache.drop(match_id)  # ...when the copy is let go
            assert cached.bot_timer is None
            stored = await played_by_the_server(matches, match_id, before + 1)
            assert stored.marks[before][0] == 1  # the bot's seat played it
            assert len(cached.match.log) == before  # through a fresh copy, not the one let go

    run(go())


async def played_by_the_server(matches: Matches, match_id: str, records: int) -> object:
    """The stored match once it has ``records`` records, sweeping for overdue moves as the
    server does (the test fails if none comes in 60 s)."""
    for _ in range(600):
        await matches.schedule.sweep()
        stored = await matches.store.load(match_id)
        assert stored is not None
        if len(stored.records) >= records:
            return stored
        await asyncio.sleep(0.1)
    raise AssertionError("no server move came")


def test_an_address_is_forgotten_once_its_bucket_is_full_again():
    addresses = Limits(1e-6, 5, prune_every=0)
    addresses.wait("203.0.113.1")  # asked about, nothing taken: its bucket is full
    assert addresses.take("203.0.113.2")  # drawn, and refilling for days
    assert addresses.take("203.0.113.3")  # a new address: the full buckets are looked for
    assert set(addresses.buckets) == {"203.0.113.2", "203.0.113.3"}


def test_a_flood_of_new_addresses_is_looked_at_each_time_the_buckets_double(monkeypatch):
    monkeypatch.setattr(limits, "PRUNE_PAST", 4)
    flooded = Limits(1e-6, 5, prune_every=3600)
    for k in range(4):
        flooded.wait("198.51.100.%d" % k)  # full buckets: forgotten at the next look
    assert flooded.take("203.0.113.1") and set(flooded.buckets) == {"203.0.113.1"}
    drawn = ["203.0.113.%d" % k for k in range(2, 9)]
    for address in drawn:  # drawn buckets, none forgotten
        assert flooded.take(address)
    assert len(flooded.buckets) == 8


def test_every_route_of_the_app_is_its_own_label(tmp_path):
    app = create_app(open_store("sqlite:///%s" % (tmp_path / "m.sqlite3")))
    paths = [route.path for route in app.app.routes if hasattr(route, "endpoint")]
    assert len(paths) > 10
    for path in paths:
        assert route_of(path.replace("{match_id}", "XWTZQOl5kI7SYsQ4")) == \
            path.replace("{match_id}", "{id}")


LABELS = ROUTES | {"site", "other", "/api/matches/{id}"} | {
    "/api/matches/{id}/" + end for end in MATCH_ROUTES}


@given(st.sampled_from(["", "/", "/api/", "/api/matches/", "/api/matches/XWTZQOl5kI7SYsQ4/"]),
       st.text())
def test_made_up_paths_add_no_label(start, tail):
    assert route_of(start + tail) in LABELS


def test_a_seat_keeps_the_views_of_two_arrangements_of_its_trays_at_most():
    match = Match.new("twine", "pool101", ASHA_AND_RAVI, 7)
    session = ServedSession(match)
    for _ in range(200):  # each seat draws and throws the card drawn, turn after turn
        deal = match.deal
        if deal.drawn is None:
            session.handle(deal.turn, '{"id": 1, "type": "draw", "args": {"source": "stock"}}')
        else:
            session.handle(deal.turn, '{"id": 1, "type": "discard", "args": {"card": %d}}'
                           % deal.drawn)
        for seat in (0, 1):
            assert session.view(seat)["trays"] == tray_views(deal, seat, {})
            trays = len(deal.hands[seat])
            assert len(session._trays[seat]) <= 2 * trays + 1  # and the key of the trays now
