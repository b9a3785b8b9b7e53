"""Clients of a running `indian-rummy serve`: HTTP, WebSocket, a player's policy.

The policy plays from the view alone, as a person would: draw from the stock,
let Arrange suggest a discard, declare with it if the hand is complete, else
discard it; after ``DROP_AFTER`` turns in one deal, drop (to keep matches short).
"""

import json
import urllib.error
import urllib.request

from websockets.sync.client import connect

DROP_AFTER = 12


class Api:
    """HTTP calls to one server; every answer is (status, JSON body), each waited for at
    most ``timeout`` seconds."""

    def __init__(self, base: str, timeout: float = 30.0) -> None:
        self.base = base.rstrip("/")
        self.timeout = timeout

    def call(self, method: str, path: str, body: object = None, token: "str | None" = None,
             raw: "bytes | None" = None, headers: "dict | None" = None) -> tuple:
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        request = urllib.request.Request(self.base + path, data=data, method=method)
        if token is not None:
            request.add_header("Authorization", "Bearer " + token)
        for key, value in (headers or {}).items():
            request.add_header(key, value)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"null")

    def create(self, **spec: object) -> dict:
        status, body = self.call("POST", "/api/matches", spec)
        assert status == 201, body
        return body


class HttpSeat:
    """One seat played over HTTP only (the "any time" player)."""

    def __init__(self, api: Api, match_id: str, token: str) -> None:
        self.api = api
        self.path = "/api/matches/%s" % match_id
        self.token = token
        self.next_id = 0

    def view(self) -> dict:
        status, body = self.api.call("GET", self.path + "/view", token=self.token)
        assert status == 200, body
        return body

    def request(self, kind: str, **args: object) -> dict:
        self.next_id += 1
        status, reply = self.api.call("POST", self.path + "/requests",
                                      {"id": self.next_id, "type": kind, "args": args},
                                      token=self.token)
        assert reply["id"] == self.next_id and (status == 200) == reply["ok"], (status, reply)
        return reply


class LiveSeat:
    """One seat over a WebSocket: requests and their replies, the pushes kept aside."""

    def __init__(self, base: str, match_id: str, token: str, **options: object) -> None:
        self._connection = connect("%s/api/matches/%s/live" % (
            base.replace("http", "ws", 1), match_id), **options)
        self.ws = self._connection.__enter__()
        self.events: list = []
        self.next_id = 0
        self.ws.send(json.dumps({"type": "hello", "token": token}))
        ready = json.loads(self.ws.recv(10))
        assert ready["type"] == "ready", ready
        self.seat = ready["seat"]
        self.latest = ready["view"]

    def request(self, kind: str, **args: object) -> dict:
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "type": kind, "args": args}))
        while True:
            message = json.loads(self.ws.recv(30))
            if message.get("type") == "event":
                self._event(message)
            elif message.get("id") == self.next_id:
                self.latest = message["result"]
                return message

    def _event(self, message: dict) -> None:
        self.events.append(message)
        if message["event"] == "update":
            self.latest = message["view"]

    def next_event(self, timeout: float = 10) -> dict:
        message = json.loads(self.ws.recv(timeout))
        assert message.get("type") == "event", message
        self._event(message)
        return message

    def next_of(self, kind: str) -> dict:
        """The next pushed event of that kind: presence events (who is online) come and
        go in between, whenever a seat connects or leaves."""
        while True:
            event = self.next_event()
            if event["event"] == kind:
                return event

    def view(self) -> dict:
        return self.request("view")["result"]

    def close(self) -> None:
        self._connection.__exit__(None, None, None)


def hand_ids(view: dict) -> set:
    return {c["id"] for tray in view["trays"] for c in tray["cards"]}


def draw_and_discard(seat: object) -> dict:
    """A turn that cannot end the deal, whatever the cards: draw from the stock and
    discard that card. The last reply."""
    reply = seat.request("draw", source="stock")  # type: ignore[attr-defined]
    assert reply["ok"], reply
    reply = seat.request("discard", card=reply["result"]["drawn"])  # type: ignore[attr-defined]
    assert reply["ok"], reply
    return reply


def play_turn(seat: object, view: dict, turns: int) -> dict:
    """Play one whole turn of ``seat`` (its view says it is its turn); the last reply."""
    if view["controls"]["drop"] and turns >= DROP_AFTER:
        reply = seat.request("drop")  # type: ignore[attr-defined]
        assert reply["ok"], reply
        return reply
    reply = seat.request("draw", source="stock")  # type: ignore[attr-defined]
    assert reply["ok"], reply
    reply = seat.request("arrange")  # type: ignore[attr-defined]
    assert reply["ok"], reply
    card = reply["result"]["selected"]
    attempt = seat.request("discard_declare", card=card)  # type: ignore[attr-defined]
    if attempt["ok"]:
        return attempt
    # Refused outright (twine), or asked to confirm a costly one (classic): not declared.
    assert attempt["error"]["code"] in ("declaration_rejected", "confirm_declaration"), attempt
    reply = seat.request("discard", card=card)  # type: ignore[attr-defined]
    assert reply["ok"], reply
    return reply
