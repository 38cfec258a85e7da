// The Season tab's data (src/extension/settlement/season.ts): a folder read file by file, a changed evening re-read
// alone, the settings file read as settings, one game per season; totals worked out by hand from the evenings.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFileText } from '../../src/engine/analyze';
import { FolderSeason } from '../../src/extension/settlement/season';

const DIR = join(__dirname, '../../examples/season-2026');

function memoryFolder(files: Record<string, string>) {
  return new FolderSeason({ list: async () => Object.keys(files), read: async (n) => files[n] });
}

/** A season of `files` analysed by the real engine, with the name of each file it analyses, in order. */
function countingFolder(files: Record<string, string>): { folder: FolderSeason; analysed: string[] } {
  const analysed: string[] = [];
  const folder = new FolderSeason(
    { list: async () => Object.keys(files), read: async (n) => files[n] },
    (file, text) => {
      analysed.push(file);
      return analyzeFileText(file, text);
    },
  );
  return { folder, analysed };
}

const bundled = () =>
  Object.fromEntries(readdirSync(DIR).map((f) => [f, readFileSync(join(DIR, f), 'utf8')])) as Record<string, string>;

describe('the season of a folder, for the Season tab', () => {
  it(
    'the bundled season: six evenings in date order, ' + 'season.score as the pot settings, standings by hand',
    async () => {
      const files = bundled();
      const folder = memoryFolder(files);
      await folder.load();
      const m = folder.model('doppelkopf', 'season-2026', '2026-04-17.score')!;
      expect(m.evenings.map((e) => e.date)).toEqual([
        '2026-01-16',
        '2026-02-13',
        '2026-03-13',
        '2026-04-17',
        '2026-05-15',
        '2026-06-12',
      ]);
      expect(m.evenings.map((e) => e.current)).toEqual([false, false, false, true, false, false]);
      expect(m.moneyModel).toBe('pot');
      expect(m.title).toBe('Doppelkopf-Runde 2026');
      // Evening totals (settle of each file): Anna 8, 22, 1 (as "anna"), 31, 18, −3 = 77; Ben −2 −11 −3 −25 +7 +3 =
      // −31;
      // Clara −4 −10 +3 −17 −17 −7 = −52; Dora −2 −18 (absent) +11 +12 +7 = 10; Emil +17 −1 −20 = −4.
      expect(m.standings.map((s) => [s.rank, s.name, s.total, s.evenings])).toEqual([
        [1, 'Anna', 77, 6],
        [2, 'Dora', 10, 5],
        [3, 'Emil', -4, 3],
        [4, 'Ben', -31, 6],
        [5, 'Clara', -52, 6],
      ]);
      // Emil was absent on 16 January: 0 and not present.
      const emil = m.players.indexOf('Emil');
      expect([m.evenings[0].totals[emil], m.evenings[0].present[emil]]).toEqual([0, false]);
    },
  );

  it('the notes speak the display language (an evening’s stake unused under the season’s pot)', async () => {
    const folder = memoryFolder({
      'season.score': 'season Runde\npot 0.05 EUR\n',
      'a.score': 'game doppelkopf\ndate 2026-01-09\nplayers Anna Ben Clara Dora\nstake 0.10 EUR\n',
      'b.score': 'game doppelkopf\ndate 2026-01-23\nplayers Anna Ben Clara Dora\n',
    });
    await folder.load();
    const notes = (lang?: 'de' | 'fr') => folder.model('doppelkopf', 's', 'b.score', lang)!.notes;
    expect(notes()).toEqual(['a.score: its stake is not used: the season keeps a pot (season.score)']);
    expect(notes('de')).toEqual([
      'a.score: sein Einsatz wird nicht verwendet: die Saison führt eine Kasse (season.score)',
    ]);
    expect(notes('fr')[0]).toMatch(/^a\.score: /);
    expect(notes('fr')[0]).not.toContain('its stake');
  });

  it('a changed evening is re-read alone; the others are neither read nor analysed again', async () => {
    const files = bundled();
    const { folder, analysed } = countingFolder(files);
    await folder.load();
    expect(analysed).toHaveLength(6);
    analysed.length = 0;
    files['2026-06-12.score'] = files['2026-06-12.score'].replace(/\n$/, '\n# a comment\n');
    expect(await folder.changed('2026-06-12.score')).toBe(true);
    expect(analysed).toEqual(['2026-06-12.score']);
    expect(folder.reads.get('2026-01-16.score')).toBe(1);
    // The same text again: read, but not analysed.
    expect(await folder.changed('2026-06-12.score')).toBe(false);
    expect(analysed).toEqual(['2026-06-12.score']);
  });

  it('an evening open in the editor is not analysed again from disk; an unsaved edit of it stays', async () => {
    const files = bundled();
    const { folder, analysed } = countingFolder(files);
    const name = '2026-06-12.score';
    // The editor hands in the saved text, analysed already, before the folder is read.
    folder.edited(name, files[name], analyzeFileText(name, files[name]));
    await folder.load();
    expect(analysed).toHaveLength(5);
    expect(analysed).not.toContain(name);
    expect(folder.holds(name, files[name])).toBe(true);
    // Unsaved: the editor's text differs from the disk's, and a read of the disk puts the saved text in its place.
    const edited = files[name].replace('+', '+1');
    folder.edited(name, edited, analyzeFileText(name, edited));
    expect(folder.holds(name, edited)).toBe(true);
    analysed.length = 0;
    expect(await folder.changed(name)).toBe(true);
    expect(analysed).toEqual([name]);
    expect(folder.holds(name, edited)).toBe(false);
  });

  it('no season with one evening of the game; a Coinche file never joins a Doppelkopf season', async () => {
    const files = bundled();
    const one = memoryFolder({ 'a.score': files['2026-01-16.score'], 'season.score': files['season.score'] });
    await one.load();
    expect(one.model('doppelkopf', 'x', 'a.score')).toBeUndefined();
    const coinche = readFileSync(join(__dirname, '../../examples/coinche-game.score'), 'utf8');
    const mixed = memoryFolder({
      'a.score': files['2026-01-16.score'],
      'b.score': files['2026-02-13.score'],
      'c.score': coinche,
    });
    await mixed.load();
    expect(mixed.model('doppelkopf', 'x', 'a.score')!.evenings.map((e) => e.file)).toEqual(['a.score', 'b.score']);
    expect(mixed.model('coinche', 'x', 'c.score')).toBeUndefined();
  });

  it('a deleted evening leaves the season', async () => {
    const files = bundled();
    const folder = memoryFolder(files);
    await folder.load();
    expect(folder.removed('2026-06-12.score')).toBe(true);
    expect(folder.model('doppelkopf', 'x', '2026-01-16.score')!.evenings).toHaveLength(5);
  });
});
