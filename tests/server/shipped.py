"""The deployment that deploy/ ships, run by a test as it is shipped: Debian's Caddy on
deploy/Caddyfile (:class:`Caddy`), `indian-rummy serve` with the options of
deploy/indian-rummy@.service (:func:`unit_options`), and clients that reach them from
an address of their choosing (:class:`Client`): the whole of 127.0.0.0/8 is this
machine, so a test has as many client addresses as it needs."""

import http.client
import json
import os
import shlex
import socket
import ssl
import subprocess
from pathlib import Path

from server.process import free_port, stop, wait_until

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
CADDY = "/usr/bin/caddy"
# Caddy's own CA, under its data folder (`tls internal`).
ROOT_CERTIFICATE = Path("caddy", "pki", "authorities", "local", "root.crt")
READ_BODY = 2  # seconds Caddy gives a request to arrive whole: short enough to wait for


def unit_options(port: int, site: "str | Path") -> list:
    """The options the unit gives `indian-rummy serve` for the instance on ``port``,
    serving the site at ``site`` (the unit names where an installation keeps it)."""
    unit = (DEPLOY / "indian-rummy@.service").read_text()
    (line,) = [line for line in unit.splitlines() if line.startswith("ExecStart=")]
    words = shlex.split(line[len("ExecStart="):])
    options = words[words.index("serve") + 1:]
    return [str(site) if before == "--site" else word.replace("%i", str(port))
            for before, word in zip([""] + options, options)]


class Caddy:
    """deploy/Caddyfile in front of ``upstreams`` (host:port), for the site 127.0.0.1 on a
    free port, its certificate from its own CA; its data (that CA) in ``folder``, its
    admin API off, so that it needs nothing of the machine's own Caddy."""

    def __init__(self, folder: Path, upstreams: list) -> None:
        self.folder = folder
        self.port = free_port()
        self.base = "https://127.0.0.1:%d" % self.port
        self.log = folder / "caddy.log"
        self.env = dict(os.environ, HOME=str(folder), XDG_DATA_HOME=str(folder / "data"),
                        XDG_CONFIG_HOME=str(folder / "config"), RUMMY_DOMAIN="127.0.0.1",
                        RUMMY_TLS="internal", RUMMY_CADDY_ADMIN="off",
                        RUMMY_HTTPS_PORT=str(self.port), RUMMY_HTTP_PORT=str(free_port()),
                        RUMMY_UPSTREAMS=" ".join(upstreams),
                        RUMMY_READ_BODY="%gs" % READ_BODY)
        self.process: subprocess.Popen | None = None

    def start(self) -> "Caddy":
        with open(self.log, "ab") as log:
            self.process = subprocess.Popen(
                [CADDY, "run", "--config", str(DEPLOY / "Caddyfile"), "--adapter", "caddyfile"],
                env=self.env, stdout=log, stderr=subprocess.STDOUT)
        wait_until(self._serving, "Caddy on port %d" % self.port, self.process, self.output)
        return self

    def _serving(self) -> bool:
        status, _ = self.client().call("GET", "/api/health")
        return bool(status == 200)

    def context(self, newest: ssl.TLSVersion = ssl.TLSVersion.MAXIMUM_SUPPORTED
                ) -> ssl.SSLContext:
        """What a device told to trust Caddy's own CA checks its certificate with, speaking
        TLS up to ``newest``."""
        context = ssl.create_default_context(
            cafile=str(self.folder / "data" / ROOT_CERTIFICATE))
        context.maximum_version = newest
        return context

    def client(self, source: str = "127.0.0.1") -> "Client":
        return Client(self.port, source, self.context())

    def connect(self, source: str) -> ssl.SSLSocket:
        """A TLS connection from ``source``, for a test to write to as it likes."""
        raw = socket.create_connection(("127.0.0.1", self.port), 30, (source, 0))
        return self.context().wrap_socket(raw, server_hostname="127.0.0.1")

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def stop(self) -> None:
        stop(self.process)
        self.process = None


class Client:
    """HTTP calls to 127.0.0.1:``port`` from the address ``source`` (HTTPS when given a
    ``context``); each answer is (status, JSON body), as :class:`server.clients.Api`'s."""

    def __init__(self, port: int, source: str, context: "ssl.SSLContext | None" = None
                 ) -> None:
        self.port = port
        self.source = source
        self.context = context

    def connection(self) -> http.client.HTTPConnection:
        if self.context is None:
            return http.client.HTTPConnection("127.0.0.1", self.port, timeout=30,
                                              source_address=(self.source, 0))
        return http.client.HTTPSConnection("127.0.0.1", self.port, timeout=30,
                                           source_address=(self.source, 0),
                                           context=self.context)

    def call(self, method: str, path: str, body: object = None, token: "str | None" = None,
             headers: "dict | None" = None) -> tuple:
        sent = dict(headers or {})
        if token is not None:
            sent["Authorization"] = "Bearer " + token
        connection = self.connection()
        try:
            connection.request(method, path, None if body is None else json.dumps(body),
                               sent)
            response = connection.getresponse()
            return response.status, json.loads(response.read() or b"null")
        finally:
            connection.close()
