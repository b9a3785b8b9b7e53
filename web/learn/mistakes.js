// Your mistakes, a section of the Learn view: the mistakes and blunders the Review
// found in your kept deals, due today, each opened on the table (board.js's openBoard,
// from the kept match: the worker's `puzzle` request) and answered there; what waits
// and what was solved. The Leitner box itself (when each comes back, when it is
// solved) is games/leitner.js's, where the review records into it.
//
//   recordReview(gameKey, match, review); due(now); answer(id, right, now); counts(now);
//   mountMistakes(box, { ask, openBoard });

import { DAYS, answer, counts, due, next } from "../games/leitner.js";
import { keep } from "../shell/keep.js";
import { part, said } from "../shell/dom.js";
import { locale, msg, onChange, setMessage, t } from "../l10n/l10n.js";

export { answer, counts, due, recordReview } from "../games/leitner.js";

function dateWords(ms) {
  return new Date(ms).toLocaleDateString(locale(), { weekday: "long", day: "numeric", month: "long" });
}

// Your mistakes: what is due today, each opened on the table (`openBoard`, board.js,
// resolving with the worker's verdict); what waits and what was solved.
export function mountMistakes(root, { ask, openBoard }) {
  const $ = (id) => root.querySelector(`#${id}`);
  root.replaceChildren(part("section", "mistakes", [
    said("h2", "learn-title", "mistakes-title", { id: "mistakes-title" }),
    said("p", "mistakes-about", "mistakes-about", { id: "mistakes-about" }, { later: DAYS[1] }),
    part("p", "mistakes-counts", "", { id: "mistakes-counts" }),
    part("ul", "mistakes-list", [], { id: "mistakes-list", "aria-labelledby": "mistakes-title" }),
    part("p", "mistakes-none", "", { id: "mistakes-none", hidden: true }),
    part("p", "mistakes-said learn-status", "", { id: "mistakes-said", role: "status" }),
    part("div", "mistakes-board learn-puzzle", [], { id: "mistakes-board", hidden: true }),
  ], { "aria-labelledby": "mistakes-title" }));

  function item(mistake, game, k) {
    const words = t("mistakes-item", { table: msg(game.table) || game.profile, deal: mistake.deal, turn: mistake.turn,
      mark: mistake.mark, loss: mistake.loss, step: mistake.step });
    const text = part("span", "mistakes-item-text", words, { id: `mistake-${k}` });
    const open = said("button", "btn", "mistakes-try", { type: "button", "aria-describedby": text.id });
    open.addEventListener("click", () => solve(mistake, game));
    return part("li", "mistakes-item", [text, " ", open]);
  }

  function draw() {
    const now = Date.now();
    const found = counts(now);
    setMessage($("mistakes-counts"), "mistakes-counts", found);
    const games = new Map(keep.games().map((g) => [g.id, g]));
    const today = due(now);
    $("mistakes-list").replaceChildren(...today.map((m, k) => item(m, games.get(m.game), k)));
    $("mistakes-list").hidden = !today.length;
    const later = next(now);
    const none = $("mistakes-none");
    none.hidden = today.length > 0;
    if (later !== null) setMessage(none, "mistakes-none-today", { date: dateWords(later) });
    else setMessage(none, found.solved ? "mistakes-all-solved" : "mistakes-none-yet");
  }

  async function solve(mistake, game) {
    setMessage($("mistakes-said"), "mistakes-opening");
    const board = $("mistakes-board");
    board.hidden = false;
    let answered;
    try {
      answered = await openBoard(board, { match: game.match, deal: mistake.deal, seat: mistake.seat,
        turn: mistake.turn, step: mistake.step }, { ask });
    } catch (err) {
      $("mistakes-said").textContent = err && err.message ? err.message : t("mistakes-cannot-open");
      return;
    }
    const now = Date.now();
    const after = answer(mistake.id, answered.right, now);
    if (!after) setMessage($("mistakes-said"), "mistakes-not-counted");
    else if (after.solved !== null) setMessage($("mistakes-said"), "mistakes-solved");
    else if (answered.right) setMessage($("mistakes-said"), "mistakes-right", { days: DAYS[after.box] });
    else setMessage($("mistakes-said"), "mistakes-wrong");
    draw();
  }

  onChange(() => {
    if (root.isConnected) draw();
  });
  draw();
  return { draw };
}
