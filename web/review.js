// The review of a finished deal, from the view's "review" (asked for with Review
// this deal): the summary, each of your turns with its mark and the coach's
// choice, and a step-through of the deal from your seat (your hand, the open
// card and the others' moves before each turn). The engine did the judging;
// this only draws it.

import { staticCard } from "./cards.js";
import { createDialog, openDialog } from "./dialog.js";
import { part } from "./dom.js";

const MARK_WORDS = { good: "Good", inaccuracy: "Inaccuracy", mistake: "Mistake", blunder: "Blunder" };

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function createReview() {
  const dialog = createDialog({
    id: "review",
    className: "confirm review",
    labelledBy: "review-title",
    describedBy: "review-summary",
    children: [
      part("h2", "", "Review of the deal", { id: "review-title" }),
      part("p", "review-summary", "", { id: "review-summary" }),
      part("p", "review-how", "Each turn is judged by what you could see then, against the coach's choice: " +
        "by how far it left your hand from a declaration. See the guide's coach section."),
      part("ol", "review-turns", [], { id: "review-turns" }),
      part("section", "review-step", [
        part("h3", "", "Step through the deal", { id: "review-step-title" }),
        part("p", "review-step-head", "", { id: "review-step-head", "aria-live": "polite" }),
        part("p", "review-step-others", "", { id: "review-step-others" }),
        part("div", "review-step-cards", [
          part("div", "review-step-top", [], { id: "review-step-top" }),
          part("div", "review-step-hand", [],
            { id: "review-step-hand", role: "group", "aria-label": "Your hand before the turn" }),
        ]),
        part("p", "review-step-did", "", { id: "review-step-did" }),
        part("div", "review-nav", [
          part("button", "btn", "Previous turn", { type: "button", id: "review-prev" }),
          part("button", "btn", "Next turn", { type: "button", id: "review-next" }),
        ]),
      ], { "aria-labelledby": "review-step-title" }),
      part("div", "confirm-buttons",
        [part("button", "btn keep review-close", "Close", { type: "button", autofocus: true })]),
    ],
    closeWith: ".review-close",
  });
  const $ = (id) => dialog.querySelector(`#${id}`);
  let turns = [];
  let at = 0;

  function step(index) {
    at = Math.max(0, Math.min(turns.length - 1, index));
    const turn = turns[at];
    $("review-prev").disabled = at === 0;
    $("review-next").disabled = at >= turns.length - 1;
    if (!turn) {
      $("review-step-head").textContent = "No turns of yours in this deal.";
      return;
    }
    $("review-step-head").textContent = `Turn ${turn.turn} of ${turns.length}: ${MARK_WORDS[turn.mark]}`;
    $("review-step-others").textContent = turn.others.length ? `Before it: ${turn.others.join(" ")}` : "";
    const top = $("review-step-top");
    top.textContent = "";
    top.append(part("span", "review-label", "Open card"));
    if (turn.top) top.append(staticCard(turn.top, "mini"));
    else top.append(part("span", "", "none"));
    const hand = $("review-step-hand");
    hand.textContent = "";
    for (const card of turn.hand) hand.append(staticCard(card, "mini"));
    $("review-step-did").textContent = `You ${turn.did}. The coach: ${turn.coach}. ${turn.note}`;
    for (const [k, item] of Array.from($("review-turns").children).entries()) {
      item.classList.toggle("current", k === at);
    }
  }

  $("review-prev").addEventListener("click", () => step(at - 1));
  $("review-next").addEventListener("click", () => step(at + 1));

  function show(review) {
    turns = review.turns;
    $("review-title").textContent = `Review of deal ${review.deal}`;
    $("review-summary").textContent = review.summary;
    const list = $("review-turns");
    list.textContent = "";
    turns.forEach((turn, k) => {
      const item = part("li", `review-turn mark-${turn.mark}`);
      const head = part("p", "review-turn-head");
      head.append(part("strong", "review-mark", MARK_WORDS[turn.mark]), " ", capital(turn.did) + ".");
      item.append(head, part("p", "review-turn-coach", `The coach: ${turn.coach}. ${turn.note}`));
      item.addEventListener("click", () => step(k));
      list.append(item);
    });
    step(0);
    if (!dialog.open) openDialog(dialog);
  }

  return { show };
}
