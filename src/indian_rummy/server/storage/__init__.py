"""The partner server's store, in SQLite (``sqlite.py``) or PostgreSQL
(``postgres.py``): the event log (``log_store.py``: matches, their logs, when the
server's next move is due) and, beside it on the same database, push subscriptions
(``pushes.py``), arrangements (``arrangements.py``) and kept reviews
(``reviews.py``), each written once over what both databases offer
(``database.py``: read, write, whether it answers). The schema is ``schema.py``.
See ``docs/server.md``."""

import os

from .database import Quiet
from .errors import Conflict, StorageError, Unavailable, one_line
from .log_store import CHANNEL, CLOCK_SEAT, Heard, Resync, Store, StoredMatch
from .postgres import PostgresStore
from .schema import MIGRATIONS
from .sqlite import SQLiteStore

__all__ = ["CHANNEL", "CLOCK_SEAT", "MIGRATIONS", "Conflict", "Heard", "PostgresStore", "Quiet",
           "Resync", "SQLiteStore", "StorageError", "Store", "StoredMatch", "Unavailable",
           "one_line", "open_store"]


def open_store(url: "str | None") -> Store:
    """The store a database URL names: ``postgresql://...`` (or ``postgres://``),
    ``sqlite:///path``, or a plain file path (SQLite)."""
    if not url:
        url = os.environ.get("DATABASE_URL") or "sqlite:///indian-rummy.sqlite3"
    if url.startswith(("postgresql://", "postgres://")):
        return PostgresStore(url)
    if url.startswith("sqlite://"):
        path = url[len("sqlite://"):]
        if path.startswith("/"):
            path = path[1:]  # sqlite:///relative.db; sqlite:////absolute/path.db
        if not path:
            raise StorageError("a SQLite URL names a file: sqlite:///path/to/file.sqlite3")
        return SQLiteStore(path)
    if "://" in url:
        raise StorageError("unknown database URL %r: use sqlite:///FILE or postgresql://..." % (
            url.split("://")[0] + "://...",))
    return SQLiteStore(url)
