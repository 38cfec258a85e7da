// Property tests (fast-check): rows sum to zero, solo rows are ±3V/∓V, clamping keeps the Augen winner ≥ 0,
// special points never change the winner, and whole generated evenings stay zero-sum and settle exactly.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distribute } from '../../../src/games/doppelkopf/steps/score';
import { decideWinner } from '../../../src/games/doppelkopf/steps/thresholds';
import { noExtras, type Level, type Parties, type ScoringFacts } from '../../../src/games/doppelkopf/steps/types';
import { computeValue } from '../../../src/games/doppelkopf/steps/score';
import { applyTransfers } from '../../../src/engine/settle';
import { R, run } from './helpers';

const level = fc.option(fc.constantFrom<Level>(0, 1, 2, 3, 4), { nil: undefined });

const facts = fc
  .record({
    re: fc.integer({ min: 0, max: 240 }),
    solo: fc.boolean(),
    ra: level,
    ka: level,
    reTricks: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
    foxRe: fc.integer({ min: 0, max: 2 }),
    foxKo: fc.integer({ min: 0, max: 2 }),
    dkRe: fc.integer({ min: 0, max: 2 }),
    dkKo: fc.integer({ min: 0, max: 2 }),
    karlRe: fc.boolean(),
  })
  .map(({ re, solo, ra, ka, reTricks, foxRe, foxKo, dkRe, dkKo, karlRe }): ScoringFacts => {
    const f: ScoringFacts = {
      solo,
      cards: { re, kontra: 240 - re },
      announce: {},
      extras: {
        re: { ...noExtras(), fox: foxRe, doppelkopf: dkRe, karlchen: karlRe ? 1 : 0 },
        kontra: { ...noExtras(), fox: foxKo, doppelkopf: dkKo, karlchen: karlRe ? 0 : 1 },
      },
    };
    if (ra !== undefined) f.announce.re = ra;
    if (ka !== undefined) f.announce.kontra = ka;
    // tricks consistent with the card points: a side with card points has a trick
    if (reTricks !== undefined) {
      let t = reTricks;
      if (re > 0 && t === 0) t = 1;
      if (re < 240 && t === 12) t = 11;
      f.tricks = { re: t, kontra: 12 - t };
    }
    return f;
  });

const switches = fc.record({
  announcement: fc.constantFrom('plus2', 'double'),
  'doubling-scope': fc.constantFrom('all', 'game'),
  'kontra-only': fc.constantFrom('121', '120'),
  'tie-120': fc.constantFrom('2', '1'),
  refutation: fc.constantFrom('each', 'highest'),
  netting: fc.constantFrom('net', 'clamp'),
  'fox-last-trick': fc.constantFrom('1', '2', 'point'),
  'specials-in-solo': fc.constantFrom('off', 'on'),
  'lost-solo-bonus': fc.constantFrom('off', 'on'),
  dulle: fc.constantFrom('first-wins', 'second-wins'),
  'dulle-caught': fc.constantFrom('off', 'on'),
});

const normal: Parties = { gameType: 'normal', re: [0, 2], kontra: [1, 3], out: [], duty: false };
const solo: Parties = {
  gameType: 'solo',
  re: [1],
  kontra: [0, 2, 3],
  out: [],
  soloist: 1,
  soloKind: 'queens',
  duty: false,
};

describe('§4.5/§7 properties', () => {
  it('every plus-minus row sums to zero, for any facts and switches (normal and solo)', () => {
    fc.assert(
      fc.property(facts, switches, fc.integer({ min: 0, max: 3 }), (f, s, k) => {
        const v = computeValue(f, R(s)).value * 2 ** k;
        const row = distribute(v, f.solo ? solo : normal, 'plus-minus');
        expect([...row.values()].reduce((a, b) => a + b, 0)).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('a solo row is +3V for the soloist and −V for each opponent', () => {
    fc.assert(
      fc.property(facts, switches, (f, s) => {
        const v = computeValue({ ...f, solo: true }, R(s)).value;
        const row = distribute(v, solo, 'plus-minus');
        expect(row.get(1)).toBe(3 * v || 0);
        for (const i of [0, 2, 3]) expect(row.get(i)).toBe(-v || 0);
      }),
      { numRuns: 300 },
    );
  });

  it('netting clamp never makes the Augen winner’s value negative', () => {
    fc.assert(
      fc.property(facts, switches, (f, s) => {
        const r = computeValue(f, R({ ...s, netting: 'clamp' }));
        if (r.decision.winner === 're') expect(r.value).toBeGreaterThanOrEqual(0);
        if (r.decision.winner === 'kontra') expect(r.value).toBeLessThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('special points never change the winner (§4.3)', () => {
    fc.assert(
      fc.property(facts, switches, (f, s) => {
        const bare = { ...f, extras: { re: noExtras(), kontra: noExtras() } };
        expect(decideWinner(f, R(s)).winner).toBe(decideWinner(bare, R(s)).winner);
      }),
    );
  });

  it('with at most one Absage-making party there is always exactly one winner (§3.1)', () => {
    fc.assert(
      fc.property(facts, (f) => {
        fc.pre(!((f.announce.re ?? 0) > 0 && (f.announce.kontra ?? 0) > 0));
        expect(decideWinner(f, R()).winner).not.toBe('none');
      }),
    );
  });

  it('plus and minus sheets are the ± row with the losers (winners) dropped', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const v = computeValue(f, R()).value;
        const p = f.solo ? solo : normal;
        const pm = distribute(v, p, 'plus-minus');
        const plus = distribute(v, p, 'plus');
        const minus = distribute(v, p, 'minus');
        for (const i of [0, 1, 2, 3]) expect(plus.get(i)! + minus.get(i)!).toBe(pm.get(i));
      }),
    );
  });
});

// Whole evenings as `.score` text: random normal games, solos (duty, forced) and recorded rows, with bock on, random
// `bock-trigger` lines and, half the time, duty solos counted per series of 6 games.
const game = fc.oneof(
  fc.record({
    kind: fc.constant('re' as const),
    a: fc.integer({ min: 0, max: 3 }),
    b: fc.integer({ min: 0, max: 3 }),
    cards: fc.integer({ min: 0, max: 240 }),
    ann: fc.constantFrom('', 're', 'kontra', 're no90', 'kontra no60', 're black'),
    fox: fc.constantFrom('', 're fox', 'kontra fox fox', 'kontra doppelkopf'),
  }),
  fc.record({
    kind: fc.constant('solo' as const),
    a: fc.integer({ min: 0, max: 3 }),
    // 0: a solo, 1: a duty solo, 2: a forced duty solo (Vorführung, rules v3)
    b: fc.integer({ min: 0, max: 2 }),
    cards: fc.integer({ min: 0, max: 240 }),
    ann: fc.constantFrom('', 're', 'kontra no90'),
    fox: fc.constant(''),
  }),
  fc.record({
    kind: fc.constant('recorded' as const),
    a: fc.integer({ min: 0, max: 3 }),
    b: fc.integer({ min: 1, max: 6 }),
    cards: fc.constant(0),
    ann: fc.constant(''),
    fox: fc.constant(''),
  }),
  // Penalty points between games (a round block of penalty lines alone): never a game.
  fc.record({
    kind: fc.constant('penalty' as const),
    a: fc.integer({ min: 0, max: 3 }),
    b: fc.integer({ min: 0, max: 3 }),
    cards: fc.integer({ min: 1, max: 4 }),
    ann: fc.constant(''),
    fox: fc.constant(''),
  }),
);
/** A penalty line that always counts at a table of four: split (a multiple of 3) or to another player (M = N). */
const penaltyLine = fc.oneof(
  fc.constant(''),
  fc
    .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 4 }))
    .map(([p, k]) => ` penalty ${P[p]} ${3 * k}\n`),
  fc
    .tuple(
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 1, max: 12 }),
      fc.boolean(),
    )
    .map(([p, d, n, m]) => ` strafe ${P[p]} ${n} an ${P[(p + d) % 4]}${m ? ` ${n}` : ''}\n`),
);
const P = ['A', 'B', 'C', 'D'];

interface Game {
  kind: string;
  a: number;
  b: number;
  cards: number;
  ann: string;
  fox: string;
  /** A `bock-trigger` line (rules v3): none, bare, or its count. */
  trigger?: string;
}

function roundText(g: Game, penalty = ''): string {
  if (g.kind === 'penalty') {
    // `cards` is the share of each of the three others; `b` picks `to` (b ≠ a) or a split.
    const to = g.b !== g.a ? ` to ${P[g.b]}` : '';
    return `round\n penalty ${P[g.a]} ${to ? g.cards : 3 * g.cards}${to}\n${penalty}`;
  }
  if (g.kind === 'recorded') {
    const row = P.map((n, i) => {
      const v = i === g.a || i === (g.a + 1) % 4 ? g.b : -g.b;
      return `${n} ${v > 0 ? '+' : ''}${v}`;
    });
    return `round\n score ${row.join(' ')}\n${penalty}`;
  }
  const decl =
    g.kind === 'solo'
      ? `solo ${P[g.a]} clubs${['', ' duty', ' duty forced'][g.b]}`
      : `re ${P[g.a]} ${P[g.b === g.a ? (g.a + 1) % 4 : g.b]}`;
  return (
    `round\n ${decl}\n cards ` +
    `re ${g.cards}\n${g.ann ? ` announce ${g.ann}\n` : ''}${g.fox ? ` extras ${g.fox}\n` : ''}` +
    (g.trigger ? ` ${g.trigger}\n` : '') +
    penalty
  );
}

describe('whole evenings (engine + settlement)', () => {
  it('every round sums to 0, running totals sum to 0, transfers reproduce the money exactly in ≤ n−1 steps', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(game, penaltyLine, fc.constantFrom('', '', '', 'bock-trigger', 'bock-trigger 0', 'bock-trigger 2')),
          { minLength: 1, maxLength: 12 },
        ),
        fc.constantFrom('multiply', 'append'),
        fc.constantFrom('', 'dealer A\nset duty-solo on\nset series 6\n'),
        (drawn, overlap, table) => {
          const games = drawn.map(([g, pen, trigger]) => [{ ...g, trigger }, pen] as const);
          const text =
            `game doppelkopf\nplayers A B C D\nstake 0.05 EUR\n${table}set bock on\nset bock-overlap ${overlap}\n` +
            'set bock-triggers tie-120 ' +
            `lost-solo lost-announcement black\n${games.map(([g, pen]) => roundText(g, pen)).join('')}`;
          const o = run(text);
          for (const r of o.rounds) {
            expect(Object.values(r.scores).reduce((a, b) => a + b, 0)).toBe(0);
            expect(Object.values(r.penalties ?? {}).reduce((a, b) => a + b, 0)).toBe(0);
            expect(Object.values(r.running).reduce((a, b) => a + b, 0)).toBe(0);
          }
          // Penalties are never games: four games for every round but the penalty rows, and no solo among them.
          const games4 = o.rounds.filter((r) => !r.penaltyOnly).length * 4;
          expect(o.settlement.players!.reduce((a, p) => a + p.games, 0)).toBe(games4);
          const solos = games.filter(([g]) => g.kind === 'solo').length;
          expect(o.settlement.players!.reduce((a, p) => a + p.solos, 0)).toBeLessThanOrEqual(
            solos + games.filter(([g]) => g.kind === 'recorded').length,
          );
          const money = o.settlement.money!;
          for (const n of P) expect(money[n]).toBe(o.totals[n] * 5);
          expect(applyTransfers(P, o.settlement.transfers)).toEqual(money);
          expect(o.settlement.transfers.length).toBeLessThanOrEqual(3);
          expect(o.problems.filter((p) => p.severity === 'error')).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
