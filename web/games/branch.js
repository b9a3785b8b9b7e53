// Play on from here: "Try this turn again" in a deal's review (review.js) plays the
// deal on from that turn with the real cards, a branch the engine holds beside the
// table and never keeps (docs/protocol.md, `branch` and `in_branch`). You draw and
// throw; after each of your turns the others play theirs (their bots, the coach
// where a person sat) and their moves are told; "Let the coach finish the deal"
// plays your turns too, one request a turn. At the end, how this branch ended
// beside how the deal really ended. Only where the engine is the page's worker
// (partner play's review keeps the plain comparison with the coach).
//
//   setupBranch({ ask, review });  // ask: the controller's; review: createReview()'s

import { staticCard } from "../table/cards.js";
import { part, said } from "../shell/dom.js";
import { msg, named, t } from "../l10n/l10n.js";
import { choiceWords, compared } from "./review.js";

export function setupBranch({ ask, review }) {
  review.playOn((from) => open(ask, from));
}

// The branch's card views, by id, from its view: your trays and the open card.
function cardsOf(view) {
  const cards = {};
  for (const tray of view.trays) for (const card of tray.cards) cards[card.id] = card;
  if (view.discard_top) cards[view.discard_top.id] = view.discard_top;
  return cards;
}

// `from`: where in the review (review.js's tryAgain): the box to draw in, its section,
// the review, the turn, and the kept match's export (null: the table's match).
function open(ask, { box, section, review, turn, match }) {
  const args = { deal: review.deal, turn: turn.turn, ...(match ? { match, seat: review.seat } : {}) };
  const log = part("ol", "branch-log", [], { "aria-labelledby": "branch-log-title" });
  const stepBox = part("div", "branch-step");
  const table = part("div", "branch-table");
  const ending = part("section", "branch-ending", [], { hidden: true, "aria-labelledby": "branch-ended" });
  const finish = said("button", "btn branch-finish", "branch-finish", { type: "button" });
  const again = said("button", "btn branch-again", "branch-again", { type: "button" });
  const status = part("p", "branch-status", "", { role: "status" });
  box.replaceChildren(
    part("p", "branch-intro", t("branch-intro", { turn: turn.turn })),
    status, stepBox, table,
    said("h4", "branch-log-title", "branch-log-title", { id: "branch-log-title" }), log,
    ending, part("div", "review-nav", [finish, again]));
  let shown = null; // the branch as the engine last showed it
  let busy = false;
  let asked = 0; // which opening this is: a reply to an earlier one is not drawn
  const live = () => !section.hidden && box.contains(stepBox);

  function say(text) {
    status.textContent = text;
  }

  function note(text) {
    if (text) log.append(part("li", "", text));
  }

  // One request to the engine; its branch, or null: refused (the refusal said, as
  // `refused` words it), or its answer no longer wanted (another branch, or closed).
  async function send(type, request, refused = (why) => why) {
    const mine = asked;
    let reply;
    try {
      reply = await ask(type, request);
    } catch (err) {
      say(t("branch-failed", { why: err.message }));
      return null;
    }
    if (mine !== asked || !live()) return null;
    if (reply.ok && reply.result && reply.result.branch) return reply.result.branch;
    say(refused(msg(reply.error && reply.error.message)));
    return null;
  }

  async function start() {
    asked += 1;
    shown = null;
    log.replaceChildren();
    ending.hidden = true;
    stepBox.replaceChildren();
    table.replaceChildren();
    say(t("branch-opening", { turn: turn.turn }));
    busy = true;
    const found = await send("branch", args, (why) => t("branch-failed", { why }));
    busy = false;
    if (found) take(found, true);
  }

  // A step of yours, and how it compares with the coach's choice, then sent; the others
  // play after it.
  async function move(type, request, words, verdict) {
    if (busy || !shown) return;
    busy = true;
    const tried = verdict ? t("review-tried", { choice: words, compared: verdict }) : words;
    stepBox.querySelector(".review-try-said").textContent = tried;
    const turnOf = shown.turn;
    const found = await send("in_branch", { type, args: request });
    busy = false;
    if (!found) return; // refused: the same choices stand, the refusal said
    note(t("branch-at-turn", { turn: turnOf, said: tried }));
    take(found, false);
  }

  // The coach plays your turns (and the others theirs) to the deal's end, a turn a request.
  async function coachFinishes() {
    if (busy || !shown) return;
    busy = true;
    stepBox.replaceChildren();
    while (shown && !shown.ending && live()) {
      say(t("branch-coach-playing", { turn: shown.turn }));
      const found = await send("in_branch", { type: "bot_turn", args: {} });
      if (!found) break;
      take(found, false, true);
    }
    busy = false;
  }

  // What the branch shows now: what was played (your step, or the coach's whole turn
  // for you, then the others'), then your next step, or how it ended.
  function take(found, first, coached = false) {
    const played = shown ? shown.turn : found.turn;
    shown = found;
    const view = found.view;
    if (coached) {
      note(t("branch-coach-turn", { turn: played, move: msg(view.seats.find((seat) => seat.you).last_move) }));
    } else if (!first) note(msg(view.message));
    for (const other of found.others) note(msg(other));
    drawTable(view);
    finish.hidden = Boolean(found.ending);
    if (found.ending) {
      end(found);
      return;
    }
    if (view.phase === "draw" || view.phase === "discard") {
      if (!coached) askStep(found, first);
      return;
    }
    // You are out of the deal (a drop): the others play on, a round a request.
    say(t("branch-others-playing"));
    stepBox.replaceChildren();
    if (!busy) continueOthers();
  }

  async function continueOthers() {
    busy = true;
    const found = await send("in_branch", { type: "bot_turn", args: {} });
    busy = false;
    if (found) take(found, false);
  }

  function drawTable(view) {
    const cards = cardsOf(view);
    const mine = view.trays.flatMap((tray) => tray.cards.map((card) => card.id));
    table.replaceChildren(
      part("div", "branch-piles", [
        part("span", "review-label", t("branch-open-card")),
        view.discard_top ? staticCard(view.discard_top, "mini") : part("span", "", t("review-none")),
        part("span", "review-label branch-stock", t("branch-stock", { count: view.stock_count })),
      ]),
      part("div", "review-step-hand", mine.map((id) => staticCard(cards[id], "mini")), named("branch-your-cards")));
  }

  // The choices of your step: the draw (or a drop, or a declaration of 13), else a throw.
  function askStep(found, first) {
    const view = found.view;
    const c = view.controls;
    const cards = cardsOf(view);
    const top = view.discard_top;
    const hint = found.hint;
    // The review's own figures where it is the very step it judged: the turn's first.
    const judged = first && found.turn === found.from ? turn.steps[0] : null;
    const choices = [];
    const verdict = (option, same) => {
      if (judged) {
        const priced = judged.options.find((o) => o.action === option.action && o.source === option.source);
        if (priced) return compared(priced, judged);
      }
      if (!hint) return "";
      return same ? t("review-coachs-choice") : t("branch-coach-would", { hint: msg(hint.text) });
    };
    const offer = (option, type, request, same) => {
      const words = choiceWords(option, cards, top);
      const card = option.card !== null ? cards[option.card] : null;
      const button = part("button", "btn review-option", card ? [staticCard(card, "mini"), ` ${words}`] : words,
        { type: "button" });
      button.addEventListener("click", () => move(type, request, words, verdict(option, same)));
      choices.push(button);
    };
    const step = hint ? hint.step : null;
    if (view.phase === "draw") {
      if (c.declare && view.distance === 0) offer({ action: "declare", source: null, card: null }, "declare", { confirm: true }, step === "declare");
      if (c.draw_stock) offer({ action: "draw", source: "stock", card: null }, "draw", { source: "stock" }, step === "draw" && hint.source === "stock");
      if (c.draw_discard && top) offer({ action: "draw", source: "discard", card: null }, "draw", { source: "discard" }, step === "draw" && hint.source === "discard");
      if (c.drop) offer({ action: "drop", source: null, card: null }, "drop", {}, step === "drop");
    } else {
      const code = (id) => (cards[id] ? cards[id].code : null);
      if (step === "declare" && hint.card !== null) {
        offer({ action: "declare", source: null, card: hint.card }, "discard_declare", { card: hint.card, confirm: true }, true);
      }
      const seen = new Set(); // a card and its twin are one choice
      for (const tray of view.trays) {
        for (const card of tray.cards) {
          if (card.id === view.picked || seen.has(card.code)) continue;
          seen.add(card.code);
          offer({ action: "discard", source: null, card: card.id }, "discard", { card: card.id },
            step === "discard" && code(hint.card) === card.code);
        }
      }
    }
    // Said (a status): the others' turns since your last step, then what is yours to do.
    const prompt = t(view.phase === "draw" ? "branch-draw" : "branch-throw", { turn: found.turn });
    say([...found.others.map(msg), prompt].join(" "));
    stepBox.replaceChildren(part("div", "review-try-step", [
      part("div", "review-options", choices), part("p", "review-try-said", "", { "aria-live": "polite" }),
    ], { "data-step": view.phase === "draw" ? 0 : 1 }));
    if (choices.length) choices[0].focus();
  }

  function end(found) {
    stepBox.replaceChildren();
    say("");
    ending.replaceChildren(
      said("h4", "", "branch-ended", { id: "branch-ended", tabindex: -1 }),
      part("p", "branch-this", t("branch-this", { ending: msg(found.ending.text) })),
      part("p", "branch-real", t("branch-real", { ending: msg(found.real.text) })));
    ending.hidden = false;
    ending.querySelector("h4").focus();
  }

  finish.addEventListener("click", coachFinishes);
  // A new branch from the same turn, the one before forgotten.
  again.addEventListener("click", () => {
    if (!busy) start();
  });
  start();
}
