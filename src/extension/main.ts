// Extension entry point: one language service (src/language/service.ts, with VS Code as its host), fed the workspace's
// documents by the analysis service, and one settings object, wired to every editor feature; the logic lives in
// src/language (pure) and the thin providers here.

import * as vscode from 'vscode';
import { MARKDOWN_LANGUAGE, SCORE_LANGUAGE } from '../language/navigation';
import { AnalysisService } from './analysisService';
import { createExtensionLanguageService } from './languageService';
import { ScoreCodeActionProvider } from './codeActionProvider';
import { ScoreCompletionProvider } from './completionProvider';
import { DiagnosticsController } from './diagnostics';
import { ScoreFormattingProvider } from './formattingProvider';
import { ScoreHoverProvider } from './hoverProvider';
import { extendMarkdownIt } from './markdownPreview';
import { ScoreDocumentSymbolProvider, ScoreFoldingRangeProvider } from './outlineProviders';
import { RoundScoresCodeLensProvider, ScoreInlayHintsProvider } from './roundScoresProviders';
import { Config } from './settings';
import { registerNewSheet } from './newSheet';
import { registerImportHistory } from './importHistory';
import { registerSettlementView } from './settlement';
import { ScoreStatusBar } from './statusBar';

const SCORE: vscode.DocumentSelector = { language: SCORE_LANGUAGE };
/** Features that also work inside ```score blocks of Markdown files. */
const SCORE_AND_MARKDOWN: vscode.DocumentSelector = [{ language: SCORE_LANGUAGE }, { language: MARKDOWN_LANGUAGE }];

/** What the extension gives VS Code's built-in Markdown preview (`markdown.markdownItPlugins`). */
export interface ScoresheetApi {
  extendMarkdownIt: typeof extendMarkdownIt;
}

export function activate(context: vscode.ExtensionContext): ScoresheetApi {
  try {
    activateFeatures(context);
    return { extendMarkdownIt };
  } catch (err) {
    // Activation errors are otherwise only in the extension host log; say it where the user looks.
    const message = err instanceof Error ? err.message : String(err);
    void vscode.window.showErrorMessage(vscode.l10n.t('Scoresheet failed to start: {0}', message));
    throw err;
  }
}

function activateFeatures(context: vscode.ExtensionContext): void {
  const docsFile = vscode.Uri.joinPath(context.extensionUri, 'docs', 'diagnostics.md');
  const log = vscode.window.createOutputChannel('Scoresheet', { log: true });
  const config = new Config();
  const language = createExtensionLanguageService({
    log: { error: (message, err) => log.error(message, err instanceof Error ? err : String(err)) },
  });
  const analyses = new AnalysisService({ language });
  const lenses = new RoundScoresCodeLensProvider(language, config);
  const hints = new ScoreInlayHintsProvider(language, config);
  const formatter = new ScoreFormattingProvider(language);

  context.subscriptions.push(
    log,
    config,
    analyses,
    new DiagnosticsController(analyses, config, vscode.languages.createDiagnosticCollection('scoresheet'), docsFile),
    new ScoreStatusBar(analyses, config),
    lenses,
    hints,
    vscode.languages.registerCodeActionsProvider(
      SCORE_AND_MARKDOWN,
      new ScoreCodeActionProvider(language),
      ScoreCodeActionProvider.metadata,
    ),
    vscode.languages.registerHoverProvider(SCORE_AND_MARKDOWN, new ScoreHoverProvider(language)),
    vscode.languages.registerCodeLensProvider(SCORE_AND_MARKDOWN, lenses),
    vscode.languages.registerInlayHintsProvider(SCORE_AND_MARKDOWN, hints),
    vscode.languages.registerCompletionItemProvider(
      SCORE_AND_MARKDOWN,
      new ScoreCompletionProvider(language),
      ...ScoreCompletionProvider.triggerCharacters,
    ),
    // Markdown has its own outline and folding; ours would mix round symbols into the headings.
    vscode.languages.registerDocumentSymbolProvider(SCORE, new ScoreDocumentSymbolProvider(language), {
      label: 'Scoresheet',
    }),
    vscode.languages.registerFoldingRangeProvider(SCORE, new ScoreFoldingRangeProvider(language)),
    vscode.languages.registerDocumentFormattingEditProvider(SCORE, formatter),
    vscode.languages.registerDocumentRangeFormattingEditProvider(SCORE, formatter),
  );
  // The settlement view (open, to the side, lock) and its copy-as-Markdown / export-CSV commands. In Markdown files
  // the view shows the ```score block under the cursor and follows it.
  registerSettlementView(context, analyses);
  registerNewSheet(context);
  registerImportHistory(context);
}

export function deactivate(): void {
  // Everything is in context.subscriptions.
}
