// Applying fixes and formatting to a whole text, outside an editor: `scoresheet check --fix`, `scoresheet fmt`.

import { extractFencedScoreBlocks } from '../format';
import type { DocumentAnalysis } from '../analysis/analyze';
import type { Position, TextEdit } from '../format/types';
import type { Message } from '../messages';
import { preferredFixes } from './codeActions';
import { formatLines, formatText, joinKeepingEndings, splitKeepingEndings } from './formatter';
import { mergeFixes } from './problemFixes';

/** Start offset of every line (LF, CRLF or lone CR end a line, as the parser counts them). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const m of text.matchAll(/\r\n|\r|\n/g)) starts.push(m.index + m[0].length);
  return starts;
}

/**
 * The text with non-overlapping edits applied (as an editor applies one workspace edit), in one pass: the text between
 * the edits and their new texts are joined once, not spliced in edit by edit (a copy of the text per edit: 50,000
 * renumberings of a long sheet, issue 38). Edits at one point go in last one first, as they always have.
 */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const starts = lineStarts(text);
  const offset = (p: Position) => {
    if (p.line >= starts.length) return text.length;
    const lineEnd = p.line + 1 < starts.length ? starts[p.line + 1] : text.length;
    const bare = text.slice(starts[p.line], lineEnd).replace(/\r?\n$|\r$/, '').length;
    return starts[p.line] + Math.min(p.character, bare);
  };
  const sorted = edits
    .map((e) => ({ from: offset(e.range.start), to: offset(e.range.end), text: e.newText }))
    .sort((a, b) => b.from - a.from);
  // From the end of the text back: each edit ends where the one after it starts, or before.
  const pieces: string[] = [];
  let end = text.length;
  for (const e of sorted) {
    if (e.to > end || e.from > e.to) return spliced(text, sorted);
    pieces.push(text.slice(e.to, end), e.text);
    end = e.from;
  }
  pieces.push(text.slice(0, end));
  return pieces.reverse().join('');
}

/** Edits applied one after the other, each to the text the ones after it left: what edits that overlap give. */
function spliced(text: string, sorted: readonly { from: number; to: number; text: string }[]): string {
  let out = text;
  for (const e of sorted) out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return out;
}

export interface AppliedFix {
  /** Zero-based line of the problem, in the text the fix was found in. */
  line: number;
  code: string;
  title: string;
  /** The title as data, where the fix has one (the CLI says it in its language). */
  titleMsg?: Message;
}

/**
 * Every preferred quick fix, applied until none is left (a fix may reveal or settle another; overlapping ones wait for
 * the next pass). At most `maxPasses` passes, so two fixes that undo each other cannot loop.
 */
export function fixAllText(
  text: string,
  analyze: (text: string) => DocumentAnalysis[],
  maxPasses = 5,
): { text: string; applied: AppliedFix[] } {
  const applied: AppliedFix[] = [];
  let current = text;
  for (let pass = 0; pass < maxPasses; pass++) {
    const analyses = analyze(current);
    const starts = lineStarts(current);
    const source = {
      analyses,
      textAt: (r: TextEdit['range']) =>
        current.slice(starts[r.start.line] + r.start.character, starts[r.end.line] + r.end.character),
    };
    const fixes = preferredFixes(source);
    const edits = mergeFixes(fixes.map((f) => f.fix));
    if (edits.length === 0) break;
    const used = new Set(edits);
    for (const f of fixes)
      if (f.fix.edits.every((e) => used.has(e)))
        applied.push({
          line: f.problem.range.start.line,
          code: f.problem.code,
          title: f.fix.title,
          ...(f.fix.titleMsg ? { titleMsg: f.fix.titleMsg } : {}),
        });
    const next = applyTextEdits(current, edits);
    if (next === current) break;
    current = next;
  }
  return { text: current, applied };
}

/**
 * Format Document for a whole file: a .score text, or each ```score block of a Markdown text, inside its blockquote
 * markers and list indentation, which stay as written (prose untouched). Each line keeps its own ending; only a
 * changed line gets the text's dominant one.
 */
export function formatFileText(text: string, markdown: boolean): string {
  if (!markdown) return formatText(text);
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const { lines, endings } = splitKeepingEndings(text.slice(bom.length));
  const out = [...lines];
  for (const b of extractFencedScoreBlocks(text)) {
    const own = lines.slice(b.firstLine, b.firstLine + b.margins.length);
    const formatted = formatLines(own.map((l, k) => l.slice(b.margins[k])));
    formatted.forEach((f, k) => (out[b.firstLine + k] = own[k].slice(0, b.margins[k]) + f));
  }
  return bom + joinKeepingEndings(lines, out, endings);
}
