"""``indian-rummy doctor``: replay every match of a partner server's database and
report those whose log does not replay (the work is ``server/doctor.py``)."""

import argparse

from .status import bad


def add(commands: "argparse._SubParsersAction") -> None:
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
    doctor.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        from ...server import doctor
    except ImportError as error:
        return bad("the doctor needs the server's packages (%s): pip install "
                   "'indian-rummy[server]'" % error, args.json)
    return doctor.run(args.database, show_all=args.all, as_json=args.json)
