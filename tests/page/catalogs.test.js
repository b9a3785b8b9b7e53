// The catalogs the table's page loads together (app.js) share one bundle: a message
// id defined in two of them would be one area's words in another's place.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { FluentResource } from "@fluent/bundle";

import { AREAS } from "./catalogs.js";

for (const language of ["en", "hi"]) {
  test(`no message is defined in two of the page's ${language} catalogs`, () => {
    const where = new Map();
    const twice = [];
    for (const area of AREAS) {
      const url = new URL(`../../src/indian_rummy/locales/${language}/${area}.ftl`, import.meta.url);
      for (const entry of new FluentResource(readFileSync(url, "utf8")).body) {
        if (where.has(entry.id)) twice.push(`${entry.id}: ${where.get(entry.id)} and ${area}`);
        else where.set(entry.id, area);
      }
    }
    assert.deepEqual(twice, []);
  });
}
