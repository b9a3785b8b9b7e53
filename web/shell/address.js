// The page's address: what it asks for, and the deal written back into it.
//
// Read here: ?seed= and ?random= (which deal), ?pace= (the engine's wait
// before a bot's turn, passed on to the worker) and a seat's link in the
// fragment (link.js). The table asked for (?table=, ?format=, ?players=) is
// read by chooser.js, against the list of tables the engine offers.

import { partnerLink } from "./link.js";

export const MAX_SEED = Number.MAX_SAFE_INTEGER; // seeds must survive JSON in JavaScript

export function timeSeed() {
  return (Date.now() % 1000000000) + 1;
}

function readStart(params) {
  const raw = params.get("seed");
  const randomRaw = params.get("random");
  const shuffled = randomRaw !== null && !/^(0|false|no)?$/i.test(randomRaw.trim());
  if (raw === null) return { seed: timeSeed(), guided: !shuffled, note: "" };
  const text = raw.trim();
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    if (value >= 1 && value <= MAX_SEED && String(value) === text.replace(/^0+/, "")) {
      return { seed: value, guided: !shuffled, note: "" };
    }
  }
  const seed = timeSeed();
  const shown = text.length > 24 ? text.slice(0, 24) + "…" : text;
  return {
    seed,
    guided: !shuffled,
    note: { id: "address-bad-seed", args: { asked: shown, most: String(MAX_SEED), seed: String(seed) } },
  };
}

function readPace(params) {
  const raw = params.get("pace");
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

// {params, start: {seed, guided, note}, pace: ms or null, link: {match, token} or null}.
// `start` is the first deal's; the page changes it when it deals another.
export function readAddress(location = window.location) {
  const params = new URLSearchParams(location.search);
  return { params, start: readStart(params), pace: readPace(params), link: partnerLink(location.hash) };
}

// The seed after a view's: a fresh engine deals the next one (or one from the clock).
export function nextSeed(v) {
  return v && typeof v.seed === "number" && v.seed < MAX_SEED ? v.seed + 1 : timeSeed();
}

// A shuffled deal's seed is written into the address (no reload), so a
// reload or a shared link deals the same cards again.
export function writeSeedToAddress(v) {
  if (v.guided || typeof v.seed !== "number") return;
  const url = new URL(window.location.href);
  if (url.searchParams.get("seed") === String(v.seed) && url.searchParams.get("random") === "1") return;
  url.searchParams.set("seed", String(v.seed));
  url.searchParams.set("random", "1");
  window.history.replaceState(window.history.state, "", url);
}

// Opening another seat's link in this tab (pasted, or "Open the table") starts afresh.
export function reloadOnSeatLink() {
  window.addEventListener("hashchange", () => {
    if (partnerLink(window.location.hash)) window.location.reload();
  });
}
