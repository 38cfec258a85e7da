// Hover for VS Code: the language layer's working for a round or a trick, as a Markdown hover.

import * as vscode from 'vscode';
import { hoverAt } from '../language/hover';
import type { AnalysisService } from './analysisService';
import { displayLang } from './displayLanguage';
import { toRange } from './documents';

export class ScoreHoverProvider implements vscode.HoverProvider {
  constructor(private readonly analyses: Pick<AnalysisService, 'current'>) {}

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const hover = hoverAt(this.analyses.current(document), position.line, displayLang(), vscode.l10n.t);
    if (!hover) return undefined;
    const md = new vscode.MarkdownString(hover.markdown);
    md.supportHtml = false;
    return new vscode.Hover(md, toRange(hover.range));
  }
}
