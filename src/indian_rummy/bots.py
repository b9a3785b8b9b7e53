"""The bots that can take a seat, by name, and how a bot's turn is played in a match."""

from . import mira
from .match import Match


def play_bot_turn(match: Match, seat: int) -> str:
    """The bot in ``seat`` plays its whole turn; returns what it did, in words."""
    bot = match.seats[seat].bot
    if bot == "mira":
        message = mira.play_turn(match.table, seat)
    else:
        raise ValueError("no bot called %r" % (bot,))
    match.sync()
    return message
