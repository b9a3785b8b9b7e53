"""One match in memory: its served session (the replay of its log, with each seat's
kept arrangement laid out), the lock that lets one request at a time act on it, the
hashes of its seat tokens, the sockets open on it, and whether the copy may differ
from the log or lag behind it.

The copy reads and tells: its views, who is online, the events its sockets get.
Keeping it in line with the log is cache.py's; acting on it is commit.py's.
"""

import asyncio
import hashlib
import hmac
import time

from ..engine.clock import TurnClock
from ..engine.decision import CLOCK
from ..engine.match import Match
from .arranged import lay_out
from .outbox import Outbox
from .served import ServedSession, encode_json
from .storage import CLOCK_SEAT, StoredMatch

PRESENCE_DELAY = 0.1  # seconds: sockets opening and closing together make one presence push
NO_TOKEN = ""  # a bot's seat has no token: no hash of one ever equals this
TOKEN_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


class Gone(Exception):
    """The match is no longer in the log (it expired)."""


class Unreadable(Exception):
    """The match's log does not replay: a bug, logged with the match's id."""


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def replay(stored: StoredMatch, arrangements: dict) -> ServedSession:
    """The served session of a stored match: its log replayed, then each seat's kept
    arrangement (the store's ``arrangements``) of the deal being played laid out. A
    long log takes seconds: the cache calls this on a worker thread. Raises whatever
    a log that does not replay raises."""
    match = Match.load(dict(stored.config, log=[]))
    # Before the replay: a record of an old log that arranges trays is then no play of
    # its deal (see Commits.commit's bound), though the match's log keeps it. The
    # match's clock counts each seat's timeouts in a row as the records replay.
    match.keep_trays_private()
    match.clock = TurnClock.declared(stored.config.get("clock"))
    for record, (asked, _) in zip(stored.records, stored.marks):
        match.apply(record, CLOCK if asked == CLOCK_SEAT else None)
    session = ServedSession(match)
    for seat, (deal, tray, _) in arrangements.items():
        if deal == match.number and 0 <= seat < len(match.seats):
            lay_out(session, seat, tray)
    return session


class CachedMatch:
    """One match in memory: the stored match, replayed as ``session`` (see replay)."""

    def __init__(self, stored: StoredMatch, session: ServedSession, arrangements: dict) -> None:
        self.id = stored.id
        self.session = session
        # Per seat, when the arrangement this copy holds was kept (another process may
        # keep a newer one: Cache.ready looks).
        self.arranged = {seat: at for seat, (_, _, at) in arrangements.items()}
        self.clock = stored.config.get("clock")  # the server's, not the engine's: offer.clock_of
        self.marks = list(stored.marks)  # per record: (the seat that asked, when stored)
        self.token_hashes = stored.token_hashes
        self.created = stored.created
        self.last_acted = stored.last_acted
        self.lock = asyncio.Lock()
        self.used = time.monotonic()  # when last asked for or in use (cache.py lets it go)
        self.sockets: dict = {}  # Outbox -> seat
        self.valid = True  # False: the copy may differ from the log; rebuilt before use
        self.stale = False  # the log may hold records past this copy; caught up before use
        self.gone = False  # the match left the log (it expired)
        self.bot_timer: asyncio.TimerHandle | None = None  # a bot seat's turn, coming up
        self.clock_timer: asyncio.TimerHandle | None = None  # the turn's deadline
        self._presence_sent: list | None = None
        self._presence_timer: asyncio.TimerHandle | None = None

    @property
    def match(self) -> Match:
        match = self.session.match
        assert match is not None
        return match

    def seat_for(self, token: object) -> "int | None":
        """The seat whose token this is, compared in constant time (None: no seat).
        A token is URL-safe base64; anything else opens nothing."""
        if not isinstance(token, str) or not token or len(token) > 200 or \
                not TOKEN_CHARACTERS.issuperset(token):
            return None
        digest = hash_token(token)
        found = None
        for seat, stored in enumerate(self.token_hashes):
            # Every seat is compared, so the time taken says nothing about which matched.
            if hmac.compare_digest(digest, stored):
                found = seat
        return found

    def config(self) -> dict:
        """What the store keeps of the match besides its log (the seats' names may have
        changed since it was made)."""
        return dict(self.match.config(), clock=self.clock)

    def bot_to_play(self) -> "int | None":
        """The bot seat whose turn it is, if any."""
        match = self.match
        deal = match.deal
        if match.over or deal.result is not None or match.seats[deal.turn].bot is None:
            return None
        return deal.turn

    def online(self) -> list:
        seats = set(self.sockets.values())
        return [s in seats for s in range(len(self.token_hashes))]

    def view_text(self, seat: int) -> str:
        return encode_json(self.session.view(seat))

    def update_event(self, seat: int) -> str:
        return '{"event":"update","type":"event","view":%s}' % self.view_text(seat)

    def presence_event(self) -> str:
        return encode_json({"type": "event", "event": "presence", "online": self.online()})

    def push_updates(self, skip: "Outbox | None" = None) -> None:
        texts: dict = {}
        for outbox, seat in self.sockets.items():
            if outbox is skip:
                continue
            if seat not in texts:
                texts[seat] = self.update_event(seat)
            outbox.put(texts[seat])

    def push_rematch(self, rematch_id: str) -> None:
        self.push_all(encode_json({"type": "event", "event": "rematch", "match": rematch_id}))

    def presence_soon(self) -> None:
        """Push who is online shortly, once, and only if it changed: many sockets
        opening or closing at once make one message, not one each."""
        if self._presence_timer is None:
            self._presence_timer = asyncio.get_running_loop().call_later(
                PRESENCE_DELAY, self._send_presence)

    def _send_presence(self) -> None:
        self._presence_timer = None
        online = self.online()
        if online != self._presence_sent:
            self._presence_sent = online
            self.push_all(self.presence_event())

    def push_all(self, text: str) -> None:
        for outbox in self.sockets:
            outbox.put(text)

    def close_sockets(self, code: int) -> None:
        for outbox in self.sockets:
            outbox.close(code)
