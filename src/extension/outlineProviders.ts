// Outline and folding for VS Code: the language service's symbols and folding ranges, mapped once per analysis.

import * as vscode from 'vscode';
import type { DocumentSymbol, SymbolKind } from '../language/outline';
import { editorDocument, toRange } from './documents';
import type { ExtensionLanguageService } from './languageService';

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

type Language = Pick<ExtensionLanguageService, 'derived' | 'afterTyping' | 'getDocumentSymbols' | 'getFoldingRanges'>;

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
  language: Language,
  document: vscode.TextDocument,
  token: vscode.CancellationToken | undefined,
  answer: () => T,
): T | Promise<T | undefined> {
  const typing =
    document.lineCount >= QUIET_OUTLINE_LINES ? language.afterTyping(editorDocument(document), token) : undefined;
  return typing ? typing.then(() => (token?.isCancellationRequested ? undefined : answer())) : answer();
}

// Outline, breadcrumbs and sticky scroll each ask after an edit: the answer is made once per version (the service
// gives the same symbols for an analysis; their VS Code form is kept with them).
export class ScoreDocumentSymbolProvider implements vscode.DocumentSymbolProvider {
  constructor(private readonly language: Language) {}

  provideDocumentSymbols(
    document: vscode.TextDocument,
    token?: vscode.CancellationToken,
  ): vscode.DocumentSymbol[] | Promise<vscode.DocumentSymbol[] | undefined> {
    return afterTyping(this.language, document, token, () => {
      const symbols = this.language.getDocumentSymbols(editorDocument(document));
      return this.language.derived(symbols, 'vscode', () => symbols.map(toSymbol));
    });
  }
}

export class ScoreFoldingRangeProvider implements vscode.FoldingRangeProvider {
  constructor(private readonly language: Language) {}

  provideFoldingRanges(
    document: vscode.TextDocument,
    _context?: vscode.FoldingContext,
    token?: vscode.CancellationToken,
  ): vscode.FoldingRange[] | Promise<vscode.FoldingRange[] | undefined> {
    return afterTyping(this.language, document, token, () => {
      const ranges = this.language.getFoldingRanges(editorDocument(document));
      return this.language.derived(ranges, 'vscode', () =>
        ranges.map((f) =>
          f.region
            ? new vscode.FoldingRange(f.startLine, f.endLine, vscode.FoldingRangeKind.Region)
            : new vscode.FoldingRange(f.startLine, f.endLine),
        ),
      );
    });
  }
}
