// Entry point of the format: `.score` text → ScoreDocument (header, rounds, problems); never throws.
// A document is read as an outline, then its header part, then each round on its own: the same
// steps an incremental analysis takes one round at a time, so the two cannot disagree.

import type { Round, ScoreDocument } from './ast';
import { emptyHeaderPart, readHeader, type HeaderPart } from './headerPart';
import { WordTable } from './intern';
import { DocumentReader } from './reader';
import { outline, type DocumentOutline } from './outline';
import { byPosition, readRound, type RoundPart } from './roundPart';
import type { Problem } from './types';

export { extractScoreBlocks } from './markdown';

/** The header part of an outlined document; `firstLine` is added to every line number. */
export function parseHeaderPart(outline: DocumentOutline, firstLine = 0): HeaderPart {
  return headerPart(outline, firstLine, new DocumentReader(new WordTable()));
}

/**
 * One round: lines [from, to) of `lines` (from = its `round` line), round number `index` (1-based).
 * Depends only on its arguments and never changes `header`, so a caller may cache the result by
 * (header, the text of those lines, firstLine + from, index).
 */
export function parseRoundPart(
  header: HeaderPart,
  lines: readonly string[],
  from: number,
  to: number,
  firstLine: number,
  index: number,
): RoundPart {
  return roundPart(header, lines, from, to, firstLine, index, new DocumentReader(new WordTable()));
}

/**
 * Parses one `.score` document. `firstLine` is added to every line number (a Markdown block's
 * first line), so ranges point into the file the user has open.
 */
export function parseScore(text: string, firstLine = 0): ScoreDocument {
  // One reader for the whole document: each distinct word is kept once in the tree.
  const reader = new DocumentReader(new WordTable());
  const doc = outline(text, reader.words);
  const head = headerPart(doc, firstLine, reader);
  const { lines, roundStarts } = doc;
  const rounds: Round[] = [];
  const roundProblems: Problem[] = [];
  for (let k = 0; k < roundStarts.length; k++) {
    const to = k + 1 < roundStarts.length ? roundStarts[k + 1] : lines.length;
    const part = roundPart(head, lines, roundStarts[k], to, firstLine, k + 1, reader);
    rounds.push(part.round);
    for (const p of part.problems) roundProblems.push(p);
  }
  return { header: head.header, rounds, problems: merge(head.problems, roundProblems), lineCount: lines.length };
}

function headerPart(doc: DocumentOutline, firstLine: number, reader: DocumentReader): HeaderPart {
  try {
    return readHeader(doc, firstLine, reader);
  } catch (e) {
    return { ...emptyHeaderPart(), problems: [internalError(e, firstLine)] };
  }
}

function roundPart(
  header: HeaderPart,
  lines: readonly string[],
  from: number,
  to: number,
  firstLine: number,
  index: number,
  reader: DocumentReader,
): RoundPart {
  try {
    return readRound(header, lines, from, to, firstLine, index, reader);
  } catch (e) {
    const problem = internalError(e, firstLine + from);
    const at = problem.range;
    return { round: { index, number: undefined, headerRange: at, range: at, items: [] }, problems: [problem] };
  }
}

/** A safety net for the editor: a parser bug must not take the diagnostics of a file down with it. */
function internalError(e: unknown, line: number): Problem {
  return {
    code: 'internal-error',
    severity: 'error',
    range: { start: { line, character: 0 }, end: { line, character: 0 } },
    message: `The parser failed on this document (${e instanceof Error ? e.message : String(e)}); please report it.`,
  };
}

/** Merges two lists sorted by position; at one position the header part's problems come first. */
function merge(a: Problem[], b: Problem[]): Problem[] {
  if (!b.length) return a;
  if (!a.length) return b;
  const out: Problem[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(byPosition(b[j], a[i]) < 0 ? b[j++] : a[i++]);
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}
