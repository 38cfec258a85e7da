// `=> W N` may name the party or team that takes the trick, as rule guides often write it.
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { render, type Lang } from '../../../src/messages';

const codes = (text: string) =>
  analyzeScore(text)
    .problems.filter((p) => p.severity === 'error')
    .map((p) => `${p.code}@${p.range.start.line + 1}:${p.range.start.character + 1}`);

describe('trick winner named as a party (Doppelkopf) — score-format.md "=> W N"', () => {
  // A leads ♣A, B ♣10, C ♣K, D ♣9: clubs are plain, the ♣A wins (A 11 + 10 10 + K 4 + 9 0 = 25). A is Re.
  const head = 'game doppelkopf\nplayers A B C D\n\nround\n  re A C\n';
  it('accepts the winning party', () => {
    expect(codes(head + '  trick A ♣A, B ♣10, C ♣K, D ♣9 => re 25\n')).toEqual([]);
  });
  it('rejects the other party, on the party token', () => {
    expect(codes(head + '  trick A ♣A, B ♣10, C ♣K, D ♣9 => kontra 25\n')).toEqual(['trick-winner@6:36']);
  });
  it('says the winner and the winner’s party, in Doppelkopf’s words (its own message), in en, de, fr', () => {
    const p = analyzeScore(head + '  trick A ♣A, B ♣10, C ♣K, D ♣9 => kontra 25\n').problems.find(
      (x) => x.code === 'trick-winner',
    )!;
    const say = (lang: Lang) => render(p.msg!, lang);
    expect(say('en')).toBe('A (Re) wins this trick with ♣A, not kontra.');
    expect(say('de')).toBe('A (Re) gewinnt diesen Stich mit ♣A, nicht kontra.');
    expect(say('fr')).toBe('A (Re) remporte ce pli avec ♣A, pas kontra.');
  });
});

describe('trick winner named as a team (Belote) — FFB trick example, belote.md §3.5', () => {
  // ♥ trump: S ♠A 11, W ♠10 10, N ♠7 0, E ♥J 20 → East (team Ost-West = EW) wins 41.
  const head = 'game belote\nplayers Nord Ost Süd West\nteams NS EW\n\nround\n  taker Süd\n  trump hearts\n';
  it('accepts the winning team', () => {
    expect(codes(head + '  trick Süd ♠A, West ♠10, Nord ♠7, Ost ♥J => EW 41\n')).toEqual([]);
  });
  it('rejects the other team', () => {
    expect(codes(head + '  trick Süd ♠A, West ♠10, Nord ♠7, Ost ♥J => NS 41\n')).toEqual(['trick-winner@8:46']);
  });
});
