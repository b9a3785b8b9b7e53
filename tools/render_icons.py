"""Render web/icons/icon.svg to the PNG app icons the manifest lists.

Usage: python tools/render_icons.py

Draws the SVG in headless Chromium (the system build at /usr/bin/chromium,
driven through the Playwright package) at 192 and 512 pixels square and
writes web/icons/icon-192.png and web/icons/icon-512.png. Run it again after
changing the SVG and commit the PNGs with it.
"""

import base64
import sys
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


def main() -> int:
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
                page.close()
                print("wrote", out.relative_to(ROOT))
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
