// Rule guides in Markdown: the ```score fence flags (`expect=CODE,…`, `skip`) and header inheritance from the
// nearest earlier block with a `game` line (score-format.md, "Rule-guide blocks in Markdown").

import type { Header } from '../format/ast';
import type { FencedScoreBlock } from '../format/markdown';
import { extractFencedScoreBlocks, parseDocument } from '../format/parse';
import { splitLines } from '../format/lines';
import type { SyntaxSet } from '../format/syntax';
import type { Fix, Problem, Range } from '../format/types';
import { msg } from '../messages';
import {
  ENGINE_CODE_LIST,
  FORMAT_CODE_LIST,
  GUIDE_CODE_LIST,
  RULE_CODE_LIST,
  TRICKS_CODE_LIST,
} from '../messages/codes';
import { editDistance } from '../text/distance';
import { problem } from './problem';

/** What a block's fence says and where its header comes from. */
export interface BlockGuide {
  /** Zero-based line of the opening fence in the Markdown file. */
  fenceLine: number;
  /** Error codes the block must produce (empty: none expected). */
  expect: string[];
  /** `skip`: the block is not checked. */
  skip: boolean;
  /** Zero-based line of the `game` line of the block whose header this one inherits, if it inherits. */
  inheritedFrom?: number;
  /** The header lines taken over from that block (text, trimmed), for the hover. */
  inheritedLines?: string[];
  /**
   * A block in a blockquote: per inner line (from the fence's next line), the columns its `>` markers and
   * indentation take (see fixKeepsMarkers).
   */
  quoteMargins?: readonly number[];
}

/**
 * Whether a fix leaves the `>` markers of a blockquoted block alone: each edit within one line, right of the markers,
 * with no line break (a line it added, removed or joined would lose them). Elsewhere every fix does.
 */
export function fixKeepsMarkers(guide: BlockGuide | undefined, fix: Pick<Fix, 'edits'>): boolean {
  const margins = guide?.quoteMargins;
  if (!margins) return true;
  return fix.edits.every(({ range: { start, end }, newText }) => {
    const margin = margins[start.line - guide.fenceLine - 1];
    return start.line === end.line && margin !== undefined && start.character >= margin && !/[\r\n]/.test(newText);
  });
}

export interface BlockFlags {
  expect: { codes: string[]; range: Range } | undefined;
  skip: boolean;
  problems: Problem[];
}

const CORE_CODES: readonly string[] = [
  ...FORMAT_CODE_LIST,
  ...RULE_CODE_LIST,
  ...TRICKS_CODE_LIST,
  ...ENGINE_CODE_LIST,
  ...GUIDE_CODE_LIST,
];

/** A game as a rule guide sees it: the codes its problems have (GameModule.codes; the engine imports no game). */
export interface CodedGame {
  readonly codes: readonly string[];
}

/** The codes an `expect=` may name: the core's and those of each game given. */
export function knownCodes(games: readonly CodedGame[]): Set<string> {
  return new Set([...CORE_CODES, ...games.flatMap((g) => g.codes)]);
}

/** Reads the flags of a fence's info string; words that are neither flag nor close to one are left alone. */
export function readBlockFlags(block: Pick<FencedScoreBlock, 'fenceLine' | 'fenceText'>): BlockFlags {
  const out: BlockFlags = { expect: undefined, skip: false, problems: [] };
  const text = block.fenceText;
  const lang = /score/i.exec(text);
  const from = lang ? lang.index + lang[0].length : text.length;
  const at = (start: number, end: number): Range => ({
    start: { line: block.fenceLine, character: start },
    end: { line: block.fenceLine, character: end },
  });
  for (const m of text.slice(from).matchAll(/\S+/g)) {
    const word = m[0];
    const start = from + m.index;
    const range = at(start, start + word.length);
    const eq = word.indexOf('=');
    const key = (eq >= 0 ? word.slice(0, eq) : word).toLowerCase();
    if (key === 'expect' && eq >= 0) {
      const codes = word
        .slice(eq + 1)
        .split(',')
        .map((c) => c.trim().toLowerCase())
        .filter((c) => c !== '');
      out.expect = { codes: [...new Set([...(out.expect?.codes ?? []), ...codes])], range };
    } else if (key === 'skip' && eq < 0) out.skip = true;
    else if (eq >= 0 ? editDistance(key, 'expect', 2) <= 2 : editDistance(key, 'skip', 1) <= 1) {
      // `expct=…` or `skp`: a typo would silently turn an example that is wrong on purpose into a failing one.
      const hint = eq >= 0 ? 'expect=' : 'skip';
      out.problems.push(problem('unknown-flag', 'warning', range, msg('unknown-flag', { word, hint })));
    }
  }
  return out;
}

/**
 * Applies `expect=`: each expected error becomes a hint (the example is wrong on purpose; its fix is dropped so
 * "fix all" keeps the lesson); an expected code the block does not produce is an error on the fence line.
 */
export function applyExpect(
  problems: readonly Problem[],
  expect: BlockFlags['expect'],
  games: readonly CodedGame[],
): Problem[] {
  if (!expect) return [...problems];
  const wanted = new Set(expect.codes);
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const p of problems) {
    if (p.severity === 'error' && wanted.has(p.code)) {
      seen.add(p.code);
      const m = msg('expected-error', { code: p.code, message: p.msg, text: p.message });
      out.push(problem(p.code as never, 'hint', p.range, m));
    } else out.push(p);
  }
  let known: Set<string> | undefined;
  for (const code of expect.codes) {
    if (seen.has(code)) continue;
    known ??= knownCodes(games);
    const m = known.has(code) ? msg('expect-missing', { code }) : msg('expect-missing.unknown-code', { code });
    out.push(problem('expect-missing', 'error', expect.range, m));
  }
  return out;
}

/** The header lines of `parent` a block takes over: those whose directive the block does not give itself. */
function inheritedLineNumbers(parent: Header, own: Header): number[] {
  const lines: number[] = [];
  const add = (r: Range | undefined) => r && lines.push(r.start.line);
  add(parent.game?.range);
  if (own.players.length === 0 && !own.playersRange) add(parent.playersRange);
  if (!own.teamsExplicit && !own.teamsRange && parent.teamsExplicit) add(parent.teamsRange);
  if (!own.preset) add(parent.preset?.range);
  if (!own.stake) add(parent.stake?.range);
  if (!own.target) add(parent.target?.range);
  const ownKeys = new Set(own.settings.map((s) => s.key.text.toLowerCase()));
  for (const s of parent.settings) if (!ownKeys.has(s.key.text.toLowerCase())) add(s.range);
  return lines.sort((a, b) => a - b);
}

export interface PreparedBlock {
  block: FencedScoreBlock;
  flags: BlockFlags;
  /** The text to analyse and the line it starts at: the block itself, or the block with inherited header lines. */
  text: string;
  textFirstLine: number;
  guide: BlockGuide;
}

/**
 * Every ```score block of a Markdown file, ready to analyse. A block without a `game` line gets the header lines of
 * the nearest earlier (not skipped) block with one, kept at their own lines of the file so every position — the
 * inherited lines' too — is the real one: the text runs from the parent's first line to the block's end, with
 * everything between blanked out.
 */
export function prepareGuideBlocks(markdown: string, syntax: SyntaxSet): PreparedBlock[] {
  const blocks = extractFencedScoreBlocks(markdown);
  const out: PreparedBlock[] = [];
  let parent: { block: FencedScoreBlock; header: Header; lines: string[] } | undefined;
  for (const block of blocks) {
    const flags = readBlockFlags(block);
    const guide: BlockGuide = {
      fenceLine: block.fenceLine,
      expect: flags.expect?.codes ?? [],
      skip: flags.skip,
      ...(block.quoted ? { quoteMargins: block.margins } : {}),
    };
    const prepared: PreparedBlock = { block, flags, text: block.text, textFirstLine: block.firstLine, guide };
    out.push(prepared);
    if (flags.skip) continue;
    const own = parseDocument(syntax, block.text, block.firstLine).header;
    if (own.game) {
      parent = { block, header: own, lines: splitLines(block.text) };
      continue;
    }
    if (!parent) continue;
    const taken = inheritedLineNumbers(parent.header, own);
    const base = parent.block.firstLine;
    const lines: string[] = new Array<string>(block.firstLine - base).fill('');
    for (const l of taken) lines[l - base] = parent.lines[l - base];
    prepared.text = lines.join('\n') + '\n' + block.text;
    prepared.textFirstLine = base;
    guide.inheritedFrom = parent.header.game!.range.start.line;
    guide.inheritedLines = taken.map((l) => parent!.lines[l - base].trim());
  }
  return out;
}

/** Whether a range lies inside lines [first, last]. */
export function withinLines(r: Range, first: number, last: number): boolean {
  return r.start.line >= first && r.end.line <= last;
}
