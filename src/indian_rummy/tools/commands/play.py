"""``indian-rummy play``: build the site, serve it on 127.0.0.1 and open it."""

import argparse

from .serve import port
from .status import bad


def add(commands: "argparse._SubParsersAction") -> None:
    play = commands.add_parser("play", help="build the site, serve it on 127.0.0.1 and open it")
    play.add_argument("--port", type=port, default=8000,
                      help="port (default 8000; 0 picks a free one)")
    play.add_argument("--no-browser", action="store_true", help="only print the address")
    play.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ...site import DEFAULT_BUILD_DIR, SiteError
    from ...site.serve import play
    try:
        play(port=args.port, open_browser=not args.no_browser)
    except SiteError as error:
        return bad(str(error), False)
    except OSError as error:
        return bad("cannot write the site to %s: %s" % (DEFAULT_BUILD_DIR,
                                                        error.strerror), False)
    return 0
