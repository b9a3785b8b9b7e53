"""Positions from simulated deals, each with what became of it: the model's data.

:func:`table_of` sets game ``k`` from a seed: two to six seats in turn (the two-player
rules and the classic rules at two seats, the classic rules above), each seat's
player drawn from Mira, Kiran and Tara, so that over a few hundred games every
bot meets every other at every size. The random player sits at none of them: a
coached seat faces bots or people, and a quarter of random seats made the
opponents look far weaker than they are (a hopeless hand seemed worth playing on).
:func:`positions` plays one such deal and records, for the seat on turn, the features of
:mod:`indian_rummy.bots.model` twice a turn: at its draw (it moves first) and
after its throw (the others move first), beside what today's hand-set outlook
(:func:`.outlook.race`) says of the same position, and, when
the deal is over, whether the seat declared first and the points it lost from
there (what it paid, less what the others paid it when it declared).

The same seed gives the same rows: the deal and the bots follow it.
"""

import multiprocessing

from ...bots import BOT_ORDER, new_match, play_bot_turn
from ...bots.model import NAMES, features
from ...bots.sight import DREW, TOOK, Sight
from ...engine.deal import PLAYING
from ...engine.prng import Rng
from .outlook import opponent, race

# Each seat's player, by its index here (the model's ``player``).
PLAYERS = BOT_ORDER
# The columns of a row: the game, the seat and its player, the features, today's
# outlook, and the outcome.
COLUMNS = ("seed", "seat", "player") + NAMES + ("race_win", "race_points", "won", "points")
# Today's outlook: besides its outs in the stock, the chance (per mille) that a turn's open
# card helps, and the most a turn brings (as the coach reads a hand's rate).
PILE_HELP = 150
HIGHEST = 950


def table_of(seed: int) -> tuple:
    """``(profile, players)`` of the game played from ``seed``."""
    seats = 2 + seed % 5
    profile = "twine" if seats == 2 and seed // 5 % 2 == 0 else "classic"
    rng = Rng(seed)
    return profile, [PLAYERS[rng.below(len(PLAYERS))] for _ in range(seats)]


def positions(seed: int) -> list:
    """The rows (:data:`COLUMNS`, integers) of the deal played from ``seed``."""
    profile, players = table_of(seed)
    match = new_match(profile, "deal", [{"bot": p} for p in players], seed)
    deal = match.deal
    rows: list = []
    while not match.deal_over():
        seat = deal.turn
        rows.append(_row(seed, seat, players, Sight.of(deal, seat), True))
        play_bot_turn(match, seat)
        if not match.deal_over() and deal.states[seat] == PLAYING:
            rows.append(_row(seed, seat, players, Sight.of(deal, seat), False))
    result = deal.result
    assert result is not None
    paid = [result.points_of(s) for s in range(len(players))]
    for row in rows:
        seat = row[1]
        won = result.winner == seat
        lost = -(sum(paid) - paid[seat]) if won else paid[seat]
        row += [1 if won else 0, lost]
    return rows


def _row(seed: int, seat: int, players: list, sight: Sight, first: bool) -> list:
    values = features(sight, None, first)
    # Each opponent's distance as the coach reads it: from his takes and draws.
    moves = sight.moves
    rivals = [opponent(len([m for m in moves if m[0] == other and m[1] == TOOK]),
                       len([m for m in moves if m[0] == other and m[1] == DREW]))
              for other in sight.seats_after()]
    hit = PILE_HELP + values[1]
    win, points = race(values[0], hit if hit < HIGHEST else HIGHEST, rivals, values[2], first)
    return [seed, seat, PLAYERS.index(players[seat])] + values + [win, points]


def simulate(first: int, games: int, jobs: int) -> list:
    """The rows of games ``first``..``first + games - 1``, in the order of their seeds
    (the same whatever ``jobs``)."""
    seeds = list(range(first, first + games))
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            parts = pool.map(positions, seeds, chunksize=8)
    else:
        parts = [positions(seed) for seed in seeds]
    return [row for part in parts for row in part]
