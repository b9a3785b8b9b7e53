"""Every served deal ends, on SQLite and on PostgreSQL: two seats drawing from the stock
and throwing the card drawn play a dead deal (no winner, nobody pays) well before the
server's bound on a deal's records, and the next deal is dealt and played."""

import json

import pytest

from coroutines import run
from indian_rummy.engine.match import Match
from indian_rummy.engine.rules import PROFILES
from indian_rummy.server import commit
from indian_rummy.server.matches import Matches
from indian_rummy.server.storage import open_store

pytestmark = pytest.mark.server


def test_a_partner_deal_of_drawn_cards_thrown_back_ends_dead_and_the_next_is_playable(
        database):
    async def go() -> None:
        store = open_store(database)
        await store.open()
        matches = Matches(store, review_rate=(0, 0))
        match_id, _ = await matches.create("twine", "pool101", [{"name": "Asha"},
                                                                 {"name": "Ravi"}])
        cached = await matches.get(match_id)

        async def act(seat: int, kind: str, **args: object) -> dict:
            return json.loads(await matches.act(cached, seat, json.dumps(
                {"id": 1, "type": kind, "args": args})))

        reply: dict = {}
        while cached.match.deal.result is None:
            seat = cached.match.deal.turn
            assert (await act(seat, "draw", source="stock"))["ok"]
            reply = await act(seat, "discard", card=cached.match.deal.drawn)
            assert reply["ok"], reply
        view = reply["result"]
        assert view["result"]["winner"] is None and view["result"]["how"] == "stock_empty"
        assert [(s["outcome"], s["points"]) for s in view["result"]["scores"]] == [
            ("dead", 0), ("dead", 0)]
        assert [r["total"] for r in view["standings"]["rows"]] == [0, 0]
        assert len(cached.match.deal.log) < commit.DEAL_RECORDS
        assert (await act(0, "next_deal"))["ok"]
        seat = cached.match.deal.turn
        assert (await act(seat, "draw", source="stock"))["ok"]
        stored = await store.load(match_id)
        assert stored.records == cached.match.log
        replayed = Match.load(dict(stored.config, log=stored.records))
        assert replayed.number == 2 and replayed.results[0].winner is None
        await store.close()

    run(go())


def test_no_table_lets_a_deal_reach_the_servers_bound_on_its_records() -> None:
    # A turn is at most two records (a draw, then a throw or a declaration).
    assert all(2 * rules.turn_limit < commit.DEAL_RECORDS for rules in PROFILES.values())
