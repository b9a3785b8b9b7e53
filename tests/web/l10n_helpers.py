"""What the language tests look for on a screen: words that did not come from the
chosen catalog.

Under the pseudo-locale (``?lang=en-XA``) every message is accented and longer
(``web/l10n/l10n.js pseudo``), so a plain English word on the screen, in a visible
text or in a name a screen reader reads (aria-label, title, placeholder, alt), is
a word some code wrote itself. Under Hindi, Tamil or Telugu, a screen's text is mostly
in the language's own script.
What is not a message is allowed: card labels (5♥, 10♣, JK), key letters,
numbers, names the players typed (``allowed``).
"""

import re
from typing import Any

# A word of three or more plain ASCII letters (key letters and card labels are
# one or two: "D", "JK", "10").
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
# Each language's script, by its Unicode block.
SCRIPTS = {
    "hi": re.compile(r"[\u0900-\u097F]"),  # Devanagari
    "ta": re.compile(r"[\u0B80-\u0BFF]"),  # Tamil
    "te": re.compile(r"[\u0C00-\u0C7F]"),  # Telugu
}

# What a check of the page starts from: whether an element is shown (not hidden,
# aria-hidden, display:none or visibility:hidden, nor inside one that is), and where
# it is, said short (#id, or tag.class).
SHOWN_AND_WHERE_JS = """
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      if (e.hidden || e.getAttribute("aria-hidden") === "true") return false;
      const style = getComputedStyle(e);
      if (style.display === "none" || style.visibility === "hidden") return false;
    }
    return true;
  };
  const where = (el) => el.id ? "#" + el.id : el.tagName.toLowerCase() + (
    typeof el.className === "string" && el.className ? "." + el.className.trim() : "");
"""

# Every visible text node and every accessible name in the page, as
# [where, text]; hidden elements (display:none, hidden, aria-hidden) are skipped.
_TEXTS_JS = """(within) => {
  const out = [];
  const root = document.querySelector(within);
  if (!root) return out;""" + SHOWN_AND_WHERE_JS + """
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent.trim();
    const parent = n.parentElement;
    if (!text || !parent || ["SCRIPT", "STYLE"].includes(parent.tagName)) continue;
    if (n.parentElement.closest("svg") && !n.parentElement.closest("svg title, svg desc")) continue;
    if (shown(n.parentElement)) out.push([where(n.parentElement), text]);
  }
  const named = "[aria-label], [title], [placeholder], [alt], [aria-description]";
  for (const el of [root, ...root.querySelectorAll(named)].filter((e) => e.matches(named))) {
    if (!shown(el)) continue;
    for (const name of ["aria-label", "title", "placeholder", "alt", "aria-description"]) {
      const value = el.getAttribute(name);
      if (value && value.trim()) out.push([where(el) + "@" + name, value.trim()]);
    }
  }
  if (within === "body") out.push(["title", document.title]);
  return out;
}"""


def screen_texts(page: Any, within: str = "body") -> list[tuple[str, str]]:
    """Every visible text and accessible name on the page (or inside the element
    ``within`` selects), as (where, text)."""
    return [(where, text) for where, text in page.evaluate(_TEXTS_JS, within)]


def untransformed(page: Any, allowed: tuple[str, ...] = (), within: str = "body"
                  ) -> list[tuple[str, str]]:
    """Under the pseudo-locale: the texts that still hold a plain English word, once
    the ``allowed`` words (the seats' names, say) are taken out."""
    found = []
    for where, text in screen_texts(page, within):
        rest = text
        for word in allowed:
            rest = rest.replace(word, " ")
        if ENGLISH_WORD.search(rest):
            found.append((where, text))
    return found


def not_in_script(language: str) -> Any:
    """The texts with an English word and no letter of ``language``'s script at all,
    once the ``allowed`` words are taken out (a mixed sentence, like "पूल 101", passes):
    a checker of the same shape as ``untransformed``."""
    script = SCRIPTS[language]

    def found(page: Any, allowed: tuple[str, ...] = (), within: str = "body"
              ) -> list[tuple[str, str]]:
        out = []
        for where, text in screen_texts(page, within):
            rest = text
            for word in allowed:
                rest = rest.replace(word, " ")
            if ENGLISH_WORD.search(rest) and not script.search(rest):
                out.append((where, text))
        return out
    return found


not_hindi = not_in_script("hi")
