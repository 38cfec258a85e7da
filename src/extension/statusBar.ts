// Status bar item for the active score file: "24 rounds · 0 problems"; a click opens the settlement.

import * as vscode from 'vscode';
import { documentCounts } from '../language/problems';
import type { AnalysisService } from './analysisService';
import { Disposable } from './dispose';
import { isAnalysable, isScoreDocument } from './documents';
import type { Config } from './settings';

/** Registered by the settlement view (src/extension/settlement). */
const OPEN_SETTLEMENT = 'scoresheet.openSettlement';

export function statusText(rounds: number, problems: number): string {
  const r = rounds === 1 ? vscode.l10n.t('1 round') : vscode.l10n.t('{0} rounds', rounds);
  const p = problems === 1 ? vscode.l10n.t('1 problem') : vscode.l10n.t('{0} problems', problems);
  return `${r} · ${p}`;
}

export class ScoreStatusBar extends Disposable {
  private readonly item: vscode.StatusBarItem;

  constructor(
    private readonly analyses: AnalysisService,
    private readonly config: Config,
  ) {
    super();
    this.item = this._register(
      vscode.window.createStatusBarItem('scoresheet.status', vscode.StatusBarAlignment.Left, 100),
    );
    this.item.name = vscode.l10n.t('Scoresheet');
    this.item.command = OPEN_SETTLEMENT;
    this.item.tooltip = vscode.l10n.t('Scoresheet: open the settlement');
    this._register(vscode.window.onDidChangeActiveTextEditor(() => this.update()));
    this._register(
      analyses.onDidAnalyse((e) => e.document === vscode.window.activeTextEditor?.document && this.update()),
    );
    this._register(config.onDidChange((c) => c.affects('statusBar') && this.update()));
    this.update();
  }

  update(): void {
    const document = vscode.window.activeTextEditor?.document;
    if (!document || !isAnalysable(document) || !this.config.for(document).statusBar) return this.item.hide();
    const analyses = this.analyses.latest(document);
    // A Markdown file without score blocks is just Markdown: say nothing.
    if (!isScoreDocument(document) && analyses.length === 0) return this.item.hide();
    const { rounds, problems } = documentCounts(analyses);
    this.item.text = `$(checklist) ${statusText(rounds, problems)}`;
    this.item.show();
  }
}
