// Your mistakes' Leitner box (Learn shows it: learn/mistakes.js): every turn the
// Review marks a mistake or a blunder in a deal this device keeps becomes a puzzle of
// yours, kept in the box on the device (keep.js: its own record, "mistakes"). It is
// shown again 1 day after the review, then, each right answer on its day moving it up
// a box, DAYS later (a wrong answer sends it back to the first box, and its right
// answers start over); after RIGHTS right answers it is solved and leaves the box. Days are the device's calendar days: a puzzle due on a
// day is due from that day's midnight. A mistake whose kept game was deleted (Forget
// my games, say) leaves the box with it.
//
// A mistake is opened on the table by the worker's `puzzle` request from the kept
// match: {match, deal, seat, turn, step}, `step` the step of the turn that lost the
// points ("draw": the turn's draw, drop or declaration; "discard": its throw).
//
// It lives with the review (this layer): the review records into it as it is drawn,
// Progress counts it, and Learn, above, shows and answers it.
//
//   noteReview(review, match, view);   // a review drawn (review.js): records its mistakes
//   recordReview(gameKey, match, review); due(now); answer(id, right, now); counts(now);
//   next(now);   // when the next mistake not yet due comes back

import { keep } from "../shell/keep.js";

const KEPT = "mistakes";
// The days a mistake waits in each box before it is shown again.
export const DAYS = [1, 3, 7, 30];
// Right answers in a row, each on its day, that solve a mistake.
export const RIGHTS = 2;
const MARKED = new Set(["mistake", "blunder"]);

// Midnight `days` calendar days after the day of `ms`, on the device's clock.
function dayAfter(ms, days) {
  const when = new Date(ms);
  return new Date(when.getFullYear(), when.getMonth(), when.getDate() + days).getTime();
}

// The step of a turn that lost the most points: its first (the draw, drop or
// declaration that opens it) or its throw.
function worstStep(turn) {
  let worst = 0;
  turn.steps.forEach((step, k) => {
    if (step.loss > turn.steps[worst].loss) worst = k;
  });
  return worst === 0 ? "draw" : "discard";
}

// The box in `keep` (keep.js's: the box is its own record, "mistakes"), its mistakes'
// games read from `keep.games()`.
export function createBox(keep) {
  const read = () => {
    const record = keep.record(KEPT);
    return record && record.mistakes && typeof record.mistakes === "object" ? record.mistakes : {};
  };
  const write = (mistakes) => keep.saveRecord(KEPT, { mistakes });

  // The mistakes whose kept games are still kept (the others leave the box now).
  function live() {
    const mistakes = read();
    const kept = new Set(keep.games().map((game) => game.id));
    const gone = Object.keys(mistakes).filter((id) => !kept.has(mistakes[id].game));
    for (const id of gone) delete mistakes[id];
    if (gone.length) write(mistakes);
    return mistakes;
  }

  const waiting = (mistakes) => Object.values(mistakes).filter((m) => m.solved === null);

  return {
    // Each turn of `review` (a deal of kept game `gameKey`, whose record holds the
    // kept `match`) marked a mistake or a blunder, put in the first box once, due
    // the day after `now`; returns how many were new (none if the game is not kept).
    recordReview(gameKey, match, review, now = Date.now()) {
      if (!match || !keep.games().some((game) => game.id === gameKey)) return 0;
      const mistakes = live();
      let added = 0;
      for (const turn of review.turns) {
        const id = `${gameKey}/${review.deal}/${turn.turn}`;
        if (!MARKED.has(turn.mark) || mistakes[id]) continue;
        mistakes[id] = {
          id, game: gameKey, deal: review.deal, seat: review.seat, turn: turn.turn, step: worstStep(turn),
          mark: turn.mark, loss: turn.loss, box: 0, due: dayAfter(now, DAYS[0]), solved: null,
        };
        added += 1;
      }
      if (added) write(mistakes);
      return added;
    },
    // The mistakes due by `now`, the longest due first.
    due(now) {
      return waiting(live()).filter((m) => m.due <= now).sort((a, b) => a.due - b.due || (a.id < b.id ? -1 : 1));
    },
    // The answer to mistake `id` on its day: right moves it up a box (solved after
    // RIGHTS), wrong back to the first. Returns the mistake as it now is, or null
    // when it is not due (an answer before its day does not count).
    answer(id, right, now) {
      const mistakes = live();
      const mistake = mistakes[id];
      if (!mistake || mistake.solved !== null || mistake.due > now) return null;
      mistake.box = right ? mistake.box + 1 : 0;
      if (mistake.box >= RIGHTS) mistake.solved = now;
      else mistake.due = dayAfter(now, DAYS[mistake.box]);
      write(mistakes);
      return { ...mistake };
    },
    // How many wait in the box, how many of them are due by `now`, how many were solved.
    counts(now) {
      const mistakes = live();
      const left = waiting(mistakes);
      return { waiting: left.length, due: left.filter((m) => m.due <= now).length,
        solved: Object.keys(mistakes).length - left.length };
    },
    // When the next mistake not yet due comes back (ms), or null.
    next(now) {
      const later = waiting(live()).filter((m) => m.due > now).map((m) => m.due);
      return later.length ? Math.min(...later) : null;
    },
  };
}

// The page's box, in the page's keep.
export const { recordReview, due, answer, counts, next } = createBox(keep);

// The kept deal a review is of: with the kept match it was worked out from (Your
// games), the record of that deal kept of the same match; without (the review at a
// scored table, of the deal just played), the newest kept deal of the table's match.
function keptGameOf(review, match, view) {
  const deals = keep.games().filter((g) => g.kind === "deal" && g.match && g.deal === review.deal && g.seat === review.seat);
  if (match) {
    const log = JSON.stringify(match.log.slice(0, review.log_end));
    return deals.find((g) => g.match.seed === match.seed && JSON.stringify(g.match.log) === log) || null;
  }
  if (!view || !view.standings) return null; // the practice table keeps nothing
  return deals.find((g) => g.profile === view.profile && g.match.seed === view.seed) || null;
}

// A review drawn (review.js): its mistakes and blunders, if the deal is one this device keeps.
export function noteReview(review, match, view) {
  const game = keptGameOf(review, match, view);
  if (game) recordReview(game.id, game.match, review);
}
