"""The ``indian-rummy`` command: check hands, simulate deals, build and serve the site.

CPython only (it is not shipped to the browser). One idea, the command line's
surface: each command reads its arguments and reports, in words or JSON, while
the work lives in the engine, ``simulate``, ``site`` and ``server``. It runs
long because it has nine commands, each with its bad-input cases.
"""

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from typing import Any, BinaryIO, TextIO

from ..bots import BOT_ORDER, BOTS
from ..engine.cards import Card, RummyError, parse_cards, parse_rank, wild_rank_for
from ..engine.deal import MAX_SEED, PLAYER, IllegalAction
from ..engine.distance import distance
from ..engine.match import Match
from ..engine.rules import (
    CHIPS_PER_DEAL,
    FORMATS,
    PRACTICE,
    PROFILES,
    TWINE,
    RuleProfile,
    format_named,
    profile_named,
)
from ..engine.scoring import score_hand
from ..engine.solver import Verdict, check
from ..locales import render
from .simulate import RANDOM, play_match

EXIT_VALID = 0
EXIT_INVALID = 1
EXIT_BAD_INPUT = 2
EXIT_CLOSED_PIPE = 141  # what a shell shows for a command stopped by SIGPIPE

MAX_LINE = 1 << 16  # bytes of one --batch line; a hand needs under 100
BOM = b"\xef\xbb\xbf"


def main(argv: "list[str] | None" = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    # A card typed as bytes that are not UTF-8 reaches us as a lone surrogate;
    # quoting it back must not crash the output.
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    try:
        status = int(args.run(args))
        sys.stdout.flush()
        return status
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, and keep Python from
        # reporting the failed flush of the rest of the output at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_CLOSED_PIPE


def _port(text: str) -> int:
    """``play --port``, refused by the parser, before the site is built."""
    from ..site import SiteError
    from ..site.serve import check_port
    try:
        return check_port(int(text))
    except (ValueError, SiteError):
        raise argparse.ArgumentTypeError("a port is a whole number from 0 to 65535, not %s"
                                         % text)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="indian-rummy",
        description="13-card Indian Rummy: check hands, simulate bot games, serve the table.")
    commands = parser.add_subparsers(dest="command", required=True)

    play = commands.add_parser("play", help="build the site, serve it on 127.0.0.1 and open it")
    play.add_argument("--port", type=_port, default=8000,
                      help="port (default 8000; 0 picks a free one)")
    play.add_argument("--no-browser", action="store_true", help="only print the address")
    play.set_defaults(run=_play)

    srv = commands.add_parser(
        "serve", help="the partner server: the site plus matches between two people",
        description="Serve the table and the partner API (docs/server.md). The database is "
        "SQLite by default (a file path or sqlite:///PATH) or PostgreSQL "
        "(postgresql://...); DATABASE_URL is read when --database is not given.")
    srv.add_argument("--host", default="127.0.0.1", help="address (default 127.0.0.1)")
    srv.add_argument("--port", type=_port, default=8000, help="port (default 8000)")
    srv.add_argument("--database", metavar="URL", default=None,
                     help="database URL (default $DATABASE_URL, else "
                     "sqlite:///indian-rummy.sqlite3)")
    srv.add_argument("--site", metavar="DIR", default=None,
                     help="serve this built site instead of building one (into build/site in a "
                     "checkout, else ~/.cache/indian-rummy/site)")
    srv.add_argument("--open", action="store_true",
                     help="open the table in a browser once the server answers")
    srv.add_argument("--origin", action="append", default=[], metavar="URL",
                     help="another origin whose pages may open sockets (repeatable)")
    srv.add_argument("--rate", type=float, default=None, metavar="N",
                     help="requests per second one address may make (default 20; 0: no limit)")
    srv.add_argument("--socket-rate", type=float, default=None, metavar="N",
                     help="messages per second one socket may send (default 10; 0: no limit)")
    srv.add_argument("--matches-per-hour", type=float, default=None, metavar="N",
                     help="new matches one address may make in an hour (default 30; 0: no "
                     "limit)")
    srv.add_argument("--bots-per-hour", type=float, default=None, metavar="N",
                     help="bot seats one address's new matches may have in an hour, each "
                     "played on the server (default 60; 0: no limit)")
    srv.add_argument("--retention-days", type=float, default=None, metavar="D",
                     help="delete a match, with its log, once unused this many days "
                     "(default 30; 0 keeps every match)")
    srv.add_argument("--sockets-per-seat", type=int, default=None, metavar="N",
                     help="live sockets one seat may hold open (default 4; the oldest is "
                     "closed)")
    srv.add_argument("--sockets-per-address", type=int, default=None, metavar="N",
                     help="live sockets one address may hold open (default 64)")
    srv.add_argument("--ping-interval", type=float, default=None, metavar="S",
                     help="seconds between pings of a quiet socket; one that does not answer "
                     "within as long again is closed (default 20; 0: no pings)")
    srv.add_argument("--bot-pace", type=float, default=None, metavar="S",
                     help="seconds a bot's seat waits before playing its turn, so that "
                     "people can follow it (default 1)")
    # For the tests of the turn clock only: not in --help, never offered to players.
    srv.add_argument("--clock-scale", type=float, default=1.0, help=argparse.SUPPRESS)
    srv.add_argument("--push-contact", default=None, metavar="ADDRESS",
                     help="a mailto: or https: address the browsers' push services may "
                     "write to about this server's notifications (default "
                     "$RUMMY_PUSH_CONTACT, else mailto:indian-rummy@localhost)")
    # For the tests of push notifications only: a push service of the test's own.
    srv.add_argument("--push-service", action="append", default=[], help=argparse.SUPPRESS)
    srv.add_argument("--forwarded-allow-ips", default=None, metavar="IPS",
                     help="comma-separated addresses of proxies whose X-Forwarded-For and "
                     "X-Forwarded-Proto are believed (default: none; '*' trusts any)")
    srv.add_argument("--header-deadline", type=float, default=None, metavar="S",
                     help="seconds a request's line and headers have to arrive; past them "
                     "the connection is answered 408 and closed (default 10)")
    srv.add_argument("--body-deadline", type=float, default=None, metavar="S",
                     help="seconds a request's body has to arrive in full after its headers "
                     "(default 20)")
    srv.add_argument("--connections-per-address", type=int, default=None, metavar="N",
                     help="connections one address may hold open, HTTP and sockets together; "
                     "past it a new one is answered 429 (default: --sockets-per-address + 64)")
    srv.set_defaults(run=_serve)

    doctor = commands.add_parser(
        "doctor", help="replay every match of a partner server's database",
        description="Replay every match in the database and report each one whose log "
        "does not replay. Exit status: 0 every match replays, 1 some do not, 2 the "
        "database cannot be opened. Opening it applies any missing migration, as serve does.")
    doctor.add_argument("--database", metavar="URL", default=None,
                        help="database URL (default $DATABASE_URL, else "
                        "sqlite:///indian-rummy.sqlite3)")
    doctor.add_argument("--all", action="store_true", help="a line for every match, not only "
                        "the broken ones")
    doctor.add_argument("--json", action="store_true", help="one JSON object per match "
                        "reported, then a summary object")
    doctor.set_defaults(run=_doctor)

    build = commands.add_parser("build", help="write the deployable static site")
    build.add_argument("dir", help="output folder")
    build.set_defaults(run=_build)

    chk = commands.add_parser(
        "check", help="is a 13-card hand a valid declaration?",
        description="Says whether the hand is a valid declaration and, if not, what is "
        "missing and its distance: the fewest cards to exchange for one (\"distance\" in "
        "--json, for every hand). Exit status: 0 valid, 1 invalid, 2 bad input.")
    _hand_arguments(chk)
    chk.set_defaults(run=_check)

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
    sim.set_defaults(run=_simulate)

    rules = commands.add_parser("rules", help="the named rule profiles and their rules")
    rules.add_argument("profile", nargs="?", help="one profile (default: all)")
    rules.add_argument("--json", action="store_true", help="the rules as JSON")
    rules.set_defaults(run=_rules)

    score = commands.add_parser(
        "score", help="the points a losing hand of 13 cards counts under a profile",
        description="Exit status: 0 scored, 2 bad input.")
    score.add_argument("--profile", required=True, metavar="P",
                       help="twine (the two-player table) or classic")
    _hand_arguments(score)
    score.set_defaults(run=_score)

    rev = commands.add_parser(
        "review", help="a deal's review from one seat: each turn against the coach's choice",
        description="Reads a match log (the JSON a match exports: its configuration and log) "
        "and reviews one finished deal from one seat, judging each turn only by what that "
        "seat could see then. Exit status: 0 reviewed, 2 bad input.")
    rev.add_argument("log", metavar="LOG.json", help="the exported match ('-' reads standard "
                     "input)")
    rev.add_argument("--seat", type=int, metavar="N", help="the seat to review (default: the "
                     "first seat without a bot, else 0)")
    rev.add_argument("--deal", type=int, metavar="K", help="the deal (default: the latest "
                     "that is over)")
    rev.add_argument("--json", action="store_true", help="the review as one JSON object")
    rev.set_defaults(run=_review)
    return parser


def _hand_arguments(command: argparse.ArgumentParser) -> None:
    """The options of the commands that read 13-card hands: check and score."""
    wild = command.add_mutually_exclusive_group()
    wild.add_argument("--wild", metavar="RANK", help="the wild rank, e.g. 10 or Q")
    wild.add_argument("--indicator", metavar="CARD", help="the indicator card, e.g. 10C or JK")
    command.add_argument("--json", action="store_true", help="one JSON object per hand")
    command.add_argument("--ascii", action="store_true", help="print 10C rather than 10♣")
    command.add_argument("--batch", metavar="FILE",
                         help="one hand per line, 'WILD: CARDS' ('-' reads standard input)")
    command.add_argument("cards", nargs="*", help="13 cards, e.g. 3H 4H 5H ...")


# -- play and build ------------------------------------------------------------------------


def _play(args: argparse.Namespace) -> int:
    from ..site import DEFAULT_BUILD_DIR, SiteError
    from ..site.serve import play
    try:
        play(port=args.port, open_browser=not args.no_browser)
    except SiteError as error:
        return _bad(str(error), False)
    except OSError as error:
        return _bad("cannot write the site to %s: %s" % (DEFAULT_BUILD_DIR,
                                                         error.strerror), False)
    return 0


def _serve(args: argparse.Namespace) -> int:
    from .. import site
    try:
        from .. import server
        from ..server import settings as defaults
    except ImportError as error:
        return _bad("the partner server needs its packages (%s): pip install "
                    "'indian-rummy[server]'" % error, False)

    def given(value: Any, default: Any) -> Any:
        return default if value is None else value

    trusted = [ip.strip() for ip in (args.forwarded_allow_ips or "").split(",") if ip.strip()]
    try:
        settings = server.Settings(
            origins=tuple(args.origin),
            address_rate=defaults.ADDRESS_RATE if args.rate is None else (args.rate,
                                                                          3 * args.rate),
            connection_rate=defaults.CONNECTION_RATE if args.socket_rate is None else (
                args.socket_rate, 3 * args.socket_rate),
            matches_per_hour=given(args.matches_per_hour, defaults.MATCHES_PER_HOUR),
            bots_per_hour=given(args.bots_per_hour, defaults.BOTS_PER_HOUR),
            retention_days=given(args.retention_days, defaults.RETENTION_DAYS),
            sockets_per_seat=given(args.sockets_per_seat, defaults.SOCKETS_PER_SEAT),
            sockets_per_address=given(args.sockets_per_address, defaults.SOCKETS_PER_ADDRESS),
            ping_interval=given(args.ping_interval, defaults.PING_INTERVAL),
            bot_pace=given(args.bot_pace, defaults.BOT_PACE), clock_scale=args.clock_scale,
            push_contact=args.push_contact or os.environ.get("RUMMY_PUSH_CONTACT") or
            defaults.PUSH_CONTACT, push_services=tuple(args.push_service),
            forwarded_allow_ips=tuple(trusted),
            header_deadline=given(args.header_deadline, defaults.HEADER_DEADLINE),
            body_deadline=given(args.body_deadline, defaults.BODY_DEADLINE),
            connections_per_address=args.connections_per_address)
    except ValueError as error:
        return _bad(str(error), False)
    try:
        server.serve(args.host, args.port, args.database, args.site, settings,
                     open_browser=args.open)
    except (site.SiteError, server.StorageError) as error:
        return _bad(str(error), False)
    return 0


def _doctor(args: argparse.Namespace) -> int:
    try:
        from ..server import doctor
    except ImportError as error:
        return _bad("the doctor needs the server's packages (%s): pip install "
                    "'indian-rummy[server]'" % error, args.json)
    return doctor.run(args.database, show_all=args.all, as_json=args.json)


def _build(args: argparse.Namespace) -> int:
    from .. import site
    try:
        site.build(args.dir)
    except site.SiteError as error:
        return _bad(str(error), False)
    except OSError as error:
        return _bad("cannot write the site to %s: %s" % (args.dir, error.strerror), False)
    print("Site written to %s" % args.dir)
    return 0


# -- check -------------------------------------------------------------------------------------


def _check(args: argparse.Namespace) -> int:
    return _hands_command(args, _check_hand, 2)


def _check_hand(wild_rank: int, hand: list, args: argparse.Namespace, line: "int | None",
                out: TextIO) -> int:
    verdict = check(hand, wild_rank)
    _print_verdict(verdict, distance(hand, wild_rank), args, line, out)
    return EXIT_VALID if verdict.valid else EXIT_INVALID


def _hands_command(args: argparse.Namespace, handle: "Callable", jokers: int) -> int:
    """Run ``handle(wild_rank, hand, args, line, out)`` on the hand given as arguments or
    on each hand of --batch; returns the worst exit status."""
    if args.batch is not None:
        if args.cards:
            return _bad("give cards as arguments or --batch FILE, not both", args.json)
        return _batch(args, handle, jokers)
    try:
        if args.indicator is not None:
            wild_rank = wild_rank_for(Card.parse(args.indicator))
        elif args.wild is not None:
            wild_rank = parse_rank(args.wild)
        else:
            return _bad("say which rank is wild: --wild RANK or --indicator CARD", args.json)
        hand = _hand(" ".join(args.cards), jokers)
    except RummyError as error:
        return _bad(str(error), args.json)
    return int(handle(wild_rank, hand, args, None, sys.stdout))


def _hand(text: str, jokers: int = 2) -> list:
    cards = parse_cards(text, jokers)
    if len(cards) != 13:
        raise RummyError("a hand to check has 13 cards, not %d" % len(cards))
    return cards


def _batch(args: argparse.Namespace, handle: "Callable", jokers: int) -> int:
    try:
        stream = sys.stdin.buffer if args.batch == "-" else open(args.batch, "rb")
    except OSError as error:
        return _bad("cannot read %s: %s" % (args.batch, error.strerror), args.json)
    worst = EXIT_VALID
    out = sys.stdout
    with stream:
        for number, data in enumerate(iter(lambda: _read_line(stream), b""), 1):
            try:
                text = _batch_text(data, number)
                if not text or text.startswith("#"):
                    continue
                wild_rank, hand = _batch_line(text, jokers)
            except RummyError as error:
                worst = EXIT_BAD_INPUT
                if args.json:
                    out.write(json.dumps({"line": number, "error": str(error)},
                                         ensure_ascii=False) + "\n")
                else:
                    out.write("line %d: bad input: %s\n" % (number, error))
                continue
            status = handle(wild_rank, hand, args, number, out)
            if status > worst:
                worst = status
    return worst


def _read_line(stream: "BinaryIO") -> bytes:
    """The next line, read in pieces of at most MAX_LINE bytes: a line longer than
    that comes back as its first MAX_LINE + 1 bytes, the rest is skipped."""
    line = stream.readline(MAX_LINE + 1)
    if len(line) > MAX_LINE and not line.endswith(b"\n"):
        while True:
            rest = stream.readline(MAX_LINE)
            if not rest or rest.endswith(b"\n"):
                break
    return line


def _batch_text(data: bytes, number: int) -> str:
    """A --batch line as text: UTF-8 (a byte-order mark may open the first line)."""
    if number == 1 and data.startswith(BOM):
        data = data[len(BOM):]
    if len(data) > MAX_LINE:
        raise RummyError("a line has at most %d bytes" % MAX_LINE)
    try:
        return data.decode("utf-8").strip()
    except UnicodeDecodeError as error:
        raise RummyError("not UTF-8 text (byte %d)" % error.start)


def _batch_line(text: str, jokers: int) -> tuple:
    head, _, rest = text.partition(":")
    if not rest:
        head, _, rest = text.partition(" ")
    return parse_rank(head), _hand(rest, jokers)


def _print_verdict(verdict: Verdict, exchanges: int, args: argparse.Namespace,
                   line: "int | None", out: TextIO) -> None:
    def show(card: Card) -> str:
        return card.code() if args.ascii else card.label()

    if args.json:
        record: dict = {"valid": verdict.valid, "message": render(verdict.message),
                        "groups": [{"kind": g.kind, "cards": [show(c) for c in g.cards]}
                                   for g in verdict.groups],
                        "missing": verdict.missing,
                        "unmatched": [show(c) for c in verdict.unmatched],
                        "distance": exchanges}
        if line is not None:
            record["line"] = line
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
        return
    where = "line %d: " % line if line is not None else ""
    groups = " | ".join([" ".join([show(c) for c in g.cards]) for g in verdict.groups])
    if verdict.valid:
        out.write("%svalid: %s\n" % (where, groups))
    else:
        out.write("%sinvalid: %s\n" % (where, render(verdict.message)))
        if groups:
            out.write("%s  closest grouping: %s\n" % (" " * len(where), groups))
        out.write("%s  distance: %d (the fewest cards to exchange for a declaration)\n" % (
            " " * len(where), exchanges))


def _bad(message: str, as_json: bool) -> int:
    if as_json:
        print(json.dumps({"error": message}, ensure_ascii=False))
    else:
        print("indian-rummy: bad input: %s" % message, file=sys.stderr)
    return EXIT_BAD_INPUT


# -- simulate ----------------------------------------------------------------------------------


def _simulate(args: argparse.Namespace) -> int:
    if not 1 <= args.games <= MAX_SEED:
        return _bad("--games must be from 1 to %d" % MAX_SEED, False)
    if not 1 <= args.seed <= MAX_SEED - args.games + 1:
        message = "--seed must be from 1 to %d" % (MAX_SEED - args.games + 1)
        if args.games > 1:
            message += " for %d games (each game takes the next seed, up to %d)" % (
                args.games, MAX_SEED)
        return _bad(message, False)
    if args.profile is None and args.format is None and args.bots is None:
        return _simulate_practice(args)
    if args.opponent is not None:
        return _bad("--opponent is for practice deals; name every seat's bot with --bots",
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
            return _bad("no bot called %r (%s)" % (bot, ", ".join(BOT_ORDER)), False)
    profile = args.profile or TWINE.name
    match_format = args.format or "deal"
    try:
        rules = profile_named(profile)
        format_named(rules, match_format)
        rules.check_players(len(bots))
    except RummyError as error:
        return _bad(str(error), False)
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


# -- rules and score -----------------------------------------------------------------------------


def _pack_text(rules: RuleProfile) -> str:
    texts: list = []
    for players in range(rules.min_players, rules.max_players + 1):
        decks, jokers = rules.pack_for(players)
        text = "%d (%d deck%s and %d printed jokers)" % (
            rules.deck_size(players), decks, "s" if decks > 1 else "", jokers)
        if texts and texts[-1][1] == text:
            texts[-1] = (texts[-1][0] + [players], text)
        else:
            texts.append(([players], text))
    if len(texts) == 1:
        return texts[0][1]
    return "; ".join(["%s with %s players" % (text, "%d" % seats[0] if len(seats) == 1 else
                                                 "%d to %d" % (seats[0], seats[-1]))
                      for seats, text in texts])


def _drops_text(rules: RuleProfile) -> str:
    if not rules.drops:
        return "none"
    costs = dict([((FORMATS[f].first_drop, FORMATS[f].middle_drop), FORMATS[f].title)
                  for f in rules.format_names()])
    texts = ["%d before your first draw of a deal, %d after" % pair for pair in costs]
    if len(costs) > 1:
        texts[1:] = ["%s: %d and %d" % (costs[pair], pair[0], pair[1])
                     for pair in list(costs)[1:]]
    return texts[0] + (" (%s)" % "; ".join(texts[1:]) if len(texts) > 1 else "")


def _deals_text(rules: RuleProfile) -> str:
    deals = [FORMATS[f].deals for f in rules.format_names() if FORMATS[f].deals]
    if not deals:
        return "not played"
    return ("best of %s deals; every seat starts with %d chips for each deal; each deal's "
            "winner takes each loser's points in chips from that loser; the most chips "
            "after the last deal win, and seats tied for the most play one more deal "
            "between themselves" % (
                ", ".join([str(d) for d in deals[:-1]]) + " or %d" % deals[-1],
                CHIPS_PER_DEAL))


_RULE_TEXT = (
    ("players", lambda r: "%d" % r.min_players if r.min_players == r.max_players else
     "%d to %d" % (r.min_players, r.max_players)),
    ("cards", _pack_text),
    ("wild rank", lambda r: "the indicator's rank; aces when it is a printed joker"),
    ("who starts", lambda r: "the player, every deal" if r.first_turn == "player" else
     "the seat after the dealer; the deal moves one seat each deal"),
    ("wild card from the discard pile", lambda r: "may be taken" if r.may_pick_wild_from_discard
     else "may not be taken"),
    ("invalid declaration", lambda r: "refused; nothing changes" if
     r.invalid_declaration == "refused" else "the declarer pays %d and is out of the deal; "
     "the others play on" % r.points_cap),
    ("drops", _drops_text),
    ("stock runs out", lambda r: "the deal is a draw" if r.stock_exhausted == "draw" else
     "the discards but the top card are shuffled into a new stock"),
    ("a loser's points", lambda r: "none kept" if r.scoring == "none" else
     "every card, unless the hand holds %s: then only cards outside groups; at most %d" % (
         "two runs, one of them pure" if r.scoring == "two_runs" else "a pure run",
         r.points_cap)),
    ("formats", lambda r: ", ".join(["%s (%s)" % (f, FORMATS[f].title)
                                     for f in r.format_names()])),
    ("Deals Rummy", _deals_text),
)


def _rules(args: argparse.Namespace) -> int:
    try:
        chosen = [profile_named(args.profile)] if args.profile else list(PROFILES.values())
    except RummyError as error:
        return _bad(str(error), args.json)
    if args.json:
        data = []
        for rules in chosen:
            entry = rules.as_dict()
            entry["formats"] = dict([(f, {"title": FORMATS[f].title,
                                          "limit": FORMATS[f].limit,
                                          "deals": FORMATS[f].deals,
                                          "chips": FORMATS[f].chips(),
                                          "first_drop": FORMATS[f].first_drop,
                                          "middle_drop": FORMATS[f].middle_drop})
                                     for f in rules.format_names()])
            data.append(entry)
        print(json.dumps(data, indent=2))
        return 0
    for k, rules in enumerate(chosen):
        if k:
            print()
        print("%s (%s)" % (rules.name, rules.title))
        for label, describe in _RULE_TEXT:
            print("  %-30s %s" % (label + ":", describe(rules)))
    return 0


def _score(args: argparse.Namespace) -> int:
    try:
        rules = profile_named(args.profile)
        if rules.scoring == "none":
            raise RummyError("the %s profile keeps no points: use twine (the two-player "
                             "table) or classic" % rules.name)
    except RummyError as error:
        return _bad(str(error), args.json)
    args.rules = rules
    return _hands_command(args, _score_hand, rules.pack_for(rules.max_players)[1])


def _score_hand(wild_rank: int, hand: list, args: argparse.Namespace, line: "int | None",
                out: TextIO) -> int:
    score = score_hand(hand, wild_rank, args.rules)

    def show(cards: list) -> list:
        return [c.code() if args.ascii else c.label() for c in cards]

    if args.json:
        record: dict = {"points": score.points, "all_counted": score.all_counted,
                        "groups": [{"kind": g.kind, "cards": show(g.cards)}
                                   for g in score.groups],
                        "loose": show(score.loose)}
        if score.all_counted:
            record["why"] = score.why
        if line is not None:
            record["line"] = line
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
        return EXIT_VALID
    where = "line %d: " % line if line is not None else ""
    groups = " | ".join([" ".join(show(g.cards)) for g in score.groups]) or "none"
    head = "%s%d points" % (where, score.points)
    if score.all_counted:
        head += " (every card counts: %s)" % score.why
    out.write(head + "\n")
    pad = " " * len(where)
    out.write("%s  groups: %s\n%s  loose: %s\n" % (pad, groups, pad,
                                                   " ".join(show(score.loose)) or "none"))
    return EXIT_VALID


def _review(args: argparse.Namespace) -> int:
    from ..protocol.review import review
    try:
        if args.log == "-":
            text = sys.stdin.read()
        else:
            with open(args.log, encoding="utf-8") as source:
                text = source.read()
    except (OSError, UnicodeDecodeError) as error:
        return _bad("cannot read %s: %s" % (args.log, getattr(error, "strerror", None) or error),
                    args.json)
    try:
        match = Match.load(json.loads(text))
        seat = args.seat
        if seat is None:
            people = [k for k, s in enumerate(match.seats) if s.bot is None]
            seat = people[0] if people else 0
        found = review(match, seat, args.deal)
    except json.JSONDecodeError as error:
        return _bad("%s is not JSON: %s" % (args.log, error), args.json)
    except (IllegalAction, RummyError) as error:
        return _bad(str(error), args.json)
    found = rendered(found)
    if args.json:
        print(json.dumps(found, ensure_ascii=False))
        return 0
    print("Deal %d, seen from %s's seat: %s" % (found["deal"], found["name"], found["summary"]))
    for turn in found["turns"]:
        did = turn["did"]
        print("%2d. %-10s %s." % (turn["turn"], turn["mark"], did[:1].upper() + did[1:]))
        print("    The coach: %s. %s" % (turn["coach"], turn["note"]))
    return 0


def rendered(value: Any) -> Any:
    """``value`` (a review, say) with every message in it rendered in English: the
    command line speaks English, from the same catalog as the page."""
    if isinstance(value, dict):
        if set(value) == {"id", "args"}:
            return render(value)
        return dict([(k, rendered(v)) for k, v in value.items()])
    if isinstance(value, list):
        return [rendered(v) for v in value]
    return value


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
