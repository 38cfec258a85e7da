// Which VS Code documents Scoresheet reads, and the conversions between the engine's plain ranges and VS Code's.

import * as vscode from 'vscode';
import { MARKDOWN_LANGUAGE, SCORE_LANGUAGE } from '../language/navigation';
import type { Position as EnginePosition, Range as EngineRange } from '../language/ranges';
import type { ScoreTextDocument } from '../language/service';

/** The part of vscode.TextDocument the analysis service reads (tests pass a stub). */
export type AnalysedDocument = Pick<vscode.TextDocument, 'uri' | 'version' | 'languageId' | 'getText'>;

/** A VS Code document as the language service reads it (uri a string, plain ranges), and the document itself. */
export interface EditorDocument extends ScoreTextDocument {
  readonly source: AnalysedDocument;
}

/** The language service's view of a document: live (its version and text are the document's at each read). */
export function editorDocument(document: AnalysedDocument): EditorDocument {
  return {
    uri: document.uri.toString(),
    get version() {
      return document.version;
    },
    get languageId() {
      return document.languageId;
    },
    getText: (range) => (range ? document.getText(toRange(range)) : document.getText()),
    source: document,
  };
}

/** Documents the extension reads: `.score` files and Markdown files (their ```score blocks). */
export function isScoreDocument(document: Pick<vscode.TextDocument, 'languageId'>): boolean {
  return document.languageId === SCORE_LANGUAGE;
}

/** Diff and SCM views open the same text under other schemes; validating those would duplicate every problem. */
const MIRROR_SCHEMES = new Set(['git', 'output', 'vscode-scm', 'gitlens']);

export function isAnalysable(document: Pick<vscode.TextDocument, 'languageId' | 'uri'>): boolean {
  if (MIRROR_SCHEMES.has(document.uri.scheme)) return false;
  return document.languageId === SCORE_LANGUAGE || document.languageId === MARKDOWN_LANGUAGE;
}

/** Engine ranges are already in file coordinates (the parser is given a Markdown block's first line). */
export function toRange(r: EngineRange): vscode.Range {
  return new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
}

export function toPosition(p: EnginePosition): vscode.Position {
  return new vscode.Position(p.line, p.character);
}

export function fromRange(r: vscode.Range): EngineRange {
  return {
    start: { line: r.start.line, character: r.start.character },
    end: { line: r.end.line, character: r.end.character },
  };
}
