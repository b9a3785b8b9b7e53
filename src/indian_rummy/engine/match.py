"""A match: deals strung together under one rule profile and format.

A match is fully described by its profile, format, seats, seed (and, for a
served match, its secret) and action log: :meth:`Match.load` of
:meth:`Match.export` rebuilds the same match, on every runtime. Each action is
a method in the ``verify_x`` / ``x`` shape of
:class:`~indian_rummy.engine.deal.Deal`, returning the record it appended.

Every step of a turn, whoever takes it, goes one way: :meth:`Match.act` with the
seat, its :class:`~.decision.Decision` and who moves it (``by``: the person, the
seat's bot, the turn clock, the seat's auto-drop). Besides its seats (which of
them bots play), a match declares its automations, as pokerkit's state does: its
turn clock (``clock``, a :class:`~.clock.TurnClock`, or None) and the seats that
asked to drop when their next turn comes (``auto_drops``). Whoever drives the
match (the page's worker, the server, the simulator) decides only *when* a bot,
the clock or an auto-drop moves; what it does and what that changes is here.

>>> match = Match.new("twine", "pool101", [{"name": "Asha"}, {"name": "Kiran", "bot": "kiran"}],
...                   seed=5)
>>> match.deal.seat_count, match.deal.turn, match.number
(2, 0, 1)
>>> record = match.act(0, Decision.drop(), PERSON)
>>> record["action"], record["points"], match.totals, match.deal_over()
('drop', 20, [20, 0], True)
>>> match.next_deal(1)["action"], match.number, match.deal.turn
('next_deal', 2, 1)
>>> again = Match.load(match.export())
>>> again.export() == match.export(), again.totals
(True, [20, 0])
"""

from .cards import Card, RummyError, message
from .chacha import DealStream, check_secret
from .clock import TurnClock
from .deal import (
    DISCARD,
    DRAW,
    MAX_SEED,
    PLAYER,
    PLAYING,
    Deal,
    IllegalAction,
    Result,
    allowed,
    check_seed,
    seat_after,
    show_value,
)
from .decision import AUTO_DROP, BOT, CLOCK, DROP, MOVERS, PERSON, TURN_STEPS, Decision
from .rules import (
    FIRST_TURN_PLAYER,
    MatchFormat,
    RuleProfile,
    format_named,
    profile_named,
)

MAX_NAME = 24


class Seat:
    """Who sits in a seat: a name, the bot that plays it (None: a person), and which of
    the seats of that name it is (1, or 2 for "Mira 2": each language numbers it)."""

    __slots__ = ("name", "bot", "number")

    def __init__(self, name: str, bot: "str | None" = None, number: int = 1) -> None:
        self.name = name
        self.bot = bot
        self.number = number

    def as_dict(self) -> dict:
        return {"name": self.name, "bot": self.bot}

    def __repr__(self) -> str:
        return "Seat(%r, bot=%r)" % (self.name, self.bot)


def make_seats(spec: object, rules: RuleProfile) -> list:
    """Seats from a list of ``{"name": ..., "bot": ...}`` (None: a person, unnamed).

    A person's name defaults to "You" for the first seat, "Player N" for others. A
    bot's seat is named by the bot registry (``indian_rummy.bots.seat_specs``), which
    also knows which bots exist: the engine only keeps the key of the bot that plays
    a seat. A name taken twice is numbered ("Mira", "Mira 2").
    """
    if not isinstance(spec, list):
        raise IllegalAction("bad_request", message("refusal-seats",
                                                    value=show_value(spec)))
    rules.check_players(len(spec))
    seats = []
    taken: dict = {}
    for k, entry in enumerate(spec):
        if entry is None:
            entry = {}
        if not isinstance(entry, dict):
            raise IllegalAction("bad_request", message(
                "refusal-seat-shape", seat=k + 1, value=show_value(entry)))
        for key in entry:
            if key not in ("name", "bot"):
                raise IllegalAction("bad_request", message(
                    "refusal-seat-key", seat=k + 1, value=show_value(key)))
        bot = entry.get("bot")
        if bot is not None and (not isinstance(bot, str) or entry.get("name") is None):
            raise IllegalAction("bad_request", message(
                "refusal-seat-bot", seat=k + 1, value=show_value(entry)))
        name = entry.get("name")
        if name is None:
            name = "You" if k == 0 else "Player %d" % (k + 1)
        if not isinstance(name, str) or not name.strip(" ") or len(name) > MAX_NAME:
            raise IllegalAction("bad_request", message(
                "refusal-seat", seat=k + 1, reason=message("refusal-name-length", most=MAX_NAME)))
        for ch in name:
            if ord(ch) < 0x20 or 0x7F <= ord(ch) < 0xA0:
                raise IllegalAction("bad_request", message(
                    "refusal-seat", seat=k + 1, reason=message("refusal-name-control")))
        # Spaces only: split() with no argument splits at different characters on
        # CPython (all Unicode spaces) and MicroPython (ASCII ones).
        name = " ".join([word for word in name.split(" ") if word])
        count = taken.get(name, 0) + 1
        taken[name] = count
        seats.append(Seat(name if count == 1 else "%s %d" % (name, count), bot, count))
    return seats


def deal_seed(seed: int, number: int) -> int:
    """The shuffle seed of deal ``number`` (from 1) of a match: the match seed, then +1...
    (a match with a secret is shuffled by its secret instead: :class:`.chacha.DealStream`)"""
    return (seed - 1 + number - 1) % MAX_SEED + 1


class Match:
    """Deals under one profile and format, with running totals and the match result."""

    def __init__(self, rules: RuleProfile, match_format: MatchFormat, seats: list, seed: int,
                 guided: bool = False, secret: "str | None" = None) -> None:
        rules.check_players(len(seats))
        if match_format.name not in rules.format_names():
            raise RummyError("a %s table does not play %s" % (rules.called(), match_format.name))
        if guided and not rules.guided:
            raise RummyError("a %s table has no guided deal" % rules.called())
        self.rules = rules
        self.format = match_format
        self.seats = seats
        self.seed = check_seed(seed)
        # A served match's deal key (see chacha.py): its deals are shuffled by it, not by
        # the seed. None: a seeded match, reproducible from its seed alone.
        self.secret = None if secret is None else check_secret(secret)
        self.guided = guided
        n = len(seats)
        self.totals = [0] * n
        self.eliminated = [False] * n
        # Deals Rummy: each seat's chips ([] in other formats); after the last deal a tie
        # for the most plays one more deal between the tied seats, the others sitting out.
        self.chips = [match_format.chips()] * n if match_format.deals else []
        self.tie_break = False
        self.results: list = []  # the Result of every finished deal, in order
        self.number = 0
        self.dealer = n - 1  # so that seat 0 plays first in the first deal
        self.log: list = []
        self.over = False
        self.winner: int | None = None
        self.private_trays = False  # see keep_trays_private
        # The declared automations (see the module's doc): the turn clock, if one runs,
        # and the seats that asked to drop when their next turn comes (this deal only,
        # told to nobody else).
        self.clock: TurnClock | None = None
        self.auto_drops: set = set()
        # Who moved each step no person took, by (deal number, the deal's record n).
        self.movers: dict = {}
        self.deal: Deal = self._deal()

    @classmethod
    def new(cls, profile: object, match_format: object, seats: object, seed: object,
            guided: bool = False, secret: "str | None" = None) -> "Match":
        """A match from names: profile and format names, seat specs (see make_seats)."""
        rules = profile_named(profile)
        return cls(rules, format_named(rules, match_format), make_seats(seats, rules),
                   check_seed(seed), guided, secret)

    def config(self) -> dict:
        """What the match is made from (a seeded match's has no ``secret``)."""
        config = {"profile": self.rules.name, "format": self.format.name,
                  "seats": [s.as_dict() for s in self.seats], "seed": self.seed,
                  "guided": self.guided}
        if self.secret is not None:
            config["secret"] = self.secret
        return config

    def export(self) -> dict:
        """The whole match as JSON-ready data: its configuration and its log."""
        data = self.config()
        data["log"] = [dict(r) for r in self.log]
        return data

    @classmethod
    def load(cls, data: object) -> "Match":
        """The match :meth:`export` gave, rebuilt by replaying its log."""
        if not isinstance(data, dict):
            raise IllegalAction("bad_request", message("refusal-match-object"))
        log = data.get("log", [])
        if not isinstance(log, list):
            raise IllegalAction("bad_request", message("refusal-match-log"))
        match = cls.new(data.get("profile"), data.get("format"), data.get("seats"),
                        data.get("seed"), data.get("guided") is True, data.get("secret"))
        for record in log:
            match.apply(record)
        return match

    # -- deals ----------------------------------------------------------------------

    def in_match(self) -> list:
        return [s for s in range(len(self.seats)) if not self.eliminated[s]]

    def _deal(self) -> Deal:
        self.number += 1
        names = [s.name for s in self.seats]
        if self.guided and self.number == 1:
            table = Deal.guided_deal(self.seed, self.rules)
            table.names = names
        else:
            table = self._shuffled(names)
        table.bots = [s.bot for s in self.seats]
        table.numbers = [s.number for s in self.seats]
        table.private_trays = self.private_trays
        return table

    def _shuffled(self, names: list) -> Deal:
        n = len(self.seats)
        first = PLAYER
        if self.rules.first_turn != FIRST_TURN_PLAYER:
            # The deal passes to the next seat still in the match; the seat after it starts.
            if self.number > 1:
                self.dealer = self._after(self.dealer)
            first = self._after(self.dealer)
        out = [s for s in range(n) if self.eliminated[s]]
        stream = None if self.secret is None else DealStream(self.secret, self.number)
        return Deal.shuffled_deal(deal_seed(self.seed, self.number), self.rules, n, first,
                                   names, out, self.format, stream)

    def _after(self, seat: int) -> int:
        return seat_after(seat, len(self.seats), self.in_match())

    def deal_over(self) -> bool:
        return self.deal.result is not None

    def verify_next_deal(self, seat: int) -> None:
        self.deal.check_seat(seat)
        if self.over:
            raise IllegalAction("match_over", message("refusal-match-over"))
        if self.deal.result is None:
            raise IllegalAction("wrong_phase", message("refusal-deal-not-over"))

    def can_next_deal(self, seat: int) -> bool:
        return allowed(self.verify_next_deal, seat)

    def next_deal(self, seat: int) -> dict:
        """Deal the next hand of a pool (any seat may call it once a deal is over)."""
        self.verify_next_deal(seat)
        record = self._append({"who": seat, "action": "next_deal"})
        self.auto_drops = set()
        self.deal = self._deal()
        return record

    # -- the one route for a step of a turn ------------------------------------------

    def act(self, seat: int, decision: Decision, by: str) -> dict:
        """Carry out ``seat``'s :class:`~.decision.Decision`, moved ``by`` its person, its
        bot, the clock or its auto-drop: the deal's checks (IllegalAction if the rules
        refuse it), its record in the log, and the bookkeeping that follows: who moved
        it, the clock's timeouts in a row, the auto-drop asked for."""
        if by not in MOVERS:
            raise RummyError("a move is made by one of %s, not %s" % (
                ", ".join(MOVERS), show_value(by)))
        if by == CLOCK and self.clock is None:
            raise IllegalAction("bad_request", message("refusal-no-clock"))
        if by == AUTO_DROP and (self.auto_drop_due() != seat or decision.action != DROP):
            raise RummyError("seat %s has no auto-drop due" % show_value(seat))
        record = self._logged(self.deal.play(seat, decision))
        if by != PERSON:
            self.movers[(self.number, len(self.deal.log))] = by
        if by == AUTO_DROP:
            self.auto_drops.discard(seat)
        if self.clock is not None and decision.ends_turn():
            self.clock.counted(seat, by)
        return record

    def moved_by(self, record: dict) -> str:
        """Who moved a record of the deal being played (one of MOVERS)."""
        return self.movers.get((self.number, record["n"]), PERSON)

    def play(self, seat: int, decision: Decision) -> dict:
        """Carry out the Decision of the bot in ``seat`` (:meth:`act`, by BOT)."""
        return self.act(seat, decision, BOT)

    # The steps of a turn by name, a person's (each is a Decision through act).

    def draw(self, seat: int, source: object) -> dict:
        return self.act(seat, Decision(DRAW, source=source), PERSON)  # type: ignore[arg-type]

    def discard(self, seat: int, card: object) -> dict:
        return self.act(seat, Decision(DISCARD, card=card), PERSON)  # type: ignore[arg-type]

    def declare(self, seat: int, card: object) -> dict:
        """Declare with ``card`` as the final discard (None: declaring 13 cards)."""
        return self.act(seat, Decision.declare(card), PERSON)  # type: ignore[arg-type]

    def drop(self, seat: int) -> dict:
        return self.act(seat, Decision.drop(), PERSON)

    # -- auto-drop: a seat asks to drop when its next turn comes ----------------------

    def verify_auto_drop(self, seat: int) -> None:
        """May ``seat`` ask to drop when its next turn comes? Where the table has drops,
        while it plays the deal and the turn is another seat's (on its own turn it drops
        now, before drawing, or not at all)."""
        deal = self.deal
        deal.check_seat(seat)
        if not self.rules.drops:
            raise IllegalAction("no_drops", message("refusal-no-drops"))
        if deal.result is not None:
            raise IllegalAction("game_over", message("refusal-deal-over"))
        if deal.states[seat] != PLAYING:
            raise IllegalAction("not_playing", message("refusal-out-of-deal"))
        if deal.turn == seat:
            if deal.phase == DRAW:
                raise IllegalAction("wrong_phase", message("refusal-auto-drop-own-turn"))
            raise IllegalAction("wrong_phase", message("refusal-auto-drop-drawn"))

    def can_auto_drop(self, seat: int) -> bool:
        return allowed(self.verify_auto_drop, seat)

    def auto_drop(self, seat: int, on: bool) -> None:
        """``seat`` asks to drop when its next turn comes (``on``), or takes it back."""
        if on:
            self.verify_auto_drop(seat)
            self.auto_drops.add(seat)
        else:
            self.auto_drops.discard(seat)

    def auto_drop_due(self) -> "int | None":
        """The seat whose turn has just come and who asked to drop then, if any: its
        driver plays it as ``act(seat, Decision.drop(), AUTO_DROP)``."""
        deal = self.deal
        if deal.result is not None or deal.phase != DRAW:
            return None
        seat = deal.turn
        return seat if seat in self.auto_drops and deal.states[seat] == PLAYING else None

    def move(self, seat: int, card: object, tray: object, index: object = None) -> dict:
        """Move a card (an id, or a list of ids) to a tray, at ``index`` or at its end."""
        return self._arranged(self.deal.move(seat, card, tray, index))

    def group(self, seat: int, cards: object) -> dict:
        return self._arranged(self.deal.group(seat, cards))

    def sort(self, seat: int) -> dict:
        return self._arranged(self.deal.sort(seat))

    def arrange(self, seat: int) -> tuple:
        """(record, the solver's Arrangement: groups, loose cards, suggested discard)."""
        record, suggestion = self.deal.arrange(seat)
        return self._arranged(record), suggestion

    def keep_trays_private(self) -> None:
        """From now on a seat arranging its trays is no action of the log (a served
        match: the server keeps each seat's latest arrangement instead). A replayed log
        that holds such records still logs them, so its numbering stays the stored one."""
        self.private_trays = True
        self.deal.private_trays = True

    def apply(self, record: object, by: "str | None" = None) -> dict:
        """Carry out a logged record again (replay); refuse one that replays differently.
        A step of a turn goes through :meth:`act`, moved ``by`` whom the caller knows
        (the server knows the clock's), else by the seat's bot or person."""
        if not isinstance(record, dict):
            raise IllegalAction("bad_request", message("refusal-log-record"))
        if record.get("deal", self.number) != self.number:
            raise IllegalAction("bad_request", message(
                "refusal-log-deal", value=show_value(record.get("deal")), deal=self.number))
        action = record.get("action")
        if action == "next_deal":
            self.deal.check_seat(record.get("who"))
            entry = self.next_deal(record["who"])
        elif action in TURN_STEPS:
            seat = record.get("who")
            self.deal.check_seat(seat)
            if by is None:
                by = BOT if self.seats[seat].bot is not None else PERSON  # type: ignore[index]
            step = Decision(action, record.get("source"), record.get("card"))
            entry = self.act(seat, step, by)  # type: ignore[arg-type]
        else:
            entry = self._logged(self.deal.apply(record))
        for key in record:
            got = entry.get(key)
            if key == "card" and isinstance(record[key], str) and isinstance(got, int):
                # A log written before protocol 2 names a drawn card by its code.
                got = Card(got).code()
            if got != record[key]:
                raise IllegalAction("bad_request", message(
                    "refusal-log-replay", record=entry["n"], field=key,
                    value=show_value(entry.get(key)), expected=show_value(record[key])))
        return entry

    def _arranged(self, record: dict) -> dict:
        return record if self.private_trays else self._logged(record)

    def _logged(self, record: dict) -> dict:
        """The deal's new record, as the match log's entry; settles a deal that just ended."""
        entry = self._append(dict(record))
        if self.deal.result is not None and len(self.results) < self.number:
            self._settle()
        return entry

    def _append(self, record: dict) -> dict:
        record["n"] = len(self.log) + 1
        record["deal"] = self.number
        self.log.append(record)
        return record

    def _settle(self) -> None:
        """A deal just ended: add its points, move chips, put out who reached the limit,
        end the match."""
        result = self.deal.result
        assert result is not None
        self.results.append(result)
        for row in result.scores:
            self.totals[row.seat] += row.score.points
        if self.format.single():
            self.over = True
            self.winner = result.winner
            return
        if self.format.deals:
            self._settle_chips(result)
            return
        for seat in self.in_match():
            if self.totals[seat] >= self.format.limit:
                self.eliminated[seat] = True
        left = self.in_match()
        if len(left) <= 1:
            self.over = True
            self.winner = left[0] if left else None

    def _settle_chips(self, result: Result) -> None:
        """Deals Rummy: the deal's winner takes each loser's points in chips from that
        loser (a deal nobody won moves none). After the last deal the most chips win;
        seats tied for the most play one more deal, the others sitting it out."""
        moved = self.chips_moved(result)
        for seat in range(len(self.seats)):
            self.chips[seat] += moved[seat]
        if self.number < self.format.deals:
            return
        left = self.in_match()
        most = max([self.chips[s] for s in left])
        leaders = [s for s in left if self.chips[s] == most]
        if len(leaders) == 1:
            self.over = True
            self.winner = leaders[0]
            return
        self.tie_break = True
        for seat in left:
            if seat not in leaders:
                self.eliminated[seat] = True

    def chips_moved(self, result: Result) -> list:
        """Each seat's chips won (above 0) or paid (below) in a deal: its winner takes each
        loser's points from that loser; a deal nobody won moves none."""
        moved = [0] * len(self.seats)
        winner = result.winner
        if winner is not None:
            for row in result.scores:
                if row.seat != winner:
                    moved[row.seat] -= row.score.points
                    moved[winner] += row.score.points
        return moved

    def standing(self) -> list:
        """Seats from first to last: by chips (Deals Rummy), else by fewest points; the
        match's winner first, a seat out of a pool after those still in."""
        def key(s: int) -> tuple:
            return (s != self.winner, self.eliminated[s] and not self.chips,
                    -self.chips[s] if self.chips else self.totals[s], s)
        return sorted(range(len(self.seats)), key=key)
