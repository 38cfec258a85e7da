// Hand-made analyses for the editor tests: the real parser's document, with round results written out by hand
// (so these tests do not depend on the engines' arithmetic).

import { createAnalyzer, type DocumentAnalysis, type DocumentAnalyzer } from '../../src/analysis/analyze';
import type { RoundResult } from '../../src/engine/model';
import { resolveRules } from './rules';
import { gameOf } from '../../src/games/registry';
import type { Problem } from '../../src/format/types';
import { parseScore } from '../../src/games/syntax';

export function result(
  index: number,
  line: number,
  scores: Record<string, number>,
  running: Record<string, number>,
  extra: Partial<RoundResult> = {},
): RoundResult {
  return {
    index,
    line,
    range: { start: { line, character: 0 }, end: { line, character: 5 } },
    outcome: 're',
    scores,
    running,
    breakdown: [],
    summary: '',
    errors: 0,
    ...extra,
  };
}

export function analysisOf(
  text: string,
  opts: { rounds?: RoundResult[]; problems?: Problem[]; firstLine?: number } = {},
): DocumentAnalysis {
  const document = parseScore(text, opts.firstLine ?? 0);
  const game = document.header.game?.kind;
  const rules = game ? resolveRules(document.header, game).rules : undefined;
  const rounds = opts.rounds ?? [];
  return {
    // As the analysers set it: the module of the sheet's game.
    ...(game ? { module: gameOf(game) } : {}),
    document,
    rules,
    firstLine: opts.firstLine ?? 0,
    game,
    rounds,
    totals: rounds.length ? rounds[rounds.length - 1].running : {},
    problems: [...document.problems, ...(opts.problems ?? [])],
    settlement: {
      game: game ?? 'doppelkopf',
      rules: { preset: '', switches: [] },
      names: [],
      totals: {},
      transfers: [],
    },
  };
}

export const line = (l: number, s: number, e: number) => ({
  start: { line: l, character: s },
  end: { line: l, character: e },
});

/** A Doppelkopf evening (score-format.md's first example, shortened), with round results written out by hand. */
export const DK_TEXT = [
  'game doppelkopf', // 0
  'players Anna Ben Clara Dora', // 1
  '', // 2
  'round 1', // 3
  '  re Anna Clara', // 4
  '  cards re 151', // 5
  '  score Anna +2 Ben -2 Clara +3 Dora -2', // 6
  '', // 7
  'round 3', // 8
  '  solo Dora queens', // 9
  '  extras re fox', // 10
  '  cards re 185', // 11
  '  total Anna 10 Ben -10 Clara 5 Dora -5  # checkpoint', // 12
  '', // 13
].join('\n');

/**
 * Round 1: Re 151:89 won, won 1 + unter 90 1 = +2 for Anna and Clara (rules/doppelkopf.md). Round 2: hand-set
 * numbers for Dora's won queens solo, +6 and −2 each (the engine also counts unter 60 for Kontra's 55: 3 × 3 = +9);
 * the tests that use these only need numbers in the right places.
 */
export const DK_ROUNDS = [
  result(
    1,
    3,
    { Anna: 2, Ben: -2, Clara: 2, Dora: -2 },
    { Anna: 2, Ben: -2, Clara: 2, Dora: -2 },
    {
      summary: 'Re 151:89 won · +2',
      breakdown: [
        { item: 'won', points: 1, side: 're' },
        { item: 'unter 90', points: 1, side: 're' },
      ],
      doppelkopf: {
        gameType: 'normal',
        duty: false,
        re: ['Anna', 'Clara'],
        kontra: ['Ben', 'Dora'],
        out: [],
        value: 2,
        bock: 1,
        cards: { re: 151, kontra: 89 },
        announcements: [],
        triggersBock: 0,
      },
    },
  ),
  result(
    2,
    8,
    { Anna: -2, Ben: -2, Clara: -2, Dora: 6 },
    { Anna: 0, Ben: -4, Clara: 0, Dora: 4 },
    {
      summary: 'Solo queens (Dora) 185:55 won · +2 ×3',
      breakdown: [
        { item: 'won', points: 1, side: 're' },
        { item: 'unter 90', points: 1, side: 're' },
        { item: 'solo', factor: 3 },
      ],
      doppelkopf: {
        gameType: 'solo',
        soloKind: 'queens',
        soloist: 'Dora',
        duty: false,
        re: ['Dora'],
        kontra: ['Anna', 'Ben', 'Clara'],
        out: [],
        value: 2,
        bock: 1,
        cards: { re: 185, kontra: 55 },
        announcements: [],
        triggersBock: 0,
      },
    },
  ),
];

export const DK_PROBLEMS: Problem[] = [
  { code: 'score-mismatch', severity: 'error', range: line(6, 29, 31), message: 'stated Clara +3, computed +2' },
  {
    code: 'specials-in-solo',
    severity: 'warning',
    range: line(10, 2, 16),
    message: 'special points do not count in a solo',
  },
  { code: 'total-mismatch', severity: 'error', range: line(12, 8, 39), message: 'stated Anna 10, computed 0' },
];

export function dkAnalysis(): DocumentAnalysis {
  return analysisOf(DK_TEXT, { rounds: DK_ROUNDS, problems: DK_PROBLEMS });
}

export const BELOTE_TEXT = [
  'game belote', // 0
  'players Nord Ost Süd West', // 1
  'rules house', // 2
  '', // 3
  'round', // 4
  '  taker Süd', // 5
  '  trump hearts', // 6
  '  cards Nord-Süd 90', // 7
  '  last Süd', // 8
  '  score Nord-Süd 100, Ost-West 82', // 9
  '', // 10
].join('\n');

export function beloteAnalysis(): DocumentAnalysis {
  return analysisOf(BELOTE_TEXT, {
    rounds: [
      result(
        1,
        4,
        { 'Nord-Süd': 100, 'Ost-West': 62 },
        { 'Nord-Süd': 100, 'Ost-West': 62 },
        { outcome: 'made', summary: 'Süd ♥ made' },
      ),
    ],
  });
}

/** The real analyser for `createAnalyzer`, counting in `runs.count` how often the engine ran. */
export function countingAnalyzer(runs: { count: number }): (kind: 'score' | 'markdown') => DocumentAnalyzer {
  return (kind) => {
    const real = createAnalyzer(kind);
    return {
      analyze: (text, inherit) => {
        runs.count++;
        return real.analyze(text, inherit);
      },
    };
  };
}
