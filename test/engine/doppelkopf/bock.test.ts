// §6 Bockrunden (house rule): triggers, length, overlap multiply/append, explicit `bock [N]` marks.

import { describe, expect, it } from 'vitest';
import { codes, row, run } from './helpers';

const H = (set = '') => `game doppelkopf\nplayers A B C D\nset bock on\n${set}\n`;
const plain = 'round\n re A C\n cards re 151\n'; // V 2
const tie = 'round\n re A B\n cards re 120\n'; // V −2, a tie-120 trigger

const values = (o: ReturnType<typeof run>) => o.rounds.map((r) => r.scores.A);

describe('§6 bock: the next bock-length games ×2; the triggering game is not multiplied', () => {
  it('default length = number of players (4): rounds 2–5 ×2, round 6 ×1', () => {
    const o = run(H() + tie + plain.repeat(5));
    expect(values(o)).toEqual([-2, 4, 4, 4, 4, 2]);
    expect(o.rounds[0].doppelkopf?.triggersBock).toBe(1);
    expect(o.rounds[1].doppelkopf?.bock).toBe(2);
    expect(o.rounds[1].breakdown.at(-1)).toMatchObject({ item: 'bock', factor: 2 });
  });
  it('bock-length 2', () => {
    expect(values(run(H('set bock-length 2') + tie + plain.repeat(3)))).toEqual([-2, 4, 4, 2]);
  });
  it('bock multiplies the netted value (FD): 151:89 with a Kontra fox in bock → (2 − 1) × 2 = 2', () => {
    expect(row(run(H() + tie + 'round\n re A C\n cards re 151\n extras kontra fox\n'), 2)[0]).toBe(2);
  });
  it('a solo in bock: soloist 3·V·2', () => {
    expect(row(run(H() + tie + 'round\n solo A queens\n cards re 151\n'), 2)).toEqual([12, -4, -4, -4]);
  });
});

describe('§6 bock-overlap multiply | append', () => {
  // Round 1 triggers (rounds 2–5), round 2 triggers again (rounds 3–6).
  const text = (set: string) => H(set) + tie + tie + plain.repeat(8);
  it('multiply (FD default): ×2, then ×4 while both run, ×2, ×1', () => {
    // r1 −2; r2 tie in bock: −2×2 = −4; r3–r5 ×4 → 8; r6 ×2 → 4; r7+ → 2
    expect(values(run(text('')))).toEqual([-2, -4, 8, 8, 8, 4, 2, 2, 2, 2]);
  });
  it('append: the second bock round queues behind the first: 8 games ×2', () => {
    expect(values(run(text('set bock-overlap append')))).toEqual([-2, -4, 4, 4, 4, 4, 4, 4, 4, 2]);
  });
});

describe('§6 bock-triggers', () => {
  it('default tie-120 lost-solo: a lost solo starts bock', () => {
    expect(values(run(H() + 'round\n solo A queens\n cards re 100\n' + plain))).toEqual([-3, 4]);
  });
  it('a won solo does not', () => {
    expect(values(run(H() + 'round\n solo A queens\n cards re 151\n' + plain))).toEqual([6, 2]);
  });
  it('without tie-120 in the list, 120:120 starts nothing', () => {
    expect(values(run(H('set bock-triggers lost-solo') + tie + plain))).toEqual([-2, 2]);
  });
  it('lost-announcement: Re announced and lost', () => {
    // r1: Kontra wins: won 1 + Re 2 + gegen die Alten 1 = 4 → A −4
    expect(
      values(run(H('set bock-triggers lost-announcement') + 'round\n re A C\n announce A\n cards re 100\n' + plain)),
    ).toEqual([-4, 4]);
    expect(
      values(run(H('set bock-triggers lost-announcement') + 'round\n re A C\n announce A\n cards re 151\n' + plain)),
    ).toEqual([4, 2]);
  });
  it('black: a schwarz game', () => {
    expect(values(run(H('set bock-triggers black') + 'round\n re A C\n cards re 240\n' + plain))).toEqual([5, 4]);
  });
  it('heart-trick: written as "extras PARTY heart-trick" (worth nothing itself)', () => {
    const o = run(
      H('set bock-triggers heart-trick') + 'round\n re A C\n cards re 151\n extras kontra heart-trick\n' + plain,
    );
    expect(values(o)).toEqual([2, 4]);
    expect(o.problems).toEqual([]);
  });
  it('two triggers in one game start one bock round (Part A, version 2): ×2, not ×4', () => {
    // a solo lost at 120:120: tie-120 and lost-solo → one bock round; the next game 2 × 2 = 4
    expect(values(run(H() + 'round\n solo A queens\n cards re 120\n' + plain))).toEqual([-3, 4]);
  });
});

describe('explicit bock marks', () => {
  it('bock off: a mark doubles the round (×2), "bock 2" quadruples', () => {
    expect(row(run('round\n re A C\n bock\n cards re 151\n'))[0]).toBe(4);
    expect(row(run('round\n re A C\n bock 2\n cards re 151\n'))[0]).toBe(8);
  });
  it('bock on: a mark that agrees with the triggers is fine', () => {
    expect(run(H() + tie + 'round\n re A C\n bock\n cards re 151\n').problems).toEqual([]);
  });
  it('bock on: a mark without a running bock round → bock-mismatch warning on the mark; the mark is used', () => {
    const o = run(H() + 'round\n re A C\n bock\n cards re 151\n');
    expect(codes(o)).toEqual(['bock-mismatch']);
    expect(o.problems[0].severity).toBe('warning');
    expect(o.problems[0].message).toBe(
      'Marked bock ×2, but the bock triggers of the rounds above give no bock here; the mark is used.',
    );
    expect(row(o)[0]).toBe(4);
  });
  it('bock on: "bock 1" in a ×4 game (two overlapping bock rounds) → warning naming ×4', () => {
    const o = run(H() + tie + tie + 'round\n re A C\n bock 1\n cards re 151\n');
    expect(o.problems[0].message).toContain('give ×4');
  });
  it('recorded rounds count as games of a bock round', () => {
    const o = run(H('set bock-length 2') + tie + 'round\n score A +4 B -4 C +4 D -4\n' + plain + plain);
    expect(values(o)).toEqual([-2, 4, 4, 2]);
  });
});
