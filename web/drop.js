// Drop: leave the deal before drawing, for the points the view says it costs
// now. A confirmation stands between the button (or the X key) and the
// request, so a stray tap costs nothing. When the view says no, the button is
// disabled and the engine's reason is shown beside it.

import { createConfirm } from "./dialog.js";
import { keysShown } from "./input.js";

export const DROP_KEY = "x";

export function createDrop(piles, send) {
  const slot = document.createElement("div");
  slot.className = "pile drop-slot";
  slot.hidden = true;
  slot.innerHTML =
    '<button type="button" class="btn drop" id="drop" aria-keyshortcuts="X" ' +
    'aria-describedby="drop-why" disabled>Drop</button>' +
    '<p class="drop-why" id="drop-why"></p>';
  piles.append(slot);
  const button = slot.querySelector("#drop");
  const why = slot.querySelector("#drop-why");

  let cost = null;
  let allowed = false;
  const confirm = createConfirm({
    id: "drop-confirm",
    title: "Drop out of this deal?",
    keep: "Keep playing",
    confirmClass: "confirm-drop",
    onConfirm: () => {
      if (allowed) send("drop", {});
    },
  });

  function ask() {
    if (!allowed) return;
    confirm.ask(
      `It costs ${cost} points. You sit out the rest of this deal and the others play it on.`,
      `Drop for ${cost} points`
    );
  }

  button.addEventListener("click", ask);

  function render(v) {
    slot.hidden = false;
    allowed = Boolean(v.controls.drop) && v.drop_cost !== null;
    cost = v.drop_cost;
    button.disabled = !allowed;
    const label = allowed ? `Drop · ${cost} points` : "Drop";
    if (button.textContent !== label) button.textContent = label;
    const reason = allowed ? `Leave this deal now for ${cost} points${keysShown() ? " (key X)" : ""}.` : v.drop_reason || "";
    if (why.textContent !== reason) why.textContent = reason;
    if (!allowed) confirm.close();
  }

  function hide() {
    slot.hidden = true;
    allowed = false;
  }

  return { render, hide, ask, button };
}
