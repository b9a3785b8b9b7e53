// The table's modal dialogs. A native <dialog> opened with showModal() keeps
// focus inside itself, closes on Escape and gives focus back to the control
// that opened it; what is left to share is building one and its two kinds:
// a form (the table chooser, the invitation) and a question with a safe
// answer and a risky one (Drop, New match).

// A <dialog> on the page, labelled by its title (and described by `describedBy`);
// every element matching `closeWith` closes it.
export function createDialog({ id, className, labelledBy, describedBy, html, closeWith }) {
  const dialog = document.createElement("dialog");
  dialog.className = className;
  dialog.id = id;
  dialog.setAttribute("aria-labelledby", labelledBy);
  if (describedBy) dialog.setAttribute("aria-describedby", describedBy);
  dialog.innerHTML = html;
  document.body.append(dialog);
  if (closeWith) {
    for (const button of dialog.querySelectorAll(closeWith)) button.addEventListener("click", () => dialog.close());
  }
  return dialog;
}

// A question before a step that cannot be undone. The safe answer ("keep")
// has the focus, so a stray Enter or tap changes nothing. `ask(text, label)`
// opens it with this time's explanation and wording of the risky answer;
// choosing that answer closes it and calls `onConfirm`.
export function createConfirm({ id, title, keep, confirmClass, onConfirm }) {
  const dialog = createDialog({
    id,
    className: "confirm",
    labelledBy: `${id}-title`,
    describedBy: `${id}-text`,
    html:
      `<h2 id="${id}-title">${title}</h2>` +
      `<p id="${id}-text"></p>` +
      '<div class="confirm-buttons">' +
      `<button type="button" class="btn keep" autofocus>${keep}</button>` +
      `<button type="button" class="btn primary ${confirmClass}"></button>` +
      "</div>",
    closeWith: ".keep",
  });
  const text = dialog.querySelector(`#${id}-text`);
  const confirm = dialog.querySelector(`.${confirmClass}`);
  confirm.addEventListener("click", () => {
    dialog.close();
    onConfirm();
  });

  function ask(explanation, label) {
    if (dialog.open) return;
    text.textContent = explanation;
    confirm.textContent = label;
    dialog.showModal();
  }

  return { dialog, ask, close: () => dialog.open && dialog.close() };
}
