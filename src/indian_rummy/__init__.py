"""Indian Rummy practice table: the rules engine.

Cards and notation (:mod:`.cards`), the seeded generator (:mod:`.prng`), the
rule profile (:mod:`.rules`), groups (:mod:`.groups`), the declaration checker
and Arrange (:mod:`.solver`), the table (:mod:`.game`), the bot Mira
(:mod:`.mira`) and the browser façade (:mod:`.facade`). The engine runs
unchanged on CPython and on MicroPython.
"""

__version__ = "0.1.0"
