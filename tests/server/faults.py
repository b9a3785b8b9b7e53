"""Players that keep playing while a fault is injected, and what they saw.

A :class:`Player` plays both seats of one match over HTTP (draw from the stock,
throw the card drawn: a turn that never ends the deal), records every answer
with the time its request was sent, and keeps the list of the moves acknowledged
to it. A :class:`Watcher` holds one seat's socket open and asks for the view
twice a second, recording the error replies, events and the close code.
:func:`under_way` starts a player and a watcher on each match.
"""

import json
import sqlite3
import threading
import time
import urllib.error
import urllib.request

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from waiting import wait_for


def rows(database: str, statement: str, values: tuple = ()) -> list:
    """The rows of one statement (``?`` placeholders) on a test database, read directly."""
    if database.startswith("sqlite:///"):
        with sqlite3.connect(database[len("sqlite:///"):]) as db:
            return db.execute(statement, values).fetchall()
    import psycopg
    with psycopg.connect(database, autocommit=True, connect_timeout=5) as conn:
        cursor = conn.execute(statement.replace("?", "%s"), values)  # type: ignore[arg-type]
        return cursor.fetchall() if cursor.description else []


def stored_moves(database: str, match_id: str) -> list:
    """(action, card) of each record of the match's log, in order."""
    found = rows(database, "SELECT action FROM actions WHERE match_id = ? ORDER BY seq",
                 (match_id,))
    return [_move(json.loads(r[0])) for r in found]


def _move(record: dict) -> tuple:
    # A draw names the card it took (unknown to the player before the reply): the
    # source is what was asked.
    if record["action"] == "draw":
        return ("draw", None)
    return (record["action"], record.get("card"))


class Http:
    """One request: (status or the name of the failure, JSON body or None)."""

    def __init__(self, base: str) -> None:
        self.base = base

    def call(self, method: str, path: str, body: object = None,
             token: "str | None" = None) -> tuple:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        if token is not None:
            request.add_header("Authorization", "Bearer " + token)
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            text = error.read()
            try:
                return error.code, json.loads(text or b"null")
            except ValueError:
                return error.code, None
        except (OSError, ValueError) as error:
            return type(error).__name__, None


class Player(threading.Thread):
    """Plays a match's two seats over HTTP until ``stop`` is set.

    ``acked`` lists (action, card) of each move acknowledged, in order; ``answers``
    (time sent, status) of every request. After a failed move the player reads the
    views again (the move may or may not have been stored) unless ``stop_on_failure``."""

    def __init__(self, base: str, created: dict, stop: threading.Event,
                 stop_on_failure: bool = False, pause: float = 0.0) -> None:
        threading.Thread.__init__(self, daemon=True)
        self.http = Http(base)
        self.match = created["match"]
        self.tokens = [s["token"] for s in created["seats"]]
        self.stop = stop
        self.stop_on_failure = stop_on_failure
        self.pause = pause
        self.acked: list = []
        self.answers: list = []
        self.failed = False

    def _request(self, seat: int, kind: str, **args: object) -> "dict | None":
        sent = time.monotonic()
        status, reply = self.http.call("POST", "/api/matches/%s/requests" % self.match,
                                       {"id": 1, "type": kind, "args": args}, self.tokens[seat])
        self.answers.append((sent, status))
        if status == 200 and reply is not None and reply.get("ok"):
            self.acked.append((kind, args.get("card")))
            return reply["result"]
        return None

    def _state(self) -> "tuple | None":
        """(seat to move, its phase, the card it drew) from the views, or None."""
        for seat in (0, 1):
            sent = time.monotonic()
            status, view = self.http.call("GET", "/api/matches/%s/view" % self.match,
                                          token=self.tokens[seat])
            self.answers.append((sent, status))
            if status != 200 or view is None:
                return None
            if view["phase"] in ("draw", "discard"):
                return seat, view["phase"], view.get("drawn")
        return None

    def run(self) -> None:
        seat, phase, drawn = 0, "draw", None
        while not self.stop.is_set():
            if phase == "draw":
                view = self._request(seat, "draw", source="stock")
                if view is not None:
                    phase, drawn = "discard", view["drawn"]
            else:
                view = self._request(seat, "discard", card=drawn)
                if view is not None:
                    seat, phase = 1 - seat, "draw"
            if view is None:
                self.failed = True
                if self.stop_on_failure:
                    return
                state = None
                while state is None and not self.stop.is_set():
                    time.sleep(0.1)  # a player's pace of asking again while it fails
                    state = self._state()
                if state is None:
                    return
                seat, phase, drawn = state
            if self.pause:
                time.sleep(self.pause)  # a person's pace between moves, when asked for


class Watcher(threading.Thread):
    """One seat's socket, asking for the view every half second until ``stop``."""

    def __init__(self, base: str, match_id: str, token: str, stop: threading.Event) -> None:
        threading.Thread.__init__(self, daemon=True)
        self.url = "%s/api/matches/%s/live" % (base.replace("http", "ws", 1), match_id)
        self.token = token
        self.stop = stop
        self.errors: list = []  # error codes of replies
        self.events: list = []  # (event, available) of 'database' events
        self.close_code: int | None = None
        self.ready = threading.Event()

    def heard(self, available: bool) -> bool:
        """Whether the socket was told the database is ``available`` (or has closed: a
        test waiting for it stops waiting, and its assertions say what came)."""
        return available in self.events or not self.is_alive()

    def run(self) -> None:
        with connect(self.url) as ws:
            ws.send(json.dumps({"type": "hello", "token": self.token}))
            asked = 0
            try:
                while True:
                    if self.stop.is_set():
                        return
                    if time.monotonic() - asked > 0.5:
                        ws.send(json.dumps({"id": 1, "type": "view", "args": {}}))
                        asked = time.monotonic()
                    try:
                        message = json.loads(ws.recv(0.2))
                    except TimeoutError:
                        continue
                    if message.get("type") == "ready":
                        self.ready.set()
                    elif message.get("event") == "database":
                        self.events.append(message["available"])
                    elif message.get("ok") is False:
                        self.errors.append(message["error"]["code"])
            except ConnectionClosed as closed:
                self.close_code = closed.rcvd.code if closed.rcvd else 1006


def under_way(base: str, matches: list, stop: threading.Event, pause: float = 0.0) -> tuple:
    """(players, watchers): one of each on every match, started, each socket ready and
    ten moves acknowledged in every match."""
    players = [Player(base, created, stop, pause=pause) for created in matches]
    watchers = [Watcher(base, created["match"], created["seats"][0]["token"], stop)
                for created in matches]
    for thread in watchers + players:
        thread.start()
    for watcher in watchers:
        assert watcher.ready.wait(10)
    wait_for(lambda: all(len(p.acked) >= 10 for p in players), "every match under way")
    return players, watchers
