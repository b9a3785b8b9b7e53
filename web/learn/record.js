// What Learn keeps on the device of the learner's puzzles (shell/keep.js, its record
// "learn"), and what it works out from it: the learner's rating and each puzzle's
// (Glicko-2, rating.js), each puzzle's answers, the daily puzzle of each date and
// whether it was solved, and so the streak. Pure functions of the record and the
// date; learn.js reads and writes it.
//
//   record: {player: {rating, rd, vol}, puzzles: {id: {rating, rd, vol, tries, solved}},
//            daily: {"2026-12-07": true | false}, theme: key | null}

import { NEW_PLAYER, NEW_PUZZLE_RD, ratePuzzle } from "./rating.js";

export function emptyRecord() {
  return { player: { ...NEW_PLAYER }, puzzles: {}, daily: {}, theme: null };
}

// A kept record made whole (a field missing or of the wrong kind starts afresh).
export function readRecord(kept) {
  const fresh = emptyRecord();
  if (!kept || typeof kept !== "object") return fresh;
  const rated = (r) => r && [r.rating, r.rd, r.vol].every(Number.isFinite);
  return {
    player: rated(kept.player) ? kept.player : fresh.player,
    puzzles: kept.puzzles && typeof kept.puzzles === "object" ? kept.puzzles : {},
    daily: kept.daily && typeof kept.daily === "object" ? kept.daily : {},
    theme: typeof kept.theme === "string" ? kept.theme : null,
  };
}

// The date on the learner's calendar, "YYYY-MM-DD": the daily puzzle's and the streak's day.
export function dayOf(date) {
  const two = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

// The day before `day` ("YYYY-MM-DD").
function dayBefore(day) {
  const [y, m, d] = day.split("-").map(Number);
  return dayOf(new Date(y, m - 1, d - 1));
}

// A puzzle's rating: as kept, else the generator's starting one.
export function puzzleRating(record, puzzle) {
  const kept = record.puzzles[puzzle.id];
  return kept && Number.isFinite(kept.rating) ? kept
    : { rating: puzzle.rating, rd: NEW_PUZZLE_RD, vol: NEW_PLAYER.vol };
}

// The daily puzzle of a date: the same for everyone who has that date (and the same
// puzzles), picked by a hash of the date (FNV-1a) among them.
export function dailyPuzzle(puzzles, day) {
  let hash = 0x811c9dc5;
  for (const c of day) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return puzzles[hash % puzzles.length];
}

// The next puzzle: of the theme chosen (any, for null), one not yet tried if there is
// one (else one not yet solved, else any), the nearest to the learner's rating; ties
// by the file's order. `not`: a puzzle not to give now (the one just answered).
export function nextPuzzle(puzzles, record, theme = null, not = null) {
  const of = puzzles.filter((p) => (theme === null || p.theme === theme) && p.id !== not);
  const tried = (p) => Boolean(record.puzzles[p.id] && record.puzzles[p.id].tries);
  const solved = (p) => Boolean(record.puzzles[p.id] && record.puzzles[p.id].solved);
  const pool = [of.filter((p) => !tried(p)), of.filter((p) => !solved(p)), of].find((list) => list.length);
  if (!pool) return null;
  const near = (p) => Math.abs(puzzleRating(record, p).rating - record.player.rating);
  return pool.reduce((best, p) => (near(p) < near(best) ? p : best));
}

// A puzzle answered on `day`: the record after it, and the learner's rating's change.
// Only a puzzle's first answer is rated; the daily puzzle's first answer of its day
// counts for the streak.
export function answer(record, puzzle, right, day, daily = false) {
  const kept = record.puzzles[puzzle.id] || { tries: 0, solved: false };
  const first = !kept.tries;
  let player = record.player;
  let rated = puzzleRating(record, puzzle);
  if (first) {
    const after = ratePuzzle(player, rated, right);
    player = after.learner;
    rated = after.puzzle;
  }
  const next = {
    ...record,
    player,
    puzzles: { ...record.puzzles, [puzzle.id]: { ...rated, tries: kept.tries + 1, solved: kept.solved || right } },
    daily: daily && !(day in record.daily) ? { ...record.daily, [day]: right } : record.daily,
  };
  return { record: next, change: player.rating - record.player.rating, rated: first };
}

// Days in a row with the daily puzzle solved, up to `day`: today's counts once solved;
// not yet answered, the run up to yesterday still stands; failed, it is broken.
export function streak(record, day) {
  let at = day;
  if (!(at in record.daily)) at = dayBefore(at);
  let count = 0;
  while (record.daily[at] === true) {
    count += 1;
    at = dayBefore(at);
  }
  return count;
}
