"""The store on SQLite and on PostgreSQL: migrations, appends, races, bound values, and what
is kept beside the log (push subscriptions, arrangements, reviews)."""

import asyncio
import json

import pytest

from coroutines import run
from indian_rummy.engine.match import Match
from indian_rummy.locales import render
from indian_rummy.server.cached import hash_token
from indian_rummy.server.matches import Matches
from indian_rummy.server.storage import (
    MIGRATIONS,
    Conflict,
    PostgresStore,
    SQLiteStore,
    StorageError,
    open_store,
)

pytestmark = pytest.mark.server


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


def test_a_match_keeps_its_clock_and_its_bots_seats(database):
    """The server's clock has no column of its own: it is kept with the seats, and a
    bot's seat has no token (its hash is empty, which no token's hash equals)."""
    async def go() -> None:
        store = await opened(database)
        made = dict(Match.new("classic", "pool201", [{"name": "A"}, {"name": "Kiran",
                                                                     "bot": "kiran"}], 3).config(),
                    clock={"turn": 30, "reserve": 60})
        await store.create_match("m1", made, ["h0", ""])
        stored = await store.load("m1")
        assert stored.config == made and stored.token_hashes == ["h0", ""]
        await store.rename("m1", dict(made, seats=[{"name": "Asha", "bot": None},
                                                   made["seats"][1]]))
        assert (await store.load("m1")).config["clock"] == {"turn": 30, "reserve": 60}
        await store.close()

    run(go())


def test_a_seat_keeps_its_newest_push_subscriptions_and_a_rematch_keeps_them_all(database):
    async def go() -> None:
        store = await opened(database)
        pushes = store.pushes
        key = await pushes.key("first")
        assert key == "first" and await pushes.key("second") == "first"  # made once
        for match_id in ("m1", "m2"):
            await store.create_match(match_id, config(), ["h0", "h1"])
        for k in range(4):
            await pushes.subscribe("m1", 1, "https://x/%d" % k, "key%d" % k, "auth", 3)
            await asyncio.sleep(0.01)  # each one newer than the last, by the clock it keeps
        await pushes.subscribe("m1", 1, "https://x/2", "renewed", "auth2", 3)  # the same, again
        await pushes.subscribe("m1", 0, "https://x/0", "other", "auth", 3)
        assert await pushes.subscriptions("m1", 1) == [
            ("https://x/1", "key1", "auth", "en"), ("https://x/3", "key3", "auth", "en"),
            ("https://x/2", "renewed", "auth2", "en")]
        assert await pushes.unsubscribe("m1", 1, "https://x/1")
        assert not await pushes.unsubscribe("m1", 1, "https://x/1")
        await pushes.copy("m1", "m2")
        assert await pushes.subscriptions("m2", 1) == await pushes.subscriptions("m1", 1)
        assert await pushes.subscriptions("m2", 0) == [("https://x/0", "other", "auth", "en")]
        await pushes.copy("m1", "m2")  # twice changes nothing
        assert len(await pushes.subscriptions("m2", 1)) == 2
        await store.close()

    run(go())


def test_a_seats_arrangement_and_a_deals_review_are_kept_in_place_of_the_last(database):
    async def go() -> None:
        store = await opened(database)
        await store.create_match("m1", config(), ["h0", "h1"])
        assert await store.arrangements.of("m1") == {}
        first = await store.arrangements.keep("m1", 1, 1, "[[1, 2]]")
        other = await store.arrangements.keep("m1", 0, 1, "[[3]]")
        assert await store.arrangements.of("m1") == {1: (1, "[[1, 2]]", first),
                                                     0: (1, "[[3]]", other)}
        again = await store.arrangements.keep("m1", 1, 2, "[[4]]")
        assert (await store.arrangements.of("m1"))[1] == (2, "[[4]]", again)
        assert await store.reviews.kept("m1", 1, 0, "new") is None
        await store.reviews.keep("m1", 1, 0, "old", b"\x1f\x8b old coach")
        await store.reviews.keep("m1", 1, 0, "new", b"\x1f\x8b\x00 new coach")
        await store.reviews.keep("m1", 1, 1, "new", b"the other seat")
        assert await store.reviews.kept("m1", 1, 0, "new") == b"\x1f\x8b\x00 new coach"
        assert await store.reviews.kept("m1", 1, 0, "old") is None  # replaced
        assert await store.reviews.kept("m1", 2, 0, "new") is None
        await store.close()

    run(go())


def test_nothing_is_kept_beside_the_log_for_a_match_that_is_gone(database):
    """Arrangements, reviews and subscriptions name their match: without it the database
    refuses them, and the store says Conflict, having kept nothing."""
    async def go() -> None:
        store = await opened(database)
        with pytest.raises(Conflict):
            await store.arrangements.keep("gone", 0, 1, "[]")
        with pytest.raises(Conflict):
            await store.reviews.keep("gone", 1, 0, "coach", b"review")
        with pytest.raises(Conflict):
            await store.pushes.subscribe("gone", 0, "https://x/0", "k", "a", 8)
        assert await store.arrangements.of("gone") == {}
        assert await store.reviews.kept("gone", 1, 0, "coach") is None
        assert await store.pushes.subscriptions("gone", 0) == []
        await store.close()

    run(go())


def test_a_seats_subscriptions_share_the_language_it_last_asked_for(database):
    """A language given is every one of the seat's subscriptions' (their notifications are
    the seat's); none given keeps the seat's language, else English."""
    async def go() -> None:
        store = await opened(database)
        await store.create_match("m1", config(), ["h0", "h1"])
        await store.pushes.subscribe("m1", 1, "https://x/laptop", "k", "a", 8)
        await store.pushes.subscribe("m1", 1, "https://x/phone", "k", "a", 8, "hi")
        await store.pushes.subscribe("m1", 1, "https://x/tablet", "k", "a", 8)
        await store.pushes.subscribe("m1", 0, "https://x/asha", "k", "a", 8)
        assert [(s[0], s[3]) for s in await store.pushes.subscriptions("m1", 1)] == [
            ("https://x/laptop", "hi"), ("https://x/phone", "hi"), ("https://x/tablet", "hi")]
        assert [s[3] for s in await store.pushes.subscriptions("m1", 0)] == ["en"]
        await store.pushes.subscribe("m1", 1, "https://x/phone", "k2", "a", 8, "en")
        assert {s[3] for s in await store.pushes.subscriptions("m1", 1)} == {"en"}
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
        assert stored.config == dict(config(), clock=None)
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
        self.waiting = asyncio.Event()  # set once an append has come and waits for go

    def __getattr__(self, name: str) -> object:
        return getattr(self.store, name)

    async def append(self, *args: object) -> float:
        self.waiting.set()
        await self.go.wait()
        return await self.appended(*args)

    async def appended(self, *args: object) -> float:
        return await self.store.append(*args)  # type: ignore[attr-defined]


DRAW = '{"id": 1, "type": "draw", "args": {"source": "stock"}}'


async def racing(database: str, late_request: str, store_b_class: type = Paused,
                 first: str = DRAW) -> tuple:
    """Two servers on one log both hold a match; b decides ``late_request`` ("SEAT
    JSON") first, then a's ``first`` for seat 0 (a draw) commits, then b appends.
    Returns a's reply, b's reply, the stored match and the two tables."""
    store_a, store_b = await opened(database), await opened(database)
    matches_a, matches_b = Matches(store_a), Matches(store_b)
    match_id, tokens = await matches_a.create("twine", "pool101", None)
    cached_a, cached_b = await matches_a.get(match_id), await matches_b.get(match_id)
    paused = store_b_class(store_b)
    matches_b.store = paused  # type: ignore[assignment]
    seat, text = late_request.split(" ", 1)
    late = asyncio.create_task(matches_b.act(cached_b, int(seat), text))
    await asyncio.wait_for(paused.waiting.wait(), 10)  # b has caught up and decided
    won = json.loads(await matches_a.act(cached_a, 0, first))
    paused.go.set()
    lost = json.loads(await late)
    stored = await store_a.load(match_id)
    assert stored.token_hashes == [hash_token(t) for t in tokens]
    assert cached_a.seat_for(tokens[1]) == 1 and cached_a.seat_for("x" + tokens[1]) is None
    await store_a.close()
    await store_b.close()
    return won, lost, stored, cached_a, cached_b


def test_two_processes_racing_conflicting_moves_never_both_apply(database):
    """b's draw lost the race to a's draw: judged again against the table as it is, it
    is refused and b's process has a's draw. (Both draw from the stock: a draw from the
    pile is refused outright on the deals that turn up a wild card there.)"""
    won, lost, stored, cached_a, cached_b = run(racing(
        database, '0 {"id": 9, "type": "draw", "args": {"source": "stock"}}'))
    assert won["ok"] and not lost["ok"]
    assert lost["id"] == 9 and lost["error"]["code"] == "wrong_phase"
    assert render(lost["result"]["seats"][0]["last_move"]) == "Player 1 drew from the draw pile."
    assert lost["result"] == dict(json.loads(cached_a.view_text(0)), message="")
    assert [r["source"] for r in stored.records] == ["stock"]
    assert cached_b.match.export() == cached_a.match.export()


class AlwaysTaken(Paused):
    """Every append finds its seq taken (another process is always first)."""

    async def appended(self, *args: object) -> float:
        raise Conflict("m")


def test_a_move_that_keeps_losing_races_gets_conflict_and_the_fresh_view(database):
    """b's draw, judged again after each refusal, still fits (a only sorted its trays,
    which the log never holds), and is refused again: b answers ``conflict``."""
    won, lost, stored, cached_a, cached_b = run(racing(
        database, '0 {"id": 5, "type": "draw", "args": {"source": "stock"}}', AlwaysTaken,
        first='{"id": 1, "type": "sort"}'))
    assert lost["error"]["code"] == "conflict" and lost["id"] == 5
    assert lost["result"]["phase"] == "draw" and lost["result"]["seats"][0]["count"] == 13
    assert stored.records == []


def test_an_append_that_would_leave_a_gap_in_the_log_is_refused(database):
    """The database itself keeps each match's log 1, 2, ... n: whatever a process's copy
    holds, seq 3 cannot follow seq 1."""
    async def go() -> None:
        store = await opened(database)
        await store.create_match("m1", config(), ["h0", "h1"])
        await store.append("m1", 0, [{"n": 1, "action": "draw"}], "playing")
        for records in ([{"n": 3, "action": "discard"}],
                        [{"n": 2, "action": "discard"}, {"n": 4, "action": "draw"}],
                        [{"n": 0, "action": "draw"}]):
            with pytest.raises(Conflict):
                await store.append("m1", 0, records, "playing")
        await store.append("m1", 1, [{"n": 2, "action": "discard"}], "playing")
        assert [r["n"] for r in (await store.load("m1")).records] == [1, 2]
        with pytest.raises(Conflict):  # no match, no log
            await store.append("gone", 0, [{"n": 1, "action": "draw"}], "playing")
        await store.close()

    run(go())


def _version_one(database: str) -> None:
    """A database as version 1 of the schema left it, by the statements of version 1."""
    from server.faults import rows
    rows(database, "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, "
         "description TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)")
    for statement in MIGRATIONS[0][2]:
        rows(database, statement)
    rows(database, "INSERT INTO schema_migrations VALUES (1, 'v1', 0)")


def test_migration_2_keeps_each_log_up_to_its_first_gap_and_sets_the_rest_aside(database):
    """A version-1 log with a gap (the fault of an outage then) does not replay; the
    migration keeps its actions up to the gap and moves the rest aside, not away."""
    from server.faults import rows
    _version_one(database)
    seats = json.dumps({"seats": config()["seats"], "guided": False})
    for match_id, seqs in (("whole", [1, 2, 3]), ("gapped", [1, 2, 4, 5]), ("late", [2, 3])):
        rows(database, "INSERT INTO matches VALUES (?, 'twine', 'pool101', ?, 7, 'playing', "
             "0, 0)", (match_id, seats))
        for seq in seqs:
            rows(database, "INSERT INTO actions VALUES (?, ?, 0, ?, 1)",
                 (match_id, seq, json.dumps({"n": seq, "action": "a%d" % seq})))

    async def go() -> None:
        store = await opened(database)
        assert await store.schema_version() == MIGRATIONS[-1][0]
        kept = {m: [r["n"] for r in (await store.load(m)).records]
                for m in ("whole", "gapped", "late")}
        assert kept == {"whole": [1, 2, 3], "gapped": [1, 2], "late": []}
        assert await store.set_aside() == 4
        # The gap is closed for good: the next action is 3.
        with pytest.raises(Conflict):
            await store.append("gapped", 0, [{"n": 4, "action": "x"}], "playing")
        await store.append("gapped", 0, [{"n": 3, "action": "x"}], "playing")
        await store.close()

    run(go())
    aside = rows(database, "SELECT match_id, seq, reason FROM set_aside_actions "
                 "ORDER BY match_id, seq")
    assert aside == [("gapped", 4, "after a gap in the log"), ("gapped", 5,
                     "after a gap in the log"), ("late", 2, "after a gap in the log"),
                     ("late", 3, "after a gap in the log")]


def _match_at_version(database: str, version: int) -> None:
    """A database as version ``version`` of the schema left it, by its statements, with
    one match, m1."""
    from server.faults import rows
    rows(database, "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, "
         "description TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)")
    for number, _, statements in MIGRATIONS[:version]:
        for statement in statements:
            rows(database, statement)
        rows(database, "INSERT INTO schema_migrations VALUES (?, 'before', 0)", (number,))
    seats = json.dumps({"seats": config()["seats"], "guided": False})
    rows(database, "INSERT INTO matches (id, profile, format, seats, seed, status, created_at, "
         "updated_at) VALUES ('m1', 'twine', 'pool101', ?, 7, 'playing', 0, 0)", (seats,))


def test_migration_5_keeps_the_subscriptions_in_english(database):
    """A database from before languages upgrades: its subscriptions stay, in English."""
    from server.faults import rows
    _match_at_version(database, 4)
    for seat, endpoint in ((0, "https://x/asha"), (1, "https://x/ravi")):
        rows(database, "INSERT INTO push_subscriptions VALUES ('m1', ?, ?, 'k', 'a', 1)",
             (seat, endpoint))

    async def go() -> None:
        store = await opened(database)
        assert await store.schema_version() == MIGRATIONS[-1][0]
        assert await store.pushes.subscriptions("m1", 1) == [("https://x/ravi", "k", "a", "en")]
        await store.pushes.subscribe("m1", 1, "https://x/ravi", "k", "a", 8, "hi")
        assert await store.pushes.subscriptions("m1", 1) == [("https://x/ravi", "k", "a", "hi")]
        assert await store.pushes.subscriptions("m1", 0) == [("https://x/asha", "k", "a", "en")]
        await store.close()

    run(go())


def test_migration_6_lets_the_reviews_kept_as_text_go(database):
    """A database whose reviews were kept as text upgrades: they are gone (each is worked
    out again when next asked for), the match stays, and reviews are kept as bytes."""
    from server.faults import rows
    _match_at_version(database, 5)
    rows(database, "INSERT INTO reviews VALUES ('m1', 1, 0, '{\"coach\": \"c\"}', 1)")

    async def go() -> None:
        store = await opened(database)
        assert await store.schema_version() == MIGRATIONS[-1][0]
        assert await store.reviews.kept("m1", 1, 0, "c") is None
        await store.reviews.keep("m1", 1, 0, "c", bytes(range(256)))
        assert await store.reviews.kept("m1", 1, 0, "c") == bytes(range(256))
        assert (await store.load("m1")) is not None
        await store.close()

    run(go())


def test_matches_unused_since_a_time_are_deleted_with_their_seats_and_actions(database):
    from server.faults import rows

    async def go() -> None:
        store = await opened(database)
        for k in range(3):
            await store.create_match("m%d" % k, config(), ["h0", "h1"])
            await store.append("m%d" % k, 0, [{"n": 1, "action": "draw"},
                                              {"n": 2, "action": "discard"}], "playing")
            await store.pushes.subscribe("m%d" % k, 1, "https://fcm.googleapis.com/x", "k", "a", 8)
        rows(database, "UPDATE matches SET updated_at = 100 WHERE id IN ('m0', 'm2')")
        assert sorted(await store.expire(1000)) == ["m0", "m2"]
        assert await store.expire(1000) == []
        assert await store.load("m0") is None and await store.load("m1") is not None
        assert await store.match_ids() == ["m1"]
        await store.close()

    run(go())
    for cached in ("actions", "match_seats", "push_subscriptions"):
        assert rows(database, "SELECT DISTINCT match_id FROM %s" % cached) == [("m1",)]


class FailsBeforeWriting(Paused):
    """The database goes away before the append reaches it."""

    async def append(self, *args: object) -> float:
        from indian_rummy.server.storage import Unavailable
        raise Unavailable("append: the database did not answer")


class FailsAfterWriting(Paused):
    """The append commits, and the answer is lost on the way back: its outcome is unknown."""

    async def append(self, *args: object) -> float:
        from indian_rummy.server.storage import Unavailable
        await self.store.append(*args)  # type: ignore[attr-defined]
        raise Unavailable("append: connection lost while reading the result")


@pytest.mark.parametrize("failing,stored_draws", [(FailsBeforeWriting, 0),
                                                  (FailsAfterWriting, 1)])
def test_a_copy_whose_append_failed_is_rebuilt_from_the_log_before_any_use(
        database, failing, stored_draws):
    """The move was worked out on the copy, but the log decides: nothing acknowledged,
    and the next request sees the table as the log has it, never the copy's guess."""
    from indian_rummy.server.storage import Unavailable

    async def go() -> None:
        store = await opened(database)
        matches = Matches(store)
        match_id, _ = await matches.create("twine", "pool101", None)
        cached = await matches.get(match_id)
        matches.store = failing(store)  # type: ignore[assignment]
        with pytest.raises(Unavailable):
            await matches.act(cached, 0, '{"id": 1, "type": "draw", "args": {"source": "stock"}}')
        assert not cached.valid
        matches.store = store
        reply = json.loads(await matches.act(cached, 0, '{"id": 2, "type": "view"}'))
        assert cached.valid
        assert len(cached.match.log) == stored_draws
        assert reply["result"]["phase"] == ("discard" if stored_draws else "draw")
        # The next move goes on from the log: a draw only if the first was not stored.
        again = json.loads(await matches.act(
            cached, 0, '{"id": 3, "type": "draw", "args": {"source": "stock"}}'))
        assert again["ok"] is (stored_draws == 0)
        assert [r["action"] for r in (await store.load(match_id)).records] == ["draw"]
        await store.close()

    run(go())
