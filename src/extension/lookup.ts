// Finding things in a file's analyses (which block, which round, which result) and converting engine ranges.
// Imports the engine's types only, so providers can be tested with hand-made analyses.

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../engine/analyze';
import type { Round } from '../format/ast';
import type { Range as EngineRange } from '../format/types';

export type { DocumentAnalysis };

/** The part of vscode.TextDocument the cache needs (tests pass a stub). */
export type AnalysedDocument = Pick<vscode.TextDocument, 'uri' | 'version' | 'languageId' | 'getText'>;

export type GetAnalysis = (document: AnalysedDocument) => DocumentAnalysis[];

export const SCORE_LANGUAGE = 'score';
export const MARKDOWN_LANGUAGE = 'markdown';

/** Documents the extension reads: `.score` files and Markdown files (their ```score blocks). */
export function isScoreDocument(document: Pick<vscode.TextDocument, 'languageId'>): boolean {
  return document.languageId === SCORE_LANGUAGE;
}

export function isAnalysable(document: Pick<vscode.TextDocument, 'languageId' | 'uri'>): boolean {
  // Diff and SCM views open the same text under other schemes; validating those would duplicate every problem.
  if (['git', 'output', 'vscode-scm', 'gitlens'].includes(document.uri.scheme)) return false;
  return document.languageId === SCORE_LANGUAGE || document.languageId === MARKDOWN_LANGUAGE;
}

/** Lines [first, last] the analysis covers in its file (a whole .score file, or one Markdown block). */
export function linesOf(a: DocumentAnalysis): { first: number; last: number } {
  return { first: a.firstLine, last: a.firstLine + Math.max(0, a.document.lineCount - 1) };
}

/** The analysis (the .score file, or the Markdown block) that covers a line. */
export function analysisAtLine(analyses: DocumentAnalysis[], line: number): DocumentAnalysis | undefined {
  return analyses.find((a) => {
    const { first, last } = linesOf(a);
    return line >= first && line <= last;
  });
}

/** The round whose block (from its `round` line to its last line) contains a line. */
export function roundAtLine(a: DocumentAnalysis, line: number): Round | undefined {
  const rounds = a.document.rounds;
  for (let i = rounds.length - 1; i >= 0; i--) {
    const r = rounds[i];
    if (r.headerRange.start.line <= line)
      return line <= Math.max(r.range.end.line, r.headerRange.end.line) ? r : undefined;
  }
  return undefined;
}

export function resultOf(a: DocumentAnalysis, round: Round) {
  return a.rounds.find((r) => r.index === round.index);
}

/** Engine ranges are already in file coordinates (the parser is given the block's first line). */
export function toRange(r: EngineRange): vscode.Range {
  return new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
}

export function fromRange(r: vscode.Range): EngineRange {
  return {
    start: { line: r.start.line, character: r.start.character },
    end: { line: r.end.line, character: r.end.character },
  };
}

/** The one analysis a single-document feature (settlement, status) shows: the Markdown block under the cursor, else the first with a game. */
export function primaryAnalysis(analyses: DocumentAnalysis[], cursorLine?: number): DocumentAnalysis | undefined {
  const atCursor = cursorLine !== undefined ? analysisAtLine(analyses, cursorLine) : undefined;
  return (atCursor?.game ? atCursor : undefined) ?? analyses.find((a) => a.game) ?? analyses[0];
}
