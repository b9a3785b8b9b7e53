// Glicko-2 as Glickman's paper works its example: the learner's and each puzzle's rating.
import assert from "node:assert/strict";
import { test } from "node:test";

import { SCALE, ratePuzzle, rate } from "../../web/learn/rating.js";

test("the paper's worked example: 1500/200/0.06 against three players, tau 0.5", () => {
  const after = rate({ rating: 1500, rd: 200, vol: 0.06 }, [
    { rating: 1400, rd: 30, score: 1 },
    { rating: 1550, rd: 100, score: 0 },
    { rating: 1700, rd: 300, score: 0 },
  ], 0.5);
  // The paper's figures on Glicko-2's scale, to its four places: mu' -0.2069, phi' 0.8722.
  assert.equal(((after.rating - 1500) / SCALE).toFixed(4), "-0.2069");
  assert.equal((after.rd / SCALE).toFixed(4), "0.8722");
  assert.ok(Math.abs(after.vol - 0.05999) < 0.00001, after.vol); // 0.059996: the paper writes 0.05999
  // Back on Glicko's scale: 1464.06 and 151.52 (the paper scales mu' as rounded, so the
  // unrounded rating, 1464.0507, is within its last place of 1464.06).
  assert.ok(Math.abs(after.rating - 1464.06) < 0.01, after.rating);
  assert.equal(after.rd.toFixed(2), "151.52");
});

test("a rating period without games only widens the deviation", () => {
  const after = rate({ rating: 1500, rd: 200, vol: 0.06 }, []);
  assert.equal(after.rating, 1500);
  assert.equal(after.rd.toFixed(2), "200.27");
});

test("a puzzle solved raises the learner and lowers the puzzle; failed, the other way", () => {
  const learner = { rating: 1500, rd: 350, vol: 0.06 };
  const puzzle = { rating: 1500, rd: 150, vol: 0.06 };
  const solved = ratePuzzle(learner, puzzle, true);
  assert.ok(solved.learner.rating > 1500 && solved.puzzle.rating < 1500);
  const failed = ratePuzzle(learner, puzzle, false);
  assert.ok(failed.learner.rating < 1500 && failed.puzzle.rating > 1500);
  // The learner's rating is the less certain: it moves the more.
  assert.ok(solved.learner.rating - 1500 > 1500 - solved.puzzle.rating);
});
