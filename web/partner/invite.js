// Starting partner play: the "Play with friends" button (only where the page
// is served by the partner server), its dialog (the form of invite-form.js:
// the table, the format, friends and bots in the seats), and the links it
// hands out: an invite link per friend and your own link to come back with.

import { closeDialog, createDialog, openDialog } from "../shell/dialog.js";
import { listed, part } from "../shell/dom.js";
import { buildInviteForm } from "./invite-form.js";
import { LANGUAGES, NAMES, language, locale, msg, named, t, translate } from "../l10n/l10n.js";
import { apiUrl, rememberedSeats, seatLink } from "../shell/link.js";
import { keptOthers } from "../l10n/names.js";

const SEEN_KEY = "indian-rummy:server"; // this page was once served with the partner API

function remember(key, value) {
  try {
    window.localStorage.setItem(key, value);
  } catch (err) {
    // private browsing: the links are still shown
  }
}

// The invite links its maker keeps, per match, in this browser only:
// [{seat, name, link}] (an older page kept one link, for seat 2).
export function invitesFor(match) {
  try {
    const list = window.localStorage.getItem(`indian-rummy:invites:${match}`);
    if (list) return JSON.parse(list).filter((i) => i && i.link && Number.isInteger(i.seat));
    const one = window.localStorage.getItem(`indian-rummy:invite:${match}`);
    return one ? [{ seat: 1, name: null, link: one }] : [];
  } catch (err) {
    return [];
  }
}

// "Invite link for Ravi", or for "seat 3" when the friend has no name yet: the
// label's message, as named() gives it.
export function inviteLabel(invite, only) {
  if (only) return named("invite-link-for-friend");
  return invite.name ? named("invite-link-for", { name: invite.name }) : named("invite-link-for-seat", { seat: invite.seat + 1 });
}

// A kept match's title in the page's language ("Pool 101 with Ravi"), its names as the
// page names them; a record without its parts says the title it kept.
function matchTitle(seat) {
  const others = keptOthers(seat);
  if (!seat.format_title || !others.length) return seat.title;
  return t("partner-match-with", { format: msg(seat.format_title), names: listed(others.map(msg)) });
}

// A seat's link that opens its table in `lang` (?lang= in the address).
export function inLanguage(link, lang) {
  const url = new URL(link);
  url.searchParams.set("lang", lang);
  return url.href;
}

// Is the partner API here? true, false (a static host), or null (no answer).
async function serverHere() {
  try {
    const response = await fetch(apiUrl("health"), { cache: "no-store" });
    const type = response.headers.get("content-type") || "";
    if (!response.ok || !type.includes("application/json")) return false;
    const body = await response.json();
    return Boolean(body && body.ok);
  } catch (err) {
    return null;
  }
}

async function copy(input) {
  try {
    await navigator.clipboard.writeText(input.value);
    return true;
  } catch (err) {
    // Plain http on a LAN address has no clipboard API: select and copy instead.
    input.focus();
    input.select();
    try {
      return document.execCommand("copy");
    } catch (err2) {
      return false;
    }
  }
}

let boxes = 0;

// A labelled, read-only link with Copy link (and Share where the browser has a share
// sheet); `label`: the label's message, as named() gives it.
export function inviteBox(id, label, link, share) {
  boxes += 1;
  const box = part("div", "link-box");
  const name = part("label", "link-label", undefined, label);
  const input = part("input", "link-text");
  input.id = `${id}-${boxes}`;
  name.htmlFor = input.id;
  input.type = "text";
  input.readOnly = true;
  input.value = link;
  input.addEventListener("focus", () => input.select());
  const row = part("div", "link-row");
  const copyButton = part("button", "btn copy-link", undefined, named("link-copy"));
  copyButton.type = "button";
  const done = part("span", "link-done");
  done.setAttribute("aria-live", "polite");
  copyButton.addEventListener("click", async () => {
    done.textContent = t((await copy(input)) ? "link-copied" : "link-copy-by-hand");
  });
  row.append(input, copyButton);
  if (share && typeof navigator.share === "function") {
    const shareButton = part("button", "btn share-link", undefined, named("link-share"));
    shareButton.type = "button";
    shareButton.addEventListener("click", () => {
      navigator.share({ title: t("link-share-title"), text: t("link-share-text"), url: link }).catch(() => {});
    });
    row.append(shareButton);
  }
  box.append(name, row, done);
  translate(box);
  return box;
}

// What the server offers a new match (its tables, formats and bots).
async function fetchOffer() {
  let response;
  try {
    response = await fetch(apiUrl("offer"), { headers: { Accept: "application/json" }, cache: "no-store" });
  } catch (err) {
    throw new Error(t("invite-no-answer"));
  }
  const body = response.ok ? await response.json().catch(() => null) : null;
  if (!body || !Array.isArray(body.tables) || !body.tables.length) throw new Error(t("invite-no-offer"));
  return body;
}

// Makes the match `spec` asks for; returns {match, own, invites} (links, the
// invites opening in `lang`), keeping the invites for their maker.
export async function createMatch(spec, lang) {
  let response;
  try {
    response = await fetch(apiUrl("matches"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(spec),
      cache: "no-store",
    });
  } catch (err) {
    throw new Error(t("invite-no-answer"));
  }
  let body = null;
  try {
    body = await response.json();
  } catch (err) {
    body = null;
  }
  if (!response.ok || !body || !Array.isArray(body.seats)) {
    const why = body && body.error && body.error.message;
    throw new Error(why ? t("invite-not-made-because", { why: msg(why) }) : t("invite-not-made"));
  }
  const own = seatLink(body.match, body.seats[0].token);
  const invites = body.seats
    .filter((s) => s.seat > 0 && s.token)
    .map((s) => ({ seat: s.seat, name: spec.seats[s.seat].name || null, link: inLanguage(seatLink(body.match, s.token), lang) }));
  remember(`indian-rummy:invites:${body.match}`, JSON.stringify(invites));
  return { match: body.match, own, invites };
}

// What a new match shows its maker: the links and the way to the table.
function readyPanel(made) {
  const panel = part("div", "invite-ready");
  const many = made.invites.length > 1;
  const intro = part("p", "invite-intro", undefined,
    named(made.invites.length === 0 ? "invite-ready-bots" : many ? "invite-ready-many" : "invite-ready-one"));
  const go = part("a", "btn primary open-table", undefined, { href: made.own, ...named("invite-open-table") });
  const buttons = part("div", "invite-buttons");
  buttons.append(go);
  panel.append(intro);
  for (const invite of made.invites) panel.append(inviteBox("invite-link", inviteLabel(invite, !many), invite.link, true));
  panel.append(inviteBox("own-link", named("invite-own-link"), made.own, false), buttons);
  translate(panel);
  return panel;
}

// The language the invite links open in: the inviter's own, unless they choose
// another (the select, before the form's error line).
function languageChoice(form, before) {
  const select = part("select", "invite-language", LANGUAGES.map((code) =>
    part("option", "", NAMES[code], { value: code, lang: code })), { name: "lang" });
  select.value = LANGUAGES.includes(language()) ? language() : LANGUAGES[0];
  form.insertBefore(part("label", "invite-field", [part("span", "", undefined, named("invite-language")), " ", select]), before);
  return select;
}

function inviteDialog(offer) {
  const dialog = createDialog({
    id: "invite",
    className: "invite confirm",
    labelledBy: "invite-title",
    closeWith: ".invite-cancel",
    children: [part("form", "invite-form", [
      part("h2", "", undefined, { id: "invite-title", ...named("invite-title") }),
      part("p", "invite-about", undefined, named("invite-about")),
      part("p", "invite-error", "", { role: "alert" }),
      part("div", "invite-buttons", [
        part("button", "btn primary", undefined, { type: "submit", ...named("invite-make") }),
        part("button", "btn invite-cancel", undefined, { type: "button", ...named("invite-cancel") }),
      ]),
      part("div", "invite-seats", [part("h3", "", undefined, named("invite-your-matches")), part("ul")], { hidden: true }),
    ])],
  });
  const form = dialog.querySelector("form");
  const error = dialog.querySelector(".invite-error");
  const submit = form.querySelector('button[type="submit"]');
  // Without the server's offer (offline) the form cannot be filled in: it says why.
  const fields = offer ? buildInviteForm(form, offer, error) : null;
  const lang = offer ? languageChoice(form, error) : null;
  submit.disabled = !fields;
  const seats = rememberedSeats();
  const seatList = dialog.querySelector(".invite-seats ul");
  for (const seat of seats) {
    const item = part("li");
    const title = matchTitle(seat);
    const link = part("a", "", title || undefined, { href: seatLink(seat.match, seat.token), ...(title ? {} : named("invite-a-match")) });
    const when = new Date(seat.at);
    const day = Number.isNaN(when.getTime()) ? "" : when.toLocaleDateString(locale(), { day: "numeric", month: "short" });
    item.append(link);
    if (day) item.append(" ", part("span", "", undefined, named("invite-opened", { day })));
    seatList.append(item);
  }
  dialog.querySelector(".invite-seats").hidden = !seats.length;
  translate(dialog);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    submit.disabled = true;
    try {
      const made = await createMatch(fields.readSpec(), lang.value);
      form.hidden = true;
      const done = part("div", "invite-done");
      const title = part("h2", "", undefined, named("invite-ready-title"));
      title.id = "invite-ready-title";
      dialog.setAttribute("aria-labelledby", title.id);
      const close = part("button", "btn invite-close", undefined, named("invite-close"));
      close.type = "button";
      close.addEventListener("click", () => closeDialog(dialog));
      const panel = readyPanel(made);
      panel.querySelector(".invite-buttons").append(close);
      done.append(title, panel);
      translate(done);
      dialog.append(done);
      done.querySelector("input").focus();
    } catch (err) {
      error.textContent = err.message;
      submit.disabled = false;
    }
  });
  return dialog;
}

// The button in the game bar, where the partner server serves this page.
export async function setupInvite(gameBar) {
  const here = await serverHere();
  let seenBefore = false;
  try {
    seenBefore = window.localStorage.getItem(SEEN_KEY) === "1";
  } catch (err) {
    seenBefore = false;
  }
  if (here) remember(SEEN_KEY, "1");
  // A static host gets no button; a server that does not answer now (offline) gets
  // one that says partner play needs the network.
  if (!here && !(here === null && seenBefore)) return;
  const open = part("button", "btn play-friend", undefined, named("invite-open"));
  open.type = "button";
  open.id = "play-friend";
  open.setAttribute("aria-haspopup", "dialog");
  translate(open);
  gameBar.prepend(open);
  let dialog = null;
  open.addEventListener("click", async () => {
    let offer = null;
    let why = "";
    try {
      offer = await fetchOffer();
    } catch (err) {
      why = navigator.onLine === false ? t("invite-offline") : err.message;
    }
    if (dialog) dialog.remove(); // a fresh form each time
    dialog = inviteDialog(offer);
    dialog.querySelector(".invite-error").textContent = why;
    openDialog(dialog);
  });
}
