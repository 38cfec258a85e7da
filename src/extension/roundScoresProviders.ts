// Each round's computed scores next to its `round` line, as a code lens or an inlay hint (per setting), and the
// derived side of `cards`: the language service's labels, refreshed whenever an analysis is ready.

import * as vscode from 'vscode';
import { lensWindow, lensWindowStale, type LensWindow } from '../language/roundScores';
import { Disposable } from './dispose';
import { editorDocument, fromRange, toPosition } from './documents';
import type { ExtensionLanguageService } from './languageService';
import type { Config, Settings } from './settings';

type Language = Pick<
  ExtensionLanguageService,
  'getCodeLensLines' | 'resolveCodeLens' | 'getInlayHints' | 'onDidAnalyse' | 'onDidForget'
>;
type ConfigSource = Pick<Config, 'onDidChange'>;

/**
 * A display that asks VS Code again when one of its settings changes and, if it shows the latest analysis (one version
 * behind while the debounce runs), whenever an analysis is ready.
 */
abstract class RefreshingDisplay extends Disposable {
  protected readonly changed = this._register(new vscode.EventEmitter<void>());

  constructor(
    protected readonly language: Language,
    config: ConfigSource,
    settings: (keyof Settings)[],
    refreshOnAnalysis: boolean,
  ) {
    super();
    if (refreshOnAnalysis) this._register(language.onDidAnalyse(() => this.changed.fire()));
    this._register(config.onDidChange((c) => settings.some((k) => c.affects(k)) && this.changed.fire()));
  }
}

/** The lines of the document on screen, one range per editor that shows it. */
function visibleLines(document: vscode.TextDocument): { start: number; end: number }[] {
  const key = document.uri.toString();
  return vscode.window.visibleTextEditors
    .filter((e) => e.document.uri.toString() === key)
    .flatMap((e) => e.visibleRanges.map((r) => ({ start: r.start.line, end: r.end.line })));
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
  /** Per document: the lines whose lenses the editor was last given (a long document's window around the screen). */
  private readonly windows = new Map<string, LensWindow>();

  constructor(language: Language, config: ConfigSource) {
    super(language, config, ['roundScores'], false);
    // The window follows the screen: scrolling near its edge asks VS Code for the lenses again.
    this._register(
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => {
        const document = e.textEditor.document;
        const window = this.windows.get(document.uri.toString());
        if (window && lensWindowStale(window, visibleLines(document), document.lineCount)) this.changed.fire();
      }),
    );
    this._register(language.onDidForget((uri) => this.windows.delete(uri)));
  }

  /** Where the lenses go; their labels are made in `resolveCodeLens`, which VS Code calls for the ones on screen. */
  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    // None unless the roundScores setting says codeLens; found once per analysis.
    const lines = this.language.getCodeLensLines(editorDocument(document));
    const key = document.uri.toString();
    if (lines.length === 0) {
      this.windows.delete(key);
      return [];
    }
    const window = lensWindow(visibleLines(document), document.lineCount);
    if (window) this.windows.set(key, window);
    else this.windows.delete(key);
    return lines
      .filter((line) => !window || (line >= window.from && line <= window.to))
      .map((line) => new RoundScoreLens(new vscode.Range(line, 0, line, 0), document));
  }

  resolveCodeLens(lens: vscode.CodeLens): vscode.CodeLens {
    if (!(lens instanceof RoundScoreLens)) return lens;
    const l = this.language.resolveCodeLens(editorDocument(lens.document), lens.range.start.line);
    // An empty command id makes the lens a label: the numbers are the point, there is nothing to run.
    lens.command = { title: l?.title ?? '', tooltip: l?.tooltip, command: '' };
    return lens;
  }
}

export class ScoreInlayHintsProvider extends RefreshingDisplay implements vscode.InlayHintsProvider {
  readonly onDidChangeInlayHints = this.changed.event;

  constructor(language: Language, config: ConfigSource) {
    super(language, config, ['roundScores', 'derivedValueHints'], true);
  }

  /** Of the latest analysis (one version behind while the debounce runs): a new one refreshes them. */
  provideInlayHints(document: vscode.TextDocument, range: vscode.Range): vscode.InlayHint[] {
    return this.language.getInlayHints(editorDocument(document), fromRange(range)).map((h) => {
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
