"""The engine's generators: SplitMix64 (seeded deals: pinned streams, unbiased bounds,
shuffles) and ChaCha20 (a served match's deals: RFC 8439's known answers, and the same
keystream as an independent implementation)."""

import os

import pytest
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms

from indian_rummy.engine.cards import RummyError
from indian_rummy.engine.chacha import DealStream, chacha20_block, check_secret, key_words
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


# -- ChaCha20: a served match's deal stream ------------------------------------------------------

RFC_KEY = bytes(range(32)).hex()  # 00 01 02 ... 1f

# RFC 8439's block function vectors: (key, counter, nonce, the block's 64 bytes), from
# section 2.3.2 and appendix A.1 (test vectors 1, 2, 3 and 5).
RFC_8439_BLOCKS = [
    (RFC_KEY, 1, "000000090000004a00000000",
     "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
     "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e"),
    ("00" * 32, 0, "00" * 12,
     "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
     "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586"),
    ("00" * 32, 1, "00" * 12,
     "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed"
     "29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f"),
    ("00" * 31 + "01", 1, "00" * 12,
     "3aeb5224ecf849929b9d828db1ced4dd832025e8018b8160b82284f3c949aa5a"
     "8eca00bbb4a73bdad192b5c42f73f2fd4e273644c8b36125a64addeb006c13a0"),
    ("00" * 32, 0, "00" * 11 + "02",
     "c2c64d378cd536374ae204b9ef933fcd1a8b2288b3dfa49672ab765b54ee27c7"
     "8a970e0e955c14f3a88e741b97c286f75f8fc299e8148362fa198a39531bed6d"),
]


def words(text: str) -> list:
    """Little-endian 32-bit words of the bytes that hexadecimal ``text`` spells."""
    raw = bytes.fromhex(text)
    return [int.from_bytes(raw[k:k + 4], "little") for k in range(0, len(raw), 4)]


def keyed(secret: str, number: int, count: int) -> list:
    stream = DealStream(secret, number)
    return [stream.next_u64() for _ in range(count)]


def reference_stream(secret: str, number: int, count: int) -> list:
    """The same values from the ``cryptography`` package's ChaCha20 (OpenSSL's): its
    16-byte nonce is the 4-byte block counter then RFC 8439's 12-byte nonce."""
    nonce = bytes(4) + number.to_bytes(12, "little")
    cipher = Cipher(algorithms.ChaCha20(bytes.fromhex(secret), nonce), mode=None)
    stream = cipher.encryptor().update(bytes(8 * count))
    return [int.from_bytes(stream[8 * k:8 * k + 8], "little") for k in range(count)]


@pytest.mark.parametrize("key,counter,nonce,block", RFC_8439_BLOCKS)
def test_chacha20_blocks_are_rfc_8439s_known_answers(key, counter, nonce, block) -> None:
    assert chacha20_block(key_words(key), counter, words(nonce)) == words(block)


def test_a_deal_stream_is_the_keystream_from_block_0_read_8_bytes_at_a_time() -> None:
    # Deal 0 of the zero key is RFC 8439 A.1's vectors 1 and 2, one after the other.
    expected = RFC_8439_BLOCKS[1][3] + RFC_8439_BLOCKS[2][3]
    assert keyed("00" * 32, 0, 16) == [
        int.from_bytes(bytes.fromhex(expected[16 * k:16 * k + 16]), "little") for k in range(16)]


@pytest.mark.parametrize("number", [1, 2, 13, (1 << 32) + 5, MASK64])
def test_a_deal_stream_equals_an_independent_chacha20_with_the_deal_number_as_nonce(
        number: int) -> None:
    for _ in range(5):
        secret = os.urandom(32).hex()
        assert keyed(secret, number, 40) == reference_stream(secret, number, 40)


def test_the_same_key_and_deal_number_always_give_the_same_stream() -> None:
    secret = RFC_KEY
    assert keyed(secret, 3, 30) == keyed(secret, 3, 30)
    others = [keyed(secret, 4, 30), keyed(secret, (1 << 32) + 3, 30),
              keyed("00" * 31 + "01", 3, 30)]
    assert all(other != keyed(secret, 3, 30) for other in others)


def test_a_deal_streams_shuffle_is_fisher_yates_over_its_own_values() -> None:
    items = list(range(106))
    DealStream(RFC_KEY, 1).shuffle(items)
    expected = list(range(106))
    stream = DealStream(RFC_KEY, 1)
    for i in range(105, 0, -1):
        j = stream.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected and sorted(items) == list(range(106))


@pytest.mark.parametrize("secret", [
    "00" * 31, "00" * 33, "AB" * 32, "0g" * 32, " " + "0" * 63, b"\0" * 32, 7, None])
def test_a_secret_is_256_bits_in_64_lowercase_hexadecimal_digits(secret: object) -> None:
    with pytest.raises(RummyError, match="64 lowercase hexadecimal digits"):
        check_secret(secret)


@pytest.mark.parametrize("number", [-1, MASK64 + 1, 1.0, True, "1"])
def test_a_deal_stream_needs_a_deal_number_of_64_bits(number: object) -> None:
    with pytest.raises(RummyError, match="deal's number"):
        DealStream(RFC_KEY, number)  # type: ignore[arg-type]
