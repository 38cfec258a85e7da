// The Add round form's host side: the live preview, and writing the round into the sheet with one WorkspaceEdit.

import * as vscode from 'vscode';
import { previewRoundEntry, type RoundInput, type RoundPreview } from '../../language/roundEntry';
import { displayLang } from '../displayLanguage';

/** The line of the cursor in an editor showing the document (the round under it is where the new one follows). */
function cursorLine(doc: vscode.TextDocument): number | undefined {
  const key = doc.uri.toString();
  const editor =
    vscode.window.activeTextEditor?.document.uri.toString() === key
      ? vscode.window.activeTextEditor
      : vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === key);
  return editor?.selection.active.line;
}

function plan(doc: vscode.TextDocument, block: number, input: RoundInput) {
  // A Markdown file's blocks are analysed from its whole text, so normalise line ends the way the parser reads them.
  // The preview speaks the view's language (its summary and problems are rendered from the engine's message data).
  const text = doc.getText().replace(/\r\n/g, '\n');
  return previewRoundEntry(doc.fileName, text, block, input, cursorLine(doc), displayLang());
}

export function previewRound(doc: vscode.TextDocument, block: number, input: RoundInput): RoundPreview | undefined {
  return plan(doc, block, input)?.preview;
}

/** Insert the round; the file stays the one source of truth (the edit is undone like any other). */
export async function addRound(doc: vscode.TextDocument, block: number, input: RoundInput): Promise<number> {
  const planned = plan(doc, block, input);
  if (!planned) throw new Error(vscode.l10n.t('This file has no score sheet to add a round to.'));
  const { line, character, text } = planned.insertion;
  const eol = doc.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
  const edit = new vscode.WorkspaceEdit();
  edit.insert(doc.uri, new vscode.Position(line, character), text.replace(/\n/g, eol));
  if (!(await vscode.workspace.applyEdit(edit))) throw new Error(vscode.l10n.t('The round could not be added.'));
  return planned.insertion.index;
}
