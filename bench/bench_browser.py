"""How fast the table loads and answers in headless Chromium (prints figures, asserts nothing).

Builds the site, serves it on 127.0.0.1 under a sub-path, and measures:

- navigation to controls enabled (the Draw pile button usable), cold (a fresh
  browser context) and warm (a second load in the same context);
- bytes transferred (sum of response body sizes) on a cold load, and the
  uncompressed size of the whole built site;
- click to updated table for a draw and for a discard, measured inside the
  page with performance.now() from the click to the render that follows it
  (the table bumps ``data-rendered`` after each render);
- the same for a draw at a six-seat classic table (five bots' seats on screen);
- release to updated table for a drop after a drag (a card dragged with the
  mouse to another tray: from the pointer's release to the render of the move);
- controls enabled on a phone: a cold load at 360 px with the page's CPU slowed
  down ``--throttle`` times (4 by default: a phone's lower bound), through the
  DevTools protocol's Emulation.setCPUThrottlingRate.

Targets (issue 48): controls enabled in the page <= 350 ms, <= 1.2 s on the slowed
phone; a draw rendered <= 20 ms, a discard <= 30 ms; the site <= 1.2 MB a language.

Builds are measured side by side, taking turns in each round: the shipped
site (the engine as mpy-cross bytecode), the development build (the engine as
Python sources, compiled in the page at every cold start) and, with
``--against REF``, the site as commit REF of this repository built it (a
before/after comparison in one run). For each, the page's and the engine
worker's start-up steps are printed too (a build without those marks shows 0),
and at the end every figure side by side, with this tree's ratio to REF's.

    python bench/bench_browser.py [--runs N] [--against REF] [--throttle RATE]

Uses the system Chromium at /usr/bin/chromium (never a downloaded browser).
"""

import argparse
import functools
import os
import shutil
import statistics
import subprocess
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
TARGET_ENABLED_S = 0.35
TARGET_PHONE_S = 1.2
TARGET_SIZE = 1_200_000  # a language's site: the common files and its catalogs
TARGET_DRAW_MS = 20.0
TARGET_DISCARD_MS = 30.0
TARGET_CLICK_MS = 50.0
PHONE = {"width": 360, "height": 740}
SIX_SEATS = "?table=classic&format=pool101&players=6&seed=4242&pace=0"
# A render that has not come after this long is not waited for (the figure is left out).
GIVE_UP_MS = 15000

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
        setTimeout(() => resolve(null), %d);
    });
    const t0 = performance.now();
    button.click();
    const t1 = await done;
    return t1 === null ? null : t1 - t0;
}""" % GIVE_UP_MS


# Arms the clock for a drop: from the pointer's release to the next render.
DROP_CLOCK = """() => {
    const table = document.getElementById("table");
    const before = table.dataset.rendered;
    window.__dropTook = new Promise((resolve) => {
        let t0 = null;
        document.addEventListener("pointerup", () => { t0 = performance.now(); },
                                  {capture: true, once: true});
        const observer = new MutationObserver(() => {
            if (t0 !== null && table.dataset.rendered !== before) {
                observer.disconnect();
                resolve(performance.now() - t0);
            }
        });
        observer.observe(table, {attributes: true, attributeFilter: ["data-rendered"]});
        setTimeout(() => resolve(null), %d);
    });
}""" % GIVE_UP_MS


def drop_after_drag(page: Any) -> float | None:
    """Drag the first card of tray 1 to tray 4 with the mouse; ms from release to render."""
    card = page.locator(".tray").nth(0).locator(".card").first.bounding_box()
    tray = page.locator(".tray").nth(3).bounding_box()
    page.mouse.move(card["x"] + 10, card["y"] + 20)
    page.mouse.down()
    page.mouse.move(card["x"] + 30, card["y"] + 40, steps=3)
    page.mouse.move(tray["x"] + tray["width"] / 2, tray["y"] + tray["height"] / 2, steps=4)
    page.evaluate(DROP_CLOCK)
    page.mouse.up()
    took: float | None = page.evaluate("window.__dropTook")
    return took


def keep(out: list[float], value: float | None) -> None:
    """A figure into ``out``, unless it never came (GIVE_UP_MS)."""
    if value is None:
        print("(a render did not come within %d ms: left out)" % GIVE_UP_MS, file=sys.stderr)
    else:
        out.append(value)


def site_size(root: Path) -> int:
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file())


def language_size(root: Path) -> int:
    """The biggest language's site: every file but the other languages' catalogs (a site
    from before the catalogs is all one language's)."""
    folder = root / "locales"
    languages = [one for one in folder.iterdir() if one.is_dir()] if folder.is_dir() else []
    others = [sum(site_size(other) for other in languages if other != one) for one in languages]
    return site_size(root) - min(others, default=0)


def serve(root: Path) -> tuple[Any, str]:
    handler = functools.partial(site.QuietHandler, directory=str(root))
    httpd = site.LocalServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, "http://127.0.0.1:%d/" % httpd.server_address[1]


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
// The worker's "ready" message says how long each start-up step took.
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
    constructor(...args) {
        window.__workerAt = performance.now();
        super(...args);
        this.addEventListener("message", (event) => {
            try {
                const msg = JSON.parse(event.data);
                if (msg.type === "ready") {
                    window.__startup = msg.startup;
                    window.__readyAt = performance.now();
                }
            } catch (err) {}
        });
    }
};
"""

STARTUP_STEPS = ("runtime_module", "runtime_started", "engine_fetched", "runtime_and_files",
                 "write_files", "import_engine")
# Where a cold start's time goes, as seen by the page (seconds).
PAGE_STEPS = ("page_to_worker", "worker_to_ready", "ready_to_controls")


def load_until_enabled(page: Any, url: str) -> tuple[float, float]:
    """(seconds measured by the driver, seconds measured in the page) to controls enabled."""
    t0 = time.perf_counter()
    page.goto(url)
    page.wait_for_selector("#stock:not([disabled])", timeout=30_000)
    outside = time.perf_counter() - t0
    inside = page.evaluate("window.__enabledAt") / 1000.0
    return outside, inside


def measure(urls: dict[str, str], runs: int, throttle: float) -> dict[str, dict[str, list[float]]]:
    """Figures for each build in ``urls``, the builds taking turns in every round."""
    from playwright.sync_api import sync_playwright

    results: dict[str, dict[str, list[float]]] = {
        label: {
            key: []
            for key in ("cold", "cold_page", "phone_page", "warm", "warm_page", "bytes")
            + ("draw", "discard", "draw6", "drop")
            + STARTUP_STEPS
            + PAGE_STEPS
        }
        for label in urls
    }
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            labels = list(urls)
            for label in labels:  # a first load of each, not counted: the browser warms up
                measure_once(browser, urls[label], {key: [] for key in results[label]}, throttle)
            for k in range(runs):
                # The builds take turns, and the turn order rotates with every round.
                for label in labels[k % len(labels):] + labels[: k % len(labels)]:
                    measure_once(browser, urls[label], results[label], throttle)
        finally:
            browser.close()
    return results


def phone_load(browser: Any, url: str, throttle: float) -> float:
    """Seconds to controls enabled, in the page, of a cold load at 360 px with the
    page's CPU slowed down ``throttle`` times."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    context.add_init_script(ENABLED_MARK)
    page = context.new_page()
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    _, inside = load_until_enabled(page, url + "?seed=4242&random=1&pace=0")
    context.close()
    return inside


def measure_once(browser: Any, url: str, out: dict[str, list[float]], throttle: float) -> None:
    """One cold load (a fresh context), one warm load, clicks and a slowed phone's cold
    load, into ``out``."""
    context = browser.new_context()
    context.add_init_script(ENABLED_MARK)
    page = context.new_page()
    sizes: list[int] = []

    def on_finished(request: Any) -> None:
        try:
            sizes.append(request.sizes()["responseBodySize"])
        except Exception:
            pass

    page.on("requestfinished", on_finished)
    outside, inside = load_until_enabled(page, url + "?seed=4242&random=1&pace=0")
    out["cold"].append(outside)
    out["cold_page"].append(inside)
    startup = page.evaluate("window.__startup || {}")
    for step in STARTUP_STEPS:
        out[step].append(float(startup.get(step, 0)) / 1000.0)
    marks = page.evaluate("[window.__workerAt, window.__readyAt || window.__workerAt, "
                          "window.__enabledAt]")
    out["page_to_worker"].append(marks[0] / 1000.0)
    out["worker_to_ready"].append((marks[1] - marks[0]) / 1000.0)
    out["ready_to_controls"].append((marks[2] - marks[1]) / 1000.0)
    page.wait_for_timeout(300)  # let late requests (icons, install.js) finish
    out["bytes"].append(float(sum(sizes)))

    page2 = context.new_page()
    outside, inside = load_until_enabled(page2, url + "?seed=4242&random=1&pace=0")
    out["warm"].append(outside)
    out["warm_page"].append(inside)
    keep(out["draw"], page2.evaluate(CLICK_TO_RENDER, "#stock"))
    page2.locator(".tray-cards .card").first.click()
    page2.wait_for_selector("#discard:not([disabled])")
    keep(out["discard"], page2.evaluate(CLICK_TO_RENDER, "#discard"))
    keep(out["drop"], drop_after_drag(page2))

    page3 = context.new_page()
    load_until_enabled(page3, url + SIX_SEATS)
    keep(out["draw6"], page3.evaluate(CLICK_TO_RENDER, "#stock"))
    context.close()
    out["phone_page"].append(phone_load(browser, url, throttle))


def summary(values: list[float]) -> str:
    if not values:
        return "-"
    if len(values) == 1:
        return "%.1f" % values[0]
    return "median %.1f (min %.1f, max %.1f)" % (
        statistics.median(values),
        min(values),
        max(values),
    )


def build_at(ref: str, out: Path, work: Path) -> None:
    """Build the site as commit ``ref`` of this repository did, into ``out``."""
    tree = work / "tree"
    tree.mkdir(parents=True)
    # pyproject.toml too: the builder of later commits reads it to know it runs from a checkout.
    archive = subprocess.run(["git", "-C", str(REPO), "archive", ref, "src", "web", "package.json",
                              "pyproject.toml"], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    (tree / "node_modules").symlink_to(REPO / "node_modules")
    # The site builder is indian_rummy.site (a module, later a package); for a while
    # between, commits kept it in tools/.
    script = ("import sys; sys.path.insert(0, sys.argv[1])\n"
              "try:\n    from indian_rummy import site\n"
              "except ImportError:\n    from indian_rummy.tools import site\n"
              "site.build(sys.argv[2])")
    subprocess.run([sys.executable, "-c", script, str(tree / "src"), str(out)], check=True)


# The side-by-side table: (label, key, scale to ms or KB, "median" or "fastest").
SIDE_BY_SIDE = (
    ("controls enabled, in the page (ms)", "cold_page", 1000),
    ("  page -> worker (ms)", "page_to_worker", 1000),
    ("  worker -> ready (ms)", "worker_to_ready", 1000),
    ("  ready -> controls (ms)", "ready_to_controls", 1000),
    ("controls enabled, phone slowed (ms)", "phone_page", 1000),
    ("click to render, draw (ms)", "draw", 1),
    ("click to render, discard (ms)", "discard", 1),
    ("click to render, draw at 6 seats (ms)", "draw6", 1),
    ("release to render, drop (ms)", "drop", 1),
    ("bytes transferred, cold (KB)", "bytes", 0.001),
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="repetitions (default 3)")
    parser.add_argument("--against", metavar="REF", help="also measure the site of git commit REF")
    parser.add_argument("--throttle", type=float, default=4.0,
                        help="how many times slower the phone's CPU is (default 4)")
    parser.add_argument("--shipped-only", action="store_true",
                        help="leave out the development build (the engine as sources)")
    opts = parser.parse_args()
    if not os.access(CHROMIUM, os.X_OK):
        print("Chromium not found at %s; nothing measured." % CHROMIUM)
        return 0
    runs = max(1, opts.runs)
    builds = {"bytecode": "this tree, engine as mpy-cross bytecode (shipped)"}
    if not opts.shipped_only:
        builds["sources"] = "this tree, engine as Python sources (development build)"
    if opts.against:
        builds["before"] = "the site of %s" % opts.against
    tmp = Path(tempfile.mkdtemp(prefix="bench-browser-"))
    try:
        sizes = {}
        for label in builds:
            built = tmp / "sites" / label / SUBPATH
            if label == "before":
                build_at(opts.against, built, tmp / "ref")
            else:
                site.build(str(built), bytecode=label == "bytecode")
            sizes[label] = (site_size(built), language_size(built))
        httpd, root = serve(tmp / "sites")
        try:
            r = measure({label: "%s%s/%s/" % (root, label, SUBPATH) for label in builds}, runs,
                        opts.throttle)
        finally:
            httpd.shutdown()
            httpd.server_close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def ms(values: list[float]) -> list[float]:
        return [v * 1000 for v in values]

    print("browser bench (%d runs, headless Chromium, 127.0.0.1)" % runs)
    for label, description in builds.items():
        f = r[label]
        print("%s: %s" % (label, description))
        print("  controls enabled, cold  : %s ms" % summary(ms(f["cold"])))
        print("    (in the page, from navigation start: %s ms)   (target <= %d ms)"
              % (summary(ms(f["cold_page"])), TARGET_ENABLED_S * 1000))
        for step in PAGE_STEPS:
            print("    page %-20s: %s ms" % (step.replace("_", " "), summary(ms(f[step]))))
        for step in STARTUP_STEPS:
            print("    worker %-18s: %s ms" % (step.replace("_", " "), summary(ms(f[step]))))
        print("  controls enabled, warm  : %s ms" % summary(ms(f["warm"])))
        print("    (in the page, from navigation start: %s ms)" % summary(ms(f["warm_page"])))
        print("  controls enabled, %.0fx slower CPU at 360 px, in the page: %s ms"
              "   (target <= %d ms)"
              % (opts.throttle, summary(ms(f["phone_page"])), TARGET_PHONE_S * 1000))
        print("  bytes transferred, cold : %d" % int(statistics.median(f["bytes"])))
        print("  built site, uncompressed: %d bytes, %d for one language   (target <= %d)"
              % (sizes[label][0], sizes[label][1], TARGET_SIZE))
        print("  click to render, draw   : %s ms   (target <= %d ms)"
              % (summary(f["draw"]), TARGET_DRAW_MS))
        print("  click to render, discard: %s ms   (target <= %d ms)"
              % (summary(f["discard"]), TARGET_DISCARD_MS))
        print("  click to render, draw at 6 seats: %s ms   (target <= %d ms)"
              % (summary(f["draw6"]), TARGET_CLICK_MS))
        print("  release to render, drop after a drag: %s ms   (target <= %d ms)"
              % (summary(f["drop"]), TARGET_CLICK_MS))
    # Side by side, medians; the ratio is the other build's figure over this tree's
    # (above 1.0: this tree is faster or smaller).
    labels = list(builds)
    print()
    print("%-40s" % "median" + "".join("%12s" % label for label in labels)
          + "".join("%16s" % ("%s/bytecode" % other) for other in labels[1:]))
    rows = [(name, [statistics.median(r[label][key] or [float("nan")]) * scale
                    for label in labels])
            for name, key, scale in SIDE_BY_SIDE]
    rows.append(("built site, uncompressed (KB)", [sizes[label][0] / 1000 for label in labels]))
    rows.append(("  for one language (KB)", [sizes[label][1] / 1000 for label in labels]))
    for name, values in rows:
        print("%-40s" % name + "".join("%12.1f" % v for v in values)
              + "".join("%16s" % ("%.2f" % (v / values[0]) if values[0] else "-")
                        for v in values[1:]))
    # On a shared machine the fastest run is the one least disturbed: both are shown.
    for name, pick in (("median", statistics.median), ("fastest", min)):
        cold = {label: pick(r[label]["cold_page"]) for label in builds}
        for other in labels[1:]:
            print("cold start in the page (%s), bytecode vs %s: %.0f ms vs %.0f ms (ratio %.2f)"
                  % (name, other, cold["bytecode"] * 1000, cold[other] * 1000,
                     cold[other] / cold["bytecode"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
