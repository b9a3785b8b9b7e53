// Every word the page shows, in the player's language: Project Fluent catalogs
// (locales/<language>/<area>.ftl, from src/indian_rummy/locales) rendered with
// @fluent/bundle, shipped with the site (fluent/bundle/, fluent/langneg/), never
// from another host.
//
// The engine sends messages, not sentences: {id, args}; msg() renders one (args
// that are messages are rendered first, as the server's renderer does). Static
// markup names its message: data-l10n-id (with data-l10n-args, JSON), its
// attributes (.aria-label, .title, .placeholder, .alt, .content) filled from the
// message's attributes; data-l10n-markup lets a message carry a few inline tags
// (kbd, strong, em, code, b, i, br, span, q, a with the element's own link).
//
// The language: ?lang= in the address (so an invite link can say it), else the
// one chosen here before (a setting on the device, not progress), else the
// browser's languages. "en-XA" is the pseudo-locale: English made visibly
// strange and about a third longer, to find words that do not come from here.

export const LANGUAGES = ["en", "hi"];
export const NAMES = { en: "English", hi: "हिन्दी" };
export const PSEUDO = "en-XA";
const SETTING = "indian-rummy:language";
const SOURCE_LANGUAGE = "en";

let current = "en";
let bundle = null;
let FluentBundleClass = null;
let FluentResourceClass = null;
let areasLoaded = [];
const listeners = new Set();

// -- choosing --------------------------------------------------------------

function stored() {
  try {
    return window.localStorage.getItem(SETTING);
  } catch (err) {
    return null;
  }
}

function store(language) {
  try {
    window.localStorage.setItem(SETTING, language);
  } catch (err) {
    // a browser that keeps nothing: the choice lasts this visit
  }
}

function known(language) {
  return language === PSEUDO || LANGUAGES.includes(language);
}

// The address's ?lang=, else the setting, else the browser's (negotiated).
export async function chooseLanguage(href = window.location.href) {
  let asked = null;
  try {
    asked = new URL(href).searchParams.get("lang");
  } catch (err) {
    asked = null;
  }
  if (asked && known(asked)) return asked;
  const kept = stored();
  if (kept && known(kept)) return kept;
  const { negotiateLanguages } = await import("../fluent/langneg/index.js");
  const wanted = Array.from(navigator.languages || [navigator.language || SOURCE_LANGUAGE]);
  return negotiateLanguages(wanted, LANGUAGES, { defaultLocale: SOURCE_LANGUAGE, strategy: "lookup" })[0];
}

// -- the pseudo-locale -----------------------------------------------------

const ACCENTED = {};
"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").forEach((c, i) => {
  ACCENTED[c] = "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ"[i];
});

// Every letter accented, every vowel doubled: visibly not English, and about a
// third longer, as translations often are. Inline markup (<span class="card">,
// &amp;) stays as it is, so that data-l10n-markup still finds its tags.
export function pseudo(text) {
  return text.split(/(<[^>]*>|&#?\w+;)/).map((part, i) => {
    if (i % 2) return part;
    let out = "";
    for (const c of part) {
      const a = ACCENTED[c];
      out += a === undefined ? c : ("aeiouAEIOU".includes(c) ? a + a : a);
    }
    return out;
  }).join("");
}

// -- loading ---------------------------------------------------------------

async function fluent() {
  if (!FluentBundleClass) {
    const module = await import("../fluent/bundle/index.js");
    FluentBundleClass = module.FluentBundle;
    FluentResourceClass = module.FluentResource;
  }
}

// The catalogs a language reads: the pseudo-locale is English, transformed.
function catalogOf(language) {
  return language === PSEUDO ? SOURCE_LANGUAGE : language;
}

function makeBundle(language, texts) {
  const catalog = catalogOf(language);
  const made = new FluentBundleClass(catalog, {
    useIsolating: false,
    transform: language === PSEUDO ? pseudo : (text) => text,
  });
  for (const text of texts) {
    const errors = made.addResource(new FluentResourceClass(text));
    if (errors.length) console.error("catalog " + catalog + ":", errors[0]);
  }
  return made;
}

async function fetchAreas(language, areas) {
  const folder = catalogOf(language);
  return Promise.all(areas.map(async (area) => {
    const answer = await fetch(new URL(`../locales/${folder}/${area}.ftl`, import.meta.url));
    if (!answer.ok) throw new Error(`locales/${folder}/${area}.ftl: ${answer.status}`);
    return answer.text();
  }));
}

// Load `areas` (catalog names) in the chosen language and translate the page.
export async function start(areas, href) {
  await fluent();
  areasLoaded = areas.slice();
  const language = await chooseLanguage(href);
  await load(language);
  return current;
}

async function load(language) {
  const texts = await fetchAreas(language, areasLoaded);
  bundle = makeBundle(language, texts);
  current = language;
  if (typeof document !== "undefined") {
    document.documentElement.lang = language;
    translate(document);
  }
  keepOffline(language);
}

// Ask the service worker (if this page has one) to keep the language's catalogs
// for offline play: a visit keeps only the languages it uses (sw.js).
function keepOffline(language) {
  const workers = typeof navigator !== "undefined" && navigator.serviceWorker;
  if (!workers) return;
  workers.ready.then((registration) => {
    if (registration.active) registration.active.postMessage({ type: "language", language: catalogOf(language) });
  }).catch(() => null);
}

// Change the language now (and remember it): the page is translated again and
// every listener (onChange) re-renders what it drew from messages.
export async function setLanguage(language) {
  if (!known(language)) throw new Error("no catalog for language " + language);
  if (language !== PSEUDO) store(language);
  await load(language);
  for (const fn of listeners) fn(language);
}

export function onChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function language() {
  return current;
}

// For the page's tests in Node: catalogs given as texts, no fetch.
export function useCatalogs(FluentBundle, FluentResource, language, texts) {
  FluentBundleClass = FluentBundle;
  FluentResourceClass = FluentResource;
  bundle = makeBundle(language, texts);
  current = language;
}

// -- rendering -------------------------------------------------------------

function formatted(pattern, args, id) {
  const errors = [];
  const text = bundle.formatPattern(pattern, args, errors);
  if (errors.length) console.error("message " + id + ":", errors[0]);
  return text;
}

// Message `id` with `args` (numbers are formatted for the language). A missing
// message shows its id, which the pseudo-locale test finds.
export function t(id, args = null) {
  const message = bundle && bundle.getMessage(id);
  if (!message || message.value === null) {
    console.error("no message " + id);
    return id;
  }
  return formatted(message.value, args, id);
}

// Attribute `name` of message `id`.
export function attr(id, name, args = null) {
  const message = bundle && bundle.getMessage(id);
  const pattern = message && message.attributes[name];
  if (!pattern) {
    console.error("no message " + id + "." + name);
    return id;
  }
  return formatted(pattern, args, id);
}

// A message from the engine or the server ({id, args}); a plain string is shown as
// it came (a name the player typed, say); null and "" are "".
export function msg(message) {
  if (message === null || message === undefined) return "";
  if (typeof message === "string") return message;
  const args = {};
  for (const [key, value] of Object.entries(message.args || {})) {
    args[key] = value !== null && typeof value === "object" ? msg(value) : value;
  }
  return t(message.id, args);
}

// The language's code for Intl's dates and numbers (the pseudo-locale's are English).
export function locale() {
  return catalogOf(current);
}

export function formatNumber(value) {
  return new Intl.NumberFormat(locale()).format(value);
}

// -- static markup -----------------------------------------------------------

const ATTRIBUTES = ["aria-label", "title", "placeholder", "alt", "content", "aria-description"];
const INLINE = new Set(["KBD", "STRONG", "EM", "CODE", "B", "I", "BR", "SPAN", "A", "ABBR", "SMALL", "Q"]);

// A translation with inline tags, made into nodes: only the tags above, only a class
// attribute; an <a> takes the href of the element's own link in the source markup
// (its n-th), never one from the catalog.
function overlay(element, text) {
  const links = Array.from(element.querySelectorAll("a")).map((a) => a.getAttribute("href"));
  const template = document.createElement("template");
  template.innerHTML = text;
  const clean = (node) => {
    const out = document.createDocumentFragment();
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) out.append(child.textContent);
      else if (child.nodeType === 1 && INLINE.has(child.tagName)) {
        const made = document.createElement(child.tagName.toLowerCase());
        const cls = child.getAttribute("class");
        if (cls) made.className = cls;
        if (child.tagName === "A") {
          const href = links.shift();
          if (href) made.setAttribute("href", href);
        }
        made.append(clean(child));
        out.append(made);
      } else if (child.nodeType === 1) {
        out.append(child.textContent);
      }
    }
    return out;
  };
  element.replaceChildren(clean(template.content));
}

export function translateElement(element) {
  const id = element.getAttribute("data-l10n-id");
  if (!id || !bundle) return;
  const message = bundle.getMessage(id);
  if (!message) {
    console.error("no message " + id);
    element.textContent = id;
    return;
  }
  let args = null;
  const given = element.getAttribute("data-l10n-args");
  if (given) {
    try {
      args = JSON.parse(given);
    } catch (err) {
      console.error("data-l10n-args of " + id + " is not JSON");
    }
  }
  if (message.value !== null) {
    const text = formatted(message.value, args, id);
    if (element.hasAttribute("data-l10n-markup")) overlay(element, text);
    else element.textContent = text;
  }
  for (const name of ATTRIBUTES) {
    if (message.attributes[name]) element.setAttribute(name, formatted(message.attributes[name], args, id));
  }
}

export function translate(root) {
  if (root.nodeType === 1 && root.hasAttribute("data-l10n-id")) translateElement(root);
  for (const element of root.querySelectorAll("[data-l10n-id]")) translateElement(element);
}

// The attributes that give an element made with dom.js's part() its message;
// translate() (or setMessage) then fills it, and fills it again on a language change.
export function named(id, args = null) {
  return { "data-l10n-id": id, "data-l10n-args": args ? JSON.stringify(args) : null };
}

// Set an element's message (and translate it now).
export function setMessage(element, id, args = null) {
  element.setAttribute("data-l10n-id", id);
  if (args) element.setAttribute("data-l10n-args", JSON.stringify(args));
  else element.removeAttribute("data-l10n-args");
  translateElement(element);
}

// -- the control -------------------------------------------------------------

// A <select> of the languages, each named in its own words, that changes the
// page's language at once. Its label is the message "language-label".
export function languageControl() {
  const label = document.createElement("label");
  label.className = "language-control";
  const words = document.createElement("span");
  words.setAttribute("data-l10n-id", "language-label");
  const select = document.createElement("select");
  select.name = "language";
  for (const code of LANGUAGES) {
    const option = document.createElement("option");
    option.value = code;
    option.lang = code;
    option.textContent = NAMES[code];
    select.append(option);
  }
  if (current === PSEUDO) {
    const option = document.createElement("option");
    option.value = PSEUDO;
    option.textContent = pseudo("Pseudo");
    select.append(option);
  }
  select.value = current;
  select.addEventListener("change", () => {
    setLanguage(select.value).catch((err) => console.error(err));
  });
  onChange((language) => {
    select.value = language;
  });
  label.append(words, select);
  translate(label);
  return label;
}
