"""What happened at a match since a seat last looked, in a player's words: for a
player coming back ("Since you left: Ravi took 5♦ and threw K♣; Kiran drew and
threw 9♠").

Only what that seat may know: the others' draws from the closed pile never name
the card; the open card taken and the cards thrown are public. Arranging is not
news. The clock's turns (stored with ``CLOCK_SEAT``) say so, for the seat too.

>>> from ..engine.match import Match
>>> match = Match.new("twine", "deal", [{"name": "Asha"}, {"name": "Ravi"}], seed=3)
>>> _ = match.draw(0, "stock"); _ = match.discard(0, match.deal.drawn)
>>> _ = match.draw(1, "discard"); _ = match.discard(1, match.deal.hands[1][0][0].id)
>>> marks = [(0, 1.0)] * 2 + [(CLOCK_SEAT, 2.0)] * 2  # Ravi's turn was the clock's
>>> moves_since(match, marks, 1, 0)
['Asha drew and threw 2♠', 'Your time ran out: the table took 2♠ and threw 8♠ for you']
>>> moves_since(match, marks, 0, 0)
["Ravi's time ran out: the table took 2♠ and threw 8♠ for them"]
"""

from ..engine.match import Match
from ..protocol.text import turn_words
from .storage import CLOCK_SEAT

MOST = 24  # sentences at most; older ones are counted, not told


def moves_since(match: Match, marks: list, seat: int, seq: int) -> list:
    """Sentences for the turns of the log after record ``seq``, oldest first."""
    told: list = []
    opening = None  # the draw of the turn being told
    for record, (asked, _) in zip(match.log[seq:], marks[seq:]):
        action = record["action"]
        if action == "next_deal":
            told.append("Deal %d began" % (record["deal"] + 1))
            continue
        mover = record["who"]
        timed_out = asked == CLOCK_SEAT
        if mover == seat and not timed_out:
            continue
        if action == "draw":
            opening = record
            continue
        if action not in ("discard", "drop", "declare"):
            continue
        told.append(_turn(match, mover, seat, opening, record, timed_out))
        opening = None
    if len(told) > MOST:
        told = ["%d earlier moves" % (len(told) - MOST)] + told[-MOST:]
    return told


def _turn(match: Match, mover: int, seat: int, opening: "dict | None", end: dict,
          timed_out: bool) -> str:
    drew = opening if opening is not None and opening["who"] == mover else None
    done = " and ".join(turn_words(drew, end))
    if not timed_out:
        return "%s %s" % (match.seats[mover].name, done)
    if mover == seat:
        return "Your time ran out: the table %s for you" % done
    return "%s's time ran out: the table %s for them" % (match.seats[mover].name, done)
