// The form that makes a table of friends, built from what the server offers
// (GET /api/offer: its tables, formats, seats, bots and clocks), so the page
// keeps no rule of its own: the table, the format, the seats after yours, each
// a friend (named or not) or a bot, and the turn clock. `readSpec()` gives the request's body.

import { part } from "../shell/dom.js";
import { msg, named, setMessage, translate } from "../l10n/l10n.js";
import { seatMessage } from "../l10n/names.js";

export const NAME_MAX = 24; // the server's limit on a seat's name

// What each table is, by its profile: the message invite-table-PROFILE.
const TABLE_ABOUT = new Set(["twine", "classic"]);

// A choice of the form; `about`: its words' message, as named() gives it.
function radio(name, value, title, about, checked) {
  const label = part("label", "invite-option");
  const input = part("input");
  input.type = "radio";
  input.name = name;
  input.value = value;
  input.checked = checked;
  // A title from the server's offer is its text; one of ours is a message.
  const strong = typeof title === "string" ? part("strong", "", title) : part("strong", "", undefined, title);
  label.append(input, " ", strong);
  if (about) label.append(part("span", "invite-option-about", undefined, about));
  return label;
}

function formatAbout(format) {
  if (format.deals) return named("invite-format-deals", { deals: format.deals, chips: format.chips });
  if (!format.limit) return named("invite-format-one");
  return named("invite-format-pool", { limit: format.limit });
}

function tableTitle(table) {
  const [fewest, most] = table.players;
  const title = msg(table.title);
  return named(fewest === most ? "invite-table-players" : "invite-table-players-range",
    fewest === most ? { title, count: fewest } : { title, fewest, most });
}

// The form's parts inside `form`, before its error line; returns {readSpec, names}.
export function buildInviteForm(form, offer, before) {
  const tables = offer.tables;
  const bots = offer.bots || [];
  const tableSet = part("fieldset", "invite-tables");
  tableSet.append(part("legend", "", undefined, named("invite-table")));
  tables.forEach((t, k) => tableSet.append(radio("table", t.profile, tableTitle(t),
    TABLE_ABOUT.has(t.profile) ? named(`invite-table-${t.profile}`) : null, k === 0)));
  const formatSet = part("fieldset", "invite-formats");
  const seatSet = part("fieldset", "invite-seat-list");
  seatSet.append(part("legend", "", undefined, named("invite-seats")));
  const you = part("label", "invite-field");
  const youInput = part("input");
  youInput.type = "text";
  youInput.name = "you";
  youInput.maxLength = NAME_MAX;
  youInput.autocomplete = "nickname";
  you.append(part("span", "", undefined, named("invite-your-name")), " ", youInput);
  const rows = part("div", "invite-seat-rows");
  const add = part("button", "btn invite-add-seat", undefined, named("invite-add-seat"));
  add.type = "button";
  seatSet.append(you, rows, add);
  // The turn clock: seconds a turn for live play, days a turn for any time, or none.
  const clocks = { turn: [], reserve: 0, days: [], ...(offer.clocks || {}) };
  const clockLabel = part("label", "invite-field", [part("span", "", undefined, named("invite-clock")), " "]);
  const clockSelect = part("select", "invite-clock");
  clockSelect.name = "clock";
  const option = (value, id, args) => part("option", "", undefined, { value, ...named(id, args) });
  clockSelect.append(option("", "invite-clock-none"));
  for (const seconds of clocks.turn) clockSelect.append(option(`turn:${seconds}`, "invite-clock-turn", { seconds, reserve: clocks.reserve }));
  for (const days of clocks.days) clockSelect.append(option(`days:${days}`, "invite-clock-days", { days }));
  clockLabel.append(clockSelect);
  translate(tableSet);
  translate(seatSet);
  translate(clockLabel);
  form.insertBefore(tableSet, before);
  form.insertBefore(formatSet, before);
  form.insertBefore(seatSet, before);
  if (clocks.turn.length || clocks.days.length) form.insertBefore(clockLabel, before);

  const table = () => tables.find((t) => t.profile === form.elements.table.value) || tables[0];

  function drawFormats() {
    const chosen = form.elements.format ? form.elements.format.value : null;
    formatSet.replaceChildren(part("legend", "", undefined, named("invite-format")));
    const formats = table().formats;
    const keep = formats.some((f) => f.format === chosen) ? chosen : "deal";
    for (const f of formats) formatSet.append(radio("format", f.format, msg(f.title), formatAbout(f), f.format === keep));
    translate(formatSet);
  }

  let made = 0;
  function seatRow() {
    made += 1;
    const row = part("div", "invite-seat");
    const kind = part("select", "invite-seat-kind");
    kind.id = `invite-seat-kind-${made}`;
    kind.append(part("option", "", undefined, { value: "", ...named("invite-seat-friend") }));
    for (const b of bots) kind.append(part("option", "", undefined, { value: b.bot, ...named("invite-seat-bot", { name: seatMessage(b) }) }));
    const kindLabel = part("div", "invite-field invite-seat-label");
    const nameLabel = part("label", "invite-field invite-seat-name");
    const name = part("input");
    name.type = "text";
    name.maxLength = NAME_MAX;
    name.autocomplete = "off";
    const remove = part("button", "btn invite-remove-seat");
    remove.type = "button";
    const number = part("label", "invite-seat-number");
    number.htmlFor = kind.id;
    kindLabel.append(number, kind);
    nameLabel.append(part("span", "invite-seat-name-text"), " ", name);
    row.append(kindLabel, nameLabel, remove);
    kind.addEventListener("change", () => {
      nameLabel.hidden = kind.value !== "";
    });
    remove.addEventListener("click", () => {
      row.remove();
      drawSeats();
      add.focus();
    });
    return row;
  }

  // Seats after yours: as many as the table allows, numbered and labelled in order.
  function drawSeats() {
    const [fewest, most] = table().players;
    while (rows.children.length < fewest - 1) rows.append(seatRow());
    while (rows.children.length > most - 1) rows.lastElementChild.remove();
    [...rows.children].forEach((row, k) => {
      const number = k + 2;
      setMessage(row.querySelector(".invite-seat-number"), "invite-seat", { seat: number });
      setMessage(row.querySelector(".invite-seat-name-text"), "invite-seat-name", { seat: number });
      setMessage(row.querySelector(".invite-remove-seat"), "invite-seat-remove", { seat: number });
      row.querySelector(".invite-remove-seat").hidden = rows.children.length <= fewest - 1;
    });
    translate(rows);
    add.hidden = rows.children.length >= most - 1;
  }

  add.addEventListener("click", () => {
    rows.append(seatRow());
    drawSeats();
    rows.lastElementChild.querySelector("select").focus();
  });
  tableSet.addEventListener("change", () => {
    drawFormats();
    drawSeats();
  });
  drawFormats();
  drawSeats();

  return {
    // The body of POST /api/matches.
    readSpec() {
      const seats = [{ name: youInput.value.trim() || null }];
      for (const row of rows.children) {
        const bot = row.querySelector("select").value;
        seats.push(bot ? { bot } : { name: row.querySelector("input").value.trim() || null });
      }
      const [kind, amount] = clockSelect.value.split(":");
      const clock = kind ? { [kind]: Number(amount) } : null;
      return { profile: table().profile, format: form.elements.format.value, seats, clock };
    },
  };
}
