// A seat's link: the page's address with the match and the seat's secret in
// the fragment (#match=ID&token=T). Browsers never send a fragment to a
// server, so the secret stays out of logs; the page sends it only in the
// socket's first message or an Authorization header.

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
// come back to: [{match, token, title, at}]. Kept on this device only.
const SEATS_KEY = "indian-rummy:seats";
const SEATS_KEPT = 8;

export function rememberedSeats() {
  try {
    const list = JSON.parse(window.localStorage.getItem(SEATS_KEY) || "[]");
    return Array.isArray(list) ? list.filter((s) => s && s.match && s.token) : [];
  } catch (err) {
    return [];
  }
}

export function rememberSeat(match, token, title) {
  const list = rememberedSeats().filter((s) => s.match !== match);
  list.unshift({ match, token, title, at: new Date().toISOString() });
  try {
    window.localStorage.setItem(SEATS_KEY, JSON.stringify(list.slice(0, SEATS_KEPT)));
  } catch (err) {
    // private browsing: the seat's link still works
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
