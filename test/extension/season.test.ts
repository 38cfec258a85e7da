// The Season tab's data (src/view/season.ts): a folder read file by file, a changed evening re-read
// alone, the settings file read as settings, one game per season; totals worked out by hand from the evenings.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFileText } from '../../src/analysis/analyze';
import { FolderSeason } from '../../src/view/season';

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

// Issue 30 (view review D3): the same evening twice is no season, and two groups of players in one folder are not
// merged. A season counts an evening once (a file holding the same date and players, or the same players with the same
// points over the same rounds, is a duplicate) and holds the shown evening's group: evenings that share at least half
// the players of the smaller table with another evening of the group.
describe('a season of distinct evenings, of one group', () => {
  const header = (date: string, players = 'Anna Ben Clara Dora') =>
    `game doppelkopf\ndate ${date}\nplayers ${players}\nrules ddv\n\n`;
  // Anna and Clara win 2: Anna +2 Ben −2 Clara +2 Dora −2.
  const annaClara = 'round 1\n  re Anna Clara\n  won re 2\n';
  // Anna and Ben win 2: Anna +2 Ben +2 Clara −2 Dora −2.
  const annaBen = 'round 1\n  re Anna Ben\n  won re 2\n';

  it('the bundled examples: Clara’s evening is there twice, Hanna’s table is another group: no season', async () => {
    const dir = join(__dirname, '../../examples');
    const files = Object.fromEntries(
      readdirSync(dir)
        .filter((f) => f.endsWith('.score'))
        .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
    );
    const folder = memoryFolder(files);
    await folder.load();
    // doppelkopf-evening.score and doppelkopf-paper.score: both 2024-11-15 with Anna, Ben, Clara and Dora.
    expect(folder.model('doppelkopf', 'examples', 'doppelkopf-evening.score')).toBeUndefined();
    expect(folder.sameEvening('doppelkopf', 'doppelkopf-evening.score')).toEqual([
      { file: 'doppelkopf-paper.score', sameAs: 'doppelkopf-evening.score', why: 'date' },
    ]);
    expect(folder.sameEvening('doppelkopf', 'doppelkopf-paper.score')).toEqual([
      { file: 'doppelkopf-evening.score', sameAs: 'doppelkopf-paper.score', why: 'date' },
    ]);
    // Jürgen, Hanna, Uwe and Marie share nobody with Clara's table.
    expect(folder.model('doppelkopf', 'examples', 'doppelkopf-abend.score')).toBeUndefined();
    expect(folder.sameEvening('doppelkopf', 'doppelkopf-abend.score')).toEqual([]);
    // The two Coinche tables share only "Nord" (Nord Ost Süd West, Nord Est Sud Ouest): one of four, not a group.
    expect(folder.model('coinche', 'examples', 'coinche-partie.score')).toBeUndefined();
    expect(folder.model('coinche', 'examples', 'coinche-game.score')).toBeUndefined();
  });

  it('a sheet typed in twice (other date, same players and points) counts once; the shown one is kept', async () => {
    const folder = memoryFolder({
      'a.score': header('2026-01-09') + annaClara,
      'copy.score': header('2026-01-10') + annaClara,
      'c.score': header('2026-01-23') + annaBen,
    });
    await folder.load();
    const fromA = folder.model('doppelkopf', 's', 'a.score')!;
    expect(fromA.evenings.map((e) => e.file)).toEqual(['a.score', 'c.score']);
    // a + c: Anna 2+2 = 4, Ben −2+2 = 0, Clara 2−2 = 0, Dora −2−2 = −4.
    expect(fromA.standings.map((s) => [s.name, s.total, s.evenings])).toEqual([
      ['Anna', 4, 2],
      ['Ben', 0, 2],
      ['Clara', 0, 2],
      ['Dora', -4, 2],
    ]);
    expect(fromA.duplicates).toEqual([{ file: 'copy.score', sameAs: 'a.score', why: 'rounds' }]);
    expect(folder.sameEvening('doppelkopf', 'a.score')).toEqual(fromA.duplicates);
    expect(folder.sameEvening('doppelkopf', 'c.score')).toEqual([]);
    // Seen from the copy, the season holds the copy (the same totals) and names a.score as the duplicate.
    const fromCopy = folder.model('doppelkopf', 's', 'copy.score')!;
    expect(fromCopy.evenings.map((e) => [e.file, e.current])).toEqual([
      ['copy.score', true],
      ['c.score', false],
    ]);
    expect(fromCopy.duplicates).toEqual([{ file: 'a.score', sameAs: 'copy.score', why: 'rounds' }]);
  });

  it('the same players on another date with other points are another evening', async () => {
    const folder = memoryFolder({
      'a.score': header('2026-01-09') + annaClara,
      'b.score': header('2026-01-10') + annaBen,
    });
    await folder.load();
    expect(folder.model('doppelkopf', 's', 'a.score')!.evenings).toHaveLength(2);
    expect(folder.sameEvening('doppelkopf', 'a.score')).toEqual([]);
  });

  it('another group in the folder is left out and named; two players of four in common are one group', async () => {
    const folder = memoryFolder({
      'a.score': header('2026-01-09') + annaClara,
      'b.score': header('2026-01-23', 'Anna Ben Emil Fritz') + 'round 1\n  re Anna Emil\n  won re 2\n',
      'x.score': header('2026-01-16', 'Jürgen Hanna Uwe Marie') + 'round 1\n  re Jürgen Uwe\n  won re 2\n',
      'y.score': header('2026-01-30', 'Jürgen Hanna Uwe Marie') + 'round 1\n  re Hanna Marie\n  won re 2\n',
    });
    await folder.load();
    const m = folder.model('doppelkopf', 's', 'a.score')!;
    expect(m.evenings.map((e) => e.file)).toEqual(['a.score', 'b.score']);
    expect(m.players).toEqual(['Anna', 'Ben', 'Clara', 'Dora', 'Emil', 'Fritz']);
    expect(m.otherGroups).toEqual(['x.score', 'y.score']);
    expect(folder.model('doppelkopf', 's', 'y.score')!.evenings.map((e) => e.file)).toEqual(['x.score', 'y.score']);
  });
});
