"""The site build (indian_rummy.site): what it writes, what it leaves out, how it is served."""

import json
import re
import threading
import urllib.request
from pathlib import Path

import pytest

from indian_rummy import site

REPO = Path(__file__).resolve().parents[2]


def read_precache(root: Path) -> tuple[str, list[str]]:
    text = (root / "precache.js").read_text(encoding="utf-8")
    version = re.search(r'self\.PRECACHE_VERSION = "([0-9a-f]+)";', text)
    files = re.search(r"self\.PRECACHE_FILES = (\[.*?\]);", text, re.S)
    assert version and files, text
    return version.group(1), json.loads(files.group(1))


def test_build_writes_the_ui_runtime_engine_bundle_and_precache_list(tmp_path):
    out = tmp_path / "site"
    site.build(str(out))
    for name in ("index.html", "app.js", "worker.js", "style.css", "cards.js"):
        assert (out / name).is_file(), name
    runtime = REPO / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
    for name in ("micropython.mjs", "micropython.wasm"):
        assert (out / "runtime" / name).read_bytes() == (runtime / name).read_bytes()

    bundle = json.loads((out / "engine" / "bundle.json").read_text(encoding="utf-8"))
    package = REPO / "src" / "indian_rummy"
    shipped = {
        "indian_rummy/" + p.relative_to(package).as_posix()
        for p in package.rglob("*.py")
        if "__pycache__" not in p.parts and p.relative_to(package).parts[0] not in site.HOST_ONLY
    }
    assert set(bundle) == shipped
    assert "indian_rummy/facade.py" in bundle
    for host_only in site.HOST_ONLY:
        assert "indian_rummy/" + host_only not in bundle
    assert bundle["indian_rummy/facade.py"] == (package / "facade.py").read_text(encoding="utf-8")

    version, files = read_precache(out)
    on_disk = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert files[0] == "./"
    assert sorted(files[1:]) == on_disk
    assert len(version) >= 8


def test_every_address_in_the_table_page_is_relative(tmp_path):
    out = tmp_path / "site"
    site.build(str(out))
    for name in ("index.html", "app.js", "worker.js", "style.css", "cards.js"):
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
    httpd = site.make_server(str(site_dir), port=0)
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
            "engine/bundle.json": "application/json",
        }
        for path, mime in expected.items():
            with urllib.request.urlopen(base + path) as response:
                assert response.headers["Content-Type"].split(";")[0] == mime, path
    finally:
        httpd.shutdown()
        httpd.server_close()
