"""The request reader: strict JSON, the same answer on CPython and MicroPython (issue 9).

Unit tests of ``indian_rummy.protocol.wire`` and of the session's replies to any input; the
byte-for-byte comparison with MicroPython is in test_conformance.py (section
``edges``) and in the sampled property at the end of this file.
"""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from indian_rummy.bots import new_match
from indian_rummy.engine.canon import MAX_SHOWN, Number, dumps, show_value
from indian_rummy.protocol.session import Session
from indian_rummy.protocol.table import TableSession
from indian_rummy.protocol.wire import (
    MAX_BYTES,
    MAX_DEPTH,
    MAX_DIGITS,
    JsonError,
    check_utf8,
    read_json,
)
from mpy import run_both


def refusal(text: "str | bytes") -> str:
    with pytest.raises(JsonError) as caught:
        read_json(text)
    return str(caught.value)


def test_a_request_reads_as_plain_values() -> None:
    text = '{"id": 3, "type": "new_game", "args": {"seed": 17, "guided": true, "x": null}}'
    assert read_json(text) == json.loads(text)
    assert read_json(text.encode()) == json.loads(text)
    assert read_json(' \t\r\n[1, -0, "a\\"\\\\\\/\\b\\f\\n\\r\\t", false] ') == [
        1, 0, 'a"\\/\b\f\n\r\t', False]


def test_escaped_emoji_pairs_make_one_character() -> None:
    assert read_json('"\\ud83c\\udccf\\uD83D\\uDE00"') == "\U0001F0CF\U0001F600"
    assert read_json('"🃏"') == "\U0001F0CF"


@pytest.mark.parametrize("text", ['"\\ud800"', '"\\udc00"', '"\\ud800\\u0041"',
                                  '"\\ud800x"', '"\\udc00\\ud800"'])
def test_lone_surrogate_escapes_are_refused(text: str) -> None:
    assert "lone surrogate" in refusal(text)


@pytest.mark.parametrize("text", ["NaN", "[Infinity]", "-Infinity", '{"a": nan}'])
def test_nan_and_infinity_are_not_json(text: str) -> None:
    assert refusal(text).startswith("unexpected")


def test_a_trailing_nul_or_any_extra_text_is_refused() -> None:
    assert refusal('{"id": 1}\x00') == "extra text after the JSON value at byte 9"
    assert refusal("[] []") == "extra text after the JSON value at byte 3"


def test_whole_numbers_are_integers_and_others_keep_their_text() -> None:
    assert read_json("9007199254740991") == 2**53 - 1
    assert read_json("9" * MAX_DIGITS) == int("9" * MAX_DIGITS)
    for text in ["2.5", "1e400", "-0.0", "1E+2", "9" * (MAX_DIGITS + 1), "1" + "0" * 5000]:
        value = read_json(text)
        assert isinstance(value, Number) and value.text == text
        assert dumps(value) == text
    for text in ["01", "-", "1.", ".5", "+1", "1e", "1e+", "--1", "0x10"]:
        refusal(text)


def test_nesting_deeper_than_the_limit_is_refused() -> None:
    assert read_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    for text in ["[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "[" * 60000,
                 '{"a":' * 200]:
        assert "levels of nesting" in refusal(text)


def test_raw_control_characters_in_strings_are_refused() -> None:
    for code in [0, 1, 9, 10, 31]:
        assert "control character" in refusal('"a' + chr(code) + 'b"')
    assert read_json('"a\\u0000b"') == "a\x00b"


def test_repeated_keys_and_bad_escapes_are_refused() -> None:
    assert refusal('{"a": 1, "a": 2}') == "a repeated key at byte 9"
    assert refusal('"\\x41"') == "an unknown escape \\x at byte 2"
    assert refusal('"\\u12"').startswith("a \\u escape without four hex digits")


@pytest.mark.parametrize("data", [b"\xff", b"\xc0\x80", b"\xe0\x80\x80", b"\xed\xa0\x80",
                                  b"\xf4\x90\x80\x80", b"\xf0\x9f\x83", b"\x80", b"\xc3"])
def test_bytes_that_are_not_utf8_are_refused(data: bytes) -> None:
    with pytest.raises(JsonError, match="not UTF-8"):
        check_utf8(b'"' + data + b'"')


def test_text_holding_a_lone_surrogate_is_refused_like_its_bytes() -> None:
    assert refusal('"a' + chr(0xD800) + '"') == refusal(b'"a\xed\xa0\x80"')


def test_a_byte_order_mark_empty_text_and_huge_text_are_refused() -> None:
    assert refusal("\ufeff{}").startswith("unexpected byte 0xef")
    assert refusal("  ") == "empty text"
    assert refusal(" " * (MAX_BYTES + 1)) == "longer than %d bytes" % MAX_BYTES
    assert refusal(None) == "not text"  # type: ignore[arg-type]


def test_a_bad_value_is_quoted_short_and_never_raises() -> None:
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    for value in ["x" * 10000, list(range(10000)), {"k" * 100: 1}, deep, 2.5, object(),
                  chr(0x1F0CF) * 100, Number("1" * 500)]:
        shown = show_value(value)
        assert len(shown) <= MAX_SHOWN + 3, shown


# -- any input gets one reply -----------------------------------------------------------------


def check_reply(reply: str) -> dict:
    parsed = json.loads(reply.encode("utf-8"))  # valid UTF-8, valid JSON
    assert set(parsed) in ({"id", "ok", "result"}, {"id", "ok", "error", "result"})
    if not parsed["ok"]:
        assert len(parsed["error"]["message"]) < 200
    return parsed


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=200))
def test_any_bytes_get_a_reply(data: bytes) -> None:
    check_reply(Session().handle(0, data))


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=100))
def test_any_text_gets_a_reply(text: str) -> None:
    check_reply(Session().handle(0, text))


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8) | st.sampled_from(
        ["view", "draw", "select", "new_game", "stock", "seed", "card", "args", "type"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["id", "type", "args", "seed", "card", "source", "tray", "x"]), inner,
        max_size=4), max_leaves=12)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(JSONISH)
def test_any_json_value_gets_a_reply(value: object) -> None:
    session = Session()
    session.handle(0, '{"id": 0, "type": "new_game", "args": {"seed": 17, "guided": true}}')
    check_reply(session.handle(0, json.dumps(value)))


@pytest.mark.micropython
def test_sampled_inputs_get_the_same_reply_on_both_runtimes() -> None:
    """A sample of the properties' inputs, run on both runtimes in one script each."""
    samples: list = []

    @settings(max_examples=120, derandomize=True, database=None)
    @given(st.binary(max_size=120) | st.text(max_size=60) | JSONISH.map(json.dumps))
    def collect(data: "str | bytes") -> None:
        samples.append(data)

    collect()
    lines = ["from indian_rummy.protocol.session import Session",
             "s = Session()",
             "s.handle(0, '{\"id\": 0, \"type\": \"new_game\", \"args\": {\"seed\": 17}}')"]
    for data in samples:
        if isinstance(data, bytes):
            lines.append("print(s.handle(0, %r))" % data)
        else:  # code points: the two runtimes write text literals differently
            lines.append("print(s.handle(0, ''.join([chr(c) for c in %r])))" % (
                [ord(c) for c in data],))
    cpython, micropython = run_both("\n".join(lines) + "\n", timeout=300)
    assert cpython == micropython
    assert cpython.count("\n") == len(samples)


def test_a_reply_is_valid_utf8_even_for_text_the_reader_never_saw() -> None:
    """A served session's names come from the server, not through the reader."""
    match = new_match("twine", "deal", [{"name": "a\ud800b"}, {"bot": "mira"}], 5)
    reply = TableSession(match).handle(0, '{"id": 1, "type": "view"}')
    assert '"name":"a\\ud800b"' in reply
    assert json.loads(reply.encode("utf-8"))["result"]["seats"][0]["name"] == "a\ud800b"


def _reference_string(text: str) -> str:
    """Python's own JSON text for ``text``, with lone surrogates escaped as canon does."""
    out = json.dumps(text, ensure_ascii=False)
    return "".join("\\u%04x" % ord(ch) if 0xD800 <= ord(ch) <= 0xDFFF else ch for ch in out)


@given(st.text())
def test_canonical_text_is_python_json_text_with_surrogates_escaped(text: str) -> None:
    assert dumps(text) == _reference_string(text)


# Text that needs no escape, and each kind that does: quote, backslash, control
# characters, a lone surrogate, and characters whose UTF-8 starts like a surrogate's.
TRICKY_TEXT = ["plain 10♣ text", "", 'say "hi"', "back\\slash", "tab\t nul\x00 bell\x07",
               "\x7f delete", "한국어 \ud7a3", "\U0001f0cf joker", "lone \ud800 half",
               "\udfff", "end\n"]


@pytest.mark.micropython
def test_canonical_text_is_the_same_on_both_runtimes() -> None:
    script = ("from indian_rummy.engine.canon import dumps\n"
              "for codes in %r:\n"
              "    print(dumps(''.join([chr(c) for c in codes])))\n"
              % [[ord(c) for c in text] for text in TRICKY_TEXT])
    cpython, micropython = run_both(script, timeout=120)
    assert cpython == micropython
    assert cpython.splitlines() == [_reference_string(text) for text in TRICKY_TEXT]
