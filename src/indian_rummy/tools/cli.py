"""The ``indian-rummy`` command: check hands, simulate deals, build and serve the site.

CPython only (it is not shipped to the browser). This module reads the command line
and hands it to its verb, one module each in ``tools/commands``; it also keeps the
command quiet when its reader goes away (``| head``) or it is interrupted.
"""

import argparse
import os
import sys

from .commands import build, check, doctor, play, review, rules, score, serve, simulate
from .commands.status import EXIT_BAD_INPUT

__all__ = ["EXIT_BAD_INPUT", "main"]

EXIT_CLOSED_PIPE = 141  # what a shell shows for a command stopped by SIGPIPE
VERBS = (play, serve, doctor, build, check, simulate, rules, score, review)  # --help's order


def main(argv: "list[str] | None" = None) -> int:
    args = _parser().parse_args(argv)
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


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="indian-rummy",
        description="13-card Indian Rummy: check hands, simulate bot games, serve the table.")
    commands = parser.add_subparsers(dest="command", required=True)
    for verb in VERBS:
        verb.add(commands)
    return parser


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
