"""What was thrown: each seat's discards this deal in the view, in order, with the seat
that took each one marked, and never a card drawn from the draw pile."""

from hypothesis import given, settings
from hypothesis import strategies as st

from indian_rummy.bots import new_match, play_bot_turn
from indian_rummy.engine.cards import Card, message
from indian_rummy.engine.deal import Deal
from indian_rummy.protocol.review import review
from indian_rummy.protocol.session import Session


def listed(view: dict) -> list:
    """Each seat's discards as the view gives them: (label, taken by, starter)."""
    return [[(e["card"]["label"], e["taken_by"], e["starter"]) for e in seat["discards"]]
            for seat in view["seats"]]


def from_log(deal: Deal, starter: Card) -> list:
    """Each seat's discards worked out from the deal's log by card id (an independent
    count): every card thrown, in order, marked with the seat that took that very card."""
    lists: list = [[] for _ in range(deal.seat_count)]
    on_pile = {starter.id: None}  # card id -> its entry while it lies on the pile
    for record in deal.log:
        action, seat, card = record["action"], record.get("who"), record.get("card")
        if action in ("discard", "declare") and card is not None:
            entry = [Card(card).label(), None, False]
            lists[seat].append(entry)
            on_pile[card] = entry
        elif action == "draw" and record["source"] == "discard":
            entry = on_pile.pop(card)
            if entry is None:
                lists[seat].append([Card(card).label(), seat, True])
            else:
                entry[1] = seat
    return [[tuple(e) for e in seat] for seat in lists]


def test_a_seats_discards_are_its_throws_in_order_with_the_taker_marked():
    session = Session()
    session.start(5, False, "practice", "deal", None)
    deal = session.deal
    assert deal is not None
    starter = deal.top_discard()
    first = deal.hand_of(0)[0]
    deal.draw(0, "discard")        # takes the card the pile started with
    deal.discard(0, first.id)
    deal.draw(1, "discard")        # takes it
    thrown = deal.hand_of(1)[0]
    deal.discard(1, thrown.id)
    deal.draw(0, "stock")          # the card drawn is not told
    drawn = deal.drawn
    deal.discard(0, drawn)
    view = session.view(0)
    assert listed(view) == [
        [(starter.label(), 0, True), (first.label(), 1, False), (Card(drawn).label(), None, False)],
        [(thrown.label(), None, False)]]
    assert listed(session.view(1)) == listed(view)
    card = view["seats"][0]["discards"][1]["card"]
    assert "id" not in card and card["name"] == first.name()


def test_a_card_drawn_from_the_draw_pile_is_not_in_any_seats_discards():
    session = Session()
    session.start(5, False, "practice", "deal", None)
    deal = session.deal
    assert deal is not None
    deal.draw(0, "stock")
    drawn = Card(deal.drawn)
    assert drawn.label() not in [e[0] for seat in listed(session.view(1)) for e in seat]
    assert listed(session.view(1)) == [[], []]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(1, 2**31 - 1), table=st.sampled_from([
    ("practice", "deal", ["kiran", "mira"]),
    ("twine", "pool101", ["kiran", "mira"]),
    ("classic", "deal", ["mira", "kiran", "mira", "kiran"]),
    ("classic", "pool201", ["kiran", "mira", "kiran", "mira", "kiran", "mira"])]))
def test_whole_deals_show_every_throw_once_and_no_card_from_the_draw_pile(seed, table):
    profile, match_format, seats = table
    match = new_match(profile, match_format, seats, seed)
    deal = match.deal
    starter = deal.top_discard()
    turns = 0
    while deal.result is None and turns < 400:
        play_bot_turn(match, deal.turn)
        turns += 1
        expected = from_log(deal, starter)
        for viewer in range(len(match.seats)):
            view = Session(match).view(viewer)
            assert listed(view) == expected
        # Only what was thrown or taken from the pile: as many entries as that.
        throws = sum([1 for r in deal.log if r["action"] in ("discard", "declare")
                      and r.get("card") is not None])
        takes_of_starter = sum([1 for seat in expected for e in seat if e[2]])
        assert sum([len(seat) for seat in expected]) == throws + takes_of_starter
    assert deal.result is not None or turns == 400


def test_the_review_shows_each_seats_discards_as_they_were_at_each_turn():
    match = new_match("twine", "pool101", [{"bot": "kiran"}, {"bot": "mira"}], 11)
    deal = match.deal
    seen = []  # seat 0's discards as each of its turns began
    while deal.result is None:
        if deal.turn == 0:
            seen.append(listed(Session(match).view(0)))
        play_bot_turn(match, deal.turn)
    found = review(match, 0)
    turns = found["turns"]
    assert len(turns) == len(seen) > 3
    assert [s["name"] for s in found["discards"]] == [message("bot-kiran"), message("bot-mira")]
    # The review holds each list once; a turn's is its start, a card taken from its turn on.
    assert any(e["taken_at"] for s in found["discards"] for e in s["discards"])
    for turn, lists in zip(turns, seen):
        assert [[(Card(e["card"]).label(),
                  e["taken_by"] if e["taken_at"] is not None and e["taken_at"] <= turn["turn"]
                  else None, e["starter"]) for e in s["discards"][:turn["discards"][k]]]
                for k, s in enumerate(found["discards"])] == lists
