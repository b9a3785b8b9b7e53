"""Play on from here: a finished deal played again from one of a seat's turns, a *branch*.

The match is replayed from its log (``Match.load`` of its configuration, then each
record) up to just before the seat's turn (its turns counted as the review counts
them; :func:`turn_of`, where a puzzle of a kept game starts too): the same seed, so
the draw pile holds the cards it really held, in their real order, and every other
seat holds its real hand. From there the deal is played on:
the seat's steps are the requests of its person (the table's own handlers, through
``Match.act``), every other seat is played by its bot, and a seat a person played
by the coach (:func:`indian_rummy.bots.coach.advise`, Tara's choice), as the coach
plays the seat's own turn when asked (``bot_turn``). After each of the seat's
requests the others play until its next turn, a round at most (when the seat is out
of the deal, each ``bot_turn`` plays the next round), so no request runs long.

A branch is never the real game: the worker's session holds it beside the table
(``session.py``), no record of it reaches the device's copy of a match, Your games
or Progress, and the match it was made from is not touched. Once its deal is over
it says how it ended beside how the deal really ended (:func:`ending`).
"""

from ..bots import coach, play_bot_turn
from ..bots.sight import Sight
from ..engine.cards import message
from ..engine.deal import (
    DEAD,
    DECLARED,
    DECLARED_WRONGLY,
    DRAW,
    DROPPED,
    LOST,
    PLAYING,
    WON,
    IllegalAction,
    Result,
    show_value,
)
from ..engine.decision import Decision
from ..engine.match import Match
from . import text
from .kept import whole_number
from .review import advised, finished_deal, of_seat
from .table import TableSession

# The requests a branch answers: its view, the seat's steps, and ``bot_turn`` (the
# coach plays the seat's turn, or the others play on while the seat is out).
REQUESTS = ("view", "draw", "discard", "declare", "discard_declare", "drop", "bot_turn")


def coached(sight: Sight) -> Decision:
    """The coach's decision for a seat without a bot (a person's in the real game)."""
    return coach.advise(sight).decision


class Branch(TableSession):
    """The session of a deal played on from turn ``start`` of ``seat`` (``turn``: the
    seat's turn now, counted on from there); ``real`` is how the deal really ended
    (:func:`ending`)."""

    def __init__(self, match: Match, seat: int, start: int, real: dict) -> None:
        TableSession.__init__(self, match)
        self.seat = seat
        self.start = start
        self.turn = start
        self.real = real
        self.others: list = []  # the other seats' turns since the seat's last step, in words
        self.step = self.coach_step()

    def dispatch(self, seat: int, kind: object, args: dict) -> None:
        """One request of the branch's seat (whoever asks), then the others' turns."""
        if kind not in REQUESTS:
            raise IllegalAction("bad_request", message(
                "refusal-branch-request", value=show_value(kind), requests=", ".join(REQUESTS)))
        if kind == "view":
            if self.step is None:  # after the coach's turns, the seat's step when it is asked
                self.step = self.coach_step()
            return
        match = self._match()
        if match.deal.result is not None:
            raise IllegalAction("wrong_phase", message("refusal-branch-over"))
        TableSession.dispatch(self, self.seat, kind, args)  # a refusal changes nothing
        self.others = []
        self.play_on()
        self.step = None if kind == "bot_turn" else self.coach_step()

    def _bot_turn(self, seat: int, args: dict) -> None:
        """The coach plays the rest of the seat's turn; while the seat is out of the deal,
        nothing here: the others play on."""
        deal = self._match().deal
        if deal.turn == seat and deal.states[seat] == PLAYING:
            play_bot_turn(self._match(), seat, decide=coached)
            self.messages[seat] = ""

    def play_on(self) -> None:
        """The other seats play, each by its bot (the coach where a person sat), until the
        seat's turn comes or the deal ends: a round at most."""
        match = self._match()
        deal = match.deal
        played = 0
        while deal.result is None and played < deal.seat_count and not self.on_turn():
            s = deal.turn
            bot = match.seats[s].bot
            play_bot_turn(match, s, decide=None if bot is not None else coached)
            self.others.append(text.last_move(deal, s, text.seat_name(match, s)))
            played += 1
        if played and self.on_turn():
            self.turn += 1

    def on_turn(self) -> bool:
        deal = self._match().deal
        return (deal.result is None and deal.turn == self.seat
                and deal.states[self.seat] == PLAYING)

    def coach_step(self) -> "dict | None":
        """The coach's choice for the seat's step, on its turn, and every choice's figure,
        as the review shows a step (:func:`.review.advised`): each step of the branch
        compares with the coach's in points, as the review's do."""
        if not self.on_turn():
            return None
        match = self._match()
        return advised(match.deal, self.seat, match.totals[self.seat])[0]

    def shown(self) -> dict:
        """The branch as the page draws it (docs/protocol.md, BRANCH)."""
        match = self._match()
        result = match.deal.result
        return {"deal": match.number, "seat": self.seat, "from": self.start, "turn": self.turn,
                "view": self.view(self.seat), "others": list(self.others), "step": self.step,
                "ending": None if result is None else ending(match, result, self.seat),
                "real": self.real}


def branch(match: Match, seat: object, number: object, turn: object) -> Branch:
    """The branch of deal ``number`` (None: the latest that is over) of ``match`` at the
    seat's turn ``turn`` (from 1, as the review numbers them). Refused (IllegalAction,
    nothing made) for a seat, deal or turn the match has not."""
    replay, over, _ = turn_of(match, seat, number, turn)
    real = ending(match, match.results[over - 1], seat)  # type: ignore[arg-type]
    return Branch(replay, seat, turn, real)  # type: ignore[arg-type]


def turn_of(match: Match, seat: object, number: object, turn: object) -> tuple:
    """``match`` replayed from its log up to just before the seat's turn ``turn`` (from 1,
    as the review counts them) of deal ``number`` (None: the latest that is over): the
    replay, the deal's number and the record that opens the turn (its draw, drop or
    declaration). What a branch and a puzzle of a kept game start from. Refused
    (IllegalAction) for a seat, deal or turn the match has not."""
    if number is not None and not whole_number(number):
        raise IllegalAction("bad_request", message("refusal-deal-number",
                                                    value=show_value(number)))
    if not whole_number(turn) or turn < 1:  # type: ignore[operator]
        raise IllegalAction("bad_request", message("refusal-branch-turn-number",
                                                    value=show_value(turn)))
    number = finished_deal(match, seat, number)  # type: ignore[arg-type]
    replay = Match.load(match.config())
    turns = 0
    for record in match.log:
        deal = replay.deal
        if (replay.number == number and record.get("deal", replay.number) == number
                and deal.phase == DRAW and of_seat(deal, seat, record)):  # type: ignore[arg-type]
            turns += 1
            if turns == turn:
                return replay, number, record
        replay.apply(record)
    raise IllegalAction("bad_request", message(
        "refusal-branch-turn", deal=number, value=show_value(turn), turns=turns))


def ending(match: Match, result: Result, seat: int) -> dict:
    """How a deal of ``match`` ended for ``seat``: ``winner`` (a name in a sentence, or
    None), the seat's ``outcome`` ("won", "lost", "dropped", "invalid" or "dead") and
    ``points`` (what it paid; None at a table without points), and ``text``, in words
    ("Kiran declared: you paid 34 points.")."""
    winner = result.winner
    name = None if winner is None else text.seat_name(match, winner)
    rows = [r for r in result.scores if r.seat == seat]
    if rows:
        outcome = rows[0].outcome
        points: int | None = rows[0].score.points
    else:
        outcome = DEAD if winner is None else WON if winner == seat else LOST
        points = None
    how = "declared" if result.how == DECLARED else "last"
    if outcome == WON:
        words = message("ending-you-won", how=how)
    elif outcome == DEAD or winner is None:
        words = message("ending-dead")
    elif outcome in (DROPPED, DECLARED_WRONGLY):
        words = message("ending-" + outcome, name=name, points=points)
    elif points is None:
        words = message("ending-other-won", name=name, how=how)
    else:
        words = message("ending-lost", name=name, how=how, points=points)
    return {"winner": name, "outcome": outcome, "points": points, "text": words}
