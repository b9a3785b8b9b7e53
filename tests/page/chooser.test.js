// The table the address asks for, read against the engine's catalogue: no table
// is known here by name, only by what the catalogue says of it.
import assert from "node:assert/strict";
import { test } from "node:test";

import { readChoice, seatedBots, tableTitle } from "../../web/table/chooser.js";
import { msg } from "../../web/l10n/l10n.js";
import { useLanguage } from "./catalogs.js";

useLanguage("en");

const format = (name, title) => ({ format: name, title, limit: 0, drops: null });
const CATALOGUE = {
  tables: [
    { profile: "practice", title: "Practice", scored: false, guided: true, bot: "mira", players: [2, 2],
      formats: [format("single", "One deal")] },
    { profile: "twine", title: "Twine", scored: true, guided: false, bot: null, players: [2, 4],
      formats: [format("single", "One deal"), format("pool101", "Pool 101")] },
  ],
  bots: [{ bot: "mira", name: "Mira" }, { bot: "kiran", name: "Kiran" }, { bot: "tara", name: "Tara" }],
  table_bots: ["mira", "kiran"],
};

const ask = (query) => readChoice(new URLSearchParams(query), CATALOGUE);

test("an address that asks for nothing gets the catalogue's first table, format and fewest seats", () => {
  const choice = ask("");
  assert.equal(choice.table.profile, "practice");
  assert.equal(choice.format, "single");
  assert.equal(choice.players, 2);
  assert.deepEqual(choice.notes, []);
});

test("a table, format and seats the catalogue offers are taken as asked", () => {
  const choice = ask("table=Twine&format=pool101&players=4&bots=tara");
  assert.equal(choice.table.profile, "twine");
  assert.equal(choice.format, "pool101");
  assert.equal(choice.players, 4);
  assert.equal(choice.bot, "tara");
});

test("a table the engine does not have falls back to the first, with a note naming the tables", () => {
  const choice = ask("table=poker");
  assert.equal(choice.table.profile, "practice");
  assert.match(msg(choice.notes[0]), /no “poker” table \(the tables are practice, twine\)/);
});

test("seats out of the table's range fall back to its fewest, with a note", () => {
  const choice = ask("table=twine&players=9");
  assert.equal(choice.players, 2);
  assert.match(msg(choice.notes[0]), /seats 2 to 4 players, not “9”/);
});

test("a table with a bot of its own takes no other bot from the address", () => {
  const choice = ask("table=practice&bots=tara");
  assert.equal(choice.bot, null);
  assert.deepEqual(choice.notes, []);
});

test("an unknown bot falls back to the tables' bots in turn, with a note", () => {
  const choice = ask("table=twine&bots=bob");
  assert.equal(choice.bot, null);
  assert.match(msg(choice.notes[0]), /no bot called “bob”/);
});

test("a table with its own bot seats just that bot; the others seat the tables' bots in turn", () => {
  assert.deepEqual(seatedBots(CATALOGUE.tables[0], CATALOGUE), ["Mira"]);
  assert.deepEqual(seatedBots(CATALOGUE.tables[1], CATALOGUE), ["Mira", "Kiran"]);
});

test("a table's title is the catalogue's; without a catalogue, its profile's", () => {
  assert.equal(tableTitle("twine", CATALOGUE.tables), "Twine");
  assert.equal(tableTitle("classic", null), "Classic");
});
