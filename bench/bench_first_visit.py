"""What a first visit in each language transfers: the files it keeps for offline play
(precache.js: the common files, "./" again, its language's catalogs), on disk and as
the servers send them (gzip), with the biggest parts.

    .venv/bin/python bench/bench_first_visit.py [--site DIR]
"""

import argparse
import tempfile
from pathlib import Path

from indian_rummy import site


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", help="a built site (default: build one now)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(args.site) if args.site else Path(scratch) / "site"
        if not args.site:
            site.build(str(root))
        common, languages = site.precache_lists(root)
        for language, catalogs in sorted(languages.items()):
            names = ["index.html" if name == "./" else name for name in common + catalogs]
            parts = {}
            for name in names:
                data = (root / name).read_bytes()
                group = name.split("/")[0] if "/" in name else name.rsplit(".", 1)[-1]
                raw, sent = parts.get(group, (0, 0))
                parts[group] = (raw + len(data), sent + len(site.compressed(data)))
            raw = sum(r for r, _ in parts.values())
            sent = sum(s for _, s in parts.values())
            print("%s: %d files, %d bytes on disk, %d bytes sent"
                  % (language, len(names), raw, sent))
            for group, (r, s) in sorted(parts.items(), key=lambda item: -item[1][1]):
                print("    %-10s %8d on disk %8d sent" % (group, r, s))


if __name__ == "__main__":
    main()
