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

import { createConfirm } from "../shell/dialog.js";
import { part, said } from "../shell/dom.js";
import { keysShown } from "./keymap.js";
import { msg, t } from "../l10n/l10n.js";
import { seatMessage } from "../l10n/names.js";

// What a drop does, in words, from the view's `controls.drop_effect` and seats.
export function dropEffectText(effect, seats) {
  const first = effect.out
    ? t("drop-costs-out", { cost: effect.cost, total: effect.total, after: effect.total + effect.cost, limit: effect.limit })
    : t("drop-costs", { cost: effect.cost });
  if (effect.playing <= 2) {
    const other = (seats || []).find((s) => !s.you && s.state === "playing");
    return t("drop-ends-deal", { costs: first, winner: other ? seatMessage(other) : { id: "drop-other-seat", args: {} } });
  }
  return t("drop-sit-out", { costs: first });
}

export function createDrop(piles, send) {
  const button = part("button", "btn drop", t("drop"),
    { type: "button", id: "drop", "aria-keyshortcuts": "X", "aria-describedby": "drop-why", disabled: true });
  const why = part("p", "drop-why", "", { id: "drop-why" });
  const auto = said("button", "btn auto-drop", "drop-auto",
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
    title: "drop-confirm-title",
    keep: "confirm-keep-playing",
    confirmClass: "confirm-drop",
    onConfirm: () => {
      if (allowed) send("drop", {});
    },
  });

  function ask() {
    if (!allowed) return;
    confirm.ask(words, { id: "drop-confirm", args: { cost } });
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
    const label = allowed ? t("drop-for", { cost }) : t("drop");
    if (button.textContent !== label) button.textContent = label;
    const reason = allowed ? t(keysShown() ? "drop-why-keys" : "drop-why", { cost }) : msg(v.drop_reason);
    if (why.textContent !== reason) why.textContent = reason;
    if (!allowed) confirm.close();
    // Shown while another seat plays and you may ask (or have asked).
    autoOn = Boolean(v.auto_drop);
    auto.hidden = !(v.controls.auto_drop || autoOn);
    auto.setAttribute("aria-pressed", String(autoOn));
    let line = "";
    if (autoOn) line = msg(v.auto_drop.text);
    else if (!auto.hidden && effect) line = t(effect.out ? "drop-auto-cost-out" : "drop-auto-cost", { cost: effect.cost });
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
