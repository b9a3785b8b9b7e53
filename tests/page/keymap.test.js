// What each key does, as the keymap decides it from the view's controls.
import assert from "node:assert/strict";
import { test } from "node:test";

import { letterAction, rovingIndex } from "../../web/table/keymap.js";

const ALL = { draw_stock: true, arrange: true, hint: true, drop: true };

test("D draws from the stock only while the view lets the player draw", () => {
  assert.deepEqual(letterAction("d", ALL).intent, { type: "draw", args: { source: "stock" } });
  assert.equal(letterAction("d", { ...ALL, draw_stock: false }), null);
});

test("A arranges and H asks for a hint, each only where the view allows it", () => {
  assert.equal(letterAction("a", ALL).intent.type, "arrange");
  assert.equal(letterAction("h", ALL).intent.type, "hint");
  assert.equal(letterAction("a", { arrange: false }), null);
  assert.equal(letterAction("h", {}), null);
});

test("T throws the selected card and E declares, each only where the view allows it", () => {
  const discarding = { discard: true, discard_declare: true, declare: false };
  assert.equal(letterAction("t", discarding).intent.type, "discard");
  assert.equal(letterAction("e", discarding).intent.type, "discard_declare");
  // The card is the selection as the intent goes, not as the key was pressed.
  assert.equal(typeof letterAction("t", discarding).intent.args, "function");
  assert.equal(letterAction("e", { declare: true, discard_declare: false }).intent.type, "declare");
  assert.deepEqual(letterAction("e", { declare: true }).intent.args, {});
  assert.equal(letterAction("t", { discard: false }), null);
  assert.equal(letterAction("e", { declare: false, discard_declare: false }), null);
});

test("X asks before dropping: it opens the question, it sends nothing", () => {
  const action = letterAction("x", ALL);
  assert.equal(action.ask, "drop");
  assert.equal(action.intent, undefined);
  assert.equal(letterAction("x", { drop: false }), null);
});

test("a capital letter does what its small letter does", () => {
  assert.equal(letterAction("D", ALL), letterAction("d", ALL));
});

test("keys the table does not use, and keys before any view, do nothing", () => {
  assert.equal(letterAction("q", ALL), null);
  assert.equal(letterAction("Enter", ALL), null);
  assert.equal(letterAction("d", null), null);
});

test("the arrow keys move the tab stop one card along the hand and stop at its ends", () => {
  assert.equal(rovingIndex("ArrowRight", 3, 13), 4);
  assert.equal(rovingIndex("ArrowDown", 3, 13), 4);
  assert.equal(rovingIndex("ArrowLeft", 3, 13), 2);
  assert.equal(rovingIndex("ArrowUp", 3, 13), 2);
  assert.equal(rovingIndex("ArrowRight", 12, 13), 12);
  assert.equal(rovingIndex("ArrowLeft", 0, 13), 0);
});

test("Home and End go to the hand's first and last card", () => {
  assert.equal(rovingIndex("Home", 7, 14), 0);
  assert.equal(rovingIndex("End", 7, 14), 13);
});

test("other keys leave the tab stop where it is", () => {
  assert.equal(rovingIndex(" ", 3, 13), null);
  assert.equal(rovingIndex("d", 3, 13), null);
});
