"""Reviews of finished deals: each worked out once per deal and seat, kept, and served
from the bytes kept.

A review replays its deal with the coach at every turn: a few hundred milliseconds
of the server's CPU. So the first one asked for (a deal, a seat) is worked out on
a worker thread and kept in the store; every later one, on this process or any
other, after a restart too, is read from there. A review is kept as the gzip of
its canonical JSON text (:func:`packed`, a tenth of its size or less), and a reply
is the session's reply around those bytes (:class:`Reply`): to a client that takes
gzip they go out as they were kept, spliced between the compressed view before
and after them; nothing of the review is decoded, encoded or compressed again.

Every review asked for costs the asking address a token of a bucket of its own
(READ_RATE, a person paging through a match's deals), and working one out a token
of a smaller one (REVIEW_RATE), so that asking in a loop cannot drain the CPU:
beyond either the answer is TooMany, which says how long to wait (HTTP: 429 with
Retry-After).

A kept review is the judgement of the coach that worked it out, so it is kept with
that coach's mark (:func:`coach_mark`, a digest of the portable code the review
runs); once the server runs another coach, a review kept by the old one is worked
out again and replaces it, so that a player never reads two coaches' words.
"""

import asyncio
import hashlib
import logging
import struct
import zlib

from .. import site
from ..engine.match import Match
from ..protocol.table import TableSession
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
# Reviews one address may read, kept or new: a person paging through the deals of a
# match, back and forth; a client asking in a loop gets two a second.
READ_RATE = (2.0, 20.0)

# A kept review is a gzip member of its own making: the header (no name, no time),
# the text deflated and flushed to a byte's edge (so that it can stand between other
# deflated text), an empty last block, and the text's CRC-32 and length.
GZIP_HEADER = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
LAST_BLOCK = b"\x03\x00"  # final, fixed codes, end of block: nothing
TRAILER = struct.Struct("<II")  # CRC-32, length (mod 2**32), little-endian
# Where the kept review stands in the session's reply, while the reply is written.
PLACE = {"\x00kept": "review"}  # no view's text holds a NUL
PLACED = '"review":' + encode_json(PLACE)

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


def packed(review: dict) -> bytes:
    """What the store keeps of a review: its canonical text, gzipped as a member that
    another reply's deflated text can be spliced around.

    >>> import gzip, json
    >>> json.loads(gzip.decompress(packed({"deal": 1, "turns": []})))
    {'deal': 1, 'turns': []}
    """
    data = encode_json(review).encode("utf-8")
    deflate = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    body = deflate.compress(data) + deflate.flush(zlib.Z_SYNC_FLUSH)
    return GZIP_HEADER + body + LAST_BLOCK + TRAILER.pack(zlib.crc32(data),
                                                          len(data) & 0xFFFFFFFF)


def is_packed(kept: bytes) -> bool:
    """Whether ``kept`` reads as :func:`packed` made it (else it is worked out again)."""
    end = len(kept) - TRAILER.size
    return (end > len(GZIP_HEADER) + len(LAST_BLOCK) and kept.startswith(GZIP_HEADER)
            and kept[end - len(LAST_BLOCK):end] == LAST_BLOCK)


def deflated(kept: bytes) -> bytes:
    """The deflated text of a packed review: no header, no last block, no trailer."""
    return kept[len(GZIP_HEADER):-len(LAST_BLOCK) - TRAILER.size]


class Reply:
    """The session's reply to a review request, around the review as it was kept
    (``kept``, :func:`packed`; None: a reply with no review in it, a refusal)."""

    __slots__ = ("before", "kept", "after")

    def __init__(self, text: str, kept: "bytes | None") -> None:
        before, placed, after = text.partition(PLACED)
        self.kept = kept if placed else None
        self.before = before + '"review":' if placed else text
        self.after = after

    def text(self) -> str:
        """The whole reply's text (the kept review inflated: a socket's, or a client's
        that takes no gzip)."""
        if self.kept is None:
            return self.before
        review = zlib.decompressobj(-zlib.MAX_WBITS).decompress(deflated(self.kept))
        return self.before + review.decode("utf-8") + self.after

    def gzipped(self) -> "bytes | None":
        """The whole reply gzipped, the kept review's bytes as they were kept (None: no
        review in it)."""
        if self.kept is None:
            return None
        before, after = self.before.encode("utf-8"), self.after.encode("utf-8")
        crc, size = TRAILER.unpack(self.kept[-TRAILER.size:])
        # CRC-32 is affine: the CRC of ``before`` followed by the review is that of
        # ``before`` followed by as many zero bytes, plus the review's own, less that of
        # the zero bytes alone.
        zeros = bytes(size)
        crc = zlib.crc32(zeros, zlib.crc32(before)) ^ crc ^ zlib.crc32(zeros)
        crc = zlib.crc32(after, crc)
        head = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS)
        tail = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS)
        return b"".join((
            GZIP_HEADER, head.compress(before), head.flush(zlib.Z_SYNC_FLUSH),
            deflated(self.kept),
            tail.compress(after), tail.flush(zlib.Z_FINISH),
            TRAILER.pack(crc, (len(before) + size + len(after)) & 0xFFFFFFFF)))


class TooMany(Exception):
    """The address has asked for as many reviews, or had as many worked out, as it
    may for now."""

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
    how many one address may have worked out, and READ_RATE how many it may ask for
    (``rate`` 0: neither is bounded)."""

    def __init__(self, cache: Cache, rate: tuple = REVIEW_RATE) -> None:
        self.cache = cache
        self.limits = Limits(*rate)
        self.reads = Limits(*(READ_RATE if rate[0] > 0 else (0, 0)))

    async def answer(self, cached: CachedMatch, seat: int, text: str, address: str) -> Reply:
        """The session's reply to the review request ``text`` of ``seat``, around the
        review kept if there is one, else worked out (on a worker thread) and kept.
        Call it holding the match's lock, the copy in line with the log. Raises
        TooMany beyond the address's reads, or before working one out beyond its rate;
        Unavailable if the store cannot say whether one is kept."""
        if not self.reads.take(address):
            raise TooMany(self.reads.wait(address))
        session = cached.session
        asked = _deal_asked(text)
        number = None if asked is NOT_ASKED else reviewed_deal(cached.match, asked)
        if number is None:  # refused, at once
            return Reply(session.handle(seat, text), None)
        mark = coach_mark()
        kept = await self.cache.store.reviews.kept(cached.id, number, seat, mark)
        if kept is None or not is_packed(kept):
            if not self.limits.take(address):
                raise TooMany(self.limits.wait(address))
            kept = await asyncio.to_thread(_worked_out, session, seat, number)
            await self._keep(cached, number, seat, mark, kept)
        session.kept_reviews[(asked, seat)] = PLACE
        try:
            return Reply(session.handle(seat, text), kept)
        finally:
            session.kept_reviews.clear()

    async def _keep(self, cached: CachedMatch, number: int, seat: int, mark: str,
                    kept: bytes) -> None:
        """Keep a review worked out (in place of one an older coach made); one the store
        cannot take now is answered all the same (the next asking works it out again)."""
        try:
            await self.cache.store.reviews.keep(cached.id, number, seat, mark, kept)
        except (Unavailable, Conflict) as error:
            log.warning("review not kept match=%s error=%s", cached.id, one_line(error))


NOT_ASKED = object()  # a request whose deal could not be read: the session refuses it


def _worked_out(session: TableSession, seat: int, number: int) -> bytes:
    """The review of deal ``number`` for ``seat``, worked out and packed (on a worker
    thread: the coach's work, and the compression, are all of its cost)."""
    return packed(TableSession.review(session, seat, number))


def _deal_asked(text: str) -> object:
    """The ``deal`` a review request asks for (None: not given), or NOT_ASKED if the
    request does not read as one."""
    try:
        request = read_json(text)
    except JsonError:
        return NOT_ASKED
    if not isinstance(request, dict) or request.get("type") != "review":
        return NOT_ASKED
    args = request.get("args")
    if args is None:
        return None
    return args.get("deal") if isinstance(args, dict) else NOT_ASKED
