// The one way the pages make an element: its tag, its classes, its text or
// its children, and its attributes. Card art, being SVG, is made by `art`.
//
//   part("p", "seat-tags", "Dealer");
//   part("label", "", [box, " ", "Notify me"], { for: "partner-push" });
//   said("h2", "", "chooser-title", { id: "chooser-title" });

import { setMessage, t } from "../l10n/l10n.js";

const SVG_NS = "http://www.w3.org/2000/svg";

// `content`: a text, or a list of children (nodes and texts); `attrs`: attribute
// values (a value of true sets an attribute without one, as for `hidden`).
export function part(tag, className, content, attrs) {
  return fill(document.createElement(tag), className, content, attrs);
}

// An SVG element (card faces, the suit sprite), in the same terms.
export function art(tag, attrs, children) {
  return fill(document.createElementNS(SVG_NS, tag), "", children, attrs);
}

function fill(node, className, content, attrs) {
  if (className) node.setAttribute("class", className);
  if (Array.isArray(content)) node.append(...content);
  else if (content !== undefined) node.textContent = content;
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === false || value === null || value === undefined) continue;
    node.setAttribute(name, value === true ? "" : String(value));
  }
  return node;
}

// An element whose words are the catalog's message `id` (l10n.js): translated now
// and again whenever the page's language changes.
export function said(tag, className, id, attrs, args = null) {
  const node = part(tag, className, undefined, attrs);
  setMessage(node, id, args);
  return node;
}

// Names as a list in the page's language: "Kiran", "Kiran and Mira", "Kiran, Mira and
// Tara": table.ftl's list-comma and list-and, as the engine joins its own lists.
export function listed(names) {
  if (names.length < 2) return names.join("");
  const [first, ...rest] = names;
  return t(rest.length === 1 ? "list-and" : "list-comma", { first, rest: listed(rest) });
}
