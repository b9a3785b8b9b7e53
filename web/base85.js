// Base85 in RFC 1924's alphabet, as Python's base64.b85encode writes it: the
// engine bundle's bytecode, a quarter larger than its bytes where base64 is a
// third. Used by the engine worker and by the tests' MicroPython runner.

const ALPHABET =
  "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";
const DIGITS = new Uint8Array(128);
for (let i = 0; i < ALPHABET.length; i++) DIGITS[ALPHABET.charCodeAt(i)] = i;

// The bytes of `text`: each 5 characters are 4 bytes; a short last group is
// padded with the highest digit and its extra bytes dropped.
export function fromBase85(text) {
  const padding = (5 - (text.length % 5)) % 5;
  const bytes = new Uint8Array(((text.length + padding) / 5) * 4);
  for (let i = 0, o = 0; i < text.length; i += 5, o += 4) {
    let n = 0;
    for (let j = i; j < i + 5; j++) n = n * 85 + (j < text.length ? DIGITS[text.charCodeAt(j)] : 84);
    bytes[o] = n >>> 24;
    bytes[o + 1] = (n >>> 16) & 255;
    bytes[o + 2] = (n >>> 8) & 255;
    bytes[o + 3] = n & 255;
  }
  return bytes.subarray(0, bytes.length - padding);
}
