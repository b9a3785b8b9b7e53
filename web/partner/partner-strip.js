// What a partner table shows beside the table: the strip under the status
// line (who of the others is online, whose turn and since when, the
// connection, each invite link until its friend has joined, your own link
// folded away) and, while the tab is in the background, "Your turn · " in its
// title. Drawn from the seat's view, who is online and the match's summary.

import { WARN_SECONDS, clockWords } from "../table/clock-line.js";
import { listed, part } from "../shell/dom.js";
import { inviteBox, inviteLabel, invitesFor } from "./invite.js";
import { seatMessage, seatName } from "../l10n/names.js";
import { locale, msg, named, onChange, setMessage, t, translate } from "../l10n/l10n.js";

// The connection line's message by its kind ("records": the server is up but
// cannot reach its records, so moves are refused, not lost).
const CONNECTION = { retrying: "partner-retrying", crowded: "partner-crowded", records: "partner-records" };

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

// "14:05" today, "3 Dec 14:05" another day, with how long ago.
export function sinceText(iso, now = Date.now()) {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return "";
  const sameDay = new Date(now).toDateString() === when.toDateString();
  const clock = when.toLocaleTimeString(locale(), { hour: "2-digit", minute: "2-digit" });
  const minutes = Math.max(0, Math.round((now - when.getTime()) / 60000));
  let ago;
  if (minutes < 1) ago = t("partner-ago-now");
  else if (minutes < 60) ago = t("partner-ago-minutes", { count: minutes });
  else if (minutes < 48 * 60) ago = t("partner-ago-hours", { count: Math.round(minutes / 60) });
  else ago = t("partner-ago-days", { count: Math.round(minutes / 1440) });
  if (sameDay) return t("partner-when-today", { clock, ago });
  return t("partner-when-day", { day: when.toLocaleDateString(locale(), { day: "numeric", month: "short" }), clock, ago });
}

// The other seats of a partner table, from the view, in seat order.
export function otherSeats(view) {
  if (!view || !Array.isArray(view.seats)) return [];
  return view.seats.filter((s) => !s.you);
}

// "Ravi", "Ravi and Kiran", "Ravi, Meena and Kiran".
export function namesText(seats) {
  return listed(seats.map(seatName));
}

function presenceText(seat, online) {
  const name = seatMessage(seat);
  if (seat.bot) return t("partner-is-bot", { name });
  return t(online[seat.seat] ? "partner-is-online" : "partner-is-away", { name });
}

// The strip, after the status line; `own` is the folded box for your own link.
export function createStrip(status, match, hooks) {
  const strip = part("section", "partner-strip", undefined, named("partner-strip"));
  strip.id = "partner-strip";
  const who = part("p", "partner-who");
  who.setAttribute("aria-live", "polite"); // "Ravi is online" / "away" is news
  const dot = part("span", "presence-dot");
  dot.setAttribute("aria-hidden", "true");
  const whoText = part("span", "partner-who-text", undefined, named("partner-joining"));
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
  own.append(part("summary", "", undefined, named("partner-your-link")));
  // An any-time match with days a turn: once a seat's days are over, the others may end the wait.
  const endWait = part("button", "btn partner-end-wait");
  endWait.type = "button";
  endWait.hidden = true;
  endWait.addEventListener("click", () => hooks.endWait(endWait));
  strip.append(who, turn, clockLine, clockAlert, endWait, conn, invite, own);
  translate(strip);
  let lastView = null;
  let drawnSummary = null;
  let drawn = null; // the last draw's [view, online, summary], drawn again in a new language
  setInterval(() => drawClock(lastView), 1000);

  function drawDays(seat, view) {
    const over = Date.now() >= deadline.at;
    const until = new Date(deadline.at).toLocaleString(locale(), { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
    const perTurn = t("partner-days-per-turn", { days: deadline.days });
    const name = seatMessage(seat);
    let text;
    if (seat.you) text = over ? t("partner-days-yours-over") : t("partner-days-yours", { until, perTurn });
    else text = over ? t("partner-days-theirs-over", { name, perTurn }) : t("partner-days-theirs", { name, until, perTurn });
    setText(clockLine, text);
    clockLine.classList.toggle("warning", over);
    const mine = view.seats.find((s) => s.you);
    // Before drawing, the late seat drops; after (14 cards), the card it drew is thrown for it.
    setText(endWait, t(seat.count > 13 ? "partner-end-wait-throw" : "partner-end-wait-drop", { name }));
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
    setText(clockLine, clockWords(left, seat.you ? null : seatMessage(seat), deadline.reserve));
    clockLine.classList.toggle("warning", warn);
    const turnKey = `${deadline.seat}:${Math.round(deadline.at / 1000)}`;
    if (warn && seat.you && warned !== turnKey) {
      warned = turnKey;
      setText(clockAlert, t("partner-clock-alert", { count: left }));
    } else if (!warn && clockAlert.textContent) setText(clockAlert, "");
  }
  status.after(strip);

  // `online[seat]` says who is connected; `summary` is the match's (or null).
  function draw(view, online, summary) {
    const others = otherSeats(view);
    if (!others.length) return;
    drawn = [view, online, summary];
    if (summary && summary.deadline && summary !== drawnSummary) {
      drawnSummary = summary;
      const days = summary.clock && summary.clock.days;
      deadline = { seat: summary.deadline.seat, at: Date.now() + summary.deadline.left * 1000, days,
        reserve: Math.floor(summary.deadline.reserve || 0) };
    } else if (summary && !summary.deadline) deadline = null;
    lastView = view;
    drawClock(view);
    const people = others.filter((s) => !s.bot);
    whoText.removeAttribute("data-l10n-id"); // "Joining the match…" is over
    setText(whoText, others.map((s) => presenceText(s, online)).join(" · "));
    who.classList.toggle("online", people.length > 0 && people.every((s) => online[s.seat]));
    let turnText = "";
    const playing = others.find((s) => s.turn);
    if (!view.result && playing && !playing.bot) {
      // When the last turn ended, whoever ended it (a person, a bot or the clock).
      const name = seatMessage(playing);
      const since = summary && summary.turn_began ? sinceText(summary.turn_began) : "";
      turnText = since ? t("partner-turn-since", { name, since }) : t("partner-turn", { name });
      if (!online[playing.seat]) turnText += " " + t("partner-turn-waits", { name });
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
    if (kind) setMessage(conn, CONNECTION[kind]);
    else {
      conn.removeAttribute("data-l10n-id");
      setText(conn, "");
    }
    strip.classList.toggle("reconnecting", Boolean(kind));
  }

  // "Since you left: …", for a player coming back, until they put it away.
  function since(moves) {
    const box = part("section", "partner-since");
    box.setAttribute("aria-labelledby", "partner-since-title");
    const title = part("h2", "partner-since-title", undefined, named("partner-since-title"));
    title.id = "partner-since-title";
    const list = part("ul", "partner-since-list");
    const drawMoves = () => list.replaceChildren(...moves.map((move) => part("li", "", t("partner-since-move", { move: msg(move) }))));
    drawMoves();
    const done = part("button", "btn partner-since-done", undefined, named("partner-since-done"));
    done.type = "button";
    const stop = onChange(drawMoves);
    done.addEventListener("click", () => {
      stop();
      box.remove();
    });
    box.append(title, list, done);
    translate(box);
    strip.before(box);
  }

  // A new language: every sentence drawn from the view is drawn again.
  onChange(() => {
    if (drawn) draw(...drawn);
    else drawClock(lastView);
  });

  return { draw, connection, own, since };
}

// "Your turn · " in the tab's title (and the app's badge) when your turn comes
// while the tab is in the background; gone when the tab is back or the turn is over.
export function createTurnMark() {
  let wasMyTurn = null;
  let marked = null; // {title: the marked title, base: the title before it}, while marked

  function clear() {
    if (marked && document.title === marked.title) document.title = marked.base;
    marked = null;
    if (navigator.clearAppBadge) navigator.clearAppBadge().catch(() => {});
  }

  function mark(v) {
    const mine = v.phase === "draw" || v.phase === "discard";
    if (mine && wasMyTurn === false && document.hidden && !marked) {
      const base = document.title;
      marked = { title: t("partner-turn-mark", { title: base }), base };
      document.title = marked.title;
      if (navigator.setAppBadge) navigator.setAppBadge(1).catch(() => {});
    } else if (!mine && marked) {
      clear();
    }
    wasMyTurn = mine;
  }

  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) clear();
  });

  return { mark };
}
