// Quick fixes and "fix all" for VS Code: the language layer decides what to offer; this maps diagnostics to problems
// and its edits to a WorkspaceEdit.

import * as vscode from 'vscode';
import {
  codeActionsFor,
  offersActionsWithoutProblem,
  type CodeAction,
  type CodeActionKind,
  type ProblemRef,
} from '../language/codeActions';
import type { Range, TextEdit } from '../format/types';
import { render } from '../messages';
import type { AnalysisService } from './analysisService';
import { displayLang } from './displayLanguage';
import { DIAGNOSTIC_SOURCE, diagnosticCode } from './diagnostics';
import { fromRange, toRange } from './documents';

export const FIX_ALL_KIND = vscode.CodeActionKind.SourceFixAll.append('scoresheet');

export function toWorkspaceEdit(document: vscode.TextDocument, edits: readonly TextEdit[]): vscode.WorkspaceEdit {
  const we = new vscode.WorkspaceEdit();
  for (const e of edits) we.replace(document.uri, document.validateRange(toRange(e.range)), e.newText);
  return we;
}

/** Which of our kinds a request asks for: the whole-file fix-all, quick fixes, or something we do not offer. */
function requested(only: vscode.CodeActionKind | undefined): CodeActionKind | 'none' {
  if (!only) return 'quickfix';
  if (FIX_ALL_KIND.contains(only) || only.contains(FIX_ALL_KIND)) return 'source.fixAll';
  const quickFix = vscode.CodeActionKind.QuickFix;
  return only.contains(quickFix) || quickFix.contains(only) ? 'quickfix' : 'none';
}

/** Lines looked at for a quick fix without a problem; a longer selection is left to the analysis. */
const MAX_LINES_LOOKED_AT = 200;

function mayOfferWithoutProblem(document: vscode.TextDocument, range: vscode.Range): boolean {
  const last = Math.min(range.end.line, document.lineCount - 1);
  if (last - range.start.line >= MAX_LINES_LOOKED_AT) return true;
  for (let line = range.start.line; line <= last; line++)
    if (offersActionsWithoutProblem(document.lineAt(line).text)) return true;
  return false;
}

export class ScoreCodeActionProvider implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = {
    providedCodeActionKinds: [vscode.CodeActionKind.QuickFix, FIX_ALL_KIND],
  };

  constructor(private readonly analyses: Pick<AnalysisService, 'current'>) {}

  provideCodeActions(
    document: vscode.TextDocument,
    range: vscode.Range | vscode.Selection,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    const kind = requested(context.only);
    if (kind === 'none') return [];
    // Our own diagnostics only, each found again in the analysis by its code and range.
    const byProblem = new Map<ProblemRef, vscode.Diagnostic>();
    for (const d of context.diagnostics) {
      const code = diagnosticCode(d);
      if (d.source === DIAGNOSTIC_SOURCE && code !== undefined) byProblem.set({ code, range: fromRange(d.range) }, d);
    }
    // VS Code asks on every cursor move: without a problem of ours and off a `cards` line there is nothing to offer,
    // so neither the text nor an analysis of it (a 10,000-round sheet's, while typing) is needed.
    if (kind === 'quickfix' && byProblem.size === 0 && !mayOfferWithoutProblem(document, range)) return [];
    const source = {
      analyses: this.analyses.current(document),
      textAt: (r: Range) => document.getText(toRange(r)),
      t: vscode.l10n.t,
    };
    return codeActionsFor(source, fromRange(range), [...byProblem.keys()], kind).map((a) =>
      this.toCodeAction(document, a, a.problem && byProblem.get(a.problem)),
    );
  }

  private toCodeAction(
    document: vscode.TextDocument,
    a: CodeAction,
    diagnostic: vscode.Diagnostic | undefined,
  ): vscode.CodeAction {
    const action = new vscode.CodeAction(
      a.titleMsg ? render(a.titleMsg, displayLang()) : a.title,
      a.kind === 'source.fixAll' ? FIX_ALL_KIND : vscode.CodeActionKind.QuickFix,
    );
    action.edit = toWorkspaceEdit(document, a.edits);
    if (diagnostic) action.diagnostics = [diagnostic];
    if (a.isPreferred !== undefined) action.isPreferred = a.isPreferred;
    return action;
  }
}
