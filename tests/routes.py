"""A guard on the one route for a move: while it is set, a deal refuses any step of a
turn (draw, discard, declare, drop) that does not come through ``Match.act``, and every
act is recorded as (seat, action, by)."""

from indian_rummy.engine.deal import Deal
from indian_rummy.engine.match import Match

TURN_STEPS = ("draw", "discard", "declare", "drop")


def guard_the_route(monkeypatch: object) -> list:
    """Set the guard for one test (``monkeypatch``: pytest's); the list of acts made."""
    acts: list = []
    inside: list = []  # the acts under way (a server's bot turn runs on a thread)
    act = Match.act

    def guarded_act(match: Match, seat: int, decision: object, by: str) -> dict:
        inside.append(by)
        try:
            record = act(match, seat, decision, by)  # type: ignore[arg-type]
        finally:
            inside.pop()
        acts.append((seat, decision.action, by))  # type: ignore[attr-defined]
        return record

    def guarded(step: object, name: str) -> object:
        def run(deal: Deal, *args: object) -> dict:
            assert inside, "a deal's %s came round Match.act" % name
            return step(deal, *args)  # type: ignore[operator]
        return run

    monkeypatch.setattr(Match, "act", guarded_act)  # type: ignore[attr-defined]
    for name in TURN_STEPS:
        monkeypatch.setattr(Deal, name, guarded(getattr(Deal, name), name))  # type: ignore
    return acts
