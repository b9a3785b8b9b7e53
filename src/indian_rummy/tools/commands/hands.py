"""The 13-card hands of ``check`` and ``score``: their options, and the hand given as
arguments or each line of ``--batch``, read with its wild rank and handed to the verb."""

import argparse
import json
import sys
from collections.abc import Callable
from typing import BinaryIO

from ...engine.cards import Card, RummyError, parse_cards, parse_rank, wild_rank_for
from ...locales import reading
from .status import EXIT_BAD_INPUT, EXIT_VALID, bad

MAX_LINE = 1 << 16  # bytes of one --batch line; a hand needs under 100
BOM = b"\xef\xbb\xbf"


def hand_arguments(command: argparse.ArgumentParser) -> None:
    """The options of the commands that read 13-card hands: check and score."""
    wild = command.add_mutually_exclusive_group()
    wild.add_argument("--wild", metavar="RANK", help="the wild rank, e.g. 10 or Q")
    wild.add_argument("--indicator", metavar="CARD", help="the indicator card, e.g. 10C or JK")
    command.add_argument("--json", action="store_true", help="one JSON object per hand")
    command.add_argument("--ascii", action="store_true", help="print 10C rather than 10♣")
    command.add_argument("--batch", metavar="FILE",
                         help="one hand per line, 'WILD: CARDS' ('-' reads standard input)")
    command.add_argument("cards", nargs="*", help="13 cards, e.g. 3H 4H 5H ...")


def hands_command(args: argparse.Namespace, handle: "Callable", jokers: int) -> int:
    """Run ``handle(wild_rank, hand, args, line, out)`` on the hand given as arguments or
    on each hand of --batch; returns the worst exit status."""
    if args.batch is not None:
        if args.cards:
            return bad("give cards as arguments or --batch FILE, not both", args.json)
        return _batch(args, handle, jokers)
    try:
        if args.indicator is not None:
            wild_rank = wild_rank_for(Card.parse(args.indicator))
        elif args.wild is not None:
            wild_rank = parse_rank(args.wild)
        else:
            return bad("say which rank is wild: --wild RANK or --indicator CARD", args.json)
        hand = _hand(" ".join(args.cards), jokers)
    except RummyError as error:
        return bad(reading(error), args.json)
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
        return bad("cannot read %s: %s" % (args.batch, error.strerror), args.json)
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
