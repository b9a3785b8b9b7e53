// Drop: leave the deal before drawing, for the points the view says it costs
// now. A confirmation stands between the button (or the X key, keymap.js) and the
// request, so a stray tap costs nothing; it says what the drop does, from the
// view's `controls.drop_effect` (out of the pool, or the end of a two-seat deal).
// When the view says no, the button is disabled and the engine's reason is shown
// beside it.
//
// Auto-drop: while another seat plays, "Drop when my turn comes" asks the engine
// to drop for you when your turn comes (a toggle: pressed again, it takes it back).
// Only your view says it is set; the others see the drop when it comes.

import { createConfirm } from "./dialog.js";
import { part } from "./dom.js";
import { keysShown } from "./keymap.js";

// What a drop does, in words, from the view's `controls.drop_effect` and seats.
export function dropEffectText(effect, seats) {
  const costs = `It costs ${effect.cost} points`;
  const first = effect.out
    ? `${costs}: with your ${effect.total}, that makes ${effect.total + effect.cost} of ${effect.limit}, which puts you out of the pool.`
    : `${costs}.`;
  if (effect.playing <= 2) {
    const other = (seats || []).find((s) => !s.you && s.state === "playing");
    return `${first} The deal ends with it: ${other ? other.name : "the other seat"} wins it.`;
  }
  return `${first} You sit out the rest of this deal and the others play it on.`;
}

export function createDrop(piles, send) {
  const button = part("button", "btn drop", "Drop",
    { type: "button", id: "drop", "aria-keyshortcuts": "X", "aria-describedby": "drop-why", disabled: true });
  const why = part("p", "drop-why", "", { id: "drop-why" });
  const auto = part("button", "btn auto-drop", "Drop when my turn comes",
    { type: "button", id: "auto-drop", "aria-pressed": "false", "aria-describedby": "auto-drop-line", hidden: true });
  const autoLine = part("p", "auto-drop-line", "", { id: "auto-drop-line", "aria-live": "polite" });
  const slot = part("div", "pile drop-slot", [button, why, auto, autoLine], { hidden: true });
  piles.append(slot);

  let cost = null;
  let allowed = false;
  let words = "";
  let autoOn = false;
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
    confirm.ask(words, `Drop for ${cost} points`);
  }

  button.addEventListener("click", ask);
  auto.addEventListener("click", () => send("auto_drop", { on: !autoOn }));

  function render(v) {
    slot.hidden = false;
    const effect = v.controls.drop_effect;
    allowed = Boolean(v.controls.drop) && v.drop_cost !== null && Boolean(effect);
    cost = v.drop_cost;
    words = allowed ? dropEffectText(effect, v.seats) : "";
    button.disabled = !allowed;
    const label = allowed ? `Drop · ${cost} points` : "Drop";
    if (button.textContent !== label) button.textContent = label;
    const reason = allowed ? `Leave this deal now for ${cost} points${keysShown() ? " (key X)" : ""}.` : v.drop_reason || "";
    if (why.textContent !== reason) why.textContent = reason;
    if (!allowed) confirm.close();
    // Shown while another seat plays and you may ask (or have asked).
    autoOn = Boolean(v.auto_drop);
    auto.hidden = !(v.controls.auto_drop || autoOn);
    auto.setAttribute("aria-pressed", String(autoOn));
    let line = "";
    if (autoOn) line = v.auto_drop.text;
    else if (!auto.hidden && effect) line = `For ${effect.cost} points${effect.out ? ", which puts you out of the pool" : ""}.`;
    if (autoLine.textContent !== line) autoLine.textContent = line;
    autoLine.hidden = auto.hidden;
    // While another seat plays the toggle takes Drop's place (a Drop that cannot be
    // pressed then says nothing), so the slot keeps about its height between turns.
    button.hidden = !auto.hidden;
    why.hidden = !auto.hidden;
  }

  function hide() {
    slot.hidden = true;
    allowed = false;
  }

  return { render, hide, ask, button };
}
