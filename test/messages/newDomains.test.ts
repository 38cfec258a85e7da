// The German and French texts of the messages main added after the catalogs were first translated (rule guides,
// deciding facts, dealer and duty solos, the culprit search, paper-sheet short forms): every id of those domains
// has a sample here, so a new id without one fails, and each renders in de and fr as a sentence of its own.

import { describe, expect, it } from 'vitest';
import { msg, render, type Message, type MessageId } from '../../src/messages';
import { facts } from '../../src/messages/en/facts';
import { guide } from '../../src/messages/en/guide';
import { outcome as beloteOutcome } from '../../src/games/belote/messages/en/outcome';
import { outcome as doppelkopfOutcome } from '../../src/games/doppelkopf/messages/en/outcome';
import { facts as beloteFacts } from '../../src/games/belote/messages/en/facts';
import { facts as doppelkopfFacts } from '../../src/games/doppelkopf/messages/en/facts';
import { table as doppelkopfTable } from '../../src/games/doppelkopf/messages/en/table';
import { table } from '../../src/messages/en/table';
import { englishLeft } from './english';

const game = msg('dk.game.normal', { re: ['Anna', 'Clara'] });
const usage = msg('usage.won', {});
const what = msg('culprit.left-out', { round: 3 });

/** Arguments for each id (several where a branch changes the sentence). */
const SAMPLES: Record<string, object[]> = {
  'expected-error': [{ code: 'score-mismatch', message: msg('dk.filled', { row: 'Anna +2' }), text: '' }],
  'expect-missing': [{ code: 'score-mismatch' }],
  'expect-missing.unknown-code': [{ code: 'no-such-code' }],
  'unknown-flag': [{ word: 'expcet', hint: 'expect=' }],
  'facts.announced': [{ party: 're' }, { party: 'kontra' }],
  'facts.level': [
    { party: 're', level: 'no90', kept: true },
    { party: 'kontra', level: 'no60', kept: false },
  ],
  'facts.bock': [{ factor: 2 }],
  'facts.bock-trigger': [{ count: 0 }, { count: 1 }, { count: 2 }],
  'facts.pot-held': [{ points: 81 }],
  'facts.pot-awarded': [{ team: 'NS', points: 81 }],
  'facts.game-won': [{ game: 1, team: 'NS' }],
  'facts.cell-legend': [{}],
  'facts.cell-legend-teams': [{}],
  'table.dealer-mismatch': [{ written: 'Ben', expected: 'Clara' }],
  'table.dealer-mismatch.fix': [{ expected: 'Clara' }],
  'table.dealer-out': [{ dealer: 'Emil', out: ['Anna'] }],
  'table.dealer-out.fix': [{ dealer: 'Emil' }],
  'table.dealer': [{ dealer: 'Ben' }],
  'table.dealer-sits-out': [{ dealer: 'Emil' }],
  'table.duty-owed.series': [{ player: 'Dora', series: 1, from: 1, to: 24 }],
  'table.duty-owed.file': [{ player: 'Dora' }],
  'table.duty-owes': [{ players: [] }, { players: ['Ben'] }, { players: ['Ben', 'Dora'] }],
  'table.duty-due': [
    { player: 'Ben', owed: ['Ben', 'Dora'], left: 2, series: 1 },
    { player: 'Dora', owed: ['Dora'], left: 1, series: 3 },
    { owed: ['Ben', 'Dora'], left: 2, series: 1 },
  ],
  'table.duty-next': [{ player: 'Ben', owed: ['Ben', 'Dora'] }, { owed: ['Ben'] }, { owed: ['Ben', 'Dora'] }],
  'culprit.append': [{ problem: msg('dk.filled', { row: 'Anna +2' }), finding: what }],
  'culprit.left-out': [{ round: 3 }],
  'culprit.twice': [{ round: 3 }],
  'culprit.signs': [{ round: 3 }],
  'culprit.swapped': [{ round: 3, a: 'Anna', b: 'Ben', teams: false }],
  'culprit.bock-missing': [
    { round: 3, file: 1, paper: 2 },
    { round: 3, file: 4, paper: 2 },
  ],
  'culprit.bock-extra': [
    { round: 3, file: 2, paper: 1 },
    { round: 3, file: 2, paper: 4 },
  ],
  'culprit.solo-not-tripled': [{ round: 3, soloist: 'Dora' }],
  'culprit.announcement': [
    { round: 3, party: 'Re', file: 'Re', paper: 'keine 90' },
    { round: 3, party: 'Kontra', paper: 'Kontra' },
  ],
  'culprit.explains': [
    { what, more: [] },
    { what, more: [msg('culprit.twice', { round: 2 })] },
  ],
  'culprit.here': [{ what, line: 40 }],
  'culprit.none': [{ diff: 'Anna +4' }, { diff: 'Anna +4', since: 6 }],
  'culprit.fix.add-bock': [{ round: 3, line: 'bock' }],
  'culprit.fix.remove-bock': [{ round: 3 }],
  'culprit.fix.announcement': [{ round: 3, line: 'announce re no90' }],
  'usage.won': [{}, { ex: { players: ['Jürgen', 'Ute', 'Karl', 'Maria'] } }],
  'missing-argument.won': [{ usage }],
  'missing-argument.won-who': [{ usage }],
  'missing-argument.won-value': [{ usage }],
  'expect.won': [{ usage }],
  'expect.cards-taker': [{}],
  'usage.points': [{}],
  'missing-argument.points': [{ usage: msg('usage.points', {}) }],
  'dk.won.who': [{ name: 'Anna', value: 3, players: ['Clara'] }],
  'dk.won.count': [{ count: 3 }],
  'dk.won.split': [{ first: 'Anna', second: 'Ben', game }],
  'dk.won.contradicts': [
    { written: 're', value: 3, computed: 'kontra', computedValue: 2, working: { id: 'dk.item.won' } },
    { written: 'kontra', value: 1, computed: 'none', computedValue: 0, working: { id: 'dk.item.won' } },
  ],
  'dk.won.double': [
    { value: 3, announced: 1, factor: 2 },
    { value: 3, announced: 2, factor: 4 },
  ],
  'dk.won.below': [
    { value: 0, min: 1, solo: false, clamp: true },
    { value: 1, min: 2, solo: true, clamp: false },
    { value: 1, min: 2, solo: false, clamp: false },
  ],
  'dk.won.bock-share': [{ value: 3, factor: 2 }],
  'dk.fill.conflict': [{ first: 'Anna', firstValue: 2, second: 'Ben', secondValue: 3, game }],
  'dk.fill.thirds': [{ name: 'Dora', value: 7 }],
  'dk.duplicate.won': [{}],
  'dk.filled': [{ row: 'Anna +2 Ben −2' }],
  'dk.won.summary': [{ winners: ['Anna', 'Clara'], value: 2 }],
  'dk.summary.outcome': [
    { game, duty: false, result: 're', value: 2, scores: 'Anna +2 Ben −2 Clara +2 Dora −2' },
    { game, duty: true, result: 'kontra', value: 3, bock: 2, bockInScore: true, scores: 'Anna −6' },
    { winners: ['Anna', 'Clara'], duty: false, result: 'won', value: 2, bock: 2, scores: 'Anna +4' },
    { game, duty: false, result: 'none', value: 1, scores: 'Anna 0' },
  ],
  'dk.item.won-written': [{}],
  'dk.item.score-written': [{}],
  'be.cards.with-der': [{ a: 100, b: 62, deal: 152 }],
  'be.points.sum': [{ a: 100, b: 60, deal: 152, trump: 'hearts' }],
  'be.cards.sum': [{ a: 100, b: 60, deal: 152, trump: 'no-trump' }],
  'be.cards.too-many': [{ value: 200, deal: 152, trump: 'clubs' }],
  'be.cards.negative': [{}],
  'be.cards.bare-range': [{ value: 300, deal: 258, trump: 'all-trump' }],
  'be.cards.bare-no-taker': [{}],
};

// The core's domains, and the games' own (facts, table mechanics, paper-sheet short forms), moved into their modules.
const IDS = [
  ...Object.keys(guide),
  ...Object.keys(facts),
  ...Object.keys(table),
  ...Object.keys(doppelkopfFacts),
  ...Object.keys(beloteFacts),
  ...Object.keys(doppelkopfTable),
  ...Object.keys(doppelkopfOutcome),
  ...Object.keys(beloteOutcome),
];

describe('German and French for guides, facts, table mechanics, culprits and paper sheets', () => {
  it('has a sample for every id of those domains', () => {
    expect(IDS.filter((id) => !SAMPLES[id])).toEqual([]);
  });

  it('no sample has two spaces in a row, in any language (issue 30, bug 18: "the winner  scores")', () => {
    const doubled = IDS.flatMap((id) =>
      (SAMPLES[id] ?? []).flatMap((args) =>
        (['en', 'de', 'fr'] as const)
          .map((lang) => `${lang} ${id}: ${render({ id: id as MessageId, args } as Message, lang)}`)
          .filter((line) => / {2}/.test(line)),
      ),
    );
    expect(doubled).toEqual([]);
  });

  for (const lang of ['de', 'fr'] as const)
    it(`${lang}: each sample renders in the language, not in English`, () => {
      const wrong: string[] = [];
      for (const id of IDS)
        for (const args of SAMPLES[id] ?? []) {
          const m: Message = { id: id as MessageId, args };
          const text = render(m, lang);
          if (!text.trim() || /undefined|\[object Object\]|NaN/.test(text)) wrong.push(`${id}: "${text}"`);
          else if (text === render(m, 'en') && !/^(Bock ×\d+|litiges)$/.test(text)) wrong.push(`${id}: as English`);
          else if (englishLeft(text).length) wrong.push(`${id}: ${englishLeft(text).join(',')} in "${text}"`);
        }
      expect(wrong).toEqual([]);
    });
});
