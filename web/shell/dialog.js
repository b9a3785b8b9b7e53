// The table's modal dialogs. A native <dialog> opened with showModal() keeps
// focus inside itself, closes on Escape and gives focus back to the control
// that opened it; what is left to share is building one and its two kinds:
// a form (the table chooser, the invitation) and a question with a safe
// answer and a risky one (Drop, New match).

import { part, said } from "./dom.js";
import { msg } from "../l10n/l10n.js";
import { store } from "./store.js";

// A <dialog> on the page holding `children`, labelled by its title (and
// described by `describedBy`); every element matching `closeWith` closes it.
// The store knows which dialog is open.
export function createDialog({ id, className, labelledBy, describedBy, children, closeWith }) {
  const dialog = part("dialog", className, children,
    { id, "aria-labelledby": labelledBy, "aria-describedby": describedBy });
  document.body.append(dialog);
  if (closeWith) {
    for (const button of dialog.querySelectorAll(closeWith)) button.addEventListener("click", () => closeDialog(dialog));
  }
  dialog.addEventListener("close", () => {
    if (store.dialog === id) store.setDialog(null);
  });
  return dialog;
}

// Closes a dialog and tells the store at once: its close event comes a task later,
// and a key pressed in between (X again after Keep playing) must find none open.
export function closeDialog(dialog) {
  if (dialog.open) dialog.close();
  if (store.dialog === dialog.id) store.setDialog(null);
}

// Opens a dialog made by createDialog, as the store's open dialog.
export function openDialog(dialog) {
  dialog.showModal();
  store.setDialog(dialog.id);
}

// A question before a step that cannot be undone, asked only while no other
// dialog is open (the store knows). The safe answer ("keep")
// has the focus, so a stray Enter or tap changes nothing. `title` and `keep` are
// message ids (l10n.js); `ask(text, label)` opens it with this time's explanation
// and wording of the risky answer, as messages (or texts); choosing that answer
// closes it and calls `onConfirm`.
export function createConfirm({ id, title, keep, confirmClass, onConfirm }) {
  const dialog = createDialog({
    id,
    className: "confirm",
    labelledBy: `${id}-title`,
    describedBy: `${id}-text`,
    children: [
      said("h2", "", title, { id: `${id}-title` }),
      part("p", "", "", { id: `${id}-text` }),
      part("div", "confirm-buttons", [
        said("button", "btn keep", keep, { type: "button", autofocus: true }),
        part("button", `btn primary ${confirmClass}`, "", { type: "button" }),
      ]),
    ],
    closeWith: ".keep",
  });
  const text = dialog.querySelector(`#${id}-text`);
  const confirm = dialog.querySelector(`.${confirmClass}`);
  confirm.addEventListener("click", () => {
    closeDialog(dialog);
    onConfirm();
  });

  function ask(explanation, label) {
    if (store.dialog !== null) return; // one question at a time, never over another dialog
    text.textContent = msg(explanation);
    confirm.textContent = msg(label);
    openDialog(dialog);
  }

  return { dialog, ask, close: () => closeDialog(dialog) };
}
