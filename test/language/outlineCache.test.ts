// The outline keeps each round's detail and name between edits: after any edit it must read exactly as the outline of
// a fresh analysis of the same text (the kept texts are never stale), in each language.

import { describe, expect, it } from 'vitest';
import { analyzeScore, createAnalyzer } from '../../src/analysis/analyze';
import type { Translate } from '../../src/language/messages';
import { documentSymbols } from '../../src/language/outline';

const PAIRS = [
  ['Anna', 'Clara'],
  ['Ben', 'Dora'],
  ['Anna', 'Ben'],
];

/** Rounds worth 2 each (Re wins with 151), as the e2e sheet; `extra` lines go into round `at`. */
function sheet(rounds: number): string[] {
  const lines = ['game doppelkopf', 'players Anna Ben Clara Dora', 'rules ddv'];
  for (let r = 1; r <= rounds; r++) {
    const re = PAIRS[r % PAIRS.length];
    const score = ['Anna', 'Ben', 'Clara', 'Dora'].map((p) => `${p} ${re.includes(p) ? '+2' : '-2'}`).join(' ');
    lines.push('', `round ${r}`, `  re ${re.join(' ')}`, '  cards re 151', `  score ${score}`);
  }
  return lines;
}

describe('outline between edits', () => {
  it('reads as a fresh analysis after edits that re-score, move and renumber rounds', () => {
    const analyzer = createAnalyzer('score');
    const lines = sheet(12);
    const scoreOf3 = lines.indexOf('round 3') + 3;
    const edits: ((l: string[]) => void)[] = [
      // Round 3's Anna stated 5 too high: an error in that round only.
      (l) => (l[scoreOf3] = l[scoreOf3].replace('Anna +2', 'Anna +7')),
      (l) => (l[scoreOf3] = l[scoreOf3].replace('Anna +7', 'Anna +2')),
      // A lost round 2 (Re 120): every later round's running totals move, their own results stay.
      (l) => (l[l.indexOf('round 2') + 2] = '  cards re 120'),
      // A round inserted above round 5: the rounds below move down.
      (l) => l.splice(l.indexOf('round 5'), 0, 'round 5', '  re Anna Dora', '  cards re 151', ''),
      (l) => l.splice(l.indexOf('round 1'), 5),
    ];
    let text = lines.join('\n');
    const first = documentSymbols(analyzer.analyze(text)[0]);
    expect(first).toEqual(documentSymbols(analyzeScore(text)));
    for (const edit of edits) {
      edit(lines);
      text = lines.join('\n');
      const incremental = analyzer.analyze(text)[0];
      for (const lang of ['en', 'de', 'fr'] as const)
        expect(documentSymbols(incremental, lang)).toEqual(documentSymbols(analyzeScore(text), lang));
    }
  });

  it('the wrong round alone says it has an error', () => {
    const analyzer = createAnalyzer('score');
    const lines = sheet(4);
    analyzer.analyze(lines.join('\n'));
    const at = lines.indexOf('round 3') + 3;
    lines[at] = lines[at].replace('Anna +2', 'Anna +7');
    const rounds = documentSymbols(analyzer.analyze(lines.join('\n'))[0]).filter((s) => s.kind === 'round');
    expect(rounds.map((s) => s.detail.endsWith('· 1 error'))).toEqual([false, false, true, false]);
  });

  it('round names follow the translator passed, each kept apart (two hosts in one process)', () => {
    const a = analyzeScore(sheet(2).join('\n'));
    const names = (t?: Translate) =>
      documentSymbols(a, 'en', t)
        .filter((s) => s.kind === 'round')
        .map((s) => s.name);
    const runde: Translate = (m, ...args) => m.replace('Round', 'Runde').replace('{0}', String(args[0]));
    expect(names()).toEqual(['Round 1', 'Round 2']);
    expect(names(runde)).toEqual(['Runde 1', 'Runde 2']);
    expect(names()).toEqual(['Round 1', 'Round 2']);
  });
});
