// Makes dist/cli-main.cache, the V8 code cache dist/cli.js compiles the CLI's bundle with (src/cli/launch.ts): loads
// the bundle as the launcher does, with the same V8 flags, runs `check` on an example of each game so that the
// functions a command compiles lazily are in it too, then saves V8's code. Run by scripts/build.mjs after bundling;
// `node scripts/codecache.mjs DIR` makes it for the bundles in DIR (the tests' own build) instead of dist/.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

const require = createRequire(import.meta.url);
const dist = process.argv[2]
  ? join(resolve(process.argv[2]), '/')
  : fileURLToPath(new URL('../dist/', import.meta.url));
const examples = fileURLToPath(new URL('../examples/', import.meta.url));
const target = dist + 'cli-main.cache';

// Requiring dist/cli.js does not run the CLI (it runs only as the process's main module).
const { COMMAND_V8_FLAGS, cacheFile, loadBundle } = require(dist + 'cli.js');
setFlagsFromString(COMMAND_V8_FLAGS);
rmSync(target, { force: true });
const { exports: cli, script } = loadBundle(dist + 'cli-main.js', undefined);

const io = { out: () => {}, err: () => {}, readFile: (p) => readFileSync(p), env: {} };
// An example of every game (Skat's pub list and its ISkO list between them have every kind of row): a game left out
// compiles its functions in each command on its sheets. Skat and points add about 60 KB to the cache (630 KB).
const sheets = [
  'doppelkopf-evening.score',
  'belote-game.score',
  'coinche-game.score',
  'skat-kneipe.score',
  'skat-liste.score',
  'points-romme.score',
];
for (const sheet of sheets) {
  cli.run(['check', examples + sheet], io);
}

const file = cacheFile(readFileSync(dist + 'cli-main.js'), script.createCachedData());
if (file) writeFileSync(target, file);
console.log(
  file
    ? `  ${relative(process.cwd(), target)}  ${(file.length / 1024).toFixed(1)}kb`
    : '  no code cache: this node has no zlib.crc32',
);
