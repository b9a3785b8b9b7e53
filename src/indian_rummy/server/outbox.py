"""One socket's outgoing messages, sent in order by one task; a socket that does not
read is closed rather than let its queue grow."""

import asyncio
from collections.abc import Callable
from typing import Any

OUTBOX_SIZE = 256  # messages queued for one socket before it is deemed too slow and closed


class Outbox:
    """One socket's outgoing messages, sent in order by one task."""

    def __init__(self, send: Callable[[str], Any], close: Callable[[int], Any],
                 address: str = "") -> None:
        self.queue: asyncio.Queue = asyncio.Queue(OUTBOX_SIZE)
        self._send = send
        self._close = close
        self.address = address
        self.key: tuple = ()  # (match id, seat) once the hello has been accepted
        self.task = asyncio.create_task(self._run())

    def put(self, text: str) -> None:
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:  # a client that does not read: let it reconnect
            self.close(1008)

    def close(self, code: int) -> None:
        """Close the socket with ``code`` once what is queued has gone out."""
        try:
            self.queue.put_nowait(code)
        except asyncio.QueueFull:
            self.task.cancel()
            asyncio.create_task(self._close(code))

    async def _run(self) -> None:
        while True:
            item = await self.queue.get()
            try:
                if isinstance(item, int):
                    await self._close(item)
                    return
                await self._send(item)
            except Exception:  # the socket went away; its reader cleans up
                return
