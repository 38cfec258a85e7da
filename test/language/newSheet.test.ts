// New score sheet: the header score-format.md § Header describes, with an empty first round; player counts per game;
// the dated file name; the last sheet's players offered again.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { gameOf } from '../../src/games/registry';
import {
  localDate,
  newSheetText,
  playersProblem,
  sheetFileName,
  sheetPlayers,
  splitPlayers,
} from '../../src/language/newSheet';

describe('the new sheet’s text', () => {
  it('Doppelkopf: game, date, players, rules, stake, and round 1 ready to type', () => {
    const text = newSheetText(
      {
        game: 'doppelkopf',
        players: ['Anna', 'Ben', 'Clara', 'Dora M.'],
        rules: 'ddv',
        stake: '0.05 EUR',
        date: '2026-12-01',
      },
      gameOf('doppelkopf'),
    );
    expect(text).toBe(
      'game doppelkopf\ndate 2026-12-01\nplayers Anna Ben Clara "Dora M."\nrules ddv\nstake 0.05 EUR\n\nround 1\n  ',
    );
    const a = analyzeScore(text);
    expect(a.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(a.settlement.names).toEqual(['Anna', 'Ben', 'Clara', 'Dora M.']);
    expect(a.settlement.stakeCents).toBe(5);
  });

  it('Coinche: a target, no stake line when none is given', () => {
    const text = newSheetText(
      {
        game: 'coinche',
        players: ['Nord', 'Ost', 'Süd', 'West'],
        rules: 'official',
        target: 2000,
        date: '2026-12-01',
      },
      gameOf('coinche'),
    );
    expect(text).toBe(
      'game coinche\ndate 2026-12-01\nplayers Nord Ost Süd West\nrules official\ntarget 2000\n\nround 1\n  ',
    );
    expect(analyzeScore(text).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
  it('a target only where the game asks for one: Doppelkopf is played for money, never to a target', () => {
    const text = newSheetText(
      { game: 'doppelkopf', players: ['A', 'B', 'C', 'D'], rules: 'ddv', target: 1000, date: '2026-12-01' },
      gameOf('doppelkopf'),
    );
    expect(text).toBe('game doppelkopf\ndate 2026-12-01\nplayers A B C D\nrules ddv\n\nround 1\n  ');
  });
});

describe('players', () => {
  it('split at commas and spaces; quotes keep a name together', () => {
    expect(splitPlayers('Anna, Ben  Clara,"Dora M."')).toEqual(['Anna', 'Ben', 'Clara', 'Dora M.']);
  });

  it('Doppelkopf takes 4 to 7, Belote and Coinche exactly 4, nobody twice', () => {
    expect(playersProblem(gameOf('doppelkopf'), ['A', 'B', 'C'])).toEqual({ key: 'count', min: 4, max: 7 });
    expect(playersProblem(gameOf('doppelkopf'), ['A', 'B', 'C', 'D', 'E'])).toBeUndefined();
    expect(playersProblem(gameOf('belote'), ['A', 'B', 'C', 'D', 'E'])).toEqual({ key: 'count', min: 4, max: 4 });
    expect(playersProblem(gameOf('coinche'), ['A', 'B', 'a', 'D'])).toEqual({ key: 'twice', name: 'a' });
  });

  it('the last sheet’s players and game', () => {
    expect(sheetPlayers('game belote\nplayers Nord Ost Süd West\n\nround\n')).toEqual({
      game: 'belote',
      players: ['Nord', 'Ost', 'Süd', 'West'],
    });
    expect(sheetPlayers('nothing here')).toEqual({ game: undefined, players: [] });
  });
});

describe('the file name', () => {
  it('is the date, numbered when the evening already has a sheet', () => {
    expect(sheetFileName('2026-12-01', new Set())).toBe('2026-12-01.score');
    expect(sheetFileName('2026-12-01', new Set(['2026-12-01.score', '2026-12-01-2.score']))).toBe('2026-12-01-3.score');
  });

  it('uses the local calendar date', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
