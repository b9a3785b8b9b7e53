// "Tell me when it's my turn": Web Push for one seat of a partner match
// (docs/server.md). The browser's permission is asked only when the switch is
// turned on. The subscription goes to the partner server with the seat's
// token; the seat's link goes to the service worker, which keeps it on this
// device and opens it when the notification is clicked, so the link's secret
// never passes through a push service. Where the browser cannot push (no
// service worker, no PushManager, an embedded table), there is no switch: the
// tab's title and the app's badge still mark your turn while the page is open.

import { part } from "./dom.js";
import { registerServiceWorker } from "./install.js";
import { apiUrl, seatLink } from "./link.js";

const SWITCH_TEXT = "Tell me when it's my turn";

export function pushSupported() {
  return (
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window &&
    window.self === window.top
  );
}

function switchKey(match) {
  return `indian-rummy:push:${match}`;
}

function remembered(match) {
  try {
    return window.localStorage.getItem(switchKey(match)) === "on";
  } catch (err) {
    return false;
  }
}

function remember(match, on) {
  try {
    if (on) window.localStorage.setItem(switchKey(match), "on");
    else window.localStorage.removeItem(switchKey(match));
  } catch (err) {
    // private browsing: the switch starts off next time
  }
}

function keyBytes(text) {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

function sameKey(subscription, key) {
  const held = subscription.options && subscription.options.applicationServerKey;
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

// The server's reason for a refusal, or a sentence of our own.
async function refusal(response, fallback) {
  const body = await response.json().catch(() => null);
  return (body && body.error && body.error.message) || fallback;
}

async function workerReady() {
  await registerServiceWorker();
  return navigator.serviceWorker.ready;
}

// Tell the service worker this seat's link (or, with link null, to forget it);
// resolves once it is stored.
function tellWorker(registration, match, link) {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => (event.data && event.data.ok ? resolve() : reject(new Error("not kept")));
    registration.active.postMessage({ type: "seat-link", match, link }, [channel.port2]);
  });
}

async function turnOn(match, token) {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new Error("Notifications are blocked for this site, so the switch stays off. While this page is open its tab still says when it is your turn.");
  }
  const registration = await workerReady();
  const keyResponse = await fetch(apiUrl("push/key"), { cache: "no-store" });
  if (!keyResponse.ok) throw new Error(await refusal(keyResponse, "The match server cannot send notifications just now."));
  const key = keyBytes((await keyResponse.json()).key);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe(); // made for another server's key
    subscription = null;
  }
  if (!subscription) {
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  await tellWorker(registration, match, seatLink(match, token));
  const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}/push`), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(subscription.toJSON()),
    cache: "no-store",
  });
  if (!response.ok) throw new Error(await refusal(response, "The match server did not keep the notification request."));
}

// This browser's one subscription serves every match it follows: turning one
// match off tells the server to stop, and leaves the subscription to the others.
async function turnOff(match, token) {
  const registration = await workerReady();
  const subscription = await registration.pushManager.getSubscription();
  await tellWorker(registration, match, null);
  if (!subscription) return;
  const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}/push`), {
    method: "DELETE",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
    cache: "no-store",
  });
  if (!response.ok) throw new Error(await refusal(response, "The match server did not hear that; try again."));
}

function failure(err) {
  if (err instanceof TypeError) return "The match server could not be reached; try again in a moment.";
  if (err && err.name === "NotAllowedError") return "Notifications are blocked for this site, so the switch stays off.";
  if (err && (err.name === "AbortError" || err.name === "NotSupportedError" || err.name === "InvalidStateError")) {
    return "This browser could not reach its push service, so it cannot be told of your turn just now.";
  }
  return (err && err.message) || "That did not work; try again in a moment.";
}

// The switch, or null where the browser cannot push. `messages` shows why a
// change did not happen.
export function createPushSwitch(match, token, messages) {
  if (!pushSupported()) return null;
  const input = part("input", "", undefined, { type: "checkbox", role: "switch", id: "partner-push" });
  // On only while this device says so and the browser still lets the site notify.
  input.checked = remembered(match) && Notification.permission === "granted";
  const label = part("label", "partner-push", [input, " ", SWITCH_TEXT]);

  input.addEventListener("change", async () => {
    const on = input.checked;
    input.disabled = true;
    try {
      if (on) await turnOn(match, token);
      else await turnOff(match, token);
      remember(match, on);
      messages.showNotice(on ? "This device will be told when it is your turn, even with the page closed." : "No more notifications for this match on this device.");
    } catch (err) {
      input.checked = !on;
      messages.showError(failure(err));
    } finally {
      input.disabled = false;
    }
  });
  return label;
}
