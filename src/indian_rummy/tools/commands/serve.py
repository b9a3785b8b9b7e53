"""``indian-rummy serve``: the partner server (docs/server.md), its settings read from
the options, with their defaults in ``server/settings.py``."""

import argparse
import os
from typing import Any

from .status import bad


def add(commands: "argparse._SubParsersAction") -> None:
    srv = commands.add_parser(
        "serve", help="the partner server: the site plus matches between two people",
        description="Serve the table and the partner API (docs/server.md). The database is "
        "SQLite by default (a file path or sqlite:///PATH) or PostgreSQL "
        "(postgresql://...); DATABASE_URL is read when --database is not given.")
    srv.add_argument("--host", default="127.0.0.1", help="address (default 127.0.0.1)")
    srv.add_argument("--port", type=port, default=8000, help="port (default 8000)")
    srv.add_argument("--database", metavar="URL", default=None,
                     help="database URL (default $DATABASE_URL, else "
                     "sqlite:///indian-rummy.sqlite3)")
    srv.add_argument("--site", metavar="DIR", default=None,
                     help="serve this built site instead of building one (into build/site in a "
                     "checkout, else ~/.cache/indian-rummy/site)")
    srv.add_argument("--open", action="store_true",
                     help="open the table in a browser once the server answers")
    srv.add_argument("--origin", action="append", default=[], metavar="URL",
                     help="another origin whose pages may open sockets (repeatable)")
    srv.add_argument("--rate", type=float, default=None, metavar="N",
                     help="requests per second one address may make (default 20; 0: no limit)")
    srv.add_argument("--socket-rate", type=float, default=None, metavar="N",
                     help="messages per second one socket may send (default 10; 0: no limit)")
    srv.add_argument("--matches-per-hour", type=float, default=None, metavar="N",
                     help="new matches one address may make in an hour (default 30; 0: no "
                     "limit)")
    srv.add_argument("--bots-per-hour", type=float, default=None, metavar="N",
                     help="bot seats one address's new matches may have in an hour, each "
                     "played on the server (default 60; 0: no limit)")
    srv.add_argument("--retention-days", type=float, default=None, metavar="D",
                     help="delete a match, with its log, once unused this many days "
                     "(default 30; 0 keeps every match)")
    srv.add_argument("--sockets-per-seat", type=int, default=None, metavar="N",
                     help="live sockets one seat may hold open (default 4; the oldest is "
                     "closed)")
    srv.add_argument("--sockets-per-address", type=int, default=None, metavar="N",
                     help="live sockets one address may hold open (default 64)")
    srv.add_argument("--ping-interval", type=float, default=None, metavar="S",
                     help="seconds between pings of a quiet socket; one that does not answer "
                     "within as long again is closed (default 20; 0: no pings)")
    srv.add_argument("--bot-pace", type=float, default=None, metavar="S",
                     help="seconds a bot's seat waits before playing its turn, so that "
                     "people can follow it (default 1)")
    srv.add_argument("--copy-idle", type=float, default=None, metavar="S",
                     help="seconds a match nobody has open stays in memory after its last "
                     "use; it is read from the database again when asked for (default 60)")
    # For the tests of the turn clock only: not in --help, never offered to players.
    srv.add_argument("--clock-scale", type=float, default=1.0, help=argparse.SUPPRESS)
    srv.add_argument("--push-contact", default=None, metavar="ADDRESS",
                     help="a mailto: or https: address the browsers' push services may "
                     "write to about this server's notifications (default "
                     "$RUMMY_PUSH_CONTACT, else mailto:indian-rummy@localhost)")
    # For the tests of push notifications only: a push service of the test's own.
    srv.add_argument("--push-service", action="append", default=[], help=argparse.SUPPRESS)
    srv.add_argument("--forwarded-allow-ips", default=None, metavar="IPS",
                     help="comma-separated addresses of proxies whose X-Forwarded-For and "
                     "X-Forwarded-Proto are believed (default: none; '*' trusts any)")
    srv.add_argument("--header-deadline", type=float, default=None, metavar="S",
                     help="seconds a request's line and headers have to arrive; past them "
                     "the connection is answered 408 and closed (default 10)")
    srv.add_argument("--body-deadline", type=float, default=None, metavar="S",
                     help="seconds a request's body has to arrive in full after its headers "
                     "(default 20)")
    srv.add_argument("--connections-per-address", type=int, default=None, metavar="N",
                     help="connections one address may hold open, HTTP and sockets together; "
                     "past it a new one is answered 429 (default: --sockets-per-address + 64)")
    srv.set_defaults(run=run)


def port(text: str) -> int:
    """``--port`` of play and serve, refused by the parser, before the site is built."""
    from ...site import SiteError
    from ...site.serve import check_port
    try:
        return check_port(int(text))
    except (ValueError, SiteError):
        raise argparse.ArgumentTypeError("a port is a whole number from 0 to 65535, not %s"
                                         % text)


def run(args: argparse.Namespace) -> int:
    from ... import site
    try:
        from ... import server
        from ...server import settings as defaults
    except ImportError as error:
        return bad("the partner server needs its packages (%s): pip install "
                    "'indian-rummy[server]'" % error, False)

    def given(value: Any, default: Any) -> Any:
        return default if value is None else value

    trusted = [ip.strip() for ip in (args.forwarded_allow_ips or "").split(",") if ip.strip()]
    try:
        settings = server.Settings(
            origins=tuple(args.origin),
            address_rate=defaults.ADDRESS_RATE if args.rate is None else (args.rate,
                                                                          3 * args.rate),
            connection_rate=defaults.CONNECTION_RATE if args.socket_rate is None else (
                args.socket_rate, 3 * args.socket_rate),
            matches_per_hour=given(args.matches_per_hour, defaults.MATCHES_PER_HOUR),
            bots_per_hour=given(args.bots_per_hour, defaults.BOTS_PER_HOUR),
            retention_days=given(args.retention_days, defaults.RETENTION_DAYS),
            sockets_per_seat=given(args.sockets_per_seat, defaults.SOCKETS_PER_SEAT),
            sockets_per_address=given(args.sockets_per_address, defaults.SOCKETS_PER_ADDRESS),
            ping_interval=given(args.ping_interval, defaults.PING_INTERVAL),
            bot_pace=given(args.bot_pace, defaults.BOT_PACE), clock_scale=args.clock_scale,
            push_contact=args.push_contact or os.environ.get("RUMMY_PUSH_CONTACT") or
            defaults.PUSH_CONTACT, push_services=tuple(args.push_service),
            forwarded_allow_ips=tuple(trusted),
            header_deadline=given(args.header_deadline, defaults.HEADER_DEADLINE),
            body_deadline=given(args.body_deadline, defaults.BODY_DEADLINE),
            connections_per_address=args.connections_per_address,
            copy_idle=given(args.copy_idle, defaults.COPY_IDLE))
    except ValueError as error:
        return bad(str(error), False)
    try:
        server.serve(args.host, args.port, args.database, args.site, settings,
                     open_browser=args.open)
    except (site.SiteError, server.StorageError) as error:
        return bad(str(error), False)
    return 0
