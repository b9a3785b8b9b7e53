"""On the server every move reaches the deal through the one entry point, ``Match.act``,
on the commit path: a person's request, the auto-drop a seat asked for, a bot's turn
and the clock's, each stored in the log under the seat the server records for it.
The guard (tests/routes.py) makes a deal refuse any step that comes round it. The
server runs in this process, on SQLite; waits are bounded only to fail, not timed."""

import asyncio
import json
from pathlib import Path

import pytest

from coroutines import run
from indian_rummy.engine.decision import AUTO_DROP, BOT, CLOCK, PERSON
from indian_rummy.server.cached import replay
from indian_rummy.server.matches import Matches
from indian_rummy.server.storage import CLOCK_SEAT, open_store
from routes import guard_the_route

PATIENCE = 3000  # polls of 0.01 s before a wait counts as a failure


async def until(done: object) -> None:
    for _ in range(PATIENCE):
        if done():  # type: ignore[operator]
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the server's moves never came")


async def served(tmp_path: Path, clock_scale: float = 1.0) -> Matches:
    """The server's matches in this process, over a new SQLite log; bots play at once."""
    store = open_store("sqlite:///%s" % (tmp_path / "matches.sqlite3"))
    await store.open()
    return Matches(store, bot_pace=0.01, clock_scale=clock_scale, review_rate=(0, 0))


def stored_all(cached: object) -> bool:
    """Whether the log holds every record of the copy (a move is acted, then stored)."""
    return len(cached.marks) == len(cached.match.log)  # type: ignore[attr-defined]


def test_a_person_s_request_the_auto_drop_asked_for_and_a_bot_s_turn_move_by_act(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    acts = guard_the_route(monkeypatch)

    async def go() -> None:
        matches = await served(tmp_path)
        store = matches.store
        match_id, _ = await matches.create("classic", "deal", [
            {"name": "Asha"}, {"name": "Dev"}, {"bot": "mira"}])
        cached = await matches.get(match_id)
        match = cached.match
        assert match.deal.turn == 0

        async def ask(seat: int, kind: str, args: dict) -> None:
            reply = json.loads(await matches.act(cached, seat, json.dumps(
                {"type": kind, "args": args})))
            assert reply["ok"], reply

        await ask(1, "auto_drop", {"on": True})
        await ask(0, "draw", {"source": "stock"})
        await ask(0, "discard", {"card": match.deal.drawn})
        await until(lambda: (match.deal.turn == 0 or match.deal.result is not None)
                    and stored_all(cached))
        stored = await store.load(match_id)
        await store.close()
        assert [(seat, action, by) for seat, action, by in acts if seat != 2] == [
            (0, "draw", PERSON), (0, "discard", PERSON), (1, "drop", AUTO_DROP)]
        assert {by for seat, _, by in acts if seat == 2} == {BOT}
        assert [(r["who"], asked) for r, (asked, _) in zip(stored.records, stored.marks)] == [
            (seat, seat) for seat, _, _ in acts]

    run(go())


def test_the_clock_s_moves_go_by_act_and_replay_to_the_same_timeouts_in_a_row(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    acts = guard_the_route(monkeypatch)

    async def go() -> None:
        # Every clock runs a thousand times faster: a turn's time is up in 30 ms.
        matches = await served(tmp_path, clock_scale=0.001)
        store = matches.store
        match_id, _ = await matches.create("classic", "deal", [
            {"name": "Ravi"}, {"bot": "mira"}], {"turn": 30, "reserve": 60})
        cached = await matches.get(match_id)
        await until(lambda: cached.match.over and stored_all(cached))
        stored = await store.load(match_id)
        await store.close()
        ravi = [(action, by) for seat, action, by in acts if seat == 0]
        timed_out = [("draw", CLOCK), ("discard", CLOCK)] * 2 + [("drop", CLOCK)]
        assert len(ravi) >= 2 and ravi == timed_out[:len(ravi)]
        assert {by for seat, _, by in acts if seat == 1} == {BOT}
        assert [asked for r, (asked, _) in zip(stored.records, stored.marks)
                if r["who"] == 0] == [CLOCK_SEAT] * len(ravi)
        assert cached.match.clock is not None
        again = replay(stored, {}).match
        assert again.clock is not None
        assert again.clock.timeouts == cached.match.clock.timeouts != {}

    run(go())
