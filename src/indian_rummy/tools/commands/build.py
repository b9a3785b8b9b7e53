"""``indian-rummy build``: write the deployable static site into a folder."""

import argparse

from .status import bad


def add(commands: "argparse._SubParsersAction") -> None:
    build = commands.add_parser("build", help="write the deployable static site")
    build.add_argument("dir", help="output folder")
    build.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ... import site
    try:
        site.build(args.dir)
    except site.SiteError as error:
        return bad(str(error), False)
    except OSError as error:
        return bad("cannot write the site to %s: %s" % (args.dir, error.strerror), False)
    print("Site written to %s" % args.dir)
    return 0
