// One entry point for every front end: text in, parsed document + rules + scored rounds + problems out.

import type { GameKind, ScoreDocument } from '../format/ast';
import { extractScoreBlocks, parseScore } from '../format/parse';
import type { Problem } from '../format/types';
import { scoreBelote } from './belote';
import { scoreDoppelkopf } from './doppelkopf';
import type { EngineOutput } from './engine';
import { byPosition, emptySettlement, parserProblemsByRound, ScoreAnalyzer } from './documentAnalyzer';
import type { Analysis, Settlement } from './model';
import { resolveRules, type ResolvedRules } from './rules';

export interface DocumentAnalysis extends Analysis {
  document: ScoreDocument;
  rules?: ResolvedRules;
  /** Zero-based line where this document starts (0 for a .score file; the block's first line in Markdown). */
  firstLine: number;
}

const ENGINES: Record<
  GameKind,
  (doc: ScoreDocument, rules: ResolvedRules, roundProblems: readonly (readonly Problem[])[]) => EngineOutput
> = {
  doppelkopf: scoreDoppelkopf,
  belote: scoreBelote,
  coinche: scoreBelote,
};

/** Parse and score one `.score` document. Never throws: an engine failure becomes an `internal-error` problem. */
export function analyzeScore(text: string, firstLine = 0): DocumentAnalysis {
  const document = parseScore(text, firstLine);
  const problems: Problem[] = [...document.problems];
  const game = document.header.game?.kind;
  const base = { document, firstLine, game, rounds: [], totals: {} };
  if (!game) {
    return { ...base, problems, settlement: emptySettlement('doppelkopf', document) };
  }
  const { rules, problems: ruleProblems } = resolveRules(document.header, game);
  problems.push(...ruleProblems);
  try {
    const out = ENGINES[game](document, rules, parserProblemsByRound(document));
    problems.push(...out.problems);
    problems.sort(byPosition);
    return { ...base, rules, rounds: out.rounds, totals: out.totals, problems, settlement: out.settlement };
  } catch (err) {
    const at = document.header.game?.range ?? {
      start: { line: firstLine, character: 0 },
      end: { line: firstLine, character: 0 },
    };
    problems.push({
      code: 'internal-error',
      severity: 'error',
      range: at,
      message: `Scoresheet could not score this file (${err instanceof Error ? err.message : String(err)}). Please report it with the file.`,
    });
    problems.sort(byPosition);
    return { ...base, rules, problems, settlement: emptySettlement(game, document) };
  }
}

export function analyzeMarkdown(text: string): DocumentAnalysis[] {
  return extractScoreBlocks(text).map((b) => analyzeScore(b.text, b.firstLine));
}

export function isMarkdownFile(fileName: string): boolean {
  return /\.(md|markdown)$/i.test(fileName);
}

/** `.md`/`.markdown` files: every ```score block; anything else: the whole text. */
export function analyzeFileText(fileName: string, text: string): DocumentAnalysis[] {
  return isMarkdownFile(fileName) ? analyzeMarkdown(text) : [analyzeScore(text)];
}

export type { GameKind, Problem, Settlement };

/**
 * One open document's analyser: hand it every new text of the document; it may reuse what it
 * computed for the previous text (the rounds an edit did not touch). Same results as analyzeFileText
 * (test/engine/incremental.test.ts holds it to that). An analysis it returns is valid until its next call: the
 * rounds of the next text may update results in place (their running totals), so keep only the newest.
 */
export interface DocumentAnalyzer {
  analyze(text: string): DocumentAnalysis[];
}

export function createAnalyzer(kind: 'score' | 'markdown'): DocumentAnalyzer {
  if (kind === 'score') {
    const analyzer = new ScoreAnalyzer();
    return { analyze: (text) => [analyzer.analyze(text)] };
  }
  // Markdown: one analyser per ```score block, kept while the block starts on the same line.
  let blocks: { firstLine: number; analyzer: ScoreAnalyzer }[] = [];
  return {
    analyze: (text) => {
      const found = extractScoreBlocks(text);
      blocks = found.map((b, i) =>
        blocks[i]?.firstLine === b.firstLine
          ? blocks[i]
          : { firstLine: b.firstLine, analyzer: new ScoreAnalyzer(b.firstLine) },
      );
      return found.map((b, i) => blocks[i].analyzer.analyze(b.text));
    },
  };
}
