"""The bots that can take a seat, by name, and how a bot's turn is played in a match.

>>> match = Match.new("twine", "deal", ["kiran", "mira"], seed=4)
>>> play_bot_turn(match, 0)
'Kiran drew from the stock and discarded K♥.'
>>> play_bot_turn(match, 1)
'Mira took K♥ from the discard pile and discarded 9♠.'
>>> play_bot_turn(match, 1)
Traceback (most recent call last):
...
indian_rummy.engine.deal.IllegalAction: it is Kiran's turn
"""

from ..engine.match import Match
from . import kiran, mira


def play_bot_turn(match: Match, seat: int, may_drop: bool = True) -> str:
    """The bot in ``seat`` plays its whole turn; returns what it did, in words.

    With ``may_drop`` False it plays on whatever its hand (to weigh a drop).
    """
    bot = match.seats[seat].bot
    if bot == "mira":
        message = mira.play_turn(match.deal, seat, may_drop)
    elif bot == "kiran":
        message = kiran.play_turn(match.deal, seat, may_drop)
    else:
        raise ValueError("no bot called %r" % (bot,))
    match.sync()
    return message
