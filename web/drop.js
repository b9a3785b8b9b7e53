// Drop: leave the deal before drawing, for the points the view says it costs
// now. A confirmation stands between the button (or the X key, keymap.js) and the
// request, so a stray tap costs nothing. When the view says no, the button is
// disabled and the engine's reason is shown beside it.

import { createConfirm } from "./dialog.js";
import { part } from "./dom.js";
import { keysShown } from "./keymap.js";

export function createDrop(piles, send) {
  const button = part("button", "btn drop", "Drop",
    { type: "button", id: "drop", "aria-keyshortcuts": "X", "aria-describedby": "drop-why", disabled: true });
  const why = part("p", "drop-why", "", { id: "drop-why" });
  const slot = part("div", "pile drop-slot", [button, why], { hidden: true });
  piles.append(slot);

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
