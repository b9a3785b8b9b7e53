"""A position: a deal replayed from its seed and its moves, seen from one seat's turn.

Puzzles and lessons ship as positions (docs/protocol.md, "Positions"). The deal's
seed fixes every card, so a move need not say what was drawn: only where from and
what was thrown. A position is JSON:

``{"profile": "twine", "seats": ["kiran", null], "seed": 7, "moves": "s52 d24 x",
"seat": 1, "drawn": "stock"}``

* ``seats``: a bot's key, or null for the learner's seat (a person's);
* ``moves``: the deal's turns so far, each of the seat whose turn it was: ``s<id>``
  drew from the stock and threw card ``id``, ``d<id>`` took the top of the discard
  pile and threw card ``id``, ``x`` dropped;
* ``seat``: whose turn the position is, the learner's;
* ``drawn`` (a question about the throw): the seat has drawn from "stock" or
  "discard" and is to throw; absent, the seat is to draw (or drop, or declare).

>>> match = position({"profile": "twine", "seats": ["kiran", None], "seed": 7,
...                   "moves": "s25", "seat": 1, "drawn": "stock"})
>>> moves_of(match), match.deal.turn, match.deal.phase, sum(map(len, match.deal.hands[1]))
('s25', 1, 'discard', 14)
"""

from ..bots import new_match
from ..engine.cards import RummyError
from ..engine.deal import DISCARD, DRAW, IllegalAction, said, show_value
from ..engine.decision import Decision
from ..engine.match import Match
from .text import message

STOCK = "s"
PILE = "d"
DROPPED = "x"
SOURCES = {STOCK: "stock", PILE: "discard"}


def position(data: object) -> Match:
    """The match of a one-deal table at the position ``data`` describes, the seat's turn
    (at its draw, or at its throw once it has ``drawn``). Refused, with the reason
    quoted (IllegalAction "bad_request"), for anything that is not such a position."""
    if not isinstance(data, dict):
        raise _refused("refusal-position-object", show_value(data))
    moves = data.get("moves", "")
    if not isinstance(moves, str):
        raise _refused("refusal-position-moves", show_value(moves))
    seat = data.get("seat")
    try:
        match = new_match(data.get("profile"), "deal", data.get("seats"), data.get("seed"))
        for word in moves.split():
            _replay(match, word)
    except RummyError as error:
        raise _refused("refusal-position-replay", said(error))
    deal = match.deal
    if deal.result is not None or seat != deal.turn or deal.phase != DRAW:
        raise _refused("refusal-position-seat", show_value(seat))
    drawn = data.get("drawn")
    if drawn is not None:
        if drawn not in SOURCES.values():
            raise _refused("refusal-position-drawn", show_value(drawn))
        match.act(seat, Decision.draw(drawn), "person")
    return match


def moves_of(match: Match) -> str:
    """The ``moves`` of the deal being played, as :func:`position` reads them (a step
    before the turn's end, a draw, is left out: that is a position's ``drawn``)."""
    words = []
    source = None
    for record in match.deal.log:
        action = record.get("action")
        if action == DRAW:
            source = record.get("source")
        elif action == DISCARD:
            words.append((STOCK if source == "stock" else PILE) + str(record["card"]))
            source = None
        elif action == "drop":
            words.append(DROPPED)
    return " ".join(words)


def _replay(match: Match, word: str) -> None:
    seat = match.deal.turn
    if word == DROPPED:
        match.act(seat, Decision.drop(), "person")
        return
    source = SOURCES.get(word[:1])
    card = word[1:]
    if source is None or not card.isdigit():
        raise RummyError("a move is s<card>, d<card> or x, not %s" % show_value(word))
    match.act(seat, Decision.draw(source), "person")
    match.act(seat, Decision.discard(int(card)), "person")


def _refused(key: str, value: object) -> IllegalAction:
    return IllegalAction("bad_request", message(key, value=value))
