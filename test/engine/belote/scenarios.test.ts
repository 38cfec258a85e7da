// belote.md Part B §9 worked scenarios, each with the hand computation from the reference.

import { describe, expect, it } from 'vitest';
import { scoreRound } from '../../../src/games/belote/steps/score';
import { ann, ctxFor, EW, facts, NORTH, NS, SOUTH } from './helpers';

const score = (f: Parameters<typeof scoreRound>[0], ctx: Parameters<typeof scoreRound>[1]) => {
  const r = scoreRound(f, ctx);
  if (!r) throw new Error('not scored');
  return r;
};

describe('classic belote scenarios (belote.md §9.2)', () => {
  it('scenario 16: failed with the taker’s cinquante — EW 162 + 50 = 212, NS keeps belote 20 (FFB-C §10.1.2)', () => {
    const f = facts({
      takerTeam: NS,
      trump: 'hearts',
      cards: [40, 112],
      last: EW,
      belotes: [1, 0],
      announcements: [ann(NS, 'fifty')],
    });
    const r = score(f, ctxFor('belote', 'house'));
    expect(r.outcome).toBe('failed');
    expect(r.raw).toEqual({ taker: 110, defence: 122 });
    expect(r.scores).toEqual([20, 212]);
    // BELOTEGAME variant: the announcement is lost → EW 162.
    expect(score(f, ctxFor('belote', 'house', { 'failed-announcements': 'lost' })).scores).toEqual([20, 162]);
  });

  it('scenario 18: carré of nines beats a cent — T 60 + 150 = 210 > 102', () => {
    const f = facts({
      takerTeam: NS,
      trump: 'clubs',
      cards: [60, 92],
      last: EW,
      announcements: [ann(NS, 'four-nines'), ann(EW, 'hundred')],
    });
    const r = score(f, ctxFor('belote', 'house'));
    expect(r.outcome).toBe('made');
    expect(r.scores).toEqual([210, 102]);
  });

  it('scenario 19 (as used by 20): 81 = 81 litige — EW scores 81 now, 81 held (FFB-B §10.1.3)', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [71, 81], last: NS });
    const r = score(f, ctxFor('belote', 'house'));
    expect(r.outcome).toBe('litige');
    expect(r.scores).toEqual([0, 81]);
    expect(r.potHeld).toBe(81);
  });

  it('scenario 20: next round EW takes and makes — EW 110 + pot 81 = 191, NS 52', () => {
    const f = facts({ takerTeam: EW, trump: 'spades', cards: [52, 100], last: EW });
    const r = score(f, ctxFor('belote', 'house', {}, 81));
    expect(r.outcome).toBe('made');
    expect(r.scores).toEqual([52, 191]);
    expect(r.potAwarded).toEqual({ team: EW, points: 81 });
    expect(r.potHeld).toBe(0);
    // running totals: NS 0 + 52 = 52, EW 81 + 191 = 272
    expect(0 + r.scores[0]).toBe(52);
    expect(81 + r.scores[1]).toBe(272);
  });

  it('scenario 22: capot by the defence — EW 252, NS keeps its belote (FFB-B §10.2); 250 variant', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [0, 152], last: EW, capot: EW, belotes: [1, 0] });
    const r = score(f, ctxFor('belote', 'official'));
    expect(r.outcome).toBe('failed');
    expect(r.scores).toEqual([20, 252]);
    expect(score(f, ctxFor('belote', 'official', { capot: '250' })).scores).toEqual([20, 250]);
  });

  it('scenario 24: equal tierces cancel — T 90 > 72', () => {
    const f = facts({
      takerTeam: NS,
      trump: 'hearts',
      cards: [80, 72],
      last: NS,
      announcements: [ann(NS, 'tierce'), ann(EW, 'tierce')],
    });
    const r = score(f, ctxFor('belote', 'house'));
    expect(r.scores).toEqual([90, 72]);
  });

  it('scenario 26: FFB classic with optional rounding — 85 → 90, 77 → 80 (FFB-B §10.3)', () => {
    const f = facts({ takerTeam: NS, trump: 'diamonds', cards: [75, 77], last: NS });
    const r = score(f, ctxFor('belote', 'official', { rounding: 'per-team' }));
    expect(r.outcome).toBe('made');
    expect(r.raw).toEqual({ taker: 85, defence: 77 });
    expect(r.scores).toEqual([90, 80]);
  });

  it('scenario 28: all-trump FFB classic — 198 × 162/258 = 124 + belote 20 = 144; 60 → 38 (FFB-B §11.3)', () => {
    const f = facts({ takerTeam: NS, trump: 'all-trump', cards: [188, 60], last: NS, belotes: [1, 0] });
    expect(score(f, ctxFor('belote', 'official')).scores).toEqual([144, 38]);
    expect(score(f, ctxFor('belote', 'official', { rounding: 'per-team' })).scores).toEqual([140, 40]);
  });
});

describe('coinche scenarios (belote.md §9.3)', () => {
  it('scenario 30: 130 all-trump, house raw 258 — NS 160 + 130 = 290, EW 98', () => {
    const f = facts({
      takerTeam: NS,
      takerPlayer: SOUTH,
      trump: 'all-trump',
      contract: { value: 130 },
      cards: [150, 98],
      last: NS,
    });
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([290, 98]);
  });

  it('scenario 32: générale (500) — 252 + 500 = 752 house, 750 official', () => {
    const f = facts({
      takerTeam: NS,
      takerPlayer: SOUTH,
      trump: 'hearts',
      contract: { value: 'generale' },
      cards: [152, 0],
      last: NS,
      generale: { player: SOUTH, team: NS },
    });
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([752, 0]);
    expect(score(f, ctxFor('coinche', 'official')).scores).toEqual([750, 0]);
  });

  it('scenario 34: defence takes every trick against 100♥ — EW 160 + 100 = 260, no capot premium (FFB-C)', () => {
    const base = {
      takerTeam: NS,
      takerPlayer: SOUTH,
      trump: 'hearts' as const,
      contract: { value: 100 },
      cards: [0, 152] as [number, number],
      last: EW,
    };
    expect(score(facts(base), ctxFor('coinche', 'official')).scores).toEqual([0, 260]);
    expect(score(facts({ ...base, capot: EW }), ctxFor('coinche', 'official')).scores).toEqual([0, 260]);
  });

  const s36 = facts({
    takerTeam: NS,
    takerPlayer: SOUTH,
    trump: 'spades',
    contract: { value: 90 },
    cards: [100, 52],
    last: NS,
    belotes: [0, 1],
  });
  it('scenario 36: defence belote, 90♠ made — house 200/72, FFB 200/70', () => {
    const h = score(s36, ctxFor('coinche', 'house'));
    expect(h.raw).toEqual({ taker: 110, defence: 72 });
    expect(h.scores).toEqual([200, 72]);
    expect(score(s36, ctxFor('coinche', 'official')).scores).toEqual([200, 70]);
  });

  it('scenario 38: as 36 coinched — (160 + 90) × 2 = 500, EW keeps its belote 20', () => {
    const f = { ...s36, contract: { value: 90, modifier: 'coinche' as const } };
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([500, 20]);
    expect(score(f, ctxFor('coinche', 'official')).scores).toEqual([500, 20]);
  });

  it('scenario 40: failed and coinched 110♣ with the taker’s belote — EW (160 + 110) × 2 = 540, NS 20', () => {
    const f = facts({
      takerTeam: NS,
      takerPlayer: SOUTH,
      trump: 'clubs',
      contract: { value: 110, modifier: 'coinche' },
      cards: [80, 72],
      last: EW,
      belotes: [1, 0],
    });
    for (const p of ['house', 'official'] as const) {
      const r = score(f, ctxFor('coinche', p));
      expect(r.outcome).toBe('failed');
      expect(r.scores).toEqual([20, 540]);
    }
  });

  it(
    'scenario 42: coinched made with tierce and belote — FFB (160 + 20 + 20 + 100) × 2 = 600; house (160 + 20 + ' +
      '100) × 2 + 20 = 580',
    () => {
      const f = facts({
        takerTeam: NS,
        takerPlayer: SOUTH,
        trump: 'spades',
        contract: { value: 100, modifier: 'coinche' },
        cards: [90, 62],
        last: NS,
        belotes: [1, 0],
        announcements: [ann(NS, 'tierce')],
      });
      const off = score(f, ctxFor('coinche', 'official'));
      expect(off.raw).toEqual({ taker: 140, defence: 62 });
      expect(off.scores).toEqual([600, 0]);
      expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([580, 0]);
    },
  );

  const s44 = facts({
    takerTeam: NS,
    takerPlayer: SOUTH,
    trump: 'hearts',
    contract: { value: 80 },
    cards: [75, 77],
    last: NS,
  });
  it('scenario 44: the 85 edge — raw 165/77; R1 170/80; complement 170/70', () => {
    expect(score(s44, ctxFor('coinche', 'house')).scores).toEqual([165, 77]);
    expect(score(s44, ctxFor('coinche', 'official')).scores).toEqual([170, 80]);
    expect(score(s44, ctxFor('coinche', 'official', { rounding: 'complement' })).scores).toEqual([170, 70]);
  });

  it('scenario 46: the 155 edge — raw 305/7; R1 310/10; complement 310/0', () => {
    const f = facts({
      takerTeam: NS,
      takerPlayer: SOUTH,
      trump: 'spades',
      contract: { value: 150 },
      cards: [145, 7],
      last: NS,
    });
    expect(score(f, ctxFor('coinche', 'official')).scores).toEqual([310, 10]);
    expect(score(f, ctxFor('coinche', 'official', { rounding: 'complement' })).scores).toEqual([310, 0]);
  });

  it('scenario 48: rounding cannot make a contract — T 96 < 100 → EW 260', () => {
    const f = facts({
      takerTeam: NS,
      takerPlayer: SOUTH,
      trump: 'diamonds',
      contract: { value: 100 },
      cards: [86, 66],
      last: NS,
    });
    const r = score(f, ctxFor('coinche', 'official'));
    expect(r.outcome).toBe('failed');
    expect(r.raw.taker).toBe(96);
    expect(r.scores).toEqual([0, 260]);
  });

  it('scenario 50 (round): 100♥ failed with the taker’s belote — NS 20, EW 260', () => {
    const f = facts({
      takerTeam: NS,
      takerPlayer: NORTH,
      trump: 'hearts',
      contract: { value: 100 },
      cards: [70, 82],
      last: EW,
      belotes: [1, 0],
    });
    const r = score(f, ctxFor('coinche', 'official'));
    expect(r.scores).toEqual([20, 260]);
    expect(r.beloteOnly).toEqual([true, false]);
  });
});
