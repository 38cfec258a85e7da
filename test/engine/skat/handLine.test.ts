// rules/skat.md "Round syntax": `hand` with no arguments is a Hand game, on a line of its own as on the declarer line;
// `hand P CARD…` keeps its version 1 meaning (P's cards). Values worked by hand from Part A's formulas.
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { row, withCode } from './helpers';

describe('a bare `hand` line', () => {
  it('makes a Hand game: Kreuz mit 2, Spiel 3, Hand 4 → 4 × 12 = +48, as `declarer A clubs with 2 hand`', () => {
    const own = row(['declarer A clubs with 2', 'hand', 'cards 70']);
    expect(own.a.problems).toEqual([]);
    expect(own.scores.A).toBe(48);
    expect(row(['declarer A clubs with 2 hand', 'cards 70']).scores.A).toBe(48);
  });
  it('allows an announcement: Grand mit 1, Spiel 2, Hand 3, Schneider 4, angesagt 5 → 5 × 24 = +120', () => {
    const r = row(['declarer A grand with 1', 'hand', 'announce schneider', 'cards 92', 'tricks 8']);
    expect(withCode(r.a, 'skat-needs-hand')).toEqual([]);
    expect(r.scores.A).toBe(120);
  });
  it('counts for `lost-factor hand-single` (S14): Herz Hand mit 2, 55 Augen → (2 + 1 + 1) × 10 = 40 → −40', () => {
    const r = row(['declarer A hearts with 2', 'hand', 'bid 40', 'cards 55'], ['set lost-factor hand-single']);
    expect(r.a.problems).toEqual([]);
    expect(r.scores.A).toBe(-40);
  });
  it('in German: `hand` is the same word (Pik mit 1, Spiel 2, Hand 3 → 3 × 11 = +33)', () => {
    const r = row(['alleinspieler A pik mit 1', 'hand', 'augen 61']);
    expect(r.a.problems).toEqual([]);
    expect(r.scores.A).toBe(33);
  });
  it('with arguments stays the line of a player’s cards (no Hand game: Kreuz mit 1, Spiel 2 → +24)', () => {
    const r = row(['declarer A clubs with 1', 'hand A ♣J ♣A', 'cards 61']);
    expect(r.a.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.scores.A).toBe(24);
  });
  it('is still the missing cards of `hand P CARD…` in a Doppelkopf sheet', () => {
    const a = analyzeScore(['game doppelkopf', 'players A B C D', 'round', '  hand', '  re A B', ''].join('\n'));
    expect(a.problems.map((p) => p.code)).toContain('missing-argument');
  });
});
