"""The partner server's ASGI app: the API of docs/server.md and the static site.

HTTP (any time):
  ``POST /api/matches`` makes a match and returns one secret link per seat;
  ``GET /api/matches/ID`` the match's seats, who is online and when each last acted;
  ``GET /api/matches/ID/view`` and ``POST /api/matches/ID/requests`` (session
  requests), ``POST /api/matches/ID/name`` (the seat's own name),
  ``POST /api/matches/ID/rematch``, ``POST /api/matches/ID/late`` (end the wait
  for a seat whose days for a turn are over), ``POST`` and ``DELETE /api/matches/ID/push``
  (the seat's push subscriptions), with ``Authorization: Bearer TOKEN``;
  ``GET /api/push/key`` the key the browsers subscribe to pushes with;
  ``GET /api/health`` and ``GET /metrics`` for whoever runs the server.
WebSocket (live): ``/api/matches/ID/live`` (sockets.py).

While the database does not answer, every request that needs it gets 503
``database_unavailable`` with ``Retry-After`` and changes nothing.
"""

import asyncio
import contextlib
import gc
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles

from ..engine.cards import RummyError
from ..engine.deal import IllegalAction, said
from ..protocol.wire import JsonError, read_json
from . import offer
from .cached import CachedMatch, Gone, Unreadable
from .clock import Turn, turn_began
from .fields import typed
from .headers import HeadersMiddleware
from .limits import Limits, client_key
from .matches import Matches
from .metrics import CONTENT_TYPE_LATEST, Metrics
from .parsing import is_match_id, whole_number
from .push import Pusher, plain_endpoint
from .reviews import REVIEW_RATE, Reply, TooMany
from .served import encode_json, requested, takes_gzip
from .settings import Settings
from .since import moves_since
from .sockets import MAX_MESSAGE, UNAVAILABLE, Sockets
from .storage import Store, Unavailable, one_line
from .words import message, refusal

log = logging.getLogger("indian_rummy.server")

RETRY_AFTER = "2"  # seconds, while the database does not answer
EXPIRE_EVERY = 3600.0  # seconds between two rounds of deleting unused matches
EXPIRE_RETRY = 2.0  # seconds before a round the database did not answer is tried again


def _error(status: int, code: str, words: "dict | str",
           headers: "dict | None" = None) -> JSONResponse:
    """The API's error: its code, and its message for the player (words.py)."""
    return JSONResponse({"error": {"code": code, "message": words}}, status_code=status,
                        headers=headers)


def _refused(status: int, code: str, error: IllegalAction) -> JSONResponse:
    """A refusal, the engine's or the server's, as the player is told it."""
    return _error(status, code, refusal(error, "."))


def _forbidden() -> JSONResponse:
    # The same answer for a missing token and a wrong one.
    return _error(403, "forbidden", message("server-forbidden"))


def _not_found() -> JSONResponse:
    return _error(404, "not_found", message("server-no-match"))


def _not_json(error: JsonError) -> JSONResponse:
    return _error(400, "bad_request", message("server-not-json", reason=str(error)))


def _iso(stamp: "float | None") -> "str | None":
    if stamp is None:
        return None
    return datetime.fromtimestamp(stamp, UTC).isoformat(timespec="seconds").replace(
        "+00:00", "Z")


def _bearer(request: Request) -> "str | None":
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" else None


# The reply's error code, read from its canonical text (keys are sorted, so an
# error reply starts with it), for the HTTP status of a session reply.
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
        # A rate of 0 lifts every bound on an address, the reviews' too.
        self.matches = Matches(store, settings.bot_pace, settings.clock_scale,
                               REVIEW_RATE if settings.address_rate[0] > 0 else (0, 0),
                               settings.copy_idle)
        self.limits = Limits(*settings.address_rate)
        per_hour = settings.matches_per_hour
        self.creations = Limits(per_hour / 3600.0, per_hour)
        self.bot_seats = Limits(settings.bots_per_hour / 3600.0, settings.bots_per_hour)
        self.metrics = Metrics(lambda: self.sockets.count, lambda: len(self.matches),
                               lambda: store.available)
        store.events = self.metrics
        self.sockets = Sockets(self.matches, settings, self.limits, self.metrics)
        self.pusher = Pusher(store, settings.push_contact, settings.push_services,
                             lambda result: self.metrics.pushes.labels(result).inc())
        self.matches.committed.append(self.pusher.committed)

    async def _body(self, request: Request) -> "str | Response":
        length = request.headers.get("content-length")
        size_said = whole_number(length, 9)
        if length is not None and (size_said is None or size_said > MAX_MESSAGE):
            return _error(413, "too_large", message("server-too-large", most=MAX_MESSAGE))
        chunks = []
        size = 0
        try:
            async for chunk in request.stream():
                size += len(chunk)
                if size > MAX_MESSAGE:
                    return _error(413, "too_large", message("server-too-large",
                                                             most=MAX_MESSAGE))
                chunks.append(chunk)
        except ClientDisconnect:  # the client left, or its body was late (connections.py)
            return _error(400, "bad_request", message("server-body-incomplete"))
        try:
            return b"".join(chunks).decode("utf-8")
        except UnicodeDecodeError:
            return _error(400, "bad_request", message("server-not-utf8"))

    def _slow_down(self, limits: Limits, key: str, id: str) -> JSONResponse:
        return _error(429, "rate_limited", message(id),
                      headers={"Retry-After": str(limits.wait(key))})

    async def _seat(self, request: Request) -> "tuple | Response":
        """(table, seat) for the match in the path and the bearer token, or the error."""
        address = client_key(request)
        if not self.limits.take(address):
            return self._slow_down(self.limits, address, "server-slow-down")
        match_id = request.path_params["match_id"]
        cached = await self.matches.get(match_id) if is_match_id(match_id) else None
        if cached is None:
            return _not_found()
        seat = cached.seat_for(_bearer(request))
        if seat is None:
            return _forbidden()
        return cached, seat

    # -- HTTP ---------------------------------------------------------------------------

    async def health(self, request: Request) -> Response:
        """Whether the database answers (503 if not), for a load balancer or a monitor."""
        try:
            await asyncio.wait_for(self.store.ping(), 3)
            schema = await self.store.schema_version()
        except (Unavailable, TimeoutError) as error:
            return JSONResponse({"ok": False, "database": self.store.kind, "error": {
                "code": "database_unavailable", "message": one_line(error)}},
                status_code=503, headers={"Retry-After": RETRY_AFTER})
        return JSONResponse({"ok": True, "database": self.store.kind, "schema": schema,
                             "listening": self.store.cache_trusted})

    async def offer(self, request: Request) -> Response:
        """What a new match may be (the page builds its form from it)."""
        return JSONResponse(offer.offered())

    async def scrape(self, request: Request) -> Response:
        return Response(self.metrics.text(), media_type=CONTENT_TYPE_LATEST)

    async def create(self, request: Request) -> Response:
        address = client_key(request)
        if not self.limits.take(address):
            return self._slow_down(self.limits, address, "server-slow-down")
        body = await self._body(request)
        if isinstance(body, Response):
            return body
        try:
            spec = read_json(body) if body.strip() else {}
        except JsonError as error:
            return _not_json(error)
        try:
            profile, match_format, seats, clock = offer.new_match(spec)
        except IllegalAction as error:
            return _refused(400, "bad_request", error)
        if not self.creations.take(address):
            return self._slow_down(self.creations, address, "server-too-many-matches")
        # Each bot's seat plays on the server, at every turn of every deal.
        bots = sum(1 for spec in seats if "bot" in spec)
        if bots and not self.bot_seats.take(address, bots):
            return _error(429, "rate_limited", message(
                "server-too-many-bots", per_hour="%g" % self.settings.bots_per_hour),
                headers={"Retry-After": str(self.bot_seats.wait(address, bots))})
        try:
            match_id, tokens = await self.matches.create(profile, match_format, seats, clock)
        except (IllegalAction, RummyError) as error:  # the offer and the engine disagree
            log.error("offered match refused by the engine error=%s", one_line(error))
            return _error(400, "bad_request", message("server-refused", reason=said(error)))
        await self.matches.made(match_id)
        self.metrics.created.inc()
        base = str(request.base_url)
        seats = [{"seat": seat, "bot": spec["bot"]} if token is None else
                 {"seat": seat, "token": token,
                  "link": "%s#match=%s&token=%s" % (base, match_id, token)}
                 for seat, (token, spec) in enumerate(zip(tokens, seats))]
        return JSONResponse({"match": match_id, "seats": seats}, status_code=201)

    async def _at_seat(self, request: Request,
                       use: Callable[[CachedMatch, int], Awaitable[Response]]) -> Response:
        """``use(table, seat)`` for the match in the path and the bearer token's seat,
        holding the match's lock, once the copy has caught up with the log (or the
        error). Asked every time: an any-time player reading the table after a
        partner's move on another process must see it, whatever the notifications'
        pace."""
        found = await self._seat(request)
        if isinstance(found, Response):
            return found
        cached, seat = found
        async with cached.lock:
            await self.matches.ready(cached, ask=True, seat=seat)
            return await use(cached, seat)

    async def view(self, request: Request) -> Response:
        async def use(cached: CachedMatch, seat: int) -> Response:
            return Response(cached.view_text(seat), media_type="application/json")

        return await self._at_seat(request, use)

    async def summary(self, request: Request) -> Response:
        async def use(cached: CachedMatch, seat: int) -> Response:
            rematch = await self.matches.find_rematch(cached)
            return Response(_summary(cached, seat, rematch, self.matches.clock_of(cached)),
                            media_type="application/json")

        return await self._at_seat(request, use)

    async def since(self, request: Request) -> Response:
        """What happened since record ``?seq=N`` (the last the seat's page saw), in
        words, for a player coming back."""
        async def use(cached: CachedMatch, seat: int) -> Response:
            seq = request.query_params.get("seq", "")
            seen = whole_number(seq, 12)
            if seen is None or seen > len(cached.match.log):
                return _error(400, "bad_request", message(
                    "server-seq", most=str(len(cached.match.log)), given=json.dumps(seq[:20])))
            moves = moves_since(cached.match, cached.marks, seat, seen)
            return JSONResponse({"seq": len(cached.match.log), "moves": moves})

        return await self._at_seat(request, use)

    async def rematch(self, request: Request) -> Response:
        """A finished match's rematch (made on first asking); the same token opens the
        same seat there. Every socket on the finished match hears of it."""
        async def use(cached: CachedMatch, seat: int) -> Response:
            try:
                rematch = await self.matches.rematch(cached)
            except IllegalAction as error:
                return _refused(409, error.code, error)
            await self.matches.made(rematch)
            cached.push_rematch(rematch)
            return JSONResponse({"match": rematch})

        return await self._at_seat(request, use)

    async def late(self, request: Request) -> Response:
        """An any-time match whose clock gives N days a turn: once a seat's days are
        over, another seat ends the wait (the late seat drops; see clock.play_late).
        Answers the asking seat's new view."""
        found = await self._seat(request)
        if isinstance(found, Response):
            return found
        cached, seat = found
        try:
            await self.matches.end_late_turn(cached, seat)
        except IllegalAction as error:
            return _refused(409, error.code, error)
        async with cached.lock:  # a long catch-up works on the copy off the loop, locked
            return Response(cached.view_text(seat), media_type="application/json")

    async def push_key(self, request: Request) -> Response:
        """The public half of the server's VAPID key (the browser subscribes with it)."""
        return JSONResponse({"key": await self.pusher.public_key()})

    async def push(self, request: Request) -> Response:
        """POST: the token's seat asks to be told when its turn comes, at the browser's
        push subscription; DELETE: no more, at that subscription."""
        found = await self._seat_and_body(request)
        if isinstance(found, Response):
            return found
        cached, seat, body = found
        try:
            spec = read_json(body)
        except JsonError as error:
            return _not_json(error)
        try:
            if request.method == "DELETE":
                if not isinstance(spec, dict) or set(spec) != {"endpoint"} or \
                        not plain_endpoint(typed(spec["endpoint"], "endpoint", "string")):
                    return _error(400, "bad_request", message("server-push-off-shape",
                                                              shape='{"endpoint": ...}'))
                removed = await self.store.pushes.unsubscribe(cached.id, seat,
                                                              spec["endpoint"])
                return JSONResponse({"seat": seat, "subscribed": False, "removed": removed})
            await self.pusher.subscribe(cached.id, seat, spec)
        except IllegalAction as error:
            return _refused(400, "bad_request", error)
        return JSONResponse({"seat": seat, "subscribed": True}, status_code=201)

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
        cached, seat, body = found
        try:
            spec = read_json(body)
        except JsonError as error:
            return _not_json(error)
        if not isinstance(spec, dict) or set(spec) != {"name"}:
            return _error(400, "bad_request", message("server-name-shape",
                                                      shape='{"name": "..."}'))
        try:
            name = offer.clean_name(typed(spec["name"], "name", "string"))
            name = await self.matches.rename(cached, seat, name)
        except IllegalAction as error:
            return _refused(400, "bad_request", error)
        return JSONResponse({"seat": seat, "name": name})

    async def request(self, request: Request) -> Response:
        found = await self._seat_and_body(request)
        if isinstance(found, Response):
            return found
        cached, seat, body = found
        asked = requested(body)
        try:
            if asked is not None and asked.slow:  # a review: served as it was kept
                return _reviewed(await self.matches.review(cached, seat, body,
                                                           client_key(request)), request)
            reply = await self.matches.act(cached, seat, body, address=client_key(request))
        except TooMany as busy:
            return _error(429, "rate_limited", busy.words,
                          headers={"Retry-After": str(busy.wait)})
        return Response(reply, status_code=_status_of(reply), media_type="application/json")

    # -- in the background ----------------------------------------------------------------

    async def expire_forever(self) -> None:
        """Delete unused matches now and every hour (never, with retention 0)."""
        days = self.settings.retention_days
        if days <= 0:
            return
        while True:
            try:
                count = await self.matches.expire(days)
            except Unavailable:  # away (or still starting): soon again, not in an hour
                await asyncio.sleep(EXPIRE_RETRY)
                continue
            if count:
                self.metrics.expired.inc(count)
                log.info("expired matches count=%d unused_days=%g", count, days)
            await asyncio.sleep(EXPIRE_EVERY)


def _reviewed(reply: Reply, request: Request) -> Response:
    """A review's reply: to a client that takes gzip, gzipped around the review's bytes
    as they were kept."""
    gzipped = reply.gzipped() if takes_gzip(request.headers.get("accept-encoding")) else None
    vary = {"Vary": "Accept-Encoding"}
    if gzipped is None:
        text = reply.text()
        return Response(text, status_code=_status_of(text), media_type="application/json",
                        headers=vary)
    return Response(gzipped, status_code=_status_of(reply.before), media_type="application/json",
                    headers=dict(vary, **{"Content-Encoding": "gzip"}))


def _summary(cached: CachedMatch, seat: int, rematch: "str | None",
             turn: "Turn | None") -> str:
    match = cached.match
    online = cached.online()
    now = time.time()
    return encode_json({
        "match": cached.id, "profile": match.rules.name, "format": match.format.name,
        "status": "over" if match.over else "playing", "seq": len(match.log),
        "rematch": rematch, "started": _iso(cached.created),
        "you": seat, "deal": match.number,
        "turn": None if match.deal.result is not None else match.deal.turn,
        "clock": cached.clock,
        # When the turn being played began (a move that ended a turn, the clock's too).
        "turn_began": _iso(turn_began(match, cached.marks, cached.created)),
        # The turn's time: seconds left of it (the reserve included), counted from now.
        "deadline": None if turn is None else {
            "seat": turn.seat, "left": round(max(0.0, turn.deadline - now), 1),
            "reserve": round(turn.reserve, 1), "timeouts": turn.timeouts},
        "seats": [{"seat": s, "name": match.seats[s].name, "bot": match.seats[s].bot,
                   "online": online[s], "last_acted": _iso(cached.last_acted[s])}
                  for s in range(len(match.seats))]})


async def _json_http_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, HTTPException)
    if request.url.path.startswith("/api/"):
        codes = {404: "not_found", 405: "method_not_allowed"}
        return _error(error.status_code, codes.get(error.status_code, "bad_request"),
                      message("server-refused", reason=str(error.detail)))
    return Response(str(error.detail), status_code=error.status_code)


async def _unavailable(request: Request, error: Exception) -> Response:
    return _error(503, "database_unavailable", UNAVAILABLE,
                  headers={"Retry-After": RETRY_AFTER})


async def _gone(request: Request, error: Exception) -> Response:
    return _not_found()


async def _unreadable(request: Request, error: Exception) -> Response:
    return _error(500, "match_unreadable", message("server-unreadable"))


async def _fault(request: Request, error: Exception) -> Response:
    return _error(500, "internal_error", message("server-fault"))


def create_app(store: Store, settings: "Settings | None" = None) -> Any:
    """The ASGI app: the API, and the static site when ``settings.site_dir`` is given."""
    settings = settings or Settings()
    server = Server(store, settings)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        if not store.is_open:
            await store.open()
        await store.listen(server.matches.heard, server.matches.resync)
        # What starting made (modules, catalogs, the app) lives as long as the process:
        # kept out of the collector's full passes, each of which pauses every request.
        gc.collect()
        gc.freeze()
        background = [asyncio.create_task(server.matches.watch()),
                      asyncio.create_task(server.expire_forever()),
                      asyncio.create_task(server.matches.sweep())]
        try:
            yield
        finally:
            await server.pusher.close()
            for task in background:
                task.cancel()
            await asyncio.gather(*background, return_exceptions=True)
            # Every append under way is written before the store closes: after a
            # SIGTERM, uvicorn ends the process with that signal once this returns.
            await store.close()

    routes: list = [
        Route("/api/health", server.health, methods=["GET"]),
        Route("/metrics", server.scrape, methods=["GET"]),
        Route("/api/offer", server.offer, methods=["GET"]),
        Route("/api/push/key", server.push_key, methods=["GET"]),
        Route("/api/matches", server.create, methods=["POST"]),
        Route("/api/matches/{match_id}", server.summary, methods=["GET"]),
        Route("/api/matches/{match_id}/view", server.view, methods=["GET"]),
        Route("/api/matches/{match_id}/since", server.since, methods=["GET"]),
        Route("/api/matches/{match_id}/requests", server.request, methods=["POST"]),
        Route("/api/matches/{match_id}/rematch", server.rematch, methods=["POST"]),
        Route("/api/matches/{match_id}/name", server.rename, methods=["POST"]),
        Route("/api/matches/{match_id}/push", server.push, methods=["POST", "DELETE"]),
        Route("/api/matches/{match_id}/late", server.late, methods=["POST"]),
        WebSocketRoute("/api/matches/{match_id}/live", server.sockets.live),
    ]
    if settings.site_dir is not None:
        # The site gzipped for a browser that takes it: a first visit sends less than
        # half its bytes (the runtime's WebAssembly, the catalogs).
        site_files = StaticFiles(directory=settings.site_dir, html=True)
        routes.append(Mount("/", app=GZipMiddleware(site_files, minimum_size=500,
                                                     compresslevel=9)))
    app = Starlette(routes=routes, lifespan=lifespan, exception_handlers={
        HTTPException: _json_http_error, Unavailable: _unavailable, Gone: _gone,
        Unreadable: _unreadable, Exception: _fault})
    app.state.server = server
    return HeadersMiddleware(app, server.metrics)
