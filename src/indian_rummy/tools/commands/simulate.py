"""``indian-rummy simulate``: bot-against-bot practice deals or whole matches, each
played by ``tools/simulate.py``, with a summary in words or JSON."""

import argparse
import json
import sys
import time

from ...bots import BOT_ORDER, BOTS
from ...engine.cards import RummyError
from ...engine.deal import MAX_SEED, PLAYER, IllegalAction
from ...engine.rules import FORMATS, PRACTICE, TWINE, format_named, profile_named
from ..simulate import RANDOM, play_match
from .status import EXIT_BAD_INPUT, bad


def add(commands: "argparse._SubParsersAction") -> None:
    sim = commands.add_parser(
        "simulate", help="bot-against-bot deals or matches with a summary",
        description="Without --profile, --format or --bots: practice deals, Mira against "
        "Mira or a random player. With any of them: whole matches between bots.")
    sim.add_argument("--games", type=int, required=True, metavar="N")
    sim.add_argument("--seed", type=int, default=1, metavar="S", help="seed of the first game")
    sim.add_argument("--opponent", choices=(PRACTICE.bot, RANDOM), default=None,
                     help="practice deals: who plays the player's seat against Mira")
    sim.add_argument("--profile", metavar="P", help="rule profile of the matches "
                     "(default twine)")
    sim.add_argument("--format", metavar="F", help="deal, pool101, pool201, or Deals Rummy: "
                     "deals2, deals3 or deals6 (default deal)")
    sim.add_argument("--bots", metavar="B,B...", help="the bot in each seat, e.g. "
                     "mira,kiran (default mira,mira)")
    sim.add_argument("--json", action="store_true", help="one JSON object per game, then a "
                     "summary object")
    sim.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if not 1 <= args.games <= MAX_SEED:
        return bad("--games must be from 1 to %d" % MAX_SEED, False)
    if not 1 <= args.seed <= MAX_SEED - args.games + 1:
        message = "--seed must be from 1 to %d" % (MAX_SEED - args.games + 1)
        if args.games > 1:
            message += " for %d games (each game takes the next seed, up to %d)" % (
                args.games, MAX_SEED)
        return bad(message, False)
    if args.profile is None and args.format is None and args.bots is None:
        return _simulate_practice(args)
    if args.opponent is not None:
        return bad("--opponent is for practice deals; name every seat's bot with --bots",
                    False)
    return _simulate_matches(args)


MIRA_SEAT = 1  # a practice deal: the player's seat (Mira or the random player), then Mira's
_WINNER_NAMES = {PLAYER: "player", MIRA_SEAT: "mira", None: None}


def _simulate_practice(args: argparse.Namespace) -> int:
    opponent = args.opponent or PRACTICE.bot
    wins = {MIRA_SEAT: 0, PLAYER: 0, None: 0}
    total_turns = 0
    progress = _Progress(args.games) if sys.stderr.isatty() and args.games >= 20 else None
    started = time.perf_counter()
    try:
        for k in range(args.games):
            seed = args.seed + k
            played = play_match(PRACTICE.name, PRACTICE.format_names()[0], [opponent, PRACTICE.bot],
                                seed)
            winner, turns = played["winner"], played["turns"]
            wins[winner] += 1
            total_turns += turns
            if args.json:
                print(json.dumps({"seed": seed, "winner": _WINNER_NAMES[winner],
                                  "turns": turns}))
            if progress is not None:
                progress.show(k + 1)
    except IllegalAction as error:  # pragma: no cover - a bot broke a rule: a bug
        print("indian-rummy: a bot made an illegal move: %s" % error, file=sys.stderr)
        return EXIT_BAD_INPUT
    elapsed = time.perf_counter() - started
    if progress is not None:
        progress.done()
    seat = "mira" if opponent == "mira" else "random"
    summary = {"summary": True, "games": args.games, "first_seed": args.seed,
               "opponent": opponent, "mira_wins": wins[MIRA_SEAT],
               "%s_seat_wins" % ("player" if seat == "mira" else "random"): wins[PLAYER],
               "draws": wins[None], "average_turns": round(total_turns / args.games, 2),
               "turns": total_turns, "seconds": round(elapsed, 3),
               "turns_per_second": round(total_turns / elapsed, 1) if elapsed > 0 else None}
    if args.json:
        print(json.dumps(summary))
    else:
        other = "Mira (player's seat)" if seat == "mira" else "Random player"
        print("%d deals from seed %d: Mira %d, %s %d, draws %d" % (
            args.games, args.seed, wins[MIRA_SEAT], other, wins[PLAYER], wins[None]))
        decided = wins[MIRA_SEAT] + wins[PLAYER]
        if decided:
            print("Mira won %.1f%% of decided deals" % (100.0 * wins[MIRA_SEAT] / decided))
        print("average %.1f turns a deal; %d turns in %.2f s = %.0f turns/s" % (
            total_turns / args.games, total_turns, elapsed,
            total_turns / elapsed if elapsed > 0 else 0.0))
    return 0


def _simulate_matches(args: argparse.Namespace) -> int:
    bots = (args.bots or "mira,mira").split(",")
    for bot in bots:
        if bot not in BOTS:
            return bad("no bot called %r (%s)" % (bot, ", ".join(BOT_ORDER)), False)
    profile = args.profile or TWINE.name
    match_format = args.format or "deal"
    try:
        rules = profile_named(profile)
        format_named(rules, match_format)
        rules.check_players(len(bots))
    except RummyError as error:
        return bad(str(error), False)
    wins = [0] * len(bots)
    chips = [0] * len(bots) if FORMATS[match_format].deals else []  # Deals Rummy's
    draws = deals = turns = 0
    dealt = dict([(b, 0) for b in bots])  # seat-deals each bot was dealt in
    drops: list = []
    progress = _Progress(args.games) if sys.stderr.isatty() and args.games >= 20 else None
    started = time.perf_counter()
    for k in range(args.games):
        result = play_match(profile, match_format, bots, args.seed + k)
        if result["winner"] is None:
            draws += 1
        else:
            wins[result["winner"]] += 1
        deals += result["deals"]
        turns += result["turns"]
        for seat in range(len(chips)):
            chips[seat] += result["standings"][seat]["chips"]
        for seat, count in enumerate(result["dealt"]):
            dealt[bots[seat]] += count
        drops.extend(result["drops"])
        if args.json:
            print(json.dumps({"seed": result["seed"], "winner": result["winner"],
                              "deals": result["deals"], "standings": result["standings"]}))
        if progress is not None:
            progress.show(k + 1)
    elapsed = time.perf_counter() - started
    if progress is not None:
        progress.done()
    by_bot = {}
    for bot in sorted(dealt):
        mine = [d for d in drops if d.bot == bot]
        saved = sum([d.saved() for d in mine])
        by_bot[bot] = {"drops": len(mine), "seat_deals": dealt[bot],
                       "drop_rate": round(len(mine) / dealt[bot], 4) if dealt[bot] else 0.0,
                       "points_saved": saved,
                       "average_saved": round(saved / len(mine), 2) if mine else 0.0}
    summary = {"summary": True, "games": args.games, "first_seed": args.seed,
               "profile": profile, "format": match_format, "bots": bots, "wins": wins,
               "chips": chips or None,
               "draws": draws, "deals": deals, "drops": len(drops), "drops_by_bot": by_bot,
               "turns": turns, "seconds": round(elapsed, 3),
               "turns_per_second": round(turns / elapsed, 1) if elapsed > 0 else None}
    if args.json:
        print(json.dumps(summary))
        return 0
    print("%d %s %s matches from seed %d, %d deals" % (args.games, profile, match_format,
                                                      args.seed, deals))
    print("wins: " + ", ".join(["seat %d (%s) %d" % (s + 1, bots[s], wins[s])
                                for s in range(len(bots))]) + "; draws %d" % draws)
    if chips:
        print("chips, all games: " + ", ".join(["seat %d (%s) %d" % (s + 1, bots[s], chips[s])
                                                for s in range(len(bots))]))
    for bot in sorted(by_bot):
        row = by_bot[bot]
        print("%s dropped %d of %d deals (%.1f%%), saving %d points (%.1f a drop) against "
              "playing on" % (bot, row["drops"], row["seat_deals"], 100 * row["drop_rate"],
                              row["points_saved"], row["average_saved"]))
    print("%d turns in %.2f s = %.0f turns/s" % (turns, elapsed,
                                                turns / elapsed if elapsed > 0 else 0.0))
    return 0


class _Progress:
    def __init__(self, total: int) -> None:
        self.total = total

    def show(self, done: int) -> None:
        width = 30
        filled = width * done // self.total
        sys.stderr.write("\r[%s%s] %d/%d" % ("#" * filled, "." * (width - filled), done,
                                               self.total))
        sys.stderr.flush()

    def done(self) -> None:
        sys.stderr.write("\n")
