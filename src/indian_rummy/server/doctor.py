"""``indian-rummy doctor``: replay every match of a server's database, report the broken.

A match whose log does not replay can be neither played nor shown; the server
says so loudly when one is opened, and this finds them all at once (after an
upgrade of the engine, say, or a restore from a backup). Each match is replayed
record by record, so a report names the first record that does not apply.
"""

import asyncio
import json
import sys

from ..engine.match import Match
from .storage import StorageError, Store, StoredMatch, one_line, open_store

EXIT_OK = 0
EXIT_BROKEN = 1
EXIT_BAD_INPUT = 2


def replay(stored: StoredMatch) -> "str | None":
    """None if the match's log replays; else what failed, and where."""
    try:
        match = Match.load(dict(stored.config, log=[]))
    except Exception as error:
        return "its settings do not make a match: %s" % one_line(error)
    for k, record in enumerate(stored.records):
        try:
            match.apply(record)
        except Exception as error:
            return "record %d of %d does not apply: %s" % (k + 1, len(stored.records),
                                                          one_line(error))
    return None


async def examine(store: Store) -> list:
    """(match id, profile/format, records, problem or None) for every match, oldest first."""
    found = []
    for match_id in await store.match_ids():
        stored = await store.load(match_id)
        if stored is None:  # expired meanwhile
            continue
        kind = "%s/%s" % (stored.config["profile"], stored.config["format"])
        found.append((match_id, kind, len(stored.records), replay(stored)))
    return found


def run(database: "str | None", show_all: bool = False, as_json: bool = False) -> int:
    """The command: prints the report; the exit status."""
    async def go() -> tuple:
        store = open_store(database)
        await store.open()
        try:
            return await examine(store), await store.set_aside(), store.describe()
        finally:
            await store.close()

    try:
        found, set_aside, where = asyncio.run(go())
    except StorageError as error:
        message = str(error)
        if as_json:
            print(json.dumps({"error": message}, ensure_ascii=False))
        else:
            print("indian-rummy: bad input: %s" % message, file=sys.stderr)
        return EXIT_BAD_INPUT
    broken = [entry for entry in found if entry[3] is not None]
    for match_id, kind, records, problem in found:
        if problem is None and not show_all:
            continue
        if as_json:
            print(json.dumps({"match": match_id, "table": kind, "records": records,
                              "replays": problem is None, "problem": problem},
                             ensure_ascii=False))
        else:
            print("%-6s %s  %s  %d records%s" % (
                "ok" if problem is None else "BROKEN", match_id, kind, records,
                "" if problem is None else "  " + problem))
    summary = {"database": where, "matches": len(found), "broken": len(broken),
               "set_aside": set_aside}
    if as_json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        print("%s: %d matches, %d replay, %d do not; %d actions set aside after a gap in "
              "their log" % (where, len(found), len(found) - len(broken), len(broken),
                             set_aside))
    return EXIT_BROKEN if broken else EXIT_OK
