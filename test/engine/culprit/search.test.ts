// The indexed search for the slip behind a disagreeing total (issue 38) finds exactly what the plain search over the
// same rounds found before it — the same slips, in the same order, with the same fixes — on random sheets of each
// game, window by window as the totals of a sheet ask, and after the window is cut back (an edit) and grows again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { beloteSteps } from '../../../src/games/belote/steps';
import { CulpritSearch, genericAlternatives, type Culprit, type WindowRound } from '../../../src/engine/culprit';
import { doppelkopfSteps } from '../../../src/games/doppelkopf/steps';
import { runRounds, windowRound, type GameSteps } from '../../../src/engine/rounds';
import { render } from '../../../src/messages';

/** The search as it was before issue 38 (src/engine/culprit.ts at e262191), word for word: the reference. */
function findCulpritsBefore(
  diff: readonly (number | undefined)[],
  window: readonly WindowRound[],
  swapKind: 'players' | 'teams' = 'players',
): Culprit[] {
  const found: Culprit[] = [];
  if (diff.every((d) => d === undefined || d === 0)) return found;
  const explains = (delta: readonly number[]) => diff.every((d, i) => d === undefined || d === (delta[i] ?? 0));
  for (let w = window.length - 1; w >= 0; w--) {
    const r = window[w];
    const own = r.alternatives?.() ?? [];
    // A game's own slip may be a generic one with its fix (an outcome-only round's signs): that one is kept.
    const seen = new Set(own.map((a) => render(a.what)));
    const generic = genericAlternatives(r, swapKind);
    for (const alt of [...own, ...(seen.size ? generic.filter((g) => !seen.has(render(g.what))) : generic)])
      if (explains(alt.delta)) found.push({ ...alt, round: r.index });
  }
  return found;
}

/** Rounds with each kind of slip of their own: bock, solos, announcements, `won` lines, rows, unscored rounds. */
const DOPPELKOPF = [
  '  re Anna Clara\n  cards re 151\n',
  '  re Anna Ben\n  cards re 100\n  announce kontra\n',
  '  bock\n  re Ben Dora\n  cards re 130\n',
  '  bock 2\n  re Clara Dora\n  cards re 200\n  announce re no90\n',
  '  solo Anna queens\n  announce re\n  cards re 140\n',
  '  solo Dora jacks\n  cards re 100\n',
  '  re Anna Dora\n  won re 3\n',
  '  won Anna Clara 2\n',
  '  bock\n  won Ben Clara 1\n',
  '  score Anna +2 Ben -2 Clara +2 Dora -2\n',
  '  score Anna +3 Ben +3 Clara -3 Dora -3\n',
  '  score Anna -1 Ben +1 Clara +1 Dora -1\n',
  '  re Anna Clara\n',
  '  re Ben Clara\n  cards re 121\n  extras re fox\n',
];

const BELOTE = [
  '  taker Süd\n  trump hearts\n  cards Nord-Süd 92, Ost-West 60\n  last Nord\n',
  '  taker Nord\n  trump clubs\n  cards Nord-Süd 71, Ost-West 81\n  last Süd\n',
  '  score Nord-Süd 100, Ost-West 62\n',
  '  score Nord-Süd 62, Ost-West 100\n',
  '  taker Ost\n',
];

const HEADERS = [
  'game doppelkopf\nplayers Anna Ben Clara Dora\n',
  'game doppelkopf\nplayers Anna Ben Clara Dora\nset bock on\n',
  'game doppelkopf\nplayers Anna Ben Clara Dora Emil\n',
  'game belote\nplayers Nord Ost Süd West\ntarget 5000\n',
];

/** The rounds of a sheet as the search sees them, and what a swap exchanges in its game. */
function windowOf(text: string): { rounds: WindowRound[]; swaps: 'players' | 'teams' } {
  const a = analyzeScore(text);
  const header = a.document.header;
  const steps = (
    a.game === 'doppelkopf' ? doppelkopfSteps(header, a.rules) : beloteSteps(header, a.rules!)
  ) as GameSteps<unknown, unknown, unknown>;
  const out = runRounds(steps, a.document.rounds, []);
  return { rounds: out.steps.map((s, i) => windowRound(steps.columns, s, a.document.rounds[i])), swaps: steps.swaps };
}

/** A slip as a comparable value: its round, its sentence, its points, its fix. */
const shown = (c: Culprit) => ({ round: c.round, what: render(c.what), delta: [...c.delta], fix: c.fix });

const sheet = fc
  .record({
    header: fc.nat({ max: HEADERS.length - 1 }),
    rounds: fc.array(fc.nat({ max: 99 }), { minLength: 1, maxLength: 10 }),
  })
  .map(({ header, rounds }) => {
    const pool = header === 3 ? BELOTE : DOPPELKOPF;
    return HEADERS[header] + rounds.map((k, i) => `\nround ${i + 1}\n${pool[k % pool.length]}`).join('');
  });

/** A total's difference: a slip of some round (so that it explains it), or small numbers; some columns unnamed. */
const query = fc.record({
  from: fc.constantFrom('slip', 'slip', 'numbers'),
  round: fc.nat(),
  slip: fc.nat(),
  numbers: fc.array(fc.integer({ min: -6, max: 6 }), { minLength: 5, maxLength: 5 }),
  unnamed: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  cut: fc.option(fc.nat(), { freq: 4 }),
});

type Query = typeof query extends fc.Arbitrary<infer Q> ? Q : never;

function diffOf(q: Query, rounds: readonly WindowRound[], swaps: 'players' | 'teams') {
  const n = rounds[0].names.length;
  let values = q.numbers.slice(0, n);
  if (q.from === 'slip') {
    const r = rounds[q.round % rounds.length];
    const slips = [...(r.alternatives?.() ?? []), ...genericAlternatives(r, swaps)];
    if (slips.length) values = [...slips[q.slip % slips.length].delta];
  }
  // One named column at least, mostly all of them.
  return values.map((v, i) => (q.unnamed[i] && q.unnamed[(i + 1) % 5] && i > 0 ? undefined : v));
}

describe('the indexed search for a slip finds what the plain search found', () => {
  it('window by window on random sheets, with cuts, each total asking with its own difference', () => {
    fc.assert(
      fc.property(sheet, fc.array(query, { minLength: 1, maxLength: 12 }), (text, queries) => {
        const { rounds, swaps } = windowOf(text);
        const search = new CulpritSearch(swaps);
        for (const q of queries) {
          // The window grows by a round per total, up to the sheet's end; a cut is an edit inside the window.
          if (q.cut !== null && search.length > 0) search.truncate(q.cut % search.length);
          if (search.length < rounds.length) search.push(rounds[search.length]);
          const window = rounds.slice(0, search.length);
          const diff = diffOf(q, window, swaps);
          const before = findCulpritsBefore(diff, window, swaps);
          expect(search.find(diff, Infinity).map(shown)).toEqual(before.map(shown));
          expect(search.find(diff).map(shown)).toEqual(before.slice(0, 3).map(shown));
          // Where a slip explains the total, the search also says where its round is.
          for (const c of search.find(diff)) expect(c.at).toBe(window.find((w) => w.index === c.round)!.at);
        }
      }),
      { numRuns: 150 },
    );
  });
});
