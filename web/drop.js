// Drop: leave the deal before drawing, for the points the view says it costs
// now. A confirmation stands between the button (or the X key) and the
// request, so a stray tap costs nothing. When the view says no, the button is
// disabled and the engine's reason is shown beside it.

export const DROP_KEY = "x";

export function createDrop(piles, send) {
  const slot = document.createElement("div");
  slot.className = "pile drop-slot";
  slot.hidden = true;
  slot.innerHTML =
    '<button type="button" class="btn drop" id="drop" aria-keyshortcuts="X" ' +
    'aria-describedby="drop-why" disabled>Drop</button>' +
    '<p class="drop-why" id="drop-why"></p>';
  piles.append(slot);
  const button = slot.querySelector("#drop");
  const why = slot.querySelector("#drop-why");

  const dialog = document.createElement("dialog");
  dialog.className = "confirm";
  dialog.id = "drop-confirm";
  dialog.setAttribute("aria-labelledby", "drop-confirm-title");
  dialog.setAttribute("aria-describedby", "drop-confirm-text");
  dialog.innerHTML =
    '<h2 id="drop-confirm-title">Drop out of this deal?</h2>' +
    '<p id="drop-confirm-text"></p>' +
    '<div class="confirm-buttons">' +
    '<button type="button" class="btn keep" autofocus>Keep playing</button>' +
    '<button type="button" class="btn primary confirm-drop"></button>' +
    "</div>";
  document.body.append(dialog);
  const text = dialog.querySelector("#drop-confirm-text");
  const confirm = dialog.querySelector(".confirm-drop");
  let cost = null;
  let allowed = false;

  function ask() {
    if (!allowed || dialog.open) return;
    text.textContent =
      `It costs ${cost} points. You sit out the rest of this deal and the others play it on.`;
    confirm.textContent = `Drop for ${cost} points`;
    dialog.showModal();
  }

  button.addEventListener("click", ask);
  dialog.querySelector(".keep").addEventListener("click", () => dialog.close());
  confirm.addEventListener("click", () => {
    dialog.close();
    if (allowed) send("drop", {});
  });

  function render(v) {
    slot.hidden = false;
    allowed = Boolean(v.controls.drop) && v.drop_cost !== null;
    cost = v.drop_cost;
    button.disabled = !allowed;
    const label = allowed ? `Drop · ${cost} points` : "Drop";
    if (button.textContent !== label) button.textContent = label;
    const reason = allowed ? `Leave this deal now for ${cost} points (key X).` : v.drop_reason || "";
    if (why.textContent !== reason) why.textContent = reason;
    if (!allowed && dialog.open) dialog.close();
  }

  function hide() {
    slot.hidden = true;
    allowed = false;
  }

  return { render, hide, ask, button };
}
