// The catalogs the page reads (src/indian_rummy/locales; AREAS: those app.js loads),
// put into web/l10n/l10n.js for tests without a browser, English after the language
// as its fallback: the page's modules then say what they say on the page.
import { readFileSync } from "node:fs";

import { FluentBundle, FluentResource } from "@fluent/bundle";

import { useCatalogs } from "../../web/l10n/l10n.js";

export const AREAS = ["common", "table", "page", "friends", "games", "server"];

export function catalogTexts(language) {
  const folder = new URL(`../../src/indian_rummy/locales/${language}/`, import.meta.url);
  return AREAS.map((area) => readFileSync(new URL(`${area}.ftl`, folder), "utf8"));
}

export function useLanguage(language) {
  useCatalogs(FluentBundle, FluentResource, language, catalogTexts(language),
    language === "en" ? null : catalogTexts("en"));
}
