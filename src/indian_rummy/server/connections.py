"""Every connection bounded in time and in number, below the app (uvicorn's protocols).

- **Headers**: a request's line and headers (the first request's and each keep-alive
  one's) arrive within the header deadline, counted from when the server starts
  waiting for them and not restarted by each byte, so a client that sends a header a
  byte at a time is closed as surely as one that sends nothing. A connection holding
  part of a request then gets 408; one holding nothing is closed.
- **Bodies**: a request's body arrives in full within the body deadline after its
  headers, else 408 (the app's reading of it ends as if the client had left).
- **Number**: one client address holds at most ``connections_per_address`` connections,
  HTTP and live sockets together (a socket is the connection it was upgraded from,
  counted until it closes). Past it a new connection's request is answered 429 with
  ``Retry-After`` and the connection closed (one that sends nothing within
  ``REFUSED_WAIT`` seconds is closed). An address is :func:`limits.address_key`'s, so
  an IPv6 /64 is one. The peer of a trusted proxy (``--forwarded-allow-ips``) is not
  counted: its connections carry every client behind it, told apart only by the
  headers, where the app's limits per forwarded address (rates, sockets) still hold.

An answer given here (408, 429) is followed by a lingering close: the server shuts its
side for writing and reads and drops what the client still sends, for up to
``LINGER`` seconds. Closing at once with input unread would reset the connection, and
a reset can wipe the answer from the client's side before it is read.

>>> trusted_peers(("10.0.0.0/8", "127.0.0.1"))("10.1.2.3"), trusted_peers(("*",))("::1")
(True, True)
>>> trusted_peers(("127.0.0.1",))("127.0.0.2"), trusted_peers(())("127.0.0.1")
(False, False)
"""

import asyncio
import ipaddress
import json
from collections.abc import Callable
from typing import Any

from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from .headers import API_HEADERS
from .limits import address_key
from .settings import Settings
from .words import message

LINGER = 2.0  # seconds a connection answered here reads what the client still sends
REFUSED_WAIT = 0.5  # seconds a refused connection waits for its request to answer it
RETRY_AFTER = 5  # seconds, for an address at its connections' cap


def trusted_peers(hosts: tuple) -> Callable[[str], bool]:
    """Whether a peer is one of ``hosts`` (addresses, networks, or ``*`` for any), read
    as uvicorn reads ``--forwarded-allow-ips`` (what is neither stays a literal name)."""
    if "*" in hosts:
        return lambda host: True
    networks = []
    literals = set()
    for host in hosts:
        try:
            networks.append(ipaddress.ip_network(host, strict=False))
        except ValueError:
            literals.add(host)

    def trusted(host: str) -> bool:
        try:
            address = ipaddress.ip_address(host)
        except ValueError:
            return host in literals
        return any(address in network for network in networks)

    return trusted


class Counts:
    """The connections open per client address, each held by its transport (which a
    socket keeps from the HTTP connection it was upgraded from). One IPv6 /64 is one
    address:

    >>> counts = Counts(1, trusted_peers(()))
    >>> [counts.admit(held, (host, 1)) for held, host in (
    ...     ("a", "2001:db8::1"), ("b", "2001:db8::2"), ("c", "203.0.113.7"))]
    [True, False, True]
    >>> counts.release("a"); counts.admit("b", ("2001:db8::2", 1))
    True
    """

    def __init__(self, most: int, trusted: Callable[[str], bool]) -> None:
        self.most = most
        self.trusted = trusted
        self.open: dict = {}  # address key -> connections open
        self._held: dict = {}  # transport -> its address key

    def admit(self, transport: Any, client: "tuple | None") -> bool:
        """Count a new connection from ``client`` (host, port); False if its address
        holds as many as it may already (then it is not counted)."""
        if client is None or self.trusted(client[0]):
            return True
        key = address_key(client[0])
        count = self.open.get(key, 0)
        if count >= self.most:
            return False
        self.open[key] = count + 1
        self._held[transport] = key
        return True

    def release(self, transport: Any) -> None:
        """The connection is closed (said once or more: counted down once)."""
        key = self._held.pop(transport, None)
        if key is None:
            return
        left = self.open[key] - 1
        if left:
            self.open[key] = left
        else:
            del self.open[key]


class BoundedHttp(HttpToolsProtocol):
    """uvicorn's HTTP protocol, with the deadlines and the cap per address."""

    counts: Counts
    header_deadline: float
    body_deadline: float

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.deadline: asyncio.TimerHandle | None = None
        self.begun = False  # part of a request's line or headers has arrived
        self.in_body = False  # a request's headers have arrived, not yet all its body
        self.answered = False  # answered here: closing, what still comes is dropped
        self.over_cap = False  # its address holds all it may: refused when it speaks

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if not self.counts.admit(transport, self.client):
            # Refused: answered 429 once its request begins (an answer before it confuses
            # clients), closed at once if none comes (it holds a file meanwhile).
            self.over_cap = self.answered = True
            self.set_deadline(REFUSED_WAIT, self.transport.close)
            return
        self.await_head()

    def connection_lost(self, exc: "Exception | None") -> None:
        self.set_deadline(None)
        self.counts.release(self.transport)
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.over_cap:
            self.over_cap = False
            self.answer(429, "too_many_connections", message(
                "server-too-many-connections", most=self.counts.most),
                [(b"retry-after", b"%d" % RETRY_AFTER)])
        if not self.answered:
            super().data_received(data)

    # -- the parser's steps -----------------------------------------------------------------

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self.begun = True

    def on_headers_complete(self) -> None:
        self.begun = False
        upgrading = self.parser.should_upgrade() and self._should_upgrade()
        self.set_deadline(None)
        super().on_headers_complete()
        if not upgrading:  # a socket is bounded by its hello's deadline and its pings
            self.in_body = True
            self.set_deadline(self.body_deadline, self.body_late)

    def on_message_complete(self) -> None:
        super().on_message_complete()
        if self.in_body:
            self.in_body = False
            self.set_deadline(None)
            if self.cycle.response_complete and not self.pipeline:  # answered before its end
                self.await_head()

    def on_response_complete(self) -> None:
        waiting = not self.pipeline  # else the next request's headers are here already
        super().on_response_complete()
        if waiting and not self.in_body and not self.transport.is_closing():
            self.await_head()

    # -- the deadlines ----------------------------------------------------------------------

    def set_deadline(self, seconds: "float | None", late: Callable[[], None] = lambda: None
                     ) -> None:
        """Call ``late`` in ``seconds`` instead of what was due (None: nothing)."""
        if self.deadline is not None:
            self.deadline.cancel()
        self.deadline = None if seconds is None else self.loop.call_later(seconds, late)

    def await_head(self) -> None:
        self.set_deadline(self.header_deadline, self.head_late)

    def head_late(self) -> None:
        if self.begun:
            self.answer(408, "request_timeout", message(
                "server-headers-late", seconds="%g" % self.header_deadline))
        else:
            self.transport.close()

    def body_late(self) -> None:
        cycle = self.cycle
        if self.pipeline:  # a request queued behind another is not read yet
            self.set_deadline(self.body_deadline, self.body_late)
        elif not cycle.response_started:
            cycle.disconnected = True  # the app's reading ends, and its answer goes nowhere
            cycle.message_event.set()
            self.answer(408, "request_timeout", message(
                "server-body-late", seconds="%g" % self.body_deadline))
        elif cycle.response_complete:
            self.linger()
        else:
            cycle.keep_alive = False  # closed once its answer is sent

    def answer(self, status: int, code: str, said: dict, extra: "list | None" = None
               ) -> None:
        """Answer ``status`` with the API's error body (``said``: a message), and close."""
        self.answered = True
        body = json.dumps({"error": {"code": code, "message": said}}).encode("utf-8")
        headers = list(self.server_state.default_headers) + API_HEADERS + (extra or []) + [
            (b"content-type", b"application/json"),
            (b"content-length", b"%d" % len(body)), (b"connection", b"close")]
        self.transport.write(b"".join([STATUS_LINE[status]] + [
            b"%s: %s\r\n" % pair for pair in headers] + [b"\r\n", body]))
        self.linger()

    def linger(self) -> None:
        """Shut the server's side, drop what the client still sends, close soon."""
        self.answered = True
        self.flow.resume_reading()
        if self.transport.can_write_eof():
            self.transport.write_eof()
        self.set_deadline(LINGER, self.transport.close)


class BoundedSocket(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol, whose connection counts against its address until it
    closes (the HTTP protocol it was upgraded from hears nothing of that)."""

    counts: Counts

    def connection_lost(self, exc: "Exception | None") -> None:
        try:
            super().connection_lost(exc)
        finally:
            self.counts.release(self.transport)


def protocols(settings: Settings) -> tuple:
    """(HTTP protocol, WebSocket protocol) classes for uvicorn's ``http`` and ``ws``,
    bounded by ``settings`` and sharing one count of connections per address."""
    counts = Counts(settings.connections_per_address,
                    trusted_peers(settings.forwarded_allow_ips))

    class Http(BoundedHttp):
        pass

    class Socket(BoundedSocket):
        pass

    Http.counts = Socket.counts = counts
    Http.header_deadline = settings.header_deadline
    Http.body_deadline = settings.body_deadline
    return Http, Socket
