"""The server's log: one line per event, ``TIME LEVEL what key=value ...``.

Lines name the match they concern (``match=ID``) and never a token: tokens travel
only in an ``Authorization`` header or a socket's first message, and neither is
ever logged. A traceback from a library, should one reach the log, is folded into
its line so that one event stays one line.
"""

import logging
import sys
import time

LOGGERS = ("indian_rummy.server", "uvicorn", "uvicorn.error")


class OneLine(logging.Formatter):
    """``2026-12-01T21:00:00Z WARNING message``, tracebacks folded with `` | ``."""

    def __init__(self) -> None:
        logging.Formatter.__init__(self, "%(asctime)s %(levelname)s %(message)s",
                                   "%Y-%m-%dT%H:%M:%SZ")
        self.converter = time.gmtime

    def format(self, record: logging.LogRecord) -> str:
        return " | ".join(line.strip() for line in logging.Formatter.format(
            self, record).splitlines() if line.strip())


def configure(level: int = logging.INFO) -> None:
    """Send the server's and uvicorn's events to standard error, one line each."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(OneLine())
    for name in LOGGERS:
        logger = logging.getLogger(name)
        logger.handlers = [handler]
        logger.setLevel(level)
        logger.propagate = False
    # The pool's own notes (a connection discarded, each attempt that failed) repeat
    # what the store says once per outage; only its errors are kept.
    pool = logging.getLogger("psycopg.pool")
    pool.handlers = [handler]
    pool.setLevel(logging.ERROR)
    pool.propagate = False
    logging.getLogger("uvicorn.access").disabled = True
