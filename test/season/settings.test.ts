// The season settings file: what it sets, per game, and a coded problem with the word's range for each bad line.

import { describe, expect, it } from 'vitest';
import {
  isSeasonSettings,
  moneySettingsFor,
  parseSeasonSettings,
  splitByWeights,
  standingsWeights,
} from '../../src/season';
import { splitCents } from '../../src/season';

describe('isSeasonSettings: the first directive is `season`', () => {
  it.each([
    ['season Runde 2026\npot 0.05 EUR\n', true],
    ['\uFEFF# comment first\n\n  Season\n', true],
    ['saison 2026\n', true],
    ['game doppelkopf\nplayers A B C D\n', false],
    ['"season"\n', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isSeasonSettings(text)).toBe(expected);
  });
});

describe('parseSeasonSettings', () => {
  it('defaults: money per evening, a standings split of 50 30 20 should a pot be set', () => {
    const s = parseSeasonSettings('season\n');
    expect(s.all).toEqual({ split: 'standings', shares: [50, 30, 20] });
    expect(s.problems).toEqual([]);
  });
  it('reads the title, the pot in either decimal notation, and the split', () => {
    const s = parseSeasonSettings('season "Runde 2026"  # the Friday group\npot 0,10 €\nsplit standings 70% 30%\n');
    expect(s.title).toBe('Runde 2026');
    expect(s.all).toEqual({ potCents: 10, currency: '€', split: 'standings', shares: [70, 30] });
    expect(parseSeasonSettings('season\npot 0.05EUR\n').all).toMatchObject({ potCents: 5, currency: 'EUR' });
  });
  it('game sections override the lines above them for that game only', () => {
    const s = parseSeasonSettings(
      'season\npot 0.05 EUR\ngame coinche\npot 1 EUR\nsplit attendance\ngame belote\npot none\n',
    );
    expect(moneySettingsFor(s, 'doppelkopf')).toMatchObject({ potCents: 5, currency: 'EUR', split: 'standings' });
    expect(moneySettingsFor(s, 'coinche')).toMatchObject({ potCents: 100, currency: 'EUR', split: 'attendance' });
    expect(moneySettingsFor(s, 'belote').potCents).toBeUndefined();
    expect(s.problems).toEqual([]);
  });
  it('reports each bad line with a stable code on the offending word', () => {
    const text = [
      'season',
      'pot -1 EUR', // line 1
      'split standings 50 30', // line 2: 80%
      'split thirds', // line 3
      'game jass', // line 4
      'stake 0.05', // line 5
      'pot 0.05 EUR extra', // line 6
    ].join('\n');
    const p = parseSeasonSettings(text).problems.map((x) => [
      x.code,
      x.severity,
      x.range.start.line,
      x.range.start.character,
      x.range.end.character,
    ]);
    expect(p).toEqual([
      ['season-bad-pot', 'error', 1, 4, 6],
      ['season-bad-split', 'error', 2, 19, 21],
      ['season-duplicate', 'warning', 3, 0, 5],
      ['season-bad-split', 'error', 3, 6, 12],
      ['season-bad-game', 'error', 4, 5, 9],
      ['season-unknown-directive', 'error', 5, 0, 5],
      ['season-duplicate', 'warning', 6, 0, 3],
      ['season-bad-pot', 'error', 6, 13, 18],
    ]);
  });
  it('a split without a pot is a warning on the split', () => {
    const p = parseSeasonSettings('season\nsplit attendance\n').problems;
    expect(p.map((x) => [x.code, x.severity, x.range.start.line])).toEqual([
      ['season-split-without-pot', 'warning', 1],
    ]);
  });
});

describe('splitting money exactly', () => {
  it('splitCents: equal shares, the odd cents to the first, signs kept', () => {
    expect(splitCents(5, 2)).toEqual([3, 2]);
    expect(splitCents(-5, 2)).toEqual([-3, -2]);
    expect(splitCents(0, 2)).toEqual([0, 0]);
  });
  it('standingsWeights: tied places share, places past the shares get nothing', () => {
    // Ranks 1, 1, 3, 4: places 1+2 = 50+30 shared by two (40 each), place 3 = 20, place 4 = 0.
    expect(standingsWeights([1, 1, 3, 4], [50, 30, 20])).toEqual([80, 80, 40, 0]);
    // Three tied for first: (50+30+20)/3 each; integer weights scaled by 3.
    expect(standingsWeights([1, 1, 1], [50, 30, 20])).toEqual([100, 100, 100]);
  });
  it('splitByWeights: floor shares, remaining cents to the largest remainders, ties to the earlier name', () => {
    expect(splitByWeights(100, ['a', 'b', 'c'], [1, 1, 1])).toEqual({ a: 34, b: 33, c: 33 });
    expect(splitByWeights(200, ['a', 'b'], [80, 20])).toEqual({ a: 160, b: 40 });
    expect(splitByWeights(7, ['a', 'b'], [0, 0])).toEqual({ a: 0, b: 0 });
  });
});
