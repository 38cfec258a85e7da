// Quick fixes and "fix all" for VS Code: the language service decides what to offer; this maps diagnostics to problems
// and its edits to a WorkspaceEdit.

import * as vscode from 'vscode';
import type { CodeAction, CodeActionKind, ProblemRef } from '../language/codeActions';
import type { TextEdit } from '../format/types';
import { render } from '../messages';
import { displayLang } from './displayLanguage';
import { DIAGNOSTIC_SOURCE, diagnosticCode } from './diagnostics';
import { editorDocument, fromRange, toRange } from './documents';
import type { ExtensionLanguageService } from './languageService';

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

export class ScoreCodeActionProvider implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = {
    providedCodeActionKinds: [vscode.CodeActionKind.QuickFix, FIX_ALL_KIND],
  };

  constructor(private readonly language: Pick<ExtensionLanguageService, 'getCodeActions'>) {}

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
    // Asked on every cursor move: without a problem of ours and off a `cards` line the service reads no analysis.
    const actions = this.language.getCodeActions(
      editorDocument(document),
      fromRange(range),
      [...byProblem.keys()],
      kind,
    );
    return actions.map((a) => this.toCodeAction(document, a, a.problem && byProblem.get(a.problem)));
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
