// The other seats of a scored table, in the order they play after you: name,
// card count, last move, whether they dropped or are out, whose turn it is and
// whose comes next, the running total in a pool, and a button for what each
// seat threw (discards.js). Drawn from the view's "seats" only.

import { part } from "../shell/dom.js";
import { msg, t } from "../l10n/l10n.js";
import { seatGender, seatName } from "../l10n/names.js";

// The seat states that show as a tag: their messages.
const STATE_WORDS = {
  dropped: "seat-dropped",
  invalid: "seat-out-of-deal",
  sitting_out: "seat-out-of-match",
};

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

export function createSeats(after, discards) {
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
    item.append(head, tags, move, discards.button(seat));
    found = { item, name, count, tags, full, brief };
    rows.set(seat, found);
    return found;
  }

  function render(v) {
    section.hidden = false;
    const limit = v.standings ? v.standings.limit : 0;
    // Deals Rummy: each seat's chips, from the standings.
    const chipsOf = (s) => (v.standings && v.standings.deals ? t("seat-chips", { chips: v.standings.rows[s.seat].chips }) : "");
    const mine = v.seats.find((s) => s.you);
    const n = v.seats.length;
    const after = (s) => (s.seat - (mine ? mine.seat : -1) + n) % n;
    const others = v.seats.filter((s) => !s.you).sort((a, b) => after(a) - after(b));
    setText(title, t("seats-title", { format: v.standings ? msg(v.standings.title) : "", count: v.seats.length }));
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
      setText(r.name, seatName(s));
      const counts = [s.eliminated ? "" : t("seat-cards", { count: s.count }), limit ? t("seat-points", { points: s.total }) : chipsOf(s) || ""];
      setText(r.count, counts.filter(Boolean).join(" · "));
      const tags = [];
      if (s.turn) tags.push(t("seat-playing-now", { gender: seatGender(s) }));
      if (s.next) tags.push(t("seat-plays-next"));
      if (s.dealer) tags.push(t("seat-dealer"));
      if (STATE_WORDS[s.state]) tags.push(t(STATE_WORDS[s.state]));
      setText(r.tags, tags.join(" · "));
      r.item.classList.toggle("turn", s.turn);
      r.item.classList.toggle("next", Boolean(s.next));
      r.item.classList.toggle("out", s.state !== "playing");
      const lastMove = s.last_move ? msg(s.last_move) : "";
      setText(r.full, lastMove || t("seat-not-played-full"));
      setText(r.brief, s.brief_move ? msg(s.brief_move) : t("seat-not-played-brief"));
      // A move is news once: the same move said in another language is not.
      const moveKey = JSON.stringify(s.last_move || null);
      if (lastMove && lastMoves.get(s.seat) !== moveKey) announce = lastMove;
      lastMoves.set(s.seat, moveKey);
    });
    const yours = [limit && mine ? t("seats-your-total", { total: mine.total, limit })
      : mine && chipsOf(mine) ? t("seats-your-chips", { chips: v.standings.rows[mine.seat].chips }) : "",
    mine && mine.next ? t("seats-you-next") : ""];
    setText(you, yours.filter(Boolean).join(" · "));
    you.hidden = !you.textContent;
    if (announce) setText(news, announce);
  }

  function hide() {
    section.hidden = true;
  }

  return { render, hide };
}
