// Fuzz through the engines: thousands of mutated sheets of all three games go through analyzeScore (parser, rules,
// Doppelkopf/Belote/Coinche engines, tricks, settlement) without an exception, an internal-error or a range outside the
// text.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeMarkdown, analyzeScore, type DocumentAnalysis } from '../../src/analysis/analyze';
import { BELOTE_CODES } from '../../src/games/belote/steps/codes';
import { DOPPELKOPF_CODES } from '../../src/games/doppelkopf/steps/codes';
import { RULE_CODES } from '../../src/engine/rules';
import { renderSettlement } from '../../src/report/settlement';
import { TRICKS_CODES } from '../../src/engine/tricks/codes';
import { extractScoreBlocks, FORMAT_CODES, type Range } from '../../src/format';
import { BELOTE_EXAMPLE, COINCHE_EXAMPLE, DOPPELKOPF_EXAMPLE } from './fixtures';

const example = (name: string) => readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8');
const MARKDOWN = [example('rule-guide.md'), example('regelwerk-stiche.md')];
/** Rules v3 lines: forced duty solos in a series, bock-trigger lines (bare, 0, 2, German, one out of range). */
const V3_SHEET = [
  'game doppelkopf',
  'players Anna Ben Clara Dora',
  'dealer Anna',
  'set bock on',
  'set duty-solo on',
  'set series 4',
  'round',
  '  re Anna Ben',
  '  cards re 120',
  '  bock-trigger 0',
  'round',
  '  solo Ben queens duty forced',
  '  won re 2',
  '  bock-trigger 2',
  'round',
  '  solo Clara jacks pflicht vorgeführt',
  '  cards re 100',
  '  bockauslöser',
  'round',
  '  solo Dora hearts duty',
  '  score Dora +6 Anna -2 Ben -2 Clara -2',
  '  bock-trigger -1',
  'round',
  '  solo Anna clubs forced',
  '  cards re 151',
].join('\n');
/** Whole sheets of every game, with tricks, marriages, bock, checkpoints: the engines' richest inputs. */
const SHEETS = [
  DOPPELKOPF_EXAMPLE,
  BELOTE_EXAMPLE,
  COINCHE_EXAMPLE,
  example('doppelkopf-evening.score'),
  example('belote-game.score'),
  example('coinche-game.score'),
  V3_SHEET,
  ...MARKDOWN.flatMap((md) => extractScoreBlocks(md).map((b) => b.text)),
];
const LINES = SHEETS.flatMap((s) => s.split('\n'));
const CODES = new Set([
  ...Object.keys(FORMAT_CODES),
  ...Object.keys(DOPPELKOPF_CODES),
  ...Object.keys(BELOTE_CODES),
  ...Object.keys(TRICKS_CODES),
  ...Object.keys(RULE_CODES),
]);

/**
 * Header lines that switch the engines onto their less common paths (every Part A switch value of both rule files
 * appears).
 */
const SWITCHES = [
  'set bock on',
  'set bock-overlap append',
  'set bock-length 1',
  'set bock-triggers tie-120 lost-solo lost-announcement black heart-trick',
  'set counting plus',
  'set counting minus',
  'set nines off',
  'set netting clamp',
  'set announcement double',
  'set doubling-scope game',
  'set kontra-only 120',
  'set tie-120 1',
  'set refutation highest',
  'set fox off',
  'set doppelkopf off',
  'set karlchen off',
  'set fox-last-trick 2',
  'set fox-last-trick point',
  'set karlchen-caught on',
  'set specials-in-solo on',
  'set lost-solo-bonus on',
  'set poverty on',
  'set dulle second-wins',
  'set dulle-caught on',
  'set duty-solo on',
  'set series 3',
  'dealer Anna',
  'set marriage-partner first-plain-trick',
  'set marriage-partner first-trump-trick',
  'rules official',
  'rules house',
  'set no-trump-ace 19',
  'set all-trump-values ffb',
  'set all-trump-values pagat',
  'set rounding complement',
  'set rounding per-team',
  'set capot 250',
  'set litige off',
  'set litige-belote hold',
  'set announcements off',
  'set failed-announcements lost',
  'set capot-announcements keep',
  'set surcoinche 3',
  'set belote-multiplied on',
  'set failed-capot 500',
  'set generale 600',
  'set unbid-capot off',
  'set coinche-success contract',
  'set bid-margin 2',
  'set coinche-scoring contract',
  'set capot-scoring flat',
  'set failed-base 160',
  'set litige made',
  'set rounding-five down',
  'set failed-belote defence',
  'set bid-margin 0',
  'set bid-margin -1',
  'set belote-counts off',
  'set deals 3',
  'set deals 1',
  'set deals 0',
  'set end-tie last-contract',
  'set belote-only-win off',
  'set overtrump off',
  'set partner-master off',
  'target 100',
  'players A B C D E',
  'players Anna Ben Clara Dora Emil Fritz Gabi',
  'stake 0.01 EUR',
  'stake 1,50 €',
];
const WORDS = [
  're',
  'kontra',
  'Anna',
  'Ben',
  'Clara',
  'Dora',
  'Nord',
  'Süd',
  'Ost',
  'West',
  'NS',
  'EW',
  'Nord-Süd',
  '0',
  '1',
  '-1',
  '+3',
  '12',
  '90',
  '120',
  '121',
  '151',
  '162',
  '240',
  '252',
  '999',
  'queens',
  'jacks',
  'fleshless',
  'diamonds',
  'alone',
  'with',
  'duty',
  'forced',
  'vorgeführt',
  'bock-trigger',
  'bockauslöser',
  'fox',
  'fox-last-trick',
  'fox-last',
  'doppelkopf',
  'karlchen',
  'karlchen-caught',
  'dulle-caught',
  'heart-trick',
  'penalty',
  'strafe',
  'to',
  '3',
  'no90',
  'no30',
  'black',
  'capot',
  'generale',
  'coinche',
  'surcoinche',
  'all-trump',
  'no-trump',
  'hearts',
  'tierce',
  'fifty',
  'four-jacks',
  '♣Q',
  '♥10',
  '♦A',
  'CJ',
  'HT',
  '=>',
  'bock',
  'out',
  'round',
];

/**
 * A sheet with whole lines deleted, duplicated, moved or inserted (from any sheet, or a switch), and words replaced.
 */
const mutatedSheet = fc
  .tuple(
    fc.constantFrom(...SHEETS),
    fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: 7 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...LINES),
        fc.constantFrom(...SWITCHES),
        fc.constantFrom(...WORDS),
      ),
      { maxLength: 14 },
    ),
  )
  .map(([base, ops]) => {
    const lines = base.split('\n');
    for (const [op, a, b, line, sw, word] of ops) {
      const i = a % (lines.length + 1);
      const words = (lines[i] ?? '').split(' ');
      const w = b % Math.max(1, words.length);
      if (op === 0) lines.splice(i, 1);
      else if (op === 1) lines.splice(i, 0, line);
      else if (op === 2) lines.splice(Math.min(i, 4), 0, sw);
      else if (op === 3) lines[i] = [...words.slice(0, w), word, ...words.slice(w + 1)].join(' ');
      else if (op === 4) lines[i] = [...words.slice(0, w), word, ...words.slice(w)].join(' ');
      else if (op === 5) lines[i] = [...words.slice(0, w), ...words.slice(w + 1)].join(' ');
      else if (op === 6) lines.splice(b % (lines.length + 1), 0, ...lines.slice(i, i + 1 + (b % 15)));
      else {
        const j = b % lines.length;
        [lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? ''];
      }
    }
    return lines.join('\n');
  });

function checkRange(r: Range, lines: string[], what: string): void {
  for (const p of [r.start, r.end]) {
    if (!(p.line >= 0 && p.line < lines.length) || !(p.character >= 0 && p.character <= lines[p.line].length)) {
      throw new Error(`${what}: range outside the text ${JSON.stringify(r)}`);
    }
  }
  if (r.start.line > r.end.line || (r.start.line === r.end.line && r.start.character > r.end.character))
    throw new Error(`${what}: end before start`);
}

/**
 * What must hold for any analysis: documented codes, messages, ranges and fixes in the text, finite numbers, a
 * rendering.
 */
function checkAnalysis(a: DocumentAnalysis, lines: string[]): void {
  for (const p of a.problems) {
    if (p.code === 'internal-error') throw new Error(`internal-error: ${p.message}`);
    if (!CODES.has(p.code)) throw new Error(`undocumented code ${p.code}`);
    if (!p.message) throw new Error(`${p.code} without a message`);
    checkRange(p.range, lines, p.code);
    for (const e of p.fix?.edits ?? []) checkRange(e.range, lines, `fix of ${p.code}`);
  }
  for (const r of a.rounds) {
    checkRange(r.range, lines, `round ${r.index}`);
    for (const v of [...Object.values(r.scores), ...Object.values(r.running), ...Object.values(r.penalties ?? {})])
      if (!Number.isInteger(v)) throw new Error(`round ${r.index}: score ${v}`);
  }
  for (const v of Object.values(a.settlement.money ?? {}))
    if (!Number.isInteger(v)) throw new Error(`money ${v} is not whole cents`);
  for (const t of a.settlement.transfers)
    if (!Number.isInteger(t.cents) || t.cents <= 0) throw new Error(`transfer of ${t.cents} cents`);
  if (a.game === 'doppelkopf') for (const f of ['text', 'md', 'csv'] as const) renderSettlement(a, f);
}

describe('fuzz through the engines (analyzeScore): no exception, no internal-error, ranges inside the text', () => {
  it(
    'mutated sheets of Doppelkopf, Belote and Coinche (examples, rule-guide blocks with tricks), with every ' +
      'switch',
    () => {
      const games = new Set<string>();
      fc.assert(
        fc.property(mutatedSheet, (text) => {
          const a = analyzeScore(text);
          if (a.game) games.add(a.game);
          checkAnalysis(a, text.split('\n'));
        }),
        { numRuns: 4000 },
      );
      expect([...games].sort()).toEqual(['belote', 'coinche', 'doppelkopf']);
    },
  );

  it('random lines of format words under each game header', () => {
    const header = fc.constantFrom(
      'game doppelkopf\nplayers Anna Ben Clara Dora\n',
      'game doppelkopf\nplayers Anna Ben Clara Dora Emil\nset bock on\n',
      'game belote\nplayers Nord Ost Süd West\n',
      'game coinche\nplayers Nord Ost Süd West\nteams NS EW\n',
    );
    const line = fc
      .array(
        fc.constantFrom(
          ...WORDS,
          'cards',
          'tricks',
          'announce',
          'extras',
          'score',
          'total',
          'trick',
          'hand',
          'solo',
          'marriage',
          'taker',
          'trump',
          'contract',
          'last',
          'belote',
        ),
        { minLength: 1, maxLength: 9 },
      )
      .map((w) => w.join(' '));
    const sheet = fc
      .tuple(header, fc.array(fc.oneof(line, fc.constantFrom(...LINES)), { maxLength: 40 }))
      .map(([h, ls]) => h + ls.join('\n'));
    fc.assert(
      fc.property(sheet, (text) => checkAnalysis(analyzeScore(text), text.split('\n'))),
      { numRuns: 3000 },
    );
  });

  it('mutated Markdown rule guides: every block is scored, positions stay in the Markdown file', () => {
    const md = fc
      .tuple(
        fc.constantFrom(...MARKDOWN),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...LINES, '```score', '```', '', 'text')), { maxLength: 10 }),
      )
      .map(([base, ins]) => {
        const lines = base.split('\n');
        for (const [at, l] of ins) lines.splice(at % (lines.length + 1), 0, l);
        return lines.join('\n');
      });
    fc.assert(
      fc.property(md, (text) => {
        const lines = text.split('\n');
        for (const a of analyzeMarkdown(text)) checkAnalysis(a, lines);
      }),
      { numRuns: 500 },
    );
  });
});
