// Hover for VS Code: the language service's working for a round or a trick, as a Markdown hover.

import * as vscode from 'vscode';
import { editorDocument, toRange } from './documents';
import type { ExtensionLanguageService } from './languageService';

export class ScoreHoverProvider implements vscode.HoverProvider {
  constructor(private readonly language: Pick<ExtensionLanguageService, 'getHover'>) {}

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const at = { line: position.line, character: position.character };
    const hover = this.language.getHover(editorDocument(document), at);
    if (!hover) return undefined;
    const md = new vscode.MarkdownString(hover.markdown);
    md.supportHtml = false;
    return new vscode.Hover(md, toRange(hover.range));
  }
}
