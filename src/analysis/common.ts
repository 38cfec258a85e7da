// What every mode of the analyser shares (src/analysis/analyze.ts is its entry): the rule overrides put in place of
// the header's, the rules of a header, an engine failure as a problem, and the order problems are reported in.

import type { GameKind, Header, ScoreDocument, Setting, Token } from '../format/ast';
import type { Problem, Range } from '../format/types';
import { msg } from '../messages';
import { gameOf, SYNTAX } from '../games/registry';
import type { Settlement } from '../engine/model';
import { problem } from '../engine/problem';
import { resolveRules, type ResolvedRules } from '../engine/rules';
import { dict } from '../text/dict';
import type { InheritedHeader, RuleOverrides } from './types';

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
  // The preset is read as the parser reads the `rules` line's: in any language (`officielles`).
  const preset =
    o.preset !== undefined
      ? { ...overrideToken(o.preset), word: SYNTAX.words.readWord('preset', o.preset) }
      : header.preset;
  return { ...header, preset, settings };
}

/** Inherited header lines have no place in the sheet: their tokens sit on this line, and their problems are dropped. */
const INHERITED_LINE = -2;

function inheritedRange(): Range {
  const at = { line: INHERITED_LINE, character: 0 };
  return { start: at, end: at };
}

const rehome = (t: Token): Token => ({ ...t, range: inheritedRange() });

/**
 * The header with the inherited lines under its own: the sheet's `rules`, `stake` and `set` lines (key by key) win.
 * The game comes from the parser (parseScore's `inherit`), which reads the rounds in it.
 */
export function withInherited(header: Header, inherit: InheritedHeader | undefined): Header {
  if (!inherit) return header;
  const own = new Set(header.settings.map((s) => s.key.text.toLowerCase()));
  const settings: Setting[] = [
    ...inherit.settings
      .filter((s) => !own.has(s.key.text.toLowerCase()))
      .map((s) => ({ key: rehome(s.key), values: s.values.map(rehome), range: inheritedRange() })),
    ...header.settings,
  ];
  const preset = header.preset ?? (inherit.preset ? rehome(inherit.preset) : undefined);
  const stake = header.stake ?? (inherit.stake ? { ...inherit.stake, range: inheritedRange() } : undefined);
  return { ...header, settings, ...(preset ? { preset } : {}), ...(stake ? { stake } : {}) };
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
  const { rules, problems: all } = resolveRules(header, game, gameOf(game).rules);
  // An inherited line's problems are those of the file it comes from, reported there.
  const problems = all.filter((p) => p.range.start.line !== INHERITED_LINE);
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

/** The settlement of a document that could not be scored: its names, no totals. */
export function emptySettlement(game: GameKind, doc: ScoreDocument): Settlement {
  return {
    game,
    title: doc.header.title?.text,
    date: doc.header.date?.text,
    rules: { preset: '', switches: [] },
    names: doc.header.players.map((p) => p.text),
    totals: dict(),
    transfers: [],
  };
}

/**
 * Problems by position, then code: the order every analysis reports them in. Codes are ASCII (`total-culprit`), so
 * comparing code units orders them as `localeCompare` would, at a fraction of its cost (a paper sheet with a slip has
 * thousands of problems on one range).
 */
export function byPosition(a: Problem, b: Problem): number {
  return (
    a.range.start.line - b.range.start.line ||
    a.range.start.character - b.range.start.character ||
    (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)
  );
}

/**
 * `problems` sorted in place by position (byPosition), as a stable sort sorts them. They come mostly in order (the
 * rounds' in turn), but a disagreeing total's slip is shown on an earlier round, so a paper sheet alternates between
 * its totals' lines and its slips' rounds, which costs a general sort many comparisons: the run in order and the rest
 * are sorted apart and merged instead, ties by their first place.
 */
export function sortByPosition(problems: Problem[]): Problem[] {
  const n = problems.length;
  if (n < 2) return problems;
  const inOrder: number[] = [];
  const rest: number[] = [];
  for (let i = 0; i < n; i++) {
    if (inOrder.length === 0 || byPosition(problems[inOrder[inOrder.length - 1]], problems[i]) <= 0) inOrder.push(i);
    else rest.push(i);
  }
  if (rest.length === 0) return problems;
  // A stable sort of the rest: equal problems keep their first order.
  rest.sort((a, b) => byPosition(problems[a], problems[b]) || a - b);
  const merged: Problem[] = new Array<Problem>(n);
  let i = 0;
  let j = 0;
  for (let k = 0; k < n; k++) {
    if (j >= rest.length) merged[k] = problems[inOrder[i++]];
    else if (i >= inOrder.length) merged[k] = problems[rest[j++]];
    else {
      const a = inOrder[i];
      const b = rest[j];
      const c = byPosition(problems[a], problems[b]) || a - b;
      merged[k] = c < 0 ? problems[inOrder[i++]] : problems[rest[j++]];
    }
  }
  for (let k = 0; k < n; k++) problems[k] = merged[k];
  return problems;
}
