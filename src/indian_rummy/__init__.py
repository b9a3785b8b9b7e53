"""Indian Rummy: a 13-card rules engine, its bots, and the table around them.

The portable packages run unchanged on CPython and on MicroPython in the
browser: :mod:`.engine` (cards, rules, the checker, a deal, a match),
:mod:`.bots` (the registry, Mira, Kiran) and :mod:`.protocol` (the session
that answers a request with a view). :mod:`.site` (the site builder),
:mod:`.server` (partner play) and :mod:`.tools` (the command line, the
simulator) are CPython only, each importing only the layers before it.
See docs/architecture.md.
"""

__version__ = "0.1.0"
