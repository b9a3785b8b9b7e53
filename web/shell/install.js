// Offline support and the Install game button.
//
//   import { registerServiceWorker, setupInstall } from "./shell/install.js";
//   registerServiceWorker();
//   setupInstall(installButton, showMessage);
//
// Standalone (the game is the top-level page): registerServiceWorker()
// registers ./sw.js for this folder, and Install game uses the browser's own
// install prompt when the browser has offered one (beforeinstallprompt),
// otherwise it explains how to install from the browser menu.
//
// Embedded (the game is inside another site's iframe): no service worker is
// registered, because the frame belongs to the host's page and must not
// install things behind its back. Install game asks the host page instead:
//
//   frame -> parent   {type: "indian-rummy:install-request", id, standalone}
//   parent -> frame   {type: "indian-rummy:install-response", id,
//                      handled: true | false, message?: string}
//
// `id` is a fresh string per request; the host echoes it (an answer without an
// id is accepted too). `standalone` is the absolute address of the game's own
// page, which a host can open in a new tab. `message`, if given, is plain text
// shown in the game's message area. If no acceptable answer arrives within
// 1.5 seconds, or the host answers handled: false, the frame shows the
// browser-menu instructions and a link that opens the standalone game in a
// new tab.
//
// Origins. The request is posted to the parent's origin, read from
// location.ancestorOrigins (Chromium, Safari) or else from document.referrer.
// An answer counts only if it comes from window.parent itself, from exactly
// that origin, and has the response type. If the parent's origin cannot be
// learnt (no ancestorOrigins and no referrer), the request is still posted,
// to "*" (it carries nothing private: a message type, an id and the game's
// public address), but no answer can be verified, so none is accepted and
// the instructions appear after the wait.
//
// Nothing here stores anything: every instance, embedded or not, keeps its
// own state in memory only.

import { part } from "./dom.js";
import { t } from "../l10n/l10n.js";

export const INSTALL_REQUEST = "indian-rummy:install-request";
export const INSTALL_RESPONSE = "indian-rummy:install-response";
export const HOST_ANSWER_MS = 1500;

const STANDALONE_URL = new URL("../index.html", import.meta.url).href;

/** True inside an iframe (or any frame), false for a top-level page. */
export function isEmbedded() {
  try {
    return window.top !== window.self;
  } catch (err) {
    return true; // a browser that refuses to compare is framing us
  }
}

/** True when the game already runs as an installed app. */
function runningInstalled() {
  try {
    if (window.matchMedia("(display-mode: standalone)").matches) return true;
    if (window.matchMedia("(display-mode: window-controls-overlay)").matches) return true;
  } catch (err) {
    // old browsers without matchMedia: fall through
  }
  return window.navigator.standalone === true; // Safari on iOS
}

/**
 * Register the game's service worker (./sw.js, scope: this folder).
 * Only for a standalone page in a browser that supports service workers;
 * never inside an iframe. Resolves to the registration, or null.
 */
export function registerServiceWorker() {
  if (isEmbedded() || !("serviceWorker" in navigator)) {
    return Promise.resolve(null);
  }
  const script = new URL("../sw.js", import.meta.url).href;
  const scope = new URL("../", import.meta.url).href;
  const register = () =>
    navigator.serviceWorker
      // updateViaCache "none": update checks fetch sw.js and precache.js from
      // the server, so a new build is always noticed.
      .register(script, { scope, updateViaCache: "none" })
      .catch((err) => {
        console.warn("Offline support is unavailable:", err);
        return null;
      });
  // Leave the network to the page's own files first.
  if (document.readyState === "complete") {
    return register();
  }
  return new Promise((resolve) => {
    window.addEventListener("load", () => resolve(register()), { once: true });
  });
}

/** Browser-menu instructions suited to this browser, as one sentence or two. */
export function installInstructions(userAgent = navigator.userAgent) {
  const ua = String(userAgent || "");
  const touchMac = /Macintosh/.test(ua) && (navigator.maxTouchPoints || 0) > 1;
  if (/iPhone|iPad|iPod/.test(ua) || touchMac) {
    return t("install-how-ios");
  }
  if (/Android/.test(ua)) {
    return t("install-how-android");
  }
  if (/Firefox\//.test(ua)) {
    return t("install-how-firefox");
  }
  if (/Edg\//.test(ua)) {
    return t("install-how-edge");
  }
  if (/Chrome\/|Chromium\//.test(ua)) {
    return t("install-how-chrome");
  }
  if (/Safari\//.test(ua)) {
    return t("install-how-safari");
  }
  return t("install-how-other");
}

// The browser may offer installation before the table has called
// setupInstall, so the offer is caught as soon as this module loads.
let deferredPrompt = null;
if (!isEmbedded()) {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // keep the browser's own mini-bar away; Install game shows it
    deferredPrompt = event;
  });
  window.addEventListener("appinstalled", () => {
    deferredPrompt = null;
  });
}

function standaloneInstaller(say, earlyOffer) {
  if (earlyOffer && !deferredPrompt) deferredPrompt = earlyOffer;
  window.addEventListener("appinstalled", () => {
    say(t("install-installed"));
  });
  return {
    embedded: false,
    get offered() {
      return deferredPrompt !== null;
    },
    async install() {
      if (runningInstalled()) {
        say(t("install-already"));
        return "installed";
      }
      const offer = deferredPrompt;
      if (!offer) {
        say(t("install-not-offered", { how: installInstructions() }));
        return "instructions";
      }
      deferredPrompt = null; // a prompt can be shown only once
      try {
        await offer.prompt();
        const choice = await offer.userChoice;
        if (choice && choice.outcome === "accepted") {
          say(t("install-accepted"));
          return "accepted";
        }
        say(t("install-dismissed"));
        return "dismissed";
      } catch (err) {
        say(installInstructions());
        return "instructions";
      }
    },
  };
}

/** The origin of the page that frames us, or null when it cannot be known. */
function parentOrigin() {
  try {
    const ancestors = window.location.ancestorOrigins;
    if (ancestors && ancestors.length > 0 && ancestors[0] && ancestors[0] !== "null") {
      return ancestors[0];
    }
  } catch (err) {
    // not available: try the referrer
  }
  try {
    if (document.referrer) {
      const origin = new URL(document.referrer).origin;
      if (origin && origin !== "null") return origin;
    }
  } catch (err) {
    // unparsable referrer
  }
  return null;
}

function requestId() {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function standaloneLink(button, options) {
  let link = null;
  return function show() {
    if (!link) {
      link = part("a", "install-standalone-link", t("install-standalone-link"),
        { href: STANDALONE_URL, target: "_blank", rel: "noopener" });
      if (options.linkContainer) {
        options.linkContainer.append(link);
      } else if (button && button.parentNode) {
        button.insertAdjacentElement("afterend", link);
      } else {
        document.body.append(link);
      }
    }
    link.hidden = false;
    return link;
  };
}

function embeddedInstaller(button, say, options) {
  const showLink = standaloneLink(button, options);
  let pending = null;

  function fallback() {
    pending = null;
    say(t("install-host-declined", { how: installInstructions() }));
    showLink();
  }

  window.addEventListener("message", (event) => {
    if (!pending) return;
    if (event.source !== window.parent) return; // not our host (a sibling, a popup...)
    if (!pending.origin || event.origin !== pending.origin) return;
    const data = event.data;
    if (!data || typeof data !== "object" || data.type !== INSTALL_RESPONSE) return;
    if (data.id !== undefined && data.id !== pending.id) return;
    clearTimeout(pending.timer);
    pending = null;
    if (data.handled === false) {
      fallback();
      return;
    }
    const text = typeof data.message === "string" ? data.message.trim().slice(0, 240) : "";
    say(text || t("install-host-handles"));
  });

  return {
    embedded: true,
    get offered() {
      return false;
    },
    install() {
      if (pending) return "waiting"; // one request at a time
      const origin = parentOrigin();
      const id = requestId();
      pending = { id, origin, timer: setTimeout(fallback, options.timeoutMs ?? HOST_ANSWER_MS) };
      say(t("install-asking-host"));
      try {
        window.parent.postMessage(
          { type: INSTALL_REQUEST, id, standalone: STANDALONE_URL },
          origin || "*"
        );
      } catch (err) {
        clearTimeout(pending.timer);
        fallback();
      }
      return "asked";
    },
  };
}

/**
 * Wire the Install game button.
 *   button       the Install game <button>
 *   showMessage  function(text): shows a sentence in the table's message area
 *   options      optional {linkContainer: Element} where the embedded
 *                fallback puts its "standalone game" link (default: just
 *                after the button), {offer} an offer caught before this loaded
 * Returns a small controller ({embedded, offered, install()}), mainly for tests.
 */
export function setupInstall(button, showMessage, options = {}) {
  const say = typeof showMessage === "function" ? showMessage : () => {};
  const installer = isEmbedded()
    ? embeddedInstaller(button, say, options || {})
    : standaloneInstaller(say, options && options.offer);
  if (button) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      installer.install();
    });
  }
  return installer;
}
