"""The review of a deal: each of a seat's turns beside the coach's choice, and what it cost.

The deal is replayed from the match's log. At each step of the seat's turns
(the draw, drop or declaration that opens it; the throw or declaration that
ends it) the review asks the coach (:func:`indian_rummy.bots.coach.advise`)
about what the seat could see then (a :class:`Sight`: its hand, the discard
pile as played, the counts), never the stock, another hand or what came later.
The coach lists every choice of the step with its figure (a drop's price, or
the points the seat is expected to pay from there); a step's *loss* is the
seat's choice's figure less the coach's, when above zero (a card stands for
its twin). A declaration the coach did not list pays nothing if it won, and
its price if it was not complete. A drop the coach held back although it
shows the lower figure (its margin), or that puts the seat out of the pool,
says so in words.

A turn's loss is the sum of its steps'; it is marked *good* below
``INACCURACY`` points, *inaccuracy* below ``MISTAKE``, *mistake* below
``BLUNDER`` and *blunder* from there (``bench/bench_coach.py --labels`` prints
the mean loss of each mark). Each turn also carries the seat's distance before
it and the coach's estimate of its chance to win the deal then (``Advice.win``:
the fitted model of the deal's future, :mod:`indian_rummy.bots.model`).
Only finished deals are reviewed, so every seat's hand may be shown at each
turn. Everything is integers, so both runtimes give the same review.
"""

from ..bots import coach
from ..bots.sight import Sight
from ..engine.cards import Card, listed, message, sentences
from ..engine.deal import DRAW, PLAYING, Deal, IllegalAction, show_value
from ..engine.decision import Decision
from ..engine.distance import distance
from ..engine.match import Match
from . import text
from .view import discards

# Points lost from which a turn earns each mark.
INACCURACY = 3
MISTAKE = 7
BLUNDER = 15

MARKS = ("good", "inaccuracy", "mistake", "blunder")

# The steps of a turn.
STEPS = ("declare", "drop", "draw", "discard")

def mark(loss: int) -> str:
    """The mark a turn's loss (in points) earns.

    >>> [mark(p) for p in (0, 2, 3, 6, 7, 14, 15, 80)]
    ['good', 'good', 'inaccuracy', 'inaccuracy', 'mistake', 'mistake', 'blunder', 'blunder']
    """
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    return "inaccuracy" if loss >= INACCURACY else "good"


def review(match: Match, seat: int, number: "int | None" = None) -> dict:
    """The review of deal ``number`` (default: the latest one that is over) from ``seat``.

    Returns ``deal``, ``seat``, ``name``, ``deals`` (the numbers of every deal over),
    ``turns``, ``discards``, ``counts`` (turns per mark) and ``summary``. ``discards``
    holds each seat's ``seat``, ``name`` and ``discards`` as the last turn began, in
    order: ``card`` (an id: either copy of the face thrown), ``starter``, ``taken_by``
    (the seat that took it from the pile, or None) and ``taken_at`` (the number of the
    first turn that began with it taken, or None). A turn holds ``turn`` (its number),
    ``hand`` and ``top`` (card ids before it), ``hands`` (every other seat's ``name``
    and ``cards`` then), ``others`` (their moves since the seat's last turn, in words),
    ``discards`` (how many of each seat's ``discards`` were thrown by then, by seat:
    its list is the start of the review's), ``distance``, ``chance``, ``steps``, ``loss``,
    ``mark``, and in words ``did``, ``coach`` and ``note``. A step holds ``did`` and
    ``coach`` (decisions: ``action``, ``source``, ``card``), ``hand`` (the seat's cards
    then), ``points``, ``coach_points``, ``loss``, ``reason`` (the coach's, as its hint
    gives it), in words ``coach_words`` ("throwing K♦"), ``advice`` ("throw K♦"), ``words`` (what
    the seat did) and ``note``, and ``options`` (every choice with its ``points``, its
    ``loss`` against the coach's (below zero for a drop held back) and ``note``, what a
    drop the coach did not advise costs in words, else "", in the coach's order). Raises
    IllegalAction when there is no such deal, or it is not over: a review shows every hand.
    """
    number = finished_deal(match, seat, number)
    replay = Match.load(match.config())
    turns: list = []
    others: list = []
    thrown: list = []  # each seat's discards as the latest turn began
    wild_rank = 0
    for record in match.log:
        if replay.number == number and record.get("deal", replay.number) == number:
            wild_rank = replay.deal.wild_rank
            deal = replay.deal
            if _of_seat(deal, seat, record):
                if deal.phase == DRAW:
                    turns.append(_turn(deal, seat, others))
                    del others[:]
                    _thrown(discards(deal), thrown, len(turns))
                step, win = _step(replay, seat, record)
                if not turns[-1]["steps"]:  # the coach's estimate as the turn began
                    turns[-1]["chance"] = win // 10
                turns[-1]["steps"].append(step)
        replay.apply(record)
        if replay.number == number and record.get("who") != seat and record["action"] in (
                "discard", "declare", "drop"):
            others.append(text.last_move(replay.deal, record["who"],
                                          text.seat_name(replay, record["who"])))
    for k, turn in enumerate(turns):
        _judge(turn, k + 1)
    counts = dict([(m, 0) for m in MARKS])
    for turn in turns:
        counts[turn["mark"]] += 1
    summary = _summary(counts, len(turns))
    if replay.results[number - 1].winner is None:  # a dead deal says so first
        summary = message("reviewed-dead-deal", summary=summary)
    return {"deal": number, "seat": seat, "name": match.seats[seat].name,
            "deals": _deals_over(match), "turns": turns, "wild_rank": wild_rank,
            "discards": [{"seat": k, "name": match.seats[k].name, "discards": thrown[k]}
                         for k in range(len(thrown))],
            "counts": counts, "summary": summary}


def finished_deal(match: Match, seat: object, number: "int | None") -> int:
    """Deal ``number`` (None: the latest that is over), checked to be over and ``seat``
    one of the match's; IllegalAction if not."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(match.seats):
        raise IllegalAction("bad_request", message("refusal-no-seat-match",
                                                    value=show_value(seat)))
    over = _deals_over(match)
    if number is None:
        if not over:
            raise IllegalAction("wrong_phase", message("refusal-review-not-over"))
        return over[-1]
    if number not in over:
        raise IllegalAction("wrong_phase", message("refusal-review-deal",
                                                    value=show_value(number)))
    return number


def _deals_over(match: Match) -> list:
    numbers = []
    for record in match.log:  # a next_deal record belongs to the deal it follows
        if record["action"] == "next_deal" and record.get("deal", 1) not in numbers:
            numbers.append(record.get("deal", 1))
    if match.deal.result is not None and match.number not in numbers:
        numbers.append(match.number)
    return numbers


def _of_seat(deal: Deal, seat: int, record: dict) -> bool:
    """Is ``record`` a step of ``seat``'s own turn, taken while it plays?"""
    return (record.get("who") == seat and record["action"] in STEPS and deal.result is None
            and deal.states[seat] == PLAYING and deal.turn == seat)


def _turn(deal: Deal, seat: int, others: list) -> dict:
    """The start of a turn: what the table held (every hand: the deal is over by now)."""
    hand = deal.hand_of(seat)
    pile = deal.discard_pile
    steps = distance(hand, deal.wild_rank)
    hands = [{"name": deal.names[k], "cards": [c.id for c in deal.hand_of(k)]}
             for k in range(deal.seat_count) if k != seat and deal.hand_of(k)]
    return {"turn": 0, "hand": [c.id for c in hand], "top": pile[-1].id if pile else None,
            "hands": hands, "others": list(others), "distance": steps,
            "discards": [len(thrown) for thrown in discards(deal)], "chance": 0, "steps": []}


def _thrown(lists: list, thrown: list, number: int) -> None:
    """Adds to ``thrown`` (each seat's discards, each card by id) what ``lists`` (as
    :func:`.view.discards` gives them when turn ``number`` begins) holds beyond it, and
    stamps a card first seen taken with ``taken_at``, that turn's number. A seat's list
    at a turn is the start of its list at any later one: the review holds the lists
    once, as the last turn saw them, and each turn their lengths."""
    for k, entries in enumerate(lists):
        if k == len(thrown):
            thrown.append([])
        kept = thrown[k]
        for p, entry in enumerate(entries):
            if p == len(kept):
                kept.append({"card": Card.parse(entry["card"]["code"]).id, "taken_by": None,
                             "taken_at": None, "starter": entry["starter"]})
            if entry["taken_by"] is not None and kept[p]["taken_by"] is None:
                kept[p]["taken_by"] = entry["taken_by"]
                kept[p]["taken_at"] = number


def _step(replay: Match, seat: int, record: dict) -> tuple:
    """One step of the seat's turn against the coach's advice, before it is replayed, and
    the coach's chance per mille that the seat wins the deal from there."""
    deal = replay.deal
    sight = Sight.of(deal, seat, True, replay.totals[seat])
    advice = coach.advise(sight)
    action = record["action"]
    # A draw is a choice of pile: the card was not known.
    did = Decision(action, record.get("source"), None if action == "draw" else record.get("card"))
    top = deal.discard_pile[-1].id if deal.discard_pile else None
    # In the coach's one order: the first is the coach's on both runtimes.
    options = [dict(_decision(d), points=p) for d, p in advice.options]
    chosen = dict(options[0])
    best = chosen.pop("points")
    for k, option in enumerate(options):
        option["loss"] = option["points"] - best
        option["note"] = _drop_note(sight, option["points"], best) if (
            k and option["action"] == "drop") else ""
    points = _points(advice, did, record)
    loss = points - best if points > best else 0
    reason = advice.text
    compared = _choice_words(chosen, top, True)
    notes: list = []
    if record.get("valid") is False:
        notes.append(message("reviewed-declaration-cost", points=record["points"]))
    if loss:
        notes.append(message("reviewed-worse", points=loss, choice=compared))
    if action == "drop" and chosen["action"] != "drop":
        held = _drop_note(sight, points, best)
        if held:
            notes.append(held)
    if loss and reason:
        notes.append(reason)
    return {"did": _decision(did), "coach": chosen, "points": points, "coach_points": best,
            "loss": loss, "hand": [c.id for c in deal.hand_of(seat)], "reason": reason,
            "coach_words": compared, "advice": _choice_words(chosen, top, False),
            "words": _did_words(record), "note": sentences(notes), "options": options}, advice.win


def _points(advice: "coach.Advice", did: Decision, record: dict) -> int:
    """What the seat's decision is expected to pay; a declaration the coach did not
    list pays nothing if it won and its price if it was not complete."""
    try:
        return advice.points(did)
    except ValueError:
        return record["points"] if record.get("valid") is False else 0


def _drop_note(sight: Sight, price: int, best: int) -> "dict | str":
    """What a drop the coach did not advise costs, in words, beside its choice's figure
    ``best``: that it puts the seat out of the pool, or, where the drop's price is below
    ``best``, the margin that held it back ("" when the figures say it all)."""
    total = sight.total + price
    if sight.limit and total >= sight.limit:
        return message("reviewed-drop-out", points=price, total=total, limit=sight.limit)
    if price < best:
        return message("reviewed-drop-held", points=price, loss=best, margin=coach.DROP_MARGIN)
    return ""


def _decision(decision: Decision) -> dict:
    return {"action": decision.action, "source": decision.source, "card": decision.card}


def _judge(turn: dict, number: int) -> None:
    """The turn's loss, mark and words, from its steps."""
    steps = turn["steps"]
    turn["turn"] = number
    turn["loss"] = sum([s["loss"] for s in steps])
    turn["mark"] = mark(turn["loss"])
    turn["did"] = listed([s["words"] for s in steps])
    turn["coach"] = listed([s["advice"] for s in steps], "reviewed-coach-then")
    notes = [s["note"] for s in steps if s["note"]]
    if notes:
        turn["note"] = sentences(notes)
    elif all([_same(s["did"], s["coach"]) for s in steps]):
        turn["note"] = message("reviewed-coach-agrees")
    else:
        turn["note"] = message("reviewed-as-good")


def _same(one: dict, other: dict) -> bool:
    """The same choice, a card standing for its twin."""
    if one["action"] != other["action"] or one["source"] != other["source"]:
        return False
    if one["card"] is None or other["card"] is None:
        return one["card"] == other["card"]
    return Card(one["card"]).face() == Card(other["card"]).face()


def _did_words(record: dict) -> dict:
    """What the seat did, in words ("drew 7♠ from the draw pile", "threw K♦")."""
    action = record["action"]
    card = Card(record["card"]).label() if record.get("card") is not None else ""
    if action == "drop":
        return message("did-drop", points=record["points"])
    if action == "draw":
        return message("did-draw-stock" if record["source"] == "stock" else "did-take", card=card)
    if action == "declare":
        return message("did-declare-throwing", card=card) if card else message("did-declare-13")
    return message("did-throw", card=card)


def _choice_words(decision: dict, top: "int | None", gerund: bool) -> "dict | str":
    """A choice in words: "take 5♥ from the discard pile", "throw K♦ and declare";
    with ``gerund`` "taking 5♥ from the discard pile", "throwing K♦ and declaring"."""
    action = decision["action"]
    card = decision["card"]
    form = "choice-ing-" if gerund else "choice-"
    if action == "draw":
        parts = [message(form + "take", card=Card(top).label())] if (
            decision["source"] == "discard" and top is not None) else [message(form + "draw")]
    elif action == "drop":
        parts = [message(form + "drop")]
    else:
        parts = [message(form + "throw", card=Card(card).label())] if card is not None else []
        if action == "declare":
            parts.append(message(form + "declare"))
    return listed(parts)


def _summary(counts: dict, turns: int) -> dict:
    if not turns:
        return message("reviewed-no-turns")
    return message("reviewed-summary", turns=turns, good=counts["good"],
                   inaccuracies=counts["inaccuracy"], mistakes=counts["mistake"],
                   blunders=counts["blunder"])
