// The partner server's HTTP API for one seat (docs/server.md): the match's
// summary, the invited player's name, the rematch and a deal's review. Every call carries the
// seat's secret in an Authorization header, never in the address.

import { msg, t } from "../l10n/l10n.js";
import { apiUrl } from "../shell/link.js";

// {summary} (names, whose turn, when each seat last acted, online, status, a
// rematch), or {kind} naming the page a link that cannot open a table shows:
// "static" (no partner server here), "wrong", "missing", "server". Throws when
// the server does not answer.
export async function fetchSummary(match, token) {
  const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}`), {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    cache: "no-store",
  });
  const type = response.headers.get("content-type") || "";
  if (!type.includes("application/json")) return { kind: "static" };
  if (response.status === 403) return { kind: "wrong" };
  if (response.status === 404) return { kind: "missing" };
  if (!response.ok) return { kind: "server" };
  return { summary: await response.json() };
}

// The seat's new name, as the server keeps it. Throws the server's reason (a
// TypeError when it does not answer).
export async function saveName(match, token, name) {
  const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}/name`), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ name }),
    cache: "no-store",
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body || typeof body.name !== "string") {
    const why = body && body.error && body.error.message;
    throw new Error(why ? msg(why) : t("partner-name-not-saved"));
  }
  return body.name;
}

// The rematch's match id: made on the first asking, the same for either seat.
// Throws the server's reason, or an error without a message.
export async function makeRematch(match, token) {
  const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}/rematch`), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    cache: "no-store",
  });
  const body = await response.json();
  if (!response.ok) throw new Error(body && body.error ? msg(body.error.message) : "");
  return body.match;
}

// What happened after the `seq` actions this page saw: [message] (or sentences),
// or null when the server cannot say (the table shows the match either way).
export async function fetchSince(match, token, seq) {
  try {
    const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}/since?seq=${seq}`), {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      cache: "no-store",
    });
    const body = response.ok ? await response.json() : null;
    return body && Array.isArray(body.moves) ? body.moves : null;
  } catch (err) {
    return null;
  }
}

// An any-time match's late seat, once its days for the turn are over: its wait
// ends (it drops, or its drawn card is thrown). Throws the server's reason.
export async function endWait(match, token) {
  const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}/late`), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    cache: "no-store",
  });
  if (response.ok) return;
  const body = await response.json().catch(() => null);
  throw new Error(body && body.error && body.error.message ? msg(body.error.message) : t("partner-unreachable"));
}

// The reply to a session request sent over HTTP rather than the seat's socket (a
// review: gzipped over HTTP, a tenth of the text the socket would carry). A
// refusal of the server's own (429, 503) comes as the socket would say it: {id,
// ok: false, error}. Throws when the server does not answer.
export async function askOverHttp(match, token, request) {
  const response = await fetch(apiUrl(`matches/${encodeURIComponent(match)}/requests`), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(request),
    cache: "no-store",
  });
  const body = await response.json();
  return "ok" in body ? body : { id: request.id, ok: false, error: body.error };
}
