// After a deal at a scored table: every seat's points (its groups, its loose
// cards and why they counted), the standings as a table with headers, Next
// deal in a pool, and the match winner at the end. From the view's "result"
// and "standings" only.

import { part } from "./dom.js";

const OUTCOME_WORDS = {
  won: "Won the deal",
  lost: "Lost",
  dropped: "Dropped",
  invalid: "Wrong declaration",
};

function points(n) {
  return n === 1 ? "1 point" : `${n} points`;
}

// `cards` draws cards: {groups(container, groups), card(card)} from the page.
export function createResults(resultSection, send, cards) {
  const box = part("div", "scored-result");
  box.hidden = true;
  const winner = part("h3", "match-winner");
  winner.id = "match-winner";
  const scoresTitle = part("h3", "scores-title", "Points this deal");
  const scores = part("ul", "score-list");
  const standingsTitle = part("h3", "scores-title", "Standings");
  // The table may be wider than a phone; it scrolls inside its own box.
  const scroller = part("div", "standings-scroll");
  scroller.tabIndex = 0;
  scroller.setAttribute("role", "region");
  scroller.setAttribute("aria-label", "Standings");
  const next = part("button", "btn primary next-deal", "Next deal");
  next.type = "button";
  next.id = "next-deal";
  box.append(winner, scoresTitle, scores, standingsTitle, scroller, next);
  const anchor = resultSection.querySelector(".new-deal");
  resultSection.insertBefore(box, anchor);
  next.addEventListener("click", () => send("next_deal", {}));

  function scoreRow(score) {
    const item = part("li", "score" + (score.you ? " you" : ""));
    const head = part("p", "score-head");
    head.append(
      part("strong", "score-name", score.name),
      " ",
      part("span", "score-outcome", OUTCOME_WORDS[score.outcome] || score.outcome),
      " ",
      part("span", "score-points", points(score.points))
    );
    item.append(head, part("p", "score-note", score.note));
    if (score.groups.length) {
      const groups = part("div", "score-groups");
      cards.groups(groups, score.groups);
      item.append(groups);
    }
    if (score.loose.length) {
      const loose = part("div", "score-loose");
      loose.append(part("span", "group-label", `Loose (${score.loose.length})`));
      const row = part("span", "group-cards");
      for (const card of score.loose) row.append(cards.card(card));
      loose.append(row);
      item.append(loose);
    }
    return item;
  }

  function standingsTable(st) {
    const pool = st.limit > 0;
    const table = part("table", "standings");
    table.id = "standings";
    const caption = part("caption", "", pool ? `${st.title}: out at ${st.limit} points` : st.title);
    const head = part("thead");
    const headRow = part("tr");
    const deals = st.rows.length ? st.rows[0].deals.length : 0;
    // Total and status first: on a phone the deals' columns scroll, those stay in sight.
    const columns = ["Seat", "Total"];
    if (pool) columns.push("Status");
    for (let d = 1; d <= deals; d += 1) columns.push(`Deal ${d}`);
    for (const name of columns) {
      const th = part("th", name === "Status" ? "state" : "", name);
      th.scope = "col";
      headRow.append(th);
    }
    head.append(headRow);
    const body = part("tbody");
    for (const r of st.rows) {
      const tr = part("tr", r.out ? "out" : "");
      const th = part("th", "", r.name);
      th.scope = "row";
      tr.append(th);
      tr.append(part("td", "total", String(r.total)));
      if (pool) {
        const state = st.winner === r.seat ? "Winner" : r.out ? "Out" : "In";
        tr.append(part("td", "state", state));
      }
      for (const p of r.deals) tr.append(part("td", "", String(p)));
      body.append(tr);
    }
    table.append(caption, head, body);
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
      scores.textContent = "";
      for (const score of result.scores) scores.append(scoreRow(score));
      scroller.textContent = "";
      scroller.append(standingsTable(st));
      const champion = st.over && st.winner !== null ? st.rows.find((r) => r.seat === st.winner) : null;
      winner.hidden = !(champion && st.limit > 0);
      // One deal is no match to win: only a pool's winner is named.
      winner.textContent = !champion || st.limit === 0 ? "" : champion.seat === v.seat
          ? `You win the ${st.title} match.`
          : `${champion.name} wins the ${st.title} match.`;
    }
    next.hidden = !v.controls.next_deal;
    next.disabled = !v.controls.next_deal;
    // In a pool between deals, Next deal is the way on; New match waits in the game bar.
    if (anchor) anchor.hidden = Boolean(v.controls.next_deal);
  }

  function hide() {
    box.hidden = true;
    next.hidden = true;
    if (anchor) anchor.hidden = false;
  }

  return { render, hide, next };
}
