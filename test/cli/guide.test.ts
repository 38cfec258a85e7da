// The CLI on rule guides and what-if rules, as users run it: `node cli.js …` as a process on real files.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dir: string;
let cli: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scoresheet-guide-'));
  cli = join(dir, 'cli.js');
  await esbuild.build({
    entryPoints: ['src/cli/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: cli,
    define: { SCORESHEET_VERSION: '"test"' },
    logLevel: 'error',
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

function run(...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

const GUIDE = readFileSync('examples/guide.md', 'utf8');

describe('check on a rule guide', () => {
  it('examples/guide.md: shared headers, expected errors and a skipped block check clean', () => {
    const r = run('check', 'examples/guide.md');
    expect(r.out).toBe('');
    expect(r.err).toBe('0 errors, 0 warnings in 7 documents\n');
    expect(r.code).toBe(0);
  });

  it('removing the deliberate mistake fails, pointing at the fence line', () => {
    const fenceLine = GUIDE.split('\n').indexOf('```score expect=score-mismatch') + 1;
    const f = write(
      'fixed.md',
      GUIDE.replace('score Anna +1 Ben -1 Clara +1 Dora -1', 'score Anna +2 Ben -2 Clara +2 Dora -2'),
    );
    const r = run('check', f);
    expect(r.code).toBe(1);
    expect(r.out.trim().split('\n')).toEqual([
      `${f}:${fenceLine}:10: error expect-missing: This example expects the error \`score-mismatch\`, but the block has ` +
        'none; fix the example or remove score-mismatch from expect=.',
    ]);
  });

  it('--json keeps the expected errors as hints', () => {
    const r = run('check', '--json', 'examples/guide.md');
    const files = JSON.parse(r.out).files as { diagnostics: { severity: string; code: string }[] }[];
    expect(files[2].diagnostics.map((d) => [d.severity, d.code])).toEqual([['hint', 'score-mismatch']]);
    expect(r.code).toBe(0);
  });
});
