"""The coach: one choice for a seat's step (Hint shows it, Arrange suggests its card, Tara
plays it), weighed in the game's points, with a reason that is true of the table, at tables
played with bots only, never from what the seat may not see."""

import json
import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from indian_rummy.bots import coach, new_match, play_bot_turn, tara
from indian_rummy.bots.sight import Sight
from indian_rummy.engine.cards import Card, parse_cards
from indian_rummy.engine.decision import Decision
from indian_rummy.engine.distance import distance
from indian_rummy.engine.rules import TWINE
from indian_rummy.locales import render
from indian_rummy.protocol.session import Session
from indian_rummy.protocol.table import TableSession
from tables import bot_to_play, dealt, other_world


def ask(session: Session, kind: str, **args: object) -> dict:
    reply = json.loads(session.handle(0, json.dumps({"type": kind, "args": args})))
    return reply


def follow(session: Session, hint: dict) -> dict:
    """Do what the hint says (it never acts itself)."""
    if hint["step"] == "draw":
        return ask(session, "draw", source=hint["source"])
    if hint["step"] == "discard":
        return ask(session, "discard", card=hint["card"])
    if hint["step"] == "declare" and hint["card"] is None:
        return ask(session, "declare", confirm=True)
    if hint["step"] == "declare":
        return ask(session, "discard_declare", card=hint["card"], confirm=True)
    return ask(session, "drop")


@pytest.mark.parametrize("profile,players,seed", [("practice", 2, 3), ("twine", 2, 8),
                                                  ("classic", 4, 5)])
def test_every_hint_is_a_legal_step_and_following_them_finishes_the_deal(
        profile: str, players: int, seed: int) -> None:
    session = Session()
    view = ask(session, "new_game", seed=seed, profile=profile, players=players)["result"]
    steps = 0
    while view["result"] is None and steps < 400:
        if view["phase"] == "bot":
            view = ask(session, "bot_turn")["result"]
            continue
        assert view["controls"]["hint"] is True and view["hint"] is None
        view = ask(session, "hint")["result"]
        hint = view["hint"]
        hand = [c["id"] for t in view["trays"] for c in t["cards"]]
        if hint["step"] == "declare" and hint["card"] is None:
            assert view["phase"] == "draw"
            assert render(hint["text"]) == "Declare now: your cards make a complete hand."
        elif hint["step"] in ("discard", "declare"):
            assert view["phase"] == "discard"
            assert hint["card"] in hand and hint["card"] != view["picked"]
            label = Card(hint["card"]).label()
            assert render(hint["text"]).startswith("Throw %s:" % label if hint["step"] == "discard"
                                           else "Declare now: throw %s" % label), hint
        elif hint["step"] == "draw":
            assert view["phase"] == "draw"
            assert hint["source"] in ("stock", "discard")
        reply = follow(session, hint)
        assert reply["ok"], (hint, reply["error"])
        view = reply["result"]
        assert view["hint"] is None  # the turn moved on
        steps += 1
    assert view["result"] is not None


def test_a_complete_hand_is_told_to_declare_with_the_card_to_throw() -> None:
    table = dealt([["3H 4H 5H", "7S 8S 9S", "QC QD QH", "2C 2D 2S KC"], "AS 4C 6C 8D 10D JS "
                   "QS KS 3D 5C 7C 9H JH"], "10C", "9D", stock_top="2H")
    table.draw(0, "stock")
    hint = coach.hint(table, 0)
    assert hint["step"] == "declare"
    assert Card(hint["card"]).code() == "KC"
    assert render(hint["text"]) == (
        "Declare now: throw K♣ and your other 13 cards make a complete hand.")


def test_a_complete_hand_at_the_draw_step_is_told_to_declare() -> None:
    table = dealt([["3H 4H 5H", "7S 8S 9S", "QC QD QH", "JC JD JH JS"], "AS 4C 6C 8D 10D 2S "
                   "KS 3D 5C 7C 9H 2H KD"], "10C", "9D")
    hint = coach.hint(table, 0)
    assert dict(hint, text=render(hint["text"])) == {
        "step": "declare", "source": None, "card": None,
        "text": "Declare now: your cards make a complete hand."}
    table.declare(0, hint["card"])
    assert table.result is not None and table.result.winner == 0


@pytest.mark.parametrize("top", ["JK", "5D"])
def test_the_draw_hint_never_offers_a_wild_card_the_rules_keep_on_the_pile(top: str) -> None:
    # The open card (a printed joker, or of the wild rank 5) would make the hand's run. The
    # hand is four cards off: at the two-player table the coach would rather drop it, so the
    # seat is asked as one that has chosen to play on.
    hands = ["7S 8S 10S AH 6H 8H 9H 8D AC 3C 9C KD QS", "2S 3S 4S 2H 3H 4H 2D 3D 4D 6D 7D 9D JD"]
    kept = coach.advise(Sight.of(dealt(hands, "5C", top, rules=TWINE), 0, False))
    assert kept.decision == Decision.draw("stock")
    assert render(kept.text) == (
        "Draw from the draw pile: %s is wild, and at this table a wild card"
        " stays on the discard pile." % parse_cards(top)[0].label())
    taken = coach.hint(dealt(hands, "5C", top), 0)
    assert (taken["step"], taken["source"]) == ("draw", "discard")


def test_a_discard_hint_says_the_distance_the_rest_of_the_hand_is_at() -> None:
    for seed in range(1, 30):
        match = new_match("twine", "deal", [{"name": "You"}, "kiran"], seed)
        if match.deal.turn != 0:
            play_bot_turn(match, 1)
        match.draw(0, "stock")
        hint = coach.hint(match.deal, 0)
        if hint["step"] != "discard":
            continue
        rest = [c for c in match.deal.hand_of(0) if c.id != hint["card"]]
        found = re.search(r"(stay|are) (\d+) cards? from a declaration", render(hint["text"]))
        assert found, render(hint["text"])
        assert int(found.group(2)) == distance(rest, match.deal.wild_rank)
        stays = distance(match.deal.hand_of(0), match.deal.wild_rank) == int(found.group(2))
        assert (found.group(1) == "stay") == stays


@pytest.mark.parametrize("profile", ["practice", "twine"])
def test_a_throw_speaks_of_points_only_where_the_table_keeps_them(profile: str) -> None:
    spoken = set()
    for seed in range(1, 40):
        match = new_match(profile, "deal", [{"name": "You"}, "mira"], seed)
        if match.deal.turn != 0:
            play_bot_turn(match, 1)
        match.draw(0, "stock")
        hint = coach.hint(match.deal, 0)
        if hint["step"] == "discard":
            spoken.add("points" in render(hint["text"]))
    assert spoken == ({False} if profile == "practice" else {False, True})


def test_a_hint_holds_while_the_hand_is_arranged_and_goes_when_the_turn_moves_on() -> None:
    session = Session()
    ask(session, "new_game", seed=9)
    hint = ask(session, "hint")["result"]["hint"]
    assert hint is not None
    assert ask(session, "sort")["result"]["hint"] == hint
    assert ask(session, "arrange")["result"]["hint"] == hint
    assert ask(session, "draw", source="stock")["result"]["hint"] is None


def test_partner_play_offers_no_hint_and_refuses_the_request() -> None:
    match = new_match("twine", "deal", [{"name": "Asha"}, {"name": "Ravi"}], 4)
    served = TableSession(match)
    seat = match.deal.turn
    reply = json.loads(served.handle(seat, '{"type": "hint"}'))
    assert not reply["ok"] and reply["error"]["code"] == "bad_request"
    assert render(reply["error"]["message"]) == "There are no hints in partner play"
    assert reply["result"]["controls"]["hint"] is None and reply["result"]["hint"] is None


def test_a_hint_out_of_turn_is_refused() -> None:
    session = Session()
    ask(session, "new_game", seed=9)
    ask(session, "draw", source="stock")
    view = ask(session, "discard", card=ask(session, "hint")["result"]["hint"]["card"])["result"]
    assert view["phase"] == "bot" and view["controls"]["hint"] is False
    reply = ask(session, "hint")
    assert not reply["ok"] and reply["error"]["code"] == "not_your_turn"


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 10 ** 6), st.integers(0, 30), st.integers(1, 10 ** 6))
def test_the_hint_never_depends_on_cards_the_seat_cannot_see(seed: int, turns: int,
                                                              salt: int) -> None:
    match = bot_to_play("kiran", "mira", seed, turns)
    assume(not match.deal_over())
    seat = match.deal.turn
    other = other_world(match, seat, salt)
    assert coach.hint(other.deal, seat) == coach.hint(match.deal, seat)


def face(code: str) -> tuple:
    return parse_cards(code)[0].face()


# -- one voice ------------------------------------------------------------------------------


@pytest.mark.slow
def test_arranges_suggested_discard_is_the_hints_card_at_every_throw_of_generated_deals(
) -> None:
    positions = 0
    for seed in range(1, 31):
        session = Session()
        view = ask(session, "new_game", seed=seed, profile="twine", bot="kiran")["result"]
        while view["result"] is None:
            if view["phase"] == "bot":
                view = ask(session, "bot_turn")["result"]
                continue
            hint = ask(session, "hint")["result"]["hint"]
            if view["phase"] == "discard" or hint["step"] == "declare" and hint["card"]:
                arranged = ask(session, "arrange")["result"]
                assert Card(arranged["selected"]).face() == Card(hint["card"]).face(), seed
                positions += 1
            if hint["step"] == "drop":
                hint = {"step": "draw", "source": "stock"}
            view = follow(session, hint)["result"]
    assert positions > 75


def test_tara_plays_the_coachs_decision() -> None:
    for seed in (3, 7):
        match = bot_to_play("kiran", "mira", seed, 6)
        seat = match.deal.turn
        sight = Sight.of(match.deal, seat)
        assert tara.decide(sight) == coach.advise(sight).decision


# -- drops ----------------------------------------------------------------------------------

HOPELESS = "AS 5S 9S KH 3H 7H JD 2D 6D 10C KC 4C 9H"  # no wild card (eights), seven cards off
NEAR = "3H 4H 5H 7S 8S 9S QC QD 2C 2D 5S KC AD"  # two cards off
OTHER = "3S 4S 5C 6C 7C 8H 9C JH QH KD AD 2C 10D"


def behind(drop_cost: int, total: int = 0, limit: int = 0) -> Sight:
    """HOPELESS after four turns from the draw pile, while the other seat took three of
    its throws from the discard pile: he is coming closer fast."""
    moves: list = []
    for mine, his, taken in (("2S", "4D", True), ("QC", "JC", True), ("3C", "8D", True),
                             ("6H", "QD", False)):
        moves += [(0, "drew", None), (0, "threw", face(mine)),
                  (1, "took", face(mine)) if taken else (1, "drew", None), (1, "threw", face(his))]
    return Sight(parse_cards(HOPELESS), 8, parse_cards("8S")[0], parse_cards("6H QD"), moves,
                 [13, 13], 0, drop_cost=drop_cost, stock=60, pool=limit > 0, rules=TWINE,
                 total=total, limit=limit)


@pytest.mark.parametrize("drop_cost,limit", [(20, 0), (40, 0), (40, 101)])
def test_a_drop_is_advised_where_its_price_is_below_what_playing_on_is_expected_to_lose(
        drop_cost: int, limit: int) -> None:
    advice = coach.advise(behind(drop_cost, 0, limit))
    assert advice.decision == Decision.drop()
    playing_on = min([advice.points(Decision.draw(pile)) for pile in ("stock", "discard")])
    # The drop shows the rules' price; the margin only decides.
    assert advice.points(Decision.drop()) == drop_cost
    assert drop_cost + coach.DROP_MARGIN <= playing_on
    stock = Decision.draw("stock")
    assert advice.loss(stock) == advice.points(stock) - drop_cost
    assert render(advice.text) == ("Drop now: %d points; playing on loses about %d on average from "
                           "here." % (drop_cost, playing_on))
    near = coach.advise(Sight.of(dealt([NEAR, OTHER], "10C", "9D", rules=TWINE), 0))
    assert near.decision.action == "draw" and near.points(Decision.drop()) > near.options[0][1]


def test_a_drop_that_would_put_the_seat_out_of_the_pool_is_never_advised() -> None:
    assert coach.advise(behind(40, 60, 101)).decision == Decision.drop()  # 100: still in
    out = coach.advise(behind(40, 61, 101))  # 61 + 40 reaches 101
    assert out.decision.action == "draw"
    # Still priced by the rules, though cheaper than playing on: the pool decides.
    assert out.points(Decision.drop()) == 40 and out.loss(Decision.drop()) < 0
    assert [o[0] for o in out.options][-1] == Decision.drop()


# -- throws ---------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 10 ** 6), st.integers(0, 24))
def test_the_hint_never_raises_the_distance_where_a_throw_keeps_it(seed: int,
                                                                     turns: int) -> None:
    match = bot_to_play("kiran", "tara", seed, turns)
    assume(not match.deal_over())
    seat = match.deal.turn
    if match.deal.phase == "draw":
        match.draw(seat, "stock")
    hint = coach.hint(match.deal, seat)
    assume(hint["step"] == "discard")
    hand = match.deal.hand_of(seat)
    wild_rank = match.deal.wild_rank
    left = [distance([c for c in hand if c is not card], wild_rank) for card in hand
            if card.id != match.deal.picked]
    assert distance([c for c in hand if c.id != hint["card"]], wild_rank) == min(left)


# One card from complete, with J♥ or K♣ to throw (the same outs, the same points): Mira
# took Q♥, which J♥ joins, and passed over K♣.
WATCHED = [(0, "drew", None), (0, "threw", face("QH")), (1, "took", face("QH")),
           (1, "threw", face("AD")), (0, "drew", None), (0, "threw", face("KC")),
           (1, "drew", None), (1, "threw", face("3D")), (0, "drew", None)]


def watched_sight() -> Sight:
    hand = parse_cards("3H 4H 5H 7S 8S 9S 2C 2D 2H 5C 6C 7C JH KC")
    return Sight(hand, 10, parse_cards("10C")[0], parse_cards("AD KC 3D"), WATCHED, [14, 13],
                 0, phase="discard", names=["You", "Mira"])


def test_the_throw_keeps_a_card_the_next_player_would_take_and_says_why() -> None:
    advice = coach.advise(watched_sight())
    assert Card(advice.decision.card).code() == "KC"
    assert advice.loss(Decision.discard(watched_sight().hand[-2].id)) > 0
    said = render(advice.text)
    assert said.endswith(" Keep J♥: Mira took Q♥ and passed over K♣."), said
