"""The review of a deal: each of a seat's turns beside the coach's choice, and what it cost.

The deal is replayed from the match's log. At each of the seat's turns the
review looks only at what the seat could see then (a :class:`Sight`: its hand,
the discard pile as played, the counts), never at the stock or another hand,
and never at what came later. It asks the coach (Tara in that seat) what to
do, and judges the seat's own choice against it in *hundredths of a card of
distance* (the distance is ``engine/distance.py``'s), so that the marks mean
the same thing at every table:

* the draw: taking the open card is worth the distance it leaves; drawing
  from the stock is worth the distance now less the chance that an unseen
  card brings the hand one closer (the *outs*: unseen cards that would, each
  face counted as often as it may still be unseen, by the count Tara plays
  by: :mod:`indian_rummy.bots.sight`);
* the throw, with the 14 cards the seat really held (it saw the card it drew):
  the distance its 13 are left at, beside the coach's; when those are equal,
  the share of the coach's outs the seat's 13 lack, up to half a card;
* a declaration the seat could have made and did not, or one that was not
  complete, is a blunder.

A turn's cost is the sum; it is marked *good* below ``INACCURACY``,
*inaccuracy* below ``MISTAKE``, *mistake* below ``BLUNDER`` and *blunder*
from there. Everything is integers, so both runtimes give the same review.
"""

from ..bots import coach, tara
from ..bots.sight import Sight, Unseen, near_faces, outs
from ..engine.cards import Card, is_wild
from ..engine.deal import DRAW, PLAYING, Deal, IllegalAction, show_value
from ..engine.distance import distance
from ..engine.match import Match
from . import text

# Hundredths of a card of distance from which a turn's cost earns each mark.
INACCURACY = 20
MISTAKE = 50
BLUNDER = 100
SAME_DISTANCE_MOST = 50  # the most an equal-distance throw can cost (all the outs lost)

MARKS = ("good", "inaccuracy", "mistake", "blunder")


def mark(cost: int) -> str:
    """The mark a turn's cost earns.

    >>> [mark(c) for c in (0, 19, 20, 49, 50, 99, 100, 250)]
    ['good', 'good', 'inaccuracy', 'inaccuracy', 'mistake', 'mistake', 'blunder', 'blunder']
    """
    if cost >= BLUNDER:
        return "blunder"
    if cost >= MISTAKE:
        return "mistake"
    return "inaccuracy" if cost >= INACCURACY else "good"


def review(match: Match, seat: int, number: "int | None" = None) -> dict:
    """The review of deal ``number`` (default: the latest one that is over) from ``seat``.

    Returns ``deal``, ``seat``, ``name``, ``turns`` (one dict per turn of the seat:
    ``turn``, ``hand`` and ``top`` as card ids before it, ``others`` (the other
    seats' moves since its last turn, in words), ``did`` and ``coach`` (in words),
    ``cost``, ``mark`` and ``note``), ``counts`` (turns per mark) and ``summary``.
    Raises IllegalAction when there is no such deal, or it is not over.
    """
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(match.seats):
        raise IllegalAction("bad_request", "no seat %s at this match" % show_value(seat))
    over = _deals_over(match)
    if number is None:
        if not over:
            raise IllegalAction("wrong_phase", "a deal can be reviewed once it is over")
        number = over[-1]
    elif number not in over:
        raise IllegalAction("wrong_phase", "deal %s is not over, or there is no such deal" % (
            show_value(number),))
    replay = Match.load(match.config())
    turns: list = []
    turn = None
    others: list = []
    wild_rank = 0
    for record in match.log:
        if replay.number == number:
            wild_rank = replay.deal.wild_rank
        if replay.number == number and record.get("deal", replay.number) == number:
            turn = _step(replay, seat, record, turns, turn, others)
        replay.apply(record)
        if replay.number == number and record.get("who") != seat and record["action"] in (
                "discard", "declare", "drop"):
            others.append(text.last_move(replay.deal, record["who"]))
    if turn is not None:
        _close(turn, replay, seat, None, turns)
    counts = dict([(m, 0) for m in MARKS])
    for t in turns:
        counts[t["mark"]] += 1
    return {"deal": number, "seat": seat, "name": match.seats[seat].name, "turns": turns,
            "wild_rank": replay.deal.wild_rank if replay.number == number else wild_rank,
            "counts": counts, "summary": _summary(counts, len(turns))}


def _deals_over(match: Match) -> list:
    numbers = []
    for record in match.log:  # a next_deal record belongs to the deal it follows
        if record["action"] == "next_deal" and record.get("deal", 1) not in numbers:
            numbers.append(record.get("deal", 1))
    if match.deal.result is not None and match.number not in numbers:
        numbers.append(match.number)
    return numbers


def _step(replay: Match, seat: int, record: dict, turns: list, turn: "dict | None",
          others: list) -> "dict | None":
    """Look at the table before ``record`` is replayed; returns the turn under way."""
    deal = replay.deal
    action = record["action"]
    if record.get("who") != seat or deal.result is not None or deal.states[seat] != PLAYING:
        return turn
    if deal.turn == seat and deal.phase == DRAW and action in ("draw", "drop", "declare"):
        turn = _open(deal, seat, action, record, others)
        del others[:]
        if action != "draw":
            _close(turn, replay, seat, record, turns)
            return None
        return turn
    if turn is not None and action in ("discard", "declare"):
        _close(turn, replay, seat, record, turns)
        return None
    return turn


def _open(deal: Deal, seat: int, action: str, record: dict, others: list) -> dict:
    """The start of a turn: what the seat saw, the coach's opening, and the draw's cost."""
    sight = Sight.of(deal, seat)
    hand = sight.hand
    wild = sight.wild_rank
    top = sight.pile[-1] if sight.pile else None
    choice = tara.choose_opening(sight, sight.drop_cost is not None)
    takes = top is not None and (sight.may_take_wild or not is_wild(top, wild))
    turn: dict = {"turn": 0, "hand": [c.id for c in hand], "top": top.id if top else None,
            "others": list(others), "sight": sight, "choice": choice, "cost": 0, "notes": []}
    if action == "drop":
        turn["did"] = "dropped (%d points)" % record["points"]
        if choice != "drop":
            turn["notes"].append("The coach would have played this hand on.")
            turn["cost"] += INACCURACY
        return turn
    if action == "declare":
        turn["did"] = "declared 13 cards without drawing"
        return turn
    source = record["source"]
    if choice == "drop":
        turn["notes"].append("The coach would have dropped this hand.")
        turn["cost"] += INACCURACY
    elif choice != source and takes and top is not None:
        # Worked out only when the seat and the coach chose different piles.
        now = distance(hand, wild)
        stock = 100 * now - _chance(hand, now, Unseen(sight))
        taken = 100 * distance(hand + [top], wild, top.id)
        lost = stock - taken if source == "stock" else taken - stock
        if lost > 0:
            turn["cost"] += lost
            turn["notes"].append(_draw_note(choice, top, lost))
    turn["source"] = source
    return turn


def _close(turn: dict, replay: Match, seat: int, record: "dict | None", turns: list) -> None:
    """The end of a turn: the throw (or declaration) against the coach's, with the 14
    cards the seat held after its draw."""
    deal = replay.deal
    sight = turn.pop("sight")
    choice = turn.pop("choice")
    action = record["action"] if record is not None else None
    if "source" in turn and deal.turn == seat and deal.phase != DRAW:
        held = Sight.of(deal, seat)
        hint = coach.hint(deal, seat)
        drew = _drew_words(turn.pop("source"), deal)
        if record is not None and action in ("discard", "declare"):
            thrown = Card(record["card"]) if record.get("card") is not None else None
            if action == "declare":
                turn["did"] = drew + (" and declared, throwing %s" % thrown.label() if thrown
                                      else " and declared")
            else:
                turn["did"] = drew + " and threw %s" % (thrown.label() if thrown else "nothing")
            _judge_throw(turn, held, hint, thrown, action == "declare")
        else:
            turn["did"] = drew
        turn["coach"] = _coach_words(choice, sight, hint)
    else:
        turn.pop("source", None)
        turn["coach"] = _coach_words(choice, sight, None)
    if record is not None and action == "declare" and record.get("valid") is False:
        turn["cost"] = max(turn["cost"], BLUNDER)
        turn["notes"].append("The hand was not complete: the declaration cost %d points." % (
            record["points"]))
    turn["turn"] = len(turns) + 1
    turn["mark"] = mark(turn["cost"])
    agrees = _agrees(turn["did"], turn["coach"])
    turn["note"] = " ".join(turn.pop("notes")) or (
        "The coach agrees." if agrees else "Not the coach's choice, but as good by the distance.")
    turns.append(turn)


def _judge_throw(turn: dict, held: Sight, hint: dict, thrown: "Card | None",
                 declared: bool) -> None:
    wild = held.wild_rank
    hand = held.hand
    if hint["step"] == "declare" and not declared:
        turn["cost"] += BLUNDER
        turn["notes"].append("You could have declared: throw %s and your hand was complete." % (
            Card(hint["card"]).label()))
        return
    if declared or thrown is None or thrown.face() == Card(hint["card"]).face():
        return  # the coach's card, or its twin from the other deck
    mine = [c for c in hand if c.id != thrown.id]
    theirs = [c for c in hand if c.id != hint["card"]]
    left = distance(mine, wild)
    best = distance(theirs, wild)
    if left > best:
        turn["cost"] += 100 * (left - best)
        turn["notes"].append("Throwing %s left your hand %s; throwing %s would have left it %s."
                             % (thrown.label(), coach.far(left), Card(hint["card"]).label(),
                                coach.far(best)))
        return
    if left < best:
        return
    # Only the outs near the two cards the throws differ by can differ between them.
    unseen = Unseen(held)
    between = near_faces([thrown, Card(hint["card"])])
    their_outs = outs(theirs, best, unseen, between)
    my_outs = outs(mine, left, unseen, between)
    if their_outs > my_outs:
        lost = SAME_DISTANCE_MOST * (their_outs - my_outs) // their_outs
        turn["cost"] += lost
        if lost >= INACCURACY:
            turn["notes"].append("Throwing %s instead kept more ways in: %d unseen cards "
                                 "would have brought your hand closer, not %d." % (
                                     Card(hint["card"]).label(), their_outs, my_outs))


def _chance(hand: list, now: int, unseen: Unseen) -> int:
    """The chance, in hundredths, that a card from the stock brings the hand closer."""
    total = unseen.total()
    return 100 * outs(hand, now, unseen, near_faces(hand)) // total if total else 0


def _draw_note(choice: str, top: "Card | None", lost: int) -> str:
    if choice == "discard" and top is not None:
        return "Taking %s from the discard pile was worth more (about %d.%02d of a card)." % (
            top.label(), lost // 100, lost % 100)
    return "Drawing from the draw pile was worth more (about %d.%02d of a card)." % (
        lost // 100, lost % 100)


def _drew_words(source: str, deal: Deal) -> str:
    card = Card(deal.drawn) if deal.drawn is not None else None
    if source == "discard":
        return "took %s from the discard pile" % (card.label() if card else "the open card")
    return "drew %s from the draw pile" % (card.label() if card else "a card")


def _coach_words(choice: str, sight: Sight, hint: "dict | None") -> str:
    if choice == "drop":
        return "drop"
    top = sight.pile[-1] if sight.pile else None
    opening = ("take %s from the discard pile" % top.label() if choice == "discard" and top
               else "draw from the draw pile")
    if hint is None:
        return opening
    if hint["step"] == "declare":
        return opening + "; with your cards, throw %s and declare" % Card(hint["card"]).label()
    return opening + "; with your cards, throw %s" % Card(hint["card"]).label()


def _agrees(did: str, advice: str) -> bool:
    """Did the seat do what the coach said (same pile, same card thrown)?"""
    took = did.startswith("took")
    if took != advice.startswith("take") or (did.startswith("dropped") != (advice == "drop")):
        return False
    for joint, words in ((" and threw ", "throw %s"), (" and declared, throwing ",
                                                       "throw %s and declare")):
        thrown = did.split(joint)
        if len(thrown) == 2:
            return advice.endswith(words % thrown[1])
    return True


def _summary(counts: dict, turns: int) -> str:
    if not turns:
        return "No turns of yours to review in this deal."
    parts = []
    for name, plural in (("good", "good"), ("inaccuracy", "inaccuracies"),
                         ("mistake", "mistakes"), ("blunder", "blunders")):
        n = counts[name]
        parts.append("%d %s" % (n, name if n == 1 else plural))
    return "%d turn%s: %s." % (turns, "" if turns == 1 else "s", ", ".join(parts))
