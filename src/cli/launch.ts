// `scoresheet`'s process entry (dist/cli.js): sets the V8 flags the commands run with, then runs the CLI
// (dist/cli-main.js) compiled from the V8 code cache the build made (dist/cli-main.cache); `lsp` runs with node's
// defaults.
//
// Why the young generation: checking a long sheet keeps nearly everything it builds until the end, so the young
// generation only copies survivors; node grows it for short-lived garbage (up to 16 MB per semi-space). Its size is
// fixed at start-up, but how fast it grows is read at each collection: with a growth factor of 1 it stays at its
// initial 1 MB. On a 10,000-round sheet that is 7–9 MB less peak memory than the worker thread with a 3 MB young
// generation this file started before (a second isolate costs about 8 MB), for the same CPU time. The flag is set
// before the CLI's bundle is loaded, while the heap is still nearly empty.
//
// Why no inlining in the optimising compiler: a command is over in a fraction of a second, and its hot functions
// (the parser's, each game's scoring) are optimised on V8's background threads while it runs. With inlining those
// compiles cost more CPU than the command itself (about 330 ms beside 300 ms on a 10,000-round Doppelkopf sheet),
// and on a machine with two cores the four compiler threads take turns with the main thread, which then waits about
// 90 ms to run. Without it the compiles cost about 180 ms, the wait is about 40 ms, and `check` on that sheet takes
// about 12% less time (Coinche and Belote: 6–12%); the code that runs is barely slower. V8 reads the flag at each
// compile, so it takes effect from here on.
//
// Why no optimising compile of a function over 1,000 bytes of bytecode: the large ones (a Doppelkopf round's read,
// its parties and facts, the round and shared item parsers, eleven functions on a 10,000-round sheet) each took the
// compiler threads 3–20 ms, while the command runs them in V8's baseline code for little more. Without those
// compiles `check` on a 10,000-round sheet takes about 12% less CPU and 10–15% less time (each game's log), and
// `settle` on a season of 100 evenings about 16% less; a 40,000-round sheet, whose rounds would repay the compiles,
// takes about 7% more, well inside its budget. Read at each decision to optimise, like the flag above.
//
// Why the code cache: every command is a process of its own, and compiling the bundle (and, lazily, each function
// it calls) is a good part of a short command's time. The build runs the CLI once on the examples and saves V8's
// code for what ran (scripts/codecache.mjs); here it is handed to V8, which checks its version and flags and
// rejects a cache that does not fit, and then the bundle compiles as usual; the file also carries checksums of the
// source it was made from and of its data, which V8 does not check. Nothing is written at run time.

import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import * as zlib from 'node:zlib';

/** The V8 flags the commands run with; the code cache is made with them too, as V8 rejects a cache made without. */
export const COMMAND_V8_FLAGS = '--semi-space-growth-factor=1 --no-turbo-inlining --max-optimized-bytecode-size=1000';

/** What the CLI's bundle exports (src/cli/main.ts). */
export interface CliBundle {
  main(argv: readonly string[]): void;
  run(argv: readonly string[], io: unknown): number;
}

/** The bundle as loaded, with its script for the build to save the code cache from. */
export interface LoadedBundle {
  readonly exports: CliBundle;
  readonly script: Script;
  /** Whether code was given to V8 (a cache file that matches the source) and V8 took it. */
  readonly cacheUsed: boolean;
}

const MAGIC = 0x31435353; // "SSC1" read as a little-endian number
// The magic, the CRC-32 and length in bytes of the source it was made from, the CRC-32 of V8's data. V8 checks its
// own version and flags but only the source's length, and in release builds not its data's checksum: damaged data
// would crash the process instead of being rejected.
const HEADER = 16;

/** Node's CommonJS wrapper, so that the bundle sees `exports`, `require`, `module`, `__filename` and `__dirname`. */
const WRAP_START = '(function (exports, require, module, __filename, __dirname) { ';
const WRAP_END = '\n});';

/** A checksum; undefined on a node without zlib.crc32 (before 20.15), which then runs without the cache. */
function checksum(bytes: Uint8Array): number | undefined {
  return typeof zlib.crc32 === 'function' ? zlib.crc32(bytes) : undefined;
}

/** The cache file's contents for `source`: a header that ties it to the source, then V8's data. */
export function cacheFile(source: Buffer, data: Buffer): Buffer | undefined {
  const sourceSum = checksum(source);
  const dataSum = checksum(data);
  if (sourceSum === undefined || dataSum === undefined) return undefined;
  const header = Buffer.alloc(HEADER);
  header.writeUInt32LE(MAGIC, 0);
  header.writeUInt32LE(sourceSum, 4);
  header.writeUInt32LE(source.length, 8);
  header.writeUInt32LE(dataSum, 12);
  return Buffer.concat([header, data]);
}

/** V8's data in `file` when it was made from `source` and is whole; anything else (missing, short, foreign) is none. */
function cachedData(source: Buffer, file: string | undefined): Buffer | undefined {
  if (file === undefined) return undefined;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.length <= HEADER || bytes.readUInt32LE(0) !== MAGIC || bytes.readUInt32LE(8) !== source.length) {
    return undefined;
  }
  const data = bytes.subarray(HEADER);
  const whole = bytes.readUInt32LE(4) === checksum(source) && bytes.readUInt32LE(12) === checksum(data);
  return whole ? data : undefined;
}

/**
 * Loads the CommonJS bundle `file` as `require` would (its own module, `require` resolving beside it), compiled
 * with the code cache in `cache` when that fits; a cache V8 rejects only costs the normal compile.
 */
export function loadBundle(file: string, cache: string | undefined): LoadedBundle {
  const source = readFileSync(file);
  const data = cachedData(source, cache);
  let text = source.toString('utf8');
  // A `#!` line is allowed only at the very start of a script: inside the wrapper it becomes a comment.
  if (text.startsWith('#!')) text = '//' + text.slice(2);
  const script = new Script(WRAP_START + text + WRAP_END, { filename: file, cachedData: data });
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  const mod = new Module(file, module);
  mod.filename = file;
  mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dirname(file));
  // In require's cache while it runs and after, as `require(file)` would leave it.
  require.cache[file] = mod;
  try {
    wrapper.call(mod.exports, mod.exports, createRequire(file), mod, file, dirname(file));
  } catch (e) {
    delete require.cache[file];
    throw e;
  }
  mod.loaded = true;
  return { exports: mod.exports as CliBundle, script, cacheUsed: data !== undefined && !script.cachedDataRejected };
}

/** The process entry: `scoresheet ARGS`. */
function launch(argv: readonly string[]): void {
  const bundle = join(__dirname, 'cli-main.js');
  // The language server runs for as long as the editor does, on short-lived garbage: node's defaults suit it, and
  // its start-up is not on anyone's path, so it loads the bundle plainly (its `import()` of dist/lsp.js included).
  // A table session (`serve`, dist/serve.js) runs for an evening: the same. `import` (and `merge`, which may import)
  // makes much short-lived garbage, reading rows and writing text: node's young generation suits it better than the
  // fixed one below (a 10,000-round import spent most of its time in GC).
  if (argv[0] === 'lsp' || argv[0] === 'serve' || argv[0] === 'import' || argv[0] === 'merge') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require(bundle) as CliBundle).main(argv);
    return;
  }
  setFlagsFromString(COMMAND_V8_FLAGS);
  loadBundle(bundle, join(__dirname, 'cli-main.cache')).exports.main(argv);
}

// dist/cli.js run as a program; the build requires it for `loadBundle` to make the cache.
if (require.main === module) launch(process.argv.slice(2));
