"""The bots that can take a seat: one registry, read by dispatch, the session and the CLI.

Each :class:`Bot` has a key (what a match's seats and the log keep), the name it
sits under, the pronoun its sentences use, and its turn. :func:`new_match` makes a
match whose bot seats are named from here; :func:`play_bot_turn` plays one.

>>> [bot.key for bot in bots_in_order()]
['mira', 'kiran', 'tara']
>>> match = new_match("twine", "deal", ["kiran", "mira"], seed=4)
>>> [seat.name for seat in match.seats]
['Kiran', 'Mira']
>>> play_bot_turn(match, 0)
'Kiran drew from the draw pile and discarded K♥.'
>>> play_bot_turn(match, 1)
'Mira took K♥ from the discard pile and discarded 9♠.'
>>> play_bot_turn(match, 1)
Traceback (most recent call last):
...
indian_rummy.engine.deal.IllegalAction: it is Kiran's turn
"""

try:  # a name for annotations only; MicroPython has no collections.abc
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from ..engine.deal import Deal, IllegalAction, show_value
from ..engine.match import Match


class Bot:
    """A bot that can take a seat: ``play(deal, seat, may_drop)`` plays its whole turn
    and returns what it did, in words."""

    __slots__ = ("key", "name", "pronoun", "play")

    def __init__(self, key: str, name: str, pronoun: str, play: "Callable[..., str]") -> None:
        self.key = key
        self.name = name
        self.pronoun = pronoun  # "Mira has found her hand."
        self.play = play

    def __repr__(self) -> str:
        return "Bot(%r)" % self.key


# Each bot's module is imported at its first turn, not with the registry: the first
# view needs only the names, so the page's engine starts without the bots' code.
def _mira_turn(deal: Deal, seat: int, may_drop: bool) -> str:
    from . import mira
    return mira.play_turn(deal, seat, may_drop)


def _kiran_turn(deal: Deal, seat: int, may_drop: bool) -> str:
    from . import kiran
    return kiran.play_turn(deal, seat, may_drop)


def _tara_turn(deal: Deal, seat: int, may_drop: bool) -> str:
    from . import tara
    return tara.play_turn(deal, seat, may_drop)


BOTS = {
    "mira": Bot("mira", "Mira", "her", _mira_turn),
    "kiran": Bot("kiran", "Kiran", "his", _kiran_turn),
    "tara": Bot("tara", "Tara", "her", _tara_turn),
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
        raise IllegalAction("bad_request", "no bot called %s (%s)" % (
            show_value(key), ", ".join(BOT_ORDER)))
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
                raise IllegalAction("bad_request", "seat %d: %s" % (k + 1, error.message))
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


def play_bot_turn(match: Match, seat: int, may_drop: bool = True) -> str:
    """The bot in ``seat`` plays its whole turn; returns what it did, in words.

    With ``may_drop`` False it plays on whatever its hand (to weigh a drop).
    """
    message = bot_named(match.seats[seat].bot).play(match.deal, seat, may_drop)
    match.sync()
    return message
