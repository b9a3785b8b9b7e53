// The turn clock of a bot table (off unless chosen: ?clock=30 or 60, chooser.js).
// The view says the table has one (`clock`: seconds a turn, the reserve for the
// match, your timeouts in a row); the page times your turns here, as the server
// does in partner play: each turn has its seconds, and a turn that takes longer
// spends the reserve. When both run out it sends `timeout`, and the engine plays
// the clock's move (engine/clock.py); the view's message says what it played.

import { WARN_SECONDS, clockWords } from "./clock-line.js";
import { part } from "../shell/dom.js";
import { t } from "../l10n/l10n.js";
import { store } from "../shell/store.js";

function yourTurn(v) {
  return Boolean(v && v.clock && !v.result && (v.phase === "draw" || v.phase === "discard"));
}

export function setupTableClock(status, send) {
  const line = part("p", "partner-clock table-clock", "", { id: "table-clock", hidden: true });
  // The countdown is not read out every second; its warning is, once a turn.
  const warning = part("p", "visually-hidden", "", { "aria-live": "assertive" });
  status.after(line, warning);
  let match = null; // the match the reserve belongs to (its seed)
  let reserve = 0; // ms of reserve left
  let turn = null; // your turn under way: {began, deadline} in ms
  let timer = null;
  let warned = false;

  function draw() {
    const v = store.view;
    if (!v || !v.clock || v.result || store.lost) {
      line.hidden = true;
      return;
    }
    line.hidden = false;
    let text;
    if (turn) {
      const left = Math.max(0, Math.ceil((turn.deadline - Date.now()) / 1000));
      text = clockWords(left, null, Math.floor(reserve / 1000));
      line.classList.toggle("warning", left <= WARN_SECONDS);
      if (left <= WARN_SECONDS && !warned) {
        warned = true;
        warning.textContent = t("clock-warning", { left });
      }
    } else {
      text = t("clock-reserve", { turn: v.clock.turn, reserve: Math.round(reserve / 1000) });
      line.classList.remove("warning");
    }
    if (line.textContent !== text) line.textContent = text;
  }

  function stop() {
    clearTimeout(timer);
    timer = null;
  }

  // Each view: your turn begins or ends. Also the view already drawn when this is set up
  // (app.js loads it after the first view).
  function follow(change) {
    const v = store.view;
    if (change === "lost" || !v || !v.clock) {
      stop();
      turn = null;
      draw();
      return;
    }
    if (change !== "view") return;
    if (v.seed !== match) {
      match = v.seed;
      reserve = v.clock.reserve * 1000;
      turn = null;
      stop();
    }
    const now = Date.now();
    if (yourTurn(v) && !turn) {
      turn = { began: now, deadline: now + v.clock.turn * 1000 + reserve };
      warned = false;
      warning.textContent = "";
      timer = setTimeout(() => {
        timer = null;
        reserve = 0; // the deadline is the turn's seconds and the whole reserve
        send("timeout", {});
      }, turn.deadline - now);
    } else if (!yourTurn(v) && turn) {
      reserve = Math.max(0, reserve - Math.max(0, now - turn.began - v.clock.turn * 1000));
      turn = null;
      stop();
    }
    draw();
  }

  store.subscribe(follow);
  follow("view");
  setInterval(draw, 500);
}
