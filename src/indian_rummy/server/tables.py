"""The server's matches in memory: replayed from the log, kept in step with it.

Each match in use has a :class:`Table`: its served façade session (the replay
of its log), a lock that lets one request at a time act on it, the hashes of
its seat tokens, and the sockets open on it. Before a request acts, the log is
asked for records past the cached length (another process may have appended);
the records a request adds are appended with their ``seq``, and a
:class:`~indian_rummy.server.storage.Conflict` there means another process
won the race: the table is rebuilt from the log and the request judged again.
"""

import asyncio
import base64
import hashlib
import hmac
import json
import secrets
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from ..canon import dumps
from ..facade import Session
from ..game import MAX_SEED, IllegalAction
from ..match import Match, make_seats
from .storage import Conflict, Store, StoredMatch

CACHE_SIZE = 2000  # matches kept replayed in memory (those with open sockets always stay)
OUTBOX_SIZE = 256  # messages queued for one socket before it is deemed too slow and closed


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


class ServedSession(Session):
    """The façade for the server: answers each seat, never reveals the seed."""

    def __init__(self, match: Match) -> None:
        Session.__init__(self, match, local=False)

    def encode(self, reply: dict) -> str:
        return encode_json(reply)


class Outbox:
    """One socket's outgoing messages, sent in order by one task."""

    def __init__(self, send: Callable[[str], Any], close: Callable[[int], Any]) -> None:
        self.queue: asyncio.Queue = asyncio.Queue(OUTBOX_SIZE)
        self._send = send
        self._close = close
        self.task = asyncio.create_task(self._run())

    def put(self, text: str) -> None:
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:  # a client that does not read: let it reconnect
            self.task.cancel()
            asyncio.create_task(self._close(1008))

    async def _run(self) -> None:
        while True:
            text = await self.queue.get()
            try:
                await self._send(text)
            except Exception:  # the socket went away; its reader cleans up
                return


class Table:
    """One match in memory."""

    def __init__(self, stored: StoredMatch) -> None:
        self.id = stored.id
        self.session = ServedSession(Match.load(dict(stored.config, log=stored.records)))
        self.token_hashes = stored.token_hashes
        self.created = stored.created
        self.last_acted = stored.last_acted
        self.lock = asyncio.Lock()
        self.sockets: dict = {}  # Outbox -> seat
        self.stale = False  # another process has appended since this copy was read

    @property
    def match(self) -> Match:
        match = self.session.match
        assert match is not None
        return match

    def seat_for(self, token: object) -> "int | None":
        """The seat whose token this is, compared in constant time (None: no seat)."""
        if not isinstance(token, str) or not token or len(token) > 200:
            return None
        digest = hash_token(token)
        found = None
        for seat, stored in enumerate(self.token_hashes):
            # Every seat is compared, so the time taken says nothing about which matched.
            if hmac.compare_digest(digest, stored):
                found = seat
        return found

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
        self._push_all(encode_json({"type": "event", "event": "rematch", "match": rematch_id}))

    def push_presence(self) -> None:
        self._push_all(self.presence_event())

    def _push_all(self, text: str) -> None:
        for outbox in self.sockets:
            outbox.put(text)


class Tables:
    """Every match this process has in memory, over one store."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._tables: OrderedDict = OrderedDict()
        self._loading: dict = {}

    async def create(self, profile: object, match_format: object, seats: object) -> tuple:
        """A new match: (its id, one token per seat). Bad settings raise IllegalAction."""
        if seats is None:
            seats = [{"name": "Player 1"}, {"name": "Player 2"}]
        if isinstance(seats, list):
            for entry in seats:
                if isinstance(entry, dict) and entry.get("bot") is not None:
                    raise IllegalAction("bad_request",
                                        "every seat of a partner match is a person's")
        match = Match.new(profile, match_format, seats, secrets.randbelow(MAX_SEED) + 1)
        match_id = secrets.token_urlsafe(12)
        tokens = [new_token() for _ in match.seats]
        await self.store.create_match(match_id, match.config(), [hash_token(t) for t in tokens])
        return match_id, tokens

    async def rematch(self, table: Table) -> str:
        """The id of the finished match's rematch, made on first asking: the same
        profile, format and names, a new seed, and the same seat tokens (each link's
        secret opens its seat there too). Call it holding the table's lock."""
        match = table.match
        if not match.over:
            raise IllegalAction("not_over", "a rematch can start once this match is over")
        rematch_id = rematch_id_of(table.id)
        if await self.get(rematch_id) is not None:
            return rematch_id
        fresh = Match.new(match.rules.name, match.format.name, [s.as_dict() for s in match.seats],
                          secrets.randbelow(MAX_SEED) + 1)
        try:
            await self.store.create_match(rematch_id, fresh.config(), list(table.token_hashes))
        except Exception:
            # Another process made it first (the id is taken); anything else is an error.
            if await self.get(rematch_id) is None:
                raise
        return rematch_id

    async def rename(self, table: Table, seat: int, name: object) -> str:
        """``seat`` takes ``name`` (checked as a new match's names are, and not another
        seat's); returns the name as stored. The copy is rebuilt with it, since the
        deal's messages carry names, and every socket on the match gets its new view."""
        async with table.lock:
            await self.refresh(table)
            match = table.match
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
            await self.store.rename(table.id, dict(match.config(), seats=seats))
            await self._rebuild(table)
            table.push_updates()
            return wanted

    async def find_rematch(self, table: Table) -> "str | None":
        """The rematch's id once someone has asked for it, else None."""
        if not table.match.over:
            return None
        rematch_id = rematch_id_of(table.id)
        return rematch_id if await self.get(rematch_id) is not None else None

    async def get(self, match_id: str) -> "Table | None":
        table = self._tables.get(match_id)
        if table is not None:
            self._tables.move_to_end(match_id)
            return table
        loading = self._loading.get(match_id)
        if loading is None:
            loading = asyncio.ensure_future(self._load(match_id))
            self._loading[match_id] = loading
        return await asyncio.shield(loading)

    async def _load(self, match_id: str) -> "Table | None":
        try:
            stored = await self.store.load(match_id)
            if stored is None:
                return None
            table = Table(stored)
            self._tables[match_id] = table
            self._evict()
            return table
        finally:
            self._loading.pop(match_id, None)

    def _evict(self) -> None:
        while len(self._tables) > CACHE_SIZE:
            for match_id, table in self._tables.items():
                if not table.sockets and not table.lock.locked():
                    del self._tables[match_id]
                    break
            else:
                return

    async def catch_up(self, table: Table) -> bool:
        """Replay what other processes appended; True if anything was new. Call it
        holding the table's lock."""
        match = table.match
        table.stale = False
        rows = await self.store.records_after(table.id, len(match.log))
        if not rows:
            return False
        try:
            for record, _, _ in rows:
                match.apply(record)
        except IllegalAction:
            await self._rebuild(table)
            return True
        for _, seat, stamp in rows:
            table.last_acted[seat] = stamp
        return True

    async def refresh(self, table: Table) -> None:
        """Make sure the cached match is the log's (holding the table's lock), as far as
        the store can tell without asking (see Store.cache_trusted); the append's seq
        check catches the rest."""
        if table.stale or not self.store.cache_trusted:
            await self.catch_up(table)

    async def _rebuild(self, table: Table) -> None:
        stored = await self.store.load(table.id)
        assert stored is not None, "a match's rows are never deleted"
        fresh = Table(stored)
        table.session = fresh.session
        table.last_acted = fresh.last_acted
        table.stale = False

    async def act(self, table: Table, seat: int, text: str,
                  skip: "Outbox | None" = None) -> str:
        """Carry out one façade request for ``seat``; returns the reply text. A request
        that changed the match is logged before anyone hears of it, then every other
        socket on the match gets its new view.

        The log decides races: the records are appended with the ``seq`` that comes
        next in this process's copy. If another process took it, the copy is rebuilt
        from the log and the request judged once more against the table as it now is
        (so a move that no longer fits gets the rule's own refusal); a second
        conflict is answered with ``conflict`` and the fresh view.
        """
        async with table.lock:
            await self.refresh(table)
            for _ in range(2):
                match = table.match
                before = len(match.log)
                try:
                    reply = table.session.handle(text, seat)
                except Exception:
                    await self._rebuild(table)  # a bug must not leave a half-applied action
                    raise
                records = match.log[before:]
                if not records:
                    return reply
                try:
                    now = await self.store.append(table.id, seat, records,
                                                  "over" if match.over else "playing")
                except Conflict:
                    await self._rebuild(table)
                    continue
                except Exception:
                    await self._rebuild(table)
                    raise
                table.last_acted[seat] = now
                table.push_updates(skip)
                return reply
            return self._conflict(table, seat, text)

    def _conflict(self, table: Table, seat: int, text: str) -> str:
        try:
            request_id = json.loads(text).get("id")
        except (ValueError, AttributeError):
            request_id = None
        return encode_json({"id": request_id if isinstance(request_id, int) else None,
                            "ok": False, "error": {
                                "code": "conflict", "message": "Other moves kept reaching the "
                                "table first; this is the table as it is now."},
                            "result": table.session.view(seat)})

    async def heard(self, match_id: str, renamed: bool = False) -> None:
        """Another process committed to ``match_id``: re-read it before it is next used,
        and bring the sockets open here up to date now. A seat's new name is not in
        the log: the copy is rebuilt (or, with no sockets, forgotten)."""
        table = self._tables.get(match_id)
        if table is None:
            return
        if renamed:
            if not table.sockets:
                self._tables.pop(match_id, None)
                return
            async with table.lock:
                await self._rebuild(table)
                table.push_updates()
            return
        table.stale = True
        if not table.sockets:
            return
        async with table.lock:
            if await self.catch_up(table):
                table.push_updates()
