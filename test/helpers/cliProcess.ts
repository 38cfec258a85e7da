// The CLI as users run it, for the tests that need a real process: src/cli bundled as the build bundles it, once per
// run (test/setup/cliBundle.ts) and copied into a temporary folder of each test file's, which the file's sheets are
// written to as well.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildCli } from './cliBuild';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the run's build of the CLI (test/setup/cliBundle.ts). */
    cliBundle?: string;
  }
}

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
    // The run's build (test/setup/cliBundle.ts), copied: a test may change or remove the files beside the bundle.
    const shared = inject('cliBundle');
    if (shared) for (const f of readdirSync(shared)) copyFileSync(join(shared, f), join(dir, f));
    else await buildCli(dir);
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
