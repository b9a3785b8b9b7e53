// Learn's board: one position drawn on a real table's layout, the learner's one step
// taken on it, and the coach's verdict. The engine opens the position as a puzzle
// (docs/protocol.md, `puzzle` and `in_puzzle`) and judges the step; this only draws.
//
//   const answered = await openBoard(box, source, { ask, focus });
//
// `source` is the `puzzle` request's: {position} (a shipped puzzle, a lesson's
// position) or {match, deal, seat, turn, step} (a turn of a kept game). `ask` is the
// controller's; `focus` (true unless said): the first choice takes the focus once the
// position is drawn. The board shows the others (their count and the cards each threw),
// the draw pile, the discard pile's top, the wild card and your hand in its trays;
// you take the step as at the table: a pile to draw from, a card of your hand to
// throw, or the question's own buttons (Drop; a declaration, with its throw). Then it says right or
// wrong, the coach's figure for every choice and why, and resolves with the
// `answered` record ({right, yours, answer, figures, text, loss}); a refusal or a lost
// engine rejects. Everything is said again in a new language where it stands.

import { cardName, groupLabel, setFace, staticCard } from "../table/cards.js";
import { rovingIndex } from "../table/keymap.js";
import { seatLists } from "../table/discards.js";
import { part, said } from "../shell/dom.js";
import { formatNumber, msg, onChange, t } from "../l10n/l10n.js";
import { choiceWords } from "../games/review.js";
import { cardsOf, choiceButton, faceOf, requestOf, sameChoice } from "../games/step.js";

let boards = 0; // each board's ids its own
// The board whose position the engine holds: it holds one puzzle, and Learn shows several
// boards (a puzzle, a lesson, a mistake), so a step on another board opens its own again.
let held = null;

export function openBoard(box, source, { ask, focus = true }) {
  boards += 1;
  const prefix = `board-${boards}`;
  // tried: the choice on its way; refused: why the engine refused the last one (the
  // choices stand again); failed: why the puzzle could not be opened or answered.
  const state = { puzzle: null, answered: null, tried: null, refused: null, failed: null };
  let settle = null;
  const done = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  box.dataset.board = prefix; // a board opened in the same box after this one replaces it
  const mine = () => box.isConnected && box.dataset.board === prefix;
  // Said again in a new language, until another board takes the box.
  const stop = onChange(() => {
    if (!mine()) stop();
    else draw(true);
  });

  function choose(option, request) {
    if (state.tried || state.answered) return;
    const from = document.activeElement && box.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    state.tried = option;
    state.refused = null;
    draw(true);
    const opened = held === prefix ? Promise.resolve({ ok: true }) : ask("puzzle", source);
    opened.then((reply) => {
      if (!reply.ok) throw new Error(msg(reply.error && reply.error.message) || "puzzle");
      held = prefix;
      return ask("in_puzzle", request);
    }).then((reply) => {
      if (!mine()) return;
      if (!reply.ok) {
        state.tried = null;
        state.refused = reply.error && reply.error.message;
        draw(false);
        const again = from && box.querySelector(`[data-key="${from}"]`);
        if (again) again.focus(); // where the refused choice was
        return;
      }
      const answered = reply.result && reply.result.puzzle && reply.result.puzzle.answered;
      if (!answered) throw new Error("in_puzzle");
      state.answered = answered;
      draw(false);
      const verdict = box.querySelector(".board-verdict-title");
      if (verdict) verdict.focus();
      settle.resolve(answered);
    }).catch((err) => fail(err));
  }

  function fail(err) {
    if (!mine()) return;
    state.failed = err.message;
    draw(false);
    settle.reject(err);
  }

  // The whole board from its state; `keep`: the focus stays on the same control.
  function draw(keep) {
    const focused = keep && box.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    const puzzle = state.puzzle;
    if (!puzzle) {
      box.replaceChildren(part("p", "board-status", state.failed ? t("learn-failed", { why: state.failed })
        : t("learn-opening"), { role: "status" }));
      return;
    }
    const view = puzzle.view;
    const cards = cardsOf(view);
    const choices = state.answered || state.tried || state.failed ? [] : puzzle.choices;
    const offered = (option) => choices.find((c) => sameChoice(c, option, cards)) || null;
    const marks = marksOf(state.answered, cards);
    const board = part("div", `board question-${puzzle.question}`, [
      part("p", "board-question", t(`learn-question-${puzzle.question}`), { id: `${prefix}-question` }),
      others(view, prefix),
      piles(view, offered, marks),
      hand(view, cards, offered, marks, prefix),
      buttons(puzzle, cards, view, offered),
      verdict(state, cards, view.discard_top),
    ], { role: "group", "aria-labelledby": `${prefix}-question` });
    // A card of the hand or a button of the question's, chosen (a card stands for its twin).
    board.addEventListener("board-choose", (event) => {
      if (offered(event.detail)) choose(event.detail, requestOf(event.detail));
    });
    box.replaceChildren(board);
    if (focused) {
      const again = box.querySelector(`[data-key="${focused}"]`);
      if (again && !again.disabled) again.focus();
    }
  }

  // A control that takes a choice, when the puzzle offers it.
  function offer(button, option, key) {
    button.dataset.key = key;
    if (!option) {
      button.disabled = true;
      return button;
    }
    button.addEventListener("click", () => choose(option, requestOf(option)));
    return button;
  }

  function piles(view, offered, marks) {
    const top = view.discard_top;
    const stock = offer(part("button", "pile-button stock", [
      part("span", "pile-art back-art", "", { "aria-hidden": "true" }),
      said("span", "pile-name", "pile-stock-title", { "aria-hidden": "true" }),
      " ", // its words and its count read apart, as the name says them
      part("span", "pile-count", formatNumber(view.stock_count), { "aria-hidden": "true" }),
    ], { type: "button", "aria-label": t("pile-stock-name", { count: view.stock_count }) }),
    offered({ action: "draw", source: "stock", card: null }), "stock");
    const pileArt = part("span", "pile-art", [top ? staticFace(top) : part("span", "empty-slot")], { "aria-hidden": "true" });
    const discard = offer(part("button", "pile-button discard-pile", [
      pileArt,
      said("span", "pile-name", "pile-discard-title", { "aria-hidden": "true" }),
    ], {
      type: "button",
      "aria-label": top ? t("pile-discard-name", { count: view.discard_count, card: cardName(top) }) : t("pile-discard-empty"),
    }), offered({ action: "draw", source: "discard", card: null }), "discard");
    marks.draw(stock, "stock");
    marks.draw(discard, "discard");
    return part("section", "piles board-piles", [
      part("div", "pile", [stock]),
      part("div", "pile", [discard]),
      part("div", "pile indicator", [
        part("div", "pile-art indicator-art", [staticFace(view.indicator)], {
          role: "img", "aria-label": t("pile-indicator-name", { card: cardName(view.indicator), wild: msg(view.wild_text) }),
        }),
        said("p", "pile-name", "pile-wild-title", { "aria-hidden": "true" }),
        part("p", "wild-text", msg(view.wild_text), { "aria-hidden": "true" }),
      ]),
    ], { "aria-label": t("learn-board-piles") });
  }

  async function start() {
    draw(false);
    let puzzle = null;
    try {
      const reply = await ask("puzzle", source);
      puzzle = reply.ok && reply.result && reply.result.puzzle;
      if (!puzzle) throw new Error(msg(reply.error && reply.error.message) || "puzzle");
      held = prefix;
    } catch (err) {
      fail(err);
      return;
    }
    if (!mine()) return;
    state.puzzle = puzzle;
    draw(false);
    const first = box.querySelector(".board button:not(:disabled)");
    if (first && focus) first.focus();
  }

  start();
  return done;
}

// A card's face as the piles show it (the pile's button or box names it).
function staticFace(card) {
  const face = staticCard(card);
  face.removeAttribute("role");
  face.removeAttribute("aria-label");
  return face;
}

// How the verdict marks the board: the coach's choice and yours, on the pile or card.
function marksOf(answered, cards) {
  const tags = (option) => {
    if (!answered) return [];
    const found = [];
    if (sameChoice(answered.answer, option, cards)) found.push(["board-answer", t("learn-mark-coach")]);
    if (!answered.right && sameChoice(answered.yours, option, cards)) found.push(["board-yours", t("learn-mark-yours")]);
    return found;
  };
  const mark = (node, option) => {
    for (const [name, words] of tags(option)) {
      node.classList.add(name);
      node.setAttribute("aria-label", `${node.getAttribute("aria-label")}: ${words}`);
    }
  };
  return {
    draw: (node, source) => mark(node, { action: "draw", source, card: null }),
    card: (node, id) => {
      mark(node, { action: "discard", source: null, card: id });
      mark(node, { action: "declare", source: null, card: id });
    },
  };
}

// The others: each seat's name, how many cards it holds, the cards it threw.
function others(view, prefix) {
  const seats = view.seats.filter((seat) => !seat.you);
  const lists = seatLists(view.seats.filter((s) => Array.isArray(s.discards)), prefix, "h4")
    .filter((list) => seats.some((seat) => String(seat.seat) === list.dataset.seat));
  for (const list of lists) {
    const seat = seats.find((s) => String(s.seat) === list.dataset.seat);
    list.querySelector(".discards-name").append(` · ${t("hand-count", { count: seat.count })}`);
  }
  return part("section", "board-others", lists, { "aria-label": t("learn-board-others") });
}

// Your hand in its trays; at a throw, each card of a choice is a button (one tab stop:
// the arrow keys, Home and End move along the hand, as at the table).
function hand(view, cards, offered, marks, prefix) {
  const buttons = [];
  const trays = view.trays.filter((tray) => tray.cards.length).map((tray, k) => {
    const label = groupLabel(tray);
    return part("div", tray.valid ? "board-tray valid" : "board-tray", [
      part("span", "board-tray-name", label + (tray.valid ? " ✓" : ""), { "aria-hidden": "true" }),
      part("div", "board-tray-cards", tray.cards.map((card) => {
        const option = offered({ action: "discard", source: null, card: card.id });
        if (!option) {
          const face = staticCard(card);
          if (card.id === view.drawn) face.classList.add("drawn");
          marks.card(face, card.id);
          return face;
        }
        const button = part("button", "card", [part("span", "face"), part("span", "wild-dot", "", { "aria-hidden": "true" })],
          { type: "button", "data-key": `card-${card.id}`, "aria-label": choiceWords({ ...option, card: card.id }, cards, view.discard_top) });
        setFace(button, card);
        if (card.id === view.drawn) button.classList.add("drawn");
        button.addEventListener("click", () => button.dispatchEvent(new CustomEvent("board-choose", {
          bubbles: true, detail: { action: "discard", source: null, card: card.id } })));
        buttons.push(button);
        return button;
      })),
    ], { role: "group", "aria-label": t(tray.valid ? "hand-tray-name-valid" : "hand-tray-name",
      { tray: k + 1, label, count: tray.cards.length }) });
  });
  buttons.forEach((button, k) => { button.tabIndex = k ? -1 : 0; });
  const section = part("section", "board-hand", [
    part("h4", "board-hand-title", [t("hand-title"), " ", part("span", "hand-count", `· ${t("hand-count", { count: view.hand_count })}`)],
      { id: `${prefix}-hand` }),
    ...trays,
  ], { "aria-labelledby": `${prefix}-hand` });
  section.addEventListener("keydown", (event) => {
    const at = buttons.indexOf(event.target);
    const to = at < 0 ? null : rovingIndex(event.key, at, buttons.length);
    if (to === null) return;
    event.preventDefault();
    for (const button of buttons) button.tabIndex = button === buttons[to] ? 0 : -1;
    buttons[to].focus();
  });
  return section;
}

// The question's choices that are neither a pile nor a card of the hand: drop, declare
// (with its throw), and at a drop question, playing on; a card's own event (hand) comes here.
function buttons(puzzle, cards, view, offered) {
  const row = part("div", "board-choices");
  for (const option of puzzle.choices) {
    if (option.action === "declare" || option.action === "drop") {
      const button = choiceButton(option, cards, view.discard_top);
      button.dataset.key = `${option.action}-${faceOf(cards, option.card)}`;
      button.disabled = !offered(option);
      button.addEventListener("click", () => row.dispatchEvent(new CustomEvent("board-choose", { bubbles: true, detail: option })));
      row.append(button);
    }
  }
  return row;
}

// Right or wrong, yours and the coach's, every choice's figure, and why.
function verdict(state, cards, top) {
  const answered = state.answered;
  if (!answered) {
    const said = state.failed ? t("learn-failed", { why: state.failed })
      : state.tried ? t("learn-checking", { choice: choiceWords(state.tried, cards, top) }) : msg(state.refused);
    return part("div", "board-verdict", [part("p", "board-status", said, { role: "status" })]);
  }
  const words = (option) => choiceWords(option, cards, top);
  const figures = answered.figures.map((figure) => {
    const tags = [];
    if (sameChoice(figure.decision, answered.answer, cards)) tags.push(t("learn-mark-coach"));
    if (sameChoice(figure.decision, answered.yours, cards)) tags.push(t("learn-mark-yours"));
    return part("li", tags.length ? "board-figure marked" : "board-figure",
      t("learn-figure", { choice: words(figure.decision), points: figure.points, marks: tags.length ? tags.join(", ") : "none" }));
  });
  return part("div", answered.right ? "board-verdict right" : "board-verdict wrong", [
    part("h4", "board-verdict-title", answered.right ? t("learn-right") : t("learn-wrong"),
      { tabindex: -1, "data-key": "verdict" }),
    part("p", "board-said", answered.right ? t("learn-right-said", { choice: words(answered.answer) })
      : t("learn-wrong-said", { yours: words(answered.yours), answer: words(answered.answer), loss: answered.loss })),
    part("p", "board-why", msg(answered.text)),
    part("h5", "board-figures-title", t("learn-figures-title")),
    part("ol", "board-figures", figures),
  ]);
}
