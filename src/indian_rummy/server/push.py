"""Web Push: "your turn" reaches a seat whose page is closed.

A seat that asks (``POST /api/matches/ID/push`` with a browser's push
subscription) is sent an encrypted message through its browser's push service
after each committed action that makes it that seat's turn, or ends the deal or
the match. The server signs each request with its VAPID key: made by the first
process that needs it, kept in the database, so every process and every restart
signs with the same key, and the browsers' subscriptions (made for that key's
public half, ``GET /api/push/key``) stay good.

Nothing here delays a move: the listener only notes what to tell, and a task
per seat sends it. A seat's newer message overtakes an older one still being
retried (only the latest is worth showing). A push service that answers 404 or
410 has forgotten the subscription, which is then forgotten here too; 429 and
5xx answers, and a service that does not answer, are tried again after 1, 4 and
16 s. A message names the match and what the others did, in the words of the
"Since you left" list (since.py), so never a card the seat may not see, and never
a token: the seat's link stays on the device, where the service worker finds it.
It is written in the seat's language (``server.ftl``), the one its page sent with
its subscription.

Only the browsers' push services are written to (an endpoint is an address the
client chose, and the server must not be made to call any other).
"""

import asyncio
import base64
import json
import logging
from typing import Any
from urllib.parse import urlsplit

import aiohttp
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from py_vapid import Vapid
from pywebpush import WebPushException, webpush_async

from ..engine.canon import show_value
from ..locales import LANGUAGES, render
from .fields import typed
from .parsing import whole_number
from .since import moves_since
from .storage import CLOCK_SEAT, Store, Unavailable, one_line
from .words import Refused, chained, message

log = logging.getLogger("indian_rummy.server")

# The push services of the browsers that support Web Push: a host named here, or
# one ending with a name that starts with a dot.
PUSH_SERVICES = ("fcm.googleapis.com", "android.googleapis.com",
                 "updates.push.services.mozilla.com", ".push.services.mozilla.com",
                 "web.push.apple.com", ".push.apple.com", ".notify.windows.com")
MOST_SUBSCRIPTIONS = 8  # per seat: a phone, a laptop, a tablet, ... (the oldest go)
RETRIES = (1.0, 4.0, 16.0)  # seconds before each new try of a failed delivery
LONGEST_WAIT = 60.0  # seconds: the most a push service's Retry-After is waited
TIMEOUT = 10.0  # seconds a push service has to answer
TTL = 2 * 86400  # seconds a push service keeps a message for a device that is away
SENDING = 32  # deliveries under way at once
MOST_TOLD = 3  # sentences in one message (the latest)
TURN_ENDS = ("discard", "drop", "declare", "next_deal")


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str, what: str, size: int) -> bytes:
    bad = Refused("bad_request", "server-push-key-size", key=what, size=size,
                  given=show_value(text))
    if len(text) > 200:
        raise bad
    try:
        data = base64.b64decode(text.translate(_URL_ALPHABET) + "=" * (-len(text) % 4),
                                validate=True)
    except ValueError:
        raise bad
    if len(data) != size:
        raise bad
    return data


_URL_ALPHABET = str.maketrans("-_", "+/")


def known_service(endpoint: str, extra: tuple = ()) -> bool:
    """Whether ``endpoint`` is at a browser's push service (or at an origin in
    ``extra``, which only the tests give).

    >>> known_service("https://fcm.googleapis.com/fcm/send/abc")
    True
    >>> known_service("https://wns2-par02p.notify.windows.com/w/?token=x")
    True
    >>> known_service("https://169.254.169.254/latest/meta-data")
    False
    >>> known_service("http://fcm.googleapis.com/fcm/send/abc")
    False
    >>> known_service("http://127.0.0.1:9000/push/1", ("http://127.0.0.1:9000",))
    True
    """
    try:
        parts = urlsplit(endpoint)
        host = (parts.hostname or "").lower()
        origin = "%s://%s" % (parts.scheme, parts.netloc.lower())
        if parts.port is not None and not 0 < parts.port < 65536:
            return False
    except ValueError:  # a port that is not a number, a bracket left open
        return False
    if origin in extra:
        return True
    if parts.scheme != "https" or parts.username is not None or parts.password is not None:
        return False
    return any(host == name or (name.startswith(".") and host.endswith(name))
               for name in PUSH_SERVICES)


def plain_endpoint(value: str) -> bool:
    """Whether ``value`` could be a push endpoint: a URL, so printable ASCII (a NUL, say,
    is refused here, not by the database), of at most 1,000 characters.

    >>> plain_endpoint("https://fcm.googleapis.com/fcm/send/abc"), plain_endpoint("x\\x00")
    (True, False)
    """
    return len(value) <= 1000 and value.isascii() and value.isprintable()


def subscription_of(spec: object, extra: tuple = ()) -> tuple:
    """(endpoint, p256dh, auth, lang) of a browser's ``PushSubscription.toJSON()`` with
    the page's ``"lang"`` beside it (None when it has none), checked: each field's type,
    then its value; Refused("bad_request") says what is wrong.

    >>> subscription_of({"endpoint": "https://fcm.googleapis.com/x", "keys": {},
    ...                  "lang": "fr"})
    Traceback (most recent call last):
    ...
    indian_rummy.server.words.Refused: server-push-language
    """
    if not isinstance(spec, dict) or not {"endpoint", "keys"} <= set(spec) or \
            not set(spec) <= {"endpoint", "keys", "expirationTime", "lang"}:
        raise Refused("bad_request", "server-push-shape", shape='{"endpoint": ..., '
                      '"keys": {"p256dh": ..., "auth": ...}}')
    endpoint = typed(spec["endpoint"], "endpoint", "string")
    keys = typed(spec["keys"], "keys", "object")
    lang = typed(spec.get("lang"), "lang", "string", "null")
    typed(spec.get("expirationTime"), "expirationTime", "number", "null")  # not kept
    if lang is not None and lang not in LANGUAGES:
        raise Refused("bad_request", "server-push-language",
                      languages=", ".join(LANGUAGES), given=show_value(lang))
    if not plain_endpoint(endpoint) or not known_service(endpoint, extra):
        raise Refused("bad_request", "server-push-endpoint", given=show_value(endpoint))
    if set(keys) != {"p256dh", "auth"}:
        raise Refused("bad_request", "server-push-keys",
                      shape='{"p256dh": ..., "auth": ...}', given=show_value(keys))
    p256dh = typed(keys["p256dh"], "keys.p256dh", "string")
    auth = typed(keys["auth"], "keys.auth", "string")
    point = _unb64(p256dh, "p256dh", 65)
    try:
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), point)
    except ValueError:
        raise Refused("bad_request", "server-push-not-p256")
    _unb64(auth, "auth", 16)
    return endpoint, p256dh, auth, lang


def notices(match: Any, marks: list, first: int) -> list:
    """Whom to tell of the match's records from ``first`` on, and what:
    [(seat, {"title", "body"})], messages that :func:`written` renders in the seat's
    language. The seat whose turn it now is (unless it made the move itself, or is a
    bot's); when the deal or the match ended, every other person at the table.

    >>> from ..engine.match import Match
    >>> match = Match.new("twine", "deal", [{"name": "Asha"}, {"name": "Ravi"}], seed=3)
    >>> _ = match.draw(0, "stock")
    >>> notices(match, [(0, 1.0)], 0)  # still Asha's turn
    []
    >>> _ = match.discard(0, match.deal.drawn)
    >>> [(seat, written(told, "en")) for seat, told in notices(match, [(0, 1.0)] * 2, 1)]
    [(1, {'title': 'Your turn', 'body': 'Asha drew and threw 2♠ — your turn.'})]
    """
    records = match.log
    if first >= len(records):
        return []
    deal = match.deal
    ended = match.over or deal.result is not None
    movers = {r.get("who") for r, (asked, _) in zip(records[first:], marks[first:])
              if asked != CLOCK_SEAT}
    if ended:
        seats = [s for s in range(len(match.seats)) if s not in movers]
    else:
        seats = [] if deal.turn in movers else [deal.turn]
    told = []
    start = _turn_start(records, first)
    for seat in seats:
        if match.seats[seat].bot is not None:
            continue
        moves = moves_since(match, marks, seat, start)[-MOST_TOLD:]
        if not moves:
            continue
        if match.over:
            title, body = message("push-match-over-title"), "push-match-over"
        elif ended:
            title, body = message("push-deal-over-title", deal=match.number), "push-deal-over"
        else:
            title, body = message("push-your-turn-title"), "push-your-turn"
        told.append((seat, {"title": title, "body": message(
            body, moves=chained("push-moves-then", moves))}))
    return told


def written(notice: dict, language: str) -> dict:
    """A notice's title and body in ``language``."""
    return {"title": render(notice["title"], language),
            "body": render(notice["body"], language)}


def _turn_start(records: list, first: int) -> int:
    """Where the turn that ``records[first]`` belongs to began: a draw stored before
    it by the same seat is told with the throw ("Asha took 5♦ and threw K♣")."""
    who = records[first].get("who")
    while first > 0 and records[first - 1].get("who") == who and \
            records[first - 1]["action"] not in TURN_ENDS:
        first -= 1
    return first


class Pusher:
    """The server's VAPID key and its deliveries, over one store."""

    def __init__(self, store: Store, contact: str, extra_services: tuple = (),
                 counted: Any = None) -> None:
        self.store = store
        self.contact = contact
        self.extra_services = extra_services
        self.counted = counted  # counted(result): a delivery's outcome, for the metrics
        self._vapid: Any = None
        self._public = ""
        self._key_lock = asyncio.Lock()
        self._waiting: dict = {}  # (match id, seat) -> the latest payload not yet sent
        self._tasks: dict = {}  # (match id, seat) -> its delivery task
        self._session: Any = None
        self._sending = asyncio.Semaphore(SENDING)

    async def public_key(self) -> str:
        """The application server key the browsers subscribe with (base64url of the
        uncompressed P-256 point). Raises Unavailable while the database is down."""
        await self._key()
        return self._public

    async def _key(self) -> Any:
        async with self._key_lock:
            if self._vapid is None:
                made = ec.generate_private_key(ec.SECP256R1()).private_bytes(
                    serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                    serialization.NoEncryption()).decode("ascii")
                stored = await self.store.pushes.key(made)
                key = serialization.load_pem_private_key(stored.encode("ascii"), None)
                assert isinstance(key, ec.EllipticCurvePrivateKey)
                self._vapid = Vapid(key)
                self._public = _b64(key.public_key().public_bytes(
                    serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint))
            return self._vapid

    async def subscribe(self, match_id: str, seat: int, spec: object) -> None:
        endpoint, p256dh, auth, lang = subscription_of(spec, self.extra_services)
        await self.store.pushes.subscribe(match_id, seat, endpoint, p256dh, auth,
                                          MOST_SUBSCRIPTIONS, lang)

    # -- after each committed action ------------------------------------------------------

    def committed(self, cached: Any, seat: int, records: list) -> None:
        """The listener of Matches.committed: note what to tell whom, send it later."""
        match = cached.match
        for target, notice in notices(match, cached.marks, len(match.log) - len(records)):
            self.tell(cached.id, target, dict(notice, match=cached.id, seq=len(match.log)))

    def tell(self, match_id: str, seat: int, payload: dict) -> None:
        key = (match_id, seat)
        self._waiting[key] = payload  # overtakes one still waiting
        if key not in self._tasks:
            task = asyncio.create_task(self._deliver(key))
            self._tasks[key] = task
            task.add_done_callback(lambda _: self._tasks.pop(key, None))

    async def _deliver(self, key: tuple) -> None:
        while key in self._waiting:
            payload = self._waiting.pop(key)
            try:
                await self._send_to_seat(key, payload)
            except Exception as error:  # a bug here must not stop the next message
                log.error("push failed match=%s seat=%d error=%s", key[0], key[1],
                          one_line(error))

    async def _send_to_seat(self, key: tuple, payload: dict) -> None:
        match_id, seat = key
        for wait in (0.0,) + RETRIES:
            await asyncio.sleep(wait)
            if key in self._waiting:
                self._count("overtaken")
                return
            try:
                subscriptions = await self.store.pushes.subscriptions(match_id, seat)
                vapid = await self._key()
            except Unavailable:
                continue
            break
        else:
            self._count("failed")
            return
        texts = {lang: json.dumps(dict(payload, **written(payload, lang)), ensure_ascii=False,
                                  separators=(",", ":"))
                 for lang in {s[3] for s in subscriptions}}
        await asyncio.gather(*[self._send_one(key, s, texts[s[3]], vapid)
                               for s in subscriptions])

    async def _send_one(self, key: tuple, subscription: tuple, text: str, vapid: Any) -> None:
        endpoint, p256dh, auth, _ = subscription
        waits = list(RETRIES)
        while True:
            async with self._sending:
                try:
                    await webpush_async(
                        {"endpoint": endpoint, "keys": {"p256dh": p256dh, "auth": auth}},
                        text, vapid_private_key=vapid, vapid_claims={"sub": self.contact},
                        ttl=TTL, timeout=self._timeout(), aiohttp_session=self._client(),
                        # The service keeps one message per match for a device that is away.
                        headers={"Topic": key[0][:32], "Urgency": "high"})
                    self._count("sent")
                    return
                except WebPushException as error:
                    status = error.status_code or 0
                    later = error.retry_after
                except (aiohttp.ClientError, TimeoutError, OSError, ValueError) as error:
                    status, later = 0, None
                    log.warning("push service unreachable match=%s error=%s", key[0],
                                one_line(error))
            if status in (404, 410):
                await self._forget(key, endpoint)
                return
            if (status and status != 429 and status < 500) or not waits or \
                    key in self._waiting:
                self._count("overtaken" if key in self._waiting else "failed")
                if status:
                    log.warning("push refused match=%s status=%d", key[0], status)
                return
            self._count("retried")
            wait = waits.pop(0)
            asked = whole_number(later, 9)
            if asked is not None:
                wait = min(LONGEST_WAIT, max(wait, float(asked)))
            await asyncio.sleep(wait)
            if key in self._waiting:
                self._count("overtaken")
                return

    async def _forget(self, key: tuple, endpoint: str) -> None:
        self._count("gone")
        try:
            await self.store.pushes.unsubscribe(key[0], key[1], endpoint)
        except Unavailable:
            pass  # the next message finds it gone again

    def _count(self, result: str) -> None:
        if self.counted is not None:
            self.counted(result)

    def _timeout(self) -> Any:
        return aiohttp.ClientTimeout(total=TIMEOUT)

    def _client(self) -> Any:
        if self._session is None:
            self._session = aiohttp.ClientSession()
        return self._session

    async def close(self) -> None:
        """Stop the deliveries under way and close the connections to push services."""
        for task in list(self._tasks.values()):
            task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)
        if self._session is not None:
            await self._session.close()
            self._session = None
