// The turn clock's words, the same at a partner table (partner-strip.js, timed by
// the server) and at a bot table (table-clock.js, timed by the page).

export const WARN_SECONDS = 10; // from here the line warns, and says it once aloud

// "Your time: 23 s", "Ravi's time: 8 s left! Then the table plays the turn for Ravi."
// (`name` null: your own turn).
export function clockWords(left, name) {
  const whose = name === null ? "Your time" : `${name}'s time`;
  if (left > WARN_SECONDS) return `${whose}: ${left} s`;
  return `${whose}: ${left} s left! Then the table plays the turn for ${name === null ? "you" : name}.`;
}
