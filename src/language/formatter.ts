// Pure "Format Document" for .score text: indentation (2 spaces inside rounds) and the spaces between words, never
// a word. It only changes what the lexer provably ignores: the spaces around a line and, on a line whose directive
// is read from its words alone, the run of spaces and commas between two words (one space, or a comma and a space).
// A comma written right between two numbers (`0,10`) stays as written, since the parser joins such a pair into a
// decimal amount. Directives are recognised by the parser's own tables (every German and French word included); a
// line the formatter is unsure of (an unknown or quoted first word, a quote left open, free text) changes only its
// indentation and trailing spaces.

import { FREE_TEXT_DIRECTIVES, isHeaderDirective } from '../format/keywords';
import { isSpace, lexLine, type LexedLine, type Lexeme } from '../format/lexer';
import type { TextEdit } from '../format/types';
import { canonicalWord } from '../games/syntax';
import { lineRange } from './ranges';

export interface FormatOptions {
  /** Spaces before each directive inside a round. */
  indent: number;
}

/** Spaces between a line's words and a comment after them, when the comment's own column is taken by the words. */
const COMMENT_GAP = 2;

/** What a line is to the indentation: its directive's place (header, round, inside a round), or no directive. */
type Role = 'blank' | 'comment' | 'round' | 'header' | 'fact' | 'unsure';

interface Line {
  lexed: LexedLine;
  role: Role;
  /** The canonical directive of a line whose words alone are read (its spaces may change); else undefined. */
  spaced: string | undefined;
}

function classify(text: string): Line {
  const lexed = lexLine(text, 0);
  const first = lexed.lexemes[0] as Lexeme | undefined;
  if (!first) return { lexed, role: lexed.commentStart === undefined ? 'blank' : 'comment', spaced: undefined };
  // A quoted first word is never a keyword (lineArgs.ts), an unknown one neither; the line is still in its round.
  const k = first.quoted ? undefined : canonicalWord('directive', first.text);
  if (k === undefined) return { lexed, role: 'unsure', spaced: undefined };
  const role: Role = k === 'round' ? 'round' : isHeaderDirective(k) ? 'header' : 'fact';
  // A quote left open swallows the rest of the line, comment included: its spaces stay as they are.
  const open = lexed.lexemes.some((l) => l.unterminated);
  return { lexed, role, spaced: open ? undefined : k };
}

/** `text` without the characters the lexer reads as spaces at its start and end. */
function trimSpaces(text: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && isSpace(text.charCodeAt(from))) from++;
  while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
  return text.slice(from, to);
}

const DIGITS = /^[0-9]+$/;

/** A lone comma between two plain numbers: the parser reads `0,10` as one decimal amount (header.ts, season files). */
function isDecimalComma(a: Lexeme, b: Lexeme, gap: string): boolean {
  return gap === ',' && !a.quoted && !b.quoted && DIGITS.test(a.text) && DIGITS.test(b.text);
}

/** The words of a line from its first to its last, with one space (a comma stays a comma) between two. */
function spacedBody(text: string, lexemes: readonly Lexeme[]): string {
  let body = text.slice(lexemes[0].start, lexemes[0].end);
  for (let i = 1; i < lexemes.length; i++) {
    const a = lexemes[i - 1];
    const b = lexemes[i];
    const gap = text.slice(a.end, b.start);
    body += (isDecimalComma(a, b, gap) ? ',' : gap.includes(',') ? ', ' : ' ') + text.slice(b.start, b.end);
  }
  return body;
}

/** A free-text directive: its keyword, then the text from its first word to the comment as written (header.ts). */
function freeTextBody(text: string, lexemes: readonly Lexeme[], commentStart: number | undefined): string {
  const keyword = text.slice(lexemes[0].start, lexemes[0].end);
  if (lexemes.length === 1) return keyword;
  const from = lexemes[1].start;
  let end = commentStart ?? text.length;
  while (end > from && isSpace(text.charCodeAt(end - 1))) end--;
  return `${keyword} ${text.slice(from, end)}`;
}

/**
 * One line at its indentation. A comment after the words keeps its column while a space is left before it (comments
 * aligned on purpose stay aligned, also when the words before them get shorter or are indented); once the words reach
 * it, it follows them at two spaces. Its text never changes.
 */
function formatLine(text: string, line: Line, pad: string): string {
  const { lexemes, commentStart } = line.lexed;
  if (line.spaced === undefined) return pad + trimSpaces(text);
  const body = FREE_TEXT_DIRECTIVES.has(line.spaced)
    ? freeTextBody(text, lexemes, commentStart)
    : spacedBody(text, lexemes);
  const out = pad + body;
  if (commentStart === undefined) return out;
  const column = commentStart > out.length ? commentStart : out.length + COMMENT_GAP;
  return out + ' '.repeat(column - out.length) + trimSpaces(text.slice(commentStart));
}

/** The text of a line with only a comment, at its indentation. */
function commentLine(text: string, line: Line, pad: string): string {
  return pad + trimSpaces(text.slice(line.lexed.commentStart));
}

/**
 * Format every line; the result has exactly as many lines as the input (so edits can be per line). The lines are a
 * document's without its byte-order mark (a U+FEFF on a line is a space there, as the lexer reads it).
 */
export function formatLines(lines: readonly string[], options: FormatOptions = { indent: 2 }): string[] {
  const info = lines.map(classify);
  // The role of the first line after each run of comment lines (a blank line after the text's last line).
  const after: Role[] = new Array<Role>(lines.length);
  for (let i = lines.length - 1, next: Role = 'blank'; i >= 0; i--) {
    after[i] = next;
    if (info[i].role !== 'comment') next = info[i].role;
  }
  const pad = ' '.repeat(options.indent);
  let inRound = false;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = info[i];
    const text = lines[i];
    switch (l.role) {
      case 'blank':
        out.push('');
        break;
      case 'comment': {
        // A comment sits with what follows it directly: above a `round` or header line it is not indented.
        const next = after[i];
        out.push(commentLine(text, l, inRound && next !== 'round' && next !== 'header' ? pad : ''));
        break;
      }
      case 'round':
        inRound = true;
        out.push(formatLine(text, l, ''));
        break;
      case 'header':
        out.push(formatLine(text, l, ''));
        break;
      default:
        out.push(formatLine(text, l, inRound ? pad : ''));
    }
  }
  return out;
}

/** A line break the parser counts: LF, CRLF or a lone CR. */
type Ending = '\n' | '\r\n' | '\r' | '';

/** The lines of `text` and the ending after each ('' after the last). */
export function splitKeepingEndings(text: string): { lines: string[]; endings: Ending[] } {
  const lines: string[] = [];
  const endings: Ending[] = [];
  const re = /\r\n|\r|\n/g;
  let from = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    lines.push(text.slice(from, m.index));
    endings.push(m[0] as Ending);
    from = m.index + m[0].length;
  }
  lines.push(text.slice(from));
  endings.push('');
  return { lines, endings };
}

/** The ending most lines of a text have (LF on a tie, then CRLF). */
function dominantEnding(endings: readonly Ending[]): Ending {
  let lf = 0;
  let crlf = 0;
  let cr = 0;
  for (const e of endings) {
    if (e === '\n') lf++;
    else if (e === '\r\n') crlf++;
    else if (e === '\r') cr++;
  }
  if (lf >= crlf && lf >= cr) return '\n';
  return crlf >= cr ? '\r\n' : '\r';
}

/**
 * The lines joined again: a line left as it was keeps its own ending, a changed one gets the text's dominant ending
 * (security review F13: prose lines of a Markdown guide with mixed endings stay byte for byte).
 */
export function joinKeepingEndings(
  original: readonly string[],
  formatted: readonly string[],
  endings: readonly Ending[],
): string {
  const dominant = dominantEnding(endings);
  const chosen = formatted.map((f, i) => (endings[i] === '' || f === original[i] ? endings[i] : dominant));
  // A lone CR right before an empty line's LF would read as one CRLF, and a line would vanish: the changed one of the
  // two ends otherwise (both unchanged cannot be, the text would have read so already).
  for (let i = 0; i + 1 < formatted.length; i++) {
    if (chosen[i] !== '\r' || formatted[i + 1] !== '' || chosen[i + 1] !== '\n') continue;
    if (formatted[i + 1] !== original[i + 1]) chosen[i + 1] = '\r\n';
    else chosen[i] = endings[i];
  }
  let out = '';
  for (let i = 0; i < formatted.length; i++) out += formatted[i] + chosen[i];
  return out;
}

/** The byte-order mark a text starts with ('' for none): kept where it is, outside the indentation. */
function bomOf(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
}

/** Format a whole .score text: its byte-order mark and each line's ending kept (see joinKeepingEndings). */
export function formatText(text: string, options?: FormatOptions): string {
  const bom = bomOf(text);
  const { lines, endings } = splitKeepingEndings(text.slice(bom.length));
  return bom + joinKeepingEndings(lines, formatLines(lines, options), endings);
}

/**
 * "Format Document" (or, with `lines`, "Format Selection") as one edit per changed line. Indentation depends on the
 * lines above (inside a round or not), so the whole text is always formatted and only the edits in range are kept.
 */
export function formatDocument(
  text: string,
  lines?: { first: number; last: number },
  options?: FormatOptions,
): TextEdit[] {
  const bom = bomOf(text);
  const { lines: original, endings } = splitKeepingEndings(text.slice(bom.length));
  const formatted = formatLines(original, options);
  // Positions on line 0 count a byte-order mark the editor's text holds.
  original[0] = bom + original[0];
  formatted[0] = bom + formatted[0];
  const edits: TextEdit[] = [];
  const last = Math.min(lines ? lines.last : original.length - 1, original.length - 1);
  for (let i = lines ? lines.first : 0; i <= last; i++) {
    if (formatted[i] === original[i]) continue;
    if (formatted[i] === '' && endings[i] === '\n' && i > 0 && endings[i - 1] === '\r') {
      // Emptied between a lone CR and an LF, which would then read as one CRLF: the LF becomes a CRLF.
      const range = { start: { line: i, character: 0 }, end: { line: i + 1, character: 0 } };
      edits.push({ range, newText: '\r\n' });
    } else edits.push({ range: lineRange(i, original[i].length), newText: formatted[i] });
  }
  return edits;
}
