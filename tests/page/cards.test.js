// The card names and card art the page draws, checked without a browser.
import assert from "node:assert/strict";
import { test } from "node:test";

import { cardArt, cardName, faceKey } from "../../web/table/cards.js";
import { useLanguage } from "./catalogs.js";

useLanguage("en");

const card = (code, rank, suit, extra = {}) => ({ id: 1, code, rank, suit, name: `${rank} of ${suit}`, ...extra });

// Every node of an art tree with this tag, depth first.
function nodes(tree, tag) {
  if (typeof tree === "string") return [];
  const [name, , ...children] = tree;
  return [...(name === tag ? [tree] : []), ...children.flatMap((child) => nodes(child, tag))];
}

test("a card's name is its words, then what its corner shows, then whether it is wild", () => {
  const two = { label: "2♥", name: "two of hearts" };
  assert.equal(cardName(card("2H", "2", "H", { ...two, wild: true })), "two of hearts, 2♥, wild");
  assert.equal(cardName(card("2H", "2", "H", two)), "two of hearts, 2♥");
});

test("a face has no letters of its own: a card's button has its name for its only text", () => {
  for (const face of [card("10S", "10", "S"), card("KD", "K", "D"), { id: 2, code: "JK", rank: "", suit: "", joker: true }]) {
    assert.deepEqual(nodes(cardArt(face), "text"), []);
  }
});

test("a card is named in the page's language, Hindi as players say it, its label as it is", () => {
  useLanguage("hi");
  try {
    assert.equal(cardName(card("2H", "2", "H", { label: "2♥", wild: true })), "पान की दुक्की, 2♥, वाइल्ड");
    assert.equal(cardName(card("AS", "A", "S", { label: "A♠" })), "हुकुम का इक्का, A♠");
    assert.equal(cardName({ id: 3, code: "JK", rank: "", suit: "", label: "JK", joker: true }), "छपा हुआ जोकर, JK");
  } finally {
    useLanguage("en");
  }
  assert.equal(cardName(card("KD", "K", "D", { label: "K♦" })), "king of diamonds, K♦");
});

test("a wild card's face differs from the same card's plain face", () => {
  assert.notEqual(faceKey(card("5C", "5", "C", { wild: true })), faceKey(card("5C", "5", "C")));
});

test("a number card has as many pips as its rank, plus one in each corner", () => {
  for (const rank of ["2", "3", "4", "5", "6", "7", "8", "9", "10"]) {
    const uses = nodes(cardArt(card(rank + "S", rank, "S")), "use");
    const suits = uses.filter(([, attrs]) => attrs.href.startsWith("#suit-"));
    assert.equal(suits.length, Number(rank) + 2, rank);
    assert.ok(suits.every(([, attrs]) => attrs.href === "#suit-S"));
    assert.deepEqual(uses.filter(([, attrs]) => attrs.href === `#idx-${rank}`).length, 2, rank);
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
  assert.deepEqual(nodes(art, "use").map(([, attrs]) => attrs.href), ["#joker-word", "#joker-idx"]);
});

test("every face is a 100 by 140 picture hidden from screen readers", () => {
  const [tag, attrs] = cardArt(card("AS", "A", "S"));
  assert.equal(tag, "svg");
  assert.equal(attrs.viewBox, "0 0 100 140");
  assert.equal(attrs["aria-hidden"], "true");
});
