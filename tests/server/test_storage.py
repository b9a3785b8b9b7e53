"""The event log on SQLite and on PostgreSQL: migrations, appends, races, bound values."""

import asyncio
import json

import pytest

from indian_rummy.match import Match
from indian_rummy.server.storage import (
    MIGRATIONS,
    Conflict,
    PostgresStore,
    SQLiteStore,
    StorageError,
    open_store,
)
from indian_rummy.server.tables import Tables, hash_token


def run(coroutine: object) -> object:
    return asyncio.run(coroutine)  # type: ignore[arg-type]


async def opened(url: str) -> object:
    store = open_store(url)
    await store.open()
    return store


def config(seed: int = 7) -> dict:
    return Match.new("twine", "pool101", [{"name": "A"}, {"name": "B"}], seed).config()


def test_database_urls_name_their_store(tmp_path, monkeypatch):
    monkeypatch.delenv("DATABASE_URL", raising=False)
    assert open_store(None).path == "indian-rummy.sqlite3"
    assert open_store("sqlite:///rel.db").path == "rel.db"
    assert open_store("sqlite:////abs/x.db").path == "/abs/x.db"
    assert open_store(str(tmp_path / "plain.db")).path == str(tmp_path / "plain.db")
    assert isinstance(open_store("postgresql://u@h/db"), PostgresStore)
    assert isinstance(open_store("postgres://u@h/db"), PostgresStore)
    monkeypatch.setenv("DATABASE_URL", "postgresql://u@h/env")
    assert open_store(None).url == "postgresql://u@h/env"
    with pytest.raises(StorageError, match="mysql://"):
        open_store("mysql://u@h/db")
    assert isinstance(open_store("sqlite:///x"), SQLiteStore)


def test_an_unreachable_database_is_a_clear_error():
    store = open_store("postgresql://nobody@127.0.0.1:1/none?connect_timeout=1")
    with pytest.raises(StorageError, match="cannot connect to PostgreSQL"):
        run(store.open())
    with pytest.raises(StorageError, match="cannot open the SQLite database"):
        run(open_store("/nonexistent-folder/x.sqlite3").open())


def test_migrations_run_once_and_record_their_version(database):
    async def go() -> None:
        for _ in range(2):  # the second opening finds everything done
            store = await opened(database)
            assert await store.schema_version() == MIGRATIONS[-1][0]
            await store.close()

    run(go())


def test_a_match_is_its_config_and_its_records(database):
    async def go() -> None:
        store = await opened(database)
        await store.create_match("m1", config(), ["h0", "h1"])
        assert await store.load("nope") is None
        records = [{"n": 1, "deal": 1, "who": 0, "action": "draw", "source": "stock",
                    "card": "5H"}, {"n": 2, "deal": 1, "who": 0, "action": "discard", "card": 3}]
        stamp = await store.append("m1", 0, records, "playing")
        stored = await store.load("m1")
        assert stored.config == config()
        assert stored.records == records
        assert stored.token_hashes == ["h0", "h1"]
        assert stored.last_acted == [stamp, None]
        assert await store.records_after("m1", 1) == [(records[1], 0, stamp)]
        await store.close()

    run(go())


def test_an_append_with_a_taken_seq_is_a_conflict_and_changes_nothing(database):
    async def go() -> None:
        store = await opened(database)
        await store.create_match("m1", config(), ["h0", "h1"])
        first = {"n": 1, "deal": 1, "who": 0, "action": "drop", "points": 20}
        await store.append("m1", 0, [first], "playing")
        late = [{"n": 1, "deal": 1, "who": 1, "action": "draw"},
                {"n": 2, "deal": 1, "who": 1, "action": "discard"}]
        with pytest.raises(Conflict):
            await store.append("m1", 1, late, "over")
        stored = await store.load("m1")
        assert stored.records == [first] and stored.status == "playing"
        assert stored.last_acted[1] is None
        await store.close()

    run(go())


def test_appends_to_many_matches_at_once_each_commit_or_conflict_alone(database):
    """Appends arriving together are written as one batch; one whose seq is taken
    fails alone, and every other stands, stamped with when its seat acted."""
    async def go() -> None:
        store = await opened(database)
        for k in range(30):
            await store.create_match("m%d" % k, config(), ["h0", "h1"])
        await store.append("m7", 0, [{"n": 1, "action": "first"}], "playing")
        results = await asyncio.gather(*(
            store.append("m%d" % k, k % 2, [{"n": 1, "action": "draw"},
                                            {"n": 2, "action": "discard"}], "playing")
            for k in range(30)), return_exceptions=True)
        assert [k for k, r in enumerate(results) if isinstance(r, Conflict)] == [7]
        for k in range(30):
            stored = await store.load("m%d" % k)
            if k == 7:
                assert stored.records == [{"n": 1, "action": "first"}]
                continue
            assert [r["action"] for r in stored.records] == ["draw", "discard"]
            assert stored.last_acted[k % 2] == results[k]
            assert stored.last_acted[1 - k % 2] is None
        await store.close()

    run(go())


def test_values_are_bound_never_spliced_into_sql(database):
    hostile = "x'); DROP TABLE actions; --"

    async def go() -> None:
        store = await opened(database)
        await store.create_match(hostile, config(), [hostile, "?"])
        await store.append(hostile, 0, [{"n": 1, "action": hostile}], "playing")
        stored = await store.load(hostile)
        assert stored.token_hashes == [hostile, "?"]
        assert stored.records == [{"n": 1, "action": hostile}]
        await store.close()

    run(go())


class Paused:
    """A store whose appends wait for a signal: the moment two processes race."""

    def __init__(self, store: object) -> None:
        self.store = store
        self.go = asyncio.Event()

    def __getattr__(self, name: str) -> object:
        return getattr(self.store, name)

    async def append(self, *args: object) -> float:
        await self.go.wait()
        return await self.store.append(*args)  # type: ignore[attr-defined]


async def racing(database: str, late_request: str, store_b_class: type = Paused) -> tuple:
    """Two servers on one log both hold a match; b decides ``late_request`` ("SEAT
    JSON") first, then a's draw for seat 0 commits, then b appends. Returns a's reply,
    b's reply, the stored match and the two tables."""
    store_a, store_b = await opened(database), await opened(database)
    tables_a, tables_b = Tables(store_a), Tables(store_b)
    match_id, tokens = await tables_a.create("twine", "pool101", None)
    table_a, table_b = await tables_a.get(match_id), await tables_b.get(match_id)
    paused = store_b_class(store_b)
    tables_b.store = paused  # type: ignore[assignment]
    seat, text = late_request.split(" ", 1)
    late = asyncio.create_task(tables_b.act(table_b, int(seat), text))
    await asyncio.sleep(0.05)  # b has caught up and decided; its append waits
    won = json.loads(await tables_a.act(
        table_a, 0, '{"id": 1, "type": "draw", "args": {"source": "stock"}}'))
    paused.go.set()
    lost = json.loads(await late)
    stored = await store_a.load(match_id)
    assert stored.token_hashes == [hash_token(t) for t in tokens]
    assert table_a.seat_for(tokens[1]) == 1 and table_a.seat_for("x" + tokens[1]) is None
    await store_a.close()
    await store_b.close()
    return won, lost, stored, table_a, table_b


def test_two_processes_racing_conflicting_moves_never_both_apply(database):
    """b's draw lost the race to a's draw: judged again against the table as it is, it
    is refused and b's process has a's draw. (Both draw from the stock: a draw from the
    pile is refused outright on the deals that turn up a wild card there.)"""
    won, lost, stored, table_a, table_b = run(racing(
        database, '0 {"id": 9, "type": "draw", "args": {"source": "stock"}}'))
    assert won["ok"] and not lost["ok"]
    assert lost["id"] == 9 and lost["error"]["code"] == "wrong_phase"
    assert lost["result"]["seats"][0]["last_move"] == "Player 1 drew from the stock."
    assert lost["result"] == dict(json.loads(table_a.view_text(0)), message="")
    assert [r["source"] for r in stored.records] == ["stock"]
    assert table_b.match.export() == table_a.match.export()


def test_a_move_that_lost_the_race_but_still_fits_applies_after_it(database):
    """Seat 0 on one device rearranges its trays while drawing on another: Arrange,
    judged again after the draw, still fits, so both stand, in the log's order."""
    won, late, stored, table_a, table_b = run(racing(database, '0 {"id": 3, "type": "arrange"}'))
    assert won["ok"] and late["ok"]
    assert [r["action"] for r in stored.records] == ["draw", "arrange"]
    assert [r["n"] for r in stored.records] == [1, 2]
    assert table_b.match.export()["log"] == stored.records


class AlwaysTaken(Paused):
    """Every append finds its seq taken (another process is always first)."""

    async def append(self, *args: object) -> float:
        await self.go.wait()
        raise Conflict("m")


def test_a_move_that_keeps_losing_races_gets_conflict_and_the_fresh_view(database):
    won, lost, stored, table_a, table_b = run(racing(
        database, '0 {"id": 5, "type": "arrange"}', AlwaysTaken))
    assert lost["error"]["code"] == "conflict" and lost["id"] == 5
    assert lost["result"]["seats"][0]["count"] == 14  # a's draw is in the view
    assert [r["action"] for r in stored.records] == ["draw"]
