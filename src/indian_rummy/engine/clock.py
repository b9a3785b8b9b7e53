"""What the turn clock plays when a seat's time is up: one rule for partner play's
server (server/clock.py times it) and the bot tables' session (the page times it).

The clock never declares. It draws from the closed pile (the open one if the closed
pile cannot be drawn) and throws the card drawn (or, if that was the open card,
which may not go straight back, the hand's last card). A seat's third timeout in a
row, at the start of its turn, is a drop at the table's drop points instead.

>>> from .match import Match
>>> match = Match.new("twine", "deal", [{"name": "A"}, {"name": "B"}], seed=3)
>>> [(r["who"], r["action"]) for r in play_timeout(match, 0, 0)]
[(0, 'draw'), (0, 'discard')]
>>> [(r["who"], r["action"], r["points"]) for r in play_timeout(match, 1, 2)]
[(1, 'drop', 20)]
"""

from .deal import DRAW, IllegalAction
from .match import Match

TIMEOUTS_TO_DROP = 3  # the timeout in a row that drops a seat, at the start of its turn
TURN_SECONDS = (30, 60)  # a live clock's time for each turn, as the tables offer it
RESERVE_SECONDS = 60  # and the reserve a seat may spend once over the whole match


def play_timeout(match: Match, seat: int, timeouts: int) -> list:
    """Play the turn of ``seat``, whose time is up, after ``timeouts`` timeouts in a
    row before this one; the records it made (a drop, or a draw and a discard, or a
    discard only if the seat had drawn)."""
    deal = match.deal
    records = []
    if deal.phase == DRAW:
        if timeouts + 1 >= TIMEOUTS_TO_DROP and deal.can_drop(seat):
            return [match.drop(seat)]
        try:
            records.append(match.draw(seat, "stock"))
        except IllegalAction:
            records.append(match.draw(seat, "discard"))
    card = deal.drawn
    if card is None or card == deal.picked:
        card = [c.id for tray in deal.hands[seat] for c in tray if c.id != deal.picked][-1]
    records.append(match.discard(seat, card))
    return records
