// The table's page: renders the engine's view and sends intents.
//
// Every rule lives in the Python engine: in ./worker.js for practice and the
// scored tables, on the partner server for partner play (./partner.js). This
// file only draws what the view says (labels, enabled controls, status,
// messages) and turns clicks and keys into requests; see docs/protocol.md.
// The two sources meet in one seam: a transport takes request text
// (`post`) and hands every message it receives to `receive`.

import { cardName, cardSVG, ensureSprite } from "./cards.js";
import { setupScored } from "./scored.js";
import { partnerLink } from "./link.js";

const $ = (id) => document.getElementById(id);
const MAX_SEED = Number.MAX_SAFE_INTEGER; // seeds must survive JSON in JavaScript
// The engine's messages and view this page reads (docs/protocol.md); an engine or
// server speaking another version is refused, not half understood.
const PROTOCOL = 2;

const el = {
  table: $("table"),
  status: $("status"),
  seed: $("seed"),
  guided: $("guided"),
  botName: $("bot-seat-title"),
  botCount: $("bot-seat-count"),
  botCards: $("bot-seat-cards"),
  botMessage: $("bot-seat-message"),
  botGroups: $("bot-seat-groups"),
  stock: $("stock"),
  stockCount: $("stock-count"),
  discardPile: $("discard-pile"),
  discardArt: $("discard-art"),
  discardCount: $("discard-count"),
  indicator: $("indicator"),
  wildText: $("wild-text"),
  message: $("message"),
  notice: $("notice"),
  error: $("error"),
  result: $("result"),
  resultTitle: $("result-title"),
  resultText: $("result-text"),
  resultGroups: $("result-groups"),
  handCount: $("hand-count"),
  trays: Array.from(document.querySelectorAll(".tray")),
  moves: Array.from(document.querySelectorAll(".btn.move")),
  discard: $("discard"),
  declare: $("declare"),
  discardDeclare: $("discard-declare"),
  arrange: $("arrange"),
  newDeals: Array.from(document.querySelectorAll(".new-deal")),
  install: $("install"),
  hint: $("step-hint"),
};

// ---------------------------------------------------------------------------
// Address parameters: seed, random, pace.

function timeSeed() {
  return (Date.now() % 1000000000) + 1;
}

function readStart(params) {
  const raw = params.get("seed");
  const randomRaw = params.get("random");
  const shuffled = randomRaw !== null && !/^(0|false|no)?$/i.test(randomRaw.trim());
  if (raw === null) return { seed: timeSeed(), guided: !shuffled, note: "" };
  const text = raw.trim();
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    if (value >= 1 && value <= MAX_SEED && String(value) === text.replace(/^0+/, "")) {
      return { seed: value, guided: !shuffled, note: "" };
    }
  }
  const seed = timeSeed();
  const shown = text.length > 24 ? text.slice(0, 24) + "…" : text;
  return {
    seed,
    guided: !shuffled,
    note:
      `The seed “${shown}” in the address is not a whole number from 1 to ${MAX_SEED}, ` +
      `so this table uses seed ${seed}, taken from the clock.`,
  };
}

function readPace(params) {
  const raw = params.get("pace");
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

const params = new URLSearchParams(window.location.search);
const start = readStart(params);
let choice = null; // the table asked for in the address, checked against the engine's list
const pace = readPace(params);

// ---------------------------------------------------------------------------
// The address: a shuffled deal's seed is written into it (no reload), so a
// reload or a shared link deals the same cards again.

function writeSeedToAddress(v) {
  if (v.guided || typeof v.seed !== "number") return;
  const url = new URL(window.location.href);
  if (url.searchParams.get("seed") === String(v.seed) && url.searchParams.get("random") === "1") return;
  url.searchParams.set("seed", String(v.seed));
  url.searchParams.set("random", "1");
  window.history.replaceState(window.history.state, "", url);
}

// ---------------------------------------------------------------------------
// The transport: the engine worker, or the partner server's socket. The page
// watches its worker: one that errors, closes or stops answering is given up,
// and New shuffled deal starts a fresh one. (The server's socket watches
// itself and reconnects: partner.js.)

const STARTUP_TIMEOUT_MS = 60000; // loading the runtime on a slow phone
const ANSWER_TIMEOUT_MS = 10000; // any request, and a bot's turn after its pace
let worker = null;

let transport = null; // {post(text)}
let ready = false;
let engineLost = false;
let nextId = 1;
let view = null;
let renderCount = 0;
let fatalShown = false;
let botPace = 900; // the worker's pace for bot turns, from its ready message
const waiting = new Map(); // request id -> timer
let botWatch = null;
let startupWatch = null;

function send(type, args = {}) {
  if (!transport || !ready) return;
  const id = nextId++;
  if (worker) waiting.set(id, setTimeout(() => loseEngine("it stopped answering"), ANSWER_TIMEOUT_MS));
  transport.post(JSON.stringify({ id, type, args }));
}

function answered(id) {
  if (!waiting.has(id)) return;
  clearTimeout(waiting.get(id));
  waiting.delete(id);
}

// While a bot plays, the worker pushes its turn by itself: expect it in time.
function watchBots(v) {
  clearTimeout(botWatch);
  botWatch = null;
  if (worker && v.phase === "bot") {
    botWatch = setTimeout(() => loseEngine(`${playingName(v)}'s turn never came back`), botPace + ANSWER_TIMEOUT_MS);
  }
}

function stopWatching() {
  for (const timer of waiting.values()) clearTimeout(timer);
  waiting.clear();
  clearTimeout(botWatch);
  clearTimeout(startupWatch);
  botWatch = null;
  startupWatch = null;
}

// The name of the seat whose turn it is (a bot's, while the worker plays it).
function playingName(v) {
  const seat = Array.isArray(v.seats) ? v.seats.find((s) => s.turn) : null;
  return seat ? seat.name : "Mira";
}

// Every message from the transport, parsed: replies, events, "ready".
function receive(msg) {
  if (!msg || typeof msg !== "object") return;
  if (msg.type === "ready") {
    if (msg.protocol !== PROTOCOL) {
      showFatal(`This page and its game engine come from different versions (page ${PROTOCOL}, engine ${msg.protocol}). Reload the page to get them in step.`);
      return;
    }
    ready = true;
    clearTimeout(startupWatch);
    if (typeof msg.pace === "number") botPace = msg.pace;
    // The server's hello brings the seat's view. From the worker, first the
    // engine's list of tables, to check the address against; a restarted
    // engine deals the table already chosen.
    if (msg.view) render(msg.view);
    else if (choice === null) send("view");
    else newGame();
    return;
  }
  if (msg.type === "event") {
    if (msg.event === "fatal") {
      if (ready && worker) loseEngine(msg.message || "it failed");
      else showFatal(msg.message || "The game engine could not start.");
    } else if (msg.view) {
      render(msg.view);
    }
    return;
  }
  answered(msg.id);
  if (msg.ok === false) {
    const error = msg.error || {};
    if (view === null && error.code === "bad_request" && !start.retried) {
      // The engine would not take the seed from the address: fall back.
      start.retried = true;
      const seed = timeSeed();
      showNotice(`The engine refused seed ${start.seed}, so this table uses seed ${seed}, taken from the clock.`);
      start.seed = seed;
      newGame();
      return;
    }
    if (msg.result) render(msg.result);
    if (error.code === "not_your_turn" && view && view.phase === "bot") {
      showNotice(`${playingName(view)} is playing… your turn comes next.`);
    } else {
      showError(error.message || "That move is not possible now.");
    }
    return;
  }
  if (msg.ok === true && msg.result) {
    if (view === null && choice === null && msg.result.phase === "idle") {
      choice = scored.choose(params, msg.result);
      if (choice.notes.length) showNotice([start.note, ...choice.notes].filter(Boolean).join(" "));
      newGame();
      return;
    }
    clearError();
    render(msg.result);
  }
}

function newGame() {
  const practice = choice.profile === "practice";
  const args = { seed: start.seed, guided: start.guided && practice, profile: choice.profile, format: choice.format };
  if (!practice) args.players = choice.players;
  send("new_game", args);
}

function startWorker() {
  const url = new URL("./worker.js", import.meta.url);
  if (pace !== null) url.searchParams.set("pace", String(pace));
  ready = false;
  engineLost = false;
  try {
    worker = new Worker(url, { type: "module" });
  } catch (err) {
    showFatal("This browser cannot run the game engine (module workers are needed).");
    return;
  }
  const mine = worker;
  transport = { post: (text) => mine.postMessage(text) };
  worker.addEventListener("message", (event) => {
    if (worker !== mine) return;
    let msg;
    try {
      msg = typeof event.data === "string" ? JSON.parse(event.data) : event.data;
    } catch (err) {
      showError("The game engine sent something unreadable.");
      return;
    }
    receive(msg);
  });
  worker.addEventListener("messageerror", () => {
    if (worker === mine) loseEngine("its message could not be read");
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    if (worker !== mine) return;
    const detail = event.message ? ": " + event.message : "";
    if (ready) loseEngine("it failed" + detail);
    else showFatal("The game engine could not start" + (detail || "."));
  });
  startupWatch = setTimeout(() => {
    if (!ready) showFatal("The game engine could not start: it took too long to load.");
  }, STARTUP_TIMEOUT_MS);
}

// The engine is gone after the table was playing: say so once, keep the last
// view on screen, and leave only New shuffled deal, which brings a fresh engine.
function loseEngine(reason) {
  if (engineLost || !worker) return;
  engineLost = true;
  ready = false;
  stopWatching();
  worker.terminate();
  el.status.textContent = "The game engine stopped";
  showError(`The game engine stopped working (${reason}). Press New shuffled deal to start again.`);
  el.table.dataset.phase = "lost";
  el.table.setAttribute("aria-busy", "false");
  for (const control of [el.stock, el.discardPile, el.discard, el.declare, el.discardDeclare, el.arrange, ...el.moves]) {
    control.disabled = true;
  }
  for (const card of cardButtons.values()) card.setAttribute("aria-disabled", "true");
  for (const button of el.newDeals) button.disabled = false;
  renderHint();
}

// New shuffled deal after the engine was lost: a fresh worker deals the next seed.
function restartEngine() {
  const seed = view && typeof view.seed === "number" && view.seed < MAX_SEED ? view.seed + 1 : timeSeed();
  start.seed = seed;
  start.guided = false;
  start.retried = false;
  view = null;
  for (const button of el.newDeals) button.disabled = true;
  el.status.textContent = "Setting up the table…";
  el.table.setAttribute("aria-busy", "true");
  clearError();
  startWorker();
}

// ---------------------------------------------------------------------------
// Messages.

let errorToken = 0;

function showError(text) {
  // Cleared first, so that the same refusal twice is announced twice.
  const token = ++errorToken;
  el.error.textContent = "";
  el.error.classList.add("shown");
  requestAnimationFrame(() => {
    if (token === errorToken) el.error.textContent = text;
  });
}

function clearError() {
  errorToken += 1;
  if (!el.error.textContent) return;
  el.error.textContent = "";
  el.error.classList.remove("shown");
}

function showNotice(text) {
  el.notice.textContent = text;
  el.notice.classList.toggle("shown", Boolean(text));
}

function showFatal(text) {
  if (fatalShown) return;
  fatalShown = true;
  registerOffline();
  el.status.textContent = "The table could not start";
  showError(text + " Reloading the page may help.");
  el.table.setAttribute("aria-busy", "false");
}

// ---------------------------------------------------------------------------
// Rendering, from the view only.

const cardButtons = new Map(); // card id -> button in the hand
let lastFocusedCard = null;
let lastDrawn = null;

function faceKey(card) {
  return card.code + (card.wild ? "*" : "");
}

function setFace(target, card) {
  const key = faceKey(card);
  if (target.dataset.face !== key) {
    target.dataset.face = key;
    target.querySelector(".face").innerHTML = cardSVG(card);
  }
  target.classList.toggle("red", card.suit === "H" || card.suit === "D");
  target.classList.toggle("wild", Boolean(card.wild));
}

function makeHandCard(card) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "card";
  button.dataset.id = String(card.id);
  button.innerHTML =
    '<span class="face"></span>' +
    '<span class="wild-dot" aria-hidden="true"></span>' +
    '<span class="picked-mark" aria-hidden="true">↑</span>' +
    '<span class="drawn-tag" aria-hidden="true">new</span>';
  button.addEventListener("click", () => {
    if (button.getAttribute("aria-disabled") === "true") return;
    lastFocusedCard = card.id;
    send("select", { card: Number(button.dataset.id) });
  });
  button.addEventListener("focus", () => {
    lastFocusedCard = Number(button.dataset.id);
  });
  return button;
}

function staticCard(card, extraClass = "") {
  const span = document.createElement("span");
  span.className = "card static " + extraClass;
  span.setAttribute("role", "img");
  span.setAttribute("aria-label", cardName(card));
  span.innerHTML = '<span class="face"></span><span class="wild-dot" aria-hidden="true"></span>';
  setFace(span, card);
  return span;
}

function renderGroups(container, groups) {
  container.textContent = "";
  if (!groups || !groups.length) {
    container.hidden = true;
    return;
  }
  const list = document.createElement("ul");
  list.className = "group-list";
  for (const group of groups) {
    const item = document.createElement("li");
    item.className = "group";
    const label = document.createElement("span");
    label.className = "group-label";
    label.textContent = group.label;
    const cards = document.createElement("span");
    cards.className = "group-cards";
    for (const card of group.cards) cards.append(staticCard(card, "mini"));
    item.append(label, cards);
    list.append(item);
  }
  container.append(list);
  container.hidden = false;
}

// The practice table's other seat: its bot, drawn from the view's seats like any seat.
function renderBotSeat(v) {
  const seat = v.seats.find((s) => !s.you);
  const groups = v.result && v.result.winner === seat.seat ? v.result.groups : null;
  const message = seat.last_move || `${seat.name} is ready.`;
  if (el.botName.textContent !== seat.name) el.botName.textContent = seat.name;
  el.botCount.textContent = seat.count === 1 ? "1 card" : `${seat.count} cards`;
  const wanted = groups ? 0 : seat.count;
  const backs = el.botCards.children;
  while (backs.length > wanted) el.botCards.lastChild.remove();
  while (backs.length < wanted) {
    const back = document.createElement("span");
    back.className = "bot-seat-back";
    el.botCards.append(back);
  }
  el.botCards.hidden = wanted === 0;
  if (el.botMessage.textContent !== message) el.botMessage.textContent = message;
  renderGroups(el.botGroups, groups);
}

// Draws a card face into a pile's slot, only when it changed. The slot's own
// button or label names it, so the drawn face carries no role or name.
function showInSlot(slot, card, key, emptyHtml) {
  if (slot.dataset.key === key) return;
  slot.dataset.key = key;
  slot.textContent = "";
  if (card) {
    const shown = staticCard(card);
    shown.removeAttribute("role");
    shown.removeAttribute("aria-label");
    slot.append(shown);
  } else {
    slot.innerHTML = emptyHtml;
  }
}

function renderPiles(v) {
  el.stockCount.textContent = String(v.stock_count);
  el.stock.setAttribute(
    "aria-label",
    `Draw pile, ${v.stock_count} ${v.stock_count === 1 ? "card" : "cards"} left`
  );
  el.stock.classList.toggle("empty", v.stock_count === 0);

  const top = v.discard_top;
  showInSlot(el.discardArt, top, top ? faceKey(top) + (top.wild ? "w" : "") : "",
    '<span class="empty-slot"></span>');
  el.discardPile.setAttribute(
    "aria-label",
    top ? `Discard pile, top card ${cardName(top)}` : "Discard pile, empty"
  );
  el.discardCount.textContent = v.discard_count ? String(v.discard_count) : "\u00a0";

  const ind = v.indicator;
  showInSlot(el.indicator, ind, ind ? faceKey(ind) : "", "");
  el.indicator.setAttribute(
    "aria-label",
    ind ? `Wild indicator: ${ind.name}. ${v.wild_text}` : "Wild indicator"
  );
  el.wildText.textContent = v.wild_text || "";
}

function renderTrays(v) {
  const active = document.activeElement;
  const focusedId =
    active && active.classList && active.classList.contains("card") && active.dataset.id
      ? Number(active.dataset.id)
      : null;
  const seen = new Set();
  const order = [];
  v.trays.forEach((tray, index) => {
    const section = el.trays[index];
    if (!section) return;
    const label = section.querySelector(".tray-label");
    label.textContent = tray.label + (tray.valid ? " ✓" : "");
    section.classList.toggle("valid", Boolean(tray.valid));
    section.dataset.kind = tray.kind || "";
    section.setAttribute(
      "aria-label",
      `Tray ${index + 1}: ${tray.label}${tray.valid ? ", valid group" : ""}, ` +
        `${tray.cards.length} ${tray.cards.length === 1 ? "card" : "cards"}`
    );
    section.removeAttribute("aria-labelledby");
    // A crowded tray gets the wider share of its row (style.css), an empty one keeps room to drop into.
    section.style.setProperty("--weight", String(Math.max(3, tray.cards.length)));
    const holder = section.querySelector(".tray-cards");
    tray.cards.forEach((card, position) => {
      let button = cardButtons.get(card.id);
      if (!button) {
        button = makeHandCard(card);
        cardButtons.set(card.id, button);
      }
      seen.add(card.id);
      order.push(button);
      setFace(button, card);
      const selected = v.selected === card.id;
      const picked = v.picked === card.id;
      const drawn = v.drawn === card.id;
      button.setAttribute("aria-pressed", selected ? "true" : "false");
      button.classList.toggle("selected", selected);
      button.classList.toggle("picked", picked);
      button.classList.toggle("drawn", drawn);
      let name = cardName(card);
      if (picked) name += ", taken from the discard pile";
      else if (drawn) name += ", just drawn";
      button.setAttribute("aria-label", name);
      if (v.controls.select) button.removeAttribute("aria-disabled");
      else button.setAttribute("aria-disabled", "true");
      if (holder.children[position] !== button) {
        holder.insertBefore(button, holder.children[position] || null);
      }
    });
    while (holder.children.length > tray.cards.length) holder.lastChild.remove();
  });
  for (const [id, button] of cardButtons) {
    if (!seen.has(id)) {
      button.remove();
      cardButtons.delete(id);
    }
  }
  // Roving tab stop: one card of the hand is in the tab order.
  let stop = null;
  const prefer = [focusedId, v.selected, lastFocusedCard, v.drawn];
  for (const id of prefer) {
    if (id !== null && id !== undefined && cardButtons.has(id)) {
      stop = cardButtons.get(id);
      break;
    }
  }
  if (!stop && order.length) stop = order[0];
  for (const button of order) button.tabIndex = button === stop ? 0 : -1;
  if (focusedId !== null && cardButtons.has(focusedId) && document.activeElement !== cardButtons.get(focusedId)) {
    cardButtons.get(focusedId).focus({ preventScroll: true });
  }
  fitTrays();
  el.handCount.textContent = `· ${v.hand_count} cards`;
  // Bring a newly drawn card into sight (on a phone the hand is below the piles).
  if (v.drawn !== null && v.drawn !== undefined && v.drawn !== lastDrawn && cardButtons.has(v.drawn)) {
    const box = cardButtons.get(v.drawn).getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) {
      cardButtons.get(v.drawn).scrollIntoView({ block: "nearest" });
    }
  }
  lastDrawn = v.drawn;
}

// Fans each tray's cards to fit its width: cards overlap, but never so much that
// a card's left strip (rank, suit, gold dot, markers) is covered; a tray that
// would need more overlap than that wraps its cards onto more rows.
const STRIP = 0.32; // the share of a card's width that stays uncovered

function fitTrays() {
  for (const section of el.trays) {
    const holder = section.querySelector(".tray-cards");
    const count = holder.children.length;
    const width = holder.clientWidth;
    const first = holder.firstElementChild;
    if (!count || !width || !first) continue;
    const card = first.offsetWidth;
    const perRow = Math.max(1, Math.min(count, Math.floor((width - card) / (card * STRIP)) + 1));
    const rows = Math.ceil(count / perRow);
    const columns = Math.ceil(count / rows);
    const step = columns > 1 ? Math.min(card + 6, (width - card) / (columns - 1)) : card;
    holder.style.setProperty("--columns", String(columns));
    holder.style.setProperty("--step", step.toFixed(2) + "px");
    holder.classList.toggle("rows", rows > 1);
  }
}

if (typeof ResizeObserver === "function") {
  new ResizeObserver(() => fitTrays()).observe(document.getElementById("trays"));
}

function setEnabled(button, on) {
  button.disabled = !on;
}

function renderControls(c) {
  setEnabled(el.stock, c.draw_stock);
  setEnabled(el.discardPile, c.draw_discard);
  for (const button of el.moves) setEnabled(button, c.move);
  setEnabled(el.discard, c.discard);
  setEnabled(el.declare, c.declare);
  setEnabled(el.discardDeclare, c.discard_declare);
  setEnabled(el.arrange, c.arrange);
  for (const button of el.newDeals) setEnabled(button, c.new_deal);
}

function renderResult(result) {
  const wasHidden = el.result.hidden;
  if (!result) {
    el.result.hidden = true;
    el.result.className = "result";
    return;
  }
  const side = result.winner === null ? "none" : result.you_win ? "player" : "bot";
  el.result.className = "result winner-" + side;
  el.resultTitle.textContent = result.title;
  el.resultText.textContent = result.text || "";
  renderGroups(el.resultGroups, result.groups);
  el.resultGroups.hidden = !(result.groups && result.groups.length);
  el.result.hidden = false;
  if (wasHidden) {
    el.result.scrollIntoView({ block: "nearest" });
    el.resultTitle.focus({ preventScroll: true });
  }
}

// One line under the actions says what the current step asks for, and how to
// enable a control that waits for a selection.
function stepHint(v) {
  if (engineLost) return "Press New shuffled deal to start again with a fresh engine.";
  if (!v) return "";
  const c = v.controls;
  if (v.phase === "bot") return `${playingName(v)} is playing…`;
  if (v.phase === "waiting") return `Waiting for ${playingName(v)} to play.`;
  if (v.phase === "over") {
    if (c.next_deal) return "This deal is over: Next deal starts the next one.";
    return c.new_deal ? "This deal is over: start a new shuffled deal." : "This deal is over.";
  }
  if (v.phase === "draw") return "Draw a card: the draw pile (key D) or the discard pile.";
  if (v.phase === "discard" && !c.discard) {
    return "Select a card to discard: that enables Discard selected and Discard & declare.";
  }
  if (v.phase === "discard") return "Discard selected ends your turn; Discard & declare shows your hand.";
  return "";
}

function renderHint() {
  const text = stepHint(view);
  if (el.hint.textContent !== text) el.hint.textContent = text;
}

function render(v) {
  if (!v || !Array.isArray(v.trays) || !v.controls) return; // no deal yet
  if (engineLost) return;
  const before = document.activeElement;
  // A refusal belongs to the step it answered: a new step, or a new deal, clears it.
  if (view && (view.phase !== v.phase || view.deal !== v.deal)) {
    clearError();
    showNotice("");
  }
  view = v;
  watchBots(v);
  writeSeedToAddress(v);
  el.table.setAttribute("aria-busy", "false");
  el.table.dataset.phase = v.phase;
  if (el.status.textContent !== v.status) el.status.textContent = v.status;
  // A served view has no seed (it would tell the stock's order): the deal number instead.
  el.seed.textContent = v.seed === null ? `Deal ${v.deal}` : `Seed ${v.seed}`;
  el.guided.hidden = !v.guided;
  if (el.message.textContent !== (v.message || "")) el.message.textContent = v.message || "";
  if (v.profile === "practice") renderBotSeat(v);
  renderPiles(v);
  renderTrays(v);
  renderControls(v.controls);
  renderResult(v.result);
  scored.render(v);
  renderHint();
  // A control that was just used and is now disabled would drop keyboard
  // focus to the page; keep it on the status line instead.
  const now = document.activeElement;
  const lost = now === before ? before && before.disabled : !now || now === document.body;
  if (before && before !== document.body && lost) {
    el.status.focus({ preventScroll: true });
  }
  renderCount += 1;
  el.table.dataset.rendered = String(renderCount);
  if (renderCount === 1) registerOffline();
}

// ---------------------------------------------------------------------------
// Input.

function act(type, args) {
  if (!view || engineLost) return;
  showNotice("");
  send(type, args);
}

// The selected card goes with the request: a server keeps selections in one
// process's memory only (docs/server.md).
function selectedCard() {
  return view && view.selected !== null && view.selected !== undefined ? { card: view.selected } : {};
}

el.stock.addEventListener("click", () => act("draw", { source: "stock" }));
el.discardPile.addEventListener("click", () => act("draw", { source: "discard" }));
for (const button of el.moves) {
  button.addEventListener("click", () => act("move", { ...selectedCard(), tray: Number(button.dataset.tray) }));
}
el.discard.addEventListener("click", () => act("discard", selectedCard()));
el.declare.addEventListener("click", () => act("declare", {}));
el.discardDeclare.addEventListener("click", () => act("discard_declare", selectedCard()));
el.arrange.addEventListener("click", () => act("arrange", {}));
for (const button of el.newDeals) {
  // At a scored table a match in progress is asked about first (scored.js).
  button.addEventListener("click", () =>
    engineLost ? restartEngine() : scored.startNew(() => act("new_deal", {}))
  );
}

function handCardsInOrder() {
  return Array.from(document.querySelectorAll(".tray-cards .card"));
}

document.getElementById("trays").addEventListener("keydown", (event) => {
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

document.addEventListener("keydown", (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
  const target = event.target;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
  const key = event.key.toLowerCase();
  if (key === "d" && view && view.controls.draw_stock) {
    event.preventDefault();
    act("draw", { source: "stock" });
  } else if (key === "a" && view && view.controls.arrange) {
    event.preventDefault();
    act("arrange", {});
  }
});

// ---------------------------------------------------------------------------
// Install and offline support (a separate module; the table works without it).

let offline = null; // install.js, once loaded

async function setupOffline() {
  try {
    offline = await import("./install.js");
  } catch (err) {
    el.install.addEventListener("click", () =>
      showNotice("Use your browser menu to install this game or add it to your home screen.")
    );
    return;
  }
  if (typeof offline.setupInstall === "function") offline.setupInstall(el.install, showNotice);
  if (renderCount > 0 || fatalShown) registerOffline();
}

// The service worker downloads the whole site for offline play; it waits until
// the first deal is on the table, so that it does not slow the engine's start.
let offlineRegistered = false;

function registerOffline() {
  if (offlineRegistered || !offline || typeof offline.registerServiceWorker !== "function") return;
  if (window.self !== window.top) return;
  offlineRegistered = true;
  offline.registerServiceWorker();
}

// ---------------------------------------------------------------------------

const scored = setupScored({
  send: (type, args) => act(type, args),
  cards: { groups: renderGroups, card: (card) => staticCard(card, "mini") },
});

// Partner play: the page's address carries a seat's link in its fragment.
async function startPartner(link) {
  el.status.textContent = "Joining the match…";
  let mod;
  try {
    mod = await import("./partner.js");
  } catch (err) {
    showFatal("Partner play needs the network, and this page could not load its part.");
    return;
  }
  transport = mod.connectPartner(link, { receive, showError, showNotice, status: el.status, table: el.table });
}

async function offerPartner() {
  try {
    const mod = await import("./invite.js");
    mod.setupInvite(document.querySelector(".game-bar"));
  } catch (err) {
    // Partner play is offered only where its module and the server are there.
  }
}

// Opening another seat's link in this tab (pasted, or "Open the table") starts afresh.
window.addEventListener("hashchange", () => {
  if (partnerLink(window.location.hash)) window.location.reload();
});

ensureSprite();
const link = partnerLink(window.location.hash);
if (link) startPartner(link);
else {
  if (start.note) showNotice(start.note);
  startWorker();
  offerPartner();
}
setupOffline();
