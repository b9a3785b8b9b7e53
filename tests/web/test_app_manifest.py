"""The web app manifest, its icons, and the pages that link them."""

import json
import re
import struct
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"


def manifest() -> dict:
    return json.loads((WEB / "manifest.webmanifest").read_text(encoding="utf-8"))


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "%s is not a PNG" % path
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_manifest_names_the_game_and_opens_the_table_standalone_from_its_own_folder():
    m = manifest()
    assert m["name"] == "Indian Rummy practice table"
    assert 0 < len(m["short_name"]) <= 12
    # Relative, so the game works from any sub-path of any host.
    assert m["start_url"] == "./index.html"
    assert m["scope"] == "./"
    assert m["display"] == "standalone"
    for key in ("theme_color", "background_color"):
        assert re.fullmatch(r"#[0-9a-fA-F]{6}", m[key])


def test_manifest_icons_exist_with_the_sizes_they_claim():
    icons = {icon["src"]: icon for icon in manifest()["icons"]}
    assert set(icons) == {"icons/icon.svg", "icons/icon-192.png", "icons/icon-512.png"}
    svg = icons["icons/icon.svg"]
    assert svg["type"] == "image/svg+xml" and svg["sizes"] == "any"
    assert (WEB / "icons/icon.svg").read_text(encoding="utf-8").lstrip().startswith("<svg")
    for size in (192, 512):
        icon = icons["icons/icon-%d.png" % size]
        assert icon["type"] == "image/png"
        assert icon["sizes"] == "%dx%d" % (size, size)
        assert png_size(WEB / icon["src"]) == (size, size)


def head_links(page: str) -> str:
    html = (WEB / page).read_text(encoding="utf-8")
    return html.split("</head>", 1)[0]


def test_guide_links_the_manifest_icon_and_theme_colour():
    head = head_links("guide.html")
    assert re.search(r'<link rel="manifest" href="(\./)?manifest\.webmanifest">', head)
    assert re.search(r'<link rel="icon" href="(\./)?icons/icon\.svg"', head)
    assert '<meta name="theme-color" content="%s">' % manifest()["theme_color"] in head


def test_table_links_the_manifest_icon_and_theme_colour():
    head = head_links("index.html")
    assert re.search(r'<link rel="manifest" href="(\./)?manifest\.webmanifest">', head)
    assert re.search(r'<link rel="icon" href="(\./)?icons/icon\.svg"', head)
    assert '<meta name="theme-color" content="%s">' % manifest()["theme_color"] in head
