"""``python -m indian_rummy.site build DIR [--source] | serve DIR [PORT]`` (a developer
aid; ``--source`` ships the engine's Python instead of bytecode)."""

import os
import sys

from .locations import SiteError
from .serve import serve
from .writer import build


def main(argv: list[str]) -> int:
    try:
        if len(argv) in (2, 3) and argv[0] == "build" and argv[2:] in ([], ["--source"]):
            build(argv[1], bytecode=len(argv) == 2)
            print("Site written to %s" % os.path.abspath(argv[1]))
            return 0
        if argv and argv[0] == "serve" and len(argv) in (2, 3):
            port = int(argv[2]) if len(argv) == 3 and argv[2].isdigit() else -1
            serve(argv[1], port=port if len(argv) == 3 else 8000, open_browser=False)
            return 0
    except SiteError as exc:
        print("error: %s" % exc, file=sys.stderr)
        return 2
    print("usage: python -m indian_rummy.site build DIR [--source] | serve DIR [PORT]",
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
