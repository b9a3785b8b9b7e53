"""``indian-rummy score``: the points a losing hand of 13 cards counts under a profile."""

import argparse
import json
from typing import TextIO

from ...engine.cards import RummyError
from ...engine.rules import profile_named
from ...engine.scoring import score_hand
from ...locales import reading
from .hands import hand_arguments, hands_command
from .status import EXIT_VALID, bad


def add(commands: "argparse._SubParsersAction") -> None:
    score = commands.add_parser(
        "score", help="the points a losing hand of 13 cards counts under a profile",
        description="Exit status: 0 scored, 2 bad input.")
    score.add_argument("--profile", required=True, metavar="P",
                       help="twine (the two-player table) or classic")
    hand_arguments(score)
    score.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        rules = profile_named(args.profile)
        if rules.scoring == "none":
            raise RummyError("the %s profile keeps no points: use twine (the two-player "
                             "table) or classic" % rules.name)
    except RummyError as error:
        return bad(reading(error), args.json)
    args.rules = rules
    return hands_command(args, _score_hand, rules.pack_for(rules.max_players)[1])


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
