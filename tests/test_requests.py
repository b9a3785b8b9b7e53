"""One table of requests: protocol/requests.py's REQUEST_ORDER is what docs/protocol.md lists and
what the page's worker transport waits longer for."""

import json
import re
from pathlib import Path

from indian_rummy.locales import render
from indian_rummy.protocol.requests import REQUEST_ORDER, REQUESTS
from indian_rummy.protocol.session import Session

REPO = Path(__file__).resolve().parent.parent
DOC = (REPO / "docs" / "protocol.md").read_text(encoding="utf-8")


def _names_after(label: str) -> list:
    """The request names in the docs' line that starts with ``label``, in order."""
    start = DOC.index("- " + label)
    line = DOC[start:DOC.index("\n- ", start + 2) if "\n- " in DOC[start + 2:] else None]
    line = line[:line.index(".\n")] if ".\n" in line else line
    return re.findall(r"`(\w+)`", line.split(":", 1)[1])


def test_every_request_the_docs_list_is_in_the_table_and_no_other() -> None:
    table = DOC[DOC.index("## Messages"):DOC.index("### Reading requests")]
    documented = set(re.findall(r"^\| `(\w+)` \|", table, flags=re.M))
    documented |= set(re.findall(r"`(\w+)` is the same request", table))
    assert documented == set(REQUESTS)
    assert len(REQUEST_ORDER) == len(REQUESTS)


def test_the_docs_say_which_requests_only_arrange_and_which_are_slow() -> None:
    assert _names_after("Requests that only arrange") == [
        r.name for r in REQUEST_ORDER if r.arranges]
    assert _names_after("Slow requests") == [r.name for r in REQUEST_ORDER if r.slow]


def test_the_page_waits_longer_for_exactly_the_slow_requests() -> None:
    engine = (REPO / "web" / "transport" / "engine.js").read_text(encoding="utf-8")
    listed = re.search(r"const SLOW_REQUESTS = \[([^\]]*)\];", engine)
    assert listed is not None
    assert re.findall(r'"(\w+)"', listed.group(1)) == [r.name for r in REQUEST_ORDER if r.slow]


def test_an_arranging_request_keeps_the_hint_and_a_turn_step_drops_it() -> None:
    session = Session()
    session.handle(0, '{"type": "new_game", "args": {"seed": 17, "guided": true}}')
    session.handle(0, '{"type": "hint"}')
    assert session.hints
    session.handle(0, '{"type": "sort"}')
    assert session.hints
    session.handle(0, '{"type": "draw", "args": {"source": "stock"}}')
    assert not session.hints


def test_a_request_that_needs_a_match_before_one_is_told_to_start_one() -> None:
    reply = Session().handle(0, '{"id": 1, "type": "draw", "args": {"source": "stock"}}')
    refused = json.loads(reply)["error"]
    assert refused["code"] == "wrong_phase"
    assert render(refused["message"]) == "No deal yet: start a new game first"
    refused = json.loads(Session().handle(0, '{"id": 2, "type": "shuffle"}'))["error"]
    assert refused["code"] == "bad_request"
    assert render(refused["message"]).startswith("Unknown request type")
