// The card names and card art the page draws, checked without a browser.
import assert from "node:assert/strict";
import { test } from "node:test";

import { cardArt, cardName, faceKey } from "../../web/cards.js";

const card = (code, rank, suit, extra = {}) => ({ id: 1, code, rank, suit, name: `${rank} of ${suit}`, ...extra });

// Every node of an art tree with this tag, depth first.
function nodes(tree, tag) {
  if (typeof tree === "string") return [];
  const [name, , ...children] = tree;
  return [...(name === tag ? [tree] : []), ...children.flatMap((child) => nodes(child, tag))];
}

test("a wild card's name says it is wild", () => {
  assert.equal(cardName(card("2H", "2", "H", { name: "two of hearts", wild: true })), "two of hearts, wild");
  assert.equal(cardName(card("2H", "2", "H", { name: "two of hearts" })), "two of hearts");
});

test("a card without a name is named by its label, then as a card", () => {
  assert.equal(cardName({ label: "7♠" }), "7♠");
  assert.equal(cardName({}), "card");
});

test("a wild card's face differs from the same card's plain face", () => {
  assert.notEqual(faceKey(card("5C", "5", "C", { wild: true })), faceKey(card("5C", "5", "C")));
});

test("a number card has as many pips as its rank, plus one in each corner", () => {
  for (const rank of ["2", "3", "4", "5", "6", "7", "8", "9", "10"]) {
    const uses = nodes(cardArt(card(rank + "S", rank, "S")), "use");
    assert.equal(uses.length, Number(rank) + 2, rank);
    assert.ok(uses.every(([, attrs]) => attrs.href === "#suit-S"));
  }
});

test("the pips below the middle of a card are turned", () => {
  const uses = nodes(cardArt(card("2D", "2", "D")), "use").filter(([, attrs]) => attrs.width === 19);
  assert.deepEqual(uses.map(([, attrs]) => Boolean(attrs.transform)), [false, true]);
});

test("red suits are drawn red and black suits dark", () => {
  const fills = (c) => nodes(cardArt(c), "g").map(([, attrs]) => attrs.fill).filter(Boolean);
  assert.ok(fills(card("9H", "9", "H")).every((fill) => fill === "#b3182d"));
  assert.ok(fills(card("9C", "9", "C")).every((fill) => fill === "#1c232b"));
});

test("a court card shows its emblem twice, once turned", () => {
  const emblems = nodes(cardArt(card("QH", "Q", "H")), "use").filter(([, attrs]) => attrs.href === "#emblem-Q");
  assert.equal(emblems.length, 2);
});

test("a joker is drawn as a joker, with no suit in its corners", () => {
  const art = cardArt({ id: 2, code: "JK", rank: "", suit: "", joker: true });
  assert.equal(nodes(art, "use").length, 0);
  assert.ok(nodes(art, "text").some((node) => node.includes("JOKER")));
});

test("every face is a 100 by 140 picture hidden from screen readers", () => {
  const [tag, attrs] = cardArt(card("AS", "A", "S"));
  assert.equal(tag, "svg");
  assert.equal(attrs.viewBox, "0 0 100 140");
  assert.equal(attrs["aria-hidden"], "true");
});
