"""The table of requests a session answers, in the order docs/protocol.md lists them.

A session (``table.py``, and the worker's ``session.py``) carries out each by the
method it names; the server reads the table before the session does (whether a
request only arranges, whether it is slow).

>>> REQUESTS["draw"], REQUESTS["review"].slow, REQUESTS["sort"].arranges
(Request('draw'), True, True)
"""


class Request:
    """A request the session answers: its ``handler`` (the name of the session's method
    taking the seat and the args); whether it only ``arranges`` (it leaves every seat's
    turn as it was, so a hint asked for still holds); whether it ``needs_match``;
    whether it is ``slow`` (the server answers it off its event loop, the page waits
    longer for it)."""

    __slots__ = ("name", "handler", "arranges", "needs_match", "slow")

    def __init__(self, name: str, handler: str, arranges: bool = False,
                 needs_match: bool = True, slow: bool = False) -> None:
        self.name = name
        self.handler = handler
        self.arranges = arranges
        self.needs_match = needs_match
        self.slow = slow

    def __repr__(self) -> str:
        return "Request(%r)" % self.name


# Every request the session answers, in the order docs/protocol.md lists them.
REQUEST_ORDER = (
    Request("view", "_view", arranges=True, needs_match=False),
    Request("new_game", "_new_game", needs_match=False),
    Request("resume", "_resume", needs_match=False),
    Request("new_deal", "_new_deal"),
    Request("new_match", "_new_deal"),
    Request("draw", "_draw"),
    Request("select", "_select", arranges=True),
    Request("move", "_move", arranges=True),
    Request("group", "_group", arranges=True),
    Request("sort", "_sort", arranges=True),
    Request("discard", "_discard"),
    Request("declare", "_declare"),
    Request("discard_declare", "_discard_declare"),
    Request("arrange", "_arrange", arranges=True),
    Request("drop", "_drop"),
    Request("next_deal", "_next_deal"),
    Request("bot_turn", "_bot_turn"),
    Request("hint", "_hint", arranges=True),
    Request("auto_drop", "_auto_drop", arranges=True),
    Request("timeout", "_timeout"),
    Request("review", "_review", arranges=True, slow=True),
    Request("review_kept", "_review_kept", arranges=True, needs_match=False, slow=True),
    Request("branch", "_branch", arranges=True, needs_match=False, slow=True),
    Request("in_branch", "_in_branch", arranges=True, needs_match=False, slow=True),
    Request("puzzle", "_puzzle", arranges=True, needs_match=False, slow=True),
    Request("in_puzzle", "_in_puzzle", arranges=True, needs_match=False, slow=True),
)
REQUESTS = dict([(r.name, r) for r in REQUEST_ORDER])
