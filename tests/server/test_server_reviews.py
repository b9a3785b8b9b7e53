"""A finished deal's review, on SQLite and on PostgreSQL: worked out once and kept as
gzipped bytes with its coach's mark, served from those bytes (to a client that takes
gzip, as they were kept), and every asking for one counted against the asking
address."""

import gzip
import json
import urllib.error
import urllib.request

import pytest
from hypothesis import given
from hypothesis import strategies as st

from coroutines import run
from indian_rummy.locales import render
from indian_rummy.protocol import review as reviewing
from indian_rummy.server.matches import Matches
from indian_rummy.server.reviews import PLACE, READ_RATE, Reply, coach_mark, deflated, packed
from indian_rummy.server.served import encode_json
from indian_rummy.server.storage import open_store
from server.clients import HttpSeat, LiveSeat, draw_and_discard
from server.faults import rows
from server.process import UNLIMITED

pytestmark = pytest.mark.server

ASHA_AND_RAVI = [{"name": "Asha"}, {"name": "Ravi"}]
MOST_BYTES = 40_000  # a review's answer on the wire, gzipped


def finished_deals(server: object, count: int, turns: int = 1) -> tuple:
    """A match of two HTTP seats whose first ``count`` deals are over: the seats drew
    from the stock and threw the card drawn for ``turns`` turns (or until the deal
    ended), then the seat on turn dropped. (Its id, the seats.)"""
    created = server.api.create()  # type: ignore[attr-defined]
    seats = [HttpSeat(server.api, created["match"], s["token"])  # type: ignore[attr-defined]
             for s in created["seats"]]
    for deal in range(count):
        if deal:
            assert seats[0].request("next_deal")["ok"]
        mover = next(k for k, seat in enumerate(seats) if seat.view()["phase"] == "draw")
        over = False
        for _ in range(turns):
            over = draw_and_discard(seats[mover])["result"]["controls"]["review"]
            mover = 1 - mover
            if over:
                break
        if not over:
            assert seats[mover].request("drop")["ok"]
    return created["match"], seats


def review_answer(base: str, match_id: str, token: str, deal: int,
                  headers: "dict | None" = None) -> tuple:
    """(status, headers, body bytes as sent) of a review request over HTTP."""
    request = urllib.request.Request(
        "%s/api/matches/%s/requests" % (base, match_id), method="POST",
        data=json.dumps({"id": 1, "type": "review", "args": {"deal": deal}}).encode(),
        headers=dict(headers or {}, Authorization="Bearer " + token))
    try:
        with urllib.request.urlopen(request, timeout=60) as reply:
            return reply.status, reply.headers, reply.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


GZIP = {"Accept-Encoding": "gzip, deflate, br"}


def kept_bytes(database: str, match_id: str, deal: int, seat: int) -> tuple:
    """(coach, review) of the row a review is kept in."""
    found = rows(database, "SELECT coach, review FROM reviews WHERE match_id = ? AND "
                 "deal = ? AND seat = ?", (match_id, deal, seat))
    assert len(found) == 1
    return found[0][0], bytes(found[0][1])


def test_the_longest_deals_review_goes_gzipped_under_40_kb_and_reads_as_the_review(
        database, launch):
    server = launch(database, *UNLIMITED)
    # The stock drawn and its card thrown until the deal ends dead, the stock rebuilt
    # as often as the rules allow: 468 moves (a deal dead at the turn limit, reviewed
    # alike: tests/test_review.py).
    match_id, seats = finished_deals(server, 1, turns=1000)
    first = seats[0].request("review", deal=1)["result"]  # worked out, no gzip asked
    assert render(first["review"]["summary"]).startswith("A dead deal")
    assert len(json.dumps(first["review"]["turns"])) > 4 * MOST_BYTES
    status, headers, body = review_answer(server.base, match_id, seats[0].token, 1, GZIP)
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert len(body) <= MOST_BYTES
    assert json.loads(gzip.decompress(body))["result"] == first
    # The review's bytes are the kept ones, as they were kept.
    coach, kept = kept_bytes(database, match_id, 1, 0)
    assert coach == coach_mark() and deflated(kept) in body
    assert json.loads(gzip.decompress(kept)) == first["review"]


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=20)


@given(view=st.dictionaries(st.text(max_size=8), JSON, max_size=6),
       review=st.dictionaries(st.text(max_size=8), JSON, max_size=6))
def test_a_reply_gzipped_around_the_kept_bytes_reads_as_the_whole_reply(view: dict,
                                                                         review: dict) -> None:
    kept = packed(review)
    served = Reply(encode_json({"id": 3, "ok": True, "result": dict(view, review=PLACE)}),
                   kept)
    gzipped = served.gzipped()
    assert gzipped is not None and deflated(kept) in gzipped
    assert gzip.decompress(gzipped).decode() == served.text()
    assert json.loads(served.text()) == {"id": 3, "ok": True,
                                         "result": dict(view, review=review)}


def test_a_client_that_takes_no_gzip_reads_the_same_reply(database, launch):
    server = launch(database, *UNLIMITED)
    match_id, seats = finished_deals(server, 1, turns=3)
    token = seats[1].token
    review_answer(server.base, match_id, token, 1)  # worked out and kept
    plain = review_answer(server.base, match_id, token, 1, {"Accept-Encoding": "identity"})
    zipped = review_answer(server.base, match_id, token, 1, {"Accept-Encoding": "gzip;q=0.5"})
    assert plain[0] == zipped[0] == 200 and "Content-Encoding" not in plain[1]
    assert zipped[1]["Content-Encoding"] == "gzip"
    assert json.loads(plain[2]) == json.loads(gzip.decompress(zipped[2]))
    assert json.loads(plain[2])["result"]["review"]["deal"] == 1


def test_a_kept_review_is_read_from_the_store_on_any_process(database, launch):
    server = launch(database, *UNLIMITED)
    match_id, seats = finished_deals(server, 1)
    first = seats[0].request("review", deal=1)["result"]["review"]
    # Marked in the store: an answer with the mark was read from there, not worked out.
    rows(database, "UPDATE reviews SET review = ? WHERE match_id = ?",
         (packed(dict(first, summary="kept")), match_id))
    assert seats[0].request("review", deal=1)["result"]["review"]["summary"] == "kept"
    assert seats[0].request("review")["result"]["review"]["summary"] == "kept"  # the latest
    server.kill()
    again = launch(database, *UNLIMITED)
    seat = HttpSeat(again.api, match_id, seats[0].token)
    assert seat.request("review", deal=1)["result"]["review"]["summary"] == "kept"
    other = HttpSeat(again.api, match_id, seats[1].token).request("review", deal=1)
    assert other["result"]["review"]["summary"] != "kept"
    assert len(rows(database, "SELECT seat FROM reviews WHERE match_id = ?", (match_id,))) == 2


def test_a_kept_review_is_never_worked_out_again(database, monkeypatch):
    """Once kept, a review is answered with no coach at work: the kept bytes, around
    the seat's view as it is now, over HTTP and over a socket alike."""
    async def go() -> None:
        store = open_store(database)
        await store.open()
        matches = Matches(store, review_rate=(0, 0))
        match_id, _ = await matches.create("twine", "pool101", ASHA_AND_RAVI)
        cached = await matches.get(match_id)
        await matches.act(cached, cached.match.deal.turn, '{"type": "drop"}')
        asked = '{"id": 4, "type": "review", "args": {"deal": 1}}'
        first = await matches.review(cached, 0, asked, "203.0.113.1")
        kept = await store.reviews.kept(match_id, 1, 0, coach_mark())
        assert kept is not None

        def no_coach(*args: object) -> dict:
            raise AssertionError("a kept review was worked out again")

        monkeypatch.setattr(reviewing, "review", no_coach)
        again = await matches.review(cached, 0, asked, "203.0.113.1")
        gzipped = again.gzipped()
        assert gzipped is not None and deflated(kept) in gzipped
        assert gzip.decompress(gzipped).decode() == again.text() == first.text()
        assert json.loads(await matches.act(cached, 0, asked)) == json.loads(first.text())
        await store.close()

    run(go())


def test_a_review_kept_by_another_coach_is_worked_out_again_and_replaced(database, launch):
    server = launch(database, *UNLIMITED)
    match_id, seats = finished_deals(server, 1)
    first = seats[0].request("review", deal=1)["result"]["review"]
    rows(database, "UPDATE reviews SET coach = ?, review = ? WHERE match_id = ?",
         ("an older coach", packed(dict(first, summary="the older coach's")), match_id))
    assert seats[0].request("review", deal=1)["result"]["review"] == first
    coach, kept = kept_bytes(database, match_id, 1, 0)
    assert coach == coach_mark() and json.loads(gzip.decompress(kept)) == first


def test_every_review_read_counts_against_the_address_and_no_other(database, launch):
    server = launch(database, "--socket-rate", "0", "--matches-per-hour", "0",
                    "--forwarded-allow-ips", "127.0.0.1")
    match_id, seats = finished_deals(server, 1)
    token = seats[0].token
    review_answer(server.base, match_id, token, 1)  # worked out and kept
    reader = dict(GZIP, **{"X-Forwarded-For": "203.0.113.7"})
    statuses = []
    while 429 not in statuses and len(statuses) < 5 * READ_RATE[1]:
        statuses.append(review_answer(server.base, match_id, token, 1, reader)[0])
    assert statuses[:int(READ_RATE[1])] == [200] * int(READ_RATE[1]) and statuses[-1] == 429
    status, headers, body = review_answer(server.base, match_id, token, 1, reader)
    assert status == 429 and int(headers["Retry-After"]) >= 1
    assert "try again in" in render(json.loads(body)["error"]["message"])
    other = review_answer(server.base, match_id, token, 1,
                          dict(GZIP, **{"X-Forwarded-For": "203.0.113.8"}))
    assert other[0] == 200


def test_reviews_worked_out_beyond_the_address_rate_get_429(database, launch):
    server = launch(database, "--socket-rate", "0", "--matches-per-hour", "0")
    match_id, seats = finished_deals(server, 4)
    asked = [(deal, seat) for deal in (1, 2, 3, 4) for seat in (0, 1)]
    answers = [review_answer(server.base, match_id, seats[seat].token, deal)
               for deal, seat in asked[:7]]
    assert [status for status, _, _ in answers] == [200] * 6 + [429]
    status, headers, body = answers[6]
    assert json.loads(body)["error"]["code"] == "rate_limited"
    assert int(headers["Retry-After"]) >= 1
    # A kept review is read within the address's reads.
    assert seats[0].request("review", deal=1)["ok"]
    # Over a socket the refusal is a reply, saying how long to wait.
    live = LiveSeat(server.base, match_id, seats[1].token)
    live.ws.send(json.dumps({"id": 5, "type": "review", "args": {"deal": 4}}))
    refused = next(m for m in (json.loads(live.ws.recv(30)) for _ in range(10))
                   if m.get("id") == 5)
    assert refused["error"]["code"] == "rate_limited"
    assert "try again in" in render(refused["error"]["message"])
    live.close()
