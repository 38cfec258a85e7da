// The analyser's three modes on random points sheets (issue 31): a streamed check gives the problems, game, rounds
// and totals of a fresh analysis, and an analyser kept across random edits ending at the sheet gives its problems —
// with zero-sum rows, lowest-wins, targets that end games, `total` lines that agree, are off or name a stranger.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, analyzeScore, createAnalyzer } from '../../src/analysis/analyze';
import { apply, applyLineEdit, edit, lineEdit } from '../helpers/sheets';

const ROUNDS = [
  '  score Anna 10 Ben 20 Clara 0\n',
  '  score Anna -5 Ben 5 Clara 0\n',
  '  score Anna 30 Ben 0\n',
  '  score Anna 50 Ben 60 Clara 70\n',
  '  score Anna 0 Ben 0 Clara 0\n',
  '  score Anna 25 Ben -40 Clara 15\n',
];
const ODD = [
  '',
  '  score Anna 1 Zed 2 Ben 3 Clara 4\n',
  '  score Anna x Ben 2 Clara 3\n',
  '  score Anna 10 Ben 10 Clara -20\n  score Anna 1 Ben 1 Clara -2\n',
  '  fnord 3\n',
];
const HEADERS = [
  'players Anna Ben Clara',
  'players Anna Ben Clara\nset zero-sum on',
  'players Anna Ben Clara\nset lowest-wins on\nset target 100',
  'players Anna Ben Clara\ntarget 90',
  'players Anna Ben Clara\nset target 60\nstake 0.01 EUR',
];
type TotalKind = 'none' | 'agrees' | 'off' | 'unknown';
const TOTAL_KINDS: TotalKind[] = ['none', 'none', 'agrees', 'agrees', 'off', 'unknown'];

function totalLine(running: Record<string, number>, kind: TotalKind, seed: number): string {
  const entries = Object.entries(running);
  if (!entries.length) return '';
  const c = seed % entries.length;
  return `  total ${entries
    .map(
      ([n, v], i) =>
        `${kind === 'unknown' && i === c ? 'Zed' : n} ${kind === 'off' && i === c ? v + 1 + (seed % 5) : v}`,
    )
    .join(' ')}\n`;
}

const sheet = fc
  .record({
    header: fc.nat({ max: HEADERS.length - 1 }),
    rounds: fc.array(
      fc.record({ odd: fc.nat({ max: 7 }), kind: fc.nat(), total: fc.nat({ max: 5 }), seed: fc.nat({ max: 50 }) }),
      { minLength: 1, maxLength: 12 },
    ),
  })
  .map(({ header, rounds }) => {
    const head = `game points\n${HEADERS[header]}\n`;
    const bodies = rounds.map((r) => (r.odd === 0 ? ODD[r.kind % ODD.length] : ROUNDS[r.kind % ROUNDS.length]));
    const results = analyzeScore(head + bodies.map((b) => `\nround\n${b}`).join('')).rounds;
    const withTotals = bodies.map((b, i) => {
      const kind = TOTAL_KINDS[rounds[i].total];
      return kind === 'none' || !results[i] ? b : b + totalLine(results[i].running, kind, rounds[i].seed);
    });
    return head + withTotals.map((b) => `\nround\n${b}`).join('');
  });

/** Edits: characters, lines, and a number of a `score` or `total` line changed. */
const anyEdit = fc.oneof(
  edit.map((e) => ({ kind: 'text' as const, e })),
  lineEdit.map((e) => ({ kind: 'line' as const, e })),
  fc
    .record({ at: fc.double({ min: 0, max: 1, noNaN: true }), value: fc.nat({ max: 120 }) })
    .map((e) => ({ kind: 'number' as const, e })),
);
type AnyEdit = typeof anyEdit extends fc.Arbitrary<infer E> ? E : never;

function applyAny(text: string, any: AnyEdit): string {
  if (any.kind === 'text') return apply(text, any.e);
  if (any.kind === 'line') return applyLineEdit(text, any.e);
  const lines = text.split('\n');
  const found = lines.flatMap((l, i) => (/^\s+(score|total) /.test(l) ? [i] : []));
  if (!found.length) return text;
  // `at` may be 1 itself: the last line then, not one past it.
  const k = found[Math.min(found.length - 1, Math.floor(any.e.at * found.length))];
  lines[k] = lines[k].replace(/-?\d+/, String(any.e.value));
  return lines.join('\n');
}

const data = (a: unknown): unknown => JSON.parse(JSON.stringify(a)) as unknown;

describe('the three modes agree on points sheets', () => {
  it('streamed and fresh: the same problems, game, rounds and totals', () => {
    let disagreeing = 0;
    let gamesEnded = 0;
    fc.assert(
      fc.property(sheet, (text) => {
        const fresh = analyzeScore(text);
        const streamed = analyze(text, { mode: 'streaming' });
        expect(streamed.problems).toEqual(fresh.problems);
        expect(streamed.game).toBe('points');
        const withRounds = analyze(text, { mode: 'streaming', rounds: true });
        expect(data(withRounds.rounds)).toEqual(data(fresh.rounds));
        expect(withRounds.totals).toEqual(fresh.totals);
        const codes = fresh.problems.map((p) => p.code);
        if (codes.includes('total-mismatch')) disagreeing++;
        if (fresh.settlement.games?.some((g) => g.finished)) gamesEnded++;
      }),
      { numRuns: 150 },
    );
    expect(disagreeing).toBeGreaterThan(10);
    expect(gamesEnded).toBeGreaterThan(10);
  });

  it('kept across random edits ending at the sheet: the problems of a fresh analysis and of a streamed check', () => {
    fc.assert(
      fc.property(sheet, fc.array(anyEdit, { minLength: 1, maxLength: 8 }), (text, edits) => {
        const texts = [text];
        for (const e of edits) texts.push(applyAny(texts[texts.length - 1], e));
        const analyzer = createAnalyzer('score');
        analyzer.analyze(text);
        let kept = analyzer.analyze(texts[texts.length - 1])[0];
        for (let i = texts.length - 2; i >= 0; i--) {
          kept = analyzer.analyze(texts[i])[0];
          const fresh = analyzeScore(texts[i]);
          expect(kept.problems).toEqual(fresh.problems);
          expect(data(kept.rounds)).toEqual(data(fresh.rounds));
          expect(kept.settlement).toEqual(fresh.settlement);
        }
        expect(kept.problems).toEqual(analyze(text, { mode: 'streaming' }).problems);
      }),
      { numRuns: 120 },
    );
  });
});
