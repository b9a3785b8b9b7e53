"""Puzzles in the shipped form (web/learn/puzzles.json) from seeded bot deals, for the
lessons' tests: each of a seat's draws after its first (a question of dropping) in a
deal Kiran plays against the coach, its question "draw", its answer the coach's
choice and its theme what that choice is ("take" the open card or "stock")."""

from indian_rummy.bots import coach, new_match, play_bot_turn
from indian_rummy.bots.sight import Sight
from indian_rummy.protocol.position import moves_of, position

PROFILE = "twine"
SEATS = ["kiran", None]
LEARNER = 1


def draw_puzzles(seeds: range, wanted: int) -> list:
    """Up to ``wanted`` puzzles of each theme, from the learner's draws of ``seeds``."""
    found: dict = {"take": [], "stock": []}
    for seed in seeds:
        match = new_match(PROFILE, "deal", SEATS, seed)
        turns = 0  # the learner's: its first draw is a question of dropping
        while not match.deal_over():
            seat = match.deal.turn
            if seat == LEARNER and turns:
                puzzle = _at_draw(match, seed, len(found["take"]) + len(found["stock"]))
                if puzzle and len(found[puzzle["theme"]]) < wanted:
                    found[puzzle["theme"]].append(puzzle)
            turns += seat == LEARNER
            play_bot_turn(match, seat, may_drop=False,
                          decide=(lambda sight: coach.advise(sight).decision)
                          if seat == LEARNER else None)
        if all(len(puzzles) >= wanted for puzzles in found.values()):
            break
    return found["take"] + found["stock"]


def _at_draw(match, seed: int, number: int) -> "dict | None":
    data = {"profile": PROFILE, "seats": SEATS, "seed": seed, "moves": moves_of(match),
            "seat": LEARNER}
    replayed = position(data)  # the position reads back as the table stands
    advice = coach.advise(Sight.of(replayed.deal, LEARNER, True, 0))
    best = advice.decision
    if best.action != "draw":
        return None
    others = [points for decision, points in advice.options[1:]]
    return {"id": "t%04d" % number, "theme": "take" if best.source == "discard" else "stock",
            "question": "draw", "position": data,
            "answer": {"action": "draw", "source": best.source, "card": None},
            "margin": min(others) - advice.options[0][1] if others else 0,
            "rating": 1200 + number}
