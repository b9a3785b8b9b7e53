// What this device keeps of the scored tables (never the practice table), in the
// browser's localStorage, and nothing else: nothing leaves the device. Two kinds
// of record, each under its own key, each a JSON object with the format's
// version `v` (docs/protocol.md, "Kept on the device"):
//
//   indian-rummy:match:PROFILE   the unfinished match at that kind of table:
//                                {v, saved, title, match: {config and log, as
//                                Match.export gives it}, options: {...}}
//   indian-rummy:game:ID         a finished game: {v, saved, kind, ...}, kind
//                                "deal" (a finished deal at a scored table, with
//                                its match's export) or "partner" (a partner
//                                match's link)
//   indian-rummy:own:NAME        what one part of the page keeps of its own, one
//                                record (Learn's ratings and streak: "learn")
//
// A record that does not parse, or of another version, is skipped and named in
// `problems()`, never thrown at the page; why, as a message ({id, args}, games.ftl's
// keep-*), as is why nothing can be kept. Storage refused (a private window) or
// full (its quota) makes `working()` false: the table plays on, and the page
// says once that it cannot remember (`onRefused`).
//
//   const keep = createKeep(window.localStorage, { onRefused: (why) => ... });
//   keep.saveMatch("twine", record); keep.match("twine"); keep.dropMatch("twine");
//   keep.addGame(record); keep.games(); keep.forget();
//   keep.record("learn"); keep.saveRecord("learn", record);

export const KEEP_VERSION = 1;
const PREFIX = "indian-rummy:";
const MATCH = PREFIX + "match:";
const GAME = PREFIX + "game:";
const OWN = PREFIX + "own:";

// The browser's localStorage, or null where reading it throws (some private modes).
export function deviceStorage() {
  try {
    return window.localStorage;
  } catch (err) {
    return null;
  }
}

// Why a record could not be read or kept: the message keep-`why`.
function reason(why, args = {}) {
  return { id: `keep-${why}`, args };
}

export function createKeep(storage, { onRefused = () => {}, onForgotten = () => {} } = {}) {
  let refused = storage ? null : reason("nothing");
  let told = false;
  const problems = [];

  function refuse(why) {
    refused = why;
    if (!told) {
      told = true;
      onRefused(why);
    }
  }

  function write(key, record) {
    if (!storage) {
      refuse(refused);
      return false;
    }
    try {
      storage.setItem(key, JSON.stringify({ ...record, v: KEEP_VERSION }));
      refused = null; // room again (after Forget my games, say)
      return true;
    } catch (err) {
      refuse(reason(err && err.name === "QuotaExceededError" ? "full" : "refused"));
      return false;
    }
  }

  // The record under `key`, or null (none, damaged or of another version: noted).
  function read(key) {
    if (!storage) return null;
    let text;
    try {
      text = storage.getItem(key);
    } catch (err) {
      refuse(reason("unread"));
      return null;
    }
    if (text === null) return null;
    try {
      const record = JSON.parse(text);
      if (record && typeof record === "object" && record.v === KEEP_VERSION) return record;
      note(key, record && typeof record === "object" && "v" in record
        ? reason("other-version", { found: String(record.v), version: String(KEEP_VERSION) }) : reason("not-a-record"));
    } catch (err) {
      note(key, reason("damaged"));
    }
    return null;
  }

  function note(key, why) {
    if (!problems.some((p) => p.key === key)) problems.push({ key, why });
  }

  function keys(prefix) {
    const found = [];
    if (!storage) return found;
    try {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key && key.startsWith(prefix)) found.push(key);
      }
    } catch (err) {
      refuse(reason("unread"));
    }
    return found;
  }

  function remove(key) {
    try {
      if (storage) storage.removeItem(key);
    } catch (err) {
      // nothing kept to remove
    }
  }

  return {
    // Whether what is saved is kept (false once storage was refused or full).
    working: () => refused === null,
    // What could not be read: [{key, why}].
    problems: () => problems.slice(),
    match: (profile) => read(MATCH + profile),
    saveMatch: (profile, record) => write(MATCH + profile, { ...record, saved: Date.now() }),
    dropMatch: (profile) => remove(MATCH + profile),
    // Every finished game kept, newest first.
    games() {
      const list = [];
      for (const key of keys(GAME)) {
        const record = read(key);
        if (record && typeof record.id === "string" && typeof record.saved === "number") list.push(record);
        else if (record) note(key, reason("not-a-game"));
      }
      return list.sort((a, b) => b.saved - a.saved);
    },
    // A finished game ({id, kind, ...}); the same id again replaces it.
    addGame: (record) => write(GAME + record.id, { saved: Date.now(), ...record }),
    dropGame: (id) => remove(GAME + id),
    // A part's own record (not a game: Forget my games leaves it), or null.
    record: (name) => read(OWN + name),
    saveRecord: (name, record) => write(OWN + name, { ...record, saved: Date.now() }),
    // Forget my games: every record this page kept (matches and games), and its problems.
    forget() {
      for (const key of keys(MATCH).concat(keys(GAME))) remove(key);
      problems.length = 0;
      onForgotten();
    },
  };
}

// The page's one keep: every part of the page that keeps or reads records uses it.
// Whoever tells the player that nothing can be kept listens with onKeepRefused
// (told once, by the first write refused).
// Whoever keeps something as it is played hears of Forget my games (onKeepForgotten).
const refusedListeners = [];
const forgottenListeners = [];
export const keep = createKeep(deviceStorage(), {
  onRefused: (why) => {
    for (const listener of refusedListeners) listener(why);
  },
  onForgotten: () => {
    for (const listener of forgottenListeners) listener();
  },
});
export function onKeepRefused(listener) {
  refusedListeners.push(listener);
}
export function onKeepForgotten(listener) {
  forgottenListeners.push(listener);
}
