// The analyser's three modes (issue 31): on random sheets of every game — `total` lines that agree and that do not,
// unknown names, broken lines, rule overrides — a streamed check gives the problems, override problems and game of a
// fresh analysis (and, asked for them, its rounds and totals: what `check --json` prints), and an analyser kept across
// a random sequence of edits ending at the sheet gives its problems too.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, analyzeScore, createAnalyzer, type RuleOverrides } from '../../src/analysis/analyze';
import { apply, applyEdit, applyLineEdit, beloteEdit, edit, HEADERS, lineEdit, ROUNDS } from '../helpers/sheets';

type Kind = 'doppelkopf' | 'belote' | 'coinche';

/** Doppelkopf rounds: won, lost, a solo, 120:120 (bock after it), bock, a marriage, a bare score, a won line. */
const DOPPELKOPF_ROUNDS = [
  '  re Anna Clara\n  cards re 151\n',
  '  re Ben Dora\n  announce re no90\n  announce kontra\n  cards re 140\n  extras kontra fox\n',
  '  solo Dora queens duty\n  announce re\n  cards re 185\n',
  '  re Anna Ben\n  cards re 120\n',
  '  bock\n  re Clara Dora\n  cards re 130\n',
  '  marriage Ben with Anna\n  cards re 165\n  extras re doppelkopf\n',
  '  solo Clara jacks\n  announce re\n  cards re 110\n',
  '  score Anna -4 Ben +4 Clara -4 Dora +4\n',
  '  re Anna Clara\n  won re 2\n',
  '  re Anna Clara\n  cards re 151\n  score Anna +3 Ben -2 Clara +2 Dora -2\n',
  // Too thin to score: the totals are unknown until a written total re-anchors them.
  '  re Ben\n',
  // Penalty points: beside a game, and a round block of them alone (between games, no game).
  '  re Anna Clara\n  cards re 151\n  penalty Ben 3\n',
  '  penalty Dora 3 to Ben\n',
  // Rules v3: a forced duty solo, bock-trigger lines (0 on a tie, 2 on an outcome-only round).
  '  solo Ben clubs duty forced\n  cards re 151\n',
  '  re Anna Ben\n  cards re 120\n  bock-trigger 0\n',
  '  re Clara Dora\n  won re 2\n  bock-trigger 2\n',
];

const DOPPELKOPF_HEADERS = [
  'players Anna Ben Clara Dora',
  'players Anna Ben Clara Dora\nrules ddv\nset bock on',
  'players Anna Ben Clara Dora\nset bock on\nset duty-solo on\ndealer Anna',
  'players Anna Ben Clara Dora\nset bock on\nset duty-solo on\nset series 5\ndealer Anna',
];

/**
 * Per game: its rounds, headers, and rounds with a name no player has, a line the parser cannot read, or a header line
 * with an error written inside them (its error counts in the round's).
 */
const GAMES: Record<Kind, { rounds: readonly string[]; headers: readonly string[]; odd: readonly string[] }> = {
  doppelkopf: {
    rounds: DOPPELKOPF_ROUNDS,
    headers: DOPPELKOPF_HEADERS,
    odd: [
      '  re Anna Zoe\n  cards re 151\n',
      '  re Anna Clara\n  cards re\n',
      '  fnord 12\n  cards re 151\n',
      '  re Anna Clara\nstake five\n  cards re 151\n',
    ],
  },
  belote: {
    rounds: ROUNDS.belote,
    headers: HEADERS.belote,
    odd: [
      '  taker Zoe\n  trump hearts\n  cards Nord-Süd 92, Ost-West 60\n  last Nord\n',
      '  taker Süd\n  trump\n  cards Nord-Süd\n',
      '  fnord 12\n',
      '  taker Süd\n  trump hearts\nstake five\n  cards Nord-Süd 92, Ost-West 60\n  last Nord\n',
    ],
  },
  coinche: {
    rounds: ROUNDS.coinche,
    headers: HEADERS.coinche,
    odd: [
      '  contract Zoe 90 spades\n  cards NS 100, EW 52\n  last NS\n',
      '  contract Süd 90\n  cards NS\n',
      '  fnord\n',
      '  contract Süd 90 spades\ndate 2024-13-45\n  cards NS 100, EW 52\n  last NS\n',
    ],
  },
};

/** What-if rules: none, a preset of the game or another's, a switch, and ones no game has. */
const OVERRIDES: (RuleOverrides | undefined)[] = [
  undefined,
  undefined,
  { preset: 'ddv' },
  { preset: 'official' },
  { set: [{ key: 'bock', values: ['on'] }] },
  { preset: 'no-such-preset' },
  { set: [{ key: 'no-such-switch', values: ['on'] }] },
];

/** A round's `total` line: as computed (agrees), one column off, two columns swapped, or a name no one has. */
type TotalKind = 'none' | 'agrees' | 'off' | 'swapped' | 'unknown';
const TOTAL_KINDS: TotalKind[] = ['none', 'none', 'agrees', 'agrees', 'off', 'swapped', 'unknown'];

function totalLine(game: Kind, running: Record<string, number>, kind: TotalKind, seed: number): string {
  const entries = Object.entries(running);
  if (entries.length === 0) return '';
  const values = entries.map(([, v]) => v);
  const c = seed % values.length;
  if (kind === 'off') values[c] += 1 + (seed % 7);
  if (kind === 'swapped') [values[c], values[(c + 1) % values.length]] = [values[(c + 1) % values.length], values[c]];
  const names = entries.map(([k]) => k);
  if (kind === 'unknown') names[c] = 'Zed';
  const sep = game === 'doppelkopf' ? ' ' : ', ';
  return `  total ${names.map((n, i) => `${n} ${values[i]}`).join(sep)}\n`;
}

/**
 * A sheet of 1 to 14 rounds (Belote and Coinche to a low target, so that games end), and then `total` lines written
 * into some rounds from the running totals a fresh analysis of it gives: agreeing, off, swapped or with a stranger.
 */
const sheet = fc
  .record({
    game: fc.constantFrom<Kind>('doppelkopf', 'belote', 'coinche'),
    header: fc.nat(),
    target: fc.constantFrom(200, 300, 500),
    rounds: fc.array(
      fc.record({ odd: fc.nat({ max: 9 }), kind: fc.nat(), total: fc.nat({ max: 6 }), seed: fc.nat({ max: 100 }) }),
      { minLength: 1, maxLength: 14 },
    ),
    overrides: fc.nat({ max: OVERRIDES.length - 1 }),
    firstLine: fc.constantFrom(0, 0, 7),
  })
  .map(({ game, header, target, rounds, overrides, firstLine }) => {
    const g = GAMES[game];
    const head =
      `game ${game}\n${g.headers[header % g.headers.length]}\n` + (game === 'doppelkopf' ? '' : `target ${target}\n`);
    const bodies = rounds.map((r) => (r.odd === 0 ? g.odd[r.kind % g.odd.length] : g.rounds[r.kind % g.rounds.length]));
    const plain = head + bodies.map((b) => `\nround\n${b}`).join('');
    const results = analyzeScore(plain).rounds;
    const withTotals = bodies.map((b, i) => {
      const r = rounds[i];
      const kind = TOTAL_KINDS[r.total];
      return kind === 'none' || !results[i] ? b : b + totalLine(game, results[i].running, kind, r.seed);
    });
    return {
      game,
      text: head + withTotals.map((b) => `\nround\n${b}`).join(''),
      overrides: OVERRIDES[overrides],
      firstLine,
    };
  });

/** Edits a person makes: characters typed or deleted, lines split, joined, added or deleted; for Belote and Coinche,
 * card points, the target, rounds and `total` lines. */
const anyEdit = fc.oneof(
  edit.map((e) => ({ kind: 'text' as const, e })),
  lineEdit.map((e) => ({ kind: 'line' as const, e })),
  beloteEdit.map((e) => ({ kind: 'belote' as const, e })),
);

type AnyEdit = typeof anyEdit extends fc.Arbitrary<infer E> ? E : never;

function applyAny(text: string, game: Kind, any: AnyEdit): string {
  if (any.kind === 'text') return apply(text, any.e);
  if (any.kind === 'line') return applyLineEdit(text, any.e);
  if (game !== 'doppelkopf') return applyEdit(text, game, any.e);
  // Doppelkopf: a round added, a `total` line written (as it stands after round 1) or removed, a number changed.
  const { e } = any;
  const lines = text.split('\n');
  const at = (re: RegExp) => {
    const found = lines.flatMap((l, i) => (re.test(l) ? [i] : []));
    return found.length ? found[Math.min(found.length - 1, Math.floor(e.at * found.length))] : -1;
  };
  const k = e.kind === 'add' || e.kind === 'total' ? at(/^round/) : at(/^\s+(cards|score|total) /);
  if (e.kind === 'add')
    lines.splice(k < 0 ? lines.length : k, 0, 'round', ...DOPPELKOPF_ROUNDS[e.pick % 11].trimEnd().split('\n'));
  else if (e.kind === 'total' && k >= 0) lines.splice(k + 1, 0, '  total Anna 2 Ben -2 Clara 2 Dora -2');
  else if (k >= 0) lines[k] = lines[k].replace(/\d+/, String(e.value));
  return lines.join('\n');
}

/** Plain data of round results, for a deep comparison (a result renders its summary when it is written out). */
const data = (a: unknown): unknown => JSON.parse(JSON.stringify(a)) as unknown;

describe('the three modes of the analyser agree', () => {
  it('streamed and fresh: the same problems, override problems, game, and rounds and totals when asked for', () => {
    let disagreeing = 0;
    let agreeing = 0;
    fc.assert(
      fc.property(sheet, ({ text, overrides, firstLine }) => {
        const fresh = analyzeScore(text, firstLine, overrides);
        const streamed = analyze(text, { mode: 'streaming', firstLine, overrides });
        expect(streamed.problems).toEqual(fresh.problems);
        expect(streamed.overrideProblems).toEqual(fresh.overrideProblems);
        expect(streamed.game).toBe(fresh.game);
        const withRounds = analyze(text, { mode: 'streaming', firstLine, overrides, rounds: true });
        expect(withRounds.problems).toEqual(fresh.problems);
        expect(data(withRounds.rounds)).toEqual(data(fresh.rounds));
        expect(withRounds.totals).toEqual(fresh.totals);
        const codes = fresh.problems.map((p) => p.code);
        if (codes.includes('total-mismatch')) disagreeing++;
        if (/\n {2}total /.test(text) && !codes.includes('total-mismatch')) agreeing++;
      }),
      { numRuns: 150 },
    );
    // The sheets are what they are for: totals that disagree, and sheets whose every total agrees.
    expect(disagreeing).toBeGreaterThan(20);
    expect(agreeing).toBeGreaterThan(10);
  });

  it('kept across random edits ending at the sheet: the problems of a fresh analysis and of a streamed check', () => {
    fc.assert(
      fc.property(sheet, fc.array(anyEdit, { minLength: 1, maxLength: 8 }), ({ game, text }, edits) => {
        // The texts the edits lead through from the sheet, then the way back: the analyser sees the sheet, the last
        // of them, and each one before it in turn, ending at the sheet again.
        const texts = [text];
        for (const e of edits) texts.push(applyAny(texts[texts.length - 1], game, e));
        const analyzer = createAnalyzer('score');
        analyzer.analyze(text);
        let kept = analyzer.analyze(texts[texts.length - 1])[0];
        for (let i = texts.length - 2; i >= 0; i--) {
          kept = analyzer.analyze(texts[i])[0];
          expect(kept.problems).toEqual(analyzeScore(texts[i]).problems);
        }
        const streamed = analyze(text, { mode: 'streaming' });
        expect(kept.problems).toEqual(streamed.problems);
        expect(kept.game).toBe(streamed.game);
      }),
      { numRuns: 120 },
    );
  });
});

describe('the streaming mode, worked by hand', () => {
  it("a Doppelkopf sheet's rounds and totals, and a written total that agrees", () => {
    // Round 1: Re 151 : Kontra 89, Re wins: won 1 + Kontra under 90 1 = 2 each for Anna and Clara. Round 2: only the
    // result written, Anna -4 Ben +4 Clara -4 Dora +4. After it: Anna 2 - 4 = -2, Ben -2 + 4 = 2, Clara -2, Dora 2.
    const text = [
      'game doppelkopf',
      'players Anna Ben Clara Dora',
      'round',
      '  re Anna Clara',
      '  cards re 151',
      'round',
      '  score Anna -4 Ben +4 Clara -4 Dora +4',
      '  total Anna -2 Ben 2 Clara -2 Dora 2',
    ].join('\n');
    const a = analyze(text, { mode: 'streaming', rounds: true });
    expect(a.problems).toEqual([]);
    expect(a.game).toBe('doppelkopf');
    expect(a.rounds.map((r) => r.running)).toEqual([
      { Anna: 2, Ben: -2, Clara: 2, Dora: -2 },
      { Anna: -2, Ben: 2, Clara: -2, Dora: 2 },
    ]);
    expect(a.totals).toEqual({ Anna: -2, Ben: 2, Clara: -2, Dora: 2 });
    // The same total one off for Dora: a mismatch on the `total` line (line 8, 0-based 7).
    const off = analyze(text.replace('Dora 2', 'Dora 3'), { mode: 'streaming' });
    expect(off.problems.map((p) => [p.code, p.range.start.line])).toEqual([['total-mismatch', 7]]);
  });
});
