// Partner play: the table's transport to the partner server (docs/server.md)
// and what only a partner table shows, wired together. The link is checked
// against the match's summary first (partner-api.js), a link that cannot open
// a table gets its page (partner-pages.js), and the socket
// (partner-socket.js) carries the intents and the views. The views go to the
// page's one renderer (render.js, through app.js) by `hooks.receive`, as the
// worker's do, and to the strip and the turn mark (partner-strip.js) and the
// rematch box (partner-pages.js); the switch for notifications is push.js's.
//
//   const transport = connectPartner(link, hooks);
//   transport.send("draw", { source: "stock" });
//
// hooks: accept(msg) (the "ready" message: true if the page speaks its
// protocol), receive(msg), messages ({showError, showNotice}), status (the
// status line, the strip goes after it), table (hidden while a page stands in).

import { inviteBox } from "./invite.js";
import { rememberSeat, rememberSeen, rememberedSeats, seatLink, seenActions } from "./link.js";
import { endWait, fetchSince, fetchSummary } from "./partner-api.js";
import {
  askName,
  button,
  createRematch,
  hidePage,
  matchOver,
  rematchLink,
  showNetworkPage,
  showPage,
} from "./partner-pages.js";
import { createSocket } from "./partner-socket.js";
import { createPushSwitch } from "./push.js";
import { createStrip, createTurnMark, namesText, otherSeats } from "./partner-strip.js";

const LINK_PART = /^[A-Za-z0-9_-]{8,64}$/;
const BUSY_RECHECK_MS = 1500;
const UPDATE_MS = 40; // pushed views arriving closer than this are drawn once
const SUMMARY_MS = 250; // last-acted times are asked for once a burst of moves is over

export function connectPartner(link, hooks) {
  const { match, token } = link;
  let ready = false; // the page took the server's "ready"
  let nextId = 1;
  let view = null;
  let online = [];
  let summary = null;
  let strip = null;
  let pendingUpdate = null; // the latest pushed view, not drawn yet
  let summaryTimer = null;

  document.body.classList.add("partner-play");
  const brandSub = document.querySelector(".brand-sub");
  if (brandSub) brandSub.textContent = "partner play"; // until the table's own view names it
  const seedLine = document.getElementById("seed");
  if (seedLine) seedLine.textContent = "";

  if (!LINK_PART.test(match) || !LINK_PART.test(token)) {
    showPage("wrong", hooks.table);
    return { send() {} };
  }

  const turnMark = createTurnMark();
  const rematch = createRematch(match, token, hooks.messages);
  const socket = createSocket(match, token, {
    message: onMessage,
    own: (msg) => seen(msg.result),
    state: connection,
    refused: (kind) => showPage(kind, hooks.table),
  });

  // -- the summary: names, turn, last acted -----------------------------------------

  async function refreshSummary() {
    try {
      const found = await fetchSummary(match, token);
      if (found.summary) {
        summary = found.summary;
        rememberSeen(match, summary.seq);
        drawStrip();
        if (summary.rematch) rematch.ready(summary.rematch);
      }
    } catch (err) {
      // the socket's own reconnection reports a dropped network
    }
  }

  function summarySoon() {
    clearTimeout(summaryTimer);
    summaryTimer = setTimeout(refreshSummary, SUMMARY_MS);
  }

  // -- what the socket brings ---------------------------------------------------------

  function drawStrip() {
    if (strip) strip.draw(view, online, summary);
  }

  function connection(kind) {
    if (strip) strip.connection(kind);
  }

  // Every view this seat is shown, before the page draws it.
  function seen(v) {
    if (!v || !Array.isArray(v.trays)) return;
    view = v;
    turnMark.mark(v);
    drawStrip();
    rematch.show(v);
  }

  function onMessage(msg) {
    if (msg.type === "ready") {
      online = Array.isArray(msg.online) ? msg.online : [];
      connection(null);
      hidePage(hooks.table);
      pendingUpdate = null; // the hello's view is newer
      seen(msg.view);
      const others = otherSeats(view);
      if (others.length && msg.view.standings) rememberSeat(match, token, `${msg.view.standings.title} with ${namesText(others)}`);
      if (hooks.accept(msg)) {
        ready = true;
        hooks.receive(msg);
      }
      refreshSummary();
      return;
    }
    if (msg.type === "event") {
      if (msg.event === "rematch") {
        rematch.ready(msg.match);
        return;
      }
      if (msg.event === "database") {
        connection(msg.available ? null : "records");
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

  // -- start: check the link, then open the socket ----------------------------------

  async function begin() {
    let found;
    try {
      found = await fetchSummary(match, token);
    } catch (err) {
      showNetworkPage(hooks.table);
      return;
    }
    if (!found.summary) {
      socket.stop();
      showPage(found.kind, hooks.table);
      return;
    }
    summary = found.summary;
    strip = createStrip(hooks.status, match, {
      endWait: async (buttonEl) => {
        buttonEl.disabled = true;
        try {
          await endWait(match, token);
          refreshSummary();
        } catch (err) {
          hooks.messages.showError(err instanceof TypeError ? "The match server could not be reached; try again in a moment." : err.message);
        } finally {
          buttonEl.disabled = false;
        }
      },
    });
    // Coming back: what the others did since this device last saw the match.
    const seenBefore = seenActions(match);
    if (seenBefore !== null && seenBefore < summary.seq) {
      fetchSince(match, token, seenBefore).then((moves) => {
        if (moves && moves.length) strip.since(moves);
      });
    }
    rememberSeen(match, summary.seq);
    strip.own.append(inviteBox("own-link", "Your own link (keep it private)", seatLink(match, token), false));
    const pushSwitch = createPushSwitch(match, token, hooks.messages);
    if (pushSwitch) strip.own.before(pushSwitch);
    const me = summary.seats.find((s) => s.seat === summary.you);
    const play = (label) => {
      const b = button(label, "btn primary");
      b.addEventListener("click", () => {
        hidePage(hooks.table);
        socket.connect();
      });
      return b;
    };
    if (summary.status === "over") {
      const actions = [play("See the final scores")];
      if (summary.rematch) actions.unshift(rematchLink(summary.rematch, token));
      showPage("over", hooks.table, actions);
    } else if (me && me.online && (await stillOnline())) showPage("busy", hooks.table, [play("Play here instead")]);
    else {
      // This link's secret is new to this browser (a rematch keeps the secret).
      const firstVisit = !rememberedSeats().some((s) => s.token === token);
      socket.connect();
      if (firstVisit && summary.you !== 0) askName(strip.own, match, token, summary, hooks.messages);
    }
  }

  // A reload closes the old socket just as the new page asks: give the server a moment.
  async function stillOnline() {
    await new Promise((resolve) => setTimeout(resolve, BUSY_RECHECK_MS));
    try {
      const found = await fetchSummary(match, token);
      return !found.summary || found.summary.seats.some((s) => s.seat === found.summary.you && s.online);
    } catch (err) {
      return true;
    }
  }

  begin();
  setInterval(() => {
    drawStrip(); // "5 minutes ago" moves on
    // A rematch made through another server process is told by the summary only.
    if (socket.open && view && matchOver(view) && !rematch.made) refreshSummary();
  }, 15000);

  return {
    send(type, args = {}) {
      if (!ready) return;
      const text = JSON.stringify({ id: nextId++, type, args });
      if (!socket.send(text)) {
        hooks.messages.showError("Not connected to the match; reconnecting… That move was not sent.");
      }
    },
  };
}
