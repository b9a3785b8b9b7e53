"""Serve a built site on 127.0.0.1: the static server of ``indian-rummy play`` (and of
the tests and benchmarks), with the site's MIME types, its Content-Security-Policy and
gzip; :func:`play` builds into ``locations.DEFAULT_BUILD_DIR`` and serves it.
"""

import functools
import gzip
import http.server
import io
import os
import socket
import threading
import webbrowser
from pathlib import Path
from typing import Any

from . import locations
from .locations import SiteError
from .writer import build

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".bin": "application/octet-stream",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
}

# The site's Content-Security-Policy: the pages declare the same one in a <meta>
# tag, and the server sends it as a header, which also covers the engine worker
# (the runtime compiles WebAssembly, hence 'wasm-unsafe-eval'; nothing else from
# outside the site).
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; "
    "img-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; "
    "object-src 'none'; base-uri 'self'; form-action 'none'"
)
# Where a policy applies: the table's own pages (a folder serves its index.html)
# and its workers. Other pages in the folder, such as the embedding example, stand
# for a host's page with its own inline script and style.
POLICY_FILES = ("", "index.html", "guide.html", "worker.js", "sw.js")


def compressed(data: bytes) -> bytes:
    """A file as the servers send it to a browser that takes gzip (most of the site is
    text, and the runtime's WebAssembly shrinks by more than half)."""
    return gzip.compress(data, compresslevel=9, mtime=0)


@functools.lru_cache(maxsize=256)
def _compressed_file(path: str, changed: int) -> bytes:
    with open(path, "rb") as file:
        return compressed(file.read())


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the site's MIME types and security headers, gzipped for a
    browser that takes it, always revalidated, never a folder listing, without a
    request log."""

    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES)
    # Connections kept open between requests, as any web server keeps them: a browser
    # opens at most six to a host, and a cold start asks for some sixty files.
    protocol_version = "HTTP/1.1"

    def send_head(self) -> Any:
        path = self.translate_path(self.path)
        if "gzip" not in self.headers.get("Accept-Encoding", "") or not os.path.isfile(path):
            return super().send_head()
        body = _compressed_file(path, os.stat(path).st_mtime_ns)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        # A local session (or a test) always sees the files on disk, nothing stale.
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        name = self.path.split("?", 1)[0].split("#", 1)[0].rsplit("/", 1)[-1]
        if name in POLICY_FILES:
            self.send_header("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        super().end_headers()

    def list_directory(self, path: Any) -> None:
        # A folder without index.html is not a page of the site.
        self.send_error(404, "File not found")
        return None

    def log_message(self, format: str, *args: Any) -> None:
        pass


class LocalServer(http.server.ThreadingHTTPServer):
    """A threaded server that can take its port back at once after a restart, and
    that closes the connections it keeps open when it closes: a stopped server serves
    no one, not even a browser that kept its connection."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.open_connections: set = set()
        self.connections_lock = threading.Lock()
        http.server.ThreadingHTTPServer.__init__(self, *args, **kwargs)

    def process_request(self, request: Any, client_address: Any) -> None:
        with self.connections_lock:
            self.open_connections.add(request)
        http.server.ThreadingHTTPServer.process_request(self, request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self.connections_lock:
            self.open_connections.discard(request)
        http.server.ThreadingHTTPServer.shutdown_request(self, request)

    def server_close(self) -> None:
        http.server.ThreadingHTTPServer.server_close(self)
        with self.connections_lock:
            kept = list(self.open_connections)
        for connection in kept:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass  # already closed by the other end

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # browsers drop connections freely


def check_port(port: int) -> int:
    """``port`` if it is a TCP port (0 lets the system pick a free one)."""
    if not 0 <= port <= 65535:
        raise SiteError("a port is a whole number from 0 to 65535, not %d" % port)
    return port


def make_server(site_dir: str, port: int = 8000) -> http.server.ThreadingHTTPServer:
    """An HTTP server for ``site_dir`` on 127.0.0.1 (``port`` 0 picks a free one).

    The caller runs ``serve_forever()`` (possibly in a thread) and closes it.
    """
    check_port(port)
    root = Path(site_dir)
    if not (root / "index.html").is_file():
        raise SiteError("%s does not hold a built site (no index.html)" % root)
    handler = functools.partial(QuietHandler, directory=str(root))
    try:
        return LocalServer(("127.0.0.1", port), handler)
    except OSError as exc:
        raise SiteError("cannot listen on 127.0.0.1:%d (%s)" % (port, exc.strerror or exc))


def open_in_browser(address: str) -> None:
    """Open ``address`` in the user's browser, or say how to where there is none."""
    opened = False
    try:
        opened = webbrowser.open(address)
    except Exception:
        opened = False
    if not opened:
        print("No browser could be opened here; open %s yourself." % address, flush=True)


def serve(site_dir: str, port: int = 8000, open_browser: bool = True) -> None:
    """Serve ``site_dir`` on 127.0.0.1 until Ctrl-C, opening a browser if asked."""
    httpd = make_server(site_dir, port)
    address = "http://127.0.0.1:%d/" % httpd.server_address[1]
    print("Serving the practice table at %s (Ctrl-C stops)" % address, flush=True)
    if open_browser:
        open_in_browser(address)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        print("\nStopped.", flush=True)
    finally:
        httpd.server_close()


def play(port: int = 8000, open_browser: bool = True) -> None:
    """Build the site into ``locations.DEFAULT_BUILD_DIR`` (``build/site`` of a checkout,
    else the per-user cache folder), then serve it."""
    out = locations.DEFAULT_BUILD_DIR
    build(str(out))
    serve(str(out), port=port, open_browser=open_browser)
