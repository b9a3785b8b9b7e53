// The one renderer: draws the table from a view, whatever sent it (the engine
// worker or the partner server's socket), and only from the view: the status
// line, the practice table's other seat, the piles, the hand's trays, the
// controls the view enables, the result, the step hint, the coach's hint,
// the hand's distance, each seat's discards (discards.js), and, through
// scored.js, a scored table's seats, Drop and points; a review the view brings
// goes to review.js. It also draws the page's own lines (a notice, an error)
// and the two ways a table can end without a view: an engine that never
// started (showFatal) and one that was lost while playing (showLost). It
// holds no rules and sends nothing; turning clicks and keys into intents is
// input.js's part.
//
//   const table = createRenderer({ scored, settled, review, discards });
//   store.setView(view);
//
// It draws whatever the store (store.js) holds: a new view, and the page's
// selection again when it changes, without a new view.
//
// `settled` is called once, when the first view is drawn or the table could
// not start: the moment the page stops waiting for the engine.

import { writeSeedToAddress } from "../shell/address.js";
import { cardName, cardWords, faceKey, groupLabel, renderGroups, setFace, staticCard } from "./cards.js";
import { part, said } from "../shell/dom.js";
import { keysShown } from "./keymap.js";
import { msg, t } from "../l10n/l10n.js";
import { seatMessage, seatName } from "../l10n/names.js";
import { store } from "../shell/store.js";

// The seat whose turn it is (a bot's, while the worker plays it), as a sentence names it.
export function playingName(v) {
  const seat = Array.isArray(v.seats) ? v.seats.find((s) => s.turn) : null;
  return seat ? seatMessage(seat) : { id: "step-next-player", args: {} };
}

// ---------------------------------------------------------------------------
// The page's two message lines under the piles (the view's own message is
// drawn with the table): the notice (what the address or the page says, a
// "wait") and the error (a refusal, a lost engine), announced to screen readers.

function createMessages(doc) {
  const error = doc.getElementById("error");
  const notice = doc.getElementById("notice");
  let errorToken = 0;
  // What each line says, as messages (l10n.js msg: {id, args}, or a text as it
  // came), kept to be said again in another language.
  let errorShown = null;
  let noticeShown = null;
  const words = (said) => (Array.isArray(said) ? said.map(msg).filter(Boolean).join(" ") : msg(said));

  function showError(said) {
    // Cleared first, so that the same refusal twice is announced twice.
    const token = ++errorToken;
    errorShown = said;
    error.textContent = "";
    error.classList.add("shown");
    requestAnimationFrame(() => {
      if (token === errorToken) error.textContent = words(said);
    });
  }

  function clearError() {
    errorToken += 1;
    errorShown = null;
    if (!error.textContent) return;
    error.textContent = "";
    error.classList.remove("shown");
  }

  // `said`: a message, or a list of them said one after another.
  function showNotice(said) {
    noticeShown = said;
    notice.textContent = words(said);
    notice.classList.toggle("shown", Boolean(notice.textContent));
  }

  function sayAgain() {
    if (errorShown !== null && error.textContent) error.textContent = words(errorShown);
    if (noticeShown !== null) showNotice(noticeShown);
  }

  return { showError, clearError, showNotice, sayAgain };
}

// ---------------------------------------------------------------------------
// The hand: four trays of card buttons, each labelled by what it holds, with
// one card in the tab order (the roving tab stop: the focused card, else the
// selected one, the last one touched, the one just drawn).

// Fans each tray's cards to fit its width: cards overlap, but never so much that
// a card's left strip (rank, suit, gold dot, markers) is covered; a tray that
// would need more overlap than that wraps its cards onto more rows.
// An attribute (null: none), a text or a style property, written only when it differs.
function setAttr(element, name, value) {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

function setStyle(element, name, value) {
  if (element.style.getPropertyValue(name) !== value) element.style.setProperty(name, value);
}

const STRIP = 0.32; // the share of a card's width that stays uncovered
const MIN_STRIP = 24; // px: and never less, so that every card can be tapped

// The hand's distance to a declaration (the view's "distance"), in a player's words.
export function distanceWords(distance) {
  return distance === 0 ? t("hand-distance-complete") : t("hand-distance", { count: distance });
}

function createHand(doc) {
  const selection = store.selection;
  const trays = Array.from(doc.querySelectorAll(".tray"));
  const handCount = doc.getElementById("hand-count");
  const handDistance = doc.getElementById("hand-distance");
  const distanceNews = doc.getElementById("distance-news");
  let shownDistance; // undefined until the first view: the page's first distance is not news
  const selectionCount = doc.getElementById("selection-count");
  const cardButtons = new Map(); // card id -> button in the hand
  let lastFocusedCard = null;
  let lastDrawn = null;

  function makeCard(card) {
    const hidden = { "aria-hidden": "true" };
    const button = part("button", "card", [
      part("span", "face"),
      part("span", "wild-dot", "", hidden),
      part("span", "picked-mark", "↑", hidden),
      said("span", "drawn-tag", "hand-card-new-tag", hidden),
    ], { type: "button", "data-id": card.id });
    // The card last touched or focused keeps the tab stop when the hand is redrawn.
    button.addEventListener("click", () => {
      if (button.getAttribute("aria-disabled") === "true") return;
      lastFocusedCard = card.id;
    });
    button.addEventListener("focus", () => {
      lastFocusedCard = Number(button.dataset.id);
    });
    return button;
  }

  function render(v) {
    const active = doc.activeElement;
    const focusedId =
      active && active.classList && active.classList.contains("card") && active.dataset.id
        ? Number(active.dataset.id)
        : null;
    const seen = new Set();
    const order = [];
    // Only what changed is written: every write makes the browser work out the
    // styles again, and a custom property's (--weight) those of the whole tray.
    v.trays.forEach((tray, index) => {
      const section = trays[index];
      if (!section) return;
      const label = section.querySelector(".tray-label");
      const trayLabel = groupLabel(tray);
      setText(label, trayLabel + (tray.valid ? " ✓" : ""));
      section.classList.toggle("valid", Boolean(tray.valid));
      setAttr(section, "data-kind", tray.kind || "");
      setAttr(section, "aria-label", t(tray.valid ? "hand-tray-name-valid" : "hand-tray-name",
        { tray: index + 1, label: trayLabel, count: tray.cards.length }));
      section.removeAttribute("aria-labelledby");
      // A crowded tray gets the wider share of its row (style.css), an empty one keeps room to drop into.
      setStyle(section, "--weight", String(Math.max(3, tray.cards.length)));
      const holder = section.querySelector(".tray-cards");
      tray.cards.forEach((card, position) => {
        let button = cardButtons.get(card.id);
        if (!button) {
          button = makeCard(card);
          cardButtons.set(card.id, button);
        }
        seen.add(card.id);
        order.push(button);
        setFace(button, card);
        const selected = selection.has(card.id);
        const picked = v.picked === card.id;
        const drawn = v.drawn === card.id;
        setAttr(button, "aria-pressed", selected ? "true" : "false");
        button.classList.toggle("selected", selected);
        button.classList.toggle("picked", picked);
        button.classList.toggle("drawn", drawn);
        let name = cardName(card);
        if (picked) name = t("hand-card-picked", { card: name });
        else if (drawn) name = t("hand-card-drawn", { card: name }); // "new": what its tag shows
        setAttr(button, "aria-label", name);
        setAttr(button, "aria-disabled", v.controls.select ? null : "true");
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
    const prefer = [focusedId, selection.only(), lastFocusedCard, v.drawn];
    for (const id of prefer) {
      if (id !== null && id !== undefined && cardButtons.has(id)) {
        stop = cardButtons.get(id);
        break;
      }
    }
    if (!stop && order.length) stop = order[0];
    for (const button of order) setAttr(button, "tabindex", button === stop ? "0" : "-1");
    if (focusedId !== null && cardButtons.has(focusedId) && doc.activeElement !== cardButtons.get(focusedId)) {
      cardButtons.get(focusedId).focus({ preventScroll: true });
    }
    fit();
    handCount.textContent = "· " + t("hand-count", { count: v.hand_count });
    renderDistance(v);
    selectionCount.textContent = selection.size ? t("hand-selected", { count: selection.size }) : "";
    selectionCount.hidden = !selection.size;
    // Bring a newly drawn card into sight (on a phone the hand is below the piles).
    if (v.drawn !== null && v.drawn !== undefined && v.drawn !== lastDrawn && cardButtons.has(v.drawn)) {
      const box = cardButtons.get(v.drawn).getBoundingClientRect();
      if (box.bottom > window.innerHeight || box.top < 0) {
        cardButtons.get(v.drawn).scrollIntoView({ block: "nearest" });
      }
    }
    lastDrawn = v.drawn;
  }

  // The card a hint names (to throw, or to throw and declare), marked and said so;
  // called after render, which gives every card its plain name.
  function markHint(id) {
    for (const [cardId, button] of cardButtons) {
      button.classList.toggle("hinted", cardId === id);
      if (cardId === id) button.setAttribute("aria-label", t("hand-card-hinted", { card: button.getAttribute("aria-label") }));
    }
  }

  // Shown while the deal is on; a screen reader hears it only when it changes.
  function renderDistance(v) {
    const distance = v.result || typeof v.distance !== "number" ? null : v.distance;
    const words = distance === null ? "" : distanceWords(distance);
    const shown = words ? `· ${words}` : "";
    if (handDistance.textContent !== shown) handDistance.textContent = shown;
    if (shownDistance !== undefined && distance !== null && distance !== shownDistance) {
      distanceNews.textContent = t("hand-distance-news", { distance: words });
    }
    shownDistance = distance;
  }

  function fit() {
    for (const section of trays) {
      const holder = section.querySelector(".tray-cards");
      const count = holder.children.length;
      const width = holder.clientWidth;
      const first = holder.firstElementChild;
      if (!count || !width || !first) continue;
      const card = first.offsetWidth;
      const strip = Math.max(MIN_STRIP, card * STRIP);
      const perRow = Math.max(1, Math.min(count, Math.floor((width - card) / strip) + 1));
      const rows = Math.ceil(count / perRow);
      const columns = Math.ceil(count / rows);
      const step = columns > 1 ? Math.min(card + 6, (width - card) / (columns - 1)) : card;
      setStyle(holder, "--columns", String(columns));
      setStyle(holder, "--step", step.toFixed(2) + "px");
      holder.classList.toggle("rows", rows > 1);
    }
  }

  if (typeof ResizeObserver === "function") {
    new ResizeObserver(() => fit()).observe(doc.getElementById("trays"));
  }

  // No card can be selected (the engine is gone).
  function disable() {
    for (const card of cardButtons.values()) card.setAttribute("aria-disabled", "true");
  }

  // The hand's card ids in the order shown, tray by tray.
  function ids() {
    return trays.flatMap((section) =>
      Array.from(section.querySelectorAll(".tray-cards .card")).map((b) => Number(b.dataset.id))
    );
  }

  return { render, disable, ids, markHint };
}

// ---------------------------------------------------------------------------
// The table.

export function createRenderer({ scored, settled, review, discards }, doc = document) {
  const $ = (id) => doc.getElementById(id);
  const messages = createMessages(doc);
  const hand = createHand(doc);
  const selection = store.selection;
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
    result: $("result"),
    resultTitle: $("result-title"),
    resultText: $("result-text"),
    resultGroups: $("result-groups"),
    moves: Array.from(doc.querySelectorAll(".btn.move")),
    group: $("group"),
    sort: $("sort"),
    discard: $("discard"),
    declare: $("declare"),
    discardDeclare: $("discard-declare"),
    arrange: $("arrange"),
    hintButton: $("hint"),
    reviewButton: $("review-deal"),
    coachHint: $("coach-hint"),
    newDeals: Array.from(doc.querySelectorAll(".new-deal")),
    hint: $("step-hint"),
  };
  let renderCount = 0;
  let fatalShown = false;
  // What the practice table's other seat threw (and, in the dialog, yours) opens from its box.
  const botDiscards = discards.button(1);
  el.botName.parentElement.append(botDiscards);

  // The practice table's other seat: its bot, drawn from the view's seats like any seat.
  function renderBotSeat(v) {
    const seat = v.seats.find((s) => !s.you);
    const groups = v.result && v.result.winner === seat.seat ? v.result.groups : null;
    // "Ready" is true only before the seat's first move of a deal still on.
    const name = seatName(seat);
    const message = seat.last_move ? msg(seat.last_move) : v.result ? "" : t("seat-ready", { name: seatMessage(seat) });
    if (el.botName.textContent !== name) el.botName.textContent = name;
    el.botCount.textContent = t("seat-cards", { count: seat.count });
    const wanted = groups ? 0 : seat.count;
    const backs = el.botCards.children;
    while (backs.length > wanted) el.botCards.lastChild.remove();
    while (backs.length < wanted) el.botCards.append(part("span", "bot-seat-back"));
    el.botCards.hidden = wanted === 0;
    if (el.botMessage.textContent !== message) el.botMessage.textContent = message;
    botDiscards.dataset.seat = String(seat.seat);
    renderGroups(el.botGroups, groups);
  }

  // Draws a card face into a pile's slot, only when it changed. The slot's own
  // button or label names it, so the drawn face carries no role or name.
  function showInSlot(slot, card, key, empty) {
    if (slot.dataset.key === key) return;
    slot.dataset.key = key;
    slot.textContent = "";
    if (card) {
      const shown = staticCard(card);
      shown.removeAttribute("role");
      shown.removeAttribute("aria-label");
      slot.append(shown);
    } else if (empty) {
      slot.append(part("span", "empty-slot"));
    }
  }

  function renderPiles(v) {
    el.stockCount.textContent = String(v.stock_count);
    el.stock.setAttribute("aria-label", t("pile-stock-name", { count: v.stock_count }));
    el.stock.classList.toggle("empty", v.stock_count === 0);

    const top = v.discard_top;
    showInSlot(el.discardArt, top, top ? faceKey(top) + (top.wild ? "w" : "") : "", true);
    el.discardPile.setAttribute(
      "aria-label",
      // The count is on the pile too: a name holds what the pile shows (WCAG 2.5.3).
      top ? t("pile-discard-name", { count: v.discard_count, card: cardName(top) }) : t("pile-discard-empty")
    );
    el.discardCount.textContent = v.discard_count ? String(v.discard_count) : "\u00a0";

    const ind = v.indicator;
    showInSlot(el.indicator, ind, ind ? faceKey(ind) : "", false);
    const wild = msg(v.wild_text);
    el.indicator.setAttribute("aria-label",
      ind ? t("pile-indicator-name", { card: cardWords(ind), wild }) : t("pile-indicator-empty"));
    el.wildText.textContent = wild;
  }

  function setEnabled(button, on) {
    button.disabled = !on;
  }

  // The controls the view enables, as far as the page's selection allows: a
  // move or Group needs a selection, a discard exactly one card, and not the
  // one just taken from the discard pile (the step hint says why).
  function renderControls(v) {
    const c = v.controls;
    const one = selection.only();
    setEnabled(el.stock, c.draw_stock);
    setEnabled(el.discardPile, c.draw_discard);
    for (const button of el.moves) setEnabled(button, c.move && selection.size > 0);
    setEnabled(el.group, c.move && selection.size > 0);
    setEnabled(el.sort, c.move);
    setEnabled(el.discard, c.discard && one !== null && one !== v.picked);
    setEnabled(el.declare, c.declare);
    setEnabled(el.discardDeclare, c.discard_declare && one !== null);
    // The gold is kept for a hand that declares (distance 0), at every table.
    el.discardDeclare.classList.toggle("primary", v.distance === 0);
    setEnabled(el.arrange, c.arrange);
    // A hint is offered only where the page plays bots (the view leaves it out elsewhere).
    el.hintButton.hidden = typeof c.hint !== "boolean";
    setEnabled(el.hintButton, c.hint === true);
    el.reviewButton.hidden = !c.review;
    el.reviewButton.textContent = t("result-review"); // any view answers the review asked for
    for (const button of el.newDeals) setEnabled(button, c.new_deal);
  }

  // The coach's hint: its reason under the step's buttons, and the card, pile or
  // Drop it names marked. It never acts; the view drops it once the turn moves on.
  // Its line is below the hand, so that a hint coming and going never moves it (style.css).
  function renderCoach(hint, offered) {
    const text = hint ? t("coach-hint", { hint: msg(hint.text) }) : "";
    if (el.coachHint.textContent !== text) el.coachHint.textContent = text;
    el.coachHint.hidden = !offered;
    const marked = new Set();
    if (hint && hint.step === "draw") marked.add(hint.source === "stock" ? el.stock : el.discardPile);
    if (hint && hint.step === "drop" && $("drop")) marked.add($("drop"));
    if (hint && hint.step === "declare" && hint.card === null) marked.add(el.declare);
    for (const node of [el.stock, el.discardPile, el.declare, $("drop")]) {
      if (node) node.classList.toggle("hinted", marked.has(node));
    }
    hand.markHint(hint && hint.step !== "draw" ? hint.card : null);
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
    el.resultTitle.textContent = msg(result.title);
    el.resultText.textContent = msg(result.text);
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
    if (store.lost) return t("step-lost");
    if (!v) return "";
    const c = v.controls;
    if (v.phase === "bot") return t("step-bot-playing", { name: playingName(v) });
    if (v.phase === "waiting") return t("step-waiting", { name: playingName(v) });
    if (v.phase === "over") {
      if (c.next_deal) return t("step-over-next-deal");
      const again = el.newDeals.length ? el.newDeals[0].textContent : "";
      return c.new_deal && again ? t("step-over-again", { again }) : t("step-over");
    }
    if (v.phase === "draw") return t(keysShown() ? "step-draw-keys" : "step-draw");
    if (v.phase !== "discard") return "";
    const one = selection.only();
    if (selection.size > 1) return t("step-several-selected", { count: selection.size });
    if (one === null) return t("step-select-discard");
    if (one === v.picked) return t("step-picked-back");
    if (v.complete === false) return t("step-discard-incomplete");
    return t("step-discard");
  }

  function renderHint() {
    const text = stepHint(store.view);
    if (el.hint.textContent !== text) el.hint.textContent = text;
  }

  // The store's new view, after `shown` (the view drawn until now).
  function render(v, shown) {
    const before = doc.activeElement;
    // A refusal belongs to the step it answered: a new step, or a new deal, clears it.
    if (shown && (shown.phase !== v.phase || shown.deal !== v.deal)) {
      messages.clearError();
      messages.showNotice("");
    }
    writeSeedToAddress(v);
    el.table.setAttribute("aria-busy", "false");
    el.table.dataset.phase = v.phase;
    const status = msg(v.status);
    if (el.status.textContent !== status) el.status.textContent = status;
    // A served view has no seed (it would tell the stock's order): the deal number instead.
    el.seed.textContent = v.seed === null ? t("page-deal-number", { deal: v.deal }) : t("page-seed", { seed: String(v.seed) });
    el.guided.hidden = !v.guided;
    const message = msg(v.message);
    if (el.message.textContent !== message) el.message.textContent = message;
    if (!v.scored) renderBotSeat(v);
    renderPiles(v);
    hand.render(v);
    renderControls(v);
    renderResult(v.result);
    scored.render(v);
    discards.render(v);
    renderHint();
    renderCoach(v.hint, typeof v.controls.hint === "boolean" && !v.result);
    if (v.review) review.show(v.review);
    // A control that was just used and is now disabled would drop keyboard
    // focus to the page; keep it on the status line instead.
    const now = doc.activeElement;
    const gone = now === before ? before && before.disabled : !now || now === doc.body;
    if (before && before !== doc.body && gone) {
      el.status.focus({ preventScroll: true });
    }
    renderCount += 1;
    el.table.dataset.rendered = String(renderCount);
    if (renderCount === 1) settled();
  }

  // The engine is gone after the table was playing: say so, keep the last view
  // on screen, and leave only New shuffled deal, which brings a fresh engine.
  // `reason`: a message (engine.js).
  function showLost(reason) {
    store.setLost(true);
    el.status.textContent = t("engine-stopped");
    messages.showError({ id: "engine-lost", args: { reason } });
    el.table.dataset.phase = "lost";
    el.table.setAttribute("aria-busy", "false");
    for (const control of [el.stock, el.discardPile, el.discard, el.declare, el.discardDeclare, el.arrange, el.group, el.sort, ...el.moves]) {
      control.disabled = true;
    }
    hand.disable();
    for (const button of el.newDeals) button.disabled = false;
    renderHint();
  }

  // A fresh engine is on its way: the table waits for its first view.
  function showRestarting() {
    store.setLost(false);
    for (const button of el.newDeals) button.disabled = true;
    el.status.textContent = t("page-status-setting-up");
    el.table.setAttribute("aria-busy", "true");
    messages.clearError();
  }

  // The table could not start (said once): `why` a message.
  function showFatal(why) {
    if (fatalShown) return;
    fatalShown = true;
    settled();
    el.status.textContent = t("engine-fatal-status");
    messages.showError({ id: "engine-fatal", args: { why } });
    el.table.setAttribute("aria-busy", "false");
  }

  // `said`: a message (l10n.js msg).
  function showStatus(said) {
    el.status.textContent = msg(said);
  }

  // The page's selection changed: draw it, and the controls and hint it decides.
  function refresh() {
    if (!store.view || store.lost) return;
    hand.render(store.view);
    renderControls(store.view);
    renderHint();
  }

  store.subscribe((change, shown) => {
    if (change === "view") render(store.view, shown);
    else if (change === "selection") refresh();
    else if (change === "redraw") redraw();
  });

  // Another language: the same view and lines, said again (the deal goes on).
  function redraw() {
    messages.sayAgain();
    if (store.lost) {
      el.status.textContent = t("engine-stopped");
      renderHint();
    } else if (store.view) render(store.view, store.view);
    else if (fatalShown) el.status.textContent = t("engine-fatal-status");
  }

  return {
    handIds: hand.ids,
    showError: messages.showError,
    clearError: messages.clearError,
    showNotice: messages.showNotice,
    showLost,
    showRestarting,
    showFatal,
    showStatus,
  };
}
