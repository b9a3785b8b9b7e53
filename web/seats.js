// The other seats of a scored table, in the order they play after you: name,
// card count, last move, whether they dropped or are out, whose turn it is and
// whose comes next, the running total in a pool, and a button for what each
// seat threw (discards.js). Drawn from the view's "seats" only.

import { discardsButton } from "./discards.js";
import { part } from "./dom.js";

const STATE_WORDS = {
  dropped: "Dropped",
  invalid: "Out of this deal",
  sitting_out: "Out of the match",
};

function cards(n) {
  return n === 1 ? "1 card" : `${n} cards`;
}

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

export function createSeats(after) {
  const section = part("section", "seats");
  section.id = "seats";
  section.hidden = true;
  section.setAttribute("aria-labelledby", "seats-title");
  const title = part("h2", "seats-title");
  title.id = "seats-title";
  const list = part("ul", "seat-list");
  const you = part("p", "seats-you");
  // Each bot move is announced once, as it happens.
  const news = part("p", "visually-hidden");
  news.id = "seat-news";
  news.setAttribute("aria-live", "polite");
  section.append(title, list, you, news);
  after.after(section);
  const rows = new Map(); // seat number -> {item, parts}
  const lastMoves = new Map();

  function row(seat) {
    let found = rows.get(seat);
    if (found) return found;
    const item = part("li", "seat");
    item.dataset.seat = String(seat);
    const head = part("p", "seat-head");
    const name = part("span", "seat-name");
    const count = part("span", "seat-count");
    head.append(name, " ", count);
    const tags = part("p", "seat-tags");
    // The whole sentence for screen readers and wide screens; a narrow box shows the brief.
    const move = part("p", "seat-move");
    const full = part("span", "move-full");
    const brief = part("span", "move-brief");
    brief.setAttribute("aria-hidden", "true");
    move.append(full, brief);
    item.append(head, tags, move, discardsButton(seat));
    found = { item, name, count, tags, full, brief };
    rows.set(seat, found);
    return found;
  }

  function render(v) {
    section.hidden = false;
    const limit = v.standings ? v.standings.limit : 0;
    // Deals Rummy: each seat's chips, from the standings.
    const chipsOf = (s) => (v.standings && v.standings.deals ? `${v.standings.rows[s.seat].chips} chips` : "");
    const mine = v.seats.find((s) => s.you);
    const n = v.seats.length;
    const after = (s) => (s.seat - (mine ? mine.seat : -1) + n) % n;
    const others = v.seats.filter((s) => !s.you).sort((a, b) => after(a) - after(b));
    setText(title, `${v.standings ? v.standings.title : ""} · ${v.seats.length} seats`);
    section.dataset.count = String(others.length);
    const wanted = new Set(others.map((s) => s.seat));
    for (const [seat, found] of rows) {
      if (!wanted.has(seat)) {
        found.item.remove();
        rows.delete(seat);
      }
    }
    let announce = "";
    others.forEach((s, index) => {
      const r = row(s.seat);
      if (list.children[index] !== r.item) list.insertBefore(r.item, list.children[index] || null);
      setText(r.name, s.name);
      const counts = [s.eliminated ? "" : cards(s.count), limit ? `${s.total} pts` : chipsOf(s) || ""];
      setText(r.count, counts.filter(Boolean).join(" · "));
      const tags = [];
      if (s.turn) tags.push("Playing now");
      if (s.next) tags.push("Plays next");
      if (s.dealer) tags.push("Dealer");
      if (STATE_WORDS[s.state]) tags.push(STATE_WORDS[s.state]);
      setText(r.tags, tags.join(" · "));
      r.item.classList.toggle("turn", s.turn);
      r.item.classList.toggle("next", Boolean(s.next));
      r.item.classList.toggle("out", s.state !== "playing");
      setText(r.full, s.last_move || "Has not played yet.");
      setText(r.brief, s.brief_move || "Not played yet");
      if (s.last_move && lastMoves.get(s.seat) !== s.last_move) announce = s.last_move;
      lastMoves.set(s.seat, s.last_move);
    });
    const yours = [limit && mine ? `Your total: ${mine.total} of ${limit}` : mine && chipsOf(mine) ? `Your ${chipsOf(mine)}` : "",
      mine && mine.next ? "You play next" : ""];
    setText(you, yours.filter(Boolean).join(" · "));
    you.hidden = !you.textContent;
    if (announce) setText(news, announce);
  }

  function hide() {
    section.hidden = true;
  }

  return { render, hide };
}
