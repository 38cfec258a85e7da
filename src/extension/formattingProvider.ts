// "Format Document" / "Format Selection" for .score files: the language service's per-line edits as VS Code edits.

import * as vscode from 'vscode';
import { editorDocument, fromRange, toRange } from './documents';
import type { ExtensionLanguageService } from './languageService';

type Formatter = Pick<ExtensionLanguageService, 'getFormattingEdits'>;

export function formattingEdits(
  language: Formatter,
  document: vscode.TextDocument,
  range?: vscode.Range,
): vscode.TextEdit[] {
  return language
    .getFormattingEdits(editorDocument(document), range && fromRange(range))
    .map((e) => vscode.TextEdit.replace(toRange(e.range), e.newText));
}

export class ScoreFormattingProvider
  implements vscode.DocumentFormattingEditProvider, vscode.DocumentRangeFormattingEditProvider
{
  constructor(private readonly language: Formatter) {}

  provideDocumentFormattingEdits(document: vscode.TextDocument): vscode.TextEdit[] {
    return formattingEdits(this.language, document);
  }

  provideDocumentRangeFormattingEdits(document: vscode.TextDocument, range: vscode.Range): vscode.TextEdit[] {
    return formattingEdits(this.language, document, range);
  }
}
