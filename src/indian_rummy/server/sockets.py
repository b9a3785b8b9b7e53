"""Live play: ``/api/matches/ID/live``, one WebSocket per open seat.

The first message is ``{"type": "hello", "token": T}``; then session requests, each
answered with the session's reply; every committed action pushes the new view to
every other socket on the match. Every message, the hello included, goes through
the strict reader (``wire``): whatever bytes arrive, the answer is an error reply
or a clean close with a code, never a traceback.

Close codes: 1008 origin, rate or an unread outbox; 1009 too large; 1011 a fault
on the server (logged); 1012 the server is restarting (uvicorn, on SIGTERM);
1013 the database does not answer (try again shortly); 4400 no good hello;
4403 a token that opens no seat; 4404 no such match (or it expired); 4429 this
seat or address opened too many sockets (the oldest is closed).
"""

import asyncio
import contextlib
import json
import logging
from typing import Any
from urllib.parse import urlsplit

from starlette.responses import JSONResponse
from starlette.websockets import WebSocket

from ..protocol import PROTOCOL
from ..protocol.wire import JsonError, read_json
from . import words
from .cached import CachedMatch, Gone, Unreadable
from .fields import typed
from .limits import Bucket, Limits, client_key
from .matches import Matches
from .metrics import Metrics
from .outbox import Outbox
from .parsing import is_match_id
from .reviews import TooMany
from .served import encode_json, request_id
from .settings import Settings
from .storage import Unavailable, one_line

log = logging.getLogger("indian_rummy.server")

MAX_MESSAGE = 16 * 1024  # bytes: the largest request body or socket message accepted
HELLO_TIMEOUT = 10.0  # seconds a new socket has to say hello
UNAVAILABLE = words.message("server-unavailable")


class Sockets:
    """The sockets open on this process, and the limits on them."""

    def __init__(self, matches: Matches, settings: Settings, limits: Limits,
                 metrics: Metrics) -> None:
        self.matches = matches
        self.settings = settings
        self.limits = limits
        self.metrics = metrics
        self.count = 0  # accepted and not yet closed, hello or not
        self._by_seat: dict = {}  # (match id, seat) -> [Outbox], oldest first
        self._by_address: dict = {}  # address key -> [Outbox], oldest first

    def _origin_allowed(self, ws: WebSocket) -> bool:
        origin = ws.headers.get("origin")
        if origin is None:
            return True  # not a browser: browsers always send one, and the token still counts
        origin = origin.rstrip("/")
        if origin in self.settings.origins:
            return True
        try:
            parts = urlsplit(origin)
        except ValueError:  # "http://[": no origin at all, so not this server's
            return False
        return parts.scheme in ("http", "https") and parts.netloc == ws.headers.get("host")

    async def live(self, ws: WebSocket) -> None:
        address = client_key(ws)
        if not self._origin_allowed(ws) or not self.limits.take(address):
            await ws.close(code=1008)  # before accepting: the handshake gets a 403
            return
        if self.count >= self.settings.max_sockets:
            await ws.send_denial_response(JSONResponse(
                {"error": {"code": "busy", "message": words.message("server-busy")}},
                status_code=503, headers={"Retry-After": "5"}))
            return
        await ws.accept()
        self.count += 1
        try:
            await self._hello(ws, address)
        except Exception as error:  # a fault of ours: one line in the log, a clean close
            log.error("socket failed match=%s error=%s", ws.path_params.get("match_id"),
                      one_line(error))
            await _close(ws, 1011)
        finally:
            self.count -= 1

    async def _hello(self, ws: WebSocket, address: str) -> None:
        match_id = ws.path_params["match_id"]
        try:
            message = await asyncio.wait_for(ws.receive(), HELLO_TIMEOUT)
        except TimeoutError:
            await _close(ws, 1008)
            return
        if message["type"] == "websocket.disconnect":
            return
        try:
            hello = read_json(_payload(message)) if _is_text(message) else None
        except JsonError:
            hello = None
        try:
            token = _hello_token(hello)
        except words.Refused as refused:
            await _refuse(ws, "bad_request", refused.words, 4400)
            return
        try:
            cached = await self.matches.get(match_id) if is_match_id(match_id) else None
        except Unavailable:
            await _refuse(ws, "database_unavailable", UNAVAILABLE, 1013)
            return
        except Unreadable:
            await _refuse(ws, "match_unreadable", words.message("server-unreadable"), 1011)
            return
        if cached is None:
            await _refuse(ws, "not_found", words.message("server-no-match"), 4404)
            return
        seat = cached.seat_for(token)
        if seat is None:
            await _refuse(ws, "forbidden", words.message("server-forbidden"), 4403)
            return
        outbox = Outbox(ws.send_text, lambda code: _close(ws, code), address)
        outbox.key = (cached.id, seat)
        try:
            async with cached.lock:
                await self.matches.ready(cached, seat=seat)
                cached.sockets[outbox] = seat
                self._admit(outbox)
                outbox.put('{"online":%s,"protocol":%d,"seat":%d,"type":"ready","view":%s}' % (
                    encode_json(cached.online()), PROTOCOL, seat, cached.view_text(seat)))
                cached.presence_soon()
        except Unavailable:
            outbox.task.cancel()
            await _refuse(ws, "database_unavailable", UNAVAILABLE, 1013)
            return
        except (Gone, Unreadable):
            outbox.task.cancel()
            await _close(ws, 4404 if cached.gone else 1011)
            return
        try:
            await self._serve(ws, cached, seat, outbox)
        finally:
            cached.sockets.pop(outbox, None)
            self._leave(outbox)
            cached.presence_soon()
            outbox.task.cancel()

    def _admit(self, outbox: Outbox) -> None:
        """Count the new socket against its seat's and its address's limits; over
        either, the oldest socket there is closed (4429)."""
        limits = ((self._by_seat, outbox.key, self.settings.sockets_per_seat),
                  (self._by_address, outbox.address, self.settings.sockets_per_address))
        for registry, key, _ in limits:
            registry.setdefault(key, []).append(outbox)
        for registry, key, most in limits:
            open_here = registry.get(key, [])
            while len(open_here) > most:
                oldest = open_here[0]
                self._leave(oldest)
                oldest.close(4429)
                self.metrics.socket_closes.inc()

    def _leave(self, outbox: Outbox) -> None:
        for registry, key in ((self._by_seat, outbox.key), (self._by_address, outbox.address)):
            open_here = registry.get(key)
            if open_here is None:
                continue
            with contextlib.suppress(ValueError):
                open_here.remove(outbox)
            if not open_here:
                del registry[key]

    async def _serve(self, ws: WebSocket, cached: CachedMatch, seat: int, outbox: Outbox) -> None:
        rate, burst = self.settings.connection_rate
        bucket = Bucket(rate, burst) if rate > 0 else Bucket(float("inf"), float("inf"))
        strikes = 0
        while True:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect":
                return
            self.metrics.socket_messages.inc()
            data = _payload(message)
            if len(data) > MAX_MESSAGE:
                await _close(ws, 1009)
                return
            if not _is_text(message):
                outbox.put(_error(None, "bad_request", words.message("server-binary-frame")))
                continue
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                outbox.put(_error(None, "bad_request", words.message("server-not-utf8-json")))
                continue
            if not bucket.take() or not self.limits.take(outbox.address):
                strikes += 1
                if strikes > 20:
                    await _close(ws, 1008)
                    return
                outbox.put(_error(request_id(text), "rate_limited",
                                  words.message("server-slow-down")))
                continue
            strikes = 0
            try:
                reply = await self.matches.act(cached, seat, text, skip=outbox,
                                               address=outbox.address)
            except TooMany as busy:
                reply = _error(request_id(text), "rate_limited", busy.words)
            except Unavailable:
                reply = _error(request_id(text), "database_unavailable", UNAVAILABLE)
            except Gone:
                await _close(ws, 4404)
                return
            except Unreadable:
                await _close(ws, 1011)
                return
            outbox.put(reply)


def _hello_token(hello: object) -> "str | None":
    """The token a hello gives (None: none); Refused if the message is no hello."""
    if not isinstance(hello, dict) or typed(hello.get("type"), "type", "string") != "hello":
        raise words.Refused("bad_request", "server-hello-shape",
                            shape='{"type": "hello", "token": ...}')
    return typed(hello.get("token"), "token", "string", "null")


def _is_text(message: Any) -> bool:
    """Whether a socket message came as a text frame (the protocol has no binary ones)."""
    return message.get("text") is not None


def _payload(message: Any) -> bytes:
    """A socket message's bytes, text or binary alike (a lone surrogate in text is kept
    as the bytes that the strict reader then refuses)."""
    text = message.get("text")
    if text is not None:
        return str(text).encode("utf-8", "surrogatepass")
    return bytes(message.get("bytes") or b"")


def _error(request: "int | None", code: str, said: dict) -> str:
    return json.dumps({"id": request, "ok": False, "error": {"code": code, "message": said}},
                      sort_keys=True, separators=(",", ":"))


async def _close(ws: WebSocket, code: int) -> None:
    with contextlib.suppress(Exception):
        await ws.close(code=code)


async def _refuse(ws: WebSocket, code: str, said: dict, close_code: int) -> None:
    with contextlib.suppress(Exception):
        await ws.send_text(json.dumps({"type": "error",
                                       "error": {"code": code, "message": said}}))
    await _close(ws, close_code)
