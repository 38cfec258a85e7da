// Eight phones on `scoresheet serve` (in this process, on a real file in a temporary folder, written by the atomic
// writer), adding 60 rounds in turn: no phone misses an update, and the file is intact. The pace here is fast (the
// issue's minute, one round a second, runs in the end-to-end suite: test/e2e/scenarios.ts, `table-load`); the rounds
// and the checks are the same (test/session/tableLoad.ts).

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processServeIo, runServe } from '../../src/cli/serve';
import { analyzeFileText } from '../../src/analysis/analyze';
import { LOAD_SHEET, loadFailures, runTableLoad } from './tableLoad';

const dir = mkdtempSync(join(tmpdir(), 'scoresheet-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('eight phones, sixty rounds', () => {
  it('every phone gets every version in order, ends with the file; the file is the sheet and 60 rounds', async () => {
    const file = join(dir, 'evening.score');
    writeFileSync(file, LOAD_SHEET);
    const stdout: string[] = [];
    const stderr: string[] = [];
    let stop = () => {};
    const done = runServe(
      { file, lang: 'en' },
      {
        ...processServeIo(),
        out: (line) => stdout.push(line),
        err: (line) => stderr.push(line),
        tty: false,
        phoneScript: () => 'console.log("phone")',
        onStop: (s) => (stop = s),
      },
    );
    for (let i = 0; i < 500 && stdout.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const base = stdout[0];
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);

    const rounds = 60;
    const result = await runTableLoad({ base, phones: 8, rounds, everyMs: 40 });
    stop();
    expect(await done).toBe(0);
    const slowest = Math.max(...result.lagsMs);
    console.info(`table load: 8 phones, ${rounds} rounds, the slowest phone held each after at most ${slowest} ms`);

    const onDisk = readFileSync(file, 'utf8');
    expect(loadFailures(result, rounds, onDisk)).toEqual([]);
    // The checks themselves: 8 phones, each with versions 1 (the sheet on connecting) to 61, the file's text.
    expect(result.phones).toHaveLength(8);
    expect(result.phones[7].changes).toHaveLength(rounds + 1);
    // 61 rounds, no problem; rounds 2–61 cancel out in pairs, so the totals are round 1's (Re Anna, Ben +1).
    const analysis = analyzeFileText('evening.score', onDisk)[0];
    expect(analysis.problems.filter((d) => d.severity === 'error')).toEqual([]);
    expect(analysis.rounds).toHaveLength(rounds + 1);
    expect(analysis.totals).toEqual({ Anna: 1, Ben: 1, Clara: -1, Dora: -1 });
    expect(stderr.filter((l) => /round \d+ added/.test(l))).toHaveLength(rounds);
  });
});
