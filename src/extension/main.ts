// Extension entry point: wires the one analysis cache to every editor feature; all logic lives in the modules it calls.

import * as vscode from 'vscode';
import { ScoreCodeActionProvider } from './codeActions';
import { ScoreCompletionProvider } from './completion';
import { DiagnosticsController } from './diagnostics';
import { AnalysisCache } from './documentAnalysis';
import { MARKDOWN_LANGUAGE, SCORE_LANGUAGE } from './lookup';
import { ScoreFormattingProvider } from './formatting';
import { ScoreHoverProvider } from './hover';
import { setTranslator } from './l10n';
import { ScoreDocumentSymbolProvider, ScoreFoldingRangeProvider } from './outline';
import { RoundScoresCodeLensProvider, ScoreInlayHintsProvider } from './roundScores';
import { registerSettlementView } from './settlement';
import { ScoreStatusBar } from './statusBar';

const SCORE: vscode.DocumentSelector = { language: SCORE_LANGUAGE };
/** Features that also work inside ```score blocks of Markdown files. */
const SCORE_AND_MARKDOWN: vscode.DocumentSelector = [{ language: SCORE_LANGUAGE }, { language: MARKDOWN_LANGUAGE }];

export function activate(context: vscode.ExtensionContext): void {
  try {
    activateFeatures(context);
  } catch (err) {
    // Activation errors are otherwise only in the extension host log; say it where the user looks.
    const message = err instanceof Error ? err.message : String(err);
    void vscode.window.showErrorMessage(vscode.l10n.t('Scoresheet failed to start: {0}', message));
    throw err;
  }
}

function activateFeatures(context: vscode.ExtensionContext): void {
  setTranslator(vscode.l10n.t);
  const log = vscode.window.createOutputChannel('Scoresheet', { log: true });
  const cache = new AnalysisCache((err, document) =>
    log.error(`Analysing ${document.uri.toString()} failed:`, err instanceof Error ? err : String(err)),
  );
  const getAnalysis = cache.get;
  const docsFile = vscode.Uri.joinPath(context.extensionUri, 'docs', 'diagnostics.md');

  const statusBar = new ScoreStatusBar(getAnalysis);
  const diagnostics = new DiagnosticsController(
    cache,
    vscode.languages.createDiagnosticCollection('scoresheet'),
    docsFile,
    (d) => {
      if (d === vscode.window.activeTextEditor?.document) statusBar.update();
    },
  );
  const lenses = new RoundScoresCodeLensProvider(getAnalysis);
  const hints = new ScoreInlayHintsProvider(getAnalysis);
  const formatter = new ScoreFormattingProvider();

  context.subscriptions.push(
    log,
    cache,
    diagnostics,
    statusBar,
    lenses,
    hints,
    vscode.languages.registerCodeActionsProvider(
      SCORE_AND_MARKDOWN,
      new ScoreCodeActionProvider(getAnalysis),
      ScoreCodeActionProvider.metadata,
    ),
    vscode.languages.registerHoverProvider(SCORE_AND_MARKDOWN, new ScoreHoverProvider(getAnalysis)),
    vscode.languages.registerCodeLensProvider(SCORE_AND_MARKDOWN, lenses),
    vscode.languages.registerInlayHintsProvider(SCORE_AND_MARKDOWN, hints),
    vscode.languages.registerCompletionItemProvider(
      SCORE_AND_MARKDOWN,
      new ScoreCompletionProvider(getAnalysis),
      ...ScoreCompletionProvider.triggerCharacters,
    ),
    // Markdown has its own outline and folding; ours would mix round symbols into the headings.
    vscode.languages.registerDocumentSymbolProvider(SCORE, new ScoreDocumentSymbolProvider(getAnalysis), {
      label: 'Scoresheet',
    }),
    vscode.languages.registerFoldingRangeProvider(SCORE, new ScoreFoldingRangeProvider(getAnalysis)),
    vscode.languages.registerDocumentFormattingEditProvider(SCORE, formatter),
    vscode.languages.registerDocumentRangeFormattingEditProvider(SCORE, formatter),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('scoresheet.roundScores') || e.affectsConfiguration('scoresheet.inlayHints')) {
        lenses.refresh();
        hints.refresh();
      }
    }),
  );
  // The settlement view (open, to the side, lock) and its copy-as-Markdown / export-CSV commands, which know the focused panel.
  // Markdown files: the view picks the ```score block under the cursor and follows it (onDidChangeTextEditorSelection).
  registerSettlementView(context, getAnalysis);
}

export function deactivate(): void {
  // Everything is in context.subscriptions.
}
