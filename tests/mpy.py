"""Run Python code under MicroPython (WebAssembly, in Node) and under CPython.

The conformance tests run one script on both runtimes and compare the output
byte for byte. The MicroPython side uses the exact npm build the browser
ships (see package.json), driven by ``tests/mp_runner.mjs``, and the engine as
the site ships it: the bytecode of ``indian_rummy.site.engine_bundle``.
"""

import atexit
import functools
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
SRC_DIR = REPO_ROOT / "src"
PACKAGE_DIR = SRC_DIR / "indian_rummy"
RUNNER = REPO_ROOT / "tests" / "mp_runner.mjs"
RUNTIME_DIR = REPO_ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"

# MicroPython runs started in this process (tests/conftest.py checks a test that starts one
# carries the `micropython` mark).
started = 0

class MicroPythonError(AssertionError):
    """A script failed under MicroPython; the message holds its traceback."""

    def __init__(self, returncode: int, stdout: str, stderr: str) -> None:
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr
        super().__init__(
            "MicroPython run failed (exit %d)\n--- stderr ---\n%s--- stdout ---\n%s"
            % (returncode, stderr, stdout)
        )


class CPythonError(AssertionError):
    """A script failed under CPython; the message holds its traceback."""

    def __init__(self, returncode: int, stdout: str, stderr: str) -> None:
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr
        super().__init__(
            "CPython run failed (exit %d)\n--- stderr ---\n%s--- stdout ---\n%s"
            % (returncode, stderr, stdout)
        )


def node_executable() -> str:
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is not on PATH; MicroPython tests need Node.js")
    return node


@functools.cache
def shipped_bundle() -> str:
    """The path of the engine bundle a site build ships (compiled once per session)."""
    from indian_rummy.site import engine_bundle

    folder = tempfile.mkdtemp(prefix="mp-engine-")
    atexit.register(shutil.rmtree, folder, True)
    path = os.path.join(folder, "bundle.bin")
    with open(path, "wb") as out:
        out.write(engine_bundle(bytecode=True))
    return path


def _check_runtime() -> None:
    if not (RUNTIME_DIR / "micropython.mjs").is_file():
        raise RuntimeError(
            "MicroPython runtime missing at %s; run `npm ci` (or `make setup`)" % RUNTIME_DIR
        )


def run_micropython(
    script: str, timeout: float = 120, extra_modules: Iterable[str | os.PathLike[str]] = ()
) -> str:
    """Run ``script`` as ``__main__`` under MicroPython and return its stdout.

    The engine package is importable as ``indian_rummy``, as the site ships it;
    each file in ``extra_modules`` is importable by its file name. A Python
    exception raises :class:`MicroPythonError` carrying the traceback.
    """
    global started
    _check_runtime()
    started += 1
    cmd = [node_executable(), str(RUNNER)] + [str(Path(m).resolve()) for m in extra_modules]
    proc = subprocess.run(
        cmd,
        input=script.encode("utf-8"),
        capture_output=True,
        timeout=timeout,
        cwd=str(REPO_ROOT),
        env=dict(os.environ, MP_ENGINE_BUNDLE=shipped_bundle()),
    )
    stdout = proc.stdout.decode("utf-8", errors="replace")
    stderr = proc.stderr.decode("utf-8", errors="replace")
    if proc.returncode != 0:
        raise MicroPythonError(proc.returncode, stdout, stderr)
    return stdout


def run_cpython(
    script: str, timeout: float = 120, extra_modules: Iterable[str | os.PathLike[str]] = ()
) -> str:
    """Run ``script`` under this CPython with ``src/`` (and the folders of
    ``extra_modules``) on the path; return its stdout."""
    paths = [str(SRC_DIR)]
    for module in extra_modules:
        folder = str(Path(module).resolve().parent)
        if folder not in paths:
            paths.append(folder)
    env = dict(os.environ)
    if env.get("PYTHONPATH"):
        paths.append(env["PYTHONPATH"])
    env["PYTHONPATH"] = os.pathsep.join(paths)
    env["PYTHONIOENCODING"] = "utf-8"
    env.pop("PYTHONSTARTUP", None)
    proc = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        timeout=timeout,
        cwd=str(REPO_ROOT),
        env=env,
    )
    # Normalise Windows newlines if any; the engine writes "\n" only.
    stdout = proc.stdout.decode("utf-8", errors="replace").replace("\r\n", "\n")
    stderr = proc.stderr.decode("utf-8", errors="replace")
    if proc.returncode != 0:
        raise CPythonError(proc.returncode, stdout, stderr)
    return stdout


def run_both(
    script: str,
    extra_modules: Iterable[str | os.PathLike[str]] = (),
    timeout: float = 120,
) -> tuple[str, str]:
    """Run ``script`` under CPython and MicroPython; return (cpython, micropython) stdout."""
    extra = list(extra_modules)
    return (
        run_cpython(script, timeout=timeout, extra_modules=extra),
        run_micropython(script, timeout=timeout, extra_modules=extra),
    )
