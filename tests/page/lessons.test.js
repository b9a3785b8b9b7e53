// The lessons' positions are picked from the shipped puzzles by a rule: each step, in
// the lessons' order, the clearest puzzle of its theme not taken yet (the lowest rated,
// then the widest margin); the progress kept is each lesson's steps answered right.
import assert from "node:assert/strict";
import { test } from "node:test";

import { LESSONS, createLessonProgress, lessonPuzzles } from "../../web/learn/lessons.js";
import { createKeep } from "../../web/shell/keep.js";

const puzzle = (id, theme, rating, margin) => ({ id, theme, rating, margin });

test("the lessons cover every theme of the puzzles", () => {
  const themes = new Set(LESSONS.flatMap((lesson) => lesson.themes));
  assert.deepEqual([...themes].sort(),
    ["declare", "distance", "drop", "feeding", "outs", "play-on", "points", "pure", "stock", "take", "wild"]);
});

test("each step takes the clearest puzzle of its theme left: lowest rated, then widest margin", () => {
  const picked = lessonPuzzles([
    puzzle("a", "take", 1500, 5), puzzle("b", "take", 1300, 5), puzzle("c", "stock", 1300, 4),
    puzzle("d", "take", 1300, 9), puzzle("e", "stock", 1300, 8), puzzle("f", "pure", 1900, 1),
  ]);
  assert.deepEqual(picked.pile.map((p) => p.id), ["d", "e", "b"]);
  assert.deepEqual(picked.groups.map((p) => p.id), ["f"]);
  assert.deepEqual(picked.joker, []);
});

test("a puzzle is taken by one step only, the earlier lesson first", () => {
  const picked = lessonPuzzles([puzzle("p1", "pure", 1200, 5), puzzle("p2", "pure", 1250, 5),
    puzzle("p3", "pure", 1300, 5), puzzle("p4", "pure", 1350, 5)]);
  assert.deepEqual(picked.groups.map((p) => p.id), ["p1", "p2", "p3"]);
  assert.deepEqual(picked.joker.map((p) => p.id), ["p4"]);
});

test("the steps answered right are kept per lesson", () => {
  const items = new Map();
  const keep = createKeep({ getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, v) });
  const progress = createLessonProgress(keep);
  progress.mark("pile", 2);
  progress.mark("pile", 0);
  progress.mark("pile", 2);
  assert.deepEqual([...createLessonProgress(createKeep({ getItem: (k) => items.get(k) ?? null })).done("pile")], [0, 2]);
  assert.equal(progress.done("drop").size, 0);
});
