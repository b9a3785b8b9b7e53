// The partner table's page: what only a partner table shows, around the one
// renderer's table. The link is checked against the match's summary first
// (partner-api.js); a link that cannot open a table gets its page
// (partner-pages.js); then the transport (partner.js) connects, and every view
// the store takes draws the strip and the turn mark (partner-strip.js) and the
// rematch box (partner-pages.js); the switch for notifications is push.js's.
//
//   const transport = startPartner(link, hooks);
//
// hooks: accept(msg) (the "ready" message: true if the page speaks its
// protocol), receive(msg), messages ({showError, showNotice}), status (the
// status line, the strip goes after it), table (hidden while a page stands in).

import { inviteBox } from "./invite.js";
import { seatMessage } from "../l10n/names.js";
import { msg, named, setMessage, t } from "../l10n/l10n.js";
import { rememberOutcome, rememberSeat, rememberSeen, rememberedSeats, seatLink, seenActions } from "../shell/link.js";
import { endWait, fetchSince, fetchSummary } from "../transport/partner-api.js";
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
import { connectPartner } from "../transport/partner.js";
import { createStrip, createTurnMark, namesText, otherSeats } from "./partner-strip.js";
import { createPushSwitch } from "./push.js";
import { store } from "../shell/store.js";

const LINK_PART = /^[A-Za-z0-9_-]{8,64}$/;
const BUSY_RECHECK_MS = 1500;
const SUMMARY_MS = 250; // last-acted times are asked for once a burst of moves is over

// The match's outcome for the seat whose view it is, once it is over.
function matchOutcome(v) {
  if (v.standings.winner === null) return "draw";
  return v.standings.winner === v.seat ? "won" : "lost";
}

export function startPartner(link, hooks) {
  const { match, token } = link;
  let online = [];
  let summary = null;
  let strip = null;
  let summaryTimer = null;

  document.body.classList.add("partner-play");
  const brandSub = document.querySelector(".brand-sub");
  if (brandSub) setMessage(brandSub, "partner-play"); // until the table's own view names it
  const seedLine = document.getElementById("seed");
  if (seedLine) seedLine.textContent = "";

  if (!LINK_PART.test(match) || !LINK_PART.test(token)) {
    showPage("wrong", hooks.table);
    return { send() {} };
  }

  const turnMark = createTurnMark();
  const rematch = createRematch(match, token, hooks.messages);
  const transport = connectPartner(match, token, {
    hello,
    receive: hooks.receive,
    told,
    connection,
    refused: (kind) => showPage(kind, hooks.table),
    error: hooks.messages.showError,
    cleared: hooks.messages.clearError,
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

  // -- what the transport brings ------------------------------------------------------

  function drawStrip() {
    if (strip) strip.draw(store.view, online, summary);
  }

  function connection(kind) {
    if (strip) strip.connection(kind);
  }

  function hello(ready) {
    online = Array.isArray(ready.online) ? ready.online : [];
    hidePage(hooks.table);
    const others = otherSeats(ready.view);
    const v = ready.view;
    if (others.length && v.standings) {
      rememberSeat(match, token, {
        title: t("partner-match-with", { format: msg(v.standings.title), names: namesText(others) }),
        table: msg(v.profile_title), format: v.format, format_title: msg(v.standings.title),
        seats: v.seats.map((s) => (s.bot ? seatMessage(s) : msg(s.name))), you: msg((v.seats.find((s) => s.you) || {}).name),
      });
    }
    const accepted = hooks.accept(ready);
    refreshSummary();
    return accepted;
  }

  function told(news) {
    if (news.event === "rematch") rematch.ready(news.match);
    else if (news.event === "database") connection(news.available ? null : "records");
    else if (news.event === "presence") {
      online = Array.isArray(news.online) ? news.online : online;
      drawStrip();
    }
  }

  // Every view the page draws.
  store.subscribe((change) => {
    if (change !== "view") return;
    turnMark.mark(store.view);
    if (matchOver(store.view)) rememberOutcome(match, matchOutcome(store.view));
    drawStrip();
    rematch.show(store.view);
    summarySoon();
  });

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
      transport.stop();
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
          hooks.messages.showError(err instanceof TypeError ? t("partner-unreachable") : err.message);
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
    strip.own.append(inviteBox("own-link", named("partner-own-link"), seatLink(match, token), false));
    const pushSwitch = createPushSwitch(match, token, hooks.messages);
    if (pushSwitch) strip.own.before(pushSwitch);
    const me = summary.seats.find((s) => s.seat === summary.you);
    const play = (id) => {
      const b = button(id, "btn primary");
      b.addEventListener("click", () => {
        hidePage(hooks.table);
        transport.connect();
      });
      return b;
    };
    if (summary.status === "over") {
      const actions = [play("partner-final-scores")];
      if (summary.rematch) actions.unshift(rematchLink(summary.rematch, token));
      showPage("over", hooks.table, actions);
    } else if (me && me.online && (await stillOnline())) showPage("busy", hooks.table, [play("partner-play-here")]);
    else {
      // This link's secret is new to this browser (a rematch keeps the secret).
      const firstVisit = !rememberedSeats().some((s) => s.token === token);
      transport.connect();
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
    if (transport.open && store.view && matchOver(store.view) && !rematch.made) refreshSummary();
  }, 15000);

  return { send: transport.send };
}
