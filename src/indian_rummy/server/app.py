"""The partner server's ASGI app: the API of docs/server.md and the static site.

HTTP (any time):
  ``POST /api/matches`` makes a match and returns one secret link per seat;
  ``GET /api/matches/ID`` the match's seats, who is online and when each last acted;
  ``GET /api/matches/ID/view`` and ``POST /api/matches/ID/requests`` (façade
  requests), ``POST /api/matches/ID/name`` (the seat's own name), with
  ``Authorization: Bearer TOKEN``.
WebSocket (live): ``/api/matches/ID/live``; the first message is
  ``{"type": "hello", "token": T}``, then façade requests; every committed action
  pushes the new view to every socket on the match.
"""

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from .. import site
from ..cards import RummyError
from ..game import IllegalAction
from ..wire import JsonError, read_json
from .storage import Store
from .tables import Outbox, Table, Tables, encode_json

MAX_MESSAGE = 16 * 1024  # bytes: the largest request body or socket message accepted
HELLO_TIMEOUT = 10.0  # seconds a new socket has to say hello
CONNECTION_RATE = (10.0, 30.0)  # messages per second, burst: one socket
ADDRESS_RATE = (20.0, 60.0)  # requests and messages per second, burst: one address

# The site's own policy (site.py), on every API answer and on the table's pages and
# workers; other pages of the folder (the embedding example) stand for a host's page.
CSP = (b"content-security-policy", site.CONTENT_SECURITY_POLICY.encode("ascii"))
BASE_HEADERS = [(b"x-content-type-options", b"nosniff"), (b"referrer-policy", b"no-referrer")]
API_HEADERS = BASE_HEADERS + [CSP, (b"cache-control", b"no-store")]
SITE_HEADERS = BASE_HEADERS + [(b"cache-control", b"no-cache")]


class Bucket:
    """A token bucket: ``rate`` per second, up to ``burst`` at once."""

    __slots__ = ("rate", "burst", "level", "stamp")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.level = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.level < 1:
            return False
        self.level -= 1
        return True

    def full(self) -> bool:
        return self.level + (time.monotonic() - self.stamp) * self.rate >= self.burst


class Limits:
    """The per-address buckets (forgotten once full again, so idle addresses cost nothing)."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.buckets: dict = {}

    def take(self, address: str) -> bool:
        if self.rate <= 0:
            return True
        bucket = self.buckets.get(address)
        if bucket is None:
            if len(self.buckets) > 10000:
                self.buckets = {a: b for a, b in self.buckets.items() if not b.full()}
            bucket = self.buckets[address] = Bucket(self.rate, self.burst)
        return bucket.take()


class Settings:
    def __init__(self, site_dir: "str | None" = None, origins: tuple = (),
                 address_rate: tuple = ADDRESS_RATE,
                 connection_rate: tuple = CONNECTION_RATE) -> None:
        self.site_dir = site_dir
        self.origins = tuple(o.rstrip("/") for o in origins)
        self.address_rate = address_rate
        self.connection_rate = connection_rate


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status)


def _refused(status: int, code: str, error: IllegalAction) -> JSONResponse:
    """The engine's refusal as a sentence for the player."""
    return _error(status, code, error.message[:1].upper() + error.message[1:] + ".")


def _forbidden() -> JSONResponse:
    # The same answer for a missing token and a wrong one.
    return _error(403, "forbidden", "This link's token does not open a seat at this match.")


def _not_found() -> JSONResponse:
    return _error(404, "not_found", "There is no such match.")


def _iso(stamp: "float | None") -> "str | None":
    if stamp is None:
        return None
    return datetime.fromtimestamp(stamp, UTC).isoformat(timespec="seconds").replace(
        "+00:00", "Z")


def _bearer(request: Request) -> "str | None":
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" else None


def _address(connection: Any) -> str:
    client = connection.client
    return client.host if client is not None else "?"


# The reply's error code, read from its canonical text (keys are sorted, so an
# error reply starts with it), for the HTTP status of a façade reply.
_ERROR_PREFIX = '{"error":{"code":"'


def _status_of(reply: str) -> int:
    if not reply.startswith(_ERROR_PREFIX):
        return 200
    code = reply[len(_ERROR_PREFIX):reply.index('"', len(_ERROR_PREFIX))]
    return 400 if code == "bad_request" else 409


class Server:
    """The routes, over one store."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.tables = Tables(store)
        self.limits = Limits(*settings.address_rate)

    async def _body(self, request: Request) -> "str | Response":
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_MESSAGE):
            return _error(413, "too_large", "A request body holds at most %d bytes." %
                          MAX_MESSAGE)
        chunks = []
        size = 0
        async for chunk in request.stream():
            size += len(chunk)
            if size > MAX_MESSAGE:
                return _error(413, "too_large", "A request body holds at most %d bytes." %
                              MAX_MESSAGE)
            chunks.append(chunk)
        try:
            return b"".join(chunks).decode("utf-8")
        except UnicodeDecodeError:
            return _error(400, "bad_request", "The request body is not UTF-8 text.")

    async def _seat(self, request: Request) -> "tuple | Response":
        """(table, seat) for the match in the path and the bearer token, or the error."""
        if not self.limits.take(_address(request)):
            return _error(429, "rate_limited", "Too many requests; slow down.")
        table = await self.tables.get(request.path_params["match_id"])
        if table is None:
            return _not_found()
        seat = table.seat_for(_bearer(request))
        if seat is None:
            return _forbidden()
        return table, seat

    # -- HTTP ---------------------------------------------------------------------------

    async def health(self, request: Request) -> Response:
        return JSONResponse({"ok": True, "database": self.store.kind,
                             "schema": await self.store.schema_version()})

    async def create(self, request: Request) -> Response:
        if not self.limits.take(_address(request)):
            return _error(429, "rate_limited", "Too many requests; slow down.")
        body = await self._body(request)
        if isinstance(body, Response):
            return body
        try:
            spec = read_json(body) if body.strip() else {}
        except JsonError as error:
            return _error(400, "bad_request", "The request body is not valid JSON: %s." % error)
        if not isinstance(spec, dict):
            return _error(400, "bad_request", "A new match is a JSON object.")
        unknown = sorted(set(spec) - {"profile", "format", "seats"})
        if unknown:
            return _error(400, "bad_request", "A new match has no %r setting." % unknown[0])
        try:
            match_id, tokens = await self.tables.create(
                spec.get("profile", "twine"), spec.get("format", "pool101"), spec.get("seats"))
        except IllegalAction as error:
            return _error(400, "bad_request", error.message[:1].upper() + error.message[1:])
        except RummyError as error:
            return _error(400, "bad_request", str(error))
        base = str(request.base_url)
        seats = [{"seat": seat, "token": token,
                  "link": "%s#match=%s&token=%s" % (base, match_id, token)}
                 for seat, token in enumerate(tokens)]
        return JSONResponse({"match": match_id, "seats": seats}, status_code=201)

    async def _at_seat(self, request: Request,
                       use: Callable[[Table, int], Awaitable[Response]]) -> Response:
        """``use(table, seat)`` for the match in the path and the bearer token's seat,
        holding the match's lock, once the copy has caught up with the log (or the
        error). Asked every time: an any-time player reading the table after a
        partner's move on another process must see it, whatever the notifications'
        pace."""
        found = await self._seat(request)
        if isinstance(found, Response):
            return found
        table, seat = found
        async with table.lock:
            await self.tables.catch_up(table)
            return await use(table, seat)

    async def view(self, request: Request) -> Response:
        async def use(table: Table, seat: int) -> Response:
            return Response(table.view_text(seat), media_type="application/json")

        return await self._at_seat(request, use)

    async def summary(self, request: Request) -> Response:
        async def use(table: Table, seat: int) -> Response:
            rematch = await self.tables.find_rematch(table)
            return Response(_summary(table, seat, rematch), media_type="application/json")

        return await self._at_seat(request, use)

    async def rematch(self, request: Request) -> Response:
        """A finished match's rematch (made on first asking); the same token opens the
        same seat there. Every socket on the finished match hears of it."""
        async def use(table: Table, seat: int) -> Response:
            try:
                rematch = await self.tables.rematch(table)
            except IllegalAction as error:
                return _refused(409, error.code, error)
            table.push_rematch(rematch)
            return JSONResponse({"match": rematch})

        return await self._at_seat(request, use)

    async def _seat_and_body(self, request: Request) -> "tuple | Response":
        """(table, seat, body) for the bearer token's seat and its request body, or the error."""
        found = await self._seat(request)
        if isinstance(found, Response):
            return found
        body = await self._body(request)
        if isinstance(body, Response):
            return body
        return found + (body,)

    async def rename(self, request: Request) -> Response:
        """The token's seat takes a name of its own (the invited player's, say)."""
        found = await self._seat_and_body(request)
        if isinstance(found, Response):
            return found
        table, seat, body = found
        try:
            spec = read_json(body)
        except JsonError as error:
            return _error(400, "bad_request", "The request body is not valid JSON: %s." % error)
        if not isinstance(spec, dict) or set(spec) != {"name"}:
            return _error(400, "bad_request", 'A new name is {"name": "..."}.')
        try:
            name = await self.tables.rename(table, seat, spec["name"])
        except IllegalAction as error:
            return _refused(400, "bad_request", error)
        return JSONResponse({"seat": seat, "name": name})

    async def request(self, request: Request) -> Response:
        found = await self._seat_and_body(request)
        if isinstance(found, Response):
            return found
        table, seat, body = found
        reply = await self.tables.act(table, seat, body)
        return Response(reply, status_code=_status_of(reply), media_type="application/json")

    # -- WebSocket ----------------------------------------------------------------------

    def _origin_allowed(self, ws: WebSocket) -> bool:
        origin = ws.headers.get("origin")
        if origin is None:
            return True  # not a browser: browsers always send one, and the token still counts
        origin = origin.rstrip("/")
        if origin in self.settings.origins:
            return True
        parts = urlsplit(origin)
        return parts.scheme in ("http", "https") and parts.netloc == ws.headers.get("host")

    async def live(self, ws: WebSocket) -> None:
        if not self._origin_allowed(ws) or not self.limits.take(_address(ws)):
            await ws.close(code=1008)  # before accepting: the handshake gets a 403
            return
        await ws.accept()
        try:
            hello = await asyncio.wait_for(ws.receive_text(), HELLO_TIMEOUT)
        except (TimeoutError, WebSocketDisconnect, KeyError, RuntimeError):
            await _close(ws, 1008)
            return
        table = await self.tables.get(ws.path_params["match_id"])
        if table is None:
            await _refuse(ws, "not_found", "There is no such match.", 4404)
            return
        try:
            message = json.loads(hello)
        except ValueError:
            message = None
        if not isinstance(message, dict) or message.get("type") != "hello":
            await _refuse(ws, "bad_request", 'The first message is {"type": "hello", '
                          '"token": ...}.', 4400)
            return
        seat = table.seat_for(message.get("token"))
        if seat is None:
            await _refuse(ws, "forbidden", "This link's token does not open a seat at this "
                          "match.", 4403)
            return
        outbox = Outbox(ws.send_text, lambda code: _close(ws, code))
        async with table.lock:
            await self.tables.refresh(table)
            table.sockets[outbox] = seat
            outbox.put('{"online":%s,"seat":%d,"type":"ready","view":%s}' % (
                encode_json(table.online()), seat, table.view_text(seat)))
            table.push_presence()
        try:
            await self._serve_socket(ws, table, seat, outbox)
        finally:
            async with table.lock:
                table.sockets.pop(outbox, None)
                table.push_presence()
            outbox.task.cancel()

    async def _serve_socket(self, ws: WebSocket, table: Table, seat: int,
                            outbox: Outbox) -> None:
        bucket = _connection_bucket(self.settings)
        address = _address(ws)
        strikes = 0
        while True:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect":
                return
            text = message.get("text")
            if text is None:
                data = message.get("bytes") or b""
                text = data.decode("utf-8", "replace")
            if len(text.encode("utf-8")) > MAX_MESSAGE:
                await _close(ws, 1009)
                return
            if not bucket.take() or not self.limits.take(address):
                strikes += 1
                if strikes > 20:
                    await _close(ws, 1008)
                    return
                outbox.put(json.dumps({"id": _request_id(text), "ok": False, "error": {
                    "code": "rate_limited", "message": "Too many requests; slow down."}},
                    sort_keys=True, separators=(",", ":")))
                continue
            strikes = 0
            outbox.put(await self.tables.act(table, seat, text, skip=outbox))


def _summary(table: Table, seat: int, rematch: "str | None") -> str:
    match = table.match
    online = table.online()
    return encode_json({
        "match": table.id, "profile": match.rules.name, "format": match.format.name,
        "status": "over" if match.over else "playing", "seq": len(match.log),
        "rematch": rematch, "started": _iso(table.created),
        "you": seat, "deal": match.number,
        "turn": None if match.table.result is not None else match.table.turn,
        "seats": [{"seat": s, "name": match.seats[s].name, "online": online[s],
                   "last_acted": _iso(table.last_acted[s])} for s in range(len(match.seats))]})


def _connection_bucket(settings: Settings) -> Bucket:
    rate, burst = settings.connection_rate
    return Bucket(rate, burst) if rate > 0 else Bucket(float("inf"), float("inf"))


def _request_id(text: str) -> "int | None":
    try:
        value = json.loads(text).get("id")
    except (ValueError, AttributeError):
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


async def _close(ws: WebSocket, code: int) -> None:
    with contextlib.suppress(Exception):
        await ws.close(code=code)


async def _refuse(ws: WebSocket, code: str, message: str, close_code: int) -> None:
    with contextlib.suppress(Exception):
        await ws.send_text(json.dumps({"type": "error",
                                       "error": {"code": code, "message": message}}))
    await _close(ws, close_code)


class HeadersMiddleware:
    """Security headers on every HTTP response (CSP, no sniffing, no referrer)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope["path"]
        if path.startswith("/api/"):
            extra = API_HEADERS
        elif path.rsplit("/", 1)[-1] in site.POLICY_FILES:
            extra = SITE_HEADERS + [CSP]
        else:
            extra = SITE_HEADERS

        async def send_with_headers(message: dict) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + extra
            await send(message)

        await self.app(scope, receive, send_with_headers)


async def _json_http_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, HTTPException)
    if request.url.path.startswith("/api/"):
        codes = {404: "not_found", 405: "method_not_allowed"}
        return _error(error.status_code, codes.get(error.status_code, "bad_request"),
                      str(error.detail))
    return Response(str(error.detail), status_code=error.status_code)


def create_app(store: Store, settings: "Settings | None" = None) -> Any:
    """The ASGI app: the API, and the static site when ``settings.site_dir`` is given."""
    settings = settings or Settings()
    server = Server(store, settings)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        opened_here = not store.is_open
        if opened_here:
            await store.open()
        await store.listen(server.tables.heard)
        try:
            yield
        finally:
            await store.stop_listening()
            if opened_here:
                await store.close()

    routes: list = [
        Route("/api/health", server.health, methods=["GET"]),
        Route("/api/matches", server.create, methods=["POST"]),
        Route("/api/matches/{match_id}", server.summary, methods=["GET"]),
        Route("/api/matches/{match_id}/view", server.view, methods=["GET"]),
        Route("/api/matches/{match_id}/requests", server.request, methods=["POST"]),
        Route("/api/matches/{match_id}/rematch", server.rematch, methods=["POST"]),
        Route("/api/matches/{match_id}/name", server.rename, methods=["POST"]),
        WebSocketRoute("/api/matches/{match_id}/live", server.live),
    ]
    if settings.site_dir is not None:
        routes.append(Mount("/", app=StaticFiles(directory=settings.site_dir, html=True)))
    app = Starlette(routes=routes, lifespan=lifespan,
                    exception_handlers={HTTPException: _json_http_error})
    app.state.server = server
    return HeadersMiddleware(app)
