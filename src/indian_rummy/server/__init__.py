"""The partner server: two people, two devices, one authoritative match (CPython only).

``indian-rummy serve`` runs :func:`serve`: the static site plus the API of
``docs/server.md`` (Starlette under uvicorn), over an event log in SQLite or
PostgreSQL. Nothing here is shipped to the browser.
"""

import asyncio
import os

import uvicorn

from .. import site
from .app import ADDRESS_RATE, CONNECTION_RATE, MAX_MESSAGE, Settings, create_app
from .storage import StorageError, open_store

__all__ = ["serve", "ADDRESS_RATE", "CONNECTION_RATE", "StorageError"]


def serve(host: str = "127.0.0.1", port: int = 8000, database: "str | None" = None,
          site_dir: "str | None" = None, origins: tuple = (),
          address_rate: tuple = ADDRESS_RATE, connection_rate: tuple = CONNECTION_RATE,
          open_browser: bool = False) -> None:
    """Build the site (unless ``site_dir`` names a built one) and serve it with the API
    until interrupted, opening it in a browser once it answers if asked. A database
    that cannot be opened raises StorageError first."""
    store = open_store(database)
    if site_dir is None:
        site.build(str(site.DEFAULT_BUILD_DIR))
        site_dir = str(site.DEFAULT_BUILD_DIR)
    elif not os.path.isfile(os.path.join(site_dir, "index.html")):
        raise site.SiteError("%s does not hold a built site (no index.html)" % site_dir)
    app = create_app(store, Settings(site_dir, origins, address_rate, connection_rate))
    # No per-message deflate: a view is a few KiB a few times a minute; compressing
    # each one cost the server CPU (about 6% in the load test's profile) and the
    # clients as much again, plus a compressor's memory for every open socket.
    config = uvicorn.Config(app, host=host, port=port, ws_max_size=MAX_MESSAGE,
                            ws_per_message_deflate=False, log_level="warning",
                            access_log=False, lifespan="on", server_header=False)

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
            await store.close()

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
