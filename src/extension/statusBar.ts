// Status bar item for the active score file: "24 rounds · 0 problems"; a click opens the settlement.

import * as vscode from 'vscode';
import { readSettings } from './config';
import { isAnalysable, isScoreDocument, type GetAnalysis } from './lookup';

/** Registered by the settlement view (src/extension/settlement). */
const OPEN_SETTLEMENT = 'scoresheet.openSettlement';

export function statusText(rounds: number, problems: number): string {
  const r = rounds === 1 ? vscode.l10n.t('1 round') : vscode.l10n.t('{0} rounds', rounds);
  const p = problems === 1 ? vscode.l10n.t('1 problem') : vscode.l10n.t('{0} problems', problems);
  return `${r} · ${p}`;
}

export class ScoreStatusBar implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  private readonly disposables: vscode.Disposable[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly getAnalysis: GetAnalysis) {
    this.item = vscode.window.createStatusBarItem('scoresheet.status', vscode.StatusBarAlignment.Left, 100);
    this.item.name = vscode.l10n.t('Scoresheet');
    this.item.command = OPEN_SETTLEMENT;
    this.item.tooltip = vscode.l10n.t('Scoresheet: open the settlement');
    this.disposables.push(
      this.item,
      vscode.window.onDidChangeActiveTextEditor(() => this.update()),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document !== vscode.window.activeTextEditor?.document) return;
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => this.update(), 300);
      }),
      vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('scoresheet.statusBar') && this.update()),
    );
    this.update();
  }

  update(): void {
    const document = vscode.window.activeTextEditor?.document;
    if (!document || !isAnalysable(document) || !readSettings(document).statusBar) return this.item.hide();
    const analyses = this.getAnalysis(document);
    // A Markdown file without score blocks is just Markdown: say nothing.
    if (!isScoreDocument(document) && analyses.length === 0) return this.item.hide();
    const rounds = analyses.reduce((n, a) => n + a.document.rounds.length, 0);
    const problems = analyses.reduce((n, a) => n + a.problems.length, 0);
    this.item.text = `$(checklist) ${statusText(rounds, problems)}`;
    this.item.show();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.disposables.forEach((d) => d.dispose());
  }
}
