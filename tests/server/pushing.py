"""A push service of the tests' own on 127.0.0.1, and the browser's side of a push
subscription: what a browser and its push service do with the server's messages.

:class:`PushService` takes each message as a push service would (``POST
/push/NAME``), answers as it is told to (201, an error, or nothing at all), and
keeps what came. :class:`Subscriber` is a browser's subscription: its own P-256
key and auth secret, so that it can check the VAPID signature against the
server's public key and decrypt the message (RFC 8291, aes128gcm) as a browser
would.
"""

import base64
import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature

from waiting import wait_for


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Received:
    """One request that reached the push service."""

    def __init__(self, path: str, headers: dict, body: bytes, answered: int) -> None:
        self.path = path
        self.headers = headers  # names in lower case
        self.body = body
        self.answered = answered
        self.at = time.monotonic()


class PushService:
    """``answers[name]`` is a list of what to answer that subscription's requests in
    turn (an HTTP status, or "hang"); the last one is repeated; 201 by default."""

    def __init__(self) -> None:
        self.received: list = []
        self.answers: dict = {}
        self._lock = threading.Lock()
        self._released = threading.Event()
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (the http.server spelling)
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                name = self.path.rsplit("/", 1)[-1]
                with service._lock:
                    planned = service.answers.get(name, [201])
                    answer = planned.pop(0) if len(planned) > 1 else planned[0]
                    service.received.append(Received(
                        self.path, {k.lower(): v for k, v in self.headers.items()}, body,
                        0 if answer == "hang" else answer))
                if answer == "hang":
                    service._released.wait(60)
                    return
                self.send_response(answer)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.origin = "http://127.0.0.1:%d" % self._server.server_address[1]
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def endpoint(self, name: str) -> str:
        return "%s/push/%s" % (self.origin, name)

    def to(self, name: str) -> list:
        with self._lock:
            return [r for r in self.received if r.path.endswith("/" + name)]

    def wait_for(self, name: str, count: int = 1, seconds: float = 20.0) -> list:
        """The messages for ``name`` once there are ``count`` of them."""
        def enough() -> list:
            found = self.to(name)
            return found if len(found) >= count else []

        return wait_for(enough, "%d push message(s) for %s" % (count, name), seconds)

    def release(self) -> None:
        """Let go of the requests held ("hang") without an answer, as a service that
        drops the connection does."""
        self._released.set()

    def close(self) -> None:
        self.release()
        self._server.shutdown()
        self._server.server_close()


class Subscriber:
    """A browser's push subscription at ``endpoint``."""

    def __init__(self, endpoint: str) -> None:
        self.endpoint = endpoint
        self.key = ec.generate_private_key(ec.SECP256R1())
        self.auth = os.urandom(16)

    def subscription(self) -> dict:
        """What ``PushSubscription.toJSON()`` gives the page."""
        point = self.key.public_key().public_bytes(serialization.Encoding.X962,
                                                   serialization.PublicFormat.UncompressedPoint)
        return {"endpoint": self.endpoint, "expirationTime": None,
                "keys": {"p256dh": b64(point), "auth": b64(self.auth)}}

    def read(self, received: Received, server_key: str, contact: str) -> dict:
        """The message, decrypted, once its VAPID signature is checked against the
        server's public key (``server_key``, base64url): what a push service and the
        browser each check. AssertionError says what does not hold."""
        claims = verify_vapid(received.headers.get("authorization", ""), server_key)
        origin = self.endpoint.split("/push/")[0]
        assert claims["aud"] == origin, claims
        assert claims["sub"] == contact, claims
        assert time.time() < claims["exp"] <= time.time() + 24 * 3600, claims
        assert received.headers.get("content-encoding") == "aes128gcm", received.headers
        text = http_ece.decrypt(received.body, private_key=self.key, auth_secret=self.auth,
                                version="aes128gcm")
        message: dict = json.loads(text.decode("utf-8"))
        return message


def verify_vapid(header: str, server_key: str) -> dict:
    """The claims of a ``vapid t=JWT, k=KEY`` header, once its ES256 signature is
    checked with ``server_key`` and its k is that key."""
    scheme, _, rest = header.partition(" ")
    assert scheme.lower() == "vapid", header
    fields = dict(part.strip().split("=", 1) for part in rest.split(","))
    assert fields["k"] == server_key, (fields["k"], server_key)
    head, body, signature = fields["t"].split(".")
    assert json.loads(unb64(head)) == {"typ": "JWT", "alg": "ES256"}, unb64(head)
    raw = unb64(signature)
    public = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64(server_key))
    try:
        public.verify(encode_dss_signature(int.from_bytes(raw[:32], "big"),
                                           int.from_bytes(raw[32:], "big")),
                      ("%s.%s" % (head, body)).encode("ascii"), ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        raise AssertionError("the VAPID signature is not the server's key's") from None
    claims: dict = json.loads(unb64(body))
    return claims
