"""Where Debian's Chromium lives and the flags that let it run headless here.

Shared by the browser test fixtures, bench/bench_browser.py and
tools/render_icons.py. Without the background-networking flags Chromium keeps
reaching for hosts this closed network refuses.
"""

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--no-sandbox",
    "--disable-quic",
]
