"""The server's matches in memory: replayed from the log, never ahead of it.

Each match in use has a :class:`CachedMatch`: its served session (the replay
of its log), a lock that lets one request at a time act on it, the hashes of
its seat tokens, and the sockets open on it.

The log is the truth and the copy follows it. A request's records are worked
out on the copy, but nobody hears of them until the log has committed them
durably; if the append fails, or its outcome is unknown (the database went
away), the copy is marked invalid and rebuilt from the log before anything else
uses it, so a move that was never stored can never be built upon. Before a
request acts, a copy that may be behind (another process appended, or this one
could not hear) catches up from the log; a :class:`Conflict` at the append means
another process won the race: the copy is rebuilt and the request judged again.
"""

import asyncio
import base64
import hashlib
import hmac
import json
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from ..bots import new_match, play_bot_turn
from ..engine.canon import dumps
from ..engine.deal import MAX_SEED, IllegalAction
from ..engine.match import Match, make_seats
from ..protocol.session import Session
from ..protocol.wire import JsonError, read_json
from . import clock
from .settings import BOT_PACE
from .storage import CLOCK_SEAT, Conflict, Store, StoredMatch, Unavailable, one_line

log = logging.getLogger("indian_rummy.server")

CACHE_SIZE = 2000  # matches kept replayed in memory (those with open sockets always stay)
OUTBOX_SIZE = 256  # messages queued for one socket before it is deemed too slow and closed
PRESENCE_DELAY = 0.1  # seconds: sockets opening and closing together make one presence push
UNREADABLE_RETRY = 60.0  # seconds before a match whose log failed to replay is tried again
RETRY = 2.0  # seconds before the server's own move (a bot's, the clock's) is tried again
RESUME_HOURS = 24.0  # matches used this recently have their bots' and clocks' moves resumed
BOT_SEAT = ""  # a bot's seat has no token: no hash of one ever equals this
TOKEN_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


class Gone(Exception):
    """The match is no longer in the log (it expired)."""


class Unreadable(Exception):
    """The match's log does not replay: a bug, logged with the match's id."""


def encode_json(value: object) -> str:
    """The same text as the façade's canonical encoder, several times faster. The rare
    value CPython's encoder would write differently (a number kept as its text, a lone
    surrogate that canon escapes) goes to canon itself."""
    try:
        text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        text.encode("utf-8")  # raises on a lone surrogate
    except (TypeError, UnicodeEncodeError):
        return dumps(value)
    return text


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def rematch_id_of(match_id: str) -> str:
    """A match's rematch has an id derived from its own, so that two seats asking at
    once (even on two processes) meet at one match: the second insert is refused.

    >>> rematch_id_of("XWTZQOl5kI7SYsQ4")
    'Fq4Rf6iKNSj0Lr0B'
    """
    digest = hashlib.sha256(("rematch:" + match_id).encode("utf-8")).digest()
    return base64.urlsafe_b64encode(digest[:12]).decode("ascii")


def new_token() -> str:
    """128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


def _request_field(text: str, field: str) -> object:
    try:
        value = read_json(text)
    except JsonError:
        return None
    return value.get(field) if isinstance(value, dict) else None


def request_id(text: str) -> "int | None":
    """The ``id`` of a request's text, read by the strict reader (None if it has none)."""
    found = _request_field(text, "id")
    return found if isinstance(found, int) and not isinstance(found, bool) else None


# Requests that change nothing but take long (a deal's review replays it with the
# coach): answered on a worker thread, so the other matches' moves never wait.
SLOW_REQUESTS = ("review",)


class ServedSession(Session):
    """The façade for the server: answers each seat, never reveals the seed."""

    def __init__(self, match: Match) -> None:
        Session.__init__(self, match, local=False)

    def encode(self, reply: dict) -> str:
        return encode_json(reply)


class Outbox:
    """One socket's outgoing messages, sent in order by one task."""

    def __init__(self, send: Callable[[str], Any], close: Callable[[int], Any],
                 address: str = "") -> None:
        self.queue: asyncio.Queue = asyncio.Queue(OUTBOX_SIZE)
        self._send = send
        self._close = close
        self.address = address
        self.key: tuple = ()  # (match id, seat) once the hello has been accepted
        self.task = asyncio.create_task(self._run())

    def put(self, text: str) -> None:
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:  # a client that does not read: let it reconnect
            self.close(1008)

    def close(self, code: int) -> None:
        """Close the socket with ``code`` once what is queued has gone out."""
        try:
            self.queue.put_nowait(code)
        except asyncio.QueueFull:
            self.task.cancel()
            asyncio.create_task(self._close(code))

    async def _run(self) -> None:
        while True:
            item = await self.queue.get()
            try:
                if isinstance(item, int):
                    await self._close(item)
                    return
                await self._send(item)
            except Exception:  # the socket went away; its reader cleans up
                return


class CachedMatch:
    """One match in memory."""

    def __init__(self, stored: StoredMatch) -> None:
        self.id = stored.id
        self.session = ServedSession(Match.load(dict(stored.config, log=stored.records)))
        self.clock = stored.config.get("clock")  # the server's, not the engine's: offer.clock_of
        self.marks = list(stored.marks)  # per record: (the seat that asked, when stored)
        self.token_hashes = stored.token_hashes
        self.created = stored.created
        self.last_acted = stored.last_acted
        self.lock = asyncio.Lock()
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


class Matches:
    """Every match this process has in memory, over one store."""

    def __init__(self, store: Store, bot_pace: float = BOT_PACE,
                 clock_scale: float = 1.0) -> None:
        self.store = store
        self.bot_pace = bot_pace
        self.clock_scale = clock_scale  # below 1 only in tests: every clock runs faster
        self._cached: OrderedDict = OrderedDict()
        self._loading: dict = {}
        self._unreadable: dict = {}  # match id -> when its replay last failed
        self._tasks: set = set()
        # Called as committed(table, seat, records) once an action is in the log and
        # its views are pushed; a listener must not block (it spawns what takes time).
        self.committed: list = []
        store.on_status(self._on_status)

    def __len__(self) -> int:
        return len(self._cached)

    def matches(self) -> list:
        return list(self._cached.values())

    async def create(self, profile: object, match_format: object, seats: object,
                     clock: "dict | None" = None) -> tuple:
        """A new match: (its id, per seat its token or None for a bot's seat). Bad
        settings raise IllegalAction."""
        if seats is None:
            seats = [{"name": "Player 1"}, {"name": "Player 2"}]
        match = new_match(profile, match_format, seats, secrets.randbelow(MAX_SEED) + 1)
        match_id = secrets.token_urlsafe(12)
        tokens = [None if s.bot else new_token() for s in match.seats]
        await self.store.create_match(match_id, dict(match.config(), clock=clock),
                                      [BOT_SEAT if t is None else hash_token(t) for t in tokens])
        return match_id, tokens

    async def rematch(self, cached: CachedMatch) -> str:
        """The id of the finished match's rematch, made on first asking: the same
        profile, format and names, a new seed, and the same seat tokens (each link's
        secret opens its seat there too). Call it holding the match's lock."""
        match = cached.match
        if not match.over:
            raise IllegalAction("not_over", "a rematch can start once this match is over")
        rematch_id = rematch_id_of(cached.id)
        if await self.get(rematch_id) is not None:
            return rematch_id
        fresh = Match.new(match.rules.name, match.format.name, [s.as_dict() for s in match.seats],
                          secrets.randbelow(MAX_SEED) + 1)
        try:
            await self.store.create_match(rematch_id, dict(fresh.config(), clock=cached.clock),
                                          list(cached.token_hashes))
        except Conflict:  # another process made it first: the id is taken
            return rematch_id
        # The same people at the same seats: whoever asked to be told still is.
        await self.store.copy_subscriptions(cached.id, rematch_id)
        return rematch_id

    async def rename(self, cached: CachedMatch, seat: int, name: str) -> str:
        """``seat`` takes ``name`` (cleaned, and checked as a new match's names are, and
        not another seat's); returns the name as stored. The copy is rebuilt with it,
        since the deal's messages carry names, and every socket on the match gets its
        new view."""
        async with cached.lock:
            await self.ready(cached)
            match = cached.match
            taken = [s.name for k, s in enumerate(match.seats) if k != seat]
            # Checked in the first place, where make_seats never numbers a name twice.
            try:
                wanted = make_seats([{"name": name}] + [{"name": t} for t in taken],
                                    match.rules)[0].name
            except IllegalAction as error:  # "seat 1: a name has ...": not this seat's number
                raise IllegalAction("bad_request", error.message.partition(": ")[2])
            if wanted in taken:
                raise IllegalAction("bad_request", "%s already sits at this table; choose "
                                    "another name" % wanted)
            seats = [s.as_dict() for s in match.seats]
            seats[seat]["name"] = wanted
            await self.store.rename(cached.id, dict(cached.config(), seats=seats))
            await self._rebuild(cached)
            cached.push_updates()
            return wanted

    async def find_rematch(self, cached: CachedMatch) -> "str | None":
        """The rematch's id once someone has asked for it, else None."""
        if not cached.match.over:
            return None
        rematch_id = rematch_id_of(cached.id)
        return rematch_id if await self.get(rematch_id) is not None else None

    # -- the cache ------------------------------------------------------------------------

    async def get(self, match_id: str) -> "CachedMatch | None":
        """The match's copy (None if there is no such match). Raises Unavailable while
        the database does not answer, Unreadable if its log does not replay."""
        cached = self._cached.get(match_id)
        if cached is not None:
            self._cached.move_to_end(match_id)
            return cached
        failed = self._unreadable.get(match_id)
        if failed is not None and time.monotonic() - failed < UNREADABLE_RETRY:
            raise Unreadable(match_id)
        loading = self._loading.get(match_id)
        if loading is None:
            loading = asyncio.ensure_future(self._load(match_id))
            self._loading[match_id] = loading
        return await asyncio.shield(loading)

    async def _load(self, match_id: str) -> "CachedMatch | None":
        try:
            stored = await self.store.load(match_id)
            if stored is None:
                return None
            cached = self._replay(stored)
            self._cached[match_id] = cached
            self._evict()
            # A bot's turn or a deadline left waiting by a restart is served now.
            self.bot_soon(cached)
            self.clock_soon(cached)
            return cached
        finally:
            self._loading.pop(match_id, None)

    def _replay(self, stored: StoredMatch) -> CachedMatch:
        try:
            cached = CachedMatch(stored)
        except Exception as error:
            # A log the engine cannot replay is a bug (or a damaged database): said
            # loudly, once a minute at most, and answered with a clear error.
            self._unreadable[stored.id] = time.monotonic()
            log.error("match unreadable match=%s records=%d error=%s; "
                      "`indian-rummy doctor` lists every such match", stored.id,
                      len(stored.records), one_line(error))
            raise Unreadable(stored.id)
        self._unreadable.pop(stored.id, None)
        return cached

    def _evict(self) -> None:
        while len(self._cached) > CACHE_SIZE:
            for match_id, cached in self._cached.items():
                if not cached.sockets and not cached.lock.locked():
                    del self._cached[match_id]
                    break
            else:
                return

    def _forget(self, cached: CachedMatch) -> None:
        """The match left the log: its copy goes, its sockets are told."""
        cached.gone = True
        cached.valid = False
        if self._cached.get(cached.id) is cached:
            del self._cached[cached.id]
        cached.close_sockets(4404)

    # -- keeping each copy in line with the log -----------------------------------------

    async def ready(self, cached: CachedMatch, ask: bool = False) -> bool:
        """Bring the copy in line with the log, holding the match's lock: rebuilt if it
        may differ from the log, caught up if it may be behind (or ``ask``: an HTTP
        read asks every time). True if anything changed. Raises Gone, Unavailable or
        Unreadable, leaving the copy to be brought in line again next time."""
        if cached.gone:
            raise Gone(cached.id)
        if not cached.valid:
            await self._rebuild(cached)
            return True
        if ask or cached.stale or not self.store.cache_trusted:
            return await self.catch_up(cached)
        return False

    async def catch_up(self, cached: CachedMatch) -> bool:
        """Replay what other processes appended; True if anything was new. Call it
        holding the match's lock."""
        match = cached.match
        cached.stale = False  # a notification arriving during the read sets it again
        try:
            rows = await self.store.records_after(cached.id, len(match.log))
        except BaseException:
            cached.stale = True
            raise
        if not rows:
            return False
        try:
            for record, _, _ in rows:
                match.apply(record)
        except IllegalAction:
            await self._rebuild(cached)
            return True
        for _, seat, stamp in rows:
            cached.marks.append((seat, stamp))
            if seat != CLOCK_SEAT:
                cached.last_acted[seat] = stamp
        self.clock_soon(cached)
        return True

    async def _rebuild(self, cached: CachedMatch) -> None:
        cached.valid = False
        stored = await self.store.load(cached.id)
        if stored is None:
            self._forget(cached)
            raise Gone(cached.id)
        try:
            fresh = self._replay(stored)
        except Unreadable:
            # Out of the cache, so that asking again waits for UNREADABLE_RETRY.
            if self._cached.get(cached.id) is cached:
                del self._cached[cached.id]
            cached.close_sockets(1011)
            raise
        cached.session = fresh.session
        cached.marks = fresh.marks
        cached.last_acted = fresh.last_acted
        cached.token_hashes = fresh.token_hashes
        cached.stale = False
        cached.valid = True
        self.clock_soon(cached)

    async def act(self, cached: CachedMatch, seat: int, text: str,
                  skip: "Outbox | None" = None) -> str:
        """Carry out one façade request for ``seat``; returns the reply text. A request
        that changed the match is durably logged before anyone hears of it, then every
        other socket on the match gets its new view. Raises Gone, Unavailable or
        Unreadable (nothing was acknowledged).

        The log decides races: the records are appended with the ``seq`` that comes
        next in this process's copy. If the log refuses them, the copy is rebuilt from
        the log and the request judged once more against the table as it now is (so a
        move that no longer fits gets the rule's own refusal); a second refusal is
        answered with ``conflict`` and the fresh view.
        """
        async with cached.lock:
            await self.ready(cached)
            for _ in range(2):
                match = cached.match
                before = len(match.log)
                try:
                    if '"review"' in text and _request_field(text, "type") in SLOW_REQUESTS:
                        reply = await asyncio.to_thread(cached.session.handle, seat, text)
                    else:
                        reply = cached.session.handle(seat, text)
                except BaseException:
                    cached.valid = False  # a bug must not leave a half-applied action
                    raise
                records = match.log[before:]
                if not records:
                    return reply
                now = await self._log(cached, seat, records)
                if now is None:
                    continue
                self._committed(cached, seat, records, now, skip)
                return reply
            return self._conflict(cached, seat, text)

    async def _log(self, cached: CachedMatch, seat: int, records: list) -> "float | None":
        """Append the copy's new records to the log: the time stamped on them, or None
        if the log refused them (another move came first; the copy is rebuilt, so the
        caller judges the table again). Any other failure leaves the copy to be rebuilt
        before it is used, stored or not: the log decides."""
        match = cached.match
        try:
            return await self.store.append(cached.id, seat, records,
                                           "over" if match.over else "playing")
        except Conflict:
            await self._rebuild(cached)
            return None
        except BaseException:
            cached.valid = False
            raise

    def _committed(self, cached: CachedMatch, seat: int, records: list, now: float,
                   skip: "Outbox | None" = None) -> None:
        """What follows an action the log has stored: the seat's time, every other
        socket's view, the listeners, the next bot's turn and the turn's deadline."""
        cached.marks.extend([(seat, now)] * len(records))
        if seat != CLOCK_SEAT:
            cached.last_acted[seat] = now
        cached.push_updates(skip)
        for listener in self.committed:
            try:
                listener(cached, seat, records)
            except Exception as error:  # the move stands and is answered whatever befalls
                log.error("after-commit listener failed match=%s error=%s", cached.id,
                          one_line(error))
        self.bot_soon(cached)
        self.clock_soon(cached)

    # -- the bots' seats ------------------------------------------------------------------

    def bot_soon(self, cached: CachedMatch, delay: "float | None" = None) -> None:
        """If a bot seat is to play, play its turn in a moment (once: a turn already
        coming up stays as it is). The turn is played through the log like anyone's, so
        a restart loses nothing: the match's next load plays it."""
        if cached.bot_timer is not None or cached.gone:
            return
        # A copy to be rebuilt may be wrong about whose turn it is: the turn asks again.
        if cached.valid and cached.bot_to_play() is None:
            return
        cached.bot_timer = asyncio.get_running_loop().call_later(
            self.bot_pace if delay is None else delay,
            lambda: self._spawn(self._play_bot(cached)))

    async def _play_bot(self, cached: CachedMatch) -> None:
        cached.bot_timer = None

        async def turn() -> "int | None":
            seat = cached.bot_to_play()
            if seat is not None:
                # On a thread: an expert bot's turn takes tens of milliseconds, which
                # the other matches' moves should not wait for.
                await asyncio.to_thread(play_bot_turn, cached.match, seat)
            return seat

        if not await self._serve_move(cached, turn):
            self.bot_soon(cached, RETRY)

    # -- the turn clock -------------------------------------------------------------------

    def clock_soon(self, cached: CachedMatch) -> None:
        """Set the timer for the deadline of the turn being played, if the server plays
        it when time is up (a live clock's; a timer set for an earlier turn goes)."""
        if cached.clock_timer is not None:
            cached.clock_timer.cancel()
            cached.clock_timer = None
        if cached.clock is None or cached.gone or not cached.valid:
            return
        turn = self.clock_of(cached)
        if turn is not None and not turn.days:
            self._clock_at(cached, turn.deadline - time.time())

    def _clock_at(self, cached: CachedMatch, delay: float) -> None:
        cached.clock_timer = asyncio.get_running_loop().call_later(
            max(0.0, delay), lambda: self._spawn(self._time_out(cached)))

    def clock_of(self, cached: CachedMatch) -> "clock.Turn | None":
        """The clock's reading of the match's turn (None: no clock, or no turn on it)."""
        return clock.reading(cached.match, cached.marks, cached.clock, cached.created,
                             self.clock_scale)

    async def _time_out(self, cached: CachedMatch) -> None:
        cached.clock_timer = None

        async def turn() -> "int | None":
            found = self.clock_of(cached)
            if found is None:
                return None  # the turn is over (its move set the next timer)
            if time.time() < found.deadline:  # the loop's clock ran ahead of the wall's
                self._clock_at(cached, found.deadline - time.time() + 0.01)
                return None
            clock.play_for(cached.match, found)
            return CLOCK_SEAT

        if not await self._serve_move(cached, turn):
            self._clock_at(cached, RETRY)

    async def end_late_turn(self, cached: CachedMatch, seat: int) -> None:
        """``seat`` ends the wait for a seat whose days for its turn are over (an
        any-time match's clock): the late seat drops, or, if it drew and went away,
        the card it drew is thrown for it (clock.play_late). IllegalAction if there
        is no such wait to end; Unavailable while the database does not answer."""
        async def late() -> int:
            turn = self.clock_of(cached)
            if turn is None or not turn.days:
                raise IllegalAction("not_late", "this match gives no days a turn, or no "
                                    "turn is being waited for")
            if turn.seat == seat:
                raise IllegalAction("not_late", "it is your own turn: play it")
            assert cached.clock is not None  # a reading with days has a clock
            days = cached.clock["days"]
            if time.time() < turn.deadline:
                raise IllegalAction("not_late", "%s still has time: %d day%s a turn, until "
                                    "%s UTC" % (cached.match.seats[turn.seat].name, days,
                                                "" if days == 1 else "s",
                                                time.strftime("%d %b %H:%M",
                                                              time.gmtime(turn.deadline))))
            clock.play_late(cached.match, turn)
            return CLOCK_SEAT

        async with cached.lock:
            await self._serve_locked(cached, late)

    async def _serve_move(self, cached: CachedMatch, play: Any) -> bool:
        """A move the server makes for a seat, through the log like anyone's: ``play()``
        acts on the copy and returns the seat to store it under (CLOCK_SEAT for the
        clock), or None for nothing to do. False if it must be tried again later
        (the database does not answer)."""
        try:
            async with cached.lock:
                await self._serve_locked(cached, play)
            return True
        except Unavailable:
            return False
        except (Gone, Unreadable):
            pass
        except Exception as error:
            log.error("server move failed match=%s error=%s", cached.id, one_line(error))
        return True

    async def _serve_locked(self, cached: CachedMatch, play: Any) -> None:
        """The body of _serve_move, holding the match's lock; raises what it meets."""
        await self.ready(cached)
        for _ in range(2):
            match = cached.match
            before = len(match.log)
            try:
                seat = await play()
            except IllegalAction:
                raise  # refused before acting: the copy is as it was
            except BaseException:
                cached.valid = False
                raise
            if seat is None:
                return
            records = match.log[before:]
            now = await self._log(cached, seat, records)
            if now is None:
                continue
            self._committed(cached, seat, records, now)
            return

    def _conflict(self, cached: CachedMatch, seat: int, text: str) -> str:
        return encode_json({"id": request_id(text), "ok": False, "error": {
            "code": "conflict", "message": "Other moves kept reaching the table first; this "
            "is the table as it is now."}, "result": cached.session.view(seat)})

    # -- hearing the log ------------------------------------------------------------------

    async def heard(self, match_id: str, renamed: bool = False) -> None:
        """Another process committed to ``match_id``: re-read it before it is next used,
        and bring the sockets open here up to date now. A seat's new name is not in
        the log: the copy is rebuilt (or, with no sockets, forgotten)."""
        cached = self._cached.get(match_id)
        if cached is None:
            return
        if renamed:
            if not cached.sockets:
                self._cached.pop(match_id, None)
                return
            cached.valid = False
        else:
            cached.stale = True
        if not cached.sockets:
            return
        async with cached.lock:
            if await self.ready(cached):
                cached.push_updates()

    async def resync(self) -> None:
        """After a time when this process could not hear the log (or reach it): no
        copy is trusted until it has caught up; those with sockets catch up now and
        push their fresh views."""
        matches = self.matches()
        for cached in matches:
            cached.stale = True
        for cached in matches:
            if not cached.sockets or cached.gone:
                continue
            async with cached.lock:
                try:
                    await self.ready(cached)
                except (Gone, Unreadable):
                    continue
                cached.push_updates()
            self.bot_soon(cached)

    def _on_status(self, available: bool) -> None:
        event = encode_json({"type": "event", "event": "database", "available": available})
        for cached in self.matches():
            cached.push_all(event)
        if available and not self.store.listens:  # a listening store resyncs on reconnecting
            self._spawn(self._resync_quietly())

    async def _resync_quietly(self) -> None:
        try:
            await self.resync()
        except Unavailable:
            pass  # down again: the next recovery resyncs

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def watch(self, every: float = 1.0) -> None:
        """While the database is down, ask it every ``every`` seconds whether it is
        back (the answer tells everyone who listens for it). Runs until cancelled."""
        while True:
            await asyncio.sleep(every)
            if not self.store.available:
                try:
                    await self.store.ping()
                except Unavailable:
                    pass

    async def resume(self, hours: float = RESUME_HOURS) -> int:
        """Load the matches used in the last ``hours`` in which the server may have a
        move to make (a bot's turn, a live clock's deadline), so that after a restart
        those moves come when they are due, whether or not anyone opens the match; how
        many were loaded. Raises Unavailable while the database does not answer."""
        count = 0
        for match_id in await self.store.served_by_the_server(time.time() - hours * 3600):
            try:
                if await self.get(match_id) is not None:
                    count += 1
            except Unreadable:
                continue  # logged; the doctor lists it
        return count

    async def expire(self, days: float) -> int:
        """Delete the matches unused for ``days``; how many. Their copies here go too."""
        before = time.time() - days * 86400
        count = 0
        while True:
            ids = await self.store.expire(before)
            for match_id in ids:
                cached = self._cached.get(match_id)
                if cached is not None:
                    self._forget(cached)
            count += len(ids)
            if len(ids) < 200:
                return count
