"""Every message the engine sends is in the table's catalog, in every language.

The engine sends messages (``{"id", "args"}``), never sentences; the page, the
server and the command line render them from ``locales/<language>/*.ftl``. A
message the catalog lacks would show nothing (or fail) in front of a player, so
these tests walk tables of every kind to their ends (every seat's view after every
turn, the reviews, hints, Arrange, refusals) and render everything they send in
every language; and every id the engine's source names is in the English catalog.
"""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from indian_rummy.bots import new_match, play_bot_turn
from indian_rummy.engine.rules import FORMATS, PROFILE_ORDER, PROFILES
from indian_rummy.locales import LANGUAGES, bundle, render
from indian_rummy.protocol import text as words
from indian_rummy.protocol.session import Session
from indian_rummy.protocol.table import TableSession

SOURCE = Path(__file__).resolve().parents[1] / "src" / "indian_rummy"


def messages_in(value: object) -> list:
    """Every message in a reply or a view (a message's args that are messages are
    rendered with it)."""
    found = []
    if isinstance(value, dict):
        if set(value) == {"id", "args"}:
            return [value]
        for item in value.values():
            found.extend(messages_in(item))
    elif isinstance(value, list):
        for item in value:
            found.extend(messages_in(item))
    return found


def ids_in(message: dict) -> set:
    """A message's id and those of the messages among its args."""
    ids = {message["id"]}
    for arg in message["args"].values():
        if isinstance(arg, dict):
            ids |= ids_in(arg)
    return ids


def send(session: Session, seat: int, kind: str, args: "dict | None" = None) -> dict:
    return json.loads(session.handle(seat, json.dumps({"id": 1, "type": kind,
                                                       "args": args or {}})))


def played_out(profile: str, match_format: str, players: int, seed: int) -> list:
    """What a served table of bots sends every seat after every turn of a whole match,
    and each finished deal's review for its first seat."""
    match = new_match(profile, match_format, [{"bot": b} for b in (
        "mira", "kiran", "tara", "mira", "kiran", "tara")[:players]], seed)
    session = TableSession(match)
    sent: list = []
    while True:
        for seat in range(players):
            sent.append(send(session, seat, "view"))
        if match.over:
            break
        if match.deal_over():
            sent.append(send(session, 0, "review"))
            match.next_deal(0)
        else:
            play_bot_turn(match, match.deal.turn)
    return sent


def practised(seed: int) -> list:
    """A local table's replies: hints, Arrange, drops asked for and refused, a declaration
    that is not complete, the clock, moves out of turn and after the end."""
    session = Session()
    sent = [send(session, 0, "view"),
            send(session, 0, "new_game", {"seed": seed, "profile": "classic",
                                          "players": 3, "clock": {"turn": 30}})]
    card = sent[-1]["result"]["trays"][0]["cards"][0]["id"]
    for kind, args in (("draw", {"source": "pile"}), ("move", {"card": card, "tray": 9}),
                       ("hint", {}), ("arrange", {}), ("auto_drop", {"on": True}),
                       ("discard", {}), ("declare", {}), ("draw", {"source": "stock"}),
                       ("drop", {}), ("arrange", {}), ("hint", {}), ("declare", {}),
                       ("bot_turn", {}), ("timeout", {}), ("bot_turn", {}), ("bot_turn", {}),
                       ("auto_drop", {"on": True}), ("bot_turn", {}), ("bot_turn", {}),
                       ("timeout", {}), ("timeout", {}), ("nonsense", {}), ("review", {})):
        sent.append(send(session, 0, kind, args))
    for _ in range(1000):
        phase = send(session, 0, "view")["result"]["phase"]
        if phase == "over":
            break
        sent.append(send(session, 0, "bot_turn" if phase == "bot" else "timeout"))
    assert phase == "over"
    sent.extend([send(session, 0, "discard", {"card": 0}), send(session, 0, "review")])
    guided = Session()
    sent.append(send(guided, 0, "new_game", {"seed": 17, "guided": True}))
    for kind, args in (("declare", {}), ("draw", {"source": "stock"}), ("arrange", {}),
                       ("discard_declare", {})):
        sent.append(send(guided, 0, kind, args))
    return sent


@pytest.mark.slow
@pytest.mark.parametrize("profile", PROFILE_ORDER)
def test_every_message_a_table_sends_renders_in_every_language(profile: str) -> None:
    rules = PROFILES[profile]
    sent: list = []
    for k, match_format in enumerate(rules.format_names()):
        if profile != "practice":
            players = rules.min_players + k % (rules.max_players - rules.min_players + 1)
            sent.extend(played_out(profile, match_format, players, 11 + k))
    if profile == "practice":
        sent.extend(practised(5))
    found = [m for reply in sent for m in messages_in(reply)]
    assert found
    for message in found:
        for language in LANGUAGES:
            assert render(message, language), (message, language)


def test_every_message_a_local_table_sends_is_in_the_catalog() -> None:
    found = [m for reply in practised(9) for m in messages_in(reply)]
    ids = set().union(*[ids_in(m) for m in found])
    # The walk meets refusals, the coach, Arrange, the clock and the guided deal.
    assert {"refusal-request-type", "refusal-draw-source", "refusal-tray",
            "guided-start", "drew-stock", "status-your-turn-draw"} <= ids
    assert any(i.startswith("reason-") for i in ids)
    assert any(i.startswith("arranged-") for i in ids)
    for message in found:
        for language in LANGUAGES:
            render(message, language)


def test_every_message_id_the_engine_names_is_in_the_english_catalog() -> None:
    english = bundle("en")
    named = set()
    for part in ("engine", "bots", "protocol"):
        for path in (SOURCE / part).glob("*.py"):
            text = path.read_text(encoding="utf-8")
            # message("id", ...), and ids chosen in place: message("a" if x else "b").
            for call in re.finditer(r'message\(\s*((?:"[a-z0-9-]+"(?: if [^"]+ else )?)+)',
                                    text):
                named |= set(re.findall(r'"([a-z0-9-]+)"', call.group(1)))
    named = set(i for i in named if not i.endswith("-"))  # "bot-" + key: the walks' part
    assert len(named) > 150
    assert sorted(i for i in named if not english.has_message(i)) == []


def test_the_tables_and_formats_are_called_in_english_as_the_rules_title_them():
    for name, rules in PROFILES.items():
        assert render(words.table_title(name)) == rules.title
    for name, found in FORMATS.items():
        assert render(words.format_title(name)) == found.title


SRC = Path(__file__).resolve().parent.parent / "src"


def test_a_refusal_reads_the_same_whoever_imported_the_catalogs() -> None:
    # A fresh interpreter: str() of a refusal before and after the catalogs are imported.
    script = (
        "from indian_rummy.engine.match import Match\n"
        "from indian_rummy.engine.deal import IllegalAction\n"
        "match = Match.new('twine', 'deal', [{'name': 'A'}, {'name': 'B'}], seed=1)\n"
        "seat = 1 - match.deal.turn\n"
        "try:\n"
        "    match.draw(seat, 'stock')\n"
        "except IllegalAction as error:\n"
        "    before = str(error)\n"
        "    import indian_rummy.locales\n"
        "    print(before == str(error), before, indian_rummy.locales.reading(error))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, env=dict(os.environ, PYTHONPATH=str(SRC)))
    same, *rest = done.stdout.split(" ", 1)
    assert same == "True", done.stdout
    assert rest[0].startswith("refusal-not-your-turn(name=") and "'s turn" in rest[0]
