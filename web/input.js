// Input: the table's clicks and keys turned into intents (docs/protocol.md),
// sent through whatever transport the page has. The piles, the move, Group,
// Sort and action buttons, New shuffled deal, a card of the hand (it joins or
// leaves the selection, the page's own), the keys D (draw from the stock),
// A (arrange) and H (hint), and the arrow keys, Home and End, which move the hand's roving
// tab stop from card to card. Dragging is drag.js's. Nothing here draws.
//
// `view()` is the view on the table; `act(type, args)` sends an intent the
// table asked for; `selection` is the page's selection (selection.js);
// `handIds()` the hand's card ids in the order shown; `newDeal()` is what New
// shuffled deal does.

// Key hints only where there is a keyboard to press them: not on touch-only devices.
export function keysShown() {
  return !(window.matchMedia && window.matchMedia("(hover: none) and (pointer: coarse)").matches);
}

export function setupInput({ view, act, selection, handIds, newDeal }, doc = document) {
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

  function theSelectedCard() {
    const card = selection.only();
    return card === null ? {} : { card };
  }

  $("stock").addEventListener("click", () => act("draw", { source: "stock" }));
  $("discard-pile").addEventListener("click", () => act("draw", { source: "discard" }));
  for (const button of doc.querySelectorAll(".btn.move")) {
    button.addEventListener("click", () => moveSelection("move", { tray: Number(button.dataset.tray) }));
  }
  $("group").addEventListener("click", () => moveSelection("group", {}));
  $("sort").addEventListener("click", () => act("sort", {}));
  $("discard").addEventListener("click", () => act("discard", theSelectedCard()));
  $("declare").addEventListener("click", () => act("declare", {}));
  $("discard-declare").addEventListener("click", () => act("discard_declare", theSelectedCard()));
  $("arrange").addEventListener("click", () => act("arrange", {}));
  $("hint").addEventListener("click", () => act("hint", {}));
  $("review-deal").addEventListener("click", () => {
    $("review-deal").textContent = "Reviewing the deal…";
    act("review", {});
  });
  for (const button of doc.querySelectorAll(".new-deal")) button.addEventListener("click", () => newDeal());

  // A card of the hand joins or leaves the selection, unless the view says no.
  trays.addEventListener("click", (event) => {
    const card = event.target.closest ? event.target.closest(".tray-cards .card") : null;
    if (!card || card.getAttribute("aria-disabled") === "true") return;
    selection.toggle(Number(card.dataset.id));
  });

  function handCardsInOrder() {
    return Array.from(doc.querySelectorAll(".tray-cards .card"));
  }

  trays.addEventListener("keydown", (event) => {
    const target = event.target;
    if (!target.classList || !target.classList.contains("card")) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const cards = handCardsInOrder();
    const at = cards.indexOf(target);
    let next = null;
    switch (event.key) {
      case "ArrowRight":
      case "ArrowDown":
        next = cards[Math.min(at + 1, cards.length - 1)];
        break;
      case "ArrowLeft":
      case "ArrowUp":
        next = cards[Math.max(at - 1, 0)];
        break;
      case "Home":
        next = cards[0];
        break;
      case "End":
        next = cards[cards.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (next && next !== target) {
      for (const card of cards) card.tabIndex = card === next ? 0 : -1;
      next.focus();
    }
  });

  doc.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
    const target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    const key = event.key.toLowerCase();
    const v = view();
    if (key === "d" && v && v.controls.draw_stock) {
      event.preventDefault();
      act("draw", { source: "stock" });
    } else if (key === "h" && v && v.controls.hint) {
      event.preventDefault();
      act("hint", {});
    } else if (key === "a" && v && v.controls.arrange) {
      event.preventDefault();
      act("arrange", {});
    }
  });
}
