"""Every setting of the partner server in one checked object (``indian-rummy serve``'s
options, see docs/server.md)."""

ADDRESS_RATE = (20.0, 60.0)  # requests and messages per second, burst: one address
CONNECTION_RATE = (10.0, 30.0)  # messages per second, burst: one socket
MATCHES_PER_HOUR = 30  # new matches one address may make (the burst is as many)
BOTS_PER_HOUR = 60  # bot seats one address's new matches may have (each plays on the server)
RETENTION_DAYS = 30.0  # a match unused this long is deleted with its log
SOCKETS_PER_SEAT = 4  # a phone, a laptop, a tablet, and a tab left open
SOCKETS_PER_ADDRESS = 64  # a household, an office or a mobile carrier's NAT on one address
PING_INTERVAL = 20.0  # seconds between pings of an idle socket; as long again for the pong
COPY_IDLE = 60.0  # seconds a match nobody has open stays in memory after its last use
BOT_PACE = 1.0  # seconds a bot seat waits before playing its turn, so people can follow it
SHUTDOWN_GRACE = 5  # seconds a stop waits for requests under way before cancelling them
# Connections, bounded in time and number (connections.py).
HEADER_DEADLINE = 10.0  # seconds for a request's line and headers, from when they are awaited
BODY_DEADLINE = 20.0  # seconds for a request's body to arrive in full, after its headers
# Connections one address may hold beside its sockets, by default: a browser opens up to
# six to a server, and a household or an office shares the address.
HTTP_CONNECTIONS = 64
# Who runs the server, for the push services (VAPID's "sub"): they write there about
# a problem with its messages. A mailto: or https: address.
PUSH_CONTACT = "mailto:indian-rummy@localhost"


class Settings:
    """The server's settings; a bad one raises ValueError saying which.

    ``max_sockets`` is the most sockets open at once (beyond it a new one is refused
    with 503); ``serve`` sets it from the open-files limit. ``connections_per_address``
    counts HTTP connections and sockets together (None: ``sockets_per_address`` and
    ``HTTP_CONNECTIONS`` more)."""

    def __init__(self, site_dir: "str | None" = None, origins: tuple = (),
                 address_rate: tuple = ADDRESS_RATE, connection_rate: tuple = CONNECTION_RATE,
                 matches_per_hour: float = MATCHES_PER_HOUR,
                 bots_per_hour: float = BOTS_PER_HOUR,
                 retention_days: float = RETENTION_DAYS,
                 sockets_per_seat: int = SOCKETS_PER_SEAT,
                 sockets_per_address: int = SOCKETS_PER_ADDRESS,
                 max_sockets: int = 10000, ping_interval: float = PING_INTERVAL,
                 forwarded_allow_ips: tuple = (), shutdown_grace: int = SHUTDOWN_GRACE,
                 bot_pace: float = BOT_PACE, clock_scale: float = 1.0,
                 push_contact: str = PUSH_CONTACT, push_services: tuple = (),
                 header_deadline: float = HEADER_DEADLINE, body_deadline: float = BODY_DEADLINE,
                 connections_per_address: "int | None" = None,
                 copy_idle: float = COPY_IDLE) -> None:
        for name, value in (("matches per hour", matches_per_hour),
                            ("bot seats per hour", bots_per_hour),
                            ("retention days", retention_days),
                            ("ping interval", ping_interval), ("bot pace", bot_pace),
                            ("idle copy seconds", copy_idle)):
            if not value >= 0:
                raise ValueError("%s is 0 or more, not %r" % (name, value))
        for name, count in (("sockets per seat", sockets_per_seat),
                            ("sockets per address", sockets_per_address),
                            ("most sockets", max_sockets)):
            if count < 1:
                raise ValueError("%s is at least 1, not %r" % (name, count))
        for name, pair in (("address rate", address_rate), ("connection rate", connection_rate)):
            if len(pair) != 2 or not pair[0] >= 0 or not pair[1] >= 0:
                raise ValueError("%s is (per second, burst), not %r" % (name, pair))
        self.site_dir = site_dir
        self.origins = tuple(o.rstrip("/") for o in origins)
        self.address_rate = address_rate
        self.connection_rate = connection_rate
        self.matches_per_hour = matches_per_hour
        self.bots_per_hour = bots_per_hour
        self.retention_days = retention_days
        self.sockets_per_seat = sockets_per_seat
        self.sockets_per_address = sockets_per_address
        self.max_sockets = max_sockets
        self.ping_interval = ping_interval
        self.forwarded_allow_ips = tuple(forwarded_allow_ips)
        self.shutdown_grace = shutdown_grace
        self.bot_pace = bot_pace
        self.copy_idle = copy_idle
        if not 0 < clock_scale <= 1:
            raise ValueError("the clock scale is above 0 and at most 1, not %r" % clock_scale)
        self.clock_scale = clock_scale  # tests only: every turn clock runs this much faster
        if not push_contact.startswith(("mailto:", "https://")) or len(push_contact) < 9:
            raise ValueError("the push contact is a mailto: or https: address, not %r"
                             % push_contact)
        self.push_contact = push_contact
        # Tests only: origins (http://127.0.0.1:PORT) taken as push services besides the
        # browsers' own.
        self.push_services = tuple(o.rstrip("/") for o in push_services)
        self._bound_connections(header_deadline, body_deadline, connections_per_address)

    def _bound_connections(self, header_deadline: float, body_deadline: float,
                           connections_per_address: "int | None") -> None:
        for name, seconds in (("header deadline", header_deadline),
                              ("body deadline", body_deadline)):
            if not 0 < seconds <= 3600:
                raise ValueError("the %s is more than 0 and at most 3600 seconds, not %r"
                                 % (name, seconds))
        if connections_per_address is None:
            connections_per_address = self.sockets_per_address + HTTP_CONNECTIONS
        if connections_per_address < 1:
            raise ValueError("connections per address is at least 1, not %r"
                             % connections_per_address)
        self.header_deadline = header_deadline
        self.body_deadline = body_deadline
        self.connections_per_address = connections_per_address
