// One entry point for every front end: text in, parsed document + rules + scored rounds + problems out.

import type { GameKind, Header, Setting, Token } from '../format/ast';
import { parseScore } from '../format/parse';
import type { Problem } from '../format/types';
import { msg } from '../messages';
import { GAME_KINDS, gameOf } from '../games/registry';
import { byPosition, emptySettlement, parserProblemsByRound, ScoreAnalyzer, sortByPosition } from './documentAnalyzer';
import { applyExpect, fixKeepsMarkers, prepareGuideBlocks, withinLines, type PreparedBlock } from '../engine/guide';
import type { Settlement } from '../engine/model';
import { problem } from '../engine/problem';
import { resolveRules, type ResolvedRules } from '../engine/rules';
import { scoreRounds } from '../engine/rounds';
import { dict } from '../text/dict';
import type { DocumentAnalysis, RuleOverrides } from './types';

export type { DocumentAnalysis, RuleOverrides };

/** Overrides have no place in the text: their tokens sit on this line, and their problems are set apart. */
const OVERRIDE_LINE = -1;

function overrideToken(text: string): Token {
  const at = { line: OVERRIDE_LINE, character: 0 };
  return { text, range: { start: at, end: at }, quoted: false };
}

/** The header with the overrides in place of its own `rules` and of the `set` lines with the same keys. */
function overriddenHeader(header: Header, o: RuleOverrides): Header {
  const keys = new Set((o.set ?? []).map((s) => s.key.toLowerCase()));
  const settings: Setting[] = [
    ...header.settings.filter((s) => !keys.has(s.key.text.toLowerCase())),
    ...(o.set ?? []).map((s) => ({
      key: overrideToken(s.key),
      values: s.values.map(overrideToken),
      range: overrideToken(s.key).range,
    })),
  ];
  return { ...header, preset: o.preset !== undefined ? overrideToken(o.preset) : header.preset, settings };
}

/** The header with the overrides (if any) in place: what the rules and the engine read. */
export function withOverrides(header: Header, overrides: RuleOverrides | undefined): Header {
  return overrides ? overriddenHeader(header, overrides) : header;
}

/** The rules of a header whose overrides are in place: the problems of its lines, and those of the overrides apart. */
export function rulesOf(
  header: Header,
  game: GameKind,
): { rules: ResolvedRules; ruleProblems: Problem[]; overrideProblems?: Problem[] } {
  const { rules, problems } = resolveRules(header, game, gameOf(game).rules);
  const ruleProblems = problems.filter((p) => p.range.start.line !== OVERRIDE_LINE);
  if (ruleProblems.length === problems.length) return { rules, ruleProblems };
  return { rules, ruleProblems, overrideProblems: problems.filter((p) => p.range.start.line === OVERRIDE_LINE) };
}

/** The internal-error problem of an engine that failed, on the `game` line (or the document's first line). */
export function internalErrorProblem(header: Header, firstLine: number, err: unknown): Problem {
  const at = header.game?.range ?? {
    start: { line: firstLine, character: 0 },
    end: { line: firstLine, character: 0 },
  };
  const reason = err instanceof Error ? err.message : String(err);
  return problem('internal-error', 'error', at, msg('engine.internal-error', { reason }));
}

/** Parse and score one `.score` document. Never throws: an engine failure becomes an `internal-error` problem. */
export function analyzeScore(text: string, firstLine = 0, overrides?: RuleOverrides): DocumentAnalysis {
  const parsed = parseScore(text, firstLine);
  const document = overrides ? { ...parsed, header: withOverrides(parsed.header, overrides) } : parsed;
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

export function analyzeMarkdown(text: string, overrides?: RuleOverrides): DocumentAnalysis[] {
  return prepareGuideBlocks(text).map((b) => analyzeBlock(b, overrides));
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
  problems = p.flags.skip ? [] : [...p.flags.problems, ...applyExpect(problems, p.flags.expect)].sort(byPosition);
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
 * rounds of the next text may update results in place (their running totals), so keep only the newest. Its
 * settlement is worked out when first read (most edits need diagnostics only): read it before the next call too.
 */
export interface DocumentAnalyzer {
  analyze(text: string): DocumentAnalysis[];
}

export function createAnalyzer(kind: 'score' | 'markdown'): DocumentAnalyzer {
  if (kind === 'score') {
    const analyzer = new ScoreAnalyzer();
    return { analyze: (text) => [analyzer.analyze(text)] };
  }
  // Markdown: a guide's blocks inherit headers from each other and are short, so each text is analysed afresh.
  return { analyze: (text) => analyzeMarkdown(text) };
}
