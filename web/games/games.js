// Your games: what this device keeps of the scored tables (keep.js), in a dialog
// opened from the game bar. Every finished deal and every partner match, newest
// first; a deal opens its review (review.js's board, worked out by the engine
// worker from the kept match: the `review_kept` request, which leaves the match
// on the table as it is), and exports its match as the JSON log that
// `indian-rummy review LOG.json` reads; a log imported is checked by the engine
// and kept as games. Progress (progress.js) is the dialog's second view. Forget
// my games asks first, then forgets everything kept.
//
//   setupGames({ ask, review, gameBar });  // ask: the controller's (table/controller.js)

import { createDialog, openDialog } from "../shell/dialog.js";
import { part, said } from "../shell/dom.js";
import { keep } from "../shell/keep.js";
import { locale, msg, named, setMessage, t, translate } from "../l10n/l10n.js";
import { partnerGames } from "../shell/link.js";
import { drawProgress } from "./progress.js";
import { keptOthers, keptPerson } from "../l10n/names.js";
import { onProgress } from "./review.js";
import { store } from "../shell/store.js";

// A kept deal's outcome, by its word: games-won "You won", ...
const OUTCOMES = new Set(["won", "lost", "dropped", "dead", "draw"]);

function outcomeWords(game) {
  const outcome = OUTCOMES.has(game.outcome) ? t(`games-${game.outcome}`) : game.outcome;
  if (game.kind === "partner") return game.outcome ? outcome : t("games-not-over");
  if (game.outcome !== "won" && game.winner) {
    return t("games-outcome-winner", { outcome, winner: winnerOf(game), points: game.points });
  }
  return t("games-outcome", { outcome, points: game.points });
}

// A kept deal's winner as a sentence names it: the record's seat of that name (a bot by
// its key), else the name kept.
function winnerOf(game) {
  const seat = (game.seats || []).find((s) => s !== null && typeof s === "object" && s.name === game.winner);
  return keptPerson(seat || game.winner);
}

function dateWords(ms) {
  const when = new Date(ms);
  return Number.isNaN(when.getTime()) ? "" : when.toLocaleString(locale(), {
    day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit",
  });
}

// The finished deals kept, newest first.
function keptDeals() {
  return keep.games().filter((game) => game.kind === "deal" && game.match && Number.isInteger(game.deal));
}

// A short hash of a text (an imported log's): the same file imported twice is kept once.
function hashOf(text) {
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

export function setupGames({ ask, review, gameBar }) {
  // The engine's review of a kept deal: {review...} or a refusal (an Error with its
  // words). Asked through the controller, each waits its turn: a Review pressed while
  // Progress works out the others is worked out next.
  async function reviewKept(args) {
    let reply;
    try {
      reply = await ask("review_kept", args);
    } catch (err) {
      throw new Error(t(err.code === "stopped" ? "games-engine-stopped" : "games-engine-not-ready"));
    }
    if (reply.ok && reply.result && reply.result.kept_review) return reply.result.kept_review;
    throw new Error(reply.error && reply.error.message ? msg(reply.error.message) : t("games-engine-cannot"));
  }

  // A deal's marks, kept in its record once worked out.
  function keepMarks(game, found) {
    if (game.marks) return game;
    const marked = { ...game, marks: found.marks };
    keep.addGame(marked);
    return marked;
  }

  const dialog = createDialog({
    id: "games",
    className: "confirm games",
    labelledBy: "games-title",
    describedBy: "games-about",
    children: [
      part("h2", "", undefined, { id: "games-title", tabindex: -1, ...named("games-title") }),
      part("p", "games-about", undefined, { id: "games-about", ...named("games-about") }),
      part("div", "games-views", [
        part("button", "btn", undefined, { type: "button", id: "games-show-list", "aria-pressed": "true", ...named("games-show-list") }),
        part("button", "btn", undefined,
          { type: "button", id: "games-show-progress", "aria-pressed": "false", ...named("games-show-progress") }),
      ], { role: "group", ...named("games-views") }),
      part("p", "games-status", "", { id: "games-status", role: "status" }),
      part("p", "games-problems", "", { id: "games-problems", hidden: true }),
      part("section", "games-list-view", [
        part("h3", "", undefined, { id: "games-list-title", ...named("games-list-title") }),
        part("p", "games-keys", undefined, { id: "games-keys", ...named("games-keys") }),
        part("ul", "games-list", [], { id: "games-list", "aria-labelledby": "games-list-title", "aria-describedby": "games-keys" }),
        part("p", "games-empty", undefined, { id: "games-empty", hidden: true, ...named("games-empty") }),
        part("div", "games-import", [
          // The label is the button: a file input's own says "Choose File" in the browser's language.
          part("label", "btn", undefined, { for: "games-import-file", ...named("games-import") }),
          part("input", "visually-hidden", undefined, { type: "file", id: "games-import-file", accept: ".json,application/json" }),
        ]),
      ], { id: "games-list-view", "aria-labelledby": "games-list-title" }),
      part("section", "games-progress-view", [
        part("h3", "", undefined, { id: "games-progress-title", tabindex: -1, ...named("progress-title") }),
        part("div", "games-progress", [], { id: "games-progress" }),
      ], { id: "games-progress-view", hidden: true, "aria-labelledby": "games-progress-title" }),
      part("div", "games-forget", [
        part("button", "btn", undefined, { type: "button", id: "games-forget", ...named("games-forget") }),
        part("div", "games-forget-ask", [
          part("p", "", undefined, { id: "games-forget-text", ...named("games-forget-ask") }),
          part("div", "confirm-buttons", [
            part("button", "btn keep", undefined, { type: "button", id: "games-forget-keep", ...named("games-forget-keep") }),
            part("button", "btn primary", undefined, { type: "button", id: "games-forget-yes", ...named("games-forget-yes") }),
          ]),
        ], { id: "games-forget-ask", hidden: true, role: "group", "aria-labelledby": "games-forget-text" }),
      ]),
      part("div", "confirm-buttons", [part("button", "btn keep games-close", undefined, { type: "button", ...named("games-close") })]),
    ],
    closeWith: ".games-close",
  });
  translate(dialog);
  // The table's keys (keymap.js, on the document) are not for the table behind.
  dialog.addEventListener("keydown", (event) => event.stopPropagation());
  const $ = (id) => dialog.querySelector(`#${id}`);
  const status = $("games-status");
  let showing = "list";
  let at = 0; // the list's current item (roving: its controls take Tab)

  // The review's dialog stacks on this one: once it closes, this is the open dialog again.
  const reviewDialog = document.getElementById("review");
  if (reviewDialog) {
    reviewDialog.addEventListener("close", () => {
      if (dialog.open) store.setDialog(dialog.id);
    });
  }

  // The status line: message `id` (the page's words fill it, and again in a new
  // language), or a refusal's text as it came, or nothing.
  function say(id, args = null) {
    if (id) setMessage(status, id, args);
    else sayText("");
  }
  function sayText(text) {
    status.removeAttribute("data-l10n-id");
    status.removeAttribute("data-l10n-args");
    status.textContent = text;
  }
  store.subscribe((change) => {
    if (change === "redraw" && dialog.open) showView(showing, false);
  });

  function notes() {
    const problems = keep.problems();
    const box = $("games-problems");
    box.hidden = !problems.length && keep.working();
    const words = [];
    if (!keep.working()) words.push(t("games-not-keeping"));
    if (problems.length) {
      words.push(t("games-unreadable", { count: problems.length, why: problems.map((p) => msg(p.why)).join("; ") }));
    }
    box.textContent = words.join(" ");
  }

  // -- the list -------------------------------------------------------------------------

  function item(game) {
    const deal = game.kind === "deal";
    const against = keptOthers(game);
    const format = msg(game.format_title) || msg(game.title);
    let title;
    if (deal) title = t("games-deal-title", { format: format || game.format, deal: game.deal, table: msg(game.table) || game.profile });
    else if (game.table) title = t("games-partner-title-table", { format: format || t("games-a-match"), table: msg(game.table) });
    else title = t("games-partner-title", { format: format || t("games-a-match") });
    const facts = [
      against.length ? t("games-with", { names: against.map(msg).join(", ") }) : "",
      outcomeWords(game),
      dateWords(game.saved),
    ].filter(Boolean).join(" · ");
    const controls = [];
    if (deal) {
      const open = said("button", "btn games-open", "games-review", { type: "button", "aria-describedby": `game-${game.id}` });
      open.addEventListener("click", () => openReview(game, game.deal));
      const save = said("button", "btn games-export", "games-export", { type: "button", "aria-describedby": `game-${game.id}` });
      save.addEventListener("click", () => exportMatch(game));
      controls.push(open, save);
    } else {
      const link = said("a", "btn games-open", "games-open-match", { href: game.link, "aria-describedby": `game-${game.id}` });
      controls.push(link);
    }
    return part("li", `games-item kind-${game.kind}`, [
      part("p", "games-item-text", [part("strong", "", title), part("br"), facts], { id: `game-${game.id}` }),
      part("div", "games-item-controls", controls),
    ]);
  }

  function drawList() {
    partnerGames(); // the seats kept before the keep join it first
    const games = keep.games().filter((g) => g.kind === "deal" || g.kind === "partner");
    const list = $("games-list");
    list.replaceChildren(...games.map(item));
    $("games-empty").hidden = games.length > 0;
    list.hidden = !games.length;
    at = Math.min(at, Math.max(0, games.length - 1));
    rove(false);
    notes();
  }

  // Only the current item's controls take Tab; the arrows, Home and End move along.
  function rove(focus) {
    const items = Array.from($("games-list").children);
    items.forEach((li, k) => {
      for (const control of li.querySelectorAll("a, button")) control.tabIndex = k === at ? 0 : -1;
    });
    if (focus && items[at]) items[at].querySelector("a, button").focus();
  }

  $("games-list").addEventListener("keydown", (event) => {
    const items = Array.from($("games-list").children);
    const k = items.indexOf(event.target.closest("li"));
    const to = { ArrowDown: k + 1, ArrowUp: k - 1, Home: 0, End: items.length - 1 }[event.key];
    if (k < 0 || to === undefined) return;
    event.preventDefault();
    at = Math.max(0, Math.min(items.length - 1, to));
    rove(true);
  });
  $("games-list").addEventListener("focusin", (event) => {
    const k = Array.from($("games-list").children).indexOf(event.target.closest("li"));
    if (k >= 0 && k !== at) {
      at = k;
      rove(false);
    }
  });

  // -- a deal's review --------------------------------------------------------------------

  // (Its button stays enabled, so that the focus is there to come back to when the
  // review closes; a second press while the same review is worked out is nothing.)
  const opening = new Set();
  async function openReview(game, number) {
    const key = `${game.id} ${number}`;
    if (opening.has(key)) return;
    opening.add(key);
    say("games-working-out", { deal: number });
    const heard = onProgress((at) => {
      if (at.deal === number) say("games-working-out-turn", { deal: number, turn: at.turn, turns: at.turns });
    });
    try {
      const found = await reviewKept({ match: game.match, deal: number, seat: game.seat });
      if (number === game.deal) keepMarks(game, found);
      say("");
      review.show(found, (n) => openReview(game, n), game.match);
    } catch (err) {
      sayText(err.message);
    } finally {
      heard();
      opening.delete(key);
    }
  }

  // -- export and import ----------------------------------------------------------------------

  // When each deal of the game's match was played, as this device kept them (by deal
  // number): the file carries them beside the log (Match.load reads past them), so that
  // an import dates its deals as they were played, not as imported.
  function playedOf(game) {
    const played = { [game.deal]: game.saved };
    const log = JSON.stringify(game.match.log);
    for (const other of keptDeals()) {
      if (other.profile !== game.profile || other.deal >= game.deal) continue;
      const before = JSON.stringify(other.match.log);
      if (log.startsWith(before.slice(0, -1))) played[other.deal] = other.saved; // its log is the start of this one's
    }
    return played;
  }

  function exportMatch(game) {
    const file = { ...game.match, played: playedOf(game) };
    const blob = new Blob([JSON.stringify(file, null, 1)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = part("a", "", "", { href: url, download: `indian-rummy-${game.profile}-${game.match.seed}-deal-${game.deal}.json` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    say("games-exported", { deal: game.deal });
  }

  // The titles of a table and its format, from the engine's catalogue.
  function titles(profile, format) {
    const tables = (store.catalogue && store.catalogue.tables) || [];
    const table = tables.find((t) => t.profile === profile);
    const found = table ? table.formats.find((f) => f.format === format) : null;
    return { table: table ? msg(table.title) : profile, format_title: found ? msg(found.title) : format };
  }

  // The time deal `number` was played, from a file's `played` (milliseconds by deal);
  // null where it says none, or none that could be a time already past.
  function playedAt(played, number) {
    const ms = played !== null && typeof played === "object" ? played[number] : null;
    return Number.isSafeInteger(ms) && ms > 0 && ms <= Date.now() ? ms : null;
  }

  // A match's log read from a file: each deal over is kept as a game, once the
  // engine has replayed and reviewed it; a bad file is refused and nothing is kept.
  async function importMatch(file) {
    let match;
    let played = null; // when its deals were played, if the file says (playedOf)
    try {
      match = JSON.parse(await file.text());
      if (match !== null && typeof match === "object" && !Array.isArray(match)) ({ played = null, ...match } = match);
    } catch (err) {
      say("games-not-a-log", { file: file.name });
      return;
    }
    say("games-checking", { file: file.name });
    const made = [];
    try {
      const last = await reviewKept({ match });
      const suffix = hashOf(JSON.stringify(match)); // a file with dates or without: one match
      // Each deal as played, where the file says (an export from this page); a deal it
      // does not date, just before the next one (newest first, as they were played).
      const dates = {};
      let later = Date.now() + 1;
      for (const number of [...last.deals].reverse()) {
        dates[number] = playedAt(played, number) || later - 1;
        later = dates[number];
      }
      for (const number of last.deals) {
        say("games-reviewing", { deal: number, deals: last.deals.length, file: file.name });
        const found = number === last.deal ? last : await reviewKept({ match, deal: number, seat: last.seat });
        made.push({
          id: `deal-${match.profile}-${match.seed}-${number}-import-${suffix}`, kind: "deal",
          profile: match.profile, ...titles(match.profile, match.format), format: match.format,
          seats: match.seats.map((s) => ({ name: msg(s.name), bot: s.bot || null })), seat: found.seat, deal: number,
          outcome: found.result.outcome, points: found.result.points, winner: found.result.winner,
          match: { ...match, log: match.log.slice(0, found.log_end) }, marks: found.marks,
          saved: dates[number],
        });
      }
    } catch (err) {
      say("games-not-imported", { file: file.name, why: err.message });
      return;
    }
    for (const game of made) keep.addGame(game);
    at = 0;
    drawList();
    say("games-imported", { count: made.length, file: file.name });
  }

  $("games-import-file").addEventListener("change", (event) => {
    const input = event.target;
    const file = input.files && input.files[0];
    input.value = "";
    if (!file) return;
    input.disabled = true; // one import at a time
    importMatch(file).finally(() => {
      input.disabled = false;
      if (dialog.open && !dialog.contains(document.activeElement)) input.focus(); // where it was
    });
  });

  // -- the two views ----------------------------------------------------------------------------

  // (`fresh`: false when only the words change, in a new language.)
  function showView(which, fresh = true) {
    showing = which;
    $("games-show-list").setAttribute("aria-pressed", which === "list" ? "true" : "false");
    $("games-show-progress").setAttribute("aria-pressed", which === "progress" ? "true" : "false");
    $("games-list-view").hidden = which !== "list";
    $("games-progress-view").hidden = which !== "progress";
    if (fresh) say("");
    if (which === "list") drawList();
    else if (fresh) progress();
    else drawProgress($("games-progress"), keptDeals());
  }

  // Progress: deals without marks get their reviews worked out first, one at a time.
  async function progress() {
    const box = $("games-progress");
    const unmarked = keptDeals().filter((game) => !game.marks);
    box.setAttribute("aria-busy", unmarked.length ? "true" : "false");
    drawProgress(box, keptDeals());
    for (let k = 0; k < unmarked.length && showing === "progress" && dialog.open; k += 1) {
      say("games-working-out-all", { done: k + 1, count: unmarked.length });
      try {
        keepMarks(unmarked[k], await reviewKept({ match: unmarked[k].match, deal: unmarked[k].deal, seat: unmarked[k].seat }));
      } catch (err) {
        say("games-not-reviewed", { deal: unmarked[k].deal, why: err.message });
        box.setAttribute("aria-busy", "false");
        return;
      }
    }
    box.setAttribute("aria-busy", "false");
    if (showing !== "progress") return;
    if (unmarked.length) say("games-reviewed", { count: unmarked.length });
    drawProgress(box, keptDeals());
    notes();
  }

  $("games-show-list").addEventListener("click", () => showView("list"));
  $("games-show-progress").addEventListener("click", () => showView("progress"));

  // -- Forget my games ------------------------------------------------------------------------

  $("games-forget").addEventListener("click", () => {
    $("games-forget-ask").hidden = false;
    $("games-forget-keep").focus();
  });
  $("games-forget-keep").addEventListener("click", () => {
    $("games-forget-ask").hidden = true;
    $("games-forget").focus();
  });
  $("games-forget-yes").addEventListener("click", () => {
    keep.forget();
    $("games-forget-ask").hidden = true;
    at = 0;
    showView(showing);
    say("games-forgotten");
    $("games-forget").focus();
  });

  // -- the game bar's button ------------------------------------------------------------------

  const open = part("button", "btn your-games", undefined,
    { type: "button", id: "your-games", "aria-haspopup": "dialog", ...named("games-open") });
  translate(open);
  open.addEventListener("click", () => {
    $("games-forget-ask").hidden = true;
    openDialog(dialog);
    showView("list");
    $("games-title").focus();
  });
  gameBar.append(open);

}
