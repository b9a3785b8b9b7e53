"""Warming the engine (``session.warm``, which the worker asks in its idle time once the
player's table is dealt) plays a first deal at a table of its own and changes no
answer: the worker's table is as it was, and its first requests get the replies they
get unwarmed, on either runtime."""

import pytest

from mpy import run_cpython, run_micropython

# The worker's table's first requests: the catalogue, a deal, a turn, the bot's turn.
SCRIPT = """
from indian_rummy.protocol import session

if WARM:
    step = 0
    while session.warm(step):
        step += 1
    print(step, session._SESSION.match is None, session._WARMING[0] is None)
for raw in ('{"id":1,"type":"view"}',
            '{"id":2,"type":"new_game","args":{"seed":17,"guided":false}}',
            '{"id":3,"type":"draw","args":{"source":"stock"}}'):
    print(session.handle(raw))
drawn = session._SESSION.match.deal.drawn
print(session.handle('{"id":4,"type":"discard","args":{"card":%d}}' % drawn))
print(session.handle('{"id":5,"type":"bot_turn"}'))
"""


@pytest.mark.micropython
def test_warming_the_engine_changes_no_answer_on_either_runtime() -> None:
    cold = run_cpython("WARM = False\n" + SCRIPT)
    warmed = "4 True True\n" + cold
    assert run_cpython("WARM = True\n" + SCRIPT) == warmed
    assert run_micropython("WARM = True\n" + SCRIPT) == warmed
