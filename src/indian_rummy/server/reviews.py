"""Reviews of finished deals: each worked out once per deal and seat, then kept.

A review replays its deal with the coach at every turn: a few hundred milliseconds
of the server's CPU. So the first one asked for (a deal, a seat) is worked out on
a worker thread and kept in the store; every later one, on this process or any
other, after a restart too, is read from there. Working one out costs the asking
address a token of a small bucket of its own (REVIEW_RATE), so that asking for
review after review cannot drain the CPU: beyond it the answer is TooMany, which
says how long to wait (HTTP: 429 with Retry-After). A kept review costs nothing
but the request.

A kept review is the judgement of the coach that worked it out, so it is kept with
that coach's mark (:func:`coach_mark`, a digest of the portable code the review
runs); once the server runs another coach, a review kept by the old one is worked
out again and replaces it, so that a player never reads two coaches' words.
"""

import asyncio
import hashlib
import json
import logging

from .. import site
from ..engine.match import Match
from ..protocol.wire import JsonError, read_json
from .cache import Cache
from .cached import CachedMatch
from .limits import Limits
from .served import encode_json
from .storage import Conflict, Unavailable, one_line
from .words import message

log = logging.getLogger("indian_rummy.server")

# Reviews one address may have worked out: per second, and at once. One every ten
# seconds keeps a looping client to about 4% of a core; six at once cover a person
# reading back the deals of a match.
REVIEW_RATE = (0.1, 6.0)
NOT_ASKED = object()  # a request whose deal could not be read: the session refuses it


_MARK: list = []  # the coach's mark, worked out once


def coach_mark() -> str:
    """A digest of the portable packages' source (the coach, the review and the rules
    they judge by): equal for two servers exactly when their reviews agree."""
    if not _MARK:
        digest = hashlib.sha256()
        for name, source in sorted(site.engine_sources().items()):
            digest.update(name.encode("utf-8") + b"\0" + source.encode("utf-8") + b"\0")
        _MARK.append(digest.hexdigest()[:16])
    return _MARK[0]


def kept_text(review: dict) -> str:
    """What the store keeps of a review: it, with the mark of the coach that made it."""
    return encode_json({"coach": coach_mark(), "review": review})


def kept_review(text: str) -> "dict | None":
    """The review kept as ``text``, or None if another coach made it (or it does not
    read as one: it is worked out again)."""
    try:
        kept = json.loads(text)
    except ValueError:
        return None
    if not isinstance(kept, dict) or kept.get("coach") != coach_mark():
        return None
    review = kept.get("review")
    return review if isinstance(review, dict) else None


class TooMany(Exception):
    """The address has had as many reviews worked out as it may for now."""

    def __init__(self, wait: int) -> None:
        Exception.__init__(self, "too many reviews; try again in %d s" % wait)
        self.wait = wait  # seconds
        self.words = message("server-too-many-reviews", seconds=wait)


def reviewed_deal(match: Match, asked: object) -> "int | None":
    """The number of the finished deal that a review of deal ``asked`` is of (None
    asked: the latest finished), or None if it would be refused (no such deal, not
    over, not a number).

    >>> match = Match.new("twine", "pool101", [{"name": "A"}, {"name": "B"}], seed=5)
    >>> reviewed_deal(match, None), reviewed_deal(match, 1)
    (None, None)
    >>> _ = match.drop(0)
    >>> reviewed_deal(match, None), reviewed_deal(match, 1), reviewed_deal(match, True)
    (1, 1, None)
    """
    over = match.number if match.deal.result is not None else match.number - 1
    if asked is None:
        return over if over >= 1 else None
    if type(asked) is int and 1 <= asked <= over:
        return asked
    return None


class Reviews:
    """The reviews of the matches in ``cache``; ``rate`` (per second, burst) bounds
    how many one address may have worked out (0: no bound)."""

    def __init__(self, cache: Cache, rate: tuple = REVIEW_RATE) -> None:
        self.cache = cache
        self.limits = Limits(*rate)

    async def answer(self, cached: CachedMatch, seat: int, text: str, address: str) -> str:
        """The session's reply to the review request ``text`` of ``seat``, the review
        kept if there is one, else worked out (on a worker thread) and kept. Call it
        holding the match's lock, the copy in line with the log. Raises TooMany
        before working one out beyond the address's rate, Unavailable if the store
        cannot say whether one is kept."""
        session = cached.session
        asked = _deal_asked(text)
        number = None if asked is NOT_ASKED else reviewed_deal(cached.match, asked)
        if number is not None:
            text_kept = await self.cache.store.reviews.kept(cached.id, number, seat)
            kept = kept_review(text_kept) if text_kept is not None else None
            if kept is not None:
                session.kept_reviews[(asked, seat)] = kept
            elif not self.limits.take(address):
                raise TooMany(self.limits.wait(address))
        session.worked_out = None
        try:
            reply = await asyncio.to_thread(session.handle, seat, text)
        finally:
            session.kept_reviews.clear()
        found, session.worked_out = session.worked_out, None
        if found is not None:
            await self._keep(cached, seat, found)
        return reply

    async def _keep(self, cached: CachedMatch, seat: int, found: dict) -> None:
        """Keep a review worked out (in place of one an older coach made); one the store
        cannot take now is answered all the same (the next asking works it out again)."""
        try:
            await self.cache.store.reviews.keep(cached.id, found["deal"], seat, kept_text(found))
        except (Unavailable, Conflict) as error:
            log.warning("review not kept match=%s error=%s", cached.id, one_line(error))


def _deal_asked(text: str) -> object:
    """The ``deal`` a review request asks for (None: not given), or NOT_ASKED if the
    request does not read as one."""
    try:
        request = read_json(text)
    except JsonError:
        return NOT_ASKED
    args = request.get("args") if isinstance(request, dict) else None
    if args is None:
        return None
    return args.get("deal") if isinstance(args, dict) else NOT_ASKED
