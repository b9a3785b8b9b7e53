// The engine bundle (engine/bundle.bin, written by indian_rummy.site.bundle.pack_bundle):
// one line of JSON listing each file's path and size, then the files' bytes one
// after another in that order. Used by the engine worker and by the tests'
// MicroPython runner.

const NEWLINE = 10;

// [[path, bytes], ...] of the bundle in `buffer` (an ArrayBuffer or Uint8Array).
export function unpackBundle(buffer) {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  const end = bytes.indexOf(NEWLINE);
  if (end < 0) throw new Error("the engine bundle does not start with its index");
  const index = JSON.parse(new TextDecoder().decode(bytes.subarray(0, end)));
  const files = [];
  let at = end + 1;
  for (const [path, size] of index) {
    files.push([path, bytes.subarray(at, at + size)]);
    at += size;
  }
  if (at !== bytes.length) {
    throw new Error("the engine bundle holds " + (bytes.length - end - 1) +
      " bytes of files where its index says " + (at - end - 1));
  }
  return files;
}
