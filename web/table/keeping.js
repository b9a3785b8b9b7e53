// Keeping the match at a scored table against bots as it is played, and finding
// it again after a reload, a closed tab or the browser's restart
// (docs/protocol.md, "Kept on the device"). After each move the engine worker
// sends what it added to the match's log (a "kept" event: only the new
// records); this keeps the device's copy whole, under the table's kind (one
// unfinished match per kind), adds a record of each deal as it ends, and drops
// the copy once the match is over. The practice table sends nothing here.
//
//   const keeping = createKeeping({ notice });
//   keeping.resumable(profile, format);   // the kept record to resume, or null
//   keeping.resumed(record);              // it was sent to the engine
//   keeping.take(kept, view);             // a "kept" event, with the view it came after

import { listed } from "../shell/dom.js";
import { keep, onKeepForgotten, onKeepRefused } from "../shell/keep.js";
import { msg, t } from "../l10n/l10n.js";

const MATCH_KEY = "indian-rummy:match:";

// What a kept match is, to be said in any language: its format, its bots (keys) and deal.
function matchParts(v) {
  // A bot seated twice is named once here.
  const bots = Array.from(new Set(v.seats.filter((s) => s.bot).map((s) => s.bot)));
  return { format: v.standings.title, bots, deal: v.standings.deal };
}

// What the chooser offers to continue: "Pool 101 against Kiran, deal 3", in the
// page's language (a record kept before it had its parts says its title).
export function matchWords(record) {
  const words = record.words;
  if (!words || !Array.isArray(words.bots)) return record.title;
  const bots = listed(words.bots.map((bot) => t("bot-" + bot)));
  return t("keeping-match-title", { format: msg(words.format), bots, deal: words.deal });
}

// A kept match record the engine can be asked to resume (the engine checks the rest).
export function usableMatch(record) {
  return Boolean(record && typeof record.title === "string" && record.match && typeof record.match === "object" &&
    typeof record.match.profile === "string" && Array.isArray(record.match.log));
}

// The log of a match up to and including the end of deal `n` (not its next_deal).
function upToEndOf(log, n) {
  let end = 0;
  log.forEach((record, k) => {
    if (record.deal === n && record.action !== "next_deal") end = k + 1;
  });
  return log.slice(0, end);
}

// The record of a finished deal (the contract's "finished deal" shape), from the
// view of its end and the match kept so far.
function dealRecord(copy, v, n) {
  const you = v.result.scores.find((row) => row.you) || null;
  const winner = v.result.winner === null ? null : v.seats[v.result.winner].name;
  const match = { ...copy.match, log: upToEndOf(copy.match.log, n) };
  return {
    id: `deal-${match.profile}-${match.seed}-${n}-${copy.started}`,
    kind: "deal",
    profile: match.profile,
    table: v.profile_title,
    format: match.format,
    format_title: v.standings.title,
    seats: v.seats.map((s) => ({ name: s.name, bot: s.bot })),
    seat: v.seat,
    deal: n,
    outcome: you ? you.outcome : null,
    points: you ? you.points : 0,
    winner,
    match,
    marks: null,
  };
}

export function createKeeping({ notice }) {
  let copy = null; // {started, finished, match, options}: the match kept, as the device has it
  let base = null; // the record resumed: its start time and deals already recorded
  // Forget my games forgets the match being played too: it is not kept again, only
  // the next match is.
  let forgotten = false;
  onKeepForgotten(() => {
    copy = null;
    base = null;
    forgotten = true;
  });
  onKeepRefused((why) =>
    notice({ id: "keeping-refused", args: { why } })
  );

  // The kept match of this kind of table, if it is of this format; a kept match
  // that cannot be read is skipped, and said so (a new match replaces it).
  function resumable(profile, format) {
    const record = keep.match(profile);
    const problem = keep.problems().find((p) => p.key === MATCH_KEY + profile);
    if (!record && problem) {
      notice({ id: "keeping-unreadable", args: { why: problem.why } });
      return null;
    }
    if (!record) return null;
    if (!usableMatch(record)) {
      notice({ id: "keeping-unknown", args: {} });
      return null;
    }
    return record.match.profile === profile && record.match.format === format ? record : null;
  }

  // The engine would not resume it: say why, and forget it (a new match starts).
  function refused(record, message) {
    keep.dropMatch(record.match.profile);
    base = null;
    notice({ id: "keeping-not-resumed", args: { why: msg(message).replace(/\.$/, "") } });
  }

  function take(kept, v) {
    if (!kept || !kept.match || !v || !v.standings) return;
    if (forgotten && !kept.new) return;
    forgotten = false;
    const profile = kept.match.profile;
    if (kept.new || !copy) {
      const resumed = base && base.match.profile === profile && base.match.seed === kept.match.seed ? base : null;
      copy = {
        started: resumed && typeof resumed.started === "number" ? resumed.started : Date.now(),
        finished: resumed && typeof resumed.finished === "number" ? resumed.finished : kept.finished,
        match: { ...kept.match, log: [] },
        options: kept.options,
      };
      base = null;
    }
    copy.match = { ...kept.match, log: copy.match.log.slice(0, kept.from).concat(kept.log) };
    copy.options = kept.options;
    // A deal just ended: its record, once (a resumed match's earlier deals have theirs).
    if (kept.finished > copy.finished && v.result && v.standings.deal === kept.finished) {
      keep.addGame(dealRecord(copy, v, kept.finished));
    }
    copy.finished = kept.finished;
    if (kept.over) keep.dropMatch(profile);
    else {
      const words = matchParts(v);
      keep.saveMatch(profile, {
        title: matchWords({ words }),
        words,
        started: copy.started,
        finished: copy.finished,
        match: copy.match,
        options: copy.options,
      });
    }
  }

  return {
    resumable,
    resumed: (record) => {
      base = record;
    },
    refused,
    take,
  };
}
