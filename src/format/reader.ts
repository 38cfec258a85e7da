// What parsing a document reuses from line to line: the lexemes, the table of words, the lists being
// built. A 10,000-round sheet then makes garbage only for what its tree keeps.

import type { RoundItem, SideValue } from './ast';
import type { WordTable } from './intern';
import { scan, type Directive, type LexedLine, type Lexeme, type Sink } from './lexer';

const NO_LEXEME: Lexeme = { text: '', start: 0, end: 0, quoted: false, unterminated: false };

/** A list built item by item, then kept at its exact length; the array it is built in is reused. */
export class ListBuilder<T> {
  private readonly buf: T[] = [];
  private n = 0;

  start(): void {
    this.n = 0;
  }

  push(x: T): void {
    this.buf[this.n++] = x;
  }

  get length(): number {
    return this.n;
  }

  /** A copy of exact length (a pushed array would keep room for 16 more for as long as the tree lives). */
  finish(): T[] {
    return this.buf.slice(0, this.n);
  }
}

export class DocumentReader implements Sink {
  private readonly pool: Lexeme[] = [];
  private count = 0;
  /** `pool.slice(0, n)` and `pool.slice(1, n)` per n: the pool only grows, so these never change. */
  private readonly lines: Lexeme[][] = [];
  private readonly args: Lexeme[][] = [];
  private kept: Lexeme[] | undefined;
  private readonly scratch: LexedLine = { line: 0, text: '', lexemes: [], commentStart: undefined };
  /** The directive of the line just read (when its lexemes are not kept). */
  readonly directive: Directive = { line: this.scratch, keyword: NO_LEXEME, k: '', written: '', args: [] };

  /** The items of the round being read, and the pairs of the line being read. */
  readonly items = new ListBuilder<RoundItem>();
  readonly pairs = new ListBuilder<SideValue>();

  constructor(readonly words: WordTable) {}

  add(text: string, from: number, to: number, start: number, end: number, quoted: boolean, open: boolean): void {
    const w = this.words.word(text, from, to);
    if (this.kept) {
      this.kept.push({ text: w, start, end, quoted, unterminated: open, range: undefined });
      return;
    }
    const lx = this.pool[this.count++];
    if (lx === undefined) {
      this.pool.push({ text: w, start, end, quoted, unterminated: open, range: undefined });
      return;
    }
    lx.text = w;
    lx.start = start;
    lx.end = end;
    lx.quoted = quoted;
    lx.unterminated = open;
    lx.range = undefined;
  }

  /** The arguments (all lexemes but the first) of the line just read without `keep`. */
  argsOfLine(): Lexeme[] {
    return (this.args[this.count] ??= this.pool.slice(1, this.count));
  }

  /** The lexemes of a line: reused objects valid until the next call, or new ones with `keep`. */
  read(text: string, line: number, keep = false): LexedLine {
    if (keep) {
      this.kept = [];
      const commentStart = scan(text, this);
      const lexemes = this.kept;
      this.kept = undefined;
      return { line, text, lexemes, commentStart };
    }
    this.count = 0;
    const commentStart = scan(text, this);
    const out = this.scratch;
    out.line = line;
    out.text = text;
    out.lexemes = this.lines[this.count] ??= this.pool.slice(0, this.count);
    out.commentStart = commentStart;
    return out;
  }
}
