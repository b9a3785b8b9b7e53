// Learn's puzzles: puzzles from real deals (learn/puzzles.json, `make puzzles`), each a
// position on the board (board.js) with one step to find, the coach's. The next
// puzzle is the one nearest your rating, of the theme you practise (or any); the
// daily puzzle is the same for everyone on a date; your rating (Glicko-2) and each
// puzzle's, and the streak of daily puzzles solved, are kept on this device
// (record.js, through shell/keep.js).
//
//   const puzzles = mountPuzzles(box, { ask });   // ask: the controller's
//   puzzles.open();  // the day's puzzle, or the next one, once the puzzles are in
//   puzzles.shipped();  // the shipped puzzles (a promise), fetched once

import { keep } from "../shell/keep.js";
import { part } from "../shell/dom.js";
import { formatNumber, locale, onChange, t } from "../l10n/l10n.js";
import { openBoard } from "./board.js";
import { answer, dailyPuzzle, dayOf, nextPuzzle, puzzleRating, readRecord, streak } from "./record.js";

// The themes, in the order they are offered (LEARN.md); each named by learn-theme-KEY.
export const THEMES = ["take", "stock", "pure", "wild", "distance", "outs", "points", "feeding", "drop", "play-on", "declare"];
const KEPT = "learn";

export function mountPuzzles(box, { ask }) {
  let record = readRecord(keep.record(KEPT));
  let puzzles = null; // the shipped puzzles, once loaded
  let shown = null; // {puzzle, daily, answered}: the puzzle on the board
  let said = () => ""; // the last answer's words, as a function of the language
  let loading = null;

  const title = part("h2", "learn-title", "", { id: "learn-puzzles-title" });
  const about = part("p", "learn-about");
  const rating = part("p", "learn-rating");
  const streakLine = part("p", "learn-streak");
  const daily = part("button", "btn learn-daily", "", { type: "button" });
  const next = part("button", "btn primary learn-next", "", { type: "button" });
  const theme = part("select", "learn-theme", [], { id: "learn-theme" });
  const themeLabel = part("label", "learn-theme-label", "", { for: "learn-theme" });
  const puzzleTitle = part("h3", "learn-puzzle-title", "", { id: "learn-puzzle-title" });
  const board = part("div", "learn-board");
  const status = part("p", "learn-status", "", { role: "status" });
  const section = part("section", "learn-puzzle", [puzzleTitle, board, status], { "aria-labelledby": "learn-puzzle-title" });
  // The puzzle comes first after your standing (on a phone, in sight at once); what to do next after it.
  box.replaceChildren(part("section", "learn-puzzles", [
    title,
    part("div", "learn-standing", [rating, streakLine]),
    section,
    part("div", "learn-controls", [next, daily, part("span", "learn-pick", [themeLabel, theme])]),
    about,
  ], { "aria-labelledby": "learn-puzzles-title" }));

  const today = () => dayOf(new Date());

  function words() {
    title.textContent = t("learn-puzzles-title");
    about.textContent = t("learn-about");
    daily.textContent = t("learn-daily");
    next.textContent = t("learn-next");
    themeLabel.textContent = t("learn-theme-label");
    const chosen = theme.value || record.theme || "";
    const keys = puzzles ? THEMES.filter((key) => puzzles.some((p) => p.theme === key)) : [];
    theme.replaceChildren(part("option", "", t("learn-theme-any"), { value: "" }),
      ...keys.map((key) => part("option", "", t(`learn-theme-${key}`), { value: key })));
    theme.value = keys.includes(chosen) ? chosen : "";
    standing();
    if (shown) puzzleTitle.textContent = heading(shown);
    status.textContent = said();
  }

  let change = null; // the rating's change at the last puzzle answered, once there is one

  function standing() {
    const value = formatNumber(Math.round(record.player.rating));
    rating.textContent = change === null ? t("learn-rating", { rating: value })
      : t("learn-rating-change", { rating: value, change: signed(change) });
    const day = today();
    const count = streak(record, day);
    streakLine.textContent = [t("learn-streak", { count }),
      day in record.daily ? t(record.daily[day] ? "learn-daily-solved" : "learn-daily-missed") : ""].join(" ").trim();
  }

  // A rating's change as players read it: +12, −8 (a true minus), ±0.
  function signed(delta) {
    const n = Math.round(delta);
    return n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(-n)}` : "±0";
  }

  // The puzzle's title: its theme only once answered (it would tell the answer).
  function heading({ puzzle, daily: isDaily, answered }) {
    const args = { rating: formatNumber(Math.round(puzzleRating(record, puzzle).rating)) };
    if (answered) args.theme = t(`learn-theme-${puzzle.theme}`);
    const id = `learn-${isDaily ? "daily" : "puzzle"}-title${answered ? "-theme" : ""}`;
    if (isDaily) args.date = new Date().toLocaleDateString(locale(), { day: "numeric", month: "long" });
    return t(id, args);
  }

  function save() {
    keep.saveRecord(KEPT, record);
  }

  async function load() {
    loading ||= fetch(new URL("./puzzles.json", import.meta.url))
      .then((reply) => {
        if (!reply.ok) throw new Error(`puzzles.json: ${reply.status}`);
        return reply.json();
      })
      .then((data) => {
        puzzles = Array.isArray(data.puzzles) ? data.puzzles : [];
        words();
      });
    return loading;
  }

  // A puzzle on the board: its step taken, it is rated and kept. `focus`: its first
  // choice takes the focus (not when the view opens: its title has it).
  function show(puzzle, isDaily, focus = true) {
    shown = { puzzle, daily: isDaily, answered: false };
    section.dataset.puzzle = puzzle.id;
    section.dataset.daily = isDaily ? "1" : "0";
    puzzleTitle.textContent = heading(shown);
    said = () => "";
    status.textContent = "";
    openBoard(board, { position: puzzle.position }, { ask, focus }).then((answered) => {
      if (!shown || shown.puzzle !== puzzle) return;
      shown.answered = true;
      const day = today();
      const after = answer(record, puzzle, answered.right, day, isDaily);
      record = after.record;
      save();
      change = after.change;
      standing();
      puzzleTitle.textContent = heading(shown);
      const value = formatNumber(Math.round(record.player.rating));
      said = () => (after.rated ? t(answered.right ? "learn-solved" : "learn-missed",
        { rating: value, change: signed(after.change) }) : t("learn-not-rated"));
      status.textContent = said();
    }, () => null); // the board says why it could not open
  }

  function showNext(focus = true) {
    const found = nextPuzzle(puzzles, record, theme.value || null, shown ? shown.puzzle.id : null);
    if (!found) {
      shown = null;
      delete section.dataset.puzzle;
      board.replaceChildren();
      puzzleTitle.textContent = "";
      said = () => t("learn-none-left");
      status.textContent = said();
      return;
    }
    show(found, false, focus);
  }

  // The buttons do nothing until the puzzles are in (open says why they are not).
  daily.addEventListener("click", () => puzzles && puzzles.length && show(dailyPuzzle(puzzles, today()), true));
  next.addEventListener("click", () => puzzles && showNext());
  theme.addEventListener("change", () => {
    record = { ...record, theme: theme.value || null };
    save();
    if (puzzles) showNext();
  });
  onChange(words);
  words();

  return {
    // The shipped puzzles, fetched once (the lessons take theirs from them too).
    shipped: () => load().then(() => puzzles),
    // The puzzles loaded, the daily puzzle until today's is answered, then the next;
    // a puzzle on the board stays.
    async open() {
      try {
        await load();
      } catch (err) {
        said = () => t("learn-no-puzzles", { why: err.message });
        status.textContent = said();
        return;
      }
      if (shown || !puzzles.length) return;
      if (today() in record.daily) showNext(false);
      else show(dailyPuzzle(puzzles, today()), true, false);
    },
  };
}
