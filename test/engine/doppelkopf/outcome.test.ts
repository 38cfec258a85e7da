// Outcome-only rounds (score-format.md v2, issue 14): `won` lines and `score` rows naming only some players, as
// paper sheets are kept. Every expected number is worked out by hand from rules/doppelkopf.md (±V, soloist ±3V,
// bock ×2 per doubling).

import { describe, expect, it } from 'vitest';
import { codes, row, run } from './helpers';

describe('won PARTY N', () => {
  it('won re 2 with a re line: Re +2 each, Kontra −2 each; no missing-cards', () => {
    const o = run('round\n re A C\n won re 2\n');
    expect(codes(o)).toEqual([]);
    expect(row(o)).toEqual([2, -2, 2, -2]);
    expect(o.rounds[0].outcome).toBe('re');
  });
  it('won kontra 3: Kontra (B, D) +3 each', () => {
    const o = run('round\n re A C\n won kontra 3\n');
    expect(row(o)).toEqual([-3, 3, -3, 3]);
    expect(o.rounds[0].outcome).toBe('kontra');
  });
  it('a player names the party: won D 4 with re A C → Kontra won 4', () => {
    expect(row(run('round\n re A C\n won D 4\n'))).toEqual([-4, 4, -4, 4]);
  });
  it('a solo: the soloist ±3N, each opponent ∓N (won D 2 → D +6; won kontra 1 → D −3)', () => {
    expect(row(run('round\n solo D queens\n won D 2\n'))).toEqual([-2, -2, -2, 6]);
    expect(row(run('round\n solo D queens\n won kontra 1\n'))).toEqual([1, 1, 1, -3]);
  });
  it('won P Q N without a re line names the winners; the round counts as recorded', () => {
    const o = run('round\n won B C 3\n');
    expect(codes(o)).toEqual([]);
    expect(row(o)).toEqual([-3, 3, 3, -3]);
    expect(o.rounds[0].outcome).toBe('recorded');
    expect(o.settlement.players?.map((p) => [p.name, p.games, p.wins])).toEqual([
      ['A', 1, 0],
      ['B', 1, 1],
      ['C', 1, 1],
      ['D', 1, 0],
    ]);
  });
  it('won with one player and no parties: missing-parties, not scored', () => {
    const o = run('round\n won A 2\n');
    expect(codes(o)).toEqual(['missing-parties']);
    expect(o.rounds[0].scores).toEqual({});
  });
  it('bock applies to a won value as to a computed one: a lost solo starts bock, won re 2 then scores 4', () => {
    const o = run('set bock on\nround\n solo A jacks\n won kontra 1\nround\n re A B\n won re 2\n');
    expect(row(o, 1)).toEqual([-3, 1, 1, 1]);
    expect(row(o, 2)).toEqual([4, 4, -4, -4]);
    expect(o.rounds[1].doppelkopf?.bock).toBe(2);
  });
  it('an explicit bock mark doubles a won value (2 × 2 = 4)', () => {
    expect(row(run('round\n re A B\n won re 2\n bock\n'))).toEqual([4, 4, -4, -4]);
  });
  it('set won-includes-bock on: the written 4 already has the ×2, so each Re player scores 4', () => {
    const o = run('set won-includes-bock on\nround\n re A B\n won re 4\n bock\n');
    expect(row(o)).toEqual([4, 4, -4, -4]);
    const odd = run('set won-includes-bock on\nround\n re A B\n won re 3\n bock\n');
    expect(codes(odd)).toEqual(['won-value']);
  });
  it('a score row beside won is checked against it (score-mismatch)', () => {
    const o = run('round\n re A B\n won re 2\n score C -3\n');
    expect(codes(o)).toEqual(['score-mismatch']);
    expect(o.rounds[0].filled).toEqual({ A: 2, B: 2, D: -2 });
  });
  it('under set counting plus a won game writes only the winners', () => {
    expect(row(run('set counting plus\nround\n re A B\n won kontra 2\n'))).toEqual([0, 0, 2, 2]);
  });
});

describe('won against written facts (won-mismatch: an error with both values)', () => {
  it('cards re 151 gives Re 2 (won 1 + unter 90 1); won re 3 contradicts it, the facts are scored', () => {
    const o = run('round\n re A B\n cards re 151\n won re 3\n');
    expect(codes(o)).toEqual(['won-mismatch']);
    const p = o.problems[0];
    expect(p.severity).toBe('error');
    expect(p.message).toMatch(/Re won 3/);
    expect(p.message).toMatch(/Re 2/);
    expect(row(o)).toEqual([2, 2, -2, -2]);
  });
  it('the right party and value agree: no problem', () => {
    expect(codes(run('round\n re A B\n cards re 151\n won re 2\n'))).toEqual([]);
  });
  it(
    'the wrong winner: cards re 100 → Kontra won 1 + unter ' + '120? no: Kontra 140 → won 1 + gegen die Alten 1 = 2',
    () => {
      const o = run('round\n re A B\n cards re 100\n won re 2\n');
      expect(codes(o)).toEqual(['won-mismatch']);
      expect(o.problems[0].message).toMatch(/Kontra 2/);
    },
  );
});

describe('values the rules in force cannot produce (won-value, a warning that says why)', () => {
  it('announcement double with Re announced: the value is even; 3 is not possible', () => {
    const o = run('set announcement double\nround\n re A B\n announce re\n won re 3\n');
    expect(codes(o)).toEqual(['won-value']);
    expect(o.problems[0].severity).toBe('warning');
    expect(o.problems[0].message).toMatch(/multiple of 2/);
    expect(codes(run('set announcement double\nround\n re A B\n announce re\n won re 4\n'))).toEqual([]);
  });
  it('a solo (no special points): won 1 + Re announced 2 = at least 3; won D 2 is too little', () => {
    const o = run('round\n solo D queens\n announce re\n won D 2\n');
    expect(codes(o)).toEqual(['won-value']);
    expect(o.problems[0].message).toMatch(/at least 3/);
  });
  it('under netting clamp the winner never scores below 0', () => {
    expect(codes(run('set netting clamp\nround\n re A B\n won re -1\n'))).toEqual(['won-value']);
  });
});

describe('score rows naming only some players', () => {
  it('a normal game: one named player decides the row (re A C, score A +3 → B −3, C +3, D −3)', () => {
    const o = run('round\n re A C\n score A +3\n');
    expect(codes(o)).toEqual([]);
    expect(row(o)).toEqual([3, -3, 3, -3]);
    expect(o.rounds[0].filled).toEqual({ B: -3, C: 3, D: -3 });
    expect(o.rounds[0].outcome).toBe('re');
  });
  it('a solo: the soloist −9 → each opponent +3', () => {
    expect(row(run('round\n solo B clubs\n score B -9\n'))).toEqual([3, -9, 3, 3]);
  });
  it('a solo: one opponent −2 → the soloist +6', () => {
    expect(row(run('round\n solo B clubs\n score A -2\n'))).toEqual([-2, 6, -2, -2]);
  });
  it('a soloist score that is no multiple of 3: solo-pattern', () => {
    expect(codes(run('round\n solo B clubs\n score B 4\n'))).toEqual(['solo-pattern']);
  });
  it('two partners with different values: parity', () => {
    expect(codes(run('round\n re A C\n score A +2 C +3\n'))).toEqual(['parity']);
  });
  it('without parties, three of four named: the fourth balances the row', () => {
    const o = run('round\n score A +2 B -2 C +2\n');
    expect(codes(o)).toEqual([]);
    expect(row(o)).toEqual([2, -2, 2, -2]);
    expect(o.rounds[0].filled).toEqual({ D: -2 });
  });
  it('without parties, the 3:1 pattern: A +6 B −2 → C −2, D −2', () => {
    expect(row(run('round\n score A +6 B -2\n'))).toEqual([6, -2, -2, -2]);
  });
  it('without parties, two equal winners: A +2 B +2 → C −2, D −2', () => {
    expect(row(run('round\n score A +2 B +2\n'))).toEqual([2, 2, -2, -2]);
  });
  it('still ambiguous (A +2 B −2: who is A’s partner?): partial-row, as in version 1', () => {
    expect(codes(run('round\n score A +2 B -2\n'))).toEqual(['partial-row']);
  });
  it('under set counting plus a row naming only the winners is complete', () => {
    const o = run('set counting plus\nround\n score A +2 C +2\n');
    expect(codes(o)).toEqual([]);
    expect(row(o)).toEqual([2, 0, 2, 0]);
  });
  it('under set counting minus a row naming only the losers is complete', () => {
    expect(codes(run('set counting minus\nround\n score B -2 D -2\n'))).toEqual([]);
  });
  it('a row that does not add up is still an error (row-sum)', () => {
    expect(codes(run('round\n score A +2 B -2 C +2 D -3\n'))).toEqual(['row-sum']);
  });
});
