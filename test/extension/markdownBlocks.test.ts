// ```score blocks inside a Markdown file, through the real engine: squiggles, quick fixes and hovers at the
// Markdown file's positions.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as vscode from 'vscode';
import { analyzeMarkdown } from '../../src/analysis/analyze';
import { AnalysisService } from '../../src/extension/analysisService';
import { ScoreCodeActionProvider } from '../../src/extension/codeActionProvider';
import { DiagnosticsController, diagnosticCode } from '../../src/extension/diagnostics';
import { ScoreHoverProvider } from '../../src/extension/hoverProvider';
import { Config } from '../../src/extension/settings';
import { applyEdits } from '../helpers/textEdits';
import * as stub from '../helpers/vscodeStub';

const docsFile = vscode.Uri.parse('file:///ext/docs/diagnostics.md');

// Two evenings in one Markdown file; the comments give the Markdown line numbers.
const MD = [
  '# Zwei Abende', // 0
  '', // 1
  'Erster Abend (`round 3` is really round 2):', // 2
  '', // 3
  '```score', // 4
  'game doppelkopf', // 5
  'players Anna Ben Clara Dora', // 6
  '', // 7
  'round 1', // 8
  '  re Anna Clara', // 9
  '  cards re 151', // 10
  '  score Anna +2 Ben -2 Clara +3 Dora -2', // 11  Clara should be +2
  'round 3', // 12
  '  solo Dora queens', // 13
  '  extras re fox', // 14
  '  cards re 185', // 15
  '  total Anna 10 Ben -10 Clara 5 Dora -5', // 16
  '```', // 17
  '', // 18
  'Zweiter Abend:', // 19
  '', // 20
  '```score', // 21
  'game doppelkopf', // 22
  'players Anna Ben Clara Dora', // 23
  'round', // 24
  '  re Anna Ben', // 25
  '  cards re 151', // 26
  '  score Anna +3 Ben +3 Clara -3 Dora -3', // 27  Re won 1 + unter 90 1 = 2
  'round', // 28
  '  re Anna Bne', // 29
  '```', // 30
  '',
].join('\n');

const PROSE = [0, 1, 2, 3, 4, 17, 18, 19, 20, 21, 30];

let collection: stub.DiagnosticCollectionStub;
let service: AnalysisService;
let config: Config;
let controller: DiagnosticsController;
let doc: vscode.TextDocument & stub.StubDocument;

beforeEach(() => {
  stub.resetStub();
  collection = new stub.DiagnosticCollectionStub('scoresheet');
  service = new AnalysisService();
  config = new Config();
  controller = new DiagnosticsController(
    service,
    config,
    collection as unknown as vscode.DiagnosticCollection,
    docsFile,
  );
  doc = stub.createDocument(MD, {
    languageId: 'markdown',
    uri: stub.Uri.file('/work/abende.md'),
  }) as unknown as vscode.TextDocument & stub.StubDocument;
  stub.workspace.textDocuments.push(doc);
  stub.events.open.fire(doc);
});

afterEach(() => [controller, service, config].forEach((d) => d.dispose()));

const diagnostics = () => (collection.get(doc.uri) ?? []) as unknown as vscode.Diagnostic[];
const at = (d: vscode.Diagnostic) => [diagnosticCode(d), d.range.start.line, doc.getText(d.range)];

function actionsFor(d: vscode.Diagnostic, only?: vscode.CodeActionKind): vscode.CodeAction[] {
  const provider = new ScoreCodeActionProvider(service.language);
  return provider.provideCodeActions(doc, d.range, {
    diagnostics: [d],
    only,
    triggerKind: 1,
  } as vscode.CodeActionContext);
}

function apply(action: vscode.CodeAction): string {
  const edits = action.edit!.get(doc.uri) as unknown as stub.TextEdit[];
  return applyEdits(MD, edits);
}

describe('diagnostics point at the offending token, in Markdown-file lines', () => {
  it('both blocks are validated on open; the prose is never underlined', () => {
    expect(diagnostics().map(at)).toEqual([
      ['score-mismatch', 11, '+3'],
      ['round-number', 12, '3'],
      ['specials-in-solo', 14, 'fox'],
      ['total-mismatch', 16, 'Anna 10 Ben -10 Clara 5 Dora -5'],
      ['score-mismatch', 27, 'Anna +3 Ben +3 Clara -3 Dora -3'], // every number wrong: the whole row
      ['unknown-name', 29, 'Bne'],
    ]);
    for (const d of diagnostics()) expect(PROSE).not.toContain(d.range.start.line);
    const code = diagnostics()[0].code as { target: vscode.Uri };
    expect(code.target.toString()).toBe('file:///ext/docs/diagnostics.md#score-mismatch');
  });

  it('a change above the blocks moves the squiggles with them (debounced re-validation)', () => {
    vi.useFakeTimers();
    try {
      doc.setText('Intro line.\n' + MD);
      stub.events.change.fire({ document: doc, contentChanges: [] });
      vi.advanceTimersByTime(300);
      expect(diagnostics().map((d) => d.range.start.line)).toEqual([12, 13, 15, 17, 28, 30]);
    } finally {
      doc.setText(MD);
      vi.useRealTimers();
    }
  });
});

describe('quick fixes edit the Markdown file at the block’s lines and leave the prose alone', () => {
  const lines = (text: string) => text.split('\n');

  it.each([
    ['score-mismatch', 11, '  score Anna +2 Ben -2 Clara +2 Dora -2'],
    ['round-number', 12, 'round 2'],
    ['specials-in-solo', 14, '  cards re 185'],
    ['unknown-name', 29, '  re Anna Ben'],
  ])('%s (line %i): the preferred fix', (code, lineNo, expected) => {
    const d = diagnostics().find((x) => diagnosticCode(x) === code && x.range.start.line === lineNo)!;
    const fix = actionsFor(d).find((a) => a.isPreferred)!;
    expect(fix, code).toBeDefined();
    const out = lines(apply(fix));
    expect(out[lineNo]).toBe(expected);
    for (const p of PROSE.filter((l) => l < lineNo)) expect(out[p]).toBe(lines(MD)[p]);
  });

  it('the fixed file has no problem of that kind left (re-analysed)', () => {
    const d = diagnostics().find((x) => diagnosticCode(x) === 'score-mismatch')!;
    const all = actionsFor(d).find((a) => a.title.startsWith('Fix all 2 "score-mismatch"'))!;
    const left = analyzeMarkdown(apply(all)).flatMap((a) => a.problems.map((p) => p.code));
    expect(left).not.toContain('score-mismatch');
    // One fix-all reaches both blocks.
    expect(lines(apply(all))[11]).toBe('  score Anna +2 Ben -2 Clara +2 Dora -2');
    expect(lines(apply(all))[27]).toBe('  score Anna +2 Ben +2 Clara -2 Dora -2');
  });

  it('hover on a round line inside the second block shows that round’s working', () => {
    const hover = new ScoreHoverProvider(service.language).provideHover(doc, new vscode.Position(24, 2))!;
    expect(hover).toBeDefined();
    expect(hover.range!.start.line).toBe(24);
    expect((hover.contents[0] as vscode.MarkdownString).value).toMatch(/Anna/);
    expect(new ScoreHoverProvider(service.language).provideHover(doc, new vscode.Position(19, 2))).toBeUndefined();
  });
});

describe('the same evenings in a blockquote or a list item (security review F11)', () => {
  const QUOTED = MD.split('\n')
    .map((l) => (l ? `> ${l}` : '>'))
    .join('\n');
  const LISTED = MD.split('\n')
    .map((l, i) => (i === 0 || l === '' ? l : i === 2 || i === 19 ? `- ${l}` : `  ${l}`))
    .join('\n');

  it.each([
    ['quoted', QUOTED, '> '],
    ['listed', LISTED, '  '],
  ])('%s: the same squiggles on the same tokens; the fixes keep every `>` and the indentation', (name, text, pad) => {
    const other = stub.createDocument(text, {
      languageId: 'markdown',
      uri: stub.Uri.file(`/work/${name}.md`),
    }) as unknown as vscode.TextDocument & stub.StubDocument;
    stub.workspace.textDocuments.push(other);
    stub.events.open.fire(other);
    const found = (collection.get(other.uri) ?? []) as unknown as vscode.Diagnostic[];
    expect(found.map((d) => [diagnosticCode(d), d.range.start.line, other.getText(d.range)])).toEqual(
      diagnostics().map(at),
    );
    const provider = new ScoreCodeActionProvider(service.language);
    const fixed = new Map<string, string>();
    for (const d of found) {
      const context = { diagnostics: [d], only: undefined, triggerKind: 1 } as unknown as vscode.CodeActionContext;
      for (const action of provider.provideCodeActions(other, d.range, context)) {
        const out = applyEdits(text, action.edit!.get(other.uri) as unknown as stub.TextEdit[]);
        // A fix that added, removed or joined lines inside a quote would leave a line without its `>`.
        if (name === 'quoted')
          expect(
            out.split('\n').every((l) => l.startsWith('>')),
            action.title,
          ).toBe(true);
        if (action.isPreferred)
          fixed.set(`${diagnosticCode(d)} ${d.range.start.line}`, out.split('\n')[d.range.start.line]);
      }
    }
    expect(fixed.get('score-mismatch 11')).toBe(`${pad}  score Anna +2 Ben -2 Clara +2 Dora -2`);
    expect(fixed.get('round-number 12')).toBe(`${pad}round 2`);
    expect(fixed.get('unknown-name 29')).toBe(`${pad}  re Anna Ben`);
  });
});
