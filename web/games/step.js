// One step of a seat's turn offered as choices: what a deal played on from a turn
// (branch.js) and Learn's board (learn/board.js) both draw and send. A choice is a
// decision as the coach prices it ({action, source, card}); a card of the view and
// its twin (the same face) are one choice.

import { staticCard } from "../table/cards.js";
import { part } from "../shell/dom.js";
import { choiceWords } from "./review.js";

// The card views of a seat's view, by id: its trays and the open card.
export function cardsOf(view) {
  const cards = {};
  for (const tray of view.trays) for (const card of tray.cards) cards[card.id] = card;
  if (view.discard_top) cards[view.discard_top.id] = view.discard_top;
  return cards;
}

// The request that takes a choice, as the table's own: {type, args}.
export function requestOf(option) {
  if (option.action === "draw") return { type: "draw", args: { source: option.source } };
  if (option.action === "drop") return { type: "drop", args: {} };
  if (option.action === "declare") {
    return option.card === null ? { type: "declare", args: { confirm: true } }
      : { type: "discard_declare", args: { card: option.card, confirm: true } };
  }
  return { type: "discard", args: { card: option.card } };
}

// A card's face, whichever deck it comes from (an id the view does not show stands for itself).
export function faceOf(cards, id) {
  return id === null || id === undefined ? null : cards[id] ? cards[id].code : id;
}

// Whether two choices are one: the same step, a card standing for its twin.
export function sameChoice(a, b, cards) {
  return a.action === b.action && (a.source || null) === (b.source || null) &&
    faceOf(cards, a.card) === faceOf(cards, b.card);
}

// A choice as a button: its card (if it names one) and its words.
export function choiceButton(option, cards, top) {
  const words = choiceWords(option, cards, top);
  const card = option.card !== null ? cards[option.card] : null;
  return part("button", "btn review-option", card ? [staticCard(card, "mini"), ` ${words}`] : words, { type: "button" });
}
