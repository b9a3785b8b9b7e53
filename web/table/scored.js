// The scored tables' parts of the page: the table chooser, the other seats,
// the Drop button and the results with standings. The page hands in how to
// send an intent and how to draw cards; each view it renders comes here too,
// whatever sent it (the engine worker or the partner server). Whether a table
// is scored is the view's to say (`scored`), never its name's.

import { createChooser, readChoice, tableTitle } from "./chooser.js";
import { createConfirm } from "../shell/dialog.js";
import { createDrop } from "./drop.js";
import { msg, setMessage, t } from "../l10n/l10n.js";
import { createResults } from "./results.js";
import { createSeats } from "./seats.js";
import { store } from "../shell/store.js";

export function setupScored({ send, cards, discards }) {
  const botSeat = document.getElementById("bot-seat");
  const table = document.getElementById("table");
  const chooser = createChooser(document.querySelector(".game-bar"));
  const seats = createSeats(botSeat, discards);
  const drop = createDrop(document.querySelector(".piles"), send);
  const results = createResults(document.getElementById("result"), send, cards);
  const brandSub = document.querySelector(".brand-sub");
  let startNewMatch = null; // what "Start a new match" does, once confirmed
  const newMatch = createConfirm({
    id: "new-match-confirm",
    title: "confirm-new-match-title",
    keep: "confirm-keep-playing",
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
    const newLabel = t(scored ? "game-new-match" : "game-new-deal");
    for (const button of document.querySelectorAll(".new-deal")) {
      if (button.textContent !== newLabel) button.textContent = newLabel;
    }
    // The practice table's words are the page's own (index.html); a scored table names itself.
    const title = msg(v.profile_title) || tableTitle(v.profile, store.catalogue && store.catalogue.tables);
    // Said by its message, never as text: a message set on it earlier (partner play's
    // "partner play") is translated later and would write over text set here.
    const subId = scored ? "brand-scored-table" : "brand-practice";
    const subArgs = scored ? { table: v.profile, title, format: msg(v.standings.title) } : null;
    if (brandSub && (brandSub.getAttribute("data-l10n-id") !== subId
        || brandSub.getAttribute("data-l10n-args") !== (subArgs && JSON.stringify(subArgs)))) {
      setMessage(brandSub, subId, subArgs);
      document.title = scored ? t("page-title-scored", { table: t(subId, subArgs) }) : t("page-title");
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
    const format = msg(st.title);
    // The stage inside a sentence is its own words ("deal 2 of 3"), not its title's.
    const where = st.stage ? t("confirm-new-match-where", { format, stage: st.stage.id, ...st.stage.args }) : format;
    newMatch.ask({ id: "confirm-new-match-text", args: { where } }, { id: "confirm-new-match", args: {} });
  }

  return { choose, render, startNew, askDrop: drop.ask };
}
