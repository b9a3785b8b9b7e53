"""The partner server: people at several devices, one authoritative match (CPython only).

``indian-rummy serve`` runs :func:`serve`: the static site plus the API of
``docs/server.md`` (Starlette under uvicorn), over an event log in SQLite or
PostgreSQL. Nothing here is shipped to the browser.
"""

import asyncio
import os
import resource
import sys

import uvicorn

from .. import site
from . import logs
from .app import create_app
from .connections import protocols
from .settings import Settings
from .sockets import MAX_MESSAGE
from .storage import StorageError, open_store

__all__ = ["serve", "Settings", "StorageError"]

# Open files kept back from connections: the database's (pool, listener, SQLite's
# files), the static files being sent, the listening socket and the process's own.
RESERVED_FILES = 64
# Connections kept back from sockets, so that HTTP (health checks included) still
# answers when sockets have taken all they may.
HTTP_ROOM = 32
# Seconds the event loop's thread waits for the interpreter while a worker thread (a
# replay, a review, a bot's turn) runs Python: 5 ms by default, paid at each of the
# several waits of one request, made a health check take over 100 ms.
SWITCH_INTERVAL = 0.001


def open_files_limit() -> int:
    """Raise the soft limit on open files to the hard limit; the limit now in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 20)
    if wanted > soft:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return soft


def serve(host: str = "127.0.0.1", port: int = 8000, database: "str | None" = None,
          site_dir: "str | None" = None, settings: "Settings | None" = None,
          open_browser: bool = False) -> None:
    """Build the site (unless ``site_dir`` names a built one) and serve it with the API
    until interrupted (SIGTERM or Ctrl-C: a graceful stop), opening it in a browser
    once it answers if asked. A database that cannot be opened raises StorageError
    first."""
    settings = settings or Settings()
    store = open_store(database)
    if site_dir is None:
        site.build(str(site.DEFAULT_BUILD_DIR))
        site_dir = str(site.DEFAULT_BUILD_DIR)
    elif not os.path.isfile(os.path.join(site_dir, "index.html")):
        raise site.SiteError("%s does not hold a built site (no index.html)" % site_dir)
    settings.site_dir = site_dir
    # Past the open-files limit a new connection would be dropped without a word:
    # uvicorn answers 503 at `connections`, the sockets refuse with 503 before that.
    connections = max(2 * HTTP_ROOM, open_files_limit() - RESERVED_FILES)
    settings.max_sockets = min(settings.max_sockets, connections - HTTP_ROOM)
    logs.configure()
    sys.setswitchinterval(SWITCH_INTERVAL)
    app = create_app(store, settings)
    ping = settings.ping_interval or None
    trusted = ",".join(settings.forwarded_allow_ips)
    # uvicorn's own protocols, with deadlines for each request's headers and body and a
    # cap on the connections of one address (connections.py).
    http, ws = protocols(settings)
    # No per-message deflate: a view is a few KiB a few times a minute; compressing
    # each one cost the server CPU (about 6% in the load test's profile) and the
    # clients as much again, plus a compressor's memory for every open socket.
    config = uvicorn.Config(app, host=host, port=port, http=http, ws=ws, ws_max_size=MAX_MESSAGE,
                            ws_per_message_deflate=False, ws_ping_interval=ping,
                            ws_ping_timeout=ping, log_config=None, log_level="warning",
                            access_log=False, lifespan="on", server_header=False,
                            proxy_headers=bool(trusted), forwarded_allow_ips=trusted or None,
                            limit_concurrency=connections,
                            timeout_graceful_shutdown=settings.shutdown_grace)

    async def main() -> None:
        await store.open()  # here, so a bad database is a clear error, not a traceback
        try:
            address = "http://%s:%d/" % (host, port)
            print("Serving the table and the partner API at %s (database: %s; "
                  "Ctrl-C stops)" % (address, store.describe()), flush=True)
            server = uvicorn.Server(config)
            if open_browser:
                asyncio.get_running_loop().create_task(_open_when_started(server, address))
            await server.serve()
        finally:
            await store.close()  # after every append under way has committed

    try:
        import uvloop
        loop_factory = uvloop.new_event_loop
    except ImportError:  # pragma: no cover - uvloop is pinned with the server's packages
        loop_factory = None
    with asyncio.Runner(loop_factory=loop_factory) as runner:
        runner.run(main())


async def _open_when_started(server: uvicorn.Server, address: str) -> None:
    while not server.started:
        if server.should_exit:
            return
        await asyncio.sleep(0.05)
    # The browser's launcher may block: off the event loop.
    await asyncio.to_thread(site.open_in_browser, address)
