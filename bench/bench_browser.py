"""How fast the table loads and answers in headless Chromium (prints figures, asserts nothing).

Builds the site, serves it on 127.0.0.1 under a sub-path, and measures:

- navigation to controls enabled (the Draw pile button usable), cold (a fresh
  browser context) and warm (a second load in the same context);
- bytes transferred (sum of response body sizes) on a cold load, and the
  uncompressed size of the whole built site;
- click to updated table for a draw and for a discard, measured inside the
  page with performance.now() from the click to the render that follows it
  (the table bumps ``data-rendered`` after each render);
- the same for a draw at a six-seat classic table (five bots' seats on screen).

Targets: controls enabled <= 0.5 s, site <= 1 MB, click rendered <= 50 ms.

    python bench/bench_browser.py [--runs N]

Uses the system Chromium at /usr/bin/chromium (never a downloaded browser).
"""

import argparse
import functools
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "tests"))

from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from indian_rummy import site  # noqa: E402

SUBPATH = "games/rummy"
TARGET_ENABLED_S = 0.5
TARGET_SIZE = 1_000_000
TARGET_CLICK_MS = 50.0
SIX_SEATS = "?table=classic&format=pool101&players=6&seed=4242&pace=0"

# Time from a click on `selector` to the next render of the table.
CLICK_TO_RENDER = """async (selector) => {
    const table = document.getElementById("table");
    const before = table.dataset.rendered;
    const button = document.querySelector(selector);
    const done = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
            if (table.dataset.rendered !== before) {
                observer.disconnect();
                resolve(performance.now());
            }
        });
        observer.observe(table, {attributes: true, attributeFilter: ["data-rendered"]});
    });
    const t0 = performance.now();
    button.click();
    const t1 = await done;
    return t1 - t0;
}"""


def site_size(root: Path) -> int:
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file())


def serve(root: Path) -> tuple[Any, str]:
    handler = functools.partial(site.QuietHandler, directory=str(root))
    httpd = site.LocalServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, "http://127.0.0.1:%d/%s/" % (httpd.server_address[1], SUBPATH)


# Records, inside the page, when the Draw pile button first becomes usable
# (milliseconds since the navigation started).
ENABLED_MARK = """
new MutationObserver((changes, observer) => {
    const stock = document.getElementById("stock");
    if (stock && !stock.disabled) {
        window.__enabledAt = performance.now();
        observer.disconnect();
    }
}).observe(document, {subtree: true, childList: true, attributes: true});
"""


def load_until_enabled(page: Any, url: str) -> tuple[float, float]:
    """(seconds measured by the driver, seconds measured in the page) to controls enabled."""
    t0 = time.perf_counter()
    page.goto(url)
    page.wait_for_selector("#stock:not([disabled])", timeout=30_000)
    outside = time.perf_counter() - t0
    inside = page.evaluate("window.__enabledAt") / 1000.0
    return outside, inside


def measure(url: str, runs: int) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    out: dict[str, list[float]] = {
        "cold": [],
        "cold_page": [],
        "warm": [],
        "warm_page": [],
        "bytes": [],
        "draw": [],
        "discard": [],
        "draw6": [],
    }
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            for _ in range(runs):
                context = browser.new_context()
                context.add_init_script(ENABLED_MARK)
                page = context.new_page()
                sizes: list[int] = []

                def on_finished(request: Any, sizes: list[int] = sizes) -> None:
                    try:
                        sizes.append(request.sizes()["responseBodySize"])
                    except Exception:
                        pass

                page.on("requestfinished", on_finished)
                outside, inside = load_until_enabled(page, url + "?seed=4242&random=1&pace=0")
                out["cold"].append(outside)
                out["cold_page"].append(inside)
                page.wait_for_timeout(300)  # let late requests (icons, install.js) finish
                out["bytes"].append(float(sum(sizes)))

                page2 = context.new_page()
                outside, inside = load_until_enabled(page2, url + "?seed=4242&random=1&pace=0")
                out["warm"].append(outside)
                out["warm_page"].append(inside)
                out["draw"].append(page2.evaluate(CLICK_TO_RENDER, "#stock"))
                page2.locator(".tray-cards .card").first.click()
                page2.wait_for_selector("#discard:not([disabled])")
                out["discard"].append(page2.evaluate(CLICK_TO_RENDER, "#discard"))

                page3 = context.new_page()
                load_until_enabled(page3, url + SIX_SEATS)
                out["draw6"].append(page3.evaluate(CLICK_TO_RENDER, "#stock"))
                context.close()
        finally:
            browser.close()
    return out


def summary(values: list[float]) -> str:
    if len(values) == 1:
        return "%.1f" % values[0]
    return "median %.1f (min %.1f, max %.1f)" % (
        statistics.median(values),
        min(values),
        max(values),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="repetitions (default 3)")
    opts = parser.parse_args()
    if not os.access(CHROMIUM, os.X_OK):
        print("Chromium not found at %s; nothing measured." % CHROMIUM)
        return 0
    tmp = Path(tempfile.mkdtemp(prefix="bench-browser-"))
    try:
        built = tmp / SUBPATH
        site.build(str(built))
        size = site_size(built)
        httpd, url = serve(tmp)
        try:
            r = measure(url, max(1, opts.runs))
        finally:
            httpd.shutdown()
            httpd.server_close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def ms(values: list[float]) -> list[float]:
        return [v * 1000 for v in values]

    print("browser bench (%d runs, headless Chromium, 127.0.0.1)" % max(1, opts.runs))
    print(
        "  controls enabled, cold  : %s ms   (target <= %d ms)"
        % (summary(ms(r["cold"])), TARGET_ENABLED_S * 1000)
    )
    print("    (in the page, from navigation start: %s ms)" % summary(ms(r["cold_page"])))
    print("  controls enabled, warm  : %s ms" % summary(ms(r["warm"])))
    print("    (in the page, from navigation start: %s ms)" % summary(ms(r["warm_page"])))
    print("  bytes transferred, cold : %d" % int(statistics.median(r["bytes"])))
    print("  built site, uncompressed: %d bytes   (target <= %d)" % (size, TARGET_SIZE))
    print(
        "  click to render, draw   : %s ms   (target <= %d ms)"
        % (summary(r["draw"]), TARGET_CLICK_MS)
    )
    print("  click to render, discard: %s ms" % summary(r["discard"]))
    print(
        "  click to render, draw at 6 seats: %s ms   (target <= %d ms)"
        % (summary(r["draw6"]), TARGET_CLICK_MS)
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
