"""The generator's run: candidates from deal after deal, each weighed twice by the
rollouts, until every theme has its quota or the deals run out; then the puzzles in
a stable order with their ids, and the file.

Deterministic: the deals, the candidates, the order they are weighed in and each
rollout follow the seeds, and the work is cut into rounds whose contents depend
only on the rounds before (never on which process finished first), so any
``jobs`` gives the same bytes.
"""

import json
import multiprocessing
import zlib
from collections.abc import Callable

from ...bots import kiran, mira
from ...bots.coach import _same
from ...bots.sight import Sight
from ...engine.decision import Decision
from ...protocol.position import position
from . import rollouts
from .candidates import SCREEN, Candidate, candidates, wild_starts
from .themes import THEMES

VERSION = 1
# Puzzles kept per theme, at most: the fewest where a puzzle costs the most rollouts
# (a throw weighs every card of the hand; few drops the coach advises survive them).
QUOTAS = {"take": 180, "stock": 160, "pure": 200, "wild": 60, "distance": 40, "outs": 40,
          "points": 20, "feeding": 20, "drop": 100, "play-on": 160, "declare": 220}
# A theme weighs at most TRIES times its quota of candidates (a theme the rollouts seldom
# confirm would otherwise spend the run).
TRIES = 3
# The deals whose candidates are weighed: seeds 1..DEALS, then WILD_DEALS deals beyond
# them chosen for a wild card on the pile at the learner's first draw
# (:func:`.candidates.wild_starts`); and how many of each theme short of its quota a
# round weighs.
DEALS = 1500
WILD_DEALS = 60
ROUND = 12
# The generator's own seed, mixed into every rollout's.
SEED = 49


class Settings:
    """One run's parameters (the file's ``generator`` tells them)."""

    __slots__ = ("quota", "deals", "wild_deals", "seed", "first", "rollouts", "jobs")

    def __init__(self, quota: "dict | None" = None, deals: int = DEALS, seed: int = SEED,
                 first: int = rollouts.FIRST, rollouts: int = rollouts.ROLLOUTS,
                 jobs: int = 1, wild_deals: int = WILD_DEALS) -> None:
        self.quota = dict(QUOTAS) if quota is None else quota
        self.deals = deals
        self.wild_deals = wild_deals
        self.seed = seed
        self.first = first
        self.rollouts = rollouts
        self.jobs = jobs


class Run:
    """What a run made: ``puzzles`` (in their order, with ids), ``deals`` dealt,
    ``weighed`` candidates and ``rejected`` ones by why: ``first`` (the first
    evaluation did not confirm the coach's answer by the margin) and ``second``
    (a second evaluation disputed it), each per theme."""

    __slots__ = ("puzzles", "deals", "weighed", "rejected")

    def __init__(self) -> None:
        self.puzzles: list = []
        self.deals = 0
        self.weighed = 0
        self.rejected: dict = {"first": {}, "second": {}}


def generate(settings: Settings, progress: "Callable[[str], None] | None" = None) -> Run:
    """Deal ``settings.deals`` deals, then weigh their candidates, theme by theme (those
    the coach sees clearest first), until each theme has its quota of puzzles or has
    weighed ``TRIES`` times as many candidates;
    ``progress(line)``, if given, hears how far it got."""
    run = Run()
    waiting: dict = dict([(theme, []) for theme in THEMES])
    kept: dict = dict([(theme, []) for theme in THEMES])
    tried: dict = dict([(theme, 0) for theme in THEMES])
    pool = multiprocessing.Pool(settings.jobs) if settings.jobs > 1 else None
    try:
        seeds = list(range(1, settings.deals + 1)) + wild_starts(settings.deals + 1,
                                                                  settings.wild_deals)
        for found in _map(pool, candidates, seeds):
            for candidate in found:
                waiting[candidate.theme].append(candidate)
        run.deals = len(seeds)
        for theme in THEMES:  # the clearest first; as dealt among equals (a stable sort)
            waiting[theme].sort(key=lambda c: -c.gap)
        if progress is not None:
            progress("%d deals: %s" % (run.deals, _counts(waiting)))
        while True:
            batch = []
            for theme in THEMES:
                quota = settings.quota[theme]
                if len(kept[theme]) < quota:
                    taken = waiting[theme][:max(0, min(ROUND, TRIES * quota - tried[theme]))]
                    del waiting[theme][:len(taken)]
                    tried[theme] += len(taken)
                    batch.extend(taken)
            if not batch:
                break
            work = [(c, settings.seed, settings.first, settings.rollouts) for c in batch]
            for candidate, verdict in zip(batch, _map(pool, judge, work)):
                run.weighed += 1
                theme = candidate.theme
                if isinstance(verdict, str):
                    counts = run.rejected[verdict]
                    counts[theme] = counts.get(theme, 0) + 1
                elif len(kept[theme]) < settings.quota[theme]:
                    kept[theme].append(verdict)
            if progress is not None:
                progress("%d weighed, kept %s" % (run.weighed, _counts(kept)))
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    puzzles = [p for theme in THEMES for p in kept[theme]]
    puzzles.sort(key=_order)
    for k, puzzle in enumerate(puzzles):
        puzzle["id"] = "p%04d" % (k + 1)
    run.puzzles = [_ordered_keys(p) for p in puzzles]
    return run


def _counts(lists: dict) -> str:
    return " ".join(["%s %d" % (theme, len(lists[theme])) for theme in THEMES])


def _map(pool: "multiprocessing.pool.Pool | None", function: object, items: list) -> list:
    if pool is None:
        return [function(item) for item in items]  # type: ignore[operator]
    return pool.map(function, items, chunksize=1)  # type: ignore[arg-type]


def _order(puzzle: dict) -> tuple:
    spot = puzzle["position"]
    return (spot["seed"], len(spot["moves"].split()), "drawn" in spot)


def _ordered_keys(puzzle: dict) -> dict:
    return dict([(key, puzzle[key]) for key in ("id", "theme", "question", "position",
                                                 "answer", "margin", "rating")])


def seeds_of(spot: dict, seed: int) -> tuple:
    """The first and the second evaluation's seeds of a position: independent streams,
    fixed by the position and the generator's seed."""
    key = json.dumps(spot, sort_keys=True, separators=(",", ":")).encode()
    return (zlib.crc32(key) ^ seed * 2654435761) & 0xFFFFFFFF, (
        zlib.crc32(key + b"|second") ^ seed * 2654435761) & 0xFFFFFFFF


def judge(work: tuple) -> "dict | str":
    """The puzzle a candidate makes, or why not: "first" or "second"."""
    candidate, seed, first, count = work
    weighings = weigh_twice(candidate.position, candidate.choices, candidate.answer, seed,
                            first, count)
    if not weighings[0].holds:
        return "first"
    if not weighings[1].holds:
        return "second"
    margin = round(min(weighings[0].margin, weighings[1].margin), 1)
    return {"theme": candidate.theme, "question": candidate.question,
            "position": candidate.position, "answer": _answer(candidate.answer),
            "margin": margin, "rating": rating(candidate, margin)}


def weigh_twice(spot: dict, choices: list, answer: Decision, seed: int, first: int,
                count: int) -> list:
    """The two evaluations of a position's choices (the second only when the first
    holds: a list of one or two :class:`~.rollouts.Weighing`)."""
    match = position(spot)
    index = [k for k in range(len(choices)) if same(choices[k], answer)][0]
    seat = spot["seat"]
    found = []
    for stream in seeds_of(spot, seed):
        weighing = rollouts.weigh(match.deal, seat, choices, index, stream, first, count)
        found.append(weighing)
        if not weighing.holds:
            break
    return found


def same(one: Decision, other: Decision) -> bool:
    """The same choice, a card standing for its twin (the coach's reading), and a
    declaration for any other (either wins the deal: the puzzle session takes both as
    the coach's)."""
    return one.action == other.action == "declare" or _same(one, other)


def _answer(decision: Decision) -> dict:
    return {"action": decision.action, "source": decision.source, "card": decision.card}


# The starting rating: BASE, more where a bot gets it wrong, more the thinner the margin.
BASE = 1000
MISSED_BY_MIRA = 250
MISSED_BY_KIRAN = 250
THIN = ((4, 300), (8, 200), (16, 100))


def rating(candidate: Candidate, margin: float) -> int:
    """A puzzle's starting rating (Glicko-2's scale): ``BASE``, plus ``MISSED_BY_MIRA``
    if Mira's choice at the position is not the answer and ``MISSED_BY_KIRAN`` if
    Kiran's is not, plus by the margin (a thin one is harder to see): 300 below 4
    points, 200 below 8, 100 below 16."""
    match = position(candidate.position)
    sight = Sight.of(match.deal, candidate.position["seat"])
    score = BASE
    if not same(mira.decide(sight), candidate.answer):
        score += MISSED_BY_MIRA
    if not same(kiran.decide(sight), candidate.answer):
        score += MISSED_BY_KIRAN
    for below, extra in THIN:
        if margin < below:
            return score + extra
    return score


def write(path: str, run: Run, settings: Settings) -> None:
    """The shipped file: compact JSON, the same bytes for the same run."""
    data = {"version": VERSION,
            "generator": {"command": "make puzzles", "seed": settings.seed,
                          "deals": settings.deals, "wild_deals": settings.wild_deals,
                          "quotas": settings.quota, "tries": TRIES, "screen": SCREEN,
                          "first": settings.first,
                          "rollouts": settings.rollouts, "horizon": rollouts.HORIZON,
                          "margin": rollouts.MARGIN, "z": rollouts.Z},
            "puzzles": run.puzzles}
    with open(path, "w", encoding="utf-8") as out:
        out.write(json.dumps(data, separators=(",", ":"), ensure_ascii=False))
        out.write("\n")
