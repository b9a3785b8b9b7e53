// The table's page: makes the controller, the views and the transport, and starts them.
//
// Every rule lives in the Python engine: in ./worker.js for practice and the
// scored tables (the engine transport, transport/engine.js), on the partner
// server for partner play (its transport, transport/partner.js, inside the
// partner table's page, partner/partner-table.js). Both transports offer the
// same seam: `send(type, args)` takes an intent, and every message they receive
// comes to the controller (table/controller.js), which owns the state (the
// store), the intents on their way and the transport; its views go to the store,
// which the one renderer (table/render.js) draws; table/input.js and
// table/keymap.js turn clicks and keys into the controller's intents. See
// docs/protocol.md, and docs/architecture.md for the folders:
//
//   l10n/       every word, from the catalogs in the player's language (@fluent/dom)
//   shell/      the page's frame: the address, the device's keeping, the store, dialogs, install
//   transport/  the engine worker (start, send, the watchdog, restart), the partner server
//   table/      the controller, the renderer, input, keys, drag, a scored table's parts
//   games/      Your games, Progress and a deal's review
//   learn/      Learn: puzzles on a table's layout, rated; the daily puzzle, the streak
//   partner/    partner play's table, pages, invitations and notifications

import { nextSeed, readAddress, reloadOnSeatLink } from "./shell/address.js";
import { ensureSprite, renderGroups, staticCard } from "./table/cards.js";
import { createConfirm } from "./shell/dialog.js";
import { setupDrag } from "./table/drag.js";
import { createEngine } from "./transport/engine.js";
import { setupInput } from "./table/input.js";
import { createKeeping } from "./table/keeping.js";
import { setupKeys } from "./table/keymap.js";
import { TABLE_AREAS, languageControl, more as moreWords, start as startLanguage } from "./l10n/l10n.js";
import { createController } from "./table/controller.js";
import { createDiscards } from "./table/discards.js";
import { createRenderer } from "./table/render.js";
import { setupScored } from "./table/scored.js";
import { store } from "./shell/store.js";

// A press of Install game, or the browser's offer, while the words load is kept (setupOffline).
const earlyInstall = catchEarlyInstall();
const address = readAddress();
// ?learn opens the Learn view (learn/) at once, the table waiting behind it.
const learning = address.params.has("learn");
// The words first: nothing is drawn before the catalogs of the player's language are
// in; those of the first view only (a bot table's; boot.js has most likely asked for
// them), the others once it is drawn (settled).
try {
  if (address.link || learning) await startLanguage([...TABLE_AREAS.first, ...TABLE_AREAS.later]);
  else await startLanguage(TABLE_AREAS.first, undefined, TABLE_AREAS.later);
} catch (err) {
  console.error("the catalogs could not be loaded:", err);
}

const start = address.start; // the deal to ask for
// The table's controller: the state, the intents on their way and the transport.
const ctrl = createController({ store, address });
const act = ctrl.act;

// What every seat threw: a button in each seat's box, and their dialog.
const discards = createDiscards();
const scored = setupScored({
  send: act,
  cards: { groups: renderGroups, card: (card) => staticCard(card, "mini") },
  discards,
});
// Your games, a deal's review and "Try this turn again" (games/) load after the first
// view; a review the engine's view brings meanwhile waits for them.
const reviewBoard = { show: (...args) => loadGames().then((board) => board.show(...args)) };
// Install and offline support, once the table has settled (see setupOffline).
const offline = { module: null, settled: false, registered: false };
let viewed = null;
const firstView = new Promise((resolve) => {
  viewed = resolve;
});
const table = createRenderer({ scored, settled, review: reviewBoard, discards });
const keeping = createKeeping({ notice: (text) => table.showNotice(text) });

// Where a wrong declaration costs points, the engine asks before taking one of an
// incomplete hand (its refusal says what is missing and what it costs); the
// player's yes sends the same declaration again, confirmed.
const declaration = createConfirm({
  id: "confirm-declare",
  title: "confirm-declare-title",
  keep: "confirm-keep-playing",
  confirmClass: "declare-anyway",
  onConfirm: () => ctrl.confirmLast(),
});
ctrl.use({ table, keeping, scored, declaration });

const live = document.getElementById("drag-live");
const drag = setupDrag({
  trays: document.getElementById("trays"),
  canMove: () => Boolean(store.view && !store.lost && store.view.controls.move),
  handIds: table.handIds,
  move: (cards, tray, index) => {
    store.selection.clear();
    act("move", { cards, tray, index });
  },
  announce: (text) => {
    live.textContent = text;
  },
});

setupInput({
  act,
  handIds: table.handIds,
  // After a lost engine, a fresh one; at a scored table a match in progress is asked about first (scored.js).
  newDeal: () => (store.lost ? restartEngine() : scored.startNew(() => act("new_deal", {}))),
});
setupKeys({ act, drag, askDrop: scored.askDrop });

// A style sheet of the page's, added once; resolves when it is in (or could not load).
const sheets = new Map();
function stylesheet(href) {
  if (!sheets.has(href)) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    sheets.set(href, new Promise((resolve) => {
      link.addEventListener("load", resolve);
      link.addEventListener("error", resolve);
    }));
    document.head.append(link);
  }
  return sheets.get(href);
}

// ---------------------------------------------------------------------------
// The engine worker, and partner play.

function startEngine() {
  const engine = ctrl.connect(createEngine(address.pace, {
    accept: ctrl.accept,
    receive: ctrl.receive,
    fatal: (text) => table.showFatal(text),
    lost: (reason) => table.showLost(reason),
    error: (text) => table.showError(text),
  }));
  engine.start();
}

// Your games and the review board, in this engine, once (after the first view, or at a
// review asked for before). "Try this turn again" plays the deal on from that turn (branch.js).
let games = null;
function loadGames() {
  games ||= Promise.all([import("./games/review.js"), import("./games/games.js"), import("./games/branch.js"),
    stylesheet("./games.css"), stylesheet("./review.css"), stylesheet("./branch.css")])
    .then(([review, list, branch]) => {
      const board = review.createReview();
      list.setupGames({ ask: ctrl.ask, review: board, gameBar: document.querySelector(".game-bar") });
      branch.setupBranch({ ask: ctrl.ask, review: board });
      return board;
    });
  return games;
}

// The Learn view (learn/), made once, when first opened: the game bar's Learn, the
// address ?learn (the guide links to it), or the browser's Back and Forward between them.
// Its requests wait for the table's first view (the engine is up, or could not start).
let learn = null;
function loadLearn() {
  const ask = (type, args) => firstView.then(() => ctrl.ask(type, args));
  learn ||= Promise.all([import("./learn/learn.js"), stylesheet("./review.css"), stylesheet("./learn.css")])
    .then(([mod]) => mod.createLearn({ ask, close: () => showLearn(false, true) }));
  return learn;
}

// Learn in place of the table (`on`), or the table again; `address`: written into the address.
async function showLearn(on, address = false) {
  if (address) {
    const url = new URL(window.location.href);
    if (on) url.searchParams.set("learn", "");
    else url.searchParams.delete("learn");
    window.history.pushState(window.history.state, "", url.href.replace("learn=", "learn"));
  }
  const table = document.getElementById("table");
  document.documentElement.dataset.view = on ? "learn" : "table";
  if (!on) {
    if (learn) (await learn).hide();
    table.hidden = false;
    document.getElementById("learn-link").focus();
    return;
  }
  try {
    const view = await loadLearn();
    table.hidden = true;
    await view.open();
  } catch (err) {
    table.hidden = false;
    console.error("Learn could not be loaded:", err);
  }
}

function setupLearnLink() {
  const link = document.getElementById("learn-link");
  link.addEventListener("click", (event) => {
    event.preventDefault();
    showLearn(true, true);
  });
  window.addEventListener("popstate", () => {
    const on = new URLSearchParams(window.location.search).has("learn");
    if (on || learn) showLearn(on);
  });
}

// New shuffled deal after the engine was lost: a fresh worker deals the next seed.
function restartEngine() {
  start.seed = nextSeed(store.view);
  start.guided = false;
  start.retried = false;
  table.showRestarting();
  ctrl.transport.restart();
}

// Partner play: the page's address carries a seat's link in its fragment.
async function startPartner(link) {
  // A partner match is its own table: no other table to choose (style.css).
  document.documentElement.dataset.play = "partner";
  table.showStatus({ id: "page-partner-joining", args: {} });
  let mod;
  try {
    [mod] = await Promise.all([import("./partner/partner-table.js"), stylesheet("./partner.css")]);
  } catch (err) {
    table.showFatal({ id: "page-partner-needs-network", args: {} });
    return;
  }
  ctrl.connect(mod.startPartner(link, {
    accept: ctrl.accept,
    receive: ctrl.receive,
    messages: { showError: table.showError, showNotice: table.showNotice, clearError: table.clearError },
    status: document.getElementById("status"),
    table: document.getElementById("table"),
  }));
}

async function offerPartner() {
  try {
    const [mod] = await Promise.all([import("./partner/invite.js"), stylesheet("./partner.css")]);
    mod.setupInvite(document.querySelector(".game-bar"));
  } catch (err) {
    // Partner play is offered only where its module and the server are there.
  }
}

// ---------------------------------------------------------------------------
// Install and offline support (a separate module; the table works without it).
// The service worker downloads the whole site for offline play; it waits until
// the table has settled (its first deal is on the table, or it could not
// start), so that it does not slow the engine's start.

// The first view is drawn (or the table could not start): what it did not need comes now.
function settled() {
  if (offline.settled) return;
  offline.settled = true;
  viewed();
  setupOffline();
  if (address.link) return;
  moreWords()
    .catch((err) => console.error("the catalogs could not be loaded:", err))
    .then(() => {
      document.getElementById("learn-link").hidden = false; // its words are in
      offerPartner();
    });
  loadGames().catch((err) => console.error("Your games could not be loaded:", err));
  // A bot table's turn clock, if chosen: the page times your turns (table-clock.js), from the first.
  import("./table/table-clock.js")
    .then((mod) => mod.setupTableClock(document.getElementById("status"), act))
    .catch((err) => console.error("the turn clock could not be loaded:", err));
}

// A press, or the browser's offer (early for a returning visitor), that comes
// before install.js (or before the page's words) is kept and answered once it has come.
function catchEarlyInstall() {
  const install = document.getElementById("install");
  const early = { pressed: false, offered: null };
  const press = () => {
    early.pressed = true;
  };
  const keepOffer = (event) => {
    event.preventDefault();
    early.offered = event;
  };
  install.addEventListener("click", press);
  window.addEventListener("beforeinstallprompt", keepOffer);
  early.stop = () => {
    install.removeEventListener("click", press);
    window.removeEventListener("beforeinstallprompt", keepOffer);
  };
  return early;
}

async function setupOffline() {
  const install = document.getElementById("install");
  try {
    offline.module = await import("./shell/install.js");
  } catch (err) {
    const explain = () => table.showNotice({ id: "install-use-menu", args: {} });
    install.addEventListener("click", explain);
    if (earlyInstall.pressed) explain();
    return;
  } finally {
    earlyInstall.stop();
  }
  if (typeof offline.module.setupInstall === "function") {
    const installer = offline.module.setupInstall(install, table.showNotice, { offer: earlyInstall.offered });
    if (earlyInstall.pressed) installer.install();
  }
  if (offline.settled) registerOffline();
}

function registerOffline() {
  const mod = offline.module;
  if (offline.registered || !mod || typeof mod.registerServiceWorker !== "function") return;
  if (window.self !== window.top) return;
  offline.registered = true;
  mod.registerServiceWorker();
}

// ---------------------------------------------------------------------------

reloadOnSeatLink();
// The language, changed at any time from the game bar: the table is said again at once (render.js).
document.querySelector(".game-bar").append(languageControl());
// The engine first (boot.js has most likely started its worker already): its
// runtime loads while the page draws the rest.
if (address.link) startPartner(address.link);
else {
  startEngine();
  if (start.note) table.showNotice(start.note);
  setupLearnLink();
  if (learning) showLearn(true);
}
ensureSprite();
