// The review of a finished deal, from the view's "review" (asked for with Review
// this deal): the summary, each of your turns with its mark and the coach's
// choice, and a step-through of the deal from your seat (your hand, the open
// card and the others' moves before each turn). The engine did the judging;
// this only draws it.

import { staticCard } from "./cards.js";
import { createDialog } from "./dialog.js";
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
    html:
      '<h2 id="review-title">Review of the deal</h2>' +
      '<p class="review-summary" id="review-summary"></p>' +
      '<p class="review-how">Each turn is judged by what you could see then, against the coach\'s choice: ' +
      "by how far it left your hand from a declaration. See the guide's coach section.</p>" +
      '<ol class="review-turns" id="review-turns"></ol>' +
      '<section class="review-step" aria-labelledby="review-step-title">' +
      '<h3 id="review-step-title">Step through the deal</h3>' +
      '<p class="review-step-head" id="review-step-head" aria-live="polite"></p>' +
      '<p class="review-step-others" id="review-step-others"></p>' +
      '<div class="review-step-cards"><div class="review-step-top" id="review-step-top"></div>' +
      '<div class="review-step-hand" id="review-step-hand" role="group" aria-label="Your hand before the turn"></div></div>' +
      '<p class="review-step-did" id="review-step-did"></p>' +
      '<div class="review-nav">' +
      '<button type="button" class="btn" id="review-prev">Previous turn</button>' +
      '<button type="button" class="btn" id="review-next">Next turn</button>' +
      "</div></section>" +
      '<div class="confirm-buttons"><button type="button" class="btn keep review-close" autofocus>Close</button></div>',
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
    if (!dialog.open) dialog.showModal();
  }

  return { show };
}
