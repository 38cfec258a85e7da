// Cuts one line into words and quoted names, separated by spaces or commas, up to a `#` comment.

import type { Range } from './types';

/** One word or quoted string of a line; `start`/`end` are UTF-16 columns of the token as written. */
export interface Lexeme {
  /** Unquoted text. */
  text: string;
  start: number;
  end: number;
  quoted: boolean;
  /** A quote that runs to the end of the line without its closing `"`. */
  unterminated: boolean;
  /** The token's range, made once by the parser when first needed, so every use shares one object. */
  range?: Range;
}

export interface LexedLine {
  /** Zero-based line number in the editor (already offset by the block's first line). */
  line: number;
  text: string;
  lexemes: Lexeme[];
  /** Column where a `#` comment starts, if any. */
  commentStart: number | undefined;
}

/** One directive line cut into its keyword and arguments. */
export interface Directive {
  line: LexedLine;
  keyword: Lexeme;
  /** Lower-case canonical keyword. */
  k: string;
  /** The keyword as written, in lower case (what messages show: `augen`, not `cards`). */
  written: string;
  args: Lexeme[];
}

/** Exactly the characters of JavaScript's `\s`: copy-paste brings non-breaking and other Unicode spaces. */
export function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const COMMA = 44;
const HASH = 35;
const QUOTE = 34;

function isArrowAt(text: string, i: number): boolean {
  return text.charCodeAt(i) === 61 && text.charCodeAt(i + 1) === 62;
}

/** Where the first token of `text` (or of its part [from, to)) starts (-1: none, blank or a comment). */
export function firstTokenStart(text: string, from = 0, to = text.length): number {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === HASH) return -1;
    if (c !== COMMA && !isSpace(c)) return i;
  }
  return -1;
}

/** The end of the unquoted word starting at `i` (the `=>` of a trick is a word of its own). */
export function wordEnd(text: string, i: number): number {
  if (isArrowAt(text, i)) return i + 2;
  const n = text.length;
  let j = i + 1;
  while (j < n) {
    const d = text.charCodeAt(j);
    if (d === COMMA || d === HASH || d === QUOTE || isSpace(d) || isArrowAt(text, j)) break;
    j++;
  }
  return j;
}

/** Receives the tokens of a line as `scan` finds them: text from `from` to `to`, written from `start` to `end`. */
export interface Sink {
  add(text: string, from: number, to: number, start: number, end: number, quoted: boolean, open: boolean): void;
}

/** Linear in the line length: every character is looked at a bounded number of times. Returns the comment column. */
export function scan(text: string, sink: Sink): number | undefined {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === COMMA || isSpace(c)) {
      i++;
      continue;
    }
    if (c === HASH) return i;
    if (c === QUOTE) {
      const close = text.indexOf('"', i + 1);
      if (close < 0) {
        let end = n;
        while (end > i + 1 && isSpace(text.charCodeAt(end - 1))) end--;
        sink.add(text, i + 1, end, i, end, true, true);
        return undefined;
      }
      sink.add(text, i + 1, close, i, close + 1, true, false);
      i = close + 1;
      continue;
    }
    // `=>` of a trick is its own token even when written against a name (`Ben ♣A=>Ben`).
    const j = wordEnd(text, i);
    sink.add(text, i, j, i, j, false, false);
    i = j;
  }
  return undefined;
}

class FreshLexemes implements Sink {
  readonly lexemes: Lexeme[] = [];
  add(text: string, from: number, to: number, start: number, end: number, quoted: boolean, open: boolean): void {
    this.lexemes.push({ text: text.slice(from, to), start, end, quoted, unterminated: open, range: undefined });
  }
}

/** The lexemes of one line, as new objects the caller may keep. */
export function lexLine(text: string, line: number): LexedLine {
  const sink = new FreshLexemes();
  const commentStart = scan(text, sink);
  return { line, text, lexemes: sink.lexemes, commentStart };
}
