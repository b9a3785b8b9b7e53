// Starting partner play: the "Play with a friend" button (only where the page
// is served by the partner server), its dialog (one deal or Pool 101 under
// twine rules, optional names), and the links it hands out: the invite link
// for the friend and your own link to come back with.

import { createDialog } from "./dialog.js";
import { apiUrl, rememberedSeats, seatLink } from "./link.js";

const SEEN_KEY = "indian-rummy:server"; // this page was once served with the partner API
export const NAME_MAX = 24;

export function part(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function remember(key, value) {
  try {
    window.localStorage.setItem(key, value);
  } catch (err) {
    // private browsing: the links are still shown
  }
}

// The invite link its maker keeps, per match, in this browser only.
export function inviteFor(match) {
  try {
    return window.localStorage.getItem(`indian-rummy:invite:${match}`);
  } catch (err) {
    return null;
  }
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

// Makes a twine match; returns {match, own, invite} (links), keeping the invite for its maker.
export async function createMatch(format, names) {
  const seats = names.map((name, seat) => ({ name: name || (seat === 0 ? "Player 1" : "Player 2") }));
  let response;
  try {
    response = await fetch(apiUrl("matches"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ profile: "twine", format, seats }),
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
  const invite = seatLink(body.match, body.seats[1].token);
  remember(`indian-rummy:invite:${body.match}`, invite);
  return { match: body.match, own, invite };
}

// What a new match shows its maker: the two links and the way to the table.
function readyPanel(made) {
  const panel = part("div", "invite-ready");
  const intro = part(
    "p",
    "invite-intro",
    "Send the invite link to your friend (whoever opens it takes the other seat). " +
      "Keep your own link: it brings you back to this table from any device."
  );
  const go = part("a", "btn primary open-table", "Open the table");
  go.href = made.own;
  const buttons = part("div", "invite-buttons");
  buttons.append(go);
  panel.append(
    intro,
    inviteBox("invite-link", "Invite link for your friend", made.invite, true),
    inviteBox("own-link", "Your own link, to come back with", made.own, false),
    buttons
  );
  return panel;
}

function inviteDialog() {
  const dialog = createDialog({
    id: "invite",
    className: "invite confirm",
    labelledBy: "invite-title",
    closeWith: ".invite-cancel",
    html:
      '<form class="invite-form">' +
      '<h2 id="invite-title">Play with a friend</h2>' +
      '<p class="invite-about">Two people at two screens, scored as at the twine table (one card drawn, one thrown each turn; the lower points win). Play at the same time, or each take a turn ' +
      "whenever it suits: the match waits. Partner play needs the network.</p>" +
      '<fieldset class="invite-formats"><legend>Format</legend>' +
      '<label class="invite-option"><input type="radio" name="format" value="deal" checked> <strong>One deal</strong>' +
      '<span class="invite-option-about">One hand; the lower score wins.</span></label>' +
      '<label class="invite-option"><input type="radio" name="format" value="pool101"> <strong>Pool 101</strong>' +
      '<span class="invite-option-about">Deal after deal; reaching 101 points puts you out.</span></label>' +
      "</fieldset>" +
      `<label class="invite-field">Your name (optional) <input type="text" name="you" maxlength="${NAME_MAX}" autocomplete="nickname"></label>` +
      `<label class="invite-field">Your friend's name (optional) <input type="text" name="friend" maxlength="${NAME_MAX}" autocomplete="off"></label>` +
      '<p class="invite-error" role="alert"></p>' +
      '<div class="invite-buttons">' +
      '<button type="submit" class="btn primary">Make the match</button>' +
      '<button type="button" class="btn invite-cancel">Cancel</button>' +
      "</div>" +
      '<div class="invite-seats" hidden><h3>Your matches on this device</h3><ul></ul></div>' +
      "</form>",
  });
  const form = dialog.querySelector("form");
  const error = dialog.querySelector(".invite-error");
  const submit = form.querySelector('button[type="submit"]');
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
    const data = new FormData(form);
    const names = [String(data.get("you") || "").trim(), String(data.get("friend") || "").trim()];
    try {
      const made = await createMatch(String(data.get("format")), names);
      form.hidden = true;
      const done = part("div", "invite-done");
      const title = part("h2", "", "Your match is ready");
      title.id = "invite-ready-title";
      dialog.setAttribute("aria-labelledby", title.id);
      const close = part("button", "btn invite-close", "Close");
      close.type = "button";
      close.addEventListener("click", () => dialog.close());
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
  const open = part("button", "btn play-friend", "Play with a friend");
  open.type = "button";
  open.id = "play-friend";
  open.setAttribute("aria-haspopup", "dialog");
  gameBar.prepend(open);
  let dialog = null;
  open.addEventListener("click", () => {
    if (dialog) dialog.remove(); // a fresh form each time
    dialog = inviteDialog();
    const error = dialog.querySelector(".invite-error");
    error.textContent = navigator.onLine === false ? "Partner play needs the network, and this device is offline." : "";
    dialog.showModal();
  });
}
