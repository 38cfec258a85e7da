// Problems → squiggles: validate on open, debounce on change (or on save), clear on close/rename/delete, cap the count.

import * as vscode from 'vscode';
import type { Problem } from '../format/types';
import { readSettings, type Settings } from './config';
import type { AnalysisCache } from './documentAnalysis';
import { isAnalysable, isScoreDocument, toRange, type DocumentAnalysis } from './lookup';

export const DIAGNOSTIC_SOURCE = 'scoresheet';
const DEBOUNCE_MS = 250;

const SEVERITY: Record<Problem['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
};

/** Where a code's explanation lives: `docs/diagnostics.md#<code>`, shipped inside the extension (works offline and without a repo URL). */
export function docsTarget(docsFile: vscode.Uri, code: string): vscode.Uri {
  return docsFile.with({ fragment: code });
}

export function toDiagnostic(problem: Problem, docsFile: vscode.Uri): vscode.Diagnostic {
  const d = new vscode.Diagnostic(
    toRange(problem.range),
    problem.message,
    SEVERITY[problem.severity] ?? vscode.DiagnosticSeverity.Error,
  );
  d.source = DIAGNOSTIC_SOURCE;
  d.code = { value: problem.code, target: docsTarget(docsFile, problem.code) };
  return d;
}

/** The code string of a diagnostic we produced, whichever shape `code` has. */
export function diagnosticCode(d: vscode.Diagnostic): string | undefined {
  const c = d.code;
  if (c === undefined) return undefined;
  return typeof c === 'object' ? String(c.value) : String(c);
}

/** All problems of a file's analyses, capped; past the cap one information diagnostic says how many were left out. */
export function computeDiagnostics(
  analyses: DocumentAnalysis[],
  docsFile: vscode.Uri,
  maxProblems: number,
): vscode.Diagnostic[] {
  const problems = analyses.flatMap((a) => a.problems);
  const shown = problems.slice(0, maxProblems).map((p) => toDiagnostic(p, docsFile));
  if (problems.length > maxProblems && problems.length > 0) {
    const last = problems[Math.max(0, maxProblems - 1)];
    const at = toRange(maxProblems > 0 ? last.range : problems[0].range);
    const more = new vscode.Diagnostic(
      at,
      vscode.l10n.t(
        '{0} more problems not shown (setting scoresheet.validate.maxProblems is {1}).',
        problems.length - maxProblems,
        maxProblems,
      ),
      vscode.DiagnosticSeverity.Information,
    );
    more.source = DIAGNOSTIC_SOURCE;
    more.code = 'too-many-problems';
    shown.push(more);
  }
  return shown;
}

export class DiagnosticsController implements vscode.Disposable {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly disposables: vscode.Disposable[] = [];
  private settings: Settings;

  constructor(
    private readonly cache: AnalysisCache,
    private readonly collection: vscode.DiagnosticCollection,
    private readonly docsFile: vscode.Uri,
    private readonly onValidated: (document: vscode.TextDocument) => void = () => undefined,
  ) {
    this.settings = readSettings();
    const ws = vscode.workspace;
    this.disposables.push(
      ws.onDidOpenTextDocument((d) => this.validateIf(d, 'open')),
      ws.onDidChangeTextDocument((e) => this.validateIf(e.document, 'change')),
      ws.onDidSaveTextDocument((d) => this.validateIf(d, 'save')),
      ws.onDidCloseTextDocument((d) => this.clear(d.uri)),
      ws.onDidRenameFiles((e) => e.files.forEach((f) => this.clear(f.oldUri))),
      ws.onDidDeleteFiles((e) => e.files.forEach((uri) => this.clear(uri))),
      ws.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('scoresheet.validate')) {
          this.settings = readSettings();
          this.revalidateAll();
        }
      }),
    );
    this.revalidateAll();
  }

  private wanted(document: vscode.TextDocument): boolean {
    if (!isAnalysable(document) || this.settings.validateRun === 'off') return false;
    return isScoreDocument(document) || this.settings.validateMarkdown;
  }

  private validateIf(document: vscode.TextDocument, why: 'open' | 'change' | 'save'): void {
    if (!this.wanted(document)) {
      if (why !== 'change' && isAnalysable(document)) this.collection.delete(document.uri);
      return;
    }
    const run = this.settings.validateRun;
    if (why === 'change') {
      if (run === 'onType') this.schedule(document);
      return;
    }
    // Open and save validate at once in both modes: onSave means "not while typing", not "never on open".
    this.validate(document);
  }

  private schedule(document: vscode.TextDocument): void {
    const key = document.uri.toString();
    const pending = this.timers.get(key);
    if (pending) clearTimeout(pending);
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        if (!document.isClosed) this.validate(document);
      }, DEBOUNCE_MS),
    );
  }

  validate(document: vscode.TextDocument): void {
    const analyses = this.cache.get(document);
    this.collection.set(document.uri, computeDiagnostics(analyses, this.docsFile, this.settings.maxProblems));
    this.onValidated(document);
  }

  revalidateAll(): void {
    for (const d of vscode.workspace.textDocuments) {
      if (this.wanted(d)) this.validate(d);
      else if (isAnalysable(d)) this.collection.delete(d.uri);
    }
  }

  clear(uri: vscode.Uri): void {
    const key = uri.toString();
    const pending = this.timers.get(key);
    if (pending) clearTimeout(pending);
    this.timers.delete(key);
    this.collection.delete(uri);
    this.cache.forget(uri);
  }

  dispose(): void {
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
    this.disposables.forEach((d) => d.dispose());
    this.collection.clear();
  }
}
