// Tables as text: aligned columns for a terminal, Markdown, and CSV, from one description of head, rows and alignment.

export interface Table {
  head: string[];
  rows: string[][];
  /** Columns aligned right (numbers); the others are aligned left. */
  right?: boolean[];
}

const SURROGATE = /[\uD800-\uDBFF]/;

/** Width in characters as a reader counts them (code points, so `♥` or `é` is one, and so is an emoji). */
function width(s: string): number {
  return SURROGATE.test(s) ? [...s].length : s.length;
}

/**
 * Every line of a text table starts with two spaces: a row never starts with a cell, so no name begins a line of the
 * output (a CI log reads a line that starts with `::error …::` as a command).
 */
const TABLE_INDENT = '  ';

/**
 * Columns padded to their widest cell, two spaces apart, trailing spaces trimmed, each line indented. With `rule`, a
 * line of dashes under the head.
 */
export function textTable(t: Table, options: { rule?: boolean } = {}): string {
  const columns = t.head.length;
  const widths = Array.from({ length: columns }, (_, c) =>
    Math.max(width(t.head[c]), ...t.rows.map((r) => width(r[c] ?? ''))),
  );
  const line = (cells: string[]) =>
    widths
      .map((w, c) => {
        const cell = cells[c] ?? '';
        const pad = ' '.repeat(w - width(cell));
        return t.right?.[c] ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  const rule = options.rule ? [widths.map((w) => '-'.repeat(w)).join('  ')] : [];
  return [line(t.head), ...rule, ...t.rows.map(line)].map((l) => (l ? TABLE_INDENT + l : l)).join('\n');
}

/**
 * What Markdown or HTML would read as markup anywhere in a line: emphasis, code, strike-through, links and images
 * (`[`), table cells (`|`), math (`$`), tags and entities (`<`, `>`, `&`), and the starts of the bare links GitHub and
 * VS Code make on their own (`https://`, `www.`, `name@host`). A line break would end a table row or a list item.
 */
const MARKDOWN_SPECIAL = /[\\`*_~[\]|$@<>&]|\r\n?|\n|:(?=\/\/)|(?<=\bwww)\./gi;
const ENTITIES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
/** What starts a heading or a list item at the start of a line or list item (`# `, `- `, `+ `, `1. `, `2) `). */
const BLOCK_START = /^(?:#+|[-+]|\d+[.)])(?=\s|$)/;
/** A heading's closing `#`s, which Markdown drops: `Anna #` would read `Anna`. */
const CLOSING_HASHES = /(\s)(#+)(\s*)$/;
/** Spaces that start a line: four of them start a code block (a list item's content, after its marker). */
const LEADING_SPACE = /^[ \t]+/;

/**
 * Text that reads as itself in Markdown: a name or a title never becomes a link, an image, HTML, code, emphasis, a
 * heading or a list. Markdown's characters are escaped with `\`, HTML's as entities, line breaks are spaces; text
 * without them comes back as it is. In a table `cell` (inline text only) a leading `#`, `-` or `1.` is left as it is;
 * elsewhere the text may start a line, a heading or a list item.
 */
export function markdownText(s: string, where: 'line' | 'cell' = 'line'): string {
  const escaped = s.replace(MARKDOWN_SPECIAL, (c) => (c[0] === '\r' || c === '\n' ? ' ' : (ENTITIES[c] ?? `\\${c}`)));
  if (where === 'cell') return escaped;
  return escaped
    .replace(LEADING_SPACE, (m) => '&#32;'.repeat(m.length))
    .replace(BLOCK_START, (m) => (/^\d/.test(m) ? `${m.slice(0, -1)}\\${m.slice(-1)}` : `\\${m}`))
    .replace(CLOSING_HASHES, '$1\\$2$3');
}

/** A GitHub-flavoured Markdown table; right-aligned columns get `---:`. */
export function markdownTable(t: Table): string {
  const row = (cells: string[]) => `| ${cells.map((c) => markdownText(c, 'cell')).join(' | ')} |`;
  const align = `|${t.head.map((_, c) => (t.right?.[c] ? '---:' : '---')).join('|')}|`;
  return [row(t.head), align, ...t.rows.map(row)].join('\n');
}

/** A number as a spreadsheet reads one: `-2`, `+12`, `-1.40`, `0,05` (the decimal comma of German and French). */
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * What a spreadsheet reads as the start of a formula (`=`, `+`, `-`, `@`) or trims before one (TAB, CR): a name
 * such as `-3+cmd|' /C calc'!A0` would run as one when the file is opened (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: quoted (with `"` doubled) when it holds a quote, the separator or a line break. Text that a
 * spreadsheet would read as a formula is kept text by a leading `'` (and quoted); numbers stay numbers.
 */
export function csvCell(value: string | number, sep: ',' | ';' = ','): string {
  let s = String(value);
  if (typeof value === 'string' && FORMULA_START.test(s) && !NUMBER.test(s)) s = `"'${s.replace(/"/g, '""')}"`;
  else if (/["\r\n]/.test(s) || s.includes(sep)) s = `"${s.replace(/"/g, '""')}"`;
  return s;
}

/** `,` by default; `;` where the decimal comma is in use (German and French spreadsheets split on `;`). */
export function csvRow(cells: readonly (string | number)[], sep: ',' | ';' = ','): string {
  return cells.map((c) => csvCell(c, sep)).join(sep);
}

/** The head then the rows, one CSV line each (no line break after the last). */
export function csvTable(t: Pick<Table, 'head' | 'rows'>, sep: ',' | ';' = ','): string {
  return [t.head, ...t.rows].map((r) => csvRow(r, sep)).join('\n');
}

/**
 * CSV in German and French: `;` between fields and the decimal comma, as spreadsheets there expect; every CSV starts
 * with a UTF-8 byte order mark, so Excel reads `Jürgen` as written.
 */
export function csvStyle(lang: string = 'en'): { sep: ',' | ';'; bom: string } {
  return { sep: lang === 'en' ? ',' : ';', bom: lang === 'en' ? '' : '\uFEFF' };
}
