// Every word the page shows, in the player's language: Project Fluent catalogs
// (locales/<language>/<area>.ftl, from src/indian_rummy/locales) rendered with
// @fluent/bundle and put in the page by @fluent/dom, shipped with the site
// (fluent/bundle.js, fluent/dom.js), never from another host. English is every
// language's fallback: a message missing from a catalog shows in English.
//
// The first view waits only for the catalogs it reads (start); the others come
// after it (more), and whatever asked for one of their messages meanwhile is said
// again when they are in (the listeners of onChange).
//
// The markup names its messages: data-l10n-id (with data-l10n-args, JSON), and
// @fluent/dom's DOMLocalization, watching the whole document, fills each element
// (its text and its localizable attributes; data-l10n-attrs names others, such as
// a <meta>'s content) when it is added or its id changes, and all of them again
// when the language changes. The page's parts give an element its message with
// named() or setMessage(), and say it now only where the words are not an
// element's own (an aria-live sentence made of several, a chart's label): t(),
// msg() for a message the engine or the server sent ({id, args}; args that are
// messages are rendered first, as the server's renderer does).
//
// The language: ?lang= in the address (so an invite link can say it), else the
// one chosen here before (a setting on the device, not progress), else the
// browser's languages. "en-XA" is the pseudo-locale: English made visibly
// strange and about a third longer, to find words that do not come from here.

import { overlayMarkup } from "./markup.js";

export const LANGUAGES = ["en", "hi", "ta", "te"];
// The table page's catalogs: those its first view reads, and the others, after it.
export const TABLE_AREAS = { first: ["common", "table", "page"], later: ["friends", "games", "server", "learn", "lessons"] };
export const NAMES = { en: "English", hi: "हिन्दी", ta: "தமிழ்", te: "తెలుగు" };
export const PSEUDO = "en-XA";
const SETTING = "indian-rummy:language";
const SOURCE_LANGUAGE = "en";

// The words' one state: the language, its bundles (then English's), and what renders them.
const words = {
  current: "en",
  bundles: [], // the language's bundle, then the English one it falls back to
  areas: [],
  Bundle: null, // @fluent/bundle's FluentBundle and FluentResource, once loaded
  Resource: null,
  dom: null, // the document's DOMLocalization (in a browser)
  listeners: new Set(),
  later: null, // the areas still to come (more), until they are in
  missed: false, // a message was asked for before its area came
};

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
  return browserLanguage(Array.from(navigator.languages || [navigator.language || SOURCE_LANGUAGE]));
}

// The first of the browser's languages that has catalogs ("hi-IN" reads hi), else
// English: @fluent/langneg's "lookup" for languages without regions, without its
// five modules before the first view.
export function browserLanguage(wanted) {
  for (const tag of wanted) {
    const code = String(tag).split(/[-_]/)[0].toLowerCase();
    if (LANGUAGES.includes(code)) return code;
  }
  return SOURCE_LANGUAGE;
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

// @fluent/bundle, and @fluent/dom in a browser, loaded side by side (index.html preloads
// them; the site's builder makes each package one module).
async function fluent() {
  if (words.Bundle) return;
  const [bundle, dom] = await Promise.all([
    import("../fluent/bundle.js"),
    typeof document === "undefined" ? null : import("../fluent/dom.js"),
  ]);
  words.Bundle = bundle.FluentBundle;
  words.Resource = bundle.FluentResource;
  words.DOMLocalization = dom && dom.DOMLocalization;
}

// The catalogs a language reads: the pseudo-locale is English, transformed.
function catalogOf(language) {
  return language === PSEUDO ? SOURCE_LANGUAGE : language;
}

function makeBundle(language, texts) {
  const catalog = catalogOf(language);
  const made = new words.Bundle(catalog, {
    useIsolating: false,
    transform: language === PSEUDO ? pseudo : (text) => text,
  });
  for (const text of texts) addCatalog(made, text);
  return made;
}

function addCatalog(bundle, text) {
  const errors = bundle.addResource(new words.Resource(text));
  if (errors.length) console.error("catalog " + bundle.locales[0] + ":", errors[0]);
}

async function fetchAreas(language, areas) {
  const folder = catalogOf(language);
  return Promise.all(areas.map(async (area) => {
    const answer = await fetch(new URL(`../locales/${folder}/${area}.ftl`, import.meta.url));
    if (!answer.ok) throw new Error(`locales/${folder}/${area}.ftl: ${answer.status}`);
    return answer.text();
  }));
}

// Load `areas` (catalog names) in the chosen language and translate the page;
// `later`, the areas the first view does not read, are for more().
export async function start(areas, href, later = []) {
  words.areas = areas.slice();
  words.later = later.length ? later.slice() : null;
  const language = await chooseLanguage(href);
  // The catalogs download while @fluent's modules load.
  const [texts] = await Promise.all([textsOf(language, words.areas), fluent()]);
  await load(language, texts);
  return words.current;
}

// The areas start() left for later, added to the language's bundles; what was said
// without them meanwhile is said again.
export async function more() {
  if (!words.later) return;
  const areas = words.later;
  const language = words.current;
  const texts = await textsOf(language, areas);
  if (words.later !== areas) return; // a change of language meanwhile read them all (load)
  words.later = null;
  words.areas.push(...areas);
  // The elements that name a message of these areas, which DOMLocalization left as they were
  // (the others are as the page's parts drew them since).
  const waiting = words.dom ? Array.from(document.querySelectorAll("[data-l10n-id]"))
    .filter((element) => !words.bundles.some((bundle) => bundle.hasMessage(element.getAttribute("data-l10n-id"))))
    : [];
  words.bundles.forEach((bundle, k) => {
    for (const text of texts[k]) addCatalog(bundle, text);
  });
  if (waiting.length) await words.dom.translateElements(waiting);
  if (words.missed) {
    words.missed = false;
    for (const fn of words.listeners) fn(language);
  }
}

// The languages whose catalogs a language reads: itself, then English (the fallback).
function languagesOf(language) {
  return catalogOf(language) === SOURCE_LANGUAGE ? [language] : [language, SOURCE_LANGUAGE];
}

// [[text, ...] per language of languagesOf], fetched at once, or taken from prefetch().
function textsOf(language, areas) {
  const key = language + "/" + areas.join(",");
  const early = prefetched.get(key);
  prefetched.delete(key);
  return early || Promise.all(languagesOf(language).map((each) => fetchAreas(each, areas)));
}

// The catalogs asked for before start() ("language/areas" -> their texts on the way).
const prefetched = new Map();

// Start fetching `areas` in the language start() will choose, for start() to take:
// boot.js asks for the table's first catalogs while the table's modules load.
export async function prefetch(areas) {
  const language = await chooseLanguage();
  const texts = textsOf(language, areas);
  texts.catch(() => null); // start() reports it
  prefetched.set(language + "/" + areas.join(","), texts);
  // The first of Intl's formatters loads the browser's locale data (tens of ms, more on
  // a phone): now, while the page's modules download, not as the first view is drawn.
  new Intl.PluralRules(catalogOf(language)).select(1);
  new Intl.NumberFormat(catalogOf(language)).format(1);
}

async function load(language, texts = null) {
  if (words.later && texts === null) {
    // A change of language before more(): the new one's catalogs, all of them at once.
    words.areas.push(...words.later);
    words.later = null;
  }
  const all = texts || (await textsOf(language, words.areas));
  words.bundles = languagesOf(language).map((each, k) => makeBundle(each, all[k]));
  words.current = language;
  if (typeof document !== "undefined") {
    document.documentElement.lang = language;
    await translateDocument();
  }
  keepOffline(language);
}

// @fluent/dom's DOMLocalization over the whole document, made at the first
// language and told of each change: it asks for the bundles again, in order.
async function translateDocument() {
  if (!words.dom) {
    words.dom = new (markupAware(words.DOMLocalization))([], function* bundles() {
      yield* words.bundles;
    });
    words.dom.connectRoot(document.documentElement);
  } else {
    words.dom.onChange();
  }
  await words.dom.translateRoots();
}

// DOMLocalization, but an element marked data-l10n-markup (the guide's paragraphs,
// whose cards carry classes and whose links their own addresses, both of which
// @fluent/dom's overlay drops) takes its words through markup.js.
function markupAware(DOMLocalization) {
  return class extends DOMLocalization {
    applyTranslations(elements, translations) {
      const plain = [];
      const plainTranslations = [];
      this.pauseObserving();
      elements.forEach((element, k) => {
        const translation = translations[k];
        if (translation === undefined) return;
        if (element.hasAttribute("data-l10n-markup")) overlayMarkup(element, translation.value);
        else {
          plain.push(element);
          plainTranslations.push(translation);
        }
      });
      this.resumeObserving();
      super.applyTranslations(plain, plainTranslations);
    }
  };
}

// Ask the service worker (if this page has one) to keep the language's catalogs
// for offline play, and English's, its fallback, which the page reads too: a visit
// keeps only the languages it uses (sw.js).
function keepOffline(language) {
  const workers = typeof navigator !== "undefined" && navigator.serviceWorker;
  if (!workers) return;
  workers.ready.then((registration) => {
    if (!registration.active) return;
    for (const each of languagesOf(language)) {
      registration.active.postMessage({ type: "language", language: catalogOf(each) });
    }
  }).catch(() => null);
}

// Change the language now (and remember it): the page is translated again and
// every listener (onChange) re-renders what it drew from messages.
export async function setLanguage(language) {
  if (!known(language)) throw new Error("no catalog for language " + language);
  if (language !== PSEUDO) store(language);
  await load(language);
  for (const fn of words.listeners) fn(language);
}

export function onChange(fn) {
  words.listeners.add(fn);
  return () => words.listeners.delete(fn);
}

export function language() {
  return words.current;
}

// For the page's tests in Node: catalogs given as texts (English's after them, the
// fallback), no fetch.
export function useCatalogs(FluentBundle, FluentResource, language, texts, english = null) {
  words.Bundle = FluentBundle;
  words.Resource = FluentResource;
  words.bundles = [makeBundle(language, texts)];
  if (english) words.bundles.push(makeBundle(SOURCE_LANGUAGE, english));
  words.current = language;
}

// -- rendering -------------------------------------------------------------

// The first bundle that has message `id`: the language's, else English's.
function found(id, check) {
  for (const bundle of words.bundles) {
    const message = bundle.getMessage(id);
    if (message && check(message)) return { bundle, message };
  }
  // Before more() it may be in an area still to come: said again once that is in.
  if (words.later) words.missed = true;
  else console.error("no message " + id);
  return null;
}

function formatted(bundle, pattern, args, id) {
  const errors = [];
  const text = bundle.formatPattern(pattern, args, errors);
  if (errors.length) console.error("message " + id + ":", errors[0]);
  return text;
}

// The arguments that name a person: a bot's message (bot-mira) or a name as typed. A
// sentence with one is given the person's gender too, $gender (feminine, masculine, or
// other for a name as typed), for the languages whose words agree with it
// (locales/README.md, "Persons"; the server's renderer does the same).
export const PERSONS = ["name", "winner"];
const ANYONE = "other";

function isMessage(value) {
  return value !== null && typeof value === "object" && typeof value.id === "string";
}

// Does a catalog have message `id` (asked quietly: a name that may be a bot's)?
export function hasMessage(id) {
  return words.bundles.some((bundle) => bundle.hasMessage(id));
}

// A person's grammatical gender: a bot's is its term's (bot-mira's .gender), a
// numbered seat's its bot's, a name as typed "other".
export function genderOf(person) {
  if (!isMessage(person)) return ANYONE;
  const args = person.args || {};
  const bundle = words.bundles.find((each) => each.hasMessage(person.id));
  const message = bundle && bundle.getMessage(person.id);
  if (message && message.attributes.gender) return formatted(bundle, message.attributes.gender, args, person.id);
  const named = PERSONS.find((key) => key in args);
  if (named) return genderOf(args[named]);
  return typeof args.bot === "string" ? genderOf({ id: "bot-" + args.bot }) : ANYONE;
}

// `args` as a message reads them: those that are messages rendered, and a person's
// gender given.
function spoken(args) {
  if (!args) return args;
  const out = {};
  for (const [key, value] of Object.entries(args)) out[key] = isMessage(value) ? msg(value) : value;
  const person = PERSONS.find((key) => key in args);
  if (person && !("gender" in args)) out.gender = genderOf(args[person]);
  return out;
}

// Message `id` with `args` (numbers are formatted for the language; a message among
// them is rendered first), in English where the language's catalog lacks it; the id
// only where no catalog has it.
export function t(id, args = null) {
  const hit = found(id, (message) => message.value !== null);
  return hit ? formatted(hit.bundle, hit.message.value, spoken(args), id) : id;
}

// Attribute `name` of message `id`.
export function attr(id, name, args = null) {
  const hit = found(id, (message) => Boolean(message.attributes[name]));
  return hit ? formatted(hit.bundle, hit.message.attributes[name], spoken(args), id) : id;
}

// A message from the engine or the server ({id, args}); a plain string is shown as
// it came (a name the player typed, say); null and "" are "".
export function msg(message) {
  if (message === null || message === undefined) return "";
  if (typeof message === "string") return message;
  return t(message.id, message.args || {});
}

// The language's code for Intl's dates and numbers (the pseudo-locale's are English).
export function locale() {
  return catalogOf(words.current);
}

export function formatNumber(value) {
  return new Intl.NumberFormat(locale()).format(value);
}

// -- the markup ---------------------------------------------------------------

// Translate `root` and every element in it that names a message (DOMLocalization
// does this for whatever joins the document; this is for what is not in it yet,
// or for now). A promise.
export function translate(root) {
  return words.dom ? words.dom.translateFragment(root) : Promise.resolve();
}

// The attributes that give an element made with dom.js's part() its message.
// (A person among `args` is given as its words and its gender, in the language of now.)
export function named(id, args = null) {
  return { "data-l10n-id": id, "data-l10n-args": args ? JSON.stringify(spoken(args)) : null };
}

// Set an element's message: DOMLocalization fills it (now, if it is not in the document).
export function setMessage(element, id, args = null) {
  element.setAttribute("data-l10n-id", id);
  if (args) element.setAttribute("data-l10n-args", JSON.stringify(spoken(args)));
  else element.removeAttribute("data-l10n-args");
  if (!element.isConnected) translate(element);
}

// -- the control -------------------------------------------------------------

// A <select> of the languages, each named in its own words, that changes the
// page's language at once. Its label is the message "language-label".
export function languageControl() {
  const label = document.createElement("label");
  label.className = "language-control";
  const caption = document.createElement("span");
  caption.setAttribute("data-l10n-id", "language-label");
  const select = document.createElement("select");
  select.name = "language";
  for (const code of LANGUAGES) {
    const option = document.createElement("option");
    option.value = code;
    option.lang = code;
    option.textContent = NAMES[code];
    select.append(option);
  }
  if (words.current === PSEUDO) {
    const option = document.createElement("option");
    option.value = PSEUDO;
    option.textContent = pseudo("Pseudo");
    select.append(option);
  }
  select.value = words.current;
  select.addEventListener("change", () => {
    setLanguage(select.value).catch((err) => console.error(err));
  });
  onChange((language) => {
    select.value = language;
  });
  label.append(caption, select);
  translate(label);
  return label;
}
