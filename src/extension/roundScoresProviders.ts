// Each round's computed scores next to its `round` line, as a code lens or an inlay hint (per setting), and the
// derived side of `cards`: the language layer's labels, refreshed whenever an analysis is ready.

import * as vscode from 'vscode';
import { roundScoreLenses, scoreHintsIn } from '../language/roundScores';
import type { AnalysisService } from './analysisService';
import { Disposable } from './dispose';
import { fromRange, toPosition } from './documents';
import type { Config } from './settings';

type Analyses = Pick<AnalysisService, 'latest' | 'onDidAnalyse'>;

export class RoundScoresCodeLensProvider extends Disposable implements vscode.CodeLensProvider {
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(
    private readonly analyses: Analyses,
    private readonly config: Pick<Config, 'for' | 'onDidChange'>,
  ) {
    super();
    this._register(analyses.onDidAnalyse(() => this.changed.fire()));
    this._register(config.onDidChange((c) => c.affects('roundScores') && this.changed.fire()));
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    if (this.config.for(document).roundScores !== 'codeLens') return [];
    // An empty command id makes the lens a label: the numbers are the point, there is nothing to run.
    return roundScoreLenses(this.analyses.latest(document)).map(
      (l) => new vscode.CodeLens(new vscode.Range(l.line, 0, l.line, 0), { title: l.title, command: '' }),
    );
  }
}

export class ScoreInlayHintsProvider extends Disposable implements vscode.InlayHintsProvider {
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChangeInlayHints = this.changed.event;

  constructor(
    private readonly analyses: Analyses,
    private readonly config: Pick<Config, 'for' | 'onDidChange'>,
  ) {
    super();
    this._register(analyses.onDidAnalyse(() => this.changed.fire()));
    this._register(
      config.onDidChange((c) => (c.affects('roundScores') || c.affects('derivedValueHints')) && this.changed.fire()),
    );
  }

  provideInlayHints(document: vscode.TextDocument, range: vscode.Range): vscode.InlayHint[] {
    const settings = this.config.for(document);
    const options = { roundScores: settings.roundScores === 'inlayHints', derivedValues: settings.derivedValueHints };
    return scoreHintsIn(this.analyses.latest(document), fromRange(range), options).map((h) => {
      const hint = new vscode.InlayHint(
        toPosition(h.position),
        h.label,
        h.kind === 'derived' ? vscode.InlayHintKind.Parameter : undefined,
      );
      hint.paddingLeft = true;
      if (h.tooltip) hint.tooltip = h.tooltip;
      return hint;
    });
  }
}
