// The quick fix on `skat-lost-single` (rules/skat.md Checks: "the message names `set lost-factor 1`"): besides the
// doubled entry the problem carries, a list that writes lost games single may say so with `set lost-factor 1`.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import type { Range } from '../../../src/format/types';
import { codeActionsFor } from '../../../src/language/codeActions';
import type { Lang } from '../../../src/messages';
import { applyEdits, textIn } from '../../helpers/textEdits';

/** The actions offered on the problem `code`, in `lang`, and the text with one applied. */
function actions(lines: string[], lang: Lang = 'en') {
  const text = lines.join('\n');
  const a = analyzeScore(text);
  const problems = a.problems.filter((p) => p.code === 'skat-lost-single');
  expect(problems).toHaveLength(1);
  const source = { analyses: [a], textAt: (r: Range) => textIn(text, r) };
  const list = codeActionsFor(source, problems[0].range, problems, undefined, lang);
  return { list, apply: (i: number) => applyEdits(text, list[i].edits) };
}

// X9: a lost Kreuz mit 1 is worth (1 + 1) × 12 = 24; lost under `lost-factor 2` the list writes −48, not −24.
const X9 = [
  'game skat',
  'players A B C',
  'rules isko',
  '',
  'round',
  '  declarer A clubs with 1',
  '  lost',
  '  score A -24',
];

describe('skat-lost-single: set lost-factor 1 (issue 37)', () => {
  it('offers the doubled entry first, then the switch, which goes after the header', () => {
    const { list, apply } = actions(X9);
    const titles = list.map((x) => x.title);
    const i = titles.indexOf('Set `set lost-factor 1` (this list writes losses single)');
    expect(i).toBeGreaterThan(0);
    expect(list[0].edits[0].newText).toBe('-48');
    expect(list[i].isPreferred).not.toBe(true);
    const out = apply(i);
    expect(out.split('\n').slice(0, 5)).toEqual(['game skat', 'players A B C', 'rules isko', 'set lost-factor 1', '']);
    // Under lost-factor 1 a lost 24 costs 24: the sheet is now clean and A stands at −24.
    const after = analyzeScore(out);
    expect(after.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(after.totals.A).toBe(-24);
  });

  it('changes the value of a `set lost-factor` line the header already has', () => {
    const lines = ['game skat', 'players A B C', 'set lost-factor 2', 'stake 0.01 EUR', ...X9.slice(3)];
    const { list, apply } = actions(lines);
    const i = list.findIndex((x) => x.title.includes('lost-factor 1'));
    expect(apply(i).split('\n').slice(0, 4)).toEqual([
      'game skat',
      'players A B C',
      'set lost-factor 1',
      'stake 0.01 EUR',
    ]);
  });

  it('X20 a Grand ouvert mit 4 with 9 tricks written −264: the same fix, the text after it clean', () => {
    // Grand ouvert: all seven levels, (4 + 7) × 24 = 264; lost single −264 instead of −528.
    const lines = [
      'game skat',
      'players A B C',
      '',
      'round',
      '  declarer A grand with 4 ouvert',
      '  tricks 9',
      '  score A -264',
    ];
    const { list, apply } = actions(lines);
    const i = list.findIndex((x) => x.title.includes('lost-factor 1'));
    const out = apply(i);
    expect(out.split('\n')[2]).toBe('set lost-factor 1');
    expect(analyzeScore(out).totals.A).toBe(-264);
  });

  it.each([
    ['de', '`set lost-factor 1` setzen (diese Liste schreibt Verluste einfach)'],
    ['fr', 'Écrire `set lost-factor 1` (cette feuille note les pertes simples)'],
  ] as const)('its title in %s', (lang, title) => {
    expect(actions(X9, lang).list.map((x) => x.title)).toContain(title);
  });
});
