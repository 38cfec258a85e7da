// The tournament's view model (src/view/tournament.ts): what the standings component draws, in the reader's language.
// The values are the tournaments worked by hand in standings.test.ts (fixtures.ts).

import { describe, expect, it } from 'vitest';
import { createTournamentLedger } from '../../src/tournament';
import type { Lang } from '../../src/messages';
import { toTournamentModel, type TournamentModel } from '../../src/view/tournament';
import { COINCHE_FOLDER, DK_FOLDER, S1T1, type Folder } from './fixtures';

function model(folder: Folder, lang: Lang = 'en'): TournamentModel {
  const ledger = createTournamentLedger();
  for (const [file, text] of Object.entries(folder)) ledger.update(file, text);
  return toTournamentModel(ledger.tournament()!, ledger.sheets(), lang, ledger.settingsFile());
}

describe('the view model of the Doppelkopf tournament (9 players, 2 series)', () => {
  const m = model(DK_FOLDER);

  it('ranks, shared ranks, key, tie-break, series and money as worked by hand', () => {
    expect(m.columns).toMatchObject({
      key: 'placement points',
      tiebreaks: ['points'],
      series: ['S1', 'S2'],
      prize: 'prize',
      money: 'money',
    });
    expect(
      m.standings.map((s) => [
        s.rank,
        s.shared,
        s.name,
        s.key,
        ...s.tiebreaks,
        ...s.series.map((c) => c.text),
        s.prize,
      ]),
    ).toEqual([
      [1, false, 'Ben', '+4', '+3', '0', '+4', '45.00 EUR'],
      [2, false, 'Fritz', '+2', '+5', '0', '+2', '27.00 EUR'],
      [3, true, 'Clara', '+1', '+1', '0', '+1', '9.00 EUR'],
      [3, true, 'Emil', '+1', '+1', '+3', '−2', '9.00 EUR'],
      [5, false, 'Dora', '+1', '−3', '+3', '−2', '0.00 EUR'],
      [6, false, 'Hanna', '+1', '−4', '+3', '−2', '0.00 EUR'],
      [7, false, 'Anna', '−1', '+3', '−3', '+2', '0.00 EUR'],
      [8, false, 'Ilse', '−2', '0', '−3', '+1', '0.00 EUR'],
      [9, false, 'Gerd', '−7', '−6', '−3', '−4', '0.00 EUR'],
    ]);
    expect(m.standings.map((s) => s.moneySign)).toEqual([1, 1, -1, -1, -1, -1, -1, -1, -1]);
    expect(m.standings[2].money).toBe('−1.00 EUR');
    expect(m.listsIn).toBe('4 lists in');
    expect(m.money).toEqual([
      'Entries: 9 × 10.00 EUR = 90.00 EUR. Prizes paid: 90.00 EUR.',
      expect.stringContaining('share the prizes'),
    ]);
  });

  it('the Aushang: series 2, table 2 stopped by the clock, Anna and Fritz sharing places 1–2', () => {
    const s2 = m.series[1];
    expect(s2.title).toBe('Series 2');
    expect(s2.tables.map((x) => [x.table, x.file, x.timeout, x.errors])).toEqual([
      [1, 'serie-2/tisch-1.score', false, 0],
      [2, 'serie-2/tisch-2.score', true, 0],
    ]);
    expect(s2.tables[1].rows).toEqual([
      { name: 'Anna', points: '+5', place: 1, placement: '+2' },
      { name: 'Fritz', points: '+5', place: 1, placement: '+2' },
      { name: 'Hanna', points: '−5', place: 3, placement: '−2' },
      { name: 'Dora', points: '−5', place: 3, placement: '−2' },
    ]);
    expect(m.series.map((s) => s.missing)).toEqual([[], []]);
    expect(m.text.missingWho).toEqual(['', '']);
  });

  it('every list with no problem, tournament.score first', () => {
    expect(m.sheets.map((s) => [s.file, s.errors, s.warnings, s.problems])).toEqual([
      ['tournament.score', 0, 0, 'none'],
      ['serie-1/tisch-1.score', 0, 0, 'none'],
      ['serie-1/tisch-2.score', 0, 0, 'none'],
      ['serie-2/tisch-1.score', 0, 0, 'none'],
      ['serie-2/tisch-2.score', 0, 0, 'none'],
    ]);
  });

  it('statistics: the game’s own columns, by name from the catalog', () => {
    expect(m.stats.columns.slice(0, 5)).toEqual(['no.', 'player', 'games', 'won', 'lost']);
    // Anna: 7 games, 4 won, 3 lost (standings.test.ts).
    expect(m.stats.rows.find((r) => r.name === 'Anna')?.values.slice(0, 3)).toEqual(['7', '4', '3']);
  });
});

describe('lists missing and lists with errors', () => {
  it('series 2 without table 2: Anna, Fritz, Hanna and Dora are on no list of series 2', () => {
    const { ['serie-2/tisch-2.score']: _gone, ...rest } = DK_FOLDER;
    const m = model(rest, 'de');
    // In standings order: Anna, Dora, Fritz, Hanna sit at no table of series 2.
    expect(m.series[1].missing.sort()).toEqual(['Anna', 'Dora', 'Fritz', 'Hanna']);
    expect(m.text.missingWho[0]).toBe('');
    expect(m.text.missingWho[1]).toMatch(/^Serie 2: /);
    for (const who of ['Anna', 'Dora', 'Fritz', 'Hanna']) expect(m.text.missingWho[1]).toContain(who);
    expect(m.listsIn).toBe('3 Listen abgegeben');
    // The check across the lists puts each absence on tournament.score, as an error (no `missed` line).
    expect(m.sheets[0]).toMatchObject({ file: 'tournament.score', errors: 4, problems: '4 Fehler' });
  });

  it('a series without any list yet is said so, not as the names of all nine', () => {
    const m = model({
      ...DK_FOLDER,
      'tournament.score': DK_FOLDER['tournament.score'].replace('series 2', 'series 3'),
    });
    expect(m.series[2].tables).toEqual([]);
    expect(m.series[2].missing).toHaveLength(9);
    expect(m.text.missingWho).toEqual(['', '', 'Series 3: no list yet']);
  });

  it('a list whose written total disagrees counts its error on its own row', () => {
    const wrong = S1T1.replace('total Anna -2 Ben 0 Clara 0 Dora 2', 'total Anna -2 Ben 2 Clara 0 Dora 0');
    const m = model({ ...DK_FOLDER, 'serie-1/tisch-1.score': wrong }, 'fr');
    const row = m.sheets.find((s) => s.file === 'serie-1/tisch-1.score')!;
    expect(row.errors).toBeGreaterThan(0);
    expect(row.problems).toMatch(/erreur/);
    expect(m.series[0].tables[0].errors).toBe(row.errors);
  });
});

describe('a concours ranked by teams, in French', () => {
  it('teams with their members, match points, the bye in its partie', () => {
    const m = model(COINCHE_FOLDER, 'fr');
    expect(m.entrants).toBe('teams');
    expect(m.columns.series).toEqual(['P1', 'P2']);
    expect(m.standings.map((s) => [s.rank, s.name, s.members])).toEqual([
      [1, 'Jaunes', 'Jaunes1, Jaunes2'],
      [2, 'Noirs', 'Noirs1, Noirs2'],
      [3, 'Verts', 'Verts1, Verts2'],
      [4, 'Rouges', 'Rouges1, Rouges2'],
      [5, 'Bleus', 'Bleus1, Bleus2'],
    ]);
    // Noirs had the bye in partie 1: 3 match points, marked.
    expect(m.standings[1].series[0]).toEqual({ text: '+3 exempt', kind: 'bye' });
    expect(m.series[0].title).toBe('Partie 1');
  });
});
