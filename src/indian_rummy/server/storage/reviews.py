"""Beside the log: a finished deal's review for a seat (server/reviews.py), worked out
once and kept as its gzipped bytes with the mark of the coach that made it (in place
of one an older coach made), on either database."""

import time

from .database import Database

KEEP_REVIEW = ("INSERT INTO reviews (match_id, deal, seat, coach, review, at) "
               "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (match_id, deal, seat) DO UPDATE SET "
               "coach = excluded.coach, review = excluded.review, at = excluded.at")
SELECT_REVIEW = ("SELECT review FROM reviews WHERE match_id = ? AND deal = ? AND seat = ? "
                 "AND coach = ?")


class Reviews:
    """The reviews worked out, per match, deal and seat."""

    def __init__(self, database: Database) -> None:
        self.database = database

    async def keep(self, match_id: str, deal: int, seat: int, coach: str,
                   review: bytes) -> None:
        """Keep the review of deal ``deal`` for ``seat`` that the coach marked ``coach``
        made, in place of one kept before. Conflict if the match is gone."""
        await self.database.write("review", [(KEEP_REVIEW, (match_id, deal, seat, coach,
                                                            review, time.time()))])

    async def kept(self, match_id: str, deal: int, seat: int, coach: str) -> "bytes | None":
        """The review of deal ``deal`` for ``seat`` kept by the coach marked ``coach``,
        if any."""
        rows = await self.database.read("review", SELECT_REVIEW, (match_id, deal, seat, coach))
        return bytes(rows[0][0]) if rows else None
