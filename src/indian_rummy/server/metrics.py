"""What the server counts, for Prometheus: ``GET /metrics`` in its text format.

Requests by route and status, socket messages, appends (acknowledged moves),
the transactions that wrote them, conflicts, database errors by operation, the
time from an append being queued to its durable commit, push deliveries by
outcome, and gauges read at
scrape time: open sockets, matches in memory, whether the database answers.
"""

from collections.abc import Callable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.exposition import CONTENT_TYPE_LATEST, generate_latest

from .storage import Quiet

__all__ = ["CONTENT_TYPE_LATEST", "Metrics", "route_of"]


# The match's routes by what follows its id (app.py's): any other path is "other", so
# that a stranger's made-up paths add no label, and the labels stay few for good.
MATCH_ROUTES = frozenset(("view", "since", "requests", "rematch", "name", "push", "late", "live"))
ROUTES = frozenset(("/metrics", "/api/health", "/api/offer", "/api/push/key", "/api/matches"))


def route_of(path: str) -> str:
    """The route a path took, with the match's id left out.

    >>> route_of("/api/matches/XWTZQOl5kI7SYsQ4/view")
    '/api/matches/{id}/view'
    >>> route_of("/guide.html")
    'site'
    >>> route_of("/api/matches/XWTZQOl5kI7SYsQ4/whatever")
    'other'
    """
    if path in ROUTES:
        return path
    if not path.startswith("/api/"):
        return "site"
    parts = path.split("/")
    if len(parts) < 4 or parts[2] != "matches":
        return "other"
    if len(parts) == 4:
        return "/api/matches/{id}"
    return "/api/matches/{id}/" + parts[4] if len(parts) == 5 and parts[4] in MATCH_ROUTES \
        else "other"


class Metrics(Quiet):
    """The server's counters, in a registry of its own (one per app)."""

    def __init__(self, sockets: Callable[[], int], cached: Callable[[], int],
                 database_up: Callable[[], bool]) -> None:
        self.registry = registry = CollectorRegistry()
        self.requests = Counter("rummy_http_requests", "HTTP requests answered, by route "
                                "and status", ["route", "status"], registry=registry)
        self.socket_messages = Counter("rummy_socket_messages", "WebSocket messages "
                                       "received after the hello", registry=registry)
        self.appends = Counter("rummy_appends", "Appends durably committed to the log "
                               "(one per acknowledged move)", registry=registry)
        self.batches = Counter("rummy_append_batches", "Transactions that committed "
                               "appends (group commits)", registry=registry)
        self.conflicts = Counter("rummy_append_conflicts", "Appends the log refused (a race "
                                 "lost, or a copy behind the log)", registry=registry)
        self.database_errors = Counter("rummy_database_errors", "Operations that failed "
                                       "because the database did not answer",
                                       ["operation"], registry=registry)
        self.append_seconds = Histogram(
            "rummy_append_seconds", "Seconds from an append being queued to its durable "
            "commit", registry=registry,
            buckets=(0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0))
        self.created = Counter("rummy_matches_created", "Matches made", registry=registry)
        self.expired = Counter("rummy_matches_expired", "Matches deleted after going unused "
                               "for the retention period", registry=registry)
        self.pushes = Counter("rummy_push_deliveries", "Push messages by outcome: sent, "
                              "retried, gone (the service forgot the subscription), "
                              "overtaken (a newer one came), failed", ["result"],
                              registry=registry)
        self.socket_closes = Counter("rummy_socket_limit_closes", "Sockets closed because "
                                     "their seat or address opened too many",
                                     registry=registry)
        Gauge("rummy_open_sockets", "Open WebSockets", registry=registry).set_function(
            lambda: float(sockets()))
        Gauge("rummy_cached_matches", "Matches replayed in memory",
              registry=registry).set_function(lambda: float(cached()))
        Gauge("rummy_database_up", "1 while the database answers, else 0",
              registry=registry).set_function(lambda: 1.0 if database_up() else 0.0)

    def appended(self, appends: int, seconds: list) -> None:
        self.appends.inc(appends)
        self.batches.inc()
        for value in seconds:
            self.append_seconds.observe(value)

    def conflict(self) -> None:
        self.conflicts.inc()

    def database_error(self, operation: str) -> None:
        self.database_errors.labels(operation).inc()

    def text(self) -> bytes:
        return generate_latest(self.registry)
