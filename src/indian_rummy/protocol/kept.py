"""Matches kept on the device (docs/protocol.md, "Kept on the device"): what the worker
adds to its copy after each reply, a kept match taken back up, and the review of a
deal of one beside the match being played. The worker's session (``session.py``)
answers with these; what the device keeps never leaves it.
"""

from ..engine.cards import RummyError
from ..engine.deal import IllegalAction, said, show_value
from ..engine.match import Match
from .table import reviewed
from .text import message


class KeptCopy:
    """What the device was last given of its copy of a match: the match and how many
    of its log records."""

    __slots__ = ("match", "count")

    def __init__(self) -> None:
        self.match: Match | None = None
        self.count = 0

    def since(self, match: Match, options: dict) -> "dict | None":
        """What the device adds to its copy of ``match`` since it was last asked: None
        if nothing, else ``{"new": B, "from": N, "log": [the records from N on],
        "match": config, "options", "finished": deals finished, "over"}``; ``new``
        starts a new copy (a new match, or one just resumed). Only new records are
        copied: a long match's whole log, every move, would cost the worker more than
        the move."""
        new = self.match is not match
        start = 0 if new else self.count
        if not new and start == len(match.log):
            return None
        self.match = match
        self.count = len(match.log)
        return {"new": new, "from": start, "log": [dict(r) for r in match.log[start:]],
                "match": match.config(), "finished": len(match.results), "over": match.over,
                "options": options}


def kept_match(data: object) -> Match:
    """The match a device kept (Match.export's), replayed, if the device may take it up
    again: one of its own tables (not a served match's), a scored one."""
    if isinstance(data, dict) and data.get("secret") is not None:
        raise IllegalAction("bad_request", message("refusal-resume-served"))
    try:
        match = Match.load(data)
    except RummyError as error:
        raise IllegalAction("bad_request", message("refusal-kept-replay",
                                                    reason=said(error)))
    if not match.rules.scored():
        raise IllegalAction("bad_request", message("refusal-practice-not-kept"))
    return match


def review_kept(data: object, number: object, seat: object) -> dict:
    """The review of deal ``number`` (default: the latest that is over) of a kept match
    (``data``: Match.export's), from ``seat`` (default: the first person's), with what a
    kept game records of it:
    ``result`` (the seat's ``outcome`` and ``points``, the ``winner``'s name or null),
    ``marks`` (its ``blunders``, ``mistakes``, ``inaccuracies`` and points lost,
    ``loss``) and ``log_end`` (how many records of the export's log reach the deal's
    end). A match that does not replay, or a deal of it that is not over, is refused.

    >>> try:
    ...     review_kept({"profile": "twine", "format": "pool101", "seed": 5,
    ...                  "seats": [{"name": "You"}, {"name": "Kiran", "bot": "kiran"}]}, 1, None)
    ... except IllegalAction as error:
    ...     error.message
    {'id': 'refusal-kept-deal', 'args': {'value': '1'}}
    """
    match = kept_replay(data, number)
    assert isinstance(data, dict)  # kept_replay refuses anything else
    if number is None:  # the latest deal over: the one on the table, else the one before
        number = match.number if match.deal.result is not None else match.number - 1
    # The export's records up to the deal's end: those of the deals before it, and its own
    # but the next_deal that follows it.
    end = len([r for r in match.log if r["deal"] < number or (
        r["deal"] == number and r["action"] != "next_deal")])
    kept = dict(data)
    kept["log"] = data.get("log", [])[:end]
    finished = Match.load(kept) if end < len(match.log) else match
    result = finished.deal.result
    if finished.number != number or result is None:
        raise IllegalAction("bad_request", message("refusal-kept-deal", value=show_value(number))
                            if number else message("refusal-kept-no-deal"))
    if seat is None:
        seat = first_person(finished)
    found = reviewed(finished, seat, number)  # type: ignore[arg-type]
    row = [r for r in result.scores if r.seat == seat][0]
    found["result"] = {"outcome": row.outcome, "points": row.score.points,
                       "winner": None if result.winner is None else finished.seats[
                           result.winner].name}
    counts = found["counts"]
    found["marks"] = {"blunders": counts["blunder"], "mistakes": counts["mistake"],
                      "inaccuracies": counts["inaccuracy"],
                      "loss": sum([t["loss"] for t in found["turns"]])}
    found["log_end"] = end
    return found


def kept_replay(data: object, number: object) -> Match:
    """A kept match's export (``data``) replayed, asked for its deal ``number`` (None, or
    a deal's number); refused if either is not one, or the export does not replay."""
    if not isinstance(data, dict):
        raise IllegalAction("bad_request", message("refusal-kept-export",
                                                    value=show_value(data)))
    if number is not None and (not whole_number(number) or number < 1):  # type: ignore[operator]
        raise IllegalAction("bad_request", message("refusal-deal-number",
                                                    value=show_value(number)))
    try:
        return Match.load(data)
    except IllegalAction as error:
        raise IllegalAction("bad_request", message("refusal-review-kept-replay",
                                                    reason=error.message))
    except RummyError as error:
        raise IllegalAction("bad_request", message("refusal-kept-unreadable",
                                                    reason=said(error)))


def first_person(match: Match) -> int:
    """The seat a kept match is seen from by default: its first person's (else the first)."""
    people = [k for k in range(len(match.seats)) if match.seats[k].bot is None]
    return people[0] if people else 0


def whole_number(value: object) -> bool:
    """A whole number a request may carry (a deal's or a turn's), never a bool."""
    return isinstance(value, int) and not isinstance(value, bool)
