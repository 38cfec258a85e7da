// Oracle property test for the version 3 table lines (rules/doppelkopf.md Part A, "Decided in version 3"): random
// evenings of normal games, ties, solos won and lost — ordinary, duty, forced duty — with random `bock-trigger [N]`
// lines, under random bock and duty-solo switches. A model written here from Part A (not from the engine) gives each
// round's dealer, bock factor, points and the Vorführung due; the engine must agree, never throw, stay zero-sum, and
// an analyser kept across edits must give what a fresh analysis gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeScore, createAnalyzer } from '../../../src/analysis/analyze';
import { expectSameData } from '../../helpers/sameData';

const P = ['A', 'B', 'C', 'D'];

interface Round {
  /** win: Re 151 (V 2); tie: Re 120 (Kontra wins, V −2, tie-120); solo: 151 (V 2); lost: solo 100 (V −1, lost-solo). */
  kind: 'win' | 'tie' | 'solo' | 'lost';
  who: number;
  partner: number;
  duty: '' | 'duty' | 'duty forced';
  /** No line, `bock-trigger`, `bock-trigger N`. */
  trigger: undefined | 'bare' | 0 | 1 | 2;
}

const round: fc.Arbitrary<Round> = fc.record({
  kind: fc.constantFrom('win', 'tie', 'solo', 'lost'),
  who: fc.integer({ min: 0, max: 3 }),
  partner: fc.integer({ min: 1, max: 3 }),
  duty: fc.constantFrom('', 'duty', 'duty forced'),
  trigger: fc.constantFrom<Round['trigger'][]>(undefined, undefined, 'bare', 0, 1, 2),
});

const header = fc.record({
  dealer: fc.integer({ min: 0, max: 3 }),
  bock: fc.boolean(),
  overlap: fc.constantFrom('multiply', 'append'),
  length: fc.integer({ min: 1, max: 4 }),
  duty: fc.boolean(),
  series: fc.option(fc.integer({ min: 4, max: 9 }), { nil: undefined }),
});

type Header = typeof header extends fc.Arbitrary<infer H> ? H : never;

const solo = (r: Round) => r.kind === 'solo' || r.kind === 'lost';

function text(h: Header, rounds: Round[]): string {
  const head =
    `game doppelkopf\nplayers ${P.join(' ')}\ndealer ${P[h.dealer]}\n` +
    (h.bock ? `set bock on\nset bock-overlap ${h.overlap}\nset bock-length ${h.length}\n` : '') +
    (h.duty ? 'set duty-solo on\n' : '') +
    (h.series ? `set series ${h.series}\n` : '');
  const body = rounds.map((r) => {
    const decl = solo(r)
      ? `solo ${P[r.who]} clubs${r.duty ? ` ${r.duty}` : ''}`
      : `re ${P[r.who]} ${P[(r.who + r.partner) % 4]}`;
    const cards = r.kind === 'tie' ? 120 : r.kind === 'lost' ? 100 : 151;
    const trigger =
      r.trigger === undefined ? '' : r.trigger === 'bare' ? ' bock-trigger\n' : ` bock-trigger ${r.trigger}\n`;
    return `round\n ${decl}\n cards re ${cards}\n${trigger}`;
  });
  return head + body.join('');
}

interface Expected {
  dealer: string;
  scores: Record<string, number>;
  bock: number;
  /** A Vorführung due before the round (the player who must play, or who owes where none is found). */
  due?: { player?: string; owed: string[]; left: number };
  dueInfo: boolean;
}

/** Part A as a model: dealer rotation, series and duty solos, the Vorführung, bock rounds, the points. */
function model(h: Header, rounds: Round[]): Expected[] {
  let dealer = h.dealer;
  let games = 0;
  let done = new Set<number>();
  let running: number[] = [];
  let queued = 0;
  const out: Expected[] = [];
  for (const r of rounds) {
    const isSolo = solo(r);
    const duty = isSolo && r.duty !== '';
    const forced = isSolo && r.duty === 'duty forced';
    const slotless = duty && !forced;
    // The Vorführung before the round: as many owed as games left in the series.
    let due: Expected['due'];
    if (h.duty && h.series) {
      const owed = [0, 1, 2, 3].filter((i) => !done.has(i));
      const left = h.series - games;
      if (owed.length > 0 && owed.length === left) {
        const next = [1, 2, 3, 4].map((k) => (dealer + k) % 4).find((i) => owed.includes(i));
        due = { owed: owed.map((i) => P[i]), left, ...(next !== undefined ? { player: P[next] } : {}) };
      }
    }
    const dueInfo = due !== undefined && !(forced && P[r.who] === due.player);
    // Bock: the factor of this game, and what it uses up (an ordinary duty solo uses no bock game).
    let k = 0;
    if (h.bock) {
      if (h.overlap === 'append') {
        k = queued > 0 ? 1 : 0;
        if (k && !slotless) queued--;
      } else {
        k = running.length;
        if (!slotless) running = running.map((n) => n - 1).filter((n) => n > 0);
      }
    }
    const base = r.kind === 'win' || r.kind === 'solo' ? 2 : r.kind === 'tie' ? -2 : -1;
    const v = base * 2 ** k;
    const scores: Record<string, number> = {};
    if (isSolo) for (let i = 0; i < 4; i++) scores[P[i]] = i === r.who ? 3 * v : -v;
    else {
      const re = [r.who, (r.who + r.partner) % 4];
      for (let i = 0; i < 4; i++) scores[P[i]] = re.includes(i) ? v : -v;
    }
    // The bock rounds the game starts: its line, else 1 for a derived trigger (tie-120, lost-solo: the defaults).
    if (h.bock) {
      const derived = r.kind === 'tie' || r.kind === 'lost' ? 1 : 0;
      const starts = r.trigger === undefined ? derived : r.trigger === 'bare' ? 1 : r.trigger;
      if (h.overlap === 'append') queued += starts * h.length;
      else for (let s = 0; s < starts; s++) running.push(h.length);
    }
    out.push({ dealer: P[dealer], scores, bock: 2 ** k, due, dueInfo });
    // The table after the round.
    if (duty) done.add(r.who);
    if (!slotless) {
      dealer = (dealer + 1) % 4;
      games++;
    }
    if (h.series && games >= h.series) {
      games = 0;
      done = new Set();
    }
  }
  return out;
}

describe('version 3 lines against a model of Part A (dealer, series, Vorführung, bock-trigger)', () => {
  it('dealer, bock factor, points, the Vorführung and its info agree; zero-sum; kept = fresh after edits', () => {
    fc.assert(
      fc.property(
        header,
        fc.array(round, { minLength: 1, maxLength: 14 }),
        fc.array(fc.record({ at: fc.nat(), change: fc.constantFrom('duty', 'trigger', 'kind') }), { maxLength: 4 }),
        (h, rounds, edits) => {
          const sheet = text(h, rounds);
          const a = analyzeScore(sheet);
          const want = model(h, rounds);
          expect(a.problems.filter((p) => p.severity === 'error')).toEqual([]);
          expect(a.rounds).toHaveLength(rounds.length);
          const dueRounds = a.problems.filter((p) => p.code === 'duty-solo-due').map((p) => p.range.start.line);
          for (let i = 0; i < rounds.length; i++) {
            const got = a.rounds[i];
            const w = want[i];
            expect(got.dealer).toBe(w.dealer);
            expect(got.scores).toEqual(w.scores);
            expect(got.doppelkopf?.bock).toBe(w.bock);
            expect(Object.values(got.scores).reduce((x, y) => x + y, 0)).toBe(0);
            expect(Object.values(got.running).reduce((x, y) => x + y, 0)).toBe(0);
            expect(dueRounds.includes(got.line)).toBe(w.dueInfo);
            // The round before says who must play next (the last round: the settlement).
            const next = i + 1 < rounds.length ? want[i + 1].due : undefined;
            if (i + 1 < rounds.length)
              expect(got.dutyNext && { ...got.dutyNext, series: undefined }).toEqual(
                next && { ...next, series: undefined },
              );
          }
          // bock-trigger without bock on is only a warning per line, never a change of points.
          const off = a.problems.filter((p) => p.code === 'bock-trigger-off').length;
          expect(off).toBe(h.bock ? 0 : rounds.filter((r) => r.trigger !== undefined).length);
          // Kept across edits (a mark toggled, a line's count changed, a game changed) = fresh.
          const analyzer = createAnalyzer('score');
          analyzer.analyze(sheet);
          const edited = rounds.slice();
          for (const e of edits) {
            const j = e.at % edited.length;
            const r = { ...edited[j] };
            if (e.change === 'duty') r.duty = r.duty === '' ? 'duty forced' : r.duty === 'duty' ? '' : 'duty';
            else if (e.change === 'trigger') r.trigger = r.trigger === undefined ? 0 : r.trigger === 0 ? 2 : undefined;
            else r.kind = r.kind === 'win' ? 'lost' : r.kind === 'lost' ? 'tie' : 'win';
            edited[j] = r;
            const t = text(h, edited);
            expectSameData(analyzer.analyze(t)[0], () => analyzeScore(t));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
