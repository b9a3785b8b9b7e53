"""The rule by which a database's coming and going is told (storage/availability.py):
requests follow the database at once; the sockets and the log hear of an outage once
each way, however unevenly the connections come back."""

from hypothesis import given
from hypothesis import strategies as st

from indian_rummy.server.storage.availability import STEADY, Availability


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Told:
    """An Availability on a hand-moved clock, and what it told, in order."""

    def __init__(self) -> None:
        self.clock = Clock()
        self.availability = Availability(self.clock)
        self.told: list = []

    def answer(self, at: float) -> None:
        self.clock.now = at
        if self.availability.answered():
            self.told.append(True)

    def fail(self, asked: float, at: float) -> None:
        self.clock.now = at
        if self.availability.failed(asked):
            self.told.append(False)


def test_a_restart_that_brings_the_connections_back_unevenly_is_told_once_each_way():
    db = Told()
    db.fail(asked=100.0, at=100.0)  # stopped
    db.fail(asked=101.9, at=102.9)  # a question waits out its pool time
    db.answer(at=103.0)  # restarted: the first answer
    db.fail(asked=102.5, at=103.4)  # asked before that answer: old news
    db.fail(asked=103.1, at=103.2)  # a connection that died with the old server
    db.answer(at=103.5)
    db.answer(at=104.3)  # 1.1 s with no failure that was news
    db.answer(at=105.0)
    assert db.told == [False, True]


def test_requests_are_served_as_soon_as_the_database_answers_before_its_return_is_told():
    db = Told()
    db.fail(asked=100.0, at=100.0)
    assert not db.availability.answering
    db.answer(at=100.1)
    assert db.availability.answering  # a pooled connection waits its full time again
    assert db.told == [False]  # the sockets hear of it a quiet second later
    db.answer(at=100.0 + STEADY)
    assert db.told == [False, True]


def test_a_failure_asked_before_the_latest_answer_changes_nothing():
    db = Told()
    db.answer(at=100.0)
    db.fail(asked=99.0, at=101.0)
    assert db.availability.answering and db.told == []


def test_a_failure_that_is_news_after_the_return_was_told_is_a_new_outage():
    db = Told()
    db.fail(asked=100.0, at=100.0)
    db.answer(at=102.0)
    db.fail(asked=103.0, at=103.0)
    assert db.told == [False, True, False]


# One event: an answer, or a failure of a question asked ``waited`` seconds before it
# came; ``after`` seconds after the event before it.
events = st.lists(st.tuples(st.booleans(), st.floats(0.0, 2.0), st.floats(0.0, 3.0)),
                  max_size=60)


@given(events)
def test_every_change_told_follows_the_rule(timeline):
    db = Told()
    now = 100.0
    answered_at = float("-inf")
    news_at = float("-inf")
    for is_answer, after, waited in timeline:
        now += after
        before = len(db.told)
        if is_answer:
            db.answer(at=now)
            answered_at = now
            assert db.availability.answering
            if len(db.told) > before:  # told back: a quiet spell since the latest news
                assert now - news_at >= STEADY
            else:  # not told back: it was never away, or it is not quiet yet
                assert db.availability.told or now - news_at < STEADY
        else:
            asked = now - waited
            was_answering = db.availability.answering
            db.fail(asked=asked, at=now)
            if asked < answered_at:  # old news
                assert len(db.told) == before
                assert db.availability.answering == was_answering
            else:
                news_at = now
                assert not db.availability.answering and not db.availability.told
    # The changes told alternate, away first.
    assert db.told == [k % 2 == 1 for k in range(len(db.told))]
