// The engine's worker, started before the rest of the page has loaded: the
// runtime's download and start are the longest part of a cold start, and the
// worker need not wait for the table's modules. index.html loads this as an
// async module with no imports of its own, so it runs as soon as it has come,
// ahead of app.js's graph; engine.js takes the worker over (takeEarlyWorker)
// and starts any later one here too (spawnWorker).
//
// A fragment may be a seat's link, and partner play has no worker: an address
// with one starts none here, and app.js decides.
//
// It also asks for the first view's catalogs (l10n.js, already on its way as a
// preloaded module), so that they download beside the table's modules.

let early = null; // the worker started at load, until engine.js takes it

// A new engine worker (`pace`: the page's ?pace=, which the worker checks),
// holding what it says until someone listens.
export function spawnWorker(pace) {
  const url = new URL("../worker.js", import.meta.url);
  if (pace !== null) url.searchParams.set("pace", String(pace));
  const worker = new Worker(url, { type: "module" });
  const held = [];
  let listener = null;
  for (const type of ["message", "messageerror", "error"]) {
    worker.addEventListener(type, (event) => {
      if (type === "error") event.preventDefault();
      if (listener) listener(event);
      else held.push(event);
    });
  }
  return {
    worker,
    listen(fn) {
      listener = fn;
      for (const event of held.splice(0)) fn(event);
    },
  };
}

// The worker started at load, once (null when none was).
export function takeEarlyWorker() {
  const taken = early;
  early = null;
  return taken;
}

if (!window.location.hash) {
  try {
    early = spawnWorker(new URLSearchParams(window.location.search).get("pace"));
  } catch (err) {
    // engine.js's own start says why
  }
  import("../l10n/l10n.js").then((l10n) => l10n.prefetch(l10n.TABLE_AREAS.first)).catch(() => null);
}
