// The lessons of the Learn view: each a short intro and a few positions from real
// deals, played on the table (board.js's openBoard, judged by the worker against the
// coach), where the learner makes the move and is told why: the board's verdict with
// the coach's reason, and the lesson's own words for the point. A position answered wrong is tried again;
// a lesson is done once each of its positions was answered right. Which lessons'
// positions are done is kept on the device (keep.js: its own record, "lessons").
//
// The positions are the shipped puzzles (puzzles.json, `make puzzles`), picked by
// theme (LEARN.md's keys): each lesson step takes, of its theme's puzzles no step
// took before it, the clearest (lessonPuzzles).
//
//   mountLessons(box, { ask, openBoard });   // the Learn view's section

import { part, said } from "../shell/dom.js";
import { keep } from "../shell/keep.js";
import { setMessage, t } from "../l10n/l10n.js";

// Each lesson's key (its words: lesson-KEY-title, -intro, and -THEME for the point
// of each theme it practises) and the themes of its positions, in order.
export const LESSONS = [
  { key: "groups", themes: ["pure", "pure", "pure"] },
  { key: "joker", themes: ["wild", "wild", "pure"] },
  { key: "sets-runs", themes: ["outs", "outs", "distance"] },
  { key: "pile", themes: ["take", "stock", "take"] },
  { key: "throw", themes: ["distance", "outs", "points"] },
  { key: "reading", themes: ["feeding", "feeding", "feeding"] },
  { key: "drop", themes: ["drop", "play-on", "drop"] },
  { key: "declare", themes: ["declare", "declare", "declare"] },
];

const KEPT = "lessons";

// The clearest first: the lowest rated, then the widest margin, then by id.
function clearer(a, b) {
  return a.rating - b.rating || b.margin - a.margin || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

// {lesson key: [puzzle, ...]}: each step, in the lessons' order, the clearest puzzle
// of its theme not taken yet (a theme with too few leaves its lessons shorter).
export function lessonPuzzles(puzzles) {
  const left = puzzles.slice().sort(clearer);
  const taken = {};
  for (const lesson of LESSONS) {
    taken[lesson.key] = [];
    for (const theme of lesson.themes) {
      const k = left.findIndex((p) => p.theme === theme);
      if (k >= 0) taken[lesson.key].push(left.splice(k, 1)[0]);
    }
  }
  return taken;
}

// What the device keeps of the lessons, in `keep` (keep.js's: its own record,
// "lessons"): {lesson key: [the steps answered right]}.
export function createLessonProgress(keep) {
  const read = () => {
    const record = keep.record(KEPT);
    return record && record.done && typeof record.done === "object" ? record.done : {};
  };
  return {
    done: (lesson) => new Set(read()[lesson] || []),
    mark(lesson, step) {
      const done = read();
      done[lesson] = Array.from(new Set([...(done[lesson] || []), step])).sort((a, b) => a - b);
      keep.saveRecord(KEPT, { done });
    },
  };
}

// The Lessons section in `root`: the list of lessons, and a lesson played through;
// `puzzles`: a promise of the shipped puzzles (the puzzles section's, read once).
export function mountLessons(root, { ask, openBoard, puzzles }) {
  const progress = createLessonProgress(keep);
  const $ = (id) => root.querySelector(`#${id}`);
  root.replaceChildren(part("section", "lessons", [
    said("h2", "learn-title", "lessons-title", { id: "lessons-title" }),
    said("p", "lessons-about", "lessons-about"),
    part("ol", "lessons-list", [], { id: "lessons-list", "aria-labelledby": "lessons-title" }),
    part("p", "lessons-said learn-status", "", { id: "lessons-said", role: "status" }),
    part("section", "lesson learn-puzzle", [
      part("h3", "learn-puzzle-title", "", { id: "lesson-title", tabindex: -1 }),
      part("p", "lesson-intro", "", { id: "lesson-intro" }),
      part("p", "lesson-step", "", { id: "lesson-step" }),
      part("div", "lesson-board", [], { id: "lesson-board" }),
      part("p", "lesson-point learn-status", "", { id: "lesson-point", role: "status" }),
      part("div", "lesson-buttons", [
        said("button", "btn", "lessons-again", { type: "button", id: "lesson-again", hidden: true }),
        said("button", "btn primary", "lessons-next", { type: "button", id: "lesson-next", hidden: true }),
        said("button", "btn", "lessons-back", { type: "button", id: "lesson-back" }),
      ]),
    ], { id: "lesson", hidden: true, "aria-labelledby": "lesson-title" }),
  ], { "aria-labelledby": "lessons-title" }));

  let picked = null; // {lesson key: [puzzle...]}, once the puzzles have come
  let lesson = null; // the lesson open
  let step = 0;

  function drawList() {
    $("lessons-list").replaceChildren(...LESSONS.filter((l) => picked[l.key].length).map((l) => {
      const done = progress.done(l.key).size;
      const steps = picked[l.key].length;
      const open = said("button", "btn lessons-open", `lesson-${l.key}-title`, { type: "button", id: `lessons-open-${l.key}` });
      const state = said("span", "lessons-done", "lessons-done", { id: `lessons-done-${l.key}` }, { done, steps });
      open.setAttribute("aria-describedby", state.id);
      open.addEventListener("click", () => start(l));
      return part("li", "lessons-item", [open, " ", state]);
    }));
  }

  function start(chosen) {
    lesson = chosen;
    const done = progress.done(lesson.key);
    const first = picked[lesson.key].findIndex((_, k) => !done.has(k));
    $("lessons-list").hidden = true;
    $("lesson").hidden = false;
    setMessage($("lesson-title"), `lesson-${lesson.key}-title`);
    setMessage($("lesson-intro"), `lesson-${lesson.key}-intro`);
    $("lesson-title").focus();
    play(first < 0 ? 0 : first);
  }

  async function play(k) {
    step = k;
    const steps = picked[lesson.key];
    setMessage($("lesson-step"), "lessons-step", { step: k + 1, steps: steps.length });
    $("lesson-point").textContent = "";
    $("lesson-again").hidden = true;
    $("lesson-next").hidden = true;
    const playing = lesson;
    let answered;
    try {
      answered = await openBoard($("lesson-board"), { position: steps[k].position }, { ask });
    } catch (err) {
      if (lesson === playing) $("lessons-said").textContent = err && err.message ? err.message : "";
      return;
    }
    if (lesson !== playing || step !== k) return; // left meanwhile
    // The board says right or wrong and the coach's reason (its verdict has the focus, and
    // the next Tab comes here); the lesson adds its own words for the point.
    if (answered.right) progress.mark(lesson.key, k);
    setMessage($("lesson-point"), `lesson-${lesson.key}-${steps[k].theme}`);
    const last = progress.done(lesson.key).size >= steps.length;
    setMessage($("lesson-next"), last ? "lessons-finish" : "lessons-next");
    $(answered.right ? "lesson-next" : "lesson-again").hidden = false;
  }

  $("lesson-again").addEventListener("click", () => play(step));
  $("lesson-next").addEventListener("click", () => {
    const done = progress.done(lesson.key);
    const next = picked[lesson.key].findIndex((_, k) => k > step && !done.has(k));
    const again = picked[lesson.key].findIndex((_, k) => !done.has(k));
    if (next >= 0 || again >= 0) play(next >= 0 ? next : again);
    else close(true);
  });
  $("lesson-back").addEventListener("click", () => close(false));

  // Back to the list (`finished`: the lesson was just finished), at the lesson's button.
  function close(finished) {
    const was = lesson;
    lesson = null;
    $("lesson").hidden = true;
    $("lesson-board").replaceChildren();
    $("lessons-list").hidden = false;
    drawList();
    if (finished) setMessage($("lessons-said"), "lessons-finished", { title: t(`lesson-${was.key}-title`) });
    else $("lessons-said").textContent = "";
    $(`lessons-open-${was.key}`).focus();
  }

  setMessage($("lessons-said"), "lessons-loading");
  return Promise.resolve(puzzles).then((list) => {
    picked = lessonPuzzles(list);
    $("lessons-said").textContent = "";
    drawList();
  }, () => setMessage($("lessons-said"), "lessons-cannot-load"));
}
