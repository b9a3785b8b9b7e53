"""The bots that can take a seat, by name, and how a bot's turn is played in a match."""

from . import mira
from .match import Match


def play_bot_turn(match: Match, seat: int, may_drop: bool = True) -> str:
    """The bot in ``seat`` plays its whole turn; returns what it did, in words.

    With ``may_drop`` False it plays on whatever its hand (to weigh a drop).
    """
    bot = match.seats[seat].bot
    if bot == "mira":
        message = mira.play_turn(match.table, seat, may_drop)
    else:
        raise ValueError("no bot called %r" % (bot,))
    match.sync()
    return message
