// Entry point of the format: `.score` text → ScoreDocument (header, rounds, problems); never throws.
// A document is read as an outline, then its header part, then each round on its own: the same
// steps an incremental analysis takes one round at a time, so the two cannot disagree. Every reading
// takes the games' syntaxes from its caller (a SyntaxSet: src/games/registry.ts SYNTAX has every game's).

import type { InheritedGame, Round, ScoreDocument } from './ast';
import { readHeader, type HeaderPart } from './headerPart';
import { WordTable } from './intern';
import {
  lineOutline,
  outline,
  outlinePart,
  type DocumentOutline,
  type FreshOutline,
  type LineOutline,
} from './outline';
import { DocumentReader } from './reader';
import { byPosition, RoundReader, type RoundPart } from './roundPart';
import type { SyntaxSet } from './syntax';
import type { Problem } from './types';

export { extractScoreBlocks, extractFencedScoreBlocks } from './markdown';

/**
 * The header (wherever its lines are) plus the document-level problems: missing-game,
 * missing-players, duplicate-header, header-after-round, and those of the non-header lines before
 * the first round. `firstLine` is added to every line number.
 */
export function parseHeaderPart(syntax: SyntaxSet, outline: DocumentOutline, firstLine = 0): HeaderPart {
  return readHeader(outline, firstLine, new DocumentReader(new WordTable(syntax.words)), syntax);
}

/**
 * One round: lines [from, to) of `lines` (from = its `round` line, to = the next `round` line or the
 * end), numbered `index` (1-based). Header-directive lines inside it are skipped (they belong to the
 * header part); its problems are those on its own lines. The result depends only on the header
 * part, the text of those lines, `firstLine + from` and `index`, and the header part is never
 * changed, so a caller may cache it by those.
 */
export function parseRoundPart(
  syntax: SyntaxSet,
  header: HeaderPart,
  lines: readonly string[],
  from: number,
  to: number,
  firstLine: number,
  index: number,
): RoundPart {
  const reader = new DocumentReader(new WordTable(syntax.words));
  return new RoundReader(header, reader, syntax).read(lines, from, to, firstLine, index);
}

/**
 * Parses documents part by part with one reader (its table of words and its buffers) kept across
 * calls: what an analysis kept between edits uses, so each distinct word is kept once.
 */
export class PartParser {
  private readonly reader: DocumentReader;

  /** `keepPositions`: each round part lists its positions (RoundPart.positions), for the incremental analysis. */
  constructor(
    private readonly syntax: SyntaxSet,
    private readonly keepPositions = false,
  ) {
    this.reader = new DocumentReader(new WordTable(syntax.words));
  }

  outline(text: string): FreshOutline {
    return outline(text, this.reader.words);
  }

  /** The outline of lines cut out of a document (see outlinePart): a leading U+FEFF stays in the first line. */
  outlinePart(text: string): FreshOutline {
    return outlinePart(text, this.reader.words);
  }

  /** The outline of a document read once from start to end (see lineOutline). */
  lineOutline(text: string): LineOutline {
    return lineOutline(text, this.reader.words);
  }

  header(doc: DocumentOutline, firstLine = 0, inherit?: InheritedGame): HeaderPart {
    return readHeader(doc, firstLine, this.reader, this.syntax, inherit);
  }

  /** A reader of rounds against one header part (see parseRoundPart for what a round part depends on). */
  rounds(head: HeaderPart): RoundReader {
    return new RoundReader(head, this.reader, this.syntax, this.keepPositions);
  }

  /** Every part of a document. */
  parts(
    text: string,
    firstLine = 0,
    inherit?: InheritedGame,
  ): { outline: FreshOutline; header: HeaderPart; rounds: RoundPart[] } {
    const doc = this.outline(text);
    const head = this.header(doc, firstLine, inherit);
    const rounds = readRounds(this.rounds(head), doc, firstLine);
    return { outline: doc, header: head, rounds };
  }
}

/**
 * Every round of a document, read in order. The loop in a function of its own: in `parts`, run once per document, V8
 * compiled the loop while it ran, and that code left the loop without having seen the rest of `parts` run, to fall
 * back to the interpreter there (a deoptimisation) for every document.
 */
function readRounds(read: RoundReader, doc: DocumentOutline, firstLine: number): RoundPart[] {
  const { lines, roundStarts } = doc;
  const rounds: RoundPart[] = [];
  for (let k = 0; k < roundStarts.length; k++) {
    const to = k + 1 < roundStarts.length ? roundStarts[k + 1] : lines.length;
    rounds.push(read.read(lines, roundStarts[k], to, firstLine, k + 1));
  }
  return rounds;
}

/** The document of a header part and its round parts, as parseScore gives it. */
export function assembleDocument(doc: DocumentOutline, head: HeaderPart, parts: readonly RoundPart[]): ScoreDocument {
  // Of its length at once: pushed one by one, a long sheet's list was copied as it grew, after every edit.
  const rounds = new Array<Round>(parts.length);
  const roundProblems: Problem[] = [];
  collectParts(parts, rounds, roundProblems);
  return {
    header: head.header,
    rounds,
    problems: mergeProblems(head.problems, roundProblems),
    lineCount: doc.lines.length,
  };
}

/**
 * The rounds of `parts` and their problems, one part after another. Indexed loops: the analyser assembles its document
 * after every edit, and a for..of makes an iterator per part and per part's problems (most of them none), while V8 may
 * not have optimised this yet. In a function of its own, as readRounds.
 */
function collectParts(parts: readonly RoundPart[], rounds: Round[], roundProblems: Problem[]): void {
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    rounds[i] = part.round;
    const problems = part.problems;
    for (let j = 0; j < problems.length; j++) roundProblems.push(problems[j]);
  }
}

/**
 * Parses one `.score` document with the games of `syntax`. `firstLine` is added to every line number (a Markdown
 * block's first line), so ranges point into the file the user has open. `inherit`: the game of a sheet without a
 * `game` line of its own (a tournament's table sheet).
 */
export function parseDocument(syntax: SyntaxSet, text: string, firstLine = 0, inherit?: InheritedGame): ScoreDocument {
  // One reader for the whole document: each distinct word is kept once in the tree.
  const { outline: doc, header, rounds } = new PartParser(syntax).parts(text, firstLine, inherit);
  return assembleDocument(doc, header, rounds);
}

/**
 * The problems of a document from those of its parts: `header` from its header part, `rounds` the
 * problems of its round parts one after another (each part's are sorted). Sorted by position; at
 * one position the header part's come first, as parseScore gives them.
 */
export function mergeProblems(header: readonly Problem[], rounds: readonly Problem[]): Problem[] {
  const out: Problem[] = [];
  let i = 0;
  let j = 0;
  while (i < header.length && j < rounds.length)
    out.push(byPosition(rounds[j], header[i]) < 0 ? rounds[j++] : header[i++]);
  while (i < header.length) out.push(header[i++]);
  while (j < rounds.length) out.push(rounds[j++]);
  return out;
}
