// The table's controller (lichess's ctrl): the one object that owns the page's
// state (the store), the intents on their way and the transport that carries
// them (the engine worker, engine.js, or the partner server's socket, partner.js:
// both `send(type, args)`). The views draw from its store and turn clicks and
// keys into its act(); every message the transport receives comes to receive().
//
//   const ctrl = createController({ store, address });
//   ctrl.use({ table, keeping, scored, declaration });  // the views it tells
//   ctrl.connect(transport);
//   ctrl.act("discard", () => store.selection.card());   // an intent from the controls
//   const reply = await ctrl.ask("review_kept", args);   // a request whose answer a part takes
//
// One intent at a time: the view an intent is made from is the one its answer
// replaces. While one is unanswered, the same intent again (a double click on the
// draw pile) is nothing, and others wait their turn, each made when it goes, from
// the view then (Arrange, then Discard at once: the card Arrange suggests goes). An
// answer that never comes (a lost connection) holds an intent for no longer than
// UNANSWERED_MS. `args` may be a function of nothing, read when the intent goes.
// A request asked (ask) waits its turn the same way, is never dropped as a repeat,
// and is answered to its asker only: a kept deal's review asked while Progress
// works out others is worked out next.

import { onChange } from "../l10n/l10n.js";
import { timeSeed } from "../shell/address.js";
import { playingName } from "./render.js";

// The engine's messages and view this page reads (docs/protocol.md); an engine or
// server speaking another version is refused, not half understood.
export const PROTOCOL = 2;
const UNANSWERED_MS = 4000;

const same = (a, b) => a.type === b.type && (a.args === b.args || JSON.stringify(a.args) === JSON.stringify(b.args));

export function createController({ store, address }) {
  const start = address.start; // the deal to ask for
  const state = {
    transport: null, // {send(type, args)}
    views: null, // {table, keeping, scored, declaration}
    choice: null, // the table asked for in the address, checked against the engine's list
    resuming: null, // the kept match sent to the engine to resume, until it answers
    mayResume: true, // false once the first table was dealt (a restarted engine deals afresh)
    lastIntent: null, // {type, args}: what a confirmation sends again
    unanswered: null, // {type, args, at, asker}: the intent sent and not yet answered
    waiting: [], // [{type, args, asker}]: the intents made meanwhile, in order
  };

  function send(type, args) {
    if (state.transport) state.transport.send(type, args);
  }

  function go(intent) {
    state.views.table.showNotice("");
    const made = typeof intent.args === "function" ? intent.args() : intent.args;
    state.lastIntent = { type: intent.type, args: made };
    state.unanswered = { ...intent, at: performance.now() };
    send(intent.type, made);
  }

  // Whether an intent sent is still waited for: an ask until its answer, an act until
  // its answer or UNANSWERED_MS.
  function busy() {
    const u = state.unanswered;
    return Boolean(u && (u.asker || performance.now() - u.at < UNANSWERED_MS));
  }

  // An intent from the table's controls: only while a table is up.
  function act(type, args) {
    if (!store.view || store.lost) return;
    const intent = { type, args, asker: null };
    if (busy()) {
      if (!same(intent, state.unanswered) && !state.waiting.some((w) => !w.asker && same(intent, w))) {
        state.waiting.push(intent);
      }
      return;
    }
    go(intent);
  }

  // A request whose reply (ok or not) goes to the asker, not to the table. Refused
  // (an Error with code "not_ready" or "stopped") while no table is up or once the
  // engine is lost.
  function ask(type, args) {
    if (!store.view || store.lost) return Promise.reject(Object.assign(new Error(type), { code: "not_ready" }));
    return new Promise((resolve, reject) => {
      const intent = { type, args, asker: { resolve, reject } };
      if (busy()) state.waiting.push(intent);
      else go(intent);
    });
  }

  // The answer to the intent sent came: the next one made meanwhile goes now.
  function answered() {
    state.unanswered = null;
    const next = state.waiting.shift();
    if (!next) return;
    if (next.asker) go(next);
    else act(next.type, next.args);
  }

  // A language change is a redraw: the same state, said again (@fluent/dom has
  // already said again what the markup names).
  onChange(() => store.redraw());

  // A lost engine answers nothing: every request asked is refused.
  store.subscribe((change) => {
    if (change !== "lost" || !store.lost) return;
    const stopped = [state.unanswered, ...state.waiting].filter((i) => i && i.asker);
    state.waiting = state.waiting.filter((i) => !i.asker);
    if (state.unanswered && state.unanswered.asker) state.unanswered = null;
    for (const intent of stopped) intent.asker.reject(Object.assign(new Error(intent.type), { code: "stopped" }));
  });

  // -- what the transport receives --------------------------------------------------

  // The "ready" message: an engine or server of another protocol version is refused.
  function accept(msg) {
    if (msg.protocol === PROTOCOL) return true;
    state.views.table.showFatal({ id: "engine-versions-differ", args: { page: String(PROTOCOL), engine: String(msg.protocol) } });
    return false;
  }

  // Every other message, parsed: "ready" (once accepted), replies, events.
  function receive(msg) {
    if (!msg || typeof msg !== "object") return;
    const reply = typeof msg.ok === "boolean";
    const asked = reply && state.unanswered ? state.unanswered.asker : null;
    if (asked) asked.resolve(msg);
    else take(msg);
    if (reply) answered();
  }

  function take(msg) {
    const { table, keeping, scored, declaration } = state.views;
    if (msg.type === "ready") {
      // The server's hello brings the seat's view. From the worker, first the
      // engine's list of tables, to check the address against; a restarted
      // engine deals the table already chosen.
      if (msg.view) store.setView(msg.view);
      else if (state.choice === null) send("view");
      else newGame();
      return;
    }
    if (msg.type === "event") {
      if (msg.view) store.setView(msg.view);
      if (msg.event === "kept") keeping.take(msg.kept, store.view);
      return;
    }
    if (msg.ok === false && state.resuming) {
      // The kept match would not replay: a new match instead.
      keeping.refused(state.resuming, (msg.error && msg.error.message) || { id: "keeping-engine-refused", args: {} });
      state.resuming = null;
      newGame();
      return;
    }
    state.resuming = null;
    if (msg.ok === false) {
      const error = msg.error || {};
      if (store.view === null && error.code === "bad_request" && !start.retried) {
        // The engine would not take the seed from the address: fall back.
        start.retried = true;
        const seed = timeSeed();
        table.showNotice({ id: "address-seed-refused", args: { seed: String(start.seed), clock: String(seed) } });
        start.seed = seed;
        newGame();
        return;
      }
      if (msg.result) store.setView(msg.result);
      const v = store.view;
      if (error.code === "confirm_declaration") {
        declaration.ask(error.message, { id: "confirm-declare-anyway", args: {} });
      } else if (error.code === "not_your_turn" && v && v.phase === "bot") {
        table.showNotice({ id: "notice-bot-playing", args: { name: playingName(v) } });
      } else {
        table.showError(error.message || { id: "error-move-not-possible", args: {} });
      }
      return;
    }
    if (msg.ok === true && msg.result) {
      if (store.view === null && state.choice === null && msg.result.phase === "idle") {
        store.setCatalogue(msg.result);
        state.choice = scored.choose(address.params);
        if (state.choice.notes.length) table.showNotice([start.note, ...state.choice.notes].filter(Boolean));
        newGame();
        return;
      }
      table.clearError();
      store.setView(msg.result);
    }
  }

  // The table chosen, as its catalogue entry describes it: the guided first deal
  // where it offers one; the seats and bots where the player chooses them (a
  // table with a bot of its own seats just that one).
  function newGame() {
    const { choice } = state;
    const { table } = choice;
    if (state.mayResume) {
      state.mayResume = false;
      // A scored table's address resumes the match of its kind kept on this device,
      // unless the chooser asked for a new one (&new=1, then taken out of the address).
      const fresh = address.params.get("new") !== null;
      if (fresh) {
        const url = new URL(window.location.href);
        url.searchParams.delete("new");
        window.history.replaceState(window.history.state, "", url);
      }
      const kept = table.scored && !fresh ? state.views.keeping.resumable(table.profile, choice.format) : null;
      if (kept) {
        state.resuming = kept;
        state.views.keeping.resumed(kept);
        send("resume", { match: kept.match, options: kept.options || {} });
        return;
      }
    }
    const args = { seed: start.seed, guided: start.guided && table.guided, profile: table.profile, format: choice.format };
    if (!table.bot) args.players = choice.players;
    if (!table.bot && choice.bot) args.bot = choice.bot;
    if (choice.clock) args.clock = { turn: choice.clock };
    send("new_game", args);
  }

  return {
    store,
    act,
    ask,
    accept,
    receive,
    // The views the controller tells what came (the renderer, the kept match, the
    // scored table's chooser, the declaration's confirmation).
    use(views) {
      state.views = views;
    },
    connect(transport) {
      state.transport = transport;
      return transport;
    },
    get transport() {
      return state.transport;
    },
    // The player's yes to a declaration the engine asked about: the same one again, confirmed.
    confirmLast() {
      if (state.lastIntent) act(state.lastIntent.type, { ...state.lastIntent.args, confirm: true });
    },
  };
}
