// Finds the ```score blocks of a Markdown file, with the line each block starts on.

import { splitLines, stripBom } from './lines';

export interface ScoreBlock {
  /** The block's inner lines verbatim (indentation kept, so columns match the Markdown file). */
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
}

// Opening fence: up to 3 spaces (past a list item's indentation), 3+ backticks or tildes, info string.
const OPEN_RE = /^( *)(`{3,}|~{3,})(.*)$/;
// A list item marker: its content (and so a fence inside it) is indented past the marker.
const LIST_RE = /^( *)([-+*]|[0-9]{1,9}[.)])( +)/;

/**
 * CommonMark fences, with one simplification: list items are tracked only by the indentation of
 * the nearest item above, which covers fences nested in lists without a full Markdown parser.
 */
export function extractScoreBlocks(markdown: string): ScoreBlock[] {
  return extractFencedScoreBlocks(markdown).map(({ text, firstLine }) => ({ text, firstLine }));
}

/** The ```score blocks with their fence lines and flags (score-format.md, "Rule-guide blocks in Markdown"). */
export function extractFencedScoreBlocks(markdown: string): FencedScoreBlock[] {
  const lines = splitLines(stripBom(markdown));
  const blocks: FencedScoreBlock[] = [];
  let listIndent = 0;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const item = LIST_RE.exec(line);
    let candidate = line;
    if (item) {
      // `- ```score`: the fence may start right after the marker; later lines are indented past it.
      listIndent = item[0].length;
      candidate = line.slice(listIndent);
    } else if (line.trim() !== '' && line.length - line.trimStart().length < listIndent) {
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
    let j = i + 1;
    while (j < lines.length && !isClose(lines[j], fence, listIndent)) j++;
    // A fence opened on the last line has no lines at all: nothing to check, nowhere to point.
    if (lang === 'score' && i + 1 < lines.length)
      blocks.push({
        text: lines.slice(i + 1, j).join('\n'),
        firstLine: i + 1,
        fenceLine: i,
        fenceText: line,
        flags: words.slice(1).join(' '),
      });
    i = j + 1;
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
