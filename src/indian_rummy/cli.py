"""The ``indian-rummy`` command: check hands, simulate deals, build and serve the site.

CPython only (it is not shipped to the browser).
"""

import argparse
import json
import sys
import time
from typing import TextIO

from .cards import Card, RummyError, parse_cards, parse_rank, wild_rank_for
from .game import MIRA, PLAYER, IllegalAction, Table
from .mira import might_declare, play_turn
from .prng import Rng
from .solver import Verdict, check, find_declaration

EXIT_VALID = 0
EXIT_INVALID = 1
EXIT_BAD_INPUT = 2


def main(argv: "list[str] | None" = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except KeyboardInterrupt:
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="indian-rummy",
        description="13-card Indian Rummy: check hands, simulate bot games, serve the table.")
    commands = parser.add_subparsers(dest="command", required=True)

    play = commands.add_parser("play", help="build the site, serve it on 127.0.0.1 and open it")
    play.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    play.add_argument("--no-browser", action="store_true", help="only print the address")
    play.set_defaults(run=_play)

    build = commands.add_parser("build", help="write the deployable static site")
    build.add_argument("dir", help="output folder")
    build.set_defaults(run=_build)

    chk = commands.add_parser(
        "check", help="is a 13-card hand a valid declaration?",
        description="Exit status: 0 valid, 1 invalid, 2 bad input.")
    wild = chk.add_mutually_exclusive_group()
    wild.add_argument("--wild", metavar="RANK", help="the wild rank, e.g. 10 or Q")
    wild.add_argument("--indicator", metavar="CARD", help="the indicator card, e.g. 10C or JK")
    chk.add_argument("--json", action="store_true", help="one JSON object per hand")
    chk.add_argument("--ascii", action="store_true", help="print 10C rather than 10♣")
    chk.add_argument("--batch", metavar="FILE",
                     help="one hand per line, 'WILD: CARDS' ('-' reads standard input)")
    chk.add_argument("cards", nargs="*", help="13 cards, e.g. 3H 4H 5H ...")
    chk.set_defaults(run=_check)

    sim = commands.add_parser("simulate", help="bot-against-bot deals with a summary")
    sim.add_argument("--games", type=int, required=True, metavar="N")
    sim.add_argument("--seed", type=int, default=1, metavar="S", help="seed of the first deal")
    sim.add_argument("--opponent", choices=("mira", "random"), default="mira",
                     help="who plays the player's seat against Mira")
    sim.add_argument("--json", action="store_true", help="one JSON object per deal, then a "
                     "summary object")
    sim.set_defaults(run=_simulate)
    return parser


# -- play and build ------------------------------------------------------------------------


def _play(args: argparse.Namespace) -> int:
    from . import site
    try:
        site.play(port=args.port, open_browser=not args.no_browser)
    except site.SiteError as error:
        return _bad(str(error), False)
    return 0


def _build(args: argparse.Namespace) -> int:
    from . import site
    try:
        site.build(args.dir)
    except site.SiteError as error:
        return _bad(str(error), False)
    print("Site written to %s" % args.dir)
    return 0


# -- check -------------------------------------------------------------------------------------


def _check(args: argparse.Namespace) -> int:
    if args.batch is not None:
        if args.cards:
            return _bad("give cards as arguments or --batch FILE, not both", args.json)
        return _check_batch(args)
    try:
        if args.indicator is not None:
            wild_rank = wild_rank_for(Card.parse(args.indicator))
        elif args.wild is not None:
            wild_rank = parse_rank(args.wild)
        else:
            return _bad("say which rank is wild: --wild RANK or --indicator CARD", args.json)
        hand = _hand(" ".join(args.cards))
    except RummyError as error:
        return _bad(str(error), args.json)
    verdict = check(hand, wild_rank)
    _print_verdict(verdict, args, None, sys.stdout)
    return EXIT_VALID if verdict.valid else EXIT_INVALID


def _hand(text: str) -> list:
    cards = parse_cards(text)
    if len(cards) != 13:
        raise RummyError("a hand to check has 13 cards, not %d" % len(cards))
    return cards


def _check_batch(args: argparse.Namespace) -> int:
    stream = sys.stdin if args.batch == "-" else None
    try:
        if stream is None:
            stream = open(args.batch, encoding="utf-8")
    except OSError as error:
        return _bad("cannot read %s: %s" % (args.batch, error.strerror), args.json)
    worst = EXIT_VALID
    out = sys.stdout
    with stream:
        for number, line in enumerate(stream, 1):
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            try:
                wild_rank, hand = _batch_line(text)
            except RummyError as error:
                worst = EXIT_BAD_INPUT
                if args.json:
                    out.write(json.dumps({"line": number, "error": str(error)},
                                         ensure_ascii=False) + "\n")
                else:
                    out.write("line %d: bad input: %s\n" % (number, error))
                continue
            verdict = check(hand, wild_rank)
            if not verdict.valid and worst == EXIT_VALID:
                worst = EXIT_INVALID
            _print_verdict(verdict, args, number, out)
    return worst


def _batch_line(text: str) -> tuple:
    head, _, rest = text.partition(":")
    if not rest:
        head, _, rest = text.partition(" ")
    return parse_rank(head), _hand(rest)


def _print_verdict(verdict: Verdict, args: argparse.Namespace, line: "int | None",
                   out: TextIO) -> None:
    def show(card: Card) -> str:
        return card.code() if args.ascii else card.label()

    if args.json:
        record: dict = {"valid": verdict.valid, "message": verdict.message,
                        "groups": [{"kind": g.kind, "cards": [show(c) for c in g.cards]}
                                   for g in verdict.groups],
                        "missing": verdict.missing,
                        "unmatched": [show(c) for c in verdict.unmatched]}
        if line is not None:
            record["line"] = line
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
        return
    where = "line %d: " % line if line is not None else ""
    groups = " | ".join([" ".join([show(c) for c in g.cards]) for g in verdict.groups])
    if verdict.valid:
        out.write("%svalid: %s\n" % (where, groups))
    else:
        out.write("%sinvalid: %s\n" % (where, verdict.message))
        if groups:
            out.write("%s  closest grouping: %s\n" % (" " * len(where), groups))


def _bad(message: str, as_json: bool) -> int:
    if as_json:
        print(json.dumps({"error": message}, ensure_ascii=False))
    else:
        print("indian-rummy: bad input: %s" % message, file=sys.stderr)
    return EXIT_BAD_INPUT


# -- simulate ----------------------------------------------------------------------------------


def random_turn(table: Table, who: int, rng: Rng) -> None:
    """A random legal move: a random pile, a random legal discard (declaring when it can)."""
    sources = [s for s in ("stock", "discard") if table.can_draw(s, who)]
    table.draw(sources[rng.below(len(sources))], who)
    hand = table.hand_of(who)
    if might_declare(hand, table.wild_rank):
        found = find_declaration(hand, table.wild_rank, True, table.picked)
        if found is not None:
            table.declare(found[1].id, who)
            return
    legal = [c for c in hand if c.id != table.picked]
    table.discard(legal[rng.below(len(legal))].id, who)


def play_deal(seed: int, opponent: str) -> tuple:
    """One bot-against-bot deal: (winner, turns). The player's seat plays ``opponent``."""
    table = Table.shuffled_deal(seed)
    rng = Rng(seed)
    turns = 0
    while table.result is None:
        if table.turn == MIRA:
            play_turn(table, MIRA)
        elif opponent == "mira":
            play_turn(table, PLAYER)
        else:
            random_turn(table, PLAYER, rng)
        turns += 1
    return table.result.winner, turns


def _simulate(args: argparse.Namespace) -> int:
    if args.games < 1:
        return _bad("--games must be at least 1", False)
    if args.seed < 1:
        return _bad("--seed must be at least 1", False)
    wins = {MIRA: 0, PLAYER: 0, None: 0}
    total_turns = 0
    progress = _Progress(args.games) if sys.stderr.isatty() and args.games >= 20 else None
    started = time.perf_counter()
    try:
        for k in range(args.games):
            seed = args.seed + k
            winner, turns = play_deal(seed, args.opponent)
            wins[winner] += 1
            total_turns += turns
            if args.json:
                print(json.dumps({"seed": seed, "winner": winner, "turns": turns}))
            if progress is not None:
                progress.show(k + 1)
    except IllegalAction as error:  # pragma: no cover - a bot broke a rule: a bug
        print("indian-rummy: a bot made an illegal move: %s" % error, file=sys.stderr)
        return EXIT_BAD_INPUT
    elapsed = time.perf_counter() - started
    if progress is not None:
        progress.done()
    seat = "mira" if args.opponent == "mira" else "random"
    summary = {"summary": True, "games": args.games, "first_seed": args.seed,
               "opponent": args.opponent, "mira_wins": wins[MIRA],
               "%s_seat_wins" % ("player" if seat == "mira" else "random"): wins[PLAYER],
               "draws": wins[None], "average_turns": round(total_turns / args.games, 2),
               "turns": total_turns, "seconds": round(elapsed, 3),
               "turns_per_second": round(total_turns / elapsed, 1) if elapsed > 0 else None}
    if args.json:
        print(json.dumps(summary))
    else:
        other = "Mira (player's seat)" if seat == "mira" else "Random player"
        print("%d deals from seed %d: Mira %d, %s %d, draws %d" % (
            args.games, args.seed, wins[MIRA], other, wins[PLAYER], wins[None]))
        decided = wins[MIRA] + wins[PLAYER]
        if decided:
            print("Mira won %.1f%% of decided deals" % (100.0 * wins[MIRA] / decided))
        print("average %.1f turns a deal; %d turns in %.2f s = %.0f turns/s" % (
            total_turns / args.games, total_turns, elapsed,
            total_turns / elapsed if elapsed > 0 else 0.0))
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


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
