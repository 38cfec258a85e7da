// Each round's computed scores next to its `round` line, as a code lens or an inlay hint (per setting), and the
// derived side of `cards`: the language layer's labels, refreshed whenever an analysis is ready.

import * as vscode from 'vscode';
import { roundLensAt, roundLensLines, scoreHintsIn } from '../language/roundScores';
import type { AnalysisService } from './analysisService';
import { displayLang } from './displayLanguage';
import { Disposable } from './dispose';
import { fromRange, toPosition } from './documents';
import type { Config, Settings } from './settings';

type Analyses = Pick<AnalysisService, 'current' | 'latest' | 'derived' | 'onDidAnalyse'>;
type ConfigSource = Pick<Config, 'for' | 'onDidChange'>;

/**
 * A display that asks VS Code again when one of its settings changes and, if it shows the latest analysis (one version
 * behind while the debounce runs), whenever an analysis is ready.
 */
abstract class RefreshingDisplay extends Disposable {
  protected readonly changed = this._register(new vscode.EventEmitter<void>());

  constructor(
    protected readonly analyses: Analyses,
    protected readonly config: ConfigSource,
    settings: (keyof Settings)[],
    refreshOnAnalysis: boolean,
  ) {
    super();
    if (refreshOnAnalysis) this._register(analyses.onDidAnalyse(() => this.changed.fire()));
    this._register(config.onDidChange((c) => settings.some((k) => c.affects(k)) && this.changed.fire()));
  }
}

/** A lens on a `round` line, knowing its document so that resolving it can read the latest analysis. */
class RoundScoreLens extends vscode.CodeLens {
  constructor(
    range: vscode.Range,
    readonly document: vscode.TextDocument,
  ) {
    super(range);
  }
}

/**
 * Lenses of the document as it is (`current`): VS Code asks again after every edit by itself, so an analysis being
 * ready is no reason to make it ask once more — on a 10,000-round sheet each answer is 10,000 lenses to serialise.
 */
export class RoundScoresCodeLensProvider extends RefreshingDisplay implements vscode.CodeLensProvider {
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(analyses: Analyses, config: ConfigSource) {
    super(analyses, config, ['roundScores'], false);
  }

  /** Where the lenses go; their labels are made in `resolveCodeLens`, which VS Code calls for the ones on screen. */
  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    if (this.config.for(document).roundScores !== 'codeLens') return [];
    const analyses = this.analyses.current(document);
    // Asked again after each edit (and each focus of the editor): the lines are found once per analysis.
    return this.analyses
      .derived(analyses, 'lensLines', () => roundLensLines(analyses))
      .map((line) => new RoundScoreLens(new vscode.Range(line, 0, line, 0), document));
  }

  resolveCodeLens(lens: vscode.CodeLens): vscode.CodeLens {
    if (!(lens instanceof RoundScoreLens)) return lens;
    const l = roundLensAt(this.analyses.current(lens.document), lens.range.start.line, displayLang());
    // An empty command id makes the lens a label: the numbers are the point, there is nothing to run.
    lens.command = { title: l?.title ?? '', tooltip: l?.tooltip, command: '' };
    return lens;
  }
}

export class ScoreInlayHintsProvider extends RefreshingDisplay implements vscode.InlayHintsProvider {
  readonly onDidChangeInlayHints = this.changed.event;

  constructor(analyses: Analyses, config: ConfigSource) {
    super(analyses, config, ['roundScores', 'derivedValueHints'], true);
  }

  provideInlayHints(document: vscode.TextDocument, range: vscode.Range): vscode.InlayHint[] {
    const settings = this.config.for(document);
    const options = { roundScores: settings.roundScores === 'inlayHints', derivedValues: settings.derivedValueHints };
    return scoreHintsIn(this.analyses.latest(document), fromRange(range), options, displayLang()).map((h) => {
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
