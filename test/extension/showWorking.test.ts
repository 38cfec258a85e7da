// Showing the working: hover tables, code lenses / inlay hints with each round's scores, derived `cards` hints, outline and folding.

import { beforeEach, describe, expect, it } from 'vitest';
import * as vscode from 'vscode';
import { ScoreHoverProvider } from '../../src/extension/hover';
import { ScoreDocumentSymbolProvider, ScoreFoldingRangeProvider } from '../../src/extension/outline';
import { RoundScoresCodeLensProvider, ScoreInlayHintsProvider } from '../../src/extension/roundScores';
import { roundHoverMarkdown, roundLine } from '../../src/extension/roundText';
import * as stub from '../helpers/vscodeStub';
import { BELOTE_TEXT, DK_ROUNDS, DK_TEXT, beloteAnalysis, dkAnalysis } from './fixtures';

const doc = (text: string) => stub.createDocument(text) as unknown as vscode.TextDocument;

beforeEach(() => stub.resetStub());

describe('hover on round, score and total lines', () => {
  const provider = new ScoreHoverProvider(() => [dkAnalysis()]);
  const hover = (l: number) =>
    provider.provideHover(doc(DK_TEXT), new vscode.Position(l, 3)) as vscode.Hover | undefined;
  const text = (h: vscode.Hover | undefined) => (h!.contents[0] as vscode.MarkdownString).value;

  it('round line: the itemised breakdown and the running totals', () => {
    expect(text(hover(3))).toBe(
      [
        '**Round 1** · Re 151:89 won · +2',
        '',
        '| item | side | points | factor |',
        '|---|---|---:|---:|',
        '| won | re | +1 |  |',
        '| unter 90 | re | +1 |  |',
        '',
        '| | this round | running total |',
        '|---|---:|---:|',
        '| Anna | +2 | 2 |',
        '| Ben | -2 | -2 |',
        '| Clara | +2 | 2 |',
        '| Dora | -2 | -2 |',
      ].join('\n'),
    );
    expect(hover(3)!.range!.start.line).toBe(3);
  });
  it('score line and total line of round 2 show round 2, with the solo factor', () => {
    expect(text(hover(6))).toContain('**Round 1**');
    const h = text(hover(12));
    expect(h).toContain('**Round 2** · Solo queens (Dora) 185:55 won');
    expect(h).toContain('| solo |  |  | ×3 |');
    expect(h).toContain('| Dora | +6 | 4 |');
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

describe('round scores: code lens (default) or inlay hints', () => {
  it('one label lens per round line, no command to run', () => {
    const lenses = new RoundScoresCodeLensProvider(() => [dkAnalysis()]).provideCodeLenses(doc(DK_TEXT));
    expect(lenses.map((l) => [l.range.start.line, l.command!.title, l.command!.command])).toEqual([
      [3, 'Re 151:89 won · +2 — Anna +2 · Ben -2 · Clara +2 · Dora -2', ''],
      [8, 'Solo queens (Dora) 185:55 won · +2 ×3 — Anna -2 · Ben -2 · Clara -2 · Dora +6', ''],
    ]);
  });
  it('inlayHints mode: no lenses, a hint at the end of each round line', () => {
    stub.settings.set('scoresheet.roundScores', 'inlayHints');
    expect(new RoundScoresCodeLensProvider(() => [dkAnalysis()]).provideCodeLenses(doc(DK_TEXT))).toEqual([]);
    const hints = new ScoreInlayHintsProvider(() => [dkAnalysis()]).provideInlayHints(
      doc(DK_TEXT),
      new vscode.Range(0, 0, 20, 0),
    );
    const onRound = hints.filter((h) => h.position.line === 3);
    expect(onRound.map((h) => [h.position.character, h.label])).toEqual([[7, roundLine(DK_ROUNDS[0])]]);
  });
  it('off: neither', () => {
    stub.settings.set('scoresheet.roundScores', 'off');
    stub.settings.set('scoresheet.inlayHints.derivedValues', false);
    expect(new RoundScoresCodeLensProvider(() => [dkAnalysis()]).provideCodeLenses(doc(DK_TEXT))).toEqual([]);
    expect(
      new ScoreInlayHintsProvider(() => [dkAnalysis()]).provideInlayHints(doc(DK_TEXT), new vscode.Range(0, 0, 20, 0)),
    ).toEqual([]);
  });
  it('refresh fires onDidChangeCodeLenses', () => {
    const p = new RoundScoresCodeLensProvider(() => []);
    let fired = 0;
    p.onDidChangeCodeLenses(() => fired++);
    p.refresh();
    expect(fired).toBe(1);
  });
});

describe('inlay hints for derived values: the other side of cards', () => {
  it('Doppelkopf: after "cards re 151" → kontra 89; after "cards re 185" → kontra 55', () => {
    const hints = new ScoreInlayHintsProvider(() => [dkAnalysis()]).provideInlayHints(
      doc(DK_TEXT),
      new vscode.Range(0, 0, 20, 0),
    );
    expect(hints.map((h) => [h.position.line, h.position.character, h.label])).toEqual([
      [5, 14, 'kontra 89'],
      [11, 14, 'kontra 55'],
    ]);
  });
  it('Belote: after "cards Nord-Süd 90" → Ost-West 62 (152 − 90)', () => {
    const hints = new ScoreInlayHintsProvider(() => [beloteAnalysis()]).provideInlayHints(
      doc(BELOTE_TEXT),
      new vscode.Range(0, 0, 20, 0),
    );
    expect(hints.map((h) => [h.position.line, h.label])).toEqual([[7, 'Ost-West 62']]);
  });
  it('only in the requested range', () => {
    const hints = new ScoreInlayHintsProvider(() => [dkAnalysis()]).provideInlayHints(
      doc(DK_TEXT),
      new vscode.Range(8, 0, 12, 0),
    );
    expect(hints.map((h) => h.position.line)).toEqual([11]);
  });
});

describe('outline and folding', () => {
  it('header symbol, then a symbol per round with its result', () => {
    const symbols = new ScoreDocumentSymbolProvider(() => [dkAnalysis()]).provideDocumentSymbols(doc(DK_TEXT));
    expect(symbols.map((s) => [s.name, s.range.start.line, s.range.end.line])).toEqual([
      ['doppelkopf', 0, 1],
      ['Round 1', 3, 6],
      ['Round 2', 8, 12],
    ]);
    expect(symbols[0].detail).toBe('Anna, Ben, Clara, Dora');
    expect(symbols[1].detail).toBe('Re 151:89 won · +2 — Anna +2 · Ben -2 · Clara +2 · Dora -2');
    expect(symbols[1].kind).toBe(vscode.SymbolKind.Event);
  });
  it('a folding range per round (and the header)', () => {
    const ranges = new ScoreFoldingRangeProvider(() => [dkAnalysis()]).provideFoldingRanges(doc(DK_TEXT));
    expect(ranges.map((r) => [r.start, r.end])).toEqual([
      [0, 1],
      [3, 6],
      [8, 12],
    ]);
  });
});

describe('hover on a trick line (issue 8: the winner and value without a => assertion)', async () => {
  const { analyzeScore } = await import('../../src/engine/analyze');
  // FFB trick example (belote.md §3.5): ♥ trump, S ♠A 11, W ♠10 10, N ♠7 0, E ♥J 20 → Ost wins 41.
  const text =
    'game belote\nplayers Nord Ost Süd West\n\nround\n  taker Süd\n  trump hearts\n  trick Süd ♠A, West ♠10, Nord ♠7, Ost ♥J\n';
  const provider = new ScoreHoverProvider(() => [analyzeScore(text)]);
  it('shows who wins with which card and the points', () => {
    const h = provider.provideHover(doc(text), new vscode.Position(6, 4)) as vscode.Hover;
    expect((h.contents[0] as vscode.MarkdownString).value).toBe(
      '**Trick 1** · Ost wins with ♥J: 11 + 10 + 0 + 20 = 41',
    );
  });
  it('the round hover lists the tricks', () => {
    const h = provider.provideHover(doc(text), new vscode.Position(3, 1)) as vscode.Hover;
    expect((h.contents[0] as vscode.MarkdownString).value).toContain('| 1 | Ost | 41 |');
  });
});
