"""The MicroPython harness itself: output is exact and failures are loud."""

import pytest

from mpy import MicroPythonError, run_both, run_micropython

pytestmark = pytest.mark.micropython


def test_prints_exact_stdout() -> None:
    assert run_micropython("print(1+1)") == "2\n"


def test_output_is_byte_exact() -> None:
    script = "print('10\\u2663 Q\\u2666', end='')\nprint()\nprint('no newline', end='')"
    assert run_micropython(script) == "10♣ Q♦\nno newline"


def test_runs_micropython_not_cpython() -> None:
    assert run_micropython("import sys\nprint(sys.implementation.name)") == "micropython\n"


def test_exception_raises_with_traceback() -> None:
    script = "print('before')\ndef boom():\n    raise ValueError('bad card')\nboom()\n"
    with pytest.raises(MicroPythonError) as info:
        run_micropython(script)
    err = info.value
    assert err.returncode != 0
    assert err.stdout == "before\n"
    assert "Traceback" in err.stderr
    assert "ValueError: bad card" in err.stderr
    assert "ValueError: bad card" in str(err)


def test_system_exit_zero_is_success() -> None:
    assert run_micropython("import sys\nprint('x')\nsys.exit(0)") == "x\n"


def test_extra_module_is_importable(tmp_path) -> None:
    module = tmp_path / "harness_vectors.py"
    module.write_text("VALUES = [3, 1, 2]\n", encoding="utf-8")
    script = "import harness_vectors\nprint(sorted(harness_vectors.VALUES))\n"
    cpython, micropython = run_both(script, extra_modules=[module])
    assert cpython == micropython == "[1, 2, 3]\n"


def test_a_rounds_generator_is_stepped_to_its_end_after_the_script() -> None:
    script = ("def play():\n    for k in range(3):\n        print('step', k)\n        yield\n"
              "    print('done')\nrounds = play()\nprint('script')\n")
    assert run_micropython(script) == "script\nstep 0\nstep 1\nstep 2\ndone\n"


def test_an_exception_in_a_round_fails_the_run() -> None:
    script = "def play():\n    yield\n    raise ValueError('bad round')\nrounds = play()\n"
    with pytest.raises(MicroPythonError) as info:
        run_micropython(script)
    assert "ValueError: bad round" in info.value.stderr


# Each round throws away about 2 MB; what is still allocated when the next one starts
# tells whether the runtime collected in between.
GARBAGE_ROUNDS = """
import gc
at_start = []
def play():
    for k in range(10):
        at_start.append(gc.mem_alloc())
        for i in range(40000):
            x = [i, i]
        yield
    print(max(at_start[1:]) // 1000000)
"""


def test_garbage_is_collected_between_rounds_but_not_within_one_call() -> None:
    stepped = int(run_micropython(GARBAGE_ROUNDS + "rounds = play()\n"))
    in_one_call = int(run_micropython(GARBAGE_ROUNDS + "for _ in play():\n    pass\n"))
    assert stepped < 1
    assert in_one_call >= 10


@pytest.mark.browser
def test_browser_fixtures_serve_and_audit(static_server, page, console_errors, axe) -> None:
    # The helper comes as the `axe` fixture: `import conftest` would find whichever
    # conftest.py was imported last (tests/server has one too).
    axe_violations = axe
    root = static_server.root
    # Not index.html: the server gives the table's pages its policy, which refuses
    # this page's data: icon.
    (root / "harness.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<link rel="icon" href="data:,"><title>harness</title></head>'
        '<body><main><button></button></main><script type="module" src="m.mjs"></script>'
        "</body></html>",
        encoding="utf-8",
    )
    (root / "m.mjs").write_text('document.title = "module ran";', encoding="utf-8")
    (root / "x.wasm").write_bytes(b"\0asm\1\0\0\0")
    (root / "app.webmanifest").write_text("{}", encoding="utf-8")

    page.goto(static_server.url + "harness.html")
    assert page.title() == "module ran"
    assert "button-name" in {v["id"] for v in axe_violations(page)}
    types = {
        name: page.request.get(static_server.url + name).headers["content-type"]
        for name in ("m.mjs", "x.wasm", "app.webmanifest")
    }
    assert types["m.mjs"].startswith("text/javascript")
    assert types["x.wasm"] == "application/wasm"
    assert types["app.webmanifest"] == "application/manifest+json"
    assert console_errors == []

    port = static_server.port
    static_server.stop()
    with pytest.raises(Exception, match="ECONNREFUSED"):
        page.request.get(static_server.url + "harness.html", timeout=3000)
    static_server.start()
    assert static_server.port == port
    assert page.request.get(static_server.url + "harness.html").ok
