// Names the page says: a seat's, in the page's language. A person's name is always a
// message or the name they typed: a bot is named by its key (bot-mira, whose term
// carries its gender), never by the English name a view or a kept record holds.

import { genderOf, hasMessage, msg } from "./l10n.js";

// A seat as a sentence names it: a bot's message by its key, with the number the engine
// gives a bot seated twice ("Kiran 2"), the engine's "You" for yours, a person's name as
// typed (or the message the engine named it by). Pass it as a sentence's $name: the
// sentence is given its gender too.
export function seatMessage(seat) {
  if (seat.bot) {
    const name = { id: "bot-" + seat.bot, args: {} };
    return seat.number > 1 ? { id: "seat-bot-numbered", args: { name, number: seat.number } } : name;
  }
  if (seat.you && seat.name === "You") return { id: "name-you", args: {} };
  return seat.name;
}

// A seat's name in the page's language.
export function seatName(seat) {
  return msg(seatMessage(seat));
}

// A seat's grammatical gender, for a sentence about it that names no one ("Playing now").
export function seatGender(seat) {
  return genderOf(seatMessage(seat));
}

// A name a kept record holds: a message, a seat ({name, bot}), or a bot's English name
// as records kept before the bots' keys were ("Mira", "Kiran 2", the engine's names: a
// bot's key capitalized), which is that bot; any other name is a person's, as typed.
export function keptPerson(kept) {
  if (kept === null || kept === undefined) return "";
  if (typeof kept === "object" && typeof kept.id === "string") return kept;
  if (typeof kept === "object") {
    return seatMessage({ ...kept, number: kept.number || numberIn(kept.name) });
  }
  const found = /^(\p{Lu}\p{Ll}+)(?: (\d+))?$/u.exec(kept);
  const bot = found && found[1].toLowerCase();
  if (bot && hasMessage("bot-" + bot)) return seatMessage({ bot, number: Number(found[2] || 1) });
  return kept;
}

// The other seats of a kept game (a finished deal's, a partner match's), each as a
// sentence names it (a bot by its key, whatever name the record kept).
export function keptOthers(game) {
  const seats = game.kind === "deal" ? (game.seats || []).filter((_, k) => k !== game.seat)
    : (game.seats || []).filter((name) => name !== game.you);
  return seats.map(keptPerson);
}

// The number a name ends with ("Kiran 2"), else 1.
function numberIn(name) {
  const found = /\s(\d+)$/.exec(String(name || ""));
  return found ? Number(found[1]) : 1;
}
