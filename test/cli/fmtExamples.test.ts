// Every bundled example and every Markdown guide of the repository is formatted as `scoresheet fmt` writes it
// (issue 30, bug 16): `fmt --check` passes on all of them, so CI fails when the formatter or a file drifts.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractScoreBlocks } from '../../src/format';
import { runCli } from '../helpers/cliInProcess';

const inDir = (dir: string, ext: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => `${dir}/${f}`);

const SHEETS = [
  ...inDir('examples', '.score'),
  ...inDir('examples/season-2026', '.score'),
  ...inDir('examples/turnier-2026', '.score'),
  ...inDir('examples/turnier-2026/serie-1', '.score'),
  ...inDir('examples/turnier-2026/serie-2', '.score'),
];
const GUIDES = [...inDir('examples', '.md'), ...inDir('docs', '.md'), 'README.md'];

describe('scoresheet fmt --check on the repository', () => {
  it('every example sheet is formatted', () => {
    expect(SHEETS.length).toBeGreaterThanOrEqual(13);
    const r = runCli(['fmt', '--check', ...SHEETS]);
    expect(r.out).toBe('');
    expect(r.err).toBe(`0 files need formatting (of ${SHEETS.length})\n`);
    expect(r.code).toBe(0);
  });

  it('every ```score block of every Markdown guide is formatted', () => {
    const withBlocks = GUIDES.filter((f) => extractScoreBlocks(readFileSync(f, 'utf8')).length > 0);
    // README and the example guides hold blocks (docs/ only quotes them): a list of guides without any would pass.
    expect(withBlocks.length).toBeGreaterThanOrEqual(4);
    const r = runCli(['fmt', '--check', ...GUIDES]);
    expect(r.out).toBe('');
    expect(r.code).toBe(0);
  });
});
