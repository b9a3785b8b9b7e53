// The scored tables' parts of the page: the table chooser, the other seats,
// the Drop button and the results with standings. The page hands in how to
// send an intent and how to draw cards; each view it renders comes here too,
// whatever sent it (the engine worker or the partner server). Whether a table
// is scored is the view's to say (`scored`), never its name's.

import { createChooser, readChoice, tableTitle } from "./chooser.js";
import { createConfirm } from "./dialog.js";
import { createDrop } from "./drop.js";
import { createResults } from "./results.js";
import { createSeats } from "./seats.js";
import { store } from "./store.js";

export function setupScored({ send, cards }) {
  const botSeat = document.getElementById("bot-seat");
  const table = document.getElementById("table");
  const chooser = createChooser(document.querySelector(".game-bar"));
  const seats = createSeats(botSeat);
  const drop = createDrop(document.querySelector(".piles"), send);
  const results = createResults(document.getElementById("result"), send, cards);
  const brandSub = document.querySelector(".brand-sub");
  const practiceTitle = document.title;
  const practiceSub = brandSub ? brandSub.textContent : "";
  let startNewMatch = null; // what "Start a new match" does, once confirmed
  const newMatch = createConfirm({
    id: "new-match-confirm",
    title: "Leave this match?",
    keep: "Keep playing",
    confirmClass: "confirm-new",
    onConfirm: () => startNewMatch && startNewMatch(),
  });

  // The table the address asks for, checked against the engine's catalogue
  // (the store's, from the view before the first deal, which also fills the chooser).
  function choose(params) {
    chooser.offer();
    return readChoice(params, store.catalogue);
  }

  function render(v) {
    const scored = Boolean(v.scored);
    botSeat.hidden = scored;
    table.classList.toggle("scored", scored);
    // Four seats or more: on a wide screen the others take a row of their own.
    table.classList.toggle("crowded", scored && v.seats.length >= 4);
    const newLabel = scored ? "New match" : "New shuffled deal";
    for (const button of document.querySelectorAll(".new-deal")) {
      if (button.textContent !== newLabel) button.textContent = newLabel;
    }
    const title = v.profile_title || tableTitle(v.profile, store.catalogue && store.catalogue.tables);
    const sub = scored ? `${title.toLowerCase()} table · ${v.standings.title}` : practiceSub;
    if (brandSub && brandSub.textContent !== sub) {
      brandSub.textContent = sub;
      document.title = scored ? `Indian Rummy ${sub}` : practiceTitle;
    }
    if (!scored) {
      seats.hide();
      drop.hide();
      results.hide();
      return;
    }
    const focused = document.activeElement;
    seats.render(v);
    drop.render(v);
    results.render(v);
    // The winner's row of the points shows the winning groups; one copy is enough.
    if (v.result) document.getElementById("result-groups").hidden = true;
    // Next deal hides itself once used: keep keyboard focus on the table.
    if (focused === results.next && results.next.hidden) {
      document.getElementById("status").focus({ preventScroll: true });
    }
  }

  // New match: a match in progress (not yet won) ends only once the player says
  // so, since a stray tap would throw away its scores; practice deals and
  // finished matches start again at once.
  function startNew(go) {
    const current = store.view;
    const st = current && current.scored ? current.standings : null;
    if (!st || st.over) {
      go();
      return;
    }
    startNewMatch = go;
    const where = st.stage ? `${st.title}, ${st.stage.toLowerCase()}` : st.title;
    newMatch.ask(
      `The match in progress (${where}) ends here and its scores are lost. A new match starts from the first deal.`,
      "Start a new match"
    );
  }

  return { choose, render, startNew, askDrop: drop.ask };
}
