// Each round's computed scores next to its `round` line (code lens or inlay hint, per setting), and the derived `cards` side.

import * as vscode from 'vscode';
import { readSettings } from './config';
import { resultOf, type GetAnalysis } from './lookup';
import { missingCardsSide } from './fixes';
import { roundLine } from './roundText';

export class RoundScoresCodeLensProvider implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(private readonly getAnalysis: GetAnalysis) {}

  refresh(): void {
    this.changed.fire();
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    if (readSettings(document).roundScores !== 'codeLens') return [];
    const lenses: vscode.CodeLens[] = [];
    for (const a of this.getAnalysis(document))
      for (const round of a.document.rounds) {
        const r = resultOf(a, round);
        if (!r) continue;
        const at = new vscode.Range(round.headerRange.start.line, 0, round.headerRange.start.line, 0);
        // An empty command id makes the lens a label: the numbers are the point, there is nothing to run.
        lenses.push(new vscode.CodeLens(at, { title: roundLine(r), command: '' }));
      }
    return lenses;
  }

  dispose(): void {
    this.changed.dispose();
  }
}

export class ScoreInlayHintsProvider implements vscode.InlayHintsProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeInlayHints = this.changed.event;

  constructor(private readonly getAnalysis: GetAnalysis) {}

  refresh(): void {
    this.changed.fire();
  }

  provideInlayHints(document: vscode.TextDocument, range: vscode.Range): vscode.InlayHint[] {
    const settings = readSettings(document);
    const hints: vscode.InlayHint[] = [];
    for (const a of this.getAnalysis(document))
      for (const round of a.document.rounds) {
        if (round.range.end.line < range.start.line || round.headerRange.start.line > range.end.line) continue;
        if (settings.roundScores === 'inlayHints') {
          const r = resultOf(a, round);
          if (r) {
            const end = round.headerRange.end;
            const hint = new vscode.InlayHint(new vscode.Position(end.line, end.character), roundLine(r));
            hint.paddingLeft = true;
            hints.push(hint);
          }
        }
        if (!settings.derivedValueHints) continue;
        for (const item of round.items) {
          const m = missingCardsSide(a, round, item);
          if (!m) continue;
          const hint = new vscode.InlayHint(
            new vscode.Position(m.at.line, m.at.character),
            `${m.side} ${m.value}`,
            vscode.InlayHintKind.Parameter,
          );
          hint.paddingLeft = true;
          hint.tooltip = vscode.l10n.t('Derived: the other side of cards (fill it in with the quick fix)');
          hints.push(hint);
        }
      }
    return hints;
  }

  dispose(): void {
    this.changed.dispose();
  }
}
