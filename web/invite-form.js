// The form that makes a table of friends, built from what the server offers
// (GET /api/offer: its tables, formats, seats, bots and clocks), so the page
// keeps no rule of its own: the table, the format, the seats after yours, each
// a friend (named or not) or a bot, and the turn clock. `readSpec()` gives the request's body.

import { part } from "./dom.js";

export const NAME_MAX = 24; // the server's limit on a seat's name

const TABLE_ABOUT = {
  twine: "Two players, two decks; no wild card from the discard pile, and only a complete hand may be declared.",
  classic: "Two to six players, from one or two decks; a wild card may be taken from the discard pile.",
};

function radio(name, value, title, about, checked) {
  const label = part("label", "invite-option");
  const input = part("input");
  input.type = "radio";
  input.name = name;
  input.value = value;
  input.checked = checked;
  label.append(input, " ", part("strong", "", title));
  if (about) label.append(part("span", "invite-option-about", about));
  return label;
}

function formatAbout(format) {
  if (format.deals) return `${format.deals} deals for chips, ${format.chips} each to start; each deal's winner takes the others' points in chips, and the most chips win.`;
  if (!format.limit) return "One hand; the lower score wins.";
  return `Deal after deal; reaching ${format.limit} points puts you out.`;
}

function tableTitle(table) {
  const [fewest, most] = table.players;
  return `${table.title} · ${fewest === most ? fewest : `${fewest} to ${most}`} players`;
}

// The form's parts inside `form`, before its error line; returns {readSpec, names}.
export function buildInviteForm(form, offer, before) {
  const tables = offer.tables;
  const bots = offer.bots || [];
  const tableSet = part("fieldset", "invite-tables");
  tableSet.append(part("legend", "", "Table"));
  tables.forEach((t, k) => tableSet.append(radio("table", t.profile, tableTitle(t), TABLE_ABOUT[t.profile], k === 0)));
  const formatSet = part("fieldset", "invite-formats");
  const seatSet = part("fieldset", "invite-seat-list");
  seatSet.append(part("legend", "", "Seats"));
  const you = part("label", "invite-field");
  const youInput = part("input");
  youInput.type = "text";
  youInput.name = "you";
  youInput.maxLength = NAME_MAX;
  youInput.autocomplete = "nickname";
  you.append("Your name (optional) ", youInput);
  const rows = part("div", "invite-seat-rows");
  const add = part("button", "btn invite-add-seat", "Add a seat");
  add.type = "button";
  seatSet.append(you, rows, add);
  // The turn clock: seconds a turn for live play, days a turn for any time, or none.
  const clocks = { turn: [], reserve: 0, days: [], ...(offer.clocks || {}) };
  const clockLabel = part("label", "invite-field", "Turn clock ");
  const clockSelect = part("select", "invite-clock");
  clockSelect.name = "clock";
  clockSelect.append(new Option("None: play any time", ""));
  for (const seconds of clocks.turn) clockSelect.append(new Option(`${seconds} s a turn, ${clocks.reserve} s reserve (live play)`, `turn:${seconds}`));
  for (const days of clocks.days) clockSelect.append(new Option(`A turn within ${days === 1 ? "a day" : `${days} days`} (any time)`, `days:${days}`));
  clockLabel.append(clockSelect);
  form.insertBefore(tableSet, before);
  form.insertBefore(formatSet, before);
  form.insertBefore(seatSet, before);
  if (clocks.turn.length || clocks.days.length) form.insertBefore(clockLabel, before);

  const table = () => tables.find((t) => t.profile === form.elements.table.value) || tables[0];

  function drawFormats() {
    const chosen = form.elements.format ? form.elements.format.value : null;
    formatSet.replaceChildren(part("legend", "", "Format"));
    const formats = table().formats;
    const keep = formats.some((f) => f.format === chosen) ? chosen : "deal";
    for (const f of formats) formatSet.append(radio("format", f.format, f.title, formatAbout(f), f.format === keep));
  }

  let made = 0;
  function seatRow() {
    made += 1;
    const row = part("div", "invite-seat");
    const kind = part("select", "invite-seat-kind");
    kind.id = `invite-seat-kind-${made}`;
    kind.append(new Option("A friend", ""));
    for (const b of bots) kind.append(new Option(`${b.name} (bot)`, b.bot));
    const kindLabel = part("div", "invite-field invite-seat-label");
    const nameLabel = part("label", "invite-field invite-seat-name");
    const name = part("input");
    name.type = "text";
    name.maxLength = NAME_MAX;
    name.autocomplete = "off";
    const remove = part("button", "btn invite-remove-seat", "Remove");
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
      row.querySelector(".invite-seat-number").textContent = `Seat ${number}`;
      row.querySelector(".invite-seat-name-text").textContent = `Seat ${number}: friend's name (optional)`;
      row.querySelector(".invite-remove-seat").hidden = rows.children.length <= fewest - 1;
      row.querySelector(".invite-remove-seat").setAttribute("aria-label", `Remove seat ${number}`);
    });
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
