"""No request can stall the server, on SQLite and on PostgreSQL: a long log replays off
the event loop, arranging a hand never grows the log (the seat's arrangement is kept
beside it), and a deal's log is bounded."""

import json
import threading
import time
import urllib.error
import urllib.request

import pytest

from coroutines import run
from indian_rummy.engine.match import Match
from indian_rummy.locales import render
from indian_rummy.server import commit
from indian_rummy.server.cached import hash_token
from indian_rummy.server.matches import Matches
from indian_rummy.server.storage import open_store
from server.clients import Api, HttpSeat, LiveSeat, hand_ids
from server.faults import rows
from server.process import UNLIMITED

pytestmark = pytest.mark.server

TOKENS = ["seat-zero-token-0123456789", "seat-one-token-0123456789"]
ASHA_AND_RAVI = [{"name": "Asha"}, {"name": "Ravi"}]



def old_arranging_log(config: dict, count: int) -> list:
    """``count`` records of a match made before arrangements were kept apart: both seats
    sorting their trays and moving a card to tray 4 in the first deal, every one logged."""
    deal = Match.load(dict(config, log=[])).deal
    hands = [[card.id for card in deal.hand_of(seat)] for seat in (0, 1)]
    records = []
    for k in range(count):
        record = {"n": k + 1, "deal": 1, "who": k % 2, "action": "sort"}
        if k % 10 == 0:
            record.update(action="move", card=hands[k % 2][k % 13], tray=4)
        records.append(record)
    return records


async def stored_match(database: str, match_id: str, records: list) -> dict:
    """A twine Pool 101 match written straight into the log, seats opened by TOKENS;
    its config."""
    config = Match.new("twine", "pool101", ASHA_AND_RAVI, 11).config()
    store = open_store(database)
    await store.open()
    await store.create_match(match_id, config, [hash_token(t) for t in TOKENS])
    if records:
        await store.append(match_id, 0, records, "playing")
    await store.close()
    return config


def answers_while(busy: "threading.Thread", asks: list) -> list:
    """Seconds each answer took, asking ``asks`` in turn every ~20 ms while ``busy``
    runs (started here)."""
    took = []
    busy.start()
    while busy.is_alive():
        for ask in asks:
            start = time.perf_counter()
            ask()
            took.append(time.perf_counter() - start)
            time.sleep(0.02)
    busy.join()
    return took


def health(base: str) -> None:
    with urllib.request.urlopen(base + "/api/health", timeout=30) as reply:
        assert json.load(reply)["ok"] is True


# Long enough that its replay is asked about dozens of times (a second or more here),
# short enough for the suite (docs/server.md has the figures for 20,000 records).
LONG = 5000


def test_a_long_match_opens_without_pausing_another_matchs_requests(database, launch):
    config = Match.new("twine", "pool101", ASHA_AND_RAVI, 11).config()
    run(stored_match(database, "long", old_arranging_log(config, LONG)))
    server = launch(database, *UNLIMITED)
    other = server.api.create()
    partner = HttpSeat(server.api, other["match"], other["seats"][0]["token"])
    asks = [lambda: health(server.base), partner.view]
    # Replaying 5,000 records takes seconds alone, and much longer on a machine the
    # suite shares with itself: the long match's own answers may take their time.
    patient = Api(server.base, timeout=300)
    long_seat = HttpSeat(patient, "long", TOKENS[0])
    opened: dict = {}
    took = answers_while(threading.Thread(target=lambda: opened.update(long_seat.view())),
                         asks)
    # Other answers came, one after another, while the replay ran: a replay on the event
    # loop would hold them all until it ended (how long each took: docs/server.md).
    assert opened["phase"] == "draw" and len(took) >= 20, (opened.get("phase"), len(took))
    renamed: dict = {}

    def rename() -> None:  # a new name rebuilds the copy: another whole replay
        renamed["reply"] = patient.call("POST", "/api/matches/long/name",
                                        {"name": "Asha Rao"}, token=TOKENS[0])

    took = answers_while(threading.Thread(target=rename), asks)
    assert renamed["reply"] == (200, {"seat": 0, "name": "Asha Rao"})
    assert len(took) >= 20, len(took)
    # The old log's arranging records are no play of the deal: it is far from its
    # bound, and the next move is the record after them.
    assert long_seat.request("draw", source="stock")["ok"]
    status, summary = server.api.call("GET", "/api/matches/long", token=TOKENS[0])
    assert summary["seq"] == LONG + 1 and summary["seats"][0]["name"] == "Asha Rao"


def first_card(view: dict) -> int:
    return next(t["cards"][0]["id"] for t in view["trays"] if t["cards"])


def test_arranging_does_not_grow_the_log_and_survives_a_restart(database, launch):
    server = launch(database, *UNLIMITED)
    created = server.api.create()
    match_id = created["match"]
    waiting = HttpSeat(server.api, match_id, created["seats"][1]["token"])  # off turn
    card = first_card(waiting.view())
    for _ in range(25):  # back and forth: each one replaces the last, none is logged
        assert waiting.request("move", card=card, tray=4, index=0)["ok"]
        assert waiting.request("sort")["ok"]
    assert waiting.request("move", card=card, tray=4, index=0)["ok"]
    # The deal is the server's secret: group two cards of whichever tray holds two.
    group = next([c["id"] for c in tray["cards"][:2]] for tray in waiting.view()["trays"]
                 if len(tray["cards"]) >= 2)
    assert waiting.request("group", cards=group)["ok"]
    assert waiting.request("select", card=card)["ok"]
    arranged = waiting.view()
    assert arranged["selected"] == card and card in [c["id"] for c in arranged["trays"][3]["cards"]]
    assert rows(database, "SELECT COUNT(*) FROM actions WHERE match_id = ?", (match_id,)) == [(0,)]
    assert rows(database, "SELECT seat, deal FROM arrangements WHERE match_id = ?",
                (match_id,)) == [(1, 1)]
    server.kill()
    again = launch(database, *UNLIMITED)
    reloaded = HttpSeat(again.api, match_id, created["seats"][1]["token"]).view()
    assert reloaded["trays"] == arranged["trays"] and reloaded["selected"] == card
    status, summary = again.api.call("GET", "/api/matches/%s" % match_id,
                                     token=created["seats"][1]["token"])
    assert summary["seq"] == 0


def test_a_stale_arrangement_still_loads_fitted_to_the_hand(database, launch):
    """The kept arrangement holds a card thrown since and lacks the one drawn: it loads
    all the same, fitted to the hand; one that does not read is left aside."""
    server = launch(database, *UNLIMITED)
    created = server.api.create()
    match_id = created["match"]
    mover = LiveSeat(server.base, match_id, created["seats"][0]["token"])
    card = first_card(mover.view())
    assert mover.request("move", card=card, tray=4, index=0)["ok"]
    kept = rows(database, "SELECT tray FROM arrangements WHERE match_id = ?", (match_id,))
    drawn = mover.request("draw", source="stock")["result"]["drawn"]
    thrown = next(c["id"] for t in mover.latest["trays"] for c in t["cards"]
                  if c["id"] not in (card, drawn))
    assert mover.request("discard", card=thrown)["ok"]
    before = mover.view()
    mover.close()
    # The row is the one kept before the draw: it still names the card thrown.
    assert rows(database, "SELECT tray FROM arrangements WHERE match_id = ?",
                (match_id,)) == kept and str(thrown) in kept[0][0]
    server.kill()
    again = launch(database, *UNLIMITED)
    seat = HttpSeat(again.api, match_id, created["seats"][0]["token"])
    reloaded = seat.view()
    assert hand_ids(reloaded) == hand_ids(before) and drawn in hand_ids(reloaded)
    assert reloaded["trays"][3]["cards"][0]["id"] == card
    again.kill()
    rows(database, "UPDATE arrangements SET tray = ? WHERE match_id = ?",
         ('{"trays": [[1, 2], "x"]}', match_id))
    third = launch(database, *UNLIMITED)
    assert hand_ids(HttpSeat(third.api, match_id, created["seats"][0]["token"]).view()) == \
        hand_ids(before)


def test_a_seat_opening_on_another_process_finds_the_arrangement_it_kept(postgres, launch):
    database = postgres.new_database()
    one, two = launch(database, *UNLIMITED), launch(database, *UNLIMITED)
    created = one.api.create()
    token = created["seats"][1]["token"]
    on_two = HttpSeat(two.api, created["match"], token)
    card = first_card(on_two.view())  # two holds the match from now on
    on_one = HttpSeat(one.api, created["match"], token)
    assert on_one.request("move", card=card, tray=4, index=0)["ok"]
    assert on_two.view()["trays"] == on_one.view()["trays"]
    live = LiveSeat(two.base, created["match"], token)
    assert live.latest["trays"][3]["cards"][0]["id"] == card
    live.close()


def test_a_deal_at_its_bound_refuses_every_move_and_loses_nothing(database, monkeypatch):
    monkeypatch.setattr(commit, "DEAL_RECORDS", 6)

    async def go() -> None:
        store = open_store(database)
        await store.open()
        matches = Matches(store, review_rate=(0, 0))
        match_id, tokens = await matches.create("twine", "pool101", ASHA_AND_RAVI)
        cached = await matches.get(match_id)
        async def act(seat: int, request: dict) -> dict:
            return json.loads(await matches.act(cached, seat, json.dumps(request)))

        replies = []
        for k in range(4):  # two turns each: the sixth record is the last
            seat = cached.match.deal.turn
            replies.append(await act(seat, {"id": k, "type": "draw", "args": {"source": "stock"}}))
            replies.append(await act(seat, {"id": k, "type": "discard",
                                            "args": {"card": cached.match.deal.drawn}}))
        assert [r["ok"] for r in replies] == [True] * 6 + [False] * 2
        refused = replies[6]
        assert refused["error"]["code"] == "deal_too_long" and refused["id"] == 3
        assert "6 moves" in render(refused["error"]["message"])
        assert refused["result"]["phase"] == "draw"
        stored = await store.load(match_id)
        assert len(stored.records) == 6 == len(cached.match.log)
        # Arranging and reading still answer at the bound.
        seat = cached.match.deal.turn
        assert json.loads(await matches.act(cached, seat, '{"id": 9, "type": "sort"}'))["ok"]
        assert json.loads(await matches.act(cached, seat, '{"id": 10, "type": "view"}'))["ok"]
        await store.close()

    run(go())
