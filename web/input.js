// Input: the table's clicks and keys turned into intents (docs/protocol.md),
// sent through whatever transport the page has. The piles, the move and
// action buttons, New shuffled deal, a card of the hand (select), the keys D
// (draw from the stock) and A (arrange), and the arrow keys, Home and End,
// which move the hand's roving tab stop from card to card. Nothing here draws.
//
// `view()` is the view on the table; `act(type, args)` sends an intent the
// table asked for; `send(type, args)` sends one as it is (a card's selection);
// `newDeal()` is what New shuffled deal does.

export function setupInput({ view, act, send, newDeal }, doc = document) {
  const $ = (id) => doc.getElementById(id);
  const trays = $("trays");

  // The selected card goes with the request: a server keeps selections in one
  // process's memory only (docs/server.md).
  function selectedCard() {
    const v = view();
    return v && v.selected !== null && v.selected !== undefined ? { card: v.selected } : {};
  }

  $("stock").addEventListener("click", () => act("draw", { source: "stock" }));
  $("discard-pile").addEventListener("click", () => act("draw", { source: "discard" }));
  for (const button of doc.querySelectorAll(".btn.move")) {
    button.addEventListener("click", () => act("move", { ...selectedCard(), tray: Number(button.dataset.tray) }));
  }
  $("discard").addEventListener("click", () => act("discard", selectedCard()));
  $("declare").addEventListener("click", () => act("declare", {}));
  $("discard-declare").addEventListener("click", () => act("discard_declare", selectedCard()));
  $("arrange").addEventListener("click", () => act("arrange", {}));
  for (const button of doc.querySelectorAll(".new-deal")) button.addEventListener("click", () => newDeal());

  // A card of the hand: select it (or clear the selection), unless the view says no.
  trays.addEventListener("click", (event) => {
    const card = event.target.closest ? event.target.closest(".tray-cards .card") : null;
    if (!card || card.getAttribute("aria-disabled") === "true") return;
    send("select", { card: Number(card.dataset.id) });
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
    } else if (key === "a" && v && v.controls.arrange) {
      event.preventDefault();
      act("arrange", {});
    }
  });
}
