"""How a command ends: its exit status, and the report of bad input (a line on
standard error, or a JSON object on standard output when JSON was asked for)."""

import json
import sys

EXIT_VALID = 0
EXIT_INVALID = 1
EXIT_BAD_INPUT = 2


def bad(message: str, as_json: bool) -> int:
    if as_json:
        print(json.dumps({"error": message}, ensure_ascii=False))
    else:
        print("indian-rummy: bad input: %s" % message, file=sys.stderr)
    return EXIT_BAD_INPUT
