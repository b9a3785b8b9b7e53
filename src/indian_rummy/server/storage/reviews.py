"""Beside the log: a finished deal's review for a seat (server/reviews.py), worked out
once and kept (in place of one an older coach made), on either database."""

import time

from .database import Database

KEEP_REVIEW = ("INSERT INTO reviews (match_id, deal, seat, review, at) VALUES (?, ?, ?, ?, ?) "
               "ON CONFLICT (match_id, deal, seat) DO UPDATE SET review = excluded.review, "
               "at = excluded.at")
SELECT_REVIEW = "SELECT review FROM reviews WHERE match_id = ? AND deal = ? AND seat = ?"


class Reviews:
    """The reviews worked out, per match, deal and seat."""

    def __init__(self, database: Database) -> None:
        self.database = database

    async def keep(self, match_id: str, deal: int, seat: int, review: str) -> None:
        """Keep the review of deal ``deal`` for ``seat``, in place of one kept before.
        Conflict if the match is gone."""
        await self.database.write("review", [(KEEP_REVIEW,
                                              (match_id, deal, seat, review, time.time()))])

    async def kept(self, match_id: str, deal: int, seat: int) -> "str | None":
        """The kept review of deal ``deal`` for ``seat``, if any."""
        rows = await self.database.read("review", SELECT_REVIEW, (match_id, deal, seat))
        return str(rows[0][0]) if rows else None
