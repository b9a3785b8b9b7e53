// The review of a finished deal, from the view's "review" (asked for with Review
// this deal): a board. A chart of the deal from your seat, turn by turn (how far
// your hand was from a declaration and the coach's estimate of your chance to
// win, each turn's mark on it); a step-through that marks the card you threw and
// the coach's, with every hand; "Try this turn again"; and a choice of deal when
// the match has more than one. The engine did the judging; this only draws it.
// Asking for another deal dispatches "review-deal" (detail: its number) for
// input.js to send, or calls the `pick` given (a kept match's review, games.js).

import { staticCard } from "../table/cards.js";
import { createDialog, openDialog } from "../shell/dialog.js";
import { seatLists } from "../table/discards.js";
import { art, part, said } from "../shell/dom.js";
import { formatNumber, msg, named, setMessage, t, translate } from "../l10n/l10n.js";
import { store } from "../shell/store.js";
import { noteReview } from "./leitner.js";

// Each mark's sign (as chess reviews write them): never colour alone; its word is review-MARK.
const SIGNS = { good: "", inaccuracy: "?!", mistake: "?", blunder: "??" };

// The chart's drawing box (the SVG scales it to the dialog's width): at least W wide,
// wider for a long deal so that neighbouring turns' marks (14 wide, a sign above) stay
// GAP apart; the page scales it between 0.8 and 4/3 of that (review.css: --chart-width),
// so a long deal's chart scrolls sideways on a phone rather than merging its marks.
const W = 360;
const H = 180;
const LEFT = 24;
const RIGHT = 36;
const TOP = 26;
const BOTTOM = H - 26;
const INSET = 14; // the first and last turns clear of the axes' figures
const GAP = 22;
// Turn numbers under the axis: every one up to LABEL_ALL turns, else the first, the last
// and every LABEL_EVERY-th, none within two turns of the last ("20" "21" would read as one).
const LABEL_ALL = 10;
const LABEL_EVERY = 5;

// The turns (indexes) whose numbers the axis shows.
function labelled(count) {
  if (count <= LABEL_ALL) return [...Array(count).keys()];
  const shown = [0];
  for (let k = LABEL_EVERY - 1; k < count - 2; k += LABEL_EVERY) shown.push(k);
  shown.push(count - 1);
  return shown;
}

function away(n) {
  return t("review-away", { count: n });
}

function markWord(mark) {
  return t(`review-${mark}`);
}

// The words for one choice of a step (`top`: the open card's view).
// The second step's question, a whole sentence for the draw that came before it
// (did-draw-stock or did-take: the first step of a turn with two is its draw).
function thenWords(drew) {
  return t("review-try-then", { source: drew.id === "did-draw-stock" ? "stock" : "discard", card: drew.args.card });
}

export function choiceWords(option, cards, top) {
  if (option.action === "drop") return t("review-choice-drop");
  if (option.action === "draw") {
    return option.source === "stock" ? t("review-choice-stock") : t("review-choice-discard", { card: top.label });
  }
  if (option.action === "declare" && option.card === null) return t("review-choice-declare");
  return t(option.action === "declare" ? "review-choice-throw-declare" : "review-choice-throw", { card: cards[option.card].label });
}

// `fn({ deal, turn, turns })` as the engine reviews each turn of a deal (the worker tells
// it while it works: docs/protocol.md); returns what stops listening.
export function onProgress(fn) {
  const heard = (event) => fn(event.detail);
  globalThis.addEventListener("engine-progress", heard);
  return () => globalThis.removeEventListener("engine-progress", heard);
}

function same(a, b) {
  return a.action === b.action && a.source === b.source && a.card === b.card;
}

// How a choice compares with the coach's, in the review's own figures; a drop the coach
// did not advise says what it costs (its note: the coach's margin, or the pool's limit).
export function compared(option, step) {
  if (same(option, step.coach)) return t("review-coachs-choice");
  const note = option.note ? msg(option.note) : "";
  if (option.loss > 0) return [t("review-worse", { loss: option.loss, coach: msg(step.coach_words) }), note].join(" ").trim();
  return note || t("review-as-good");
}

function shape(mark, x, y) {
  const r = 6;
  if (mark === "good") return art("circle", { cx: x, cy: y, r });
  if (mark === "inaccuracy") return art("path", { d: `M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z` });
  if (mark === "mistake") return art("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r });
  return art("path", { d: `M${x} ${y - r - 2}L${x + r + 1} ${y + r}L${x - r - 1} ${y + r}Z` });
}

// The chart: one focusable point per turn on the distance line; the chance dashed.
function chart(turns, onPick) {
  const width = Math.max(W, LEFT + RIGHT + 2 * INSET + GAP * (turns.length - 1));
  const BOX = { left: LEFT, right: width - RIGHT, top: TOP, bottom: BOTTOM };
  const spacing = turns.length > 1 ? (BOX.right - BOX.left - 2 * INSET) / (turns.length - 1) : 0;
  const most = Math.max(3, ...turns.map((t) => t.distance));
  const x = (k) => turns.length === 1 ? (BOX.left + BOX.right) / 2 : BOX.left + INSET + k * spacing;
  const yFar = (d) => BOX.bottom - (d * (BOX.bottom - BOX.top)) / most;
  const yChance = (c) => BOX.bottom - (c * (BOX.bottom - BOX.top)) / 100;
  const grid = [];
  for (let d = 0; d <= most; d += 1) {
    grid.push(art("line", { class: "review-grid", x1: BOX.left, x2: BOX.right, y1: yFar(d), y2: yFar(d) }),
      art("text", { class: "review-axis", x: BOX.left - 6, y: yFar(d) + 4, "text-anchor": "end" }, formatNumber(d)));
  }
  for (const k of labelled(turns.length)) {
    grid.push(art("text", { class: "review-axis review-turn", x: x(k), y: H - 8, "text-anchor": "middle" },
      formatNumber(turns[k].turn)));
  }
  for (const c of [0, 50, 100]) {
    grid.push(art("text", { class: "review-axis", x: BOX.right + 4, y: yChance(c) + 4 }, `${formatNumber(c)}%`));
  }
  const line = (y, key) => turns.map((t, k) => `${k ? "L" : "M"}${x(k)} ${y(t[key])}`).join("");
  const marks = turns.map((turn, k) => {
    const sign = SIGNS[turn.mark];
    const point = art("g", {
      class: `review-point mark-${turn.mark}`, role: "button", tabindex: -1,
      "aria-label": t("review-point", { turn: turn.turn, mark: markWord(turn.mark), away: away(turn.distance), chance: turn.chance }),
    }, [
      art("circle", { class: "review-ring", cx: x(k), cy: yFar(turn.distance), r: 11 }),
      shape(turn.mark, x(k), yFar(turn.distance)),
      art("text", { class: "review-sign", x: x(k), y: yFar(turn.distance) - 12, "text-anchor": "middle" }, sign),
    ]);
    point.addEventListener("click", () => onPick(k, true));
    return point;
  });
  const svg = art("svg", {
    class: "review-chart", viewBox: `0 0 ${width} ${H}`, role: "group", "aria-labelledby": "review-chart-title",
    "aria-describedby": "review-keys",
  }, [
    ...grid,
    art("path", { class: "review-chance", d: line(yChance, "chance") }),
    art("path", { class: "review-far", d: line(yFar, "distance") }),
    ...marks,
  ]);
  svg.style.setProperty("--chart-width", String(width));
  // Arrows, Home and End move along the chart (one point at a time takes Tab).
  svg.addEventListener("keydown", (event) => {
    const k = marks.indexOf(event.target.closest(".review-point"));
    const to = { ArrowLeft: k - 1, ArrowRight: k + 1, ArrowUp: k + 1, ArrowDown: k - 1, Home: 0, End: marks.length - 1 }[event.key];
    if (k < 0) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPick(k, true);
    } else if (to !== undefined) {
      event.preventDefault();
      onPick(Math.max(0, Math.min(marks.length - 1, to)), true);
    }
  });
  return { svg, marks };
}

// A hand of mini cards (views of the ids); `tags` (card id -> [[class, words]]) marks some.
function hand(ids, cards, tags = {}) {
  return ids.map((id) => {
    const card = cards[id];
    const tag = tags[id] || [];
    const face = staticCard(card, "mini");
    if (!tag.length) return face;
    face.setAttribute("aria-label", `${face.getAttribute("aria-label")}: ${tag.map((t) => t[1]).join(", ")}`);
    return part("span", ["review-card", ...tag.map((t) => t[0])].join(" "),
      [face, ...tag.map((t) => part("span", "review-tag", t[1], { "aria-hidden": "true" }))]);
  });
}

export function createReview() {
  const dialog = createDialog({
    id: "review",
    className: "confirm review",
    labelledBy: "review-title",
    describedBy: "review-summary",
    children: [
      part("h2", "", undefined, { id: "review-title", tabindex: -1, ...named("review-title") }),
      part("div", "review-deals", [], { id: "review-deals", role: "group", ...named("review-deals") }),
      part("p", "review-working", "", { id: "review-working", role: "status" }),
      part("p", "review-summary", "", { id: "review-summary" }),
      part("p", "review-how", undefined, named("review-how")),
      part("h3", "", undefined, { id: "review-chart-title", ...named("review-chart-title") }),
      part("p", "review-keys", undefined, { id: "review-keys", ...named("review-keys") }),
      part("div", "review-board", [], { id: "review-board" }),
      part("p", "review-legend", [
        part("span", "review-key-far", undefined, named("review-key-far")), " · ",
        part("span", "review-key-chance", undefined, named("review-key-chance")), " · ",
        part("span", "", undefined, named("review-key-marks")),
      ]),
      part("section", "review-step", [
        part("h3", "", undefined, { id: "review-step-title", ...named("review-step-title") }),
        part("p", "review-step-head", "", { id: "review-step-head", "aria-live": "polite" }),
        part("p", "review-step-others", "", { id: "review-step-others" }),
        part("div", "review-step-top", [], { id: "review-step-top" }),
        part("p", "review-step-did", "", { id: "review-step-did" }),
        part("div", "review-step-hand", [], { id: "review-step-hand", role: "group", ...named("review-your-cards") }),
        part("p", "review-step-note", "", { id: "review-step-note" }),
        part("div", "review-hands", [], { id: "review-hands" }),
        part("h4", "", undefined, { id: "review-thrown-title", ...named("review-thrown-title") }),
        part("div", "review-thrown", [], { id: "review-thrown" }),
        part("div", "review-nav", [
          part("button", "btn", undefined, { type: "button", id: "review-prev", ...named("review-prev") }),
          part("button", "btn", undefined, { type: "button", id: "review-next", ...named("review-next") }),
          part("button", "btn", undefined, { type: "button", id: "review-try-open", ...named("review-try") }),
        ]),
      ], { "aria-labelledby": "review-step-title" }),
      part("section", "review-try", [
        part("h3", "", undefined, { id: "review-try-title", tabindex: -1, ...named("review-try") }),
        part("div", "review-try-steps", [], { id: "review-try-steps" }),
        part("button", "btn", undefined, { type: "button", id: "review-try-close", ...named("review-back") }),
      ], { id: "review-try", hidden: true, "aria-labelledby": "review-try-title" }),
      part("div", "confirm-buttons",
        [part("button", "btn keep review-close", undefined, { type: "button", autofocus: true, ...named("review-close") })]),
    ],
    closeWith: ".review-close",
  });
  translate(dialog);
  // The table's keys (keymap.js, on the document) are not for the table behind.
  dialog.addEventListener("keydown", (event) => event.stopPropagation());
  const $ = (id) => dialog.querySelector(`#${id}`);
  let turns = [];
  let cards = {}; // the review's card views by id
  let thrown = []; // each seat's discards as the review's last turn began
  let chartPoints = [];
  let at = 0;
  let reviewed = 0; // the seat the review is of
  let source = null; // the kept match's export the review is of (null: the table's match)
  let playOn = null; // where the engine is the page's: the deal played on (branch.js)

  // `trying`: "Try this turn again" stays open (the same turn, in a new language).
  function step(index, focus = false, trying = false) {
    at = Math.max(0, Math.min(turns.length - 1, index));
    const turn = turns[at];
    $("review-prev").disabled = at === 0;
    $("review-next").disabled = at >= turns.length - 1;
    $("review-try-open").disabled = !turn;
    if (!trying) $("review-try").hidden = true;
    if (!turn) {
      $("review-step-head").textContent = t("review-no-turns");
      return;
    }
    const top = turn.top === null ? null : cards[turn.top];
    chartPoints.forEach((point, k) => {
      point.setAttribute("tabindex", k === at ? 0 : -1);
      point.classList.toggle("current", k === at);
      point.setAttribute("aria-current", k === at ? "step" : "false");
    });
    if (focus) chartPoints[at].focus();
    $("review-step-head").textContent = t("review-step-head", { turn: turn.turn, turns: turns.length,
      mark: markWord(turn.mark), away: away(turn.distance), chance: turn.chance });
    $("review-step-others").textContent = turn.others.length ? t("review-before", { moves: turn.others.map(msg).join(" ") }) : "";
    $("review-step-top").replaceChildren(said("span", "review-label", "review-open-card"),
      top ? staticCard(top, "mini") : said("span", "", "review-none"));
    const last = turn.steps[turn.steps.length - 1];
    const tags = {};
    if (last.did.card !== null) tags[last.did.card] = [["you-threw", t("review-you-threw")]];
    if (last.coach.card !== null) tags[last.coach.card] = [...(tags[last.coach.card] || []), ["coach-card", t("review-coach")]];
    $("review-step-did").textContent = t("review-did", { did: msg(turn.did), coach: msg(turn.coach) });
    $("review-step-hand").replaceChildren(...hand(last.hand, cards, tags));
    $("review-step-note").textContent = msg(turn.note);
    $("review-hands").replaceChildren(...turn.hands.map((seat) => part("div", "review-seat", [
      part("span", "review-label", t("review-cards-of", { name: seat.name })), ...hand(seat.cards, cards)])));
    $("review-thrown").replaceChildren(...seatLists(thrownAt(turn), "review-thrown", "h5"));
  }

  // Each seat's discards as `turn` began, as the table's lists have them: the review
  // holds each list once, its cards by id, as its last turn saw them, and each turn
  // how many of each were thrown by then (a card shows taken from the turn it was).
  function thrownAt(turn) {
    return thrown.map((seat) => ({
      seat: seat.seat, name: seat.name, you: seat.seat === reviewed,
      discards: seat.discards.slice(0, turn.discards[seat.seat]).map((entry) => ({
        card: cards[entry.card], starter: entry.starter,
        taken_by: entry.taken_at !== null && entry.taken_at <= turn.turn ? entry.taken_by : null,
      })),
    }));
  }

  // "Try this turn again": each step's choices as buttons, then how the one chosen compares.
  function tryAgain() {
    const turn = turns[at];
    if (playOn) {
      $("review-try").hidden = false;
      playOn({ box: $("review-try-steps"), section: $("review-try"), review: shown[0], turn, match: source });
      return;
    }
    const top = turn.top === null ? null : cards[turn.top];
    const box = $("review-try-steps");
    box.textContent = "";
    const ask = (k) => {
      const s = turn.steps[k];
      const said = part("p", "review-try-said", "", { "aria-live": "polite" });
      const intro = k === 0 ? t("review-try-first", { turn: turn.turn, card: top ? top.label : t("review-none") })
        : thenWords(turn.steps[0].words);
      const buttons = s.options.map((option) => {
        const words = choiceWords(option, cards, top);
        const card = option.card !== null ? cards[option.card] : null;
        const button = part("button", "btn review-option", card ? [staticCard(card, "mini"), ` ${words}`] : words,
          { type: "button" });
        button.addEventListener("click", () => {
          for (const b of buttons) b.setAttribute("aria-pressed", b === button ? "true" : "false");
          said.textContent = t("review-tried", { choice: words, compared: compared(option, s) }) +
            (same(option, s.coach) ? "" : ` ${msg(s.reason)}`);
          if (k + 1 < turn.steps.length && !box.querySelector(`[data-step="${k + 1}"]`)) ask(k + 1);
        });
        return button;
      });
      box.append(part("div", "review-try-step", [part("p", "", intro), part("div", "review-options", buttons), said],
        { "data-step": k }));
      if (k === 0) buttons[0].focus();
    };
    $("review-try").hidden = false;
    ask(0);
  }

  $("review-prev").addEventListener("click", () => step(at - 1));
  $("review-next").addEventListener("click", () => step(at + 1));
  $("review-try-open").addEventListener("click", tryAgain);
  $("review-try-close").addEventListener("click", () => {
    $("review-try").hidden = true;
    $("review-try-open").focus();
  });

  // Another deal asked for: its progress while the engine works it out.
  onProgress(({ turn, turns }) => {
    if (dialog.open) $("review-working").textContent = t("result-reviewing-turn", { turn, turns });
  });

  let shown = null; // [review, pick]: drawn again in a new language
  store.subscribe((change) => {
    if (change !== "redraw" || !shown || !dialog.open) return;
    const trying = !$("review-try").hidden;
    draw(...shown);
    step(at, false, trying);
    // A turn played on is drawn again where it stands (branch.js); the plain comparison
    // is asked again.
    if (trying && !playOn) tryAgain();
  });

  function draw(review, pick) {
    shown = [review, pick];
    turns = review.turns;
    cards = review.cards;
    thrown = review.discards;
    reviewed = review.seat;
    setMessage($("review-title"), "review-title-deal", { deal: review.deal });
    $("review-summary").textContent = msg(review.summary);
    const deals = $("review-deals");
    deals.replaceChildren(...(review.deals.length > 1 ? review.deals : []).map((n) => {
      const button = part("button", "btn", t("review-deal", { deal: n }), { type: "button", "aria-pressed": n === review.deal ? "true" : "false" });
      button.addEventListener("click", () => (pick
        ? pick(n) : dialog.dispatchEvent(new CustomEvent("review-deal", { detail: n, bubbles: true }))));
      return button;
    }));
    const drawn = chart(turns, step);
    chartPoints = drawn.marks;
    $("review-board").replaceChildren(drawn.svg);
  }

  // `pick(n)`: how another deal of the match is asked for (a kept match's, games.js);
  // by default the "review-deal" event, for the match on the table.
  // `match`: the kept match's export (a deal played on from a turn starts from it).
  function show(review, pick = null, match = null) {
    // The same review shown again (the table drawing its view again in a new language):
    // drawn again where it stands, by the redraw above.
    if (dialog.open && shown && review === shown[0]) return;
    noteReview(review, match, store.view); // a kept deal's mistakes and blunders come back (Learn)
    $("review-working").textContent = "";
    source = match;
    draw(review, pick);
    step(0);
    if (!dialog.open) {
      openDialog(dialog);
      // Open at the top, the title and summary in sight (not at Close, the last control).
      $("review-title").focus({ preventScroll: true });
      dialog.scrollTop = 0;
    }
  }

  // `open(context)` plays the deal on from a turn, for "Try this turn again" (branch.js).
  return { show, playOn: (open) => { playOn = open; } };
}
