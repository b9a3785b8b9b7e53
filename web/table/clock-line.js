// The turn clock's words, the same at a partner table (partner-strip.js, timed by
// the server) and at a bot table (table-clock.js, timed by the page).

import { t } from "../l10n/l10n.js";

export const WARN_SECONDS = 10; // from here the line warns, and says it once aloud

// "Your time: 23 s, then 60 s of reserve" while the turn's own seconds last, then
// "Your time: 41 s", "Ravi's time: 8 s left! Then the table plays the turn for Ravi."
// (`name` null: your own turn). `left` counts the turn's seconds and the `reserve`
// together, the time before the table plays the turn.
export function clockWords(left, name, reserve = 0) {
  if (reserve > 0 && left > reserve) {
    const words = { left: left - reserve, reserve };
    return name === null ? t("clock-yours-turn", words) : t("clock-theirs-turn", { ...words, name });
  }
  if (name === null) return t(left > WARN_SECONDS ? "clock-yours" : "clock-yours-warning", { left });
  return t(left > WARN_SECONDS ? "clock-theirs" : "clock-theirs-warning", { left, name });
}
