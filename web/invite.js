// Starting partner play: the "Play with friends" button (only where the page
// is served by the partner server), its dialog (the form of invite-form.js:
// the table, the format, friends and bots in the seats), and the links it
// hands out: an invite link per friend and your own link to come back with.

import { closeDialog, createDialog, openDialog } from "./dialog.js";
import { part } from "./dom.js";
import { buildInviteForm } from "./invite-form.js";
import { apiUrl, rememberedSeats, seatLink } from "./link.js";

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

// "Invite link for Ravi", or for "seat 3" when the friend has no name yet.
export function inviteLabel(invite, only) {
  if (only) return "Invite link for your friend";
  return `Invite link for ${invite.name || `seat ${invite.seat + 1}`}`;
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

// A labelled, read-only link with Copy link (and Share where the browser has a share sheet).
export function inviteBox(id, label, link, share) {
  boxes += 1;
  const box = part("div", "link-box");
  const name = part("label", "link-label", label);
  const input = part("input", "link-text");
  input.id = `${id}-${boxes}`;
  name.htmlFor = input.id;
  input.type = "text";
  input.readOnly = true;
  input.value = link;
  input.addEventListener("focus", () => input.select());
  const row = part("div", "link-row");
  const copyButton = part("button", "btn copy-link", "Copy link");
  copyButton.type = "button";
  const done = part("span", "link-done");
  done.setAttribute("aria-live", "polite");
  copyButton.addEventListener("click", async () => {
    done.textContent = (await copy(input)) ? "Copied." : "Select the link and copy it.";
  });
  row.append(input, copyButton);
  if (share && typeof navigator.share === "function") {
    const shareButton = part("button", "btn share-link", "Share…");
    shareButton.type = "button";
    shareButton.addEventListener("click", () => {
      navigator.share({ title: "Indian Rummy", text: "Play a match of Indian Rummy with me:", url: link }).catch(() => {});
    });
    row.append(shareButton);
  }
  box.append(name, row, done);
  return box;
}

// What the server offers a new match (its tables, formats and bots).
async function fetchOffer() {
  let response;
  try {
    response = await fetch(apiUrl("offer"), { headers: { Accept: "application/json" }, cache: "no-store" });
  } catch (err) {
    throw new Error("Partner play needs the network: the partner server did not answer. Try again once you are online.");
  }
  const body = response.ok ? await response.json().catch(() => null) : null;
  if (!body || !Array.isArray(body.tables) || !body.tables.length) throw new Error("The partner server did not say which tables it offers. Try again in a moment.");
  return body;
}

// Makes the match `spec` asks for; returns {match, own, invites} (links), keeping
// the invites for their maker.
export async function createMatch(spec) {
  let response;
  try {
    response = await fetch(apiUrl("matches"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(spec),
      cache: "no-store",
    });
  } catch (err) {
    throw new Error("Partner play needs the network: the partner server did not answer. Try again once you are online.");
  }
  let body = null;
  try {
    body = await response.json();
  } catch (err) {
    body = null;
  }
  if (!response.ok || !body || !Array.isArray(body.seats)) {
    const why = body && body.error && body.error.message;
    throw new Error(why ? `The match could not be made: ${why}` : "The match could not be made. Try again in a moment.");
  }
  const own = seatLink(body.match, body.seats[0].token);
  const invites = body.seats
    .filter((s) => s.seat > 0 && s.token)
    .map((s) => ({ seat: s.seat, name: spec.seats[s.seat].name || null, link: seatLink(body.match, s.token) }));
  remember(`indian-rummy:invites:${body.match}`, JSON.stringify(invites));
  return { match: body.match, own, invites };
}

// What a new match shows its maker: the links and the way to the table.
function readyPanel(made) {
  const panel = part("div", "invite-ready");
  const many = made.invites.length > 1;
  const intro = part(
    "p",
    "invite-intro",
    (made.invites.length === 0
      ? "The bots are seated. "
      : many
        ? "Send each friend their own invite link: whoever opens one takes that seat. "
        : "Send the invite link to your friend (whoever opens it takes the other seat). ") +
      "Keep your own link: it brings you back to this table from any device."
  );
  const go = part("a", "btn primary open-table", "Open the table");
  go.href = made.own;
  const buttons = part("div", "invite-buttons");
  buttons.append(go);
  panel.append(intro);
  for (const invite of made.invites) panel.append(inviteBox("invite-link", inviteLabel(invite, !many), invite.link, true));
  panel.append(inviteBox("own-link", "Your own link, to come back with", made.own, false), buttons);
  return panel;
}

function inviteDialog(offer) {
  const dialog = createDialog({
    id: "invite",
    className: "invite confirm",
    labelledBy: "invite-title",
    closeWith: ".invite-cancel",
    children: [part("form", "invite-form", [
      part("h2", "", "Play with friends", { id: "invite-title" }),
      part("p", "invite-about", "Friends at their own screens, and bots if you like, scored as at the scored " +
        "tables. Play at the same time, or each take a turn whenever it suits: the match waits. Partner play " +
        "needs the network."),
      part("p", "invite-error", "", { role: "alert" }),
      part("div", "invite-buttons", [
        part("button", "btn primary", "Make the match", { type: "submit" }),
        part("button", "btn invite-cancel", "Cancel", { type: "button" }),
      ]),
      part("div", "invite-seats", [part("h3", "", "Your matches on this device"), part("ul")], { hidden: true }),
    ])],
  });
  const form = dialog.querySelector("form");
  const error = dialog.querySelector(".invite-error");
  const submit = form.querySelector('button[type="submit"]');
  // Without the server's offer (offline) the form cannot be filled in: it says why.
  const fields = offer ? buildInviteForm(form, offer, error) : null;
  submit.disabled = !fields;
  const seats = rememberedSeats();
  const seatList = dialog.querySelector(".invite-seats ul");
  for (const seat of seats) {
    const item = part("li");
    const link = part("a", "", seat.title || "A match");
    link.href = seatLink(seat.match, seat.token);
    const when = new Date(seat.at);
    const day = Number.isNaN(when.getTime()) ? "" : when.toLocaleDateString([], { day: "numeric", month: "short" });
    item.append(link, day ? ` · opened ${day}` : "");
    seatList.append(item);
  }
  dialog.querySelector(".invite-seats").hidden = !seats.length;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    submit.disabled = true;
    try {
      const made = await createMatch(fields.readSpec());
      form.hidden = true;
      const done = part("div", "invite-done");
      const title = part("h2", "", "Your match is ready");
      title.id = "invite-ready-title";
      dialog.setAttribute("aria-labelledby", title.id);
      const close = part("button", "btn invite-close", "Close");
      close.type = "button";
      close.addEventListener("click", () => closeDialog(dialog));
      const panel = readyPanel(made);
      panel.querySelector(".invite-buttons").append(close);
      done.append(title, panel);
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
  const open = part("button", "btn play-friend", "Play with friends");
  open.type = "button";
  open.id = "play-friend";
  open.setAttribute("aria-haspopup", "dialog");
  gameBar.prepend(open);
  let dialog = null;
  open.addEventListener("click", async () => {
    let offer = null;
    let why = "";
    try {
      offer = await fetchOffer();
    } catch (err) {
      why = navigator.onLine === false ? "Partner play needs the network, and this device is offline." : err.message;
    }
    if (dialog) dialog.remove(); // a fresh form each time
    dialog = inviteDialog(offer);
    dialog.querySelector(".invite-error").textContent = why;
    openDialog(dialog);
  });
}
