"""The worker's door into the engine: JSON request in, JSON reply out, for the person
at a table on the device.

The worker calls :func:`handle` with a request string and posts back the reply
string, then asks :func:`kept` what the device adds to its copy of the match. The
:class:`Session` here is the local table's: it answers every request a table
answers (``table.py``) and what only a table on the device has: it starts and
resumes matches, plays a bot's or the clock's turn when the page asks (the page
decides when), plays a seat's auto-drop as its turn comes, gives hints, keeps and
reviews matches on the device (``kept.py``), plays a deal on from a reviewed turn
(``branch.py``) and opens puzzles (``puzzle.py``). See ``docs/protocol.md``.

>>> session = Session()
>>> reply = session.handle(0, '{"id": 1, "type": "new_game", "args": {"seed": 17, "guided": true}}')
>>> reply.startswith('{"id":1,"ok":true,')
True
>>> '"status":{"args":{},"id":"status-your-turn-draw"}' in reply
True
"""

from ..bots import TABLE_BOTS, bot_named, new_match, play_bot_turn
from ..engine.canon import dumps
from ..engine.cards import RummyError
from ..engine.clock import RESERVE_SECONDS, TURN_SECONDS, TurnClock, play_timeout
from ..engine.deal import MAX_SEED, PLAYER, PLAYING, IllegalAction, check_seed, show_value
from ..engine.match import Match
from ..engine.rules import DEAL, PRACTICE, profile_named
from . import PROTOCOL, text, view
from .kept import KeptCopy, first_person, kept_match, kept_replay, review_kept
from .requests import REQUESTS
from .table import TableSession, request_args
from .text import message

MYPY = False  # true for the type checker only: branches and puzzles come with the bots
if MYPY:
    from .branch import Branch
    from .puzzle import Puzzle

__all__ = ["PROTOCOL", "Session", "handle", "kept", "warm"]


class Session(TableSession):
    """The session of a table on the device: one person (the first seat) and bots."""

    local = True

    def __init__(self, match: "Match | None" = None) -> None:
        TableSession.__init__(self, match)
        self.hints: dict = {}  # per seat: the coach's hint, until someone's turn moves on
        self.kept_reviews: dict = {}  # per seat: the review of a kept match, next view only
        self.kept_copy = KeptCopy()
        # A deal played on from a reviewed turn (branch.py), beside the table and never
        # kept; the seats that asked about it see it in their next view only.
        self.branch: Branch | None = None
        self.branch_asked: set = set()
        # A puzzle (puzzle.py): a position and the learner's one step, on a match of its
        # own; shown, as the branch is, to the seats that asked, in their next view only.
        self.puzzle: Puzzle | None = None
        self.puzzle_asked: set = set()

    def dispatch(self, seat: int, kind: object, args: dict) -> None:
        """Carry out one request, then the auto-drops whose turns it brought: a table on
        the device plays them at once (the server, as moves of their own)."""
        request = REQUESTS.get(kind) if isinstance(kind, str) else None
        if request is None or not request.arranges:
            self.hints = {}
        TableSession.dispatch(self, seat, kind, args)
        match = self.match
        if match is not None:
            due = match.auto_drop_due()
            while due is not None:
                self.play_auto_drop(due)
                due = match.auto_drop_due()
            self.deal_settled(seat)

    # -- the requests only a table on the device answers ----------------------------------

    def _new_game(self, seat: int, args: dict) -> None:
        seats = args.get("seats")
        if seats is None and "players" in args:
            seats = _bot_seats(args.get("players"), args.get("bot"))
        turn = _clock_arg(args.get("clock"))
        self.start(check_seed(args.get("seed")), args.get("guided") is True,
                   args.get("profile", PRACTICE.name), args.get("format", DEAL.name), seats,
                   turn)

    def _resume(self, seat: int, args: dict) -> None:
        """The match the device kept (docs/protocol.md, "Kept on the device") again, just
        where it was: its log replayed. Nothing changes unless all of it is good."""
        options = args.get("options")
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise IllegalAction("bad_request", message("refusal-kept-options"))
        turn = _clock_arg(options.get("clock"))
        match = kept_match(args.get("match"))
        _check_seats(match)
        if match.over:
            raise IllegalAction("bad_request", message("refusal-kept-over"))
        match.clock = None if turn is None else TurnClock(turn)
        self.match = match
        self.deals_started = match.number
        self.selected = {}
        self.messages = {PLAYER: text.resumed(match)}

    def _new_deal(self, seat: int, args: dict) -> None:
        self.restart()

    def _timeout(self, seat: int, args: dict) -> None:
        """The page's turn clock ran out on the seat's turn: the clock plays it
        (engine/clock.py). Only at a table with a clock, on the seat's turn."""
        match = self._match()
        if match.clock is None:
            raise IllegalAction("bad_request", message("refusal-no-clock"))
        match.deal.verify_on_turn(seat)
        if match.deal.states[seat] != PLAYING:
            raise IllegalAction("not_playing", message("refusal-out-of-deal"))
        self.clocked(play_timeout(match, seat))
        self.selected.pop(seat, None)

    def _bot_turn(self, seat: int, args: dict) -> None:
        """The bot whose turn it is plays its whole turn (the page says when)."""
        match = self._match()
        deal = match.deal
        bot = match.seats[deal.turn].bot if deal.result is None else None
        if bot is None:
            raise IllegalAction("wrong_phase", message("refusal-not-bot-turn"))
        play_bot_turn(match, deal.turn)
        # A seat that dropped or declared wrongly keeps its message (what it cost)
        # while the others play on, and so does one whose turn the clock played (what
        # it threw), until the seat plays again.
        timed_out = match.clock is not None and match.clock.timeouts_of(PLAYER)
        if (deal.result is None and PLAYER in self.messages and deal.states[PLAYER] == PLAYING
                and not timed_out):
            self.messages[PLAYER] = ""

    def coached_discard(self, seat: int) -> "int | None":
        """One voice: at a table with bots the card Arrange suggests is the coach's
        (fewest points expected from here)."""
        match = self._match()
        if not any([s.bot is not None for s in match.seats]):
            return None
        from ..bots import coach  # with the bots' code, loaded when first needed
        return coach.hint(match.deal, seat, match.totals[seat])["card"]

    def _hint(self, seat: int, args: dict) -> None:
        """The coach's choice for the seat's step (tables with bots only: a hint helps one
        side of a game between people)."""
        match = self._match()
        match.deal.verify_on_turn(seat)
        from ..bots import coach  # with the bots' code, loaded when first needed
        self.hints[seat] = coach.hint(match.deal, seat, match.totals[seat])

    def _review_kept(self, seat: int, args: dict) -> None:
        """The review of a deal of a match this device kept (its export), beside the
        match being played, which stays as it is."""
        self.kept_reviews[seat] = review_kept(args.get("match"), args.get("deal"),
                                              args.get("seat"))

    def _branch(self, seat: int, args: dict) -> None:
        """Play on from a turn of a finished deal, of the table's match or of a kept one
        (its export, ``match``): a branch, which replaces the one before. Nothing
        changes unless it opens."""
        from .branch import branch  # with the bots' code, loaded when first needed
        data = args.get("match")
        if data is None:
            if self.match is None:
                raise IllegalAction("wrong_phase", message("refusal-no-deal-yet"))
            match = self.match
            seen: object = seat
        else:
            match = kept_replay(data, args.get("deal"))
            seen = args.get("seat", first_person(match))
        self.branch = branch(match, seen, args.get("deal"), args.get("turn"))
        self.branch_asked.add(seat)

    def _in_branch(self, seat: int, args: dict) -> None:
        """One request (``type``, ``args``) to the deal played on, never to the table."""
        if self.branch is None:
            raise IllegalAction("wrong_phase", message("refusal-no-branch"))
        inner = request_args(args)
        self.branch_asked.add(seat)
        self.branch.dispatch(seat, args.get("type"), inner)

    def _puzzle(self, seat: int, args: dict) -> None:
        """Open a puzzle at a position or a turn of a kept game; it replaces the one
        before. Nothing changes unless it opens."""
        from .puzzle import opened  # with the bots' code, loaded when first needed
        self.puzzle = opened(args)
        self.puzzle_asked.add(seat)

    def _in_puzzle(self, seat: int, args: dict) -> None:
        """The learner's one step (``type``, ``args``) in the puzzle, never at the table."""
        if self.puzzle is None:
            raise IllegalAction("wrong_phase", message("refusal-no-puzzle"))
        inner = request_args(args)
        self.puzzle_asked.add(seat)
        self.puzzle.dispatch(seat, args.get("type"), inner)

    def beside(self, seat: int) -> dict:
        """The view's ``branch`` and ``puzzle``: each shown to a seat that has just asked
        about it, else null."""
        return {"branch": _asked(self.branch, self.branch_asked, seat),
                "puzzle": _asked(self.puzzle, self.puzzle_asked, seat)}

    # -- starting a table --------------------------------------------------------------

    def start(self, seed: int, guided: bool, profile: object, match_format: object,
              seats: object, turn: "int | None" = None) -> None:
        """A new match at this table, with a turn clock of ``turn`` seconds (None: none)."""
        try:
            if seats is None:
                # The table's own bot opposite the player, else its bots in turn.
                rules = profile_named(profile)
                seats = [{"name": "You"}, {"bot": rules.bot}] if rules.bot else _bot_seats(
                    rules.min_players)
            match = new_match(profile, match_format, seats, seed, guided)
        except IllegalAction:
            raise
        except RummyError as error:
            raise IllegalAction("bad_request", message(
                "refusal-rules", reason=text.sentence(str(error))))
        _check_seats(match)
        match.clock = None if turn is None else TurnClock(turn)
        self.match = match
        self.deals_started += 1
        self.selected = {}
        self.messages = {PLAYER: text.GUIDED_START if guided else text.shuffled_start(seed)}

    def restart(self) -> None:
        """The same table again with the next seed (a new shuffled deal at practice)."""
        match = self._match()
        seed = match.seed + 1 if match.seed < MAX_SEED else 1
        self.start(seed, False, match.rules.name, match.format.name,
                   [s.as_dict() for s in match.seats],
                   None if match.clock is None else match.clock.turn)

    def to_keep(self) -> "dict | None":
        """What the device adds to its copy of the match since it was last asked
        (:meth:`KeptCopy.since`): None if nothing, or the table is not kept (practice)."""
        match = self.match
        if match is None or not match.rules.scored():
            return None
        clock = match.clock
        return self.kept_copy.since(match, {"clock": None if clock is None else {
            "turn": clock.turn}})

    # -- the view ---------------------------------------------------------------------------

    def view(self, seat: int) -> dict:
        match = self.match
        if match is None:
            idle = view.idle()
            # The turn clocks a new table may have (new_game's ``clock``).
            idle["clocks"] = {"turn": list(TURN_SECONDS), "reserve": RESERVE_SECONDS}
            idle["kept_review"] = self.kept_reviews.pop(seat, None)
            idle.update(self.beside(seat))
            return idle
        shown = TableSession.view(self, seat)
        shown["hint"] = self.hints.get(seat)
        shown["kept_review"] = self.kept_reviews.pop(seat, None)
        shown.update(self.beside(seat))
        shown["controls"]["hint"] = shown["phase"] in ("draw", "discard")
        clock = match.clock
        shown["clock"] = None if clock is None else {
            "turn": clock.turn, "reserve": clock.reserve, "timeouts": clock.timeouts_of(seat)}
        return shown


def _asked(held: "Branch | Puzzle | None", asked: set, seat: int) -> "dict | None":
    """``held`` as it is shown (a branch or a puzzle), once, to a seat that asked about it."""
    if seat not in asked or held is None:
        return None
    asked.discard(seat)
    return held.shown()


def _bot_seats(players: object, bot: object = None) -> list:
    """You and ``players - 1`` bots: ``bot`` in every seat, or the tables' bots in turn
    (Mira, then Kiran, ...)."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise IllegalAction("bad_request", message("refusal-players",
                                                    value=show_value(players)))
    keys = list(TABLE_BOTS) if bot is None else [bot_named(bot).key]
    return [{"name": "You"}] + [{"bot": keys[k % len(keys)]} for k in range(players - 1)]


def _check_seats(match: Match) -> None:
    """A table on the device: the player's seat first, and a bot of the registry in each
    other."""
    for seat in range(len(match.seats)):
        bot = match.seats[seat].bot
        if seat != PLAYER and bot is None:
            raise IllegalAction("bad_request", message("refusal-seats-bots"))
        if bot is not None:
            bot_named(bot)
    if match.seats[PLAYER].bot is not None:
        raise IllegalAction("bad_request", message("refusal-first-seat"))


def _clock_arg(value: object) -> "int | None":
    """A new table's turn clock: null (none) or {"turn": S}, S one of TURN_SECONDS (with
    the reserve partner play gives); its seconds a turn."""
    if value is None:
        return None
    turn = value.get("turn") if isinstance(value, dict) and len(value) == 1 else None
    if turn not in TURN_SECONDS or isinstance(turn, bool):
        raise IllegalAction("bad_request", message("refusal-clock", turns=", ".join(
            [str(t) for t in TURN_SECONDS]), value=show_value(value)))
    return turn


_SESSION = Session()


def handle(raw: str) -> str:
    """The worker's entry point: one module-wide session per worker, for the person in
    the first seat (every other seat of a local table is a bot's)."""
    return _SESSION.handle(PLAYER, raw)


# The requests of a first deal that warm() asks, one a step, then the discard of the
# card drawn and the bot's turn.
_FIRST_DEAL = ('{"id":0,"type":"view"}',
               '{"id":0,"type":"new_game","args":{"seed":1,"guided":true}}',
               '{"id":0,"type":"draw","args":{"source":"stock"}}')
_WARMING: list = [None]  # the table warm() plays at, while it does


def warm(step: int) -> bool:
    """Step ``step`` (from 0) of the start of a first deal at a table of its own, thrown
    away; True while there are more. The worker asks these in its idle time once the
    player's table is dealt, one task each, because MicroPython's WebAssembly code is
    compiled at its first use: the player's first turn is then answered sooner.
    Nothing of it is kept, and no answer depends on it."""
    if step == 0:
        _WARMING[0] = Session()
    table = _WARMING[0]
    if table is None:
        return False
    if step < len(_FIRST_DEAL):
        table.handle(PLAYER, _FIRST_DEAL[step])
        return True
    if step == len(_FIRST_DEAL):
        drawn = table._match().deal.drawn
        table.handle(PLAYER, dumps({"id": 0, "type": "discard", "args": {"card": drawn}}))
        return True
    table.handle(PLAYER, '{"id":0,"type":"bot_turn"}')
    _WARMING[0] = None
    return False


def kept() -> str:
    """The worker's question after each reply: what the device adds to its copy of the
    match (:meth:`Session.to_keep`), as canonical JSON, or "" if nothing."""
    found = _SESSION.to_keep()
    return "" if found is None else dumps(found)
