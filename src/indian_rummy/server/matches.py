"""The server's matches in memory: replayed from the log, never ahead of it.

:class:`Matches` is what the app and the sockets hold: the parts, each a module of
its own idea, wired together, and what they ask of each:

- cached.py: one match's copy (its session, lock, seat tokens, sockets);
- cache.py: the copies in memory, loaded, evicted, kept in line with the log;
- commit.py: the one way a move reaches the log, and then everyone else;
  reviews.py: a finished deal's review, worked out once and kept;
- schedule.py: the server's own moves, the bots' turns and the clocks';
- making.py: a new match, a rematch, a seat's new name;
- listening.py: other processes' commits, and the database coming and going.

The log is the truth and each copy follows it: commit.py says how a move is
stored before anyone hears of it, cache.py how a copy catches up.
"""

from .cache import Cache
from .cached import CachedMatch
from .commit import Commits
from .listening import Listening
from .making import Making
from .reviews import REVIEW_RATE
from .schedule import Schedule
from .settings import BOT_PACE, COPY_IDLE
from .storage import Store


class Matches:
    """Every match this process has in memory, over one store."""

    def __init__(self, store: Store, bot_pace: float = BOT_PACE,
                 clock_scale: float = 1.0, review_rate: tuple = REVIEW_RATE,
                 copy_idle: float = COPY_IDLE) -> None:
        # A copy loaded, rebuilt or caught up, and a move committed, may each make one
        # of the server's own moves due, and each append stores when; the schedule
        # moves through the log, so it is made after the cache and the commits, which
        # reach it through these three.
        self.cache = Cache(store, loaded=self._due, replayed=self._deadline, idle=copy_idle)
        self.commits = Commits(self.cache, stored=self._due, due_at=self._due_at,
                               review_rate=review_rate)
        self.schedule = Schedule(self.cache, self.commits, bot_pace, clock_scale)
        self.listening = Listening(self.cache, self.schedule)
        making = Making(self.cache)
        # What the app and the sockets ask, each answered by its part.
        self.get = self.cache.get
        self.ready = self.cache.ready
        self.expire = self.cache.expire
        self.act = self.commits.act
        self.review = self.commits.review
        self.committed = self.commits.committed
        self.clock_of = self.schedule.clock_of
        self.end_late_turn = self.schedule.end_late_turn
        self.made = self.schedule.made
        self.sweep = self.schedule.sweep_forever
        self.create = making.create
        self.rematch = making.rematch
        self.find_rematch = making.find_rematch
        self.rename = making.rename
        self.heard = self.listening.heard
        self.resync = self.listening.resync
        self.watch = self.listening.watch

    @property
    def store(self) -> Store:
        """The log under every part: the cache's, which the others reach through it, so
        that a store put in its place (a failing one, in the storage tests) is every
        part's."""
        return self.cache.store

    @store.setter
    def store(self, store: Store) -> None:
        self.cache.store = store

    def _due(self, cached: CachedMatch) -> None:
        self.schedule.due(cached)

    def _due_at(self, cached: CachedMatch, seat: int, records: list) -> "float | None":
        return self.schedule.due_after(cached, seat, records)

    def _deadline(self, cached: CachedMatch) -> None:
        self.schedule.clock_soon(cached)

    def __len__(self) -> int:
        return len(self.cache)
