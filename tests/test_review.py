"""The review of a deal: each step of a seat's turns against the coach's advice, judged by
what the seat could see then, its loss in points and its mark; every finished deal of a
match, with every hand.

The coach's weighing changes; these tests hold by rule: whatever points the coach gives,
the review's figures are the coach's."""

import gzip
import json

import pytest

from indian_rummy.bots import coach, new_match, play_bot_turn
from indian_rummy.bots.sight import Sight
from indian_rummy.engine.cards import Card
from indian_rummy.engine.decision import Decision
from indian_rummy.engine.distance import distance
from indian_rummy.engine.match import Match
from indian_rummy.locales import render
from indian_rummy.protocol import review as reviewing
from indian_rummy.protocol.session import Session
from indian_rummy.protocol.table import TableSession, reviewed
from indian_rummy.tools.cli import main
from indian_rummy.tools.commands.review import rendered
from refusals import refused
from tables import other_world
from test_dead_deal import pass_through_the_discard_pile


def ask(session: Session, kind: str, seat: int = 0, **args: object) -> dict:
    reply: dict = json.loads(session.handle(seat, json.dumps({"type": kind, "args": args})))
    return reply


def _decision(step: dict) -> Decision:
    return Decision(step["action"], step["source"], step["card"])


def _played(seed: int, choose: object, bot: str = "kiran") -> Match:
    """A twine deal, "You" against ``bot``, your steps chosen by ``choose(match)``."""
    match = new_match("twine", "deal", [{"name": "You"}, bot], seed)
    while not match.deal_over():
        if match.deal.turn == 0:
            match.play(0, choose(match))  # type: ignore[operator]
        else:
            play_bot_turn(match, match.deal.turn)
    return match


def _coachs(match: Match) -> Decision:
    return coach.advise(Sight.of(match.deal, 0)).decision


def _stock_and_throw_the_card_drawn(match: Match) -> Decision:
    deal = match.deal
    return Decision.discard(deal.drawn) if deal.drawn is not None else Decision.draw("stock")


@pytest.mark.parametrize("seed", [12, 31])
def test_a_deal_played_by_the_coachs_every_choice_loses_nothing(seed: int) -> None:
    found = reviewing.review(_played(seed, _coachs), 0)
    assert found["turns"]
    for turn in found["turns"]:
        assert turn["loss"] == 0 and turn["mark"] == "good"
        assert render(turn["note"]) == "The coach agrees."
        assert all(step["loss"] == 0 for step in turn["steps"])
    assert found["counts"]["good"] == len(found["turns"])


@pytest.mark.parametrize("seed", [2, 7, 40])
def test_each_step_lists_every_option_and_its_loss_is_the_coachs(seed: int) -> None:
    """Replayed step by step, each step's options, points and loss are what the coach
    advises at that sight; the coach's choice (or one of equal points: they are listed in
    one order on both runtimes) comes first and loses nothing."""
    match = _played(seed, _stock_and_throw_the_card_drawn)
    found = reviewing.review(match, 0)
    steps = [step for turn in found["turns"] for step in turn["steps"]]
    replay = Match.load(match.config())
    at = 0
    for record in match.log:
        if record.get("who") == 0 and replay.deal.result is None and record["action"] in (
                "draw", "discard"):
            advice = coach.advise(Sight.of(replay.deal, 0))
            step = steps[at]
            at += 1
            listed = [(_decision(o), o["points"]) for o in step["options"]]
            assert sorted(listed, key=repr) == sorted(advice.options, key=repr)
            assert _decision(step["coach"]) == _decision(step["options"][0])
            assert step["coach_points"] == step["options"][0]["points"] == advice.points(
                advice.decision)
            mine = Decision(record["action"], record.get("source"),
                            None if record["action"] == "draw" else record["card"])
            assert step["points"] == advice.points(mine)
            assert step["loss"] == advice.loss(mine) >= 0
            # The coach's order is its figures', a drop's with the margin it must save.
            keys = [o["points"] + (coach.DROP_MARGIN if o["action"] == "drop" else 0)
                    for o in step["options"]]
            assert keys == sorted(keys)
        replay.apply(record)
    assert at == len(steps)
    for turn in found["turns"]:
        assert turn["loss"] == sum(s["loss"] for s in turn["steps"])


def test_marks_grow_with_the_loss() -> None:
    ranks = [reviewing.MARKS.index(reviewing.mark(loss)) for loss in range(0, 100)]
    assert ranks == sorted(ranks) and ranks[0] == 0 and ranks[-1] == 3
    assert 0 < reviewing.INACCURACY < reviewing.MISTAKE < reviewing.BLUNDER
    for loss, name in ((reviewing.INACCURACY - 1, "good"), (reviewing.INACCURACY, "inaccuracy"),
                       (reviewing.MISTAKE, "mistake"), (reviewing.BLUNDER, "blunder")):
        assert reviewing.mark(loss) == name


def test_each_turn_is_marked_by_its_loss_and_a_loss_is_told_in_points() -> None:
    found = reviewing.review(_played(2, _stock_and_throw_the_card_drawn), 0)
    lost = [t for t in found["turns"] if t["loss"]]
    assert lost
    for turn in found["turns"]:
        assert turn["mark"] == reviewing.mark(turn["loss"])
        for step in turn["steps"]:
            if step["loss"]:
                assert ("About %d point" % step["loss"]) in render(turn["note"])
                assert ("worse than %s." % render(step["coach_words"])) in render(turn["note"])
        assert "of a card" not in render(turn["note"])
    assert found["counts"] == dict(
        (m, sum(1 for t in found["turns"] if t["mark"] == m)) for m in reviewing.MARKS)


def test_each_turn_carries_its_distance_and_the_coachs_chance_as_it_began() -> None:
    found = reviewing.review(_played(7, _coachs), 0)
    match = _played(7, _coachs)
    for turn in found["turns"]:
        assert turn["distance"] == distance(
            [Card(c) for c in turn["hand"]], found["wild_rank"])
        assert 0 <= turn["chance"] <= 100
    # The chance is the coach's own (Advice.win) at the turn's first step.
    replay = Match.load(match.config())
    chances = []
    for record in match.log:
        deal = replay.deal
        if (record.get("who") == 0 and deal.turn == 0 and deal.phase == "draw"
                and deal.result is None):
            chances.append(coach.advise(Sight.of(deal, 0, True, replay.totals[0])).win // 10)
        replay.apply(record)
    assert [t["chance"] for t in found["turns"]] == chances


def _missed_draw() -> "tuple[Match, int, str]":
    """A deal where you draw from the stock on a turn the coach (and its live hint)
    said to take the open card: the match, the turn's number, and the hint's words."""
    for seed in range(1, 60):
        match = new_match("twine", "deal", [{"name": "You"}, "kiran"], seed)
        missed = None
        turn = 0
        while not match.deal_over():
            deal = match.deal
            if deal.turn != 0:
                play_bot_turn(match, deal.turn)
                continue
            if deal.drawn is None:
                turn += 1
                hint = coach.hint(deal, 0)
                advice = coach.advise(Sight.of(deal, 0))
                if missed is None and hint["step"] == "draw" and hint["source"] == "discard" \
                        and advice.decision == Decision.draw("discard"):
                    missed = (turn, render(hint["text"]))
            match.play(0, _stock_and_throw_the_card_drawn(match))
        if missed is not None:
            return match, missed[0], missed[1]
    raise AssertionError("no missed draw in 60 deals")


def test_a_missed_draw_keeps_the_reason_the_live_hint_gave() -> None:
    match, number, words = _missed_draw()
    turn = reviewing.review(match, 0)["turns"][number - 1]
    draw = turn["steps"][0]
    assert draw["did"]["source"] == "stock" and draw["coach"]["source"] == "discard"
    assert render(draw["reason"]) == words and words in render(turn["note"])
    assert render(turn["coach"]).startswith("take %s from the discard pile" % Card(
        turn["top"]).label())


def test_a_declaration_missed_loses_points() -> None:
    """The guided deal's first draw completes the hand; throwing a card instead of
    declaring is judged against the coach's declaration."""
    session = Session()
    ask(session, "new_game", seed=17, guided=True)
    ask(session, "draw", source="stock")
    assert session.deal is not None
    advice = coach.advise(Sight.of(session.deal, 0))
    assert advice.decision.action == "declare"
    hand = [c for c in session.deal.hand_of(0) if c.id != advice.decision.card]
    view = ask(session, "discard", card=hand[0].id)["result"]
    while view["result"] is None:  # then play on by the hints
        if view["phase"] == "bot":
            view = ask(session, "bot_turn")["result"]
            continue
        hint = ask(session, "hint")["result"]["hint"]
        kind = {"draw": "draw", "discard": "discard", "declare": "discard_declare",
                "drop": "drop"}[hint["step"]]
        view = ask(session, kind, source=hint["source"], card=hint["card"], confirm=True)["result"]
    first = ask(session, "review")["result"]["review"]["turns"][0]
    throw = first["steps"][1]
    assert throw["coach"]["action"] == "declare" and throw["did"]["action"] == "discard"
    assert throw["loss"] == advice.loss(Decision.discard(hand[0].id)) > 0
    assert "worse than throwing %s and declaring." % Card(advice.decision.card).label() in (
        render(first["note"]))


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_the_review_never_looks_at_cards_the_seat_could_not_see(seed: int) -> None:
    """Two deals that differ only in what seat 0 cannot see (the other hand, the stock
    below its top card) give seat 0 the same judgement of the same turn; only the
    other hands, shown once the deal is over, differ."""
    reviews = []
    base = new_match("twine", "deal", [{"name": "You"}, {"name": "Ravi"}], seed)
    for salt in (0, 1, 2):
        match = base if salt == 0 else other_world(base, base.deal.turn, salt)
        match = Match.load(match.export()) if salt == 0 else match
        seat = match.deal.turn
        match.draw(seat, "stock")
        match.discard(seat, match.deal.drawn)
        match.drop(1 - seat)
        turns = reviewing.review(match, seat)["turns"]
        for turn in turns:
            del turn["hands"]
        reviews.append(turns)
    assert reviews[0] == reviews[1] == reviews[2]


def test_every_finished_deal_of_a_match_is_reviewed_and_only_finished_ones() -> None:
    match = new_match("twine", "pool101", ["kiran", "mira"], 6)
    with refused("once it is over"):
        reviewing.review(match, 0)
    firsts = []
    for number in (1, 2, 3):
        while not match.deal_over():
            play_bot_turn(match, match.deal.turn)
        found = reviewing.review(match, 1)
        assert found["deal"] == number and found["deals"] == list(range(1, number + 1))
        firsts.append(found)
        if match.over:
            break
        match.next_deal(0)
        with refused("Deal %d is not over" % (number + 1)):
            reviewing.review(match, 1, number + 1)
    assert len(firsts) >= 2
    for found in firsts:  # an earlier deal reads as it did when it had just ended
        again = reviewing.review(match, 1, found["deal"])
        assert again.pop("deals") == list(range(1, len(firsts) + 1))
        del found["deals"]
        assert again == found
    with refused("No seat 5"):
        reviewing.review(match, 5)


def test_every_hand_is_shown_at_each_turn_of_a_finished_deal() -> None:
    match = new_match("classic", "deal", [{"name": "You"}, "kiran", "mira"], 5)
    dealt = [[c.id for c in match.deal.hand_of(k)] for k in (1, 2)]
    while not match.deal_over():
        if match.deal.turn == 0:
            match.play(0, _stock_and_throw_the_card_drawn(match))
        else:
            play_bot_turn(match, match.deal.turn)
    first = reviewing.review(match, 0)["turns"][0]
    # You play first at this seed: the others' hands before your first turn are as dealt.
    assert match.log[0]["who"] == 0
    # Each seat named as a sentence names it: a bot by its message, in any language.
    assert [render(h["name"], "hi") for h in first["hands"]] == ["किरण", "मीरा"]
    assert [h["cards"] for h in first["hands"]] == dealt


def test_partner_play_reviews_a_finished_deal_for_each_seat_and_never_before() -> None:
    match = new_match("twine", "deal", [{"name": "Asha"}, {"name": "Ravi"}], 4)
    served = TableSession(match)
    early = json.loads(served.handle(0, '{"type": "review"}'))
    assert early["error"]["code"] == "wrong_phase"
    assert early["result"]["controls"]["review"] is False
    assert early["result"]["review"] is None
    match.drop(match.deal.turn)
    for seat in (0, 1):
        reply = json.loads(served.handle(seat, '{"type": "review"}'))
        found = reply["result"]["review"]
        assert reply["ok"] and found["name"] == ["Asha", "Ravi"][seat]
        for turn in found["turns"]:  # every card a turn names has its view, once
            named = turn["hand"] + [turn["top"]] + [c for h in turn["hands"] for c in h["cards"]]
            assert all(found["cards"][str(c)]["id"] == c for c in named)
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
    assert out[0] == "Deal 1, seen from Mira's seat: " + render(found["summary"])
    assert len(out) == 1 + 2 * len(found["turns"])
    assert main(["review", str(log), "--seat", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(json.dumps(rendered(found)))
    log.write_text("{", encoding="utf-8")
    assert main(["review", str(log)]) == 2
    assert "is not JSON" in capsys.readouterr().err


def _card_views(value: object) -> int:
    """How many card views (objects with a ``code``) ``value`` holds."""
    if isinstance(value, dict):
        return int("code" in value) + sum([_card_views(v) for v in value.values()])
    if isinstance(value, list):
        return sum([_card_views(v) for v in value])
    return 0


def _named(found: dict) -> set:
    """Every card id the review's turns and discards name."""
    named = set([e["card"] for s in found["discards"] for e in s["discards"]])
    for turn in found["turns"]:
        named.update(turn["hand"] + [c for h in turn["hands"] for c in h["cards"]])
        named.update([turn["top"]] + [o["card"] for s in turn["steps"] for o in s["options"]])
        for step in turn["steps"]:
            named.update(step["hand"] + [step["did"]["card"], step["coach"]["card"]])
    return named - {None}


@pytest.mark.parametrize("profile, players", [("twine", 2), ("classic", 6)])
def test_the_longest_deal_a_table_allows_names_each_card_once_and_gzips_under_40_kb(
        profile: str, players: int) -> None:
    match = Match.new(profile, "deal", [{}] * players, 43)
    pass_through_the_discard_pile(match)  # dead at the turn limit: 600 moves
    assert match.deal.turns == match.rules.turn_limit
    found = reviewed(match, 0, 1)
    cards = found["cards"]
    assert _card_views(found) == len(cards)  # the table's, and nowhere else
    assert set([int(c) for c in cards]) == _named(found)
    text = json.dumps(found, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert len(gzip.compress(text.encode("utf-8"), 9)) <= 40_000
