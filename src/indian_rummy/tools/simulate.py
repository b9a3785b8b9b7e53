"""The simulator: whole matches between bots (and a random player), and what the
bots' drops saved.

Used by ``indian-rummy simulate`` (practice deals and scored matches alike) and the
benchmarks; no I/O here. A seat is a bot of the registry (``indian_rummy.bots``) or
``"random"``: the simulator's own yardstick, which makes a random legal move. Every
step goes through the match's one entry point (``Match.act``): a bot's by
``play_bot_turn``, the random player's as a person's.

>>> summary = play_match("twine", "deal", ["mira", "mira"], seed=3)
>>> sorted(summary)
['deals', 'dealt', 'drops', 'seed', 'standings', 'turns', 'winner']
>>> summary["deals"], summary["winner"] in (0, 1)
(1, True)
"""

from ..bots import bot_named, new_match, play_bot_turn
from ..bots.legal import legal_decisions
from ..bots.sight import Sight
from ..engine.decision import DECLARE, DISCARD, DRAW, PERSON
from ..engine.match import Match
from ..engine.prng import Rng

RANDOM = "random"


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
    """Play a match between ``bots`` (a bot's key or "random", per seat) to its end.

    Returns ``seed``, ``winner`` (a seat, or None for a drawn practice deal),
    ``deals``, ``turns``, ``standings`` (per seat: bot, points, out, and chips at Deals
    Rummy, else None), ``dealt``
    (per seat, the deals it was dealt into) and ``drops`` (a :class:`DropRecord`
    each; with ``weigh_drops`` the deal is also played on from each drop without
    it, to see what dropping saved).
    """
    for player in bots:
        if player != RANDOM:
            bot_named(player)
    if RANDOM in bots:
        weigh_drops = False  # playing a deal on needs every seat's player to be a bot
    match = new_match(profile, match_format, [{"name": "Random"} if b == RANDOM else {"bot": b}
                                              for b in bots], seed)
    rng = Rng(seed)  # the random players' choices
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
        if bots[seat] == RANDOM:
            random_turn(match, seat, rng)
        else:
            play_bot_turn(match, seat)
        turns += 1
        record = match.log[before]
        if record["action"] == "drop":
            played_on = _played_on(match, before, seat) if weigh_drops else record["points"]
            drops.append(DropRecord(seat, bots[seat], record["deal"], record["points"],
                                    played_on))
    standings = [{"seat": s, "bot": bots[s], "points": match.totals[s],
                  "out": match.eliminated[s],
                  "chips": match.chips[s] if match.chips else None} for s in range(len(bots))]
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


def random_turn(match: Match, seat: int, rng: Rng) -> None:
    """A random legal turn (:func:`~..bots.legal.legal_decisions`): a random draw, then
    a declaration when the hand completes, else a random discard."""
    deal = match.deal
    draws = [d for d in legal_decisions(Sight.of(deal, seat)) if d.action == DRAW]
    match.act(seat, draws[rng.below(len(draws))], PERSON)
    legal = list(legal_decisions(Sight.of(deal, seat)))
    declarations = [d for d in legal if d.action == DECLARE]
    if declarations:
        match.act(seat, declarations[0], PERSON)
        return
    discards = [d for d in legal if d.action == DISCARD]
    match.act(seat, discards[rng.below(len(discards))], PERSON)
