// "Tell me when it's my turn": Web Push for one seat of a partner match
// (docs/server.md). The browser's permission is asked only when the switch is
// turned on. The subscription goes to the partner server with the seat's
// token; the seat's link goes to the service worker, which keeps it on this
// device and opens it when the notification is clicked, so the link's secret
// never passes through a push service. Where the browser cannot push (no
// service worker, no PushManager, an embedded table), there is no switch: the
// tab's title and the app's badge still mark your turn while the page is open.
// The subscription carries the page's language, in which the server writes this
// seat's notifications; a new language is posted again for every match followed.

import { part } from "../shell/dom.js";
import { registerServiceWorker } from "../shell/install.js";
import { locale, msg, named, onChange, t, translate } from "../l10n/l10n.js";
import { apiUrl, rememberedSeats, seatLink } from "../shell/link.js";

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

// The server's reason for a refusal, or our own message `fallback`.
async function refusal(response, fallback) {
  const body = await response.json().catch(() => null);
  return body && body.error && body.error.message ? msg(body.error.message) : t(fallback);
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
    channel.port1.onmessage = (event) => (event.data && event.data.ok ? resolve() : reject(new Error(t("push-failed"))));
    registration.active.postMessage({ type: "seat-link", match, link }, [channel.port2]);
  });
}

async function turnOn(match, token) {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new Error(t("push-blocked-ask"));
  }
  const registration = await workerReady();
  const keyResponse = await fetch(apiUrl("push/key"), { cache: "no-store" });
  if (!keyResponse.ok) throw new Error(await refusal(keyResponse, "push-no-key"));
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
  await postSubscription(match, token, subscription);
}

// The subscription for one seat, with the language its notifications are written in
// (the pseudo-locale's are English).
async function postSubscription(match, token, subscription) {
  const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}/push`), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ ...subscription.toJSON(), lang: locale() }),
    cache: "no-store",
  });
  if (!response.ok) throw new Error(await refusal(response, "push-not-kept"));
}

// A new language: every match this device follows is told it.
async function postLanguage() {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = registration && (await registration.pushManager.getSubscription());
  if (!subscription || Notification.permission !== "granted") return;
  for (const seat of rememberedSeats().filter((s) => remembered(s.match))) {
    await postSubscription(seat.match, seat.token, subscription);
  }
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
  if (!response.ok) throw new Error(await refusal(response, "push-not-heard"));
}

function failure(err) {
  if (err instanceof TypeError) return t("partner-unreachable");
  if (err && err.name === "NotAllowedError") return t("push-blocked");
  if (err && (err.name === "AbortError" || err.name === "NotSupportedError" || err.name === "InvalidStateError")) {
    return t("push-no-service");
  }
  return (err && err.message) || t("push-failed");
}

// The switch, or null where the browser cannot push. `messages` shows why a
// change did not happen.
export function createPushSwitch(match, token, messages) {
  if (!pushSupported()) return null;
  const input = part("input", "", undefined, { type: "checkbox", role: "switch", id: "partner-push" });
  // On only while this device says so and the browser still lets the site notify.
  input.checked = remembered(match) && Notification.permission === "granted";
  const label = part("label", "partner-push", [input, " ", part("span", "", undefined, named("push-switch"))]);
  translate(label);

  input.addEventListener("change", async () => {
    const on = input.checked;
    input.disabled = true;
    try {
      if (on) await turnOn(match, token);
      else await turnOff(match, token);
      remember(match, on);
      messages.showNotice(t(on ? "push-on" : "push-off"));
    } catch (err) {
      input.checked = !on;
      messages.showError(failure(err));
    } finally {
      input.disabled = false;
    }
  });
  onChange(() => postLanguage().catch((err) => messages.showError(failure(err))));
  return label;
}
