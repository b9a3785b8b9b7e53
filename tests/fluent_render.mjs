// The page's renderer (@fluent/bundle, as web/l10n.js sets it up) on the catalogs, for
// tests/test_catalogs.py: reads {folder, cases: [[language, id, attribute, args]]} as
// JSON on stdin, writes each case's text (or its first error) as a JSON list.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { FluentBundle, FluentResource } from "@fluent/bundle";

const input = JSON.parse(readFileSync(0, "utf-8"));
const bundles = {};

function bundleOf(language) {
  if (!bundles[language]) {
    const made = new FluentBundle(language, { useIsolating: false });
    const folder = join(input.folder, language);
    for (const name of readdirSync(folder).filter((n) => n.endsWith(".ftl")).sort()) {
      made.addResource(new FluentResource(readFileSync(join(folder, name), "utf-8")));
    }
    bundles[language] = made;
  }
  return bundles[language];
}

const out = input.cases.map(([language, id, attribute, args]) => {
  const bundle = bundleOf(language);
  const message = bundle.getMessage(id);
  if (!message) return { error: "no message " + id };
  const pattern = attribute ? message.attributes[attribute] : message.value;
  const errors = [];
  const text = bundle.formatPattern(pattern, args, errors);
  return errors.length ? { error: String(errors[0]) } : { text };
});
process.stdout.write(JSON.stringify(out));
