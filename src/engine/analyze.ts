// One entry point for every front end: text in, parsed document + rules + scored rounds + problems out.

import type { GameKind, ScoreDocument } from '../format/ast';
import { extractScoreBlocks, parseScore } from '../format/parse';
import type { Problem } from '../format/types';
import type { Analysis, Settlement } from './model';
import type { ResolvedRules } from './rules';

export interface DocumentAnalysis extends Analysis {
  document: ScoreDocument;
  rules?: ResolvedRules;
  /** Zero-based line where this document starts (0 for a .score file; the block's first line in Markdown). */
  firstLine: number;
}

export function analyzeScore(text: string, firstLine = 0): DocumentAnalysis {
  throw new Error(`not wired yet ${text.length} ${firstLine}`);
}

export function analyzeMarkdown(text: string): DocumentAnalysis[] {
  return extractScoreBlocks(text).map((b) => analyzeScore(b.text, b.firstLine));
}

/** `.md`/`.markdown` files: every ```score block; anything else: the whole text. */
export function analyzeFileText(fileName: string, text: string): DocumentAnalysis[] {
  return /\.(md|markdown)$/i.test(fileName) ? analyzeMarkdown(text) : [analyzeScore(text)];
}

export type { GameKind, Problem, Settlement };
