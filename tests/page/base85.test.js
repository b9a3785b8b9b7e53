// The engine bundle's base85: these strings are what Python's base64.b85encode writes
// for the bytes beside them.

import { test } from "node:test";
import assert from "node:assert/strict";

import { fromBase85 } from "../../web/base85.js";

const CASES = [
  ["", []],
  ["O#", [77]],
  ["O$G", [77, 6]],
  ["VPaz", [97, 98, 99]],
  ["00000", [0, 0, 0, 0]],
  ["|NsC0{{", [255, 255, 255, 255, 255]],
  ["009C61O)~M2nh-c3=Iws5D^j+6crX17#SKH9337XAR!_nBm", Array.from({ length: 37 }, (_, i) => i)],
];

test("base85 text gives back the bytes Python encoded, a short last group included", () => {
  for (const [text, bytes] of CASES) {
    assert.deepEqual(Array.from(fromBase85(text)), bytes, text);
  }
});
