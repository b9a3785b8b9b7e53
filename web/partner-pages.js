// The partner pages: the page that stands in for the table when a link cannot
// open it (wrong, missing, no network, a static host, busy, over, a server
// fault), the invited player's name prompt, and the rematch box under a
// finished match's result.

import { part } from "./dom.js";
import { NAME_MAX } from "./invite-form.js";
import { seatLink } from "./link.js";
import { makeRematch, saveName } from "./partner-api.js";

export function button(text, className = "btn") {
  const b = part("button", className, text);
  b.type = "button";
  return b;
}

// ---------------------------------------------------------------------------
// Pages for a link that cannot open a table.

const PAGES = {
  wrong: {
    title: "This link does not open a seat",
    text:
      "The link may have been copied only in part, or it belongs to another match. " +
      "Ask the friend who invited you to send it again, or use the link you were given when you made the match.",
  },
  missing: {
    title: "There is no such match",
    text:
      "No match on this server has that name. The link may be mistyped, or it was made on another server. " +
      "Start a new match and send the new invite link.",
  },
  network: {
    title: "Partner play needs the network",
    text:
      "The partner server did not answer, so this match cannot be opened now. Your seat and the table are kept " +
      "on the server: try again once you are online. The practice table works offline.",
  },
  static: {
    title: "Partner play is not available here",
    text:
      "This copy of the game is a plain web site without the partner server, so it cannot hold a match. " +
      "Partner links work where the game is served by `indian-rummy serve`. The practice table works here.",
  },
  busy: {
    title: "This seat is open on another screen",
    text:
      "Your link is in use in another tab or on another device right now. You can play here instead; " +
      "the other screen keeps following the table.",
  },
  over: {
    title: "This match is over",
    text: "This match has been played to its end. Look at the final scores; a rematch starts from there.",
  },
  server: {
    title: "The partner server could not open this match",
    text: "Something went wrong on the server. Try again in a moment.",
  },
};

// Hides `table` and shows the page of `kind` in its place, with `actions` (buttons, links).
export function showPage(kind, table, actions = []) {
  const known = PAGES[kind] || PAGES.server;
  table.hidden = true;
  let page = document.getElementById("partner-page");
  if (!page) {
    page = part("main", "partner-page");
    page.id = "partner-page";
    table.after(page);
  }
  page.textContent = "";
  page.dataset.kind = kind;
  const title = part("h2", "partner-page-title", known.title);
  title.id = "partner-page-title";
  title.tabIndex = -1;
  page.setAttribute("aria-labelledby", title.id);
  const bar = part("div", "partner-page-buttons");
  for (const action of actions) bar.append(action);
  const practice = part("a", "btn", "Practice table");
  practice.href = "./";
  bar.append(practice);
  page.append(title, part("p", "partner-page-text", known.text), bar);
  document.title = `${known.title} · Indian Rummy`;
  title.focus({ preventScroll: true });
}

export function hidePage(table) {
  const page = document.getElementById("partner-page");
  if (page) page.remove();
  table.hidden = false;
}

// The server did not answer: a page with Try again (a reload).
export function showNetworkPage(table) {
  const again = button("Try again", "btn primary");
  again.addEventListener("click", () => window.location.reload());
  showPage("network", table, [again]);
}

// Join the rematch: a link to this seat in the rematch, which its own secret opens.
export function rematchLink(match, token) {
  const join = part("a", "btn primary", "Join the rematch");
  join.href = seatLink(match, token);
  return join;
}

// ---------------------------------------------------------------------------
// The invited player's name: asked in the strip the first time this browser
// opens their link (the maker named themselves when making the match), without
// holding up the table. The server checks it as it checks a new match's names
// and tells the partner's screen at once. The form goes before `where`.

const DEFAULT_NAME = /^Player \d+$/;

export function askName(where, match, token, summary, messages) {
  const me = summary.seats.find((s) => s.seat === summary.you);
  // Two seats: the maker by name; more: the whole table.
  const others = summary.seats.filter((s) => s.seat !== summary.you);
  const partnerName = others.length === 1 ? others[0].name : "The table";
  const form = part("form", "partner-name");
  form.setAttribute("aria-label", "Your name");
  const label = part("label", "partner-name-label", `${partnerName} sees you as “${me ? me.name : ""}”. Your name:`);
  const input = part("input", "link-text");
  input.id = "partner-name";
  label.htmlFor = input.id;
  input.type = "text";
  input.name = "name";
  input.maxLength = NAME_MAX;
  input.autocomplete = "nickname";
  input.value = me && !DEFAULT_NAME.test(me.name) ? me.name : "";
  const save = part("button", "btn primary", "Save name");
  save.type = "submit";
  const later = button("Not now");
  const row = part("div", "link-row");
  row.append(input, save, later);
  const error = part("p", "invite-error");
  error.setAttribute("role", "alert");
  form.append(label, row, error);
  where.before(form);
  later.addEventListener("click", () => form.remove());
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    save.disabled = true;
    try {
      const name = await saveName(match, token, input.value);
      form.remove();
      messages.showNotice(`${partnerName} now sees you as ${name}.`);
    } catch (err) {
      error.textContent =
        err instanceof TypeError ? "The partner server did not answer: try again once you are online." : err.message;
      save.disabled = false;
      input.focus();
    }
  });
}

// ---------------------------------------------------------------------------
// The rematch. Either seat asks the server; both meet at one new match, opened
// by the same secret.

// A match is over when its last deal is (one deal, or a pool or Deals Rummy with its winner).
export function matchOver(v) {
  return Boolean(v.result && v.standings && v.standings.over);
}

export function createRematch(match, token, messages) {
  let box = null;
  let rematchId = null;

  // Under the result of a finished match (made the first time one is shown).
  function show(v) {
    if (!matchOver(v)) {
      if (box) box.box.hidden = true;
      return;
    }
    if (!box) {
      const holder = part("div", "partner-rematch");
      const note = part("p", "rematch-note");
      const go = button("Rematch", "btn primary rematch");
      go.id = "rematch";
      const join = part("a", "btn primary rematch-join", "Join the rematch");
      go.addEventListener("click", start);
      holder.append(note, go, join);
      document.getElementById("result").append(holder);
      box = { box: holder, note, go, join };
    }
    box.box.hidden = false;
    draw();
  }

  function draw() {
    if (!box) return;
    const made = rematchId !== null;
    const text = made
      ? "A rematch is ready: the same table and names, a new deal. The link you keep for yourself opens your seat there too."
      : "Play again: the same table and names, a new deal. The others join from their own screens or links.";
    if (box.note.textContent !== text) box.note.textContent = text;
    box.go.hidden = made;
    box.join.hidden = !made;
    if (made) box.join.href = seatLink(rematchId, token);
  }

  // The server says a rematch exists (made here, by the other seat, or through another process).
  function ready(id) {
    if (!id || id === rematchId) return;
    rematchId = id;
    draw();
    messages.showNotice("A rematch is ready: Join the rematch takes your seat there.");
  }

  async function start() {
    box.go.disabled = true;
    try {
      window.location.assign(seatLink(await makeRematch(match, token), token));
    } catch (err) {
      messages.showError(
        err.message || "Partner play needs the network: the rematch could not be made. Try again once you are online."
      );
      box.go.disabled = false;
    }
  }

  return {
    show,
    ready,
    get made() {
      return rematchId !== null;
    },
  };
}
