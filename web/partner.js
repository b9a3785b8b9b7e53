// Partner play: the table's transport to the partner server (docs/server.md),
// and what only a partner table shows: who is online, whose turn and since
// when, "reconnecting…", the tab title on your turn, and a clear page for a
// link that cannot open a table. The views themselves go to the page's one
// renderer (app.js) through `hooks.receive`, exactly as the worker's do.

import { apiUrl, rememberSeat, rememberedSeats, seatLink } from "./link.js";
import { NAME_MAX, inviteBox, inviteFor, part } from "./invite.js";

const LINK_PART = /^[A-Za-z0-9_-]{8,64}$/;
const RETRY_MS = [500, 1000, 2000, 4000, 8000]; // then every 8 s
const KEEPALIVE_MS = 20000; // a quiet socket is asked for the view this often...
const SILENCE_MS = 8000; // ...and counts as dropped when no answer comes in this time
const OWN_IDS = 1000000000; // request ids from here up are this module's own
const TURN_MARK = "Your turn · ";
const BUSY_RECHECK_MS = 1500;
const UPDATE_MS = 40; // pushed views arriving closer than this are drawn once
const SUMMARY_MS = 250; // last-acted times are asked for once a burst of moves is over

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

function button(text, className = "btn") {
  const b = part("button", className, text);
  b.type = "button";
  return b;
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

function showPage(kind, hooks, actions = []) {
  const known = PAGES[kind] || PAGES.server;
  hooks.table.hidden = true;
  let page = document.getElementById("partner-page");
  if (!page) {
    page = part("main", "partner-page");
    page.id = "partner-page";
    hooks.table.after(page);
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

function hidePage(hooks) {
  const page = document.getElementById("partner-page");
  if (page) page.remove();
  hooks.table.hidden = false;
}

// ---------------------------------------------------------------------------
// The invited player's name: asked in the strip the first time this browser
// opens their link (the maker named themselves when making the match), without
// holding up the table. The server checks it as it checks a new match's names
// and tells the partner's screen at once.

const DEFAULT_NAME = /^Player \d+$/;

function askName(strip, match, token, summary, hooks) {
  const me = summary.seats.find((s) => s.seat === summary.you);
  const host = summary.seats.find((s) => s.seat !== summary.you);
  const partnerName = host ? host.name : "Your partner";
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
  strip.own.before(form);
  later.addEventListener("click", () => form.remove());
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    save.disabled = true;
    try {
      const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}/name`), {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ name: input.value }),
        cache: "no-store",
      });
      const body = await response.json().catch(() => null);
      if (!response.ok || !body || typeof body.name !== "string") {
        const why = body && body.error && body.error.message;
        throw new Error(why || "The name could not be saved. Try again in a moment.");
      }
      form.remove();
      hooks.showNotice(`${partnerName} now sees you as ${body.name}.`);
    } catch (err) {
      error.textContent =
        err instanceof TypeError ? "The partner server did not answer: try again once you are online." : err.message;
      save.disabled = false;
      input.focus();
    }
  });
}

// ---------------------------------------------------------------------------
// The partner strip: presence, whose turn since when, the connection.

function createStrip(table, status) {
  const strip = part("section", "partner-strip");
  strip.id = "partner-strip";
  strip.setAttribute("aria-label", "Your partner");
  const who = part("p", "partner-who");
  who.setAttribute("aria-live", "polite"); // "Ravi is online" / "away" is news
  const dot = part("span", "presence-dot");
  dot.setAttribute("aria-hidden", "true");
  const whoText = part("span", "partner-who-text", "Joining the match…");
  who.append(dot, " ", whoText);
  const turn = part("p", "partner-turn");
  const conn = part("p", "partner-connection");
  conn.id = "partner-connection";
  conn.setAttribute("aria-live", "polite");
  const invite = part("div", "partner-invite");
  invite.hidden = true;
  // Your own link, folded away: the way back to this seat from any device.
  const own = part("details", "partner-own");
  own.append(part("summary", "", "Your link to come back"));
  strip.append(who, turn, conn, invite, own);
  status.after(strip);
  return { strip, who, whoText, turn, conn, invite, own };
}

// ---------------------------------------------------------------------------

export function connectPartner(link, hooks) {
  const { match, token } = link;
  let socket = null;
  let open = false; // the socket said "ready"
  let stopped = false;
  let attempt = 0;
  let retryTimer = null;
  let silenceTimer = null;
  let keepaliveTimer = null;
  let ownId = OWN_IDS;
  let view = null;
  let online = [];
  let summary = null;
  let wasMyTurn = null;
  let strip = null;
  let baseTitle = document.title;
  let pendingUpdate = null; // the latest pushed view, not drawn yet
  let summaryTimer = null;

  document.body.classList.add("partner-play");
  const brandSub = document.querySelector(".brand-sub");
  if (brandSub) brandSub.textContent = "partner play"; // until the table's own view names it
  const seedLine = document.getElementById("seed");
  if (seedLine) seedLine.textContent = "";

  function bad(kind) {
    stopped = true;
    if (socket) socket.close();
    showPage(kind, hooks);
  }

  if (!LINK_PART.test(match) || !LINK_PART.test(token)) {
    bad("wrong");
    return { post() {} };
  }

  // -- the summary: names, turn, last acted -----------------------------------------

  async function fetchSummary() {
    const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}`), {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      cache: "no-store",
    });
    const type = response.headers.get("content-type") || "";
    if (!type.includes("application/json")) return { kind: "static" };
    if (response.status === 403) return { kind: "wrong" };
    if (response.status === 404) return { kind: "missing" };
    if (!response.ok) return { kind: "server" };
    return { summary: await response.json() };
  }

  async function refreshSummary() {
    try {
      const found = await fetchSummary();
      if (found.summary) {
        summary = found.summary;
        drawStrip();
        if (summary.rematch) rematchReady(summary.rematch);
      }
    } catch (err) {
      // the socket's own reconnection reports a dropped network
    }
  }

  // -- the strip --------------------------------------------------------------------

  function partnerSeat() {
    if (!view || !Array.isArray(view.seats)) return null;
    return view.seats.find((s) => !s.you) || null;
  }

  function drawStrip() {
    if (!strip || !view) return;
    const other = partnerSeat();
    if (!other) return;
    const here = Boolean(online[other.seat]);
    setText(strip.whoText, `${other.name} is ${here ? "online" : "away"}`);
    strip.who.classList.toggle("online", here);
    let turnText = "";
    if (!view.result && other.turn) {
      // Before anyone acts, the wait began when the match was made.
      const stamps = summary ? summary.seats.map((s) => s.last_acted).filter(Boolean).sort() : [];
      const latest = stamps.length ? stamps[stamps.length - 1] : summary && summary.started;
      const since = latest ? sinceText(latest) : "";
      turnText = since ? `${other.name}'s turn since ${since}.` : `${other.name}'s turn.`;
      if (!here) turnText += ` The match waits; ${other.name} can play whenever it suits.`;
    }
    setText(strip.turn, turnText);
    strip.turn.hidden = !turnText;
    drawInvite(other);
  }

  // The invite link, for its maker, until the partner has joined.
  function drawInvite(other) {
    const stored = inviteFor(match);
    const joined =
      online[other.seat] || (summary && summary.seats.some((s) => s.seat === other.seat && s.last_acted));
    const wanted = Boolean(stored) && !joined;
    if (wanted && !strip.invite.childElementCount) {
      strip.invite.append(inviteBox("partner-invite-link", "Invite link for your friend", stored, true));
    }
    strip.invite.hidden = !wanted;
  }

  function connection(text) {
    if (!strip) return;
    setText(strip.conn, text);
    strip.strip.classList.toggle("reconnecting", Boolean(text));
  }

  // -- your turn while the tab is in the background --------------------------------

  function myTurn(v) {
    return v.phase === "draw" || v.phase === "discard";
  }

  function markTurn(v) {
    const mine = myTurn(v);
    if (document.title.startsWith(TURN_MARK)) baseTitle = document.title.slice(TURN_MARK.length);
    else baseTitle = document.title;
    if (mine && wasMyTurn === false && document.hidden) {
      document.title = TURN_MARK + baseTitle;
      if (navigator.setAppBadge) navigator.setAppBadge(1).catch(() => {});
    } else if (!mine && document.title.startsWith(TURN_MARK)) {
      clearTurnMark();
    }
    wasMyTurn = mine;
  }

  function clearTurnMark() {
    if (document.title.startsWith(TURN_MARK)) document.title = document.title.slice(TURN_MARK.length);
    if (navigator.clearAppBadge) navigator.clearAppBadge().catch(() => {});
  }

  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) clearTurnMark();
  });

  // -- the socket -------------------------------------------------------------------

  function socketUrl() {
    const url = apiUrl(`matches/${encodeURIComponent(match)}/live`);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    return url.href;
  }

  function seen(v) {
    if (!v || !Array.isArray(v.trays)) return;
    view = v;
    markTurn(v);
    drawStrip();
    showRematch(v);
  }

  function onMessage(event) {
    let msg;
    try {
      msg = JSON.parse(event.data);
    } catch (err) {
      return;
    }
    if (!msg || typeof msg !== "object") return;
    clearTimeout(silenceTimer);
    if (msg.type === "ready") {
      open = true;
      attempt = 0;
      online = Array.isArray(msg.online) ? msg.online : [];
      connection("");
      hidePage(hooks);
      pendingUpdate = null; // the hello's view is newer
      seen(msg.view);
      const other = partnerSeat();
      if (other && msg.view.standings) rememberSeat(match, token, `${msg.view.standings.title} with ${other.name}`);
      hooks.receive(msg);
      refreshSummary();
      return;
    }
    if (msg.type === "error") return; // the close code that follows says which page
    if (msg.type === "event") {
      if (msg.event === "rematch") {
        rematchReady(msg.match);
        return;
      }
      if (msg.event === "database") {
        // The server is up but cannot reach its records: moves are refused, not lost.
        connection(msg.available ? "" : "The match server cannot reach its records just now; moves wait until it is back.");
        return;
      }
      if (msg.event === "presence") {
        online = Array.isArray(msg.online) ? msg.online : online;
        drawStrip();
        return;
      }
      if (msg.view) {
        seen(msg.view);
        // A burst of moves (a partner's quick turn, a scripted one) is drawn once, at its end.
        const first = pendingUpdate === null;
        pendingUpdate = msg;
        if (first) setTimeout(flushUpdate, UPDATE_MS);
        summarySoon();
      }
      return;
    }
    if (typeof msg.id === "number" && msg.id >= OWN_IDS) {
      seen(msg.result);
      return;
    }
    flushUpdate(); // a reply comes after the updates that came before it
    if (msg.result) seen(msg.result);
    hooks.receive(msg);
    if (msg.ok) summarySoon();
  }

  function flushUpdate() {
    if (pendingUpdate === null) return;
    const msg = pendingUpdate;
    pendingUpdate = null;
    hooks.receive(msg);
  }

  function summarySoon() {
    clearTimeout(summaryTimer);
    summaryTimer = setTimeout(refreshSummary, SUMMARY_MS);
  }

  function keepalive() {
    clearTimeout(keepaliveTimer);
    keepaliveTimer = setTimeout(() => {
      if (!open) return;
      socket.send(JSON.stringify({ id: ++ownId, type: "view", args: {} }));
      silenceTimer = setTimeout(() => socket && socket.close(), SILENCE_MS);
      keepalive();
    }, KEEPALIVE_MS);
  }

  function connect() {
    clearTimeout(retryTimer);
    if (stopped) return;
    let ws;
    try {
      ws = new WebSocket(socketUrl());
    } catch (err) {
      retry();
      return;
    }
    socket = ws;
    ws.addEventListener("open", () => {
      ws.send(JSON.stringify({ type: "hello", token }));
      keepalive();
    });
    ws.addEventListener("message", (event) => {
      if (ws === socket) onMessage(event);
    });
    ws.addEventListener("close", (event) => {
      if (ws !== socket) return;
      open = false;
      socket = null;
      clearTimeout(keepaliveTimer);
      clearTimeout(silenceTimer);
      if (event.code === 4403) bad("wrong");
      else if (event.code === 4404) bad("missing");
      else if (event.code === 4429) {
        // Opened on more devices than a seat may hold; reconnecting would close another.
        stopped = true;
        connection("This seat is open on other devices, so this page stopped following the match. Reload it to play here.");
      } else {
        if (event.code === 1012) attempt = 0; // the server is restarting: back at once
        retry();
      }
    });
  }

  function retry() {
    if (stopped) return;
    connection("Connection lost · reconnecting…");
    // Spread out, so that the pages of a restarted server do not all knock at once.
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] * (0.75 + Math.random() / 2);
    attempt += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, wait);
  }

  // The browser knows first: close at once, reconnect as soon as it is back.
  window.addEventListener("offline", () => {
    if (socket) socket.close();
  });
  window.addEventListener("online", () => {
    if (!socket && !stopped) {
      attempt = 0;
      connect();
    }
  });
  // Leaving the page closes the socket at once, so the seat shows as away straight away.
  window.addEventListener("pagehide", () => {
    stopped = true;
    if (socket) socket.close(1000);
  });
  // A phone may freeze a background tab's socket: check it when the tab is back.
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden && open) {
      socket.send(JSON.stringify({ id: ++ownId, type: "view", args: {} }));
      silenceTimer = setTimeout(() => socket && socket.close(), SILENCE_MS);
    }
  });

  // -- rematch ----------------------------------------------------------------------
  // Either seat asks the server; both meet at one new match, opened by the same secret.

  let rematchBox = null;
  let rematchId = null;

  function matchOver(v) {
    return Boolean(v.result && v.standings && (v.standings.over || v.standings.limit === 0));
  }

  function showRematch(v) {
    if (!matchOver(v)) {
      if (rematchBox) rematchBox.box.hidden = true;
      return;
    }
    if (!rematchBox) {
      const box = part("div", "partner-rematch");
      const note = part("p", "rematch-note");
      const go = button("Rematch", "btn primary rematch");
      go.id = "rematch";
      const join = part("a", "btn primary rematch-join", "Join the rematch");
      go.addEventListener("click", startRematch);
      box.append(note, go, join);
      document.getElementById("result").append(box);
      rematchBox = { box, note, go, join };
    }
    rematchBox.box.hidden = false;
    drawRematch();
  }

  function drawRematch() {
    if (!rematchBox) return;
    const ready = rematchId !== null;
    setText(
      rematchBox.note,
      ready
        ? "A rematch is ready: the same table and names, a new deal. Your own link's secret opens your seat there."
        : "Play again: the same table and names, a new deal. Your friend joins from this screen or their link."
    );
    rematchBox.go.hidden = ready;
    rematchBox.join.hidden = !ready;
    if (ready) rematchBox.join.href = seatLink(rematchId, token);
  }

  function rematchReady(id) {
    if (!id || id === rematchId) return;
    rematchId = id;
    drawRematch();
    hooks.showNotice("A rematch is ready: Join the rematch takes your seat there.");
  }

  async function startRematch() {
    rematchBox.go.disabled = true;
    try {
      const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}/rematch`), {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
        cache: "no-store",
      });
      const body = await response.json();
      if (!response.ok) throw new Error(body && body.error ? body.error.message : "");
      window.location.assign(seatLink(body.match, token));
    } catch (err) {
      hooks.showError(
        err.message || "Partner play needs the network: the rematch could not be made. Try again once you are online."
      );
      rematchBox.go.disabled = false;
    }
  }

  // -- start: check the link, then open the socket ----------------------------------

  async function begin() {
    let found;
    try {
      found = await fetchSummary();
    } catch (err) {
      const again = button("Try again", "btn primary");
      again.addEventListener("click", () => window.location.reload());
      showPage("network", hooks, [again]);
      return;
    }
    if (!found.summary) {
      bad(found.kind);
      return;
    }
    summary = found.summary;
    strip = createStrip(hooks.table, hooks.status);
    strip.own.append(inviteBox("own-link", "Your own link (keep it private)", seatLink(match, token), false));
    const me = summary.seats.find((s) => s.seat === summary.you);
    const play = (label) => {
      const b = button(label, "btn primary");
      b.addEventListener("click", () => {
        hidePage(hooks);
        connect();
      });
      return b;
    };
    if (summary.status === "over") {
      const actions = [play("See the final scores")];
      if (summary.rematch) {
        const join = part("a", "btn primary", "Join the rematch");
        join.href = seatLink(summary.rematch, token);
        actions.unshift(join);
      }
      showPage("over", hooks, actions);
    }
    else if (me && me.online && (await stillOnline())) showPage("busy", hooks, [play("Play here instead")]);
    else {
      // This link's secret is new to this browser (a rematch keeps the secret).
      const firstVisit = !rememberedSeats().some((s) => s.token === token);
      connect();
      if (firstVisit && summary.you !== 0) askName(strip, match, token, summary, hooks);
    }
  }

  // A reload closes the old socket just as the new page asks: give the server a moment.
  async function stillOnline() {
    await new Promise((resolve) => setTimeout(resolve, BUSY_RECHECK_MS));
    try {
      const found = await fetchSummary();
      return !found.summary || found.summary.seats.some((s) => s.seat === found.summary.you && s.online);
    } catch (err) {
      return true;
    }
  }

  begin();
  setInterval(() => {
    drawStrip(); // "5 minutes ago" moves on
    // A rematch made through another server process is told by the summary only.
    if (open && view && matchOver(view) && rematchId === null) refreshSummary();
  }, 15000);

  return {
    post(text) {
      if (open) socket.send(text);
      else hooks.showError("Not connected to the match; reconnecting… That move was not sent.");
    },
  };
}
