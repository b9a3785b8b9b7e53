"""A served match's deals: each shuffled by ChaCha20 keyed by the match's secret.

A seeded deal (the practice and scored tables, the command line) is shuffled by
SplitMix64 from a seed that fits an address bar, so anyone who sees a few cards
can search every seed for the one that dealt them. A served match instead keeps
a 256-bit secret key that never leaves the server, and deal ``k`` is shuffled
by the ChaCha20 keystream (RFC 8439) of that key with ``k`` as the nonce: no
intermediate seed exists to search, and the cards of any number of deals tell
nothing of the key or of another deal's order (ChaCha20 is a stream cipher: its
output cannot be told from random without the key).

The engine imports nothing, so ChaCha20 is written out here, every 32-bit step
masked (as prng.py masks its 64-bit ones), and gives the same words on CPython
and MicroPython. Each 64-bit value is the next 8 bytes of the keystream, read
little-endian.

>>> stream = DealStream("00" * 32, 1)
>>> [stream.next_u64() for _ in range(2)]
[2894076920685507645, 15369627631438980701]
>>> deck = list(range(10))
>>> DealStream("00" * 32, 1).shuffle(deck)
>>> deck
[1, 0, 9, 2, 3, 7, 6, 4, 8, 5]
"""

from .cards import RummyError
from .prng import MASK64, Generator

SECRET_DIGITS = 64  # a secret is 256 bits, written as 64 lowercase hexadecimal digits
_HEX = "0123456789abcdef"
_M32 = 0xFFFFFFFF
_SIGMA = (0x61707865, 0x3320646E, 0x79622D32, 0x6B206574)  # "expand 32-byte k"


def check_secret(secret: object) -> str:
    """A match's secret deal key as given, if it is one: 64 lowercase hex digits."""
    if not isinstance(secret, str) or len(secret) != SECRET_DIGITS or \
            any(ch not in _HEX for ch in secret):
        raise RummyError("a match's secret is %d lowercase hexadecimal digits" % SECRET_DIGITS)
    return secret


def key_words(secret: str) -> list:
    """The 8 little-endian words of the key whose bytes the secret's digits spell."""
    key = bytes.fromhex(check_secret(secret))
    return [int.from_bytes(key[4 * i:4 * i + 4], "little") for i in range(8)]


def _quarter(x: list, a: int, b: int, c: int, d: int) -> None:
    """ChaCha's quarter round on words a, b, c, d of ``x`` (RFC 8439, 2.1)."""
    xa = (x[a] + x[b]) & _M32
    xd = x[d] ^ xa
    xd = ((xd << 16) & _M32) | (xd >> 16)
    xc = (x[c] + xd) & _M32
    xb = x[b] ^ xc
    xb = ((xb << 12) & _M32) | (xb >> 20)
    xa = (xa + xb) & _M32
    xd ^= xa
    xd = ((xd << 8) & _M32) | (xd >> 24)
    xc = (xc + xd) & _M32
    xb ^= xc
    xb = ((xb << 7) & _M32) | (xb >> 25)
    x[a] = xa
    x[b] = xb
    x[c] = xc
    x[d] = xd


def chacha20_block(key: list, counter: int, nonce: list) -> list:
    """The 16 words of ChaCha20's block number ``counter`` (RFC 8439, 2.3) for ``key``
    (8 words) and ``nonce`` (3 words); its keystream bytes are each word little-endian."""
    state = list(_SIGMA) + key + [counter & _M32] + nonce
    x = list(state)
    for _ in range(10):  # 20 rounds: a column round and a diagonal round, ten times
        _quarter(x, 0, 4, 8, 12)
        _quarter(x, 1, 5, 9, 13)
        _quarter(x, 2, 6, 10, 14)
        _quarter(x, 3, 7, 11, 15)
        _quarter(x, 0, 5, 10, 15)
        _quarter(x, 1, 6, 11, 12)
        _quarter(x, 2, 7, 8, 13)
        _quarter(x, 3, 4, 9, 14)
    return [(x[i] + state[i]) & _M32 for i in range(16)]


class DealStream(Generator):
    """The generator of deal ``number`` of the match whose secret is ``secret``: the
    ChaCha20 keystream from block 0, with the deal's number as the nonce (its 12 bytes
    little-endian), so each deal has its own stream under the one key."""

    __slots__ = ("key", "nonce", "counter", "words", "used")

    def __init__(self, secret: str, number: int) -> None:
        if not isinstance(number, int) or isinstance(number, bool) or \
                not 0 <= number <= MASK64:
            raise RummyError("a deal's number is from 0 to 2**64-1, not %r" % (number,))
        self.key = key_words(secret)
        self.nonce = [number & _M32, number >> 32, 0]
        self.counter = 0
        self.words: list = []
        self.used = 0

    def next_u64(self) -> int:
        if self.used == len(self.words):
            # 2**32 blocks (256 GiB) would wrap the counter; a deal draws a few hundred bytes.
            self.words = chacha20_block(self.key, self.counter, self.nonce)
            self.counter += 1
            self.used = 0
        low = self.words[self.used]
        high = self.words[self.used + 1]
        self.used += 2
        return low | (high << 32)
