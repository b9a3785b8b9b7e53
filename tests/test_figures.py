"""Every number the coach and the review give is on the scale the rules use (issue 46): a
drop shows the rules' price, before a seat's first draw and after, at every table and pool;
the coach's margin decides and never shows; no figure lies beyond what a deal can cost or
pay; and every sentence of the reviews of generated deals states only numbers that follow
from its options' figures (read back from the English words)."""

import random
import re

import pytest

from indian_rummy.bots import coach, new_match, play_bot_turn
from indian_rummy.bots.sight import Sight
from indian_rummy.engine.cards import Card, card_points
from indian_rummy.engine.decision import Decision
from indian_rummy.engine.match import Match
from indian_rummy.locales import render
from indian_rummy.protocol import review as reviewing

# What a drop costs by the rules, before the seat's first draw and after.
PRICES = {"deal": (20, 40), "pool101": (20, 40), "pool201": (25, 50)}
CAP = 80  # the most a hand counts at every scored table (and a wrong declaration's price)
TABLES = (("twine", "deal", 2), ("classic", "deal", 4), ("twine", "pool101", 2),
          ("classic", "pool201", 3))
BOTS = ("kiran", "tara", "mira")


@pytest.mark.parametrize("profile,match_format,players", TABLES)
def test_a_drop_shows_the_rules_price_before_the_first_draw_and_after(
        profile: str, match_format: str, players: int) -> None:
    first, later = PRICES[match_format]
    match = new_match(profile, match_format, [BOTS[k % 3] for k in range(players)], 7)
    seen = set()
    while not match.deal_over():
        deal = match.deal
        seat = deal.turn
        if deal.phase == "draw" and deal.can_drop(seat):
            advice = coach.advise(Sight.of(deal, seat, True, match.totals[seat]))
            price = later if deal.has_drawn[seat] else first
            assert advice.points(Decision.drop()) == price
            if advice.decision == Decision.drop():
                assert render(advice.text).startswith("Drop now: %d points;" % price)
            seen.add(price)
        play_bot_turn(match, seat, may_drop=False)
    assert seen == {first, later}


def test_a_drop_that_puts_you_out_of_the_pool_costs_its_price_and_says_so() -> None:
    """Five first-turn drops in Pool 101 leave you at 100; the sixth reaches 120."""
    match = new_match("twine", "pool101", [{"name": "You"}, "kiran"], 4)
    while not match.over:
        if match.deal_over():
            match.next_deal(0)
        elif match.deal.turn == 0:
            match.drop(0)
        else:
            play_bot_turn(match, 1, may_drop=False)
    assert match.number == 6 and match.totals[0] == 120
    step = reviewing.review(match, 0)["turns"][0]["steps"][0]
    assert step["did"]["action"] == "drop" and step["coach"]["action"] != "drop"
    assert step["points"] == 20
    assert ("Dropping costs 20 points and puts you out of the pool (your total reaches 120; the "
            "limit is 101), while playing on may keep you in.") in render(step["note"])


def test_a_drop_the_margin_held_back_reads_at_its_price_beside_playing_on() -> None:
    """Seed 5: at your first turn playing on is expected to lose 28, the drop costs 20;
    the coach plays on (a drop must save DROP_MARGIN), and says why when you drop."""
    match = new_match("twine", "deal", [{"name": "You"}, "kiran"], 5)
    if match.deal.turn != 0:
        play_bot_turn(match, 1)
    advice = coach.advise(Sight.of(match.deal, 0))
    assert advice.decision == Decision.draw("stock") and advice.options[0][1] == 28
    assert advice.points(Decision.drop()) == 20 and advice.loss(Decision.drop()) == -8
    match.drop(0)
    turn = reviewing.review(match, 0)["turns"][0]
    assert (turn["loss"], turn["mark"]) == (0, "good")
    assert render(turn["note"]) == (
        "Dropping costs 20 points and playing on was expected to lose about 28, but that is only "
        "an estimate: the coach drops when dropping saves 10 points or more.")
    drop = [o for o in turn["steps"][0]["options"] if o["action"] == "drop"]
    assert render(drop[0]["note"]) == render(turn["note"])


# -- the reviews of generated deals ---------------------------------------------------------

def _generated(seed: int) -> Match:
    """A deal at one of TABLES, seat 0 taking the coach's choice or, often, another of the
    step's options (drops too), the other seats bots."""
    profile, match_format, players = TABLES[seed % len(TABLES)]
    rng = random.Random(seed)
    seats = [{"name": "You"}] + [BOTS[(seed + k) % 3] for k in range(players - 1)]
    match = new_match(profile, match_format, seats, seed)
    while not match.deal_over():
        deal = match.deal
        if deal.turn != 0:
            play_bot_turn(match, deal.turn)
            continue
        options = coach.advise(Sight.of(deal, 0, True, match.totals[0])).options
        pick = options[0] if rng.random() < 0.6 else rng.choice(options)
        match.play(0, pick[0])
    return match


# Each sentence that states points, with how its numbers follow from the step's figures.
WORSE = re.compile(r"About (\d+) points? worse than (.+?)\.")
DROP_NOW = re.compile(r"Drop now: (\d+) points; playing on loses about (-?\d+) on average from "
                      r"here\.")
HELD = re.compile(r"Dropping costs (\d+) points and playing on was expected to lose about (-?\d+),"
                  r" but that is only an estimate: the coach drops when dropping saves (\d+) "
                  r"points or more\.")
OUT = re.compile(r"Dropping costs (\d+) points and puts you out of the pool \(your total reaches "
                 r"(\d+); the limit is (\d+)\), while playing on may keep you in\.")
COUNTS = re.compile(r"Throw (\S+): [^.]*; it would count (\d+) points if you lost\.")
NOT_COMPLETE = re.compile(r"The hand was not complete: the declaration cost (\d+) points\.")
# Numbers that are not points: cards' labels and distances.
NOT_POINTS = re.compile(r"(10|[2-9AJQK])[♠♥♦♣]|\bJK\b|\d+ cards? from a declaration|"
                        r"your other 13 cards")


def _figures_follow(step: dict, turn: dict, price: int, players: int, wild_rank: int) -> None:
    options = step["options"]
    best = options[0]["points"]
    for option in options:
        assert -(players - 1) * CAP <= option["points"] <= CAP, option
        assert option["loss"] == option["points"] - best
        if option["action"] == "drop":
            assert option["points"] == price
    assert step["coach_points"] == best
    assert step["loss"] == max(0, step["points"] - best)
    note = render(step["note"])
    rest = note
    for found in WORSE.finditer(note):
        assert int(found.group(1)) == step["points"] - best == step["loss"]
        assert found.group(2) == render(step["coach_words"])
    for found in DROP_NOW.finditer(note):
        assert step["coach"]["action"] == "drop"
        assert (int(found.group(1)), int(found.group(2))) == (price, options[1]["points"])
        assert price + coach.DROP_MARGIN <= options[1]["points"]
    for found in HELD.finditer(note):
        points, playing_on, margin = [int(n) for n in found.groups()]
        assert step["did"]["action"] == "drop" and (points, playing_on) == (price, best)
        assert margin == coach.DROP_MARGIN and price < best < price + margin
    for found in OUT.finditer(note):
        assert step["did"]["action"] == "drop" and int(found.group(1)) == price
    for found in COUNTS.finditer(note):
        assert int(found.group(2)) == card_points(Card.parse(found.group(1)), wild_rank)
    for found in NOT_COMPLETE.finditer(note):
        assert int(found.group(1)) == CAP
    for pattern in (WORSE, DROP_NOW, HELD, OUT, COUNTS, NOT_COMPLETE, NOT_POINTS):
        rest = pattern.sub("", rest)
    assert not re.search(r"\d", rest), note
    dropped = re.search(r"dropped \((\d+) points\)", render(turn["did"]))
    assert dropped is None or int(dropped.group(1)) == price


@pytest.mark.parametrize("first", range(1, 121, 30))
def test_every_review_sentence_states_only_numbers_that_follow_from_the_figures(
        first: int) -> None:
    worse = 0
    for seed in range(first, first + 30):
        match = _generated(seed)
        players = len(match.seats)
        prices = PRICES[match.format.name]
        found = reviewing.review(match, 0)
        for turn in found["turns"]:
            price = prices[0] if turn["turn"] == 1 else prices[1]
            for step in turn["steps"]:
                _figures_follow(step, turn, price, players, found["wild_rank"])
                worse += bool(WORSE.search(render(step["note"])))
    assert worse  # the words this proves came up
