// The drop confirmation's words, from the view's controls.drop_effect (Defect 2 of
// issue 37): out of the pool at the limit, the end of the deal at two seats.

import { test } from "node:test";
import assert from "node:assert/strict";

import { dropEffectText } from "../../web/table/drop.js";
import { useLanguage } from "./catalogs.js";

useLanguage("en");

const seats = [
  { name: "You", you: true, state: "playing" },
  { name: "Mira", you: false, state: "playing" },
  { name: "Kiran", you: false, state: "dropped" },
];

test("a drop at 100 of 101 says it puts you out of the pool", () => {
  const words = dropEffectText({ cost: 20, total: 100, limit: 101, out: true, playing: 3 }, seats);
  assert.equal(words, "It costs 20 points: with your 100, that makes 120 of 101, which puts you out of the pool. " +
    "You sit out the rest of this deal and the others play it on.");
});

test("a drop with two seats playing says the deal ends and who wins it", () => {
  const words = dropEffectText({ cost: 40, total: 0, limit: 0, out: false, playing: 2 }, seats);
  assert.equal(words, "It costs 40 points. The deal ends with it: Mira wins it.");
  assert.doesNotMatch(words, /play it on/);
});

test("a drop with three or more seats playing says the others play on", () => {
  const words = dropEffectText({ cost: 25, total: 50, limit: 201, out: false, playing: 4 }, seats);
  assert.equal(words, "It costs 25 points. You sit out the rest of this deal and the others play it on.");
});
