// A season folder with a symbolic link to one of its evenings: the evening is counted once (security review
// 2026-12, F10), in the CLI (compared by real path) and in the extension's Season tab (a link that leads to a file
// of the folder is that file).

import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFileText } from '../../src/analysis/analyze';
import { FolderSeason } from '../../src/view/season';
import { runCli } from '../helpers/cliInProcess';
import { E1, E2 } from '../season/fixtures';

const dir = mkdtempSync(join(tmpdir(), 'scoresheet-links-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// E1: Anna 0, Ben +2, Clara −4, Dora +2; E2: anna +4, Ben −6, Emil +4, Dora −2. Once each: Anna 4, Ben −4,
// Clara −4, Dora 0, Emil 4 (counting E1 twice would give Ben −2, Clara −8, Dora +2).
const ONCE = { Anna: 4, Ben: -4, Clara: -4, Dora: 0, Emil: 4 };

describe('a symbolic link to an evening (review F10)', () => {
  it('settle DIR reads the evening once, under its first name; a link given by name too', () => {
    const season = join(dir, 'season');
    mkdirSync(season);
    writeFileSync(join(season, '2026-01-09.score'), E1);
    writeFileSync(join(season, '2026-01-23.score'), E2);
    symlinkSync('2026-01-09.score', join(season, 'copy.score'));
    const r = runCli(['settle', '--json', season]);
    const json = JSON.parse(r.out) as { files: { file: string }[]; season: { totals: Record<string, number> } };
    expect(json.files.map((f) => f.file)).toEqual([join(season, '2026-01-09.score'), join(season, '2026-01-23.score')]);
    expect(json.season.totals).toEqual(ONCE);
    const byName = runCli(['settle', '--json', join(season, 'copy.score'), season]);
    expect(JSON.parse(byName.out).season.totals).toEqual(ONCE);
  });

  it('the Season tab: a link to a file of the folder is that evening; a link leading elsewhere is one', async () => {
    // outside.score leads out of the folder, to another evening: E1's first three rounds, on 2026-02-06 (the same text
    // as a.score would be the same evening, which the Season tab counts once anyway).
    const outside = E1.replace('2026-01-09', '2026-02-06').replace(/round 4[^]*$/, '');
    const files: Record<string, string> = { 'a.score': E1, 'b.score': E2, 'link.score': E1, 'outside.score': outside };
    const links = new Set(['link.score', 'outside.score']);
    const folder = new FolderSeason(
      {
        list: async () => Object.keys(files),
        read: async (n) => files[n],
        isLink: async (n) => links.has(n),
        // link.score leads to a.score; outside.score to a file of another folder.
        sameFile: async (link, other) => link === 'link.score' && other === 'a.score',
      },
      analyzeFileText,
    );
    await folder.load();
    // A watcher's change event for the link changes nothing.
    expect(await folder.changed('link.score')).toBe(false);
    const m = folder.model('doppelkopf', 's', 'a.score')!;
    expect(m.evenings.map((e) => e.file)).toEqual(['a.score', 'b.score', 'outside.score']);
    // a (E1: Anna 0, Ben +2, Clara −4, Dora +2), b (E2), outside (E1 before round 4's Anna +1 Ben −1 Clara +1 Dora −1:
    // Anna −1, Ben +3, Clara −5, Dora +3).
    expect(Object.fromEntries(m.standings.map((s) => [s.name, s.total]))).toEqual({
      Anna: 3,
      Ben: -1,
      Clara: -9,
      Dora: 3,
      Emil: 4,
    });
  });
});
