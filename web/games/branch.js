// Play on from here: "Try this turn again" in a deal's review (review.js) plays the
// deal on from that turn with the real cards, a branch the engine holds beside the
// table and never keeps (docs/protocol.md, `branch` and `in_branch`). You draw and
// throw, each choice compared with the coach's in points as the review compares a
// step; after each of your turns the others play theirs (their bots, the coach
// where a person sat) and their moves are told; "Let the coach finish the deal"
// plays your turns too, one request a turn, and while it plays "Stop the coach" hands
// the next turn back to you. At the end, how this branch ended beside how the deal
// really ended. Everything it says is drawn again in a new language, where it stands.
// Only where the engine is the page's worker (partner play's review keeps the plain
// comparison with the coach).
//
//   setupBranch({ ask, review });  // ask: the controller's; review: createReview()'s

import { staticCard } from "../table/cards.js";
import { part, said } from "../shell/dom.js";
import { store } from "../shell/store.js";
import { msg, named, setMessage, t } from "../l10n/l10n.js";
import { choiceWords, compared } from "./review.js";
import { cardsOf, choiceButton, requestOf, sameChoice } from "./step.js";

export function setupBranch({ ask, review }) {
  let redraw = null; // the branch open last: drawn again in a new language
  review.playOn((from) => {
    redraw = open(ask, from);
  });
  store.subscribe((change) => {
    if (change === "redraw" && redraw) redraw();
  });
}

// `from`: where in the review (review.js's tryAgain): the box to draw in, its section,
// the review, the turn, and the kept match's export (null: the table's match). Returns
// what draws it again in the page's language.
function open(ask, { box, section, review, turn, match }) {
  const args = { deal: review.deal, turn: turn.turn, ...(match ? { match, seat: review.seat } : {}) };
  const intro = part("p", "branch-intro");
  const log = part("ol", "branch-log", [], { "aria-labelledby": "branch-log-title" });
  const stepBox = part("div", "branch-step");
  const table = part("div", "branch-table");
  const ending = part("section", "branch-ending", [], { hidden: true, "aria-labelledby": "branch-ended" });
  const finish = said("button", "btn branch-finish", "branch-finish", { type: "button" });
  const again = said("button", "btn branch-again", "branch-again", { type: "button" });
  const status = part("p", "branch-status", "", { role: "status" });
  box.replaceChildren(intro, status, stepBox, table,
    said("h4", "branch-log-title", "branch-log-title", { id: "branch-log-title" }), log,
    ending, part("div", "review-nav", [finish, again]));
  // What is said is kept as functions of the page's language, to be said again in another.
  let saying = () => "";
  let notes = [];
  let tried = null; // your step's choice and its comparison, while it is sent
  let shown = null; // the branch as the engine last showed it
  let asking = false; // your step's choices are shown
  let busy = false; // a request of this opening is on its way (its coach's button waits too)
  let finishing = false; // the coach plays your turns
  let asked = 0; // which opening this is: a reply to an earlier one is not drawn
  const live = () => !section.hidden && box.contains(stepBox);

  function say(words) {
    saying = words;
    status.textContent = words();
  }

  function note(words) {
    notes.push(words);
    log.append(part("li", "", words()));
  }

  // One request to the engine; its branch, or null: refused (the refusal said, as
  // `refused` words it), or its answer no longer wanted (another branch, or closed).
  async function send(type, request, refused = (why) => why) {
    const mine = asked;
    let reply;
    try {
      reply = await ask(type, request);
    } catch (err) {
      if (mine === asked) say(() => t("branch-failed", { why: err.message }));
      return null;
    }
    if (mine !== asked || !live()) return null;
    if (reply.ok && reply.result && reply.result.branch) return reply.result.branch;
    say(() => refused(msg(reply.error && reply.error.message)));
    return null;
  }

  // A new branch from the turn, whatever the one before was doing (its answers dropped).
  async function start() {
    asked += 1;
    const mine = asked;
    shown = null;
    notes = [];
    tried = null;
    asking = false;
    finishing = false;
    log.replaceChildren();
    ending.hidden = true;
    stepBox.replaceChildren();
    table.replaceChildren();
    say(() => t("branch-opening", { turn: turn.turn }));
    setBusy(true);
    const found = await send("branch", args, (why) => t("branch-failed", { why }));
    if (mine !== asked) return;
    setBusy(false);
    if (found) take(found, true);
  }

  // A step of yours, and how it compares with the coach's choice, then sent; the others
  // play after it. Its choices stay until the answer: pressed again, nothing is sent twice.
  async function move(type, request, words, verdict) {
    if (busy || !shown) return;
    setBusy(true);
    const mine = asked;
    tried = () => (verdict() ? t("review-tried", { choice: words(), compared: verdict() }) : words());
    stepBox.querySelector(".review-try-said").textContent = tried();
    for (const button of stepBox.querySelectorAll(".review-option")) button.disabled = true;
    const turnOf = shown.turn;
    const said = tried;
    const found = await send("in_branch", { type, args: request });
    if (mine !== asked) return;
    setBusy(false);
    tried = null;
    if (!found) { // refused: the same choices stand, the refusal said
      for (const button of stepBox.querySelectorAll(".review-option")) button.disabled = false;
      return;
    }
    note(() => t("branch-at-turn", { turn: turnOf, said: said() }));
    take(found, false);
  }

  // "Let the coach finish the deal", or while it plays, "Stop the coach"; while a step of
  // yours is on its way, not to be pressed.
  function showFinish() {
    finish.hidden = Boolean(shown && shown.ending);
    finish.disabled = busy && !finishing;
    setMessage(finish, finishing ? "branch-stop" : "branch-finish");
  }

  function setBusy(on) {
    busy = on;
    showFinish();
  }

  // The coach plays your turns (and the others theirs) to the deal's end, a turn a
  // request, until stopped: then the turn after the one it is playing is yours.
  async function coachFinishes() {
    if (finishing) {
      finishing = false; // the loop ends once the turn being played is told
      showFinish();
      return;
    }
    if (busy || !shown) return;
    const mine = asked;
    finishing = true;
    setBusy(true);
    asking = false;
    stepBox.replaceChildren();
    while (finishing && shown && !shown.ending && live()) {
      const playing = shown.turn;
      say(() => t("branch-coach-playing", { turn: playing }));
      const found = await send("in_branch", { type: "bot_turn", args: {} });
      if (mine !== asked) return;
      if (!found) break;
      take(found, false, true);
    }
    const stopped = !finishing;
    finishing = false;
    showFinish();
    if (stopped && shown && !shown.ending && live()) {
      // Your step, with the coach's choice and its figures (the engine works them out now).
      const found = await send("in_branch", { type: "view", args: {} });
      if (mine !== asked) return;
      if (found) take(found, false, false, true);
    }
    setBusy(false);
  }

  // What the branch shows now: what was played (your step, or the coach's whole turn
  // for you, then the others'), then your next step, or how it ended.
  // `told`: all of it told already (the coach stopped: only your step is new).
  function take(found, first, coached = false, told = false) {
    const played = shown ? shown.turn : found.turn;
    shown = found;
    const view = found.view;
    if (told) {
      // nothing is told twice
    } else if (coached) {
      const move = view.seats.find((seat) => seat.you).last_move;
      note(() => t("branch-coach-turn", { turn: played, move: msg(move) }));
    } else if (!first) {
      note(() => msg(view.message));
    }
    if (!told) for (const other of found.others) note(() => msg(other));
    drawTable(view);
    showFinish();
    if (found.ending) {
      end(found, true);
      return;
    }
    if (view.phase === "draw" || view.phase === "discard") {
      if (!coached) askStep(found, true);
      return;
    }
    // You are out of the deal (a drop): the others play on, a round a request.
    say(() => t("branch-others-playing"));
    asking = false;
    stepBox.replaceChildren();
    if (!busy) continueOthers();
  }

  async function continueOthers() {
    const mine = asked;
    setBusy(true);
    const found = await send("in_branch", { type: "bot_turn", args: {} });
    if (mine !== asked) return;
    setBusy(false);
    if (found) take(found, false);
  }

  function drawTable(view) {
    const cards = cardsOf(view);
    const mine = view.trays.flatMap((tray) => tray.cards.map((card) => card.id));
    table.replaceChildren(
      part("div", "branch-piles", [
        said("span", "review-label", "branch-open-card"),
        view.discard_top ? staticCard(view.discard_top, "mini") : said("span", "", "review-none"),
        said("span", "review-label branch-stock", "branch-stock", {}, { count: view.stock_count }),
      ]),
      part("div", "review-step-hand", mine.map((id) => staticCard(cards[id], "mini")), named("branch-your-cards")));
  }

  // The choices of your step: the draw (or a drop, or a declaration of 13), else a throw;
  // each compared with the coach's in its figures, as the review compares a step's.
  function askStep(found, focus) {
    asking = true;
    const view = found.view;
    const c = view.controls;
    const cards = cardsOf(view);
    const top = view.discard_top;
    const coached = found.step; // the coach's choice and every choice's figure
    const priced = (option) => coached && coached.options.find((o) => sameChoice(o, option, cards));
    const choices = [];
    const verdict = (option) => {
      const figure = priced(option);
      if (!figure) return "";
      const said = compared(figure, coached);
      return figure === coached.options[0] ? said : [said, msg(coached.reason)].join(" ").trim();
    };
    const offer = (option) => {
      const button = choiceButton(option, cards, top);
      const { type, args } = requestOf(option);
      button.addEventListener("click", () => move(type, args, () => choiceWords(option, cards, top),
        () => verdict(option)));
      choices.push(button);
    };
    const advised = coached ? coached.coach : null;
    if (view.phase === "draw") {
      if (c.declare && view.distance === 0) offer({ action: "declare", source: null, card: null });
      if (c.draw_stock) offer({ action: "draw", source: "stock", card: null });
      if (c.draw_discard && top) offer({ action: "draw", source: "discard", card: null });
      if (c.drop) offer({ action: "drop", source: null, card: null });
    } else {
      if (advised && advised.action === "declare" && advised.card !== null) {
        offer({ action: "declare", source: null, card: advised.card });
      }
      const seen = new Set(); // a card and its twin are one choice
      for (const tray of view.trays) {
        for (const card of tray.cards) {
          if (card.id === view.picked || seen.has(card.code)) continue;
          seen.add(card.code);
          offer({ action: "discard", source: null, card: card.id });
        }
      }
    }
    // Said (a status): the others' turns since your last step, then what is yours to do.
    say(() => [...found.others.map(msg),
      t(view.phase === "draw" ? "branch-draw" : "branch-throw", { turn: found.turn })].join(" "));
    stepBox.replaceChildren(part("div", "review-try-step", [
      part("div", "review-options", choices),
      part("p", "review-try-said", tried ? tried() : "", { "aria-live": "polite" }),
    ], { "data-step": view.phase === "draw" ? 0 : 1 }));
    for (const button of choices) button.disabled = Boolean(tried);
    if (focus && choices.length) choices[0].focus();
  }

  function end(found, focus) {
    asking = false;
    stepBox.replaceChildren();
    say(() => "");
    ending.replaceChildren(
      said("h4", "", "branch-ended", { id: "branch-ended", tabindex: -1 }),
      part("p", "branch-this", t("branch-this", { ending: msg(found.ending.text) })),
      part("p", "branch-real", t("branch-real", { ending: msg(found.real.text) })));
    ending.hidden = false;
    if (focus) ending.querySelector("h4").focus();
  }

  // Everything the branch says, again in the page's language, where it stands: the
  // focus stays on the same place (a choice, by its place among them).
  function redraw() {
    if (!box.contains(stepBox)) return;
    intro.textContent = t("branch-intro", { turn: turn.turn });
    status.textContent = saying();
    log.replaceChildren(...notes.map((words) => part("li", "", words())));
    showFinish();
    if (!shown) return;
    drawTable(shown.view);
    if (shown.ending) end(shown, false);
    else if (asking) {
      const options = [...stepBox.querySelectorAll(".review-option")];
      const at = options.indexOf(document.activeElement);
      askStep(shown, false);
      const drawn = [...stepBox.querySelectorAll(".review-option")];
      if (at >= 0 && drawn[at]) drawn[at].focus();
    }
  }

  finish.addEventListener("click", coachFinishes);
  // A new branch from the same turn, the one before forgotten (the coach stops too).
  again.addEventListener("click", start);
  intro.textContent = t("branch-intro", { turn: turn.turn });
  start();
  return redraw;
}
