// The cheap first pass over a document: its lines, and which of them start rounds or hold header
// directives (only the first word of each line is read), so rounds can be parsed one at a time.

import { WordTable } from './intern';
import { HEADER_DIRECTIVES, isHeaderDirective } from './keywords';
import { firstTokenStart, wordEnd } from './lexer';
import { lineEnd, lineStarts, splitLines, stripBom } from './lines';
import { FORMAT_WORDS, foldWord } from '../words/vocabulary';

/**
 * The lines of a document and where its rounds and header lines are; cheap (first word of each line only). Read-only:
 * the incremental analyser splices the arrays of the outline it keeps on its next call (docs/incremental.md, rule 3),
 * so nobody else may change them, or keep them across that call.
 */
export interface DocumentOutline {
  /** BOM stripped, without terminators (LF, CRLF, lone CR — as VS Code counts lines). */
  readonly lines: readonly string[];
  /** 0-based indices (into lines) of the `round` lines. */
  readonly roundStarts: readonly number[];
  /** 0-based indices of header-directive lines, wherever they are. */
  readonly headerLines: readonly number[];
  /**
   * The 0-based index of the last line whose keyword is `total` (-1: none). Only `outline` sets it (a one-off check
   * keeps the rounds a later `total` may blame until there); an outline patched after an edit leaves it out.
   */
  lastTotal?: number;
}

/** An outline just made (outline, outlinePart): its arrays are new, its maker's to keep and change (the analyser). */
export interface FreshOutline extends DocumentOutline {
  readonly lines: string[];
  readonly roundStarts: number[];
  readonly headerLines: number[];
}

/**
 * The canonical keyword a line starts with: undefined for a blank or comment-only line, '' for a
 * line whose first word cannot be a keyword (a quoted name). `from`/`to`: the line as a part of `text`.
 */
export function lineKeyword(text: string, words: WordTable, from = 0, to = text.length): string | undefined {
  const s = firstTokenStart(text, from, to);
  if (s < 0) return undefined;
  if (text.charCodeAt(s) === 34) return '';
  // A word ends at a space, and a line terminator is one: it never runs into the next line.
  return words.keyword(words.word(text, s, wordEnd(text, s)));
}

export function outlineDocument(text: string): DocumentOutline {
  return outline(text, new WordTable());
}

/** What the outline keeps of the lines' keywords, line by line. */
class Marks {
  readonly roundStarts: number[] = [];
  readonly headerLines: number[] = [];
  lastTotal = -1;

  mark(i: number, k: string | undefined): void {
    if (k === undefined) return;
    if (k === 'round') this.roundStarts.push(i);
    else if (k === 'total') this.lastTotal = i;
    else if (isHeaderDirective(k)) this.headerLines.push(i);
  }
}

export function outline(text: string, words: WordTable): FreshOutline {
  return outlinePart(stripBom(text), words);
}

/**
 * The outline of lines cut out of a document (an edited window): no byte-order mark to strip, since only a document
 * starts with one; a U+FEFF at the start of such a line is a character of it, a space to the lexer.
 */
export function outlinePart(text: string, words: WordTable): FreshOutline {
  const lines = splitLines(text);
  const m = markAll(lines, words);
  return { lines, roundStarts: m.roundStarts, headerLines: m.headerLines, lastTotal: m.lastTotal };
}

/** The marks of every line: the loop in a function of its own (see readRounds in parse.ts). */
function markAll(lines: readonly string[], words: WordTable): Marks {
  const m = new Marks();
  for (let i = 0; i < lines.length; i++) m.mark(i, lineKeyword(lines[i], words));
  return m;
}

/**
 * The outline of a document read once from start to end (a check): where its lines start instead of the lines, so
 * that each line becomes a string only while its round is read. `lines(from, to)` cuts lines [from, to) out.
 */
export interface LineOutline extends Omit<DocumentOutline, 'lines'> {
  lineCount: number;
  lines(from: number, to: number): string[];
}

/**
 * The lines an outline marks begin, after spaces and commas, with a word whose keyword is `round`, `total` or a header
 * directive: one of those keywords' forms in ASCII (any case; foldWord), ended as wordEnd ends a word (captured), or a
 * first word with a character beyond ASCII (which may fold to anything). Every such line matches, and a few others (a
 * match after a U+2028 inside a line). Made when first needed, with each ASCII form's keyword.
 */
let marking: { pattern: RegExp; keywordOf: Map<string, string> } | undefined;

function markedLines(): { pattern: RegExp; keywordOf: Map<string, string> } {
  if (marking) return marking;
  const keywords = new Set<string>(['round', 'total', ...HEADER_DIRECTIVES]);
  // A word that is none of the vocabulary's forms is its own keyword (canonicalKeyword). These keywords are all the
  // format's own words (FORMAT_WORDS): no game adds a form of round, total or a header line.
  const keywordOf = new Map<string, string>([...keywords].map((k) => [k, k]));
  for (const e of FORMAT_WORDS) {
    if (e.cls !== 'directive' || !keywords.has(e.canonical)) continue;
    for (const form of [e.canonical, ...e.de, ...e.fr]) {
      const folded = foldWord(form);
      if (/^[!-~]+$/.test(folded)) keywordOf.set(folded, e.canonical);
    }
  }
  const forms = [...keywordOf.keys()].map((f) => f.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|');
  // No `u` flag: `i` then folds ASCII letters only, as foldWord does for an ASCII word.
  const pattern = new RegExp(`^(?:[^\\S\\r\\n]|,)*(?:(${forms})(?=[\\s,#"]|=>|$)|[^\\s,#"]*[^\\x00-\\x7f])`, 'gim');
  return (marking = { pattern, keywordOf });
}

export function lineOutline(text: string, words: WordTable): LineOutline {
  const body = stripBom(text);
  const starts = lineStarts(body);
  const m = new Marks();
  // Only the lines that can be marked are looked at (a tenth to a quarter of a sheet's lines), found by a regular
  // expression, which runs compiled from the first line on: reading every line's first word ran in V8's interpreter
  // for much of a one-off check. A line that starts with one of the forms has its keyword; any other that matches
  // is read as outlinePart reads it.
  const { pattern, keywordOf } = markedLines();
  pattern.lastIndex = 0;
  let line = 0;
  let marked = -1;
  for (let found = pattern.exec(body); found; found = pattern.exec(body)) {
    const at = found.index;
    while (line + 1 < starts.length && starts[line + 1] <= at) line++;
    if (line === marked) continue;
    marked = line;
    const form = at === starts[line] ? found[1] : undefined;
    const k = form !== undefined ? keywordOf.get(form.toLowerCase()) : undefined;
    m.mark(line, k ?? lineKeyword(body, words, starts[line], lineEnd(body, starts, line)));
  }
  return {
    lineCount: starts.length,
    roundStarts: m.roundStarts,
    headerLines: m.headerLines,
    lastTotal: m.lastTotal,
    lines: (from, to) => {
      const out = new Array<string>(to - from);
      for (let i = from; i < to; i++) out[i - from] = body.slice(starts[i], lineEnd(body, starts, i));
      return out;
    },
  };
}

/**
 * The outline the header part is read from. headerPart.ts reads the header lines and the lines up to the first
 * `round` line (every line when there is none), and the count of lines only when there is no round: only those
 * lines are there, the others up to the last header line are empty, and the list ends after it.
 */
export function headerOutline(o: LineOutline): DocumentOutline {
  const end = o.roundStarts.length ? o.roundStarts[0] + 1 : o.lineCount;
  // Filled from the start, without holes: a long list with holes is kept as a dictionary, slow to make and read.
  const lines = o.lines(0, end);
  for (const i of o.headerLines) {
    if (i < end) continue;
    while (lines.length < i) lines.push('');
    lines.push(o.lines(i, i + 1)[0]);
  }
  return { lines, roundStarts: o.roundStarts, headerLines: o.headerLines, lastTotal: o.lastTotal };
}
