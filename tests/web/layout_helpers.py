"""What a language's longer words can do to a screen: a word broken across two lines,
a word standing outside its box, a box that cuts its text off, a select too narrow
for the choice it shows.

The browser lays the words out; these checks read where each word landed
(``Range.getClientRects``), so they hold for any script and any font.
"""

from typing import Any

from l10n_helpers import SHOWN_AND_WHERE_JS

# Each finding as [where, the word or text, what is wrong]. Text hidden from
# everyone, and the screen readers' one-pixel boxes, are not laid out to be read.
_FOUND_JS = """() => {
  const out = [];""" + SHOWN_AND_WHERE_JS + """
  // The boxes a word must stay inside: every box around it up to the first that scrolls
  // (whose words may lie beyond its edge, a swipe away).
  const boxesOf = (el) => {
    const boxes = [];
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (["auto", "scroll"].includes(style.overflowX)) break;
      if (["inline", "contents"].includes(style.display)) continue;
      const box = e.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) return [];
      boxes.push([e, box]);
    }
    return boxes;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || !n.textContent.trim()) continue;
    if (["SCRIPT", "STYLE", "NOSCRIPT", "OPTION"].includes(parent.tagName)) continue;
    if (parent.closest("svg") || !shown(parent)) continue;
    const boxes = boxesOf(parent);
    if (!boxes.length) continue;
    // A word may break after its hyphen ("123-இலிருந்து"), and what a player types (an
    // address, a command) anywhere: it is one "word" wider than a phone.
    const words = /[^\\s-]+-?/g;
    const typed = Boolean(parent.closest("code, kbd"));
    for (let m = words.exec(n.textContent); m; m = words.exec(n.textContent)) {
      const range = document.createRange();
      range.setStart(n, m.index);
      range.setEnd(n, m.index + m[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      if (!rects.length) continue;
      const tops = rects.map((r) => r.top);
      if (!typed && Math.max(...tops) - Math.min(...tops) > 4) {
        out.push([where(parent), m[0], "broken"]);
      }
      const outside = boxes.find(([, box]) => rects.some(
        (r) => r.right > box.right + 1 || r.left < box.left - 1));
      if (outside) out.push([where(parent), m[0], "outside " + where(outside[0])]);
    }
  }
  for (const el of document.body.querySelectorAll("*")) {
    if (!shown(el) || el.clientWidth <= 2) continue;
    const style = getComputedStyle(el);
    const clips = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
    // (A field's value, an address to copy say, scrolls within it by design.)
    const text = el.textContent.trim();
    if (clips && text && el.scrollWidth > el.clientWidth + 1) {
      out.push([where(el), text.slice(0, 60), "cut"]);
    }
  }
  // A closed select's choice, drawn in a span of its font (so shaped as the select draws
  // it), must fit beside the arrow, which takes about a line and a half at its end.
  for (const select of document.body.querySelectorAll("select")) {
    if (!shown(select) || !select.selectedOptions.length) continue;
    const style = getComputedStyle(select);
    const text = select.selectedOptions[0].textContent.trim();
    const span = document.createElement("span");
    span.style.cssText = "position:absolute;visibility:hidden;white-space:pre";
    span.style.font = style.font;
    span.textContent = text;
    document.body.append(span);
    const width = span.getBoundingClientRect().width;
    span.remove();
    const room = select.clientWidth - parseFloat(style.paddingLeft)
      - parseFloat(style.paddingRight) - 1.5 * parseFloat(style.fontSize);
    if (width > room) out.push([where(select), text, "cut"]);
  }
  return out;
}"""


def laid_out_badly(page: Any) -> list[tuple[str, str, str]]:
    """Every word broken across lines or standing outside its box, every box that cuts
    its text, on the page as it is now, as (where, text, what)."""
    return [(where, text, what) for where, text, what in page.evaluate(_FOUND_JS)]
