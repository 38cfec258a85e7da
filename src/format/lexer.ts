// Cuts one line into words and quoted names, separated by spaces or commas, up to a `#` comment.

/** One word or quoted string of a line; `start`/`end` are UTF-16 columns of the token as written. */
export interface Lexeme {
  /** Unquoted text. */
  text: string;
  start: number;
  end: number;
  quoted: boolean;
  /** A quote that runs to the end of the line without its closing `"`. */
  unterminated: boolean;
}

export interface LexedLine {
  /** Zero-based line number in the editor (already offset by the block's first line). */
  line: number;
  text: string;
  lexemes: Lexeme[];
  /** Column where a `#` comment starts, if any. */
  commentStart: number | undefined;
}

function isSpace(c: number): boolean {
  if (c === 32 || c === 9) return true;
  if (c < 128) return c >= 10 && c <= 13;
  // Non-breaking and other Unicode spaces come in from copy-paste; treat them like spaces.
  return /\s/.test(String.fromCharCode(c));
}

const COMMA = 44;
const HASH = 35;
const QUOTE = 34;

function isArrowAt(text: string, i: number): boolean {
  return text.charCodeAt(i) === 61 && text.charCodeAt(i + 1) === 62;
}

/** Linear in the line length: every character is looked at a bounded number of times. */
export function lexLine(text: string, line: number): LexedLine {
  const lexemes: Lexeme[] = [];
  const n = text.length;
  let commentStart: number | undefined;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === COMMA || isSpace(c)) {
      i++;
      continue;
    }
    if (c === HASH) {
      commentStart = i;
      break;
    }
    if (c === QUOTE) {
      const close = text.indexOf('"', i + 1);
      if (close < 0) {
        let end = n;
        while (end > i + 1 && isSpace(text.charCodeAt(end - 1))) end--;
        lexemes.push({ text: text.slice(i + 1, end), start: i, end, quoted: true, unterminated: true });
        break;
      }
      lexemes.push({ text: text.slice(i + 1, close), start: i, end: close + 1, quoted: true, unterminated: false });
      i = close + 1;
      continue;
    }
    // `=>` of a trick is its own token even when written against a name (`Ben ♣A=>Ben`).
    if (isArrowAt(text, i)) {
      lexemes.push({ text: '=>', start: i, end: i + 2, quoted: false, unterminated: false });
      i += 2;
      continue;
    }
    let j = i + 1;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (d === COMMA || d === HASH || d === QUOTE || isSpace(d) || isArrowAt(text, j)) break;
      j++;
    }
    lexemes.push({ text: text.slice(i, j), start: i, end: j, quoted: false, unterminated: false });
    i = j;
  }
  return { line, text, lexemes, commentStart };
}
