// The engine worker: MicroPython running the Python rules engine.
//
// Messages (JSON strings both ways; see docs/protocol.md):
//   page -> worker  {"id": N, "type": T, "args": {...}}
//   worker -> page  the session's reply {"id": N, "ok": ..., "result": VIEW}
//                   {"type": "ready", "protocol": N, "pace": MS, "startup": {...}}
//                   once the engine has loaded; protocol is the engine's
//                   protocol version, startup the milliseconds each start-up
//                   step took (read by bench/bench_browser.py)
//                   {"type": "event", "event": "bot_turn", "view": VIEW}
//                   {"type": "event", "event": "fatal", "message": M}
//                   {"type": "event", "event": "progress", "progress":
//                   {"deal": 1, "turn": 12, "turns": 31}} while a review works,
//                   as each of its turns begins (the page's progress line)
//                   {"type": "event", "event": "kept", "kept": K} after a reply
//                   or a bot's turn that added to a scored match's log: what
//                   the page adds to the device's copy of the match
//                   (session.kept(): only the new records)
//
// Pacing: when a view says phase "bot", the worker waits `pace` ms (from its
// own address, ?pace=N, default 900) and plays that bot's turn itself, pushing
// the new view as a bot_turn event, until the phase is no longer "bot".

// The runtime is imported dynamically so that the engine files download while
// the runtime itself is still loading.
const runtimeModule = import("./runtime/micropython.mjs");
const bundleModule = import("./bundle.js"); // unpacks the engine bundle
const bundleRequest = fetch(new URL("./engine/bundle.bin", import.meta.url));
runtimeModule.catch(() => {}); // reported by start()
bundleModule.catch(() => {});
bundleRequest.catch(() => {});

const DEFAULT_PACE = 900;
const HEAP_BYTES = 16 * 1024 * 1024;

function readPace() {
  const raw = new URL(self.location.href).searchParams.get("pace");
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return DEFAULT_PACE;
  return Number(raw.trim());
}

const pace = readPace();
let runtime = null;
let session = null;
let telling = false; // the review module tells its progress (loaded with the first review)
let failed = null;
const queue = [];
let botTimer = null;
let lastPhase = null;

function post(obj) {
  self.postMessage(JSON.stringify(obj));
}

function fatal(message) {
  failed = message;
  post({ type: "event", event: "fatal", message });
}

function phaseOf(view) {
  return view && typeof view === "object" ? view.phase : null;
}

// Run one request string through the session; returns the reply string.
function call(text) {
  return String(session.handle(text));
}

// What the page adds to its kept copy of the match, if the last request or bot
// turn added to it (a scored table's; never practice).
function keepUp() {
  let text;
  try {
    text = String(session.kept());
  } catch (err) {
    console.warn("keeping the match failed:", err && err.message ? err.message : err);
    return;
  }
  if (text) self.postMessage('{"type":"event","event":"kept","kept":' + text + "}");
}

function scheduleBot() {
  if (botTimer !== null || lastPhase !== "bot") return;
  botTimer = setTimeout(() => {
    botTimer = null;
    if (lastPhase !== "bot") return;
    let reply;
    try {
      reply = JSON.parse(call('{"type":"bot_turn"}'));
    } catch (err) {
      fatal({ id: "engine-bot-turn-failed", args: { detail: err && err.message ? err.message : String(err) } });
      return;
    }
    const view = reply.result;
    if (view) {
      lastPhase = phaseOf(view);
      post({ type: "event", event: "bot_turn", view });
      keepUp();
    }
    if (reply.ok === false) {
      // The engine refused; do not loop on it.
      lastPhase = null;
      return;
    }
    scheduleBot();
  }, pace);
}

function handleRequest(data) {
  const text = typeof data === "string" ? data : JSON.stringify(data);
  let id = null;
  let type = null;
  try {
    const parsed = JSON.parse(text);
    id = parsed && typeof parsed === "object" ? parsed.id ?? null : null;
    type = parsed && typeof parsed === "object" ? parsed.type : null;
  } catch (err) {
    // the session answers malformed JSON itself
  }
  if (failed !== null) {
    post({ id, ok: false, error: { code: "engine_unavailable", message: failed } });
    return;
  }
  let reply;
  try {
    if (!telling && (type === "review" || type === "review_kept")) tellProgress();
    reply = call(text);
  } catch (err) {
    console.error("engine error:", err && err.message ? err.message : err);
    post({
      id,
      ok: false,
      error: {
        code: "engine_error",
        message: { id: "engine-move-failed", args: {} },
      },
    });
    return;
  }
  self.postMessage(reply);
  keepUp();
  if (!warmed && (type === "new_game" || type === "resume")) {
    warmed = true;
    warmStep = 0;
    setTimeout(warmUp, WARM_AFTER_MS);
  }
  try {
    const view = JSON.parse(reply).result;
    if (view) lastPhase = phaseOf(view);
  } catch (err) {
    return;
  }
  if (lastPhase === "bot") scheduleBot();
  else if (botTimer !== null) {
    clearTimeout(botTimer);
    botTimer = null;
  }
}

// A review's progress, posted as it works: the page shows it while the worker is busy.
function tellProgress() {
  telling = true;
  runtime.pyimport("indian_rummy.protocol.review").tell((deal, turn, turns) => {
    post({ type: "event", event: "progress", progress: { deal, turn, turns } });
  });
}

self.addEventListener("message", (event) => {
  if (session === null && failed === null) {
    queue.push(event.data);
    return;
  }
  handleRequest(event.data);
});

function mkdirs(FS, path) {
  const parts = path.split("/").filter(Boolean);
  let current = "";
  for (const part of parts) {
    current += "/" + part;
    try {
      FS.mkdir(current);
    } catch (err) {
      // already there
    }
  }
}


const startup = {};

async function start() {
  try {
    // The runtime starts as soon as its module is in (it then fetches its WebAssembly),
    // whatever the engine files' download is at.
    const [mp, bundle] = await Promise.all([
      runtimeModule.then(({ loadMicroPython }) => {
        startup.module = performance.now();
        return loadMicroPython({ heapsize: HEAP_BYTES, stdout: () => {}, stderr: (line) => console.warn(line) });
      }).then((started) => {
        startup.started = performance.now();
        return started;
      }),
      bundleRequest.then((response) => {
        if (!response.ok) throw new Error("engine files not found (HTTP " + response.status + ")");
        return response.arrayBuffer();
      }).then(async (packed) => {
        startup.fetched = performance.now();
        const { unpackBundle } = await bundleModule;
        return unpackBundle(packed);
      }),
    ]);
    startup.loaded = performance.now();
    mkdirs(mp.FS, "/lib/indian_rummy");
    for (const [path, data] of bundle) {
      // A built site ships bytecode (.mpy); a development build, sources (.py).
      const full = "/lib/" + path;
      mkdirs(mp.FS, full.slice(0, full.lastIndexOf("/")));
      mp.FS.writeFile(full, data);
    }
    startup.written = performance.now();
    runtime = mp;
    session = mp.pyimport("indian_rummy.protocol.session");
    startup.imported = performance.now();
  } catch (err) {
    fatal({ id: "engine-could-not-start-because", args: { detail: err && err.message ? err.message : String(err) } });
    while (queue.length) handleRequest(queue.shift());
    return;
  }
  post({
    type: "ready",
    protocol: Number(session.PROTOCOL),
    pace,
    startup: {
      runtime_module: Math.round(startup.module),
      runtime_started: Math.round(startup.started),
      engine_fetched: Math.round(startup.fetched),
      runtime_and_files: Math.round(startup.loaded),
      write_files: Math.round(startup.written - startup.loaded),
      import_engine: Math.round(startup.imported - startup.written),
    },
  });
  while (queue.length) handleRequest(queue.shift());
}

// MicroPython's WebAssembly is compiled as its code is first used: the start of a
// first deal, played at a table of the engine's own and thrown away (session.warm),
// one step a task in the worker's idle time once the player's table is dealt,
// readies the turn's code (a draw, a discard, the bot's turn) before the player's
// first turn; then its garbage is collected, in idle time too. Not before the deal:
// the page asks for the view and the deal at once, and would wait; and not while the
// page draws the deal, which a busy worker slows down on a phone's few cores.
const WARM_AFTER_MS = 100;
let warmStep = -1; // the next step of session.warm while it warms, else -1
let warmed = false;

function warmUp() {
  if (warmStep < 0) return;
  let more = false;
  try {
    more = Boolean(session.warm(warmStep));
    if (!more) runtime.runPython("import gc\ngc.collect()");
  } catch (err) {
    console.warn("warming the engine failed:", err && err.message ? err.message : err);
  }
  warmStep = more ? warmStep + 1 : -1;
  if (more) setTimeout(warmUp, 0);
}

start();
