// Input: the table's clicks turned into intents (docs/protocol.md), sent
// through whatever transport the page has. The piles, the move, Group, Sort
// and action buttons, New shuffled deal, and a card of the hand (it joins or
// leaves the selection, the store's). The keys are keymap.js's, dragging is
// drag.js's. Nothing here draws.
//
// `act(type, args)` sends an intent the table asked for; `handIds()` the
// hand's card ids in the order shown; `newDeal()` is what New shuffled deal does.

import { t } from "../l10n/l10n.js";
import { store } from "../shell/store.js";

export function setupInput({ act, handIds, newDeal }, doc = document) {
  const selection = store.selection;
  const $ = (id) => doc.getElementById(id);
  const trays = $("trays");

  // The selected cards go with the request, in the order the hand shows them;
  // a move or a group clears the selection, its work done.
  function moveSelection(type, args) {
    const cards = selection.ids(handIds());
    if (!cards.length) return;
    selection.clear();
    act(type, { cards, ...args });
  }

  $("stock").addEventListener("click", () => act("draw", { source: "stock" }));
  $("discard-pile").addEventListener("click", () => act("draw", { source: "discard" }));
  for (const button of doc.querySelectorAll(".btn.move")) {
    button.addEventListener("click", () => moveSelection("move", { tray: Number(button.dataset.tray) }));
  }
  $("group").addEventListener("click", () => moveSelection("group", {}));
  $("sort").addEventListener("click", () => act("sort", {}));
  // The card goes as it is selected when the intent is sent (after an Arrange
  // still unanswered, the card it suggests): see act in app.js.
  $("discard").addEventListener("click", () => act("discard", selection.card));
  $("declare").addEventListener("click", () => act("declare", {}));
  $("discard-declare").addEventListener("click", () => act("discard_declare", selection.card));
  $("arrange").addEventListener("click", () => act("arrange", {}));
  $("hint").addEventListener("click", () => act("hint", {}));
  let reviewing = false; // the review asked for: its progress on the button (worker.js)
  $("review-deal").addEventListener("click", () => {
    $("review-deal").textContent = t("result-reviewing");
    reviewing = true;
    act("review", {});
  });
  globalThis.addEventListener("engine-progress", ({ detail }) => {
    if (reviewing) $("review-deal").textContent = t("result-reviewing-turn", { turn: detail.turn, turns: detail.turns });
    reviewing = reviewing && detail.turn < detail.turns;
  });
  // The review's choice of deal (review.js) asks for that deal's review.
  doc.addEventListener("review-deal", (event) => act("review", { deal: event.detail }));
  for (const button of doc.querySelectorAll(".new-deal")) button.addEventListener("click", () => newDeal());

  // A card of the hand joins or leaves the selection, unless the view says no.
  trays.addEventListener("click", (event) => {
    const card = event.target.closest ? event.target.closest(".tray-cards .card") : null;
    if (!card || card.getAttribute("aria-disabled") === "true") return;
    selection.toggle(Number(card.dataset.id));
  });
}
