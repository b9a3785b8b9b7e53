"""The command line under hostile input (issue 9): bytes that are not UTF-8, a byte-order
mark, huge files, a bad port or seed, and a reader that goes away (`| head`).

Every test runs the real command in a fresh interpreter, as a user would.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from indian_rummy.engine.deal import MAX_SEED
from indian_rummy.tools.commands.hands import MAX_LINE

SRC = Path(__file__).resolve().parent.parent / "src"
VALID = "10: 3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H"
INVALID = "10: 3H 4H 6H 7S 8S 9S QC QD QH 2C 2D 2S 2H"


def command(args: list) -> list:
    return [sys.executable, "-m", "indian_rummy", *args]


def environment() -> dict:
    return {"PYTHONPATH": str(SRC), "PYTHONIOENCODING": "utf-8", "PATH": os.environ["PATH"]}


def run(args: list, stdin: bytes = b"", timeout: float = 300) -> tuple:
    """(exit status, stdout, stderr) of the command, its output as text."""
    done = subprocess.run(command(args), input=stdin, capture_output=True, timeout=timeout,
                          env=environment())
    return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")


def assert_no_traceback(err: str) -> None:
    assert "Traceback" not in err and "Exception" not in err, err


@pytest.mark.parametrize("command_args", [["check"], ["score", "--profile", "twine"]])
def test_batch_file_line_that_is_not_utf8_is_bad_input_and_the_rest_answered(
        tmp_path: Path, command_args: list) -> None:
    batch = tmp_path / "hands.txt"
    batch.write_bytes(b"\n".join([VALID.encode(), b"10: 3H 4H \xff\xfe 5H", INVALID.encode(),
                                  "10: 3H 4H 5H \udcff".encode("utf-8", "surrogatepass"),
                                  VALID.encode()]) + b"\n")
    status, out, err = run(command_args + ["--batch", str(batch)])
    assert status == 2
    assert_no_traceback(err)
    lines = [line for line in out.splitlines() if line.startswith("line ")]
    assert [line.split(":")[0] for line in lines] == ["line %d" % n for n in range(1, 6)]
    assert "line 2: bad input: not UTF-8 text (byte 10)" in out
    assert "line 4: bad input: not UTF-8 text (byte 13)" in out


def test_batch_from_stdin_reads_bytes_the_same_way() -> None:
    status, out, err = run(["check", "--batch", "-", "--json"],
                           b"\xef\xbb\xbf" + VALID.encode() + b"\n\xc3\x28\n" + INVALID.encode())
    assert status == 2
    assert_no_traceback(err)
    assert out.splitlines()[1] == '{"line": 2, "error": "not UTF-8 text (byte 0)"}'
    assert '"line": 1' in out.splitlines()[0] and '"valid": true' in out.splitlines()[0]
    assert '"valid": false' in out.splitlines()[2]


@pytest.mark.parametrize("command_args", [["check"], ["score", "--profile", "classic"]])
def test_a_leading_byte_order_mark_is_accepted(tmp_path: Path, command_args: list) -> None:
    batch = tmp_path / "bom.txt"
    batch.write_bytes(b"\xef\xbb\xbf" + VALID.encode() + b"\r\n" + VALID.encode() + b"\r\n")
    status, out, err = run(command_args + ["--batch", str(batch)])
    assert status == 0, out
    assert "bad input" not in out and err == ""


def test_a_byte_order_mark_later_in_the_file_is_bad_input(tmp_path: Path) -> None:
    batch = tmp_path / "bom.txt"
    batch.write_bytes(VALID.encode() + b"\n\xef\xbb\xbf" + VALID.encode() + b"\n")
    status, out, _ = run(["check", "--batch", str(batch)])
    assert status == 2 and "line 2: bad input: not a rank" in out


@pytest.mark.slow
def test_a_huge_batch_is_streamed_line_by_line(tmp_path: Path) -> None:
    """A file far larger than the memory the command may use (ulimit on its address
    space), with one endless line among valid hands, is answered line by line."""
    batch = tmp_path / "huge.txt"
    with open(batch, "wb") as out:
        out.write((VALID + "\n").encode())
        block = b"x" * (1 << 20)
        for _ in range(400):  # a 400 MB line with no newline before its end
            out.write(block)
        out.write(b"\n" + INVALID.encode() + b"\n")
    limit = "ulimit -v %d; " % (300 * 1024)  # KiB: less than the file
    shell = limit + " ".join(["'%s'" % part for part in command(["check", "--batch",
                                                                   str(batch)])])
    done = subprocess.run(["/bin/sh", "-c", shell], capture_output=True, timeout=600,
                          env=environment())
    out, err = done.stdout.decode(), done.stderr.decode()
    assert_no_traceback(err)
    assert done.returncode == 2, (out, err)
    assert out.splitlines()[0].startswith("line 1: valid")
    assert out.splitlines()[1] == "line 2: bad input: a line has at most %d bytes" % MAX_LINE
    assert out.splitlines()[2].startswith("line 3: invalid")


@pytest.mark.parametrize("port", ["99999", "-1", "65536", "http"])
def test_play_refuses_a_port_out_of_range_before_building(port: str, tmp_path: Path) -> None:
    status, out, err = run(["play", "--no-browser", "--port", port], timeout=60)
    assert status == 2 and out == ""
    assert "a port is a whole number from 0 to 65535, not %s" % port in err
    assert_no_traceback(err)


@pytest.mark.parametrize("args", [["--seed", "0"], ["--seed", str(MAX_SEED + 1)],
                                  ["--seed", str(MAX_SEED), "--games", "2"],
                                  ["--seed", str(MAX_SEED + 1), "--profile", "twine"],
                                  ["--seed", "-5", "--bots", "mira,mira"]])
def test_simulate_seed_out_of_range_is_a_clear_error(args: list) -> None:
    games = [] if "--games" in args else ["--games", "1"]
    status, out, err = run(["simulate"] + games + args, timeout=60)
    assert status == 2
    assert "--seed must be from 1 to" in err and "illegal move" not in err
    assert_no_traceback(err)


def test_simulate_last_seed_in_range_plays() -> None:
    status, out, _ = run(["simulate", "--games", "1", "--seed", str(MAX_SEED), "--json"],
                         timeout=120)
    assert status == 0 and '"first_seed": %d' % MAX_SEED in out


CLOSED_PIPE_COMMANDS = [
    ["check", "--wild", "10", "3H", "4H", "5H", "7S", "8S", "9S", "QC", "QD", "QH", "2C",
     "2D", "2S", "2H"],
    ["check", "--batch", "-"], ["check", "--batch", "-", "--json"],
    ["score", "--profile", "twine", "--batch", "-"], ["rules"], ["rules", "--json"],
    ["simulate", "--games", "3"], ["simulate", "--games", "2", "--json", "--profile", "twine"],
]


@pytest.mark.parametrize("args", CLOSED_PIPE_COMMANDS)
def test_a_closed_pipe_ends_every_command_quietly(args: list) -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written
    try:
        done = subprocess.run(command(args), input=("\n".join([VALID] * 50)).encode(),
                              stdout=write_end, stderr=subprocess.PIPE, timeout=300,
                              env=environment())
    finally:
        os.close(write_end)
    assert done.stderr.decode() == ""
    assert done.returncode == 141


def test_a_reader_that_stops_early_ends_the_command_quietly(tmp_path: Path) -> None:
    batch = tmp_path / "many.txt"
    batch.write_text((VALID + "\n") * 20000, encoding="utf-8")
    shell = " ".join(["'%s'" % part for part in command(["check", "--batch", str(batch)])])
    done = subprocess.run(["/bin/sh", "-c", shell + " | head -n 2"], capture_output=True,
                          timeout=300, env=environment())
    assert done.stdout.decode().count("\n") == 2
    assert done.stderr.decode() == ""


def test_a_card_argument_that_is_not_utf8_is_bad_input() -> None:
    args = [os.fsencode("3H"), b"\xff4H"] + [b"5H"] * 11
    done = subprocess.run([os.fsencode(sys.executable), b"-m", b"indian_rummy", b"check",
                           b"--json", b"--wild", b"10"] + args, capture_output=True,
                          timeout=60, env=environment())
    assert done.returncode == 2
    assert_no_traceback(done.stderr.decode())
    assert done.stdout.decode().startswith('{"error": "not a card')


def test_build_into_a_folder_that_cannot_be_made_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    status, out, err = run(["build", str(blocker / "site")], timeout=120)
    assert status == 2
    assert err.startswith("indian-rummy: bad input: cannot write the site to %s" % (
        blocker / "site"))
    assert_no_traceback(err)
