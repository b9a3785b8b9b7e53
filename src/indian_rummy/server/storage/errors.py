"""What a store raises: the database cannot be used (:class:`StorageError`), did not
answer (:class:`Unavailable`), or refused a write by a constraint (:class:`Conflict`)."""

from ...locales import reading


class StorageError(Exception):
    """The database cannot be used; the message says why."""


class Unavailable(StorageError):
    """The database did not answer (down, unreachable, locked, out of room): nothing
    was changed, or, for an append, the outcome is unknown; try again later."""


class Conflict(Exception):
    """The database refused this write by a constraint: for an append, its ``seq`` is
    taken, or it would leave a gap (or the match is gone): reload and judge again; for
    anything kept beside the log, the match is gone."""


def one_line(error: BaseException) -> str:
    """An exception as one line of a log: its type and first line (a refusal in English)."""
    words = reading(error) if isinstance(error, Exception) else str(error)
    text = words.strip().split("\n")[0]
    return "%s: %s" % (type(error).__name__, text) if text else type(error).__name__
