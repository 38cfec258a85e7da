// The cheap first pass over a document: its lines, and which of them start rounds or hold header
// directives (only the first word of each line is read), so rounds can be parsed one at a time.

import { WordTable } from './intern';
import { isHeaderDirective } from './keywords';
import { firstTokenStart, wordEnd } from './lexer';
import { splitLines, stripBom } from './lines';

/** The lines of a document and where its rounds and header lines are; cheap (first word of each line only). */
export interface DocumentOutline {
  /** BOM stripped, without terminators (LF, CRLF, lone CR — as VS Code counts lines). */
  lines: string[];
  /** 0-based indices (into lines) of the `round` lines. */
  roundStarts: number[];
  /** 0-based indices of header-directive lines, wherever they are. */
  headerLines: number[];
  /**
   * The 0-based index of the last line whose keyword is `total` (-1: none). Only `outline` sets it (a one-off check
   * keeps the rounds a later `total` may blame until there); an outline patched after an edit leaves it out.
   */
  lastTotal?: number;
}

/**
 * The canonical keyword a line starts with: undefined for a blank or comment-only line, '' for a
 * line whose first word cannot be a keyword (a quoted name).
 */
export function lineKeyword(text: string, words: WordTable): string | undefined {
  const s = firstTokenStart(text);
  if (s < 0) return undefined;
  if (text.charCodeAt(s) === 34) return '';
  return words.keyword(words.word(text, s, wordEnd(text, s)));
}

export function outlineDocument(text: string): DocumentOutline {
  return outline(text, new WordTable());
}

export function outline(text: string, words: WordTable): DocumentOutline {
  const lines = splitLines(stripBom(text));
  const roundStarts: number[] = [];
  const headerLines: number[] = [];
  let lastTotal = -1;
  for (let i = 0; i < lines.length; i++) {
    const k = lineKeyword(lines[i], words);
    if (k === undefined) continue;
    if (k === 'round') roundStarts.push(i);
    else if (k === 'total') lastTotal = i;
    else if (isHeaderDirective(k)) headerLines.push(i);
  }
  return { lines, roundStarts, headerLines, lastTotal };
}
