// After a deal at a scored table: a compact scorecard first (each seat's
// points this deal, its total or chips, in or out), every hand's groups behind
// a tap on its row, the deal-by-deal standings behind another, Next deal in a
// match of several deals, and the match winner at the end. From the view's
// "result" and "standings" only.

import { part } from "./dom.js";

const OUTCOME_WORDS = {
  won: "Won the deal",
  lost: "Lost",
  dropped: "Dropped",
  invalid: "Wrong declaration",
};

const WIDE = window.matchMedia("(min-width: 641px)");

function place(n) {
  const tail = n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th";
  return `${n}${tail}`;
}

function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0";
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
  const scoresTitle = part("h3", "scores-title", "Points this deal");
  const card = part("div", "scorecard-box");
  const historyButton = part("button", "btn history-toggle", "Deal by deal");
  historyButton.setAttribute("aria-controls", "standings-scroll");
  // The deals' columns may be wider than a phone; they scroll inside their own box.
  const scroller = part("div", "standings-scroll");
  scroller.id = "standings-scroll";
  scroller.tabIndex = 0;
  scroller.setAttribute("role", "region");
  scroller.setAttribute("aria-label", "Deal by deal");
  disclosure(historyButton, scroller);
  const next = part("button", "btn primary next-deal", "Next deal");
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
    if (st.winner === r.seat && st.over) return "Winner";
    if (st.deals > 0) return r.out ? "Sits out" : place(st.order.indexOf(r.seat) + 1);
    return r.out ? "Out" : "In";
  }

  // A seat's hand: why it scored what it did, its groups and its loose cards.
  function handOf(score) {
    const hand = part("div", "score-hand");
    hand.append(part("p", "score-note", score.note));
    if (score.groups.length) {
      const groups = part("div", "score-groups");
      cards.groups(groups, score.groups);
      hand.append(groups);
    }
    if (score.loose.length) {
      const loose = part("div", "score-loose");
      loose.append(part("span", "group-label", `Loose (${score.loose.length})`));
      const row = part("span", "group-cards");
      for (const c of score.loose) row.append(cards.card(c));
      loose.append(row);
      hand.append(loose);
    }
    return hand;
  }

  function scoreRows(st, score, row, cols) {
    const tr = part("tr", "score" + (score.you ? " you" : "") + (row && row.out ? " out" : ""));
    const name = part("th", "score-name", score.name);
    name.scope = "row";
    const deal = part("td", "score-deal", [
      part("span", "score-points", String(score.points)),
      part("span", "score-outcome", OUTCOME_WORDS[score.outcome] || score.outcome),
    ]);
    tr.append(name, deal);
    if (cols.chips) {
      const moved = score.chips === null ? "" : signed(score.chips);
      tr.append(part("td", "total", [String(row.chips), part("span", "score-moved", moved)]));
    } else {
      tr.append(part("td", "total", String(row ? row.total : score.points)));
    }
    if (cols.status) tr.append(part("td", "state", statusOf(st, row)));
    const panelId = `score-hand-${score.seat}`;
    const toggle = part("button", "score-toggle", [
      "Cards",
      part("span", "visually-hidden", ` of ${score.name}`),
    ], { "aria-controls": panelId });
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
    const about = st.limit > 0 ? `: out at ${st.limit} points` : cols.chips ? `: ${st.chips} chips each to start` : "";
    const caption = part("caption", "", [
      part("span", "scorecard-title", st.title + about),
      st.stage ? part("span", "scorecard-stage", ` · ${st.stage}`) : "",
    ]);
    const headRow = part("tr");
    const heads = ["Seat", "This deal", cols.chips ? "Chips" : cols.several ? "Total" : "Points"];
    if (cols.status) heads.push(cols.chips ? "Place" : "Status");
    heads.push("Hand");
    for (const name of heads) {
      const th = part("th", name === "Status" || name === "Place" ? "state" : "", name);
      th.scope = "col";
      headRow.append(th);
    }
    const body = part("tbody");
    for (const score of v.result.scores) {
      const row = st.rows.find((r) => r.seat === score.seat);
      for (const tr of scoreRows(st, score, row, cols)) body.append(tr);
    }
    // A seat sitting out this deal (out of the pool, or out of a tie-break) has no score row.
    for (const row of st.rows) {
      if (v.result.scores.some((s) => s.seat === row.seat)) continue;
      const tr = part("tr", "score sitting out");
      const name = part("th", "score-name", row.name);
      name.scope = "row";
      tr.append(name, part("td", "score-deal", "—"),
        part("td", "total", cols.chips ? String(row.chips) : String(row.total)));
      if (cols.status) tr.append(part("td", "state", statusOf(st, row)));
      tr.append(part("td", "score-more"));
      body.append(tr);
    }
    table.append(caption, part("thead", "", [headRow]), body);
    return table;
  }

  function historyTable(st) {
    const table = part("table", "standings");
    table.id = "standings";
    const headRow = part("tr");
    const deals = st.rows.length ? st.rows[0].deals.length : 0;
    const columns = ["Seat"];
    for (let d = 1; d <= deals; d += 1) columns.push(`Deal ${d}`);
    for (const name of columns) {
      const th = part("th", "", name);
      th.scope = "col";
      headRow.append(th);
    }
    const body = part("tbody");
    for (const r of st.rows) {
      const tr = part("tr", r.out ? "out" : "");
      const th = part("th", "", r.name);
      th.scope = "row";
      tr.append(th);
      for (const p of r.deals) tr.append(part("td", "", String(p)));
      body.append(tr);
    }
    table.append(part("caption", "", `${st.title}: points deal by deal`), part("thead", "", [headRow]), body);
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
    // Rebuilt once per finished deal, not on every view.
    const key = `${v.deal}:${st.deal}:${st.over}`;
    if (key !== shownKey) {
      shownKey = key;
      card.textContent = "";
      card.append(scorecard(v, st));
      scroller.textContent = "";
      scroller.append(historyTable(st));
      const cols = columnsOf(st);
      historyButton.hidden = !cols.several;
      if (!cols.several) scroller.hidden = true;
      const champion = st.over && st.winner !== null ? st.rows.find((r) => r.seat === st.winner) : null;
      // One deal is no match to win: only the winner of a match of several deals is named.
      winner.hidden = !(champion && cols.several);
      winner.textContent = !champion || !cols.several ? "" : champion.seat === v.seat
          ? `You win the ${st.title} match.`
          : `${champion.name} wins the ${st.title} match.`;
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
