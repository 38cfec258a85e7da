// Finding things in a file's analyses: which analysis (a .score file, or one ```score block of Markdown) and which
// round holds a line, a round's result, the item on a line, the block a settlement shows.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { RoundResult } from '../engine/model';
import type { Round, RoundItem } from '../format/ast';

/** The editor's language ids of the two kinds of document Scoresheet reads. */
export const SCORE_LANGUAGE = 'score';
export const MARKDOWN_LANGUAGE = 'markdown';

/** How a document is analysed: a whole `.score` text, or the ```score blocks of Markdown (by language, not name). */
export function analysisKind(languageId: string): 'score' | 'markdown' {
  return languageId === MARKDOWN_LANGUAGE ? 'markdown' : 'score';
}

/** Lines [first, last] the analysis covers in its file (a whole .score file, or one Markdown block). */
export function linesOf(a: DocumentAnalysis): { first: number; last: number } {
  return { first: a.firstLine, last: a.firstLine + Math.max(0, a.document.lineCount - 1) };
}

/** The analysis (the .score file, or the Markdown block) that covers a line. */
export function analysisAtLine(analyses: readonly DocumentAnalysis[], line: number): DocumentAnalysis | undefined {
  return analyses.find((a) => {
    const { first, last } = linesOf(a);
    return line >= first && line <= last;
  });
}

/** The last line of a round's block (its `round` line when it has nothing below). */
export function roundEndLine(round: Round): number {
  return Math.max(round.range.end.line, round.headerRange.end.line);
}

/** The round whose block (from its `round` line to its last line) holds a line (binary search: rounds are in order). */
export function roundAtLine(a: DocumentAnalysis, line: number): Round | undefined {
  const rounds = a.document.rounds;
  let lo = 0;
  let hi = rounds.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rounds[mid].headerRange.start.line <= line) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const round = found >= 0 ? rounds[found] : undefined;
  return round && line <= roundEndLine(round) ? round : undefined;
}

/** The engine's result for a parsed round (results are in round order, so this is usually a direct look-up). */
export function resultOf(a: DocumentAnalysis, round: Round): RoundResult | undefined {
  const direct = a.rounds[round.index - 1];
  return direct?.index === round.index ? direct : a.rounds.find((r) => r.index === round.index);
}

/** The item of a round written on a line (an item spans its lines from start to end). */
export function itemAtLine(round: Round, line: number): RoundItem | undefined {
  return round.items.find((i) => i.range.start.line <= line && line <= i.range.end.line);
}

/** Index of the block that contains a line and has a game (a Markdown file's blocks), or -1 (prose, or a fragment). */
export function blockAtLine(analyses: readonly DocumentAnalysis[], line: number): number {
  const a = analysisAtLine(analyses, line);
  return a?.game ? analyses.indexOf(a) : -1;
}

/**
 * The block a settlement shows: the one asked for if it still exists with a game, else the first with a game, else
 * the first (-1 when there is none).
 */
export function pickBlock(analyses: readonly DocumentAnalysis[], block: number | undefined): number {
  if (block !== undefined && analyses[block]?.game) return block;
  const withGame = analyses.findIndex((a) => a.game);
  return withGame >= 0 ? withGame : analyses.length > 0 ? 0 : -1;
}
