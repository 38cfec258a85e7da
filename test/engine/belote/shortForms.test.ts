// Belote/Coinche short forms of paper sheets (score-format.md v2, issue 14): `cards N` for the taker's team,
// card points that add up to the deal + 10 read as including the dix de der, `points TEAM N`. Values by hand
// from rules/belote.md Part A: a hearts deal has 152 card points + 10 for the last trick = 162.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';

const HEAD = 'game belote\nplayers Nord Ost Süd West\n';
const run = (rounds: string) => analyzeScore(HEAD + rounds);
const codes = (a: ReturnType<typeof run>) => a.problems.map((p) => p.code);

describe('cards N: the taker’s team', () => {
  it('taker Süd, cards 90, last Süd: Nord-Süd 90 + 10 = 100, Ost-West 152 − 90 = 62; made', () => {
    const a = run('round\n taker Süd\n trump hearts\n cards 90\n last Süd\n');
    expect(codes(a)).toEqual([]);
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 100, 'Ost-West': 62 });
    expect(a.rounds[0].outcome).toBe('made');
  });
  it('the taker line may come after it: taker Ost → Ost-West 90 + 10, Nord-Süd 62', () => {
    const a = run('round\n cards 90\n trump hearts\n taker Ost\n last Ost\n');
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 62, 'Ost-West': 100 });
  });
  it('more than the deal has: cards-sum', () => {
    expect(codes(run('round\n taker Süd\n trump hearts\n cards 160\n last Süd\n'))).toContain('cards-sum');
  });
  it('coinche: the contract names the taking team, as `cards NS 100` would', () => {
    const short = analyzeScore(
      'game coinche\nplayers Nord Ost Süd West\nteams NS EW\nround\n contract Süd 90 spades\n cards 100\n last NS\n',
    );
    const full = analyzeScore(
      'game coinche\nplayers Nord Ost Süd West\nteams NS EW\nround\n contract Süd 90 spades\n cards NS 100\n last NS\n',
    );
    expect(short.problems).toEqual([]);
    expect(short.rounds[0].scores).toEqual(full.rounds[0].scores);
  });
});

describe('cards A N B M adding up to the deal + 10: the dix de der is in them', () => {
  it('cards Nord-Süd 100, Ost-West 62 (= 162): an info, no missing-last, Nord-Süd 100, Ost-West 62', () => {
    const a = run('round\n taker Süd\n trump hearts\n cards Nord-Süd 100, Ost-West 62\n');
    expect(codes(a)).toEqual(['cards-with-der']);
    expect(a.problems[0].severity).toBe('info');
    expect(a.problems[0].message).toMatch(/including the 10 for the last trick/);
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 100, 'Ost-West': 62 });
  });
  it('with `last Süd` written as well the 10 is not counted twice (Nord-Süd stays 100, not 110)', () => {
    const a = run('round\n taker Süd\n trump hearts\n cards Nord-Süd 100, Ost-West 62\n last Süd\n');
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 100, 'Ost-West': 62 });
  });
  it('a sum that is neither 152 nor 162 is still a cards-sum error', () => {
    expect(codes(run('round\n taker Süd\n trump hearts\n cards Nord-Süd 100, Ost-West 60\n last Süd\n'))).toEqual([
      'cards-sum',
    ]);
  });
});

describe('points TEAM N: points with the last trick', () => {
  it('points Ost-West 100 at spades, taker Ost: Ost-West 100, Nord-Süd 162 − 100 = 62', () => {
    const a = run('round\n taker Ost\n trump spades\n points Ost-West 100\n');
    expect(codes(a)).toEqual([]);
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 62, 'Ost-West': 100 });
  });
  it('a failed contract: taker Süd, points Süd 70 → 70 < 92, Ost-West takes all 162', () => {
    const a = run('round\n taker Süd\n trump hearts\n points Süd 70\n');
    expect(a.rounds[0].outcome).toBe('failed');
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 0, 'Ost-West': 162 });
  });
  it('both teams given must add up to 162: cards-sum otherwise', () => {
    expect(codes(run('round\n taker Süd\n trump hearts\n points Nord-Süd 100 Ost-West 60\n'))).toEqual(['cards-sum']);
  });
});

describe('every independent problem of a round is reported', () => {
  it('a misspelt taker (with its suggestion) does not hide the cards-sum error', () => {
    const a = run('round\n taker Sdü\n trump hearts\n cards Nord-Süd 100 Ost-West 60\n last Süd\n');
    expect(codes(a)).toEqual(expect.arrayContaining(['unknown-name', 'cards-sum']));
    expect(a.problems.find((p) => p.code === 'unknown-name')?.message).toMatch(/did you mean Süd\?/);
  });
  it('Doppelkopf: a misspelt Re player does not hide the card sum', () => {
    const a = analyzeScore(
      'game doppelkopf\nplayers Anna Ben Clara Dora\nround\n re Anna Bne\n cards re 100 kontra 100\n',
    );
    expect(codes(a)).toEqual(['unknown-name', 'cards-sum']);
    expect(a.problems[0].message).toMatch(/did you mean Ben\?/);
  });
  it('examples inside messages use the file’s own players and teams', () => {
    const dk = analyzeScore('game doppelkopf\nplayers Ute Vera Wim Xaver\nround\n re\n');
    const missing = (a: ReturnType<typeof run>) => a.problems.find((p) => p.code === 'missing-argument')?.message;
    expect(missing(dk)).toContain('`re Ute Wim`');
    const be = analyzeScore('game belote\nplayers N O S W\nteams Wir Ihr\nround\n points\n');
    expect(missing(be)).toContain('`points Wir 102 Ihr 60`');
    expect(missing(be)).not.toMatch(/Nord|Süd|Anna/);
  });
});
