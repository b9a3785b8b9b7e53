"""Whole matches between bots, and what their drops saved.

Used by ``indian-rummy simulate`` and the benchmarks; no I/O here, so it runs
on every runtime.

>>> summary = play_match("twine", "deal", ["mira", "mira"], seed=3)
>>> sorted(summary)
['deals', 'dealt', 'drops', 'seed', 'standings', 'turns', 'winner']
>>> summary["deals"], summary["winner"] in (0, 1)
(1, True)
"""

from ..bots import play_bot_turn
from ..engine.match import Match


class DropRecord:
    """A bot's drop: who, in which deal, what it cost, and what playing on would have cost."""

    __slots__ = ("seat", "bot", "deal", "cost", "played_on")

    def __init__(self, seat: int, bot: str, deal: int, cost: int, played_on: int) -> None:
        self.seat = seat
        self.bot = bot
        self.deal = deal
        self.cost = cost
        self.played_on = played_on

    def saved(self) -> int:
        return self.played_on - self.cost

    def as_dict(self) -> dict:
        return {"seat": self.seat, "bot": self.bot, "deal": self.deal, "cost": self.cost,
                "played_on": self.played_on, "saved": self.saved()}


def play_match(profile: str, match_format: str, bots: list, seed: int,
               weigh_drops: bool = True) -> dict:
    """Play a match between ``bots`` (one name per seat) to its end.

    Returns ``seed``, ``winner`` (a seat, or None for a drawn practice deal),
    ``deals``, ``turns``, ``standings`` (per seat: bot, points, out), ``dealt``
    (per seat, the deals it was dealt into) and ``drops`` (a :class:`DropRecord`
    each; with ``weigh_drops`` the deal is also played on from each drop without
    it, to see what dropping saved).
    """
    match = Match.new(profile, match_format, [{"bot": b} for b in bots], seed)
    turns = 0
    drops = []
    dealt = [0] * len(bots)
    _count_dealt(match, dealt)
    while not match.over:
        if match.deal_over():
            match.next_deal(0)
            _count_dealt(match, dealt)
            continue
        seat = match.deal.turn
        before = len(match.log)
        play_bot_turn(match, seat)
        turns += 1
        record = match.log[before]
        if record["action"] == "drop":
            played_on = _played_on(match, before, seat) if weigh_drops else record["points"]
            drops.append(DropRecord(seat, bots[seat], record["deal"], record["points"],
                                    played_on))
    standings = [{"seat": s, "bot": bots[s], "points": match.totals[s],
                  "out": match.eliminated[s]} for s in range(len(bots))]
    return {"seed": seed, "winner": match.winner, "deals": match.number, "turns": turns,
            "standings": standings, "drops": drops, "dealt": dealt}


def _count_dealt(match: Match, dealt: list) -> None:
    for seat in match.deal.playing():
        dealt[seat] += 1


def _played_on(match: Match, upto: int, seat: int) -> int:
    """The points ``seat`` would have scored in this deal had it not dropped."""
    data = match.export()
    data["log"] = data["log"][:upto]
    other = Match.load(data)
    deal = other.number
    while other.number == deal and not other.deal_over():
        turn = other.deal.turn
        play_bot_turn(other, turn, may_drop=turn != seat)
    assert other.deal.result is not None
    return other.deal.result.points_of(seat)
