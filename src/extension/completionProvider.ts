// Completion for VS Code: the language service's suggestions and snippets at the cursor as CompletionItems.

import * as vscode from 'vscode';
import type { SuggestionKind } from '../language/completions';
import { editorDocument } from './documents';
import type { ExtensionLanguageService } from './languageService';

const KIND: Record<SuggestionKind, vscode.CompletionItemKind> = {
  directive: vscode.CompletionItemKind.Keyword,
  value: vscode.CompletionItemKind.EnumMember,
  name: vscode.CompletionItemKind.Variable,
  setting: vscode.CompletionItemKind.Property,
  card: vscode.CompletionItemKind.Constant,
  number: vscode.CompletionItemKind.Value,
};

export class ScoreCompletionProvider implements vscode.CompletionItemProvider {
  static readonly triggerCharacters = [' '];

  constructor(private readonly language: Pick<ExtensionLanguageService, 'getCompletions'>) {}

  provideCompletionItems(document: vscode.TextDocument, position: vscode.Position): vscode.CompletionItem[] {
    const at = { line: position.line, character: position.character };
    const { suggestions, snippets } = this.language.getCompletions(editorDocument(document), at);
    const items = suggestions.map((s, i) => {
      const item = new vscode.CompletionItem(s.label, KIND[s.kind]);
      if (s.detail) item.detail = s.detail;
      if (s.insertText) item.insertText = s.insertText;
      if (s.filterText) item.filterText = s.filterText;
      if (s.preselect) item.preselect = true;
      // Keep the order the rules reference uses (seating order, the game's directive order), not alphabetical.
      item.sortText = String(i).padStart(4, '0');
      return item;
    });
    // The snippets after the directives, one item per prefix as a contributed snippet would show them.
    for (const s of snippets)
      for (const label of s.prefixes) {
        const item = new vscode.CompletionItem(label, vscode.CompletionItemKind.Snippet);
        item.insertText = new vscode.SnippetString(s.body);
        item.detail = s.description;
        item.sortText = `z${String(items.length).padStart(4, '0')}`;
        items.push(item);
      }
    return items;
  }
}
