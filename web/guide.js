// The full guide: in the player's language (its catalog and the table's, with the
// language control at its top), a Print button, and guide.html?print=1 (what the
// table's Print guide button opens) shows the print dialog once the page has
// loaded. Opening the guide directly also sets up offline play, like the table does.

import { registerServiceWorker } from "./shell/install.js";
import * as l10n from "./l10n/l10n.js";

// The English in guide.html stays on screen until the catalogs arrive (and if
// they never do), so the guide can always be read. The guide names the table's
// controls by the table's own messages (guide.ftl refers to them), so it reads the
// table's catalogs beside its own.
const AREAS = ["guide", ...l10n.TABLE_AREAS.first, ...l10n.TABLE_AREAS.later];
const translated = l10n.start(AREAS).then(
  () => document.querySelector(".masthead-inner").prepend(l10n.languageControl()),
  (err) => console.error(err)
);

const printButton = document.getElementById("print-guide");
if (printButton && typeof window.print === "function") {
  printButton.hidden = false;
  printButton.addEventListener("click", () => window.print());
}

function printRequested() {
  try {
    return new URL(window.location.href).searchParams.get("print") === "1";
  } catch (err) {
    return false;
  }
}

let printed = false;

function printOnce() {
  if (printed) return;
  printed = true;
  // Drop ?print=1 from the address, so that reloading the guide later does
  // not bring the dialog back.
  try {
    const url = new URL(window.location.href);
    url.searchParams.delete("print");
    window.history.replaceState(window.history.state, "", url.href);
  } catch (err) {
    // the address stays as it is
  }
  window.print();
}

if (printRequested()) {
  // Wait for styles, the translation and fonts so the first print preview is
  // complete, then give the browser a frame to lay the page out (a timer covers
  // tabs that start in the background, where frames are not drawn).
  const whenLoaded =
    document.readyState === "complete"
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  Promise.all([whenLoaded, translated])
    .then(() => (document.fonts && document.fonts.ready ? document.fonts.ready : null))
    .then(
      () =>
        new Promise((resolve) => {
          window.requestAnimationFrame(() => resolve());
          window.setTimeout(resolve, 250);
        })
    )
    .then(printOnce, printOnce);
}

registerServiceWorker();
