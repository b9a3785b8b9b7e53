// The catalogs the page reads (src/indian_rummy/locales; AREAS: those app.js loads),
// put into web/l10n.js for tests without a browser: the page's modules then say what
// they say on the page.
import { readFileSync } from "node:fs";

import { FluentBundle, FluentResource } from "@fluent/bundle";

import { useCatalogs } from "../../web/l10n/l10n.js";

export const AREAS = ["common", "table", "page", "friends", "games", "server"];

export function useLanguage(language) {
  const folder = new URL(`../../src/indian_rummy/locales/${language}/`, import.meta.url);
  const texts = AREAS.map((area) => readFileSync(new URL(`${area}.ftl`, folder), "utf8"));
  useCatalogs(FluentBundle, FluentResource, language, texts);
}
