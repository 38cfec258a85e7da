// The process entry (dist/cli.js, src/cli/launch.ts) with the code cache the build makes (scripts/codecache.mjs): with
// a valid cache, a damaged or foreign one and none at all, every command prints and exits exactly as the CLI's bundle
// run directly does, and only a cache made from this bundle under the CLI's flags is taken.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOPPELKOPF_EXAMPLE } from '../format/fixtures';
import { bundledCli, type CliRun } from '../helpers/cliProcess';

const cli = bundledCli('scoresheet-launch-');
const cachePath = () => join(cli.dir, 'cli-main.cache');
let madeCache: Buffer;

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/codecache.mjs', cli.dir], { encoding: 'utf8' });
  madeCache = readFileSync(cachePath());
});

const directRuns = new Map<string, CliRun>();

/** The bundle's `main` run as a script of its own, without the launcher: what every run must match (run once). */
function direct(args: string[]): CliRun {
  const key = JSON.stringify(args);
  let run = directRuns.get(key);
  if (!run) {
    const r = spawnSync(process.execPath, [join(cli.dir, 'cli-main.js'), ...args], { encoding: 'utf8' });
    run = { code: r.status ?? -1, out: r.stdout, err: r.stderr };
    directRuns.set(key, run);
  }
  return run;
}

/** Whether the launcher's loader hands the cache in the folder to V8 and V8 takes it (flag set as `launch` does). */
function cacheTaken(flag = true): boolean {
  const script = `
    const launcher = require(${JSON.stringify(cli.path)});
    if (${flag}) require('node:v8').setFlagsFromString(launcher.COMMAND_V8_FLAGS);
    const loaded = launcher.loadBundle(${JSON.stringify(join(cli.dir, 'cli-main.js'))}, ${JSON.stringify(cachePath())});
    process.stdout.write(String(loaded.cacheUsed));`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }) === 'true';
}

// The format's example with a wrong score in round 1 (Re wins 2, not 3): exit code 1 and its problems.
const SHEET = DOPPELKOPF_EXAMPLE.replace(
  'score Anna +2 Ben -2 Clara +2 Dora -2',
  'score Anna +3 Ben -3 Clara +3 Dora -3',
);

/** Commands across the exit codes: clean, with errors (1), a usage error (2), help, a missing file, three languages. */
function commands(): string[][] {
  const sheet = cli.write('evening.score', SHEET);
  return [
    ['check', sheet],
    ['check', 'examples/belote-game.score', 'examples/coinche-game.score'],
    ['settle', '--lang', 'de', 'examples/doppelkopf-abend.score'],
    ['check', '--lang', 'fr', join(cli.dir, 'no-such-file.score')],
    ['help', 'check', '--lang', 'de'],
    ['check', '--no-such-option'],
  ];
}

function expectSameAsDirect(list = commands()): void {
  for (const args of list) expect(cli.run(...args), args.join(' ')).toEqual(direct(args));
}

describe('dist/cli.js and its code cache', () => {
  it('loads a bundle as require does: exports, this, require, module, __filename, __dirname', () => {
    const probe = cli.write(
      'probe.js',
      `#!/usr/bin/env node
      exports.seen = {
        file: __filename, dir: __dirname, thisIsExports: this === exports, moduleExports: module.exports === exports,
        cached: require.cache[__filename] === module, id: module.id, filename: module.filename,
        resolved: require.resolve('./cli-main.js'), builtin: typeof require('node:path').join,
      };`,
    );
    const seen = (how: string) =>
      JSON.parse(
        execFileSync(process.execPath, ['-e', `process.stdout.write(JSON.stringify((${how}).seen))`], {
          encoding: 'utf8',
        }),
      );
    const viaRequire = seen(`require(${JSON.stringify(probe)})`);
    expect(viaRequire).toMatchObject({ file: probe, dir: cli.dir, thisIsExports: true, cached: true });
    expect(seen(`require(${JSON.stringify(cli.path)}).loadBundle(${JSON.stringify(probe)}).exports`)).toEqual(
      viaRequire,
    );
  });

  it('the build makes a cache that V8 takes under the CLI flag, and not without it', () => {
    expect(cacheTaken()).toBe(true);
    expect(cacheTaken(false)).toBe(false);
  });

  it('with a valid cache, every command prints and exits as the bundle run directly', () => {
    expect(new Set(commands().map((args) => direct(args).code))).toEqual(new Set([0, 1, 2]));
    expectSameAsDirect();
  });

  it('a cache V8 rejects (made under other flags) costs only the usual compile', () => {
    const script = `
      const launcher = require(${JSON.stringify(cli.path)});
      const bundle = ${JSON.stringify(join(cli.dir, 'cli-main.js'))};
      const { script } = launcher.loadBundle(bundle, undefined);
      const file = launcher.cacheFile(require('node:fs').readFileSync(bundle), script.createCachedData());
      require('node:fs').writeFileSync(${JSON.stringify(cachePath())}, file);`;
    execFileSync(process.execPath, ['-e', script]);
    try {
      expect(readFileSync(cachePath()).length).toBeGreaterThan(1000);
      expect(cacheTaken()).toBe(false);
      expectSameAsDirect();
    } finally {
      writeFileSync(cachePath(), madeCache);
    }
  });

  it('a damaged cache, one made from another bundle, or one cut short is not handed to V8', () => {
    const damaged = Buffer.from(madeCache);
    for (let i = 40; i < damaged.length; i += 97) damaged[i] ^= 0x5a;
    const other = Buffer.from(madeCache);
    other[5] ^= 0xff; // the checksum of the source it was made from
    for (const foreign of [damaged, other, madeCache.subarray(0, 8), Buffer.from('not a cache')]) {
      writeFileSync(cachePath(), foreign);
      try {
        expect(cacheTaken()).toBe(false);
        // Not handed to V8 at all: the same compile as without a cache file, tested in full below.
        expectSameAsDirect(commands().slice(0, 1));
      } finally {
        writeFileSync(cachePath(), madeCache);
      }
    }
  });

  it('without a cache file, every command prints and exits as the bundle run directly', () => {
    const kept = join(cli.dir, 'kept.cache');
    copyFileSync(cachePath(), kept);
    rmSync(cachePath());
    try {
      expect(cacheTaken()).toBe(false);
      expectSameAsDirect();
    } finally {
      copyFileSync(kept, cachePath());
    }
  });
});
