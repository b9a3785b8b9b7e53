"""The site build (indian_rummy.site): what it writes, what it leaves out, how it
is served."""

import gzip
import json
import posixpath
import re
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from indian_rummy import site

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]


def read_precache(root: Path) -> tuple[str, list[str]]:
    """The build's version and every file it lists: the common ones, then each
    language's."""
    text = (root / "precache.js").read_text(encoding="utf-8")
    version = re.search(r'self\.PRECACHE_VERSION = "([0-9a-f]+)";', text)
    files = re.search(r"self\.PRECACHE_FILES = (\[.*?\]);", text, re.S)
    languages = re.search(r"self\.PRECACHE_LANGUAGES = (\{.*?\});", text, re.S)
    assert version and files and languages, text
    catalogs = [name for names in json.loads(languages.group(1)).values() for name in names]
    return version.group(1), json.loads(files.group(1)) + catalogs


# What a first visit in one language transfers: every file the visit keeps for offline
# play (precache.js: the files every visit needs, "./" again, and that language's
# catalogs), as the servers send them (gzip). Most of it is MicroPython's runtime and the
# engine's bytecode.
FIRST_VISIT_BUDGET = 1_000_000


def first_visit(site_dir: Path) -> dict[str, int]:
    """For each language: the bytes a first visit in it is sent."""
    common, languages = site.precache_lists(site_dir)
    sizes = {}
    for language, catalogs in languages.items():
        names = ["index.html" if name == "./" else name for name in common + catalogs]
        data = [(site_dir / name).read_bytes() for name in names]
        sizes[language] = sum(len(site.compressed(d)) for d in data)
    return sizes


def test_a_first_visit_in_one_language_transfers_under_a_megabyte(site_dir):
    sizes = first_visit(site_dir)
    assert set(sizes) >= {"en", "hi"}
    for language, sent in sizes.items():
        assert sent <= FIRST_VISIT_BUDGET, "a first visit in %s sends %d bytes" % (language, sent)


def test_the_site_is_sent_gzipped_to_a_browser_that_takes_it(served_site):
    root = served_site.root / "games" / "rummy"
    for name in ("runtime/micropython.wasm", "locales/hi/common.ftl", "index.html"):
        request = urllib.request.Request(served_site.url + name,
                                         headers={"Accept-Encoding": "gzip, br"})
        with urllib.request.urlopen(request) as answer:
            body = answer.read()
            assert answer.headers["Content-Encoding"] == "gzip"
            assert answer.headers["Vary"] == "Accept-Encoding"
        assert gzip.decompress(body) == (root / name).read_bytes()
    with urllib.request.urlopen(served_site.url + "index.html") as answer:
        assert answer.headers["Content-Encoding"] is None  # a client that did not ask


@pytest.mark.server
def test_the_partner_server_sends_the_site_gzipped_too(partner_server, site_dir):
    for name in ("runtime/micropython.wasm", "locales/hi/common.ftl"):
        request = urllib.request.Request(partner_server.url + name,
                                         headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(request) as answer:
            assert answer.headers["Content-Encoding"] == "gzip"
            assert gzip.decompress(answer.read()) == (site_dir / name).read_bytes()


def test_build_writes_the_ui_runtime_engine_bundle_and_precache_list(tmp_path):
    out = tmp_path / "site"
    site.build(str(out))
    for name in ("index.html", "app.js", "worker.js", "style.css", "table/cards.js"):
        assert (out / name).is_file(), name
    runtime = REPO / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
    for name in ("micropython.mjs", "micropython.wasm"):
        assert (out / "runtime" / name).read_bytes() == (runtime / name).read_bytes()

    bundle = site.unpack_bundle((out / site.BUNDLE_NAME).read_bytes())
    assert set(bundle) == {name[: -len(".py")] + ".mpy" for name in shipped_modules()}
    for name in bundle:
        assert name.split("/")[1] in ("__init__.mpy", "engine", "bots", "protocol"), name
    # MicroPython bytecode: "M", then mpy version 6 (MicroPython 1.27's).
    assert bundle["indian_rummy/protocol/session.mpy"][:2] == b"M\x06"

    version, files = read_precache(out)
    on_disk = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert files[0] == "./"
    assert sorted(files[1:]) == on_disk
    assert len(version) >= 8


def shipped_modules() -> set[str]:
    package = REPO / "src" / "indian_rummy"
    return {
        "indian_rummy/" + p.relative_to(package).as_posix()
        for p in package.rglob("*.py")
        if "__pycache__" not in p.parts and p.relative_to(package).parts[0] in site.PORTABLE
    }


def test_a_development_build_ships_the_engine_sources(tmp_path):
    out = tmp_path / "site"
    site.build(str(out), bytecode=False)
    bundle = site.unpack_bundle((out / site.BUNDLE_NAME).read_bytes())
    assert set(bundle) == shipped_modules()
    package = REPO / "src" / "indian_rummy"
    assert bundle["indian_rummy/protocol/session.py"] == (
        package / "protocol" / "session.py").read_bytes()


def test_bytecode_from_another_micropython_version_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(site.bundle, "_runtime_version", lambda: "1.20.0")
    with pytest.raises(site.SiteError, match="matching mpy-cross"):
        site.build(str(tmp_path / "site"))


def test_every_address_in_the_table_page_is_relative(tmp_path):
    out = tmp_path / "site"
    site.build(str(out))
    for name in ("index.html", "app.js", "worker.js", "style.css", "table/cards.js"):
        text = (out / name).read_text(encoding="utf-8")
        assert not re.search(r"""(src|href)=["'](/|https?:)""", text), name
        assert not re.search(r"""url\(["']?(/|https?:)""", text), name
        assert "//cdn" not in text and "fonts.googleapis" not in text, name


def test_the_version_follows_the_contents_and_a_rebuild_replaces_the_old_one(tmp_path):
    out = tmp_path / "site"
    site.build(str(out))
    first, _ = read_precache(out)
    site.build(str(out))
    again, _ = read_precache(out)
    assert first == again
    (out / "stray.txt").write_text("left over", encoding="utf-8")
    site.build(str(out))
    assert not (out / "stray.txt").exists()


def test_build_refuses_a_folder_that_is_not_an_earlier_build(tmp_path):
    (tmp_path / "notes.txt").write_text("keep me", encoding="utf-8")
    with pytest.raises(site.SiteError, match="not empty"):
        site.build(str(tmp_path))
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "keep me"


def test_the_server_sends_the_types_browsers_need(site_dir):
    httpd = site.serve.make_server(str(site_dir), port=0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        base = "http://127.0.0.1:%d/" % httpd.server_address[1]
        expected = {
            "": "text/html",
            "app.js": "text/javascript",
            "runtime/micropython.mjs": "text/javascript",
            "runtime/micropython.wasm": "application/wasm",
            "manifest.webmanifest": "application/manifest+json",
            "art/back.svg": "image/svg+xml",
            site.BUNDLE_NAME: "application/octet-stream",
        }
        for path, mime in expected.items():
            with urllib.request.urlopen(base + path) as response:
                assert response.headers["Content-Type"].split(";")[0] == mime, path
    finally:
        httpd.shutdown()
        httpd.server_close()


def fetch(base: str, path: str) -> tuple[int, dict, bytes]:
    """(status, headers, body) of one GET, errors included."""
    try:
        with urllib.request.urlopen(base + path) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


@pytest.fixture
def served(site_dir):
    httpd = site.serve.make_server(str(site_dir), port=0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield "http://127.0.0.1:%d/" % httpd.server_address[1]
    httpd.shutdown()
    httpd.server_close()


SERVED_PATHS = ["", "index.html", "guide.html", "app.js", "worker.js",
                "runtime/micropython.wasm", site.BUNDLE_NAME, "no-such-file.js"]


@pytest.mark.parametrize("path", SERVED_PATHS)
def test_every_response_forbids_content_sniffing(served, path):
    assert fetch(served, path)[1]["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize("path", ["", "index.html", "guide.html", "worker.js", "sw.js",
                                  "index.html?seed=5", "guide.html#arrange"])
def test_the_tables_pages_and_workers_carry_the_sites_content_security_policy(served, path):
    assert fetch(served, path)[1]["Content-Security-Policy"] == site.CONTENT_SECURITY_POLICY


def test_the_policy_is_on_the_page_not_on_what_it_loads(served):
    assert "Content-Security-Policy" not in fetch(served, "app.js")[1]
    assert "Content-Security-Policy" not in fetch(served, "runtime/micropython.wasm")[1]


def test_the_policy_lets_in_only_the_site_and_its_webassembly():
    rules = dict((part.split()[0], part.split()[1:])
                 for part in site.CONTENT_SECURITY_POLICY.split("; "))
    assert rules["default-src"] == ["'self'"]
    assert rules["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    assert rules["object-src"] == ["'none'"]
    assert not any("http" in source or source == "*" or "unsafe-inline" in source
                   for sources in rules.values() for source in sources)


@pytest.mark.parametrize("page", ["index.html", "guide.html"])
def test_each_page_declares_the_servers_policy(page):
    text = (REPO / "web" / page).read_text(encoding="utf-8")
    declared = re.findall(r'http-equiv="Content-Security-Policy" content="([^"]*)"', text)
    # The pages carry it in a <meta> tag too, for hosts that send no header.
    assert declared == [site.CONTENT_SECURITY_POLICY]


def test_the_embedding_example_stands_for_a_host_page_without_the_tables_policy(served):
    status, headers, _ = fetch(served, "embed-example.html")
    assert status == 200 and "Content-Security-Policy" not in headers
    assert headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize("path", ["runtime/", "engine/", "art/", "runtime", "icons/"])
def test_folders_are_never_listed(served, path):
    status, _, body = fetch(served, path)
    assert status == 404, (path, status)
    assert b"Directory listing" not in body and b"micropython" not in body


def test_a_folder_with_an_index_serves_its_page(served):
    status, headers, body = fetch(served, "")
    assert status == 200 and b"<!doctype html>" in body.lower()


@pytest.mark.parametrize("port", [-1, 65536, 99999])
def test_the_server_refuses_a_port_out_of_range(port, site_dir):
    with pytest.raises(site.SiteError, match="a port is a whole number from 0 to 65535"):
        site.serve.make_server(str(site_dir), port)


def test_the_table_page_preloads_its_whole_static_module_graph():
    # Without the hints the browser finds the modules one import at a time, and the
    # engine worker, started by app.js, waits for the deepest of them.
    web = REPO / "web"
    graph: set[str] = set()
    todo = ["app.js"]
    while todo:
        name = todo.pop()
        if name in graph:
            continue
        graph.add(name)
        text = (web / name).read_text(encoding="utf-8")
        specs = re.findall(r'^import [^;]*? from "(\.\.?/[\w/-]+\.js)";', text, flags=re.M)
        todo += [posixpath.normpath(posixpath.join(posixpath.dirname(name), s)) for s in specs]
    page = (web / "index.html").read_text(encoding="utf-8")
    preloaded = set(re.findall(r'<link rel="modulepreload" [^>]*href="\./([\w/-]+\.js)">', page))
    # The site's copy of @fluent is preloaded too, though l10n.js imports it when it starts.
    assert {name for name in preloaded if not name.startswith("fluent/")} == graph


# -- an installed package builds from its package data --------------------------------------


@pytest.fixture
def installed(tmp_path, monkeypatch):
    """This package as an installed wheel sees it: no checkout, the site's files in
    PACKAGE_DATA (written by the wheel's build hook) and no mpy-cross. Beside it, in
    ``reference``, the site built from the checkout at the same moment."""
    data = tmp_path / "site_data"
    site.write_package_data(str(data))
    site.build(str(tmp_path / "reference"))
    monkeypatch.setattr(site.locations, "IN_CHECKOUT", False)
    monkeypatch.setattr(site.locations, "PACKAGE_DATA", data)

    def no_compiler() -> str:
        raise AssertionError("an installed build compiled the engine")

    monkeypatch.setattr(site.bundle, "_mpy_cross", no_compiler)
    return data


def test_the_wheels_package_data_holds_the_ui_runtime_and_compiled_bundle(tmp_path):
    data = tmp_path / "site_data"
    site.write_package_data(str(data))
    web = sorted(p.relative_to(REPO / "web").as_posix() for p in (REPO / "web").rglob("*")
                 if p.is_file() and not any(part.startswith(".") for part in
                                            p.relative_to(REPO / "web").parts))
    assert sorted(p.relative_to(data / "web").as_posix()
                  for p in (data / "web").rglob("*") if p.is_file()) == web
    runtime = REPO / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
    for name in ("micropython.mjs", "micropython.wasm", "package.json"):
        assert (data / "runtime" / name).read_bytes() == (runtime / name).read_bytes()
    bundle = site.unpack_bundle((data / site.BUNDLE_NAME).read_bytes())
    assert set(bundle) == {name[: -len(".py")] + ".mpy" for name in shipped_modules()}


def test_an_installed_package_builds_the_same_site_without_the_checkout_or_mpy_cross(
        installed, tmp_path):
    out = tmp_path / "site"
    site.build(str(out))
    reference = tmp_path / "reference"
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(reference).as_posix()
                           for p in reference.rglob("*") if p.is_file())
    for name in files:
        assert (out / name).read_bytes() == (reference / name).read_bytes(), name


def test_an_installed_development_build_ships_the_installed_sources(installed, tmp_path):
    site.build(str(tmp_path / "site"), bytecode=False)
    bundle = site.unpack_bundle((tmp_path / "site" / site.BUNDLE_NAME).read_bytes())
    assert set(bundle) == shipped_modules()


def test_an_installed_package_without_the_sites_files_says_what_is_missing(
        tmp_path, monkeypatch):
    monkeypatch.setattr(site.locations, "IN_CHECKOUT", False)
    monkeypatch.setattr(site.locations, "PACKAGE_DATA", tmp_path / "nothing")
    with pytest.raises(site.SiteError, match=r"lacks the site's files \(.*index\.html"):
        site.build(str(tmp_path / "site"))


def test_play_and_serve_build_into_the_checkout_or_else_the_users_cache_folder(monkeypatch):
    assert site.locations.default_build_dir() == REPO / "build" / "site"
    assert site.DEFAULT_BUILD_DIR == REPO / "build" / "site"
    monkeypatch.setattr(site.locations, "IN_CHECKOUT", False)
    home = {"HOME": "/home/ann"}
    assert site.locations.default_build_dir(home) == Path("/home/ann/.cache/indian-rummy/site")
    assert site.locations.default_build_dir(dict(home, XDG_CACHE_HOME="/var/cache/ann")) == Path(
        "/var/cache/ann/indian-rummy/site")
    # A relative XDG_CACHE_HOME is not a cache folder (the XDG specification).
    assert site.locations.default_build_dir(dict(home, XDG_CACHE_HOME="cache")) == Path(
        "/home/ann/.cache/indian-rummy/site")
