// Card art for the practice table, drawn as inline SVG, and the card elements
// every part of the page builds from it (a face in a slot, a card that is only
// shown, a list of groups).
//
// One shared sprite of suit shapes and emblems is added to the page once;
// each card face is a small <svg> that reuses those shapes. Everything here is
// original artwork made for this project. The card objects come from the
// engine's view: {id, code, label, rank, suit, suit_name, name, wild, joker}.

import { art, part } from "../shell/dom.js";
import { msg, t } from "../l10n/l10n.js";

const RED = "#b3182d";
const DARK = "#1c232b";
const GOLD = "#c99a2e";

// Card art is kept as data, one node as [tag, attrs, ...children] (a text is a
// string), and made into SVG elements by `draw`: the faces can be checked
// without a page, and the page never parses markup.

// Suit shapes, each drawn in a 100 × 100 box centred on the origin.
const SUIT_SHAPES = {
  H: [["path", { d: "M0 42C-13 29-47 6-47-17C-47-35-33-45-19-43C-9-41-3-34 0-26C3-34 9-41 19-43" +
    "C33-45 47-35 47-17C47 6 13 29 0 42Z" }]],
  D: [["path", { d: "M0-47C10-30 24-14 37 0C24 14 10 30 0 47C-10 30-24 14-37 0C-24-14-10-30 0-47Z" }]],
  S: [["path", { d: "M0-47C-14-29-47-10-47 12C-47 30-30 37-17 32C-10 29-5 24-3 19C-4 32-9 41-17 47" +
    "H17C9 41 4 32 3 19C5 24 10 29 17 32C30 37 47 30 47 12C47-10 14-29 0-47Z" }]],
  C: [
    ["circle", { cx: 0, cy: -22, r: 19 }], ["circle", { cx: -22, cy: 9, r: 19 }],
    ["circle", { cx: 22, cy: 9, r: 19 }], ["circle", { cx: 0, cy: 2, r: 10 }],
    ["path", { d: "M-4 6H4C5 26 9 39 17 47H-17C-9 39-5 26-4 6Z" }],
  ],
};

// Emblems for the court cards: a crown, a tiara and a plumed cap, all geometric.
const EMBLEMS = {
  K: [
    ["path", { d: "M-30 14L-34-22L-17-4L0-30L17-4L34-22L30 14Z" }],
    ["rect", { x: -31, y: 17, width: 62, height: 9, rx: 2 }],
    ["circle", { cx: -34, cy: -25, r: 4.5 }], ["circle", { cx: 0, cy: -34, r: 4.5 }],
    ["circle", { cx: 34, cy: -25, r: 4.5 }],
  ],
  Q: [
    ["path", { d: "M-30 14C-28 0-30-12-34-20C-20-14-12-8-8 2C-6-10-3-20 0-30C3-20 6-10 8 2" +
      "C12-8 20-14 34-20C30-12 28 0 30 14Z" }],
    ["rect", { x: -31, y: 17, width: 62, height: 9, rx: 4.5 }],
    ["circle", { cx: 0, cy: -3, r: 5, fill: "#fbf8ef" }],
  ],
  J: [
    ["path", { d: "M-28 16C-30-2-20-18 0-20C14-21 24-14 28-4L30 16Z" }],
    ["path", { d: "M8-19C14-34 28-40 40-36C30-32 22-26 18-16Z" }],
    ["rect", { x: -31, y: 18, width: 62, height: 8, rx: 2 }],
  ],
};

// Pip positions (x, y) in the 100 × 140 card; pips below the middle are turned.
const PIPS = {
  2: [[50, 32], [50, 108]],
  3: [[50, 32], [50, 70], [50, 108]],
  4: [[35, 32], [65, 32], [35, 108], [65, 108]],
  5: [[35, 32], [65, 32], [50, 70], [35, 108], [65, 108]],
  6: [[35, 32], [65, 32], [35, 70], [65, 70], [35, 108], [65, 108]],
  7: [[35, 32], [65, 32], [50, 51], [35, 70], [65, 70], [35, 108], [65, 108]],
  8: [[35, 32], [65, 32], [50, 51], [35, 70], [65, 70], [50, 89], [35, 108], [65, 108]],
  9: [[35, 32], [65, 32], [35, 57], [65, 57], [50, 70], [35, 83], [65, 83], [35, 108], [65, 108]],
  10: [
    [35, 32], [65, 32], [50, 45], [35, 57], [65, 57],
    [35, 83], [65, 83], [50, 95], [35, 108], [65, 108],
  ],
};

// A node of card art made into SVG elements.
function draw(node) {
  if (typeof node === "string") return node;
  const [tag, attrs, ...children] = node;
  return art(tag, attrs, children.map(draw));
}

// The letters of the faces (a corner's rank, the joker's words) are in the sprite
// too: a face is a picture, and a card's button has its name (cardName) for its
// only text, as speech input and WCAG 2.5.3 compare the two.
const LETTERS = { "joker-word": ["text", { x: 50, y: 118, "text-anchor": "middle", class: "joker-word" }, "JOKER"],
  "joker-idx": ["g", {},
    ["text", { x: 12, y: 26, "text-anchor": "middle", class: "idx joker-idx", fill: "#6b3fa0" }, "J"],
    ["text", { x: 12, y: 42, "text-anchor": "middle", class: "idx joker-idx", fill: RED }, "K"]] };
for (const rank of ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]) {
  const narrow = rank === "10";
  const attrs = { x: narrow ? 13 : 12.5, y: 27, "text-anchor": "middle", class: "idx" };
  if (narrow) Object.assign(attrs, { textLength: 21, lengthAdjust: "spacingAndGlyphs" });
  LETTERS[`idx-${rank}`] = ["text", attrs, rank];
}

/** Add the shared suit and emblem shapes to the page (once: the page holds them). */
export function ensureSprite(doc = document) {
  if (doc.getElementById("card-sprite")) return;
  const symbols = [];
  for (const [suit, shape] of Object.entries(SUIT_SHAPES)) {
    symbols.push(["symbol", { id: `suit-${suit}`, viewBox: "-50 -50 100 100", overflow: "visible" }, ...shape]);
  }
  for (const [rank, shape] of Object.entries(EMBLEMS)) {
    symbols.push(["symbol", { id: `emblem-${rank}`, viewBox: "-50 -50 100 100", overflow: "visible" }, ...shape]);
  }
  for (const [id, shape] of Object.entries(LETTERS)) symbols.push(["symbol", { id, overflow: "visible" }, shape]);
  const holder = draw(["svg", { id: "card-sprite", "aria-hidden": "true", focusable: "false", width: 0, height: 0 },
    ["defs", {}, ...symbols]]);
  holder.style.position = "absolute";
  doc.body.prepend(holder);
}

function suitColour(suit) {
  return suit === "H" || suit === "D" ? RED : DARK;
}

function pip(suit, x, y, size, turned) {
  const half = size / 2;
  const attrs = { href: `#suit-${suit}`, x: x - half, y: y - half, width: size, height: size };
  if (turned) attrs.transform = `rotate(180 ${x} ${y})`;
  return ["use", attrs];
}

function cornerIndex(card, colour) {
  return ["g", { fill: colour }, ["use", { href: `#idx-${card.rank}` }], pip(card.suit, 12.5, 39, 13, false)];
}

function numberFace(card) {
  const places = PIPS[card.rank] || [];
  const size = card.rank === "10" || card.rank === "9" ? 17 : 19;
  return [["g", { fill: suitColour(card.suit) }, ...places.map(([x, y]) => pip(card.suit, x, y, size, y > 72))]];
}

function aceFace(card) {
  const colour = suitColour(card.suit);
  const ring = card.suit === "S"
    ? [
      ["circle", { cx: 50, cy: 70, r: 31, fill: "none", stroke: GOLD, "stroke-width": 2.5 }],
      ["circle", { cx: 50, cy: 70, r: 35, fill: "none", stroke: colour, "stroke-width": 1 }],
    ]
    : [];
  return [...ring, ["g", { fill: colour }, pip(card.suit, 50, 70, 42, false)]];
}

function courtFace(card) {
  const colour = suitColour(card.suit);
  const emblem = ["use", { href: `#emblem-${card.rank}`, x: 29, y: 22, width: 42, height: 42, fill: colour }];
  return [
    ["rect", { x: 24, y: 18, width: 52, height: 104, rx: 5, fill: "#f4ecd8", stroke: colour, "stroke-width": 2 }],
    ["path", { d: "M24 70H76", stroke: GOLD, "stroke-width": 1.5 }],
    emblem,
    ["rect", { x: 31, y: 46, width: 38, height: 4, fill: GOLD, opacity: 0.9 }],
    ["g", { transform: "rotate(180 50 70)" }, emblem],
    ["g", { fill: colour }, pip(card.suit, 50, 70, 14, false)],
  ];
}

function jokerFace() {
  // A jester's cap with three points and bells above a diamond-chequered band.
  return [
    ["g", { class: "joker-art" },
      ["path", { d: "M26 86C28 64 34 50 42 40L50 62L58 40C66 50 72 64 74 86Z", fill: "#6b3fa0" }],
      ["path", { d: "M26 86C22 70 16 58 10 52C20 52 32 58 42 40Z", fill: RED }],
      ["path", { d: "M74 86C78 70 84 58 90 52C80 52 68 58 58 40Z", fill: "#1f6f8b" }],
      ["path", { d: "M42 40C44 30 48 24 50 20C52 24 56 30 58 40L50 62Z", fill: GOLD }],
      ["circle", { cx: 10, cy: 52, r: 5, fill: GOLD }], ["circle", { cx: 90, cy: 52, r: 5, fill: GOLD }],
      ["circle", { cx: 50, cy: 18, r: 5, fill: GOLD }],
      ["rect", { x: 24, y: 86, width: 52, height: 10, rx: 2, fill: DARK }],
      ["path", { d: "M28 91L32 87L36 91L32 95ZM40 91L44 87L48 91L44 95ZM52 91L56 87L60 91L56 95Z" +
        "M64 91L68 87L72 91L68 95Z", fill: GOLD }],
      ["use", { href: "#joker-word" }],
    ],
    ["use", { href: "#joker-idx" }],
  ];
}

/** A card face as art data (see `draw`), 100 × 140 units. */
export function cardArt(card) {
  let inner;
  let corners = [];
  if (card.joker) {
    inner = jokerFace();
  } else {
    const top = cornerIndex(card, suitColour(card.suit));
    corners = [top, ["g", { transform: "rotate(180 50 70)" }, top]];
    if (card.rank === "A") inner = aceFace(card);
    else if (card.rank === "J" || card.rank === "Q" || card.rank === "K") inner = courtFace(card);
    else inner = numberFace(card);
  }
  return ["svg", { class: "face-art", viewBox: "0 0 100 140", "aria-hidden": "true", focusable: "false" },
    ["rect", { x: 1, y: 1, width: 98, height: 138, rx: 9, class: "face-bg" }], ...inner, ...corners];
}

const RANK_NUMBERS = { A: 1, J: 11, Q: 12, K: 13 };

/** A card in words, in the page's language: "two of hearts", "printed joker". */
export function cardWords(card) {
  if (card.joker) return t("card-joker");
  return t("card-words", { rank: RANK_NUMBERS[card.rank] || Number(card.rank), suit: card.suit });
}

/** The accessible name of a card, e.g. "two of hearts, 2♥, wild": the words first, then
 * what its corner shows, so that the name holds the card's visible text (WCAG 2.5.3). */
export function cardName(card) {
  return t(card.wild ? "card-name-wild" : "card-name", { words: cardWords(card), label: card.label });
}

// ---------------------------------------------------------------------------
// Card elements.

/** What a face looks like: a wild card of the same code is drawn differently. */
export function faceKey(card) {
  return card.code + (card.wild ? "*" : "");
}

/** Draws `card` into an element holding a `.face` slot, only when it changed. */
export function setFace(target, card) {
  const key = faceKey(card);
  if (target.dataset.face !== key) {
    target.dataset.face = key;
    target.querySelector(".face").replaceChildren(draw(cardArt(card)));
  }
  target.classList.toggle("red", card.suit === "H" || card.suit === "D");
  target.classList.toggle("wild", Boolean(card.wild));
}

/** A card that is only shown (a pile's top, a revealed group), named for screen readers. */
export function staticCard(card, extraClass = "") {
  const span = part("span", "card static " + extraClass, [part("span", "face"), part("span", "wild-dot", "", { "aria-hidden": "true" })],
    { role: "img", "aria-label": cardName(card) });
  setFace(span, card);
  return span;
}

/** What a group (a tray, a shown hand's group) is, in words: the view's `kind`
 * (pure_run, run, set; null: not a group yet) named by the catalog. */
export function groupLabel(group) {
  return group.kind === undefined ? msg(group.label) : t("group-kind", { kind: group.kind || "none" });
}

/** Fills `container` with a list of groups (label and mini cards); hides it when there are none. */
export function renderGroups(container, groups) {
  container.textContent = "";
  if (!groups || !groups.length) {
    container.hidden = true;
    return;
  }
  const list = part("ul", "group-list", groups.map((group) => part("li", "group", [
    part("span", "group-label", groupLabel(group)),
    part("span", "group-cards", group.cards.map((card) => staticCard(card, "mini"))),
  ])));
  container.append(list);
  container.hidden = false;
}
