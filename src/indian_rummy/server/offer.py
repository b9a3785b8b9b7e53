"""What partner play offers, and nothing else: the tables, the formats, the seats and
the names a new match may have.

The page offers a table of friends: the two-player table (profile ``twine``: one
deal, Pool 101 or Deals Rummy) or the classic table for two to six (one deal, Pool
101, Pool 201 or Deals Rummy of 2, 3 or 6 deals). The first
seat is its maker's; every other seat is a friend's (with its own link) or a bot
(which the server plays, see bots.py). The API accepts exactly that and refuses
the rest with a message (``server-new-match-*``, ``server-seat-*``, ``server-clock``).

Names are cleaned before the engine sees them: Unicode NFC, every space made a
plain one and runs of them one, and no control, format or bidirectional-override
character (a name with U+202E could make the other seat's name read backwards
in every sentence that quotes it). The joiners that some scripts and emoji need
(U+200C, U+200D) stay. A name has 1 to 24 characters once cleaned.

>>> clean_name("  Asha\\u202e\\u00a0 K ")
'Asha K'
>>> clean_name("Ame\\u0301lie") == "Am\\u00e9lie"
True
>>> new_match({"profile": "classic", "seats": [{"name": "Asha"}, {"bot": "kiran"}, {}]})[2]
[{'name': 'Asha'}, {'bot': 'kiran'}, {'name': 'Player 3'}]
"""

import unicodedata

from ..bots import BOT_ORDER, bots_in_order
from ..engine.canon import show_value
from ..engine.clock import RESERVE_SECONDS, TURN_SECONDS
from ..engine.match import MAX_NAME
from ..engine.rules import PROFILE_ORDER
from ..engine.rules import PROFILES as RULES
from ..protocol.view import TABLES as CATALOGUE
from .fields import typed
from .words import Refused, chained

# Partner play is at the tables that keep points, each with every format and number of
# seats its rules have (a table without points is a practice table against its bot).
PROFILES = tuple([name for name in PROFILE_ORDER if RULES[name].scored()])
KEYS = ("profile", "format", "seats", "clock")
DEFAULT_PROFILE = PROFILES[0]
DEFAULT_FORMAT = "pool101"
TURN_DAYS = (1, 2, 3, 7, 14)  # an any-time match's days a turn, as the page offers them
MOST_DAYS = 14

_JOINERS = ("\u200c", "\u200d")
_DROPPED = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def _refuse(id: str, **args: object) -> Refused:
    return Refused("bad_request", id, **args)


def _or(choices: "list | tuple") -> "dict | str":
    return chained("server-or", choices)


def clean_name(value: str) -> str:
    """The name as stored, or Refused("bad_request") saying what is wrong."""
    kept = []
    for ch in unicodedata.normalize("NFC", value):
        category = unicodedata.category(ch)
        if category == "Zs" or ch in "\t\n\r":
            kept.append(" ")
        elif category not in _DROPPED or ch in _JOINERS:
            kept.append(ch)
    name = " ".join(word for word in "".join(kept).split(" ") if word)
    if not name or len(name) > MAX_NAME:
        raise _refuse("server-name-length", most=MAX_NAME)
    return name


def new_match(spec: object) -> tuple:
    """(profile, format, seats, clock) of a new partner match from the request's JSON
    object, defaults filled in (a setting left out or null takes its default);
    Refused("bad_request") saying why otherwise. A seat is ``{"name": ...}`` or ``{}``
    (a person) or ``{"bot": key}``; the clock is None (any-time play) or
    ``{"turn": 30 or 60}`` (live play, with a reserve)."""
    if not isinstance(spec, dict):
        raise _refuse("server-new-match-shape")
    for key in spec:
        if key not in KEYS:
            raise _refuse("server-new-match-setting", given=show_value(key),
                          settings=", ".join(KEYS))
    profile = typed(spec.get("profile"), "profile", "string", "null")
    match_format = typed(spec.get("format"), "format", "string", "null")
    seats = typed(spec.get("seats"), "seats", "array", "null")
    clock = typed(spec.get("clock"), "clock", "object", "null")
    if profile is None:
        profile = DEFAULT_PROFILE
    if profile not in PROFILES:
        raise _refuse("server-new-match-table", tables=_or(PROFILES), given=show_value(profile))
    rules = RULES[profile]
    formats, fewest, most = rules.format_names(), rules.min_players, rules.max_players
    if match_format is None:
        match_format = DEFAULT_FORMAT
    if match_format not in formats:
        raise _refuse("server-new-match-format", table=profile, formats=_or(formats),
                      given=show_value(match_format))
    if seats is None:
        seats = [{} for _ in range(fewest)]
    if not fewest <= len(seats) <= most:
        each = _or(['{"name": ...}', "{}", '{"bot": ...}'])
        if fewest == most:
            raise _refuse("server-new-match-seats", table=profile, count=most, seat=each)
        raise _refuse("server-new-match-seats-range", table=profile, fewest=fewest, most=most,
                      seat=each)
    cleaned = [_seat(k, seat) for k, seat in enumerate(seats)]
    if "bot" in cleaned[0]:
        raise _refuse("server-seat-one-bot")
    return profile, match_format, cleaned, clock_of(clock)


def offered() -> dict:
    """What a new match may be, for the page's form: the tables (as the engine's
    catalogue has them), the bots and the clocks."""
    return {"tables": [t for t in CATALOGUE if t["profile"] in PROFILES],
            "bots": [{"bot": b.key, "name": b.name} for b in bots_in_order()],
            "clocks": {"turn": list(TURN_SECONDS), "reserve": RESERVE_SECONDS,
                       "days": list(TURN_DAYS)}}


def _seat(k: int, seat: object) -> dict:
    if isinstance(seat, dict) and set(seat) == {"bot"}:
        bot = typed(seat["bot"], "seats[%d].bot" % k, "string")
        if bot not in BOT_ORDER:
            raise _refuse("server-seat-unknown-bot", seat=k + 1, given=show_value(bot),
                          bots=", ".join(BOT_ORDER))
        return {"bot": bot}
    if not isinstance(seat, dict) or any(key != "name" for key in seat):
        raise _refuse("server-seat-shape", seat=k + 1, person=_or(['{"name": ...}', "{}"]),
                      bot='{"bot": ...}')
    name = typed(seat.get("name"), "seats[%d].name" % k, "string", "null")
    if name is None:  # {"name": null}, like {}, leaves it unnamed
        return {"name": "Player %d" % (k + 1)}
    try:
        return {"name": clean_name(name)}
    except Refused:
        raise _refuse("server-seat-name-length", seat=k + 1, most=MAX_NAME)


def clock_of(value: "dict | None") -> "dict | None":
    """A match's clock as stored (see clock.py): None (no clock), ``{"turn": S,
    "reserve": R}`` for live play or ``{"days": N}`` (1 to 14) for any time;
    Refused otherwise.

    >>> clock_of({"days": 3})
    {'days': 3}
    """
    if value is None:
        return None
    if set(value) == {"turn"} and typed(value["turn"], "clock.turn", "integer") in TURN_SECONDS:
        return {"turn": value["turn"], "reserve": RESERVE_SECONDS}
    if set(value) == {"days"} and 1 <= typed(value["days"], "clock.days", "integer") <= MOST_DAYS:
        return {"days": value["days"]}
    raise _refuse("server-clock", live=_or(['{"turn": %d}' % t for t in TURN_SECONDS]),
                  reserve=RESERVE_SECONDS, any_time='{"days": N}', most_days=MOST_DAYS,
                  given=show_value(value))
