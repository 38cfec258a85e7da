// Pure "Format Document" for .score text: indentation (2 spaces inside rounds) and spacing, never the words.
// Meaning is the lexer's view of each line (its words, quoted names and comment), which stays identical.

import { lexLine } from '../format/lexer';
import type { TextEdit } from '../format/types';
import { lineRange } from './ranges';

export interface FormatOptions {
  /** Spaces before each directive inside a round. */
  indent: number;
}

const HEADER = new Set(['game', 'title', 'date', 'players', 'teams', 'rules', 'set', 'stake', 'target']);
/** Lines whose arguments are free text or a decimal with a comma (`stake 0,10 €`): only their indentation changes. */
const VERBATIM_ARGS = new Set(['title', 'stake', 'date']);

interface Line {
  blank: boolean;
  commentOnly: boolean;
  keyword: string | undefined;
}

function classify(text: string): Line {
  const lexed = lexLine(text, 0);
  const first = lexed.lexemes[0];
  return {
    blank: lexed.lexemes.length === 0 && lexed.commentStart === undefined,
    commentOnly: lexed.lexemes.length === 0 && lexed.commentStart !== undefined,
    keyword: first && !first.quoted ? first.text.toLowerCase() : undefined,
  };
}

/** One line's words with single spaces (a comma stays a comma), its comment two spaces after. */
export function formatLineBody(text: string): string {
  const lexed = lexLine(text, 0);
  const { lexemes } = lexed;
  // A quote left open swallows the rest of the line, comment included: leave such a line to the user.
  if (lexemes.some((l) => l.unterminated)) return text.trim();
  const comment = lexed.commentStart !== undefined ? text.slice(lexed.commentStart).trimEnd() : undefined;
  if (lexemes.length === 0) return comment ?? '';
  let body: string;
  const keyword = lexemes[0].quoted ? '' : lexemes[0].text.toLowerCase();
  if (VERBATIM_ARGS.has(keyword)) {
    const end = lexed.commentStart ?? text.length;
    const args = text.slice(lexemes[0].end, end).trim();
    body = text.slice(lexemes[0].start, lexemes[0].end) + (args ? ' ' + args : '');
  } else {
    body = text.slice(lexemes[0].start, lexemes[0].end);
    for (let i = 1; i < lexemes.length; i++) {
      const gap = text.slice(lexemes[i - 1].end, lexemes[i].start);
      body += (gap.includes(',') ? ', ' : ' ') + text.slice(lexemes[i].start, lexemes[i].end);
    }
  }
  return comment ? `${body}  ${comment}` : body;
}

/** Format every line; the result has exactly as many lines as the input (so edits can be per line). */
export function formatLines(lines: readonly string[], options: FormatOptions = { indent: 2 }): string[] {
  const info = lines.map(classify);
  const pad = ' '.repeat(options.indent);
  let inRound = false;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = info[i];
    let text = lines[i];
    // The BOM is not a character anyone typed; keep it where it was, outside the indentation.
    const bom = i === 0 && text.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
    if (bom) text = text.slice(1);
    if (l.blank) {
      out.push(bom);
      continue;
    }
    const body = formatLineBody(text);
    let indented: boolean;
    if (l.commentOnly) {
      // A comment sits with what follows it directly: above a `round` or header line it is not indented.
      let j = i + 1;
      while (j < lines.length && info[j].commentOnly) j++;
      const next = j < lines.length && !info[j].blank ? info[j].keyword : undefined;
      indented = inRound && !(next === 'round' || (next !== undefined && HEADER.has(next)));
    } else if (l.keyword === 'round') {
      inRound = true;
      indented = false;
    } else if (l.keyword !== undefined && HEADER.has(l.keyword)) {
      indented = false;
    } else {
      indented = inRound;
    }
    out.push(bom + (indented ? pad : '') + body);
  }
  return out;
}

/** Format a whole text, keeping its line ending style (LF or CRLF) and whether it ends with one. */
export function formatText(text: string, options?: FormatOptions): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return formatLines(text.split(/\r\n|\r|\n/), options).join(eol);
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
  const original = text.split(/\r\n|\r|\n/);
  const formatted = formatLines(original, options);
  const edits: TextEdit[] = [];
  const last = Math.min(lines ? lines.last : original.length - 1, original.length - 1);
  for (let i = lines ? lines.first : 0; i <= last; i++)
    if (formatted[i] !== original[i]) edits.push({ range: lineRange(i, original[i].length), newText: formatted[i] });
  return edits;
}
