"""Beside the log: each seat's arrangement of its hand (arranged.py), one row per seat,
the latest replacing the last, on either database."""

import time

from .database import Database

KEEP_ARRANGEMENT = ("INSERT INTO arrangements (match_id, seat, deal, tray, at) VALUES "
                    "(?, ?, ?, ?, ?) ON CONFLICT (match_id, seat) DO UPDATE SET "
                    "deal = excluded.deal, tray = excluded.tray, at = excluded.at")
SELECT_ARRANGEMENTS = "SELECT seat, deal, tray, at FROM arrangements WHERE match_id = ?"


class Arrangements:
    """How each seat last laid out its hand."""

    def __init__(self, database: Database) -> None:
        self.database = database

    async def keep(self, match_id: str, seat: int, deal: int, tray: str) -> float:
        """Keep the seat's arrangement ``tray`` of deal ``deal``, in place of the one kept
        before; the time stamped on it. Conflict if the match is gone."""
        now = time.time()
        await self.database.write("arrange", [(KEEP_ARRANGEMENT,
                                               (match_id, seat, deal, tray, now))])
        return now

    async def of(self, match_id: str) -> dict:
        """Per seat that kept one, its arrangement: (deal, tray, time)."""
        rows = await self.database.read("arrangements", SELECT_ARRANGEMENTS, (match_id,))
        return {r[0]: (r[1], r[2], r[3]) for r in rows}
