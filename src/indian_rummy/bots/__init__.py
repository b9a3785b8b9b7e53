"""The bots that can take a seat: one registry, read by dispatch, the session and the CLI.

Each :class:`Bot` has a key (what a match's seats and the log keep), the name it
sits under, the pronoun its sentences use, and how it decides. A bot never acts
on the table: from its seat's :class:`~.sight.Sight` it returns a
:class:`~indian_rummy.engine.decision.Decision`, which the match carries out as
it would a person's request. :func:`new_match` makes a match whose bot seats
are named from here; :func:`play_bot_turn` plays a bot's whole turn.

>>> [bot.key for bot in bots_in_order()]
['mira', 'kiran', 'tara']
>>> match = new_match("twine", "deal", ["kiran", "mira"], seed=4)
>>> [seat.name for seat in match.seats]
['Kiran', 'Mira']
>>> from indian_rummy.engine.cards import Card
>>> def told(records):
...     return [(r["action"], r.get("source"), Card(r["card"]).label()) for r in records]
>>> told(play_bot_turn(match, 0))
[('draw', 'stock', '4♠'), ('discard', None, 'K♥')]
>>> told(play_bot_turn(match, 1))
[('draw', 'discard', 'K♥'), ('discard', None, '9♠')]
>>> try:
...     play_bot_turn(match, 1)
... except IllegalAction as error:
...     error.message
{'id': 'refusal-not-your-turn', 'args': {'name': {'id': 'bot-kiran', 'args': {}}}}
"""

try:  # a name for annotations only; MicroPython has no collections.abc
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from ..engine.cards import message
from ..engine.deal import IllegalAction, show_value
from ..engine.decision import Decision
from ..engine.match import Match

MYPY = False  # true for the type checker only: the sight comes at the first bot turn
if MYPY:
    from .sight import Sight


class Bot:
    """A bot that can take a seat: ``decide(sight)`` is its
    :class:`~indian_rummy.engine.decision.Decision` for the step its sight shows."""

    __slots__ = ("key", "name", "pronoun", "decide")

    def __init__(self, key: str, name: str, pronoun: str,
                 decide: "Callable[[Sight], Decision]") -> None:
        self.key = key
        self.name = name
        self.pronoun = pronoun  # "Mira has found her hand."
        self.decide = decide

    def __repr__(self) -> str:
        return "Bot(%r)" % self.key


# Each bot's module is imported at its first turn, not with the registry: the first
# view needs only the names, so the page's engine starts without the bots' code.
def _mira(sight: "Sight") -> Decision:
    from . import mira
    return mira.decide(sight)


def _kiran(sight: "Sight") -> Decision:
    from . import kiran
    return kiran.decide(sight)


def _tara(sight: "Sight") -> Decision:
    from . import tara
    return tara.decide(sight)


BOTS = {
    "mira": Bot("mira", "Mira", "her", _mira),
    "kiran": Bot("kiran", "Kiran", "his", _kiran),
    "tara": Bot("tara", "Tara", "her", _tara),
}
# The order they are offered in, the practice table's bot first (a MicroPython dict
# keeps no order, so lists and messages go by this).
BOT_ORDER = ("mira", "kiran", "tara")
# The bots a table seats in turn when the player chooses none; Tara only when chosen.
TABLE_BOTS = ("mira", "kiran")


def bots_in_order() -> list:
    """Every bot, in the order they are offered."""
    return [BOTS[key] for key in BOT_ORDER]


def bot_named(key: object) -> Bot:
    """The bot with this key, or IllegalAction("bad_request") naming the ones there are."""
    found = BOTS.get(key) if isinstance(key, str) else None
    if found is None:
        raise IllegalAction("bad_request", message(
            "refusal-no-bot", value=show_value(key), bots=", ".join(BOT_ORDER)))
    return found


def seat_specs(spec: object) -> object:
    """Seat specs with each bot's seat named by its bot; a bare key (``"mira"``) is that
    bot's seat and None a person's. Anything else is left for the engine to refuse."""
    if not isinstance(spec, list):
        return spec
    named = []
    for k, entry in enumerate(spec):
        if isinstance(entry, str):
            entry = {"bot": entry}
        if isinstance(entry, dict) and entry.get("bot") is not None:
            try:
                bot = bot_named(entry["bot"])
            except IllegalAction as error:
                raise IllegalAction("bad_request", message(
                    "refusal-seat", seat=k + 1, reason=error.message))
            entry = dict(entry)
            if entry.get("name") is None:
                entry["name"] = bot.name
        named.append(entry)
    return named


def new_match(profile: object, match_format: object, seats: object, seed: object,
              guided: bool = False) -> Match:
    """:meth:`Match.new` with the bots' seats named and checked here."""
    return Match.new(profile, match_format, seat_specs(seats), seed, guided)


def pronoun(match: Match, seat: int) -> str:
    """The possessive a sentence about ``seat`` uses: a bot's own, else "their"."""
    bot = BOTS.get(match.seats[seat].bot or "")
    return bot.pronoun if bot is not None else "their"


def play_bot_turn(match: Match, seat: int, may_drop: bool = True,
                  decide: "Callable[[Sight], Decision] | None" = None) -> list:
    """The bot in ``seat`` plays its whole turn, a decision a step; returns the records
    its turn added to the log (``protocol.text.last_move`` tells them in words).

    With ``may_drop`` False it plays on whatever its hand (to weigh a drop); ``decide``
    decides instead of the seat's bot (a deal played on: the coach, for a person's seat).
    """
    from .sight import Sight  # with the bots' code, loaded at the first bot turn

    if decide is None:
        decide = bot_named(match.seats[seat].bot).decide
    deal = match.deal
    deal.verify_turn(seat, deal.phase)
    records = []
    while True:
        decision = decide(Sight.of(deal, seat, may_drop, match.totals[seat]))
        records.append(match.play(seat, decision))
        if decision.ends_turn():
            return records
