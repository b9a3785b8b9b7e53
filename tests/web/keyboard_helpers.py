"""Moving the focus as a keyboard player does, and reading what has it."""

import re

FOCUSED_NAME = """() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "";
    return el.getAttribute("aria-label") || el.textContent.trim();
}"""


def focused(page) -> str:
    return page.evaluate(FOCUSED_NAME)


def tab_until(page, pattern, backwards=False, limit=60):
    key = "Shift+Tab" if backwards else "Tab"
    for _ in range(limit):
        page.keyboard.press(key)
        if re.search(pattern, focused(page)):
            return
    raise AssertionError("no focusable control matching %r (last: %r)" % (pattern, focused(page)))


def arrow_until(page, pattern, key="ArrowRight", limit=20):
    for _ in range(limit):
        if re.search(pattern, focused(page)):
            return
        page.keyboard.press(key)
    raise AssertionError("no card matching %r (last: %r)" % (pattern, focused(page)))
