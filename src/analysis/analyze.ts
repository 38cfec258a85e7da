// The analyser: one entry point for every front end, text in, problems (and, but for a streamed check, the parsed
// document, rules, scored rounds and settlement) out. Three modes over the one round loop (RoundWalk in
// src/engine/rounds.ts) and the game module of the sheet's kind (`gameOf`):
// - fresh (`analyze(text, { mode: 'fresh' })`, analyzeScore): the whole document parsed and scored;
// - incremental (`createAnalyzer(kind)`, the editor and the language server): an analyser kept across a document's
//   edits that reuses what an edit did not touch (src/analysis/documentAnalyzer.ts);
// - streaming (`analyze(text, { mode: 'streaming' })`, `check` and `check --json`): one pass that keeps nothing per
//   round (src/analysis/stream.ts).
// test/analysis/modes.test.ts holds the three to the same problems on random sheets of every game.

import type { GameKind } from '../format/ast';
import type { Problem } from '../format/types';
import { GAME_KINDS, GAMES, gameOf, SYNTAX } from '../games/registry';
import { parseScore } from '../games/syntax';
import { parserProblemsByRound, ScoreAnalyzer } from './documentAnalyzer';
import { applyExpect, fixKeepsMarkers, prepareGuideBlocks, withinLines, type PreparedBlock } from '../engine/guide';
import type { Settlement } from '../engine/model';
import { scoreRounds } from '../engine/rounds';
import { dict } from '../text/dict';
import {
  byPosition,
  emptySettlement,
  internalErrorProblem,
  rulesOf,
  sortByPosition,
  withInherited,
  withOverrides,
} from './common';
import { streamScore, type CheckedRounds, type CheckResult } from './stream';
import type { DocumentAnalysis, InheritedHeader, RuleOverrides } from './types';
import type { GameModule } from '../games/game';

export type { CheckedRounds, CheckResult, DocumentAnalysis, InheritedHeader, RuleOverrides };
export { internalErrorProblem, rulesOf, withOverrides };

/** Where a document starts in its file (a ```score block's first line; 0 for a `.score` file) and what-if rules. */
export interface AnalyzeOptions {
  firstLine?: number;
  overrides?: RuleOverrides;
  /** Header lines the sheet inherits (a tournament's table sheet). */
  inherit?: InheritedHeader;
}

/**
 * One `.score` document analysed in the mode asked for: `fresh` gives the whole analysis; `streaming` its problems,
 * override problems and game in one pass that keeps nothing per round (and, with `rounds: true`, the rounds' results
 * and totals too, which it then keeps). Never throws: an engine failure becomes an `internal-error` problem.
 */
export function analyze(text: string, options: AnalyzeOptions & { mode: 'fresh' }): DocumentAnalysis;
export function analyze(text: string, options: AnalyzeOptions & { mode: 'streaming'; rounds: true }): CheckedRounds;
export function analyze(text: string, options: AnalyzeOptions & { mode: 'streaming'; rounds?: false }): CheckResult;
export function analyze(
  text: string,
  options: AnalyzeOptions & { mode: 'fresh' | 'streaming'; rounds?: boolean },
): DocumentAnalysis | CheckResult {
  const { firstLine = 0, overrides } = options;
  if (options.mode === 'fresh') return analyzeScore(text, firstLine, overrides, options.inherit);
  const { inherit } = options;
  return options.rounds
    ? streamScore(text, firstLine, overrides, true, inherit)
    : streamScore(text, firstLine, overrides, false, inherit);
}

/** A one-off check of a `.score` document (the streaming mode): exactly the problems a fresh analysis gives. */
export function checkScore(text: string, firstLine = 0, overrides?: RuleOverrides): CheckResult {
  return streamScore(text, firstLine, overrides);
}

/**
 * Parse and score one `.score` document. Never throws: an engine failure becomes an `internal-error` problem.
 * `inherit`: header lines from a tournament's settings, under the sheet's own (the overrides over both).
 */
export function analyzeScore(
  text: string,
  firstLine = 0,
  overrides?: RuleOverrides,
  inherit?: InheritedHeader,
): DocumentAnalysis {
  const parsed = parseScore(text, firstLine, inherit ? { game: inherit.game } : undefined);
  const document =
    overrides || inherit
      ? { ...parsed, header: withOverrides(withInherited(parsed.header, inherit), overrides) }
      : parsed;
  const problems: Problem[] = [...document.problems];
  const game = document.header.game?.kind;
  const base: Omit<DocumentAnalysis, 'problems' | 'settlement'> = {
    document,
    firstLine,
    game,
    rounds: [],
    totals: dict(),
  };
  if (!game) {
    // The settlement of a sheet without a game line is tagged with the first game's kind, as it always was.
    return { ...base, problems, settlement: emptySettlement(GAME_KINDS[0], document) };
  }
  const module = gameOf(game);
  base.module = module;
  const { rules, ruleProblems, overrideProblems } = rulesOf(document.header, game);
  if (overrideProblems) base.overrideProblems = overrideProblems;
  problems.push(...ruleProblems);
  try {
    const steps = module.steps(document.header, rules);
    const out = scoreRounds(steps, document.rounds, parserProblemsByRound(document));
    problems.push(...out.problems);
    sortByPosition(problems);
    return { ...base, rules, rounds: out.rounds, totals: out.totals, problems, settlement: out.settlement };
  } catch (err) {
    problems.push(internalErrorProblem(document.header, firstLine, err));
    problems.sort(byPosition);
    return { ...base, rules, problems, settlement: emptySettlement(game, document) };
  }
}

/**
 * The module of a game kind, for the layers above the analysis that read a file naming a game without being a sheet
 * of it (a tournament's settings: its rules lines, its game's tournament hook).
 */
export function gameModuleOf(kind: GameKind): GameModule {
  return gameOf(kind);
}

export { GAME_KINDS };

export function analyzeMarkdown(text: string, overrides?: RuleOverrides): DocumentAnalysis[] {
  return prepareGuideBlocks(text, SYNTAX).map((b) => analyzeBlock(b, overrides));
}

/**
 * One ```score block: analysed with its inherited header lines (if any), then narrowed to its own lines — problems
 * and fixes elsewhere belong to the block they were inherited from — and its fence flags applied.
 */
function analyzeBlock(p: PreparedBlock, overrides?: RuleOverrides): DocumentAnalysis {
  const a = analyzeScore(p.text, p.textFirstLine, overrides);
  const first = p.block.firstLine;
  const lineCount = p.block.text === '' ? 1 : p.block.text.split('\n').length;
  const last = first + lineCount - 1;
  let problems = a.problems;
  if (p.textFirstLine !== first) {
    problems = problems
      .filter((q) => withinLines(q.range, first, last))
      .map((q) =>
        q.fix && !q.fix.edits.every((e) => withinLines(e.range, first, last)) ? { ...q, fix: undefined } : q,
      );
  }
  // In a blockquote, a fix that would take a line's `>` markers with it is not offered; the problem stays.
  if (p.guide.quoteMargins)
    problems = problems.map((q) => (q.fix && !fixKeepsMarkers(p.guide, q.fix) ? { ...q, fix: undefined } : q));
  problems = p.flags.skip
    ? []
    : [...p.flags.problems, ...applyExpect(problems, p.flags.expect, GAMES)].sort(byPosition);
  return { ...a, document: { ...a.document, lineCount }, firstLine: first, problems, guide: p.guide };
}

export function isMarkdownFile(fileName: string): boolean {
  return /\.(md|markdown)$/i.test(fileName);
}

/** `.md`/`.markdown` files: every ```score block; anything else: the whole text. */
export function analyzeFileText(fileName: string, text: string, overrides?: RuleOverrides): DocumentAnalysis[] {
  return isMarkdownFile(fileName) ? analyzeMarkdown(text, overrides) : [analyzeScore(text, 0, overrides)];
}

export type { GameKind, Problem, Settlement };

/**
 * One open document's analyser: hand it every new text of the document; it may reuse what it
 * computed for the previous text (the rounds an edit did not touch). Same results as analyzeFileText
 * (test/engine/incremental.test.ts holds it to that). An analysis it returns is valid until its next call: the
 * rounds of the next text may update results in place (their running totals, and the list of them), so keep only
 * the newest. Its settlement is worked out when first read (most edits need diagnostics only): read it before the
 * next call too.
 */
export interface DocumentAnalyzer {
  /**
   * `inherit`: the header lines a tournament's table sheet takes from its tournament.score (a `.score` document only;
   * a Markdown file's blocks inherit from each other alone). Pass the same object while they stay the same: other
   * lines start the analysis afresh.
   */
  analyze(text: string, inherit?: InheritedHeader): DocumentAnalysis[];
}

export function createAnalyzer(kind: 'score' | 'markdown'): DocumentAnalyzer {
  if (kind === 'score') {
    const analyzer = new ScoreAnalyzer();
    return { analyze: (text, inherit) => [analyzer.analyze(text, inherit)] };
  }
  // Markdown: a guide's blocks inherit headers from each other and are short, so each text is analysed afresh.
  return { analyze: (text) => analyzeMarkdown(text) };
}
