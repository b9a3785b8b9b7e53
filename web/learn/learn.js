// The Learn view, shown in place of the table, which waits behind it (app.js: the game
// bar's Learn, or the address ?learn): its title, the way back to the table, the
// language, its puzzles (puzzles.js), the lessons (lessons.js) and your mistakes
// (mistakes.js), each played on the board (board.js).
//
//   const learn = createLearn({ ask, close });   // ask: the controller's; close: back to the table
//   learn.open();  learn.hide();

import { part, said } from "../shell/dom.js";
import { languageControl } from "../l10n/l10n.js";
import { openBoard } from "./board.js";
import { mountLessons } from "./lessons.js";
import { mountMistakes } from "./mistakes.js";
import { mountPuzzles } from "./puzzles.js";

export function createLearn({ ask, close }) {
  const title = said("h2", "learn-title", "learn-title", { id: "learn-title", tabindex: -1 });
  const back = said("button", "btn learn-back", "learn-back", { type: "button" });
  const puzzlesBox = part("div", "learn-part");
  const lessonsBox = part("div", "learn-part");
  const mistakesBox = part("div", "learn-part");
  const view = part("main", "learn", [
    part("div", "learn-top", [title, part("div", "learn-bar", [back, languageControl()])]),
    puzzlesBox,
    lessonsBox,
    mistakesBox,
  ], { id: "learn", "aria-labelledby": "learn-title", hidden: true });
  document.querySelector(".page").append(view);
  const puzzles = mountPuzzles(puzzlesBox, { ask });
  mountLessons(lessonsBox, { ask, openBoard, puzzles: puzzles.shipped() }); // puzzles.json fetched once
  const mistakes = mountMistakes(mistakesBox, { ask, openBoard });

  // The table's keys (table/keymap.js, on the document) are not for the table behind.
  view.addEventListener("keydown", (event) => event.stopPropagation());
  window.addEventListener("keydown", (event) => {
    if (!view.hidden && !view.contains(event.target)) event.stopPropagation();
  }, true);
  back.addEventListener("click", close);

  return {
    open() {
      view.hidden = false;
      title.focus();
      mistakes.draw(); // a review since it was last open may have added some
      return puzzles.open();
    },
    hide() {
      view.hidden = true;
    },
  };
}
