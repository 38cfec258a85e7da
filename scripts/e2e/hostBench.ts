// What the extension host does per keystroke in a 10,000-round sheet, provider by provider, without VS Code: the
// extension's glue against the test double of `vscode` (run by hostBench.mjs), timed after one-character edits.
import * as vscode from 'vscode';
import { AnalysisService } from '../../src/extension/analysisService';
import { ScoreCodeActionProvider } from '../../src/extension/codeActionProvider';
import { DiagnosticsController } from '../../src/extension/diagnostics';
import { editorDocument } from '../../src/extension/documents';
import { ScoreDocumentSymbolProvider, ScoreFoldingRangeProvider } from '../../src/extension/outlineProviders';
import { RoundScoresCodeLensProvider, ScoreInlayHintsProvider } from '../../src/extension/roundScoresProviders';
import { Config } from '../../src/extension/settings';
import { ScoreStatusBar } from '../../src/extension/statusBar';
// The double's own helpers (not in the real `vscode` types).
import { createDocument, events, type StubDocument } from '../../test/helpers/vscodeStub';
import { longSeasonSheet } from '../../test/e2e/longSeasonSheet';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10000);
const EDITS = Number(process.env.BENCH_EDITS ?? 15);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Milliseconds of `fn`, and the size of what it returned as JSON (what crosses to the renderer). */
function timed<T>(fn: () => T): { ms: number; result: T } {
  const t0 = performance.now();
  const result = fn();
  return { ms: performance.now() - t0, result };
}

// The e2e scenario's sheet, edited in its middle round's `score` line.
const { lines, scoreIndex: scoreLine } = longSeasonSheet(ROUNDS, 'Long');
const doc = createDocument(lines.join('\n') + '\n') as StubDocument;
(vscode.workspace.textDocuments as unknown as StubDocument[]).push(doc);
const editor = {
  document: doc,
  selection: new vscode.Selection(scoreLine, 0, scoreLine, 0),
  visibleRanges: [new vscode.Range(scoreLine - 20, 0, scoreLine + 20, 0)],
};
(vscode.window as unknown as { activeTextEditor: unknown }).activeTextEditor = editor;
// On screen: 40 lines around the edit (the code lenses are given for the rounds around them).
(vscode.window.visibleTextEditors as unknown as (typeof editor)[]).push(editor);
const config = new Config();
const analyses = new AnalysisService({ debounceMs: 1e9, maxWaitMs: 1e9 });
const collection = vscode.languages.createDiagnosticCollection('bench');
new DiagnosticsController(analyses, config, collection, vscode.Uri.parse('file:///docs/diagnostics.md'));
new ScoreStatusBar(analyses, config);
const language = analyses.language;
const lenses = new RoundScoresCodeLensProvider(language, config);
const hints = new ScoreInlayHintsProvider(language, config);
const symbols = new ScoreDocumentSymbolProvider(language);
const folding = new ScoreFoldingRangeProvider(language);
const actions = new ScoreCodeActionProvider(language);
const td = doc as unknown as vscode.TextDocument;
events.open.fire(doc);

const costs: Record<string, number[]> = {};
const sizes: Record<string, number> = {};
function record(name: string, ms: number, result?: unknown): void {
  (costs[name] ??= []).push(ms);
  // Once: the JSON of 10,000 symbols is itself garbage that would slow the next edits down.
  if (result !== undefined && sizes[name] === undefined) sizes[name] = JSON.stringify(result).length;
}

for (let edit = 0; edit < EDITS; edit += 1) {
  // One character typed into the middle round's score line (Anna's score), as the e2e scenario does.
  const line = lines[scoreLine];
  lines[scoreLine] = line.replace(/Anna [+-]\d+/, `Anna +${(edit % 7) + 1}`);
  const t0 = performance.now();
  doc.setText(lines.join('\n') + '\n');
  record('document text (test double: join + split)', performance.now() - t0);
  record('change event (schedule)', timed(() => events.change.fire({ document: doc, contentChanges: [] })).ms);
  // VS Code asks for code actions on each cursor move, before the debounce runs out: no problem there yet.
  const at = new vscode.Range(scoreLine, 12, scoreLine, 12);
  const context = { diagnostics: [], only: undefined, triggerKind: 2 } as unknown as vscode.CodeActionContext;
  record('code actions at the cursor (no problem)', timed(() => actions.provideCodeActions(td, at, context)).ms);
  // What the debounce would publish: analysis, diagnostics, status bar, lens/hint refresh events (published at once
  // here, as a save publishes: the debounce is the language service's and waits 1e9 ms in this bench).
  const publish = timed(() => language.didSave(editorDocument(td)));
  record('publish: analyse + diagnostics + status bar', publish.ms);
  const view = new vscode.Range(scoreLine - 30, 0, scoreLine + 30, 0);
  const l = timed(() => lenses.provideCodeLenses(td));
  record(
    'code lenses: provide',
    l.ms,
    l.result.map((x) => x.range),
  );
  const visible = l.result.filter((x) => x.range.start.line >= view.start.line && x.range.start.line <= view.end.line);
  record('code lenses: resolve those on screen', timed(() => visible.map((x) => lenses.resolveCodeLens(x))).ms);
  const h = timed(() => hints.provideInlayHints(td, view));
  record('inlay hints (60 lines)', h.ms, h.result);
  const s = timed(() => symbols.provideDocumentSymbols(td));
  record('document symbols', s.ms, s.result);
  const f = timed(() => folding.provideFoldingRanges(td));
  record('folding ranges', f.ms, f.result);
}
const diagnostics = collection.get(td.uri) ?? [];
console.log(`${ROUNDS} rounds, ${lines.length} lines, ${EDITS} one-character edits; ${diagnostics.length} diagnostics`);
console.log('median ms (first edit ms) · JSON of the answer');
for (const [name, xs] of Object.entries(costs)) {
  const size = sizes[name] === undefined ? '' : ` · ${(sizes[name] / 1024).toFixed(0)} KB`;
  console.log(`  ${name.padEnd(48)} ${median(xs).toFixed(1).padStart(7)} (${xs[0].toFixed(1)})${size}`);
}
