// Through the real engine (analyzeScore / analyzeMarkdown): what a user sees for score-format.md's examples. The
// engine's working in a hover and its summary on a code lens are shown by a real VS Code: test/integration/suite.ts
// ("hover on a round line…", "code lens on each round…") and the e2e scenario `hover`.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as vscode from 'vscode';
import { analyzeScore } from '../../src/analysis/analyze';
import { AnalysisService } from '../../src/extension/analysisService';
import { ScoreCodeActionProvider } from '../../src/extension/codeActionProvider';
import { computeDiagnostics, diagnosticCode } from '../../src/extension/diagnostics';
import { ScoreInlayHintsProvider } from '../../src/extension/roundScoresProviders';
import { Config } from '../../src/extension/settings';
import { formatText } from '../../src/language/formatter';
import { applyEdits } from '../helpers/textEdits';
import * as stub from '../helpers/vscodeStub';

const docs = vscode.Uri.parse('file:///ext/docs/diagnostics.md');

const EVENING = `game doppelkopf
players Anna Ben Clara Dora

round 1
  re Anna Clara
  cards re 151
  score Anna +2 Ben -2 Clara +3 Dora -2
round 3
  solo Dora queens
  extras re fox
  cards re 185
  total Anna 10 Ben -10 Clara 5 Dora -5
`;

let service: AnalysisService;
let config: Config;
beforeEach(() => {
  stub.resetStub();
  service = new AnalysisService();
  config = new Config();
});
afterEach(() => {
  service.dispose();
  config.dispose();
});

function open(text: string, languageId = 'score') {
  const doc = stub.createDocument(text, { languageId }) as unknown as vscode.TextDocument & stub.StubDocument;
  return { doc, analyses: service.current(doc) };
}

describe('Markdown documents', () => {
  it('Markdown documents: one analysis per ```score block, at the block’s lines', () => {
    const { analyses } = open(
      '# Evening\n\n```score\ngame doppelkopf\nplayers A B C D\nround 2\n```\n\n```score\ngame belote\n```\n',
      'markdown',
    );
    expect(analyses.map((a) => [a.firstLine, a.game])).toEqual([
      [3, 'doppelkopf'],
      [9, 'belote'],
    ]);
    const ds = computeDiagnostics(analyses, docs, 500);
    const rn = ds.find((d) => diagnosticCode(d) === 'round-number')!;
    expect([rn.range.start.line, rn.range.start.character]).toEqual([5, 6]);
  });
});

describe('score-format.md’s evening with mistakes', () => {
  it('diagnostics point at the offending tokens', () => {
    const { analyses } = open(EVENING);
    const ds = computeDiagnostics(analyses, docs, 500);
    const byCode = Object.fromEntries(ds.map((d) => [diagnosticCode(d), d]));
    expect(Object.keys(byCode)).toEqual(
      expect.arrayContaining(['score-mismatch', 'round-number', 'specials-in-solo', 'total-mismatch']),
    );
    const sm = byCode['score-mismatch'];
    expect(EVENING.split('\n')[sm.range.start.line].slice(sm.range.start.character, sm.range.end.character)).toBe('+3');
    expect(sm.message).toContain('computed +2');
  });
  it('fix all makes the file agree with the engine, and then it has only the solo warning', () => {
    const { doc } = open(EVENING);
    const [all] = new ScoreCodeActionProvider(service.language).provideCodeActions(doc, new vscode.Range(0, 0, 0, 0), {
      diagnostics: [],
      only: vscode.CodeActionKind.SourceFixAll,
      triggerKind: 1,
    } as vscode.CodeActionContext);
    const fixed = applyEdits(EVENING, all.edit!.get(doc.uri));
    expect(analyzeScore(fixed).problems.map((p) => p.code)).toEqual(['specials-in-solo']);
    expect(fixed).toContain('round 2');
  });
  it('removing the special points leaves a clean file after fix all', () => {
    const { doc, analyses } = open(EVENING);
    const provider = new ScoreCodeActionProvider(service.language);
    const ds = computeDiagnostics(analyses, docs, 500).filter((d) => diagnosticCode(d) === 'specials-in-solo');
    const remove = provider
      .provideCodeActions(doc, ds[0].range, {
        diagnostics: ds,
        only: undefined,
        triggerKind: 1,
      } as vscode.CodeActionContext)
      .find((a) => a.title.startsWith('Remove the special points'))!;
    const text = applyEdits(EVENING, remove.edit!.get(doc.uri));
    expect(text).not.toContain('extras');
    expect(analyzeScore(text).problems.map((p) => p.code)).not.toContain('specials-in-solo');
  });
  it('the derived side of cards agrees with the engine (Belote deal 152 at a suit contract)', () => {
    const text =
      'game belote\nplayers Nord Ost Süd West\nround\n  taker Süd\n  trump hearts\n  cards Nord-Süd 90\n  last Süd\n';
    const { doc, analyses } = open(text);
    const hints = new ScoreInlayHintsProvider(service.language, config).provideInlayHints(
      doc,
      new vscode.Range(0, 0, 10, 0),
    );
    expect(hints.map((h) => h.label)).toEqual(['Ost-West 62']);
    expect(analyses[0].rounds[0].breakdown).toEqual(
      expect.arrayContaining([expect.objectContaining({ item: 'cards', points: 62, side: 'Ost-West' })]),
    );
  });
  it('formatting keeps the engine’s results', () => {
    const messy = EVENING.replace(/^ {2}/gm, '\t ').replace(/ /g, '  ');
    const a = analyzeScore(EVENING);
    const b = analyzeScore(formatText(messy));
    expect(b.rounds.map((r) => r.scores)).toEqual(a.rounds.map((r) => r.scores));
    expect(b.problems.map((p) => p.code)).toEqual(a.problems.map((p) => p.code));
  });
});
