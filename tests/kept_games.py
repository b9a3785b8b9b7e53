"""Matches played to a known end through the session, for the tests of what the device
keeps: seat 0 follows the coach's hints, or drops the deals asked for."""

import json
from typing import Any

from indian_rummy.bots import new_match
from indian_rummy.engine.canon import dumps
from indian_rummy.protocol import text
from indian_rummy.protocol.session import Session


def ask(session: Session, kind: str, args: "dict | None" = None) -> dict:
    return json.loads(session.handle(0, dumps({"type": kind, "args": args or {}})))


def play_deal(session: Session, drop: bool = False) -> dict:
    """Play the deal on the table to its end: the bots' turns, and seat 0's by the coach
    (or a drop on its first turn). Returns the last view."""
    match = session.match
    assert match is not None
    view = ask(session, "view")["result"]
    while match.deal.result is None:
        if match.deal.turn != 0:
            view = ask(session, "bot_turn")["result"]
        elif drop:
            view = ask(session, "drop")["result"]
        else:
            hint = ask(session, "hint")["result"]["hint"]
            if hint["step"] == "draw":
                view = ask(session, "draw", {"source": hint["source"]})["result"]
            elif hint["step"] == "drop":
                view = ask(session, "drop")["result"]
            elif hint["step"] == "declare" and hint["card"] is None:
                view = ask(session, "declare", {"confirm": True})["result"]
            elif hint["step"] == "declare":
                view = ask(session, "discard_declare", {"card": hint["card"], "confirm": True})[
                    "result"]
            else:
                view = ask(session, "discard", {"card": hint["card"]})["result"]
    return view


def played(profile: str, match_format: str, bot: str, seed: int, drops: tuple) -> Session:
    """A match against ``bot`` whose deals are played to their end in turn, seat 0
    dropping in the ``drops`` (True) and playing by the coach in the others; the
    session stays at the end of the last one."""
    session = Session()
    reply = ask(session, "new_game", {"seed": seed, "profile": profile, "format": match_format,
                                      "seats": [{"name": "You"}, {"bot": bot}]})
    assert reply["ok"], reply
    for k, drop in enumerate(drops):
        if k:
            assert ask(session, "next_deal")["ok"]
        play_deal(session, drop)
    return session


def export(session: Session) -> dict:
    assert session.match is not None
    return json.loads(dumps(session.match.export()))


def dead_deal_export() -> dict:
    """A classic Pool 101 match against Kiran whose first deal is dead: both seats drew
    from the stock and threw the card drawn until it ran out after its rebuilds."""
    match = new_match("classic", "pool101", [{"name": "You"}, {"bot": "kiran"}], 611)
    while not match.deal_over():
        seat = match.deal.turn
        match.draw(seat, "stock")
        match.discard(seat, match.deal.drawn)
    return json.loads(dumps(match.export()))


# The records the device keeps of a finished deal (docs/protocol.md, "Kept on the device"),
# as the scored tables write them when a deal ends (titles as the view's messages).


def deal_records(kept: dict, start_ms: int, step_ms: int = 60_000) -> list:
    """One record per finished deal of the exported match ``kept``, each saved ``step_ms``
    after the one before from ``start_ms``, its review's marks not yet worked out."""
    session = Session()
    last = ask(session, "review_kept", {"match": kept})["result"]["kept_review"]
    records = []
    for number in last["deals"]:
        found = ask(session, "review_kept", {"match": kept, "deal": number})["result"][
            "kept_review"]
        records.append({
            "v": 1, "saved": start_ms + step_ms * (number - 1),
            "id": "deal-%s-%d-%d-%d" % (kept["profile"], kept["seed"], number, start_ms),
            "kind": "deal", "profile": kept["profile"], "table": text.table_title(kept["profile"]),
            "format": kept["format"], "format_title": text.format_title(kept["format"]),
            "seats": [{"name": s["name"], "bot": s["bot"]} for s in kept["seats"]], "seat": 0,
            "deal": number, "outcome": found["result"]["outcome"],
            "points": found["result"]["points"], "winner": found["result"]["winner"],
            "match": dict(kept, log=kept["log"][:found["log_end"]]), "marks": None})
    return records


# Pool 101 against Kiran, seed 632, you playing the coach's hints: you lose deal 1 for 15
# points, drop deal 2 (20) at your first turn and win deal 3.
COACHED_SEED = 632
COACHED_DROPS = (False, True, False)


def coached_pool() -> dict:
    """The export of that match, as the device keeps it."""
    return export(played("twine", "pool101", "kiran", COACHED_SEED, COACHED_DROPS))


def opened(session: Session, kind: str, args: dict) -> dict:
    """What the request ``kind`` ("branch", "puzzle") opens, as its reply's view holds it."""
    reply = ask(session, kind, args)
    assert reply["ok"], reply
    return reply["result"][kind]


def marked_pool_deals(start_ms: int = 1_764_900_000_000) -> list:
    """Two deals of Pool 101 against Kiran (the first played, the second dropped) as the
    device keeps them from ``start_ms`` (5 December 2025), their marks worked out already,
    so Progress draws at once."""
    kept = deal_records(export(played("twine", "pool101", "kiran", 610, (False, True))), start_ms)
    for record, marks in zip(kept, ({"blunders": 1, "mistakes": 0, "inaccuracies": 2, "loss": 12},
                                    {"blunders": 0, "mistakes": 1, "inaccuracies": 0, "loss": 5}),
                             strict=True):
        record["marks"] = marks
    return kept


def kept_on_device(context: Any, records: list) -> None:
    """The kept ``records`` in the device's storage before a page of ``context`` first
    opens (once: a reload keeps what the page changed)."""
    items = {"indian-rummy:game:" + r["id"]: json.dumps(r) for r in records}
    context.add_init_script("""(items => {
        if (localStorage.getItem("test-seeded")) return;
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
        localStorage.setItem("test-seeded", "1");
    })(%s)""" % json.dumps(items))
