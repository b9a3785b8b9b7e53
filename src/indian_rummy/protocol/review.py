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
from ..bots import sight as seeing
from ..bots.sight import Sight
from ..engine import distance as measuring
from ..engine.cards import Card, listed, message, sentences
from ..engine.deal import DRAW, PLAYING, Deal, IllegalAction, show_value
from ..engine.decision import Decision
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
    drop the coach did not advise costs in words, else "", in the coach's order). A
    name in ``discards`` and ``hands`` is as a sentence names the seat: a bot's message, a
    person's name as typed. Raises
    IllegalAction when there is no such deal, or it is not over: a review shows every hand.
    """
    number = finished_deal(match, seat, number)
    measure = _Measure()
    coach.distance = seeing.distance = measure
    try:
        return _review(match, seat, number, measure)
    finally:
        coach.distance = seeing.distance = measuring.distance


class _Measure:
    """:func:`.distance` as the coach asks it during a review, answered with less search
    and the same answers: the coach measures the same hands again from one step to the
    next (the hand a throw leaves, weighed among the throws, is the next draw's), so each
    answer is remembered by the cards' ids (a just-picked card is not); and at a throw
    (``held``: the 14 cards), whether a card brings the hand a throw leaves closer is
    asked for each of the best throws, so it is first asked once of all 15 cards with
    two to spare: a card that brings none of the 14-card hands within them closer
    brings no throw's closer (a 14-card hand's least exchanges are never fewer than
    those of 15 cards that hold it: ``tests/test_review_speed.py``)."""

    def __init__(self) -> None:
        self.known: dict = {}
        self.held: list | None = None  # the seat's 14 cards at a throw
        self.bounds: dict = {}  # by the card added, wild rank and bound: the 15 cards' least

    def __call__(self, cards: list, wild_rank: int, just_picked: "int | None" = None,
                 below: "int | None" = None) -> int:
        if just_picked is not None:
            return measuring.distance(cards, wild_rank, just_picked, below)
        ids = [c.id for c in cards]
        ids.sort()
        key = (tuple(ids), wild_rank, below)
        found = self.known.get(key)
        if found is None:
            if below is not None and self.held is not None and self._beyond(
                    cards, ids, wild_rank, below):
                found = below
            else:
                found = measuring.distance(cards, wild_rank, None, below)
            self.known[key] = found
        return found

    def _beyond(self, cards: list, ids: list, wild_rank: int, below: int) -> bool:
        """Whether ``cards`` (ids sorted: ``ids``), the held cards but one and another
        card (the last), are surely ``below`` or more exchanges from a declaration."""
        held = self.held
        assert held is not None
        if len(cards) != len(held):
            return False
        added = cards[-1]
        pool = [c.id for c in held]
        pool.append(added.id)
        pool.sort()
        skipped = 0
        k = 0
        for card in pool:  # the ids of ``cards`` are those of the pool but one
            if k < len(ids) and ids[k] == card:
                k += 1
            else:
                skipped += 1
        if skipped != 1 or k != len(ids):
            return False
        key = (added.id, wild_rank, below)
        least = self.bounds.get(key)
        if least is None:
            least = measuring._least(held + [added], wild_rank, 2, below)
            self.bounds[key] = least
        return least >= below

    def throwing(self, cards: "list | None") -> None:
        """The seat's 14 cards at a throw (None at a draw)."""
        self.held = cards
        self.bounds = {}


# Who is told of a review's progress (the worker, for the page's progress line): none, or one
# ``progress(deal, turn, turns)``, called as each turn's review begins.
_TOLD: list = []


def tell(progress: "object") -> None:
    """Reviews from now on call ``progress(deal, turn, turns)`` as each of their turns
    begins (``deal``: the deal's number; ``turns``: how many the review has); None: they
    tell no one."""
    del _TOLD[:]
    if progress is not None:
        _TOLD.append(progress)


def turns_of(match: Match, seat: int, number: int) -> int:
    """How many turns of ``seat`` the review of deal ``number`` has, from the log alone:
    each opened by the seat's draw, drop or declaration of 13 cards."""
    count = 0
    for record in match.log:
        if record.get("deal", 1) == number and record.get("who") == seat and (
                record["action"] in ("draw", "drop") or (
                    record["action"] == "declare" and record.get("card") is None)):
            count += 1
    return count


def _review(match: Match, seat: int, number: int, measure: _Measure) -> dict:
    replay = Match.load(match.config())
    told = _TOLD[0] if _TOLD else None
    total = turns_of(match, seat, number) if told is not None else 0
    turns: list = []
    others: list = []
    thrown: list = []  # each seat's discards as the latest turn began
    wild_rank = 0
    for record in match.log:
        if replay.number == number and record.get("deal", replay.number) == number:
            wild_rank = replay.deal.wild_rank
            deal = replay.deal
            if of_seat(deal, seat, record):
                if deal.phase == DRAW:
                    if told is not None:
                        told(number, len(turns) + 1, total)
                    turns.append(_turn(deal, seat, others, measure))
                    del others[:]
                    _thrown(discards(deal), thrown, len(turns))
                hand = deal.hand_of(seat)
                measure.throwing(hand if len(hand) == 14 else None)
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
            "discards": [{"seat": k, "name": text.seat_name(match, k), "discards": thrown[k]}
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


def of_seat(deal: Deal, seat: int, record: dict) -> bool:
    """Is ``record`` a step of ``seat``'s own turn, taken while it plays?"""
    return (record.get("who") == seat and record["action"] in STEPS and deal.result is None
            and deal.states[seat] == PLAYING and deal.turn == seat)


def _turn(deal: Deal, seat: int, others: list, measure: _Measure) -> dict:
    """The start of a turn: what the table held (every hand: the deal is over by now)."""
    hand = deal.hand_of(seat)
    pile = deal.discard_pile
    steps = measure(hand, deal.wild_rank)
    hands = [{"name": deal.named(k), "cards": [c.id for c in deal.hand_of(k)]}
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
    step, sight, advice = advised(deal, seat, replay.totals[seat])
    action = record["action"]
    # A draw is a choice of pile: the card was not known.
    did = Decision(action, record.get("source"), None if action == "draw" else record.get("card"))
    best = step["coach_points"]
    points = step_points(advice, did, record)
    loss = points - best if points > best else 0
    reason = step["reason"]
    notes: list = []
    if record.get("valid") is False:
        notes.append(message("reviewed-declaration-cost", points=record["points"]))
    if loss:
        notes.append(message("reviewed-worse", points=loss, choice=step["coach_words"]))
    if action == "drop" and step["coach"]["action"] != "drop":
        held = _drop_note(sight, points, best)
        if held:
            notes.append(held)
    if loss and reason:
        notes.append(reason)
    step.update({"did": decision_fields(did), "points": points, "loss": loss,
                 "hand": [c.id for c in deal.hand_of(seat)], "words": _did_words(record),
                 "note": sentences(notes)})
    return step, advice.win


def advised(deal: Deal, seat: int, total: int) -> tuple:
    """The coach's advice for ``seat``'s step at ``deal`` (its turn; ``total``: its points
    so far in the match), from what the seat sees, as a step of the review shows it
    before the seat's own choice: ``coach`` (a choice), ``coach_points``, ``reason``,
    ``coach_words``, ``advice`` and ``options`` (each choice's ``points``, ``loss`` and
    ``note``, in the coach's order); with the Sight and the Advice."""
    sight = Sight.of(deal, seat, True, total)
    advice = coach.advise(sight)
    top = deal.discard_pile[-1].id if deal.discard_pile else None
    # In the coach's one order: the first is the coach's on both runtimes.
    options = [dict(decision_fields(d), points=p) for d, p in advice.options]
    chosen = dict(options[0])
    best = chosen.pop("points")
    for k, option in enumerate(options):
        option["loss"] = option["points"] - best
        option["note"] = _drop_note(sight, option["points"], best) if (
            k and option["action"] == "drop") else ""
    return {"coach": chosen, "coach_points": best, "reason": advice.text,
            "coach_words": _choice_words(chosen, top, True),
            "advice": _choice_words(chosen, top, False), "options": options}, sight, advice


def step_points(advice: "coach.Advice", did: Decision, record: dict) -> int:
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


def decision_fields(decision: Decision) -> dict:
    """A decision as the review and a puzzle show it: its action, source and card."""
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
    elif all([same_choice(s["did"], s["coach"]) for s in steps]):
        turn["note"] = message("reviewed-coach-agrees")
    else:
        turn["note"] = message("reviewed-as-good")


def same_choice(one: dict, other: dict) -> bool:
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
