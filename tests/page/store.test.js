// The page's one state: which views it takes, and how the selection follows them.
import assert from "node:assert/strict";
import { test } from "node:test";

import { createStore } from "../../web/shell/store.js";

const view = (ids, extra = {}) => ({
  phase: "discard",
  deal: 1,
  controls: {},
  selected: null,
  trays: [{ cards: ids.map((id) => ({ id })) }],
  ...extra,
});

test("only a table's view is taken: the list of tables before the first deal is not drawn", () => {
  const store = createStore();
  store.setView({ phase: "idle", tables: [], controls: {} });
  assert.equal(store.view, null);
  store.setView(view([1, 2]));
  assert.deepEqual(store.view.trays[0].cards, [{ id: 1 }, { id: 2 }]);
});

test("every subscriber hears of a new view with the view drawn until then", () => {
  const store = createStore();
  const heard = [];
  store.subscribe((change, before) => heard.push([change, before && before.deal]));
  store.setView(view([1], { deal: 1 }));
  store.setView(view([1], { deal: 2 }));
  assert.deepEqual(heard, [["view", null], ["view", 1]]);
});

test("a lost engine's last view stays: no view is taken until a fresh engine starts", () => {
  const store = createStore();
  store.setView(view([1], { deal: 1 }));
  store.setLost(true);
  store.setView(view([1], { deal: 2 }));
  assert.equal(store.view.deal, 1);
  store.setLost(false);
  assert.equal(store.view, null);
});

test("selecting a card twice leaves it unselected, and the selection reads in the hand's order", () => {
  const store = createStore();
  store.setView(view([1, 2, 3]));
  store.selection.toggle(3);
  store.selection.toggle(1);
  assert.deepEqual(store.selection.ids([1, 2, 3]), [1, 3]);
  store.selection.toggle(3);
  assert.equal(store.selection.only(), 1);
});

test("a card that leaves the hand leaves the selection", () => {
  const store = createStore();
  store.setView(view([1, 2, 3]));
  store.selection.toggle(2);
  store.selection.toggle(3);
  store.setView(view([1, 3, 4]));
  assert.deepEqual(store.selection.ids(), [3]);
});

test("the engine's new suggestion replaces the selection, once", () => {
  const store = createStore();
  store.setView(view([1, 2, 3]));
  store.selection.toggle(1);
  store.setView(view([1, 2, 3], { selected: 2 }));
  assert.deepEqual(store.selection.ids(), [2]);
  store.selection.toggle(3);
  store.setView(view([1, 2, 3], { selected: 2 }));
  assert.deepEqual(store.selection.ids(), [2, 3]);
});

test("a finished deal has nothing selected", () => {
  const store = createStore();
  store.setView(view([1, 2]));
  store.selection.toggle(1);
  store.setView(view([1, 2], { phase: "over" }));
  assert.equal(store.selection.size, 0);
});

test("changing the selection is heard as a selection change", () => {
  const store = createStore();
  const heard = [];
  store.subscribe((change) => heard.push(change));
  store.setView(view([1]));
  store.selection.toggle(1);
  store.selection.clear();
  store.selection.clear(); // nothing left to clear: nothing heard
  assert.deepEqual(heard, ["view", "selection", "selection"]);
});
