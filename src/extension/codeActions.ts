// Quick fixes keyed on the diagnostic code (never on a class): the engine's own fix, or edits computed from the analysis.

import * as vscode from 'vscode';
import type { Fix, Problem } from '../format/types';
import { DIAGNOSTIC_SOURCE, diagnosticCode } from './diagnostics';
import { analysisAtLine, fromRange, roundAtLine, toRange, type DocumentAnalysis, type GetAnalysis } from './lookup';
import {
  CODES,
  addPlayerFix,
  cardsSumFixes,
  closestNameFix,
  enableSpecialsInSoloFix,
  fillCardsFix,
  isCode,
  mergeFixes,
  primaryFix,
  removeSpecialsFix,
  writeName,
} from './fixes';

export const FIX_ALL_KIND = vscode.CodeActionKind.SourceFixAll.append('scoresheet');

export function toWorkspaceEdit(document: vscode.TextDocument, edits: Fix['edits']): vscode.WorkspaceEdit {
  const we = new vscode.WorkspaceEdit();
  for (const e of edits) we.replace(document.uri, document.validateRange(toRange(e.range)), e.newText);
  return we;
}

function sameRange(p: Problem, d: vscode.Diagnostic): boolean {
  const r = p.range;
  return (
    r.start.line === d.range.start.line &&
    r.start.character === d.range.start.character &&
    r.end.line === d.range.end.line &&
    r.end.character === d.range.end.character
  );
}

/** Every fixable problem of a file with the fix `source.fixAll` applies (one answer each, no guesses: it may run on save). */
function fixable(analyses: DocumentAnalysis[]): Fix[] {
  const out: Fix[] = [];
  for (const a of analyses)
    for (const p of a.problems) {
      const f = primaryFix(a, p);
      if (f) out.push(f);
    }
  return out;
}

/**
 * "Fix all of this kind": for every problem with this code, the fix the single quick fix marks preferred — the one
 * answer, or for a name the closest known one (else the name is added to `players`, each new name once), or for
 * special points in a solo their removal. `cards-sum` has two equally good answers (which side is wrong?): none here.
 */
export function sameKindFixes(
  document: Pick<vscode.TextDocument, 'getText'>,
  analyses: DocumentAnalysis[],
  code: string,
): Fix[] {
  const out: Fix[] = [];
  for (const a of analyses) {
    const newNames: string[] = [];
    for (const p of a.problems) {
      if (p.code !== code) continue;
      const primary = primaryFix(a, p);
      if (primary) {
        out.push(primary);
      } else if (isCode(code, CODES.unknownName)) {
        const written = document.getText(toRange(p.range)).replace(/^"|"$/g, '');
        const closest = closestNameFix(a, written, p.range);
        if (closest) out.push(closest);
        else if (written && !newNames.some((n) => n.toLowerCase() === written.toLowerCase())) newNames.push(written);
      } else if (isCode(code, CODES.specialsInSolo)) {
        const f = removeSpecialsFix(a, p);
        if (f) out.push(f);
      }
    }
    // New names go in one insertion: several inserts at the end of `players` would collide.
    const add = newNames.length ? addPlayerFix(a, newNames.join(' ')) : undefined;
    if (add && newNames.length > 1) {
      const edit = add.edits[0];
      const max = a.game === 'doppelkopf' ? 7 : 4;
      if (a.document.header.players.length + newNames.length <= max)
        out.push({
          title: add.title,
          edits: [{ range: edit.range, newText: ' ' + newNames.map(writeName).join(' ') }],
        });
    } else if (add) out.push(add);
  }
  return out;
}

export class ScoreCodeActionProvider implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = {
    providedCodeActionKinds: [vscode.CodeActionKind.QuickFix, FIX_ALL_KIND],
  };

  constructor(private readonly getAnalysis: GetAnalysis) {}

  provideCodeActions(
    document: vscode.TextDocument,
    range: vscode.Range | vscode.Selection,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    const analyses = this.getAnalysis(document);
    if (analyses.length === 0) return [];
    if (context.only && (FIX_ALL_KIND.contains(context.only) || context.only.contains(FIX_ALL_KIND))) {
      const all = this.fixAll(document, analyses);
      return all ? [all] : [];
    }
    if (
      context.only &&
      !context.only.contains(vscode.CodeActionKind.QuickFix) &&
      !vscode.CodeActionKind.QuickFix.contains(context.only)
    )
      return [];
    const actions: vscode.CodeAction[] = [];
    for (const d of context.diagnostics) {
      if (d.source !== DIAGNOSTIC_SOURCE) continue;
      const code = diagnosticCode(d);
      const a = analysisAtLine(analyses, d.range.start.line);
      const problem = a?.problems.find((p) => p.code === code && sameRange(p, d));
      if (!a || !problem || code === undefined) continue;
      actions.push(...this.fixesFor(document, a, problem, d));
      const count = analyses.reduce((n, x) => n + x.problems.filter((p) => p.code === code).length, 0);
      const sameKind = count > 1 ? sameKindFixes(document, analyses, code) : [];
      if (sameKind.length > 0) {
        const action = new vscode.CodeAction(
          vscode.l10n.t('Fix all {0} "{1}" problems in the file', count, code),
          vscode.CodeActionKind.QuickFix,
        );
        action.edit = toWorkspaceEdit(document, mergeFixes(sameKind));
        action.diagnostics = [d];
        actions.push(action);
      }
    }
    actions.push(...this.cardsActions(document, analyses, range));
    return actions;
  }

  private fixesFor(
    document: vscode.TextDocument,
    a: DocumentAnalysis,
    problem: Problem,
    d: vscode.Diagnostic,
  ): vscode.CodeAction[] {
    const make = (fix: Fix | undefined, preferred = false): vscode.CodeAction[] => {
      if (!fix || fix.edits.length === 0) return [];
      const action = new vscode.CodeAction(fix.title, vscode.CodeActionKind.QuickFix);
      action.edit = toWorkspaceEdit(document, fix.edits);
      action.diagnostics = [d];
      action.isPreferred = preferred;
      return [action];
    };
    const code = problem.code;
    const fixes: vscode.CodeAction[] = [...make(primaryFix(a, problem), true)];
    if (isCode(code, CODES.unknownName)) {
      const written = document.getText(d.range).replace(/^"|"$/g, '');
      fixes.push(...make(closestNameFix(a, written, problem.range), true), ...make(addPlayerFix(a, written)));
    } else if (isCode(code, CODES.specialsInSolo)) {
      fixes.push(...make(removeSpecialsFix(a, problem), true), ...make(enableSpecialsInSoloFix(a)));
    } else if (isCode(code, CODES.cardsSum) && !problem.fix) {
      for (const f of cardsSumFixes(a, problem)) fixes.push(...make(f));
    }
    return fixes;
  }

  /** On a `cards` line with one side: fill in the other (what the inlay hint shows). Offered without a diagnostic: leaving it out is allowed. */
  private cardsActions(
    document: vscode.TextDocument,
    analyses: DocumentAnalysis[],
    range: vscode.Range,
  ): vscode.CodeAction[] {
    const a = analysisAtLine(analyses, range.start.line);
    const round = a && roundAtLine(a, range.start.line);
    if (!a || !round) return [];
    const sel = fromRange(range);
    const item = round.items.find(
      (i) => i.kind === 'cards' && i.range.start.line <= sel.end.line && i.range.end.line >= sel.start.line,
    );
    const fix = item && fillCardsFix(a, round, item);
    if (!fix) return [];
    const action = new vscode.CodeAction(fix.title, vscode.CodeActionKind.QuickFix);
    action.edit = toWorkspaceEdit(document, fix.edits);
    return [action];
  }

  private fixAll(document: vscode.TextDocument, analyses: DocumentAnalysis[]): vscode.CodeAction | undefined {
    const edits = mergeFixes(fixable(analyses));
    if (edits.length === 0) return undefined;
    const action = new vscode.CodeAction(vscode.l10n.t('Fix all Scoresheet problems that have one fix'), FIX_ALL_KIND);
    action.edit = toWorkspaceEdit(document, edits);
    return action;
  }
}
