// What was thrown: every seat's discards this deal, in order, with the cards a
// seat took from the pile marked with who took them. Drawn from the view's
// seats[].discards only (a card drawn from the draw pile is never in it). Each
// seat's box holds a "Discards" button (createDiscards) that opens them all in
// a dialog at that seat's list; the review's step-through draws the same lists
// (seatLists) as they were at a turn.

import { cardWords, staticCard } from "./cards.js";
import { createDialog, openDialog } from "../shell/dialog.js";
import { part, said } from "../shell/dom.js";
import { t } from "../l10n/l10n.js";
import { store } from "../shell/store.js";
import { seatName } from "../l10n/names.js";

// Who took a card, as a list item says it ("taken by Mira", "taken by you").
function takenBy(seats, number) {
  const seat = seats.find((s) => s.seat === number);
  if (!seat) return t("discards-taken-by-another");
  return seat.you ? t("discards-taken-by-you") : t("discards-taken-by", { name: seatName(seat) });
}

// One discard: its mini card (named in words beside it for screen readers) and,
// when a seat took it, who did, in words everyone reads.
function item(entry, seats) {
  const card = staticCard(entry.card, "mini");
  card.removeAttribute("role");
  card.removeAttribute("aria-label");
  card.setAttribute("aria-hidden", "true");
  const taken = entry.taken_by === null ? "" : takenBy(seats, entry.taken_by);
  const words = entry.starter ? t("discards-first-open-card", { taken }) : taken;
  return part("li", entry.taken_by === null ? "discard" : "discard taken", [
    card,
    part("span", "visually-hidden", cardWords(entry.card) + (words ? ", " : "")),
    words ? part("span", "discard-taken", words) : "",
  ]);
}

// Each seat's list under its name: `seats` as the view has them ({seat, name, you,
// discards}); `prefix` keeps the ids apart where two boards are on the page, and
// `heading` is the names' level there.
export function seatLists(seats, prefix, heading = "h3") {
  return seats.map((seat) => {
    const id = `${prefix}-seat-${seat.seat}`;
    const who = seat.you ? t("name-you") : seatName(seat);
    const title = part(heading, "discards-name",
      `${who} · ${t("discards-thrown", { count: seat.discards.filter((e) => !e.starter).length })}`, { id, tabindex: -1 });
    const list = seat.discards.length
      ? part("ol", "discard-list", seat.discards.map((entry) => item(entry, seats)), { "aria-labelledby": id })
      : said("p", "discards-none", "discards-none");
    return part("section", "discards-seat", [title, list], { "data-seat": seat.seat });
  });
}

// The table's "Discards" buttons and their dialog: `button(seat)` for each seat's box,
// then `render(view)` keeps their words and counts; the dialog, made at the first
// button, draws the seats of the view on the table (the store's), kept nowhere else.
//
//   const discards = createDiscards();
//   box.append(discards.button(seat));
//   discards.render(view);
export function createDiscards() {
  let board = null; // {dialog, seats}
  const buttons = new Set();

  // The seats that carry their discards, from the view on the table.
  function thrown() {
    const v = store.view;
    return v && Array.isArray(v.seats) ? v.seats.filter((s) => Array.isArray(s.discards)) : null;
  }

  function ensureBoard() {
    if (board) return board;
    const dialog = createDialog({
      id: "discards",
      className: "confirm discards",
      labelledBy: "discards-title",
      describedBy: "discards-about",
      children: [
        said("h2", "", "discards-title", { id: "discards-title" }),
        said("p", "discards-about", "discards-about", { id: "discards-about" }),
        part("div", "discards-seats", [], { id: "discards-seats" }),
        part("div", "confirm-buttons", [said("button", "btn keep discards-close", "discards-close", { type: "button" })]),
      ],
      closeWith: ".discards-close",
    });
    board = { dialog, seats: dialog.querySelector("#discards-seats") };
    return board;
  }

  function fill() {
    const seats = thrown();
    if (!board || !seats) return;
    // A list drawn again while open keeps the focus where it was (a seat's title).
    const focused = board.seats.contains(document.activeElement) ? document.activeElement.id : "";
    board.seats.replaceChildren(...seatLists(seats, "discards"));
    if (focused && board.dialog.querySelector(`#${focused}`)) {
      board.dialog.querySelector(`#${focused}`).focus({ preventScroll: true });
    }
  }

  function open(number) {
    const { dialog, seats } = ensureBoard();
    fill();
    openDialog(dialog);
    // At the seat whose button opened it (its list first in sight, the title above).
    const title = seats.querySelector(`#discards-seat-${number}`);
    dialog.scrollTop = 0;
    if (title) {
      title.focus({ preventScroll: true });
      if (title.getBoundingClientRect().bottom > dialog.getBoundingClientRect().bottom) {
        title.scrollIntoView({ block: "start" });
      }
    }
  }

  // The button a seat's box holds; render() keeps its words and count.
  function button(number) {
    ensureBoard();
    const count = part("span", "discards-count", "");
    const made = part("button", "btn discards-button", [said("span", "discards-word", "discards-button"), " ", count],
      { type: "button", "data-seat": number });
    made.addEventListener("click", () => open(Number(made.dataset.seat)));
    buttons.add(made);
    return made;
  }

  // The view's seats, for every button on the page and the dialog if it is open.
  function render() {
    const seats = thrown();
    for (const made of buttons) {
      if (!made.isConnected) {
        buttons.delete(made);
        continue;
      }
      const seat = seats && seats.find((s) => s.seat === Number(made.dataset.seat));
      made.hidden = !seat;
      if (!seat) continue;
      const n = seat.discards.filter((e) => !e.starter).length;
      // Its name is one message, whose the discards are with the button's own words in it.
      const name = seat.you ? t("discards-of-yours", { count: n }) : t("discards-of", { name: seatName(seat), count: n });
      if (made.getAttribute("aria-label") !== name) made.setAttribute("aria-label", name);
      if (made.lastChild.textContent !== String(n)) made.lastChild.textContent = String(n);
    }
    if (board && board.dialog.open) fill();
  }

  return { button, render };
}
