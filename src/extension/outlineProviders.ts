// Outline and folding for VS Code: the language layer's symbols and folding ranges per analysis.

import * as vscode from 'vscode';
import { documentSymbols, foldingRanges, type DocumentSymbol, type SymbolKind } from '../language/outline';
import type { AnalysisService } from './analysisService';
import { displayLang } from './displayLanguage';
import { toRange } from './documents';

const KIND: Record<SymbolKind, vscode.SymbolKind> = {
  header: vscode.SymbolKind.Namespace,
  players: vscode.SymbolKind.Array,
  setting: vscode.SymbolKind.Property,
  round: vscode.SymbolKind.Event,
  rounds: vscode.SymbolKind.Event,
};

function toSymbol(s: DocumentSymbol): vscode.DocumentSymbol {
  const symbol = new vscode.DocumentSymbol(s.name, s.detail, KIND[s.kind], toRange(s.range), toRange(s.selectionRange));
  symbol.children = s.children.map(toSymbol);
  return symbol;
}

type Analyses = Pick<AnalysisService, 'current' | 'derived' | 'afterTyping'>;

/**
 * From this many lines on (where the code-lens window starts too), the outline and the folding ranges are answered
 * once typing pauses (PAUSE_MS), well after the diagnostics. For a 10,000-round sheet each answer is 10,000 entries
 * (2.8 MB of symbols) that the host serialises and the window decodes and rebuilds its outline tree from, hundreds of
 * ms each: answered after every keystroke, they queued ahead of the diagnostics and the Problems entry came 1.5–2.7 s
 * after the last keystroke (issue 12).
 */
export const QUIET_OUTLINE_LINES = 4000;

/** `answer()` at once, or for a long document being typed in, once typing pauses (undefined if VS Code cancelled). */
function afterTyping<T>(
  analyses: Analyses,
  document: vscode.TextDocument,
  token: vscode.CancellationToken | undefined,
  answer: () => T,
): T | Promise<T | undefined> {
  const typing = document.lineCount >= QUIET_OUTLINE_LINES ? analyses.afterTyping(document, token) : undefined;
  return typing ? typing.then(() => (token?.isCancellationRequested ? undefined : answer())) : answer();
}

// Outline, breadcrumbs and sticky scroll each ask after an edit: the answer is made once per version.
export class ScoreDocumentSymbolProvider implements vscode.DocumentSymbolProvider {
  constructor(private readonly analyses: Analyses) {}

  provideDocumentSymbols(
    document: vscode.TextDocument,
    token?: vscode.CancellationToken,
  ): vscode.DocumentSymbol[] | Promise<vscode.DocumentSymbol[] | undefined> {
    return afterTyping(this.analyses, document, token, () => {
      const lang = displayLang();
      const analyses = this.analyses.current(document);
      return this.analyses.derived(analyses, `symbols:${lang}`, () =>
        analyses.flatMap((a) => documentSymbols(a, lang, vscode.l10n.t)).map(toSymbol),
      );
    });
  }
}

export class ScoreFoldingRangeProvider implements vscode.FoldingRangeProvider {
  constructor(private readonly analyses: Analyses) {}

  provideFoldingRanges(
    document: vscode.TextDocument,
    _context?: vscode.FoldingContext,
    token?: vscode.CancellationToken,
  ): vscode.FoldingRange[] | Promise<vscode.FoldingRange[] | undefined> {
    return afterTyping(this.analyses, document, token, () => {
      const analyses = this.analyses.current(document);
      return this.analyses.derived(analyses, 'folding', () =>
        analyses
          .flatMap(foldingRanges)
          .map((f) =>
            f.region
              ? new vscode.FoldingRange(f.startLine, f.endLine, vscode.FoldingRangeKind.Region)
              : new vscode.FoldingRange(f.startLine, f.endLine),
          ),
      );
    });
  }
}
