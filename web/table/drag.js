// Dragging cards of the hand to a place in a tray: with a pointer (mouse,
// touch, pen, through Pointer Events) or with the keys (the WAI-ARIA
// drag-and-drop practice: Space picks the focused card up, the arrow keys
// move the place, Space drops, Escape cancels, each step announced).
//
// A card picked up that is part of a selection of several carries the whole
// selection with it. The place is a tray and a position among the cards that
// stay there, what the move request carries; the engine decides what the
// tray then shows (a run always reads in rank order). Dropping outside every
// tray, Escape or a cancelled pointer puts nothing down. A press that moves
// less than a few pixels is a click (it selects); the hand's cards take no
// touch gestures (style.css), so a finger that starts beside them scrolls.
//
// The drag under way is the store's (store.js); the keys that drive it are
// bound in keymap.js, which calls `pickUp`, `key` and `spaceUp`.
//
//   const drag = setupDrag({ trays, canMove, handIds, move, announce });

import { part } from "../shell/dom.js";
import { t } from "../l10n/l10n.js";
import { store } from "../shell/store.js";

const THRESHOLD = { mouse: 6, pen: 8, touch: 10 }; // px a press moves before it is a drag

export function setupDrag({ trays, canMove, handIds, move, announce }, doc = document) {
  const selection = store.selection;
  const trayEls = Array.from(trays.querySelectorAll(".tray"));
  const mark = part("div", "drop-mark", "", { hidden: true, "aria-hidden": "true" });
  doc.body.append(mark);
  let press = null; // a pointer pressed on a card, not yet a drag
  let swallowClick = false; // the click a pointer drag ends with is not a selection
  let swallowSpace = false; // nor the click of the Space that picked up or dropped
  // The drag's own nodes: the lifted cards' buttons and the ghost under the pointer
  // (the store holds the drag's cards and place, never the page's nodes).
  const held = { buttons: [], ghost: null };

  const cardButton = (id) => trays.querySelector(`.tray-cards .card[data-id="${id}"]`);
  const trayOf = (button) => trayEls.indexOf(button.closest(".tray"));
  const nameOf = (button) => (button.getAttribute("aria-label") || "").split(",")[0];

  // The cards a pickup carries: the selection when the card is one of several selected.
  function carried(id) {
    if (selection.has(id) && selection.size > 1) return selection.ids(handIds());
    return [id];
  }

  // The cards that stay in tray `t` while the drag is under way, as buttons.
  function staying(t) {
    return Array.from(trayEls[t].querySelectorAll(".tray-cards .card")).filter(
      (b) => !store.drag.cards.includes(Number(b.dataset.id))
    );
  }

  function begin(id, extra) {
    const cards = carried(id);
    held.buttons = cards.map(cardButton).filter(Boolean);
    store.setDrag({ cards, tray: -1, index: 0, ...extra });
    for (const b of held.buttons) b.classList.add("lifted");
    trays.classList.add("dragging");
  }

  function end() {
    if (!store.drag) return;
    for (const b of held.buttons) b.classList.remove("lifted");
    for (const t of trayEls) t.classList.remove("drop-target");
    trays.classList.remove("dragging");
    if (held.ghost) held.ghost.remove();
    held.buttons = [];
    held.ghost = null;
    mark.hidden = true;
    store.setDrag(null);
  }

  // A drag by pointer ends: the click the browser may send with its release
  // comes before any timer does.
  function afterPointer() {
    swallowClick = true;
    setTimeout(() => {
      swallowClick = false;
    }, 0);
  }

  function drop() {
    const { cards, tray, index } = store.drag;
    end();
    if (tray < 0) return false;
    move(cards, tray + 1, index);
    return true;
  }

  // Shows the drop place: the tray lit, a bar between the two cards (or at an end).
  function showPlace() {
    for (const [t, el] of trayEls.entries()) el.classList.toggle("drop-target", t === store.drag.tray);
    if (store.drag.tray < 0) {
      mark.hidden = true;
      return;
    }
    const holder = trayEls[store.drag.tray].querySelector(".tray-cards");
    const cards = staying(store.drag.tray).map(layoutBox);
    let left;
    let box;
    if (!cards.length) {
      box = holder.getBoundingClientRect();
      left = box.left + 2;
      box = { top: box.top + 8, height: Math.max(40, box.height - 12) };
    } else if (store.drag.index < cards.length) {
      box = cards[store.drag.index];
      left = box.left - 4;
    } else {
      box = cards[cards.length - 1];
      left = box.left + box.width;
    }
    mark.style.transform = `translate(${Math.round(left)}px, ${Math.round(box.top)}px)`;
    mark.style.height = `${Math.round(box.height)}px`;
    mark.hidden = false;
  }

  // A card's place on the screen as the tray lays it out, leaving out the lift of
  // a hovered or selected card (a transform), which would make rows look uneven.
  function layoutBox(button) {
    const origin = button.parentElement.getBoundingClientRect();
    return { left: origin.left + button.offsetLeft, top: origin.top + button.offsetTop,
      width: button.offsetWidth, height: button.offsetHeight };
  }

  // ---- the pointer ----------------------------------------------------------

  // The place under the pointer: its tray, and the position among the cards
  // staying there. Wrapped rows count in reading order; within a row the
  // boundary between two fanned cards is the middle of the first one's visible strip.
  function placeAt(x, y) {
    const under = doc.elementFromPoint(x, y);
    const tray = under ? trayEls.indexOf(under.closest(".tray")) : -1;
    if (tray < 0) return { tray: -1, index: 0 };
    const boxes = staying(tray).map(layoutBox);
    const rowTops = Array.from(new Set(boxes.map((b) => Math.round(b.top)))).sort((a, b) => a - b);
    let row = rowTops.length ? rowTops[0] : 0;
    for (const top of rowTops) if (y >= top) row = top;
    let index = 0;
    boxes.forEach((box, k) => {
      const top = Math.round(box.top);
      const next = boxes[k + 1];
      const visible = next && Math.round(next.top) === top ? Math.min(box.width, next.left - box.left) : box.width;
      if (top < row || (top === row && x > box.left + visible / 2)) index = k + 1;
    });
    return { tray, index };
  }

  function ghostFor(buttons) {
    const ghost = part("div", "drag-ghost", "", { "aria-hidden": "true" });
    for (const b of buttons.slice(0, 4)) {
      const copy = b.cloneNode(true);
      copy.removeAttribute("data-id");
      copy.removeAttribute("aria-label");
      copy.removeAttribute("aria-pressed");
      copy.className = b.className.replace(/\b(lifted|selected)\b/g, "").trim();
      copy.tabIndex = -1;
      ghost.append(copy);
    }
    if (buttons.length > 1) ghost.append(part("span", "drag-count", String(buttons.length)));
    doc.body.append(ghost);
    return ghost;
  }

  function follow(event) {
    // Above and right of the pointer, so that the drop mark under it stays in sight.
    const lift = held.ghost.offsetHeight * 0.85;
    held.ghost.style.transform = `translate(${event.clientX + 10}px, ${event.clientY - lift}px)`;
    const place = placeAt(event.clientX, event.clientY);
    store.drag.tray = place.tray;
    store.drag.index = place.index;
    held.ghost.classList.toggle("nowhere", place.tray < 0);
    showPlace();
  }

  trays.addEventListener("pointerdown", (event) => {
    const button = event.target.closest ? event.target.closest(".tray-cards .card") : null;
    if (!button || store.drag || !event.isPrimary || event.button !== 0 || !canMove()) return;
    if (button.getAttribute("aria-disabled") === "true") return;
    press = { id: Number(button.dataset.id), button, x: event.clientX, y: event.clientY, pointerId: event.pointerId,
      type: event.pointerType };
  });

  doc.addEventListener("pointermove", (event) => {
    if (store.drag && store.drag.pointerId === event.pointerId) {
      event.preventDefault();
      follow(event);
      return;
    }
    if (!press || press.pointerId !== event.pointerId) return;
    const far = Math.hypot(event.clientX - press.x, event.clientY - press.y);
    if (far < (THRESHOLD[press.type] || THRESHOLD.mouse)) return;
    const { id, button, pointerId } = press;
    press = null;
    begin(id, { pointerId });
    held.ghost = ghostFor(held.buttons.length ? held.buttons : [button]);
    if (button.hasPointerCapture && button.hasPointerCapture(pointerId)) button.releasePointerCapture(pointerId);
    follow(event);
  }, { passive: false });

  function release(event) {
    if (press && press.pointerId === event.pointerId) press = null;
    if (!store.drag || store.drag.pointerId !== event.pointerId) return;
    afterPointer();
    if (event.type === "pointercancel") end();
    else drop();
  }
  doc.addEventListener("pointerup", release);
  doc.addEventListener("pointercancel", release);

  trays.addEventListener("click", (event) => {
    if (swallowClick || swallowSpace) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  }, true);

  // ---- the keys -------------------------------------------------------------

  function describePlace() {
    if (store.drag.tray < 0) return "";
    const cards = staying(store.drag.tray);
    const tray = store.drag.tray + 1;
    if (!cards.length) return t("drag-place-empty", { tray });
    if (store.drag.index === 0) return t("drag-place-start", { tray, card: nameOf(cards[0]) });
    if (store.drag.index >= cards.length) return t("drag-place-end", { tray, card: nameOf(cards[cards.length - 1]) });
    return t("drag-place-between", { tray, before: nameOf(cards[store.drag.index - 1]), after: nameOf(cards[store.drag.index]) });
  }

  function step(key) {
    const last = trayEls.length - 1;
    let { tray, index } = store.drag;
    if (key === "ArrowRight") {
      index += 1;
      if (index > staying(tray).length && tray < last) [tray, index] = [tray + 1, 0];
    } else if (key === "ArrowLeft") {
      index -= 1;
      if (index < 0 && tray > 0) [tray, index] = [tray - 1, staying(tray - 1).length];
    } else if (key === "ArrowDown" && tray < last) tray += 1;
    else if (key === "ArrowUp" && tray > 0) tray -= 1;
    store.drag.tray = tray;
    store.drag.index = Math.max(0, Math.min(index, staying(tray).length));
  }

  // Space on a card of the hand picks it up (or the selection it is part of);
  // false when it cannot be moved now.
  function pickUp(button) {
    if (store.drag || !canMove() || button.getAttribute("aria-disabled") === "true") return false;
    swallowSpace = true;
    const id = Number(button.dataset.id);
    begin(id, { keys: true });
    store.drag.tray = trayOf(button);
    store.drag.index = staying(store.drag.tray).filter(
      (b) => b.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING
    ).length;
    showPlace();
    const count = store.drag.cards.length;
    const what = count > 1 ? t("drag-cards", { count }) : nameOf(button);
    announce(t("drag-picked-up", { what, place: describePlace() }));
    return true;
  }

  // A key during a drag by keys: Escape or Tab cancels, Space or Enter drops, an arrow moves the place.
  function key(name) {
    if (name === "Escape" || name === "Tab") {
      end();
      announce(t("drag-cancelled"));
    } else if (name === " " || name === "Enter") {
      swallowSpace = name === " ";
      const tray = store.drag.tray;
      const count = store.drag.cards.length;
      drop();
      announce(t(count > 1 ? "drag-dropped-cards" : "drag-dropped-card", { count, tray: tray + 1 }));
    } else if (/^Arrow/.test(name)) {
      step(name);
      showPlace();
      announce(describePlace());
    }
  }

  // Space's click (on key up) is the pickup's or the drop's, not a selection;
  // true when this key up was theirs.
  function spaceUp() {
    if (!swallowSpace) return false;
    setTimeout(() => {
      swallowSpace = false;
    }, 0);
    return true;
  }

  trays.addEventListener("focusout", (event) => {
    if (store.drag && store.drag.keys && !trays.contains(event.relatedTarget)) {
      end();
      announce(t("drag-cancelled"));
    }
  });

  return {
    // "keys" while a drag by keys is under way, "pointer" for one by pointer, else null.
    get by() {
      return store.drag ? (store.drag.keys ? "keys" : "pointer") : null;
    },
    pickUp,
    key,
    spaceUp,
    cancel: end,
  };
}
