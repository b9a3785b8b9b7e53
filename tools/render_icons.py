"""Render web/icons/icon.svg to the PNG app icons the manifest lists.

Usage: python tools/render_icons.py

Draws the SVG in headless Chromium (the system build at /usr/bin/chromium,
driven through the Playwright package) at 192 and 512 pixels square and
writes web/icons/icon-192.png and web/icons/icon-512.png. Run it again after
changing the SVG and commit the PNGs with it.

Chromium's PNGs are re-packed losslessly (the same pixels; unfiltered rows at
zlib level 9 come out about a third smaller for this flat-coloured art), since
the whole site has a 1 MB budget.

    python tools/render_icons.py            render and re-pack
    python tools/render_icons.py --repack   only re-pack the committed PNGs
"""

import base64
import struct
import sys
import zlib
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

ICONS = ROOT / "web" / "icons"
SIZES = (192, 512)

PAGE = """<!doctype html>
<html><head><style>
html, body { margin: 0; padding: 0; background: transparent; }
img { display: block; width: %(size)dpx; height: %(size)dpx; }
</style></head>
<body><img alt="" src="data:image/svg+xml;base64,%(data)s"></body></html>
"""


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(
        ">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def pixel_rows(png: bytes) -> tuple[bytes, list[bytes]]:
    """(IHDR body, unfiltered rows) of an 8-bit RGBA, non-interlaced PNG."""
    pos, header, packed = 8, b"", b""
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos:pos + 4])
        kind, body = png[pos + 4:pos + 8], png[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            packed += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if (depth, colour, interlace) != (8, 6, 0):
        raise ValueError("expected an 8-bit RGBA PNG without interlacing")
    raw, stride, rows = zlib.decompress(packed), width * 4, []
    prev = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            a = line[x - 4] if x >= 4 else 0
            b = prev[x]
            c = prev[x - 4] if x >= 4 else 0
            line[x] = (line[x] + (0, a, b, (a + b) >> 1, _paeth(a, b, c))[kind]) & 255
        rows.append(bytes(line))
        prev = line
    return header, rows


def repack(path: Path) -> None:
    """Rewrite a PNG with the same pixels and no filtering, at zlib level 9."""
    header, rows = pixel_rows(path.read_bytes())
    body = zlib.compress(b"".join(b"\0" + row for row in rows), 9)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", body)
                     + _chunk(b"IEND", b""))


def main() -> int:
    if sys.argv[1:] == ["--repack"]:
        for size in SIZES:
            repack(ICONS / ("icon-%d.png" % size))
        return 0
    data = base64.b64encode((ICONS / "icon.svg").read_bytes()).decode("ascii")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            for size in SIZES:
                page = browser.new_page(viewport={"width": size, "height": size})
                page.set_content(PAGE % {"size": size, "data": data})
                page.wait_for_function("document.images[0].complete")
                out = ICONS / ("icon-%d.png" % size)
                page.screenshot(path=str(out), omit_background=True)
                repack(out)
                page.close()
                print("wrote", out.relative_to(ROOT))
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
