"""What happened at a match since a seat last looked, in a player's words: for a
player coming back ("Since you left: Ravi took 5♦ and threw K♣; Kiran drew and
threw 9♠"). Each is a message (``server.ftl``) that the page renders in its
player's language, and push.py in the seat's.

Only what that seat may know: the others' draws from the closed pile never name
the card; the open card taken and the cards thrown are public. Arranging is not
news. The clock's turns (stored with ``CLOCK_SEAT``) say so, for the seat too.

>>> from indian_rummy.locales import render
>>> from ..engine.match import Match
>>> match = Match.new("twine", "deal", [{"name": "Asha"}, {"name": "Ravi"}], seed=3)
>>> _ = match.draw(0, "stock"); _ = match.discard(0, match.deal.drawn)
>>> _ = match.draw(1, "discard"); _ = match.discard(1, match.deal.hands[1][0][0].id)
>>> marks = [(0, 1.0)] * 2 + [(CLOCK_SEAT, 2.0)] * 2  # Ravi's turn was the clock's
>>> [render(move) for move in moves_since(match, marks, 1, 0)]
['Asha drew and threw 2♠', 'Your time ran out: the table took 2♠ and threw 8♠ for you']
>>> [render(move) for move in moves_since(match, marks, 0, 0)]
["Ravi's time ran out: the table took 2♠ and threw 8♠ for them"]
"""

from ..engine.match import Match
from ..protocol.text import turn_words
from .storage import CLOCK_SEAT
from .words import message

MOST = 24  # moves at most; older ones are counted, not told


def moves_since(match: Match, marks: list, seat: int, seq: int) -> list:
    """Messages for the turns of the log after record ``seq``, oldest first."""
    told: list = []
    opening = None  # the draw of the turn being told
    for record, (asked, _) in zip(match.log[seq:], marks[seq:]):
        action = record["action"]
        if action == "next_deal":
            told.append(message("since-deal-began", deal=record["deal"] + 1))
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
        told = [message("since-earlier-moves", count=len(told) - MOST)] + told[-MOST:]
    return told


def seat_name(match: Match, seat: int) -> "dict | str":
    """A seat's name in a sentence: a bot's is its message (said in each language);
    a person's is the name as typed."""
    bot = match.seats[seat].bot
    return message("bot-" + bot) if bot is not None else match.seats[seat].name


def _turn(match: Match, mover: int, seat: int, opening: "dict | None", end: dict,
          timed_out: bool) -> dict:
    drew = opening if opening is not None and opening["who"] == mover else None
    words = turn_words(drew, end)  # what the seat did: its draw (if told), then its end
    done = words[0] if len(words) == 1 else message("since-and", first=words[0],
                                                     then=words[1])
    if not timed_out:
        return message("since-moved", name=seat_name(match, mover), done=done)
    if mover == seat:
        return message("since-your-time-ran-out", done=done)
    return message("since-time-ran-out", name=seat_name(match, mover), done=done)
