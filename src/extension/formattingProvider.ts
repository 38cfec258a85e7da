// "Format Document" / "Format Selection" for .score files: the language layer's per-line edits as VS Code edits.

import * as vscode from 'vscode';
import { formatDocument } from '../language/formatter';
import { toRange } from './documents';

export function formattingEdits(document: vscode.TextDocument, range?: vscode.Range): vscode.TextEdit[] {
  const lines = range ? { first: range.start.line, last: range.end.line } : undefined;
  return formatDocument(document.getText(), lines).map((e) => vscode.TextEdit.replace(toRange(e.range), e.newText));
}

export class ScoreFormattingProvider
  implements vscode.DocumentFormattingEditProvider, vscode.DocumentRangeFormattingEditProvider
{
  provideDocumentFormattingEdits(document: vscode.TextDocument): vscode.TextEdit[] {
    return formattingEdits(document);
  }

  provideDocumentRangeFormattingEdits(document: vscode.TextDocument, range: vscode.Range): vscode.TextEdit[] {
    return formattingEdits(document, range);
  }
}
