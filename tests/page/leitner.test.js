// Your mistakes' Leitner box: a mistake or blunder of a kept game comes back 1 day on,
// then 3 after a right answer on its day; a wrong one sends it back to the first box;
// two right answers in a row on its days solve it; it is never due before its day,
// and it leaves with its kept game.
import assert from "node:assert/strict";
import { test } from "node:test";

import { DAYS, RIGHTS, createBox } from "../../web/games/leitner.js";
import { createKeep } from "../../web/shell/keep.js";

// A localStorage in memory.
function fakeStorage() {
  const items = new Map();
  return {
    get length() {
      return items.size;
    },
    key: (i) => Array.from(items.keys())[i] ?? null,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem: (k, v) => items.set(k, String(v)),
    removeItem: (k) => items.delete(k),
  };
}

// Midnight, `days` days after 7 December 2026 (the device's own calendar).
const day = (days) => new Date(2026, 11, 7 + days).getTime();
const HOUR = 3_600_000;
const MATCH = { profile: "twine", seed: 21, log: [] };

// A review of deal 2 whose turns are marked as given; each turn's second step (its
// throw) lost the points, but turn 3's draw did.
function reviewMarked(marks) {
  return {
    deal: 2, seat: 0,
    turns: marks.map((mark, k) => ({
      turn: k + 1, mark, loss: 9,
      steps: k === 2 ? [{ loss: 9 }, { loss: 0 }] : [{ loss: 0 }, { loss: 9 }],
    })),
  };
}

// A box whose mistakes are of kept game "g1".
function boxWith() {
  const keep = createKeep(fakeStorage());
  keep.addGame({ id: "g1", kind: "deal" });
  const box = createBox(keep);
  box.recordReview("g1", MATCH, reviewMarked(["good", "mistake", "blunder", "inaccuracy"]), day(0) + 20 * HOUR);
  return { box, keep };
}

test("the schedule is 1, 3, 7 and 30 days, solved after two right answers", () => {
  assert.deepEqual(DAYS, [1, 3, 7, 30]);
  assert.equal(RIGHTS, 2);
});

test("only mistakes and blunders are recorded, once each, with the step that lost the points", () => {
  const { box } = boxWith();
  assert.equal(box.recordReview("g1", MATCH, reviewMarked(["good", "mistake", "blunder"]), day(0)), 0);
  const due = box.due(day(1));
  assert.deepEqual(due.map((m) => [m.id, m.deal, m.seat, m.turn, m.step, m.mark]),
    [["g1/2/2", 2, 0, 2, "discard", "mistake"], ["g1/2/3", 2, 0, 3, "draw", "blunder"]]);
  assert.deepEqual(box.counts(day(1)), { waiting: 2, due: 2, solved: 0 });
});

test("a mistake is not shown before its day, and an answer before it does not count", () => {
  const { box } = boxWith();
  assert.deepEqual(box.due(day(1) - 1), []);
  assert.deepEqual(box.counts(day(1) - 1), { waiting: 2, due: 0, solved: 0 });
  assert.equal(box.answer("g1/2/2", true, day(1) - 1), null);
  assert.equal(box.due(day(1)).length, 2);
});

test("a right answer moves it up a box: it comes back 3 days on, then leaves at the second", () => {
  const { box } = boxWith();
  const once = box.answer("g1/2/2", true, day(1) + 9 * HOUR);
  assert.equal(once.box, 1);
  assert.equal(once.due, day(1 + 3));
  assert.deepEqual(box.due(day(4) - 1).map((m) => m.id), ["g1/2/3"]);
  assert.equal(box.answer("g1/2/2", true, day(4) - 1), null);
  const twice = box.answer("g1/2/2", true, day(4) + HOUR);
  assert.equal(twice.solved, day(4) + HOUR);
  assert.deepEqual(box.due(day(40)).map((m) => m.id), ["g1/2/3"]);
  assert.deepEqual(box.counts(day(40)), { waiting: 1, due: 1, solved: 1 });
  assert.equal(box.answer("g1/2/2", true, day(40)), null);
});

test("a wrong answer sends it back to the first box, and its right answers start over", () => {
  const { box } = boxWith();
  box.answer("g1/2/3", true, day(1));
  const wrong = box.answer("g1/2/3", false, day(4));
  assert.equal(wrong.box, 0);
  assert.equal(wrong.due, day(5));
  assert.equal(box.answer("g1/2/3", true, day(5)).solved, null);
  assert.equal(box.answer("g1/2/3", true, day(8)).solved, day(8));
});

test("a mistake leaves the box with its kept game (Forget my games), and a recording without one adds none", () => {
  const { box, keep } = boxWith();
  keep.forget();
  assert.deepEqual(box.counts(day(1)), { waiting: 0, due: 0, solved: 0 });
  assert.equal(box.recordReview("g1", MATCH, reviewMarked(["blunder"]), day(1)), 0);
});

test("nothing is kept where the device keeps nothing", () => {
  const box = createBox(createKeep(null));
  assert.equal(box.recordReview("g1", MATCH, reviewMarked(["blunder"]), day(0)), 0);
  assert.deepEqual(box.counts(day(9)), { waiting: 0, due: 0, solved: 0 });
});
