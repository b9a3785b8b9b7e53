// Every key the table answers, in one place and one order. On a card of the
// hand: while a drag by keys is under way every key is the drag's (drag.js);
// Space picks the card up; the arrow keys, Home and End move the hand's
// roving tab stop from card to card. Anywhere but a text field: D draws from
// the stock, T throws (discards) the selected card, E declares (throwing the
// selected card when the hand holds 14), A arranges, H asks for a hint, X asks
// to drop (each only when the view's controls allow it), and Escape cancels a
// drag by pointer. Nothing here draws or knows a rule: the view's controls say
// what may be sent. The keys line under the table names only the letters this
// table has (`showKeys`).
//
//   setupKeys({ act, drag, askDrop });

import { store } from "../shell/store.js";

// The letters: the control of the view that allows each, and what it does (an
// intent to send, or the Drop question, which asks before it sends); where a
// letter has two, the first its controls allow. Arguments that are a function
// are read when the intent goes (the selection then: see act in app.js).
const LETTERS = {
  d: [{ control: "draw_stock", intent: { type: "draw", args: { source: "stock" } } }],
  t: [{ control: "discard", intent: { type: "discard", args: store.selection.card } }],
  e: [
    { control: "discard_declare", intent: { type: "discard_declare", args: store.selection.card } },
    { control: "declare", intent: { type: "declare", args: {} } },
  ],
  a: [{ control: "arrange", intent: { type: "arrange", args: {} } }],
  h: [{ control: "hint", intent: { type: "hint", args: {} } }],
  x: [{ control: "drop", ask: "drop" }],
};

// What a letter does with these controls: {intent} or {ask}, or null.
export function letterAction(key, controls) {
  const letters = LETTERS[key.toLowerCase()] || [];
  return (controls && letters.find((letter) => controls[letter.control])) || null;
}

// The keys line names a letter only where the table has its control at all: a
// control the view gives as null is not this table's (no Hint in partner play),
// and Drop is a scored table's.
export function showKeys(line, view) {
  const controls = (view && view.controls) || {};
  for (const item of line.querySelectorAll("[data-control]")) {
    const control = controls[item.dataset.control];
    item.hidden = control === null || control === undefined || (item.dataset.control === "drop" && !view.scored);
  }
}

// The card a roving key moves to, as an index into the hand's `count` cards
// from `at`; null for a key that does not move it.
export function rovingIndex(key, at, count) {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return Math.min(at + 1, count - 1);
    case "ArrowLeft":
    case "ArrowUp":
      return Math.max(at - 1, 0);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

// Key hints only where there is a keyboard to press them: not on touch-only devices.
export function keysShown() {
  return !(window.matchMedia && window.matchMedia("(hover: none) and (pointer: coarse)").matches);
}

const modified = (event) => event.altKey || event.ctrlKey || event.metaKey;
const typing = (target) => target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

// `act(type, args)` sends an intent; `drag` is drag.js's; `askDrop()` opens the Drop question.
export function setupKeys({ act, drag, askDrop }, doc = document) {
  const trays = doc.getElementById("trays");
  const line = doc.querySelector(".keys-hint");
  if (line) store.subscribe((change) => change === "view" && showKeys(line, store.view));
  const cardOf = (target) => (target && target.closest && trays.contains(target) ? target.closest(".tray-cards .card") : null);

  // A key on a card of the hand; true when it was the card's.
  function onCard(event, card) {
    if (drag.by === "keys") {
      drag.key(event.key);
      return true;
    }
    if (event.key === " " && drag.by === null) return drag.pickUp(card);
    const cards = Array.from(trays.querySelectorAll(".tray-cards .card"));
    const at = rovingIndex(event.key, cards.indexOf(card), cards.length);
    if (at === null) return false;
    const next = cards[at];
    if (next && next !== card) {
      for (const other of cards) other.tabIndex = other === next ? 0 : -1;
      next.focus();
    }
    return true;
  }

  doc.addEventListener("keydown", (event) => {
    const card = cardOf(event.target);
    if (card && !modified(event) && onCard(event, card)) {
      event.preventDefault();
      return;
    }
    if (event.key === "Escape" && drag.by === "pointer") drag.cancel();
    // A dialog's keys are its own: a D in Your games draws no card behind it.
    const inDialog = event.target && event.target.closest && event.target.closest("dialog, [role='dialog']");
    if (modified(event) || event.repeat || typing(event.target) || inDialog) return;
    const action = letterAction(event.key, store.view && store.view.controls);
    if (!action) return;
    event.preventDefault();
    if (action.intent) act(action.intent.type, action.intent.args);
    else askDrop();
  });

  // The click of the Space that picked a card up or dropped it is not a selection.
  doc.addEventListener("keyup", (event) => {
    if (event.key === " " && trays.contains(event.target) && drag.spaceUp()) event.preventDefault();
  });
}
