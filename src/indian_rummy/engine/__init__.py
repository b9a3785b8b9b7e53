"""The rules engine: cards, the seeded generator, rule profiles, groups, the
declaration checker and Arrange, a deal and a match, and the canonical JSON they
are written in. Portable: it runs unchanged on CPython and on MicroPython in the
browser, and imports nothing outside itself."""
