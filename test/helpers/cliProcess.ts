// The CLI as users run it, for the tests that need a real process: src/cli bundled as the build bundles it,
// once per test file, into a temporary folder that the file's sheets are written to as well.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { APART_ENTRIES, cliApart } from '../../scripts/cliBundles.mjs';
import { afterAll, beforeAll } from 'vitest';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** The bundled CLI and its folder; valid from the test file's `beforeAll` on, removed after its last test. */
export interface BundledCli {
  readonly dir: string;
  readonly path: string;
  run(...args: string[]): CliRun;
  /**
   * Runs it, but stops it (SIGKILL) after `ms` milliseconds: for inputs that could make a broken CLI wait for ever
   * (a named pipe, a device). `timedOut` says it had to be stopped.
   */
  runWithin(ms: number, ...args: string[]): CliRun & { timedOut: boolean };
  /** Writes a file into the folder and returns its path. */
  write(name: string, text: string): string;
  /** Writes a folder of files (a season) and returns its path. */
  folder(name: string, files: Record<string, string>): string;
}

export function bundledCli(prefix: string): BundledCli {
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    // As dist/ has them: cli.js sets the young generation up and runs cli-main.js (src/cli/launch.ts), which loads
    // what only some commands need from files of their own beside it (scripts/cliBundles.mjs).
    await esbuild.build({
      entryPoints: { cli: 'src/cli/launch.ts', 'cli-main': 'src/cli/main.ts' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outdir: dir,
      banner: { js: '#!/usr/bin/env node' },
      define: { SCORESHEET_VERSION: '"test"' },
      logLevel: 'error',
      plugins: [cliApart],
    });
    await esbuild.build({
      entryPoints: APART_ENTRIES,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outdir: dir,
      logLevel: 'error',
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cli: BundledCli = {
    get dir() {
      return dir;
    },
    get path() {
      return join(dir, 'cli.js');
    },
    run(...args) {
      const r = spawnSync(process.execPath, [cli.path, ...args], { encoding: 'utf8' });
      return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
    },
    runWithin(ms, ...args) {
      const r = spawnSync(process.execPath, [cli.path, ...args], {
        encoding: 'utf8',
        timeout: ms,
        killSignal: 'SIGKILL',
      });
      return { code: r.status ?? -1, out: r.stdout, err: r.stderr, timedOut: r.signal === 'SIGKILL' };
    },
    write(name, text) {
      const p = join(dir, name);
      writeFileSync(p, text);
      return p;
    },
    folder(name, files) {
      const d = join(dir, name);
      mkdirSync(d, { recursive: true });
      for (const [f, text] of Object.entries(files)) writeFileSync(join(d, f), text);
      return d;
    },
  };
  return cli;
}
