"""Distance to a declaration: examples named after each rule, the
checker's verdicts, the 14-card rule, and a brute force of exchanges.

The brute force here shares nothing with ``engine.distance``: it exchanges every
card of a hand for every card face (52 faces and the printed joker) and asks the
declaration checker whether the 13 are complete. It cannot hold a third copy of a
face (the engine's cards are two decks), so it searches the real pack; the distance
assumes an unlimited supply, and the two agree (a third copy is never needed: these
tests would show it). ``RUMMY_DISTANCE_XCHECK=N`` cross-checks N hands per test
instead of the default.
"""

import json
import os
import random
from concurrent.futures import ProcessPoolExecutor

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import handgen
from indian_rummy.engine import solver
from indian_rummy.engine.cards import JOKER_IDS, Card, RummyError, parse_cards
from indian_rummy.engine.distance import distance
from indian_rummy.protocol import view as views
from indian_rummy.protocol.session import Session
from indian_rummy.tools import cli
from tables import dealt, faces, to_cards

TENS = 10
XCHECK = int(os.environ.get("RUMMY_DISTANCE_XCHECK", "0")) or None
FACES = [(r, s) for s in range(4) for r in range(1, 14)] + [(0, -1)]
WORKERS = max(1, min(2, os.cpu_count() or 1))


def dist(text: str, wild_rank: int = TENS, just_picked: "str | None" = None) -> int:
    cards = parse_cards(text, jokers=4)
    picked = None
    if just_picked is not None:
        # The last card of the text with that code: the one the test names.
        picked = [c.id for c in cards if c.code() == just_picked][-1]
    return distance(cards, wild_rank, picked)


def is_complete(text: str, wild_rank: int = TENS) -> bool:
    return solver.check(parse_cards(text, jokers=4), wild_rank).valid


# -- the brute force ---------------------------------------------------------------------------


def physical(hand: list) -> "list | None":
    """Faces as the engine's cards (two decks, four printed jokers), or None when the
    pack has no such cards (a third copy of a face)."""
    seen: dict = {}
    cards = []
    for rank, suit in hand:
        copy = seen.get((rank, suit), 0)
        if copy >= (len(JOKER_IDS) if rank == 0 else 2):
            return None
        seen[(rank, suit)] = copy + 1
        cards.append(Card.of(rank, suit if rank else 0, copy))
    return cards


def completes(hand: list, wild_rank: int) -> bool:
    cards = physical(hand)
    return cards is not None and solver.find_declaration(cards, wild_rank) is not None


def places_of(hand: list) -> list:
    """Per suit, the places its cards hold (an ace at 1 and 14; not the printed jokers)."""
    places = [0, 0, 0, 0]
    for rank, suit in hand:
        if rank:
            places[suit] |= 1 << rank | (1 << 14 if rank == 1 else 0)
    return places


def with_face(places: list, face: tuple) -> list:
    rank, suit = face
    if not rank:
        return places
    grown = list(places)
    grown[suit] |= 1 << rank | (1 << 14 if rank == 1 else 0)
    return grown


def pure(places: list) -> bool:
    """Three places in a row of one suit: every declaration holds such a run (any card
    but a printed joker can stand in its own place), a quick test before the checker."""
    return any(bits & bits >> 1 & bits >> 2 for bits in places)


def one_exchange_completes(hand: list, wild_rank: int) -> bool:
    """Does exchanging some one card for some face make the hand complete?"""
    tried = set()
    for i in range(len(hand)):
        if hand[i] in tried:
            continue  # both copies of a face leave the same twelve
        tried.add(hand[i])
        rest = hand[:i] + hand[i + 1:]
        held = places_of(rest)
        for face in FACES:
            if face != hand[i] and pure(with_face(held, face)) and completes(
                    rest + [face], wild_rank):
                return True
    return False


def two_exchanges_complete(hand: list, wild_rank: int) -> bool:
    """Does exchanging some two cards for some two faces make the hand complete?"""
    tried = set()
    for i in range(len(hand)):
        for j in range(i + 1, len(hand)):
            pair = tuple(sorted([hand[i], hand[j]]))
            if pair in tried:
                continue
            tried.add(pair)
            rest = [hand[k] for k in range(len(hand)) if k != i and k != j]
            held = places_of(rest)
            for a in range(len(FACES)):
                one = with_face(held, FACES[a])
                for b in range(a, len(FACES)):
                    if not pure(with_face(one, FACES[b])):
                        continue  # no pure run: the checker would say no
                    if completes(rest + [FACES[a], FACES[b]], wild_rank):
                        return True
    return False


def exchanged(rng: random.Random, hand: list, count: int) -> list:
    """The hand with ``count`` cards exchanged for other cards of the pack."""
    hand = list(hand)
    for k in rng.sample(range(13), count):
        pool = handgen.full_pack(jokers=4)
        for card in hand:
            pool.remove(card)
        hand[k] = rng.choice(pool)
    return hand


def twin_heavy_hand(rng: random.Random, wild_rank: int) -> list:
    """Cards from few faces of two decks: twins, the same run twice, the same set twice."""
    suits = rng.sample(range(4), rng.randint(2, 3))
    low = rng.randint(1, 9)
    ranks = list(range(low, low + 5))
    pool = [(r, s) for r in ranks for s in suits] * 2 + [(0, -1)] * rng.randint(0, 4)
    return rng.sample(pool, 13)


def _one_exchange_verdicts(cases: list) -> list:
    out = []
    for wild_rank, hand, most in cases:
        found = distance(to_cards(hand), wild_rank)
        brute = None
        if found >= 1:
            brute = one_exchange_completes(hand, wild_rank)
        out.append((wild_rank, hand, most, found, completes(hand, wild_rank), brute))
    return out


def cross_check(cases: list) -> list:
    """For each (wild rank, hand, most) case: (wild rank, hand, most, distance, complete?,
    does one exchange complete it? (asked when the distance is not 0))."""
    batches = [cases[k::WORKERS * 4] for k in range(WORKERS * 4)]
    with ProcessPoolExecutor(max_workers=WORKERS) as pool:
        return [r for batch in pool.map(_one_exchange_verdicts, batches) for r in batch]


def _two_exchange_verdicts(cases: list) -> list:
    return [(w, hand, two_exchanges_complete(hand, w)) for w, hand in cases]


# -- the checker -------------------------------------------------------------------------------


def test_distance_is_zero_exactly_when_the_checker_finds_the_hand_complete() -> None:
    wrong = []
    for wild_rank, hand in handgen.mixed_hands(2101, XCHECK or 2000):
        cards = to_cards(hand)
        if (distance(cards, wild_rank) == 0) != solver.check(cards, wild_rank).valid:
            wrong.append((wild_rank, handgen.hand_text(hand)))
    assert wrong == []


MAKERS = handgen.MAKERS + ("twins",)


def make_hand(seed: int, maker: str, wild_rank: int) -> list:
    """handgen's hands, and hands heavy in twins from the two decks."""
    if maker == "twins":
        return twin_heavy_hand(random.Random(seed), wild_rank)
    return handgen.make_hand(seed, maker, wild_rank)


@st.composite
def hands(draw: st.DrawFn) -> tuple:
    wild_rank = draw(st.integers(1, 13))
    hand = make_hand(draw(st.integers(0, 2**32)), draw(st.sampled_from(MAKERS)), wild_rank)
    return wild_rank, hand


PROPS = settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])


@PROPS
@given(hands(), st.randoms(use_true_random=False))
def test_distance_zero_iff_valid_whatever_the_order_of_the_cards(case: tuple,
                                                                 rnd: random.Random) -> None:
    wild_rank, hand = case
    cards = to_cards(hand)
    found = distance(cards, wild_rank)
    assert (found == 0) == solver.check(cards, wild_rank).valid
    rnd.shuffle(cards)
    assert distance(cards, wild_rank) == found
    assert 0 <= found <= 13


@PROPS
@given(st.lists(hands(), min_size=2, max_size=6))
def test_a_distance_is_the_same_asked_alone_or_after_other_hands(cases: list) -> None:
    """The suits' runs are kept from one search to the next: what was asked before
    (similar hands, or unrelated ones) never changes an answer."""
    from indian_rummy.engine.distance import forget

    after = [distance(to_cards(hand), wild_rank) for wild_rank, hand in cases]
    alone = []
    for wild_rank, hand in cases:
        forget()
        alone.append(distance(to_cards(hand), wild_rank))
    assert after == alone


def test_what_searches_keep_is_keyed_by_numbers_micropython_holds_as_small_ints() -> None:
    """A big int is made afresh at each use on MicroPython (in the page) and hashes
    badly there: the kept runs of one suit are keyed within its 31-bit small ints."""
    from indian_rummy.engine import distance as kept

    kept.forget()
    for wild_rank in (1, 2, 13):  # aces wild stand at both ends of a suit
        dist("AS AS 2S 3S KS KS QH KH AH 2H 2D 2C JK", wild_rank)
        dist("2S 2S 3S 4S 5H 6H 7H 8D 9D 10D KC KC AC", wild_rank)
    keys = list(kept._MEMO) + list(kept._SUITS)
    assert len(keys) > 10
    assert max(keys) < 2**30


# -- 14 cards: the best legal final discard ----------------------------------------------------


@PROPS
@given(hands(), st.integers(0, 2**32), st.booleans())
def test_fourteen_cards_count_after_the_best_legal_final_discard(case: tuple, seed: int,
                                                                 picked: bool) -> None:
    wild_rank, hand = case
    rng = random.Random(seed)
    pool = handgen.full_pack(jokers=4)
    for card in hand:
        pool.remove(card)
    cards = to_cards(hand + [rng.choice(pool)])
    rng.shuffle(cards)
    just_picked = rng.choice(cards).id if picked else None
    each = [distance([c for c in cards if c.id != d.id], wild_rank)
            for d in cards if d.id != just_picked]
    assert distance(cards, wild_rank, just_picked) == min(each)


def test_fourteen_cards_complete_with_the_right_final_discard() -> None:
    guided = "3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC 2H"
    assert dist(guided) == 0
    assert dist(guided, just_picked="2H") == 0  # K♣ is still free to go


def test_the_just_picked_card_is_never_the_final_discard() -> None:
    # Only throwing K♣ completes these 14; taken from the pile, it must stay a turn,
    # and any other discard leaves K♣ to exchange.
    assert dist("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H KC", just_picked="KC") == 1
    # The twin of the just-picked card (the other deck's K♣) may go instead.
    assert dist("3H 4H 5H 7S 8S 9S JC QC KC 2C 2D 2S 2H KC", just_picked="KC") == 0


def test_a_hand_has_13_cards_or_14_before_the_final_discard() -> None:
    with pytest.raises(RummyError, match="not 12"):
        dist("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S")


# -- the rules, one by one ---------------------------------------------------------------------


def test_a_single_unmatched_card_is_one_exchange_away() -> None:
    assert dist("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC") == 1
    assert dist("3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H") == 0


def test_wild_cards_fill_a_run_but_never_make_it_pure() -> None:
    assert dist("3H JK 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H") == 0  # 7♠ 8♠ 9♠ is pure
    # Both runs lean on a joker: one joker must give way to a natural card.
    assert dist("3H JK 5H 7S JK 9S QC QD QH 2C 2D 2S 2H") == 1
    # A ten (wild) stands for 4♥ as well as a joker does, and no better.
    assert dist("3H 10C 5H 7S 10D 9S QC QD QH 2C 2D 2S 2H") == 1


def test_a_wild_rank_card_in_its_own_place_keeps_a_run_pure() -> None:
    # Fours wild: 3♥ 4♥ 5♥ is pure, 4♣ fills 7♠ _ 9♠.
    assert dist("3H 4H 5H 7S 4C 9S QC QD QH 2C 2D 2S 2H", 4) == 0
    # Ten wild cards and 2♠ 7♦ 9♣: 3♠ for any wild card makes 2♠ 3♠ 4♠ pure.
    assert dist("JK JK 4H 4S 4D 4C 4H 4S 4D 4C 2S 7D 9C", 4) == 1


def test_printed_jokers_are_wild_and_never_natural() -> None:
    # With the indicator a joker, aces are wild: A♣ fills 3♥ _ 5♥ like any joker.
    assert dist("3H AC 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H", 1) == 0
    # Four jokers fill 7♠ _ 9♠, Q♣ Q♦ _ and 6♦ _ _ 9♦ beside the pure 3♥ 4♥ 5♥.
    assert dist("JK JK JK JK 3H 4H 5H 7S 9S QC QD 6D 9D") == 0
    # Eight wild cards and five naturals, none two of a suit near each other: a pure
    # run needs two more naturals (4♠ 6♠ around 5♠, or 9♠ J♠ around 10♠ in its place).
    assert dist("JK JK JK JK 10S 10S 10H 10H 5S 9D 2C KH 7C") == 2


def test_a_group_of_wild_cards_alone_is_no_group() -> None:
    # Twelve wild cards (four jokers, eight sevens) and K♦: 7♠ stands in its own
    # place with 6♠ 8♠ brought in; K♦ leads a run of the rest.
    assert dist("JK JK JK JK 7S 7S 7H 7H 7D 7D 7C 7C KD", 7) == 2
    # With 8♠ the pure run needs only 6♠ (or 9♠), but the second run then needs a
    # natural card of its own: still two.
    assert dist("JK JK JK JK 7S 7S 7H 7H 7D 7D 7C 7C 8S", 7) == 2


def test_many_jokers() -> None:
    # Four jokers (a classic table of three or more) and the wild rank beside them.
    assert dist("4C 5C 6C 9D JK JK JK JK QH QS QD 2H 3H") == 0
    assert dist("JK JK JK JK 5H 5S 5D 5C 2H 3H 4H 9C 10C", 5) == 0  # 2♥-5♥ is pure
    assert dist("JK JK JK JK QH QS 2D 3D 4D 8S 9S KC KD", 12) == 0
    # Twelve wild cards and 9♣: two naturals for the pure run around a five.
    assert dist("JK JK JK JK 5H 5S 5D 5C 5H 5S 5D 5C 9C", 5) == 2
    for wild_rank, hand in ((5, "JK JK JK JK 5H 5S 5D 5C 5H 5S 5D 5C 9C"),
                            (4, "JK JK 4H 4S 4D 4C 4H 4S 4D 4C 2S 7D 9C")):
        cards = faces(parse_cards(hand, jokers=4))
        assert one_exchange_completes(cards, wild_rank) == (dist(hand, wild_rank) == 1)


def test_sets_of_four_count_and_five_never() -> None:
    assert dist("3H 4H 5H 7S 8S 9S QC QD QH QS 2C 2D 2S") == 0
    # Five queens are no set: four are, and the fifth needs a partner for a second set.
    hand = "3H 4H 5H 6H 7S 8S 9S QC QD QH QS QC KD"
    assert not is_complete(hand) and dist(hand) == 1


def test_aces_are_high_or_low() -> None:
    assert dist("QH KH AH 2S 3S 4S 7C 8C 9C 5D 5H 5S 5C") == 0
    assert dist("AH 2H 3H QS KS AS 7C 8C 9C 5D 5H 5S 5C") == 0


def test_runs_never_wrap_from_king_to_two() -> None:
    hand = "KH AH 2H 7S 8S 9S QC QD QH 5C 5D 5S 5H"
    assert not is_complete(hand)
    assert dist(hand) == 1  # 2♥ for Q♥ (the other deck's) makes Q♥ K♥ A♥
    # A joker before K♥ A♥ stands for the queen (Q-K-A), never for the two.
    assert dist("KH AH JK 7S 8S 9S QC QD QH 5C 5D 5S 5H") == 0


def test_two_decks_give_the_same_run_twice() -> None:
    assert dist("4H 5H 6H 4H 5H 6H 7S 8S 9S QC QD QH QS") == 0
    assert dist("4H 5H 6H 4H 5H 6H 7S 8S 9S QC QD QH KS") == 1


def test_two_decks_give_the_same_set_twice() -> None:
    # Two sets of twos from both decks: 2H for 4♣ completes them.
    assert dist("2D 2C 2S 10C QC 2S 10C JC JC 4C QC 2C 2D", 5) == 1


def test_a_random_hand_far_from_a_declaration() -> None:
    assert dist("AS 5D 9C KH 3S 7D JC 2H 6S 10D QC 4H 8S", 3) == 3


# -- the brute force ---------------------------------------------------------------------------


def test_hands_one_exchange_from_a_declaration_are_at_distance_one_at_most() -> None:
    rng = random.Random(2102)
    wrong = []
    for _ in range(XCHECK or 2000):
        wild_rank = rng.randint(1, 13)
        hand = exchanged(rng, handgen.complete_hand(rng, wild_rank), 1)
        found = distance(to_cards(hand), wild_rank)
        if found > 1 or (found == 0) != completes(hand, wild_rank):
            wrong.append((wild_rank, handgen.hand_text(hand), found))
    assert wrong == []


def one_exchange_cross_check(seed: int, count: int) -> None:
    """Hands two exchanges from a declaration (distance 2 at most: the exchanges back),
    random hands, wild-heavy hands and hands of twins: distance 1 exactly when some
    single exchange makes the hand complete, and 0 exactly when it is complete."""
    rng = random.Random(seed)
    cases = []
    for k in range(count):
        wild_rank = rng.randint(1, 13)
        most = None
        if k % 2 == 0:
            hand = exchanged(rng, handgen.complete_hand(rng, wild_rank), 2)
            most = 2  # the two exchanges back
        elif k % 6 == 1:
            hand = handgen.random_hand(rng, jokers=4)
        elif k % 6 == 3:
            hand = handgen.wild_heavy_hand(rng, wild_rank)
        else:
            hand = twin_heavy_hand(rng, wild_rank)
        cases.append((wild_rank, hand, most))
    results = cross_check(cases)
    assert len(results) == count
    wrong = [(w, handgen.hand_text(h), found) for w, h, most, found, complete, one in results
             if (found == 0) != complete or (found >= 1 and (found == 1) != one)
             or (most is not None and found > most)]
    assert wrong == []
    shares = [sum(1 for r in results if r[3] == d) for d in (0, 1, 2)]
    assert min(shares) >= count // 20, shares  # every answer is well represented


def test_distance_one_exactly_when_one_exchange_completes_the_hand() -> None:
    one_exchange_cross_check(2103, XCHECK or 160)


@pytest.mark.slow
def test_distance_one_exactly_when_one_exchange_completes_four_hundred_more_hands() -> None:
    one_exchange_cross_check(2105, XCHECK or 400)


@pytest.mark.slow
def test_distance_three_or_more_means_no_two_exchanges_complete_the_hand() -> None:
    rng = random.Random(2104)
    cases = []
    while len(cases) < (XCHECK or 4):
        wild_rank = rng.randint(1, 13)
        if len(cases) % 2:
            hand = exchanged(rng, handgen.complete_hand(rng, wild_rank), 3)
        else:
            hand = handgen.random_hand(rng)
        if distance(to_cards(hand), wild_rank) >= 3:
            cases.append((wild_rank, hand))
    batches = [cases[k::WORKERS] for k in range(WORKERS)]
    with ProcessPoolExecutor(max_workers=WORKERS) as pool:
        results = [r for batch in pool.map(_two_exchange_verdicts, batches) for r in batch]
    assert [(w, handgen.hand_text(h)) for w, h, two in results if two] == []


# -- where the distance is shown ---------------------------------------------------------------


def test_check_json_gives_the_distance_of_every_hand(capsys: pytest.CaptureFixture,
                                                     tmp_path: object) -> None:
    status = cli.main(["check", "--json", "--wild", "10"] + "3H 4H 5H 7S 8S 9S QC QD QH 2C "
                      "2D 2S KC".split())
    record = json.loads(capsys.readouterr().out)
    assert status == 1 and record["valid"] is False and record["distance"] == 1
    batch = "10: 3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H\n3: AS 5D 9C KH 3S 7D JC 2H 6S 10D " \
            "QC 4H 8S\n"
    path = os.path.join(str(tmp_path), "hands.txt")
    with open(path, "w", encoding="utf-8") as out:
        out.write(batch)
    cli.main(["check", "--json", "--batch", path])
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["line"], r["valid"], r["distance"]) for r in records] == [(1, True, 0),
                                                                          (2, False, 3)]


def test_check_says_the_distance_of_an_incomplete_hand(capsys: pytest.CaptureFixture) -> None:
    cli.main(["check", "--wild", "10"] + "3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S KC".split())
    assert "distance: 1 (the fewest cards to exchange for a declaration)" in (
        capsys.readouterr().out)


def test_the_view_gives_the_distance_of_the_seats_own_hand_only() -> None:
    session = Session()
    view = json.loads(session.handle(
        0, '{"id": 1, "type": "new_game", "args": {"seed": 17, "guided": true}}'))["result"]
    assert view["distance"] == 1  # the guided hand: K♣ is loose
    view = json.loads(session.handle(0, '{"id": 2, "type": "draw", "args": {"source": '
                                     '"stock"}}'))["result"]
    assert view["hand_count"] == 14 and view["distance"] == 0  # 2♥ came: throw K♣
    deal = session.match.deal
    assert view["distance"] == distance(deal.hand_of(0), deal.wild_rank, deal.picked)
    # Give Mira other cards from the stock: the player's view does not change at all.
    before = session.handle(0, '{"id": 3, "type": "view", "args": {}}')
    k = 0
    for tray in deal.hands[1]:
        for i in range(len(tray)):
            tray[i], deal.stock[k] = deal.stock[k], tray[i]
            k += 1
    assert session.handle(0, '{"id": 3, "type": "view", "args": {}}') == before


def test_the_view_counts_the_just_picked_card_as_kept() -> None:
    # The guided hand takes K♣ from the discard pile: it may not go back at once, so
    # the hand is one exchange from a declaration, not complete.
    table = dealt(["3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H",
                   "AS 3S 5S 7D 9D JD KD 2C 4C 6C 8C 10C QC"], "10C", "KC")
    table.draw(0, "discard")
    assert views.hand_distance(table, 0) == 1
    assert distance(table.hand_of(0), 10) == 0
    assert views.hand_distance(table, 1) == distance(table.hand_of(1), 10)


def test_the_view_finds_each_seats_distance_once_per_hand_however_many_tables_are_open(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A server builds views for thousands of seats in turn: a seat whose hand has not
    # changed is not searched again, whatever the other tables did meanwhile.
    calls = []
    monkeypatch.setattr(views, "distance", lambda *a: calls.append(a) or distance(*a))
    sessions = []
    for seed in range(1, 301):
        session = Session()
        session.handle(0, '{"id": 1, "type": "new_game", "args": {"seed": %d}}' % seed)
        sessions.append(session)
    assert len(calls) == 300
    for session in sessions:
        session.handle(0, '{"id": 2, "type": "view", "args": {}}')
    assert len(calls) == 300
    sessions[7].handle(0, '{"id": 3, "type": "draw", "args": {"source": "stock"}}')
    assert len(calls) == 301 and len(calls[-1][0]) == 14


def test_a_search_below_a_bound_gives_the_distance_or_the_bound() -> None:
    rng = random.Random(2027)
    for k in range(300):
        size = 13 + k % 2
        hand = to_cards(handgen.near_hand(rng, 1 + k % 13)[:size] if k % 3 else
                        handgen.random_hand(rng, size))
        if len(hand) != size:
            continue
        wild = 1 + k % 13
        exact = distance(hand, wild)
        for below in range(0, 6):
            assert distance(hand, wild, below=below) == min(exact, below), (hand, below)
