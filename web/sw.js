/* Service worker of the Indian Rummy practice table.
 *
 * A classic (non-module) worker, registered by shell/install.js from the standalone
 * page only, with the game's own folder as its scope. It keeps one cache per
 * build, named
 *
 *     indian-rummy:<scope path>:<PRECACHE_VERSION>
 *
 * e.g. "indian-rummy:/games/rummy/:3f9c0a...". The name carries the game, the
 * folder it is served from and the build, so that two copies of the game on
 * one origin (say /games/rummy/ and /beta/rummy/), or other sites' caches on
 * the same origin, are never confused with this one.
 *
 * precache.js is written by the site build (indian_rummy.site.build). It
 * defines self.PRECACHE_VERSION (a hash of the site's contents) and
 * self.PRECACHE_FILES (every file of the site, relative to this folder, plus
 * "./", but the catalogs) and self.PRECACHE_LANGUAGES (each language's catalogs:
 * a visit keeps only the language the page asks for, l10n/l10n.js, and those an older
 * build kept, so that a first visit transfers one language). A new build changes precache.js, which the browser notices when it
 * checks this worker for updates (shell/install.js registers with
 * updateViaCache: "none", so the check always asks the server).
 *
 * Updates and deals in progress. This worker never calls skipWaiting(). A
 * new build installs in the background, fills its own cache and then waits;
 * it takes over only once every tab of the game at this path is closed (the
 * browser's normal rule). Until then the open tabs keep being served by the
 * old worker from the old cache, which is deleted only when the new worker
 * activates. A table that is mid-deal therefore never sees files from two
 * different builds, and its engine worker and runtime keep loading from one
 * consistent set. The new version is in use the next time the game is opened.
 */

importScripts("./precache.js");

const GAME = "indian-rummy";
const SCOPE_URL = self.registration.scope; // absolute, ends with "/"
const SCOPE_PATH = new URL(SCOPE_URL).pathname;
const CACHE_PREFIX = GAME + ":" + SCOPE_PATH + ":";
const CACHE_NAME = CACHE_PREFIX + self.PRECACHE_VERSION;

// Every precached file as an absolute URL inside the scope.
function precacheUrls() {
  const files = Array.isArray(self.PRECACHE_FILES) ? self.PRECACHE_FILES : [];
  const urls = files.map((file) => new URL(file, SCOPE_URL).href);
  return Array.from(new Set(urls));
}

// A response that followed a redirect cannot answer a navigation; store a
// plain copy instead (same body, status and headers).
async function storable(response) {
  if (!response.redirected) {
    return response;
  }
  const body = await response.blob();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

// The catalogs of `language` as absolute URLs ([] for a language the build lacks).
function languageUrls(language) {
  const all = self.PRECACHE_LANGUAGES || {};
  const files = Object.prototype.hasOwnProperty.call(all, language) ? all[language] : [];
  return files.map((file) => new URL(file, SCOPE_URL).href);
}

// The languages an older build of this game at this path kept: a new build keeps them too.
async function keptLanguages() {
  const found = new Set();
  const prefix = SCOPE_URL + "locales/";
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX)) continue;
    for (const request of await (await caches.open(name)).keys()) {
      if (request.url.startsWith(prefix)) found.add(request.url.slice(prefix.length).split("/")[0]);
    }
  }
  return Array.from(found);
}

async function keep(urls) {
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(
    urls.map(async (url) => {
      // "reload" skips the HTTP cache, so a new build never stores stale files.
      const response = await fetch(new Request(url, { cache: "reload", credentials: "same-origin" }));
      if (!response.ok) {
        throw new Error("precache failed for " + url + " (HTTP " + response.status + ")");
      }
      await cache.put(url, await storable(response));
    }),
  );
}

async function precache() {
  if (typeof self.PRECACHE_VERSION !== "string" || !self.PRECACHE_VERSION) {
    throw new Error("precache.js did not define PRECACHE_VERSION");
  }
  const languages = (await keptLanguages()).flatMap(languageUrls);
  await keep(precacheUrls().concat(languages));
}

// Older builds of this same game at this same path. Caches of other games,
// of this game under another path and of anything else on the origin are
// left alone.
async function deleteOlderCaches() {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
      .map((name) => caches.delete(name)),
  );
}

self.addEventListener("install", (event) => {
  // A failed precache fails the install: the previous version (if any) stays.
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(deleteOlderCaches().then(() => self.clients.claim()));
});

function inScope(url) {
  return url.origin === self.location.origin && url.href.startsWith(SCOPE_URL);
}

async function respond(request) {
  const cache = await caches.open(CACHE_NAME);
  // The site is static: a query string never changes a file's contents, so
  // "index.html?seed=5&random=1", "guide.html?print=1" and
  // "worker.js?pace=0" are all answered by the cached file.
  // ignoreVary: a static host may send "Vary: Accept" or similar, and the
  // stored copy is right whatever the request's headers.
  const cached = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
  if (cached) {
    // A cached response carries its own URL, without the query, and a worker
    // reads its settings from the URL it was loaded from ("worker.js?pace=0"):
    // a fresh Response has no URL of its own, so the request's is kept.
    if (new URL(request.url).search) {
      return new Response(cached.body, {
        status: cached.status,
        statusText: cached.statusText,
        headers: cached.headers,
      });
    }
    return cached;
  }
  if (request.mode === "navigate") {
    // "./index.html" and "./" are the same page; either copy will do.
    const url = new URL(request.url);
    if (url.pathname === SCOPE_PATH || url.pathname === SCOPE_PATH + "index.html") {
      const page =
        (await cache.match(new URL("./index.html", SCOPE_URL).href)) ||
        (await cache.match(SCOPE_URL));
      if (page) {
        return page;
      }
    }
  }
  const language = new URL(request.url).pathname.startsWith(SCOPE_PATH + "locales/");
  const response = await fetch(request);
  if (language && response.ok) {
    // A catalog the page fetched before this worker kept it: kept now, for offline.
    await cache.put(request.url.split("?")[0], response.clone()).catch(() => null);
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") {
    return; // the browser handles it as if there were no worker
  }
  const url = new URL(request.url);
  if (!inScope(url)) {
    return; // other origins and other folders are never touched
  }
  if (url.pathname.startsWith(SCOPE_PATH + "api/")) {
    return; // the partner server's answers are live: never cached, never from a cache
  }
  event.respondWith(respond(request));
});

/* Push notifications of partner play (partner/push.js, docs/server.md).
 *
 * The server's message names the match and what happened, never the seat's
 * secret: the page gives this worker the seat's link when its switch is turned
 * on, and the worker keeps it on this device (IndexedDB), so a click on the
 * notification opens that seat's table. One notification per match: a newer
 * one replaces it (the same tag).
 */

const LINKS_DB = GAME + ":push:" + SCOPE_PATH;

function linksStore(mode) {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(LINKS_DB, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore("links");
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => resolve(opening.result.transaction("links", mode).objectStore("links"));
  });
}

function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function keepLink(match, link) {
  const store = await linksStore("readwrite");
  await done(link ? store.put(link, match) : store.delete(match));
}

// The page to open for a match's notification: its seat's link, kept here, or
// the table's front page when this device has none.
async function seatTarget(match) {
  if (typeof match === "string" && match) {
    try {
      const link = await done((await linksStore("readonly")).get(match));
      if (typeof link === "string" && inScope(new URL(link))) return link;
    } catch (err) {
      // no links kept: the front page
    }
  }
  return SCOPE_URL;
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "language" && typeof data.language === "string") {
    // The page's language (l10n/l10n.js): its catalogs, kept for offline play.
    event.waitUntil(keep(languageUrls(data.language)).catch(() => null));
    return;
  }
  if (data.type !== "seat-link" || typeof data.match !== "string") return;
  const reply = event.ports && event.ports[0];
  event.waitUntil(
    keepLink(data.match, typeof data.link === "string" ? data.link : null).then(
      () => reply && reply.postMessage({ ok: true }),
      () => reply && reply.postMessage({ ok: false }),
    ),
  );
});

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch (err) {
    message = {};
  }
  const match = typeof message.match === "string" ? message.match : "";
  event.waitUntil(
    self.registration.showNotification(typeof message.title === "string" ? message.title : "Indian Rummy", {
      body: typeof message.body === "string" ? message.body : "Something happened at your table.",
      tag: GAME + ":" + match,
      renotify: true,
      icon: new URL("icons/icon-192.png", SCOPE_URL).href,
      data: { match },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const match = event.notification.data && event.notification.data.match;
  event.waitUntil(
    seatTarget(match).then(async (target) => {
      // A tab already at that table comes forward rather than a second one opening.
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open && "focus" in open) return open.focus();
      return self.clients.openWindow(target);
    }),
  );
});

/* The browser may replace a subscription (it expired, or the push service
 * rotated it) and says so with pushsubscriptionchange, possibly with no page
 * open. The new subscription goes to the server for every seat whose link is
 * kept here (the token is in the link), and the old one is forgotten there,
 * so the notices keep coming without a visit to each table. */

async function keptLinks() {
  const store = await linksStore("readonly");
  const [matches, links] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
  return matches.map((match, i) => [match, links[i]]);
}

// Resolves to how many seats the server now knows the new subscription for.
async function renewSubscriptions(old, fresh) {
  let subscription = fresh;
  if (!subscription) {
    let key = old && old.options && old.options.applicationServerKey;
    if (!key) {
      const answer = await fetch(new URL("api/push/key", SCOPE_URL), { cache: "no-store" });
      if (!answer.ok) return 0;
      key = (await answer.json()).key; // subscribe() takes the key's base64url text too
    }
    subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  let told = 0;
  for (const [match, link] of await keptLinks()) {
    const token = typeof link === "string" && new URLSearchParams(new URL(link).hash.slice(1)).get("token");
    if (!token) continue;
    const address = new URL(`api/matches/${encodeURIComponent(match)}/push`, SCOPE_URL);
    const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const answer = await fetch(address, { method: "POST", headers, body: JSON.stringify(subscription.toJSON()), cache: "no-store" });
    if (answer.ok) told += 1;
    if (old && old.endpoint && old.endpoint !== subscription.endpoint) {
      const body = JSON.stringify({ endpoint: old.endpoint });
      await fetch(address, { method: "DELETE", headers, body, cache: "no-store" }).catch(() => null);
    }
  }
  return told;
}

self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(renewSubscriptions(event.oldSubscription, event.newSubscription));
});
