// The engine bundle as indian_rummy.site.bundle.pack_bundle writes it: these bytes are what
// it writes for the files beside them.

import { test } from "node:test";
import assert from "node:assert/strict";

import { unpackBundle } from "../../web/bundle.js";

const encode = (text) => new TextEncoder().encode(text);

test("a bundle gives back each file's bytes under its path, in the index's order", () => {
  // pack_bundle({"b.mpy": b"M\x06", "a.py": b"x = 1"})
  const packed = new Uint8Array([...encode('[["a.py",5],["b.mpy",2]]\nx = 1'), 77, 6]);
  const files = unpackBundle(packed.buffer);
  assert.deepEqual(files.map(([path]) => path), ["a.py", "b.mpy"]);
  assert.deepEqual(Array.from(files[0][1]), Array.from(encode("x = 1")));
  assert.deepEqual(Array.from(files[1][1]), [77, 6]);
});

test("a bundle holds files with newlines in them and empty ones", () => {
  const packed = encode('[["a.py",4],["b.py",0]]\n\n\n\n\n');
  const files = unpackBundle(packed);
  assert.equal(files[0][1].length, 4);
  assert.equal(files[1][1].length, 0);
});

test("a damaged bundle is refused with a reason, not unpacked wrongly", () => {
  assert.throws(() => unpackBundle(encode('[["a.py",5]]')), /does not start with its index/);
  assert.throws(() => unpackBundle(encode('[["a.py",5]]\nx = ')), /holds 4 bytes of files where its index says 5/);
  assert.throws(() => unpackBundle(encode('[["a.py",1]]\nxy')), /holds 2 bytes/);
});
