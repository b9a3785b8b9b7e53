"""How much one stranger may ask of the server: token buckets per client address.

An address is the peer's own, or the one a trusted proxy says it forwards for
(uvicorn's proxy headers, only from ``--forwarded-allow-ips``). An IPv6 client
usually owns a whole /64, so its buckets are the /64's.

>>> address_key("2001:db8:1:2:aaaa::1") == address_key("2001:db8:1:2:bbbb::9")
True
>>> address_key("203.0.113.7")
'203.0.113.7'
"""

import ipaddress
import math
import time
from typing import Any

PRUNE_EVERY = 60.0  # seconds between two looks for addresses whose buckets are full again
PRUNE_PAST = 10000  # buckets past which a look comes sooner (when they have doubled)


def address_key(host: str) -> str:
    """The key an address's limits are kept under."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    if address.version == 6:
        mapped = address.ipv4_mapped
        if mapped is not None:
            return str(mapped)
        return str(ipaddress.ip_network("%s/64" % address, strict=False))
    return str(address)


def client_key(connection: Any) -> str:
    client = connection.client
    return address_key(client.host) if client is not None else "?"


class Bucket:
    """A token bucket: ``rate`` per second, up to ``burst`` at once."""

    __slots__ = ("rate", "burst", "level", "stamp")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.level = burst
        self.stamp = time.monotonic()

    def _fill(self) -> None:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now

    def take(self, count: int = 1) -> bool:
        """Take ``count`` tokens if there are as many (else none)."""
        self._fill()
        if self.level < count:
            return False
        self.level -= count
        return True

    def wait(self, count: int = 1) -> int:
        """Whole seconds until there are ``count`` tokens."""
        self._fill()
        return max(1, math.ceil((count - self.level) / self.rate)) if self.rate > 0 else 3600

    def full(self) -> bool:
        return self.level + (time.monotonic() - self.stamp) * self.rate >= self.burst


class Limits:
    """One bucket per address, forgotten once full again (it is then as a new one): the
    full ones are looked for when a new address comes, every ``prune_every`` seconds
    and whenever the buckets have doubled since the last look (from PRUNE_PAST on), so
    an address costs nothing once it has been quiet that long, and a flood of new
    addresses costs one look per doubling. A rate of 0 means no limit."""

    def __init__(self, rate: float, burst: float, prune_every: float = PRUNE_EVERY) -> None:
        self.rate = rate
        self.burst = burst
        self.prune_every = prune_every
        self.buckets: dict = {}
        self._pruned = time.monotonic()
        self._most = PRUNE_PAST  # buckets that make the next new address look at once

    def _bucket(self, key: str) -> Bucket:
        bucket = self.buckets.get(key)
        if bucket is None:
            now = time.monotonic()
            if now - self._pruned >= self.prune_every or len(self.buckets) >= self._most:
                self._pruned = now
                self.buckets = {a: b for a, b in self.buckets.items() if not b.full()}
                self._most = max(PRUNE_PAST, 2 * len(self.buckets))
            bucket = self.buckets[key] = Bucket(self.rate, self.burst)
        return bucket

    def take(self, key: str, count: int = 1) -> bool:
        return self.rate <= 0 or self._bucket(key).take(count)

    def wait(self, key: str, count: int = 1) -> int:
        """Seconds until ``key`` may ask again, for ``count`` (for Retry-After)."""
        return self._bucket(key).wait(count) if self.rate > 0 else 1
