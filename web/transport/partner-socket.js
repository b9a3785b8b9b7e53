// The partner server's socket for one seat (docs/server.md, "Live"): the hello
// with the seat's secret, a keepalive that notices a connection gone quiet,
// the close codes, and reconnection with back-off. It reads nothing of what
// it carries beyond that; partner.js routes the messages.
//
//   const socket = createSocket(match, token, hooks);
//   socket.connect();
//   socket.send(text); // false when not connected
//
// hooks: message(msg) (every message, parsed, from "ready" on), own(msg) (the
// answer to a keepalive), state(kind) ("retrying", or "crowded": open on more
// devices than a seat may hold, so this page stopped), refused(kind) (the
// server closed for good: "wrong" secret, "missing" match).

import { apiUrl } from "../shell/link.js";

const RETRY_MS = [500, 1000, 2000, 4000, 8000]; // then every 8 s
const KEEPALIVE_MS = 20000; // a quiet socket is asked for the view this often...
const SILENCE_MS = 8000; // ...and counts as dropped when no answer comes in this time
const OWN_IDS = 1000000000; // request ids from here up are this module's own

export function createSocket(match, token, hooks) {
  let socket = null;
  let open = false; // the socket said "ready"
  let stopped = false;
  let attempt = 0;
  let retryTimer = null;
  let silenceTimer = null;
  let keepaliveTimer = null;
  let ownId = OWN_IDS;

  function socketUrl() {
    const url = apiUrl(`matches/${encodeURIComponent(match)}/live`);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    return url.href;
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
      hooks.message(msg);
      return;
    }
    if (msg.type === "error") return; // the close code that follows says which page
    if (msg.type !== "event" && typeof msg.id === "number" && msg.id >= OWN_IDS) {
      hooks.own(msg);
      return;
    }
    hooks.message(msg);
  }

  // Asks for the view; no answer in time closes the socket, which reconnects.
  function probe() {
    socket.send(JSON.stringify({ id: ++ownId, type: "view", args: {} }));
    silenceTimer = setTimeout(() => socket && socket.close(), SILENCE_MS);
  }

  function keepalive() {
    clearTimeout(keepaliveTimer);
    keepaliveTimer = setTimeout(() => {
      if (!open) return;
      probe();
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
      if (event.code === 4403) refuse("wrong");
      else if (event.code === 4404) refuse("missing");
      else if (event.code === 4429) {
        // Opened on more devices than a seat may hold; reconnecting would close another.
        stopped = true;
        hooks.state("crowded");
      } else {
        if (event.code === 1012) attempt = 0; // the server is restarting: back at once
        retry();
      }
    });
  }

  function retry() {
    if (stopped) return;
    hooks.state("retrying");
    // Spread out, so that the pages of a restarted server do not all knock at once.
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] * (0.75 + Math.random() / 2);
    attempt += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, wait);
  }

  // No more connecting: the link cannot open the table.
  function stop() {
    stopped = true;
    if (socket) socket.close();
  }

  function refuse(kind) {
    stop();
    hooks.refused(kind);
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
    if (!document.hidden && open) probe();
  });

  return {
    connect,
    stop,
    send(text) {
      if (!open) return false;
      socket.send(text);
      return true;
    },
    get open() {
      return open;
    },
  };
}
