// After a deal at a scored table: a compact scorecard first (each seat's
// points this deal, its total or chips, in or out), every hand's groups behind
// a tap on its row, the deal-by-deal standings behind another, Next deal in a
// match of several deals, and the match winner at the end. From the view's
// "result" and "standings" only.

import { part, said } from "../shell/dom.js";
import { formatNumber, language, msg, setMessage, t } from "../l10n/l10n.js";
import { seatMessage } from "../l10n/names.js";

// A deal's outcomes: their messages.
const OUTCOME_WORDS = {
  won: "score-won",
  lost: "score-lost",
  dropped: "score-dropped",
  invalid: "score-invalid",
  dead: "score-dead",
};

const WIDE = window.matchMedia("(min-width: 641px)");

// 1st, 2nd, 3rd…: the ordinal's form is the language's (CLDR, Intl.PluralRules).
function place(n) {
  const form = new Intl.PluralRules(language() === "en-XA" ? "en" : language(), { type: "ordinal" }).select(n);
  return t("score-place", { place: n, form });
}

function signed(n) {
  return n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(-n)}` : "±0";
}

// A row's seat as the view's seats have it (a bot's key, yours), for its name.
function rowSeat(v, number, name) {
  return msg(rowPerson(v, number, name));
}

// The same seat as a sentence names it (its gender with it).
function rowPerson(v, number, name) {
  const seat = (v.seats || []).find((s) => s.seat === number);
  return seat ? seatMessage(seat) : name;
}

// A button that shows and hides `panel` (aria-expanded says which).
function disclosure(button, panel, onOpen) {
  button.type = "button";
  button.setAttribute("aria-expanded", "false");
  panel.hidden = true;
  button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
    if (open && onOpen) onOpen();
  });
}

// `cards` draws cards: {groups(container, groups), card(card)} from the page.
export function createResults(resultSection, send, cards) {
  const box = part("div", "scored-result");
  box.hidden = true;
  const winner = part("h3", "match-winner");
  winner.id = "match-winner";
  const scoresTitle = said("h3", "scores-title", "scores-title");
  const card = part("div", "scorecard-box");
  const historyButton = said("button", "btn history-toggle", "scores-history");
  historyButton.setAttribute("aria-controls", "standings-scroll");
  // The deals' columns may be wider than a phone; they scroll inside their own box.
  const scroller = part("div", "standings-scroll");
  scroller.id = "standings-scroll";
  scroller.tabIndex = 0;
  scroller.setAttribute("role", "region");
  setMessage(scroller, "scores-history-region");
  disclosure(historyButton, scroller);
  const next = said("button", "btn primary next-deal", "scores-next-deal");
  next.type = "button";
  next.id = "next-deal";
  box.append(winner, scoresTitle, card, historyButton, scroller, next);
  const anchor = resultSection.querySelector(".new-deal");
  resultSection.insertBefore(box, anchor);
  next.addEventListener("click", () => send("next_deal", {}));

  // What the scorecard's columns are for this match: a pool's status, Deals Rummy's chips.
  function columnsOf(st) {
    const chips = st.deals > 0;
    const several = chips || st.limit > 0;
    return { chips, several, status: several, width: 3 + (several ? 1 : 0) + 1 };
  }

  function statusOf(st, r) {
    if (st.winner === r.seat && st.over) return t("score-winner");
    if (st.deals > 0) return r.out ? t("score-sits-out") : place(st.order.indexOf(r.seat) + 1);
    return t(r.out ? "score-out" : "score-in");
  }

  // A seat's hand: why it scored what it did, its groups and its loose cards.
  function handOf(score) {
    const hand = part("div", "score-hand");
    hand.append(part("p", "score-note", msg(score.note)));
    if (score.groups.length) {
      const groups = part("div", "score-groups");
      cards.groups(groups, score.groups);
      hand.append(groups);
    }
    if (score.loose.length) {
      const loose = part("div", "score-loose");
      loose.append(part("span", "group-label", t("score-loose", { count: score.loose.length })));
      const row = part("span", "group-cards");
      for (const c of score.loose) row.append(cards.card(c));
      loose.append(row);
      hand.append(loose);
    }
    return hand;
  }

  function scoreRows(v, st, score, row, cols) {
    const tr = part("tr", "score" + (score.you ? " you" : "") + (row && row.out ? " out" : ""));
    const seatWords = rowSeat(v, score.seat, score.name);
    const name = part("th", "score-name", seatWords);
    name.scope = "row";
    const deal = part("td", "score-deal", [
      part("span", "score-points", formatNumber(score.points)),
      part("span", "score-outcome", OUTCOME_WORDS[score.outcome] ? t(OUTCOME_WORDS[score.outcome]) : score.outcome),
    ]);
    tr.append(name, deal);
    if (cols.chips) {
      const moved = score.chips === null ? "" : signed(score.chips);
      tr.append(part("td", "total", [formatNumber(row.chips), part("span", "score-moved", moved)]));
    } else {
      tr.append(part("td", "total", formatNumber(row ? row.total : score.points)));
    }
    if (cols.status) tr.append(part("td", "state", statusOf(st, row)));
    const panelId = `score-hand-${score.seat}`;
    // Its name is one message, the seat's name where the language puts it ("Cards of
    // Mira", "मीरा के पत्ते"), and holds the word shown.
    const toggle = part("button", "score-toggle", t("score-cards"),
      { "aria-controls": panelId, "aria-label": t("score-cards-of", { name: seatWords }) });
    const hand = part("tr", "score-detail");
    hand.id = panelId;
    const cell = part("td", "", [], { colspan: String(cols.width) });
    hand.append(cell);
    // The cards are drawn on the first tap only: six hands of cards are the dearest part.
    disclosure(toggle, hand, () => {
      if (!cell.children.length) cell.append(handOf(score));
    });
    tr.append(part("td", "score-more", [toggle]));
    // On a wide screen the winning hand is open from the start (the result's words point to it).
    if (score.outcome === "won" && score.groups.length && WIDE.matches) toggle.click();
    return [tr, hand];
  }

  function scorecard(v, st) {
    const cols = columnsOf(st);
    const table = part("table", "scorecard");
    table.id = "scorecard";
    const format = msg(st.title);
    const about = st.limit > 0 ? t("scorecard-pool", { format, limit: st.limit })
      : cols.chips ? t("scorecard-chips", { format, chips: st.chips }) : format;
    const caption = part("caption", "", [
      part("span", "scorecard-title", about),
      st.stage ? part("span", "scorecard-stage", ` · ${msg(st.stage)}`) : "",
    ]);
    const headRow = part("tr");
    const heads = ["scorecard-seat", "scorecard-this-deal", cols.chips ? "scorecard-chips-head" : cols.several ? "scorecard-total" : "scorecard-points"];
    if (cols.status) heads.push(cols.chips ? "scorecard-place" : "scorecard-status");
    heads.push("scorecard-hand");
    for (const id of heads) {
      const th = part("th", id === "scorecard-status" || id === "scorecard-place" ? "state" : "", t(id));
      th.scope = "col";
      headRow.append(th);
    }
    const body = part("tbody");
    for (const score of v.result.scores) {
      const row = st.rows.find((r) => r.seat === score.seat);
      for (const tr of scoreRows(v, st, score, row, cols)) body.append(tr);
    }
    // A seat sitting out this deal (out of the pool, or out of a tie-break) has no score row.
    for (const row of st.rows) {
      if (v.result.scores.some((s) => s.seat === row.seat)) continue;
      const tr = part("tr", "score sitting out");
      const name = part("th", "score-name", rowSeat(v, row.seat, row.name));
      name.scope = "row";
      tr.append(name, part("td", "score-deal", "—"),
        part("td", "total", formatNumber(cols.chips ? row.chips : row.total)));
      if (cols.status) tr.append(part("td", "state", statusOf(st, row)));
      tr.append(part("td", "score-more"));
      body.append(tr);
    }
    table.append(caption, part("thead", "", [headRow]), body);
    return table;
  }

  function historyTable(v, st) {
    const table = part("table", "standings");
    table.id = "standings";
    const headRow = part("tr");
    const deals = st.rows.length ? st.rows[0].deals.length : 0;
    const columns = [t("scorecard-seat")];
    for (let d = 1; d <= deals; d += 1) columns.push(t("standings-deal", { deal: d }));
    for (const name of columns) {
      const th = part("th", "", name);
      th.scope = "col";
      headRow.append(th);
    }
    const body = part("tbody");
    for (const r of st.rows) {
      const tr = part("tr", r.out ? "out" : "");
      const th = part("th", "", rowSeat(v, r.seat, r.name));
      th.scope = "row";
      tr.append(th);
      for (const p of r.deals) tr.append(part("td", "", formatNumber(p)));
      body.append(tr);
    }
    table.append(part("caption", "", t("standings-caption", { format: msg(st.title) })), part("thead", "", [headRow]), body);
    return table;
  }

  let shownKey = "";

  function render(v) {
    const result = v.result;
    const st = v.standings;
    if (!result || !st) {
      box.hidden = true;
      next.hidden = true;
      shownKey = "";
      return;
    }
    box.hidden = false;
    // Rebuilt once per finished deal, not on every view (and in another language).
    const key = `${v.deal}:${st.deal}:${st.over}:${language()}`;
    if (key !== shownKey) {
      shownKey = key;
      card.textContent = "";
      card.append(scorecard(v, st));
      scroller.textContent = "";
      scroller.append(historyTable(v, st));
      const cols = columnsOf(st);
      historyButton.hidden = !cols.several;
      if (!cols.several) scroller.hidden = true;
      const champion = st.over && st.winner !== null ? st.rows.find((r) => r.seat === st.winner) : null;
      // One deal is no match to win: only the winner of a match of several deals is named.
      winner.hidden = !(champion && cols.several);
      winner.textContent = !champion || !cols.several ? "" : champion.seat === v.seat
        ? t("match-you-win", { format: msg(st.title) })
        : t("match-winner", { name: rowPerson(v, champion.seat, champion.name), format: msg(st.title) });
    }
    next.hidden = !v.controls.next_deal;
    next.disabled = !v.controls.next_deal;
    // Between deals, Next deal is the way on; New match waits in the game bar.
    if (anchor) anchor.hidden = Boolean(v.controls.next_deal);
  }

  function hide() {
    box.hidden = true;
    next.hidden = true;
    if (anchor) anchor.hidden = false;
  }

  return { render, hide, next };
}
