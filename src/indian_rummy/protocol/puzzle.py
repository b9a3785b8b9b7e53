"""A puzzle: a position seen from one seat, one question, and the learner's one step
judged against the coach's choice.

A puzzle opens at a position (``position.py``: the form shipped puzzles and lessons
take) or at a turn of a kept game (a match's export, its deal, the seat and its turn
counted as the review counts them: :func:`.branch.turn_of`), at the seat's draw or
after its real draw of that turn. Its *question* is what the step asks:

* ``declare``: the hand is complete (a declaration is among the choices);
* ``drop``: the seat's first draw where it may drop (the coach weighs the drop);
* ``draw``: which pile to draw from; ``throw``: which card to throw.

The learner's step is one of the table's own requests (``draw``, ``discard``,
``declare``, ``discard_declare``, ``drop``), checked and refused as a table does and
carried out on the puzzle's own match (never the session's table), then judged: the
same choice as the coach's (:func:`.review.advised`, the review's reading of
``bots.coach.advise`` on the seat's Sight; a card stands for its twin, and where the
coach declares, any declaration that completes the hand) is right, and the step lost
what its figure (the coach's, as the review prices a step) exceeds the coach's. The
position is shown as it was: a step is judged, not played on, and a second is refused
until another puzzle opens. :func:`answer` is the coach's choice at a position, as a
step is judged against it.
"""

from ..bots.legal import legal_decisions
from ..bots.sight import Sight
from ..engine.cards import message
from ..engine.deal import DISCARD, DRAW, IllegalAction, show_value
from ..engine.decision import DECLARE, DROP, Decision
from ..engine.match import Match
from .branch import turn_of
from .kept import first_person, kept_replay
from .position import position
from .review import advised, decision_fields, same_choice, step_points
from .table import TableSession

# The table's requests a puzzle takes as the learner's one step.
STEPS = ("draw", "discard", "declare", "discard_declare", "drop")
# Where a turn of a kept game opens: at the seat's draw, or after its real draw.
PLACES = ("draw", "discard")


def answer(match: Match, seat: int) -> Decision:
    """The coach's choice for ``seat``'s step at ``match`` (its turn): what a puzzle
    there judges the learner's step against, and what a shipped puzzle's answer is."""
    return coached(match, seat)[2].decision


def coached(match: Match, seat: int) -> tuple:
    """The coach's advice for the seat's step as the review reads it: (step, Sight,
    Advice), :func:`.review.advised` with the seat's points so far in the match."""
    return advised(match.deal, seat, match.totals[seat])


def question(match: Match, seat: int, choices: list) -> str:
    """What the seat's step asks, from its ``choices`` (see the module's words)."""
    actions = [c.action for c in choices]
    if DECLARE in actions:
        return "declare"
    if match.deal.phase == DISCARD:
        return "throw"
    if DROP in actions and not match.deal.has_drawn[seat]:
        return "drop"
    return "draw"


class Puzzle(TableSession):
    """The puzzle at ``seat``'s turn of ``match`` (the puzzle's own: a position, or a
    kept game replayed), its ``question``, the step's ``choices`` and, once the learner
    has stepped, ``answered``."""

    def __init__(self, match: Match, seat: int) -> None:
        TableSession.__init__(self, match)
        self.seat = seat
        sight = Sight.of(match.deal, seat, True, match.totals[seat])
        self.choices = list(legal_decisions(sight))
        self.question = question(match, seat, self.choices)
        self.seen = self.view(seat)  # shown as it is: the step is judged, not played on
        self.advice: tuple | None = None  # coached(), once the learner steps
        self.answered: dict | None = None

    def dispatch(self, seat: int, kind: object, args: dict) -> None:
        """The learner's one step (whoever asks, for the puzzle's seat), judged."""
        if self.answered is not None:
            raise IllegalAction("wrong_phase", message("refusal-puzzle-answered"))
        if kind not in STEPS:
            raise IllegalAction("bad_request", message(
                "refusal-puzzle-request", value=show_value(kind), requests=", ".join(STEPS)))
        match = self._match()
        if self.advice is None:  # what the seat saw before the step
            self.advice = coached(match, self.seat)
        TableSession.dispatch(self, self.seat, kind, args)  # a refusal changes nothing
        self.answered = self.judged(match.log[-1])

    def judged(self, record: dict) -> dict:
        """The verdict on the step ``record`` tells (the puzzle's match's last record)."""
        assert self.advice is not None
        step, _, advice = self.advice
        action = record["action"]
        # A draw is a choice of pile: the card drawn was not known.
        did = Decision(action, record.get("source"), None if action == DRAW else record.get("card"))
        yours = decision_fields(did)
        chosen = step["coach"]
        right = same_choice(yours, chosen)
        points = step_points(advice, did, record)
        if action == DECLARE and record.get("valid") is not False and chosen["action"] == DECLARE:
            # A declaration that completes the hand wins the deal as the coach's does, the
            # others paying what they hold, whatever the final throw.
            right = True
            points = step["coach_points"]
        best = step["coach_points"]
        return {"right": right, "yours": yours, "answer": chosen,
                "figures": [{"decision": decision_fields(d), "points": p}
                            for d, p in advice.options],
                "text": advice.text, "loss": points - best if points > best else 0}

    def shown(self) -> dict:
        """The puzzle as the page draws it (docs/protocol.md, PUZZLE)."""
        return {"question": self.question, "view": self.seen,
                "choices": [decision_fields(c) for c in self.choices], "answered": self.answered}


def opened(args: dict) -> Puzzle:
    """The puzzle a ``puzzle`` request's ``args`` ask for: a ``position``, or a turn of a
    kept game (``match``: its export; ``deal``; ``seat``, default the first person's;
    ``turn``; ``step``: "draw" or "discard"). Refused (IllegalAction, nothing made) for
    anything else."""
    if "position" in args:
        match = position(args["position"])
        return Puzzle(match, match.deal.turn)
    if "match" not in args:
        raise IllegalAction("bad_request", message("refusal-puzzle-what"))
    place = args.get("step")
    if place not in PLACES:
        raise IllegalAction("bad_request", message("refusal-puzzle-step",
                                                    value=show_value(place)))
    number = args.get("deal")
    match = kept_replay(args["match"], number)
    seat = args.get("seat", first_person(match))
    replay, number, record = turn_of(match, seat, number, args.get("turn"))
    if place == DISCARD:
        if record["action"] != DRAW:
            raise IllegalAction("bad_request", message(
                "refusal-puzzle-no-draw", deal=number, turn=args["turn"]))
        replay.apply(record)
    return Puzzle(replay, seat)
