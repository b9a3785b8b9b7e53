// The engine worker as the table's transport (docs/protocol.md). It starts
// ./worker.js, sends each intent as {id, type, args} and hands every message
// it receives to the page, as the partner server's socket does (partner.js).
// It also watches its worker: one that errors, closes or stops answering is
// given up (`hooks.lost`), and `restart` starts a fresh one.
//
//   const engine = createEngine(pace, hooks);
//   engine.start(); // takes over the worker boot.js started at load, if any
//   engine.send("draw", { source: "stock" });
//
// hooks: accept(msg) (the "ready" message: true if the page speaks its
// protocol), receive(msg) (every other reply and event), fatal(text) (the
// engine never started), lost(reason) (it stopped after it had started),
// error(text) (a message that could not be read).

import { spawnWorker, takeEarlyWorker } from "../shell/boot.js";
import { seatMessage } from "../l10n/names.js";

const STARTUP_TIMEOUT_MS = 60000; // loading the runtime on a slow phone
const ANSWER_TIMEOUT_MS = 10000; // any request, and a bot's turn after its pace
// The protocol's slow requests (tests/test_requests.py keeps the list equal): a
// review replays the deal with the coach, a deal played on plays the others' turns, a
// puzzle replays a kept game and weighs a step with the coach: seconds on a slow phone.
const SLOW_REQUESTS = ["review", "review_kept", "branch", "in_branch", "puzzle", "in_puzzle"];
const SLOW_ANSWER_MS = 60000;

export function createEngine(pace, hooks) {
  let worker = null;
  let ready = false;
  let lost = false;
  let nextId = 1;
  let botPace = 900; // the worker's pace for bot turns, from its ready message
  const waiting = new Map(); // request id -> timer
  let botWatch = null;
  let startupWatch = null;

  function send(type, args = {}) {
    if (!worker || !ready) return;
    const id = nextId++;
    waiting.set(id, setTimeout(() => lose({ id: "engine-lost-silent", args: {} }), SLOW_REQUESTS.includes(type) ? SLOW_ANSWER_MS : ANSWER_TIMEOUT_MS));
    worker.postMessage(JSON.stringify({ id, type, args }));
  }

  function answered(id) {
    if (!waiting.has(id)) return;
    clearTimeout(waiting.get(id));
    waiting.delete(id);
  }

  // While a bot plays, the worker pushes its turn by itself: expect it in time.
  function watchBots(v) {
    clearTimeout(botWatch);
    botWatch = null;
    if (v.phase === "bot") {
      const seat = Array.isArray(v.seats) ? v.seats.find((s) => s.turn) : null;
      const name = seat ? seatMessage(seat) : { id: "engine-a-bot", args: {} };
      botWatch = setTimeout(() => lose({ id: "engine-lost-bot", args: { name } }), botPace + ANSWER_TIMEOUT_MS);
    }
  }

  function stopWatching() {
    for (const timer of waiting.values()) clearTimeout(timer);
    waiting.clear();
    clearTimeout(botWatch);
    clearTimeout(startupWatch);
    botWatch = null;
    startupWatch = null;
  }

  // Every message from the worker, parsed: "ready", events, replies.
  function take(msg) {
    if (!msg || typeof msg !== "object") return;
    if (msg.type === "ready") {
      if (!hooks.accept(msg)) return;
      ready = true;
      clearTimeout(startupWatch);
      if (typeof msg.pace === "number") botPace = msg.pace;
      hooks.receive(msg);
      return;
    }
    let v = null;
    if (msg.type === "event") {
      if (msg.event === "progress") {
        // A review's progress, for whichever part shows it (games/review.js: onProgress).
        globalThis.dispatchEvent(new CustomEvent("engine-progress", { detail: msg.progress }));
        return;
      }
      if (msg.event === "fatal") {
        if (ready) lose(msg.message || { id: "engine-lost-failed", args: {} });
        else hooks.fatal(msg.message || { id: "engine-could-not-start", args: {} });
        return;
      }
      v = msg.view;
    } else {
      answered(msg.id);
      if (msg.ok === true || msg.ok === false) v = msg.result;
    }
    hooks.receive(msg);
    // (the views the page draws: a table's, not the list of tables before the first deal)
    if (!lost && v && Array.isArray(v.trays) && v.controls) watchBots(v);
  }

  function start() {
    ready = false;
    lost = false;
    let spawned = takeEarlyWorker();
    if (!spawned) {
      try {
        spawned = spawnWorker(pace);
      } catch (err) {
        hooks.fatal({ id: "engine-no-workers", args: {} });
        return;
      }
    }
    worker = spawned.worker;
    const mine = worker;
    spawned.listen((event) => {
      if (worker !== mine) return;
      if (event.type === "messageerror") lose({ id: "engine-lost-unreadable", args: {} });
      else if (event.type === "error") {
        // The browser's own words for what failed, as it gave them.
        const detail = event.message || "";
        if (ready) lose(detail ? { id: "engine-lost-failed-because", args: { detail } } : { id: "engine-lost-failed", args: {} });
        else hooks.fatal(detail ? { id: "engine-could-not-start-because", args: { detail } } : { id: "engine-could-not-start", args: {} });
      } else {
        let msg;
        try {
          msg = typeof event.data === "string" ? JSON.parse(event.data) : event.data;
        } catch (err) {
          hooks.error({ id: "engine-sent-unreadable", args: {} });
          return;
        }
        take(msg);
      }
    });
    startupWatch = setTimeout(() => {
      if (!ready) hooks.fatal({ id: "engine-too-slow", args: {} });
    }, STARTUP_TIMEOUT_MS);
  }

  // The engine is gone after the table was playing: stop it and say so once.
  function lose(reason) {
    if (lost || !worker) return;
    lost = true;
    ready = false;
    stopWatching();
    worker.terminate();
    hooks.lost(reason);
  }

  return { start, restart: start, send };
}
