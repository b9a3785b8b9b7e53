// Learn's record: the next puzzle near your rating, the daily puzzle of a date, the streak.
import assert from "node:assert/strict";
import { test } from "node:test";

import { answer, dailyPuzzle, dayOf, emptyRecord, nextPuzzle, readRecord, streak } from "../../web/learn/record.js";

const PUZZLES = [
  { id: "p1", theme: "take", rating: 1200 },
  { id: "p2", theme: "stock", rating: 1480 },
  { id: "p3", theme: "take", rating: 1550 },
  { id: "p4", theme: "points", rating: 1900 },
];

test("the next puzzle is the untried one nearest your rating, of the theme chosen", () => {
  const record = emptyRecord();
  assert.equal(nextPuzzle(PUZZLES, record).id, "p2");
  assert.equal(nextPuzzle(PUZZLES, record, "take").id, "p3");
  const { record: after } = answer(record, PUZZLES[1], true, "2026-12-07");
  assert.equal(nextPuzzle(PUZZLES, after).id, "p3");
  assert.equal(nextPuzzle(PUZZLES, after, "stock").id, "p2"); // every one tried: one not solved, else any
  assert.equal(nextPuzzle(PUZZLES, after, "stock", "p2"), null);
});

test("a puzzle's first answer moves the rating both ways; a second is not rated", () => {
  const record = emptyRecord();
  const solved = answer(record, PUZZLES[1], true, "2026-12-07");
  assert.ok(solved.change > 0 && solved.rated);
  const failed = answer(solved.record, PUZZLES[2], false, "2026-12-07");
  assert.ok(failed.change < 0);
  const again = answer(failed.record, PUZZLES[2], true, "2026-12-07");
  assert.equal(again.change, 0);
  assert.equal(again.rated, false);
  assert.deepEqual(again.record.puzzles.p3.tries, 2);
  assert.equal(again.record.puzzles.p3.solved, true);
});

test("the daily puzzle is the same for a date and changes with it", () => {
  assert.equal(dailyPuzzle(PUZZLES, "2026-12-07"), dailyPuzzle(PUZZLES, "2026-12-07"));
  const days = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"];
  assert.ok(new Set(days.map((day) => dailyPuzzle(PUZZLES, day).id)).size > 1);
  assert.equal(dayOf(new Date(2026, 0, 5, 23, 59)), "2026-01-05");
});

test("the streak counts the days in a row with the daily puzzle solved", () => {
  let record = emptyRecord();
  for (const day of ["2026-11-28", "2026-11-30", "2026-12-01"]) {
    record = answer(record, PUZZLES[0], true, day, true).record;
  }
  assert.equal(streak(record, "2026-12-01"), 2); // 29 November missed
  assert.equal(streak(record, "2026-12-02"), 2); // today's not answered yet: the run stands
  assert.equal(streak(record, "2026-12-03"), 0); // a day missed
  record = answer(record, PUZZLES[1], false, "2026-12-02", true).record;
  assert.equal(streak(record, "2026-12-02"), 0); // failed today
  // Only a day's first answer counts: solving it again does not mend the day.
  record = answer(record, PUZZLES[1], true, "2026-12-02", true).record;
  assert.equal(streak(record, "2026-12-02"), 0);
  // Across a month's end.
  assert.equal(streak(answer(emptyRecord(), PUZZLES[0], true, "2026-03-01", true).record, "2026-03-01"), 1);
});

test("a damaged record is read as a fresh one, field by field", () => {
  const record = readRecord({ player: { rating: "x" }, puzzles: { p1: { tries: 1 } }, daily: null, theme: 3 });
  assert.deepEqual(record.player, emptyRecord().player);
  assert.deepEqual(record.puzzles, { p1: { tries: 1 } });
  assert.deepEqual(record.daily, {});
  assert.equal(record.theme, null);
});
