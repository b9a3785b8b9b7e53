// What the device keeps: versioned records, damaged ones skipped, refused storage survived.
import assert from "node:assert/strict";
import { test } from "node:test";

import { KEEP_VERSION, createKeep } from "../../web/shell/keep.js";

// A localStorage of `room` characters (values only); `refuse` makes every call throw.
function fakeStorage({ room = Infinity, refuse = false } = {}) {
  const items = new Map();
  const used = () => Array.from(items.values()).reduce((n, v) => n + v.length, 0);
  const guard = () => {
    if (refuse) throw Object.assign(new Error("refused"), { name: "SecurityError" });
  };
  return {
    items,
    get length() {
      guard();
      return items.size;
    },
    key: (i) => (guard(), Array.from(items.keys())[i] ?? null),
    getItem: (k) => (guard(), items.has(k) ? items.get(k) : null),
    setItem(k, v) {
      guard();
      if (used() - (items.get(k) || "").length + v.length > room) {
        throw Object.assign(new Error("full"), { name: "QuotaExceededError" });
      }
      items.set(k, String(v));
    },
    removeItem: (k) => (guard(), items.delete(k)),
  };
}

test("an unfinished match is kept per kind of table, with the format's version", () => {
  const storage = fakeStorage();
  const keep = createKeep(storage);
  assert.equal(keep.saveMatch("twine", { match: { seed: 610, log: [] } }), true);
  const kept = keep.match("twine");
  assert.equal(kept.v, KEEP_VERSION);
  assert.equal(kept.match.seed, 610);
  assert.equal(typeof kept.saved, "number");
  assert.equal(keep.match("classic"), null);
  keep.dropMatch("twine");
  assert.equal(keep.match("twine"), null);
});

test("games come newest first, and the same id replaces its game", () => {
  const keep = createKeep(fakeStorage());
  keep.addGame({ id: "a", kind: "deal", saved: 1 });
  keep.addGame({ id: "b", kind: "deal", saved: 3 });
  keep.addGame({ id: "c", kind: "partner", saved: 2 });
  keep.addGame({ id: "a", kind: "deal", saved: 4 });
  assert.deepEqual(keep.games().map((g) => g.id), ["a", "b", "c"]);
});

test("a damaged record, or one of another version, is skipped and named, never thrown", () => {
  const storage = fakeStorage();
  const keep = createKeep(storage);
  keep.addGame({ id: "good", kind: "deal" });
  storage.setItem("indian-rummy:game:broken", "{not json");
  storage.setItem("indian-rummy:game:old", JSON.stringify({ v: 0, id: "old" }));
  storage.setItem("indian-rummy:match:twine", "[]");
  assert.deepEqual(keep.games().map((g) => g.id), ["good"]);
  assert.equal(keep.match("twine"), null);
  // Why, as messages of games.ftl.
  assert.deepEqual(keep.problems().map((p) => [p.key, p.why]).sort(), [
    ["indian-rummy:game:broken", { id: "keep-damaged", args: {} }],
    ["indian-rummy:game:old", { id: "keep-other-version", args: { found: "0", version: String(KEEP_VERSION) } }],
    ["indian-rummy:match:twine", { id: "keep-not-a-record", args: {} }],
  ]);
});

test("storage refused or full: saving says no, reading gives nothing, and the page is told once", () => {
  const told = [];
  const refusing = createKeep(fakeStorage({ refuse: true }), { onRefused: (why) => told.push(why) });
  assert.equal(refusing.saveMatch("twine", { match: {} }), false);
  assert.equal(refusing.saveMatch("twine", { match: {} }), false);
  assert.deepEqual(refusing.games(), []);
  assert.equal(refusing.working(), false);
  assert.equal(told.length, 1);

  const full = [];
  const small = createKeep(fakeStorage({ room: 60 }), { onRefused: (why) => full.push(why) });
  assert.equal(small.addGame({ id: "x", kind: "deal", log: "y".repeat(100) }), false);
  assert.deepEqual(full, [{ id: "keep-full", args: {} }]);
  assert.equal(createKeep(null).working(), false);
});

test("Forget my games removes every kept match and game, and nothing else", () => {
  const storage = fakeStorage();
  const keep = createKeep(storage);
  keep.saveMatch("classic", { match: {} });
  keep.addGame({ id: "a", kind: "deal" });
  storage.setItem("indian-rummy:seats", "[]");
  keep.forget();
  assert.equal(keep.match("classic"), null);
  let heard = 0;
  createKeep(storage, { onForgotten: () => (heard += 1) }).forget();
  assert.equal(heard, 1);
  assert.deepEqual(keep.games(), []);
  assert.equal(storage.getItem("indian-rummy:seats"), "[]");
});
