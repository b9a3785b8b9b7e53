"""``indian-rummy check``: is a 13-card hand a valid declaration, and if not, what is
missing and how far it is from one."""

import argparse
import json
from typing import TextIO

from ...engine.cards import Card
from ...engine.distance import distance
from ...engine.solver import Verdict, check
from ...locales import render
from .hands import hand_arguments, hands_command
from .status import EXIT_INVALID, EXIT_VALID


def add(commands: "argparse._SubParsersAction") -> None:
    chk = commands.add_parser(
        "check", help="is a 13-card hand a valid declaration?",
        description="Says whether the hand is a valid declaration and, if not, what is "
        "missing and its distance: the fewest cards to exchange for one (\"distance\" in "
        "--json, for every hand). Exit status: 0 valid, 1 invalid, 2 bad input.")
    hand_arguments(chk)
    chk.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    return hands_command(args, _check_hand, 2)


def _check_hand(wild_rank: int, hand: list, args: argparse.Namespace, line: "int | None",
                out: TextIO) -> int:
    verdict = check(hand, wild_rank)
    _print_verdict(verdict, distance(hand, wild_rank), args, line, out)
    return EXIT_VALID if verdict.valid else EXIT_INVALID


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
