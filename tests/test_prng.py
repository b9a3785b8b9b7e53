"""The engine's SplitMix64 generator: pinned streams, unbiased bounds, shuffles."""

import pytest

from indian_rummy.engine.prng import MASK64, Rng

# Published SplitMix64 reference outputs (Vigna's splitmix64.c; the same vectors are
# used by other SplitMix64 implementations' test suites).
REFERENCE = {
    0: [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F, 0xF88BB8A8724C81EC,
        0x1B39896A51A8749B],
    1234567: [6457827717110365317, 3203168211198807973, 9817491932198370423,
              4593380528125082431, 16408922859458223821],
}

# Computed once with this engine and pinned: a change here changes every deal.
PINNED = {
    1: [10451216379200822465, 13757245211066428519, 17911839290282890590,
        8196980753821780235, 8195237237126968761],
    17: [9260656408219841379, 7220676901988789713, 6056616057409641356,
         4130155771025092611, 318372821541199966],
    1234567890123: [11107350668100045016, 1415489011657173866, 8059773662499596279,
                    8278973910707260, 4392755885513790801],
    MASK64: [16490336266968443936, 16834447057089888969, 4048727598324417001,
             7862637804313477842, 13015481187462834606],
}


def stream(seed: int, count: int) -> list:
    rng = Rng(seed)
    return [rng.next_u64() for _ in range(count)]


@pytest.mark.parametrize("seed", sorted(REFERENCE))
def test_splitmix64_matches_the_published_reference_vectors(seed: int) -> None:
    assert stream(seed, 5) == REFERENCE[seed]


@pytest.mark.parametrize("seed", sorted(PINNED))
def test_splitmix64_streams_are_pinned(seed: int) -> None:
    assert stream(seed, 5) == PINNED[seed]


def test_outputs_are_64_bit_and_the_state_wraps() -> None:
    rng = Rng(MASK64)
    for _ in range(1000):
        value = rng.next_u64()
        assert 0 <= value <= MASK64
        assert 0 <= rng.state <= MASK64


def test_same_seed_same_stream_different_seed_different_stream() -> None:
    assert stream(99, 50) == stream(99, 50)
    assert stream(99, 50) != stream(100, 50)


@pytest.mark.parametrize("seed", [-1, MASK64 + 1, 1.5, "7", None, True])
def test_bad_seeds_are_refused(seed: object) -> None:
    with pytest.raises(ValueError):
        Rng(seed)  # type: ignore[arg-type]


# -- below -------------------------------------------------------------------------------------


def test_below_pinned_dice_rolls() -> None:
    rng = Rng(1)
    assert [rng.below(6) for _ in range(20)] == [
        5, 1, 0, 5, 3, 2, 3, 3, 0, 4, 3, 4, 2, 4, 4, 5, 3, 5, 2, 0]


@pytest.mark.parametrize("n", [1, 2, 3, 6, 7, 13, 52, 106, 1000, 2**32 + 5, 2**63, 2**64 - 1,
                               2**64])
def test_below_stays_in_bounds(n: int) -> None:
    rng = Rng(n % 1009 + 1)
    for _ in range(300):
        assert 0 <= rng.below(n) < n


def test_below_one_is_always_zero() -> None:
    rng = Rng(5)
    assert {rng.below(1) for _ in range(50)} == {0}


@pytest.mark.parametrize("n", [0, -1, -(2**70)])
def test_below_needs_a_positive_bound(n: int) -> None:
    with pytest.raises(ValueError):
        Rng(1).below(n)


def test_below_covers_every_value_about_evenly() -> None:
    rng = Rng(2024)
    counts = [0] * 7
    for _ in range(7000):
        counts[rng.below(7)] += 1
    assert min(counts) > 850 and max(counts) < 1150


def test_below_rejects_values_in_the_biased_tail() -> None:
    # With n = 2**63 + 1 only raw values below 2**63 + 1 are accepted (about half),
    # so below() must skip the others instead of reducing them modulo n.
    n = 2**63 + 1
    limit = 2**64 - (2**64 % n)
    assert limit == n
    for seed in range(1, 40):
        raw = stream(seed, 80)
        expected = next(x % n for x in raw if x < limit)
        rng = Rng(seed)
        assert rng.below(n) == expected
        used = raw.index(next(x for x in raw if x < limit)) + 1
        # The generator consumed exactly the rejected values and the accepted one.
        assert rng.next_u64() == raw[used]
    # At least one of those seeds really had to skip a raw value.
    assert any(stream(seed, 1)[0] >= limit for seed in range(1, 40))


def test_below_no_rejection_for_powers_of_two() -> None:
    rng = Rng(77)
    raw = stream(77, 10)
    assert [rng.below(1 << 20) for _ in range(10)] == [x % (1 << 20) for x in raw]


class _Exhausted(Exception):
    pass


def test_below_a_bound_above_2_64_does_not_hang() -> None:
    class Counting(Rng):
        __slots__ = ("calls",)

        def next_u64(self) -> int:
            self.calls += 1
            if self.calls > 1000:
                raise _Exhausted("below() drew 1000 values without accepting one")
            return Rng.next_u64(self)

    rng = Counting(3)
    rng.calls = 0
    try:
        value = rng.below(2**64 + 1)
    except ValueError:
        return
    assert 0 <= value < 2**64 + 1


# -- shuffle -----------------------------------------------------------------------------------


def test_shuffle_is_a_permutation() -> None:
    for seed in range(1, 30):
        items = list(range(106))
        Rng(seed).shuffle(items)
        assert sorted(items) == list(range(106))
        assert items != list(range(106))


def test_shuffle_is_deterministic_per_seed_and_pinned() -> None:
    a = list(range(20))
    b = list(range(20))
    Rng(17).shuffle(a)
    Rng(17).shuffle(b)
    assert a == b == [11, 12, 18, 7, 16, 15, 1, 5, 17, 0, 13, 6, 2, 10, 3, 14, 4, 8, 9, 19]
    c = list(range(20))
    Rng(18).shuffle(c)
    assert c != a


def test_shuffle_is_fisher_yates_from_the_top() -> None:
    # Each step i (from the last index down) swaps i with below(i + 1) from the same stream.
    items = list(range(10))
    Rng(4).shuffle(items)
    expected = list(range(10))
    rng = Rng(4)
    for i in range(9, 0, -1):
        j = rng.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected


def test_shuffle_of_short_lists() -> None:
    for items in ([], [1]):
        copy = list(items)
        Rng(1).shuffle(copy)
        assert copy == items
    pair_orders = set()
    for seed in range(1, 50):
        pair = ["a", "b"]
        Rng(seed).shuffle(pair)
        pair_orders.add(tuple(pair))
    assert pair_orders == {("a", "b"), ("b", "a")}
