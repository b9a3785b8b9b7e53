// Partner play's transport: the seam the page sends intents through and gets
// every message from, as the engine worker's (engine.js) is. It carries
// messages over the seat's socket (partner-socket.js) and draws nothing: the
// hello, the replies and the views go to `hooks.receive` (through app.js to
// the store and the one renderer), what the server tells a partner table
// (presence, a rematch, its records) to `hooks.told`, and the partner table's
// page (partner-table.js) does the rest.
//
//   const transport = connectPartner(match, token, hooks);
//   transport.connect();
//   transport.send("draw", { source: "stock" });
//
// hooks: hello(msg) (the "ready" message: true if the page speaks its
// protocol), receive(msg), told(msg), connection(kind) (null, "retrying",
// "crowded"), refused(kind) ("wrong", "missing"), error(text) (an intent not sent
// yet), cleared() (the connection is back: that line is over).
//
// A review is asked for over HTTP (partner-api.js), where it comes gzipped; its
// reply goes to `hooks.receive` as the socket's would. A move made while the
// socket is closed is not lost: it is sent once the socket is open again, if
// the view the server then gives still allows it (the server never had it, so
// it cannot be played twice); else it is let go.

import { t } from "../l10n/l10n.js";
import { askOverHttp } from "./partner-api.js";
import { createSocket } from "./partner-socket.js";

const UPDATE_MS = 40; // pushed views arriving closer than this are drawn once
const TOLD = new Set(["rematch", "database", "presence"]);

export function connectPartner(match, token, hooks) {
  let ready = false; // the page took the server's "ready"
  let nextId = 1;
  let pendingUpdate = null; // the latest pushed view, not passed on yet
  let unsent = null; // {type, args}: the move made while not connected

  const socket = createSocket(match, token, {
    message: onMessage,
    own: () => {}, // a keepalive's answer only proves the socket alive
    state: (kind) => hooks.connection(kind),
    refused: (kind) => hooks.refused(kind),
  });

  function onMessage(msg) {
    if (msg.type === "ready") {
      hooks.connection(null);
      pendingUpdate = null; // the hello's view is newer
      ready = hooks.hello(msg);
      if (ready) hooks.receive(msg);
      if (ready && unsent) {
        const move = unsent;
        unsent = null;
        hooks.cleared();
        if (stillAllowed(msg.view, move)) send(move.type, move.args);
      }
      return;
    }
    if (msg.type === "event") {
      if (TOLD.has(msg.event)) hooks.told(msg);
      else if (msg.view) {
        // A burst of moves (a partner's quick turn, a scripted one) is passed on once, at its end.
        const first = pendingUpdate === null;
        pendingUpdate = msg;
        if (first) setTimeout(flushUpdate, UPDATE_MS);
      }
      return;
    }
    flushUpdate(); // a reply comes after the updates that came before it
    hooks.receive(msg);
  }

  function flushUpdate() {
    if (pendingUpdate === null) return;
    const msg = pendingUpdate;
    pendingUpdate = null;
    hooks.receive(msg);
  }

  function send(type, args = {}) {
    if (!ready) return;
    const request = { id: nextId++, type, args };
    if (type === "review") {
      // Over HTTP, gzipped: a long deal's review is hundreds of KB of text on the socket.
      askOverHttp(match, token, request).then(
        (reply) => {
          flushUpdate();
          hooks.receive(reply);
        },
        () => hooks.error(t("partner-unreachable")),
      );
      return;
    }
    const text = JSON.stringify(request);
    unsent = null;
    if (!socket.send(text)) {
      unsent = { type, args };
      hooks.error(t("partner-move-waits"));
    }
  }

  return {
    connect: socket.connect,
    stop: socket.stop,
    get open() {
      return socket.open;
    },
    send,
  };
}

// Whether `view`'s controls still allow the move (a draw, from its pile).
function stillAllowed(view, { type, args }) {
  const controls = view && view.controls;
  if (!controls) return false;
  if (type === "draw") return Boolean(args.source === "discard" ? controls.draw_discard : controls.draw_stock);
  return Boolean(controls[type]);
}
