// Choosing a table: the address carries the choice (?table=, &format=,
// &players=, &bots=, &clock=: a turn clock's seconds, off by default), checked against the tables and bots the engine lists in
// its catalogue (the store's), and a form that puts a new choice in the
// address. Nothing here knows a rule or a table by name: the titles, seats,
// formats, drops and bots come from the catalogue.

import { createDialog, openDialog } from "../shell/dialog.js";
import { listed, part, said } from "../shell/dom.js";
import { keep } from "../shell/keep.js";
import { matchWords, usableMatch } from "./keeping.js";
import { msg, t } from "../l10n/l10n.js";
import { store } from "../shell/store.js";

// A table's title, from the catalogue ("Practice", "Two-player"); a partner table,
// which has no catalogue, is named by its profile.
export function tableTitle(profile, tables) {
  const found = (tables || []).find((table) => table.profile === profile);
  return found ? msg(found.title) : profile.charAt(0).toUpperCase() + profile.slice(1);
}

// A bot of the catalogue by name, in the page's language.
function botName(bot) {
  return t("bot-" + bot.bot);
}

// The names of the bots a table seats when none is chosen: its own bot, or the tables' bots in turn.
export function seatedBots(table, catalogue) {
  const bots = catalogue.bots || [];
  const keys = table.bot ? [table.bot] : catalogue.table_bots || bots.map((b) => b.bot);
  return bots.filter((b) => keys.includes(b.bot)).map(botName);
}

function shown(text) {
  return text.length > 24 ? text.slice(0, 24) + "…" : text;
}

function seatsText(table) {
  const [low, high] = table.players;
  return low === high ? t("chooser-players", { count: low }) : t("chooser-players-range", { low, high });
}

// "a or b or c": the address's values, as the engine names them.
function either(values) {
  return values.join(t("page-list-or-between"));
}

// What the address asks for, made good: {table, format, players, bot, notes},
// `table` being the catalogue's entry. A value the engine does not offer falls
// back (to the first table, the table's first format, its fewest seats, the
// tables' bots in turn) and adds a note saying so.
export function readChoice(params, idle) {
  const tables = idle.tables || [];
  const bots = idle.bots || [];
  const byName = new Map(tables.map((entry) => [entry.profile, entry]));
  const notes = [];
  let table = tables[0];
  const rawTable = params.get("table");
  if (rawTable !== null) {
    const found = byName.get(rawTable.trim().toLowerCase());
    if (found) table = found;
    else {
      notes.push({ id: "address-no-table", args: { asked: shown(rawTable),
        tables: tables.map((entry) => entry.profile).join(", "), table: msg(table.title).toLowerCase() } });
    }
  }
  let format = table.formats[0];
  const rawFormat = params.get("format");
  if (rawFormat !== null) {
    const found = table.formats.find((f) => f.format === rawFormat.trim().toLowerCase());
    if (found) format = found;
    else {
      notes.push({ id: "address-no-format", args: { table: msg(table.title).toLowerCase(),
        formats: either(table.formats.map((f) => f.format)), asked: shown(rawFormat), format: msg(format.title) } });
    }
  }
  const [low, high] = table.players;
  let players = low;
  const rawPlayers = params.get("players");
  if (rawPlayers !== null) {
    const text = rawPlayers.trim();
    const value = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
    if (value >= low && value <= high) players = value;
    else {
      notes.push({ id: "address-no-players", args: { table: table.profile, seats: seatsText(table),
        asked: shown(rawPlayers), players } });
    }
  }
  let bot = null; // the tables' own bots, in turn
  const rawBot = params.get("bots");
  if (rawBot !== null && rawBot.trim() !== "" && !table.bot) {
    const found = bots.find((b) => b.bot === rawBot.trim().toLowerCase());
    if (found) bot = found.bot;
    else {
      notes.push({ id: "address-no-bot", args: { asked: shown(rawBot), bots: bots.map((b) => b.bot).join(", ") } });
    }
  }
  let clock = null; // no turn clock
  const rawClock = params.get("clock");
  const clocks = (idle.clocks && idle.clocks.turn) || [];
  if (rawClock !== null && !/^(|0|off)$/i.test(rawClock.trim())) {
    const value = Number(rawClock.trim());
    if (clocks.includes(value)) clock = value;
    else {
      notes.push({ id: "address-no-clock", args: { clocks: either(clocks.map(String)), asked: shown(rawClock) } });
    }
  }
  return { table, format: format.format, players, bot, notes, clock };
}

function describe(table, bots) {
  const deals = table.formats.filter((f) => f.deals).map((f) => f.deals);
  const formats = table.formats.filter((f) => !f.deals).map((f) => msg(f.title));
  if (deals.length) {
    const best = deals.length > 1 ? t("page-list-or", { items: deals.slice(0, -1).join(t("page-list-comma")), last: deals[deals.length - 1] })
      : String(deals[0]);
    formats.push(t("chooser-deals-rummy", { deals: best }));
  }
  const parts = [seatsText(table), formats.join(t("page-list-comma"))];
  const drops = table.formats.find((f) => f.drops);
  if (drops) {
    const costs = Array.from(new Set(table.formats.filter((f) => f.drops).map((f) => f.drops.join("/"))));
    parts.push(t("chooser-drops", { costs: either(costs) }));
  } else parts.push(t("chooser-no-drops"));
  if (!table.wild_pickup) parts.push(t("chooser-no-wild-pickup"));
  if (table.invalid_declaration === "penalty") parts.push(t("chooser-full-count"));
  return parts.join(" · ");
}

function option(value, text, selected) {
  const opt = part("option", "", text, { value });
  opt.selected = selected;
  return opt;
}

// The "Choose a table" button (in the game bar) and its dialog. Sitting down
// loads the page with the choice in the address (by navigation, not a form
// submission, which the page's security policy does not allow).
export function createChooser(gameBar) {
  const open = said("button", "btn choose-table", "chooser-open",
    { type: "button", id: "choose-table", "aria-haspopup": "dialog" });
  gameBar.prepend(open);
  const field = (label, name, id) => part("div", "chooser-field", [
    said("label", "", label, { for: id }),
    part("select", "", [], { name, id }),
  ]);

  const dialog = createDialog({
    id: "chooser",
    className: "chooser",
    labelledBy: "chooser-title",
    closeWith: ".chooser-cancel",
    children: [part("form", "chooser-form", [
      said("h2", "", "chooser-title", { id: "chooser-title" }),
      part("div", "chooser-buttons chooser-continue", [], { hidden: true }),
      part("fieldset", "chooser-tables", [said("legend", "", "chooser-table"), part("div", "chooser-options")]),
      part("div", "chooser-row", [
        field("chooser-format", "format", "chooser-format"),
        field("chooser-players-field", "players", "chooser-players"),
        field("chooser-opponents", "bots", "chooser-opponents"),
        field("chooser-clock", "clock", "chooser-clock"),
      ]),
      part("p", "chooser-bots", "", { id: "chooser-bots" }),
      part("p", "chooser-clock-about", "", { id: "chooser-clock-about", hidden: true }),
      part("p", "chooser-replaces", "", { id: "chooser-replaces", hidden: true }),
      part("div", "chooser-buttons", [
        said("button", "btn primary", "chooser-sit-down", { type: "submit" }),
        said("button", "btn chooser-cancel", "chooser-cancel", { type: "button" }),
      ]),
    ])],
  });
  const form = dialog.querySelector("form");
  const options = dialog.querySelector(".chooser-options");
  const formatSelect = dialog.querySelector("#chooser-format");
  const playersSelect = dialog.querySelector("#chooser-players");
  const botsLine = dialog.querySelector("#chooser-bots");
  const opponentsSelect = dialog.querySelector("#chooser-opponents");
  const clockSelect = dialog.querySelector("#chooser-clock");
  const clockAbout = dialog.querySelector("#chooser-clock-about");
  clockSelect.setAttribute("aria-describedby", clockAbout.id);
  const continues = dialog.querySelector(".chooser-continue");
  const replaces = dialog.querySelector("#chooser-replaces");
  const tables = () => store.catalogue.tables;
  const bots = () => store.catalogue.bots || [];

  // The page's address for a table, the pace kept (tests and demos set it).
  function tableAddress(params) {
    const url = new URL(window.location.pathname, window.location.href);
    for (const [name, value] of params) url.searchParams.set(name, value);
    const pace = new URLSearchParams(window.location.search).get("pace");
    if (pace !== null) url.searchParams.set("pace", pace);
    return url.href;
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // A disabled select (one choice only) is left out: its value is the default.
    const params = Array.from(new FormData(form)).filter(([, value]) => value !== ""); // "": the default
    // Sitting down starts a new match, even where one of this kind is kept (Continue goes on with it).
    if (keep.match(chosen().profile)) params.push(["new", "1"]);
    window.location.assign(tableAddress(params.map(([name, value]) => [name, String(value)])));
  });

  // "Continue Pool 101 against Kiran, deal 3": each kind of table's unfinished
  // match kept on this device, but the one on the table, in `into`.
  function offerContinue(current, into) {
    into.textContent = "";
    for (const kind of tables().filter((entry) => entry.scored)) {
      const record = keep.match(kind.profile);
      if (!usableMatch(record) || (current.scored && current.profile === kind.profile)) continue;
      const go = part("button", "btn primary", t("chooser-continue", { match: matchWords(record) }), { type: "button" });
      go.addEventListener("click", () =>
        window.location.assign(tableAddress([["table", kind.profile], ["format", record.match.format]]))
      );
      into.append(go);
    }
    into.hidden = !into.children.length;
  }

  // The same offer on the practice table itself, first of its messages: the first screen
  // after the browser restarts, where an unfinished match must not hide in the dialog.
  // Filled with the first view and in a new language (the kept matches do not change
  // while the practice table is played).
  const onTable = part("div", "chooser-buttons kept-continue", [], { id: "kept-continue", hidden: true });
  document.querySelector("#table .messages").prepend(onTable);
  store.subscribe((change) => {
    const current = store.view;
    if (!current || !store.catalogue || (change !== "redraw" && onTable.dataset.offered)) return;
    onTable.dataset.offered = "1";
    if (current.scored) onTable.hidden = true;
    else offerContinue(current, onTable);
  });

  function chosen() {
    const radio = form.querySelector('input[name="table"]:checked');
    return tables().find((entry) => radio && entry.profile === radio.value) || tables()[0];
  }

  function fill() {
    const table = chosen();
    // Sitting down replaces the unfinished match kept for this kind of table: say so first.
    const kept = keep.match(table.profile);
    replaces.textContent = usableMatch(kept) ? t("chooser-replaces", { match: matchWords(kept) }) : "";
    replaces.hidden = !replaces.textContent;
    const keepFormat = formatSelect.value;
    formatSelect.textContent = "";
    for (const f of table.formats) {
      formatSelect.append(option(f.format, msg(f.title), f.format === keepFormat));
    }
    const keepPlayers = Number(playersSelect.value);
    playersSelect.textContent = "";
    for (let n = table.players[0]; n <= table.players[1]; n += 1) {
      playersSelect.append(option(String(n), String(n), n === keepPlayers));
    }
    formatSelect.disabled = table.formats.length < 2;
    playersSelect.disabled = table.players[0] === table.players[1];
    // A table with its own bot keeps it; the others seat the bot chosen, or theirs in turn.
    const keepBot = opponentsSelect.value;
    opponentsSelect.textContent = "";
    const mix = seatedBots(table, store.catalogue);
    opponentsSelect.append(option("", mix.length > 1 ? t("chooser-bots-in-turn", { bots: listed(mix) }) : mix.join(""), !keepBot));
    if (!table.bot) {
      for (const b of bots()) opponentsSelect.append(option(b.bot, botName(b), b.bot === keepBot));
    }
    opponentsSelect.disabled = Boolean(table.bot);
    const chosenBot = bots().find((b) => b.bot === opponentsSelect.value);
    const names = chosenBot ? [botName(chosenBot)] : mix;
    botsLine.textContent =
      names.length > 1
        ? t("chooser-seats-in-turn", { bots: listed(names) })
        : names.length
          ? t("chooser-seats-one-bot", { bot: names[0] })
          : "";
  }

  form.addEventListener("change", (event) => {
    if (event.target.name === "table" || event.target.name === "bots") fill();
    if (event.target === clockSelect) sayClock();
  });

  // A clock chosen is told whole before the first turn spends its reserve: the turn's
  // seconds, then the match's reserve, then the table playing the turn.
  function sayClock() {
    const seconds = Number(clockSelect.value);
    const reserve = (store.catalogue.clocks || { reserve: 0 }).reserve;
    clockAbout.textContent = seconds ? t("chooser-clock-about", { seconds, reserve }) : "";
    clockAbout.hidden = !seconds;
  }
  // The dialog opens on the table being played.
  open.addEventListener("click", () => {
    const current = store.view;
    if (!store.catalogue || !current) return;
    for (const radio of form.querySelectorAll('input[name="table"]')) {
      radio.checked = radio.value === current.profile;
    }
    formatSelect.textContent = "";
    formatSelect.append(option(current.format, current.format, true));
    playersSelect.textContent = "";
    playersSelect.append(option(String(current.seats.length), "", true));
    const asked = new URLSearchParams(window.location.search).get("bots");
    // The clock offered: off, or each clock the engine lists (a reserve for the match).
    const clocks = store.catalogue.clocks || { turn: [], reserve: 0 };
    clockSelect.textContent = "";
    clockSelect.append(option("", t("chooser-clock-off"), !current.clock));
    for (const seconds of clocks.turn) {
      clockSelect.append(option(String(seconds), t("chooser-clock-seconds", { seconds, reserve: clocks.reserve }),
        Boolean(current.clock) && current.clock.turn === seconds));
    }
    sayClock();
    opponentsSelect.textContent = "";
    opponentsSelect.append(option(bots().some((b) => b.bot === asked) ? asked : "", "", true));
    fill();
    offerContinue(current, continues);
    openDialog(dialog);
  });

  // The catalogue's tables, once the engine has given it (before the first deal),
  // and again in another language.
  store.subscribe((change) => {
    if (change !== "redraw" || !options.children.length) return;
    const checked = form.querySelector('input[name="table"]:checked');
    options.textContent = "";
    offer();
    if (checked) form.querySelector(`#${checked.id}`).checked = true;
  });

  function offer() {
    if (options.children.length || !store.catalogue) return;
    for (const table of tables()) {
      const id = "chooser-" + table.profile;
      const radio = part("input", "", undefined,
        { type: "radio", name: "table", value: table.profile, id, "aria-describedby": id + "-about" });
      options.append(part("div", "chooser-option", [
        radio,
        " ",
        part("label", "chooser-name", msg(table.title), { for: id }),
        part("p", "chooser-about", describe(table, bots()), { id: id + "-about" }),
      ]));
    }
  }

  return { offer };
}
