// Showing the working: hover tables, each round's scores as a lens or hint, derived `cards` hints, outline and folding.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { hoverAt } from '../../src/language/hover';
import { documentSymbols, foldingRanges } from '../../src/language/outline';
import { roundScoreLenses, scoreHintsIn } from '../../src/language/roundScores';
import { errorCount, roundHoverMarkdown, roundLine } from '../../src/language/roundText';
import { DK_ROUNDS, beloteAnalysis, dkAnalysis } from '../helpers/analyses';

/** Lines `first` to `last`, as an editor asks for the part on screen. */
const lines = (first: number, last: number) => ({
  start: { line: first, character: 0 },
  end: { line: last, character: 0 },
});
const ALL = lines(0, 20);
const both = { roundScores: true, derivedValues: true };

describe('hover on round, score and total lines', () => {
  const hover = (l: number) => hoverAt([dkAnalysis()], l);

  it('round line: the itemised breakdown and the running totals', () => {
    expect(hover(3)!.markdown).toBe(
      [
        '**Round 1** · Re 151:89 won · +2',
        '',
        '| item | side | points | factor |',
        '|---|---|---:|---:|',
        '| won | re | +1 |  |',
        '| unter 90 | re | +1 |  |',
        '',
        '|  | this round | running total |',
        '|---|---:|---:|',
        '| Anna | +2 | 2 |',
        '| Ben | -2 | -2 |',
        '| Clara | +2 | 2 |',
        '| Dora | -2 | -2 |',
      ].join('\n'),
    );
    expect(hover(3)!.range.start.line).toBe(3);
  });
  it('score line and total line of round 2 show round 2, with the solo factor', () => {
    expect(hover(6)!.markdown).toContain('**Round 1**');
    const h = hover(12)!.markdown;
    expect(h).toContain('**Round 2** · Solo queens (Dora) 185:55 won');
    expect(h).toContain('| solo |  |  | ×3 |');
    expect(h).toContain('| Dora | +6 | 4 |');
    expect(hover(12)!.range).toEqual(dkAnalysis().document.rounds[1].items.at(-1)!.range);
  });
  it('nothing on other lines (cards, header, blank)', () => {
    expect(hover(5)).toBeUndefined();
    expect(hover(1)).toBeUndefined();
    expect(hover(7)).toBeUndefined();
  });
  it('escapes pipes in names', () => {
    expect(roundHoverMarkdown({ ...DK_ROUNDS[0], scores: { 'A|B': 1 }, running: {} })).toContain('| A\\|B | +1 |  |');
  });
});

describe('hover on a trick line (issue 8: the winner and value without a => assertion)', () => {
  // FFB trick example (belote.md §3.5): ♥ trump, S ♠A 11, W ♠10 10, N ♠7 0, E ♥J 20 → Ost wins 41.
  const text =
    'game belote\nplayers Nord Ost Süd West\n\nround\n  taker Süd\n  trump hearts\n' +
    '  trick Süd ♠A, West ♠10, Nord ♠7, Ost ♥J\n';
  const analyses = [analyzeScore(text)];
  it('shows who wins with which card and the points', () => {
    expect(hoverAt(analyses, 6)!.markdown).toBe('**Trick 1** · Ost wins with ♥J: 11 + 10 + 0 + 20 = 41');
  });
  it('the round hover lists the tricks', () => {
    expect(hoverAt(analyses, 3)!.markdown).toContain('| 1 | Ost | 41 |');
  });
});

describe('round scores: a label per round line (code lens) or a hint at its end', () => {
  it('one label per round line', () => {
    expect(roundScoreLenses([dkAnalysis()])).toEqual([
      {
        line: 3,
        title: 'Re 151:89 won · Anna +2 Ben −2 Clara +2 Dora −2',
        tooltip: expect.stringContaining('Round 1 (line 4)'),
      },
      {
        line: 8,
        title: 'Solo queens (Dora) 185:55 won · Anna −2 Ben −2 Clara −2 Dora +6',
        tooltip: expect.stringContaining('solo ×3: the soloist Dora +6'),
      },
    ]);
  });
  it('as hints: at the end of each round line', () => {
    const hints = scoreHintsIn([dkAnalysis()], ALL, { roundScores: true, derivedValues: false });
    expect(hints.map((h) => [h.position.line, h.position.character, h.label, h.kind])).toEqual([
      [3, 7, roundLine(DK_ROUNDS[0]), 'round'],
      [8, 7, roundLine(DK_ROUNDS[1]), 'round'],
    ]);
  });
  it('neither when both are off', () => {
    expect(scoreHintsIn([dkAnalysis()], ALL, { roundScores: false, derivedValues: false })).toEqual([]);
  });
});

describe('derived values: the other side of cards', () => {
  const derived = (analyses: Parameters<typeof scoreHintsIn>[0], range = ALL) =>
    scoreHintsIn(analyses, range, both).filter((h) => h.kind === 'derived');
  it('Doppelkopf: after "cards re 151" → kontra 89; after "cards re 185" → kontra 55', () => {
    expect(derived([dkAnalysis()]).map((h) => [h.position.line, h.position.character, h.label])).toEqual([
      [5, 14, 'kontra 89'],
      [11, 14, 'kontra 55'],
    ]);
    expect(derived([dkAnalysis()])[0].tooltip).toBe('Derived: the other side of cards (fill it in with the quick fix)');
  });
  it('Belote: after "cards Nord-Süd 90" → Ost-West 62 (152 − 90)', () => {
    expect(derived([beloteAnalysis()]).map((h) => [h.position.line, h.label])).toEqual([[7, 'Ost-West 62']]);
  });
  it('only in the requested range', () => {
    expect(derived([dkAnalysis()], lines(8, 12)).map((h) => h.position.line)).toEqual([11]);
  });
  it('the derived side agrees with the engine (Belote deal 152 at a suit contract)', () => {
    const text =
      'game belote\nplayers Nord Ost Süd West\nround\n  taker Süd\n  trump hearts\n  cards Nord-Süd 90\n  last Süd\n';
    const a = analyzeScore(text);
    expect(derived([a]).map((h) => h.label)).toEqual(['Ost-West 62']);
    expect(a.rounds[0].breakdown).toEqual(
      expect.arrayContaining([expect.objectContaining({ item: 'cards', points: 62, side: 'Ost-West' })]),
    );
  });
});

describe('outline and folding', () => {
  it('header symbol, then a symbol per round with its result', () => {
    const symbols = documentSymbols(dkAnalysis());
    expect(symbols.map((s) => [s.name, s.kind, s.range.start.line, s.range.end.line])).toEqual([
      ['doppelkopf', 'header', 0, 1],
      ['Round 1', 'round', 3, 6],
      ['Round 2', 'round', 8, 12],
    ]);
    expect(symbols[0].detail).toBe('Anna, Ben, Clara, Dora');
    expect(symbols[0].children.map((c) => [c.name, c.kind])).toEqual([['players', 'players']]);
    expect(symbols[1].detail).toBe('Re 151:89 won · Anna +2 Ben −2 Clara +2 Dora −2');
  });
  it('the title names the header; each set line is a child', () => {
    const [header] = documentSymbols(analyzeScore('game belote\ntitle Abend\nplayers A B C D\nset rounding on\n'));
    expect(header.name).toBe('Abend');
    expect(header.children.map((c) => [c.name, c.detail, c.kind])).toEqual([
      ['players', 'A, B, C, D', 'players'],
      ['set rounding', 'on', 'setting'],
    ]);
  });
  it('a folding range per round (and the header)', () => {
    expect(foldingRanges(dkAnalysis())).toEqual([
      { startLine: 0, endLine: 1, region: false },
      { startLine: 3, endLine: 6, region: true },
      { startLine: 8, endLine: 12, region: true },
    ]);
  });
});

describe('the deciding facts of a round, in the words settle uses (issue 19)', () => {
  const ex = analyzeScore(
    readFileSync(fileURLToPath(new URL('../../examples/doppelkopf-evening.score', import.meta.url)), 'utf8'),
  );
  it('round 2: Re (Ben, Dora) lost 140:100 because Re announced keine 90 and Kontra had 100', () => {
    const l = roundScoreLenses([ex])[1];
    expect(l.title).toBe(
      'Re (Ben, Dora) 140:100 lost — Re: keine 90 announced, missed; Kontra announced · Anna +8 Ben −8 Clara +8 ' +
        'Dora −8',
    );
    // The full working is one hover away: the same lines as `scoresheet explain`.
    expect(l.tooltip).toContain('keine 90 announced by Re');
  });
  it('round 20: Kontra kept its keine 90 (Re 80) in a bock round; round 9, recorded, still says the bock', () => {
    const all = roundScoreLenses([ex]);
    expect(all[19].title).toMatch(/^Re \(Ben, Clara\) 80:160 lost — Kontra: keine 90 announced, made; Bock ×2 · /);
    expect(all[8].title).toMatch(/^recorded — Bock ×2 · Anna −4/);
  });
  it('one error, two errors: the count reads right', () => {
    expect(errorCount(1)).toBe('1 error');
    expect(errorCount(2)).toBe('2 errors');
  });
});

describe('Belote rounds read the same way', () => {
  it('the lens is the summary and the team scores', () => {
    expect(roundScoreLenses([beloteAnalysis()])).toEqual([
      { line: 4, title: 'Süd ♥ made · Nord-Süd +100 Ost-West +62', tooltip: expect.stringContaining('Round 1') },
    ]);
  });
  it('a round in German words (`aus`, `absage`, issue 30) hovers like its English twin', () => {
    const text =
      'game doppelkopf\nspieler Anna Ben Clara Dora Emil\nspiel 1\n  aus Emil\n  re Anna Clara\n  augen re 151\n' +
      '  absage re keine90\n';
    const md = hoverAt([analyzeScore(text)], 2)!.markdown;
    // Re 151:89: won 1 + unter 90 1 + Re announced 2 + keine 90 announced 1 = 5; Emil sits out with 0.
    expect(md).toContain('| keine 90 announced | re | +1 |');
    expect(md).toContain('| Anna | +5 | 5 |');
    expect(md).toContain('| Emil | 0 | 0 |');
  });
  it('no hover on the header', () => {
    expect(hoverAt([beloteAnalysis()], 0)).toBeUndefined();
  });
});
