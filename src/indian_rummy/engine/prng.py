"""The engine's seeded random number generator: SplitMix64, fixed and seedable.

The ``random`` module is never used, so a seed gives the same deal and the
same bot decisions on CPython and on MicroPython. Every 64-bit step is masked
explicitly. A served match's deals draw from a keyed stream instead
(:mod:`.chacha`), through the same :class:`Generator`.

>>> r = Rng(1)
>>> [r.next_u64() for _ in range(2)]
[10451216379200822465, 13757245211066428519]
>>> Rng(7).below(10), Rng(7).below(10)
(7, 7)
"""

MASK64 = 0xFFFFFFFFFFFFFFFF
_SPAN = MASK64 + 1  # how many 64-bit values there are
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


class Generator:
    """What a deal draws from: 64-bit values (a subclass's ``next_u64``), and from them
    unbiased bounds and shuffles, the same for every generator."""

    __slots__ = ()

    def next_u64(self) -> int:
        raise NotImplementedError

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias (rejection sampling)."""
        if n <= 0 or n > _SPAN:
            raise ValueError("below() needs a bound from 1 to 2**64, not %r" % (n,))
        limit = _SPAN - _SPAN % n
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place: ``below(i + 1)`` for each place from the last,
        written out (a deal shuffles 106 cards)."""
        step = self.next_u64
        i = len(items) - 1
        while i > 0:
            n = i + 1
            limit = _SPAN - _SPAN % n
            x = step()
            while x >= limit:
                x = step()
            j = x % n
            items[i], items[j] = items[j], items[i]
            i -= 1


class Rng(Generator):
    """SplitMix64 (Steele, Lea and Flood): a 64-bit state advanced by a constant."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MASK64:
            # Any state of the generator; a deal's seed is bounded by deal.MAX_SEED.
            raise ValueError("seed must be an integer from 0 to 2**64-1, not %r" % (seed,))
        self.state = seed

    def next_u64(self) -> int:
        self.state = (self.state + _GOLDEN) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & MASK64
        return z ^ (z >> 31)
