// Progress: figures and charts of the finished deals this device keeps (games.js
// gives them, newest first), drawn in the page as SVG: deals played, won and
// dropped per opponent, the points each deal cost, and the review's marks per deal
// over time, so a learner sees a trend; and how many of your mistakes wait in
// Learn (learn/mistakes.js), are due today and were solved. Every chart has its words and a table
// beside it for a screen reader.
//
//   drawProgress(box, deals);

import { art, listed, part, said } from "../shell/dom.js";
import { attr, formatNumber, msg, t } from "../l10n/l10n.js";
import { counts } from "./leitner.js";
import { keptOthers } from "../l10n/names.js";

const W = 360;
const H = 170;
const BOX = { left: 30, right: W - 10, top: 14, bottom: H - 26 };
// The marks' lines: each its own dash and shape, never colour alone (the words:
// progress-KEY, the legend's progress-key-KEY).
const SERIES = [
  { key: "blunders", dash: "", className: "mark-blunder" },
  { key: "mistakes", dash: "6 3", className: "mark-mistake" },
  { key: "inaccuracies", dash: "2 3", className: "mark-inaccuracy" },
];

function others(game) {
  const names = keptOthers(game).map(msg);
  if (!names.length) return t("progress-nobody");
  return listed(names);
}

function average(values) {
  return values.length ? Math.round((10 * values.reduce((a, b) => a + b, 0)) / values.length) / 10 : 0;
}

function cellText(cell) {
  return typeof cell === "number" ? formatNumber(cell) : cell;
}

function table(caption, heads, rows, className) {
  return part("table", `progress-table ${className}`, [
    part("caption", "", caption),
    part("thead", "", [part("tr", "", heads.map((h) => part("th", "", h, { scope: "col" })))]),
    part("tbody", "", rows.map((row) => part("tr", "", row.map((cell, k) => (k === 0
      ? part("th", "", cellText(cell), { scope: "row" }) : part("td", "", cellText(cell))))))),
  ]);
}

// The axes of a chart of `count` deals up to `most` (a few grid lines, the deals numbered).
function axes(count, most, x, y) {
  const step = Math.max(1, Math.ceil(most / 4));
  const parts = [];
  for (let v = 0; v <= most; v += step) {
    parts.push(art("line", { class: "progress-grid", x1: BOX.left, x2: BOX.right, y1: y(v), y2: y(v) }),
      art("text", { class: "progress-axis", x: BOX.left - 4, y: y(v) + 4, "text-anchor": "end" }, formatNumber(v)));
  }
  const every = Math.max(1, Math.ceil(count / 10));
  for (let k = 0; k < count; k += every) {
    parts.push(art("text", { class: "progress-axis", x: x(k), y: H - 8, "text-anchor": "middle" }, formatNumber(k + 1)));
  }
  return parts;
}

function chartBox(id, title, words, children) {
  return part("figure", "progress-figure", [
    part("h4", "", title, { id: `${id}-title` }),
    art("svg", { class: "progress-chart", id, viewBox: `0 0 ${W} ${H}`, role: "img",
      "aria-labelledby": `${id}-title`, "aria-describedby": `${id}-words` }, children),
    part("figcaption", "progress-words", words, { id: `${id}-words` }),
  ]);
}

// Bars: the points each deal cost you, oldest first.
function pointsChart(deals) {
  const most = Math.max(10, ...deals.map((g) => g.points));
  const slot = (BOX.right - BOX.left) / deals.length;
  const x = (k) => BOX.left + slot * (k + 0.5);
  const y = (v) => BOX.bottom - (v * (BOX.bottom - BOX.top)) / most;
  const bars = deals.map((g, k) => art("rect", {
    class: `progress-bar outcome-${g.outcome}`, x: x(k) - Math.min(14, slot * 0.35), width: Math.min(28, slot * 0.7),
    y: y(g.points), height: Math.max(1, BOX.bottom - y(g.points)),
  }));
  const points = deals.map((g) => g.points);
  const half = Math.floor(points.length / 2);
  const words = [t("progress-points-words", { deals: deals.length, average: average(points) })];
  if (points.length >= 4) {
    words.push(t("progress-points-trend", { firstDeals: half, before: average(points.slice(0, half)),
      lastDeals: points.length - half, after: average(points.slice(half)) }));
  }
  words.push(t("progress-points-table"));
  return chartBox("progress-points", t("progress-points-title"), words.join(" "), [...axes(deals.length, most, x, y), ...bars]);
}

// Lines: the review's marks per deal, oldest first (deals not yet reviewed left out).
function marksChart(deals) {
  const marked = deals.map((g, k) => ({ g, k })).filter(({ g }) => g.marks);
  const most = Math.max(3, ...marked.flatMap(({ g }) => SERIES.map((s) => g.marks[s.key])));
  const x = (k) => deals.length === 1 ? (BOX.left + BOX.right) / 2 : BOX.left + 8 + (k * (BOX.right - BOX.left - 16)) / (deals.length - 1);
  const y = (v) => BOX.bottom - (v * (BOX.bottom - BOX.top)) / most;
  const lines = SERIES.map((s) => art("g", { class: `progress-series ${s.className}` }, [
    art("path", { class: "progress-line", "stroke-dasharray": s.dash || null,
      d: marked.map(({ g, k }, i) => `${i ? "L" : "M"}${x(k)} ${y(g.marks[s.key])}`).join("") }),
    ...marked.map(({ g, k }) => art("circle", { cx: x(k), cy: y(g.marks[s.key]), r: 3 })),
  ]));
  const totals = Object.fromEntries(SERIES.map((s) => [s.key, marked.reduce((n, { g }) => n + g.marks[s.key], 0)]));
  const words = marked.length
    ? t("progress-marks-words", { deals: marked.length, ...totals, loss: average(marked.map(({ g }) => g.marks.loss)) })
    : t("progress-marks-none");
  return chartBox("progress-marks", t("progress-marks-title"), words,
    [...axes(deals.length, most, x, y), ...lines]);
}

export function drawProgress(box, newestFirst) {
  const deals = newestFirst.slice().reverse();
  if (!deals.length) {
    box.replaceChildren(said("p", "games-empty", "progress-none"));
    return;
  }
  const won = deals.filter((g) => g.outcome === "won").length;
  const dropped = deals.filter((g) => g.outcome === "dropped").length;
  const byOpponent = new Map();
  for (const g of deals) {
    const row = byOpponent.get(others(g)) || { played: 0, won: 0, dropped: 0 };
    row.played += 1;
    row.won += g.outcome === "won" ? 1 : 0;
    row.dropped += g.outcome === "dropped" ? 1 : 0;
    byOpponent.set(others(g), row);
  }
  const figures = part("dl", "progress-figures", [
    ["progress-played", deals.length], ["progress-won", won], ["progress-dropped", dropped],
    ["progress-points", average(deals.map((g) => g.points))],
  ].flatMap(([term, value]) => [part("div", "", [part("dt", "", t(term)), part("dd", "", formatNumber(value))])]));
  const mistakes = counts(Date.now());
  const yours = part("section", "progress-mistakes", [
    part("h4", "", t("progress-your-mistakes"), { id: "progress-your-mistakes" }),
    part("dl", "progress-figures", [["progress-mistakes-waiting", mistakes.waiting],
      ["progress-mistakes-due", mistakes.due], ["progress-mistakes-solved", mistakes.solved],
    ].map(([term, value]) => part("div", "", [part("dt", "", t(term)), part("dd", "", formatNumber(value))]))),
    part("p", "progress-words", [t("progress-mistakes-about"), " ", part("a", "", t("progress-mistakes-learn"), { href: "./?learn" })]),
  ], { "aria-labelledby": "progress-your-mistakes" });
  const legend = part("p", "progress-legend", SERIES.map((s) => part("span", `progress-key ${s.className}`,
    t(`progress-key-${s.key}`))));
  box.replaceChildren(
    figures,
    yours,
    table(t("progress-by-opponent"), ["progress-opponent", "progress-deals", "progress-won", "progress-dropped"].map((id) => t(id)),
      Array.from(byOpponent, ([name, row]) => [name, row.played, row.won, row.dropped]), "progress-opponents"),
    pointsChart(deals),
    marksChart(deals),
    legend,
    // A narrow screen scrolls the table sideways: the keyboard can too.
    part("div", "progress-scroll", [table(t("progress-each-deal"),
      ["progress-deal", "progress-against", "progress-result", "progress-points-head", "progress-blunders",
        "progress-mistakes", "progress-inaccuracies", "progress-points-lost"].map((id) => t(id)),
      deals.map((g, k) => [k + 1, others(g), t("progress-outcome", { outcome: g.outcome }), g.points,
        ...(g.marks ? [g.marks.blunders, g.marks.mistakes, g.marks.inaccuracies, g.marks.loss] : ["–", "–", "–", "–"])]),
      "progress-deals")], { tabindex: 0, role: "region", "aria-label": attr("progress-each-deal", "aria-label") }),
  );
}
