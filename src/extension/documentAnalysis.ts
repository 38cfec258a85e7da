// The one parse+score cache every provider reads: analyses per (uri, version), so typing once costs one parse.

import type * as vscode from 'vscode';
import { analyzeMarkdown, analyzeScore, type DocumentAnalysis } from '../engine/analyze';
import { MARKDOWN_LANGUAGE, type AnalysedDocument, type GetAnalysis } from './lookup';

export type { AnalysedDocument, DocumentAnalysis, GetAnalysis };

/** By language, not file name: an untitled or virtual document has no useful extension. */
function analyzeText(text: string, languageId: string): DocumentAnalysis[] {
  return languageId === MARKDOWN_LANGUAGE ? analyzeMarkdown(text) : [analyzeScore(text)];
}

interface Entry {
  version: number;
  languageId: string;
  analyses: DocumentAnalysis[];
}

export class AnalysisCache implements vscode.Disposable {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly onError: (err: unknown, document: AnalysedDocument) => void = () => undefined,
    private readonly analyze: (text: string, languageId: string) => DocumentAnalysis[] = analyzeText,
  ) {}

  readonly get: GetAnalysis = (document) => {
    const key = document.uri.toString();
    const hit = this.entries.get(key);
    if (hit && hit.version === document.version && hit.languageId === document.languageId) return hit.analyses;
    let analyses: DocumentAnalysis[] = [];
    try {
      analyses = this.analyze(document.getText(), document.languageId);
    } catch (err) {
      // analyzeScore never throws by contract; if it does, every provider degrades to "nothing to show".
      this.onError(err, document);
    }
    this.entries.set(key, { version: document.version, languageId: document.languageId, analyses });
    return analyses;
  };

  forget(uri: vscode.Uri): void {
    this.entries.delete(uri.toString());
  }

  dispose(): void {
    this.entries.clear();
  }
}
