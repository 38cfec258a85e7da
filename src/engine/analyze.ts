// One entry point for every front end: text in, parsed document + rules + scored rounds + problems out.

import type { GameKind, ScoreDocument } from '../format/ast';
import { extractScoreBlocks, parseScore } from '../format/parse';
import type { Problem } from '../format/types';
import { msg } from '../messages';
import { scoreBelote } from './belote';
import { scoreDoppelkopf } from './doppelkopf';
import type { EngineOutput } from './engine';
import type { Analysis, Settlement } from './model';
import { problem } from './problem';
import { resolveRules, type ResolvedRules } from './rules';

export interface DocumentAnalysis extends Analysis {
  document: ScoreDocument;
  rules?: ResolvedRules;
  /** Zero-based line where this document starts (0 for a .score file; the block's first line in Markdown). */
  firstLine: number;
}

const ENGINES: Record<
  GameKind,
  (doc: ScoreDocument, rules: ResolvedRules, roundProblems: Problem[][]) => EngineOutput
> = {
  doppelkopf: scoreDoppelkopf,
  belote: scoreBelote,
  coinche: scoreBelote,
};

function emptySettlement(game: GameKind, doc: ScoreDocument): Settlement {
  return {
    game,
    title: doc.header.title?.text,
    date: doc.header.date?.text,
    rules: { preset: '', switches: [] },
    names: doc.header.players.map((p) => p.text),
    totals: {},
    transfers: [],
  };
}

/** The parser's problems on each round's lines (the document's problems are sorted by position). */
function parserProblemsByRound(doc: ScoreDocument): Problem[][] {
  const out: Problem[][] = doc.rounds.map(() => []);
  let r = 0;
  for (const p of doc.problems) {
    const line = p.range.start.line;
    while (r < doc.rounds.length && doc.rounds[r].range.end.line < line) r++;
    if (r === doc.rounds.length) break;
    if (line >= doc.rounds[r].range.start.line) out[r].push(p);
  }
  return out;
}

function byPosition(a: Problem, b: Problem): number {
  return (
    a.range.start.line - b.range.start.line ||
    a.range.start.character - b.range.start.character ||
    a.code.localeCompare(b.code)
  );
}

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
    const reason = err instanceof Error ? err.message : String(err);
    problems.push(problem('internal-error', 'error', at, msg('engine.internal-error', { reason })));
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
 * computed for the previous text (the rounds an edit did not touch). Same results as analyzeFileText.
 */
export interface DocumentAnalyzer {
  analyze(text: string): DocumentAnalysis[];
}

export function createAnalyzer(kind: 'score' | 'markdown'): DocumentAnalyzer {
  return { analyze: (text) => (kind === 'markdown' ? analyzeMarkdown(text) : [analyzeScore(text)]) };
}
