"""PostgreSQL's pool is renewed after an outage (storage/postgres.py): a request that
was waiting on the old pool is served by the fresh one, and the renewal is no news of
the database (nothing is told)."""

import asyncio

import pytest

from coroutines import run
from indian_rummy.server.storage import PostgresStore

pytestmark = pytest.mark.server


def test_a_request_waiting_on_a_pool_when_it_is_renewed_is_served_by_the_fresh_one(postgres):
    async def go() -> None:
        store = PostgresStore(postgres.new_database())
        await store.open()
        told: list = []
        store.on_status(told.append)
        old = store._pool
        try:
            # Every connection of the old pool in use, so the request waits on it.
            held = [await old.getconn() for _ in range(old.max_size)]
            waiting = asyncio.create_task(store.read("probe", "SELECT 1"))
            while old.get_stats().get("requests_waiting", 0) == 0:
                await asyncio.sleep(0.01)
            await store._renew_pool()
            assert await waiting == [(1,)]
            for conn in held:
                await old.putconn(conn)
        finally:
            await store.close()
        assert store._pool is not old
        assert told == [] and store.available and store.answering

    run(go())
