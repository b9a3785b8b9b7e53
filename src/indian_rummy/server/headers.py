"""What every HTTP response of the server carries besides its body: the security
headers (the site's Content-Security-Policy, no sniffing, no referrer) and its
caching, the request counted by route and status, and any fault logged in one line.
"""

import logging
import time
from typing import Any

from .. import site
from .metrics import Metrics, route_of
from .storage import one_line

log = logging.getLogger("indian_rummy.server")

# The site's own policy (indian_rummy/site), on every API answer and on the table's
# pages and workers; other pages of the folder (the embedding example) stand for a
# host's page.
CSP = (b"content-security-policy", site.CONTENT_SECURITY_POLICY.encode("ascii"))
BASE_HEADERS = [(b"x-content-type-options", b"nosniff"), (b"referrer-policy", b"no-referrer")]
API_HEADERS = BASE_HEADERS + [CSP, (b"cache-control", b"no-store")]
SITE_HEADERS = BASE_HEADERS + [(b"cache-control", b"no-cache")]


class HeadersMiddleware:
    """Security headers on every HTTP response (CSP, no sniffing, no referrer), the
    request counted by route and status, and any fault answered and logged in one line."""

    def __init__(self, app: Any, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope["path"]
        if path.startswith("/api/") or path == "/metrics":
            extra = API_HEADERS
        elif path.rsplit("/", 1)[-1] in site.POLICY_FILES:
            extra = SITE_HEADERS + [CSP]
        else:
            extra = SITE_HEADERS
        status = [0]

        async def send_with_headers(message: dict) -> None:
            if message["type"] == "http.response.start":
                status[0] = message["status"]
                message["headers"] = list(message.get("headers", [])) + extra
            await send(message)

        started = time.perf_counter()
        try:
            await self.app(scope, receive, send_with_headers)
        except Exception as error:  # answered already (see _fault); said once, in one line
            log.error("request failed method=%s route=%s match=%s error=%s seconds=%.3f",
                      scope.get("method"), route_of(path), _match_of(path), one_line(error),
                      time.perf_counter() - started)
        self.metrics.requests.labels(route_of(path), str(status[0] or 500)).inc()


def _match_of(path: str) -> str:
    parts = path.split("/")
    return parts[3] if len(parts) > 3 and parts[2] == "matches" else "-"
