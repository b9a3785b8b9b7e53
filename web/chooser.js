// Choosing a table: the address carries the choice (?table=, &format=,
// &players=, &bots=), checked against the tables and bots the engine lists in
// its view, and a form that puts a new choice in the address. Nothing here
// knows a rule: the seats, formats, drops and bots come from the view's lists.

import { createDialog } from "./dialog.js";

const TABLE_WORDS = { practice: "Practice", twine: "Twine", classic: "Classic" };

export function tableWord(profile) {
  return TABLE_WORDS[profile] || profile.charAt(0).toUpperCase() + profile.slice(1);
}

function shown(text) {
  return text.length > 24 ? text.slice(0, 24) + "…" : text;
}

function seatsText(table) {
  const [low, high] = table.players;
  return low === high ? `${low} players` : `${low} to ${high} players`;
}

// What the address asks for, made good: {profile, format, players, bot, notes}.
// A value the engine does not offer falls back (to practice, the table's first
// format, its fewest seats, the tables' bots in turn) and adds a note saying so.
export function readChoice(params, idle) {
  const tables = idle.tables || [];
  const bots = idle.bots || [];
  const byName = new Map(tables.map((t) => [t.profile, t]));
  const notes = [];
  let table = byName.get("practice") || tables[0];
  const rawTable = params.get("table");
  if (rawTable !== null) {
    const found = byName.get(rawTable.trim().toLowerCase());
    if (found) table = found;
    else {
      notes.push(
        `There is no “${shown(rawTable)}” table (the tables are ${tables.map((t) => t.profile).join(", ")}), ` +
          `so this is the ${table.profile} table.`
      );
    }
  }
  let format = table.formats[0];
  const rawFormat = params.get("format");
  if (rawFormat !== null) {
    const found = table.formats.find((f) => f.format === rawFormat.trim().toLowerCase());
    if (found) format = found;
    else {
      notes.push(
        `A ${table.profile} table plays ${table.formats.map((f) => f.format).join(" or ")}, ` +
          `not “${shown(rawFormat)}”, so this is ${format.title}.`
      );
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
      notes.push(
        `A ${table.profile} table seats ${seatsText(table)}, not “${shown(rawPlayers)}”, ` +
          `so this table has ${players}.`
      );
    }
  }
  let bot = null; // the tables' own bots, in turn
  const rawBot = params.get("bots");
  if (rawBot !== null && rawBot.trim() !== "" && table.profile !== "practice") {
    const found = bots.find((b) => b.bot === rawBot.trim().toLowerCase());
    if (found) bot = found.bot;
    else {
      notes.push(
        `There is no bot called “${shown(rawBot)}” (the bots are ${bots.map((b) => b.bot).join(", ")}), ` +
          "so the table's bots take the seats in turn."
      );
    }
  }
  return { profile: table.profile, format: format.format, players, bot, notes };
}

function describe(table, bots) {
  const parts = [seatsText(table), table.formats.map((f) => f.title).join(", ")];
  const drops = table.formats.find((f) => f.drops);
  if (drops) {
    const costs = Array.from(new Set(table.formats.filter((f) => f.drops).map((f) => f.drops.join("/"))));
    parts.push(`drops ${costs.join(" or ")}`);
  } else parts.push("no points, no drops");
  if (!table.wild_pickup) parts.push("no wild card from the discard pile");
  if (table.invalid_declaration === "penalty") parts.push("a wrong declaration costs the full count");
  return parts.join(" · ");
}

function option(value, text, selected) {
  const opt = document.createElement("option");
  opt.value = value;
  opt.textContent = text;
  opt.selected = selected;
  return opt;
}

// The "Choose a table" button (in the game bar) and its dialog. Sitting down
// loads the page with the choice in the address (by navigation, not a form
// submission, which the page's security policy does not allow).
export function createChooser(gameBar) {
  const open = document.createElement("button");
  open.type = "button";
  open.className = "btn choose-table";
  open.id = "choose-table";
  open.setAttribute("aria-haspopup", "dialog");
  open.textContent = "Choose a table";
  gameBar.prepend(open);

  const dialog = createDialog({
    id: "chooser",
    className: "chooser",
    labelledBy: "chooser-title",
    closeWith: ".chooser-cancel",
    html:
      '<form class="chooser-form">' +
      '<h2 id="chooser-title">Choose a table</h2>' +
      '<fieldset class="chooser-tables"><legend>Table</legend><div class="chooser-options"></div></fieldset>' +
      '<div class="chooser-row">' +
      '<div class="chooser-field"><label for="chooser-format">Format</label>' +
      '<select name="format" id="chooser-format"></select></div>' +
      '<div class="chooser-field"><label for="chooser-players">Players</label>' +
      '<select name="players" id="chooser-players"></select></div>' +
      '<div class="chooser-field"><label for="chooser-opponents">Opponents</label>' +
      '<select name="bots" id="chooser-opponents"></select></div>' +
      "</div>" +
      '<p class="chooser-bots" id="chooser-bots"></p>' +
      '<div class="chooser-buttons">' +
      '<button type="submit" class="btn primary">Sit down</button>' +
      '<button type="button" class="btn chooser-cancel">Cancel</button>' +
      "</div></form>",
  });
  const form = dialog.querySelector("form");
  const options = dialog.querySelector(".chooser-options");
  const formatSelect = dialog.querySelector("#chooser-format");
  const playersSelect = dialog.querySelector("#chooser-players");
  const botsLine = dialog.querySelector("#chooser-bots");
  const opponentsSelect = dialog.querySelector("#chooser-opponents");
  let tables = [];
  let bots = [];
  let tableBots = []; // the bots a table takes in turn when none is chosen
  let current = null; // the view being played

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const url = new URL(window.location.pathname, window.location.href);
    // A disabled select (one choice only) is left out: its value is the default.
    for (const [name, value] of new FormData(form)) {
      if (value !== "") url.searchParams.set(name, String(value)); // "": the default
    }
    const pace = new URLSearchParams(window.location.search).get("pace");
    if (pace !== null) url.searchParams.set("pace", pace);
    window.location.assign(url.href);
  });

  function chosen() {
    const radio = form.querySelector('input[name="table"]:checked');
    return tables.find((t) => radio && t.profile === radio.value) || tables[0];
  }

  function fill() {
    const table = chosen();
    const keepFormat = formatSelect.value;
    formatSelect.textContent = "";
    for (const f of table.formats) {
      formatSelect.append(option(f.format, f.title, f.format === keepFormat));
    }
    const keepPlayers = Number(playersSelect.value);
    playersSelect.textContent = "";
    for (let n = table.players[0]; n <= table.players[1]; n += 1) {
      playersSelect.append(option(String(n), String(n), n === keepPlayers));
    }
    formatSelect.disabled = table.formats.length < 2;
    playersSelect.disabled = table.players[0] === table.players[1];
    // The practice table keeps Mira; the others seat the bot chosen, or theirs in turn.
    const practice = table.profile === "practice";
    const keepBot = opponentsSelect.value;
    opponentsSelect.textContent = "";
    const mix = bots.filter((b) => tableBots.includes(b.bot)).map((b) => b.name);
    opponentsSelect.append(option("", mix.length > 1 ? `${mix.join(" and ")} in turn` : mix.join(""), !keepBot));
    if (!practice) {
      for (const b of bots) opponentsSelect.append(option(b.bot, b.name, b.bot === keepBot));
    }
    opponentsSelect.disabled = practice;
    const chosenBot = bots.find((b) => b.bot === opponentsSelect.value);
    const names = practice ? [bots.length ? bots[0].name : "Mira"] : chosenBot ? [chosenBot.name] : mix;
    botsLine.textContent =
      names.length > 1
        ? `You take the first seat; ${names.join(" and ")} take the others in turn.`
        : names.length
          ? `You take the first seat; ${names[0]} takes every other seat.`
          : "";
  }

  form.addEventListener("change", (event) => {
    if (event.target.name === "table" || event.target.name === "bots") fill();
  });
  // The dialog opens on the table being played.
  open.addEventListener("click", () => {
    if (!tables.length || !current) return;
    for (const radio of form.querySelectorAll('input[name="table"]')) {
      radio.checked = radio.value === current.profile;
    }
    formatSelect.textContent = "";
    formatSelect.append(option(current.format, current.format, true));
    playersSelect.textContent = "";
    playersSelect.append(option(String(current.seats.length), "", true));
    const asked = new URLSearchParams(window.location.search).get("bots");
    opponentsSelect.textContent = "";
    opponentsSelect.append(option(bots.some((b) => b.bot === asked) ? asked : "", "", true));
    fill();
    dialog.showModal();
  });

  // The current table and the catalogue from the view.
  // The engine's tables and bots, from the view it gives before the first deal.
  function offer(idle) {
    if (!Array.isArray(idle.tables) || tables.length) return;
    tables = idle.tables;
    bots = Array.isArray(idle.bots) ? idle.bots : [];
    tableBots = Array.isArray(idle.table_bots) ? idle.table_bots : bots.map((b) => b.bot);
    for (const table of tables) {
      const id = "chooser-" + table.profile;
      const box = document.createElement("div");
      box.className = "chooser-option";
      const radio = document.createElement("input");
      radio.type = "radio";
      radio.name = "table";
      radio.value = table.profile;
      radio.id = id;
      radio.setAttribute("aria-describedby", id + "-about");
      const label = document.createElement("label");
      label.htmlFor = id;
      label.className = "chooser-name";
      label.textContent = tableWord(table.profile);
      const about = document.createElement("p");
      about.className = "chooser-about";
      about.id = id + "-about";
      about.textContent = describe(table, bots);
      box.append(radio, " ", label, about);
      options.append(box);
    }
  }

  function show(view) {
    current = view;
  }

  return { offer, show };
}
