// Problems → squiggles: published from the analysis service's event (on open and save at once, while typing per the
// setting), cleared on close/rename/delete, capped at the set number: the language service says which problems
// (getDiagnostics), this makes them VS Code diagnostics.

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../analysis/analyze';
import type { Problem } from '../format/types';
import { problemsToShow } from '../language/problems';
import type { AnalysisTrigger, DocumentDiagnostics } from '../language/service';
import { render, type Lang } from '../messages';
import type { AnalysisEvent, AnalysisService } from './analysisService';
import { displayLang } from './displayLanguage';
import { Disposable } from './dispose';
import { editorDocument, isAnalysable, toRange } from './documents';
import type { Config } from './settings';

export const DIAGNOSTIC_SOURCE = 'scoresheet';

const SEVERITY: Record<Problem['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
};

/**
 * Where a code's explanation lives: `docs/diagnostics.md#<code>`, shipped inside the extension (works offline and
 * without a repository URL).
 */
export function docsTarget(docsFile: vscode.Uri, code: string): vscode.Uri {
  return docsFile.with({ fragment: code });
}

/** The diagnostic of a problem, its message in `lang` (VS Code's display language unless given). */
export function toDiagnostic(problem: Problem, docsFile: vscode.Uri, lang: Lang = displayLang()): vscode.Diagnostic {
  const d = new vscode.Diagnostic(
    toRange(problem.range),
    problem.msg ? render(problem.msg, lang) : problem.message,
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

/**
 * The diagnostic made last time for each problem, with what it was made for. An edit re-analyses a round or two: the
 * problems elsewhere are the same objects, and their diagnostics are reused unless the problem moved (the engine
 * moves the positions of rounds below an added line in place) or the language or docs file changed.
 */
const made = new WeakMap<Problem, { key: string; diagnostic: vscode.Diagnostic }>();

function diagnosticOf(problem: Problem, docsFile: vscode.Uri, lang: Lang): vscode.Diagnostic {
  const { start, end } = problem.range;
  const key = `${lang} ${start.line}:${start.character}-${end.line}:${end.character} ${docsFile.toString()}`;
  const known = made.get(problem);
  if (known?.key === key) return known.diagnostic;
  const diagnostic = toDiagnostic(problem, docsFile, lang);
  made.set(problem, { key, diagnostic });
  return diagnostic;
}

/** All problems of a file's analyses, capped; past the cap one information diagnostic says how many were left out. */
export function computeDiagnostics(
  analyses: readonly DocumentAnalysis[],
  docsFile: vscode.Uri,
  maxProblems: number,
): vscode.Diagnostic[] {
  const { shown, hidden, moreAt } = problemsToShow(analyses, maxProblems);
  return toDiagnostics({ show: true, problems: shown, hidden, ...(moreAt ? { moreAt } : {}), maxProblems }, docsFile);
}

/** The language service's problems to show as VS Code diagnostics, with the note on how many were left out. */
function toDiagnostics(shown: DocumentDiagnostics & { show: true }, docsFile: vscode.Uri): vscode.Diagnostic[] {
  const { problems, hidden, moreAt, maxProblems } = shown;
  const lang = displayLang();
  const diagnostics = problems.map((p) => diagnosticOf(p, docsFile, lang));
  if (hidden > 0 && moreAt) {
    const more = new vscode.Diagnostic(
      toRange(moreAt),
      vscode.l10n.t(
        '{0} more problems not shown (setting scoresheet.validate.maxProblems is {1}).',
        hidden,
        maxProblems,
      ),
      vscode.DiagnosticSeverity.Information,
    );
    more.source = DIAGNOSTIC_SOURCE;
    more.code = 'too-many-problems';
    diagnostics.push(more);
  }
  return diagnostics;
}

export class DiagnosticsController extends Disposable {
  constructor(
    private readonly analyses: Pick<AnalysisService, 'language' | 'onDidAnalyse' | 'onDidForget'>,
    config: Pick<Config, 'onDidChange'>,
    private readonly collection: vscode.DiagnosticCollection,
    private readonly docsFile: vscode.Uri,
  ) {
    super();
    // Owned: disposing the controller takes its squiggles away.
    this._register(collection);
    this._register(analyses.onDidAnalyse((e) => this.onAnalysed(e)));
    this._register(analyses.onDidForget((uri) => collection.delete(uri)));
    this._register(
      config.onDidChange((c) => {
        if (c.affects('validateRun') || c.affects('validateMarkdown') || c.affects('maxProblems')) this.revalidateAll();
      }),
    );
    this.revalidateAll();
  }

  private onAnalysed({ document, trigger }: AnalysisEvent): void {
    this.show(document, trigger);
  }

  /**
   * What the language service says to show for a document: its problems (validated per the settings; a season.score
   * its settings' own), nothing (not validated), or, for a change while validating on save only, what is shown.
   */
  private show(document: vscode.TextDocument, trigger?: AnalysisTrigger): void {
    // Other languages and diff views are not ours; their squiggles are left alone.
    if (!isAnalysable(document)) return;
    const shown = this.analyses.language.getDiagnostics(editorDocument(document), trigger);
    if (!shown) return;
    if (shown.show) this.collection.set(document.uri, toDiagnostics(shown, this.docsFile));
    else this.collection.delete(document.uri);
  }

  /** Every open document again, after a setting changed (and at start). */
  revalidateAll(): void {
    for (const d of vscode.workspace.textDocuments) this.show(d);
  }
}
