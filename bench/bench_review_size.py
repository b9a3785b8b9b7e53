"""The bytes of a review, raw and gzipped as the server keeps it, for the deal of an
ordinary length and for the longest deals a table allows: dead when the stock runs out
after its rebuilds (each seat draws from the stock and throws the card drawn), and
dead at the rules' 300-turn limit (each seat takes the open card and throws another).
Reviewed from seat 0, as the partner server would.

``--root DIR`` measures another checkout's code alike (the code before a change, say:
``git archive main src tests | tar -x -C DIR``).

    .venv/bin/python bench/bench_review_size.py [--root DIR]
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def stock_and_throw(match: object, turns: int) -> None:
    """Each seat draws from the stock and throws the card drawn for ``turns`` turns (or
    until the deal ends), then the seat on turn drops."""
    for _ in range(turns):
        if match.deal_over():  # type: ignore[attr-defined]
            return
        seat = match.deal.turn  # type: ignore[attr-defined]
        match.draw(seat, "stock")  # type: ignore[attr-defined]
        match.discard(seat, match.deal.drawn)  # type: ignore[attr-defined]
    if not match.deal_over():  # type: ignore[attr-defined]
        match.drop(match.deal.turn)  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=ROOT, help="the checkout whose code is measured")
    root = parser.parse_args().root
    sys.path[:0] = [os.path.join(root, "src"), os.path.join(root, "tests")]
    from indian_rummy.engine.match import Match
    from indian_rummy.protocol.table import reviewed
    from indian_rummy.server.reviews import packed
    from indian_rummy.server.served import encode_json
    from test_dead_deal import pass_through_the_discard_pile

    # Twine is the partner server's table (two seats); classic seats up to six.
    tables = [("twine", 2), ("classic", 2), ("classic", 3), ("classic", 6)]

    def deals() -> list:
        match = Match.new("twine", "pool101", [{}, {}], 41)
        stock_and_throw(match, 46)
        found = [("twine, 46 turns then a drop", match)]
        for profile, players in tables:
            match = Match.new(profile, "pool101", [{}] * players, 41)
            stock_and_throw(match, 1000)
            found.append(("%s %d seats, dead: stock out" % (profile, players), match))
        for profile, players in tables:
            match = Match.new(profile, "deal", [{}] * players, 43)
            pass_through_the_discard_pile(match)
            found.append(("%s %d seats, dead: 300 turns" % (profile, players), match))
        return found

    print("%-36s %5s %5s %9s %8s" % ("deal", "moves", "turns", "raw B", "gzip B"))
    for label, match in deals():
        review = reviewed(match, 0, 1)
        print("%-36s %5d %5d %9d %8d" % (label, len(match.deal.log), len(review["turns"]),
                                         len(encode_json(review).encode("utf-8")),
                                         len(packed(review))))


if __name__ == "__main__":
    main()
