// Finds the ```score blocks of a Markdown file, with the line each block starts on.

import { splitLines, stripBom } from './lines';

export interface ScoreBlock {
  /**
   * The block's inner lines verbatim (indentation kept, so columns match the Markdown file), with the `>` markers of
   * a blockquote around the block blanked to spaces.
   */
  text: string;
  /** Zero-based line of the first inner line in the Markdown file. */
  firstLine: number;
}

/** A block with its fence: what rule guides put after the language word (`expect=…`, `skip`). */
export interface FencedScoreBlock extends ScoreBlock {
  /** Zero-based line of the opening fence. */
  fenceLine: number;
  /** The fence line verbatim. */
  fenceText: string;
  /** The info string after the language word (`expect=cards-sum skip`), trimmed. */
  flags: string;
  /**
   * Per inner line, how many of its first characters are the Markdown around the block, not score text: blockquote
   * markers (`> `, blanked to spaces in `text`, so columns still match the file) and the indentation of a list item
   * or an indented fence. As many entries as the block has inner lines (none for a block closed right away).
   */
  margins: number[];
  /** Inside a blockquote: `text` has its `>` markers blanked, and an edit must keep them on every line. */
  quoted: boolean;
}

// Opening fence: up to 3 spaces (past a list item's indentation), 3+ backticks or tildes, info string.
const OPEN_RE = /^( *)(`{3,}|~{3,})(.*)$/;
// A list item marker: its content (and so a fence inside it) is indented past the marker.
const LIST_RE = /^( *)([-+*]|[0-9]{1,9}[.)])( +)/;
// One blockquote marker: up to 3 spaces, `>` and the one space that belongs to it.
const QUOTE_RE = /^ {0,3}> ?/;

/**
 * CommonMark fences, with two simplifications: list items are tracked only by the indentation of the nearest item
 * above, and blockquotes only by their count of `>` markers (a fence in a blockquote ends with it); this covers fences
 * nested in lists and quotes without a full Markdown parser.
 */
export function extractScoreBlocks(markdown: string): ScoreBlock[] {
  return extractFencedScoreBlocks(markdown).map(({ text, firstLine }) => ({ text, firstLine }));
}

/** The blockquote markers a line starts with (at most `max`): how many, and how many characters they take. */
function quoteMarkers(line: string, max: number): { depth: number; width: number } {
  let depth = 0;
  let width = 0;
  while (depth < max) {
    const m = QUOTE_RE.exec(width ? line.slice(width) : line);
    if (!m) break;
    depth++;
    width += m[0].length;
  }
  return { depth, width };
}

function leadingSpaces(text: string): number {
  let n = 0;
  while (text.charCodeAt(n) === 32) n++;
  return n;
}

/** The ```score blocks with their fence lines and flags (score-format.md, "Rule-guide blocks in Markdown"). */
export function extractFencedScoreBlocks(markdown: string): FencedScoreBlock[] {
  const lines = splitLines(stripBom(markdown));
  const blocks: FencedScoreBlock[] = [];
  let listIndent = 0;
  let depth = 0;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const quote = quoteMarkers(line, Infinity);
    if (quote.depth !== depth) {
      // Into or out of a blockquote: a list outside it does not go on inside it, nor the other way round.
      depth = quote.depth;
      listIndent = 0;
    }
    const inner = quote.width ? line.slice(quote.width) : line;
    const item = LIST_RE.exec(inner);
    let candidate = inner;
    if (item) {
      // `- ```score`: the fence may start right after the marker; later lines are indented past it.
      listIndent = item[0].length;
      candidate = inner.slice(listIndent);
    } else if (inner.trim() !== '' && inner.length - inner.trimStart().length < listIndent) {
      listIndent = 0; // a line left of the item's content ends the list
    }
    const open = OPEN_RE.exec(candidate);
    const fence = open?.[2];
    const info = open?.[3] ?? '';
    const indent = open ? (item ? listIndent : 0) + open[1].length : 0;
    if (!open || !fence || indent > listIndent + 3 || (fence[0] === '`' && info.includes('`'))) {
      i++;
      continue;
    }
    const words = info.trim().split(/\s+/);
    const lang = words[0].toLowerCase();
    const texts: string[] = [];
    const margins: number[] = [];
    let closed = false;
    let j = i + 1;
    for (; j < lines.length; j++) {
      const q = quoteMarkers(lines[j], depth);
      // A line without the fence's `>` markers ends the blockquote, and the block with it (no lazy lines in code).
      if (q.depth < depth) break;
      const rest = q.width ? lines[j].slice(q.width) : lines[j];
      if (isClose(rest, fence, listIndent)) {
        closed = true;
        break;
      }
      texts.push(q.width ? ' '.repeat(q.width) + rest : rest);
      margins.push(q.width + Math.min(leadingSpaces(rest), indent));
    }
    // A fence opened on the last line has no lines at all: nothing to check, nowhere to point.
    if (lang === 'score' && i + 1 < lines.length)
      blocks.push({
        text: texts.join('\n'),
        firstLine: i + 1,
        fenceLine: i,
        fenceText: line,
        flags: words.slice(1).join(' '),
        margins,
        quoted: depth > 0,
      });
    i = closed ? j + 1 : j;
  }
  return blocks;
}

function isClose(line: string, fence: string, listIndent: number): boolean {
  const indent = line.length - line.trimStart().length;
  if (indent > listIndent + 3) return false;
  const rest = line.trim();
  if (rest.length < fence.length) return false;
  for (let k = 0; k < rest.length; k++) if (rest[k] !== fence[0]) return false;
  return true;
}
