// Vitest globalSetup of the projects whose files run the CLI as a process (test/helpers/cliProcess.ts): the CLI
// bundled once for the run, instead of two esbuild builds in each of those files; each file copies it into a folder
// of its own. Both projects that list this file share the one build (a promise kept on globalThis in vitest's main
// process); the last project's teardown removes it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { buildCli } from '../helpers/cliBuild';

interface SharedBuild {
  dir: Promise<string>;
  users: number;
}
const KEY = Symbol.for('scoresheet.test.cliBundle');
const main = globalThis as { [KEY]?: SharedBuild };

async function build(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'scoresheet-cli-build-'));
  await buildCli(dir);
  // With the code cache, as the build ships it (scripts/codecache.mjs): each of the run's several hundred CLI
  // processes then skips compiling the bundle, about a fifth of what it costs.
  await promisify(execFile)(process.execPath, ['scripts/codecache.mjs', dir]);
  return dir;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (main[KEY] ??= { dir: build(), users: 0 });
  shared.users++;
  const dir = await shared.dir;
  project.provide('cliBundle', dir);
  return async () => {
    if (--shared.users > 0) return;
    delete main[KEY];
    rmSync(dir, { recursive: true, force: true });
  };
}
