// "Format Document" / "Format Selection" for .score files: per-line edits from the pure formatter.

import * as vscode from 'vscode';
import { formatLines } from './format/formatText';

export function formattingEdits(document: vscode.TextDocument, range?: vscode.Range): vscode.TextEdit[] {
  const lines: string[] = [];
  for (let i = 0; i < document.lineCount; i++) lines.push(document.lineAt(i).text);
  // Indentation depends on the lines above (inside a round or not), so always format the whole text and keep the edits in range.
  const formatted = formatLines(lines);
  const edits: vscode.TextEdit[] = [];
  const first = range ? range.start.line : 0;
  const last = range ? range.end.line : lines.length - 1;
  for (let i = first; i <= last && i < lines.length; i++) {
    if (formatted[i] !== lines[i]) edits.push(vscode.TextEdit.replace(document.lineAt(i).range, formatted[i]));
  }
  return edits;
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
