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
};

function toSymbol(s: DocumentSymbol): vscode.DocumentSymbol {
  const symbol = new vscode.DocumentSymbol(s.name, s.detail, KIND[s.kind], toRange(s.range), toRange(s.selectionRange));
  symbol.children = s.children.map(toSymbol);
  return symbol;
}

type Analyses = Pick<AnalysisService, 'current' | 'derived'>;

// Outline, breadcrumbs and sticky scroll each ask after an edit: the answer is made once per version.
export class ScoreDocumentSymbolProvider implements vscode.DocumentSymbolProvider {
  constructor(private readonly analyses: Analyses) {}

  provideDocumentSymbols(document: vscode.TextDocument): vscode.DocumentSymbol[] {
    const lang = displayLang();
    const analyses = this.analyses.current(document);
    return this.analyses.derived(analyses, `symbols:${lang}`, () =>
      analyses.flatMap((a) => documentSymbols(a, lang)).map(toSymbol),
    );
  }
}

export class ScoreFoldingRangeProvider implements vscode.FoldingRangeProvider {
  constructor(private readonly analyses: Analyses) {}

  provideFoldingRanges(document: vscode.TextDocument): vscode.FoldingRange[] {
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
  }
}
