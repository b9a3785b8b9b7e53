// A seat's link: the page's address with the match and the seat's secret in
// the fragment (#match=ID&token=T). Browsers never send a fragment to a
// server, so the secret stays out of logs; the page sends it only in the
// socket's first message or an Authorization header.

import { keep } from "./keep.js";

// {match, token} when the fragment names a match (either may be "" when the
// link is damaged), else null.
export function partnerLink(hash) {
  const params = new URLSearchParams(String(hash || "").replace(/^#/, ""));
  if (!params.has("match")) return null;
  return { match: (params.get("match") || "").trim(), token: (params.get("token") || "").trim() };
}

// This page's address (no query, no fragment) with a seat's fragment.
export function seatLink(match, token) {
  const page = new URL(window.location.href);
  page.search = "";
  page.hash = new URLSearchParams({ match, token }).toString();
  return page.href;
}

// The partner API's address, relative to the page (so a server under a path prefix works).
export function apiUrl(path) {
  return new URL("api/" + path, window.location.href);
}

// The seats this browser has opened, newest first, so a closed tab is easy to
// come back to: [{match, token, title, at, format_title, seats, you}], from the partner matches the keep
// holds (keep.js: one list of this device's games), the newest SEATS_SHOWN.
const SEATS_SHOWN = 8;
const OLD_SEATS_KEY = "indian-rummy:seats"; // the list kept before the keep

export function rememberedSeats() {
  return partnerGames().slice(0, SEATS_SHOWN).map((game) => {
    const link = partnerLink(new URL(game.link, window.location.href).hash) || {};
    return { match: game.match, token: link.token, title: game.title, at: new Date(game.saved).toISOString(),
      format_title: game.format_title, seats: game.seats, you: game.you };
  }).filter((s) => s.match && s.token);
}

// The partner matches this device took part in, newest first (keep.js's records).
export function partnerGames() {
  moveOldSeats();
  return keep.games().filter((game) => game.kind === "partner");
}

// A partner table opened with this seat's link: `title` ("Pool 101 with Ravi"),
// `table` (the table's title), `format` and `format_title`, `seats` (every seat's
// name) and `you` (this seat's). The outcome already known stays.
export function rememberSeat(match, token, { title, table, format, format_title, seats, you }) {
  const before = partnerGames().find((game) => game.match === match);
  keep.addGame({
    id: `partner-${match}`, kind: "partner", match, link: seatLink(match, token), title,
    table, format, format_title, seats, you, outcome: before ? before.outcome : null,
    saved: Date.now(),
  });
}

// The partner match's outcome for this seat ("won", "lost"), once it is over.
export function rememberOutcome(match, outcome) {
  const before = partnerGames().find((game) => game.match === match);
  if (before && before.outcome !== outcome) keep.addGame({ ...before, outcome });
}

// The seats kept before the keep became partner matches in it, once.
function moveOldSeats() {
  let old = null;
  try {
    old = JSON.parse(window.localStorage.getItem(OLD_SEATS_KEY) || "null");
    window.localStorage.removeItem(OLD_SEATS_KEY);
  } catch (err) {
    return;
  }
  if (!Array.isArray(old)) return;
  for (const seat of old.filter((s) => s && s.match && s.token)) {
    const at = Date.parse(seat.at);
    keep.addGame({
      id: `partner-${seat.match}`, kind: "partner", match: seat.match, link: seatLink(seat.match, seat.token),
      title: seat.title || "A match", table: null, format: null, format_title: null, seats: [], you: null,
      outcome: null,
      saved: Number.isNaN(at) ? Date.now() : at,
    });
  }
}

// How many of a match's actions this device has seen (from its summary), so a
// player coming back is told what happened since; null when never opened here.
export function seenActions(match) {
  try {
    const seen = window.localStorage.getItem(`indian-rummy:seen:${match}`);
    return seen === null ? null : Number(seen);
  } catch (err) {
    return null;
  }
}

export function rememberSeen(match, seq) {
  try {
    window.localStorage.setItem(`indian-rummy:seen:${match}`, String(seq));
  } catch (err) {
    // private browsing: no summary next time
  }
}
