// The table's page: wires the parts together and starts them.
//
// Every rule lives in the Python engine: in ./worker.js for practice and the
// scored tables (the engine transport, engine.js), on the partner server for
// partner play (its transport, partner.js, inside the partner table's page,
// partner-table.js). Both transports offer the page the same seam:
// `send(type, args)` takes an intent, and every message they receive comes to
// `receive` here, whose views go to the store (store.js), which the one
// renderer (render.js) draws; input.js and keymap.js turn clicks and keys into
// intents. See docs/protocol.md.
//
//   address.js   what the address asks for (seed, pace, a seat's link)
//   engine.js    the engine worker: start, send, the watchdog, restart
//   store.js     the one state: the view, the catalogue, the selection, a drag, the dialog open
//   render.js    draws the store's view, the notice and error lines, the lost and fatal states
//   input.js     clicks
//   keymap.js    every key
//   drag.js      dragging cards to a place in a tray, by pointer or keys
//   scored.js    a scored table's chooser, seats, Drop and points
//   keeping.js   a scored match kept on this device as it is played, and resumed
//   games.js     Your games and Progress: what the device keeps of the scored tables
//   install.js   offline and Install game, loaded beside the table
//   l10n.js      every word, from the catalogs in the player's language

import { nextSeed, readAddress, reloadOnSeatLink, timeSeed } from "./shell/address.js";
import { ensureSprite, renderGroups, staticCard } from "./table/cards.js";
import { createConfirm } from "./shell/dialog.js";
import { setupDrag } from "./table/drag.js";
import { createEngine } from "./transport/engine.js";
import { setupGames } from "./games/games.js";
import { setupInput } from "./table/input.js";
import { createKeeping } from "./table/keeping.js";
import { setupKeys } from "./table/keymap.js";
import { languageControl, start as startLanguage } from "./l10n/l10n.js";
import { createRenderer, playingName } from "./table/render.js";
import { createReview } from "./games/review.js";
import { setupScored } from "./table/scored.js";
import { store } from "./shell/store.js";
import { setupTableClock } from "./table/table-clock.js";

// The engine's messages and view this page reads (docs/protocol.md); an engine or
// server speaking another version is refused, not half understood.
const PROTOCOL = 2;

// A press of Install game, or the browser's offer, while the words load is kept (setupOffline).
const earlyInstall = catchEarlyInstall();
// The words first: nothing is drawn before the catalogs of the player's language are in.
try {
  await startLanguage(["common", "table", "page", "friends", "games", "server"]);
} catch (err) {
  console.error("the catalogs could not be loaded:", err);
}

const address = readAddress();
const start = address.start; // the deal to ask for
let choice = null; // the table asked for in the address, checked against the engine's list
let transport = null; // {send(type, args)}: the engine worker, or the partner server's socket
let engine = null;

const scored = setupScored({
  send: (type, args) => act(type, args),
  cards: { groups: renderGroups, card: (card) => staticCard(card, "mini") },
});
const reviewBoard = createReview();
const table = createRenderer({ scored, settled, review: reviewBoard });
const keeping = createKeeping({ notice: (text) => table.showNotice(text) });
// The kept match sent to the engine to resume, until it answers; false once the
// first table was dealt (a restarted engine deals afresh).
let resuming = null;
let mayResume = true;
let games = null; // Your games and Progress (games.js), beside the engine's tables

function send(type, args) {
  if (transport) transport.send(type, args);
}

let lastIntent = null; // {type, args}: what a confirmation sends again

// One intent at a time: the view an intent is made from is the one its answer
// replaces. While one is unanswered, the same intent again (a double click on the
// draw pile) is nothing, and others wait their turn, each made when it goes, from
// the view then (Arrange, then Discard at once: the card Arrange suggests goes). An
// answer that never comes (a lost connection) holds nothing for longer than
// UNANSWERED_MS. `args` may be a function of nothing, read when the intent goes.
const UNANSWERED_MS = 4000;
let unanswered = null; // {type, args, at}: the intent sent and not yet answered
const waiting = []; // [{type, args}]: the intents made meanwhile, in order

const same = (a, b) => a.type === b.type && (a.args === b.args || JSON.stringify(a.args) === JSON.stringify(b.args));

// An intent from the table's controls: only while a table is up.
function act(type, args) {
  if (!store.view || store.lost) return;
  const intent = { type, args };
  if (unanswered && performance.now() - unanswered.at < UNANSWERED_MS) {
    if (!same(intent, unanswered) && !waiting.some((w) => same(intent, w))) waiting.push(intent);
    return;
  }
  table.showNotice("");
  const made = typeof args === "function" ? args() : args;
  lastIntent = { type, args: made };
  unanswered = { type, args, at: performance.now() };
  send(type, made);
}

// The answer to the intent sent came: the next one made meanwhile goes now.
function answered() {
  unanswered = null;
  if (waiting.length) {
    const next = waiting.shift();
    act(next.type, next.args);
  }
}

// Where a wrong declaration costs points, the engine asks before taking one of an
// incomplete hand (its refusal says what is missing and what it costs); the
// player's yes sends the same declaration again, confirmed.
const declaration = createConfirm({
  id: "confirm-declare",
  title: "confirm-declare-title",
  keep: "confirm-keep-playing",
  confirmClass: "declare-anyway",
  onConfirm: () => {
    if (lastIntent) act(lastIntent.type, { ...lastIntent.args, confirm: true });
  },
});

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

// ---------------------------------------------------------------------------
// What the transport receives.

// The "ready" message: an engine or server of another protocol version is refused.
function accept(msg) {
  if (msg.protocol === PROTOCOL) return true;
  table.showFatal({ id: "engine-versions-differ", args: { page: String(PROTOCOL), engine: String(msg.protocol) } });
  return false;
}

// Every other message, parsed: "ready" (once accepted), replies, events.
function receive(msg) {
  if (!msg || typeof msg !== "object") return;
  if (games) games.take(msg);
  take(msg);
  if (typeof msg.ok === "boolean") answered();
}

function take(msg) {
  if (msg.type === "ready") {
    // The server's hello brings the seat's view. From the worker, first the
    // engine's list of tables, to check the address against; a restarted
    // engine deals the table already chosen.
    if (msg.view) store.setView(msg.view);
    else if (choice === null) send("view");
    else newGame();
    return;
  }
  if (msg.type === "event") {
    if (msg.view) store.setView(msg.view);
    if (msg.event === "kept") keeping.take(msg.kept, store.view);
    return;
  }
  if (msg.ok === false && resuming) {
    // The kept match would not replay: a new match instead.
    keeping.refused(resuming, (msg.error && msg.error.message) || { id: "keeping-engine-refused", args: {} });
    resuming = null;
    newGame();
    return;
  }
  resuming = null;
  if (msg.ok === false) {
    const error = msg.error || {};
    if (store.view === null && error.code === "bad_request" && !start.retried) {
      // The engine would not take the seed from the address: fall back.
      start.retried = true;
      const seed = timeSeed();
      table.showNotice({ id: "address-seed-refused", args: { seed: String(start.seed), clock: String(seed) } });
      start.seed = seed;
      newGame();
      return;
    }
    if (msg.result) store.setView(msg.result);
    const v = store.view;
    if (error.code === "confirm_declaration") {
      declaration.ask(error.message, { id: "confirm-declare-anyway", args: {} });
    } else if (error.code === "not_your_turn" && v && v.phase === "bot") {
      table.showNotice({ id: "notice-bot-playing", args: { name: playingName(v) } });
    } else {
      table.showError(error.message || { id: "error-move-not-possible", args: {} });
    }
    return;
  }
  if (msg.ok === true && msg.result) {
    if (store.view === null && choice === null && msg.result.phase === "idle") {
      store.setCatalogue(msg.result);
      choice = scored.choose(address.params);
      if (choice.notes.length) table.showNotice([start.note, ...choice.notes].filter(Boolean));
      newGame();
      return;
    }
    table.clearError();
    store.setView(msg.result);
  }
}

// The table chosen, as its catalogue entry describes it: the guided first deal
// where it offers one; the seats and bots where the player chooses them (a
// table with a bot of its own seats just that one).
function newGame() {
  const { table } = choice;
  if (mayResume) {
    mayResume = false;
    // A scored table's address resumes the match of its kind kept on this device,
    // unless the chooser asked for a new one (&new=1, then taken out of the address).
    const fresh = address.params.get("new") !== null;
    if (fresh) {
      const url = new URL(window.location.href);
      url.searchParams.delete("new");
      window.history.replaceState(window.history.state, "", url);
    }
    const kept = table.scored && !fresh ? keeping.resumable(table.profile, choice.format) : null;
    if (kept) {
      resuming = kept;
      keeping.resumed(kept);
      send("resume", { match: kept.match, options: kept.options || {} });
      return;
    }
  }
  const args = { seed: start.seed, guided: start.guided && table.guided, profile: table.profile, format: choice.format };
  if (!table.bot) args.players = choice.players;
  if (!table.bot && choice.bot) args.bot = choice.bot;
  if (choice.clock) args.clock = { turn: choice.clock };
  send("new_game", args);
}

// ---------------------------------------------------------------------------
// The engine worker, and partner play.

function startEngine() {
  engine = createEngine(address.pace, {
    accept,
    receive,
    fatal: (text) => table.showFatal(text),
    lost: (reason) => table.showLost(reason),
    error: (text) => table.showError(text),
  });
  transport = engine;
  engine.start();
  games = setupGames({ send: (type, args) => act(type, args), review: reviewBoard, gameBar: document.querySelector(".game-bar") });
  // A bot table's turn clock, if chosen: the page times your turns (table-clock.js).
  setupTableClock(document.getElementById("status"), (type, args) => act(type, args));
}

// New shuffled deal after the engine was lost: a fresh worker deals the next seed.
function restartEngine() {
  start.seed = nextSeed(store.view);
  start.guided = false;
  start.retried = false;
  table.showRestarting();
  engine.restart();
}

// Partner play: the page's address carries a seat's link in its fragment.
async function startPartner(link) {
  // A partner match is its own table: no other table to choose (style.css).
  document.documentElement.dataset.play = "partner";
  table.showStatus({ id: "page-partner-joining", args: {} });
  let mod;
  try {
    mod = await import("./partner/partner-table.js");
  } catch (err) {
    table.showFatal({ id: "page-partner-needs-network", args: {} });
    return;
  }
  transport = mod.startPartner(link, {
    accept,
    receive,
    messages: { showError: table.showError, showNotice: table.showNotice, clearError: table.clearError },
    status: document.getElementById("status"),
    table: document.getElementById("table"),
  });
}

async function offerPartner() {
  try {
    const mod = await import("./partner/invite.js");
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

let offline = null; // install.js, once loaded
let isSettled = false;
let offlineRegistered = false;

function settled() {
  isSettled = true;
  registerOffline();
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
    offline = await import("./shell/install.js");
  } catch (err) {
    const explain = () => table.showNotice({ id: "install-use-menu", args: {} });
    install.addEventListener("click", explain);
    if (earlyInstall.pressed) explain();
    return;
  } finally {
    earlyInstall.stop();
  }
  if (typeof offline.setupInstall === "function") {
    const installer = offline.setupInstall(install, table.showNotice, { offer: earlyInstall.offered });
    if (earlyInstall.pressed) installer.install();
  }
  if (isSettled) registerOffline();
}

function registerOffline() {
  if (offlineRegistered || !offline || typeof offline.registerServiceWorker !== "function") return;
  if (window.self !== window.top) return;
  offlineRegistered = true;
  offline.registerServiceWorker();
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
  offerPartner();
}
ensureSprite();
setupOffline();
