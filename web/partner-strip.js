// What a partner table shows beside the table: the strip under the status
// line (who of the others is online, whose turn and since when, the
// connection, each invite link until its friend has joined, your own link
// folded away) and, while the tab is in the background, "Your turn · " in its
// title. Drawn from the seat's view, who is online and the match's summary.

import { WARN_SECONDS, clockWords } from "./clock-line.js";
import { part } from "./dom.js";
import { inviteBox, inviteLabel, invitesFor } from "./invite.js";

const TURN_MARK = "Your turn · ";
const CONNECTION = {
  retrying: "Connection lost · reconnecting…",
  crowded: "This seat is open on other devices, so this page stopped following the match. Reload it to play here.",
  // The server is up but cannot reach its records: moves are refused, not lost.
  records: "The match server cannot reach its records just now; moves wait until it is back.",
};

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

// "14:05" today, "3 Dec 14:05" another day, with how long ago.
export function sinceText(iso, now = Date.now()) {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return "";
  const sameDay = new Date(now).toDateString() === when.toDateString();
  const clock = when.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  const day = sameDay ? "" : when.toLocaleDateString([], { day: "numeric", month: "short" }) + " ";
  const minutes = Math.max(0, Math.round((now - when.getTime()) / 60000));
  let ago;
  if (minutes < 1) ago = "just now";
  else if (minutes < 60) ago = minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
  else if (minutes < 48 * 60) {
    const hours = Math.round(minutes / 60);
    ago = hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  } else ago = `${Math.round(minutes / 1440)} days ago`;
  return `${day}${clock} (${ago})`;
}

// The other seats of a partner table, from the view, in seat order.
export function otherSeats(view) {
  if (!view || !Array.isArray(view.seats)) return [];
  return view.seats.filter((s) => !s.you);
}

// "Ravi", "Ravi and Kiran", "Ravi, Meena and Kiran".
export function namesText(seats) {
  const names = seats.map((s) => s.name);
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function presenceText(seat, online) {
  if (seat.bot) return `${seat.name} is a bot`;
  return `${seat.name} is ${online[seat.seat] ? "online" : "away"}`;
}

// The strip, after the status line; `own` is the folded box for your own link.
export function createStrip(status, match, hooks) {
  const strip = part("section", "partner-strip");
  strip.id = "partner-strip";
  strip.setAttribute("aria-label", "The other players");
  const who = part("p", "partner-who");
  who.setAttribute("aria-live", "polite"); // "Ravi is online" / "away" is news
  const dot = part("span", "presence-dot");
  dot.setAttribute("aria-hidden", "true");
  const whoText = part("span", "partner-who-text", "Joining the match…");
  who.append(dot, " ", whoText);
  const turn = part("p", "partner-turn");
  // The turn clock: the time left, from the summary's seconds and when it came.
  const clockLine = part("p", "partner-clock");
  clockLine.hidden = true;
  // The countdown itself is not read out every second; its warning is, once a turn.
  const clockAlert = part("p", "visually-hidden");
  clockAlert.setAttribute("aria-live", "assertive");
  let warned = ""; // the turn already warned of: "seat:deadline"
  let deadline = null; // {seat, at: ms on this device's clock}
  const conn = part("p", "partner-connection");
  conn.id = "partner-connection";
  conn.setAttribute("aria-live", "polite");
  const invite = part("div", "partner-invite");
  invite.hidden = true;
  // Your own link, folded away: the way back to this seat from any device.
  const own = part("details", "partner-own");
  own.append(part("summary", "", "Your link to come back"));
  // An any-time match with days a turn: once a seat's days are over, the others may end the wait.
  const endWait = part("button", "btn partner-end-wait");
  endWait.type = "button";
  endWait.hidden = true;
  endWait.addEventListener("click", () => hooks.endWait(endWait));
  strip.append(who, turn, clockLine, clockAlert, endWait, conn, invite, own);
  let lastView = null;
  let drawnSummary = null;
  setInterval(() => drawClock(lastView), 1000);

  function drawDays(seat, view) {
    const over = Date.now() >= deadline.at;
    const until = new Date(deadline.at).toLocaleString([], { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
    const perTurn = deadline.days === 1 ? "a day a turn" : `${deadline.days} days a turn`;
    let text;
    if (seat.you) {
      text = over
        ? "Your time for this turn is over: play now, or the others may end your wait."
        : `Your turn: play by ${until} (${perTurn}), or the others may end your wait.`;
    } else text = over ? `${seat.name}'s time for this turn is over (${perTurn}).` : `${seat.name} has until ${until} to play (${perTurn}).`;
    setText(clockLine, text);
    clockLine.classList.toggle("warning", over);
    const mine = view.seats.find((s) => s.you);
    // Before drawing, the late seat drops; after (14 cards), the card it drew is thrown for it.
    setText(endWait, seat.count > 13 ? `End the wait: throw ${seat.name}'s drawn card` : `End the wait: ${seat.name} drops`);
    endWait.hidden = seat.you || !over || !mine;
  }

  function drawClock(view) {
    const seat = view && !view.result && deadline && view.seats.find((s) => s.seat === deadline.seat && s.turn);
    clockLine.hidden = !seat;
    if (!seat) {
      endWait.hidden = true;
      return;
    }
    if (deadline.days) {
      drawDays(seat, view);
      return;
    }
    const left = Math.max(0, Math.ceil((deadline.at - Date.now()) / 1000));
    const warn = left <= WARN_SECONDS;
    setText(clockLine, clockWords(left, seat.you ? null : seat.name));
    clockLine.classList.toggle("warning", warn);
    const turnKey = `${deadline.seat}:${Math.round(deadline.at / 1000)}`;
    if (warn && seat.you && warned !== turnKey) {
      warned = turnKey;
      setText(clockAlert, `${left} seconds left of your turn.`);
    } else if (!warn && clockAlert.textContent) setText(clockAlert, "");
  }
  status.after(strip);

  // `online[seat]` says who is connected; `summary` is the match's (or null).
  function draw(view, online, summary) {
    const others = otherSeats(view);
    if (!others.length) return;
    if (summary && summary.deadline && summary !== drawnSummary) {
      drawnSummary = summary;
      const days = summary.clock && summary.clock.days;
      deadline = { seat: summary.deadline.seat, at: Date.now() + summary.deadline.left * 1000, days };
    } else if (summary && !summary.deadline) deadline = null;
    lastView = view;
    drawClock(view);
    const people = others.filter((s) => !s.bot);
    setText(whoText, others.map((s) => presenceText(s, online)).join(" · "));
    who.classList.toggle("online", people.length > 0 && people.every((s) => online[s.seat]));
    let turnText = "";
    const playing = others.find((s) => s.turn);
    if (!view.result && playing && !playing.bot) {
      // When the last turn ended, whoever ended it (a person, a bot or the clock).
      const since = summary && summary.turn_began ? sinceText(summary.turn_began) : "";
      turnText = since ? `${playing.name}'s turn since ${since}.` : `${playing.name}'s turn.`;
      if (!online[playing.seat]) turnText += ` The match waits; ${playing.name} can play whenever it suits.`;
    }
    setText(turn, turnText);
    turn.hidden = !turnText;
    drawInvites(online, summary);
  }

  // Each invite link, for its maker, until its friend has joined.
  function drawInvites(online, summary) {
    const stored = invitesFor(match);
    const joined = (seat) =>
      online[seat] || (summary && summary.seats.some((s) => s.seat === seat && s.last_acted));
    const wanted = stored.filter((i) => !joined(i.seat));
    const shown = [...invite.children].map((box) => Number(box.dataset.seat));
    if (wanted.length !== shown.length || wanted.some((i, k) => i.seat !== shown[k])) {
      invite.replaceChildren(
        ...wanted.map((i) => {
          const box = inviteBox("partner-invite-link", inviteLabel(i, stored.length === 1), i.link, true);
          box.dataset.seat = String(i.seat);
          return box;
        })
      );
    }
    invite.hidden = !wanted.length;
  }

  // The connection line: null when all is well, else a key of CONNECTION.
  function connection(kind) {
    setText(conn, kind ? CONNECTION[kind] : "");
    strip.classList.toggle("reconnecting", Boolean(kind));
  }

  // "Since you left: …", for a player coming back, until they put it away.
  function since(moves) {
    const box = part("section", "partner-since");
    box.setAttribute("aria-labelledby", "partner-since-title");
    const title = part("h2", "partner-since-title", "Since you left");
    title.id = "partner-since-title";
    const list = part("ul", "partner-since-list");
    for (const move of moves) list.append(part("li", "", `${move}.`));
    const done = part("button", "btn partner-since-done", "Got it");
    done.type = "button";
    done.addEventListener("click", () => box.remove());
    box.append(title, list, done);
    strip.before(box);
  }

  return { draw, connection, own, since };
}

// "Your turn · " in the tab's title (and the app's badge) when your turn comes
// while the tab is in the background; gone when the tab is back or the turn is over.
export function createTurnMark() {
  let wasMyTurn = null;

  function clear() {
    if (document.title.startsWith(TURN_MARK)) document.title = document.title.slice(TURN_MARK.length);
    if (navigator.clearAppBadge) navigator.clearAppBadge().catch(() => {});
  }

  function mark(v) {
    const mine = v.phase === "draw" || v.phase === "discard";
    const baseTitle = document.title.startsWith(TURN_MARK) ? document.title.slice(TURN_MARK.length) : document.title;
    if (mine && wasMyTurn === false && document.hidden) {
      document.title = TURN_MARK + baseTitle;
      if (navigator.setAppBadge) navigator.setAppBadge(1).catch(() => {});
    } else if (!mine && document.title.startsWith(TURN_MARK)) {
      clear();
    }
    wasMyTurn = mine;
  }

  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) clear();
  });

  return { mark };
}
