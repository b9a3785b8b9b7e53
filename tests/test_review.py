"""The review of a deal: each of a seat's turns against the coach's choice, judged by what
the seat could see then, marked good / inaccuracy / mistake / blunder by the distance."""

import json

import pytest

from indian_rummy.bots import coach, new_match, play_bot_turn
from indian_rummy.engine.cards import Card
from indian_rummy.engine.deal import IllegalAction
from indian_rummy.engine.distance import distance
from indian_rummy.engine.match import Match
from indian_rummy.protocol import review as reviewing
from indian_rummy.protocol.session import Session
from indian_rummy.tools.cli import main
from tables import other_world


def ask(session: Session, kind: str, seat: int = 0, **args: object) -> dict:
    reply: dict = json.loads(session.handle(seat, json.dumps({"type": kind, "args": args})))
    return reply


def test_a_deal_played_by_every_hint_has_only_good_turns() -> None:
    for seed in (12, 31):
        session = Session()
        view = ask(session, "new_game", seed=seed)["result"]
        while view["result"] is None:
            if view["phase"] == "bot":
                view = ask(session, "bot_turn")["result"]
                continue
            hint = ask(session, "hint")["result"]["hint"]
            if hint["step"] == "draw":
                view = ask(session, "draw", source=hint["source"])["result"]
            elif hint["step"] == "discard":
                view = ask(session, "discard", card=hint["card"])["result"]
            else:
                view = ask(session, "discard_declare", card=hint["card"], confirm=True)["result"]
        found = ask(session, "review")["result"]["review"]
        assert found["turns"] and found["counts"]["good"] == len(found["turns"])
        assert all(t["note"] == "The coach agrees." for t in found["turns"])


def _throw_then_the_other_drops(seed: int, pick: object) -> Match:
    """Two people at twine: the one to play draws from the stock and throws the card
    ``pick(deal, seat)`` names; the other drops, so the deal is over."""
    match = new_match("twine", "deal", [{"name": "You"}, {"name": "Ravi"}], seed)
    seat = match.deal.turn
    match.draw(seat, "stock")
    match.discard(seat, pick(match.deal, seat))  # type: ignore[operator]
    match.drop(1 - seat)
    return match


def _worst(deal: object, seat: int) -> int:
    """The card whose throw leaves the other 13 furthest from a declaration."""
    hand = deal.hand_of(seat)  # type: ignore[attr-defined]
    wild = deal.wild_rank  # type: ignore[attr-defined]
    return max(hand, key=lambda c: (distance([x for x in hand if x.id != c.id], wild), -c.id)).id


@pytest.mark.parametrize("seed", [2, 7])
def test_a_throw_that_leaves_the_hand_further_than_the_coachs_is_a_blunder(seed: int) -> None:
    match = _throw_then_the_other_drops(seed, _worst)
    seat = 1 - match.log[-1]["who"]
    turn = reviewing.review(match, seat)["turns"][0]
    thrown = Card(match.log[1]["card"]).label()
    assert turn["did"].endswith("and threw %s" % thrown)
    assert turn["cost"] >= reviewing.BLUNDER and turn["mark"] == "blunder"
    assert turn["note"].startswith("Throwing %s left your hand " % thrown)


@pytest.mark.parametrize("seed", [2, 7])
def test_the_coachs_own_choice_is_good_and_the_summary_counts_the_marks(seed: int) -> None:
    match = _throw_then_the_other_drops(seed, lambda deal, seat: coach.hint(deal, seat)["card"])
    found = reviewing.review(match, 1 - match.log[-1]["who"])
    assert found["turns"][0]["mark"] == "good"
    assert found["turns"][0]["note"] == "The coach agrees."
    assert found["counts"] == {"good": 1, "inaccuracy": 0, "mistake": 0, "blunder": 0}
    assert found["summary"] == "1 turn: 1 good, 0 inaccuracies, 0 mistakes, 0 blunders."


def test_a_declaration_missed_is_a_blunder() -> None:
    """The guided deal's first draw completes the hand; throwing a card instead of
    declaring is the worst turn there is."""
    session = Session()
    ask(session, "new_game", seed=17, guided=True)
    ask(session, "draw", source="stock")
    hint = ask(session, "hint")["result"]["hint"]
    assert hint["step"] == "declare"
    declare_with = Card(hint["card"]).label()
    assert session.deal is not None
    hand = [c for c in session.deal.hand_of(0) if c.id != hint["card"]]
    view = ask(session, "discard", card=hand[0].id)["result"]
    while view["result"] is None:  # then play on by the hints
        if view["phase"] == "bot":
            view = ask(session, "bot_turn")["result"]
            continue
        hint = ask(session, "hint")["result"]["hint"]
        kind = {"draw": "draw", "discard": "discard", "declare": "discard_declare"}[hint["step"]]
        view = ask(session, kind, source=hint["source"], card=hint["card"], confirm=True)["result"]
    first = ask(session, "review")["result"]["review"]["turns"][0]
    assert first["mark"] == "blunder"
    assert first["note"] == ("You could have declared: throw %s and your hand was complete."
                             % declare_with)


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_the_review_never_looks_at_cards_the_seat_could_not_see(seed: int) -> None:
    """Two deals that differ only in what seat 0 cannot see (the other hand, the stock
    below its top card) give seat 0 the same review of the same turn."""
    reviews = []
    base = new_match("twine", "deal", [{"name": "You"}, {"name": "Ravi"}], seed)
    for salt in (0, 1, 2):
        match = base if salt == 0 else other_world(base, base.deal.turn, salt)
        match = Match.load(match.export()) if salt == 0 else match
        seat = match.deal.turn
        match.draw(seat, "stock")
        match.discard(seat, match.deal.drawn)
        match.drop(1 - seat)
        reviews.append(reviewing.review(match, seat)["turns"])
    assert reviews[0] == reviews[1] == reviews[2]


def test_a_deal_is_reviewed_only_once_it_is_over_and_for_a_seat_that_exists() -> None:
    match = new_match("twine", "pool101", ["kiran", "mira"], 6)
    with pytest.raises(IllegalAction, match="once it is over"):
        reviewing.review(match, 0)
    while not match.deal_over():
        play_bot_turn(match, match.deal.turn)
    first = reviewing.review(match, 1)
    match.next_deal(0)
    assert reviewing.review(match, 1, 1) == first  # an earlier deal of a pool
    with pytest.raises(IllegalAction, match="deal 2 is not over"):
        reviewing.review(match, 1, 2)
    with pytest.raises(IllegalAction, match="no seat 5"):
        reviewing.review(match, 5)


def test_partner_play_reviews_a_finished_deal_for_each_seat() -> None:
    match = new_match("twine", "deal", [{"name": "Asha"}, {"name": "Ravi"}], 4)
    served = Session(match, local=False)
    early = json.loads(served.handle(0, '{"type": "review"}'))
    assert early["error"]["code"] == "wrong_phase"
    assert early["result"]["controls"]["review"] is False
    match.drop(match.deal.turn)
    for seat in (0, 1):
        reply = json.loads(served.handle(seat, '{"type": "review"}'))
        assert reply["ok"] and reply["result"]["review"]["name"] == ["Asha", "Ravi"][seat]
        assert json.loads(served.handle(seat, '{"type": "view"}'))["result"]["review"] is None


def test_the_command_line_reviews_an_exported_log(tmp_path, capsys) -> None:
    match = new_match("twine", "deal", ["kiran", "mira"], 12)
    while not match.deal_over():
        play_bot_turn(match, match.deal.turn)
    log = tmp_path / "match.json"
    log.write_text(json.dumps(match.export()), encoding="utf-8")
    assert main(["review", str(log), "--seat", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    found = reviewing.review(match, 1)
    assert out[0] == "Deal 1, seen from Mira's seat: " + found["summary"]
    assert len(out) == 1 + 2 * len(found["turns"])
    assert main(["review", str(log), "--seat", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(json.dumps(found))
    log.write_text("{", encoding="utf-8")
    assert main(["review", str(log)]) == 2
    assert "is not JSON" in capsys.readouterr().err
