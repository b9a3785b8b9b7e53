// The partner pages: the page that stands in for the table when a link cannot
// open it (wrong, missing, no network, a static host, busy, over, a server
// fault), the invited player's name prompt, and the rematch box under a
// finished match's result.

import { part } from "../shell/dom.js";
import { NAME_MAX } from "./invite-form.js";
import { msg, named, onChange, setMessage, t, translate } from "../l10n/l10n.js";
import { seatLink } from "../shell/link.js";
import { keptPerson } from "../l10n/names.js";
import { makeRematch, saveName } from "../transport/partner-api.js";

// A button that says message `id`.
export function button(id, className = "btn") {
  const b = part("button", className, undefined, named(id));
  b.type = "button";
  translate(b);
  return b;
}

// ---------------------------------------------------------------------------
// Pages for a link that cannot open a table: each kind's title is the message
// partner-page-KIND, its text partner-page-KIND-text.

const PAGES = ["wrong", "missing", "network", "static", "busy", "over", "server"];

// The tab's title follows the page's (and its language).
onChange(() => {
  const page = document.getElementById("partner-page");
  if (page) document.title = t("partner-page-tab", { title: t(`partner-page-${page.dataset.kind}`) });
});

// Hides `table` and shows the page of `kind` in its place, with `actions` (buttons, links).
export function showPage(kind, table, actions = []) {
  const known = PAGES.includes(kind) ? kind : "server";
  table.hidden = true;
  let page = document.getElementById("partner-page");
  if (!page) {
    page = part("main", "partner-page");
    page.id = "partner-page";
    table.after(page);
  }
  page.textContent = "";
  page.dataset.kind = known;
  const title = part("h2", "partner-page-title", undefined, named(`partner-page-${known}`));
  title.id = "partner-page-title";
  title.tabIndex = -1;
  page.setAttribute("aria-labelledby", title.id);
  const bar = part("div", "partner-page-buttons");
  for (const action of actions) bar.append(action);
  const practice = part("a", "btn", undefined, { href: "./", ...named("partner-practice") });
  bar.append(practice);
  page.append(title, part("p", "partner-page-text", undefined, named(`partner-page-${known}-text`)), bar);
  translate(page);
  document.title = t("partner-page-tab", { title: title.textContent });
  title.focus({ preventScroll: true });
}

export function hidePage(table) {
  const page = document.getElementById("partner-page");
  if (page) page.remove();
  table.hidden = false;
}

// The server did not answer: a page with Try again (a reload).
export function showNetworkPage(table) {
  const again = button("partner-try-again", "btn primary");
  again.addEventListener("click", () => window.location.reload());
  showPage("network", table, [again]);
}

// Join the rematch: a link to this seat in the rematch, which its own secret opens.
export function rematchLink(match, token) {
  const join = part("a", "btn primary", undefined, { href: seatLink(match, token), ...named("partner-rematch-join") });
  translate(join);
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
  const partner = others.length === 1 ? { partner: msg(keptPerson(others[0])) } : null;
  const said = (id, name) => (partner ? [id, { ...partner, name }] : [`${id}-table`, { name }]);
  const form = part("form", "partner-name", undefined, named("partner-name-form"));
  const label = part("label", "partner-name-label", undefined, named(...said("partner-name-ask", me ? msg(me.name) : "")));
  const input = part("input", "link-text");
  input.id = "partner-name";
  label.htmlFor = input.id;
  input.type = "text";
  input.name = "name";
  input.maxLength = NAME_MAX;
  input.autocomplete = "nickname";
  input.value = me && !DEFAULT_NAME.test(me.name) ? me.name : "";
  const save = part("button", "btn primary", undefined, { type: "submit", ...named("partner-name-save") });
  const later = button("partner-name-later");
  const row = part("div", "link-row");
  row.append(input, save, later);
  const error = part("p", "invite-error");
  error.setAttribute("role", "alert");
  form.append(label, row, error);
  translate(form);
  where.before(form);
  later.addEventListener("click", () => form.remove());
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    save.disabled = true;
    try {
      const name = await saveName(match, token, input.value);
      form.remove();
      messages.showNotice(t(...said("partner-name-saved", name)));
    } catch (err) {
      error.textContent =
        err instanceof TypeError ? t("partner-offline") : err.message;
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
      const go = button("partner-rematch", "btn primary rematch");
      go.id = "rematch";
      const join = part("a", "btn primary rematch-join", undefined, named("partner-rematch-join"));
      go.addEventListener("click", start);
      holder.append(note, go, join);
      translate(holder);
      document.getElementById("result").append(holder);
      box = { box: holder, note, go, join };
    }
    box.box.hidden = false;
    draw();
  }

  function draw() {
    if (!box) return;
    const made = rematchId !== null;
    const id = made ? "partner-rematch-made" : "partner-rematch-offer";
    if (box.note.getAttribute("data-l10n-id") !== id) setMessage(box.note, id);
    box.go.hidden = made;
    box.join.hidden = !made;
    if (made) box.join.href = seatLink(rematchId, token);
  }

  // The server says a rematch exists (made here, by the other seat, or through another process).
  function ready(id) {
    if (!id || id === rematchId) return;
    rematchId = id;
    draw();
    messages.showNotice(t("partner-rematch-ready"));
  }

  async function start() {
    box.go.disabled = true;
    try {
      window.location.assign(seatLink(await makeRematch(match, token), token));
    } catch (err) {
      messages.showError(err.message || t("partner-rematch-failed"));
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
