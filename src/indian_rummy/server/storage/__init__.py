"""The partner server's event log, in SQLite (``sqlite.py``) or PostgreSQL
(``postgres.py``); what both share is in ``base.py``. See ``docs/server.md``."""

import os

from .base import (
    CHANNEL,
    CLOCK_SEAT,
    MIGRATIONS,
    Conflict,
    Heard,
    Quiet,
    Resync,
    StorageError,
    Store,
    StoredMatch,
    Unavailable,
    one_line,
)
from .postgres import PostgresStore
from .sqlite import SQLiteStore

__all__ = ["CHANNEL", "CLOCK_SEAT", "MIGRATIONS", "Conflict", "Heard", "PostgresStore", "Quiet",
           "Resync",
           "SQLiteStore", "StorageError", "Store", "StoredMatch", "Unavailable", "one_line",
           "open_store"]


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
