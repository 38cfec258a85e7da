// Diagnostics: problem → squiggle mapping (range, severity, code link), the cap, and the open/change/save/close
// lifecycle through the analysis service's event.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as vscode from 'vscode';
import { AnalysisService } from '../../src/extension/analysisService';
import {
  DiagnosticsController,
  computeDiagnostics,
  diagnosticCode,
  toDiagnostic,
} from '../../src/extension/diagnostics';
import { Config } from '../../src/extension/settings';
import type { DocumentAnalysis } from '../../src/analysis/analyze';
import { DK_TEXT, dkAnalysis, line } from '../helpers/analyses';
import * as stub from '../helpers/vscodeStub';

const docs = vscode.Uri.parse('file:///ext/docs/diagnostics.md');

describe('toDiagnostic', () => {
  it('keeps the offending token’s range, the severity and links the code to docs/diagnostics.md#code', () => {
    const d = toDiagnostic(
      { code: 'score-mismatch', severity: 'warning', range: line(6, 29, 31), message: 'stated +3, computed +2' },
      docs,
    );
    expect([d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character]).toEqual([
      6, 29, 6, 31,
    ]);
    expect(d.severity).toBe(vscode.DiagnosticSeverity.Warning);
    expect(d.message).toBe('stated +3, computed +2');
    expect(d.source).toBe('scoresheet');
    const code = d.code as { value: string; target: vscode.Uri };
    expect(code.value).toBe('score-mismatch');
    expect(code.target.toString()).toBe('file:///ext/docs/diagnostics.md#score-mismatch');
    expect(diagnosticCode(d)).toBe('score-mismatch');
  });
  it.each([
    ['error', vscode.DiagnosticSeverity.Error],
    ['warning', vscode.DiagnosticSeverity.Warning],
    ['info', vscode.DiagnosticSeverity.Information],
    ['hint', vscode.DiagnosticSeverity.Hint],
  ] as const)('severity %s', (severity, expected) => {
    expect(toDiagnostic({ code: 'x', severity, range: line(0, 0, 1), message: '' }, docs).severity).toBe(expected);
  });
});

describe('computeDiagnostics', () => {
  it('maps every problem of every analysis (parser and engine)', () => {
    const ds = computeDiagnostics([dkAnalysis()], docs, 500);
    expect(ds.map(diagnosticCode)).toEqual(['round-number', 'score-mismatch', 'specials-in-solo', 'total-mismatch']);
  });
  it('caps the count and says how many were left out', () => {
    const ds = computeDiagnostics([dkAnalysis()], docs, 2);
    expect(ds).toHaveLength(3);
    expect(ds[2].severity).toBe(vscode.DiagnosticSeverity.Information);
    expect(ds[2].message).toBe('2 more problems not shown (setting scoresheet.validate.maxProblems is 2).');
  });
});

describe('diagnostics kept between analyses', () => {
  it('an unchanged problem keeps its diagnostic; a moved one, or another language, gets a new one', () => {
    const analysis = dkAnalysis();
    const first = computeDiagnostics([analysis], docs, 500);
    const again = computeDiagnostics([analysis], docs, 500);
    expect(again.every((d, i) => d === first[i])).toBe(true);
    // A line added above: the engine moves the problem's position in place.
    const moved = analysis.problems[1];
    const { start, end } = moved.range;
    moved.range = { start: { ...start, line: start.line + 1 }, end: { ...end, line: end.line + 1 } };
    const after = computeDiagnostics([analysis], docs, 500);
    expect(after[1]).not.toBe(first[1]);
    expect(after[1].range.start.line).toBe(first[1].range.start.line + 1);
    expect(after.filter((d, i) => d !== first[i])).toHaveLength(1);
    stub.env.language = 'de';
    const german = computeDiagnostics([analysis], docs, 500);
    expect(german.some((d, i) => d === first[i])).toBe(false);
    stub.env.language = 'en';
  });
});

describe('DiagnosticsController lifecycle', () => {
  let collection: stub.DiagnosticCollectionStub;
  let calls: number;
  let owned: vscode.Disposable[];
  // Every document analyses to the hand-made evening with its four problems.
  const fixedAnalyses = (analyses: DocumentAnalysis[]) => ({
    analyze: () => {
      calls++;
      return analyses;
    },
  });
  beforeEach(() => {
    stub.resetStub();
    vi.useFakeTimers();
    collection = new stub.DiagnosticCollectionStub('scoresheet');
    calls = 0;
    owned = [];
  });
  afterEach(() => {
    owned.forEach((d) => d.dispose());
    vi.useRealTimers();
  });

  const start = () => {
    // Changes wait the debounce (150 ms).
    const service = new AnalysisService({ createAnalyzer: () => fixedAnalyses([dkAnalysis()]) });
    const config = new Config();
    const controller = new DiagnosticsController(
      service,
      config,
      collection as unknown as vscode.DiagnosticCollection,
      docs,
    );
    owned.push(service, config);
    return controller;
  };
  /** A document open before the controller starts: it is validated at once. */
  const startWithOpenDocument = () => {
    const doc = stub.createDocument(DK_TEXT);
    stub.workspace.textDocuments.push(doc);
    const c = start();
    expect(collection.has(doc.uri)).toBe(true);
    return { doc, c };
  };

  it('validates documents already open at activation and on open', () => {
    const early = stub.createDocument(DK_TEXT);
    stub.workspace.textDocuments.push(early);
    const c = start();
    expect(collection.get(early.uri)).toHaveLength(4);
    const later = stub.createDocument(DK_TEXT);
    stub.events.open.fire(later);
    expect(collection.get(later.uri)).toHaveLength(4);
    c.dispose();
  });
  it('debounces changes (150 ms for a quick analysis) in onType mode', () => {
    const c = start();
    const doc = stub.createDocument(DK_TEXT);
    for (let i = 0; i < 5; i++) {
      doc.setText(DK_TEXT + `# ${i}`);
      stub.events.change.fire({ document: doc, contentChanges: [] });
    }
    expect(collection.has(doc.uri)).toBe(false);
    vi.advanceTimersByTime(149);
    expect(collection.has(doc.uri)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(collection.get(doc.uri)).toHaveLength(4);
    expect(calls).toBe(1);
    c.dispose();
  });
  it('onSave: not while typing, but on save', () => {
    stub.settings.set('scoresheet.validate.run', 'onSave');
    const c = start();
    const doc = stub.createDocument(DK_TEXT);
    doc.setText(DK_TEXT + '# typed');
    stub.events.change.fire({ document: doc, contentChanges: [] });
    vi.advanceTimersByTime(1000);
    expect(collection.has(doc.uri)).toBe(false);
    stub.events.save.fire(doc);
    expect(collection.get(doc.uri)).toHaveLength(4);
    c.dispose();
  });
  it('off: nothing, and switching it off clears what was shown', () => {
    const { doc, c } = startWithOpenDocument();
    stub.settings.set('scoresheet.validate.run', 'off');
    stub.events.configuration.fire({ affectsConfiguration: (s: string) => 'scoresheet.validate.run'.startsWith(s) });
    expect(collection.has(doc.uri)).toBe(false);
    c.dispose();
  });
  it('clears on close, rename and delete', () => {
    const c = start();
    const [a, b, d] = [stub.createDocument(DK_TEXT), stub.createDocument(DK_TEXT), stub.createDocument(DK_TEXT)];
    [a, b, d].forEach((x) => stub.events.open.fire(x));
    stub.events.close.fire(a);
    stub.events.rename.fire({ files: [{ oldUri: b.uri, newUri: stub.Uri.file('/new.score') }] });
    stub.events.delete.fire({ files: [d.uri] });
    expect([collection.has(a.uri), collection.has(b.uri), collection.has(d.uri)]).toEqual([false, false, false]);
    c.dispose();
  });
  it('a change pending when the document closes is dropped', () => {
    const c = start();
    const doc = stub.createDocument(DK_TEXT);
    doc.setText(DK_TEXT + '# typed');
    stub.events.change.fire({ document: doc, contentChanges: [] });
    stub.events.close.fire(doc);
    vi.advanceTimersByTime(500);
    expect(collection.has(doc.uri)).toBe(false);
    c.dispose();
  });
  it('Markdown files only with scoresheet.validate.markdown', () => {
    const c = start();
    const md = stub.createDocument('```score\ngame doppelkopf\n```', { languageId: 'markdown' });
    stub.events.open.fire(md);
    expect(collection.has(md.uri)).toBe(true);
    c.dispose();
    stub.resetStub();
    stub.settings.set('scoresheet.validate.markdown', false);
    const c2 = start();
    const md2 = stub.createDocument('```score\ngame doppelkopf\n```', { languageId: 'markdown' });
    stub.events.open.fire(md2);
    expect(collection.has(md2.uri)).toBe(false);
    c2.dispose();
  });
  it('ignores other languages and diff views (git: scheme)', () => {
    const c = start();
    const ts = stub.createDocument('const x = 1', { languageId: 'typescript' });
    const git = stub.createDocument(DK_TEXT, { uri: stub.Uri.parse('git:/a.score') });
    stub.events.open.fire(ts);
    stub.events.open.fire(git);
    expect(collection.map.size).toBe(0);
    c.dispose();
  });
  it('dispose stops listening and takes the squiggles away', () => {
    const { doc, c } = startWithOpenDocument();
    c.dispose();
    owned.forEach((d) => d.dispose());
    expect(collection.has(doc.uri)).toBe(false);
    expect(stub.events.open.listenerCount + stub.events.change.listenerCount + stub.events.close.listenerCount).toBe(0);
    expect(stub.events.configuration.listenerCount).toBe(0);
  });
});

describe('docs/diagnostics.md: the target of every code link', () => {
  it('has a heading (anchor) for every code the parser and engines can report', async () => {
    const { readFileSync } = await import('node:fs');
    const md = readFileSync(new URL('../../docs/diagnostics.md', import.meta.url), 'utf8');
    const anchors = new Set([...md.matchAll(/^### (\S+)$/gm)].map((m) => m[1]));
    const tables = await Promise.all([
      import('../../src/format/codes').then((m) => m.FORMAT_CODES),
      import('../../src/games/doppelkopf/steps/codes').then((m) => m.DOPPELKOPF_CODES),
      import('../../src/games/belote/steps/codes').then((m) => m.BELOTE_CODES),
      import('../../src/engine/tricks/codes').then((m) => m.TRICKS_CODES),
    ]);
    const codes = [
      ...tables.flatMap((t) => Object.keys(t)),
      'unknown-preset',
      'unknown-setting',
      'missing-setting-value',
      'duplicate-setting',
      'unknown-setting-value',
      'internal-error',
    ];
    expect(codes.filter((c) => !anchors.has(c))).toEqual([]);
  });
});
