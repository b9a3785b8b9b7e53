// English is every language's fallback: a message a catalog lacks shows in English,
// never as its id.
import assert from "node:assert/strict";
import { test } from "node:test";

import { FluentBundle, FluentResource } from "@fluent/bundle";

import { msg, t, useCatalogs } from "../../web/l10n/l10n.js";

const HINDI_WITHOUT_ONE = "seat-cards = { $count } पत्ते\n";
const ENGLISH = "seat-cards = { $count } cards\nseat-dealer = Dealer\n";

test("a message the language lacks shows in English", () => {
  useCatalogs(FluentBundle, FluentResource, "hi", [HINDI_WITHOUT_ONE], [ENGLISH]);
  assert.equal(t("seat-dealer"), "Dealer");
  assert.equal(t("seat-cards", { count: 3 }), "3 पत्ते");
});

test("a message no catalog has shows its id", () => {
  useCatalogs(FluentBundle, FluentResource, "hi", [HINDI_WITHOUT_ONE], [ENGLISH]);
  assert.equal(msg({ id: "no-such-message", args: {} }), "no-such-message");
});
