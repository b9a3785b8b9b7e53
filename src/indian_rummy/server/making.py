"""Making matches: a new one, a finished one's rematch, and a seat's new name.

A match is made straight into the log (the cache loads it when first asked for).
Its seat tokens are never stored, only their hashes; a rematch has the same seats
and the same hashes, so each seat's link opens its seat there too. Each match,
a rematch too, gets its own secret deal key (see engine/chacha.py), kept in the
log beside its seed and never sent to anyone.
"""

import base64
import hashlib
import secrets

from ..bots import new_match
from ..engine.chacha import SECRET_DIGITS
from ..engine.deal import MAX_SEED, IllegalAction
from ..engine.match import Match, make_seats
from .cache import Cache
from .cached import NO_TOKEN, CachedMatch, hash_token
from .storage import Conflict
from .words import Refused


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


def served_config(match: Match, clock: "dict | None") -> dict:
    """What the log keeps of a new served match: its config, with a new secret deal key
    of 256 bits from the operating system's generator (its deals are shuffled by that,
    not by the seed, which a seat could search for from its cards), and the clock."""
    return dict(match.config(), secret=secrets.token_hex(SECRET_DIGITS // 2), clock=clock)


class Making:
    """Matches made over the log of ``cache``."""

    def __init__(self, cache: Cache) -> None:
        self.cache = cache

    async def create(self, profile: object, match_format: object, seats: object,
                     clock: "dict | None" = None) -> tuple:
        """A new match: (its id, per seat its token or None for a bot's seat). Bad
        settings raise IllegalAction."""
        if seats is None:
            seats = [{"name": "Player 1"}, {"name": "Player 2"}]
        match = new_match(profile, match_format, seats, secrets.randbelow(MAX_SEED) + 1)
        match_id = secrets.token_urlsafe(12)
        tokens = [None if s.bot else new_token() for s in match.seats]
        hashes = [NO_TOKEN if t is None else hash_token(t) for t in tokens]
        await self.cache.store.create_match(match_id, served_config(match, clock), hashes)
        return match_id, tokens

    async def rematch(self, cached: CachedMatch) -> str:
        """The id of the finished match's rematch, made on first asking: the same
        profile, format and names, a new seed and deal key, and the same seat tokens
        (each link's secret opens its seat there too). Call it holding the match's lock."""
        match = cached.match
        if not match.over:
            raise Refused("not_over", "server-rematch-not-over")
        rematch_id = rematch_id_of(cached.id)
        if await self.cache.get(rematch_id) is not None:
            return rematch_id
        fresh = Match.new(match.rules.name, match.format.name,
                          [s.as_dict() for s in match.seats], secrets.randbelow(MAX_SEED) + 1)
        config = served_config(fresh, cached.clock)
        try:
            await self.cache.store.create_match(rematch_id, config, list(cached.token_hashes))
        except Conflict:  # another process made it first: the id is taken
            return rematch_id
        # The same people at the same seats: whoever asked to be told still is.
        await self.cache.store.pushes.copy(cached.id, rematch_id)
        return rematch_id

    async def find_rematch(self, cached: CachedMatch) -> "str | None":
        """The rematch's id once someone has asked for it, else None."""
        if not cached.match.over:
            return None
        rematch_id = rematch_id_of(cached.id)
        return rematch_id if await self.cache.get(rematch_id) is not None else None

    async def rename(self, cached: CachedMatch, seat: int, name: str) -> str:
        """``seat`` takes ``name`` (cleaned, and checked as a new match's names are, and
        not another seat's); returns the name as stored. The copy is rebuilt with it,
        since the deal's messages carry names, and every socket on the match gets its
        new view."""
        async with cached.lock:
            await self.cache.ready(cached)
            match = cached.match
            taken = [s.name for k, s in enumerate(match.seats) if k != seat]
            # Checked in the first place, where make_seats never numbers a name twice.
            try:
                wanted = make_seats([{"name": name}] + [{"name": t} for t in taken],
                                    match.rules)[0].name
            except IllegalAction as error:  # "Seat 1: a name has ...": not this seat's number
                said = error.message
                if isinstance(said, dict) and said["id"] == "refusal-seat":
                    said = said["args"]["reason"]
                raise IllegalAction("bad_request", said) from None
            if wanted in taken:
                raise Refused("bad_request", "server-name-taken", name=wanted)
            seats = [s.as_dict() for s in match.seats]
            seats[seat]["name"] = wanted
            await self.cache.store.rename(cached.id, dict(cached.config(), seats=seats))
            await self.cache.rebuild(cached)
            cached.push_updates()
            return wanted
