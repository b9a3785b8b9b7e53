"""Beside the log: the server's VAPID key and each seat's push subscriptions (push.py),
on either database."""

import time

from .database import Database

# The first process to need the push key stores it; every other one reads that one.
INSERT_PUSH_KEY = "INSERT INTO push_key (id, private_key, created_at) VALUES (1, ?, ?) " \
    "ON CONFLICT (id) DO NOTHING"
SELECT_PUSH_KEY = "SELECT private_key FROM push_key WHERE id = 1"
# A subscription's language is the one asked for, else the one its seat has (its newest
# subscription's), else English; SET_LANGUAGE then gives a new one to all of the seat's.
SUBSCRIBE = ("INSERT INTO push_subscriptions (match_id, seat, endpoint, p256dh, auth, created_at, "
             "lang) VALUES (?, ?, ?, ?, ?, ?, COALESCE(?, (SELECT lang FROM push_subscriptions "
             "WHERE match_id = ? AND seat = ? ORDER BY created_at DESC LIMIT 1), 'en')) "
             "ON CONFLICT (match_id, seat, endpoint) DO UPDATE SET p256dh = excluded.p256dh, "
             "auth = excluded.auth, created_at = excluded.created_at, lang = excluded.lang")
SET_LANGUAGE = "UPDATE push_subscriptions SET lang = ? WHERE match_id = ? AND seat = ?"
# A seat keeps its newest subscriptions only (a phone, a laptop, ...): the oldest go.
TRIM_SUBSCRIPTIONS = ("DELETE FROM push_subscriptions WHERE match_id = ? AND seat = ? AND "
                      "endpoint NOT IN (SELECT endpoint FROM push_subscriptions WHERE "
                      "match_id = ? AND seat = ? ORDER BY created_at DESC LIMIT ?)")
UNSUBSCRIBE = "DELETE FROM push_subscriptions WHERE match_id = ? AND seat = ? AND endpoint = ?"
SELECT_SUBSCRIPTIONS = "SELECT endpoint, p256dh, auth, lang FROM push_subscriptions " \
    "WHERE match_id = ? AND seat = ? ORDER BY created_at"
# A rematch keeps the seats' tokens, so it keeps their subscriptions too.
COPY_SUBSCRIPTIONS = ("INSERT INTO push_subscriptions (match_id, seat, endpoint, p256dh, auth, "
                      "created_at, lang) SELECT ?, seat, endpoint, p256dh, auth, created_at, "
                      "lang FROM push_subscriptions WHERE match_id = ? ON CONFLICT DO NOTHING")


class PushSubscriptions:
    """The key the server signs its notifications with, and where each seat asked them
    to go."""

    def __init__(self, database: Database) -> None:
        self.database = database

    async def key(self, made: str) -> str:
        """The server's VAPID private key: the stored one, or ``made`` if none was
        stored yet (it is stored then; two processes starting at once agree, and the
        stored key never changes)."""
        await self.database.write("push key", [(INSERT_PUSH_KEY, (made, time.time()))])
        rows = await self.database.read("push key", SELECT_PUSH_KEY)
        return str(rows[0][0])

    async def subscribe(self, match_id: str, seat: int, endpoint: str, p256dh: str, auth: str,
                        most: int, lang: "str | None" = None) -> None:
        """Keep the seat's push subscription (again: its keys are renewed), and only its
        ``most`` newest; ``lang`` becomes the language of all of the seat's (None: the
        seat keeps the one it had, else English). Conflict if the match is gone."""
        statements: list = [(SUBSCRIBE, (match_id, seat, endpoint, p256dh, auth, time.time(), lang,
                                   match_id, seat))]
        if lang is not None:
            statements.append((SET_LANGUAGE, (lang, match_id, seat)))
        statements.append((TRIM_SUBSCRIPTIONS, (match_id, seat, match_id, seat, most)))
        await self.database.write("subscribe", statements)

    async def unsubscribe(self, match_id: str, seat: int, endpoint: str) -> bool:
        """Forget the seat's subscription; False if it had none at ``endpoint``."""
        changed = await self.database.write("unsubscribe",
                                            [(UNSUBSCRIBE, (match_id, seat, endpoint))])
        return changed[0] > 0

    async def subscriptions(self, match_id: str, seat: int) -> list:
        """(endpoint, p256dh, auth, lang) of each of the seat's subscriptions, oldest first."""
        return await self.database.read("subscriptions", SELECT_SUBSCRIPTIONS, (match_id, seat))

    async def copy(self, match_id: str, to: str) -> None:
        """Every seat's subscriptions at ``match_id`` hold at ``to`` as well."""
        await self.database.write("subscribe", [(COPY_SUBSCRIPTIONS, (to, match_id))])
