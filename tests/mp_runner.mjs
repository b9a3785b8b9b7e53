// Run a Python script under the pinned MicroPython WebAssembly build in Node.
//
// Usage: node tests/mp_runner.mjs [EXTRA_MODULE.py ...] < script.py
//
// The engine package (src/indian_rummy, minus the host-only modules) is
// written to /lib/indian_rummy/ in MicroPython's in-memory file system; with
// MP_ENGINE_BUNDLE naming a site's engine/bundle.bin, the engine comes from
// that bundle instead (the .mpy bytecode the site ships). Each
// extra module file is written to /lib/<its file name>. The script read from
// standard input then runs as __main__; if it leaves a generator named `rounds`,
// the runner then steps it from here until it ends (see below). Python's stdout is
// copied byte for byte to this process's stdout. An uncaught Python exception prints its
// traceback on stderr and exits with status 1 (SystemExit keeps its code).

import { readFileSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { unpackBundle } from "../web/bundle.js";

const HEAP_BYTES = 64 * 1024 * 1024;
// loadMicroPython takes the Python stack size in words (4 bytes on wasm32).
const PYSTACK_WORDS = (64 * 1024) / 4;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const packageDir = join(repoRoot, "src", "indian_rummy");

async function loadRuntime() {
  try {
    return await import("@micropython/micropython-webassembly-pyscript");
  } catch (err) {
    process.stderr.write(
      "mp_runner: cannot load @micropython/micropython-webassembly-pyscript " +
        "(run `npm ci` in the repository root): " + err.message + "\n",
    );
    process.exit(3);
  }
}

function mkdirs(FS, path) {
  let cur = "";
  for (const part of path.split("/").filter(Boolean)) {
    cur += "/" + part;
    try {
      FS.mkdir(cur);
    } catch (err) {
      // Already there.
    }
  }
}

const { loadMicroPython } = await loadRuntime();

const script = readFileSync(0, "utf8");

// Stdout arrives one byte at a time with linebuffer:false; collect and flush
// in blocks so multi-byte UTF-8 and missing trailing newlines stay exact.
let pending = [];
let pendingLen = 0;
function flushStdout() {
  if (pendingLen > 0) {
    process.stdout.write(Buffer.concat(pending, pendingLen));
    pending = [];
    pendingLen = 0;
  }
}
function onStdout(bytes) {
  pending.push(bytes);
  pendingLen += bytes.length;
  if (pendingLen >= 65536) flushStdout();
}
function onStderr(bytes) {
  process.stderr.write(bytes);
}

const mp = await loadMicroPython({
  heapsize: HEAP_BYTES,
  pystack: PYSTACK_WORDS,
  linebuffer: false,
  stdout: onStdout,
  stderr: onStderr,
});

const FS = mp.FS;
mkdirs(FS, "/lib/indian_rummy");
const bundlePath = process.env.MP_ENGINE_BUNDLE;
if (!bundlePath) {
  process.stderr.write("mp_runner: MP_ENGINE_BUNDLE names the engine bundle a site build ships\n");
  process.exit(3);
}
// The engine exactly as the site ships it (indian_rummy/site chooses the modules).
for (const [path, data] of unpackBundle(readFileSync(bundlePath))) {
  const target = "/lib/" + path;
  mkdirs(FS, dirname(target));
  FS.writeFile(target, data);
}
for (const extra of process.argv.slice(2)) {
  FS.writeFile("/lib/" + basename(extra), readFileSync(extra));
}

// This build of MicroPython collects garbage only between calls from JavaScript:
// within one call its heap only grows (by 15 MB a deal of Tara's). A long script
// (many deals) puts its work in a generator, `rounds = play()`, yielding between
// deals; each step is a call of its own, so memory stays flat.
const ENDED = "mp_runner: rounds ended";

let status = 0;
try {
  mp.runPython(script);
  const rounds = mp.globals.get("rounds");
  if (rounds !== undefined) {
    const next = mp.pyimport("builtins").next;
    while (next(rounds, ENDED) !== ENDED) flushStdout();  // what a step printed, as it goes
  }
} catch (err) {
  flushStdout();
  if (err && err.name === "PythonError") {
    const message = String(err.message);
    if (err.type === "SystemExit") {
      const m = /SystemExit: (-?\d+)\s*$/.exec(message);
      status = m ? Number(m[1]) : /SystemExit:?\s*$/.test(message) ? 0 : 1;
      if (!m && status !== 0) process.stderr.write(message);
    } else {
      process.stderr.write(message.endsWith("\n") ? message : message + "\n");
      status = 1;
    }
  } else {
    process.stderr.write("mp_runner: " + (err && err.stack ? err.stack : String(err)) + "\n");
    status = 2;
  }
}
flushStdout();
process.exitCode = status;
