// The guide's paragraphs: a translation with a few inline tags whose classes (a
// card's suit colour, a control's name) and links (each to its own place in the
// guide) @fluent/dom's overlay would drop. An element marked data-l10n-markup
// takes its words here: only the tags below, only a class attribute; an <a> takes
// the href of the element's own link in the source markup (its n-th), never one
// from the catalog.

const INLINE = new Set(["KBD", "STRONG", "EM", "CODE", "B", "I", "BR", "SPAN", "A", "ABBR", "SMALL", "Q"]);

export function overlayMarkup(element, text) {
  if (text === null) return;
  const links = Array.from(element.querySelectorAll("a")).map((a) => a.getAttribute("href"));
  const template = document.createElement("template");
  template.innerHTML = text;
  const clean = (node) => {
    const out = document.createDocumentFragment();
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) out.append(child.textContent);
      else if (child.nodeType === 1 && INLINE.has(child.tagName)) {
        const made = document.createElement(child.tagName.toLowerCase());
        const cls = child.getAttribute("class");
        if (cls) made.className = cls;
        if (child.tagName === "A") {
          const href = links.shift();
          if (href) made.setAttribute("href", href);
        }
        made.append(clean(child));
        out.append(made);
      } else if (child.nodeType === 1) {
        out.append(child.textContent);
      }
    }
    return out;
  };
  element.replaceChildren(clean(template.content));
}
