"""legal_decisions(sight) yields exactly what the rules allow the seat whose turn it is:
each draw, discard and drop the deal takes, and each declaration of a complete hand,
and nothing the deal refuses."""

from hypothesis import given, settings
from hypothesis import strategies as st

from indian_rummy.bots.legal import legal_decisions
from indian_rummy.bots.sight import Sight
from indian_rummy.engine.deal import DRAW, Deal
from indian_rummy.engine.decision import PERSON, Decision
from indian_rummy.engine.match import Match
from indian_rummy.engine.prng import Rng


def allowed_by_the_deal(deal: Deal, seat: int) -> set:
    """Every draw, discard and drop the deal takes from ``seat`` now, and every
    declaration of a complete hand (a wrong one, which a penalty table takes, aside)."""
    found = set()
    if deal.phase == DRAW:
        found |= {Decision.draw(s) for s in ("stock", "discard") if deal.can_draw(seat, s)}
        if deal.can_drop(seat):
            found.add(Decision.drop())
        finals: list = [None]
    else:
        cards = [c.id for c in deal.hand_of(seat)]
        found |= {Decision.discard(c) for c in cards if deal.can_discard(seat, c)}
        finals = cards
    for card in finals:
        if deal.can_declare(seat, card) and deal.verify_declare(seat, card).valid:
            found.add(Decision.declare(card))
    return found


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 10**6), st.sampled_from([("practice", 2), ("twine", 2), ("classic", 4)]))
def test_the_legal_decisions_are_what_the_deal_takes_at_every_step(seed: int,
                                                                    table: tuple) -> None:
    profile, players = table
    match = Match.new(profile, "deal", [{"name": "P%d" % k} for k in range(players)], seed)
    rng = Rng(seed)
    for _ in range(40):
        deal = match.deal
        if deal.result is not None:
            break
        seat = deal.turn
        legal = list(legal_decisions(Sight.of(deal, seat)))
        assert len(set(legal)) == len(legal)
        assert set(legal) == allowed_by_the_deal(deal, seat)
        match.act(seat, legal[rng.below(len(legal))], PERSON)


def test_a_complete_hand_declares_with_each_final_discard_that_completes_it() -> None:
    match = Match.new("practice", "deal", [{"name": "You"}, {"name": "Mira"}], 17, guided=True)
    match.draw(0, "stock")
    deal = match.deal
    declarations = [d for d in legal_decisions(Sight.of(deal, 0)) if d.action == "declare"]
    assert declarations
    assert set(declarations) == {d for d in allowed_by_the_deal(deal, 0)
                                 if d.action == "declare"}
    assert match.act(0, declarations[0], PERSON)["action"] == "declare"
    assert deal.result is not None and deal.result.winner == 0
