// Names the page says: a seat's, in the page's language.

import { t } from "./l10n.js";

// A seat's name in the page's language: a bot's from the catalog by its key, with
// the number the engine gives a bot seated twice ("Kiran 2"), the engine's "You"
// for yours, a person's as typed.
export function seatName(seat) {
  if (seat.bot) {
    const name = t("bot-" + seat.bot);
    return seat.number > 1 ? t("seat-bot-numbered", { name, number: seat.number }) : name;
  }
  return seat.you && seat.name === "You" ? t("name-you") : seat.name;
}
