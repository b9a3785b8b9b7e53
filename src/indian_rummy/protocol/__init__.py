"""What crosses the worker's (or the server's) boundary: the strict JSON reader and
the session that answers a request with a view (its words in ``text.py``, its
shape in ``view.py``; replies are written by ``engine.canon``). Portable.

``PROTOCOL`` is the version of the messages and the view (docs/protocol.md): the
worker's and the server's "ready" message carries it, and the page refuses to
play with an engine that speaks another."""

PROTOCOL = 2
