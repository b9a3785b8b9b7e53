"""``indian-rummy review``: a deal's review from one seat, each turn against the
coach's choice, read from an exported match log."""

import argparse
import json
import sys
from typing import Any

from ...engine.cards import RummyError
from ...engine.deal import IllegalAction
from ...engine.match import Match
from ...locales import reading, render
from .status import bad


def add(commands: "argparse._SubParsersAction") -> None:
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
    rev.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ...protocol.review import review
    try:
        if args.log == "-":
            text = sys.stdin.read()
        else:
            with open(args.log, encoding="utf-8") as source:
                text = source.read()
    except (OSError, UnicodeDecodeError) as error:
        return bad("cannot read %s: %s" % (args.log, getattr(error, "strerror", None) or error),
                    args.json)
    try:
        match = Match.load(json.loads(text))
        seat = args.seat
        if seat is None:
            people = [k for k, s in enumerate(match.seats) if s.bot is None]
            seat = people[0] if people else 0
        found = review(match, seat, args.deal)
    except json.JSONDecodeError as error:
        return bad("%s is not JSON: %s" % (args.log, error), args.json)
    except (IllegalAction, RummyError) as error:
        return bad(reading(error), args.json)
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
