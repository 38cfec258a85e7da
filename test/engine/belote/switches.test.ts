// Every `set` switch of belote.md Part A: each test fails if the engine ignores the switch. Values by hand.

import { describe, expect, it } from 'vitest';
import { cardValue } from '../../../src/games/belote/steps/values';
import { scoreRound } from '../../../src/games/belote/steps/score';
import type { RoundContext, RoundFacts } from '../../../src/games/belote/steps/types';
import { ann, ctxFor, EW, facts, NS, SOUTH, NORTH } from './helpers';

const score = (f: RoundFacts, ctx: RoundContext) => {
  const r = scoreRound(f, ctx);
  if (!r) throw new Error('not scored');
  return r;
};
const coinche = (
  value: number | 'capot' | 'generale',
  more: Partial<RoundFacts>,
  modifier?: 'coinche' | 'surcoinche',
) => facts({ takerTeam: NS, takerPlayer: SOUTH, trump: 'hearts', contract: { value, modifier }, ...more });

describe('no-trump-ace (D1, FFB-B §11.2): 11 → deal 130, 19 → deal 162', () => {
  it('house A 11: cards 50/70, last EW → T 50 < 80 → EW takes the 130 deal', () => {
    const f = facts({ takerTeam: NS, trump: 'no-trump', cards: [50, 70], last: EW });
    expect(score(f, ctxFor('belote', 'house')).scores).toEqual([0, 130]);
  });
  it('official A 19: the house guide’s 76/76, last EW → 0 / 162; one side omitted is derived from 152', () => {
    const f = facts({ takerTeam: NS, trump: 'no-trump', cards: [76, undefined], last: EW });
    expect(score(f, ctxFor('belote', 'official')).scores).toEqual([0, 162]);
    expect(score(f, ctxFor('belote', 'house', { 'no-trump-ace': '19' })).scores).toEqual([0, 162]);
  });
  it('card value of an ace at no-trump follows the switch', () => {
    expect(cardValue({ suit: 'clubs', rank: 'A' }, 'no-trump', ctxFor('belote', 'house').rules)).toBe(11);
    expect(cardValue({ suit: 'clubs', rank: 'A' }, 'no-trump', ctxFor('belote', 'official').rules)).toBe(19);
  });
});

describe('all-trump-values (D3, FFB-B/FFB-C §11.3)', () => {
  const f = facts({ takerTeam: NS, trump: 'all-trump', cards: [150, 98], last: NS });
  it('raw: 160 / 98 unscaled (deal 258)', () => {
    expect(score(f, ctxFor('belote', 'house')).scores).toEqual([160, 98]);
  });
  it('ffb classic: 160 × 162/258 = 100.47 → 100; 98 × 162/258 = 61.53 → 62', () => {
    expect(score(f, ctxFor('belote', 'house', { 'all-trump-values': 'ffb' })).scores).toEqual([100, 62]);
  });
  it('ffb coinche / pagat: a 152-card deal, so one omitted side is 152 − 100 = 52', () => {
    const g = facts({ takerTeam: NS, trump: 'all-trump', cards: [100, undefined], last: NS });
    expect(score(g, ctxFor('belote', 'house', { 'all-trump-values': 'pagat' })).scores).toEqual([110, 52]);
    // Raw values make it a 248-card deal: EW has 148, T 110 < 148 → EW takes the 258 deal.
    expect(score(g, ctxFor('belote', 'house')).scores).toEqual([0, 258]);
  });
  it('card values: queen 3 raw, 2 ffb coinche, 1 pagat; jack 20 / 13 / 14', () => {
    const q = { suit: 'spades' as const, rank: 'Q' as const };
    const j = { suit: 'spades' as const, rank: 'J' as const };
    const v = (over: Record<string, string>) => ctxFor('coinche', 'house', over).rules;
    expect([
      cardValue(q, 'all-trump', v({})),
      cardValue(q, 'all-trump', v({ 'all-trump-values': 'ffb' })),
      cardValue(q, 'all-trump', v({ 'all-trump-values': 'pagat' })),
    ]).toEqual([3, 2, 1]);
    expect([
      cardValue(j, 'all-trump', v({})),
      cardValue(j, 'all-trump', v({ 'all-trump-values': 'ffb' })),
      cardValue(j, 'all-trump', v({ 'all-trump-values': 'pagat' })),
    ]).toEqual([20, 13, 14]);
  });
});

describe('rounding (D11, FFB-B §10.3, FFB-C §10.2)', () => {
  it('classic per-team: a failed deal 162 → 160; none keeps 162', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [60, 92], last: EW });
    expect(score(f, ctxFor('belote', 'official')).scores).toEqual([0, 162]);
    expect(score(f, ctxFor('belote', 'official', { rounding: 'per-team' })).scores).toEqual([0, 160]);
  });
  it('complement: classic made 95/67 → taker 100, defence 160 − 100 = 60 (per-team would give 70)', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [85, 67], last: NS });
    expect(score(f, ctxFor('belote', 'house', { rounding: 'complement' })).scores).toEqual([100, 60]);
    expect(score(f, ctxFor('belote', 'house', { rounding: 'per-team' })).scores).toEqual([100, 70]);
  });
});

describe('capot (D5, FFB-B §9.2): 252 or 250 in classic', () => {
  const f = facts({ takerTeam: NS, trump: 'spades', cards: [152, 0], last: NS, capot: NS, belotes: [1, 0] });
  it('252 + belote 20 = 272; EW 0', () => {
    const r = score(f, ctxFor('belote', 'house'));
    expect(r.outcome).toBe('capot');
    expect(r.scores).toEqual([272, 0]);
  });
  it('250 + 20 = 270', () => {
    expect(score(f, ctxFor('belote', 'house', { capot: '250' })).scores).toEqual([270, 0]);
  });
});

describe('litige (D6, FFB-B §10.1.3): carry or off', () => {
  const tie = facts({ takerTeam: NS, trump: 'hearts', cards: [71, 81], last: NS });
  it('classic carry: EW 81 now, 81 in the pot; off: a tie fails → EW 162', () => {
    const r = score(tie, ctxFor('belote', 'house'));
    expect([r.outcome, r.scores, r.potHeld]).toEqual(['litige', [0, 81], 81]);
    const off = score(tie, ctxFor('belote', 'house', { litige: 'off' }));
    expect([off.outcome, off.scores, off.potHeld]).toEqual(['failed', [0, 162], 0]);
  });
  it(
    'coinche default off: 80♥ with 81 = 81 fails → EW 160 + 80 = 240; carry: EW 81, pot 81 (only points, not the ' +
      'contract)',
    () => {
      const f = coinche(80, { cards: [71, 81], last: NS });
      expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([0, 240]);
      const c = score(f, ctxFor('coinche', 'house', { litige: 'carry' }));
      expect([c.outcome, c.scores, c.potHeld]).toEqual(['litige', [0, 81], 81]);
    },
  );
  it('consecutive litiges add up, and the next winner takes the whole pot (belote.md §4.3)', () => {
    const second = score(
      facts({ takerTeam: EW, trump: 'clubs', cards: [81, 71], last: EW }),
      ctxFor('belote', 'house', {}, 81),
    );
    expect([second.outcome, second.scores, second.potHeld]).toEqual(['litige', [81, 0], 162]);
    // Third round: NS takes and fails (T 40 < 122) → the defence EW wins the round and the pot.
    const third = score(
      facts({ takerTeam: NS, trump: 'clubs', cards: [40, 112], last: EW }),
      ctxFor('belote', 'house', {}, 162),
    );
    expect([third.outcome, third.scores, third.potHeld, third.potAwarded]).toEqual([
      'failed',
      [0, 162 + 162],
      0,
      { team: EW, points: 162 },
    ]);
  });
});

describe('litige-belote (D7): keep the taker’s belote now, or hold it in the pot (FFB "91")', () => {
  // T = 61 + 10 + 20 = 91, D = 91.
  const f = facts({ takerTeam: NS, trump: 'hearts', cards: [61, 91], last: NS, belotes: [1, 0] });
  it('keep (house): NS 20 now, pot 71', () => {
    const r = score(f, ctxFor('belote', 'house'));
    expect([r.scores, r.potHeld]).toEqual([[20, 91], 71]);
  });
  it('hold (official): NS 0, pot 91', () => {
    const r = score(f, ctxFor('belote', 'official'));
    expect([r.scores, r.potHeld]).toEqual([[0, 91], 91]);
  });
});

describe('failed-announcements (D8): to the defence, or lost', () => {
  it('coinche 100♠ failed with the taker’s tierce: EW 160 + 100 + 20 = 280; lost → 260', () => {
    const f = coinche(100, { trump: 'spades', cards: [60, 92], last: EW, announcements: [ann(NS, 'tierce')] });
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([0, 280]);
    expect(score(f, ctxFor('coinche', 'house', { 'failed-announcements': 'lost' })).scores).toEqual([0, 260]);
  });
});

describe('capot-announcements (D9): in a capot the defence’s announcements go to the taker, or stay', () => {
  const f = facts({
    takerTeam: NS,
    trump: 'hearts',
    cards: [152, 0],
    last: NS,
    capot: NS,
    announcements: [ann(EW, 'fifty')],
  });
  it('taker (FFB-C): NS 252 + 50 = 302, EW 0', () => {
    expect(score(f, ctxFor('belote', 'house')).scores).toEqual([302, 0]);
  });
  it('keep (CONTREE-ORG): NS 252, EW 50', () => {
    expect(score(f, ctxFor('belote', 'house', { 'capot-announcements': 'keep' })).scores).toEqual([252, 50]);
  });
});

describe('surcoinche (D13): ×4 or ×3', () => {
  const f = coinche(90, { trump: 'spades', cards: [100, 52], last: NS }, 'surcoinche');
  it('(160 + 90) × 4 = 1000; × 3 = 750', () => {
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([1000, 0]);
    expect(score(f, ctxFor('coinche', 'house', { surcoinche: '3' })).scores).toEqual([750, 0]);
  });
});

describe('belote-multiplied (D12, §5.3): the winning side’s belote inside the bracket or after', () => {
  it('failed and coinched with the defence’s belote: on (160 + 110 + 20) × 2 = 580; off 540 + 20 = 560', () => {
    const f = coinche(110, { trump: 'clubs', cards: [80, 72], last: EW, belotes: [0, 1] }, 'coinche');
    expect(score(f, ctxFor('coinche', 'house', { 'belote-multiplied': 'on' })).scores).toEqual([0, 580]);
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([0, 560]);
  });
});

describe('capot bids, unbid capot and failed capot (§5.5, D14–D16)', () => {
  const capotNS = { cards: [152, 0] as [number, number], last: NS, capot: NS };
  it('capot bid made: 252 + 250 = 502 (house), 500 (FFB rounded); coinched (250 + 250) × 2 = 1000 in both', () => {
    expect(score(coinche('capot', capotNS), ctxFor('coinche', 'house')).scores).toEqual([502, 0]);
    expect(score(coinche('capot', capotNS), ctxFor('coinche', 'official')).scores).toEqual([500, 0]);
    expect(score(coinche('capot', capotNS, 'coinche'), ctxFor('coinche', 'house')).scores).toEqual([1000, 0]);
    expect(score(coinche('capot', capotNS, 'coinche'), ctxFor('coinche', 'official')).scores).toEqual([1000, 0]);
  });
  it('unbid-capot on: 100 bid, all tricks → 252 + 100 = 352; coinched (250 + 100) × 2 = 700', () => {
    expect(score(coinche(100, capotNS), ctxFor('coinche', 'house')).scores).toEqual([352, 0]);
    expect(score(coinche(100, capotNS, 'coinche'), ctxFor('coinche', 'house')).scores).toEqual([700, 0]);
  });
  it('unbid-capot off: 162 + 100 = 262; coinched (160 + 100) × 2 = 520', () => {
    const c = ctxFor('coinche', 'house', { 'unbid-capot': 'off' });
    expect(score(coinche(100, capotNS), c).scores).toEqual([262, 0]);
    expect(score(coinche(100, capotNS, 'coinche'), c).scores).toEqual([520, 0]);
  });
  it('failed-capot: a capot bid with one trick lost → EW 410 (500 with the switch); coinched 820 / 1000', () => {
    const f = coinche('capot', { cards: [142, 10], last: NS });
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([0, 410]);
    expect(score(f, ctxFor('coinche', 'house', { 'failed-capot': '500' })).scores).toEqual([0, 500]);
    const c = coinche('capot', { cards: [142, 10], last: NS }, 'coinche');
    expect(score(c, ctxFor('coinche', 'house')).scores).toEqual([0, 820]);
    expect(score(c, ctxFor('coinche', 'house', { 'failed-capot': '500' })).scores).toEqual([0, 1000]);
  });
});

describe('generale (D17, §5.5 project assumption): value 500 or set', () => {
  const made = coinche('generale', { cards: [152, 0], last: NS, generale: { player: SOUTH, team: NS } });
  // Nord (the partner) won a trick: the team has a capot, the bidder not a générale.
  const partner = coinche('generale', { cards: [152, 0], last: NS, capot: NS });
  it('made 252 + 500 = 752; with generale 1000: 1252', () => {
    expect(score(made, ctxFor('coinche', 'house')).scores).toEqual([752, 0]);
    expect(score(made, ctxFor('coinche', 'house', { generale: '1000' })).scores).toEqual([1252, 0]);
  });
  it('failed (the partner took a trick): EW 160 + 500 = 660; with 1000: 1160', () => {
    expect(score(partner, ctxFor('coinche', 'house')).scores).toEqual([0, 660]);
    expect(score(partner, ctxFor('coinche', 'house', { generale: '1000' })).scores).toEqual([0, 1160]);
  });
  it('a générale by the other player of the team fails too', () => {
    const other = coinche('generale', { cards: [152, 0], last: NS, generale: { player: NORTH, team: NS } });
    expect(score(other, ctxFor('coinche', 'house')).outcome).toBe('failed');
  });
  it('coinched générale made: (250 + 500) × 2 = 1500', () => {
    const c = coinche('generale', { cards: [152, 0], last: NS, generale: { player: SOUTH, team: NS } }, 'coinche');
    expect(score(c, ctxFor('coinche', 'house')).scores).toEqual([1500, 0]);
  });
});

describe('coinche-success (D18): ahead (T ≥ c and T > D) or contract (T ≥ c)', () => {
  const f = coinche(80, { cards: [71, 81], last: NS }); // T 71 + 10 = 81 = D 81
  it('80 at 81 = 81: ahead → a tie fails, EW 160 + 80 = 240; contract → needs 82 (Part A v3), 81 < 82 → 240', () => {
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([0, 240]);
    expect(score(f, ctxFor('coinche', 'house', { 'coinche-success': 'contract' })).scores).toEqual([0, 240]);
  });
  it('the working names what the taker needed: 81 < 80 (needs 82); without the switch the line is as before', () => {
    const items = (set: Record<string, string>) =>
      (score(f, ctxFor('coinche', 'house', set)).breakdown ?? []).map((b) => b.item);
    expect(items({ 'coinche-success': 'contract' })).toContain('taker 81 < contract 80 (needs 82) → failed');
    expect(items({})).toContain('taker 81 ≥ contract 80 but not ahead of the defence 81 = 81 → failed');
  });
  it('80 at 82 / 80: both rules made → NS 82 + 80 = 162, EW 80', () => {
    const g = coinche(80, { cards: [72, 80], last: NS }); // T 72 + 10 = 82, D 80
    expect(score(g, ctxFor('coinche', 'house')).scores).toEqual([162, 80]);
    expect(score(g, ctxFor('coinche', 'house', { 'coinche-success': 'contract' })).scores).toEqual([162, 80]);
  });
  it('80 at 82 behind EW’s fifty: ahead fails (82 < 130) → EW 160 + 80 + 50 = 290; contract → 162 / 130', () => {
    const g = coinche(80, { cards: [72, 80], last: NS, announcements: [ann(EW, 'fifty', 'hearts')] });
    expect(score(g, ctxFor('coinche', 'house')).scores).toEqual([0, 290]);
    expect(score(g, ctxFor('coinche', 'house', { 'coinche-success': 'contract' })).scores).toEqual([162, 130]);
  });
  it('90 needs 90 only: T 80 + 10 = 90, D 72 + 50 = 122 → ahead 0 / 160 + 90 + 50 = 300; contract 180 / 122', () => {
    const g = coinche(90, { cards: [80, 72], last: NS, announcements: [ann(EW, 'fifty', 'hearts')] });
    expect(score(g, ctxFor('coinche', 'house')).scores).toEqual([0, 300]);
    expect(score(g, ctxFor('coinche', 'house', { 'coinche-success': 'contract' })).scores).toEqual([180, 122]);
  });
});

describe('coinche-scoring points|contract (Part A v3, "décompte aux points annoncés")', () => {
  const cs = { 'coinche-scoring': 'contract' };
  it('#36 90♠ made (T 110 ≥ 90, > 52 + 20): points 110 + 90 = 200 / 72; contract 90 / 0, EW’s belote nothing', () => {
    const f = coinche(90, { trump: 'spades', cards: [100, 52], last: NS, belotes: [0, 1] });
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([200, 72]);
    expect(score(f, ctxFor('coinche', 'house', cs)).scores).toEqual([90, 0]);
  });
  it('#40 110♣ coinché failed (T 100 < 110): points 20 / (160 + 110) × 2 = 540; contract 0 / 110 × 2 = 220', () => {
    const f = coinche(110, { trump: 'clubs', cards: [80, 72], last: EW, belotes: [1, 0] }, 'coinche');
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([20, 540]);
    expect(score(f, ctxFor('coinche', 'house', cs)).scores).toEqual([0, 220]);
  });
  it('#44 official: rounded 170 / 80 with points; contract 80 / 0, not rounded', () => {
    const f = coinche(80, { cards: [75, 77], last: NS });
    expect(score(f, ctxFor('coinche', 'official')).scores).toEqual([170, 80]);
    expect(score(f, ctxFor('coinche', 'official', cs)).scores).toEqual([80, 0]);
  });
  it('a générale of 505 is not rounded to 510 under official rules: 505 / 0', () => {
    const g = coinche('generale', { cards: [152, 0], last: NS, generale: { player: SOUTH, team: NS } });
    expect(score(g, ctxFor('coinche', 'official', { ...cs, generale: '505' })).scores).toEqual([505, 0]);
  });
  it('capot bid coinché made: points (250 + 250) × 2 = 1000; contract 250 × 2 = 500', () => {
    const f = coinche('capot', { capot: NS }, 'coinche');
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([1000, 0]);
    expect(score(f, ctxFor('coinche', 'house', cs)).scores).toEqual([500, 0]);
  });
  it('capot bid failed: points failed-capot 410; contract 250 to the defence', () => {
    const f = coinche('capot', { cards: [140, 12], last: NS });
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([0, 410]);
    expect(score(f, ctxFor('coinche', 'house', cs)).scores).toEqual([0, 250]);
  });
  it('a litige (litige carry, 81 = 81) scores nothing and holds nothing', () => {
    const f = coinche(80, { cards: [71, 81], last: NS });
    const r = score(f, ctxFor('coinche', 'house', { ...cs, litige: 'carry' }));
    expect([r.outcome, r.scores, r.potHeld]).toEqual(['litige', [0, 0], 0]);
  });
});

describe('capot-scoring cards|flat (Part A v3, contree.net): a made capot contract scores 250 × m alone', () => {
  const flat = { 'capot-scoring': 'flat' };
  it('capot bid made, NS belote: cards 252 + 20 + 250 = 522; flat 250 + 20 = 270 / 0', () => {
    const f = coinche('capot', { capot: NS, belotes: [1, 0] });
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([522, 0]);
    expect(score(f, ctxFor('coinche', 'house', flat)).scores).toEqual([270, 0]);
  });
  it('coinched, NS belote: cards (250 + 250) × 2 + 20 = 1020; flat 250 × 2 + 20 = 520 (the belote never ×2)', () => {
    const f = coinche('capot', { capot: NS, belotes: [1, 0] }, 'coinche');
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([1020, 0]);
    expect(score(f, ctxFor('coinche', 'house', flat)).scores).toEqual([520, 0]);
  });
  it('NS tierce and EW belote: cards 252 + 20 + 250 = 522 / EW 20; flat 250 / EW keeps its belote 20', () => {
    const f = coinche('capot', { capot: NS, belotes: [0, 1], announcements: [ann(NS, 'tierce', 'hearts')] });
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([522, 20]);
    expect(score(f, ctxFor('coinche', 'house', flat)).scores).toEqual([250, 20]);
  });
  it('générale (500): cards 752, flat 500; surcoinched flat 500 × 4 = 2000 ((250 + 500) × 4 = 3000)', () => {
    const g = { cards: [152, 0] as [number, number], last: NS, generale: { player: SOUTH, team: NS } };
    expect(score(coinche('generale', g), ctxFor('coinche', 'house')).scores).toEqual([752, 0]);
    expect(score(coinche('generale', g), ctxFor('coinche', 'house', flat)).scores).toEqual([500, 0]);
    expect(score(coinche('generale', g, 'surcoinche'), ctxFor('coinche', 'house')).scores).toEqual([3000, 0]);
    expect(score(coinche('generale', g, 'surcoinche'), ctxFor('coinche', 'house', flat)).scores).toEqual([2000, 0]);
  });
  it('unbid and failed capots score as today: 100♥ capot NS 252 + 100 = 352; capot bid, EW a trick → EW 410', () => {
    expect(score(coinche(100, { capot: NS }), ctxFor('coinche', 'house', flat)).scores).toEqual([352, 0]);
    const failed = coinche('capot', { cards: [140, 12], last: NS });
    expect(score(failed, ctxFor('coinche', 'house', flat)).scores).toEqual([0, 410]);
  });
});

describe('failed-base deal|160 (Part A v3, classic; "dedans = 160")', () => {
  const fb = { 'failed-base': '160' };
  it('hearts, cards 40/112, last EW: T 40 < 122 → dedans: deal 0 / 162; 160 → 0 / 160', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [40, 112], last: EW });
    expect(score(f, ctxFor('belote', 'house')).scores).toEqual([0, 162]);
    expect(score(f, ctxFor('belote', 'house', fb)).scores).toEqual([0, 160]);
  });
  it('#16 with NS fifty and belote: T 40 + 50 + 20 = 110 < 122 → EW 162 + 50 = 212 / NS 20; 160 → 210 / 20', () => {
    const f = facts({
      takerTeam: NS,
      trump: 'hearts',
      cards: [40, 112],
      last: EW,
      belotes: [1, 0],
      announcements: [ann(NS, 'fifty', 'hearts')],
    });
    expect(score(f, ctxFor('belote', 'house')).scores).toEqual([20, 212]);
    expect(score(f, ctxFor('belote', 'house', fb)).scores).toEqual([20, 210]);
  });
  it('#22: the defence’s capot keeps 252 (NS keeps its belote 20)', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', capot: EW, belotes: [1, 0] });
    expect(score(f, ctxFor('belote', 'official', fb)).scores).toEqual([20, 252]);
  });
  it('no-trump keeps its deal: official 76/76, last EW → 0 / 162; house 50/70, last EW → 0 / 130', () => {
    const off = facts({ takerTeam: NS, trump: 'no-trump', cards: [76, 76], last: EW });
    expect(score(off, ctxFor('belote', 'official', fb)).scores).toEqual([0, 162]);
    const house = facts({ takerTeam: NS, trump: 'no-trump', cards: [50, 70], last: EW });
    expect(score(house, ctxFor('belote', 'house', fb)).scores).toEqual([0, 130]);
  });
  it('coinche is untouched: 80♥ at 40 → EW 160 + 80 = 240 either way', () => {
    const f = coinche(80, { cards: [40, 112], last: EW });
    expect(score(f, ctxFor('coinche', 'house', fb)).scores).toEqual([0, 240]);
  });
  it('the working names the 160', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [40, 112], last: EW });
    const items = (score(f, ctxFor('belote', 'house', fb)).breakdown ?? []).map((b) => b.item);
    expect(items).toContain('defence takes the deal as 160 (failed-base 160)');
  });
});

describe('litige made (Part A v3, FFB-B §10.1.3): a tie counts as made, both teams score their points', () => {
  it('classic 71 + 10 = 81 = 81: carry 0 / 81 (pot 81); off 0 / 162; made 81 / 81', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [71, 81], last: NS });
    const carry = score(f, ctxFor('belote', 'house'));
    expect([carry.scores, carry.potHeld]).toEqual([[0, 81], 81]);
    expect(score(f, ctxFor('belote', 'house', { litige: 'off' })).scores).toEqual([0, 162]);
    const made = score(f, ctxFor('belote', 'house', { litige: 'made' }));
    expect([made.outcome, made.scores, made.potHeld]).toEqual(['made', [81, 81], 0]);
  });
  it('classic with the taker’s belote, 61 + 10 + 20 = 91 = 91: carry 20 / 91; made 91 / 91', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [61, 91], last: NS, belotes: [1, 0] });
    expect(score(f, ctxFor('belote', 'house')).scores).toEqual([20, 91]);
    expect(score(f, ctxFor('belote', 'house', { litige: 'made' })).scores).toEqual([91, 91]);
  });
  it('coinche 80♥ at 81 = 81: off 0 / 160 + 80 = 240; made 81 + 80 = 161 / 81; official rounds it 160 / 80', () => {
    const f = coinche(80, { cards: [71, 81], last: NS });
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([0, 240]);
    expect(score(f, ctxFor('coinche', 'house', { litige: 'made' })).scores).toEqual([161, 81]);
    expect(score(f, ctxFor('coinche', 'official', { litige: 'made' })).scores).toEqual([160, 80]);
  });
  it('coinche 80♥ coinché at 81 = 81: off → EW (160 + 80) × 2 = 480; made → NS (160 + 80) × 2 = 480, EW 0', () => {
    const f = coinche(80, { cards: [71, 81], last: NS }, 'coinche');
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([0, 480]);
    expect(score(f, ctxFor('coinche', 'house', { litige: 'made' })).scores).toEqual([480, 0]);
  });
  it('a tie below the contract still fails: 90♥ at 81 = 81 → EW 160 + 90 = 250', () => {
    const f = coinche(90, { cards: [71, 81], last: NS });
    expect(score(f, ctxFor('coinche', 'house', { litige: 'made' })).scores).toEqual([0, 250]);
  });
  it('the working says the tie was made', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [71, 81], last: NS });
    const items = (score(f, ctxFor('belote', 'house', { litige: 'made' })).breakdown ?? []).map((b) => b.item);
    expect(items).toContain('tie 81 = 81 → made (litige made)');
  });
});

describe('rounding-five up|down (Part A v3): a score ending in 5 rounds up or down, where rounding applies', () => {
  it('#44 (official): 80♥, 75 + 10 = 85 > 77 → raw 85 + 80 = 165 / 77; up 170 / 80; down 160 / 80', () => {
    const f = coinche(80, { cards: [75, 77], last: NS });
    expect(score(f, ctxFor('coinche', 'official')).scores).toEqual([170, 80]);
    expect(score(f, ctxFor('coinche', 'official', { 'rounding-five': 'down' })).scores).toEqual([160, 80]);
  });
  it('a 6 still rounds up: 76 + 10 = 86 > 76 → raw 166 / 76 → 170 / 80 under both', () => {
    const f = coinche(80, { cards: [76, 76], last: NS });
    expect(score(f, ctxFor('coinche', 'official', { 'rounding-five': 'down' })).scores).toEqual([170, 80]);
  });
  it('complement ("105 devient 100"): 95 + 10 = 105 / 57; up 110 / 160 − 110 = 50; down 100 / 60', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [95, 57], last: NS });
    expect(score(f, ctxFor('belote', 'house', { rounding: 'complement' })).scores).toEqual([110, 50]);
    const down = { rounding: 'complement', 'rounding-five': 'down' };
    expect(score(f, ctxFor('belote', 'house', down)).scores).toEqual([100, 60]);
  });
  it('without rounding the switch changes nothing: 105 / 57 either way', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [95, 57], last: NS });
    expect(score(f, ctxFor('belote', 'house', { 'rounding-five': 'down' })).scores).toEqual([105, 57]);
  });
});

describe('failed-belote taker|defence (Part A v3; pagat: the failing taker’s belote to the opponents)', () => {
  it('classic: cards 40/112, last EW, NS belote: 60 < 122 → dedans; taker: 20 / 162; defence: 0 / 182', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [40, 112], last: EW, belotes: [1, 0] });
    expect(score(f, ctxFor('belote', 'house')).scores).toEqual([20, 162]);
    expect(score(f, ctxFor('belote', 'house', { 'failed-belote': 'defence' })).scores).toEqual([0, 182]);
  });
  it('classic made (66 + 10 + 20 = 96 > 86): the taker keeps its belote under both → 96 / 86', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [66, 86], last: NS, belotes: [1, 0] });
    expect(score(f, ctxFor('belote', 'house', { 'failed-belote': 'defence' })).scores).toEqual([96, 86]);
  });
  // T = 61 + 10 + 20 = 91, D = 91.
  it('litige 91 = 91 is no failure: 20 / 91 either way; litige off fails it: 20 / 162, defence 0 / 182', () => {
    const f = facts({ takerTeam: NS, trump: 'hearts', cards: [61, 91], last: NS, belotes: [1, 0] });
    expect(score(f, ctxFor('belote', 'house', { 'failed-belote': 'defence' })).scores).toEqual([20, 91]);
    expect(score(f, ctxFor('belote', 'house', { litige: 'off' })).scores).toEqual([20, 162]);
    expect(score(f, ctxFor('belote', 'house', { litige: 'off', 'failed-belote': 'defence' })).scores).toEqual([0, 182]);
  });
  // Scenario 40: 110♣ coinché, cards 80/72, last EW, NS belote: T 80 + 20 = 100 < 110 → failed.
  const f40 = coinche(110, { trump: 'clubs', cards: [80, 72], last: EW, belotes: [1, 0] }, 'coinche');
  it('coinche #40: taker EW (160 + 110) × 2 = 540, NS 20; defence: 540 + 20 (never ×2) = 560, NS 0', () => {
    expect(score(f40, ctxFor('coinche', 'house')).scores).toEqual([20, 540]);
    expect(score(f40, ctxFor('coinche', 'house', { 'failed-belote': 'defence' })).scores).toEqual([0, 560]);
    // official (belote-multiplied on, per-team rounding): the moved belote is still outside the bracket → 560 / 0.
    expect(score(f40, ctxFor('coinche', 'official', { 'failed-belote': 'defence' })).scores).toEqual([0, 560]);
  });
  it('coinche #40 bid-only: 160 + 110 × 2 = 380 / NS 20; defence: 380 + 20 = 400 / 0', () => {
    const bid = { 'coinched-value': 'bid-only' };
    expect(score(f40, ctxFor('coinche', 'house', bid)).scores).toEqual([20, 380]);
    expect(score(f40, ctxFor('coinche', 'house', { ...bid, 'failed-belote': 'defence' })).scores).toEqual([0, 400]);
  });
  it('the working says where the belote went', () => {
    const items = (score(f40, ctxFor('coinche', 'house', { 'failed-belote': 'defence' })).breakdown ?? []).map(
      (b) => b.item,
    );
    expect(items).toContain('taker belote goes to the defence (failed-belote defence)');
    expect(items).toContain('taker scores nothing');
  });
});

describe('bid-margin N (Part A v3): the taker needs the contract + N, under either success rule', () => {
  // 110♥, NS cards 101 + last 10 = 111, EW 51.
  const f = coinche(110, { cards: [101, 51], last: NS });
  it('0 (default): 111 ≥ 110 and > 51 → NS 221, EW 51; 2: needs 112, 111 < 112 → EW 160 + 110 = 270', () => {
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([221, 51]);
    expect(score(f, ctxFor('coinche', 'house', { 'bid-margin': '0' })).scores).toEqual([221, 51]);
    expect(score(f, ctxFor('coinche', 'house', { 'bid-margin': '2' })).scores).toEqual([0, 270]);
    expect(score(f, ctxFor('coinche', 'house', { 'bid-margin': '2', 'coinche-success': 'contract' })).scores).toEqual([
      0, 270,
    ]);
  });
  it('2, at 112 exactly (NS 102 + 10, EW 50): made → NS 112 + 110 = 222, EW 50', () => {
    const g = coinche(110, { cards: [102, 50], last: NS });
    expect(score(g, ctxFor('coinche', 'house', { 'bid-margin': '2' })).scores).toEqual([222, 50]);
  });
  it('80 under contract: margin 1 still needs 82 (max(80 + 1, 82)); margin 3 needs 83', () => {
    const g = coinche(80, { cards: [72, 80], last: NS }); // T 82, D 80
    const c = (n: string) => ctxFor('coinche', 'house', { 'coinche-success': 'contract', 'bid-margin': n });
    expect(score(g, c('1')).scores).toEqual([162, 80]); // 82 ≥ 82 → 82 + 80 = 162
    expect(score(g, c('3')).scores).toEqual([0, 240]); // 82 < 83 → EW 160 + 80
  });
  it('coinched 110 at 111 with margin 2: failed → EW (160 + 110) × 2 = 540; margin 0 made: 540 / 0', () => {
    const g = coinche(110, { cards: [101, 51], last: NS }, 'coinche');
    expect(score(g, ctxFor('coinche', 'house')).scores).toEqual([540, 0]);
    expect(score(g, ctxFor('coinche', 'house', { 'bid-margin': '2' })).scores).toEqual([0, 540]);
  });
  it('a capot contract still needs every trick, whatever the margin: capot NS → 252 + 250 = 502', () => {
    const g = coinche('capot', { capot: NS });
    expect(score(g, ctxFor('coinche', 'house', { 'bid-margin': '2' })).scores).toEqual([502, 0]);
  });
});

describe('belote-counts (D18, ISCOOL): belote in the contract test or not', () => {
  const f = coinche(90, { trump: 'spades', cards: [72, 80], last: NS, belotes: [1, 0] });
  it('on: T 102 ≥ 90 and > 80 → NS 102 + 90 = 192, EW 80', () => {
    expect(score(f, ctxFor('coinche', 'house')).scores).toEqual([192, 80]);
  });
  it('off: T 82 < 90 → failed: EW 160 + 90 = 250, NS keeps belote 20', () => {
    expect(score(f, ctxFor('coinche', 'house', { 'belote-counts': 'off' })).scores).toEqual([20, 250]);
  });
  it('classic 66/86, last NS, NS belote: on 96 > 86 → 96/86; off 76 < 86 → failed, EW 162, NS keeps 20', () => {
    const g = facts({ takerTeam: NS, trump: 'hearts', cards: [66, 86], last: NS, belotes: [1, 0] });
    expect(score(g, ctxFor('belote', 'house')).scores).toEqual([96, 86]);
    expect(score(g, ctxFor('belote', 'house', { 'belote-counts': 'off' })).scores).toEqual([20, 162]);
  });
});
