"""A served view never holds another seat's cards, any card of the stock, the seed or
the match's secret deal key.

Whole matches between bots are replayed record by record into a served
session, and both seats' views are checked after every record.
"""

import pytest

from indian_rummy.bots import play_bot_turn, seat_specs
from indian_rummy.engine.canon import dumps
from indian_rummy.engine.match import Match
from indian_rummy.server.served import ServedSession, encode_json
from views import view_card_ids

pytestmark = pytest.mark.server


def replayed_views(config: dict, log: list) -> list:
    """(match, [view of each seat]) before the first record of ``log`` and after each."""
    match = Match.load(dict(config, log=[]))
    session = ServedSession(match)
    for record in [None] + log:
        if record is not None:
            match.apply(record)
        yield match, [session.view(seat) for seat in range(len(match.seats))]


SECRET = "5ec2e7" * 10 + "d0d1"


@pytest.mark.parametrize("profile,match_format,seed,secret", [
    ("twine", "pool101", 11, None), ("twine", "pool101", 12, SECRET), ("twine", "deal", 20, None),
    ("classic", "pool201", 14, SECRET)])
def test_no_served_view_shows_hidden_cards_the_seed_or_the_secret(profile, match_format, seed,
                                                                   secret):
    played = Match.new(profile, match_format, seat_specs(["mira", "mira"]), seed, secret=secret)
    while not played.over:
        if played.deal_over():
            played.next_deal(0)
        else:
            play_bot_turn(played, played.deal.turn)
    checked = 0
    for match, views in replayed_views(played.config(), played.log):
        cached = match.deal
        stock = {c.id for c in cached.stock}
        hands = [{c.id for c in cached.hand_of(s)} for s in range(len(match.seats))]
        open_cards = {cached.indicator.id} | {c.id for c in cached.discard_pile}
        for seat, view in enumerate(views):
            assert view["seed"] is None and view["seat"] == seat
            text = encode_json(view)
            assert "secret" not in text and (secret is None or secret[:12] not in text)
            shown = view_card_ids(view)
            assert not shown & stock
            if cached.result is None:
                assert shown <= hands[seat] | open_cards
                top = cached.top_discard()
                assert shown - hands[seat] <= {cached.indicator.id} | (
                    {top.id} if top is not None else set())
            else:  # a finished deal shows every hand, as at a real table
                assert shown <= set().union(*hands) | open_cards
            checked += 1
    assert checked == len(match.seats) * (len(played.log) + 1) > 100


def test_served_replies_are_the_canonical_text_even_for_odd_names():
    """The server's fast encoder writes what canon writes, and falls back to it for a
    lone surrogate (which CPython's encoder would leave unescaped)."""
    for name in ("Asha", "Zoë ♣", "half\ud800"):
        match = Match.new("twine", "pool101", [{"name": name}, {"name": "B"}], 3)
        view = ServedSession(match).view(0)
        assert encode_json(view) == dumps(view)
        encode_json(view).encode("utf-8")
